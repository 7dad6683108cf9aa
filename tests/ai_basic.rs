#![cfg(not(target_arch = "wasm32"))]
//! Basic engine behaviour: determinism, legality, trivial tactics, odd boards.

use gomoku::ai::{level_description, Engine, SearchInfo, SearchRequest, WIN_SCORE};
use gomoku::game::{parse_record, renju, Board, Color, Point, Rule};
use proptest::prelude::*;

fn board(size: usize, black: &str, white: &str) -> Board {
    let mut b = Board::try_new(size).expect("size");
    for p in parse_record(black, size).expect("black") {
        b.set(p, Some(Color::Black));
    }
    for p in parse_record(white, size).expect("white") {
        b.set(p, Some(Color::White));
    }
    b
}

fn search(b: &Board, to_move: Color, rule: Rule, level: u8, nodes: u64) -> SearchInfo {
    let mut e = Engine::new();
    let req = SearchRequest {
        board: b,
        to_move,
        rule,
        level,
        time_ms: None,
        nodes: Some(nodes),
        lines: 1,
        soft_ms: None,
    };
    e.search(&req, &|| 0.0, &mut |_| {})
}

fn p(name: &str, size: usize) -> Point {
    gomoku::game::parse_point(name, size).expect("point")
}

#[test]
fn empty_board_plays_the_centre() {
    for size in [5, 9, 15, 19, 26] {
        let b = Board::try_new(size).expect("size");
        for level in 1..=5 {
            let info = search(&b, Color::Black, Rule::Freestyle, level, 10_000);
            assert_eq!(
                info.best,
                Some(Point::new(size / 2, size / 2)),
                "size {size} level {level}"
            );
        }
    }
}

#[test]
fn wins_an_obvious_five_at_every_level() {
    let b = board(15, "h8 i8 j8 k8", "h9 i9 j9 c3");
    for level in 1..=5 {
        let info = search(&b, Color::Black, Rule::Freestyle, level, 20_000);
        let best = info.best.expect("a move");
        assert!(
            best == p("g8", 15) || best == p("l8", 15),
            "level {level} played {best:?}"
        );
        assert_eq!(info.forced_win, Some(1));
        assert!(info.eval >= WIN_SCORE - 1000);
        assert_eq!(info.win_rate, 1.0);
        assert_eq!(info.pv.first(), Some(&best));
    }
}

#[test]
fn blocks_an_obvious_four_at_every_level() {
    let b = board(15, "g8 f6 j5 m10", "h8 i8 j8 k8");
    for level in 1..=5 {
        let info = search(&b, Color::Black, Rule::Freestyle, level, 20_000);
        assert_eq!(info.best, Some(p("l8", 15)), "level {level}");
    }
}

#[test]
fn reports_a_lost_position() {
    // White has an open four: black cannot stop both ends.
    let b = board(15, "c3 d3 m12 m13", "g8 h8 i8 j8");
    let info = search(&b, Color::Black, Rule::Freestyle, 5, 20_000);
    assert_eq!(info.forced_loss, Some(1));
    assert!(info.eval <= -(WIN_SCORE - 1000));
    let best = info.best.expect("still a move");
    assert!(best == p("f8", 15) || best == p("k8", 15));
}

#[test]
fn same_node_budget_same_answer() {
    let b = board(15, "h8 i8 g9 j10 h10", "i9 h9 g8 i10");
    for level in 1..=5 {
        let mut engine = Engine::new();
        let req = SearchRequest {
            board: &b,
            to_move: Color::White,
            rule: Rule::Freestyle,
            level,
            time_ms: None,
            nodes: Some(30_000),
            lines: 1,
            soft_ms: None,
        };
        let first = engine.search(&req, &|| 0.0, &mut |_| {});
        // Reusing the engine (warm tables) must not change the result.
        let again = engine.search(&req, &|| 0.0, &mut |_| {});
        let fresh = Engine::new().search(&req, &|| 0.0, &mut |_| {});
        assert_eq!(first, again, "level {level}");
        assert_eq!(first, fresh, "level {level}");
        assert!(
            first.nodes <= 30_000 + 64,
            "level {level}: {} nodes",
            first.nodes
        );
    }
}

#[test]
fn reports_each_iteration() {
    let b = board(15, "h8 i9", "h9");
    let mut depths = Vec::new();
    let mut engine = Engine::new();
    let req = SearchRequest {
        board: &b,
        to_move: Color::White,
        rule: Rule::Freestyle,
        level: 5,
        time_ms: None,
        nodes: Some(50_000),
        lines: 1,
        soft_ms: None,
    };
    let info = engine.search(&req, &|| 0.0, &mut |i| depths.push(i.depth));
    assert!(depths.len() >= 2, "{depths:?}");
    assert!(depths.windows(2).all(|w| w[0] < w[1]), "{depths:?}");
    assert!(info.depth >= 2);
    assert!(info.win_rate > 0.0 && info.win_rate < 1.0);
}

