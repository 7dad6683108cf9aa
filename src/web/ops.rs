//! The API calls shared by `Game` and `Gomoku`, on the pure core: check, act, convert.

use serde::Serialize;
use wasm_bindgen::JsValue;

use super::args::{describe, integer, string};
use super::error::to_js;
use super::error::Thrown;
use super::options::Patch;
use crate::game::{Choice, Color, Config, Game, Move, MoveInfo, Opening, Rule, State};

/// Serializes to plain JSON-safe JS data: `None` becomes `null`, never `undefined`.
pub fn to_plain<T: Serialize>(value: &T) -> JsValue {
    let ser = serde_wasm_bindgen::Serializer::json_compatible();
    value.serialize(&ser).unwrap_or(JsValue::NULL)
}

/// The JS object of a move.
pub fn move_js(game: &Game, mv: &Move) -> JsValue {
    to_plain(&MoveInfo::new(mv, game.config().size))
}

/// A move or `null`.
pub fn opt_move_js(game: &Game, mv: Option<Move>) -> JsValue {
    mv.map_or(JsValue::NULL, |m| move_js(game, &m))
}

/// The `state()` object.
pub fn state_js(game: &Game) -> JsValue {
    to_plain(&State::of(game))
}

/// The game's configuration from an options object, for a constructor.
pub fn config_from(patch: &Patch) -> Result<Config, JsValue> {
    patched_config(Config::default(), patch)
}

/// The configuration after `patch`; switching to renju without naming `first` makes black open.
pub fn patched_config(current: Config, patch: &Patch) -> Result<Config, JsValue> {
    let mut config = patch.config(current);
    let opening = patch.opening.is_some_and(|o| o != Opening::None);
    if (config.rule == Rule::Renju || opening) && patch.first.is_none() {
        config.first = Color::Black;
    }
    config.validate().map_err(to_js)?;
    Ok(config)
}

/// Checks `x`, `y` and plays them.
pub fn place(game: &mut Game, x: &JsValue, y: &JsValue) -> Result<Move, JsValue> {
    let xi = integer(x, "x").map_err(to_js)?;
    let yi = integer(y, "y").map_err(to_js)?;
    let p = game.point(xi, yi).map_err(to_js)?;
    game.try_place(p).map_err(to_js)
}

/// Checks `n` and jumps there.
pub fn jump_to(game: &mut Game, n: &JsValue) -> Result<(), JsValue> {
    let n = integer(n, "n").map_err(to_js)?;
    if n < 0 {
        return Err(to_js(crate::game::JumpError {
            n,
            moves: game.history().len(),
        }));
    }
    game.jump_to(n.min(usize::MAX as i64) as usize)
        .map_err(to_js)
}

/// Checks `text` and loads it as a Piskvork PSQ file.
pub fn load_psq(game: &mut Game, text: &JsValue) -> Result<(), JsValue> {
    let text = string(text, "text").map_err(to_js)?;
    game.load_psq(&text).map_err(to_js)
}

/// Checks `record` and loads it.
pub fn load(game: &mut Game, record: &JsValue) -> Result<(), JsValue> {
    let text = string(record, "record").map_err(to_js)?;
    game.load(&text).map_err(to_js)
}

/// What identifies a position and its history, to tell whether a call changed anything.
pub fn fingerprint(game: &Game) -> (usize, Vec<Move>, Config, Vec<Choice>, Opening) {
    (
        game.cursor(),
        game.history().to_vec(),
        game.config(),
        game.decisions().to_vec(),
        game.opening(),
    )
}

/// Checks `choice` and makes the opening decision due.
pub fn choose(game: &mut Game, choice: &JsValue) -> Result<(), JsValue> {
    let text = string(choice, "choice").map_err(to_js)?;
    let c = Choice::parse(&text).ok_or_else(|| {
        to_js(Thrown::Argument(format!(
            "choice must be \"black\", \"white\" or \"place2\", got {}",
            describe(choice)
        )))
    })?;
    game.decide(c).map_err(to_js)
}
