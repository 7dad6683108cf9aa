#![cfg(not(target_arch = "wasm32"))]
//! The rules core as a user of the widget sees it: sizes, wins under each rule, draws,
//! refusals and their codes, history (undo/redo/jump/load/record) and the `state()` snapshot.

use gomoku::game::{
    parse_point, parse_record, Color, Config, ConfigError, Game, JumpError, Outcome, PlaceError,
    Point, Rule, State, XY,
};

fn new_game(size: usize, rule: Rule, first: Color) -> Game {
    Game::try_new(Config { size, rule, first }).expect("valid configuration")
}

fn pt(name: &str, size: usize) -> Point {
    parse_point(name, size).expect("valid point name")
}

/// Plays a record of point names, panicking with the move on any refusal.
fn play(game: &mut Game, record: &str) {
    let size = game.config().size;
    for p in parse_record(record, size).expect("valid record") {
        if let Err(e) = game.try_place(p) {
            panic!("placing {} was refused: {e}", game.name(p));
        }
    }
}

fn sorted(mut points: Vec<Point>) -> Vec<Point> {
    points.sort();
    points
}

fn names(record: &str, size: usize) -> Vec<Point> {
    sorted(parse_record(record, size).expect("valid record"))
}

fn winning_line(game: &Game) -> Option<(Color, Vec<Point>)> {
    match game.outcome() {
        Outcome::Win { color, line } => Some((*color, sorted(line.clone()))),
        _ => None,
    }
}

// ---------------------------------------------------------------- sizes and options

#[test]
fn board_sizes_5_to_26_are_accepted() {
    for size in 5..=26 {
        let game = Game::try_new(Config {
            size,
            ..Config::default()
        })
        .unwrap_or_else(|e| panic!("size {size} refused: {e}"));
        assert_eq!(game.board().size(), size);
        assert_eq!(State::of(&game).size, size);
        // Both far corners are playable.
        let mut g = game.clone();
        g.try_place(Point::new(size - 1, size - 1)).unwrap();
        g.try_place(Point::new(0, 0)).unwrap();
    }
}

#[test]
fn board_sizes_outside_5_to_26_are_refused_as_invalid_option() {
    for size in [0, 1, 4, 27, 100, usize::MAX] {
        let err = Game::try_new(Config {
            size,
            ..Config::default()
        })
        .expect_err("size must be refused");
        assert!(matches!(err, ConfigError::Size(_)), "size {size}: {err:?}");
        assert!(err.to_string().starts_with("invalid option: "), "{err}");
        assert!(err.to_string().contains(&size.to_string()), "{err}");
    }
}

#[test]
fn default_config_is_15_freestyle_black_first() {
    let game = Game::try_new(Config::default()).unwrap();
    let s = State::of(&game);
    assert_eq!(
        (s.size, s.rule, s.first),
        (15, Rule::Freestyle, Color::Black)
    );
    assert_eq!(s.to_move, Some(Color::Black));
}

#[test]
fn white_first_makes_white_open_and_colours_alternate() {
    for rule in [Rule::Freestyle, Rule::Standard] {
        let mut game = new_game(15, rule, Color::White);
        assert_eq!(game.to_move(), Some(Color::White));
        assert_eq!(State::of(&game).first, Color::White);
        let m1 = game.try_place(pt("h8", 15)).unwrap();
        let m2 = game.try_place(pt("i9", 15)).unwrap();
        let m3 = game.try_place(pt("j10", 15)).unwrap();
        assert_eq!(
            (m1.color, m2.color, m3.color),
            (Color::White, Color::Black, Color::White)
        );
        assert_eq!((m1.number, m2.number, m3.number), (1, 2, 3));
        assert_eq!(game.board().get(pt("h8", 15)), Some(Color::White));
        assert_eq!(game.board().get(pt("i9", 15)), Some(Color::Black));
    }
}

#[test]
fn renju_with_white_first_is_refused() {
    let err = Game::try_new(Config {
        size: 15,
        rule: Rule::Renju,
        first: Color::White,
    })
    .expect_err("renju is always opened by black");
    assert_eq!(err, ConfigError::RenjuFirst);
    assert!(err.to_string().starts_with("invalid option: "), "{err}");
    // Renju with black first is fine.
    assert!(Game::try_new(Config {
        size: 15,
        rule: Rule::Renju,
        first: Color::Black
    })
    .is_ok());
}

