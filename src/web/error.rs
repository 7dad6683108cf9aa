//! Core errors become real JS `Error`s with a `code` property.

use wasm_bindgen::JsValue;

use crate::game::GameError;

/// The JS `Error` for `e`: its message is the `Display` text, its `code` the error's code.
pub fn to_js(e: &GameError) -> JsValue {
    let err = js_sys::Error::new(&e.to_string());
    let _ = js_sys::Reflect::set(&err, &"code".into(), &e.code().into());
    err.into()
}

/// Shorthand for an `invalid-argument` JS error.
pub fn invalid_argument(message: impl Into<String>) -> JsValue {
    to_js(&GameError::InvalidArgument(message.into()))
}

/// The error thrown when a listener calls back into a board that is busy.
pub fn busy() -> JsValue {
    invalid_argument("the board is busy: call it again after the current call returns")
}
