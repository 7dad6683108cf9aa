//! Trains the engine's evaluation from self-play (see README "The engine").
//!
//! ```text
//! train gen    --seed S --first N --games N --nodes N [--rule RULE] [--balanced EVAL]
//!              --out FILE
//! train tree   --data FILE[,FILE...] --seed S --first N --games N [--per 8] [--walk 6]
//!              [--top 8] [--spread 50] [--nodes 20000] --out FILE
//! train tables --data FILE[,FILE...] [--lambda 0.5] [--ahead 1] [--epochs 1500] [--l2 A,B]
//!              [--order-epochs 0] [--order-l2 1e-6] [--holdout 10] [--threads 1]
//!              [--write PATH]
//! train net    --data FILE[,FILE...] [--lambda 0.5] [--ahead 1] [--epochs 20] [--batch 512]
//!              [--lr 0.001] [--decay 0] [--seed 1] [--holdout 10] [--threads 1] [--ema 0]
//!              [--write PATH | --judge FILE]
//! train policy --data FILE[,FILE...] [--epochs 10] [--batch 256] [--lr 0.002] [--decay 0]
//!              [--seed 1] [--holdout 10] [--threads 1] [--write PATH]
//! ```
//!
//! - `gen` plays games `first..first+games` of the seeded series at a node budget a move
//!   (every game is reproducible) and appends them to `--out`, one a line; `--rule` plays
//!   every game under one rule (freestyle, standard or renju) instead of the mix;
//!   `--balanced EVAL` draws each game's opening again (from the same seed) until a short
//!   search scores it within EVAL of even, for longer games decided by play.
//! - `tree` draws `--per` positions from each of games `first..first+games` of `--data`, each
//!   a random walk of 0 to `--walk` moves from a position of the game, the moves drawn among
//!   the `--top` best-ordered (each passed over for the next with the chance `--spread` in
//!   percent), and appends each with the move and score of a search of `--nodes` (winner
//!   `none`: `net` and `tables` aim it at that score alone).
//! - `tables` fits the per-point tables from the weights in use (`src/ai/weights.rs`) and
//!   writes the new `weights.rs` to `--write` (else prints it). One game in `--holdout` is
//!   held out to report the loss on (0: none). Then it fits the move-ordering corrections
//!   to the moves the search played when `--order-epochs` is not 0 (they ordered worse in
//!   games so far, so the default keeps those in use).
//! - `net` fits the network as a correction on the tables in use, keeps the epoch with the
//!   lowest held-out loss, and writes its quantised weights to `--write`. With `--ema D` each
//!   epoch's candidate is the running average of the weights (decay D a batch, e.g. 0.999).
//!   With `--judge FILE` it fits nothing: it reports the held-out loss of the weight file
//!   FILE as the engine runs it (to compare networks on the same held-out games).
//! - `tables` and `net` aim each position at `--lambda` times the game's result plus the
//!   rest times the win rate of the search's score; with `--ahead N` that score's part is the
//!   mean over the mover's next N scores (this move's and its next N - 1).
//! - `policy` fits the network's policy head on the accumulators of the network in use to
//!   the moves the search played, keeps the epoch with the lowest held-out loss, reports how
//!   often the played move is ordered first, and writes the quantised weights to `--write`.

mod games;
mod net;
mod order;
mod policy;
#[path = "../common/position.rs"]
mod position;
mod random;
mod samples;
mod tables;
mod tree;

use std::fs::OpenOptions;

use gomoku::game::Rule;

fn arg(args: &[String], key: &str) -> Option<String> {
    args.iter()
        .position(|a| a == key)
        .and_then(|i| args.get(i + 1).cloned())
}

fn num(args: &[String], key: &str, default: u64) -> u64 {
    arg(args, key)
        .and_then(|v| v.parse::<u64>().ok())
        .unwrap_or(default)
}

fn fail(msg: String) -> ! {
    eprintln!("{msg}");
    std::process::exit(2)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("gen") => {
            let path = arg(&args, "--out").unwrap_or_else(|| fail("gen needs --out FILE".into()));
            let mut f = OpenOptions::new()
                .create(true)
                .append(true)
                .open(&path)
                .unwrap_or_else(|e| fail(format!("cannot write {path}: {e}")));
            games::generate(
                num(&args, "--first", 0) as usize,
                num(&args, "--games", 100) as usize,
                num(&args, "--nodes", 10_000),
                num(&args, "--seed", 1),
                arg(&args, "--rule")
                    .map(|r| Rule::parse(&r).unwrap_or_else(|| fail(format!("unknown rule {r}")))),
                arg(&args, "--balanced").map(|v| {
                    v.parse()
                        .unwrap_or_else(|_| fail(format!("--balanced takes a score, got {v}")))
                }),
                &mut f,
            );
        }
        Some("tree") => {
            let path = arg(&args, "--out").unwrap_or_else(|| fail("tree needs --out FILE".into()));
            let recs = load_all(&args);
            let mut f = OpenOptions::new()
                .create(true)
                .append(true)
                .open(&path)
                .unwrap_or_else(|e| fail(format!("cannot write {path}: {e}")));
            let walks = tree::Walks {
                per: num(&args, "--per", 8) as usize,
                longest: num(&args, "--walk", 6) as usize,
                top: num(&args, "--top", 8).max(1) as usize,
                spread: num(&args, "--spread", 50).min(99),
                nodes: num(&args, "--nodes", 20_000),
                seed: num(&args, "--seed", 1),
            };
            tree::generate(
                &recs,
                num(&args, "--first", 0) as usize,
                num(&args, "--games", 100) as usize,
                &walks,
                &mut f,
            );
        }
        Some("tables") => run_tables(&args),
        Some("net") => run_net(&args),
        Some("policy") => run_policy(&args),
        _ => fail("usage: train gen|tree|tables|net|policy (see src/bin/train/main.rs)".into()),
    }
}

