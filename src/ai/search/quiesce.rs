//! The leaf search: the side to move may stand on its evaluation or play fours; the
//! opponent's fours must be blocked.

use super::super::class;
use super::super::eval::evaluate;
use super::super::grid::aligned;
use super::super::tt::{EXACT, LOWER, UPPER};
use super::info::{from_tt, to_tt};
use super::searcher::{side_key, MAX_PLY};
use super::Searcher;

impl Searcher<'_, '_> {
    /// The leaf search: the side to move may stand on its evaluation or play fours; the
    /// opponent's fours must be blocked.
    pub fn qsearch(&mut self, mut alpha: i32, beta: i32, ply: usize, me: usize, fours: u32) -> i32 {
        if self.ctl.poll(self.pos.nodes) {
            return 0;
        }
        let opp = 1 - me;
        let mut forced = None;
        if let Some(s) = self.decided(ply, me, &mut forced) {
            return s;
        }
        if ply >= MAX_PLY - 1 {
            return evaluate(&self.pos, me);
        }
        if let Some(b) = forced {
            self.pos.make(b as usize, me);
            let s = -self.qsearch(-beta, -alpha, ply + 1, opp, fours);
            self.pos.unmake();
            return s;
        }
        let stand = self.leaf_eval(me);
        let my_fours = self.pos.has_four_move(me);
        if stand >= beta || fours >= self.p.qfours || !my_fours {
            return stand;
        }
        let key = self.pos.hash() ^ side_key(me);
        let alpha0 = alpha;
        if let Some(e) = self.tt.probe(key) {
            let s = from_tt(e.score, ply);
            match e.flag {
                EXACT => return s,
                LOWER if s >= beta => return s,
                UPPER if s <= alpha => return s,
                _ => {}
            }
        }
        if stand > alpha {
            alpha = stand;
        }
        let mut best = stand;
        let mut best_move = 0;
        let mut list = std::mem::take(&mut self.tmp2);
        self.pos.four_points(me, &mut list);
        // Past the first four, a four that does not touch the last one could have been
        // played first: that line is searched from there.
        let prev = (self.k.qlocal && fours > 0)
            .then(|| self.pos.recent_move(1))
            .flatten();
        let mut cand: Vec<(u8, u16)> = list
            .iter()
            .filter(|&&m| prev.is_none_or(|p| aligned(p, m as usize)))
            .filter(|&&m| self.pos.legal(me, m as usize))
            .map(|&m| (self.pos.class(me, m as usize), m))
            .filter(|&(c, _)| class::is_four(c))
            .collect();
        self.tmp2 = list;
        cand.sort_by_key(|&(c, _)| std::cmp::Reverse(c));
        for (_, m) in cand {
            self.pos.make(m as usize, me);
            let s = -self.qsearch(-beta, -alpha, ply + 1, opp, fours + 1);
            self.pos.unmake();
            if self.ctl.stopped {
                return 0;
            }
            if s > best {
                best = s;
                best_move = m;
                if s > alpha {
                    alpha = s;
                    if s >= beta {
                        break;
                    }
                }
            }
        }
        let flag = if best >= beta {
            LOWER
        } else if best > alpha0 {
            EXACT
        } else {
            UPPER
        };
        self.tt
            .store(key, 0, to_tt(best, ply), flag, best_move, stand);
        best
    }

    /// The leaf evaluation (level 1's blind spot applied).
    pub fn leaf_eval(&self, me: usize) -> i32 {
        let e = evaluate(&self.pos, me);
        if self.blind {
            // Level 1 sometimes reads the board as if open threes were harmless.
            return e.clamp(-400, 400);
        }
        e
    }
}
