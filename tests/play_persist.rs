#![cfg(not(target_arch = "wasm32"))]
//! `persist`: when the controller stores the game, what it stores, and restoring it, which
//! refuses with a reason anything this widget did not write.

mod js_value;
mod play_support;

use gomoku::game::{Config, Game, Opening, Rule};
use gomoku::play::persist::save;
use gomoku::play::{Command, Controller, Effect, Env, Patch, RestoreError, Saved};
use js_value::{obj, s, Js};
use play_support::{patch, Board};

fn keeping(key: &str) -> Patch {
    Patch {
        persist: Some(key.into()),
        ..Patch::default()
    }
}

fn stored(b: &Board) -> Vec<(String, String)> {
    b.fx.iter()
        .filter_map(|e| match e {
            Effect::Persist { key, text } => Some((key.clone(), text.clone())),
            _ => None,
        })
        .collect()
}

/// What the page reads back from the saved text (the binding does this with `JSON.parse`).
fn read_back(text: &str) -> Saved {
    let field = |key: &str| {
        let start = text.find(&format!("\"{key}\":"))? + key.len() + 3;
        let rest = &text[start..];
        let end = rest.find([',', '}']).unwrap_or(rest.len());
        Some(rest[..end].trim_matches('"').to_string())
    };
    let decisions = text
        .split("\"decisions\":[")
        .nth(1)
        .and_then(|r| r.split(']').next())
        .unwrap_or("");
    Saved {
        v: field("v").and_then(|v| v.parse().ok()),
        size: field("size").and_then(|v| v.parse().ok()),
        rule: field("rule"),
        first: field("first"),
        history: field("history"),
        cursor: field("cursor").and_then(|v| v.parse().ok()),
        opening: field("opening"),
        decisions: decisions
            .split(',')
            .filter(|d| !d.is_empty())
            .map(|d| Some(d.trim_matches('"').to_string()))
            .collect(),
    }
}

#[test]
fn every_change_is_stored_and_nothing_else() {
    let mut b = Board::new(keeping("k"));
    assert!(stored(&b).is_empty(), "a new board stores nothing yet");
    b.tap("h8");
    let s = stored(&b);
    assert_eq!(s.len(), 1);
    assert_eq!(s[0].0, "k");
    assert!(s[0].1.contains("\"history\":\"h8\""), "{}", s[0].1);
    b.tap("h8");
    assert!(stored(&b).is_empty(), "a refusal stores nothing");
    b.ok(Command::Hover(Some(play_support::pt("a1"))));
    assert!(stored(&b).is_empty(), "hovering stores nothing");
    b.ok(Command::Undo);
    let s = stored(&b);
    assert!(
        s[0].1.contains("\"history\":\"h8\",\"cursor\":0"),
        "{}",
        s[0].1
    );

    let mut plain = Board::new(patch());
    plain.tap("h8");
    assert!(stored(&plain).is_empty(), "no key, nothing stored");
    plain.ok(Command::SetOptions(keeping("later")));
    let s = stored(&plain);
    assert_eq!(s.len(), 1, "naming a key stores the game at once");
    assert_eq!(s[0].0, "later");
}

#[test]
fn the_saved_text_is_the_documented_json_and_restores_the_same_game() {
    let mut g = Game::with_opening(Config::default(), Opening::Swap2).unwrap();
    g.load("h8i9j8[place2]g7k10[black]l11").unwrap();
    g.jump_to(4).unwrap();
    let text = save(&g);
    assert_eq!(
        text,
        "{\"v\":1,\"size\":15,\"rule\":\"freestyle\",\"first\":\"black\",\"history\":\"h8i9j8g7k10l11\",\"cursor\":4,\"opening\":\"swap2\",\"decisions\":[\"place2\",\"black\"]}"
    );
    let back = read_back(&text).restore().expect("restores");
    assert_eq!(back.history(), g.history());
    assert_eq!(back.cursor(), 4);
    assert_eq!(back.all_decisions(), g.all_decisions());
    assert_eq!(back.record(), g.record());
    let renju = Game::try_new(Config {
        size: 9,
        rule: Rule::Renju,
        ..Config::default()
    })
    .unwrap();
    let back = read_back(&save(&renju)).restore().unwrap();
    assert_eq!(back.config(), renju.config());
}

