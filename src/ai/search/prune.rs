//! The selective rules: which nodes are cut before their moves are searched (reverse futility,
//! razoring, the null move), which quiet moves are skipped (late-move pruning, futility) and
//! how much later moves are reduced. None of them applies where a threat is on the board: a
//! defence is never pruned.

use super::super::knobs::Knobs;
use super::info::MATE_BOUND;
use super::Searcher;

/// Late-move reduction in plies for move number `n` at `depth`.
pub fn lmr(depth: i32, n: usize, div: i32) -> i32 {
    if depth < 2 || n < 2 {
        return 0;
    }
    let r = 0.4 + (depth as f64).ln() * (n as f64).ln() * 100.0 / div as f64;
    r as i32
}

/// What the pruning rules know about a node.
#[derive(Clone, Copy)]
pub struct Node {
    pub alpha: i32,
    pub beta: i32,
    pub depth: i32,
    pub ply: usize,
    pub me: usize,
    /// Static evaluation.
    pub eval: i32,
    /// Better than two plies ago.
    pub improving: bool,
}

/// What a move is, for the move-level rules.
#[derive(Clone, Copy)]
pub struct MoveKind {
    /// Neither side makes a three or better with it, and it is not the table move.
    pub quiet: bool,
    /// It makes or takes a three or better, or is the table move.
    pub tactical: bool,
    /// It makes or takes a four.
    pub four: bool,
    /// A plain four in a node without threats: a four for the side to move and nothing more,
    /// blocking no three of the opponent.
    pub plain_four: bool,
    /// It makes nothing for either side: class `NONE` for both.
    pub nothing: bool,
    /// It builds for the side to move: two open twos, or a closed three with another closed
    /// three or an open two (classes `TWO_TWO` and `BLOCK3_PLUS`).
    pub builds: bool,
    pub is_tt: bool,
    /// The move's static ordering score.
    pub order: i32,
    /// The policy's rank of the move among the node's moves, and how many there are, where
    /// the policy sets reductions (`policy_lmr`).
    pub policy_rank: Option<(u8, usize)>,
}

impl Searcher<'_, '_> {
    /// A score for a quiet non-PV node that need not be searched: far above beta with little
    /// depth left, far below alpha with only fours to save it, or above beta even when the
    /// opponent moves twice.
    pub fn cut_node(&mut self, n: Node) -> Option<i32> {
        if !self.p.prune || n.beta.abs() >= MATE_BOUND {
            return None;
        }
        let k = self.k;
        let bonus = if n.improving { k.rfp_improving } else { 0 };
        if n.depth <= k.rfp_depth && n.eval - k.rfp * n.depth + bonus >= n.beta {
            return Some(n.eval);
        }
        if n.depth <= 2 && n.eval + k.razor * n.depth <= n.alpha {
            let q = self.qsearch(n.alpha, n.alpha + 1, n.ply, n.me, 0);
            if q <= n.alpha {
                return Some(q);
            }
        }
        if n.depth >= 3 && n.eval >= n.beta && self.pos.last_move().is_some() && self.null_ok(n.ply)
        {
            let r = k.null_r + n.depth / k.null_div + ((n.eval - n.beta) / k.null_eval_div).min(2);
            self.killers[n.ply + 1] = [0; 2];
            // No moves of this ply are on the line below a null move.
            self.modes[n.ply] = None;
            self.null_plies.push(n.ply);
            let s = -self.search(
                -n.beta,
                -n.beta + 1,
                n.depth - 1 - r,
                n.ply + 1,
                1 - n.me,
                false,
            );
            self.null_plies.pop();
            if self.ctl.stopped {
                return Some(0);
            }
            if s >= n.beta {
                return Some(if s >= MATE_BOUND { n.beta } else { s });
            }
        }
        None
    }

    /// Whether a late quiet move is skipped: one that makes nothing for either side within
    /// `trivial_depth` of the horizon (below the root), or, at a non-PV node, one past the
    /// late-move limit near the leaves or hopeless by the futility margin.
    pub fn skip_quiet(&self, n: Node, pv_node: bool, searched: usize, mv: MoveKind) -> bool {
        let k = self.k;
        if n.ply > 0 && mv.nothing && n.depth < k.trivial_depth {
            // It waits for deeper nodes.
            return true;
        }
        if pv_node {
            return false;
        }
        let limit = if n.improving {
            k.lmp + 1 + n.depth * n.depth
        } else {
            k.lmp + n.depth * n.depth / 2
        } as usize;
        if searched >= limit && n.depth <= k.lmp_depth {
            return true;
        }
        n.depth <= 3 && n.eval + k.futility * n.depth + mv.order / 8 <= n.alpha
    }
}

/// How many plies less the `searched`-th move (counting from 0) of node `n` is searched
/// first, with `nd` plies left after it and `hist` its history.
pub fn reduction(
    k: &Knobs,
    n: Node,
    pv_node: bool,
    searched: usize,
    mv: MoveKind,
    nd: i32,
    hist: i32,
) -> i32 {
    let room = (nd - 1).max(0);
    if k.full_width {
        0
    } else if n.depth >= 2 && mv.quiet {
        let mut r = lmr(n.depth, searched, k.lmr);
        if pv_node {
            r -= 1;
        }
        if !n.improving {
            r += 1;
        }
        r -= (hist / k.history_lmr_div).clamp(-2, 2);
        if mv.builds {
            // The quiet steps of an attack: the threats they prepare lie deeper.
            r -= k.build_lmr;
        }
        if let Some((rank, moves)) = mv.policy_rank {
            // The policy ranks the node's moves (`policy_lmr`).
            if (rank as i32) < k.policy_top {
                r -= k.policy_lmr;
            } else if rank as usize >= moves / 2 {
                r += k.policy_lmr;
            }
        }
        r.clamp(0, room)
    } else if n.depth >= 2 && searched >= 2 && mv.plain_four {
        k.four_r.min(room)
    } else if n.depth >= 3 && !mv.tactical && searched >= 3 {
        1
    } else if n.depth >= 3 && searched >= 2 && !mv.is_tt && !mv.four {
        // Threes and blocks of threes: reduced less than quiet moves.
        (lmr(n.depth, searched, k.lmr) * k.tac_lmr / 100).clamp(0, room)
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A late quiet move at a node 8 plies from the horizon, not improving, no history.
    fn late_quiet(k: &Knobs, builds: bool) -> i32 {
        let n = Node {
            alpha: 0,
            beta: 1,
            depth: 8,
            ply: 3,
            me: 0,
            eval: 0,
            improving: false,
        };
        let mv = MoveKind {
            quiet: true,
            tactical: false,
            four: false,
            plain_four: false,
            nothing: false,
            builds,
            is_tt: false,
            order: 0,
            policy_rank: None,
        };
        reduction(k, n, false, 10, mv, 7, 0)
    }

    /// A quiet move that builds for the side to move (two open twos, a closed three and
    /// more) is searched a ply deeper than another late quiet move, unless `build_lmr` is 0.
    #[test]
    fn moves_that_build_are_reduced_less() {
        let mut k = Knobs::default();
        let (plain, building) = (late_quiet(&k, false), late_quiet(&k, true));
        assert!(plain >= 2, "{plain}");
        assert_eq!(building, plain - 1);
        assert!(k.set("build_lmr", 0));
        assert_eq!(late_quiet(&k, true), plain);
    }
}
