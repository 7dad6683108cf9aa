//! A game's review from the engine's searches of its positions: each move's win rates before
//! and after, the engine's best move, the loss, the move's class, and each side's accuracy.
//! Pure arithmetic on what the searches found; the requests are `review_job`'s.

use serde::Serialize;

use crate::ai::protocol::NamedPoint;
use crate::ai::Reply;
use crate::game::{point_name, Color, Move, Point};
use crate::view::MoveClass;

/// A move as good as the engine's best: it loses at most this much.
pub const BEST_WITHIN: f64 = 0.02;
/// The losses from which a move is an inaccuracy, a mistake, a blunder.
pub const INACCURACY: f64 = 0.10;
/// See `INACCURACY`.
pub const MISTAKE: f64 = 0.20;
/// See `INACCURACY`.
pub const BLUNDER: f64 = 0.30;
/// After a move from a proven win, the win counts as kept (if not proven again) while the
/// mover's win rate stays at least this: a short search may not prove a win it still sees.
pub const WIN_KEPT: f64 = 0.9;

/// What the engine found in one position, for the side to move there.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Searched {
    /// The side to move's chance of winning, with the best move.
    pub win_rate: f64,
    /// The engine's best move.
    pub best: Point,
    /// The side to move has a proven win.
    pub wins: bool,
    /// The side to move has a proven loss, whatever it plays.
    pub loses: bool,
}

impl Searched {
    /// What a search's last reply found; `None` when it has no move (the engine failed: a
    /// position that is searched always has one).
    pub fn of(reply: &Reply) -> Option<Searched> {
        let best = reply.best_point()?;
        Some(Searched {
            win_rate: reply.win_rate.clamp(0.0, 1.0),
            best,
            wins: reply.forced_win.is_some(),
            loses: reply.forced_loss.is_some(),
        })
    }
}

/// How a reviewed game stands after its last move when that position is not searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// This side made five.
    Won(Color),
    /// The board filled up.
    Drawn,
}

/// The position after a move, from the mover's side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct After {
    /// The mover's chance of winning.
    pub win_rate: f64,
    /// The mover has won, or has a proven win.
    pub wins: bool,
    /// The mover's opponent has a proven win.
    pub loses: bool,
}

impl After {
    /// The position after a move by `mover`, searched for the opponent (to move there).
    pub fn searched(s: &Searched) -> After {
        After {
            win_rate: 1.0 - s.win_rate,
            wins: s.loses,
            loses: s.wins,
        }
    }

    /// The position after the last move of a game that ended there, for `mover`.
    pub fn ended(end: Ended, mover: Color) -> After {
        let win_rate = match end {
            Ended::Won(c) if c == mover => 1.0,
            Ended::Won(_) => 0.0,
            Ended::Drawn => 0.5,
        };
        After {
            win_rate,
            wins: win_rate == 1.0,
            loses: win_rate == 0.0,
        }
    }
}

/// The class of a move `played` from a position the engine searched as `before`, leading to
/// `after`. The engine's own best move is never worse than `best`: if the position was lost
/// after it, it was lost before, whatever a shorter search said. Otherwise a move that gives
/// up a proven win, or walks from a position that was not proven lost into a proven loss, is a
/// blunder; else the loss decides.
pub fn classify(played: Point, before: &Searched, after: &After) -> MoveClass {
    if played == before.best {
        return MoveClass::Best;
    }
    let gave_up_win = before.wins && !after.wins && after.win_rate < WIN_KEPT;
    let walked_into_loss = !before.loses && after.loses;
    if gave_up_win || walked_into_loss {
        return MoveClass::Blunder;
    }
    by_loss(loss(before, after))
}

/// The win rate a move lost: the position's value before it less the value after it, never
/// below 0.
pub fn loss(before: &Searched, after: &After) -> f64 {
    (before.win_rate - after.win_rate).max(0.0)
}

/// The class a loss alone gives.
pub fn by_loss(loss: f64) -> MoveClass {
    if loss >= BLUNDER {
        MoveClass::Blunder
    } else if loss >= MISTAKE {
        MoveClass::Mistake
    } else if loss >= INACCURACY {
        MoveClass::Inaccuracy
    } else if loss <= BEST_WITHIN {
        MoveClass::Best
    } else {
        MoveClass::Good
    }
}

/// One move's accuracy, 1 to 100, from its loss: lichess's curve on win percentages,
/// 103.1668 e^(-0.04354 L) - 3.1669, plus 1 (L the loss in percentage points), so a move that
/// loses nothing scores 100 and even the worst scores 1.
pub fn move_accuracy(loss: f64) -> f64 {
    (103.1668 * (-4.354_415 * loss.max(0.0)).exp() - 2.166_925).clamp(1.0, 100.0)
}

