//! `engine-bench vct`: the two threat solvers side by side on the positions of a gauntlet
//! log, each within the same node budget: how many wins each finds, and at what cost.

use gomoku::ai::solver_race;

use super::{arg, log_moves, parsed, played, rule_arg};

/// Every position from `--from` stones on of every game in `--log`, the side to move the
/// attacker, both solvers within `--nodes` each (`--pn-moves` own moves for proof numbers).
pub fn run(args: &[String]) {
    let path = arg(args, "--log").unwrap_or_default();
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("engine-bench vct: cannot read the log {path:?}");
        std::process::exit(2);
    };
    let rule = rule_arg(args);
    let nodes = parsed(args, "--nodes", 5_000u64);
    let from = parsed(args, "--from", 6usize);
    let pn_moves = parsed(args, "--pn-moves", 20u32);
    let (mut positions, mut both, mut dfs_only, mut pn_only) = (0usize, 0, 0, 0);
    let (mut dn, mut pnn, mut dt, mut pt) = (0u64, 0u64, 0.0, 0.0);
    let t0 = std::time::Instant::now();
    let clock = move || t0.elapsed().as_secs_f64() * 1000.0;
    for block in text.split("game ").skip(1) {
        let head = block.lines().next().unwrap_or_default();
        let Some(moves) = log_moves(head, 15) else {
            continue;
        };
        // Not the last position: a five is on the board.
        for n in from..moves.len() {
            let (b, c) = played(&moves[..n], 15);
            let r = solver_race(&b, rule, c, nodes, pn_moves, &clock);
            positions += 1;
            match (r.dfs.0.is_some(), r.pn.0.is_some()) {
                (true, true) => both += 1,
                (true, false) => dfs_only += 1,
                (false, true) => pn_only += 1,
                _ => {}
            }
            dn += r.dfs.1;
            pnn += r.pn.1;
            dt += r.dfs.2;
            pt += r.pn.2;
        }
    }
    println!("{positions} positions of {path}, {nodes} nodes each:");
    println!(
        "  depth-first: {} wins, {:.0} nodes and {:.1} us a position",
        both + dfs_only,
        dn as f64 / positions.max(1) as f64,
        dt * 1e6 / positions.max(1) as f64
    );
    println!(
        "  proof numbers: {} wins, {:.0} nodes and {:.1} us a position",
        both + pn_only,
        pnn as f64 / positions.max(1) as f64,
        pt * 1e6 / positions.max(1) as f64
    );
    println!("  found by one only: depth-first {dfs_only}, proof numbers {pn_only}");
}
