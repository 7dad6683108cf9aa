//! Rust values into plain, JSON-safe JS data.

use wasm_bindgen::JsValue;

use crate::game::{Game, Move, MoveInfo};
use crate::play::{json, Answer};

/// The JS value of JSON text we wrote.
pub fn parse(json: &str) -> JsValue {
    js_sys::JSON::parse(json).unwrap_or(JsValue::NULL)
}

/// Serializes to plain JSON-safe JS data: `None` becomes `null`, never `undefined`.
#[cfg(feature = "engine")]
pub fn to_plain<T: serde::Serialize>(value: &T) -> JsValue {
    let ser = serde_wasm_bindgen::Serializer::json_compatible();
    value.serialize(&ser).unwrap_or(JsValue::NULL)
}

/// A move on a board of `size` or `null`, as `{x, y, color, number, name}`.
pub fn move_js(size: usize, mv: Option<Move>) -> JsValue {
    mv.map_or(JsValue::NULL, |m| {
        parse(&json::move_info(&MoveInfo::new(&m, size)))
    })
}

/// The `state()` object.
pub fn state_js(game: &Game) -> JsValue {
    parse(&json::state(game))
}

/// What `place`, `undo` and `redo` return: the move on a board of `size`, or null.
pub fn answer_js(size: usize, answer: Answer) -> JsValue {
    match answer {
        Answer::Placed(mv) => move_js(size, Some(mv)),
        Answer::Stepped(mv) => move_js(size, mv),
        _ => JsValue::NULL,
    }
}
