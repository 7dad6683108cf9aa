//! Every option of the widget, each written once, below: its doc comment, name, type, default
//! and limits. From this list come the types that hold them (`Patch`, `GameOptions`,
//! `Options`), the reader of options objects (`read_patch`), the JSON of `options()`, the
//! package's TypeScript types and the element's attributes (README "Adding an option").

use super::args::{Invalid, JsLike};
use super::json::Object;
use super::option_macro::options;
use super::option_spec::Spec;
use super::option_value::OptionValue;
use super::read_options::{object, read_field};
use super::AiOptions;
use crate::game::{Color, Config, ConfigError, Game, Opening, Rule, MAX_SIZE, MIN_SIZE};
use crate::view::Theme;
pub use crate::view::ThemePatch;

options! {
    game {
        /// The board's side.
        size: usize = Config::default().size, "size", MIN_SIZE..=MAX_SIZE;
        /// The rule: five or more wins (freestyle), exactly five (standard), or renju's fouls for black.
        rule: Rule = Config::default().rule, "rule";
        /// Who opens (black under renju and the opening rules, unless named).
        first: Color = Config::default().first, "first";
        /// Opening rule: the first player places three stones, then the other chooses a colour (swap2: or places two more).
        opening: Opening = Opening::default(), "opening";
    }
    board {
        /// Coordinates along the edges.
        coordinates: bool = true, "coordinates";
        /// Numbers on the stones.
        move_numbers: bool = false, "moveNumbers";
        /// A mark on the last move.
        last_move: bool = true, "lastMove";
        /// Colours named in the options (they win over the page's CSS).
        theme: ThemePatch = ThemePatch::default(), "theme";
        /// Which side the engine plays, if any, and its level.
        ai: AiOptions = AiOptions { plays: None, level: 3 }, "ai";
        /// Two-tap placing for small screens: the first tap shows the stone, a second on the same point places it.
        confirm: bool = false, "confirm";
        /// A localStorage key: the game is kept there and resumed after a reload.
        persist: Option<String> = None, "persist";
        /// A diagram: no click, tap or key plays anything; the page's own calls still do.
        readonly: bool = false, "readonly";
    }
}

impl Options {
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

impl GameOptions {
    /// The options `game` was made with.
    pub fn of(game: &Game) -> GameOptions {
        let c = game.config();
        GameOptions {
            size: c.size,
            rule: c.rule,
            first: c.first,
            opening: game.opening(),
        }
    }

    /// As JSON: `{"size":15,"rule":"freestyle","first":"black","opening":"none"}`.
    pub fn to_json(&self) -> String {
        self.write(&mut Object::new()).end()
    }
}

/// Every option in force, in the shape `setOptions` accepts: what `Gomoku.options()` returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CurrentOptions {
    /// The game's own.
    pub game: GameOptions,
    /// The board's.
    pub board: Options,
}

impl CurrentOptions {
    /// The options of `game` and `options`.
    pub fn of(game: &Game, options: &Options) -> CurrentOptions {
        CurrentOptions {
            game: GameOptions::of(game),
            board: options.clone(),
        }
    }

    /// As JSON, in the shape `setOptions` takes; the theme holds only the colours named.
    pub fn to_json(&self) -> String {
        let mut o = Object::new();
        self.game.write(&mut o);
        self.board.write(&mut o).end()
    }
}
