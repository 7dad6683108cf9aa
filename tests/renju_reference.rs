//! Renju fouls cross-checked against the test positions of an independent engine.
//!
//! The positions are transcribed (as data: stones and verdicts) from the public
//! repository `junghyun397/mintaka`, a strict-renju engine whose board crate is
//! `rusty_renju`: its tests `rusty_renju/tests/test_forbid.rs` and
//! `test_nested_forbid.rs`, the tests of its earlier Scala core
//! (`rule/src/test/scala/jrenju/ForbidOpsTest.scala`,
//! `renju/src/test/scala/renju/StripTest.scala`) and the examples in
//! `documents/renju.md` and `documents/renju-test-set.md`.
//!
//! The reference draws every empty point where black may not play (whoever is to
//! move) as `3` (double three, including a 4-3-3), `4` (two fours) or `6`
//! (overline). Each board case lists all stones and all marked points with their
//! kind, and checks that `forbidden_points` returns exactly those points, that
//! `foul` gives the same kind on each and `None` everywhere else, in all eight
//! orientations of the board. A strip case is one of the reference's single-line
//! tables (double-four or overline points of a line whose ends are the edge): it
//! becomes the bottom row of an otherwise empty board exactly as wide as the line.

mod symmetry;
use gomoku::game::renju::{forbidden_points, foul};
use gomoku::game::{parse_record, point_name, Board, Color, Foul, Point};
use symmetry::map;

const TT: Foul = Foul::DoubleThree;
const FF: Foul = Foul::DoubleFour;
const OL: Foul = Foul::Overline;

/// One reference diagram on the 15x15 board.
struct Position {
    /// Where in the reference the diagram is.
    source: &'static str,
    black: &'static str,
    white: &'static str,
    /// Every point the reference marks as forbidden for black, with its kind.
    forbidden: &'static [(&'static str, Foul)],
}

/// One of the reference's single-line tables.
struct Strip {
    /// The line, one character a cell: `X` black, `O` white, `.` empty.
    line: &'static str,
    /// Same length: `4` a double-four point, `6` an overline point, `.` anything else.
    marks: &'static str,
}

fn points(record: &str, size: usize) -> Vec<Point> {
    parse_record(record, size).unwrap_or_else(|e| panic!("bad record {record:?}: {e}"))
}

/// The board as text, top row first, for failure messages.
fn draw(board: &Board) -> String {
    let size = board.size();
    let mut s = String::new();
    for y in 0..size {
        s.push_str(&format!("{:>2} ", size - y));
        for x in 0..size {
            let p = Point::new(x, y);
            s.push(match (board.get(p), foul(board, p)) {
                (Some(Color::Black), _) => 'X',
                (Some(Color::White), _) => 'O',
                (None, Some(Foul::DoubleThree)) => '3',
                (None, Some(Foul::DoubleFour)) => '4',
                (None, Some(Foul::Overline)) => '6',
                (None, None) => '.',
            });
        }
        s.push('\n');
    }
    s.push_str("   ");
    s.extend((b'a'..b'a' + size as u8).map(char::from));
    s.push('\n');
    s
}

