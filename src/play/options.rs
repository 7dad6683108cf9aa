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
        /// The board's side: a number holding an integer (anything else throws
        /// `invalid-argument`; out of range, `invalid-option`). A change starts a new game.
        size: usize = Config::default().size, "size", MIN_SIZE..=MAX_SIZE;
        /// The rule: `freestyle`, five or more wins; `standard`, exactly five; `renju`, black
        /// has fouls. A change starts a new game.
        rule: Rule = Config::default().rule, "rule";
        /// Who opens. Renju and the opening rules are opened by black: switching to them without
        /// naming `first` makes black open, and `"white"` with them throws. A change starts a
        /// new game.
        first: Color = Config::default().first, "first";
        /// Opening rule, for every rule ("Opening rules"): the first player places three
        /// stones, then the other chooses a colour (swap2: or places two more). A change starts
        /// a new game.
        opening: Opening = Opening::default(), "opening";
    }
    board {
        /// Letters and numbers along the edges.
        coordinates: bool = true, "coordinates";
        /// Numbers on the stones.
        move_numbers: bool = false, "moveNumbers";
        /// A dot on the last stone.
        last_move: bool = true, "lastMove";
        /// Colours, any CSS colours; name only the ones to change. The canvas's CSS custom
        /// properties `--gomoku-board`, `--gomoku-line`, `--gomoku-black`, `--gomoku-white`,
        /// `--gomoku-accent` work too (the option wins); they are re-read on `setOptions` and
        /// when the colour scheme changes.
        theme: ThemePatch = ThemePatch::default(), "theme";
        /// The side the engine plays and its strength; `null` turns it off.
        ai: AiOptions = AiOptions { plays: None, level: 3 }, "ai";
        /// Two-tap placing for small screens: the first tap shows the stone, a second tap on
        /// the same point places it, a tap elsewhere moves it.
        confirm: bool = false, "confirm";
        /// A localStorage key: the game (moves, redo tail, rule, size) is kept there and resumed
        /// after a reload; unreadable data under the key is ignored with a console warning.
        persist: Option<String> = None, "persist";
        /// A diagram: no click, tap or key places, undoes, jumps or chooses anything (the
        /// page's own calls still do); the board stays focusable, arrow keys move the cursor and
        /// read out the point under it ("i9, white"), its accessible description names the
        /// stones ("15 by 15 board, freestyle, black h8 j10, white i9. White to move."), and no
        /// preview stone shows.
        readonly: bool = false, "readonly";
        /// With `analyze({ lines: 2..5 })`, each candidate after the best is labelled on its
        /// point with its win rate ("38%": a dark label with a light rim, readable on light and
        /// dark boards, at least 9 CSS pixels high; on a numbered stone of the best line, below
        /// its number); `false` leaves only the best line's numbered stones.
        analysis_marks: bool = true, "analysisMarks";
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