// ---------------------------------------------------------------- wins

const FIVE_BLACK: &str = "h8 a1 i8 a3 j8 a5 k8 a7 l8";
const SIX_BLACK: &str = "h8 a1 i8 a3 j8 a5 k8 a7 m8 a9 l8";

#[test]
fn freestyle_five_wins_with_exactly_its_stones() {
    let mut game = new_game(15, Rule::Freestyle, Color::Black);
    play(&mut game, FIVE_BLACK);
    let (color, line) = winning_line(&game).expect("black won");
    assert_eq!(color, Color::Black);
    assert_eq!(line, names("h8 i8 j8 k8 l8", 15));
    assert_eq!(game.to_move(), None);
}

#[test]
fn freestyle_six_wins_and_reports_all_six_stones() {
    let mut game = new_game(15, Rule::Freestyle, Color::Black);
    play(&mut game, SIX_BLACK);
    let (color, line) = winning_line(&game).expect("an overline wins in freestyle");
    assert_eq!(color, Color::Black);
    assert_eq!(line, names("h8 i8 j8 k8 l8 m8", 15));
}

#[test]
fn freestyle_white_wins_too() {
    let mut game = new_game(15, Rule::Freestyle, Color::Black);
    // Black scatters, white builds a diagonal five a1..e5.
    play(&mut game, "h8 a1 j8 b2 l8 c3 n8 d4 h10 e5");
    let (color, line) = winning_line(&game).expect("white won");
    assert_eq!(color, Color::White);
    assert_eq!(line, names("a1 b2 c3 d4 e5", 15));
}

#[test]
fn standard_exactly_five_wins() {
    let mut game = new_game(15, Rule::Standard, Color::Black);
    play(&mut game, FIVE_BLACK);
    let (color, line) = winning_line(&game).expect("black won");
    assert_eq!(color, Color::Black);
    assert_eq!(line, names("h8 i8 j8 k8 l8", 15));
}

#[test]
fn standard_black_six_wins_nothing_and_the_game_goes_on() {
    let mut game = new_game(15, Rule::Standard, Color::Black);
    play(&mut game, SIX_BLACK);
    assert_eq!(*game.outcome(), Outcome::Ongoing);
    assert_eq!(game.to_move(), Some(Color::White));
    let s = State::of(&game);
    assert_eq!(s.winner, None);
    assert!(s.winning_line.is_empty());
    assert!(!s.draw);
    // The game really goes on: white can play, and a later exact five still wins.
    play(&mut game, "c3 h10 e3 i10 g3 j10 i3 k10 o15 l10");
    let (color, line) = winning_line(&game).expect("black's later exact five wins");
    assert_eq!(color, Color::Black);
    assert_eq!(line, names("h10 i10 j10 k10 l10", 15));
}

#[test]
fn standard_white_six_wins_nothing() {
    let mut game = new_game(15, Rule::Standard, Color::Black);
    play(&mut game, "a1 h8 a3 i8 a5 j8 a7 k8 a9 m8 c1 l8");
    assert_eq!(*game.outcome(), Outcome::Ongoing);
    assert_eq!(game.to_move(), Some(Color::Black));
    // White's exact five elsewhere wins.
    play(&mut game, "o1 h12 o3 i12 o5 j12 o7 k12 o9 l12");
    let (color, line) = winning_line(&game).expect("white's exact five wins");
    assert_eq!(color, Color::White);
    assert_eq!(line, names("h12 i12 j12 k12 l12", 15));
}

#[test]
fn standard_five_with_a_stone_after_the_gap_still_wins() {
    // X X X X X _ X: the fifth stone makes exactly five; the stone past the gap is not part of it.
    let mut game = new_game(15, Rule::Standard, Color::Black);
    play(&mut game, "a8 a1 b8 a3 c8 a5 g8 a7 d8 a9 e8");
    let (color, line) = winning_line(&game).expect("exact five");
    assert_eq!(color, Color::Black);
    assert_eq!(line, names("a8 b8 c8 d8 e8", 15));
}