/// Reads every file of `--data` (comma-separated).
fn load_all(args: &[String]) -> Vec<games::Record> {
    let list = arg(args, "--data").unwrap_or_else(|| fail("--data FILE is needed".into()));
    let mut recs = Vec::new();
    for path in list.split(',') {
        match games::load(path) {
            Ok(mut r) => recs.append(&mut r),
            Err(e) => fail(format!("cannot read {path}: {e}")),
        }
    }
    recs
}

/// The training and held-out positions: game `g` is held out when `g % every == every - 1`.
fn split(data: &samples::Data, every: u32) -> (Vec<usize>, Vec<usize>) {
    (0..data.samples.len()).partition(|&i| every == 0 || data.game[i] % every != every - 1)
}

fn float(args: &[String], key: &str, default: f64) -> f64 {
    arg(args, key)
        .and_then(|v| v.parse::<f64>().ok())
        .unwrap_or(default)
}

fn run_tables(args: &[String]) {
    let t0 = std::time::Instant::now();
    let recs = load_all(args);
    let lambda = float(args, "--lambda", 0.5);
    let data = samples::collect(&recs, lambda, num(args, "--ahead", 1) as usize);
    let (train, valid) = split(&data, num(args, "--holdout", 10) as u32);
    let l2: Vec<f64> = arg(args, "--l2")
        .unwrap_or_else(|| "1e-8,1e-7".into())
        .split(',')
        .filter_map(|x| x.parse().ok())
        .collect();
    let fit = tables::Fit {
        epochs: num(args, "--epochs", 1500) as usize,
        l2: [
            l2.first().copied().unwrap_or(1e-8),
            l2.get(1).copied().unwrap_or(1e-7),
        ],
        threads: num(args, "--threads", 1) as usize,
    };
    let w0 = gomoku::ai::weights_in_use();
    let v0 = tables::to_vec(&w0);
    let before = tables::loss(&v0, &data, &valid);
    eprintln!(
        "{} games, {} positions ({} held out) in {:.0} s; held-out loss {:.5} (results {:.5}) with the weights in use",
        recs.len(),
        data.samples.len(),
        valid.len(),
        t0.elapsed().as_secs_f64(),
        before.0,
        before.1
    );
    let v = tables::fit(v0, &data, &train, &valid, &fit);
    let after = tables::loss(&v, &data, &valid);
    let mut w = tables::to_weights(&v, w0);
    let order_epochs = num(args, "--order-epochs", 0) as usize;
    if order_epochs > 0 {
        let positions = order::collect(&recs);
        w = order::fit(
            &positions,
            w,
            order_epochs,
            float(args, "--order-l2", 1e-6),
            num(args, "--holdout", 10) as u32,
        );
    }
    let header = format!(
        "//! Generated by `cargo run --release --bin train -- {}`\n//! from the weights of the previous commit: {} games, {} quiet positions ({} held out),\n//! held-out log loss {:.4} -> {:.4} (against the results alone {:.4} -> {:.4}).",
        args.join(" "),
        recs.len(),
        data.samples.len(),
        valid.len(),
        before.0,
        after.0,
        before.1,
        after.1
    );
    let text = gomoku::ai::weights_source(&w, &header);
    match arg(args, "--write") {
        Some(path) => {
            if let Err(e) = std::fs::write(&path, text) {
                fail(format!("cannot write {path}: {e}"));
            }
        }
        None => print!("{text}"),
    }
}

