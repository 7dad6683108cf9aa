//! What can go wrong, in words a page author understands.

use std::fmt;

use super::Foul;

/// Every refusal of the rules core; each maps to one JS error `code`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// An argument of the wrong type or shape (a string for `x`, a fraction, NaN).
    InvalidArgument(String),
    /// An integer point off the board.
    OutOfBoard {
        /// The column asked for.
        x: i64,
        /// The row asked for.
        y: i64,
        /// The board side.
        size: usize,
    },
    /// The point already holds a stone; carries the point's name.
    Occupied(String),
    /// The game is won or drawn.
    GameOver,
    /// The point is a renju foul for black.
    Forbidden {
        /// The point's name.
        name: String,
        /// Which foul.
        foul: Foul,
    },
    /// A record that cannot be read or replayed.
    InvalidRecord(String),
    /// An option that is not one of the allowed values.
    InvalidOption(String),
}

impl GameError {
    /// The `code` property of the JS error.
    pub fn code(&self) -> &'static str {
        match self {
            GameError::InvalidArgument(_) => "invalid-argument",
            GameError::OutOfBoard { .. } => "out-of-board",
            GameError::Occupied(_) => "occupied",
            GameError::GameOver => "game-over",
            GameError::Forbidden { .. } => "forbidden",
            GameError::InvalidRecord(_) => "invalid-record",
            GameError::InvalidOption(_) => "invalid-option",
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::InvalidArgument(m) => f.write_str(m),
            GameError::OutOfBoard { x, y, size } => write!(
                f,
                "({x}, {y}) is off the board: x and y must be 0 to {} on a {size}x{size} board",
                size - 1
            ),
            GameError::Occupied(name) => write!(f, "{name} is already taken"),
            GameError::GameOver => f.write_str("the game is over: undo or start a new game"),
            GameError::Forbidden { name, foul } => {
                write!(f, "{name} is forbidden for black: {foul}")
            }
            GameError::InvalidRecord(m) => write!(f, "invalid record: {m}"),
            GameError::InvalidOption(m) => write!(f, "invalid option: {m}"),
        }
    }
}

impl std::error::Error for GameError {}
