//! Every error the API throws becomes a real JS `Error` with a `code` property; the codes live
//! here and nowhere else.

use std::fmt;

use wasm_bindgen::JsValue;

use crate::game::{GameError, PlaceError};
use crate::play::args::Invalid;

/// An error thrown to the page: a refusal of the core, or an argument or option the binding
/// could not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Thrown {
    /// The rules core refused.
    Game(GameError),
    /// An argument or option that is not one of the allowed values.
    Input(Invalid),
}

impl Thrown {
    /// The `code` property of the JS error.
    pub fn code(&self) -> &'static str {
        match self {
            Thrown::Input(Invalid::Argument(_)) => "invalid-argument",
            Thrown::Input(Invalid::Option(_)) => "invalid-option",
            Thrown::Game(e) => match e {
                GameError::Place(p) => match p {
                    PlaceError::OutOfBoard { .. } => "out-of-board",
                    PlaceError::Occupied { .. } => "occupied",
                    PlaceError::GameOver => "game-over",
                    PlaceError::Forbidden { .. } => "forbidden",
                    PlaceError::ChoiceDue(_) => "invalid-argument",
                },
                GameError::Choice(_) | GameError::Jump(_) => "invalid-argument",
                GameError::Config(_) => "invalid-option",
                GameError::Record(_) => "invalid-record",
            },
        }
    }
}

impl fmt::Display for Thrown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Thrown::Game(e) => e.fmt(f),
            Thrown::Input(e) => e.fmt(f),
        }
    }
}

impl<E: Into<GameError>> From<E> for Thrown {
    fn from(e: E) -> Thrown {
        Thrown::Game(e.into())
    }
}

impl From<Invalid> for Thrown {
    fn from(e: Invalid) -> Thrown {
        Thrown::Input(e)
    }
}

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
