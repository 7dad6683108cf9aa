#![cfg(not(target_arch = "wasm32"))]
//! Piskvork PSQ files: parsing real-looking games, the errors and their line numbers,
//! writing, loading into a `Game`, and properties over random games and random text.

use gomoku::game::{
    format_psq, parse_psq, Color, Config, Game, Outcome, Point, Psq, PsqProblem, RecordError, Rule,
};
use proptest::prelude::*;

mod seeded;

/// The checks the cargo-fuzz targets run, shared with them.
#[allow(dead_code)]
#[path = "../fuzz/src/lib.rs"]
mod harness;

/// A 15x15 freestyle game black wins on row 8 (h8 to l8), saved by Piskvork with its brains.
const GAME_15: &str = "Piskvorky 15x15, 11:11, 0
8,8,0
8,9,1203
9,8,857
9,9,2311
10,8,15
10,9,4000
11,8,120
11,9,999
12,8,7
pbrain-embryo.exe
pbrain-yixin.exe
-1
";

/// A 20x20 game using both corners, with a result line and a number after the moves.
const GAME_20: &str = "Piskvorky 20x20, 11:11, 0
10,10,0
11,11,531
1,1,20
20,20,35
20,1,0
1,20,1
-1
pbrain-xyz.exe
pbrain-abc.exe
3
";

fn game(size: usize, rule: Rule) -> Game {
    Game::try_new(Config {
        size,
        rule,
        first: Color::Black,
    })
    .expect("valid config")
}

fn err_message(text: &str) -> String {
    match parse_psq(text) {
        Err(e @ RecordError::Psq { .. }) => e
            .to_string()
            .strip_prefix("invalid record: ")
            .expect("the prefix")
            .to_string(),
        other => panic!("expected invalid-record for {text:?}, got {other:?}"),
    }
}

fn pts(list: &[(usize, usize)]) -> Vec<Point> {
    list.iter().map(|&(x, y)| Point::new(x, y)).collect()
}

#[test]
fn parses_a_15x15_game_and_ignores_the_brain_names() {
    let psq = parse_psq(GAME_15).expect("parses");
    assert_eq!(psq.size, 15);
    assert_eq!(
        psq.moves,
        pts(&[
            (7, 7),
            (7, 8),
            (8, 7),
            (8, 8),
            (9, 7),
            (9, 8),
            (10, 7),
            (10, 8),
            (11, 7)
        ])
    );
    assert_eq!(psq.times, vec![0, 1203, 857, 2311, 15, 4000, 120, 999, 7]);

    let mut g = game(15, Rule::Freestyle);
    g.load_psq(GAME_15).expect("loads");
    assert_eq!(g.record(), "h8h7i8i7j8j7k8k7l8");
    match g.outcome() {
        Outcome::Win { color, line } => {
            assert_eq!(*color, Color::Black);
            assert_eq!(line.len(), 5);
        }
        other => panic!("expected black to win, got {other:?}"),
    }
}

#[test]
fn parses_a_20x20_game_with_corners_and_a_result_line() {
    let psq = parse_psq(GAME_20).expect("parses");
    assert_eq!(psq.size, 20);
    assert_eq!(
        psq.moves,
        pts(&[(9, 9), (10, 10), (0, 0), (19, 19), (19, 0), (0, 19)])
    );
    assert_eq!(psq.times, vec![0, 531, 20, 35, 0, 1]);
    let mut g = game(20, Rule::Standard);
    g.load_psq(GAME_20).expect("loads");
    assert_eq!(g.cursor(), 6);
    assert_eq!(g.board().get(Point::new(19, 19)), Some(Color::White));
    assert_eq!(g.to_move(), Some(Color::Black));
}

#[test]
fn accepts_the_header_variants() {
    for header in [
        "Piskvorky 15x15, 11:11, 0",
        "Piskvorky 15x15,11:11,1",
        "Piskvorky 15, 11:11, 0",
        "Piskvorky 15X15",
        "Piskvorky 15 x 15, anything at all",
        "piskvorky 15x15, 11:11, 0",
        "  Piskvorky 15x15, 11:11, 0  ",
    ] {
        let psq =
            parse_psq(&format!("{header}\n8,8,0\n")).unwrap_or_else(|e| panic!("{header}: {e}"));
        assert_eq!(psq.size, 15, "{header}");
        assert_eq!(psq.moves, pts(&[(7, 7)]), "{header}");
    }
    assert_eq!(parse_psq("Piskvorky 5x5").map(|p| p.size), Ok(5));
    assert_eq!(parse_psq("Piskvorky 26x26").map(|p| p.size), Ok(26));
}

