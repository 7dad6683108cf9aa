//! The two threat solvers side by side: the depth-first one (`vcf.rs`) and the proof-number
//! one (`proof.rs`), for the benchmark that compares them and the test that they agree.

use std::sync::atomic::AtomicBool;

use super::control::Ctl;
use super::position::{side_of, Pos};
use super::vcf::Solver;
use crate::game::{Board, Color, Rule};

/// What each threat solver found on one position within one node budget, for the benchmark
/// that compares them (`engine-bench vct`).
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Race {
    /// The depth-first solver's win (own moves), its nodes and seconds.
    pub dfs: (Option<u32>, u64, f64),
    /// The proof-number search's.
    pub pn: (Option<u32>, u64, f64),
}

/// Runs both solvers for the side to move on `board` within `nodes` each: the depth-first one
/// as the root runs it (7 own moves, VCFs of 6), the proof numbers with `pn_moves`; `clock`
/// reads milliseconds (the engine has no clock of its own).
#[doc(hidden)]
pub fn race(
    board: &Board,
    rule: Rule,
    to_move: Color,
    nodes: u64,
    pn_moves: u32,
    clock: &dyn Fn() -> f64,
) -> Race {
    let stop = AtomicBool::new(false);
    let mut ctl = Ctl::new(u64::MAX, f64::INFINITY, clock, &stop);
    let mut pos = Pos::new(board, rule);
    let a = side_of(to_move);
    let mut solver = Solver::new();
    let mut line = Vec::new();
    let (n0, t0) = (pos.nodes, clock());
    solver.budget_end = n0 + nodes;
    let dfs = solver.vct(&mut pos, &mut ctl, a, 7, 6, &mut line);
    let dfs = (dfs, pos.nodes - n0, (clock() - t0) / 1000.0);
    let (n0, t0) = (pos.nodes, clock());
    let pn = solver
        .prover
        .vct(&mut pos, &mut ctl, a, pn_moves, n0 + nodes, &mut line);
    let pn = (pn, pos.nodes - n0, (clock() - t0) / 1000.0);
    Race { dfs, pn }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use super::super::control::Ctl;
    use super::super::position::Pos;
    use super::super::proof::Prover;
    use super::super::rng::splitmix;
    use super::super::vcf::Solver;
    use crate::game::{Board, Rule};

    /// Random positions with tactics: stones dropped near the centre, no five made.
    fn positions(rule: Rule, seed: u64, count: usize) -> Vec<(Pos, usize)> {
        let mut s = seed;
        let mut out = Vec::new();
        while out.len() < count {
            let Ok(board) = Board::try_new(15) else {
                return out;
            };
            let mut pos = Pos::new(&board, rule);
            let stones = 8 + (splitmix(&mut s) % 16) as usize;
            let mut side = 0;
            let mut five = Vec::new();
            for _ in 0..stones {
                let x = 4 + (splitmix(&mut s) % 7) as usize;
                let y = 4 + (splitmix(&mut s) % 7) as usize;
                let m = Pos::index(crate::game::Point::new(x, y));
                pos.five_points(side, &mut five);
                if !pos.is_empty(m) || five.contains(&(m as u16)) || !pos.legal(side, m) {
                    continue;
                }
                pos.make(m, side);
                side = 1 - side;
            }
            out.push((pos, side));
        }
        out
    }

    /// The proof-number search and the depth-first solver, with the same moves, agree: each
    /// finds the other's wins (given the other's length), and both find some.
    #[test]
    fn proofs_agree_with_the_depth_first_solver() {
        let stop = AtomicBool::new(false);
        let clock = || 0.0;
        let (mut both, mut checked) = (0, 0);
        for rule in Rule::ALL {
            for (mut pos, a) in positions(rule, 0xD0F7 + rule as u64, 150) {
                let mut ctl = Ctl::new(u64::MAX, f64::INFINITY, &clock, &stop);
                let mut solver = Solver::new();
                let mut line = Vec::new();
                solver.budget_end = pos.nodes + 200_000;
                let dfs = solver.vct(&mut pos, &mut ctl, a, 4, 4, &mut line);
                if pos.nodes >= solver.budget_end {
                    continue;
                }
                let mut prover = Prover::new();
                let mut pline = Vec::new();
                let end = pos.nodes + 2_000_000;
                let pn = prover.vct(&mut pos, &mut ctl, a, 8, end, &mut pline);
                if pos.nodes >= end {
                    continue;
                }
                checked += 1;
                if dfs.is_some() {
                    assert!(
                        pn.is_some(),
                        "{rule:?}: the depth-first solver's win is missed"
                    );
                }
                if let Some(k) = pn.filter(|&k| k <= 4) {
                    let mut s2 = Solver::new();
                    s2.budget_end = u64::MAX;
                    let mut l2 = Vec::new();
                    let again = s2.vct(&mut pos, &mut ctl, a, k, k, &mut l2);
                    assert!(
                        again.is_some(),
                        "{rule:?}: a proof in {k} the solver cannot find"
                    );
                    both += 1;
                }
                // The line starts with a legal move of the attacker.
                if pn.is_some() {
                    let m = pline[0] as usize;
                    assert!(pos.is_empty(m) && pos.legal(a, m));
                }
            }
        }
        assert!(checked > 300, "{checked} positions checked");
        assert!(both > 20, "only {both} short wins to compare");
    }
}
