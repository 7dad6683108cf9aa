//! A match between two Gomocup (pbrain) engines, judged natively by this crate's rules.
//!
//! ```text
//! gauntlet ENGINE_A ENGINE_B [--rule freestyle|standard|renju] [--size 15] [--turn 1000]
//!          [--match 0] [--openings 10] [--seed 1] [--tol 100] [--jobs 1] [--log FILE]
//!          [--stones 3] [--balanced EVAL] [--openings-file FILE] [--openings-out FILE]
//! ```
//!
//! An engine is any Gomocup command (a program and its arguments); each runs in an empty
//! working directory of its own, so it reads no configuration or network file. Every
//! opening, sent with BOARD, is played twice with the colours swapped; `--jobs` games run at
//! once. A move later than the turn time plus `--tol` ms, a game clock (`--match` ms, with
//! `time_left` sent before every move) run out by more than `--tol`, an illegal or foul move,
//! or a protocol error loses.
//!
//! Openings: `--stones` random stones within two points of the centre (seeded by `--seed`),
//! kept only if this crate's engine scores them within `--balanced EVAL` of even when given;
//! or the records of `--openings-file` (one per line, the last word of the line). The choice
//! depends on this build's engine: `--openings-out` writes the openings played, so that a later
//! build can play the same ones (`--openings-file`).
//!
//! Prints the score, the Elo difference with its 95% interval (from the variance of the
//! opening pairs), A's score with each colour, reply times and the depths the engines report
//! in `MESSAGE depth` lines.
//! `--log` writes every game with each reply's time and the engine's last MESSAGE line.
//!
//! `gauntlet compare LOG_A LOG_B` compares two matches played on the same openings, opening
//! by opening: A's score in each and the difference with its 95% interval.

use std::fmt;
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

#[path = "common/brain.rs"]
mod brain;
#[path = "common/compare.rs"]
mod compare;
#[path = "common/position.rs"]
mod position;

use brain::{parse_move, Brain};
use gomoku::ai::rng::Rng;
use gomoku::game::{
    format_record, parse_record, Color, Config, Game, Outcome, Point, Rule, MAX_SIZE, MIN_SIZE,
};

/// Why a match could not run.
#[derive(Debug)]
enum MatchError {
    /// Bad command line.
    Usage(String),
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::Usage(s) => write!(f, "{s}\nusage: gauntlet ENGINE_A ENGINE_B [--rule freestyle|standard|renju] [--size N] [--turn ms] [--match ms] [--openings N] [--seed N] [--tol ms] [--jobs N] [--log FILE] [--stones N] [--balanced EVAL] [--openings-file FILE] [--openings-out FILE]"),
        }
    }
}

