#![cfg(not(target_arch = "wasm32"))]
//! What a screen reader hears: the board's description after every change, the live
//! announcements of moves, results and refusals, and a diagram's description naming its stones.

mod play_support;

use gomoku::game::{Config, Game, Rule};
use gomoku::play::{description, Command, Patch};
use play_support::{patch, Board};

#[test]
fn the_description_follows_the_position() {
    let b = Board::new(patch());
    assert_eq!(
        b.described().as_deref(),
        Some("Gomoku board, 15 by 15, freestyle. Empty. Black to move."),
        "the board is described from the start"
    );
    let mut b = Board::new(Patch {
        size: Some(9),
        rule: Some(Rule::Renju),
        ..Patch::default()
    });
    b.play("e5d4");
    assert_eq!(
        b.described().as_deref(),
        Some("Gomoku board, 9 by 9, renju. 2 moves, last white d4. Black to move.")
    );
}

#[test]
fn a_move_a_result_and_a_take_back_are_announced() {
    let mut b = Board::new(patch());
    b.ok(Command::Load("h8h7i8i7j8j7k8k7".into()));
    assert_eq!(
        b.said(),
        vec![
            "Gomoku board, 15 by 15, freestyle. 8 moves, last white k7. Black to move.".to_string()
        ],
        "a load reads the whole position"
    );
    b.tap("l8");
    assert_eq!(
        b.said(),
        vec!["Black l8. Black wins: h8 i8 j8 k8 l8".to_string()]
    );
    assert_eq!(
        b.described().as_deref(),
        Some(
            "Gomoku board, 15 by 15, freestyle. 9 moves, last black l8. Black wins: h8 i8 j8 k8 l8"
        )
    );
    b.tap("a1");
    assert_eq!(
        b.said(),
        vec!["The game is over: undo or start a new game".to_string()]
    );
    b.ok(Command::Undo);
    assert_eq!(
        b.said(),
        vec!["Black l8 taken back. Black to move.".to_string()]
    );
    b.ok(Command::Jump(2));
    assert_eq!(
        b.said(),
        vec![
            "Gomoku board, 15 by 15, freestyle. 2 moves, last white h7. Black to move.".to_string()
        ]
    );
}

#[test]
fn a_draw_and_a_renju_foul_are_said_in_words() {
    let mut b = Board::new(Patch {
        size: Some(5),
        ..Patch::default()
    });
    // A full 5x5 board without five in a row.
    b.ok(Command::Load(
        "a5c5b5d5e5a4c4b4d4e4a3c3b3d3e3a2c2b2d2e2a1b1d1c1e1".into(),
    ));
    let s = b.said().join(" ");
    assert!(s.contains("Draw: the board is full"), "{s}");

    let mut r = Board::new(Patch {
        rule: Some(Rule::Renju),
        ..Patch::default()
    });
    r.ok(Command::Load("f8a1g8a3h6a5h7a7".into()));
    r.tap("h8");
    assert_eq!(
        r.said(),
        vec!["H8 is forbidden for black: double three".to_string()]
    );
    assert_eq!(r.changes(), 0);
}

#[test]
fn a_diagram_names_its_stones_by_colour() {
    let mut g = Game::try_new(Config::default()).unwrap();
    assert_eq!(
        description(&g, true),
        "15 by 15 board, freestyle, empty. Black to move."
    );
    g.load("h8i9j10").unwrap();
    assert_eq!(
        description(&g, true),
        "15 by 15 board, freestyle, black h8 j10, white i9. White to move."
    );
    g.load("h8h7i8i7j8j7k8k7l8").unwrap();
    assert_eq!(
        description(&g, true),
        "15 by 15 board, freestyle, black h8 i8 j8 k8 l8, white h7 i7 j7 k7. Black wins: h8 i8 j8 k8 l8"
    );
    let mut w = Game::try_new(Config {
        first: gomoku::game::Color::White,
        ..Config::default()
    })
    .unwrap();
    w.load("a1").unwrap();
    assert_eq!(
        description(&w, true),
        "15 by 15 board, freestyle, white a1. Black to move.",
        "a colour without stones is left out"
    );

    let mut b = Board::new(Patch {
        readonly: Some(true),
        ..Patch::default()
    });
    b.ok(Command::Load("h8i9".into()));
    assert_eq!(
        b.described().as_deref(),
        Some("15 by 15 board, freestyle, black h8, white i9. Black to move.")
    );
}
