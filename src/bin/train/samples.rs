//! Training positions: every quiet position of the games after the opening, with what it
//! should be worth (the game's result and the search's score blended) and the move played.

use gomoku::ai::{sample, Sample};
use gomoku::game::{Board, Color, Point};

use super::games::Record;

/// The engine's logistic scale (see `SearchInfo::win_rate`).
pub const SCALE: f64 = 400.0;

/// The positions of a set of games.
#[derive(Default)]
pub struct Data {
    pub samples: Vec<Sample>,
    /// The side to move's target win rate.
    pub target: Vec<f32>,
    /// The side to move's result (1, 0.5 or 0).
    pub result: Vec<f32>,
    /// Index of the game (to hold some games out).
    pub game: Vec<u32>,
    /// The move the search played there (x, y).
    pub played: Vec<Point>,
}

/// The win rate of a search score (proven results 0 or 1).
pub fn win_rate(eval: f64) -> f64 {
    1.0 / (1.0 + (-eval / SCALE).exp())
}

/// The quiet positions of `recs`; the target is `lambda * result + (1 - lambda) * win rate of
/// the search's score` where the score was recorded, else the result (and the score's win
/// rate alone for positions off the games' lines, which have no result). With `ahead` > 1 the
/// score's part is the mean win rate of the mover's scores at this move and its next
/// `ahead - 1` moves (those the game has): later searches see further, a step toward the
/// result (temporal-difference targets).
pub fn collect(recs: &[Record], lambda: f64, ahead: usize) -> Data {
    let mut d = Data::default();
    for (gi, r) in recs.iter().enumerate() {
        let mut b = Board::try_new(15).expect("size");
        let mut color = Color::Black;
        for (i, &m) in r.moves.iter().enumerate() {
            if i >= r.opening {
                if let Some(s) = sample(&b, r.rule, color) {
                    let result = match r.winner {
                        None => 0.5,
                        Some(w) if w == color => 1.0,
                        Some(_) => 0.0,
                    };
                    let score = lookahead(&r.evals, i - r.opening, ahead);
                    let (target, result) = match score {
                        // No game was played from it: the search's view is all there is.
                        Some(w) if r.unplayed => (w, w),
                        Some(w) => (lambda * result + (1.0 - lambda) * w, result),
                        None => (result, result),
                    };
                    d.samples.push(s);
                    d.target.push(target as f32);
                    d.result.push(result as f32);
                    d.game.push(gi as u32);
                    d.played.push(m);
                }
            }
            b.set(m, Some(color));
            color = color.opponent();
        }
    }
    d
}

/// The mean win rate of the mover's scores at `at`, `at + 2`, ... (`ahead` of them at most,
/// those recorded); `None` when the score at `at` was not.
fn lookahead(evals: &[i32], at: usize, ahead: usize) -> Option<f64> {
    evals.get(at)?;
    let (sum, n) = evals
        .iter()
        .skip(at)
        .step_by(2)
        .take(ahead.max(1))
        .fold((0.0, 0.0), |(s, n), &e| (s + win_rate(e as f64), n + 1.0));
    Some(sum / n)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The mover's own later scores count (every other one), the opponent's do not, and the
    /// game's end cuts the window short.
    #[test]
    fn lookahead_averages_the_movers_later_scores() {
        let evals = [0, 9999, 400, 9999, 800];
        let close = |a: f64, b: f64| (a - b).abs() < 1e-12;
        assert!(close(lookahead(&evals, 0, 1).unwrap_or(-1.0), 0.5));
        let three = (win_rate(0.0) + win_rate(400.0) + win_rate(800.0)) / 3.0;
        assert!(close(lookahead(&evals, 0, 3).unwrap_or(-1.0), three));
        assert!(close(lookahead(&evals, 0, 8).unwrap_or(-1.0), three));
        let last_two = (win_rate(400.0) + win_rate(800.0)) / 2.0;
        assert!(close(lookahead(&evals, 2, 3).unwrap_or(-1.0), last_two));
        assert!(close(
            lookahead(&evals, 1, 2).unwrap_or(-1.0),
            win_rate(9999.0)
        ));
        assert_eq!(lookahead(&evals, 5, 2), None);
    }

    /// A position off the games' lines (winner `none`) aims at its search's score alone,
    /// whatever the share of the result, and reads back from its line as written.
    #[test]
    fn positions_off_the_lines_aim_at_their_score() {
        let line = "freestyle 4 none h8i9g7i7j6 400";
        let rec = super::super::games::parse(line).expect("a record");
        assert!(rec.unplayed);
        assert_eq!(super::super::games::line_of(&rec), line);
        let d = collect(&[rec], 0.5, 1);
        assert_eq!(d.target.len(), 1);
        assert!((d.target[0] as f64 - win_rate(400.0)).abs() < 1e-6);
        assert_eq!(d.result, d.target);
    }
}
