//! Renju fouls checked by hand: a table of positions with the verdict for one point,
//! and the renju rules seen through `Game`.
//!
//! Every position is on 15x15; `b` and `w` list the black and white stones, `at` is
//! the empty point tested for a black stone. Rows are numbered from the bottom, so
//! `h8` is the centre, "up" is a higher row number, and the four lines through a
//! point are the row, the column, the diagonal (`g7 h8 i9`) and the anti-diagonal
//! (`g9 h8 i7`). In the line sketches `X` is black, `O` white, `|` the board's edge,
//! `_` an empty point and `*` the tested point.

mod symmetry;
use gomoku::game::renju::{forbidden_points, foul};
use gomoku::game::{
    parse_point, parse_record, run_length, Board, Color, Config, Foul, Game, Outcome, PlaceError,
    Point, Rule, DIRECTIONS,
};
use symmetry::map;

/// One hand-checked position.
struct Case {
    b: &'static str,
    w: &'static str,
    at: &'static str,
    want: Option<Foul>,
    why: &'static str,
}

const OK: Option<Foul> = None;
const OL: Option<Foul> = Some(Foul::Overline);
const FF: Option<Foul> = Some(Foul::DoubleFour);
const TT: Option<Foul> = Some(Foul::DoubleThree);

#[rustfmt::skip]
const CASES: &[Case] = &[
    // ---- nothing, single shapes ----
    Case { b: "", w: "", at: "h8", want: OK,
        why: "empty board" },
    Case { b: "g8 i8", w: "", at: "h8", want: OK,
        why: "one open three (row) is no foul" },
    Case { b: "g8 i8 h9", w: "", at: "h8", want: OK,
        why: "three in the row, only two in the column" },
    Case { b: "e8 f8 g8", w: "", at: "h8", want: OK,
        why: "_XXX*_ is a straight four: one four, legal" },
    Case { b: "e8 f8 g8", w: "d8", at: "h8", want: OK,
        why: "OXXX*_ one blocked four, legal" },
    Case { b: "", w: "e8 f8 g8 i8 j8", at: "h8", want: OK,
        why: "white stones never make a black shape" },

    // ---- plain double-threes ----
    Case { b: "f8 g8 h9 h10", w: "", at: "h8", want: TT,
        why: "open three f8-h8 in the row and h8-h10 in the column" },
    Case { b: "g7 i9 g9 i7", w: "", at: "h8", want: TT,
        why: "threes on both diagonals g7-i9 and g9-i7" },
    Case { b: "f8 i8 h9 h10", w: "", at: "h8", want: TT,
        why: "split three X_X*X (f8 _ h8 i8, extension g8) plus the column three" },
    Case { b: "j8 k8 h9 h10", w: "", at: "h8", want: TT,
        why: "split three *_XX (h8 _ j8 k8, extension i8) plus the column three" },
    Case { b: "e8 f8 h10 h11", w: "", at: "h8", want: TT,
        why: "XX_* in the row (extension g8) and *_XX in the column (extension h9): two split threes" },
    Case { b: "g7 j10 f10 e11", w: "", at: "h8", want: TT,
        why: "split threes on both diagonals: g7 * _ j10 and e11 f10 _ *" },
    Case { b: "f8 g8 h9 h10 i9 j10", w: "", at: "h8", want: TT,
        why: "three threes (row, column, diagonal) at once" },
    Case { b: "b2 c2 d3 d4", w: "", at: "d2", want: TT,
        why: "near the corner but both threes still open: |_XX*_ (ext e2, fives a2-e2 / b2-f2) and the column d1 empty below" },
    Case { b: "h2 h3 g4 i4", w: "", at: "h4", want: TT,
        why: "column |_XX*_: h5 makes h2-h5 with h1 and h6 both giving exactly five; plus row three g4-i4" },
    Case { b: "b8 c8 d9 d10", w: "", at: "d8", want: TT,
        why: "|_XX*__ is a three (e8 makes b8-e8 with a8 and f8 open) plus the column three" },

    // ---- shapes that are not threes ----
    Case { b: "f8 g8 h9 h10", w: "e8", at: "h8", want: OK,
        why: "OXX*__ in the row: the four f8-i8 would touch white, not straight; one three only" },
    Case { b: "f8 g8 h9 h10", w: "d8 j8", at: "h8", want: OK,
        why: "O_XX*_O: either four (e8-h8 or f8-i8) touches white; not a three" },
    Case { b: "f8 g8 h9 h10", w: "d8", at: "h8", want: TT,
        why: "O_XX*__ is a three: i8 makes f8-i8 with e8 (e8-i8) and j8 (f8-j8) both exact fives" },
    Case { b: "f8 g8 h9 h10", w: "j8", at: "h8", want: TT,
        why: "__XX*_O is a three: e8 makes e8-h8 with d8 and i8 open (e8-i8 stops at the white j8)" },
    Case { b: "f8 i8 h9 h10", w: "g8", at: "h8", want: OK,
        why: "XO*X: the split three's gap g8 is taken by white; row is dead, one three only" },
    Case { b: "e8 i8 h9 h10", w: "", at: "h8", want: OK,
        why: "X__*X is not a three (no single stone joins four in a row with h8)" },
    Case { b: "f8 i8 h9 h10", w: "e8", at: "h8", want: OK,
        why: "OX_*X_: filling g8 gives f8-i8 against white e8, no straight four" },
    Case { b: "d8 e8 i8 j8 g9 g10", w: "", at: "g8", want: OK,
        why: "XX_*_XX: f8 or h8 joins a four whose far end would make seven (overline); not a three" },
    Case { b: "c8 f8 g8 h9 h10", w: "", at: "h8", want: TT,
        why: "X__XX*__: e8 gives a four whose end d8 makes six, but i8 gives f8-i8 with e8 and j8 exact; a three" },
    Case { b: "c8 f8 g8 h9 h10", w: "j8", at: "h8", want: OK,
        why: "X__XX*_O: e8 side ends in six at d8, i8 side ends at white j8; no straight four, one three only" },
    Case { b: "c8 f8 g8 k8 h9 h10", w: "", at: "h8", want: OK,
        why: "X__XX*__X: e8's four ends at d8 (six with c8), i8's four ends at j8 (six with k8); not a three" },
    Case { b: "e4 f4 g5", w: "", at: "g4", want: OK,
        why: "one row three and two in the column: no foul" },

    // ---- threes against the edge ----
    Case { b: "a8 b8 c9 c10", w: "", at: "c8", want: OK,
        why: "|XX*__: the four a8-d8 has the edge on one side, not straight; only the column three" },
    Case { b: "h1 h2 g3 i3", w: "", at: "h3", want: OK,
        why: "column |XX*__ against the bottom edge is not a three; only the row three" },
    Case { b: "a1 b2 c4 c5", w: "", at: "c3", want: OK,
        why: "diagonal a1 b2 c3 runs into the corner: not a three; only the column three c3-c5" },
    Case { b: "b1 c1 e2 f3", w: "", at: "d1", want: OK,
        why: "row three b1-d1 is open (a1-e1 and b1-f1 both exact), the diagonal d1-f3 starts at the edge: one three" },
    Case { b: "a2 a3 b1 c1", w: "", at: "a1", want: OK,
        why: "corner: column a1-a3 and row a1-c1 both run into the edge; no three at all" },
    Case { b: "c8 d8 e9 e10", w: "f8", at: "e8", want: OK,
        why: "|__XX*O: white f8 closes the row; b8 gives b8-e8 against white; only the column three" },

    // ---- double-fours in two lines ----
    Case { b: "e8 f8 g8 h9 h10 h11", w: "d8 h12", at: "h8", want: FF,
        why: "blocked four OXXX* (i8) and blocked column four (h7): two fours" },
    Case { b: "e8 f8 g8 h9 h10 h11", w: "", at: "h8", want: FF,
        why: "two straight fours (row and column) are two fours" },
    Case { b: "e8 g8 i8 h10 h11 h12", w: "", at: "h8", want: FF,
        why: "split fours X_X*X (f8) and *_XXX (h9)" },
    Case { b: "e5 f6 g7 f10 g9 j6", w: "d4", at: "h8", want: FF,
        why: "diagonal OXXX* (i9) and anti-diagonal f10 g9 * _ j6 (i7): two fours" },
    Case { b: "a1 a2 a3 b4 c4 d4", w: "", at: "a4", want: FF,
        why: "fours against the edge still count: column a1-a4 (a5) and row a4-d4 (e4)" },
    Case { b: "c8 e8 f8 g8 h9 h10 h11", w: "h12", at: "h8", want: FF,
        why: "row X_XXX*_: d8 would make six, i8 makes five, still one four; plus the column four" },
    Case { b: "e8 f8 g8 h9 h10 h11", w: "d8 i8 h12", at: "h8", want: OK,
        why: "OXXX*O is dead (no five possible): only the column four, legal" },
    Case { b: "c8 d8 e8 g8 h9 h10 h11", w: "h12", at: "h8", want: OK,
        why: "row XXX_X*: f8 would make six (c8-h8), so the row is no four; one four only" },

    // ---- double-fours in one line ----
    Case { b: "e8 g8 i8 k8", w: "", at: "h8", want: FF,
        why: "X_X*X_X: f8 makes e8-i8 and j8 makes g8-k8, two fours on one line" },
    Case { b: "e8 h8 i8 k8", w: "", at: "g8", want: FF,
        why: "X_*XX_X: both fours (e8-i8 by f8, g8-k8 by j8) contain g8" },
    Case { b: "e8 f8 i8 k8 l8", w: "", at: "h8", want: FF,
        why: "XX_*X_XX: g8 makes e8-i8, j8 makes h8-l8" },
    Case { b: "e8 f8 h8 k8 l8", w: "", at: "i8", want: FF,
        why: "XX_X*_XX: the other middle stone, same two fours" },
    Case { b: "d8 e8 f8 j8 k8 l8", w: "", at: "h8", want: FF,
        why: "XXX_*_XXX: g8 makes d8-h8, i8 makes h8-l8" },
    Case { b: "d8 e8 g8 i8 k8", w: "", at: "h8", want: OK,
        why: "XX_X*X_X: f8 would make six (d8-i8), only j8 makes a five: one four" },
    Case { b: "g8 h8 i8 k8", w: "", at: "e8", want: OK,
        why: "*_XXX_X: e8 makes only the four e8-i8 (f8); g8-k8 was a four before and does not contain e8" },
    Case { b: "f8 h8 i8 k8 l8", w: "", at: "e8", want: OK,
        why: "*X_XX_XX: only e8-i8 (g8) contains e8; h8-l8 (j8) is an older four" },
    Case { b: "d8 f8 h8 j8 k8 l8", w: "", at: "e8", want: OK,
        why: "X*X_X_XXX: only d8-h8 (g8) contains e8; h8-l8 (i8) is an older four" },

    // ---- overlines ----
    Case { b: "e8 f8 g8 i8 j8", w: "", at: "h8", want: OL,
        why: "XXX*XX: six in a row" },
    Case { b: "e8 f8 g8 i8 j8 k8", w: "", at: "h8", want: OL,
        why: "XXX*XXX: seven in a row" },
    Case { b: "e5 f6 g7 i9 j10", w: "", at: "h8", want: OL,
        why: "six on the diagonal e5-j10" },
    Case { b: "h1 h2 h3 h5 h6", w: "", at: "h4", want: OL,
        why: "six in the column from the edge h1-h6" },
    Case { b: "e8 f8 g8 i8 j8 h9 h10 h11 i9 j10 k11", w: "", at: "h8", want: OL,
        why: "six in the row together with two fours: reported as overline" },

    // ---- five wins over everything ----
    Case { b: "d8 e8 f8 g8", w: "", at: "h8", want: OK,
        why: "exactly five d8-h8" },
    Case { b: "a1 a2 a3 a4", w: "", at: "a5", want: OK,
        why: "exactly five against the edge" },
    Case { b: "d8 e8 f8 h8", w: "", at: "g8", want: OK,
        why: "XXX*X exactly five (c8 and i8 empty)" },
    Case { b: "d8 e8 f8 g8 h5 h6 h7 h9 h10", w: "", at: "h8", want: OK,
        why: "five in the row d8-h8 while the column makes six h5-h10: five wins" },
    Case { b: "d8 e8 f8 g8 h9 h10 h11 i9 j10 k11", w: "h12 l12", at: "h8", want: OK,
        why: "five in the row plus two blocked fours (column, diagonal): five wins" },
    Case { b: "d8 e8 f8 g8 h9 h10 i9 j10", w: "", at: "h8", want: OK,
        why: "five in the row plus threes in the column and diagonal: five wins" },
    Case { b: "e8 g8 i8 k8 h4 h5 h6 h7", w: "", at: "h8", want: OK,
        why: "X_X*X_X would be a double four in the row, but h4-h8 is five: legal" },

    // ---- 4-3 and 4-3-3 ----
    Case { b: "e8 f8 g8 h9 h10", w: "d8", at: "h8", want: OK,
        why: "4-3: blocked row four and open column three is legal" },
    Case { b: "e8 f8 g8 h9 h10", w: "", at: "h8", want: OK,
        why: "4-3 with a straight four: legal" },
    Case { b: "e8 f8 g8 h10 h11", w: "d8", at: "h8", want: OK,
        why: "4-3 where the three is split (h8 _ h10 h11): legal" },
    Case { b: "d8 f8 g8 h9 h10", w: "", at: "h8", want: OK,
        why: "row X_XX* is a four (e8 makes d8-h8), column three: 4-3, legal" },
    Case { b: "e8 f8 g8 h9 h10 i9 j10", w: "d8", at: "h8", want: TT,
        why: "4-3-3: one four plus two real threes is still a double three" },
    Case { b: "e8 f8 g8 h9 h10 h11 i9 j10 g9 f10", w: "d8 h12", at: "h8", want: FF,
        why: "4-4-3-3: two fours and two threes: double four is reported" },
    Case { b: "c8 d8 e8 g8 h9 h10 h11", w: "", at: "h8", want: OK,
        why: "row is no four (f8 makes six), column straight four: one four, legal" },

    // ---- false threes: the straight-four point is not playable ----
    // Column  h6 O, h7 _, h8 *, h9 X, h10 X, h11 _ : the only straight-four point is h11.
    // Row 11: f11 g11 _ i11 j11 k11, so h11 would make six (overline).
    Case { b: "h9 h10 g8 i8 f11 g11 i11 j11 k11", w: "h6", at: "h8", want: OK,
        why: "column three's only extension h11 is an overline: false three; only the row three g8-i8 is real" },
    Case { b: "h9 h10 g8 i8 f11 g11 i11 j11 k11", w: "", at: "h8", want: TT,
        why: "same, but h7 is open: h7 makes h7-h10 with h6 and h11 exact fives, h7 is legal, the column three is real" },
    // Row 11: d11 O, e11 f11 g11 X: h11 would make a blocked four there plus the column four.
    Case { b: "h9 h10 g8 i8 e11 f11 g11", w: "h6 d11", at: "h8", want: OK,
        why: "column three's only extension h11 is a double four (column h8-h11 + row e11-h11): false three" },
    Case { b: "h9 h10 g8 i8 e11 f11", w: "h6 d11", at: "h8", want: TT,
        why: "control: without g11 the point h11 is just a four (e11 f11 _ h11 is nothing), the column three is real" },
    // Row 11: d11 e11 f11 g11 X: h11 would make five there.
    Case { b: "h9 h10 g8 i8 d11 e11 f11 g11", w: "h6", at: "h8", want: OK,
        why: "column three's only extension h11 would make a five (d11-h11): not a three extension; one real three" },
    // Recursion: h11 would make the column four plus two threes (row g11 h11 i11 and
    // split diagonal h11 _ j13 k14), a 4-3-3, so h11 is forbidden.
    Case { b: "h9 h10 g8 i8 g11 i11 j13 k14", w: "h6", at: "h8", want: OK,
        why: "column three's only extension h11 is itself a double three (4-3-3): false three, h8 legal" },
    Case { b: "h9 h10 g8 i8 g11 i11 j13 k14", w: "", at: "h8", want: TT,
        why: "control: h7 is open and legal, so the column three is real again" },
    // Two levels: as above, but the row three at h11 (e11 O, g11 h11 i11) can only
    // become straight at j11, and j11 is a double four (row g11-j11 + column j11-j14
    // with white j15), so that row three is false, h11 is a legal 4-3, and the column
    // three of h8 is real.
    Case { b: "h9 h10 g8 i8 g11 i11 j13 k14 j12 j14", w: "h6 e11 j15", at: "h8", want: TT,
        why: "extension h11 looks like 4-3-3 but its row three is false (j11 is 4-4): h11 legal, h8 is a double three" },
];

