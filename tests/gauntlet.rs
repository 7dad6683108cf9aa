#![cfg(not(target_arch = "wasm32"))]
//! Runs the match tool as an engine author would: our brain against itself over two openings.

use std::process::Command;

/// The numbers, in order, on the first line of `out` that starts with `prefix`.
fn numbers_after(out: &str, prefix: &str) -> Vec<u32> {
    let line = out
        .lines()
        .find(|l| l.starts_with(prefix))
        .unwrap_or_else(|| panic!("no line starting {prefix:?} in:\n{out}"));
    line.split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .collect()
}

/// Each opening is played twice with the colours swapped, and the summary splits A's result
/// by colour in a way that adds up to the total.
#[test]
fn the_summary_splits_the_score_by_colour() {
    let brain = env!("CARGO_BIN_EXE_pbrain-gomoku");
    let out = Command::new(env!("CARGO_BIN_EXE_gauntlet"))
        .args([brain, brain, "--openings", "2", "--seed", "5"])
        // Generous: a loaded machine must not turn a slow reply into a loss.
        .args(["--turn", "5000", "--tol", "60000"])
        .env("GOMOKU_NODES", "3000")
        .output()
        .expect("run gauntlet");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    let games = text.lines().filter(|l| l.starts_with("game ")).count();
    assert_eq!(games, 4, "{text}");
    let [a, b, draws] = numbers_after(&text, "A ")[..3] else {
        panic!("{text}")
    };
    let split = numbers_after(&text, "A as black");
    assert_eq!(split.len(), 6, "{text}");
    assert_eq!(split[0..3].iter().sum::<u32>(), 2, "{text}");
    assert_eq!(split[3..6].iter().sum::<u32>(), 2, "{text}");
    let totals: Vec<u32> = (0..3).map(|k| split[k] + split[k + 3]).collect();
    assert_eq!(totals, [a, b, draws], "{text}");
}
