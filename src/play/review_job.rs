//! A review in progress: the positions of the game up to the position shown, searched one by
//! one at `msPerMove` from the last back to the first (the engine's transposition table, kept by
//! its worker, then serves each earlier position with what it found in the later ones), then
//! graded by the pictures module (`grades.rs`): the board's module carries no grading.

use std::fmt;

use super::grades::{Grades, Searches};
use super::review::{Ended, Searched};
use crate::ai::{Reply, Request};
use crate::game::{Board, Color, Game, Move, Outcome, Rule};

/// The level of the review's searches: the strongest, limited by `msPerMove`.
const REVIEW_LEVEL: u8 = 5;

/// Why a review ended without its result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewError {
    /// `stopReview()`, another review, a new move, `load`, `reset` or `destroy()` ended it;
    /// the text says which.
    Cancelled(&'static str),
    /// The engine could not search a position (its module did not load, or it failed).
    EngineFailed,
}

impl fmt::Display for ReviewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReviewError::Cancelled(why) => write!(f, "the review was cancelled: {why}"),
            ReviewError::EngineFailed => f.write_str(
                "the engine could not review the game (its module did not load or it failed)",
            ),
        }
    }
}

/// What a reply did to the review.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// One more position searched: `done` of `total`.
    Progress {
        /// Positions searched.
        done: usize,
        /// Positions to search in all.
        total: usize,
    },
    /// The engine could not search a position (it has no move to offer): the review fails.
    Failed,
}

/// A review in progress.
#[derive(Clone, Debug)]
pub struct Job {
    /// The review's number: the promise that waits for it.
    pub id: u32,
    ms: f64,
    /// The whole history when it started: a game with another history cancels it.
    history: Vec<Move>,
    /// The moves reviewed: the game up to the position shown.
    moves: Vec<Move>,
    size: usize,
    rule: Rule,
    /// How the game stands after the last move, when that position is not searched.
    ended: Option<Ended>,
    /// What each position's search found.
    searched: Vec<Option<Searched>>,
    /// The positions still to search, the next one last.
    todo: Vec<usize>,
    /// The request in flight: its number and the position it searches.
    asked: Option<(u32, usize)>,
    /// Every position is searched and the searches went to be graded.
    pub grading: bool,
}

impl Job {
    /// A review, numbered `id`, of `game` up to the position shown, at `ms` per position.
    pub fn new(id: u32, game: &Game, ms: f64) -> Job {
        let moves = game.moves().to_vec();
        let ended = match game.outcome() {
            Outcome::Ongoing => None,
            Outcome::Win { color, .. } => Some(Ended::Won(*color)),
            Outcome::Draw => Some(Ended::Drawn),
        };
        // Every position before a move, and the last one unless the game ended there.
        let positions = if moves.is_empty() {
            0
        } else {
            moves.len() + usize::from(ended.is_none())
        };
        Job {
            id,
            ms,
            history: game.history().to_vec(),
            size: game.config().size,
            rule: game.config().rule,
            ended,
            searched: vec![None; positions],
            todo: (0..positions).collect(),
            asked: None,
            grading: false,
            moves,
        }
    }

    /// Positions to search in all.
    pub fn total(&self) -> usize {
        self.searched.len()
    }

    /// Whether `game` still has the history this review started with (the position shown may
    /// move: undo, redo and jumps keep the game).
    pub fn fits(&self, game: &Game) -> bool {
        game.history() == self.history.as_slice()
    }

    /// The number of the request in flight, if one is.
    pub fn asked(&self) -> Option<u32> {
        self.asked.map(|(id, _)| id)
    }

    /// The request for the next position to search, numbered `id`; `None` when every
    /// position is searched.
    pub fn next_request(&mut self, id: u32) -> Option<Request> {
        let k = self.todo.pop()?;
        self.asked = Some((id, k));
        let mut board = Board::try_new(self.size).ok()?;
        for m in &self.moves[..k] {
            board.set(m.point, Some(m.color));
        }
        let to_move = match self.moves.get(k) {
            Some(m) => m.color,
            None => self
                .moves
                .last()
                .map_or(Color::Black, |m| m.color.opponent()),
        };
        let mut request = Request::new(id, &board, self.rule, to_move, REVIEW_LEVEL);
        request.time_ms = self.ms;
        Some(request)
    }

    /// Whether `reply` answers the request in flight.
    pub fn answers(&self, reply: &Reply) -> bool {
        !reply.partial && self.asked() == Some(reply.id)
    }

    /// Records the last reply to the request in flight.
    pub fn record(&mut self, reply: &Reply) -> Step {
        let Some((_, k)) = self.asked.take() else {
            return Step::Failed;
        };
        let Some(found) = Searched::of(reply) else {
            return Step::Failed;
        };
        self.searched[k] = Some(found);
        Step::Progress {
            done: self.total() - self.todo.len(),
            total: self.total(),
        }
    }

    /// What the searches found, once every position is searched.
    pub fn searches(&self) -> Option<Searches> {
        let searched: Option<Vec<Searched>> = self.searched.iter().copied().collect();
        Some(Searches {
            moves: self.moves.clone(),
            size: self.size,
            searched: searched?,
            ended: self.ended,
        })
    }

    /// The grades that `numbers` (`Grades::encode`) give its moves; `None` if they do not fit.
    pub fn grades_of(&self, numbers: &[f64]) -> Option<Grades> {
        Grades::decode(numbers, self.moves.len(), self.size)
    }

    /// The moves reviewed.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }
}