/// Checks one position in all 8 orientations against the reference's verdicts.
fn check(source: &str, size: usize, black: &[Point], white: &[Point], forbidden: &[(Point, Foul)]) {
    for sym in 0..8 {
        let at = |p: Point| map(p, size, sym);
        let mut board = Board::try_new(size).expect("valid size");
        for (stones, color) in [(black, Color::Black), (white, Color::White)] {
            for &p in stones {
                assert!(
                    board.get(at(p)).is_none(),
                    "{source}: a point is listed twice"
                );
                board.set(at(p), Some(color));
            }
        }
        let mut want: Vec<(Point, Foul)> = forbidden.iter().map(|&(p, f)| (at(p), f)).collect();
        for &(p, _) in &want {
            assert!(
                board.get(p).is_none(),
                "{source}: a marked point holds a stone"
            );
        }
        want.sort_by_key(|&(p, _)| p);
        let mut got: Vec<(Point, Foul)> = forbidden_points(&board)
            .into_iter()
            .map(|p| {
                let kind = foul(&board, p).expect("a listed point has a foul");
                (p, kind)
            })
            .collect();
        got.sort_by_key(|&(p, _)| p);
        // `foul` on the other empty points: nothing.
        for p in board.points() {
            if board.get(p).is_none() && !got.iter().any(|&(q, _)| q == p) {
                assert_eq!(
                    foul(&board, p),
                    None,
                    "{source}: foul and forbidden_points disagree"
                );
            }
        }
        let names = |v: &[(Point, Foul)]| -> Vec<String> {
            v.iter()
                .map(|&(p, f)| format!("{} {f}", point_name(p, size)))
                .collect()
        };
        assert_eq!(
            names(&got),
            names(&want),
            "{source}, orientation {sym}: forbidden points (left: ours, right: reference)\n{}",
            draw(&board)
        );
    }
}

fn check_position(pos: &Position) {
    let forbidden: Vec<(Point, Foul)> = pos
        .forbidden
        .iter()
        .map(|&(name, f)| (points(name, 15)[0], f))
        .collect();
    check(
        pos.source,
        15,
        &points(pos.black, 15),
        &points(pos.white, 15),
        &forbidden,
    );
}

fn check_strip(strip: &Strip) {
    let size = strip.line.len();
    assert_eq!(
        strip.marks.len(),
        size,
        "{}: marks of another length",
        strip.line
    );
    let bottom = size - 1;
    let (mut black, mut white, mut forbidden) = (Vec::new(), Vec::new(), Vec::new());
    for (x, (cell, mark)) in strip.line.chars().zip(strip.marks.chars()).enumerate() {
        let p = Point::new(x, bottom);
        match cell {
            'X' => black.push(p),
            'O' => white.push(p),
            '.' => {}
            other => panic!("{}: bad cell {other:?}", strip.line),
        }
        match mark {
            '4' => forbidden.push((p, FF)),
            '6' => forbidden.push((p, OL)),
            '.' => {}
            other => panic!("{}: bad mark {other:?}", strip.line),
        }
    }
    let source = format!("strip {}", strip.line);
    check(&source, size, &black, &white, &forbidden);
}

// ---- boards ----

// e14: fours in the column (e11-e14, white e10) and on the diagonal a10 b11 c12 _ e14.
// f8: d8-i8 is six. k5: open threes in the column (k3-k5) and the row (j5 k5 _ m5).
// k12 makes the column five k11-k15 and the row six j12-o12 at once: the five wins.
// c3: the anti-diagonal b4 c3 d2 lies on the five-point line a5-e1, so it is no three.
#[test]
fn basic_forbidden_moves() {
    check_position(&Position {
        source: "rusty_renju/tests/test_forbid.rs basic_forbidden_moves (also mintaka/tests/test_forbid.rs)",
        black: "k15 k14 e13 k13 c12 e12 j12 l12 m12 n12 o12 b11 e11 k11 a10 d8 e8 g8 h8 i8 j5 m5 b4 k4 b3 d3 k3 d2",
        white: "e10",
        forbidden: &[("e14", FF), ("f8", OL), ("k5", TT)],
    });
}

// f8: threes in the row (e8 f8 _ h8) and on the diagonal (e7 f8 g9).
// g8 is no foul: its column three g6 _ g8 g9 can only become straight at g7, a double four.
#[test]
fn pseudo_double_three_1() {
    check_position(&Position {
        source: "rusty_renju/tests/test_forbid.rs pseudo_double_three (first board)",
        black: "g9 e8 h8 e7 e6 f6 g6 e5",
        white: "i10 e9 f9 h9 i9 f7 e4",
        forbidden: &[("f8", TT)],
    });
}

