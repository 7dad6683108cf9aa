#![cfg(not(target_arch = "wasm32"))]
//! Properties of the renju foul checker on random positions: symmetry, agreement
//! between `foul` and `forbidden_points`, and agreement with a slow reference
//! written straight from the rule texts (sets of stones, not run lengths).

mod seeded;
mod symmetry;
use gomoku::game::renju::{forbidden_points, foul, Foul};
use gomoku::game::{run_length, Board, Color, Point, DIRECTIONS};
use proptest::prelude::*;
use symmetry::map;

/// A random position: a board side and a 9x9 window (placed anywhere, edges included) of random stones.
fn position() -> impl Strategy<Value = Board> {
    (
        prop::sample::select(vec![7usize, 9, 11, 15]),
        // Dense black windows make overlines and fours common; sparser ones make
        // threes, false threes and the recursive check common.
        prop_oneof![
            prop::collection::vec(prop::sample::select(vec![0u8, 0, 0, 0, 1, 1, 1, 2, 2]), 81),
            prop::collection::vec(
                prop::sample::select(vec![0u8, 0, 0, 0, 0, 0, 1, 1, 1, 2]),
                81
            ),
        ],
        0usize..7,
        0usize..7,
    )
        .prop_map(|(size, cells, ox, oy)| {
            let mut board = Board::try_new(size).expect("valid size");
            let w = size.min(9);
            let ox = ox.min(size - w);
            let oy = oy.min(size - w);
            for (k, c) in cells.iter().enumerate() {
                let (x, y) = (k % 9, k / 9);
                if x >= w || y >= w {
                    continue;
                }
                let stone = match c {
                    1 => Some(Color::Black),
                    2 => Some(Color::White),
                    _ => None,
                };
                board.set(Point::new(ox + x, oy + y), stone);
            }
            board
        })
}

fn transform(board: &Board, sym: u8) -> Board {
    let size = board.size();
    let mut out = Board::try_new(size).expect("valid size");
    for p in board.points() {
        out.set(map(p, size, sym), board.get(p));
    }
    out
}

// ---- the reference: slow, literal, independent of the fast code's tricks ----

/// The cells of the black row through `q` along `d` (q must be black).
fn row(board: &Board, q: Point, d: (isize, isize)) -> Vec<Point> {
    let size = board.size();
    let mut start = q;
    while let Some(s) = start.step((-d.0, -d.1), 1, size) {
        if board.get(s) != Some(Color::Black) {
            break;
        }
        start = s;
    }
    let mut cells = Vec::new();
    let mut cur = Some(start);
    while let Some(c) = cur {
        if board.get(c) != Some(Color::Black) {
            break;
        }
        cells.push(c);
        cur = c.step(d, 1, size);
    }
    cells
}

/// Every (completion point, four stones) on line `d` where one stone makes exactly five holding all of `must`.
fn completions(
    board: &mut Board,
    p: Point,
    d: (isize, isize),
    must: &[Point],
) -> Vec<(Point, Vec<Point>)> {
    let size = board.size();
    let mut out = Vec::new();
    for k in -6..=6isize {
        let Some(q) = p.step(d, k, size) else {
            continue;
        };
        if board.get(q).is_some() {
            continue;
        }
        board.set(q, Some(Color::Black));
        let five = row(board, q, d);
        board.set(q, None);
        if five.len() == 5 && must.iter().all(|m| five.contains(m)) {
            let mut stones: Vec<Point> = five.into_iter().filter(|&c| c != q).collect();
            stones.sort();
            out.push((q, stones));
        }
    }
    out
}

fn reference_foul(board: &mut Board, p: Point) -> Option<Foul> {
    board.set(p, Some(Color::Black));
    let v = reference_placed(board, p);
    board.set(p, None);
    v
}