#[test]
fn refuses_bad_headers_on_line_1() {
    let missing = "line 1: missing \"Piskvorky NxN\" header";
    for text in [
        "",
        "\n8,8,0\n",
        "8,8,0\n9,9,0\n",
        "Gomoku 15x15\n8,8,0",
        "Piskvorky\n8,8,0",
        "Piskvorky x15",
        "Piskvorky 15x",
        "Piskvorky fifteen",
        "Piskvork",
    ] {
        assert_eq!(err_message(text), missing, "{text:?}");
    }
    assert_eq!(
        err_message("Piskvorky 30x30, 11:11, 0\n"),
        "line 1: board size 30 is not supported (5 to 26)"
    );
    assert_eq!(
        err_message("Piskvorky 4, 11:11, 0\n"),
        "line 1: board size 4 is not supported (5 to 26)"
    );
    assert_eq!(
        err_message("Piskvorky 0x0"),
        "line 1: board size 0 is not supported (5 to 26)"
    );
    assert_eq!(
        err_message("Piskvorky 20 x 15, 11:11, 0\n"),
        "line 1: the board is 20x15: only square boards are supported"
    );
    assert_eq!(
        err_message("Piskvorky 20x15, 11:11, 0\n"),
        "line 1: the board is 20x15: only square boards are supported"
    );
    // The display form carries the invalid-record prefix and the code.
    let e = parse_psq("nonsense").expect_err("refused");
    assert_eq!(
        e,
        RecordError::Psq {
            line: 1,
            problem: PsqProblem::MissingHeader
        }
    );
    assert_eq!(
        e.to_string(),
        "invalid record: line 1: missing \"Piskvorky NxN\" header"
    );
}

#[test]
fn names_the_line_and_the_reason_of_a_bad_move() {
    assert_eq!(
        err_message("Piskvorky 15x15, 11:11, 0\n8,8,0\n16,4,0\n"),
        "line 3: 16,4 is off the 15x15 board"
    );
    assert_eq!(
        err_message("Piskvorky 15x15, 11:11, 0\n8,8,0\n0,4,0\n"),
        "line 3: 0,4 is off the 15x15 board"
    );
    assert_eq!(
        err_message("Piskvorky 15x15, 11:11, 0\n8,8,0\n4,0\n"),
        "line 3: 4,0 is off the 15x15 board"
    );
    assert_eq!(
        err_message("Piskvorky 15x15, 11:11, 0\n1,1,0\n2,2,0\n7,7,0\n7,7,0\n"),
        "line 5: 7,7 is already taken"
    );
    assert_eq!(
        err_message("Piskvorky 20x20\r\n20,20,0\r\n21,1,0\r\n"),
        "line 3: 21,1 is off the 20x20 board"
    );
}

#[test]
fn reads_windows_line_endings_a_bom_and_loose_lines() {
    let text = "\u{feff}Piskvorky 15x15, 11:11, 0\r\n8,8,100\r\n9,9\r\n 10 , 10 , 5 \r\n\r\n\r\n";
    let psq = parse_psq(text).expect("parses");
    assert_eq!(psq.moves, pts(&[(7, 7), (8, 8), (9, 9)]));
    assert_eq!(psq.times, vec![100, 0, 5]);

    let loose = parse_psq("Piskvorky 15x15\n1,1\n15,15\n").expect("parses");
    assert_eq!(loose.moves, pts(&[(0, 0), (14, 14)]));
    assert_eq!(loose.times, vec![0, 0]);

    let header_only = parse_psq("Piskvorky 15x15, 11:11, 0").expect("parses");
    assert!(header_only.moves.is_empty());
    assert!(header_only.times.is_empty());
}

