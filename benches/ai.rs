//! Engine benchmarks: search speed with and without the network and the network's cost per
//! evaluation (criterion), then printed reports: depth reached in one
//! second on the 26 standard openings (target: a median of 14), the tactical suite at level 5 with one second per
//! position, and self-play matches of level 5 against level 3 (20 games: 10 balanced
//! openings, each with both colours), once by node budget (reproducible) and once by time.
//!
//! Environment: `AI_BENCH_ONLY=selfplay` runs only the matches, `AI_BENCH_RULE=renju`
//! (or `standard`) changes their rule, `AI_BENCH_VERBOSE=1` prints every move.

use std::time::Instant;

use criterion::{black_box, Criterion};
use gomoku::ai::{nnue, sample, standard_openings, Engine, SearchRequest};
use gomoku::game::{format_record, parse_record, renju, winning_line, Board, Color, Point, Rule};

// The suite is shared with the tests; its #[test] functions and helpers go unused here.
#[allow(dead_code, unused_imports, unused_macros)]
#[path = "../tests/ai_tactics.rs"]
mod tactics;

/// Three standard midgame positions (freestyle, 15x15), as records from black's first move.
const MIDGAMES: [&str; 3] = [
    "h8i9i8g8j7j9h9k6h7h6",
    "h8h9i8g8j8k8i9i7j10k11",
    "h8i7j8i8i9j9k10g8h9",
];

fn position(record: &str) -> (Board, Color) {
    let mut b = Board::try_new(15).expect("size");
    let pts = parse_record(record, 15).expect("record");
    let mut c = Color::Black;
    for p in pts {
        b.set(p, Some(c));
        c = c.opponent();
    }
    (b, c)
}

fn clock() -> impl Fn() -> f64 {
    let t0 = Instant::now();
    move || t0.elapsed().as_secs_f64() * 1000.0
}

/// A renju middle game (black to move, from a game against Rapfi), where black's fouls and
/// white's defences against its threats are checked at many nodes.
const RENJU_MIDGAME: &str = "i6i7f6h8h5j6k5j7j5i5k7";

fn nodes_per_second(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    for (name, record, rule, nnue) in [
        (
            "level 5, 200k nodes, midgame 2",
            MIDGAMES[1],
            Rule::Freestyle,
            1,
        ),
        (
            "level 5, 200k nodes, midgame 2, network off",
            MIDGAMES[1],
            Rule::Freestyle,
            0,
        ),
        (
            "level 5, 200k nodes, renju midgame",
            RENJU_MIDGAME,
            Rule::Renju,
            1,
        ),
    ] {
        let (b, to_move) = position(record);
        group.bench_function(name, |bench| {
            bench.iter(|| {
                let mut e = Engine::new();
                e.set_knob("nnue", nnue);
                let req = SearchRequest {
                    nodes: Some(200_000),
                    ..SearchRequest::new(&b, to_move, rule, 5)
                };
                black_box(e.search(&req, &|| 0.0, &mut |_| {}))
            })
        });
    }
    group.finish();
}

/// The network's cost per evaluation: its layers on the accumulators of a midgame position
/// (the accumulators themselves are brought up to date lazily during the search, a cost the
/// node rates above include).
fn network_eval(c: &mut Criterion) {
    let Some(net) = nnue::net() else {
        println!("no network built in");
        return;
    };
    let mut group = c.benchmark_group("network");
    for (k, record) in MIDGAMES.iter().enumerate() {
        let (b, to_move) = position(record);
        let Some(s) = sample(&b, Rule::Freestyle, to_move) else {
            continue;
        };
        let acc = |list: &[(u16, u16)]| -> nnue::Acc {
            let mut a = [0i16; nnue::H];
            for &(f, n) in list {
                for _ in 0..n {
                    nnue::add_row(&mut a, net.row(f as usize));
                }
            }
            a
        };
        let (me, opp) = (acc(&s.me), acc(&s.opp));
        group.bench_function(format!("one evaluation, midgame {k}"), |bench| {
            bench.iter(|| black_box(net.eval(black_box(&me), black_box(&opp), s.mask as usize)))
        });
    }
    group.finish();
}

/// Completed depth and node rate at one second a move on the 26 standard openings (white
/// to move), natively; the target is a median depth of 14 or more.
fn report_speed_and_depth() {
    println!(
        "\n== depth and nodes per second in 1 s (level 5, freestyle, 26 standard openings) =="
    );
    let clock = clock();
    let mut depths = Vec::new();
    let mut rates = Vec::new();
    for op in standard_openings(15) {
        let mut b = Board::try_new(15).expect("size");
        for (i, &p) in op.iter().enumerate() {
            b.set(
                p,
                Some(if i % 2 == 0 {
                    Color::Black
                } else {
                    Color::White
                }),
            );
        }
        let mut e = Engine::with_memory_mb(64);
        let req = SearchRequest {
            board: &b,
            to_move: Color::White,
            rule: Rule::Freestyle,
            level: 5,
            time_ms: Some(1000.0),
            nodes: None,
            lines: 1,
            soft_ms: None,
        };
        let t = clock();
        let info = e.search(&req, &clock, &mut |_| {});
        let ms = clock() - t;
        println!(
            "{:<10} depth {:>2}  nodes {:>8}  {:>6.0} knodes/s  best {}  eval {}",
            format_record(&op, 15),
            info.depth,
            info.nodes,
            info.nodes as f64 / ms,
            format_record(&info.best.into_iter().collect::<Vec<_>>(), 15),
            info.eval
        );
        depths.push(info.depth);
        rates.push((info.nodes as f64 / ms) as u64);
    }
    depths.sort_unstable();
    rates.sort_unstable();
    println!(
        "median completed depth {} (target >= 14), median {} knodes/s",
        depths[depths.len() / 2],
        rates[rates.len() / 2]
    );
}