// h9 is no foul: its column three h7-h9 can only become straight at h6, a double four
// (column h6-h9 and row h6-k6 against white l6); only the row three f9-h9 is real.
#[test]
fn pseudo_double_three_2() {
    check_position(&Position {
        source: "rusty_renju/tests/test_forbid.rs pseudo_double_three (second board); documents/renju.md (double-four related pseudo forbidden moves)",
        black: "f9 g9 h8 h7 i6 j6 k6",
        white: "h11 f10 g8 i8 g7 i7 l6",
        forbidden: &[],
    });
}

// g8 is no foul: its row three g8-i8 can only become straight at f8 or j8, both double fours.
#[test]
fn pseudo_double_three_3() {
    check_position(&Position {
        source: "rusty_renju/tests/test_forbid.rs pseudo_double_three (third board)",
        black: "f10 g9 j9 h8 i8 f7 f6 g6 j6 j5",
        white: "e11 h9 i9 h7 i7 e6 i6 f5 h5",
        forbidden: &[],
    });
}

// h9 is no foul: its row three g9-i9 can only become straight at f9 or j9, both double fours.
#[test]
fn pseudo_double_three_4() {
    check_position(&Position {
        source: "rusty_renju/tests/test_forbid.rs pseudo_double_three (fourth board)",
        black: "f10 j10 g9 i9 h8 j8 f7 h7 j7 f6",
        white: "e12 f11 g10 i10 i8 g7 i7 k7 j6 f5",
        forbidden: &[],
    });
}

// e8 (a 4-3-3: it also makes the four d7 e8 f9 _ h11) and e6 are double threes.
// g8 is no foul: its row three f8-h8 (white j8) can only become straight at e8, which would then
// be a double four.
#[test]
fn single_nested_double_three() {
    check_position(&Position {
        source: "rusty_renju/tests/test_nested_forbid.rs single_nested_double_three (also jrenju ForbidOpsTest)",
        black: "h11 h10 f9 h9 f8 h8 d7 e7 f7 g7 i7 f6 e5",
        white: "h12 f10 g9 i9 j8 c7 h7 h6 j6 f5 g5 d4",
        forbidden: &[("e8", TT), ("e6", TT)],
    });
}

// i8 is a double three. g10 and i10 are not: each has a three whose only straight-four point is
// i8, and with g10 or i10 on the board i8 is a 4-3-3 (its row three still reaches j8).
#[test]
fn double_nested_double_three_1() {
    check_position(&Position {
        source: "rusty_renju/tests/test_nested_forbid.rs double_nested_double_three (first board); documents/renju.md (nested forbidden moves)",
        black: "e10 h10 f9 h9 i9 g8 h8 i7 j7 f6 f5",
        white: "d11 g11 j10 e9 g9 g7 h7 e5 f4",
        forbidden: &[("i8", TT)],
    });
}

// White k8 is the change that matters (white g6 alters nothing here): i8's row three can now
// only become straight at f8, a double four, so once g10 or i10 is played i8 is a plain 4-3 and
// legal, which makes g10 and i10 real double threes (three levels of nesting).
#[test]
fn double_nested_double_three_2() {
    check_position(&Position {
        source: "rusty_renju/tests/test_nested_forbid.rs double_nested_double_three (second board)",
        black: "e10 h10 f9 h9 i9 g8 h8 i7 j7 f6 f5",
        white: "d11 g11 j10 e9 g9 k8 g7 h7 g6 e5 f4",
        forbidden: &[("g10", TT), ("i10", TT), ("i8", TT)],
    });
}

// h9, h7 and i6 are double threes. The column threes of h9 and h7 are false (each one's only
// straight-four point is the other, forbidden), but both still have two real diagonal threes.
#[test]
fn pseudo_double_nested_double_three() {
    check_position(&Position {
        source: "rusty_renju/tests/test_nested_forbid.rs pseudo_double_nested_double_three",
        black: "f11 k10 l9 g8 h8 i8 k8 f7 h6 j5",
        white: "j11 k9 f8 j8",
        forbidden: &[("h9", TT), ("h7", TT), ("i6", TT)],
    });
}

