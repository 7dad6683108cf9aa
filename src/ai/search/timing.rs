//! Time: the soft limit (when to stop starting iterations) stretched by how unsettled the
//! search is, under the hard limit the control enforces.

use super::super::knobs::Knobs;
use super::info::MATE_BOUND;

/// The deepening's view of the clock.
pub struct Timing {
    start: f64,
    /// Milliseconds after `start` past which no iteration starts (infinite: none).
    soft: f64,
    base: f64,
    change: f64,
    drop: f64,
    /// Recent changes of the best move, decaying by half each iteration.
    instability: f64,
    last: Option<(u16, i32)>,
    /// The score the last search of this engine ended with (the position before the
    /// opponent's reply), to notice a fall across moves.
    prev: Option<i32>,
    /// Set when a threat solver gave up without an answer.
    pub unresolved: bool,
}

impl Timing {
    /// The timing of a search started at `start` with a soft limit of `soft` milliseconds.
    pub fn new(start: f64, soft: Option<f64>, k: &Knobs, prev: Option<i32>) -> Timing {
        Timing {
            start,
            soft: soft.filter(|s| s.is_finite()).unwrap_or(f64::INFINITY),
            base: k.soft_base as f64 / 100.0,
            change: k.soft_change as f64 / 100.0,
            drop: k.soft_drop as f64 / 100.0,
            instability: 0.0,
            last: None,
            prev,
            unresolved: false,
        }
    }

    /// After an iteration ended with `best` scored `score` at `now`: whether to start another.
    pub fn another(&mut self, now: f64, best: u16, score: i32) -> bool {
        let (changed, mut fell) = match self.last {
            Some((b, s)) => (b != best, (s - score).max(0)),
            None => (false, 0),
        };
        if let Some(p) = self.prev.filter(|p| p.abs() < MATE_BOUND) {
            fell = fell.max(p - score);
        }
        self.last = Some((best, score));
        self.instability = self.instability * 0.5 + if changed { 1.0 } else { 0.0 };
        if !self.soft.is_finite() {
            return true;
        }
        let mut factor = self.base + self.change * self.instability;
        if score.abs() < MATE_BOUND {
            factor += self.drop * (fell as f64 / 100.0).min(1.0);
        }
        if self.unresolved {
            factor *= 1.3;
        }
        now - self.start < self.soft * factor
    }
}