#[test]
fn standard_five_and_overline_from_one_stone_wins_with_the_five_only() {
    let mut game = new_game(15, Rule::Standard, Color::Black);
    // Black: d8 e8 f8 g8 across and h7 h9 h10 h11 h12 down; h8 makes a five across and a six down.
    play(
        &mut game,
        "d8 a1 e8 a3 f8 a5 g8 a7 h7 a9 h9 a11 h10 a13 h11 a15 h12 o1 h8",
    );
    let (color, line) = winning_line(&game).expect("the exact five wins");
    assert_eq!(color, Color::Black);
    assert_eq!(line, names("d8 e8 f8 g8 h8", 15));
}

#[test]
fn one_stone_making_two_fives_reports_both_lines() {
    for rule in [Rule::Freestyle, Rule::Standard] {
        let mut game = new_game(15, rule, Color::Black);
        // Black: a8 b8 c8 d8 across, e12 e11 e10 e9 down; e8 completes both.
        play(
            &mut game,
            "a8 a1 b8 c1 c8 e1 d8 g1 e12 i1 e11 k1 e10 m1 e9 o1 e8",
        );
        let (color, line) = winning_line(&game).expect("black won");
        assert_eq!(color, Color::Black);
        assert_eq!(
            line,
            names("a8 b8 c8 d8 e8 e9 e10 e11 e12", 15),
            "{rule}: both fives, the shared stone once"
        );
        let s = State::of(&game);
        assert_eq!(s.winning_line.len(), 9);
    }
}

// ---------------------------------------------------------------- draw

/// A 5x5 filling with 13 black (X) and 12 white (O) stones and no five in any line.
const DRAWN_5X5: [&str; 5] = ["XOOXO", "OOXXO", "XOXXX", "XXOOX", "XXOOO"];

fn drawn_5x5_moves() -> Vec<Point> {
    let mut black = Vec::new();
    let mut white = Vec::new();
    for (y, row) in DRAWN_5X5.iter().enumerate() {
        for (x, c) in row.chars().enumerate() {
            match c {
                'X' => black.push(Point::new(x, y)),
                _ => white.push(Point::new(x, y)),
            }
        }
    }
    assert_eq!((black.len(), white.len()), (13, 12));
    let mut moves = Vec::new();
    for i in 0..13 {
        moves.push(black[i]);
        if i < 12 {
            moves.push(white[i]);
        }
    }
    moves
}

#[test]
fn a_full_board_without_five_is_a_draw() {
    let mut game = new_game(5, Rule::Freestyle, Color::Black);
    let moves = drawn_5x5_moves();
    for (i, &p) in moves.iter().enumerate() {
        assert_eq!(*game.outcome(), Outcome::Ongoing, "before move {}", i + 1);
        game.try_place(p).unwrap();
    }
    assert!(game.board().is_full());
    assert_eq!(*game.outcome(), Outcome::Draw);
    let s = State::of(&game);
    assert!(s.draw);
    assert_eq!(s.winner, None);
    assert_eq!(s.to_move, None);
    assert!(s.winning_line.is_empty());
    assert_eq!(s.move_count, 25);

    // Placing is refused with game-over (even though every point is also taken).
    let before = State::of(&game);
    let err = game.try_place(Point::new(0, 0)).unwrap_err();
    assert_eq!(err, PlaceError::GameOver);
    assert_eq!(State::of(&game), before);

    // Undo still works and reopens the game; redo draws again.
    let back = game.undo().expect("undo after a draw");
    assert_eq!(back.point, *moves.last().unwrap());
    assert_eq!(back.number, 25);
    assert_eq!(*game.outcome(), Outcome::Ongoing);
    assert_eq!(game.to_move(), Some(Color::Black));
    assert!(!State::of(&game).draw);
    game.redo().unwrap();
    assert!(State::of(&game).draw);
}

#[test]
fn the_same_filling_is_a_draw_under_standard() {
    let mut game = new_game(5, Rule::Standard, Color::Black);
    for p in drawn_5x5_moves() {
        game.try_place(p).unwrap();
    }
    assert_eq!(*game.outcome(), Outcome::Draw);
}

// ---------------------------------------------------------------- refusals