/// The search reads the caller's clock as it goes and stops at the deadline: with a clock
/// that advances a little on every read, it stops within a few reads of the deadline (no
/// wall-clock time decides this test).
#[test]
fn time_limit_is_respected() {
    let b = board(15, "h8 j7", "h9");
    for level in [3, 5] {
        let now = std::cell::Cell::new(0.0f64);
        let clock = || {
            now.set(now.get() + 0.01);
            now.get()
        };
        let mut engine = Engine::new();
        let req = SearchRequest {
            board: &b,
            to_move: Color::White,
            rule: Rule::Freestyle,
            level,
            time_ms: Some(5.0),
            nodes: None,
            lines: 1,
            soft_ms: None,
        };
        let info = engine.search(&req, &clock, &mut |_| {});
        assert!(info.best.is_some());
        // Level 5 has work for far longer than 500 clock reads.
        if level == 5 {
            assert!(now.get() >= 5.0, "level 5 stopped before its deadline");
        }
        assert!(
            now.get() < 5.0 + 0.5,
            "level {level} read the clock {} times past the deadline",
            ((now.get() - 5.0) / 0.01) as i64
        );
    }
}

#[test]
fn full_and_nearly_full_boards_terminate() {
    // Fill a 5x5 board in a pattern without five in a row.
    let mut b = Board::try_new(5).expect("size");
    for y in 0..5 {
        for x in 0..5 {
            let c = if (x + 2 * y) % 4 < 2 {
                Color::Black
            } else {
                Color::White
            };
            b.set(Point::new(x, y), Some(c));
        }
    }
    let full = search(&b, Color::Black, Rule::Freestyle, 5, 10_000);
    assert_eq!(full.best, None);
    b.set(Point::new(4, 4), None);
    let one = search(&b, Color::White, Rule::Freestyle, 5, 10_000);
    assert_eq!(one.best, Some(Point::new(4, 4)));
    b.set(Point::new(0, 0), None);
    let two = search(&b, Color::Black, Rule::Standard, 5, 10_000);
    assert!(matches!(two.best, Some(q) if b.get(q).is_none()));
}

#[test]
fn small_board_games_finish_legally() {
    for rule in Rule::ALL {
        let mut b = Board::try_new(5).expect("size");
        let mut c = Color::Black;
        let mut ended = false;
        for _ in 0..25 {
            let info = search(&b, c, rule, 3, 5_000);
            let Some(m) = info.best else {
                // Only when no point is left to play (renju: every empty point a foul).
                let open = b.points().filter(|&q| b.get(q).is_none());
                let playable = open
                    .filter(|&q| {
                        !(rule == Rule::Renju && c == Color::Black && renju::foul(&b, q).is_some())
                    })
                    .count();
                assert_eq!(
                    playable, 0,
                    "{rule}: no move with {playable} playable points"
                );
                ended = true;
                break;
            };
            assert!(b.get(m).is_none());
            b.set(m, Some(c));
            if gomoku::game::winning_line(&b, m, rule).is_some() || b.is_full() {
                ended = true;
                break;
            }
            c = c.opponent();
        }
        assert!(ended, "{rule}: the game neither ended nor filled the board");
    }
}

#[test]
fn position_with_a_five_already_does_not_panic() {
    let b = board(15, "h8 i8 j8 k8 l8", "h9 i9 j9 k9");
    for rule in Rule::ALL {
        let info = search(&b, Color::White, rule, 5, 5_000);
        // The game is over, but the engine still answers with a playable point.
        let m = info.best.expect("a move on a board with room");
        assert!(b.get(m).is_none(), "{rule}: played on a stone");
    }
}

#[test]
fn level_descriptions_are_distinct() {
    let all: Vec<&str> = (1..=5).map(level_description).collect();
    for (i, d) in all.iter().enumerate() {
        assert!(d.contains(&format!("Level {}", i + 1)));
    }
    assert_eq!(level_description(0), level_description(1));
    assert_eq!(level_description(9), level_description(5));
}

