//! Fits the evaluation weights to self-play results (logistic, Texel-style).
//!
//! ```text
//! tune [--seed 1] [--games 2000] [--nodes 6000] [--data FILE] [--save FILE] [--write PATH]
//! ```
//!
//! Plays `--games` engine-against-engine games at `--nodes` per move (node budgets make every
//! game reproducible) from seeded random openings, under freestyle (3 in 5), standard and
//! renju (1 in 5 each); or reads the games of an earlier `--save` with `--data`. Every quiet
//! position then gets the final result as its label, and the weights are fitted so that
//! `1 / (1 + exp(-eval / 400))` (the engine's win rate) predicts it, by gradient descent
//! on the log loss from the weights in use. `--write` puts the new table (and the command
//! that made it) into a `weights.rs`; otherwise it is printed.

use std::io::{BufRead, BufReader, Write};
use std::time::Instant;

use gomoku::ai::rng::splitmix;
use gomoku::ai::{
    features, fixed_weight, weight_vector, weights_source, Engine, SearchRequest, MASK0, NFEATURES,
};
use gomoku::game::{format_record, parse_record, winning_line, Board, Color, Point, Rule};

/// The engine's logistic scale (see `SearchInfo::win_rate`).
const SCALE: f64 = 400.0;

fn arg(args: &[String], key: &str) -> Option<String> {
    args.iter()
        .position(|a| a == key)
        .and_then(|i| args.get(i + 1).cloned())
}

/// One finished game: rule, moves from black's first, and the winner (`None`: a draw).
struct Record {
    rule: Rule,
    moves: Vec<Point>,
    opening: usize,
    winner: Option<Color>,
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

fn play(rule: Rule, open: &[Point], nodes: u64, engine: &mut Engine) -> Record {
    let size = 15;
    let mut b = Board::try_new(size).expect("size");
    let mut moves = open.to_vec();
    let mut color = Color::Black;
    for &p in open {
        b.set(p, Some(color));
        color = color.opponent();
    }
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
        let Some(m) = engine.search(&req, &|| 0.0, &mut |_| {}).best else {
            break;
        };
        b.set(m, Some(color));
        moves.push(m);
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
    }
}

fn generate(games: usize, nodes: u64, seed: u64) -> Vec<Record> {
    let mut s = seed;
    let mut engine = Engine::with_memory_mb(4);
    let t0 = Instant::now();
    let mut out = Vec::new();
    for g in 0..games {
        let rule = match g % 5 {
            3 => Rule::Standard,
            4 => Rule::Renju,
            _ => Rule::Freestyle,
        };
        let open = opening(&mut s, 15);
        out.push(play(rule, &open, nodes, &mut engine));
        if (g + 1) % 100 == 0 {
            eprintln!("{} games in {:.0} s", g + 1, t0.elapsed().as_secs_f64());
        }
    }
    out
}

fn save(path: &str, recs: &[Record]) -> std::io::Result<()> {
    let mut f = std::fs::File::create(path)?;
    for r in recs {
        let w = match r.winner {
            Some(Color::Black) => "black",
            Some(Color::White) => "white",
            None => "draw",
        };
        writeln!(
            f,
            "{} {} {} {}",
            r.rule,
            r.opening,
            w,
            format_record(&r.moves, 15)
        )?;
    }
    Ok(())
}

fn load(path: &str) -> std::io::Result<Vec<Record>> {
    let f = std::fs::File::open(path)?;
    let mut out = Vec::new();
    for line in BufReader::new(f).lines() {
        let line = line?;
        let parts: Vec<&str> = line.split_whitespace().collect();
        let [rule, opening, w, moves] = parts.as_slice() else {
            continue;
        };
        let (Some(rule), Ok(opening), Ok(moves)) = (
            Rule::parse(rule),
            opening.parse::<usize>(),
            parse_record(moves, 15),
        ) else {
            continue;
        };
        let winner = match *w {
            "black" => Some(Color::Black),
            "white" => Some(Color::White),
            _ => None,
        };
        out.push(Record {
            rule,
            moves,
            opening,
            winner,
        });
    }
    Ok(out)
}

/// Quiet positions of the games: features and the side to move's result (1, 0.5 or 0).
fn samples(recs: &[Record]) -> (Vec<Vec<f32>>, Vec<f64>) {
    let mut xs = Vec::new();
    let mut ys = Vec::new();
    for r in recs {
        let mut b = Board::try_new(15).expect("size");
        let mut color = Color::Black;
        for (i, &m) in r.moves.iter().enumerate() {
            if i >= r.opening {
                if let Some(f) = features(&b, r.rule, color) {
                    xs.push(f);
                    ys.push(match r.winner {
                        None => 0.5,
                        Some(w) if w == color => 1.0,
                        Some(_) => 0.0,
                    });
                }
            }
            b.set(m, Some(color));
            color = color.opponent();
        }
    }
    (xs, ys)
}