#[test]
fn after_a_win_placing_is_refused_and_undo_still_works() {
    let mut game = new_game(15, Rule::Freestyle, Color::Black);
    play(&mut game, FIVE_BLACK);
    let before = State::of(&game);
    let err = game.try_place(pt("o15", 15)).unwrap_err();
    assert_eq!(err, PlaceError::GameOver);
    assert_eq!(State::of(&game), before, "a refusal changes nothing");

    let back = game.undo().expect("undo after a win");
    assert_eq!(back.point, pt("l8", 15));
    assert_eq!(back.color, Color::Black);
    assert_eq!(*game.outcome(), Outcome::Ongoing);
    assert_eq!(game.to_move(), Some(Color::Black));
    let s = State::of(&game);
    assert_eq!(s.winner, None);
    assert!(s.winning_line.is_empty());
    // And the game can be continued differently.
    game.try_place(pt("o15", 15)).unwrap();
    assert_eq!(game.to_move(), Some(Color::White));
}

#[test]
fn occupied_point_is_refused_naming_the_point() {
    let mut game = new_game(15, Rule::Freestyle, Color::Black);
    game.try_place(Point::new(7, 7)).unwrap();
    let before = State::of(&game);
    let err = game.try_place(Point::new(7, 7)).unwrap_err();
    assert!(matches!(err, PlaceError::Occupied { .. }), "{err:?}");
    assert_eq!(err.to_string(), "h8 is already taken");
    assert_eq!(State::of(&game), before);
    assert_eq!(game.to_move(), Some(Color::White));
}

#[test]
fn out_of_board_points_are_refused() {
    let game = new_game(15, Rule::Freestyle, Color::Black);
    for (x, y) in [
        (-1, 0),
        (0, -1),
        (15, 0),
        (0, 15),
        (15, 15),
        (-1, -1),
        (i64::MAX, 0),
        (0, i64::MAX),
        (i64::MIN, i64::MIN),
        (1 << 32, 7),
    ] {
        let err = game.point(x, y).expect_err("off the board");
        assert_eq!(err, PlaceError::OutOfBoard { x, y, size: 15 });
    }
    assert_eq!(game.point(0, 0), Ok(Point::new(0, 0)));
    assert_eq!(game.point(14, 14), Ok(Point::new(14, 14)));
    assert_eq!(game.point(7, 3), Ok(Point::new(7, 3)));

    // A Point off the board handed straight to try_place is refused too, changing nothing.
    let mut g = game.clone();
    for p in [
        Point::new(15, 0),
        Point::new(0, 15),
        Point::new(usize::MAX, 3),
    ] {
        let err = g.try_place(p).unwrap_err();
        assert!(matches!(err, PlaceError::OutOfBoard { .. }), "{err:?}");
    }
    assert_eq!(State::of(&g), State::of(&game));
}

// ---------------------------------------------------------------- history

fn five_move_game() -> Game {
    let mut game = new_game(15, Rule::Freestyle, Color::Black);
    play(&mut game, "h8 i9 j10 k11 a1");
    game
}

#[test]
fn undo_and_redo_walk_the_history() {
    let mut game = new_game(15, Rule::Freestyle, Color::Black);
    assert_eq!(game.undo(), None);
    assert_eq!(game.redo(), None);
    play(&mut game, "h8 i9 j10");
    let m3 = game.undo().unwrap();
    assert_eq!(
        (m3.point, m3.color, m3.number),
        (pt("j10", 15), Color::Black, 3)
    );
    assert_eq!(game.board().get(pt("j10", 15)), None);
    assert_eq!(game.to_move(), Some(Color::Black));
    let m2 = game.undo().unwrap();
    assert_eq!(m2.point, pt("i9", 15));
    let s = State::of(&game);
    assert_eq!(s.move_count, 1);
    assert!(s.can_undo && s.can_redo);
    assert_eq!(s.history.len(), 3);
    assert_eq!(game.redo(), Some(m2));
    assert_eq!(game.redo(), Some(m3));
    assert_eq!(game.redo(), None);
    assert_eq!(game.record(), "h8i9j10");
}

