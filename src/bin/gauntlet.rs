//! A match between two Gomocup (pbrain) engines, judged natively by this crate's rules.
//!
//! ```text
//! gauntlet ENGINE_A ENGINE_B [--rule freestyle|standard|renju] [--size 15] [--turn 1000]
//!          [--openings 10] [--seed 1] [--tol 100] [--log FILE] [--stones 3]
//!          [--balanced EVAL]
//! ```
//!
//! The native twin of `benches/match.mjs` (same openings for the same seed, same protocol,
//! same forfeits) for machines without the wasm package: every opening, three random stones
//! near the centre sent with BOARD, is played twice with the colours swapped; a move later
//! than the turn time plus `--tol` ms, an illegal or foul move, or a protocol error loses.
//! `--stones` and `--balanced EVAL` (keep only openings this crate's engine scores within
//! EVAL of even) make other opening sets for engine development.
//! Prints the score, the Elo difference with its 95% interval (from the variance of the
//! opening pairs), reply times and the depths the engines report in `MESSAGE depth` lines.

use std::fmt;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use gomoku::game::{format_record, Config, Game, Outcome, Point, Rule};

/// Why a match could not run.
#[derive(Debug)]
enum MatchError {
    /// Bad command line.
    Usage(String),
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::Usage(s) => write!(f, "{s}\nusage: gauntlet ENGINE_A ENGINE_B [--rule freestyle|standard|renju] [--size N] [--turn ms] [--openings N] [--seed N] [--tol ms] [--log FILE] [--stones N] [--balanced EVAL]"),
        }
    }
}

/// Match settings.
struct Opts {
    engines: [String; 2],
    rule: Rule,
    size: usize,
    turn: u64,
    openings: usize,
    seed: u32,
    stones: usize,
    balanced: Option<i32>,
    tol: u64,
    log: Option<String>,
}

fn parse_args() -> Result<Opts, MatchError> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut pos = Vec::new();
    let mut o = Opts {
        engines: [String::new(), String::new()],
        rule: Rule::Freestyle,
        size: 15,
        turn: 1000,
        openings: 10,
        seed: 1,
        stones: 3,
        balanced: None,
        tol: 100,
        log: None,
    };
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        if let Some(key) = a.strip_prefix("--") {
            let v = args
                .get(i + 1)
                .ok_or_else(|| MatchError::Usage(format!("--{key} needs a value")))?;
            let num = || {
                v.parse::<u64>()
                    .map_err(|_| MatchError::Usage(format!("--{key}: not a number: {v}")))
            };
            match key {
                "rule" => {
                    o.rule = Rule::parse(v)
                        .ok_or_else(|| MatchError::Usage(format!("unknown rule {v}")))?
                }
                "size" => o.size = num()? as usize,
                "turn" => o.turn = num()?,
                "openings" => o.openings = num()? as usize,
                "seed" => o.seed = num()? as u32,
                "stones" => o.stones = (num()? as usize).clamp(1, 10),
                "balanced" => o.balanced = Some(num()? as i32),
                "tol" => o.tol = num()?,
                "log" => o.log = Some(v.clone()),
                _ => return Err(MatchError::Usage(format!("unknown option --{key}"))),
            }
            i += 2;
        } else {
            pos.push(a.clone());
            i += 1;
        }
    }
    if pos.len() != 2 {
        return Err(MatchError::Usage("two engines are needed".into()));
    }
    o.engines = [pos[0].clone(), pos[1].clone()];
    Ok(o)
}

/// The seeded generator of `benches/match.mjs`, so both runners play the same openings.
struct Rng(u32);

impl Rng {
    fn next(&mut self) -> f64 {
        self.0 = self.0.wrapping_add(0x6d2b_79f5);
        let s = self.0;
        let mut t = (s ^ (s >> 15)).wrapping_mul(s | 1);
        t ^= t.wrapping_add((t ^ (t >> 7)).wrapping_mul(t | 61));
        f64::from(t ^ (t >> 14)) / 4_294_967_296.0
    }
}

