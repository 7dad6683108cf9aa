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

/// Each opening is played twice with the colours swapped, the summary splits A's result by
/// colour in a way that adds up to the total, and `--openings-out` writes the openings played.
#[test]
fn the_summary_splits_the_score_by_colour() {
    let brain = env!("CARGO_BIN_EXE_pbrain-gomoku");
    let saved = std::env::temp_dir().join(format!("gauntlet-openings-{}", std::process::id()));
    let out = Command::new(env!("CARGO_BIN_EXE_gauntlet"))
        .args([brain, brain, "--openings", "2", "--seed", "5"])
        .arg("--openings-out")
        .arg(&saved)
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
    // Games 2k and 2k + 1 start from the k-th opening written (three stones by default).
    let openings = std::fs::read_to_string(&saved).expect("openings written");
    let _ = std::fs::remove_file(&saved);
    let openings: Vec<&str> = openings.lines().collect();
    assert_eq!(openings.len(), 2, "{openings:?}");
    for (k, op) in openings.iter().enumerate() {
        assert_eq!(
            op.matches(|c: char| c.is_ascii_lowercase()).count(),
            3,
            "{op}"
        );
        for g in [2 * k, 2 * k + 1] {
            let line = text
                .lines()
                .find(|l| l.starts_with(&format!("game {g}:")))
                .unwrap_or_else(|| panic!("no game {g} in:\n{text}"));
            let record = line.split_whitespace().last().unwrap_or_default();
            assert!(record.starts_with(op), "{op} does not open {line}");
        }
    }
}

/// `gauntlet compare` pairs two logs opening by opening: A's points on the openings both
/// played, the difference a game, and a refusal when the openings differ.
#[test]
fn compare_pairs_two_logs_by_opening() {
    let dir = std::env::temp_dir().join(format!("gauntlet-compare-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let write = |name: &str, lines: &[&str]| {
        let path = dir.join(name);
        std::fs::write(&path, lines.join("\n  1 7,7  10 ms  MESSAGE depth 3\n")).expect("write");
        path.to_string_lossy().into_owned()
    };
    // First log: 2, 1 and 0.5 points on openings 0-2; game 6 has no partner and is left out.
    let a = write(
        "a.log",
        &[
            "game 0: A black, A wins (five) h8i9j10",
            "game 1: A white, A wins (five) h8i9k10",
            "game 2: A black, A wins (five) g7h8",
            "game 3: A white, B wins (five) g7h8i9",
            "game 4: A black, draw (full board) j9h8",
            "game 5: A white, B wins (five) j9h8h9",
            "game 6: A black, A wins (five) h7",
        ],
    );
    // Second log: 1, 0 and 1 points on the same openings.
    let b = write(
        "b.log",
        &[
            "game 0: A black, A wins (five) h8i9j10",
            "game 1: A white, B wins (five) h8i9k10",
            "game 2: A black, B wins (five) g7h8",
            "game 3: A white, B wins (five) g7h8i9",
            "game 4: A black, A wins (five) j9h8",
            "game 5: A white, B wins (five) j9h8h9",
        ],
    );
    let other = write(
        "c.log",
        &[
            "game 0: A black, A wins (five) a1b2",
            "game 1: A white, B wins (five) a1",
        ],
    );
    let run = |x: &str, y: &str| {
        Command::new(env!("CARGO_BIN_EXE_gauntlet"))
            .args(["compare", x, y])
            .output()
            .expect("run gauntlet compare")
    };
    let out = run(&a, &b);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.starts_with("3 openings played in both logs"), "{text}");
    assert!(
        text.contains("3.5 of 6 on the shared openings (58.3%); the whole log 4 - 2, 1 draws"),
        "{text}"
    );
    assert!(
        text.contains("2 of 6 on the shared openings (33.3%); the whole log 2 - 4, 0 draws"),
        "{text}"
    );
    // Differences of 1, 1 and -0.5 points an opening: +25 points a game on average.
    assert!(
        text.contains("A scores +25.0 points a game more in the first"),
        "{text}"
    );
    let out = run(&a, &other);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("not played on the same openings"),
        "{out:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A board size the rules do not allow is refused before any engine starts (it used to reach
/// the opening search, where `--balanced` would have needed a board of that size).
#[test]
fn a_size_off_the_rules_is_a_usage_error() {
    let brain = env!("CARGO_BIN_EXE_pbrain-gomoku");
    for size in ["4", "99"] {
        let out = Command::new(env!("CARGO_BIN_EXE_gauntlet"))
            .args([brain, brain, "--size", size, "--balanced", "150"])
            .output()
            .expect("run gauntlet");
        assert_eq!(out.status.code(), Some(2), "{out:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("--size: ") && err.contains("is not between"),
            "{err}"
        );
    }
}
