//! The root: the shortcuts that need no search (a five to make, a position already lost), the
//! threat solvers on their share of the budget, and the root's moves.

use crate::game::Point;

use super::super::control::Ctl;
use super::super::movegen::ranked;
use super::super::position::Pos;
use super::super::rng::splitmix;
use super::super::vcf::Solver;
use super::info::{SearchInfo, SearchLine, WIN_SCORE};
use super::ordering::Mode;
use super::Searcher;

/// Root moves of a lost position checked for the opponent's fours (`hardest_loss`).
const LOSS_CANDIDATES: usize = 8;
/// The threat solver's nodes for each of them.
const LOSS_VCF_NODES: u64 = 5_000;

/// The line of a proven win in `k` own moves, found at the root.
struct Proof {
    k: u32,
    line: Vec<u16>,
}

impl Searcher<'_, '_> {
    /// Searches the position for `me`: the shortcuts, the solvers, then iterative deepening.
    pub fn run(&mut self, me: usize, report: &mut dyn FnMut(&SearchInfo)) -> SearchInfo {
        let opp = 1 - me;
        let size = self.pos.size();
        if self.pos.is_full() {
            return SearchInfo::new(None, 0, 0, 0, Vec::new());
        }
        if self.pos.stones() == 0 {
            let c = Point::new(size / 2, size / 2);
            let info = SearchInfo::new(Some(c), 0, 0, 0, vec![c]);
            report(&info);
            return info;
        }
        // Lines settled before the search: a five to make, a proven win.
        let mut settled: Vec<SearchLine> = Vec::new();
        let mut list = std::mem::take(&mut self.tmp);
        self.pos.five_points(me, &mut list);
        let five = list.first().copied();
        if let Some(f) = five {
            let info = self.info(f, WIN_SCORE - 1, 1, &[f]);
            if self.lines == 1 {
                self.tmp = list;
                report(&info);
                return info;
            }
            settled.extend(info.lines);
        }
        self.pos.five_points(opp, &mut list);
        let blocks: Vec<u16> = list
            .iter()
            .copied()
            .filter(|&b| self.pos.legal(me, b as usize))
            .collect();
        let opp_fours = list.len();
        self.tmp = list;
        if five.is_none() && (opp_fours >= 2 || (opp_fours == 1 && blocks.is_empty())) {
            // Lost whatever we do: still block one, it may be an oversight by the opponent.
            let Some(m) = blocks.first().copied().or_else(|| self.any_legal(me)) else {
                return SearchInfo::new(None, -(WIN_SCORE - 2), 0, self.pos.nodes, Vec::new());
            };
            let info = self.info(m, -(WIN_SCORE - 2), 1, &[m]);
            report(&info);
            return info;
        }
        // Blind (level 1): now and then the open threes of the opponent go unnoticed.
        if self.p.blind_percent > 0 {
            let mut s = self.seed;
            self.blind = splitmix(&mut s) % 100 < self.p.blind_percent;
        }
        if opp_fours == 0 && five.is_none() {
            if let Some(proof) = self.root_solvers(me) {
                let eval = WIN_SCORE - (2 * proof.k as i32 - 1);
                let info = self.info(proof.line[0], eval, 2 * proof.k - 1, &proof.line);
                if self.lines == 1 {
                    report(&info);
                    return info;
                }
                settled.extend(info.lines);
            }
        }
        self.vct_budget = if self.k.full_width {
            0
        } else {
            self.node_estimate() / 100 * self.k.tree_vct_share
        };
        self.deepen(me, report, settled)
    }

    /// Tries VCF, then VCT, for the side to move, each on its share of the budget.
    fn root_solvers(&mut self, me: usize) -> Option<Proof> {
        let (vcf_share, vct_share) = self.k.root_shares(self.pos.rule());
        let mut found = None;
        if self.p.root_vcf_moves > 0 {
            let longest = self.p.root_vcf_moves;
            found = self.solve_at_root(vcf_share, |solver, pos, ctl, line| {
                // Deepening finds the shortest VCF first, so a quick win is not traded for a
                // long one.
                let mut k = 2;
                while k <= longest && !ctl.stopped && pos.nodes < solver.budget_end {
                    line.clear();
                    if let Some(r) = solver.vcf(pos, ctl, me, k, line) {
                        return Some(r);
                    }
                    k = if k < 6 {
                        k + 1
                    } else {
                        (k * 3 / 2).min(longest.max(k + 1))
                    };
                }
                None
            });
        }
        if found.is_none() && self.p.root_vct_moves > 0 {
            let longest = self.p.root_vct_moves;
            let pn_moves = self.k.pn_moves;
            found = self.solve_at_root(vct_share, |solver, pos, ctl, line| {
                solver.vct_by(pos, ctl, me, pn_moves, longest, 6, line)
            });
        }
        if self.pos.nodes >= self.ctl.node_limit {
            self.ctl.stopped = true;
        }
        found
    }

