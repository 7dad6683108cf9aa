#![cfg(not(target_arch = "wasm32"))]
//! The JSON the page reads: `state()` written straight from the game (the fields of
//! `game::State` in its order), moves, points, and strings escaped.

use gomoku::game::{Config, Game, MoveInfo, Opening, Point, Rule, State};
use gomoku::play::json::{self, Object};

fn game(rule: Rule, opening: Opening, record: &str) -> Game {
    let config = Config {
        rule,
        size: 9,
        ..Config::default()
    };
    let mut g = Game::with_opening(config, opening).unwrap();
    g.load(record).unwrap();
    g
}

#[test]
fn the_state_of_an_empty_board() {
    let g = game(Rule::Freestyle, Opening::None, "");
    assert_eq!(
        json::state(&g),
        r#"{"size":9,"rule":"freestyle","first":"black","toMove":"black","moveCount":0,"moves":[],"lastMove":null,"winner":null,"draw":false,"winningLine":[],"forbidden":[],"history":[],"canUndo":false,"canRedo":false,"opening":null}"#
    );
}

#[test]
fn the_state_shows_the_position_and_keeps_the_redo_tail() {
    let mut g = game(Rule::Standard, Opening::None, "e5f6");
    g.undo();
    let s = State::of(&g);
    assert_eq!(s.history.len(), 2);
    assert_eq!(
        json::state(&g),
        r#"{"size":9,"rule":"standard","first":"black","toMove":"white","moveCount":1,"moves":[{"x":4,"y":4,"color":"black","number":1,"name":"e5"}],"lastMove":{"x":4,"y":4,"color":"black","number":1,"name":"e5"},"winner":null,"draw":false,"winningLine":[],"forbidden":[],"history":[{"x":4,"y":4,"color":"black","number":1,"name":"e5"},{"x":5,"y":3,"color":"white","number":2,"name":"f6"}],"canUndo":true,"canRedo":true,"opening":null}"#
    );
}

#[test]
fn a_win_names_its_line_and_renju_its_forbidden_points() {
    let g = game(Rule::Freestyle, Opening::None, "a1b1a2b2a3b3a4b4a5");
    let text = json::state(&g);
    assert!(text.contains(r#""toMove":null"#), "{text}");
    assert!(text.contains(r#""winner":"black""#), "{text}");
    let line = State::of(&g).winning_line;
    let written: Vec<String> = line.iter().map(json::xy).collect();
    assert!(text.contains(&format!("\"winningLine\":[{}]", written.join(","))));

    // Black c5 d5 and e3 e4: e5 would make two open threes.
    let r = game(Rule::Renju, Opening::None, "c5a9d5a7e3a1e4i1");
    let forbidden = State::of(&r).forbidden;
    assert!(forbidden.contains(&Point::new(4, 4).into()));
    let text = json::state(&r);
    let written: Vec<String> = forbidden.iter().map(json::xy).collect();
    assert!(
        text.contains(&format!("\"forbidden\":[{}]", written.join(","))),
        "{text}"
    );
}

#[test]
fn an_opening_rule_writes_its_progress() {
    let g = game(Rule::Freestyle, Opening::Swap2, "e5f6e6");
    let text = json::state(&g);
    assert!(
        text.ends_with(r#""opening":{"rule":"swap2","decisions":[],"due":{"by":"second","choices":["black","white","place2"]},"players":{"first":null,"second":null},"playerToAct":"second"}}"#),
        "{text}"
    );
}

#[test]
fn moves_and_points_are_written_as_the_api_shows_them() {
    let g = game(Rule::Freestyle, Opening::None, "i9");
    let mv = MoveInfo::new(&g.moves()[0], 9);
    assert_eq!(
        json::move_info(&mv),
        r#"{"x":8,"y":0,"color":"black","number":1,"name":"i9"}"#
    );
    assert_eq!(json::xy(&Point::new(3, 4).into()), r#"{"x":3,"y":4}"#);
}

#[test]
fn strings_are_escaped() {
    let text = Object::new()
        .str("k\"ey", "a\\b\"c\n\u{1}é")
        .opt_str("none", None)
        .bool("yes", true)
        .num("n", 1234567)
        .strs("list", ["x", "y"].into_iter())
        .raw("raw", "[1]")
        .end();
    assert_eq!(
        text,
        r#"{"k\"ey":"a\\b\"c\u000a\u0001é","none":null,"yes":true,"n":1234567,"list":["x","y"],"raw":[1]}"#
    );
}

#[test]
fn events_carry_their_documented_names_and_details() {
    use gomoku::play::Event;
    let g = game(Rule::Freestyle, Opening::None, "e5f6");
    let named: Vec<&str> = [Event::Change, Event::End, Event::Thinking(true)]
        .iter()
        .map(|e| e.name())
        .collect();
    assert_eq!(named, ["gomoku:change", "gomoku:end", "gomoku:thinking"]);
    // `gomoku:change` and `gomoku:end` carry `state()`, each as its own object.
    assert_eq!(Event::Change.detail_json(&g), Some(json::state(&g)));
    assert_eq!(Event::End.detail_json(&g), Some(json::state(&g)));
    assert!(json::state(&g).contains(r#""moveCount":2"#));
    assert_eq!(
        Event::Thinking(true).detail_json(&g).as_deref(),
        Some(r#"{"thinking":true}"#)
    );
    assert_eq!(
        Event::Thinking(false).detail_json(&g).as_deref(),
        Some(r#"{"thinking":false}"#)
    );
}
