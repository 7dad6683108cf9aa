//! Every error the API throws, and its `code`: the codes live here and nowhere else. The
//! binding turns a `Thrown` into a JS `Error` with its message and its `code` property.

use std::fmt;

use super::args::Invalid;
use super::review_job::ReviewError;
use crate::game::{GameError, PlaceError};

/// An error thrown to the page: a refusal of the core, or an argument or option the binding
/// could not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Thrown {
    /// The rules core refused.
    Game(GameError),
    /// An argument or option that is not one of the allowed values.
    Input(Invalid),
    /// A review that ended without its result (a rejected promise).
    Review(ReviewError),
}

impl Thrown {
    /// The `code` property of the JS error.
    pub fn code(&self) -> &'static str {
        match self {
            Thrown::Input(Invalid::Argument(_)) => "invalid-argument",
            Thrown::Input(Invalid::Option(_)) => "invalid-option",
            Thrown::Review(ReviewError::Cancelled(_)) => "cancelled",
            Thrown::Review(ReviewError::EngineFailed) => "engine-failed",
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
            Thrown::Review(e) => e.fmt(f),
        }
    }
}

impl<E: Into<GameError>> From<E> for Thrown {
    fn from(e: E) -> Thrown {
        Thrown::Game(e.into())
    }
}

impl From<ReviewError> for Thrown {
    fn from(e: ReviewError) -> Thrown {
        Thrown::Review(e)
    }
}

impl From<Invalid> for Thrown {
    fn from(e: Invalid) -> Thrown {
        Thrown::Input(e)
    }
}
