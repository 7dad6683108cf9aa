//! Engine benchmarks that need a clock or other processes, printed against their targets.
//!
//! ```text
//! engine-bench depth [--ms 1000 | --nodes N] [--rule freestyle]
//!                                                       completed depth and nodes/s on the
//!                                                       26 standard three-stone openings
//! engine-bench load [--brain PATH] [--turn 1000] [--busy 4] [--positions 40]
//!                                                       pbrain reply times while `--busy`
//!                                                       processes spin on every core
//! engine-bench lost [--log FILE] [--ms 1000] [--back 5] [--knobs name=value,...]
//!                                                       on the games brain A lost in a
//!                                                       gauntlet log: how many own moves
//!                                                       before A first reported the loss
//!                                                       this engine sees it
//! engine-bench won --log FILE [--rule R] [--ms 1000] [--back 12] [--knobs name=value,...]
//!                                                       on every game won by five in a
//!                                                       gauntlet log: how many of the
//!                                                       winner's moves before the five
//!                                                       this engine proves the win
//! engine-bench vct --log FILE [--rule R] [--nodes 5000] [--from 6] [--pn-moves 20]
//!                                                       the depth-first threat solver and
//!                                                       the proof-number one on every
//!                                                       position of a gauntlet log, within
//!                                                       the same node budget
//! ```
//!
//! `depth` searches each opening (white to move) for `--ms` at level 5 and prints the
//! median completed depth (target: 14 or more at 1000 ms) and the median node rate.
//! `load` runs the Gomocup brain at `timeout_turn` on positions from those openings while
//! busy processes starve the CPU, and prints the slowest reply (target: at most the turn).
//! `lost` reads by default the 39 games the engine lost to the reference engine at 200 ms a
//! move before issue 21 (`data/lost-200ms-vs-reference.log`): the more losses seen earlier,
//! the sooner the engine sees threats coming.

use std::time::Instant;

#[path = "../common/brain.rs"]
mod brain;
mod depth;
mod load;
mod lost;
#[path = "../common/position.rs"]
mod position;
mod replay;
mod vct;
#[path = "../common/won.rs"]
mod won;

use gomoku::ai::{standard_openings, Engine, SearchInfo, SearchRequest};
use gomoku::game::{Point, Rule};
use position::played;

/// The 26 standard openings, as point lists.
fn openings(size: usize) -> Vec<Vec<Point>> {
    standard_openings(size).iter().map(|o| o.to_vec()).collect()
}

/// The value after `key` on the command line.
fn arg(args: &[String], key: &str) -> Option<String> {
    args.iter()
        .position(|a| a == key)
        .and_then(|i| args.get(i + 1).cloned())
}

/// The value after `key` parsed, if there is one and it parses.
fn opt<T: std::str::FromStr>(args: &[String], key: &str) -> Option<T> {
    arg(args, key).and_then(|v| v.parse().ok())
}

/// The value after `key` parsed, or `default`.
fn parsed<T: std::str::FromStr>(args: &[String], key: &str, default: T) -> T {
    opt(args, key).unwrap_or(default)
}

/// `--rule R`, freestyle by default.
fn rule_arg(args: &[String]) -> Rule {
    arg(args, "--rule")
        .and_then(|r| Rule::parse(&r))
        .unwrap_or(Rule::Freestyle)
}

/// `--knobs name=value,...`: search constants other than the defaults.
fn set_knobs(engine: &mut Engine, args: &[String]) {
    for kv in arg(args, "--knobs").unwrap_or_default().split(',') {
        if let Some((k, v)) = kv.split_once('=') {
            if let Ok(v) = v.trim().parse() {
                engine.set_knob(k.trim(), v);
            }
        }
    }
}

/// The moves of a gauntlet log's game line (`game N: ... RECORD`): its last word as a record.
fn log_moves(line: &str, size: usize) -> Option<Vec<Point>> {
    line.split_whitespace()
        .last()
        .and_then(|r| gomoku::game::parse_record(r, size).ok())
}

/// The search of the position after the first `n` moves of `moves` (the side to move next),
/// for `ms` at level 5 by a fresh engine with `knobs` applied.
fn search_replayed(
    moves: &[Point],
    n: usize,
    size: usize,
    rule: Rule,
    ms: f64,
    knobs: &dyn Fn(&mut Engine),
) -> SearchInfo {
    let (b, c) = played(&moves[..n], size);
    let t0 = Instant::now();
    let clock = move || t0.elapsed().as_secs_f64() * 1000.0;
    let req = SearchRequest {
        time_ms: Some(ms),
        ..SearchRequest::new(&b, c, rule, 5)
    };
    let mut engine = Engine::with_memory_mb(64);
    knobs(&mut engine);
    engine.search(&req, &clock, &mut |_| {})
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("depth") => depth::depth_bench(&args),
        Some("load") => load::load_bench(&args),
        Some("spin") => load::spin(),
        Some("pos") => replay::pos_bench(&args),
        Some("replay") => replay::replay(&args),
        Some("blunders") => replay::blunders(&args),
        Some("lost") => lost::lost(&args),
        Some("won") => won::run(&args),
        Some("vct") => vct::run(&args),
        _ => {
            eprintln!("usage: engine-bench depth [--ms 1000] [--rule freestyle] | load [--brain PATH] [--turn 1000] [--busy 4] [--positions 40]");
            std::process::exit(2);
        }
    }
}
