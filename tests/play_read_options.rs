#![cfg(not(target_arch = "wasm32"))]
//! Reading the options objects of `new Gomoku`, `setOptions`, `toPng` and `toGif`: every field
//! checked, nothing coerced, and the words of each refusal.

mod js_value;

use gomoku::game::{Color, Opening, Rule};
use gomoku::play::args::Invalid;
use gomoku::play::{read_patch, read_picture, AiPatch, Controller, Patch};
use gomoku::view::Picture;
use js_value::{obj, s, Js};

fn refused(options: Js) -> String {
    match read_patch(&options) {
        Err(Invalid::Option(m)) => m,
        other => panic!("expected invalid-option, got {other:?}"),
    }
}

#[test]
fn no_options_name_nothing() {
    assert_eq!(read_patch(&Js::Undefined), Ok(Patch::default()));
    assert_eq!(read_patch(&Js::Null), Ok(Patch::default()));
    assert_eq!(read_patch(&obj(&[])), Ok(Patch::default()));
    // An object without a prototype is still an options object.
    assert_eq!(read_patch(&Js::Bare(vec![])), Ok(Patch::default()));
}

#[test]
fn every_option_is_read() {
    let options = obj(&[
        ("size", Js::Num(19.0)),
        ("rule", s("renju")),
        ("first", s("white")),
        ("coordinates", Js::Bool(false)),
        ("moveNumbers", Js::Bool(true)),
        ("lastMove", Js::Bool(false)),
        ("theme", obj(&[("board", s("#abc")), ("accent", s("red"))])),
        ("ai", obj(&[("plays", s("black")), ("level", Js::Num(5.0))])),
        ("confirm", Js::Bool(true)),
        ("opening", s("swap2")),
        ("persist", s("my-game")),
        ("readonly", Js::Bool(true)),
    ]);
    let p = read_patch(&options).expect("valid options");
    assert_eq!(
        (p.size, p.rule, p.first, p.opening),
        (
            Some(19),
            Some(Rule::Renju),
            Some(Color::White),
            Some(Opening::Swap2)
        )
    );
    assert_eq!(
        (
            p.coordinates,
            p.move_numbers,
            p.last_move,
            p.confirm,
            p.readonly
        ),
        (Some(false), Some(true), Some(false), Some(true), Some(true))
    );
    let theme = p.theme.expect("a theme");
    assert_eq!(
        theme.slots(),
        [
            &Some("#abc".into()),
            &None,
            &None,
            &None,
            &Some("red".into())
        ]
    );
    assert_eq!(
        p.ai,
        Some(AiPatch {
            plays: Some(Some(Color::Black)),
            level: Some(5)
        })
    );
    assert_eq!(p.persist.as_deref(), Some("my-game"));
}

#[test]
fn the_engine_is_turned_off_by_null_false_or_none() {
    let off = Some(AiPatch {
        plays: Some(None),
        level: None,
    });
    for ai in [Js::Null, Js::Bool(false), obj(&[("plays", s("none"))])] {
        assert_eq!(read_patch(&obj(&[("ai", ai)])).map(|p| p.ai), Ok(off));
    }
    let level_only = read_patch(&obj(&[("ai", obj(&[("level", Js::Num(2.0))]))]));
    assert_eq!(
        level_only.map(|p| p.ai),
        Ok(Some(AiPatch {
            plays: None,
            level: Some(2)
        }))
    );
}

#[test]
fn a_wrong_value_is_refused_with_what_was_allowed_and_what_came() {
    let cases = [
        (Js::Array, "options must be an object, got an array"),
        (
            s("big"),
            "options must be an object, got the string \"big\"",
        ),
        (
            obj(&[("size", Js::Num(4.0))]),
            "size must be between 5 and 26, got 4",
        ),
        (
            obj(&[("size", Js::Num(27.0))]),
            "size must be between 5 and 26, got 27",
        ),
        (
            obj(&[("rule", s("gomoku"))]),
            "rule must be \"freestyle\", \"standard\" or \"renju\", got the string \"gomoku\"",
        ),
        (
            obj(&[("first", s("none"))]),
            "first must be \"black\" or \"white\", got the string \"none\"",
        ),
        (
            obj(&[("opening", Js::Bool(true))]),
            "opening must be \"none\", \"swap1\" or \"swap2\", got true",
        ),
        (
            obj(&[("coordinates", s("yes"))]),
            "coordinates must be true or false, got the string \"yes\"",
        ),
        (
            obj(&[("theme", s("dark"))]),
            "theme must be an object of CSS colours, got the string \"dark\"",
        ),
        (
            obj(&[("theme", obj(&[("line", s("  "))]))]),
            "theme.line must be a CSS colour string, got the string \"  \"",
        ),
        (
            obj(&[("ai", Js::Bool(true))]),
            "ai must be an object like { plays: \"white\", level: 3 }, got true",
        ),
        (
            obj(&[("ai", obj(&[("plays", s("both"))]))]),
            "plays must be \"black\", \"white\" or \"none\", got the string \"both\"",
        ),
        (
            obj(&[("ai", obj(&[("level", Js::Num(6.0))]))]),
            "ai.level must be an integer from 1 to 5, got 6",
        ),
        (
            obj(&[("ai", obj(&[("level", Js::Num(2.5))]))]),
            "ai.level must be an integer from 1 to 5, got 2.5",
        ),
        (
            obj(&[("persist", s(""))]),
            "persist must be a non-empty localStorage key, got the string \"\"",
        ),
        (
            obj(&[("rule", Js::Throws)]),
            "reading option \"rule\" threw an exception",
        ),
    ];
    for (options, message) in cases {
        assert_eq!(refused(options), message);
    }
}

