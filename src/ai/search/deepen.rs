//! Iterative deepening over the root moves with aspiration windows, one root iteration at a
//! time; with several lines, each depth searches the best move, then the best of the others,
//! and so on, every line excluding the ones before it.

use super::super::class::TWO_TWO;
use super::super::eval::evaluate;
use super::super::rng::splitmix;
use super::super::tt::{EXACT, LOWER, UPPER};
use super::info::{to_tt, SearchInfo, SearchLine, INF, MATE_BOUND, WIN_SCORE};
use super::prune::lmr;
use super::searcher::{side_key, MAX_PLY};
use super::Searcher;

/// A root move's line as last searched.
#[derive(Clone)]
struct RootLine {
    mv: u16,
    score: i32,
    pv: Vec<u16>,
}

/// The outcome of one root iteration: the index of the best move, its score, and whether a
/// move was searched to the end and scored above alpha (usable when the search was cut off).
#[derive(Clone, Copy)]
struct Iteration {
    best: usize,
    score: i32,
    improved: bool,
}

impl Searcher<'_, '_> {
    /// Iterative deepening over the root moves, with aspiration windows; `settled` lines (a
    /// proven win, a five) are not searched again but shown with the others.
    pub fn deepen(
        &mut self,
        me: usize,
        report: &mut dyn FnMut(&SearchInfo),
        settled: Vec<SearchLine>,
    ) -> SearchInfo {
        for l in &settled {
            self.exclude
                .push(super::super::position::Pos::index(l.best) as u16);
        }
        let mut root = self.root_moves(me);
        let Some(&(_, first)) = root.first() else {
            return self.combine(&settled, &[], 0);
        };
        let want = self
            .lines
            .saturating_sub(settled.len())
            .clamp(1, root.len());
        let mut lines: Vec<RootLine> = root[..want]
            .iter()
            .map(|&(_, m)| RootLine {
                mv: m,
                score: 0,
                pv: vec![m],
            })
            .collect();
        let mut result = self.combine(&settled, &lines, 0);
        if result.best.is_none() {
            result = self.info(first, 0, 0, &[first]);
        }
        let mut scores: Vec<i32> = vec![-INF; root.len()];
        let exact_all = self.p.noise > 0;
        let mut prev: Vec<i32> = vec![0; want];
        // Best moves already checked against the opponent's threat sequences.
        let mut cleared: Vec<u16> = Vec::new();
        let (mut lost_checked, mut hardest) = (false, None);
        let mut depth = 0;
        'depths: while depth < self.p.max_depth as i32 {
            depth += 1;
            let last = lines.clone();
            for slot in 0..want {
                let it = self.aspirate(
                    me,
                    depth,
                    slot,
                    prev[slot],
                    &mut root,
                    &mut scores,
                    exact_all,
                );
                let done = !self.ctl.stopped;
                if !done && !it.improved {
                    break 'depths;
                }
                // The line's best move to its slot; the rest keep their order (sorted by score)
                // for the next line and the next depth.
                let i = slot + it.best;
                let mv = root.remove(i);
                root.insert(slot, mv);
                let sc = scores.remove(i);
                scores.insert(slot, sc);
                let pv: Vec<u16> = self.pv[0][..self.pv_len[0]].to_vec();
                let line = RootLine {
                    mv: root[slot].1,
                    score: it.score,
                    pv,
                };
                lines[slot] = line;
                if !done {
                    // Cut off inside this depth: the lines after this one are the last
                    // depth's, less the moves this depth's lines have taken (any of them may
                    // have taken a later line's move, as a later line can score higher).
                    let taken: Vec<u16> = lines[..=slot].iter().map(|l| l.mv).collect();
                    let rest: Vec<RootLine> = last
                        .iter()
                        .filter(|l| !taken.contains(&l.mv))
                        .take(want - slot - 1)
                        .cloned()
                        .collect();
                    lines.truncate(slot + 1);
                    lines.extend(rest);
                    result = self.combine(&settled, &lines, (depth - 1).max(1) as u32);
                    break 'depths;
                }
                prev[slot] = it.score;
            }
            result = self.combine(&settled, &lines, depth as u32);
            if want == 1 && self.refuted(me, depth, &mut root, &mut scores, &mut cleared) {
                // The best move loses to a threat sequence the search has not reached: it
                // leaves the list and the depth is searched again without it.
                lines[0] = RootLine {
                    mv: root[0].1,
                    score: scores[0],
                    pv: vec![root[0].1],
                };
                result = self.combine(&settled, &lines, (depth - 1).max(1) as u32);
                depth -= 1;
                continue;
            }
            if want == 1 && !lost_checked && result.eval <= -MATE_BOUND && self.p.root_vcf_moves > 0
            {
                // Lost by the proofs: once, the longest loss that makes the opponent find
                // threes too, played if the loss stands.
                lost_checked = true;
                hardest = self.hardest_loss(me, &root, &scores);
            }
            report(&result);
            // Proven results do not change with depth.
            let proven = |s: i32| s.abs() >= MATE_BOUND && (WIN_SCORE - s.abs()) <= depth;
            if proven(result.eval) && lines.iter().all(|l| proven(l.score)) {
                break;
            }
            if root.len() == 1 && depth >= 4 {
                break;
            }
            let now = self.ctl.now();
            if !self.timing.another(now, root[0].1, result.eval) {
                break;
            }
        }
        if let (true, Some(m)) = (result.eval <= -MATE_BOUND, hardest) {
            result = self.info(m, result.eval, result.depth, &[m]);
        }
        if self.p.noise > 0 && result.eval.abs() < MATE_BOUND && want == 1 {
            result = self.noisy_pick(&root, &scores, result);
        }
        result.nodes = self.pos.nodes;
        result
    }

    /// Whether the best root move, not checked before, lets the opponent win by threes and
    /// fours within the `root_defend` node budget; if so (and another move is left) it leaves
    /// `root` and `scores`.
    fn refuted(
        &mut self,
        me: usize,
        depth: i32,
        root: &mut Vec<(i32, u16)>,
        scores: &mut Vec<i32>,
        cleared: &mut Vec<u16>,
    ) -> bool {
        let m = root[0].1;
        if self.k.root_defend == 0
            || depth < 3
            || root.len() < 2
            || scores[0].abs() >= MATE_BOUND
            || cleared.len() >= 4
            || cleared.contains(&m)
        {
            return false;
        }
        cleared.push(m);
        let opp = 1 - me;
        let longest = self.p.root_vct_moves.max(4);
        let pn_moves = self.k.pn_moves;
        self.pos.make(m as usize, me);
        let r = self.solve_within(self.k.root_defend, |solver, pos, ctl, line| {
            solver.vct_by(pos, ctl, opp, pn_moves, longest, 8, line)
        });
        self.pos.unmake();
        if r.is_none() || self.ctl.stopped {
            return false;
        }
        root.remove(0);
        scores.remove(0);
        true
    }

    /// The result of settled and searched lines, best first, at `depth`.
    fn combine(&self, settled: &[SearchLine], lines: &[RootLine], depth: u32) -> SearchInfo {
        let mut all: Vec<SearchLine> = settled.to_vec();
        for l in lines {
            let pv: Vec<_> = if l.pv.first() == Some(&l.mv) {
                l.pv.iter().map(|&i| Self::point(i)).collect()
            } else {
                vec![Self::point(l.mv)]
            };
            all.push(SearchLine::new(Self::point(l.mv), l.score, pv));
        }
        all.sort_by_key(|l| std::cmp::Reverse(l.eval));
        let Some(top) = all.first() else {
            return SearchInfo::new(None, 0, 0, self.pos.nodes, Vec::new());
        };
        let mut info = SearchInfo::new(
            Some(top.best),
            top.eval,
            depth,
            self.pos.nodes,
            top.pv.clone(),
        );
        info.lines = all;
        info
    }

    /// Levels with noise choose among the moves within the level's margin of the best.
    fn noisy_pick(&self, root: &[(i32, u16)], scores: &[i32], result: SearchInfo) -> SearchInfo {
        let best = scores.iter().copied().max().unwrap_or(0);
        let pool: Vec<usize> = (0..root.len())
            .filter(|&i| scores[i] > -MATE_BOUND && scores[i] >= best - self.p.noise)
            .collect();
        if pool.is_empty() {
            return result;
        }
        let mut s = self.seed ^ 0x5151;
        let pick = pool[(splitmix(&mut s) % pool.len() as u64) as usize];
        let m = root[pick].1;
        self.info(m, scores[pick], result.depth, &[m])
    }

    /// One depth of one line: root iterations over the moves from `slot` on, with a window
    /// around the line's last score that widens until the score falls inside it.
    #[allow(clippy::too_many_arguments)]
    fn aspirate(
        &mut self,
        me: usize,
        depth: i32,
        slot: usize,
        prev: i32,
        root: &mut [(i32, u16)],
        scores: &mut [i32],
        exact_all: bool,
    ) -> Iteration {
        let mut delta = self.k.window;
        let (mut alpha, mut beta) = if depth >= 4 && prev.abs() < MATE_BOUND && !exact_all {
            (prev - delta, prev + delta)
        } else {
            (-INF, INF)
        };
        // The last iteration that failed high, with its line: when the wider search after it
        // is cut off before any move comes back above alpha, its move is still the best known
        // (a score at least this high), not the last depth's.
        let mut fail_high: Option<(Iteration, [u16; MAX_PLY + 1], usize)> = None;
        loop {
            let it = self.root_iteration(
                me,
                depth,
                &root[slot..],
                &mut scores[slot..],
                (alpha, beta),
                exact_all,
                slot == 0 && self.exclude.is_empty(),
            );
            if self.ctl.stopped {
                if let (false, Some((high, pv, len))) = (it.improved, fail_high) {
                    self.pv[0] = pv;
                    self.pv_len[0] = len;
                    return high;
                }
                return it;
            }
            let s = it.score;
            if s <= alpha && alpha > -INF {
                beta = (alpha + beta) / 2;
                alpha = (s - delta).max(-INF);
            } else if s >= beta && beta < INF {
                beta = (s + delta).min(INF);
                fail_high = Some((it, self.pv[0], self.pv_len[0]));
            } else {
                return it;
            }
            delta *= 2;
            if delta > self.k.window_limit {
                alpha = -INF;
                beta = INF;
            }
        }
    }

    /// One root iteration within (alpha, beta).
    #[allow(clippy::too_many_arguments)]
    fn root_iteration(
        &mut self,
        me: usize,
        depth: i32,
        root: &[(i32, u16)],
        scores: &mut [i32],
        (alpha0, beta): (i32, i32),
        exact_all: bool,
        store: bool,
    ) -> Iteration {
        let mut alpha = alpha0;
        let mut it = Iteration {
            best: 0,
            score: -INF,
            improved: false,
        };
        let key = self.pos.hash() ^ side_key(me);
        let single = root.len() == 1;
        self.pv_len[0] = 0;
        self.evals[0] = evaluate(&self.pos, me);
        for n in 0..root.len() {
            let m = root[n].1;
            let mi = m as usize;
            let nd = if single { depth } else { depth - 1 };
            let mut raised = None;
            // A quiet move that makes two twos (or a closed three and more) may start a win by
            // threats that a reduced search cannot see: it is searched to the full depth.
            let builder = self.pos.class(me, mi) >= TWO_TWO;
            self.pos.make(mi, me);
            let score = if exact_all {
                // Noisy levels choose among near-best moves, so every score must be exact.
                -self.search(-INF, INF, nd, 1, 1 - me, true)
            } else if n == 0 {
                -self.search(-beta, -alpha, nd, 1, 1 - me, true)
            } else {
                let r = if depth >= 3 && n >= 3 && root[n].0 < 500 && !builder && !self.k.full_width
                {
                    (lmr(depth, n, self.k.lmr) - 1).max(0)
                } else {
                    0
                };
                let mut s = -self.search(-alpha - 1, -alpha, nd - r, 1, 1 - me, false);
                if s > alpha && r > 0 && !self.ctl.stopped {
                    s = -self.search(-alpha - 1, -alpha, nd, 1, 1 - me, false);
                }
                if s > alpha && !self.ctl.stopped {
                    // Above alpha at full depth: better than the best so far, even if the
                    // search for its exact score below is cut off.
                    raised = Some(s);
                }
                if s > alpha && s < beta && !self.ctl.stopped {
                    s = -self.search(-beta, -alpha, nd, 1, 1 - me, true);
                }
                s
            };
            self.pos.unmake();
            if self.ctl.stopped {
                if let Some(s) = raised {
                    it = Iteration {
                        best: n,
                        score: s,
                        improved: true,
                    };
                    self.pv[0][0] = m;
                    self.pv_len[0] = 1;
                }
                return it;
            }
            scores[n] = score;
            if score > it.score {
                it.score = score;
                it.best = n;
                if score > alpha {
                    alpha = score;
                    it.improved = true;
                    self.pv[0][0] = m;
                    let len = self.pv_len[1].min(MAX_PLY - 1);
                    for k in 0..len {
                        self.pv[0][k + 1] = self.pv[1][k];
                    }
                    self.pv_len[0] = len + 1;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        // Only the first line's result, with no move left out, describes the position.
        if store {
            let flag = if it.score >= beta {
                LOWER
            } else if it.score > alpha0 {
                EXACT
            } else {
                UPPER
            };
            self.tt.store(
                key,
                depth,
                to_tt(it.score, 0),
                flag,
                root[it.best].1,
                self.evals[0],
            );
        }
        it
    }
}
