#![cfg(not(target_arch = "wasm32"))]
//! The engine's typed protocol: a request describes a position exactly, `run` answers it
//! (streaming partial replies when asked), a request that describes no position gets an empty
//! reply, and the swap decision policy.

use std::cell::Cell;

use gomoku::ai::{protocol, swap_choice, Engine, PvLine, Reply, Request};
use gomoku::game::{parse_record, Board, Choice, Color, Point, Rule, XY};

fn board(record: &str, size: usize) -> Board {
    let mut b = Board::try_new(size).unwrap();
    let mut color = Color::Black;
    for p in parse_record(record, size).unwrap() {
        b.set(p, Some(color));
        color = color.opponent();
    }
    b
}

/// A clock that advances one millisecond per reading, so time limits are reached by work done.
fn ticking() -> impl Fn() -> f64 {
    let t = Cell::new(0.0);
    move || {
        t.set(t.get() + 0.001);
        t.get()
    }
}

#[test]
fn a_request_carries_the_position_cell_by_cell() {
    let b = board("h8i9j10", 15);
    let r = Request::new(7, &b, Rule::Renju, Color::White, 4);
    assert_eq!((r.id, r.size, r.level, r.stream), (7, 15, 4, false));
    assert_eq!(r.time_ms, 0.0, "0: the level's own time");
    assert_eq!(r.cells.len(), 225);
    assert_eq!(r.cells[7 * 15 + 7], 1, "h8 is black");
    assert_eq!(r.cells[6 * 15 + 8], 2, "i9 is white");
    assert_eq!(r.cells.iter().filter(|&&c| c != 0).count(), 3);
    assert_eq!(r.board(), Some(b), "the board comes back unchanged");
}

#[test]
fn a_request_that_describes_no_position_gets_an_empty_reply() {
    let b = board("h8", 15);
    let good = Request::new(3, &b, Rule::Freestyle, Color::White, 1);
    let mut bad_cells = good.clone();
    bad_cells.cells.pop();
    let mut bad_value = good.clone();
    bad_value.cells[0] = 7;
    let mut bad_size = good.clone();
    bad_size.size = 30;
    let mut engine = Engine::new();
    for r in [bad_cells, bad_value, bad_size] {
        assert_eq!(r.board(), None);
        let reply = protocol::run(&mut engine, &r, &ticking(), &mut |_| panic!("no report"));
        assert_eq!(reply, Reply::empty(3));
        assert_eq!(reply.best, None);
        assert_eq!(reply.win_rate, 0.5);
    }
}

#[test]
fn run_finds_the_winning_move_and_streams_when_asked() {
    // Black h8 i8 j8 k8: black to move wins at g8 or l8.
    let b = board("h8a1i8a3j8a5k8", 15);
    // White to move must block; black to move wins.
    let r = Request::new(9, &b, Rule::Freestyle, Color::White, 3);
    let mut black = r.clone();
    black.to_move = Color::Black;
    black.stream = true;
    let mut partials = Vec::new();
    let mut engine = Engine::new();
    let reply = protocol::run(&mut engine, &black, &ticking(), &mut |p| {
        partials.push(p.clone())
    });
    assert!(!reply.partial, "the last reply is final");
    assert_eq!(reply.id, 9);
    let best = reply.best_point().expect("a move");
    assert!(
        [Point::new(6, 7), Point::new(11, 7)].contains(&best),
        "{best:?}"
    );
    assert_eq!(reply.forced_win, Some(1));
    assert_eq!(reply.win_rate, 1.0);
    assert_eq!(reply.best_line.first(), reply.best.as_ref());
    assert!(!partials.is_empty(), "a streaming request reports");
    assert!(partials.iter().all(|p| p.partial && p.id == 9));
    let report = reply.report(15);
    assert_eq!(
        (report.depth, report.eval, report.forced_win),
        (reply.depth, reply.eval, reply.forced_win)
    );
    let named: Vec<(usize, usize)> = report.best_line.iter().map(|p| (p.x, p.y)).collect();
    let plain: Vec<(usize, usize)> = reply.best_line.iter().map(|p| (p.x, p.y)).collect();
    assert_eq!(named, plain);
    for p in &report.best_line {
        assert_eq!(p.name, gomoku::game::point_name(Point::new(p.x, p.y), 15));
    }

    // The same position without streaming: no partial replies.
    let mut quiet = Vec::new();
    let reply = protocol::run(&mut engine, &r, &ticking(), &mut |p| quiet.push(p.clone()));
    assert!(quiet.is_empty());
    let block = reply.best_point().expect("white blocks");
    assert!(
        [Point::new(6, 7), Point::new(11, 7)].contains(&block),
        "{block:?}"
    );
}

#[test]
fn a_book_reply_plays_its_point_without_a_search() {
    let r = Reply::play(4, Point::new(7, 8));
    assert_eq!(r.best, Some(XY { x: 7, y: 8 }));
    assert_eq!((r.id, r.partial, r.depth, r.nodes), (4, false, 0, 0));
}

