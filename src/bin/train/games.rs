//! Self-play games: seeded generation at a node budget, and their text file (one game a line).
//!
//! A line is `RULE OPENING WINNER MOVES EVALS`: the rule, how many of the moves were the
//! random opening, `black`, `white` or `draw`, the moves from black's first, and the search's
//! score (side to move's view) of every move after the opening, comma-separated. Files from
//! `tune --save` (no scores) read too. `none` for the winner marks a position off the games'
//! lines (`tree.rs`): its one score is its whole target.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};
use std::time::Instant;

use gomoku::ai::rng::splitmix;
use gomoku::ai::{Engine, SearchRequest};
use gomoku::game::{format_record, parse_record, winning_line, Color, Point, Rule};

use super::position::{played, score_after};

/// One finished game.
pub struct Record {
    pub rule: Rule,
    /// Moves from black's first.
    pub moves: Vec<Point>,
    /// How many of `moves` were the random opening.
    pub opening: usize,
    /// `None`: a draw (or no game, when `unplayed`).
    pub winner: Option<Color>,
    /// A position off the games' lines, labelled by a search alone (`tree.rs`): no result.
    pub unplayed: bool,
    /// The search's score of each move after the opening (empty when not recorded).
    pub evals: Vec<i32>,
}

/// A random opening of two to six stones within three points of the centre.
fn opening(seed: &mut u64, size: usize) -> Vec<Point> {
    let n = 2 + (splitmix(seed) % 5) as usize;
    let c = size / 2;
    let mut out: Vec<Point> = Vec::new();
    while out.len() < n {
        let p = Point::new(
            c + (splitmix(seed) % 7) as usize - 3,
            c + (splitmix(seed) % 7) as usize - 3,
        );
        if !out.contains(&p) {
            out.push(p);
        }
    }
    out
}

/// Nodes of the search that judges whether a random opening is balanced.
const PROBE_NODES: u64 = 20_000;

/// Draws openings from `seed` until one whose side to move the engine scores within `limit`
/// of even (a search of `PROBE_NODES`), so that the game is decided by play rather than by the
/// opening; the first drawn when `limit` is `None`. Gives up after 200 draws (the last drawn).
fn balanced_opening(
    seed: &mut u64,
    rule: Rule,
    limit: Option<i32>,
    engine: &mut Engine,
) -> Vec<Point> {
    let mut open = opening(seed, 15);
    let Some(limit) = limit else {
        return open;
    };
    for _ in 0..200 {
        if probe(rule, &open, engine).abs() <= limit {
            break;
        }
        open = opening(seed, 15);
    }
    open
}

/// The engine's score of the position after `open` for the side to move.
fn probe(rule: Rule, open: &[Point], engine: &mut Engine) -> i32 {
    score_after(open, 15, rule, PROBE_NODES, engine)
}

/// Plays one game from `open` at `nodes` a move.
fn play(rule: Rule, open: &[Point], nodes: u64, engine: &mut Engine) -> Record {
    let size = 15;
    let (mut b, mut color) = played(open, size);
    let mut moves = open.to_vec();
    let mut evals = Vec::new();
    let mut winner = None;
    while moves.len() < size * size {
        let req = SearchRequest {
            board: &b,
            to_move: color,
            rule,
            level: 5,
            time_ms: None,
            nodes: Some(nodes),
            lines: 1,
            soft_ms: None,
        };
        let info = engine.search(&req, &|| 0.0, &mut |_| {});
        let Some(m) = info.best else {
            break;
        };
        b.set(m, Some(color));
        moves.push(m);
        evals.push(info.eval);
        if winning_line(&b, m, rule).is_some() {
            winner = Some(color);
            break;
        }
        color = color.opponent();
    }
    Record {
        rule,
        moves,
        opening: open.len(),
        winner,
        unplayed: false,
        evals,
    }
}

/// The rule of game number `g`: freestyle three games in five, standard and renju one each.
pub fn rule_of(g: usize) -> Rule {
    match g % 5 {
        3 => Rule::Standard,
        4 => Rule::Renju,
        _ => Rule::Freestyle,
    }
}