// j10, j8, g7 and k7 are double threes. d7 is not: its row three d7-f7 (white b7) can only
// become straight at g7, and with d7 on the board g7 stays forbidden.
#[test]
fn multiple_nested_double_three_1() {
    check_position(&Position {
        source: "rusty_renju/tests/test_nested_forbid.rs multiple_nested_double_three (first board); documents/renju.md (multiple-nested forbidden moves)",
        black: "h12 m11 n10 d9 g9 i9 j9 k9 m9 d8 h8 e7 f7 j7 g6 k6 l6",
        white: "f10 m10 c9 h9 l9 e8 f8 i8 b7 m6 e5",
        forbidden: &[("j10", TT), ("j8", TT), ("g7", TT), ("k7", TT)],
    });
}

// As above plus black o11, which gives k7 the four k7 _ m9 n10 o11: k7 becomes a legal 4-3
// and, further along the chain of dependent threes, d7 becomes a double three.
#[test]
fn multiple_nested_double_three_2() {
    check_position(&Position {
        source:
            "rusty_renju/tests/test_nested_forbid.rs multiple_nested_double_three (second board)",
        black: "h12 m11 o11 n10 d9 g9 i9 j9 k9 m9 d8 h8 e7 f7 j7 g6 k6 l6",
        white: "f10 m10 c9 h9 l9 e8 f8 i8 b7 m6 e5",
        forbidden: &[("j10", TT), ("j8", TT), ("d7", TT), ("g7", TT)],
    });
}

// f9, i9, f6 and i6 each make three threes. Their straight-four points are each other, and each
// must be judged with the first stone already placed: i6 is forbidden on this board, but after
// f6 it is a legal 4-3, so f6's row three is real.
#[test]
fn recursive_double_three() {
    check_position(&Position {
        source: "rusty_renju/tests/test_nested_forbid.rs recursive_double_three; documents/renju.md (recursive forbidden moves)",
        black: "g9 h9 f8 g8 h8 i8 f7 g7 h7 i7 g6 h6",
        white: "g10 h10 e8 j8 e7 j7 g5 h5",
        forbidden: &[("f9", TT), ("i9", TT), ("f6", TT), ("i6", TT)],
    });
}

// i2: column three i2 _ i4 i5 (its fives reach the bottom row i1) and anti-diagonal three
// f5 g4 _ i2 (fives end at e6 and j1).
#[test]
fn scala_edge_case() {
    check_position(&Position {
        source: "rule/src/test/scala/jrenju/ForbidOpsTest.scala (edge cases) (also renju/src/test/scala/renju/StructOpsTest.scala)",
        black: "h8 g7 h6 f5 g5 i5 g4 i4 j4",
        white: "f8 e7 h7 i7 f6 g6 h5 k3",
        forbidden: &[("i2", TT)],
    });
}

// The earlier form of the first board: e14 double four, f8 overline, and m5 with threes in
// the column (m3 m4 m5) and on the diagonal (k3 l4 m5).
#[test]
fn scala_valid_forbidden_moves() {
    check_position(&Position {
        source: "rule/src/test/scala/jrenju/ForbidOpsTest.scala (valid forbidden moves) (also renju StructOpsTest.scala; documents/renju-test-set.md (basic-forbid))",
        black: "e13 c12 e12 b11 e11 a10 d8 e8 g8 h8 i8 b4 l4 m4 b3 d3 k3 m3 d2",
        white: "e10",
        forbidden: &[("e14", FF), ("f8", OL), ("m5", TT)],
    });
}

// h7: threes in the row (f7 _ h7 i7) and the column (h7-h9). h10 is no foul: its row three
// g10-i10 (white k10) can only become straight at f10, a double four.
#[test]
fn scala_pseudo_forbidden_moves() {
    check_position(&Position {
        source: "rule/src/test/scala/jrenju/ForbidOpsTest.scala (pseudo forbidden moves) (fourth board; also StructOpsTest.scala, documents/renju-test-set.md (pseudo-forbid))",
        black: "f11 g10 i10 h9 f8 h8 f7 i7",
        white: "f12 g11 i11 k10 e9 g9 g8 i8",
        forbidden: &[("h7", TT)],
    });
}

