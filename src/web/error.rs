//! Every error the API throws becomes a real JS `Error` with a `code` property; which code is
//! `play::Thrown`'s.

use wasm_bindgen::JsValue;

use crate::play::args::Invalid;
use crate::play::Thrown;

/// The JS `Error` for `e`: its message is the `Display` text, its `code` the error's code.
pub fn to_js(e: impl Into<Thrown>) -> JsValue {
    let e = e.into();
    let err = js_sys::Error::new(&e.to_string());
    let _ = js_sys::Reflect::set(&err, &"code".into(), &e.code().into());
    err.into()
}

/// Shorthand for an `invalid-argument` JS error.
pub fn invalid_argument(message: impl Into<String>) -> JsValue {
    to_js(Invalid::Argument(message.into()))
}

/// The error thrown when a listener calls back into a board that is busy.
pub fn busy() -> JsValue {
    invalid_argument("the board is busy: call it again after the current call returns")
}
