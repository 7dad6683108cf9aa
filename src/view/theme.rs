//! The colours of the board, in one shape: `Theme` holds the colours drawn, `Theme<Option<String>>`
//! (`ThemePatch`) the ones a page names, in its options or its CSS.

/// CSS colours used to draw the board; any CSS colour string works. With `C = Option<String>`,
/// the colours named, `None` keeping the one below.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Theme<C = String> {
    /// The wood.
    pub board: C,
    /// Grid lines, star points and coordinates.
    pub line: C,
    /// Black stones.
    pub black: C,
    /// White stones.
    pub white: C,
    /// Last-move marker, winning line, keyboard cursor and forbidden marks.
    pub accent: C,
}

/// Theme colours named by a page; `None` keeps the colour below.
pub type ThemePatch = Theme<Option<String>>;

impl<C> Theme<C> {
    /// The keys of the colours, as the `theme` option and the `--gomoku-*` CSS properties name them.
    pub const KEYS: [&'static str; 5] = ["board", "line", "black", "white", "accent"];

    /// The colours, in the order of `KEYS`.
    pub fn slots(&self) -> [&C; 5] {
        [
            &self.board,
            &self.line,
            &self.black,
            &self.white,
            &self.accent,
        ]
    }

    /// The colours, in the order of `KEYS`, to change.
    pub fn slots_mut(&mut self) -> [&mut C; 5] {
        [
            &mut self.board,
            &mut self.line,
            &mut self.black,
            &mut self.white,
            &mut self.accent,
        ]
    }
}

impl Default for Theme {
    fn default() -> Theme {
        Theme {
            board: "#dcb35c".into(),
            line: "#3d2b14".into(),
            black: "#1c1c1e".into(),
            white: "#f4f1ea".into(),
            accent: "#e0342b".into(),
        }
    }
}

impl Default for ThemePatch {
    fn default() -> ThemePatch {
        Theme {
            board: None,
            line: None,
            black: None,
            white: None,
            accent: None,
        }
    }
}

impl ThemePatch {
    /// `theme` with the named colours replaced.
    pub fn apply(&self, theme: &mut Theme) {
        for (slot, color) in theme.slots_mut().into_iter().zip(self.slots()) {
            if let Some(c) = color {
                slot.clone_from(c);
            }
        }
    }

    /// Names the colours `other` names too, keeping the rest.
    pub fn merge(&mut self, other: &ThemePatch) {
        for (slot, color) in self.slots_mut().into_iter().zip(other.slots()) {
            if color.is_some() {
                slot.clone_from(color);
            }
        }
    }
}