fn loss(w: &[f64], xs: &[Vec<f32>], ys: &[f64]) -> f64 {
    let mut l = 0.0;
    for (x, &y) in xs.iter().zip(ys) {
        let e: f64 = x.iter().zip(w).map(|(&a, &b)| a as f64 * b).sum();
        let p = (1.0 / (1.0 + (-e / SCALE).exp())).clamp(1e-9, 1.0 - 1e-9);
        l -= y * p.ln() + (1.0 - y) * (1.0 - p).ln();
    }
    l / xs.len() as f64
}

/// Adam on the mean log loss, from `w`; fixed parameters stay where they are.
fn fit(mut w: Vec<f64>, xs: &[Vec<f32>], ys: &[f64], epochs: usize) -> Vec<f64> {
    let n = xs.len() as f64;
    let (mut m, mut v) = (vec![0.0; NFEATURES], vec![0.0; NFEATURES]);
    let (b1, b2) = (0.9, 0.999);
    for t in 1..=epochs {
        // A step that shrinks to a twentieth, so the fit settles instead of circling.
        let lr = 2.0 * (1.0 - 0.95 * t as f64 / epochs as f64);
        let mut g = vec![0.0; NFEATURES];
        for (x, &y) in xs.iter().zip(ys) {
            let e: f64 = x.iter().zip(&w).map(|(&a, &b)| a as f64 * b).sum();
            let p = 1.0 / (1.0 + (-e / SCALE).exp());
            let d = (p - y) / SCALE;
            for (gi, &xi) in g.iter_mut().zip(x) {
                *gi += d * xi as f64;
            }
        }
        for i in 0..NFEATURES {
            if fixed_weight(i) {
                continue;
            }
            // The rare threat combinations are pulled gently towards zero.
            let decay = if i >= MASK0 { 2e-8 * w[i] } else { 0.0 };
            let gi = g[i] / n + decay;
            m[i] = b1 * m[i] + (1.0 - b1) * gi;
            v[i] = b2 * v[i] + (1.0 - b2) * gi * gi;
            let mh = m[i] / (1.0 - b1.powi(t as i32));
            let vh = v[i] / (1.0 - b2.powi(t as i32));
            w[i] -= lr * mh / (vh.sqrt() + 1e-12);
        }
        if t % 200 == 0 {
            eprintln!("epoch {t}: loss {:.5}", loss(&w, xs, ys));
        }
    }
    w
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |k: &str, d: u64| {
        arg(&args, k)
            .and_then(|v| v.parse::<u64>().ok())
            .unwrap_or(d)
    };
    let seed = num("--seed", 1);
    let games = num("--games", 2000) as usize;
    let nodes = num("--nodes", 6000);
    let epochs = num("--epochs", 2000) as usize;
    let recs = match arg(&args, "--data") {
        Some(path) => match load(&path) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("cannot read {path}: {e}");
                std::process::exit(2);
            }
        },
        None => generate(games, nodes, seed),
    };
    if let Some(path) = arg(&args, "--save") {
        if let Err(e) = save(&path, &recs) {
            eprintln!("cannot write {path}: {e}");
        }
    }
    let (xs, ys) = samples(&recs);
    let w0 = weight_vector();
    let before = loss(&w0, &xs, &ys);
    eprintln!(
        "{} games, {} quiet positions, loss {before:.5} with the weights in use",
        recs.len(),
        xs.len()
    );
    let w = fit(w0, &xs, &ys, epochs);
    let after = loss(&w, &xs, &ys);
    eprintln!("loss {after:.5} after fitting");
    let source = match arg(&args, "--data") {
        Some(_) => "games read with `--data`".to_string(),
        None => format!("{games} self-play games at {nodes} nodes a move, seed {seed}"),
    };
    let header = format!(
        "//! Generated by `cargo run --release --bin tune -- {}` (run on the engine of the\n//! previous table): {source}, {} quiet positions, log loss {before:.4} -> {after:.4}.",
        args.join(" "),
        xs.len()
    );
    let text = weights_source(&w, &header);
    match arg(&args, "--write") {
        Some(path) => {
            if let Err(e) = std::fs::write(&path, text) {
                eprintln!("cannot write {path}: {e}");
                std::process::exit(2);
            }
        }
        None => print!("{text}"),
    }
}