#[test]
fn jump_to_keeps_later_moves_redoable_until_a_new_move() {
    let mut game = five_move_game();
    let full = State::of(&game);
    game.jump_to(2).unwrap();
    let s = State::of(&game);
    assert_eq!(s.move_count, 2);
    assert_eq!(game.board().stone_count(), 2);
    assert_eq!(game.board().get(pt("j10", 15)), None);
    assert_eq!(s.history.len(), 5);
    assert!(s.can_redo);
    assert_eq!(game.record(), "h8i9");
    assert_eq!(game.to_move(), Some(Color::Black));

    // Forward again: back to the same position.
    game.jump_to(5).unwrap();
    assert_eq!(State::of(&game), full);
    game.jump_to(0).unwrap();
    assert_eq!(game.board().stone_count(), 0);
    assert_eq!(State::of(&game).last_move, None);
    game.jump_to(3).unwrap();
    assert_eq!(game.redo().unwrap().point, pt("k11", 15));

    // A new move drops the redo tail.
    game.jump_to(1).unwrap();
    let mv = game.try_place(pt("o15", 15)).unwrap();
    assert_eq!((mv.number, mv.color), (2, Color::White));
    let s = State::of(&game);
    assert_eq!(s.history.len(), 2);
    assert!(!s.can_redo);
    assert_eq!(game.redo(), None);
    assert_eq!(game.record(), "h8o15");
    assert!(game.jump_to(3).is_err());
}

#[test]
fn a_new_move_after_undo_drops_the_redo_tail() {
    let mut game = five_move_game();
    game.undo();
    game.undo();
    game.try_place(pt("b2", 15)).unwrap();
    assert_eq!(game.history().len(), 4);
    assert_eq!(game.redo(), None);
    assert_eq!(game.record(), "h8i9j10b2");
    assert_eq!(game.board().get(pt("k11", 15)), None);
    assert_eq!(game.board().get(pt("a1", 15)), None);
}

#[test]
fn jump_past_the_end_is_invalid_argument_and_changes_nothing() {
    let mut game = five_move_game();
    game.jump_to(3).unwrap();
    let before = State::of(&game);
    for n in [6, 7, 1000, usize::MAX] {
        let err = game.jump_to(n).unwrap_err();
        let n = i64::try_from(n).unwrap_or(i64::MAX);
        assert_eq!(err, JumpError { n, moves: 5 }, "n = {n}");
        assert_eq!(State::of(&game), before);
    }
}

#[test]
fn jump_to_restores_the_win_at_the_end() {
    let mut game = new_game(15, Rule::Freestyle, Color::Black);
    play(&mut game, FIVE_BLACK);
    let won = State::of(&game);
    game.jump_to(4).unwrap();
    assert_eq!(State::of(&game).winner, None);
    assert_eq!(game.to_move(), Some(Color::Black));
    game.jump_to(9).unwrap();
    assert_eq!(State::of(&game), won);
}

#[test]
fn reset_clears_board_and_history() {
    let mut game = five_move_game();
    game.undo();
    game.reset();
    let s = State::of(&game);
    assert_eq!(s.move_count, 0);
    assert!(s.history.is_empty());
    assert!(!s.can_undo && !s.can_redo);
    assert_eq!(game.board().stone_count(), 0);
    assert_eq!(s.to_move, Some(Color::Black));
}

#[test]
fn load_replaces_history_and_keeps_the_configuration() {
    let mut game = new_game(9, Rule::Standard, Color::White);
    play(&mut game, "a1 b2 c3 d4");
    game.jump_to(1).unwrap();
    game.load("E5, d4 F6").unwrap();
    let s = State::of(&game);
    assert_eq!((s.size, s.rule, s.first), (9, Rule::Standard, Color::White));
    assert_eq!(s.move_count, 3);
    assert_eq!(s.history.len(), 3, "nothing left to redo");
    assert!(!s.can_redo);
    assert_eq!(game.redo(), None);
    // Colours alternate from `first`.
    let colours: Vec<Color> = s.moves.iter().map(|m| m.color).collect();
    assert_eq!(colours, [Color::White, Color::Black, Color::White]);
    assert_eq!(game.board().get(pt("e5", 9)), Some(Color::White));
    assert_eq!(game.board().get(pt("a1", 9)), None);
    assert_eq!(game.record(), "e5d4f6");

    // An empty record empties the board.
    game.load("").unwrap();
    assert_eq!(State::of(&game).move_count, 0);
    assert_eq!(State::of(&game).first, Color::White);
}

#[test]
fn load_of_a_winning_record_ends_the_game() {
    let mut game = new_game(15, Rule::Freestyle, Color::Black);
    game.load("h8a1i8a3j8a5k8a7l8").unwrap();
    assert_eq!(State::of(&game).winner, Some(Color::Black));
    assert_eq!(game.to_move(), None);
}

