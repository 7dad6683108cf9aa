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
/// the search's score` where the score was recorded, else the result.
pub fn collect(recs: &[Record], lambda: f64) -> Data {
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
                    let target = match r.evals.get(i - r.opening) {
                        Some(&e) => lambda * result + (1.0 - lambda) * win_rate(e as f64),
                        None => result,
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
