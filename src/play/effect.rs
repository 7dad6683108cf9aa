//! What the controller asks of the page: paint, dispatch, say, store, talk to the engine.

use super::grades::Searches;
use super::json::{self, Object};
use super::review_job::ReviewError;
use super::workers::Lane;
use crate::ai::{Reply, Report, Request};
use crate::game::{Game, MoveInfo};

/// One thing for the binding to do, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Draw the board again (at the next frame).
    Redraw,
    /// Dispatch an event on the board.
    Dispatch(Event),
    /// Say this in the live region.
    Announce(String),
    /// Make this the board's accessible description.
    Describe(String),
    /// Store `text` under the localStorage key `key`.
    Persist {
        /// The key.
        key: String,
        /// The saved game.
        text: String,
    },
    /// Send this request to the engine, on a worker of this lane.
    Send(Request, Lane),
    /// The request with this number is no longer wanted: stop it if it runs.
    Cancel(u32),
    /// Hand this reply back as `Command::Reply` once the current call has returned (a reply
    /// known without searching, such as an opening book stone).
    Answer(Reply),
    /// Resolve the `hint()` with this number.
    ResolveHint {
        /// The hint request's number.
        id: u32,
        /// The suggested move, or `None` (the position changed, or there is no move).
        hint: Option<MoveInfo>,
    },
    /// Have review `id` graded (by the pictures module): answer with `Command::Graded`.
    Grade {
        /// The review's number.
        id: u32,
        /// What its searches found.
        searches: Searches,
    },
    /// Settle the `review()` with this number: resolve it with the review its grading made,
    /// or reject it.
    SettleReview {
        /// The review's number.
        id: u32,
        /// Resolve, or why not.
        result: Result<(), ReviewError>,
    },
}

/// An event on the board, with its `detail`.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// `gomoku:change`, after every change of position; its detail is the state of the game
    /// at that moment.
    Change,
    /// `gomoku:end`, when the position shown is won or drawn; detail as for `Change`.
    End,
    /// `gomoku:thinking`: the engine started or stopped thinking about its move.
    Thinking(bool),
    /// `gomoku:analysis`: a report of `analyze()`.
    Analysis(Report),
    /// `gomoku:review`: a review's progress.
    Review {
        /// Positions searched.
        done: usize,
        /// Positions to search in all.
        total: usize,
    },
}

impl Event {
    /// The DOM event's name.
    pub fn name(&self) -> &'static str {
        match self {
            Event::Change => "gomoku:change",
            Event::End => "gomoku:end",
            Event::Thinking(_) => "gomoku:thinking",
            Event::Analysis(_) => "gomoku:analysis",
            Event::Review { .. } => "gomoku:review",
        }
    }

    /// The event's `detail` as JSON text, for `game` as it is now; `None` for an analysis
    /// report, which the binding serializes itself.
    pub fn detail_json(&self, game: &Game) -> Option<String> {
        match self {
            Event::Change | Event::End => Some(json::state(game)),
            Event::Thinking(thinking) => Some(Object::new().bool("thinking", *thinking).end()),
            Event::Review { done, total } => {
                Some(Object::new().num("done", *done).num("total", *total).end())
            }
            Event::Analysis(_) => None,
        }
    }
}
