//! `engine-bench pos`, `replay` and `blunders`: searches of positions taken from records.

use std::time::Instant;

use gomoku::ai::{Engine, SearchRequest};
use gomoku::game::{format_record, Board, Color, Rule};

use super::{arg, log_moves, opt, parsed, played, rule_arg, set_knobs};

/// One position (a record from black's first move) searched for `--ms`, every iteration shown.
pub fn pos_bench(args: &[String]) {
    let ms: f64 = parsed(args, "--ms", 1000.0);
    let rule = rule_arg(args);
    let size = 15;
    let Some(rec) = args.get(1) else { return };
    let Ok(pts) = gomoku::game::parse_record(rec, size) else {
        eprintln!("bad record {rec}");
        return;
    };
    let (b, to_move) = played(&pts, size);
    let t0 = Instant::now();
    let clock = move || t0.elapsed().as_secs_f64() * 1000.0;
    let mut engine = Engine::with_memory_mb(64);
    set_knobs(&mut engine, args);
    let req = SearchRequest {
        time_ms: Some(ms),
        nodes: opt(args, "--nodes"),
        ..SearchRequest::new(&b, to_move, rule, 5)
    };
    let start = clock();
    let info = engine.search(&req, &clock, &mut |i| {
        println!(
            "{:>7.1} ms depth {:>2} eval {:>6} nodes {:>8} pv {}",
            clock() - start,
            i.depth,
            i.eval,
            i.nodes,
            format_record(&i.pv, size)
        )
    });
    println!(
        "{:>7.1} ms: best {} eval {} depth {} nodes {}",
        clock() - start,
        format_record(&info.best.into_iter().collect::<Vec<_>>(), size),
        info.eval,
        info.depth,
        info.nodes
    );
}

/// Every position of a game record from move `--from`, searched for `--ms`: the engine's
/// move and score against the move played.
pub fn replay(args: &[String]) {
    let ms: f64 = parsed(args, "--ms", 200.0);
    let from: usize = parsed(args, "--from", 3);
    let rule = rule_arg(args);
    let size = 15;
    let Some(pts) = args
        .get(1)
        .and_then(|r| gomoku::game::parse_record(r, size).ok())
    else {
        eprintln!("bad record");
        return;
    };
    let t0 = Instant::now();
    let clock = move || t0.elapsed().as_secs_f64() * 1000.0;
    let mut engine = Engine::with_memory_mb(64);
    for n in from..pts.len() {
        let (b, to_move) = played(&pts[..n], size);
        let req = SearchRequest {
            time_ms: Some(ms),
            ..SearchRequest::new(&b, to_move, rule, 5)
        };
        let info = engine.search(&req, &clock, &mut |_| {});
        println!(
            "{:>3} {} played {:<4} engine {:<4} eval {:>6} depth {:>2} pv {}",
            n + 1,
            if to_move == Color::Black { "B" } else { "W" },
            format_record(&pts[n..=n], size),
            format_record(&info.best.into_iter().collect::<Vec<_>>(), size),
            info.eval,
            info.depth,
            format_record(&info.pv, size)
        );
    }
}

/// Positions of a gauntlet log (`gauntlet --log`) where engine B (the second engine) moved
/// into a short forced loss although it had a defence: candidates for the tactical suite.
pub fn blunders(args: &[String]) {
    let Some(path) = arg(args, "--records") else {
        eprintln!("blunders --records FILE");
        return;
    };
    let size = 15;
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let search = |b: &Board, c: Color, nodes: u64| {
        let req = SearchRequest {
            nodes: Some(nodes),
            ..SearchRequest::new(b, c, Rule::Freestyle, 5)
        };
        Engine::with_memory_mb(32).search(&req, &|| 0.0, &mut |_| {})
    };
    for line in text.lines() {
        // "game N: A black, ..." : B is white then.
        let b_color = if line.contains("A black") {
            Color::White
        } else {
            Color::Black
        };
        let Some(moves) = log_moves(line, size) else {
            continue;
        };
        let mut b = Board::try_new(size).expect("size");
        let mut c = Color::Black;
        for (i, &m) in moves.iter().enumerate() {
            if c == b_color && i >= 3 {
                let before = search(&b, c, 300_000);
                let mut after = b.clone();
                after.set(m, Some(c));
                let reply = search(&after, c.opponent(), 300_000);
                if before.forced_loss.is_none() && reply.forced_win.is_some_and(|k| k <= 4) {
                    println!(
                        "{} to move: {} played {}, opponent wins in {:?}; engine plays {} (eval {})",
                        c.as_str(),
                        format_record(&moves[..i], size),
                        format_record(&[m], size),
                        reply.forced_win,
                        format_record(&before.best.into_iter().collect::<Vec<_>>(), size),
                        before.eval
                    );
                }
            }
            b.set(m, Some(c));
            c = c.opponent();
        }
    }
}