#[test]
fn swap_choice_takes_the_better_colour_or_hands_an_even_position_back() {
    assert_eq!(swap_choice(true, 0), Choice::PlaceTwo);
    assert_eq!(swap_choice(true, 120), Choice::PlaceTwo);
    assert_eq!(swap_choice(true, -120), Choice::PlaceTwo);
    assert_eq!(swap_choice(true, 121), Choice::White);
    assert_eq!(swap_choice(true, -121), Choice::Black);
    assert_eq!(swap_choice(false, 0), Choice::White, "swap1: even is white");
    assert_eq!(swap_choice(false, 50), Choice::White);
    assert_eq!(swap_choice(false, -1), Choice::Black);
}

#[test]
fn requests_and_replies_cross_a_worker_boundary_as_numbers_unchanged() {
    let b = board("h8i9j10", 15);
    let mut r = Request::new(4_000_000_000, &b, Rule::Standard, Color::Black, 5);
    r.time_ms = 30_000.0;
    r.stream = true;
    r.lines = 5;
    assert_eq!(Request::decode(&r.encode()), Some(r.clone()));
    let reply = Reply {
        id: 17,
        partial: true,
        best: Some(XY { x: 14, y: 0 }),
        eval: -1234,
        win_rate: 0.25,
        depth: 9,
        nodes: 123_456_789_012,
        nps: 1_234_567.5,
        best_line: vec![XY { x: 14, y: 0 }, XY { x: 3, y: 4 }],
        forced_win: None,
        forced_loss: Some(3),
        lines: vec![
            PvLine {
                best: XY { x: 14, y: 0 },
                eval: -1234,
                win_rate: 0.25,
                line: vec![XY { x: 14, y: 0 }, XY { x: 3, y: 4 }],
                forced_win: None,
                forced_loss: Some(3),
            },
            PvLine {
                best: XY { x: 2, y: 25 },
                eval: -99_997,
                win_rate: 0.0,
                line: vec![XY { x: 2, y: 25 }],
                forced_win: None,
                forced_loss: Some(1),
            },
        ],
    };
    assert_eq!(Reply::decode(&reply.encode()), Some(reply.clone()));
    // A reply cut short, or with a line longer than it says, is no reply.
    let numbers = reply.encode();
    assert_eq!(Reply::decode(&numbers[..numbers.len() - 1]), None);
    assert_eq!(Reply::decode(&[&numbers[..], &[1.0]].concat()), None);
    assert_eq!(
        Reply::decode(&Reply::empty(2).encode()),
        Some(Reply::empty(2))
    );
}

#[test]
fn numbers_that_are_no_request_or_reply_decode_to_nothing() {
    let b = board("h8", 15);
    let good = Request::new(1, &b, Rule::Renju, Color::White, 3).encode();
    let mut bad_rule = good.clone();
    bad_rule[2] = 7.0;
    let mut bad_side = good.clone();
    bad_side[3] = 0.0;
    let mut bad_cell = good.clone();
    bad_cell[20] = 1.5;
    for numbers in [&good[..5], &bad_rule[..], &bad_side[..], &bad_cell[..], &[]] {
        assert_eq!(
            Request::decode(numbers),
            None,
            "{:?}",
            &numbers[..numbers.len().min(8)]
        );
    }
    let reply = Reply::play(3, Point::new(1, 2)).encode();
    let mut odd_line = reply.clone();
    odd_line.push(4.0);
    let mut bad_id = reply.clone();
    bad_id[0] = -3.0;
    let mut bad_eval = reply.clone();
    bad_eval[4] = f64::NAN;
    for numbers in [&reply[..10], &odd_line[..], &bad_id[..], &bad_eval[..]] {
        assert_eq!(Reply::decode(numbers), None);
    }
    // A best move off any board is no move.
    let mut off = reply.clone();
    off[2] = -1.0;
    assert_eq!(Reply::decode(&off).map(|r| r.best), Some(None));
}

#[test]
fn a_long_analysis_shows_its_first_line_at_once_and_never_steps_back() {
    // The analysis bench's line: positions rich in threes and fours, where the threat solvers
    // could spend the first share of a long budget before any iteration was shown.
    let line = ["h8i9h9h10i8g8j7", "k7g10", "l6f11", "m5e12"];
    let mut engine = Engine::new();
    for k in 1..=line.len() {
        let b = board(&line[..k].concat(), 15);
        let n = b.points().filter(|&p| b.get(p).is_some()).count();
        let to_move = if n % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        let mut r = Request::new(n as u32, &b, Rule::Freestyle, to_move, 5);
        r.time_ms = 3000.0;
        r.stream = true;
        // Each reading of this clock is a millisecond: time is work done, whatever the machine.
        let t = Cell::new(0.0);
        let clock = || {
            t.set(t.get() + 1.0);
            t.get()
        };
        let mut shown: Vec<(f64, u32)> = Vec::new();
        let reply = protocol::run(&mut engine, &r, &clock, &mut |p| {
            shown.push((t.get(), p.depth))
        });
        let &(first, _) = shown.first().expect("a streaming analysis reports");
        assert!(
            first <= 60.0,
            "after {n} stones: first line at {first} of 3000 ms"
        );
        assert!(
            shown.windows(2).all(|w| w[0].1 <= w[1].1),
            "after {n} stones, depths shown {:?}",
            shown.iter().map(|s| s.1).collect::<Vec<_>>()
        );
        assert!(
            reply.depth >= shown.last().unwrap().1,
            "the final reply is the deepest"
        );
    }
}
