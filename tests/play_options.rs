#![cfg(not(target_arch = "wasm32"))]
//! Options on the controller: what `options()` reports, which `setOptions` calls start a new
//! game (one change event) and which only redraw, refusals that change nothing, and the theme
//! (defaults, then the page's CSS, then the option).

mod play_support;

use gomoku::game::{Color, GameError, Opening, Rule};
use gomoku::play::{
    AiPatch, Command, Controller, CurrentOptions, Env, GameOptions, Patch, ThemePatch,
};
use play_support::{patch, Board};

fn theme(board: &str) -> ThemePatch {
    ThemePatch {
        board: Some(board.into()),
        ..ThemePatch::default()
    }
}

#[test]
fn options_reports_every_option_in_force() {
    let b = Board::new(patch());
    let o = b.ctl.current_options();
    assert_eq!(o.game, GameOptions::default());
    assert_eq!(
        (o.game.size, o.game.rule, o.game.first, o.game.opening),
        (15, Rule::Freestyle, Color::Black, Opening::None)
    );
    let d = &o.board;
    assert!(d.coordinates && d.last_move && !d.move_numbers && !d.confirm && !d.readonly);
    assert_eq!((d.ai.plays, d.ai.level), (None, 3));
    assert_eq!(d.persist, None);
    assert_eq!(d.theme, Default::default(), "no colour named");
    assert_eq!(
        o.to_json(),
        r#"{"size":15,"rule":"freestyle","first":"black","opening":"none","coordinates":true,"moveNumbers":false,"lastMove":true,"theme":{},"ai":{"plays":"none","level":3},"confirm":false,"persist":null,"readonly":false,"analysisMarks":true}"#
    );

    let mut b = Board::new(Patch {
        size: Some(19),
        rule: Some(Rule::Renju),
        opening: Some(Opening::Swap1),
        move_numbers: Some(true),
        coordinates: Some(false),
        confirm: Some(true),
        readonly: Some(true),
        persist: Some("key".into()),
        theme: Some(theme("#123456")),
        ai: Some(AiPatch {
            plays: Some(Some(Color::White)),
            level: Some(5),
        }),
        ..Patch::default()
    });
    let o = b.ctl.current_options();
    assert_eq!(
        (o.game.size, o.game.rule, o.game.opening),
        (19, Rule::Renju, Opening::Swap1)
    );
    let d = &o.board;
    assert!(d.move_numbers && !d.coordinates && d.confirm && d.readonly);
    assert_eq!(d.persist.as_deref(), Some("key"));
    assert_eq!(d.theme.board.as_deref(), Some("#123456"));
    assert_eq!(d.theme.line, None);
    assert_eq!((d.ai.plays, d.ai.level), (Some(Color::White), 5));
    assert_eq!(
        o.to_json(),
        r##"{"size":19,"rule":"renju","first":"black","opening":"swap1","coordinates":false,"moveNumbers":true,"lastMove":true,"theme":{"board":"#123456"},"ai":{"plays":"white","level":5},"confirm":true,"persist":"key","readonly":true,"analysisMarks":true}"##
    );
    b.ok(Command::SetOptions(Patch {
        theme: Some(ThemePatch {
            line: Some("red".into()),
            ..ThemePatch::default()
        }),
        ..Patch::default()
    }));
    let t = b.ctl.current_options().board.theme;
    assert_eq!(
        (t.board.as_deref(), t.line.as_deref()),
        (Some("#123456"), Some("red")),
        "colours add up"
    );
    assert_eq!(
        GameOptions::of(b.ctl.game()),
        GameOptions {
            size: 19,
            rule: Rule::Renju,
            first: Color::Black,
            opening: Opening::Swap1
        }
    );
}

