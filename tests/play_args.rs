#![cfg(not(target_arch = "wasm32"))]
//! The API's arguments: integers, strings and choices checked, never coerced, and the words a
//! page author reads when one is wrong.

mod js_value;

use gomoku::game::Choice;
use gomoku::play::args::{describe, finite, Invalid};
use gomoku::play::{calls, Command};
use js_value::{obj, s, Js};

fn argument(message: &str) -> Invalid {
    Invalid::Argument(message.into())
}

#[test]
fn place_takes_two_integer_numbers() {
    assert_eq!(
        calls::place(&Js::Num(7.0), &Js::Num(3.0)),
        Ok(Command::Place { x: 7, y: 3 })
    );
    // Negative and off-board integers are the rules' business (out-of-board), not the binding's.
    assert_eq!(
        calls::place(&Js::Num(-1.0), &Js::Num(99.0)),
        Ok(Command::Place { x: -1, y: 99 })
    );
}

#[test]
fn place_refuses_anything_but_an_integer_number_and_says_what_it_got() {
    let cases = [
        (s("7"), "x must be an integer number, got the string \"7\""),
        (Js::Num(1.5), "x must be an integer number, got 1.5"),
        (Js::Num(f64::NAN), "x must be an integer number, got NaN"),
        (
            Js::Num(f64::INFINITY),
            "x must be an integer number, got Infinity",
        ),
        (Js::Bool(true), "x must be an integer number, got true"),
        (Js::Undefined, "x must be an integer number, got undefined"),
        (Js::Null, "x must be an integer number, got null"),
        (Js::Array, "x must be an integer number, got an array"),
        (Js::Function, "x must be an integer number, got a function"),
        (obj(&[]), "x must be an integer number, got an object"),
        (
            Js::Bare(vec![]),
            "x must be an integer number, got a value of another type",
        ),
    ];
    for (x, message) in cases {
        assert_eq!(calls::place(&x, &Js::Num(0.0)), Err(argument(message)));
    }
    assert_eq!(
        calls::place(&Js::Num(0.0), &s("a")),
        Err(argument(
            "y must be an integer number, got the string \"a\""
        ))
    );
}

#[test]
fn huge_integers_are_clamped_never_wrapped_onto_the_board() {
    // 2^32 + 7 would wrap to 7 in 32 bits; it must stay far off the board.
    let Ok(Command::Place { x, .. }) = calls::place(&Js::Num(4_294_967_303.0), &Js::Num(0.0))
    else {
        panic!("an integer is taken");
    };
    assert_eq!(x, 4_294_967_303);
    let Ok(Command::Place { x, y }) = calls::place(&Js::Num(1e300), &Js::Num(-1e300)) else {
        panic!("an integer is taken");
    };
    assert!(x > 1 << 52 && y < -(1 << 52));
}

#[test]
fn long_strings_are_cut_in_messages() {
    let long = s("abcdefghijklmnopqrstuvwxyz0123");
    assert_eq!(
        describe(&long),
        "the string \"abcdefghijklmnopqrstuvwx...\""
    );
    assert_eq!(
        calls::load(&Js::Num(3.0)),
        Err(argument("record must be a string, got 3"))
    );
}

#[test]
fn records_jumps_and_psq_text_become_commands() {
    assert_eq!(calls::load(&s("h8i9")), Ok(Command::Load("h8i9".into())));
    assert_eq!(calls::load_psq(&s("x")), Ok(Command::LoadPsq("x".into())));
    assert_eq!(calls::jump(&Js::Num(2.0)), Ok(Command::Jump(2)));
    assert_eq!(
        calls::jump(&s("2")),
        Err(argument(
            "n must be an integer number, got the string \"2\""
        ))
    );
    assert_eq!(
        calls::load_psq(&Js::Null),
        Err(argument("text must be a string, got null"))
    );
}

#[test]
fn choose_takes_the_three_words_only() {
    assert_eq!(
        calls::choose(&s("black")),
        Ok(Command::Choose(Choice::Black))
    );
    assert_eq!(
        calls::choose(&s("white")),
        Ok(Command::Choose(Choice::White))
    );
    assert_eq!(
        calls::choose(&s("place2")),
        Ok(Command::Choose(Choice::PlaceTwo))
    );
    assert_eq!(
        calls::choose(&s("red")),
        Err(argument(
            "choice must be \"black\", \"white\" or \"place2\", got the string \"red\""
        ))
    );
    assert_eq!(
        calls::choose(&Js::Num(1.0)),
        Err(argument("choice must be a string, got 1"))
    );
}

#[test]
fn point_at_takes_finite_numbers_fractions_included() {
    assert_eq!(finite(&Js::Num(10.5), "clientX"), Ok(10.5));
    assert_eq!(
        finite(&Js::Num(f64::NAN), "clientY"),
        Err(argument("clientY must be a finite number, got NaN"))
    );
}

#[test]
fn option_errors_say_they_are_about_an_option() {
    assert_eq!(
        Invalid::Option("size must be between 5 and 26, got 4".into()).to_string(),
        "invalid option: size must be between 5 and 26, got 4"
    );
    assert_eq!(argument("x is wrong").to_string(), "x is wrong");
}

#[test]
fn review_takes_whole_milliseconds_in_range_and_names_the_range_when_not() {
    assert_eq!(
        calls::review(&Js::Undefined),
        Ok(Command::Review { ms_per_move: 500.0 })
    );
    assert_eq!(
        calls::review(&obj(&[("msPerMove", Js::Num(50.0))])),
        Ok(Command::Review { ms_per_move: 50.0 })
    );
    assert_eq!(
        calls::review(&obj(&[("msPerMove", Js::Num(10_001.0))])),
        Err(argument(
            "msPerMove must be a number of milliseconds from 50 to 10000, got 10001"
        ))
    );
}