/// Match settings.
struct Opts {
    engines: [String; 2],
    rule: Rule,
    size: usize,
    turn: u64,
    /// The game clock per engine in milliseconds; 0 for none.
    clock: u64,
    openings: usize,
    seed: u64,
    stones: usize,
    balanced: Option<i32>,
    file: Option<String>,
    /// Where to write the openings played, one record a line.
    file_out: Option<String>,
    tol: u64,
    jobs: usize,
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
        clock: 0,
        openings: 10,
        seed: 1,
        stones: 3,
        balanced: None,
        file: None,
        file_out: None,
        tol: 100,
        jobs: 1,
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
                "size" => {
                    o.size = num()? as usize;
                    if !(MIN_SIZE..=MAX_SIZE).contains(&o.size) {
                        return Err(MatchError::Usage(format!(
                            "--size: {v} is not between {MIN_SIZE} and {MAX_SIZE}"
                        )));
                    }
                }
                "turn" => o.turn = num()?,
                "match" => o.clock = num()?,
                "openings" => o.openings = num()? as usize,
                "seed" => o.seed = num()?,
                "stones" => o.stones = (num()? as usize).clamp(1, 10),
                "balanced" => o.balanced = Some(num()? as i32),
                "openings-file" => o.file = Some(v.clone()),
                "openings-out" => o.file_out = Some(v.clone()),
                "tol" => o.tol = num()?,
                "jobs" => o.jobs = (num()? as usize).max(1),
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

/// `count` distinct openings: `stones` stones within two points of the centre.
fn openings(o: &Opts) -> Result<Vec<Vec<Point>>, MatchError> {
    if let Some(path) = &o.file {
        let text = std::fs::read_to_string(path)
            .map_err(|e| MatchError::Usage(format!("cannot read {path}: {e}")))?;
        return text
            .lines()
            .filter_map(|l| l.split_whitespace().last())
            .filter(|r| !r.starts_with('#'))
            .map(|r| {
                parse_record(r, o.size).map_err(|e| MatchError::Usage(format!("{path}: {r}: {e}")))
            })
            .take(o.openings)
            .collect();
    }
    let mut rng = Rng::new(o.seed);
    let c = o.size / 2;
    let mut out: Vec<Vec<Point>> = Vec::new();
    let mut tries = 0;
    while out.len() < o.openings && tries < 100_000 {
        tries += 1;
        let mut op: Vec<Point> = Vec::new();
        while op.len() < o.stones {
            let x = (c + rng.below(5) as usize).saturating_sub(2);
            let y = (c + rng.below(5) as usize).saturating_sub(2);
            let p = Point::new(x, y);
            if !op.contains(&p) {
                op.push(p);
            }
        }
        if !out.contains(&op) && o.balanced.is_none_or(|limit| is_balanced(&op, o, limit)) {
            out.push(op);
        }
    }
    Ok(out)
}

/// Whether this crate's engine scores the opening within `limit` of even (100k nodes, so
/// the choice is reproducible).
fn is_balanced(op: &[Point], o: &Opts, limit: i32) -> bool {
    let mut engine = gomoku::ai::Engine::new();
    position::score_after(op, o.size, o.rule, 100_000, &mut engine).abs() <= limit
}

/// Reply-time and depth figures of one engine over the match.
#[derive(Default)]
struct Stats {
    replies: u64,
    total_ms: f64,
    slowest_ms: f64,
    /// Reported depth of each reply (engines that report).
    depths: Vec<u32>,
}

impl Stats {
    fn add(&mut self, other: &Stats) {
        self.replies += other.replies;
        self.total_ms += other.total_ms;
        self.slowest_ms = self.slowest_ms.max(other.slowest_ms);
        self.depths.extend(&other.depths);
    }
}

/// The result of one game.
struct GameResult {
    /// 0 black, 1 white, `None` a draw.
    winner: Option<usize>,
    reason: String,
    record: String,
    /// One line per reply: the mover, the move, the time and the engine's last MESSAGE.
    log: Vec<String>,
    stats: [Stats; 2],
}

/// An empty working directory for one engine process.
fn fresh_dir(game: usize, side: usize) -> Option<PathBuf> {
    let dir = std::env::temp_dir().join(format!("gauntlet-{}-{game}-{side}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).ok()?;
    Some(dir)
}

/// Plays game `id`; `paths[0]` is black.
fn play(id: usize, paths: [&str; 2], opening: &[Point], o: &Opts) -> GameResult {
    let mut r = GameResult {
        winner: None,
        reason: String::new(),
        record: String::new(),
        log: Vec::new(),
        stats: [Stats::default(), Stats::default()],
    };
    let config = Config {
        size: o.size,
        rule: o.rule,
        ..Config::default()
    };
    let mut game = match Game::try_new(config) {
        Ok(g) => g,
        Err(e) => {
            r.reason = format!("bad configuration: {e}");
            return r;
        }
    };
    if opening.iter().any(|&p| game.try_place(p).is_err()) {
        r.reason = "bad opening".into();
        return r;
    }
    let dirs = [fresh_dir(id, 0), fresh_dir(id, 1)];
    let outcome = run_game(paths, &mut game, o, &dirs, &mut r);
    for d in dirs.iter().flatten() {
        let _ = std::fs::remove_dir_all(d);
    }
    r.record = format_record(
        &game.moves().iter().map(|m| m.point).collect::<Vec<_>>(),
        o.size,
    );
    (r.winner, r.reason) = outcome;
    r
}

/// Runs the engines on `game` until it ends: the winner (0 black, 1 white) and why.
fn run_game(
    paths: [&str; 2],
    game: &mut Game,
    o: &Opts,
    dirs: &[Option<PathBuf>; 2],
    r: &mut GameResult,
) -> (Option<usize>, String) {
    let mut engines: Vec<Brain> = Vec::new();
    for (side, path) in paths.iter().enumerate() {
        let Ok(mut e) = Brain::spawn(path, dirs[side].as_deref()) else {
            return (Some(1 - side), format!("cannot start {path}"));
        };
        match e.ask(&format!("START {}", o.size), Duration::from_secs(30)) {
            Some(ok) if ok == "OK" => {}
            other => return (Some(1 - side), format!("START answered {other:?}")),
        }
        for info in [
            format!("timeout_turn {}", o.turn),
            format!("timeout_match {}", o.clock),
            "max_memory 83886080".to_string(),
            format!("rule {}", o.rule.gomocup_code()),
        ] {
            e.send(&format!("INFO {info}"));
        }
        engines.push(e);
    }
    let mut left = [o.clock as f64; 2];
    let mut started = [false, false];
    let mut answered: [Option<Instant>; 2] = [None, None];
    loop {
        match game.outcome() {
            Outcome::Win { color, .. } => {
                return (Some(usize::from(*color == Color::White)), "five".into())
            }
            Outcome::Draw => return (None, "full board".into()),
            Outcome::Ongoing => {}
        }
        let Some(to_move) = game.to_move() else {
            return (None, "no side to move".into());
        };
        let side = usize::from(to_move == Color::White);
        // Some engines (threaded ones) take a moment after their answer before they read
        // again, as under a manager whose next command never comes at once.
        if let Some(t) = answered[side] {
            std::thread::sleep(Duration::from_millis(30).saturating_sub(t.elapsed()));
        }
        let e = &mut engines[side];
        if o.clock > 0 {
            e.send(&format!("INFO time_left {}", left[side].max(1.0) as u64));
        }
        if started[side] {
            let Some(last) = game.moves().last().map(|m| m.point) else {
                return (Some(1 - side), "no last move".into());
            };
            e.send(&format!("TURN {},{}", last.x, last.y));
        } else {
            started[side] = true;
            e.send("BOARD");
            for m in game.moves() {
                let own = usize::from(m.color == Color::White) == side;
                e.send(&format!(
                    "{},{},{}",
                    m.point.x,
                    m.point.y,
                    if own { 1 } else { 2 }
                ));
            }
            e.send("DONE");
        }
        let t0 = Instant::now();
        let answer = e.recv(Duration::from_millis(o.turn + o.tol + FIRST_REPLY_MS));
        let ms = t0.elapsed().as_secs_f64() * 1000.0;
        answered[side] = Some(Instant::now());
        // The first reply also loads the engine: it may take longer without losing.
        let first = st_first(&r.stats[side]);
        if first && o.clock > 0 {
            left[side] += FIRST_REPLY_MS.min(ms as u64) as f64;
        }
        let st = &mut r.stats[side];
        st.replies += 1;
        st.total_ms += ms;
        st.slowest_ms = st.slowest_ms.max(ms);
        if let Some(d) = e.reported_depth() {
            st.depths.push(d);
        }
        let note = e.messages.last().cloned().unwrap_or_default();
        r.log.push(format!(
            "  {} {} {:>5.0} ms  {note}",
            game.moves().len() + 1,
            answer.as_deref().unwrap_or("-"),
            ms
        ));
        let Some(answer) = answer else {
            return (Some(1 - side), "no answer".into());
        };
        let allowed = o.turn + o.tol + if first { FIRST_REPLY_MS } else { 0 };
        if ms > allowed as f64 {
            return (
                Some(1 - side),
                format!("{ms:.0} ms for a {} ms turn", o.turn),
            );
        }
        if o.clock > 0 {
            left[side] -= ms;
            if left[side] < -(o.tol as f64) {
                return (Some(1 - side), "out of time".into());
            }
        }
        let Some((x, y)) = parse_move(&answer, o.size) else {
            return (Some(1 - side), format!("answered {answer:?}"));
        };
        if let Err(err) = game.try_place(Point::new(x, y)) {
            return (Some(1 - side), format!("illegal move: {err}"));
        }
    }
}

/// Extra time an engine's first reply may take (starting up, allocating its tables).
const FIRST_REPLY_MS: u64 = 5000;

/// Whether no reply has been counted yet.
fn st_first(s: &Stats) -> bool {
    s.replies == 0
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

/// What the match learns from game `id`, by the engine that played black.
struct Played {
    id: usize,
    a_black: bool,
    result: GameResult,
}

fn run() -> Result<(), MatchError> {
    let o = parse_args()?;
    let log = match &o.log {
        Some(path) => {
            Some(Mutex::new(std::fs::File::create(path).map_err(|e| {
                MatchError::Usage(format!("cannot write {path}: {e}"))
            })?))
        }
        None => None,
    };
    let ops = openings(&o)?;
    if let Some(path) = &o.file_out {
        let text: String = ops
            .iter()
            .map(|op| format_record(op, o.size) + "\n")
            .collect();
        std::fs::write(path, text)
            .map_err(|e| MatchError::Usage(format!("cannot write {path}: {e}")))?;
    }
    let clock = if o.clock > 0 {
        format!(", {} ms a game", o.clock)
    } else {
        String::new()
    };
    println!(
        "{} (A) against {} (B): {} {}x{}, {} ms a move{clock}, {} games, {} at once",
        o.engines[0],
        o.engines[1],
        o.rule,
        o.size,
        o.size,
        o.turn,
        2 * ops.len(),
        o.jobs
    );
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Played>> = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..o.jobs {
            s.spawn(|| loop {
                let id = next.fetch_add(1, Ordering::SeqCst);
                if id >= 2 * ops.len() {
                    break;
                }
                let a_black = id.is_multiple_of(2);
                let paths = if a_black {
                    [o.engines[0].as_str(), o.engines[1].as_str()]
                } else {
                    [o.engines[1].as_str(), o.engines[0].as_str()]
                };
                let result = play(id, paths, &ops[id / 2], &o);
                let who = match result.winner {
                    None => "draw",
                    Some(w) if (w == 0) == a_black => "A wins",
                    Some(_) => "B wins",
                };
                let line = format!(
                    "game {id}: A {}, {who} ({}) {}",
                    if a_black { "black" } else { "white" },
                    result.reason,
                    result.record
                );
                println!("{line}");
                if let Some(f) = &log {
                    if let Ok(mut f) = f.lock() {
                        let _ = writeln!(f, "{line}\n{}", result.log.join("\n"));
                    }
                }
                if let Ok(mut all) = results.lock() {
                    all.push(Played {
                        id,
                        a_black,
                        result,
                    });
                }
            });
        }
    });
    let mut all = results.into_inner().unwrap_or_default();
    all.sort_by_key(|p| p.id);
    let (mut a, mut b, mut draws) = (0u32, 0u32, 0u32);
    let mut pairs = vec![0.0f64; ops.len()];
    let mut st = [Stats::default(), Stats::default()];
    // A's wins, losses and draws with black and with white.
    let mut by_colour = [[0u32; 3]; 2];
    for p in &all {
        let (score, k) = match p.result.winner {
            None => {
                draws += 1;
                (0.5, 2)
            }
            Some(w) if (w == 0) == p.a_black => {
                a += 1;
                (1.0, 0)
            }
            Some(_) => {
                b += 1;
                (0.0, 1)
            }
        };
        by_colour[usize::from(!p.a_black)][k] += 1;
        pairs[p.id / 2] += score / 2.0;
        let [black, white] = &p.result.stats;
        let (sa, sb) = if p.a_black {
            (black, white)
        } else {
            (white, black)
        };
        st[0].add(sa);
        st[1].add(sb);
    }
    let n = pairs.len() as f64;
    let games = f64::from(a + b + draws);
    let p = (f64::from(a) + f64::from(draws) / 2.0) / games.max(1.0);
    // The opening pairs are the independent samples (colours swapped within each).
    let var = pairs.iter().map(|&x| (x - p) * (x - p)).sum::<f64>() / (n - 1.0).max(1.0);
    let se = (var / n.max(1.0)).sqrt();
    let (lo, hi) = (elo(p - 1.96 * se), elo(p + 1.96 * se));
    println!(
        "A {a} - B {b}, {draws} draws: A scores {:.1}% (Elo {:+.0}, 95% interval {:+.0} to {:+.0})",
        100.0 * p,
        elo(p),
        lo,
        hi
    );
    let [bl, wh] = by_colour;
    println!(
        "A as black {} - {}, {} draws; as white {} - {}, {} draws",
        bl[0], bl[1], bl[2], wh[0], wh[1], wh[2]
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
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("compare") {
        let [_, a, b] = args.as_slice() else {
            eprintln!("usage: gauntlet compare LOG_A LOG_B");
            std::process::exit(2);
        };
        match compare::compare(a, b) {
            Ok(lines) => lines.iter().for_each(|l| println!("{l}")),
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        }
        return;
    }
    if let Err(e) = run() {
        eprintln!("{e}");
        std::process::exit(2);
    }
}