fn run_net(args: &[String]) {
    let t0 = std::time::Instant::now();
    let recs = load_all(args);
    let data = samples::collect(
        &recs,
        float(args, "--lambda", 0.5),
        num(args, "--ahead", 1) as usize,
    );
    let (train, valid) = split(&data, num(args, "--holdout", 10) as u32);
    let base = tables::evals(&tables::to_vec(&gomoku::ai::weights_in_use()), &data);
    if let Some(path) = arg(args, "--judge") {
        // A weight file judged on the held-out positions, as the engine runs it.
        let bytes =
            std::fs::read(&path).unwrap_or_else(|e| fail(format!("cannot read {path}: {e}")));
        let q = gomoku::ai::nnue::decode(&bytes).unwrap_or_else(|e| fail(format!("{path}: {e}")));
        let ql = net::loss_quantised(&q, &data, &base, &valid);
        eprintln!("{path}: held out {:.5} (results {:.5})", ql.0, ql.1);
        return;
    }
    let seed = num(args, "--seed", 1);
    let fit = net::Fit {
        epochs: num(args, "--epochs", 20) as usize,
        batch: num(args, "--batch", 512) as usize,
        lr: float(args, "--lr", 0.001) as f32,
        decay: float(args, "--decay", 0.0) as f32,
        threads: num(args, "--threads", 1) as usize,
        seed,
        ema: float(args, "--ema", 0.0) as f32,
    };
    let p0 = net::Params::init(seed);
    let before = net::loss(&p0, &data, &base, &valid);
    eprintln!(
        "{} games, {} positions ({} held out) in {:.0} s; held-out loss {:.5} (results {:.5}) with the tables alone",
        recs.len(),
        data.samples.len(),
        valid.len(),
        t0.elapsed().as_secs_f64(),
        before.0,
        before.1
    );
    let p = net::fit(p0, &data, &base, &train, &valid, &fit);
    let fl = net::loss(&p, &data, &base, &valid);
    let q = net::quantise(&p);
    let ql = net::loss_quantised(&q, &data, &base, &valid);
    eprintln!(
        "held out: float {:.5} (results {:.5}), quantised {:.5} (results {:.5}); {} of {} accumulators past 16 bits",
        fl.0,
        fl.1,
        ql.0,
        ql.1,
        net::wrapped(&q, &data, &valid),
        2 * valid.len()
    );
    let header = format!(
        "Made by `cargo run --release --bin train -- {}`\non the tables of the same commit: {} games, {} quiet positions ({} held out);\nheld-out log loss {:.4} with the tables alone, {:.4} with the quantised network\n(against the results alone {:.4} -> {:.4}).",
        args.join(" "),
        recs.len(),
        data.samples.len(),
        valid.len(),
        before.0,
        ql.0,
        before.1,
        ql.1
    );
    let bytes = gomoku::ai::nnue::encode(&header, &q);
    match arg(args, "--write") {
        Some(path) => {
            if let Err(e) = std::fs::write(&path, bytes) {
                fail(format!("cannot write {path}: {e}"));
            }
        }
        None => eprintln!("{header}\n(no --write: nothing written)"),
    }
}

fn run_policy(args: &[String]) {
    let t0 = std::time::Instant::now();
    let recs = load_all(args);
    let d = policy::collect(&recs);
    let every = num(args, "--holdout", 10) as u32;
    let (train, valid): (Vec<usize>, Vec<usize>) =
        (0..d.len()).partition(|&i| every == 0 || d.game(i) % every != every - 1);
    let seed = num(args, "--seed", 1);
    let fit = policy::Fit {
        epochs: num(args, "--epochs", 10) as usize,
        batch: num(args, "--batch", 256) as usize,
        lr: float(args, "--lr", 0.002) as f32,
        decay: float(args, "--decay", 0.0) as f32,
        threads: num(args, "--threads", 1) as usize,
        seed,
    };
    eprintln!(
        "{} games, {} positions ({} held out) in {:.0} s",
        recs.len(),
        d.len(),
        valid.len(),
        t0.elapsed().as_secs_f64()
    );
    let p = policy::fit(policy::Params::init(seed), &d, &train, &valid, &fit);
    let q = policy::quantise(&p);
    let before = policy::quality(None, &d, &valid, 0, 0);
    let mut lines = vec![format!(
        "held out, the ordering in use: played move first {:.1}%, in the first three {:.1}%, mean rank {:.2}",
        100.0 * before.0,
        100.0 * before.1,
        before.2
    )];
    let f = policy::quality_float(&p, &d, &valid);
    eprintln!(
        "float, with locality: first {:.1}%, first three {:.1}%, mean rank {:.2}",
        100.0 * f.0,
        100.0 * f.1,
        f.2
    );
    for (w, c) in [(100, 400), (100, 10_000), (50, 400)] {
        let a = policy::quality(Some(&q), &d, &valid, w, c);
        lines.push(format!(
            "with the policy (weight {w}%, clamp {c}): first {:.1}%, first three {:.1}%, mean rank {:.2}",
            100.0 * a.0,
            100.0 * a.1,
            a.2
        ));
    }
    for l in &lines {
        eprintln!("{l}");
    }
    let header = format!(
        "Made by `cargo run --release --bin train -- {}`\non the network of the same commit: {} games, {} quiet positions ({} held out);\n{}",
        args.join(" "),
        recs.len(),
        d.len(),
        valid.len(),
        lines.join("\n")
    );
    match arg(args, "--write") {
        Some(path) => {
            if let Err(e) = std::fs::write(&path, policy::file(&p, &header)) {
                fail(format!("cannot write {path}: {e}"));
            }
        }
        None => eprintln!("{header}\n(no --write: nothing written)"),
    }
}