fn stones(record: &str) -> Vec<Point> {
    parse_record(record, 15).unwrap_or_else(|e| panic!("bad record {record:?}: {e}"))
}

/// The position of `case` turned by symmetry `sym` (0 leaves it as written).
fn build(case: &Case, sym: u8) -> Board {
    let mut board = Board::try_new(15).expect("15 is a valid size");
    for (record, color) in [(case.b, Color::Black), (case.w, Color::White)] {
        for p in stones(record) {
            let p = map(p, 15, sym);
            assert!(
                board.get(p).is_none(),
                "{record:?}: a point is listed twice"
            );
            board.set(p, Some(color));
        }
    }
    board
}

/// The board as text, top row first, for failure messages.
fn draw(board: &Board, at: Point) -> String {
    let mut s = String::new();
    for y in 0..board.size() {
        s.push_str(&format!("{:>2} ", board.size() - y));
        for x in 0..board.size() {
            let p = Point::new(x, y);
            s.push(match board.get(p) {
                _ if p == at => '*',
                Some(Color::Black) => 'X',
                Some(Color::White) => 'O',
                None => '.',
            });
        }
        s.push('\n');
    }
    s.push_str("   abcdefghijklmno\n");
    s
}

/// Every position of the table gets its verdict, in each of the 8 orientations of the board.
#[test]
fn table_verdicts() {
    let mut failures = Vec::new();
    for sym in 0..8u8 {
        for (i, case) in CASES.iter().enumerate() {
            let board = build(case, sym);
            let at = map(
                parse_point(case.at, 15).expect("tested point parses"),
                15,
                sym,
            );
            assert!(
                board.get(at).is_none(),
                "case {i}: {} is not empty",
                case.at
            );
            // No position starts with a five or longer on the board: that would be a finished game.
            for p in board.points() {
                if let Some(c) = board.get(p) {
                    for d in DIRECTIONS {
                        assert!(
                            run_length(&board, p, c, d) < 5,
                            "case {i}: a row of five is already on the board"
                        );
                    }
                }
            }
            let got = foul(&board, at);
            if got != case.want {
                failures.push(format!(
                    "case {i} ({}), orientation {sym}: b \"{}\" w \"{}\" at {}: want {:?}, got {:?}\n{}",
                    case.why,
                    case.b,
                    case.w,
                    case.at,
                    case.want,
                    got,
                    draw(&board, at)
                ));
            }
            // The list of all forbidden points agrees with the single verdict.
            assert_eq!(
                forbidden_points(&board).contains(&at),
                got.is_some(),
                "case {i}, orientation {sym}: forbidden_points disagrees with foul"
            );
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} wrong:\n{}",
        failures.len(),
        8 * CASES.len(),
        failures.join("\n")
    );
}