#[test]
fn a_size_that_is_no_integer_number_is_an_invalid_argument() {
    // As for place(x, y): sizes are numbers, checked never coerced.
    assert_eq!(
        read_patch(&obj(&[("size", s("15"))])),
        Err(Invalid::Argument(
            "size must be an integer number, got the string \"15\"".into()
        ))
    );
}

#[test]
fn a_theme_colour_longer_than_200_characters_is_refused() {
    let long = "a".repeat(201);
    let m = refused(obj(&[("theme", obj(&[("white", Js::Str(long))]))]));
    assert!(m.starts_with("theme.white must be a CSS colour string, got the string \"aaaa"));
    let ok = read_patch(&obj(&[(
        "theme",
        obj(&[("white", Js::Str("a".repeat(200)))]),
    )]));
    assert!(ok.is_ok());
}

#[test]
fn options_are_read_in_order_so_the_first_wrong_one_is_reported() {
    let options = obj(&[("readonly", s("no")), ("size", Js::Num(3.0))]);
    assert_eq!(refused(options), "size must be between 5 and 26, got 3");
}

#[test]
fn a_null_persist_key_names_nothing() {
    assert_eq!(
        read_patch(&obj(&[("persist", Js::Null)])).map(|p| p.persist),
        Ok(None)
    );
}

#[test]
fn pictures_default_to_480_pixels_and_700_ms_a_move() {
    for gif in [false, true] {
        assert_eq!(read_picture(&Js::Undefined, gif), Ok(Picture::default()));
    }
    let p = Picture::default();
    assert_eq!(
        (p.size, p.delay, p.coordinates, p.move_numbers),
        (480, 700, None, None)
    );
}

#[test]
fn picture_options_are_checked() {
    let options = obj(&[
        ("size", Js::Num(64.0)),
        ("delay", Js::Num(20.0)),
        ("coordinates", Js::Bool(false)),
        ("moveNumbers", Js::Bool(true)),
    ]);
    let gif = read_picture(&options, true).expect("valid");
    assert_eq!(
        (gif.size, gif.delay, gif.coordinates, gif.move_numbers),
        (64, 20, Some(false), Some(true))
    );
    // A PNG has no frames: its delay is not read at all.
    let png = read_picture(&obj(&[("delay", s("fast"))]), false).expect("valid");
    assert_eq!(png.delay, 700);
    let refusals = [
        (
            obj(&[("size", Js::Num(63.0))]),
            false,
            "size must be between 64 and 4096, got 63",
        ),
        (
            obj(&[("size", Js::Num(4097.0))]),
            true,
            "size must be between 64 and 4096, got 4097",
        ),
        (
            obj(&[("delay", Js::Num(10_001.0))]),
            true,
            "delay must be between 20 and 10000, got 10001",
        ),
        (Js::Num(1.0), true, "options must be an object, got 1"),
    ];
    for (options, gif, message) in refusals {
        assert_eq!(
            read_picture(&options, gif),
            Err(Invalid::Option(message.into()))
        );
    }
}

#[test]
fn a_gif_holds_its_last_frame_three_times_as_long() {
    let p = Picture {
        delay: 500,
        ..Picture::default()
    };
    assert_eq!(
        (0..=3).map(|k| p.frame_delay(k, 3)).collect::<Vec<_>>(),
        [500, 500, 500, 1500]
    );
    let slow = Picture {
        delay: u32::MAX,
        ..Picture::default()
    };
    assert_eq!(slow.frame_delay(0, 0), u32::MAX);
}

#[test]
fn a_picture_shows_the_board_as_set_unless_its_options_say_otherwise() {
    let mut ctl = Controller::headless(&Patch {
        move_numbers: Some(true),
        ..Patch::default()
    })
    .expect("valid");
    ctl.apply(gomoku::play::Command::Place { x: 7, y: 7 })
        .expect("a move");
    let board = Picture::default().show(ctl.still());
    assert!(board.coordinates && board.move_numbers && board.last_move);
    assert_eq!(board.stones.len(), 1);
    let plain = Picture {
        coordinates: Some(false),
        move_numbers: Some(false),
        ..Picture::default()
    }
    .show(ctl.still());
    assert!(!plain.coordinates && !plain.move_numbers && plain.last_move);
}

#[test]
fn a_picture_has_no_pointer_preview_or_cursor() {
    let mut ctl = Controller::headless(&Patch::default()).expect("valid");
    ctl.apply(gomoku::play::Command::Hover(Some(
        gomoku::game::Point::new(3, 3),
    )))
    .expect("a hover");
    assert!(
        ctl.scene(1.0).preview.is_some(),
        "the board shows the preview"
    );
    let still = ctl.still();
    assert_eq!(
        (still.preview, still.cursor, still.ghosts.len()),
        (None, None, 0)
    );
}
