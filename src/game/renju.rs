//! Black's fouls under renju: overline, double-four, double-three (recursive).

use std::fmt;

use super::{Board, Point};

/// A forbidden shape for black under renju.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Foul {
    /// Six or more in a row.
    Overline,
    /// Two fours from one stone.
    DoubleFour,
    /// Two real threes from one stone.
    DoubleThree,
}

impl fmt::Display for Foul {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Foul::Overline => "overline",
            Foul::DoubleFour => "double four",
            Foul::DoubleThree => "double three",
        })
    }
}

/// The foul a black stone on the empty point `p` would commit, if any (a five is never a foul).
pub fn foul(board: &Board, p: Point) -> Option<Foul> {
    // Placeholder until the renju work lands: no fouls.
    let _ = (board, p);
    None
}

/// Every empty point where black may not play.
pub fn forbidden_points(board: &Board) -> Vec<Point> {
    board
        .points()
        .filter(|&p| board.get(p).is_none() && foul(board, p).is_some())
        .collect()
}
