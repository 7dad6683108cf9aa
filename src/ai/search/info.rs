//! What a search reports, and how wins and losses are scored.

use crate::game::Point;

/// The score of a win on the next move; a win `n` plies away scores `WIN_SCORE - n`.
pub const WIN_SCORE: i32 = 100_000;
/// Larger than any score.
pub const INF: i32 = 1_000_000;
/// Scores beyond this are proven wins (or, negated, losses).
pub const MATE_BOUND: i32 = WIN_SCORE - 1000;

/// One of the best moves and what follows it.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchLine {
    /// The move.
    pub best: Point,
    /// Score from the side to move's view.
    pub eval: i32,
    /// Chance of winning for the side to move after this move.
    pub win_rate: f64,
    /// The expected continuation, starting with `best`.
    pub pv: Vec<Point>,
    /// `Some(k)`: this move wins within `k` of the side to move's moves.
    pub forced_win: Option<u32>,
    /// `Some(k)`: after this move the side to move loses within `k` of its moves.
    pub forced_loss: Option<u32>,
}

impl SearchLine {
    /// The line of `best` scored `eval`, continued by `pv`.
    pub fn new(best: Point, eval: i32, pv: Vec<Point>) -> SearchLine {
        let (forced_win, forced_loss) = forced(eval);
        SearchLine {
            best,
            eval,
            win_rate: win_rate(eval),
            pv,
            forced_win,
            forced_loss,
        }
    }
}

/// The result of a search (or of one completed iteration, when reported live).
#[derive(Clone, Debug, PartialEq)]
pub struct SearchInfo {
    /// The move to play; `None` only when there is no legal move.
    pub best: Option<Point>,
    /// Score from the side to move's view; at least `WIN_SCORE - 1000` for a proven win.
    pub eval: i32,
    /// Chance of winning for the side to move, from `eval` through a logistic curve.
    pub win_rate: f64,
    /// Depth of the last completed iteration.
    pub depth: u32,
    /// Nodes (moves made) searched.
    pub nodes: u64,
    /// Principal variation, starting with `best`.
    pub pv: Vec<Point>,
    /// `Some(k)`: the side to move wins within `k` of its own moves.
    pub forced_win: Option<u32>,
    /// `Some(k)`: the side to move loses within `k` of its own moves, whatever it plays.
    pub forced_loss: Option<u32>,
    /// The best moves searched side by side, best first; the first is this result's own
    /// move (a search for one line holds one, a search without a move none).
    pub lines: Vec<SearchLine>,
}

/// The chance of winning of a score: a logistic curve, certain for proven results.
pub fn win_rate(eval: i32) -> f64 {
    if eval >= MATE_BOUND {
        1.0
    } else if eval <= -MATE_BOUND {
        0.0
    } else {
        1.0 / (1.0 + (-(eval as f64) / 400.0).exp())
    }
}

/// Own moves to a proven win and to a proven loss, from a score.
fn forced(eval: i32) -> (Option<u32>, Option<u32>) {
    let win = (eval >= MATE_BOUND).then(|| ((WIN_SCORE - eval) as u32).div_ceil(2));
    let loss = (eval <= -MATE_BOUND).then(|| ((WIN_SCORE + eval) as u32) / 2);
    (win, loss)
}

impl SearchInfo {
    /// The result of `best` scored `eval` at `depth`, after `nodes`, with its line.
    pub fn new(
        best: Option<Point>,
        eval: i32,
        depth: u32,
        nodes: u64,
        pv: Vec<Point>,
    ) -> SearchInfo {
        let (forced_win, forced_loss) = forced(eval);
        let lines = best
            .map(|b| vec![SearchLine::new(b, eval, pv.clone())])
            .unwrap_or_default();
        SearchInfo {
            best,
            eval,
            win_rate: win_rate(eval),
            depth,
            nodes,
            pv,
            forced_win,
            forced_loss,
            lines,
        }
    }
}

/// A score as stored in the table: wins and losses counted from the node, not the root.
pub fn to_tt(s: i32, ply: usize) -> i32 {
    if s >= MATE_BOUND {
        s + ply as i32
    } else if s <= -MATE_BOUND {
        s - ply as i32
    } else {
        s
    }
}

/// A stored score, counted from the root again.
pub fn from_tt(s: i32, ply: usize) -> i32 {
    if s >= MATE_BOUND {
        s - ply as i32
    } else if s <= -MATE_BOUND {
        s + ply as i32
    } else {
        s
    }
}