#[test]
fn level_one_is_weaker_than_level_five() {
    // Level 1 sometimes ignores an open three; level 5 never does.
    let mut missed = 0;
    for (black, white) in [
        ("g8 h8 i8", "e3 m12"),
        ("h6 h7 h8", "c3 m12"),
        ("f6 g7 h8", "c12 m3"),
        ("g8 h8 i8", "d4 l12"),
        ("h5 h6 h7", "c13 m2"),
        ("e8 f8 g8", "c3 m12"),
        ("h9 h10 h11", "c3 m3"),
        ("j6 k7 l8", "c12 d12"),
    ] {
        let b = board(15, black, white);
        let strong = search(&b, Color::White, Rule::Freestyle, 5, 20_000)
            .best
            .expect("move");
        let weak = search(&b, Color::White, Rule::Freestyle, 1, 20_000)
            .best
            .expect("move");
        let mut after = b.clone();
        after.set(strong, Some(Color::White));
        let three: Vec<Point> = parse_record(black, 15).expect("pts");
        let blocks = |m: Point| {
            let (x0, y0) = (three[0].x as isize, three[0].y as isize);
            let (dx, dy) = (
                (three[1].x as isize - x0).signum(),
                (three[1].y as isize - y0).signum(),
            );
            (-1..=3).any(|k| m == Point::new((x0 + k * dx) as usize, (y0 + k * dy) as usize))
        };
        assert!(blocks(strong), "level 5 did not block {black}: {strong:?}");
        if !blocks(weak) {
            missed += 1;
        }
    }
    assert!(missed >= 1, "level 1 blocked every open three");
}

fn random_position(seed: u64, size: usize, stones: usize) -> (Board, Color) {
    let mut s = seed;
    let mut next = || {
        s = s
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (s >> 33) as usize
    };
    let mut b = Board::try_new(size).expect("size");
    let mut c = Color::Black;
    let mut placed = 0;
    while placed < stones.min(size * size) {
        let q = Point::new(next() % size, next() % size);
        if b.get(q).is_none() {
            b.set(q, Some(c));
            c = c.opponent();
            placed += 1;
        }
    }
    (b, c)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Whatever the position, the move is on an empty point and never a renju foul for black.
    #[test]
    fn never_plays_an_occupied_or_forbidden_point(seed in any::<u64>(), size in 5usize..=19, fill in 0usize..60, level in 1u8..=5, rule_i in 0usize..3) {
        let rule = Rule::ALL[rule_i];
        let (b, c) = random_position(seed, size, fill);
        let info = search(&b, c, rule, level, 3_000);
        match info.best {
            Some(m) => {
                prop_assert!(b.contains(m));
                prop_assert!(b.get(m).is_none());
                if rule == Rule::Renju && c == Color::Black {
                    prop_assert!(renju::foul(&b, m).is_none(), "played a foul");
                }
                prop_assert_eq!(info.pv.first(), Some(&m));
            }
            None => prop_assert!(b.is_full() || rule == Rule::Renju),
        }
    }
}

#[test]
fn stop_handle_ends_the_search_early() {
    // A quiet opening: nothing is proven early, the search deepens until it is stopped.
    let b = board(15, "h8 i7", "i9");
    let req = SearchRequest {
        nodes: Some(300_000),
        ..SearchRequest::new(&b, Color::White, Rule::Freestyle, 5)
    };
    // Without a stop, the search goes on well past its second iteration.
    let full = Engine::new().search(&req, &|| 0.0, &mut |_| {});
    assert!(full.depth > 4, "{full:?}");
    let mut engine = Engine::new();
    let stop = engine.stop_handle();
    let mut reports = 0;
    let info = engine.search(&req, &|| 0.0, &mut |_| {
        reports += 1;
        // Asked to stop after the second iteration: the search must wind down at once.
        if reports == 2 {
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    });
    assert!(info.best.is_some());
    assert_eq!(reports, 2, "iterations reported after the stop");
    assert!(info.depth <= 3, "{info:?}");
    assert!(
        info.nodes < full.nodes / 2,
        "{} of {}",
        info.nodes,
        full.nodes
    );
}

#[test]
fn a_soft_limit_ends_a_settled_search_long_before_the_hard_limit() {
    // A clock that moves one millisecond each time it is read (every 256 nodes), so the
    // test depends on nodes, not on the machine.
    let b = board(15, "h8 i7", "i9");
    let tick = std::cell::Cell::new(0.0);
    let clock = || {
        tick.set(tick.get() + 1.0);
        tick.get()
    };
    let hard = SearchRequest {
        time_ms: Some(800.0),
        ..SearchRequest::new(&b, Color::White, Rule::Freestyle, 5)
    };
    let full = Engine::new().search(&hard, &clock, &mut |_| {});
    tick.set(0.0);
    let soft = SearchRequest {
        soft_ms: Some(50.0),
        ..hard
    };
    let quick = Engine::new().search(&soft, &clock, &mut |_| {});
    assert!(quick.best.is_some());
    assert!(quick.depth >= 4, "{quick:?}");
    assert!(
        quick.nodes * 3 < full.nodes,
        "{} nodes with a soft limit, {} without",
        quick.nodes,
        full.nodes
    );
}
