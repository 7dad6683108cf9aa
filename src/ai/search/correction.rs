//! Correction history: what the searches found against the static evaluation, remembered per
//! side by the threat combination on the board and by the opponent's last move, and added to
//! the evaluation the pruning rules read (`corr` knob).

use super::super::position::CELLS;
use super::Searcher;

/// Entries are in sixteenths of an evaluation point.
const GRAIN: i32 = 16;
/// Largest entry: a correction of at most 256 points from each key.
const LIMIT: i32 = 256 * GRAIN;
const MASKS: usize = 512;

/// The correction tables of one search.
pub struct Corrections {
    by_mask: Vec<i32>,
    by_last: Vec<i32>,
    /// How many search results it has learned from.
    lessons: u64,
}

impl Corrections {
    /// Empty tables.
    pub fn new() -> Corrections {
        Corrections {
            by_mask: vec![0; 2 * MASKS],
            by_last: vec![0; 2 * CELLS],
            lessons: 0,
        }
    }

    /// Forgets everything (every search starts from here).
    pub fn clear(&mut self) {
        self.by_mask.iter_mut().for_each(|c| *c = 0);
        self.by_last.iter_mut().for_each(|c| *c = 0);
        self.lessons = 0;
    }
}

/// Where a node's corrections are kept.
#[derive(Clone, Copy)]
pub struct CorrKeys {
    mask: usize,
    last: Option<usize>,
}

impl Searcher<'_, '_> {
    /// The keys of the position for `me` to move, whose threat mask is `mask`.
    pub fn corr_keys(&self, me: usize, mask: usize) -> CorrKeys {
        CorrKeys {
            mask: me * MASKS + mask,
            last: self.pos.last_move().map(|l| me * CELLS + l),
        }
    }

    /// The correction to add to the static evaluation.
    pub fn correction(&self, keys: CorrKeys) -> i32 {
        let c = &self.mem.corr;
        let sum = c.by_mask[keys.mask] + keys.last.map_or(0, |l| c.by_last[l]);
        sum / GRAIN * self.k.corr / 100
    }

    /// A search of `depth` found `best` where the corrected evaluation said `eval`.
    pub fn correct(&mut self, keys: CorrKeys, depth: i32, best: i32, eval: i32) {
        let bonus = bonus(depth, best - eval);
        let c = &mut self.mem.corr;
        c.lessons += 1;
        nudge(&mut c.by_mask[keys.mask], bonus);
        if let Some(l) = keys.last {
            nudge(&mut c.by_last[l], bonus);
        }
    }
}

/// How far one result moves an entry: the error, weighted by the depth that found it.
fn bonus(depth: i32, error: i32) -> i32 {
    (error.saturating_mul(GRAIN * depth.max(1)) / 8).clamp(-LIMIT / 4, LIMIT / 4)
}

/// Moves an entry by `bonus`, less as it nears the limit, so it never passes it.
fn nudge(e: &mut i32, bonus: i32) {
    *e += bonus - *e * bonus.abs() / LIMIT;
}

#[cfg(test)]
mod tests {
    use super::super::{searches, FOUR_OPENINGS};
    use super::*;

    /// 40,000-node searches of four openings (black to move) with the table move
    /// counted as quiet or not (`corr_tt`): how many results the corrections learned from.
    fn lessons_of_searches(corr_tt: i64) -> u64 {
        searches(&FOUR_OPENINGS, "corr_tt", corr_tt, 40_000, |e, _| {
            e.memory.corr.lessons
        })
        .iter()
        .sum()
    }

    /// Nodes whose best move was the table move teach the corrections too: the same budgets
    /// give them more results to learn from.
    #[test]
    fn table_moves_teach_the_corrections() {
        let (without, with) = (lessons_of_searches(0), lessons_of_searches(1));
        assert!(without > 0 && with > without, "{without} {with}");
    }

    /// Searches that keep finding the evaluation 40 points too low bring the correction to
    /// about 40; an error past the limit stops at the limit; the opposite error brings it
    /// back below zero.
    #[test]
    fn corrections_settle_on_the_error_within_the_limit() {
        let mut e = 0;
        for _ in 0..40 {
            let b = bonus(6, 40 - e / GRAIN);
            nudge(&mut e, b);
        }
        assert!((36..=44).contains(&(e / GRAIN)), "{}", e / GRAIN);
        for _ in 0..1000 {
            let b = bonus(30, 100_000 - e / GRAIN);
            nudge(&mut e, b);
        }
        assert!(e <= LIMIT && e / GRAIN > 200, "{e}");
        for _ in 0..100 {
            let b = bonus(8, -30 - e / GRAIN);
            nudge(&mut e, b);
        }
        assert!((-34..=-26).contains(&(e / GRAIN)), "{}", e / GRAIN);
    }
}
