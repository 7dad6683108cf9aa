//! The pure rules of Gomoku: board, five detection, renju fouls, history, notation.

mod board;
mod color;
mod error;
mod five;
mod history;
mod named;
mod notation;
mod opening;
mod point;
mod psq;
pub mod renju;
mod rule;
mod state;

pub use board::{Board, DIRECTIONS, MAX_SIZE, MIN_SIZE};
pub use color::Color;
pub use error::{
    ChoiceError, ConfigError, GameError, JumpError, PlaceError, PsqProblem, RecordError,
};
pub use five::{run_length, winning_line};
pub use history::{Config, Game, Move, Outcome};
pub use named::Named;
pub use notation::{format_record, parse_point, parse_record, point_name};
pub use opening::{Choice, Due, Opening, Player};
pub use point::Point;
pub use psq::{format_psq, parse_psq, Psq};
pub use renju::Foul;
pub use rule::Rule;
pub use state::{DueState, MoveInfo, OpeningState, Players, State, XY};
