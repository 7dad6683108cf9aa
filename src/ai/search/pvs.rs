//! Principal variation search of the inner nodes: the table, the in-tree threat solver, the
//! selective rules of `prune`, the threat-aware moves of `ordering`, and extensions for
//! single replies and winning fours.

use super::super::class::{self, BLOCK4_1, FLEX3_1};
use super::super::eval::{evaluate, evaluate_with_mask, threat_mask};
use super::super::position::CELLS;
use super::super::tt::{EXACT, LOWER, UPPER};
use super::super::zobrist;
use super::info::{from_tt, to_tt, INF, MATE_BOUND, WIN_SCORE};
use super::ordering::Mode;
use super::prune::{reduction, MoveKind, Node};
use super::searcher::{side_key, MAX_PLY};
use super::Searcher;

impl Searcher<'_, '_> {
    /// The score of the position for `me` (to move) within (alpha, beta), searched `depth`
    /// plies deep, `ply` plies from the root.
    pub fn search(
        &mut self,
        mut alpha: i32,
        mut beta: i32,
        depth: i32,
        ply: usize,
        me: usize,
        pv_node: bool,
    ) -> i32 {
        self.pv_len[ply] = 0;
        if self.ctl.poll(self.pos.nodes) {
            return 0;
        }
        let opp = 1 - me;
        let mut forced = None;
        if let Some(s) = self.decided(ply, me, &mut forced) {
            return s;
        }
        // Mate distance pruning: nothing beats a win on the next move.
        alpha = alpha.max(-(WIN_SCORE - ply as i32));
        beta = beta.min(WIN_SCORE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        if ply >= MAX_PLY - 1 {
            return evaluate(&self.pos, me);
        }
        let threat = forced.is_none() && !self.blind && self.flex4_playable(opp);
        if depth <= 0 && forced.is_none() && !(threat && depth > self.k.threat_ext) {
            return self.qsearch(alpha, beta, ply, me, 0);
        }
        let key = self.pos.hash() ^ side_key(me);
        let mut tt_move = 0;
        let mut tt_eval = None;
        let mut tt_bound = None;
        if let Some(e) = self.tt.probe(key) {
            tt_move = e.mv;
            tt_eval = Some(e.eval as i32);
            let s = from_tt(e.score, ply);
            tt_bound = Some((s, e.flag));
            if !pv_node && e.depth as i32 >= depth {
                match e.flag {
                    EXACT => return s,
                    LOWER if s >= beta => return s,
                    UPPER if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        let quiet_node = forced.is_none() && !threat;
        if quiet_node && depth >= self.k.vct_depth && self.vct_budget > 0 {
            if let Some(s) = self.tree_vct(ply, me) {
                self.tt
                    .store(key, depth.max(30), to_tt(s, ply), EXACT, 0, 0);
                return s;
            }
        }
        let mask = threat_mask(&self.pos, me);
        let static_eval = tt_eval.unwrap_or_else(|| evaluate_with_mask(&self.pos, me, mask));
        let corr_keys = (self.k.corr != 0).then(|| self.corr_keys(me, mask));
        let mut eval = static_eval + corr_keys.map_or(0, |c| self.correction(c));
        let corrected = eval;
        if let Some((s, flag)) = tt_bound.filter(|_| self.k.tt_eval) {
            // A searched bound on the near side of the static view is the better guess.
            if s.abs() < MATE_BOUND
                && (flag == EXACT || (flag == LOWER && s > eval) || (flag == UPPER && s < eval))
            {
                eval = s;
            }
        }
        self.evals[ply] = eval;
        let improving = ply >= 2 && eval > self.evals[ply - 2];
        let node = Node {
            alpha,
            beta,
            depth,
            ply,
            me,
            eval,
            improving,
        };
        if !pv_node && quiet_node {
            if let Some(s) = self.cut_node(node) {
                return s;
            }
        }
        // No table move this deep: the node is new, so a shallower look is enough for now.
        let depth = if tt_move == 0 && depth >= self.k.iir && quiet_node && !self.k.full_width {
            depth - 1
        } else {
            depth
        };
        let node = Node { depth, ..node };
        self.killers[ply + 1] = [0; 2];
        let Some(mode) = self.gen_moves(me, ply, tt_move, depth) else {
            return -(WIN_SCORE - ply as i32 - 2);
        };
        let moves = std::mem::take(&mut self.moves[ply]);
        if moves.is_empty() {
            self.moves[ply] = moves;
            return if mode == Mode::Defend {
                // The open three cannot be stopped and we have no four.
                -(WIN_SCORE - ply as i32 - 4)
            } else {
                // No legal point (renju black surrounded by fouls): a draw for the search.
                0
            };
        }
        let single = moves.len() == 1;
        let mut best = -INF;
        let mut best_move = 0u16;
        let mut flag = UPPER;
        // The best move makes or takes a three (or, without `corr_tt`, is the table move).
        let mut best_threat = false;
        let mut searched = 0usize;
        let mut quiets_tried: [u16; 32] = [0; 32];
        let mut nq = 0;
        let ranks = std::mem::take(&mut self.ranks[ply]);
        for (i, &(order, m)) in moves.iter().enumerate() {
            let mi = m as usize;
            let my_class = self.pos.class(me, mi);
            let their_class = self.pos.class(opp, mi);
            let threat_move = my_class >= FLEX3_1 || their_class >= FLEX3_1;
            let tactical = threat_move || m == tt_move;
            let kind = MoveKind {
                quiet: !tactical && mode == Mode::All,
                tactical,
                four: my_class >= BLOCK4_1 || their_class >= BLOCK4_1,
                plain_four: mode == Mode::All && my_class == BLOCK4_1 && their_class < FLEX3_1,
                nothing: my_class == class::NONE && their_class == class::NONE,
                builds: matches!(my_class, class::TWO_TWO | class::BLOCK3_PLUS),
                is_tt: m == tt_move,
                order,
                policy_rank: ranks.get(i).map(|&r| (r, ranks.len())),
            };
            let node = Node { alpha, ..node };
            if kind.quiet
                && best > -MATE_BOUND
                && searched > 0
                && self.p.prune
                && self.skip_quiet(node, pv_node, searched, kind)
            {
                continue;
            }
            let mut nd = depth - 1;
            if single || (my_class >= class::BLOCK4_FLEX3 && my_class != class::FORBID) {
                // A single reply, or a winning-shaped four, is followed through.
                nd += 1;
            }
            // The child's table entry is on its way while the move is made.
            self.tt
                .prefetch(self.pos.hash() ^ zobrist::keys()[me][mi] ^ side_key(opp));
            self.pos.make(mi, me);
            let mut score;
            if searched == 0 {
                score = -self.search(-beta, -alpha, nd, ply + 1, opp, pv_node);
            } else {
                let hist = self.mem.history[me * CELLS + mi];
                let r = reduction(&self.k, node, pv_node, searched, kind, nd, hist);
                score = -self.search(-alpha - 1, -alpha, nd - r, ply + 1, opp, false);
                if score > alpha && r > 0 && !self.ctl.stopped {
                    score = -self.search(-alpha - 1, -alpha, nd, ply + 1, opp, false);
                }
                if pv_node && score > alpha && score < beta && !self.ctl.stopped {
                    score = -self.search(-beta, -alpha, nd, ply + 1, opp, true);
                }
            }
            self.pos.unmake();
            if self.ctl.stopped {
                self.moves[ply] = moves;
                self.ranks[ply] = ranks;
                return 0;
            }
            searched += 1;
            if score > best {
                best = score;
                best_move = m;
                best_threat = if self.k.corr_tt {
                    threat_move
                } else {
                    tactical
                };
                if score > alpha {
                    alpha = score;
                    flag = EXACT;
                    if pv_node {
                        self.update_pv(ply, m);
                    }
                    if score >= beta {
                        flag = LOWER;
                        if !tactical {
                            self.reward(me, ply, m, depth, &quiets_tried[..nq]);
                        }
                        break;
                    }
                }
            }
            if !tactical && nq < quiets_tried.len() {
                quiets_tried[nq] = m;
                nq += 1;
            }
        }
        self.moves[ply] = moves;
        self.ranks[ply] = ranks;
        if searched == 0 {
            // Everything was pruned: the static view stands.
            return eval.min(beta);
        }
        if let Some(c) = corr_keys {
            // Learn only from quiet results that the bound says something about.
            if quiet_node
                && !best_threat
                && best.abs() < MATE_BOUND
                && !(flag == LOWER && best <= corrected)
                && !(flag == UPPER && best >= corrected)
            {
                self.correct(c, depth, best, corrected);
            }
        }
        self.tt
            .store(key, depth, to_tt(best, ply), flag, best_move, static_eval);
        best
    }
}

#[cfg(test)]
mod tests {
    use super::super::{searches, FOUR_OPENINGS};

    /// Middle games of engine matches (20 to 30 stones).
    const MIDDLE_GAMES: [&str; 4] = [
        "h10f6h7g5e7h8g7f7f8g9i7i8j8k7j10k9e9d10j9j11",
        "i9h10j6j10k10h11h9j9i10j11j12i11k11k9h12g9f8f10g11e11h8e10e12l10",
        "f9j7i9k8h8i6h5j10g9j9j8i10h11h10k10l7m6l8l6k9m7k6",
        "h10f6h7g5e7h6f8d6g7f7f4g9e6e8g6i8f5e4d7c8j8j7f10i10i9g11f11k6h9f12",
    ];

    /// Nodes that searches of the openings and middle games with `trivial_depth` at `value`
    /// took to complete depth 10.
    fn nodes_to_depth_10(value: i64) -> u64 {
        [&FOUR_OPENINGS, &MIDDLE_GAMES]
            .iter()
            .flat_map(|records| {
                searches(*records, "trivial_depth", value, 400_000, |_, reports| {
                    let done = reports.iter().find(|info| info.depth >= 10);
                    done.expect("depth 10 within the budget").nodes
                })
            })
            .sum()
    }

    /// Near the leaves, late moves that make nothing for either side are left out: the same
    /// depth takes fewer nodes (a little: 1,016,000 against 1,023,000 here, as late-move pruning
    /// already drops most such moves).
    #[test]
    fn moves_making_nothing_wait_for_deeper_nodes() {
        let (all, skipped) = (nodes_to_depth_10(0), nodes_to_depth_10(5));
        assert!(skipped < all, "{all} {skipped}");
    }
}