// e8, g7, l7 and k6 are double threes; h5 and i8 are 4-3-3 (one four plus two real threes,
// marked as double three); g9 makes two fours on the one anti-diagonal (e11 _ g9 h8 i7 _ k5);
// i5 makes fours in the row and the column. f7 is no foul: its anti-diagonal three can only
// become straight at h5, which is forbidden.
#[test]
fn scala_uncommon_forbidden_moves() {
    check_position(&Position {
        source: "rule/src/test/scala/jrenju/ForbidOpsTest.scala (uncommon forbidden moves) (also StructOpsTest.scala; documents/renju-test-set.md (complex-forbid))",
        black: "e11 g11 j10 g8 h8 e7 i7 j7 e6 g6 i6 j5 k5 l5 i4",
        white: "o15",
        forbidden: &[("g9", FF), ("e8", TT), ("i8", TT), ("g7", TT), ("l7", TT), ("k6", TT), ("h5", TT), ("i5", FF)],
    });
}

// Double fours on one line: h14 (x_x*x_x), i10 (x_xx*_x), i6 (xx_x*_xx). The white rows keep
// the black rows apart; row 2 (c2 e2 g2 h2 k2 l2 n2) has no forbidden point.
#[test]
fn doc_single_line_forbidden_moves() {
    check_position(&Position {
        source: "documents/renju.md (single-line forbidden moves)",
        black: "e14 g14 i14 k14 e10 g10 h10 k10 e6 f6 h6 k6 l6 c2 e2 g2 h2 k2 l2 n2",
        white: "e12 f12 g12 h12 i12 j12 k12 e8 f8 g8 h8 i8 j8 k8 e4 f4 g4 h4 i4 j4 k4",
        forbidden: &[("h14", FF), ("i10", FF), ("i6", FF)],
    });
}
// ---- single-line strips (renju/src/test/scala/renju/StripTest.scala; documents/renju-test-set.md) ----

#[test]
fn double_four_strip_1() {
    check_strip(&Strip {
        line: "...X.XX..X...",
        marks: ".......4.....",
    });
}

#[test]
fn double_four_strip_2() {
    check_strip(&Strip {
        line: "...X..XX.X...",
        marks: ".....4.......",
    });
}

#[test]
fn double_four_strip_3() {
    check_strip(&Strip {
        line: "...XXX...XXX...",
        marks: ".......4.......",
    });
}

#[test]
fn double_four_strip_4() {
    check_strip(&Strip {
        line: "...XX..X.XX...",
        marks: "......4.......",
    });
}

#[test]
fn double_four_strip_5() {
    check_strip(&Strip {
        line: "...X.X.X.X...",
        marks: "......4......",
    });
}

#[test]
fn double_four_strip_6() {
    check_strip(&Strip {
        line: "...X.X.X.X.X...",
        marks: "......4.4......",
    });
}

#[test]
fn double_four_strip_7() {
    check_strip(&Strip {
        line: "...X.X.X.X.X.X.X.X...",
        marks: "......4.4.4.4.4......",
    });
}

#[test]
fn double_four_strip_8() {
    check_strip(&Strip {
        line: "...XXX..X.XX...",
        marks: "...............",
    });
}

#[test]
fn double_four_strip_9() {
    check_strip(&Strip {
        line: "...X.X.X.XX...",
        marks: "..............",
    });
}

#[test]
fn overline_strip_1() {
    check_strip(&Strip {
        line: "...XXX.XX...",
        marks: "......6.....",
    });
}

#[test]
fn overline_strip_2() {
    check_strip(&Strip {
        line: "...X.XXXX...",
        marks: "....6.......",
    });
}

#[test]
fn overline_strip_3() {
    check_strip(&Strip {
        line: "...X.XXX.XXX...",
        marks: "........6......",
    });
}

#[test]
fn overline_strip_4() {
    check_strip(&Strip {
        line: "...OXXXX.X...",
        marks: "........6....",
    });
}