fn report_suite() {
    println!("\n== tactical suite, level 5, 1 s per position ==");
    let clock = clock();
    let mut solved = 0;
    let cases = tactics::cases();
    let mut slowest = 0.0f64;
    for case in &cases {
        let board = tactics::board_of(case);
        let answers = tactics::points(case.answers, case.size);
        let mut e = Engine::new();
        let req = SearchRequest {
            board: &board,
            to_move: case.to_move,
            rule: case.rule,
            level: 5,
            time_ms: Some(1000.0),
            nodes: None,
            lines: 1,
            soft_ms: None,
        };
        let t = clock();
        let info = e.search(&req, &clock, &mut |_| {});
        slowest = slowest.max(clock() - t);
        let ok = match (case.kind, info.best) {
            (_, None) => false,
            (tactics::Kind::Avoid, Some(m)) => {
                !answers.contains(&m) && tactics::legal(&board, case.rule, case.to_move, m)
            }
            (_, Some(m)) => answers.contains(&m),
        };
        if ok {
            solved += 1;
        } else {
            println!("  missed: {}", case.name);
        }
    }
    println!(
        "solved {solved}/{} (slowest search {slowest:.0} ms)",
        cases.len()
    );
}

/// Balanced openings: black at the centre, white touching it, and black's second stone
/// three or four lines away, which takes most of the first player's edge.
const OPENINGS: [&str; 10] = [
    "h8i9k5", "h8i8e5", "h8h9l8", "h8g9k11", "h8i7d8", "h8g8h4", "h8h7e11", "h8i9h12", "h8g7l9",
    "h8i8e11",
];

/// The rule of the self-play match: freestyle, or `AI_BENCH_RULE=renju` / `standard`.
fn match_rule() -> Rule {
    std::env::var("AI_BENCH_RULE")
        .ok()
        .and_then(|r| Rule::parse(&r))
        .unwrap_or(Rule::Freestyle)
}

/// How much each move may use in a match.
#[derive(Clone, Copy)]
enum Budget {
    /// Milliseconds per move (depends on the machine and its load).
    Time(f64),
    /// Nodes per move: reproducible, and immune to other work on the machine.
    Nodes(u64),
}

fn play(opening: &str, strong_is_black: bool, budget: Budget) -> Option<bool> {
    let rule = match_rule();
    let (ms, nodes) = match budget {
        Budget::Time(ms) => (Some(ms), None),
        Budget::Nodes(n) => (None, Some(n)),
    };
    let (mut b, mut to_move) = position(opening);
    let clock = clock();
    let mut strong = Engine::new();
    let mut weak = Engine::new();
    loop {
        let strong_moves = (to_move == Color::Black) == strong_is_black;
        let (engine, level) = if strong_moves {
            (&mut strong, 5)
        } else {
            (&mut weak, 3)
        };
        let req = SearchRequest {
            board: &b,
            to_move,
            rule,
            level,
            time_ms: ms,
            nodes,
            lines: 1,
            soft_ms: None,
        };
        let info = engine.search(&req, &clock, &mut |_| {});
        let m: Point = info.best?;
        if std::env::var_os("AI_BENCH_VERBOSE").is_some() {
            println!(
                "    {} L{level} {} eval {} depth {} pv {}",
                b.stone_count() + 1,
                format_record(&[m], 15),
                info.eval,
                info.depth,
                format_record(&info.pv, 15)
            );
        }
        assert!(b.get(m).is_none(), "illegal move");
        assert!(
            !(rule == Rule::Renju && to_move == Color::Black && renju::foul(&b, m).is_some()),
            "black played a foul"
        );
        b.set(m, Some(to_move));
        if winning_line(&b, m, rule).is_some() {
            return Some(strong_moves);
        }
        if b.is_full() {
            return None;
        }
        to_move = to_move.opponent();
    }
}

fn report_self_play(budget: Budget) {
    let per_move = match budget {
        Budget::Time(ms) => format!("{ms} ms per move"),
        Budget::Nodes(n) => format!("{n} nodes per move"),
    };
    println!(
        "\n== self-play: level 5 vs level 3, {} 15x15, {per_move} ==",
        match_rule()
    );
    let (mut wins, mut losses, mut draws) = (0, 0, 0);
    for (i, opening) in OPENINGS.iter().enumerate() {
        for strong_is_black in [true, false] {
            match play(opening, strong_is_black, budget) {
                Some(true) => wins += 1,
                Some(false) => losses += 1,
                None => draws += 1,
            }
        }
        println!(
            "  after opening {} ({opening}): {wins}-{losses}-{draws}",
            i + 1
        );
    }
    let games = wins + losses + draws;
    println!(
        "level 5 scored {wins} wins, {losses} losses, {draws} draws of {games} ({:.0}%)",
        100.0 * (wins as f64 + 0.5 * draws as f64) / games as f64
    );
}

fn main() {
    // AI_BENCH_ONLY=selfplay skips straight to the match (handy when tuning levels).
    let only_match = std::env::var("AI_BENCH_ONLY").is_ok_and(|v| v == "selfplay");
    if only_match {
        report_self_play(Budget::Nodes(200_000));
        report_self_play(Budget::Time(150.0));
        return;
    }
    let mut c = Criterion::default().configure_from_args();
    nodes_per_second(&mut c);
    network_eval(&mut c);
    c.final_summary();
    // The printed reports are long; `cargo bench --bench ai -- --quick-reports` is not needed.
    report_speed_and_depth();
    report_suite();
    report_self_play(Budget::Nodes(200_000));
    report_self_play(Budget::Time(150.0));
}