/// The table holds each verdict several times and no position twice, so `table_verdicts`
/// checks every kind of foul (and its absence) on distinct shapes.
#[test]
fn the_table_holds_every_verdict_on_distinct_positions() {
    for (want, least) in [(OK, 30), (OL, 5), (FF, 10), (TT, 15)] {
        let n = CASES.iter().filter(|c| c.want == want).count();
        assert!(n >= least, "{n} positions judged {want:?}, want {least}");
    }
    let mut seen = std::collections::HashSet::new();
    for (i, case) in CASES.iter().enumerate() {
        let at = parse_point(case.at, 15).expect("tested point parses");
        assert!(
            seen.insert((build(case, 0), at)),
            "case {i} ({}) repeats a position",
            case.why
        );
    }
}

#[test]
fn foul_names() {
    assert_eq!(Foul::Overline.to_string(), "overline");
    assert_eq!(Foul::DoubleFour.to_string(), "double four");
    assert_eq!(Foul::DoubleThree.to_string(), "double three");
}

// ---- the rules through `Game` ----

fn renju() -> Config {
    Config {
        size: 15,
        rule: Rule::Renju,
        first: Color::Black,
    }
}

fn standard() -> Config {
    Config {
        size: 15,
        rule: Rule::Standard,
        first: Color::Black,
    }
}

