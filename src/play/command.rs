//! What the controller is told: the page's API calls, the person's input, the engine's replies.

use super::options::{Patch, ThemePatch};
use crate::ai::Reply;
use crate::game::{Choice, Move, Point};

/// One thing that happened to the widget.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `place(x, y)`: the side to move plays there.
    Place {
        /// Column.
        x: i64,
        /// Row.
        y: i64,
    },
    /// `undo()`; against the engine its reply goes too.
    Undo,
    /// `redo()`; against the engine its reply comes too.
    Redo,
    /// `reset()`.
    Reset,
    /// `jumpTo(n)`.
    Jump(i64),
    /// `load(record)`.
    Load(String),
    /// `loadPsq(text)`.
    LoadPsq(String),
    /// `choose(choice)`.
    Choose(Choice),
    /// `setOptions(partial)`.
    SetOptions(Patch),
    /// The page's CSS theme colours, read again.
    Style(ThemePatch),
    /// A click, tap or pen press released on an intersection.
    Tap(Point),
    /// A key the board handles.
    Key(Key),
    /// The pointer moved over an intersection, or off the grid.
    Hover(Option<Point>),
    /// A pointer went down: the keyboard cursor hides.
    Press,
    /// The board got focus; `keyboard` when by the keyboard (the cursor shows).
    Focus {
        /// Focus came from the keyboard.
        keyboard: bool,
    },
    /// The board lost focus.
    Blur,
    /// `hint()`: ask the engine for a move for the side to move.
    Hint,
    /// `analyze({ lines })`.
    Analyze {
        /// How many best moves to show, 1 to 5.
        lines: u8,
    },
    /// `stopAnalysis()`.
    StopAnalysis,
    /// `review({ msPerMove })`: review the game up to the position shown.
    Review {
        /// The engine's time for each position, in milliseconds.
        ms_per_move: f64,
    },
    /// `stopReview()`.
    StopReview,
    /// Review `id` was graded (`Effect::Grade`): its grades as numbers (`Grades::encode`), or
    /// `None` when it could not be.
    Graded {
        /// The review's number.
        id: u32,
        /// Each move's grade, as numbers.
        grades: Option<Vec<f64>>,
    },
    /// A reply (or a streamed partial reply) from the engine.
    Reply(Reply),
    /// `destroy()`: everything in flight is cancelled; nothing more goes out.
    Destroy,
}

/// The keys the board handles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// Arrow left.
    Left,
    /// Arrow right.
    Right,
    /// Arrow up.
    Up,
    /// Arrow down.
    Down,
    /// Enter or Space: play on the cursor.
    Place,
    /// Ctrl+Z.
    Undo,
    /// Ctrl+Y or Ctrl+Shift+Z.
    Redo,
    /// Home: the start of the game.
    Home,
    /// End: the end of the history.
    End,
}

/// What a command returns to its caller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Nothing to return.
    Done,
    /// The move placed.
    Placed(Move),
    /// The move taken back or replayed, if any.
    Stepped(Option<Move>),
    /// The number of the hint request, resolved later by an effect.
    Hint(u32),
    /// The number of the review, settled later by an effect.
    Review(u32),
}

impl Answer {
    /// The move placed, taken back or replayed: what `place`, `undo` and `redo` return.
    pub fn moved(&self) -> Option<Move> {
        match self {
            Answer::Placed(m) => Some(*m),
            Answer::Stepped(m) => *m,
            Answer::Done | Answer::Hint(_) | Answer::Review(_) => None,
        }
    }
}
