//! Rust values into plain, JSON-safe JS data.

use wasm_bindgen::JsValue;

use crate::game::{Game, MoveInfo};
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

/// The `state()` object.
pub fn state_js(game: &Game) -> JsValue {
    parse(&json::state(game))
}

/// What `place`, `undo` and `redo` return: the move on a board of `size`, or null.
pub fn answer_js(size: usize, answer: Answer) -> JsValue {
    answer.moved().map_or(JsValue::NULL, |m| {
        parse(&json::move_info(&MoveInfo::new(&m, size)))
    })
}