#[test]
fn the_moves_end_at_the_first_line_that_is_not_a_move() {
    for tail in [
        "-1\n3,3,0\n",
        "pbrain-x.exe\n3,3,0\n",
        "7\n3,3,0\n",
        "\n3,3,0\n",
        "\n8,8,0\n",             // after a blank line: ignored, not a duplicate
        "1,2,3,4\n3,3,0\n",      // four fields is not a move
        "1,,2\n",                // an empty field is not a move
        "a,b,c\n",               // words are not moves
        "-3,4,0\n",              // a sign is not a move
        "1.5,2,0\n3,3,0\n16,16", // neither is a fraction
    ] {
        let text = format!("Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n{tail}");
        let psq = parse_psq(&text).unwrap_or_else(|e| panic!("{tail:?}: {e}"));
        assert_eq!(psq.moves, pts(&[(7, 7), (8, 8)]), "{tail:?}");
    }
}

#[test]
fn huge_numbers_neither_overflow_nor_panic() {
    let digits = "9".repeat(300);
    let m = err_message(&format!("Piskvorky {digits}x{digits}, 11:11, 0\n"));
    assert!(m.starts_with("line 1: board size 999999999999..."), "{m}");
    assert!(m.ends_with("is not supported (5 to 26)"), "{m}");
    assert!(m.len() < 100, "the message echoes a shortened number: {m}");

    let m = err_message(&format!("Piskvorky {digits}x15\n"));
    assert!(m.contains("only square boards"), "{m}");

    let m = err_message(&format!("Piskvorky 15x15\n8,8,0\n{digits},3,0\n"));
    assert_eq!(m, "line 3: 999999999999...,3 is off the 15x15 board");

    // Leading zeros are still the number they write; a huge time saturates.
    let zeros = "0".repeat(300);
    let psq = parse_psq(&format!("Piskvorky 15x15\n{zeros}8,{zeros}1,{digits}\n")).expect("parses");
    assert_eq!(psq.moves, pts(&[(7, 0)]));
    assert_eq!(psq.times, vec![u64::MAX]);
    let m = err_message(&format!("Piskvorky 15x15\n8,1\n{zeros}8,{zeros}1\n"));
    assert_eq!(m, "line 3: 8,1 is already taken");
}

/// Huge files parse to the right result (how fast is `cargo bench`'s business, not a test's).
#[test]
fn huge_inputs_parse() {
    // A million trailing lines after the moves, and a long run of move lines that repeats.
    let mut text = String::from("Piskvorky 26x26, 11:11, 0\n");
    for i in 0..26 * 26 {
        text.push_str(&format!("{},{},{i}\n", i % 26 + 1, i / 26 + 1));
    }
    text.push_str(&"pbrain-x.exe\n".repeat(1_000_000));
    let psq = parse_psq(&text).expect("parses");
    assert_eq!(psq.moves.len(), 676);
    assert_eq!(psq.moves[675], Point::new(25, 25));
    assert_eq!(psq.times[675], 675);

    let mut repeated = String::from("Piskvorky 15x15\n");
    repeated.push_str(&"1,1,0\n".repeat(200_000));
    assert_eq!(err_message(&repeated), "line 3: 1,1 is already taken");

    let long_line = format!("Piskvorky 15x15\n{}\n", ",".repeat(2_000_000));
    assert_eq!(parse_psq(&long_line).map(|p| p.moves.len()), Ok(0));
}

#[test]
fn writes_the_piskvork_layout() {
    let moves = pts(&[(7, 7), (0, 14), (14, 0)]);
    assert_eq!(
        format_psq(15, &moves, None),
        "Piskvorky 15x15, 11:11, 0\n8,8,0\n1,15,0\n15,1,0\n"
    );
    assert_eq!(
        format_psq(15, &moves, Some(&[5, 60])),
        "Piskvorky 15x15, 11:11, 0\n8,8,5\n1,15,60\n15,1,0\n"
    );
    assert_eq!(format_psq(20, &[], None), "Piskvorky 20x20, 11:11, 0\n");
    for text in [GAME_15, GAME_20] {
        let psq = parse_psq(text).expect("parses");
        let again = parse_psq(&format_psq(psq.size, &psq.moves, Some(&psq.times)));
        assert_eq!(again, Ok(psq));
    }
}

