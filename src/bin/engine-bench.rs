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
//! ```
//!
//! `depth` searches each opening (white to move) for `--ms` at level 5 and prints the
//! median completed depth (target: 14 or more at 1000 ms) and the median node rate.
//! `load` runs the Gomocup brain at `timeout_turn` on positions from those openings while
//! busy processes starve the CPU, and prints the slowest reply (target: at most the turn).
//! `lost` reads by default the 39 games the engine lost to the reference engine at 200 ms a
//! move before issue 21 (`data/lost-200ms-vs-reference.log`): the more losses seen earlier,
//! the sooner the engine sees threats coming.

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

#[path = "common/brain.rs"]
mod brain;
#[path = "common/won.rs"]
mod won;

use brain::Brain;

use gomoku::ai::{standard_openings, Engine, SearchInfo, SearchRequest, WIN_SCORE};
use gomoku::game::{format_record, Board, Color, Point, Rule};

/// The 26 standard openings, as point lists.
fn openings(size: usize) -> Vec<Vec<Point>> {
    standard_openings(size).iter().map(|o| o.to_vec()).collect()
}

fn arg(args: &[String], key: &str) -> Option<String> {
    args.iter()
        .position(|a| a == key)
        .and_then(|i| args.get(i + 1).cloned())
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

fn depth_bench(args: &[String]) {
    let ms: f64 = arg(args, "--ms")
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000.0);
    let rule = arg(args, "--rule")
        .and_then(|r| Rule::parse(&r))
        .unwrap_or(Rule::Freestyle);
    // A node budget searches the same trees whatever the speed: the sums below then tell a
    // faster build from one that searches differently.
    let nodes: Option<u64> = arg(args, "--nodes").and_then(|v| v.parse().ok());
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
        let mut b = Board::try_new(size).expect("size");
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
        let mut engine = Engine::with_memory_mb(64);
        set_knobs(&mut engine, args);
        let req = SearchRequest {
            board: &b,
            to_move: Color::White,
            rule,
            level: 5,
            time_ms: nodes.is_none().then_some(ms),
            nodes,
            lines: 1,
            soft_ms: None,
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

/// Positions for the load bench: the openings, and each played on a few plies by a fixed rule.
fn load_positions(count: usize, size: usize) -> Vec<Vec<Point>> {
    let base = openings(size);
    let mut out = Vec::new();
    let mut k = 0usize;
    while out.len() < count {
        let mut op = base[k % base.len()].clone();
        // Later rounds add stones on a fixed walk around the centre, so positions differ.
        let extra = 2 * (k / base.len());
        let c = (size / 2) as isize;
        let mut s = k as isize;
        while op.len() < 3 + extra {
            s = (s * 7 + 3) % 25;
            let p = Point::new((c + s % 5 - 2) as usize, (c + s / 5 - 2 + 3) as usize);
            if !op.contains(&p) {
                op.push(p);
            } else {
                s += 1;
            }
        }
        out.push(op);
        k += 1;
    }
    out
}

fn load_bench(args: &[String]) {
    let brain = arg(args, "--brain").unwrap_or_else(|| {
        let me = std::env::current_exe().unwrap_or_default();
        me.with_file_name("pbrain-gomoku")
            .to_string_lossy()
            .into_owned()
    });
    let turn: u64 = arg(args, "--turn")
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    let busy: usize = arg(args, "--busy")
        .and_then(|v| v.parse().ok())
        .unwrap_or(4);
    let count: usize = arg(args, "--positions")
        .and_then(|v| v.parse().ok())
        .unwrap_or(40);
    // `--records FILE`: every position of the games in FILE (one record per line, the last
    // word of the line), instead of the openings.
    let positions: Vec<Vec<Point>> = match arg(args, "--records") {
        Some(path) => std::fs::read_to_string(&path)
            .unwrap_or_default()
            .lines()
            .filter_map(|l| l.split_whitespace().last())
            .filter_map(|r| gomoku::game::parse_record(r, 15).ok())
            .flat_map(|g| {
                (4..g.len())
                    .map(move |n| g[..n].to_vec())
                    .collect::<Vec<_>>()
            })
            .take(count)
            .collect(),
        None => load_positions(count, 15),
    };
    let exe = std::env::current_exe().unwrap_or_default();
    let mut spinners: Vec<Child> = (0..busy)
        .filter_map(|_| {
            Command::new(&exe)
                .arg("spin")
                .stdout(Stdio::null())
                .spawn()
                .ok()
        })
        .collect();
    println!(
        "== {brain} at timeout_turn {turn} on {count} positions, {} busy processes ==",
        spinners.len()
    );
    let mut engine = match Brain::spawn(&brain, None) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("cannot start {brain}: {e}");
            spinners.iter_mut().for_each(|s| {
                let _ = s.kill();
            });
            std::process::exit(2);
        }
    };
    let size = 15;
    let wait = Duration::from_millis(turn + 10_000);
    let _ = engine.ask(&format!("START {size}"), wait);
    engine.send(&format!("INFO timeout_turn {turn}"));
    engine.send("INFO timeout_match 0");
    let mut times = Vec::new();
    for op in positions {
        engine.send("BOARD");
        // The brain is the side to move: black when the counts are equal.
        let me_black = op.len() % 2 == 0;
        for (i, p) in op.iter().enumerate() {
            let black = i % 2 == 0;
            engine.send(&format!(
                "{},{},{}",
                p.x,
                p.y,
                if black == me_black { 1 } else { 2 }
            ));
        }
        let t = Instant::now();
        let answer = engine.ask("DONE", wait);
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        times.push(ms);
        println!(
            "{:<20} {:>6.0} ms  {}",
            format_record(&op, size),
            ms,
            answer.unwrap_or_else(|| "no answer".into())
        );
    }
    drop(engine);
    for s in spinners.iter_mut() {
        let _ = s.kill();
        let _ = s.wait();
    }
    times.sort_by(f64::total_cmp);
    let slowest = times.last().copied().unwrap_or(0.0);
    println!(
        "slowest reply {slowest:.0} ms (target <= {turn}), median {:.0} ms, over {} positions",
        times.get(times.len() / 2).copied().unwrap_or(0.0),
        times.len()
    );
}

