//! What the controller asks of the page: paint, dispatch, say, store, talk to the engine.

use crate::ai::{Reply, Report, Request};
use crate::game::MoveInfo;

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
    /// Send this request to the engine.
    Send(Request),
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
}