/// Plays games `first..first + count` of the seeded series (game `g`'s opening and rule depend
/// only on `seed` and `g`, so a series can be split between processes), appending each line
/// to `out` as it ends; `only` plays every game under that rule instead of the mix;
/// `balanced` keeps only openings the engine scores within that much of even.
pub fn generate(
    first: usize,
    count: usize,
    nodes: u64,
    seed: u64,
    only: Option<Rule>,
    balanced: Option<i32>,
    out: &mut dyn Write,
) {
    let mut engine = Engine::with_memory_mb(4);
    let t0 = Instant::now();
    for g in first..first + count {
        let mut s = seed ^ (g as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let rule = only.unwrap_or(rule_of(g));
        let open = balanced_opening(&mut s, rule, balanced, &mut engine);
        let rec = play(rule, &open, nodes, &mut engine);
        write_line(out, &rec, g);
        let done = g + 1 - first;
        if done.is_multiple_of(20) {
            eprintln!("{done} games in {:.0} s", t0.elapsed().as_secs_f64());
        }
    }
}

/// Appends the line of `rec` (from game `g`) to `out` and flushes it, so a stopped run keeps
/// every finished line; a write that fails ends the program.
pub fn write_line(out: &mut dyn Write, rec: &Record, g: usize) {
    if writeln!(out, "{}", line_of(rec))
        .and_then(|_| out.flush())
        .is_err()
    {
        eprintln!("cannot write the line of game {g}");
        std::process::exit(2);
    }
}

/// The text line of a game.
pub fn line_of(r: &Record) -> String {
    let w = match r.winner {
        _ if r.unplayed => "none",
        Some(Color::Black) => "black",
        Some(Color::White) => "white",
        None => "draw",
    };
    let evals: Vec<String> = r.evals.iter().map(|e| e.to_string()).collect();
    format!(
        "{} {} {} {} {}",
        r.rule,
        r.opening,
        w,
        format_record(&r.moves, 15),
        evals.join(",")
    )
}

/// Reads a games file; `.gz` files through `gzip -dc`.
pub fn load(path: &str) -> std::io::Result<Vec<Record>> {
    let text = if path.ends_with(".gz") {
        let out = Command::new("gzip")
            .args(["-dc", path])
            .stderr(Stdio::inherit())
            .output()?;
        if !out.status.success() {
            return Err(std::io::Error::other(format!("gzip -dc {path} failed")));
        }
        String::from_utf8_lossy(&out.stdout).into_owned()
    } else {
        let mut s = String::new();
        std::fs::File::open(path)?.read_to_string(&mut s)?;
        s
    };
    let mut out = Vec::new();
    for line in BufReader::new(text.as_bytes()).lines() {
        if let Some(r) = parse(&line?) {
            out.push(r);
        }
    }
    Ok(out)
}

/// The record of one line (`None` for a line that is not one).
pub fn parse(line: &str) -> Option<Record> {
    let parts: Vec<&str> = line.split_whitespace().collect();
    let (rule, opening, w, moves) = match parts.as_slice() {
        [r, o, w, m] | [r, o, w, m, _] => (r, o, w, m),
        _ => return None,
    };
    let rule = Rule::parse(rule)?;
    let opening = opening.parse::<usize>().ok()?;
    let moves = parse_record(moves, 15).ok()?;
    let winner = match *w {
        "black" => Some(Color::Black),
        "white" => Some(Color::White),
        _ => None,
    };
    let unplayed = *w == "none";
    let evals = match parts.get(4) {
        Some(e) => e.split(',').filter_map(|x| x.parse().ok()).collect(),
        None => Vec::new(),
    };
    Some(Record {
        rule,
        moves,
        opening,
        winner,
        unplayed,
        evals,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rules of a short series: the mix by default, one rule with `only`; the same game
    /// number keeps its opening either way.
    #[test]
    fn a_series_plays_the_mix_or_one_rule() {
        let series = |only| {
            let mut out = Vec::new();
            generate(3, 2, 300, 7, only, None, &mut out);
            let text = String::from_utf8(out).expect("utf-8");
            text.lines().map(parse).collect::<Option<Vec<_>>>()
        };
        let mix = series(None).expect("two games");
        let renju = series(Some(Rule::Renju)).expect("two games");
        let rules = |v: &[Record]| v.iter().map(|r| r.rule).collect::<Vec<_>>();
        assert_eq!(rules(&mix), [Rule::Standard, Rule::Renju]);
        assert_eq!(rules(&renju), [Rule::Renju, Rule::Renju]);
        for (a, b) in mix.iter().zip(&renju) {
            assert_eq!(a.moves[..a.opening], b.moves[..b.opening]);
        }
    }

    /// With a limit, every opening kept is scored within it, and a series that drew a lopsided
    /// opening first draws another in its place; without one, the first drawn is kept.
    #[test]
    fn balanced_openings_are_scored_near_even() {
        let mut engine = Engine::with_memory_mb(4);
        let mut redrawn = 0;
        for g in 0..6u64 {
            let seed = 5 ^ g.wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let (mut a, mut b) = (seed, seed);
            let first = opening(&mut a, 15);
            let kept = balanced_opening(&mut b, Rule::Freestyle, Some(150), &mut engine);
            assert!(probe(Rule::Freestyle, &kept, &mut engine).abs() <= 150);
            if probe(Rule::Freestyle, &first, &mut engine).abs() > 150 {
                assert_ne!(kept, first);
                redrawn += 1;
            } else {
                assert_eq!(kept, first);
            }
            let (mut c, mut d) = (seed, seed);
            assert_eq!(
                balanced_opening(&mut c, Rule::Freestyle, None, &mut engine),
                opening(&mut d, 15)
            );
        }
        assert!(redrawn > 0, "no lopsided opening among the six drawn");
    }
}
