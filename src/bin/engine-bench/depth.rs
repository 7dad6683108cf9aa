//! `engine-bench depth`: completed depth and node rate on the 26 standard openings.

use std::time::Instant;

use gomoku::ai::{Engine, SearchRequest};
use gomoku::game::{format_record, Color};

use super::{openings, opt, parsed, played, rule_arg, set_knobs};

/// Searches each opening (white to move) for `--ms` or `--nodes` and prints the medians.
pub fn depth_bench(args: &[String]) {
    let ms: f64 = parsed(args, "--ms", 1000.0);
    let rule = rule_arg(args);
    // A node budget searches the same trees whatever the speed: the sums below then tell a
    // faster build from one that searches differently.
    let nodes: Option<u64> = opt(args, "--nodes");
    let size = 15;
    let t0 = Instant::now();
    let clock = move || t0.elapsed().as_secs_f64() * 1000.0;
    let mut depths = Vec::new();
    let mut rates = Vec::new();
    let (mut all_nodes, mut all_ms, mut moves, mut evals) = (0u64, 0.0, String::new(), 0i64);
    match nodes {
        Some(n) => println!("== {n} nodes, level 5, {rule} {size}x{size}, white to move =="),
        None => {
            println!(
                "== completed depth in {ms} ms, level 5, {rule} {size}x{size}, white to move =="
            )
        }
    }
    for op in openings(size) {
        let (b, _) = played(&op, size);
        let mut engine = Engine::with_memory_mb(64);
        set_knobs(&mut engine, args);
        let req = SearchRequest {
            time_ms: nodes.is_none().then_some(ms),
            nodes,
            ..SearchRequest::new(&b, Color::White, rule, 5)
        };
        let t = clock();
        let info = engine.search(&req, &clock, &mut |_| {});
        let took = clock() - t;
        all_nodes += info.nodes;
        all_ms += took;
        moves.push_str(&format_record(&info.pv[..info.pv.len().min(1)], size));
        evals += info.eval as i64;
        let nps = info.nodes as f64 / (took / 1000.0);
        println!(
            "{:<8} depth {:>2}  eval {:>6}  nodes {:>8}  {:>7.0} nodes/s  {:>5.0} ms  pv {}",
            format_record(&op, size),
            info.depth,
            info.eval,
            info.nodes,
            nps,
            took,
            format_record(&info.pv, size)
        );
        depths.push(info.depth);
        rates.push(nps as u64);
    }
    depths.sort_unstable();
    rates.sort_unstable();
    println!(
        "median completed depth {} (target >= 14), median {} nodes/s, over {} openings",
        depths[depths.len() / 2],
        rates[rates.len() / 2],
        depths.len()
    );
    if nodes.is_some() {
        println!(
            "in all {all_nodes} nodes in {all_ms:.0} ms ({:.0} nodes/s); moves {moves}, evals {evals}",
            all_nodes as f64 / (all_ms / 1000.0)
        );
    }
}
