//! Move generation at a node, ordered by the static scores and by what the search learned:
//! the table move, killers, counter-moves and history.

use super::super::movegen::{defences_after, has_real_threat, order_score, ranked};
use super::super::nnue::{locality, policy, Context, Policy, NLOC};
use super::super::position::{Pos, CELLS};
use super::correction::Corrections;
use super::Searcher;

/// Move-ordering memory kept between searches (history per side and point, counter-moves),
/// and the evaluation's corrections, which are not.
pub struct Memory {
    pub history: Vec<i32>,
    pub counter: Vec<u16>,
    pub corr: Corrections,
}

impl Memory {
    /// Empty memory.
    pub fn new() -> Memory {
        Memory {
            history: vec![0; 2 * CELLS],
            counter: vec![0; 2 * CELLS],
            corr: Corrections::new(),
        }
    }

    /// Forgets everything (searches with a node budget start from here).
    pub fn clear(&mut self) {
        self.history.iter_mut().for_each(|h| *h = 0);
        self.counter.iter_mut().for_each(|c| *c = 0);
        self.corr.clear();
    }

    /// Weakens the history before a new search: the position has moved on. The corrections
    /// start afresh, as under a node budget, where they were measured.
    pub fn age(&mut self) {
        self.history.iter_mut().for_each(|h| *h /= 4);
        self.corr.clear();
    }
}

/// What the policy needs at a node: itself, the position's context, and where the last
/// move and the one before it were (x, y).
type PolicyNode = (&'static Policy, Context, [Option<(usize, usize)>; 2]);

/// How a node's moves were chosen.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// One forced block.
    Forced,
    /// Defences against an open three (or double-four point) and own fours.
    Defend,
    /// Every candidate, ranked.
    All,
}

impl Searcher<'_, '_> {
    /// Fills `self.moves[ply]` with the moves of `me`, ordered, at a node `depth` plies from
    /// the horizon; `None` when the side to move has lost (no way to stop the opponent's five).
    pub fn gen_moves(&mut self, me: usize, ply: usize, tt_move: u16, depth: i32) -> Option<Mode> {
        while self.moves.len() <= ply {
            self.moves.push(Vec::with_capacity(64));
        }
        while self.ranks.len() <= ply {
            self.ranks.push(Vec::with_capacity(64));
        }
        self.ranks[ply].clear();
        let mut out = std::mem::take(&mut self.moves[ply]);
        out.clear();
        let opp = 1 - me;
        let mut list = std::mem::take(&mut self.tmp);
        let mut buf = std::mem::take(&mut self.tmp2);
        let mode = if self.pos.has_five_point(opp) {
            self.pos.five_points(opp, &mut list);
            if list.len() == 1 && self.pos.legal(me, list[0] as usize) {
                out.push((0, list[0]));
                Some(Mode::Forced)
            } else {
                None
            }
        } else if !self.blind && has_real_threat(&self.pos, opp, &mut buf) {
            // Past the horizon, after a counter-four of ours (its block forced), the next
            // fours go on from it.
            let chain = ply >= 2
                && self.k.dlocal
                && depth <= 0
                && self.modes[ply - 1] == Some(Mode::Forced)
                && self.modes[ply - 2] == Some(Mode::Defend);
            let prev = chain.then(|| self.pos.recent_move(1)).flatten();
            defences_after(&mut self.pos, me, &mut list, &mut buf, prev);
            for &m in &list {
                out.push((order_score(&self.pos, me, m as usize), m));
            }
            Some(Mode::Defend)
        } else {
            ranked(&self.pos, me, &mut out, &mut list);
            Some(Mode::All)
        };
        self.tmp = list;
        self.tmp2 = buf;
        self.modes[ply] = mode;
        if mode == Some(Mode::All) || mode == Some(Mode::Defend) {
            let killers = self.killers[ply];
            let counter = self
                .pos
                .last_move()
                .map(|l| self.mem.counter[opp * CELLS + l])
                .unwrap_or(0);
            let policy = self.policy_context(me, depth, mode);
            for e in out.iter_mut() {
                let m = e.1;
                if m == tt_move {
                    e.0 = i32::MAX;
                    continue;
                }
                if e.0 < 500 {
                    if m == killers[0] {
                        e.0 += 300;
                    } else if m == killers[1] {
                        e.0 += 250;
                    } else if m == counter {
                        e.0 += 200;
                    }
                }
                e.0 += (self.mem.history[me * CELLS + m as usize] / 64).clamp(-200, 400);
                if let (Some(pn), true) = (&policy, self.k.policy > 0) {
                    let s = self.policy_score(pn, me, m) * self.k.policy / 100;
                    e.0 += s.clamp(-self.k.policy_clamp, self.k.policy_clamp);
                }
            }
            out.sort_by_key(|&(k, _)| std::cmp::Reverse(k));
            if ply > 0 && mode == Some(Mode::All) && self.p.beam > 0 {
                out.truncate(self.p.beam);
            }
            if let (Some(pn), true) = (&policy, self.k.policy_lmr > 0) {
                // The policy's rank of each move, in the order searched.
                let scores: Vec<i32> = out.iter().map(|e| self.policy_score(pn, me, e.1)).collect();
                let mut order: Vec<usize> = (0..out.len()).collect();
                order.sort_by_key(|&i| std::cmp::Reverse(scores[i]));
                let ranks = &mut self.ranks[ply];
                ranks.resize(out.len(), 0);
                for (r, &i) in order.iter().enumerate() {
                    ranks[i] = r.min(255) as u8;
                }
            }
        }
        self.moves[ply] = out;
        mode
    }

    /// The policy and the position's context, where the policy orders this node's moves:
    /// quiet nodes (the policy learned from positions without threats) deep enough to pay for
    /// the context.
    fn policy_context(&self, me: usize, depth: i32, mode: Option<Mode>) -> Option<PolicyNode> {
        let used = self.k.policy > 0 || self.k.policy_lmr > 0;
        if !used || depth < self.k.policy_depth || mode != Some(Mode::All) {
            return None;
        }
        let p = policy()?;
        let x = self.pos.net_inputs(me)?;
        let last = |back: usize| {
            self.pos
                .recent_move(back)
                .map(Pos::point)
                .map(|q| (q.x, q.y))
        };
        Some((p, p.context(&x), [last(0), last(1)]))
    }

    /// The policy's score of `me` playing `m` at a node.
    fn policy_score(&self, (p, c, last): &PolicyNode, me: usize, m: u16) -> i32 {
        let mi = m as usize;
        let at = Pos::point(mi);
        let loc = locality((at.x, at.y), last[0]) * NLOC + locality((at.x, at.y), last[1]);
        let (mine, theirs) = (self.pos.info(me, mi).feat, self.pos.info(1 - me, mi).feat);
        p.score(c, mine, theirs, loc)
    }

    /// Killers, counter-move and history for a quiet move that cut off; the quiet moves
    /// tried before it lose history.
    pub fn reward(&mut self, me: usize, ply: usize, m: u16, depth: i32, tried: &[u16]) {
        let k = &mut self.killers[ply];
        if k[0] != m {
            k[1] = k[0];
            k[0] = m;
        }
        if let Some(l) = self.pos.last_move() {
            self.mem.counter[(1 - me) * CELLS + l] = m;
        }
        let bonus = (depth * depth).min(400);
        let h = &mut self.mem.history[me * CELLS + m as usize];
        *h += 32 * bonus - *h * bonus / 512;
        for &q in tried {
            let h = &mut self.mem.history[me * CELLS + q as usize];
            *h -= 32 * bonus + *h * bonus / 512;
        }
    }
}