/// `count` distinct openings: `stones` stones (three in `match.mjs`) within two points of the
/// centre.
fn openings(
    count: usize,
    size: usize,
    seed: u32,
    stones: usize,
    balanced: Option<i32>,
) -> Vec<Vec<Point>> {
    let mut rng = Rng(seed);
    let c = size / 2;
    let mut out: Vec<Vec<Point>> = Vec::new();
    while out.len() < count {
        let mut op: Vec<Point> = Vec::new();
        while op.len() < stones {
            let x = (c + (rng.next() * 5.0) as usize).saturating_sub(2);
            let y = (c + (rng.next() * 5.0) as usize).saturating_sub(2);
            let p = Point::new(x, y);
            if !op.contains(&p) {
                op.push(p);
            }
        }
        if !out.contains(&op) && balanced.is_none_or(|limit| is_balanced(&op, size, limit)) {
            out.push(op);
        }
    }
    out
}

/// Whether this crate's engine scores the opening within `limit` of even (100k nodes, so
/// the choice is reproducible).
fn is_balanced(op: &[Point], size: usize, limit: i32) -> bool {
    let Ok(mut b) = gomoku::game::Board::try_new(size) else {
        return false;
    };
    let mut c = gomoku::game::Color::Black;
    for &p in op {
        b.set(p, Some(c));
        c = c.opponent();
    }
    let req = gomoku::ai::SearchRequest {
        board: &b,
        to_move: c,
        rule: Rule::Freestyle,
        level: 5,
        time_ms: None,
        nodes: Some(100_000),
        lines: 1,
    };
    let info = gomoku::ai::Engine::new().search(&req, &|| 0.0, &mut |_| {});
    info.eval.abs() <= limit
}

/// One engine process, read line by line on a thread.
struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// Depths from the `MESSAGE depth D ...` lines since the last answer.
    depths: Vec<u32>,
}

