//! The calls `Game` and `Gomoku` share: their arguments checked and turned into commands,
//! their answers turned into JS values.

use wasm_bindgen::JsValue;

use super::args::{describe, integer, string};
use super::convert::move_js;
use super::error::{to_js, Thrown};
use crate::game::Choice;
use crate::play::{Answer, Command};

/// `place(x, y)`.
pub fn place(x: &JsValue, y: &JsValue) -> Result<Command, JsValue> {
    let x = integer(x, "x").map_err(to_js)?;
    let y = integer(y, "y").map_err(to_js)?;
    Ok(Command::Place { x, y })
}

/// `jumpTo(n)`.
pub fn jump(n: &JsValue) -> Result<Command, JsValue> {
    integer(n, "n").map(Command::Jump).map_err(to_js)
}

/// `load(record)`.
pub fn load(record: &JsValue) -> Result<Command, JsValue> {
    string(record, "record").map(Command::Load).map_err(to_js)
}

/// `loadPsq(text)`.
pub fn load_psq(text: &JsValue) -> Result<Command, JsValue> {
    string(text, "text").map(Command::LoadPsq).map_err(to_js)
}

/// `choose(choice)`.
pub fn choose(v: &JsValue) -> Result<Command, JsValue> {
    let text = string(v, "choice").map_err(to_js)?;
    let choice = Choice::parse(&text).ok_or_else(|| {
        to_js(Thrown::Argument(format!(
            "choice must be \"black\", \"white\" or \"place2\", got {}",
            describe(v)
        )))
    })?;
    Ok(Command::Choose(choice))
}

/// What `place`, `undo` and `redo` return: the move on a board of `size`, or null.
pub fn answer_js(size: usize, answer: Answer) -> JsValue {
    match answer {
        Answer::Placed(mv) => move_js(size, Some(mv)),
        Answer::Stepped(mv) => move_js(size, mv),
        _ => JsValue::NULL,
    }
}