#[test]
fn bad_records_are_invalid_record_naming_the_move_and_change_nothing() {
    let mut game = five_move_game();
    game.jump_to(3).unwrap();
    let before = State::of(&game);
    let board = game.board().clone();
    for (record, needle) in [
        ("h8h8", "move 2"),                  // occupied
        ("h8 i9 z9", "move 3"),              // column off the board
        ("h8 h16", "move 2"),                // row off the board
        ("h8i9h0", "move 3"),                // row 0
        ("h8 i", "move 2"),                  // no row number
        ("h8a1i8a3j8a5k8a7l8m8", "move 10"), // move after the game is over
    ] {
        let err = game.load(record).unwrap_err();
        assert!(
            err.to_string().starts_with("invalid record: "),
            "{record}: {err}"
        );
        assert!(
            err.to_string().contains(needle),
            "{record}: message {err:?} should name {needle}"
        );
        assert_eq!(
            State::of(&game),
            before,
            "{record}: a failed load changes nothing"
        );
        assert_eq!(*game.board(), board);
    }
    for record in ["h8 ; i9", "8h", "h8é"] {
        let err = game.load(record).unwrap_err();
        assert!(
            err.to_string().starts_with("invalid record: "),
            "{record}: {err}"
        );
        assert_eq!(State::of(&game), before);
    }
    // The game still works afterwards.
    assert_eq!(game.redo().unwrap().point, pt("k11", 15));
}

#[test]
fn record_writes_lowercase_names_without_separators() {
    let mut game = new_game(26, Rule::Freestyle, Color::Black);
    game.load("Z26 , A1  m13,N14").unwrap();
    assert_eq!(game.record(), "z26a1m13n14");
    let mut small = new_game(15, Rule::Freestyle, Color::Black);
    assert_eq!(small.record(), "");
    play(&mut small, "O15 A1 H8");
    assert_eq!(small.record(), "o15a1h8");
}

// ---------------------------------------------------------------- state

#[test]
fn state_of_an_empty_board() {
    let game = new_game(15, Rule::Freestyle, Color::Black);
    let s = State::of(&game);
    assert_eq!(s.move_count, 0);
    assert!(s.moves.is_empty());
    assert_eq!(s.last_move, None);
    assert_eq!(s.winner, None);
    assert!(!s.draw);
    assert!(s.winning_line.is_empty());
    assert!(s.forbidden.is_empty());
    assert!(!s.can_undo && !s.can_redo);
    assert_eq!(s.to_move, Some(Color::Black));
}

#[test]
fn state_after_moves_and_after_a_win() {
    let mut game = new_game(15, Rule::Freestyle, Color::Black);
    play(&mut game, "h8 a1");
    let s = State::of(&game);
    assert_eq!(s.move_count, 2);
    assert_eq!(s.to_move, Some(Color::Black));
    let last = s.last_move.clone().expect("a last move");
    assert_eq!(
        (last.x, last.y, last.color, last.number),
        (0, 14, Color::White, 2)
    );
    assert_eq!(last.name, "a1");
    assert_eq!(s.moves[0].name, "h8");
    assert_eq!((s.moves[0].x, s.moves[0].y), (7, 7));
    assert_eq!(s.moves[0].color, Color::Black);
    assert_eq!(s.moves[0].number, 1);

    play(&mut game, "i8 a3 j8 a5 k8 a7 l8");
    let s = State::of(&game);
    assert_eq!(s.to_move, None);
    assert_eq!(s.winner, Some(Color::Black));
    assert!(!s.draw);
    assert_eq!(s.move_count, 9);
    assert_eq!(s.last_move.as_ref().map(|m| m.name.as_str()), Some("l8"));
    let mut line = s.winning_line.clone();
    line.sort_by_key(|p| (p.x, p.y));
    let expected: Vec<XY> = (7..12).map(|x| XY { x, y: 7 }).collect();
    assert_eq!(line, expected);
}

#[test]
fn state_with_white_winning_under_white_first() {
    let mut game = new_game(15, Rule::Standard, Color::White);
    play(&mut game, "h8 a1 i8 a3 j8 a5 k8 a7 l8");
    let s = State::of(&game);
    assert_eq!(s.first, Color::White);
    assert_eq!(s.winner, Some(Color::White));
    assert_eq!(s.to_move, None);
}