#[test]
fn load_psq_replaces_the_history_and_stays_playable() {
    let mut g = game(15, Rule::Freestyle);
    for (x, y) in [(0, 0), (1, 0), (2, 0), (3, 0)] {
        g.try_place(Point::new(x, y)).expect("legal");
    }
    g.undo();
    assert_eq!(g.history().len(), 4);

    let text = "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n10,10,0\n";
    g.load_psq(text).expect("loads");
    assert_eq!(g.cursor(), 3);
    assert_eq!(g.history().len(), 3, "nothing to redo after a load");
    assert_eq!(g.redo(), None);
    assert_eq!(g.to_move(), Some(Color::White));
    assert_eq!(
        g.psq(),
        format_psq(15, &pts(&[(7, 7), (8, 8), (9, 9)]), None)
    );

    // The loaded history behaves like a played one: undo, then a new move drops the tail.
    assert_eq!(g.undo().map(|m| m.point), Some(Point::new(9, 9)));
    assert_eq!(g.psq(), "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n");
    g.try_place(Point::new(0, 0)).expect("legal");
    assert_eq!(g.history().len(), 3);
    assert_eq!(g.record(), "h8i7a15");

    // psq() writes the position shown, and loads back to it.
    g.jump_to(1).expect("in range");
    let shown = g.psq();
    let mut other = game(15, Rule::Freestyle);
    other.load_psq(&shown).expect("loads");
    assert_eq!(other.record(), "h8");
}

#[test]
fn load_psq_refuses_another_size_and_bad_games_without_changing_anything() {
    let mut g = game(15, Rule::Freestyle);
    g.try_place(Point::new(3, 3)).expect("legal");
    let before = (g.history().to_vec(), g.cursor(), g.board().clone());

    let e = g.load_psq(GAME_20).expect_err("size mismatch");
    assert_eq!(
        e,
        RecordError::PsqSize {
            file: 20,
            board: 15
        }
    );
    assert_eq!(
        e.to_string(),
        "invalid record: the file is for a 20x20 board, this board is 15x15"
    );
    assert_eq!(
        (g.history().to_vec(), g.cursor(), g.board().clone()),
        before
    );

    // A move after black's five: the replay names the move.
    let late = format!(
        "{}1,1,0\n",
        GAME_15.lines().take(10).collect::<Vec<_>>().join("\n") + "\n"
    );
    let e = g.load_psq(&late).expect_err("move after the end");
    assert!(e.to_string().starts_with("invalid record: "), "{e}");
    assert!(e.to_string().contains("move 10 (a15)"), "{e}");
    assert!(e.to_string().contains("the game is over"), "{e}");
    assert_eq!(
        (g.history().to_vec(), g.cursor(), g.board().clone()),
        before
    );

    let e = g
        .load_psq("Piskvorky 15x15\n8,8\n8,8\n")
        .expect_err("duplicate");
    assert_eq!(
        e.to_string(),
        "invalid record: line 3: 8,8 is already taken"
    );
    let e = g.load_psq("hello").expect_err("no header");
    assert!(e.to_string().starts_with("invalid record: "), "{e}");
    assert_eq!(
        (g.history().to_vec(), g.cursor(), g.board().clone()),
        before
    );
}

#[test]
fn load_psq_applies_the_renju_fouls() {
    // Black i8 j8 across and h9 h10 down, white far away on the top row: h8 is a double three.
    let text = "Piskvorky 15x15, 11:11, 0
9,8,0
1,1,0
10,8,0
3,1,0
8,7,0
5,1,0
8,6,0
7,1,0
8,8,0
";
    let mut g = game(15, Rule::Renju);
    let e = g.load_psq(text).expect_err("double three");
    assert!(e.to_string().starts_with("invalid record: "), "{e}");
    assert!(e.to_string().contains("move 9 (h8)"), "{e}");
    assert!(e.to_string().contains("forbidden"), "{e}");
    assert_eq!(g.cursor(), 0);

    let mut free = game(15, Rule::Freestyle);
    free.load_psq(text).expect("no fouls in freestyle");
    assert_eq!(free.cursor(), 9);
}