#[test]
fn restoring_foreign_or_broken_data_says_why() {
    let good = Saved {
        v: Some(1.0),
        size: Some(15.0),
        rule: Some("freestyle".into()),
        first: Some("black".into()),
        history: Some("h8i9".into()),
        cursor: Some(2.0),
        opening: None,
        decisions: Vec::new(),
    };
    assert_eq!(
        good.restore().unwrap().record(),
        "h8i9",
        "no opening field: none"
    );
    let cases: Vec<(Saved, RestoreError, &str)> = vec![
        (
            Saved {
                v: Some(2.0),
                ..good.clone()
            },
            RestoreError::Foreign,
            "it was not saved by this widget",
        ),
        (
            Saved::default(),
            RestoreError::Foreign,
            "it was not saved by this widget",
        ),
        (
            Saved {
                size: Some(4.0),
                ..good.clone()
            },
            RestoreError::Size,
            "bad size",
        ),
        (
            Saved {
                size: Some(15.5),
                ..good.clone()
            },
            RestoreError::Size,
            "bad size",
        ),
        (
            Saved {
                rule: Some("go".into()),
                ..good.clone()
            },
            RestoreError::Rule,
            "bad rule",
        ),
        (
            Saved {
                first: None,
                ..good.clone()
            },
            RestoreError::First,
            "bad first player",
        ),
        (
            Saved {
                history: None,
                ..good.clone()
            },
            RestoreError::History,
            "no moves",
        ),
        (
            Saved {
                cursor: Some(-1.0),
                ..good.clone()
            },
            RestoreError::Cursor,
            "bad position",
        ),
        (
            Saved {
                opening: Some("swap9".into()),
                ..good.clone()
            },
            RestoreError::Opening,
            "bad opening rule",
        ),
        (
            Saved {
                decisions: vec![None],
                ..good.clone()
            },
            RestoreError::Decision,
            "bad opening decision",
        ),
    ];
    for (saved, error, text) in cases {
        let e = saved.restore().expect_err(text);
        assert_eq!(e, error);
        assert_eq!(e.to_string(), text);
    }
    let e = Saved {
        history: Some("h8h8".into()),
        ..good.clone()
    }
    .restore()
    .unwrap_err();
    assert!(matches!(e, RestoreError::Record(_)));
    assert_eq!(
        e.to_string(),
        "invalid record: move 2 (h8): h8 is already taken"
    );
    let e = Saved {
        cursor: Some(5.0),
        ..good.clone()
    }
    .restore()
    .unwrap_err();
    assert!(matches!(e, RestoreError::Jump(_)));
    let e = Saved {
        rule: Some("renju".into()),
        first: Some("white".into()),
        ..good
    }
    .restore()
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "invalid option: renju is always opened by black: first must be \"black\""
    );
}

#[test]
fn a_controller_resumes_the_saved_game() {
    let mut g = Game::try_new(Config::default()).unwrap();
    g.load("h8i9j10").unwrap();
    g.undo();
    let mut c = Controller::new(
        &keeping("k"),
        Some(g),
        Env {
            engine: true,
            seed: 0,
        },
    )
    .unwrap();
    assert_eq!(c.game().record(), "h8i9");
    assert_eq!(c.game().history().len(), 3, "the redo tail is kept");
    let fx = c.take_effects();
    assert!(!fx.iter().any(|e| matches!(e, Effect::Persist { .. })));
}

#[test]
fn a_saved_object_is_read_field_by_field_and_a_list_of_choices_must_be_an_array() {
    let saved = |decisions: Js| {
        obj(&[
            ("v", Js::Num(1.0)),
            ("size", Js::Num(15.0)),
            ("rule", s("renju")),
            ("first", s("black")),
            ("history", s("h8i9j8")),
            ("cursor", Js::Num(2.0)),
            ("opening", s("swap2")),
            ("decisions", decisions),
        ])
    };
    let read = Saved::read(&saved(Js::List(vec![s("place2"), Js::Num(3.0)]))).unwrap();
    assert_eq!(read.size, Some(15.0));
    assert_eq!(read.rule.as_deref(), Some("renju"));
    assert_eq!(read.history.as_deref(), Some("h8i9j8"));
    assert_eq!(read.cursor, Some(2.0));
    assert_eq!(read.opening.as_deref(), Some("swap2"));
    assert_eq!(read.decisions, vec![Some("place2".to_string()), None]);
    assert_eq!(read.restore().unwrap_err(), RestoreError::Decision);

    // No list at all is an old save without openings' choices.
    assert!(Saved::read(&saved(Js::Undefined))
        .unwrap()
        .decisions
        .is_empty());
    for not_a_list in [Js::Null, s("place2"), Js::Num(0.0), obj(&[])] {
        assert_eq!(
            Saved::read(&saved(not_a_list.clone())),
            Err(RestoreError::Decision),
            "{not_a_list:?}"
        );
    }
    // A field of another type reads as missing, and restoring says which.
    let odd = obj(&[("v", Js::Num(1.0)), ("size", s("15"))]);
    assert_eq!(Saved::read(&odd).unwrap().size, None);
    assert_eq!(
        Saved::read(&odd).unwrap().restore().unwrap_err(),
        RestoreError::Size
    );
    for foreign in [Js::Null, s("{}"), Js::Num(1.0), Js::List(vec![])] {
        assert_eq!(
            Saved::read(&foreign),
            Err(RestoreError::Foreign),
            "{foreign:?}"
        );
    }
}
