//! `engine-bench load`: the Gomocup brain's reply times while busy processes starve the CPU.

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use gomoku::game::{format_record, Point};

use super::brain::Brain;
use super::{arg, log_moves, openings, parsed};

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

/// Runs the brain at `--turn` on `--positions` positions beside `--busy` spinning processes.
pub fn load_bench(args: &[String]) {
    let brain = arg(args, "--brain").unwrap_or_else(|| {
        let me = std::env::current_exe().unwrap_or_default();
        me.with_file_name("pbrain-gomoku")
            .to_string_lossy()
            .into_owned()
    });
    let turn: u64 = parsed(args, "--turn", 1000);
    let busy: usize = parsed(args, "--busy", 4);
    let count: usize = parsed(args, "--positions", 40);
    // `--records FILE`: every position of the games in FILE (one record per line, the last
    // word of the line), instead of the openings.
    let positions: Vec<Vec<Point>> = match arg(args, "--records") {
        Some(path) => std::fs::read_to_string(&path)
            .unwrap_or_default()
            .lines()
            .filter_map(|l| log_moves(l, 15))
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

/// A busy process for the load bench.
pub fn spin() {
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