/// Distinct points of a `size` board in a random order, with random times.
fn random_game() -> impl Strategy<Value = Psq> {
    (5usize..=26)
        .prop_flat_map(|size| {
            (
                Just(size),
                Just((0..size * size).collect::<Vec<_>>()).prop_shuffle(),
                0usize..=40,
                prop::collection::vec(any::<u64>(), 40),
            )
        })
        .prop_map(|(size, cells, n, times)| {
            let n = n.min(cells.len());
            Psq {
                size,
                moves: cells[..n]
                    .iter()
                    .map(|&i| Point::new(i % size, i / size))
                    .collect(),
                times: times[..n].to_vec(),
            }
        })
}

proptest! {
    #![proptest_config(seeded::config(400))]

    #[test]
    fn random_games_round_trip(psq in random_game()) {
        let text = format_psq(psq.size, &psq.moves, Some(&psq.times));
        prop_assert_eq!(parse_psq(&text), Ok(psq.clone()));
        let crlf = text.replace('\n', "\r\n");
        prop_assert_eq!(parse_psq(&crlf), Ok(psq.clone()));
        let untimed = parse_psq(&format_psq(psq.size, &psq.moves, None)).expect("parses");
        prop_assert_eq!(untimed.moves, psq.moves.clone());
        prop_assert!(untimed.times.iter().all(|&t| t == 0));
    }

    #[test]
    fn arbitrary_text_never_panics(text in any::<String>()) {
        harness::fuzz_psq(&text);
        harness::fuzz_record(&text);
    }

    #[test]
    fn psq_like_text_never_panics(
        text in "(P|p)iskvorky ?[0-9]{0,3}([xX][0-9]{0,3})?[ ,:0-9]{0,6}\r?\n\
                 ([0-9]{0,2},[0-9]{0,2}(,[0-9]{0,5})?\r?\n){0,40}[a-z0-9,.\\- \n]{0,20}"
    ) {
        harness::fuzz_psq(&text);
    }

    #[test]
    fn record_like_text_never_panics(text in "[a-zA-Z0-9, \t#é]{0,40}") {
        harness::fuzz_record(&text);
    }
}

/// A random game written as PSQ loads into a `Game` exactly when every move is legal (none
/// comes after a win), and then writes back unchanged; otherwise the error names the first
/// move past the end and the game is left as it was. Both kinds must occur.
#[test]
fn games_round_trip_through_game() {
    let (mut runner, seed) = seeded::runner(400, file!());
    let (loaded, refused) = (std::cell::Cell::new(0), std::cell::Cell::new(0));
    let result = runner.run(&random_game(), |psq| {
        let text = format_psq(psq.size, &psq.moves, None);
        let mut stepwise = game(psq.size, Rule::Freestyle);
        let late = psq
            .moves
            .iter()
            .position(|&p| stepwise.try_place(p).is_err());
        let mut g = game(psq.size, Rule::Freestyle);
        g.try_place(Point::new(0, 0))
            .expect("an empty board takes a stone");
        let before = g.record();
        match late {
            None => {
                g.load_psq(&text).expect("a game of legal moves loads");
                prop_assert_eq!(parse_psq(&g.psq()).map(|p| p.moves), Ok(psq.moves.clone()));
                prop_assert_eq!(g.outcome(), stepwise.outcome());
                loaded.set(loaded.get() + 1);
            }
            Some(i) => {
                let won = matches!(stepwise.outcome(), Outcome::Win { .. });
                prop_assert!(
                    won,
                    "only a win ends a game of {} moves early",
                    psq.moves.len()
                );
                let e = g.load_psq(&text).expect_err("a move after the win");
                prop_assert!(e.to_string().starts_with("invalid record: "), "{}", e);
                let named = format!("move {} ({})", i + 1, g.name(psq.moves[i]));
                prop_assert!(e.to_string().contains(&named), "{} lacks {}", e, named);
                prop_assert_eq!(g.record(), before);
                refused.set(refused.get() + 1);
            }
        }
        Ok(())
    });
    if let Err(e) = result {
        panic!("{e}\nseed {seed}: replay with GOMOKU_FUZZ_SEED={seed}");
    }
    let (loaded, refused) = (loaded.get(), refused.get());
    let ran = seeded::cases(400) as usize;
    assert!(
        loaded >= ran / 2 && refused >= ran / 100,
        "{loaded} loaded, {refused} refused after a win, of {ran}"
    );
}
