//! The widget's options as plain data: what a call names (`Patch`), what is in force
//! (`Options`), and the JSON-safe shape `options()` returns (`CurrentOptions`, `GameOptions`).

use super::json::Object;
use crate::game::{Color, Config, ConfigError, Game, Opening, Rule};
use crate::view::Theme;

/// The options a call names; `None` leaves a setting as it is.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Patch {
    /// Board side.
    pub size: Option<usize>,
    /// Rule set.
    pub rule: Option<Rule>,
    /// Who opens.
    pub first: Option<Color>,
    /// Coordinates along the edges.
    pub coordinates: Option<bool>,
    /// Numbers on the stones.
    pub move_numbers: Option<bool>,
    /// Last-move marker.
    pub last_move: Option<bool>,
    /// Theme colours named.
    pub theme: Option<ThemePatch>,
    /// Engine settings named.
    pub ai: Option<AiPatch>,
    /// Two-tap placing.
    pub confirm: Option<bool>,
    /// Opening rule.
    pub opening: Option<Opening>,
    /// The localStorage key the game is kept under.
    pub persist: Option<String>,
    /// A diagram: no input plays anything.
    pub readonly: Option<bool>,
}

/// Theme colours named in the options (or found in the page's CSS); `None` keeps the current one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ThemePatch {
    /// The colours, in the order of `THEME_KEYS`.
    pub colors: [Option<String>; 5],
}

/// Theme keys, in `ThemePatch::colors` order.
pub const THEME_KEYS: [&str; 5] = ["board", "line", "black", "white", "accent"];

/// Engine settings named in the options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AiPatch {
    /// `Some(None)` turns the engine off; `Some(Some(c))` makes it play `c`.
    pub plays: Option<Option<Color>>,
    /// Strength 1 to 5.
    pub level: Option<u8>,
}

/// Engine settings in force: which side it plays (none by default) and its level (3 by default).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AiOptions {
    /// The side the engine plays, if any.
    pub plays: Option<Color>,
    /// Strength 1 to 5.
    pub level: u8,
}

/// Everything but the game's own configuration, as in force now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Coordinates along the edges (default on).
    pub coordinates: bool,
    /// Numbers on the stones (default off).
    pub move_numbers: bool,
    /// Last-move marker (default on).
    pub last_move: bool,
    /// Colours named in the options; they win over the page's CSS.
    pub theme: ThemePatch,
    /// The engine.
    pub ai: AiOptions,
    /// A first tap shows the stone; a second tap on the same point places it.
    pub confirm: bool,
    /// The localStorage key the game is kept under.
    pub persist: Option<String>,
    /// A diagram: clicks, taps and keys play nothing.
    pub readonly: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            coordinates: true,
            move_numbers: false,
            last_move: true,
            theme: ThemePatch::default(),
            ai: AiOptions {
                plays: None,
                level: 3,
            },
            confirm: false,
            persist: None,
            readonly: false,
        }
    }
}

impl ThemePatch {
    /// `theme` with the named colours replaced.
    pub fn apply(&self, theme: &mut Theme) {
        let slots = [
            &mut theme.board,
            &mut theme.line,
            &mut theme.black,
            &mut theme.white,
            &mut theme.accent,
        ];
        for (slot, color) in slots.into_iter().zip(&self.colors) {
            if let Some(c) = color {
                slot.clone_from(c);
            }
        }
    }

    /// Names the colours `other` names too, keeping the rest.
    pub fn merge(&mut self, other: &ThemePatch) {
        for (slot, color) in self.colors.iter_mut().zip(&other.colors) {
            if color.is_some() {
                slot.clone_from(color);
            }
        }
    }
}

impl Options {
    /// Applies everything `patch` names except the game's configuration and the opening.
    pub fn apply(&mut self, patch: &Patch) {
        let flags = [
            (&mut self.coordinates, patch.coordinates),
            (&mut self.move_numbers, patch.move_numbers),
            (&mut self.last_move, patch.last_move),
            (&mut self.confirm, patch.confirm),
            (&mut self.readonly, patch.readonly),
        ];
        for (slot, value) in flags {
            if let Some(v) = value {
                *slot = v;
            }
        }
        if let Some(t) = &patch.theme {
            self.theme.merge(t);
        }
        if let Some(ai) = patch.ai {
            if let Some(plays) = ai.plays {
                self.ai.plays = plays;
            }
            if let Some(level) = ai.level {
                self.ai.level = level;
            }
        }
        if let Some(key) = &patch.persist {
            self.persist = Some(key.clone());
        }
    }

    /// The colours in use: the defaults, then the page's CSS colours, then the option's.
    pub fn resolve_theme(&self, css: &ThemePatch) -> Theme {
        let mut theme = Theme::default();
        css.apply(&mut theme);
        self.theme.apply(&mut theme);
        theme
    }
}

