#![cfg(not(target_arch = "wasm32"))]
//! The `code` and message of every error the API throws, for the calls that throw them.

mod play_support;

use gomoku::game::{Choice, Opening, Rule};
use gomoku::play::args::Invalid;
use gomoku::play::{Command, Patch, Thrown};
use play_support::{patch, Board};

/// The code and message `command` is refused with on `b`.
fn thrown(b: &mut Board, command: Command) -> (&'static str, String) {
    let e = Thrown::from(b.run(command).expect_err("refused"));
    (e.code(), e.to_string())
}

#[test]
fn each_refusal_of_the_rules_has_its_code_and_says_what_was_wrong() {
    let mut b = Board::new(patch());
    b.play("h8");
    let place = |x, y| Command::Place { x, y };
    assert_eq!(
        thrown(&mut b, place(7, 7)),
        ("occupied", "h8 is already taken".into())
    );
    assert_eq!(thrown(&mut b, place(15, 0)).0, "out-of-board");
    assert_eq!(thrown(&mut b, place(-1, 3)).0, "out-of-board");
    assert_eq!(thrown(&mut b, Command::Jump(5)).0, "invalid-argument");
    assert_eq!(thrown(&mut b, Command::Jump(-1)).0, "invalid-argument");
    assert_eq!(
        thrown(&mut b, Command::Choose(Choice::Black)).0,
        "invalid-argument"
    );
    let (code, message) = thrown(&mut b, Command::Load("h8h8".into()));
    assert_eq!(code, "invalid-record");
    assert!(message.contains("h8"), "{message}");
    let big = Patch {
        size: Some(30),
        ..patch()
    };
    assert_eq!(thrown(&mut b, Command::SetOptions(big)).0, "invalid-option");
    assert_eq!(b.record(), "h8", "a thrown error changes nothing");

    b.ok(Command::Load("h8a1i8a2j8a3k8a4l8".into()));
    assert_eq!(thrown(&mut b, place(0, 0)).0, "game-over");
}

#[test]
fn renju_fouls_and_opening_decisions_have_their_codes() {
    let mut renju = Board::new(Patch {
        rule: Some(Rule::Renju),
        ..patch()
    });
    // h8 would make two threes for black: g8 i8 across, h9 h10 up.
    renju.play("g8a1i8a3h9a5h10a7");
    let (code, message) = thrown(&mut renju, Command::Place { x: 7, y: 7 });
    assert_eq!(code, "forbidden");
    assert!(message.contains("forbidden for black"), "{message}");

    let mut swap = Board::new(Patch {
        opening: Some(Opening::Swap1),
        ..patch()
    });
    swap.play("h8i9j10");
    let (code, _) = thrown(&mut swap, Command::Place { x: 0, y: 0 });
    assert_eq!(code, "invalid-argument", "a decision is due before a stone");
}

#[test]
fn arguments_and_options_the_binding_cannot_read_have_their_codes() {
    let argument = Thrown::from(Invalid::Argument("x must be an integer number".into()));
    assert_eq!(argument.code(), "invalid-argument");
    assert_eq!(argument.to_string(), "x must be an integer number");
    let option = Thrown::from(Invalid::Option("size must be 5 to 26".into()));
    assert_eq!(option.code(), "invalid-option");
    assert_eq!(option.to_string(), "invalid option: size must be 5 to 26");
}