/// A side's accuracy from its moves' losses, 0 to 100 rounded to a tenth: the average of the
/// mean and the harmonic mean of the moves' accuracies (the harmonic mean weighs the worst
/// moves, so one blunder among easy moves still shows). `None` for a side with no moves.
pub fn accuracy(losses: &[f64]) -> Option<f64> {
    if losses.is_empty() {
        return None;
    }
    let n = losses.len() as f64;
    let each: Vec<f64> = losses.iter().map(|&l| move_accuracy(l)).collect();
    let mean = each.iter().sum::<f64>() / n;
    let harmonic = n / each.iter().map(|a| 1.0 / a).sum::<f64>();
    Some(((mean + harmonic) / 2.0 * 10.0).round() / 10.0)
}

/// A reviewed move: `{ x, y, color, name }`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayedMove {
    /// Column.
    pub x: usize,
    /// Row.
    pub y: usize,
    /// "black" or "white".
    pub color: &'static str,
    /// Its name, such as "h8".
    pub name: String,
}

/// One move of the review.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveReview {
    /// The move's number, from 1.
    pub number: usize,
    /// The move played.
    #[serde(rename = "move")]
    pub mv: PlayedMove,
    /// The mover's chance of winning before the move (with the best move).
    pub win_rate_before: f64,
    /// The mover's chance of winning after the move played.
    pub win_rate_after: f64,
    /// The engine's best move.
    pub best: NamedPoint,
    /// The mover's chance of winning with the best move.
    pub best_win_rate: f64,
    /// `win_rate_before - win_rate_after`, never below 0.
    pub loss: f64,
    /// How good the move was.
    pub class: MoveClass,
}

/// One side's figures.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct SideSummary {
    /// 0 to 100; `None` (null) for a side that made no move.
    pub accuracy: Option<f64>,
    /// Moves classed inaccuracy.
    pub inaccuracies: usize,
    /// Moves classed mistake.
    pub mistakes: usize,
    /// Moves classed blunder.
    pub blunders: usize,
}

/// Both sides' figures.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Summary {
    /// Black's.
    pub black: SideSummary,
    /// White's.
    pub white: SideSummary,
}

/// A whole review: what `review()` resolves to.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Review {
    /// Every move reviewed, in order.
    pub moves: Vec<MoveReview>,
    /// Each side's figures.
    pub summary: Summary,
}

impl Review {
    /// The review of `moves` on a board of `size`: `searched[k]` is what the engine found in
    /// the position after `k` moves, for each position searched (all of them, or all but the
    /// last when the game `ended` there). `None` when a search is missing.
    pub fn of(
        moves: &[Move],
        size: usize,
        searched: &[Searched],
        ended: Option<Ended>,
    ) -> Option<Review> {
        let mut reviewed = Vec::with_capacity(moves.len());
        for (k, m) in moves.iter().enumerate() {
            let before = searched.get(k)?;
            let after = match (searched.get(k + 1), ended) {
                (_, Some(end)) if k + 1 == moves.len() => After::ended(end, m.color),
                (Some(s), _) => After::searched(s),
                (None, _) => return None,
            };
            let named = |p: Point| NamedPoint {
                x: p.x,
                y: p.y,
                name: point_name(p, size),
            };
            reviewed.push(MoveReview {
                number: k + 1,
                mv: PlayedMove {
                    x: m.point.x,
                    y: m.point.y,
                    color: m.color.as_str(),
                    name: point_name(m.point, size),
                },
                win_rate_before: before.win_rate,
                win_rate_after: after.win_rate,
                best: named(before.best),
                best_win_rate: before.win_rate,
                loss: loss(before, &after),
                class: classify(m.point, before, &after),
            });
        }
        let summary = Summary {
            black: side(&reviewed, Color::Black),
            white: side(&reviewed, Color::White),
        };
        Some(Review {
            moves: reviewed,
            summary,
        })
    }

    /// Black's chance of winning after each move, in order (what the graph shows).
    pub fn black_rates(&self) -> Vec<f64> {
        self.moves
            .iter()
            .map(|m| match m.mv.color {
                "black" => m.win_rate_after,
                _ => 1.0 - m.win_rate_after,
            })
            .collect()
    }
}

/// The figures of `color`'s moves.
fn side(moves: &[MoveReview], color: Color) -> SideSummary {
    let own: Vec<&MoveReview> = moves
        .iter()
        .filter(|m| m.mv.color == color.as_str())
        .collect();
    let count = |class| own.iter().filter(|m| m.class == class).count();
    let losses: Vec<f64> = own.iter().map(|m| m.loss).collect();
    SideSummary {
        accuracy: accuracy(&losses),
        inaccuracies: count(MoveClass::Inaccuracy),
        mistakes: count(MoveClass::Mistake),
        blunders: count(MoveClass::Blunder),
    }
}