fn play(config: Config, record: &str) -> Game {
    Game::replay(config, &stones(record)).unwrap_or_else(|e| panic!("{record}: {e}"))
}

fn point(name: &str) -> Point {
    parse_point(name, 15).expect("valid name")
}

/// White builds g8 i8 h9 h10 while black plays harmless stones on the top row.
const WHITE_THREE_THREE: &str = "a15 g8 c15 i8 e15 h9 g15 h10 i15";
/// White builds e8 f8 g8 _ i8 j8 while black plays on the top row.
const WHITE_SIX: &str = "a15 e8 c15 f8 e15 g8 g15 i8 i15 j8 k15";
/// Black builds e8 f8 g8 _ i8 j8 while white plays on the top row.
const BLACK_SIX: &str = "e8 a15 f8 c15 g8 e15 i8 g15 j8 i15";
/// Black builds f8 g8 h9 h10 (h8 is a double three) while white plays on the top row.
const BLACK_THREE_THREE: &str = "f8 a15 g8 c15 h9 e15 h10 g15";

#[test]
fn white_may_make_a_double_three_under_renju() {
    let mut game = play(renju(), WHITE_THREE_THREE);
    assert_eq!(game.to_move(), Some(Color::White));
    assert!(
        game.forbidden().is_empty(),
        "nothing is forbidden for white"
    );
    let mv = game.try_place(point("h8")).expect("white has no fouls");
    assert_eq!(mv.color, Color::White);
    assert_eq!(*game.outcome(), Outcome::Ongoing);
}