    /// Runs a threat solver on `share` percent of the budget (nodes and time); the search
    /// goes on afterwards whatever the solver used.
    fn solve_at_root(
        &mut self,
        share: u64,
        solve: impl FnOnce(&mut Solver, &mut Pos, &mut Ctl, &mut Vec<u16>) -> Option<u32>,
    ) -> Option<Proof> {
        let left = self.ctl.node_limit.saturating_sub(self.pos.nodes);
        let cap = self.node_estimate().min(left) / 100 * share;
        let end = self.pos.nodes + cap;
        let saved_deadline = self.ctl.deadline;
        self.ctl.deadline = saved_deadline.min(self.start + self.budget * share as f64 / 100.0);
        let r = self.solve_within(cap, solve);
        if r.is_none() && (self.ctl.stopped || self.pos.nodes >= end) {
            self.timing.unresolved = true;
        }
        self.ctl.deadline = saved_deadline;
        self.ctl.stopped = false;
        r.map(|k| Proof {
            k,
            line: self.line.clone(),
        })
    }

    /// Nodes the budget allows, estimating time at a conservative rate.
    pub fn node_estimate(&self) -> u64 {
        let by_time = if self.budget.is_finite() {
            (self.budget * self.k.nodes_per_ms as f64) as u64
        } else {
            u64::MAX
        };
        by_time.min(self.ctl.node_limit.saturating_sub(self.pos.nodes))
    }

    /// The root moves, by the same rules as every node, without the ones left out.
    pub fn root_moves(&mut self, me: usize) -> Vec<(i32, u16)> {
        let mut root = match self.gen_moves(me, 0, 0, i32::MAX) {
            Some(Mode::Forced) | Some(Mode::Defend) | Some(Mode::All) => {
                std::mem::take(&mut self.moves[0])
            }
            None => Vec::new(),
        };
        root.retain(|&(_, m)| !self.excluded(m as usize, 0));
        if root.is_empty() {
            // Lost whatever we do: still play the most natural move, not any point.
            let mut buf = std::mem::take(&mut self.tmp);
            ranked(&self.pos, me, &mut root, &mut buf);
            self.tmp = buf;
            root.retain(|&(_, m)| !self.excluded(m as usize, 0));
            root.sort_by_key(|&(k, _)| std::cmp::Reverse(k));
            root.truncate(1);
        }
        if root.is_empty() {
            if let Some(m) = self.any_legal(me) {
                root.push((0, m));
            }
        }
        root
    }

    /// In a position proven lost, the move to play: the first root move, longest loss first,
    /// after which the opponent has no win by fours (within `LOSS_VCF_NODES` each), so that it
    /// must find a sequence with threes, which a fallible opponent misses more often. `None`
    /// when each allows fours, or time is up.
    pub fn hardest_loss(&mut self, me: usize, root: &[(i32, u16)], scores: &[i32]) -> Option<u16> {
        let mut order: Vec<usize> = (0..root.len().min(scores.len())).collect();
        // Stable: equal scores keep the root's order.
        order.sort_by_key(|&i| std::cmp::Reverse(scores[i]));
        let opp = 1 - me;
        for &i in order.iter().take(LOSS_CANDIDATES) {
            if self.ctl.stopped {
                return None;
            }
            let m = root[i].1;
            let longest = self.p.root_vcf_moves;
            self.pos.make(m as usize, me);
            let fours = self.solve_within(LOSS_VCF_NODES, |solver, pos, ctl, line| {
                solver.vcf(pos, ctl, opp, longest, line)
            });
            self.pos.unmake();
            if fours.is_none() && !self.ctl.stopped {
                return Some(m);
            }
        }
        None
    }

    /// Runs a threat solver on the position as it is, within `nodes` more nodes, on the
    /// searcher's line buffer.
    pub fn solve_within(
        &mut self,
        nodes: u64,
        solve: impl FnOnce(&mut Solver, &mut Pos, &mut Ctl, &mut Vec<u16>) -> Option<u32>,
    ) -> Option<u32> {
        self.solver.budget_end = self.pos.nodes + nodes;
        let mut line = std::mem::take(&mut self.line);
        line.clear();
        let r = solve(self.solver, &mut self.pos, &mut self.ctl, &mut line);
        self.line = line;
        self.solver.budget_end = u64::MAX;
        r
    }

    /// A VCT for the side to move on a small node budget, drawn from the search's share.
    pub fn tree_vct(&mut self, ply: usize, me: usize) -> Option<i32> {
        if self.pos.count_at_least(me, super::super::class::FLEX3_1) == 0 {
            return None;
        }
        let before = self.pos.nodes;
        let longest = self.p.root_vct_moves.min(5);
        let pn_moves = if self.k.pn_tree { self.k.pn_moves } else { 0 };
        let r = self.solve_within(
            self.k.vct_nodes.min(self.vct_budget),
            |solver, pos, ctl, line| solver.vct_by(pos, ctl, me, pn_moves, longest, 4, line),
        );
        self.vct_budget = self.vct_budget.saturating_sub(self.pos.nodes - before);
        r.map(|k| WIN_SCORE - ply as i32 - (2 * k as i32 - 1))
    }
}
