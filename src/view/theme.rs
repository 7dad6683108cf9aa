//! The colours of the board.

/// CSS colours used to draw the board; any CSS colour string works.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Theme {
    /// The wood.
    pub board: String,
    /// Grid lines, star points and coordinates.
    pub line: String,
    /// Black stones.
    pub black: String,
    /// White stones.
    pub white: String,
    /// Last-move marker, winning line, keyboard cursor and forbidden marks.
    pub accent: String,
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