#[test]
fn white_overline_wins_under_renju() {
    let mut game = play(renju(), WHITE_SIX);
    game.try_place(point("h8")).expect("white may make six");
    match game.outcome() {
        Outcome::Win { color, line } => {
            assert_eq!(*color, Color::White);
            assert_eq!(line.len(), 6);
        }
        other => panic!("expected a white win, got {other:?}"),
    }
}

#[test]
fn black_overline_is_forbidden_under_renju() {
    let mut game = play(renju(), BLACK_SIX);
    assert!(game.forbidden().contains(&point("h8")));
    let before = game.record();
    let err = game
        .try_place(point("h8"))
        .expect_err("six is forbidden for black");
    assert_eq!(
        err,
        PlaceError::Forbidden {
            point: point("h8"),
            size: 15,
            foul: Foul::Overline
        }
    );
    assert_eq!(err.to_string(), "h8 is forbidden for black: overline");
    assert_eq!(game.record(), before, "a refusal changes nothing");
    assert_eq!(*game.outcome(), Outcome::Ongoing);
}

#[test]
fn no_overline_wins_under_standard() {
    let mut black = play(standard(), BLACK_SIX);
    black
        .try_place(point("h8"))
        .expect("no fouls under standard");
    assert_eq!(
        *black.outcome(),
        Outcome::Ongoing,
        "black's six wins nothing"
    );
    assert!(black.forbidden().is_empty());

    let mut white = play(standard(), WHITE_SIX);
    white
        .try_place(point("h8"))
        .expect("no fouls under standard");
    assert_eq!(
        *white.outcome(),
        Outcome::Ongoing,
        "white's six wins nothing"
    );
}