/// One position (a record from black's first move) searched for `--ms`, every iteration shown.
fn pos_bench(args: &[String]) {
    let ms: f64 = arg(args, "--ms")
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000.0);
    let rule = arg(args, "--rule")
        .and_then(|r| Rule::parse(&r))
        .unwrap_or(Rule::Freestyle);
    let size = 15;
    let Some(rec) = args.get(1) else { return };
    let Ok(pts) = gomoku::game::parse_record(rec, size) else {
        eprintln!("bad record {rec}");
        return;
    };
    let mut b = Board::try_new(size).expect("size");
    for (i, &p) in pts.iter().enumerate() {
        b.set(
            p,
            Some(if i % 2 == 0 {
                Color::Black
            } else {
                Color::White
            }),
        );
    }
    let to_move = if pts.len() % 2 == 0 {
        Color::Black
    } else {
        Color::White
    };
    let t0 = Instant::now();
    let clock = move || t0.elapsed().as_secs_f64() * 1000.0;
    let mut engine = Engine::with_memory_mb(64);
    set_knobs(&mut engine, args);
    let req = SearchRequest {
        board: &b,
        to_move,
        rule,
        level: 5,
        time_ms: Some(ms),
        nodes: arg(args, "--nodes").and_then(|v| v.parse().ok()),
        lines: 1,
        soft_ms: None,
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
fn replay(args: &[String]) {
    let ms: f64 = arg(args, "--ms")
        .and_then(|v| v.parse().ok())
        .unwrap_or(200.0);
    let from: usize = arg(args, "--from")
        .and_then(|v| v.parse().ok())
        .unwrap_or(3);
    let rule = arg(args, "--rule")
        .and_then(|r| Rule::parse(&r))
        .unwrap_or(Rule::Freestyle);
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
        let mut b = Board::try_new(size).expect("size");
        for (i, &p) in pts[..n].iter().enumerate() {
            b.set(
                p,
                Some(if i % 2 == 0 {
                    Color::Black
                } else {
                    Color::White
                }),
            );
        }
        let to_move = if n % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        let req = SearchRequest {
            board: &b,
            to_move,
            rule,
            level: 5,
            time_ms: Some(ms),
            nodes: None,
            lines: 1,
            soft_ms: None,
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
fn blunders(args: &[String]) {
    let Some(path) = arg(args, "--records") else {
        eprintln!("blunders --records FILE");
        return;
    };
    let size = 15;
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let search = |b: &Board, c: Color, nodes: u64| {
        let req = SearchRequest {
            board: b,
            to_move: c,
            rule: Rule::Freestyle,
            level: 5,
            time_ms: None,
            nodes: Some(nodes),
            lines: 1,
            soft_ms: None,
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
        let Some(moves) = line
            .split_whitespace()
            .last()
            .and_then(|r| gomoku::game::parse_record(r, size).ok())
        else {
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

fn spin() {
    // A busy process for the load bench: burns a core until killed (an hour at most).
    let t = Instant::now();
    let mut x = 0u64;
    while t.elapsed().as_secs() < 3600 {
        for i in 0..1_000_000u64 {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(i);
        }
        std::hint::black_box(x);
    }
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
    let mut b = Board::try_new(size).expect("size");
    let mut c = Color::Black;
    for &p in &moves[..n] {
        b.set(p, Some(c));
        c = c.opponent();
    }
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

/// The games the engine before issue 21 lost to the reference engine at 200 ms a move.
const LOST_LOG: &str = "data/lost-200ms-vs-reference.log";

/// For every game A lost in a gauntlet log, the positions A had to move in before its first
/// `MESSAGE ... eval` of a proven loss (up to `--back` of its moves back), each searched for
/// `--ms`: the earliest at which this engine already reports the loss, and at which of them
/// it would have played another move.
fn lost(args: &[String]) {
    let path = arg(args, "--log").unwrap_or_else(|| LOST_LOG.to_string());
    let ms: f64 = arg(args, "--ms")
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000.0);
    let back: usize = arg(args, "--back")
        .and_then(|v| v.parse().ok())
        .unwrap_or(5);
    let size = 15;
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let (mut games, mut seen, mut earlier, mut deviates) = (0, 0, 0, 0);
    for block in text.split("\ngame ").filter(|b| b.contains("B wins")) {
        let head = block.lines().next().unwrap_or_default();
        let Some(moves) = head
            .split_whitespace()
            .last()
            .and_then(|r| gomoku::game::parse_record(r, size).ok())
        else {
            continue;
        };
        let a_black = head.contains("A black");
        // The first of A's replies whose MESSAGE reports a proven loss: "  N x,y  T ms  MESSAGE depth D eval E".
        let first_loss = block.lines().skip(1).find_map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            let n: usize = w.first()?.parse().ok()?;
            let eval: i32 = w
                .get(w.iter().position(|&t| t == "eval")? + 1)?
                .parse()
                .ok()?;
            ((n % 2 == 1) == a_black && eval <= -(WIN_SCORE - 1000)).then_some(n)
        });
        let Some(fl) = first_loss else { continue };
        games += 1;
        let mut found = None;
        let mut other = false;
        for k in 1..=back {
            // Move numbers are 1-based: the position before move `fl - 2k` has `fl - 2k - 1` stones.
            let Some(n) = (fl - 1).checked_sub(2 * k) else {
                break;
            };
            let knobs = |e: &mut Engine| set_knobs(e, args);
            let info = search_replayed(&moves, n, size, Rule::Freestyle, ms, &knobs);
            other |= info.best != moves.get(n).copied();
            if info.forced_loss.is_some() {
                found = Some(k);
            } else {
                break;
            }
        }
        println!(
            "game {}: loss first reported at move {fl}; seen {} own moves earlier{}",
            head.split(':').next().unwrap_or_default(),
            found.unwrap_or(0),
            if other {
                ", another move chosen before"
            } else {
                ""
            }
        );
        seen += usize::from(found.is_some());
        earlier += found.unwrap_or(0);
        deviates += usize::from(other);
    }
    println!(
        "{games} lost games: the loss seen earlier in {seen} ({:.1} own moves earlier on average); another move chosen in {deviates}",
        earlier as f64 / games.max(1) as f64
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("depth") => depth_bench(&args),
        Some("load") => load_bench(&args),
        Some("spin") => spin(),
        Some("pos") => pos_bench(&args),
        Some("replay") => replay(&args),
        Some("blunders") => blunders(&args),
        Some("lost") => lost(&args),
        Some("won") => won::run(&args),
        _ => {
            eprintln!("usage: engine-bench depth [--ms 1000] [--rule freestyle] | load [--brain PATH] [--turn 1000] [--busy 4] [--positions 40]");
            std::process::exit(2);
        }
    }
}