/// The configuration after `patch`; switching to renju or to an opening rule without naming
/// `first` makes black open.
pub fn patched_config(current: Config, patch: &Patch) -> Result<Config, ConfigError> {
    let mut config = Config {
        size: patch.size.unwrap_or(current.size),
        rule: patch.rule.unwrap_or(current.rule),
        first: patch.first.unwrap_or(current.first),
    };
    let opening = patch.opening.is_some_and(|o| o != Opening::None);
    if (config.rule == Rule::Renju || opening) && patch.first.is_none() {
        config.first = Color::Black;
    }
    config.validate()?;
    Ok(config)
}

/// The options of a game without a board: what `Game.options()` returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameOptions {
    /// Board side.
    pub size: usize,
    /// Rule set.
    pub rule: Rule,
    /// Who opens.
    pub first: Color,
    /// Opening rule.
    pub opening: &'static str,
}

impl GameOptions {
    /// As JSON: `{"size":15,"rule":"freestyle","first":"black","opening":"none"}`.
    pub fn to_json(&self) -> String {
        self.write(&mut Object::new()).end()
    }

    fn write<'o>(&self, o: &'o mut Object) -> &'o mut Object {
        o.num("size", self.size)
            .str("rule", self.rule.as_str())
            .str("first", self.first.as_str())
            .str("opening", self.opening)
    }

    /// The options `game` was made with.
    pub fn of(game: &Game) -> GameOptions {
        let c = game.config();
        GameOptions {
            size: c.size,
            rule: c.rule,
            first: c.first,
            opening: game.opening().as_str(),
        }
    }
}

/// Every option in force, in the shape `setOptions` accepts: what `Gomoku.options()` returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CurrentOptions {
    /// Board side.
    pub size: usize,
    /// Rule set.
    pub rule: Rule,
    /// Who opens.
    pub first: Color,
    /// Opening rule.
    pub opening: &'static str,
    /// Coordinates along the edges.
    pub coordinates: bool,
    /// Numbers on the stones.
    pub move_numbers: bool,
    /// Last-move marker.
    pub last_move: bool,
    /// The colours the options name (those from CSS are not options).
    pub theme: ThemeOptions,
    /// The engine.
    pub ai: AiOptionsData,
    /// Two-tap placing.
    pub confirm: bool,
    /// The localStorage key, or null.
    pub persist: Option<String>,
    /// A diagram.
    pub readonly: bool,
}

/// The theme colours named in the options; unnamed ones are left out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ThemeOptions {
    /// The wood.
    pub board: Option<String>,
    /// Grid lines.
    pub line: Option<String>,
    /// Black stones.
    pub black: Option<String>,
    /// White stones.
    pub white: Option<String>,
    /// Marks.
    pub accent: Option<String>,
}

/// The engine option as data: `plays` is "black", "white" or "none".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AiOptionsData {
    /// Which side it plays.
    pub plays: &'static str,
    /// Strength 1 to 5.
    pub level: u8,
}

impl CurrentOptions {
    /// As JSON, in the shape `setOptions` takes; the theme holds only the colours named.
    pub fn to_json(&self) -> String {
        let game = GameOptions {
            size: self.size,
            rule: self.rule,
            first: self.first,
            opening: self.opening,
        };
        let mut theme = Object::new();
        let t = &self.theme;
        for (key, color) in THEME_KEYS
            .into_iter()
            .zip([&t.board, &t.line, &t.black, &t.white, &t.accent])
        {
            if let Some(c) = color {
                theme.str(key, c);
            }
        }
        let ai = Object::new()
            .str("plays", self.ai.plays)
            .num("level", self.ai.level.into())
            .end();
        game.write(&mut Object::new())
            .bool("coordinates", self.coordinates)
            .bool("moveNumbers", self.move_numbers)
            .bool("lastMove", self.last_move)
            .raw("theme", &theme.end())
            .raw("ai", &ai)
            .bool("confirm", self.confirm)
            .opt_str("persist", self.persist.as_deref())
            .bool("readonly", self.readonly)
            .end()
    }

    /// The options of `game` and `options`.
    pub fn of(game: &Game, options: &Options) -> CurrentOptions {
        let g = GameOptions::of(game);
        let [board, line, black, white, accent] = options.theme.colors.clone();
        CurrentOptions {
            size: g.size,
            rule: g.rule,
            first: g.first,
            opening: g.opening,
            coordinates: options.coordinates,
            move_numbers: options.move_numbers,
            last_move: options.last_move,
            theme: ThemeOptions {
                board,
                line,
                black,
                white,
                accent,
            },
            ai: AiOptionsData {
                plays: options.ai.plays.map_or("none", Color::as_str),
                level: options.ai.level,
            },
            confirm: options.confirm,
            persist: options.persist.clone(),
            readonly: options.readonly,
        }
    }
}