#[test]
fn a_new_size_rule_first_or_opening_is_one_change_drawing_options_none() {
    let mut b = Board::new(patch());
    b.play("h8i9");
    b.ok(Command::SetOptions(Patch {
        move_numbers: Some(true),
        coordinates: Some(false),
        ..Patch::default()
    }));
    assert_eq!(b.changes(), 0, "drawing options keep the game");
    assert!(b.redrawn());
    assert_eq!(b.record(), "h8i9");
    for p in [
        Patch {
            size: Some(19),
            ..Patch::default()
        },
        Patch {
            rule: Some(Rule::Renju),
            ..Patch::default()
        },
        Patch {
            opening: Some(Opening::Swap2),
            ..Patch::default()
        },
    ] {
        b.play("a1");
        let before = b.ctl.version();
        b.ok(Command::SetOptions(p.clone()));
        assert_eq!(b.changes(), 1, "{p:?}");
        assert_eq!(b.ctl.version(), before + 1);
        assert_eq!(b.record(), "", "a new game");
    }
    assert_eq!(b.ctl.game().config().size, 19, "earlier choices stay");
    // The same settings again change nothing.
    b.ok(Command::SetOptions(Patch {
        size: Some(19),
        ..Patch::default()
    }));
    assert_eq!(b.changes(), 0);
}

#[test]
fn renju_or_an_opening_makes_black_first_unless_first_is_named() {
    let mut b = Board::new(Patch {
        first: Some(Color::White),
        ..Patch::default()
    });
    assert_eq!(b.ctl.game().config().first, Color::White);
    b.ok(Command::SetOptions(Patch {
        rule: Some(Rule::Renju),
        ..Patch::default()
    }));
    assert_eq!(b.ctl.game().config().first, Color::Black);
    let before = b.ctl.current_options();
    let e = b
        .run(Command::SetOptions(Patch {
            first: Some(Color::White),
            ..Patch::default()
        }))
        .unwrap_err();
    assert!(matches!(e, GameError::Config(_)));
    assert_eq!(
        e.to_string(),
        "invalid option: renju is always opened by black: first must be \"black\""
    );
    assert!(b.fx.is_empty(), "a refused call has no effect");
    assert_eq!(b.ctl.current_options(), before);
}

#[test]
fn a_refused_set_options_changes_nothing_at_all() {
    let mut b = Board::new(patch());
    b.play("h8");
    let before: CurrentOptions = b.ctl.current_options();
    let e = b
        .run(Command::SetOptions(Patch {
            opening: Some(Opening::Swap1),
            first: Some(Color::White),
            move_numbers: Some(true),
            ..Patch::default()
        }))
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "invalid option: swap1 opens with black, white, black: first must be \"black\""
    );
    assert_eq!(
        b.ctl.current_options(),
        before,
        "not even the drawing options"
    );
    assert_eq!(b.record(), "h8");
    assert!(Controller::new(
        &Patch {
            rule: Some(Rule::Renju),
            first: Some(Color::White),
            ..Patch::default()
        },
        None,
        Env {
            engine: true,
            seed: 0
        }
    )
    .is_err());
}

#[test]
fn the_theme_is_the_defaults_then_the_css_then_the_option() {
    let mut b = Board::new(patch());
    let wood = b.ctl.theme().board.clone();
    b.ok(Command::Style(theme("slate")));
    assert_eq!(b.ctl.theme().board, "slate");
    assert!(b.redrawn());
    b.ok(Command::Style(theme("slate")));
    assert!(!b.redrawn(), "the same colours draw nothing new");
    b.ok(Command::SetOptions(Patch {
        theme: Some(theme("blue")),
        ..Patch::default()
    }));
    assert_eq!(b.ctl.theme().board, "blue", "the option wins over CSS");
    assert_eq!(b.ctl.scene(1.0).theme.board, "blue");
    b.ok(Command::Style(ThemePatch::default()));
    assert_eq!(b.ctl.theme().board, "blue");
    let mut plain = Board::new(patch());
    plain.ok(Command::Style(ThemePatch::default()));
    assert_eq!(plain.ctl.theme().board, wood);
}