impl Engine {
    fn spawn(path: &str) -> Option<Engine> {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        let stdin = child.stdin.take()?;
        let stdout = child.stdout.take()?;
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line.trim().to_string()).is_err() {
                    break;
                }
            }
        });
        Some(Engine {
            child,
            stdin,
            lines: rx,
            depths: Vec::new(),
        })
    }

    fn send(&mut self, line: &str) {
        // A dead engine is noticed when it does not answer.
        let _ = writeln!(self.stdin, "{line}");
        let _ = self.stdin.flush();
    }

    /// The next answer (MESSAGE, DEBUG and SUGGEST lines are only noted), or `None` on
    /// silence for `ms` or exit.
    fn recv(&mut self, ms: u64) -> Option<String> {
        let end = Instant::now() + Duration::from_millis(ms);
        loop {
            let left = end.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(l) if l.is_empty() => {}
                Ok(l) => {
                    let up = l.to_ascii_uppercase();
                    if up.starts_with("MESSAGE")
                        || up.starts_with("DEBUG")
                        || up.starts_with("SUGGEST")
                    {
                        let mut w = l.split_whitespace();
                        if w.nth(1) == Some("depth") {
                            if let Some(d) = w.next().and_then(|d| d.parse().ok()) {
                                self.depths.push(d);
                            }
                        }
                        continue;
                    }
                    return Some(l);
                }
                Err(RecvTimeoutError::Timeout) | Err(RecvTimeoutError::Disconnected) => {
                    return None
                }
            }
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        self.send("END");
        let end = Instant::now() + Duration::from_millis(500);
        while Instant::now() < end {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Reply-time and depth figures of one engine over the match.
#[derive(Default)]
struct Stats {
    replies: u64,
    total_ms: f64,
    slowest_ms: f64,
    /// Deepest reported depth of each reply (engines that report).
    depths: Vec<u32>,
}

/// The result of one game.
struct GameResult {
    /// 0 black, 1 white, `None` a draw.
    winner: Option<usize>,
    reason: String,
    record: String,
}

fn rule_code(rule: Rule) -> u32 {
    match rule {
        Rule::Freestyle => 0,
        Rule::Standard => 1,
        Rule::Renju => 4,
    }
}

/// Plays one game; `paths[0]` is black.
fn play(paths: [&str; 2], opening: &[Point], o: &Opts, stats: [&mut Stats; 2]) -> GameResult {
    let config = Config {
        size: o.size,
        rule: o.rule,
        ..Config::default()
    };
    let mut game = match Game::try_new(config) {
        Ok(g) => g,
        Err(e) => {
            return GameResult {
                winner: None,
                reason: format!("bad configuration: {e}"),
                record: String::new(),
            }
        }
    };
    for &p in opening {
        if game.try_place(p).is_err() {
            return GameResult {
                winner: None,
                reason: "bad opening".into(),
                record: String::new(),
            };
        }
    }
    let record = |g: &Game| {
        let pts: Vec<Point> = g.moves().iter().map(|m| m.point).collect();
        format_record(&pts, o.size)
    };
    let lose = |side: usize, reason: String, g: &Game| GameResult {
        winner: Some(1 - side),
        reason,
        record: record(g),
    };
    let mut engines: Vec<Engine> = Vec::new();
    for (side, path) in paths.iter().enumerate() {
        let Some(mut e) = Engine::spawn(path) else {
            return lose(side, format!("cannot start {path}"), &game);
        };
        e.send(&format!("START {}", o.size));
        match e.recv(10_000) {
            Some(ok) if ok == "OK" => {}
            other => return lose(side, format!("START answered {other:?}"), &game),
        }
        for info in [
            format!("timeout_turn {}", o.turn),
            "timeout_match 0".to_string(),
            "max_memory 83886080".to_string(),
            format!("rule {}", rule_code(o.rule)),
        ] {
            e.send(&format!("INFO {info}"));
        }
        engines.push(e);
    }
    let mut stats = stats;
    let mut started = [false, false];
    loop {
        match game.outcome() {
            Outcome::Win { color, .. } => {
                return GameResult {
                    winner: Some(usize::from(*color == gomoku::game::Color::White)),
                    reason: "five".into(),
                    record: record(&game),
                }
            }
            Outcome::Draw => {
                return GameResult {
                    winner: None,
                    reason: "full board".into(),
                    record: record(&game),
                }
            }
            Outcome::Ongoing => {}
        }
        let Some(to_move) = game.to_move() else {
            return GameResult {
                winner: None,
                reason: "no side to move".into(),
                record: record(&game),
            };
        };
        let side = usize::from(to_move == gomoku::game::Color::White);
        let e = &mut engines[side];
        if started[side] {
            let Some(last) = game.moves().last().map(|m| m.point) else {
                return lose(side, "no last move".into(), &game);
            };
            e.send(&format!("TURN {},{}", last.x, last.y));
        } else {
            started[side] = true;
            e.send("BOARD");
            for m in game.moves() {
                let own = usize::from(m.color == gomoku::game::Color::White) == side;
                e.send(&format!(
                    "{},{},{}",
                    m.point.x,
                    m.point.y,
                    if own { 1 } else { 2 }
                ));
            }
            e.send("DONE");
        }
        e.depths.clear();
        let t0 = Instant::now();
        let answer = e.recv(o.turn + o.tol + 5000);
        let ms = t0.elapsed().as_secs_f64() * 1000.0;
        let st = &mut stats[side];
        st.replies += 1;
        st.total_ms += ms;
        st.slowest_ms = st.slowest_ms.max(ms);
        if let Some(&d) = e.depths.iter().max() {
            st.depths.push(d);
        }
        if ms > o.turn as f64 {
            let when = record(&game);
            eprintln!("late: {ms:.0} ms by {} after {when}", paths[side]);
        }
        let Some(answer) = answer else {
            return lose(side, "no answer".into(), &game);
        };
        if ms > (o.turn + o.tol) as f64 {
            return lose(side, format!("{ms:.0} ms for a {} ms turn", o.turn), &game);
        }
        let parsed = answer
            .split_once(',')
            .and_then(|(x, y)| Some(Point::new(x.trim().parse().ok()?, y.trim().parse().ok()?)));
        let Some(p) = parsed else {
            return lose(side, format!("answered {answer:?}"), &game);
        };
        if let Err(err) = game.try_place(p) {
            return lose(side, format!("illegal move: {err}"), &game);
        }
    }
}

/// Elo of a score fraction.
fn elo(p: f64) -> f64 {
    let p = p.clamp(1e-6, 1.0 - 1e-6);
    -400.0 * (1.0 / p - 1.0).log10()
}

fn median(v: &mut [u32]) -> Option<u32> {
    v.sort_unstable();
    (!v.is_empty()).then(|| v[v.len() / 2])
}

fn run() -> Result<(), MatchError> {
    let o = parse_args()?;
    let mut log = match &o.log {
        Some(path) => Some(
            std::fs::File::create(path)
                .map_err(|e| MatchError::Usage(format!("cannot write {path}: {e}")))?,
        ),
        None => None,
    };
    let ops = openings(o.openings, o.size, o.seed, o.stones, o.balanced);
    println!(
        "{} (A) against {} (B): {} {}x{}, {} ms a move, {} games",
        o.engines[0],
        o.engines[1],
        o.rule,
        o.size,
        o.size,
        o.turn,
        2 * ops.len()
    );
    let (mut a, mut b, mut draws) = (0u32, 0u32, 0u32);
    let mut pairs: Vec<f64> = Vec::new();
    let mut st = [Stats::default(), Stats::default()];
    for (k, op) in ops.iter().enumerate() {
        let mut pair = 0.0;
        for a_black in [true, false] {
            let id = 2 * k + usize::from(!a_black);
            let paths = if a_black {
                [o.engines[0].as_str(), o.engines[1].as_str()]
            } else {
                [o.engines[1].as_str(), o.engines[0].as_str()]
            };
            let [sa, sb] = &mut st;
            let stats = if a_black { [sa, sb] } else { [sb, sa] };
            let r = play(paths, op, &o, stats);
            let who = match r.winner {
                None => {
                    draws += 1;
                    pair += 0.5;
                    "draw"
                }
                Some(w) if (w == 0) == a_black => {
                    a += 1;
                    pair += 1.0;
                    "A wins"
                }
                Some(_) => {
                    b += 1;
                    "B wins"
                }
            };
            let line = format!(
                "game {id}: A {}, {who} ({}) {}",
                if a_black { "black" } else { "white" },
                r.reason,
                r.record
            );
            println!("{line}");
            if let Some(f) = log.as_mut() {
                let _ = writeln!(f, "{line}");
            }
        }
        pairs.push(pair / 2.0);
    }
    let n = pairs.len() as f64;
    let games = f64::from(a + b + draws);
    let p = (f64::from(a) + f64::from(draws) / 2.0) / games;
    // The opening pairs are the independent samples (colours swapped within each).
    let var = pairs.iter().map(|&x| (x - p) * (x - p)).sum::<f64>() / (n - 1.0).max(1.0);
    let se = (var / n).sqrt();
    let (lo, hi) = (elo(p - 1.96 * se), elo(p + 1.96 * se));
    println!(
        "A {a} - B {b}, {draws} draws: A scores {:.1}% (Elo {:+.0}, 95% interval {:+.0} to {:+.0})",
        100.0 * p,
        elo(p),
        lo,
        hi
    );
    for (name, s) in ["A", "B"].iter().zip(st.iter_mut()) {
        let depth = median(&mut s.depths)
            .map(|d| format!(", median reported depth {d}"))
            .unwrap_or_default();
        println!(
            "{name}: {} replies, mean {:.0} ms, slowest {:.0} ms{depth}",
            s.replies,
            s.total_ms / (s.replies.max(1) as f64),
            s.slowest_ms
        );
    }
    Ok(())
}

fn main() {
    if let Err(e) = run() {
        eprintln!("{e}");
        std::process::exit(2);
    }
}