fn reference_placed(board: &mut Board, p: Point) -> Option<Foul> {
    let lens: Vec<usize> = DIRECTIONS
        .iter()
        .map(|&d| run_length(board, p, Color::Black, d))
        .collect();
    if lens.contains(&5) {
        return None;
    }
    if lens.iter().any(|&l| l >= 6) {
        return Some(Foul::Overline);
    }
    let mut fours = 0;
    let mut has_four = [false; 4];
    for (i, &d) in DIRECTIONS.iter().enumerate() {
        let mut sets: Vec<Vec<Point>> = completions(board, p, d, &[p])
            .into_iter()
            .map(|(_, s)| s)
            .collect();
        sets.sort();
        sets.dedup();
        has_four[i] = !sets.is_empty();
        fours += sets.len();
    }
    if fours >= 2 {
        return Some(Foul::DoubleFour);
    }
    let size = board.size();
    let mut threes = 0;
    for (i, &d) in DIRECTIONS.iter().enumerate() {
        if has_four[i] {
            continue;
        }
        let mut real = false;
        for k in -5..=5isize {
            let Some(q) = p.step(d, k, size) else {
                continue;
            };
            if board.get(q).is_some() {
                continue;
            }
            board.set(q, Some(Color::Black));
            let c = completions(board, p, d, &[p, q]);
            // A straight four: one set of four stones with two completion points.
            let straight = c
                .iter()
                .any(|(e, s)| c.iter().any(|(e2, s2)| e2 != e && s2 == s));
            let makes_five = DIRECTIONS
                .iter()
                .any(|&dd| run_length(board, q, Color::Black, dd) == 5);
            board.set(q, None);
            if straight && !makes_five && reference_foul(board, q).is_none() {
                real = true;
                break;
            }
        }
        threes += usize::from(real);
    }
    if threes >= 2 {
        return Some(Foul::DoubleThree);
    }
    None
}

proptest! {
    #![proptest_config(seeded::config(1000))]

    /// The verdict on every point is the same under the 8 symmetries of the board.
    #[test]
    fn verdicts_are_symmetric(board in position(), sym in 1u8..8) {
        let size = board.size();
        let t = transform(&board, sym);
        for p in board.points() {
            prop_assert_eq!(foul(&board, p), foul(&t, map(p, size, sym)), "point {:?}", p);
        }
    }

    /// `forbidden_points` lists exactly the empty points where `foul` finds something.
    #[test]
    fn forbidden_points_agrees_with_foul(board in position()) {
        let listed = forbidden_points(&board);
        let expected: Vec<Point> = {
            let mut v: Vec<Point> = board
                .points()
                .filter(|&p| board.get(p).is_none() && foul(&board, p).is_some())
                .collect();
            v.sort_by_key(|p| (p.y, p.x));
            v
        };
        prop_assert_eq!(listed, expected);
    }

    /// `foul` matches the literal reference on every empty point.
    #[test]
    fn foul_matches_reference(board in position()) {
        let mut scratch = board.clone();
        for p in board.points() {
            if board.get(p).is_some() {
                prop_assert_eq!(foul(&board, p), None);
                continue;
            }
            prop_assert_eq!(foul(&board, p), reference_foul(&mut scratch, p), "point {:?}", p);
        }
    }

    /// Dense random boards of any size: `forbidden_points` terminates without panicking.
    #[test]
    fn forbidden_points_never_panics(
        size in 5usize..=26,
        cells in prop::collection::vec(0u8..4, 676),
    ) {
        let mut board = Board::try_new(size).expect("valid size");
        for p in board.clone().points() {
            let stone = match cells[p.y * 26 + p.x] {
                1 | 3 => Some(Color::Black),
                2 => Some(Color::White),
                _ => None,
            };
            board.set(p, stone);
        }
        let listed = forbidden_points(&board);
        prop_assert!(listed.iter().all(|&p| board.get(p).is_none()));
    }
}

/// Points off the board or already taken are never fouls (and never panic).
#[test]
fn off_board_and_occupied_points_are_not_fouls() {
    let mut board = Board::try_new(15).expect("valid size");
    board.set(Point::new(7, 7), Some(Color::Black));
    assert_eq!(foul(&board, Point::new(7, 7)), None);
    assert_eq!(foul(&board, Point::new(15, 3)), None);
    assert_eq!(foul(&board, Point::new(usize::MAX, 0)), None);
}