#[test]
fn black_double_three_is_refused_with_a_readable_error() {
    let mut game = play(renju(), BLACK_THREE_THREE);
    let err = game.try_place(point("h8")).expect_err("double three");
    assert!(matches!(err, PlaceError::Forbidden { .. }), "{err:?}");
    assert_eq!(err.to_string(), "h8 is forbidden for black: double three");
    assert_eq!(game.moves().len(), 8);
}

#[test]
fn black_double_four_is_refused() {
    // Black e8 f8 g8 (white d8) and h9 h10 h11 (white h12): h8 makes two fours.
    let mut game = play(renju(), "e8 d8 f8 h12 g8 a15 h9 c15 h10 e15 h11 g15");
    let err = game.try_place(point("h8")).expect_err("double four");
    assert_eq!(err.to_string(), "h8 is forbidden for black: double four");
}

#[test]
fn forbidden_list_follows_the_side_to_move() {
    let mut game = play(renju(), BLACK_THREE_THREE);
    assert_eq!(game.to_move(), Some(Color::Black));
    assert!(game.forbidden().contains(&point("h8")));
    assert_eq!(game.forbidden(), forbidden_points(game.board()).as_slice());

    game.try_place(point("a1")).expect("a harmless black move");
    assert_eq!(game.to_move(), Some(Color::White));
    assert!(
        game.forbidden().is_empty(),
        "nothing is listed while white is to move"
    );

    game.undo();
    assert!(
        game.forbidden().contains(&point("h8")),
        "undo brings the list back"
    );
}

#[test]
fn black_five_with_a_double_four_wins_under_renju() {
    // Black d8 e8 f8 g8 plus h9 h10 h11 (white h12) and i9 j10 k11 (white l12):
    // h8 makes five in the row and two fours besides; five takes precedence.
    let mut game = play(
        renju(),
        "d8 h12 e8 l12 f8 a15 g8 c15 h9 e15 h10 g15 h11 i15 i9 k15 j10 m15 k11 o15",
    );
    game.try_place(point("h8"))
        .expect("a five is never forbidden");
    match game.outcome() {
        Outcome::Win { color, .. } => assert_eq!(*color, Color::Black),
        other => panic!("expected a black win, got {other:?}"),
    }
}
