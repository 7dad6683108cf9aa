//! swap1 and swap2: who places, who decides, what the record and the state say.
#![cfg(not(target_arch = "wasm32"))]

use gomoku::game::{Choice, ChoiceError, Color, Config, Game, Opening, PlaceError, Player, State};

fn game(opening: Opening) -> Game {
    Game::with_opening(Config::default(), opening).expect("valid")
}

fn play(g: &mut Game, record: &str) {
    for p in gomoku::game::parse_record(record, 15).expect("record") {
        g.try_place(p).expect("legal");
    }
}

#[test]
fn swap1_the_opener_places_three_then_the_other_chooses() {
    let mut g = game(Opening::Swap1);
    assert_eq!(g.player_to_act(), Some(Player::First));
    play(&mut g, "h8 i9 j8");
    assert_eq!(
        g.player_to_act(),
        Some(Player::Second),
        "the second player decides"
    );
    let due = g.due().expect("a decision is due");
    assert_eq!(due.choices, &[Choice::Black, Choice::White]);
    let p = g.point(3, 3).expect("on board");
    let err = g.try_place(p).expect_err("no stone before the choice");
    assert!(matches!(err, PlaceError::ChoiceDue(_)), "{err:?}");
    assert!(matches!(
        g.decide(Choice::PlaceTwo).expect_err("not in swap1"),
        ChoiceError::NotOffered { .. }
    ));
    g.decide(Choice::White).expect("second takes white");
    assert_eq!(
        g.colour_of_player(Player::Second),
        Some(gomoku::game::Color::White)
    );
    assert_eq!(
        g.colour_of_player(Player::First),
        Some(gomoku::game::Color::Black)
    );
    assert_eq!(
        g.player_to_act(),
        Some(Player::Second),
        "white moves next: the second player"
    );
    assert_eq!(
        g.decide(Choice::Black).expect_err("decided already"),
        ChoiceError::NotDue
    );
    play(&mut g, "k7");
    assert_eq!(g.record(), "h8i9j8[white]k7");
    let state = State::of(&g);
    let opening = state.opening.expect("opening state");
    assert_eq!(opening.decisions, vec![Choice::White]);
    assert_eq!(opening.players.second, Some(Color::White));
    assert_eq!(opening.player_to_act, Some(Player::First));
}

#[test]
fn swap1_choosing_black_gives_the_opener_white() {
    let mut g = game(Opening::Swap1);
    play(&mut g, "h8 i9 j8");
    g.decide(Choice::Black).expect("second takes black");
    assert_eq!(
        g.colour_of_player(Player::First),
        Some(gomoku::game::Color::White)
    );
    assert_eq!(
        g.player_to_act(),
        Some(Player::First),
        "white (the opener) moves 4"
    );
}

#[test]
fn swap2_place_two_hands_the_choice_back() {
    let mut g = game(Opening::Swap2);
    play(&mut g, "h8 i9 j8");
    assert_eq!(
        g.due().map(|d| d.choices.len()),
        Some(3),
        "black, white or place two"
    );
    g.decide(Choice::PlaceTwo).expect("place two");
    assert_eq!(
        g.player_to_act(),
        Some(Player::Second),
        "the second player places 4 and 5"
    );
    play(&mut g, "g7");
    assert_eq!(g.player_to_act(), Some(Player::Second));
    play(&mut g, "k10");
    let due = g.due().expect("the first player decides now");
    assert_eq!(due.by, Player::First);
    g.decide(Choice::Black).expect("opener takes black");
    assert_eq!(
        g.colour_of_player(Player::First),
        Some(gomoku::game::Color::Black)
    );
    assert_eq!(g.player_to_act(), Some(Player::Second), "white moves 6");
    assert_eq!(g.record(), "h8i9j8[place2]g7k10[black]");
}

#[test]
fn records_with_choices_load_and_bad_choices_are_refused() {
    let mut g = game(Opening::Swap2);
    g.load("H8 i9 j8 [place2] g7 k10 [white] l11")
        .expect("load");
    assert_eq!(g.record(), "h8i9j8[place2]g7k10[white]l11");
    assert_eq!(
        g.colour_of_player(Player::First),
        Some(gomoku::game::Color::White)
    );
    let before = g.record();
    for bad in [
        "h8 i9 j8 k7",
        "h8 i9 [white] j8",
        "h8 i9 j8 [red]",
        "h8 i9 j8 [white",
        "h8[white]",
    ] {
        let err = g.load(bad).expect_err(bad);
        assert!(
            err.to_string().starts_with("invalid record: "),
            "{bad}: {err}"
        );
        assert_eq!(g.record(), before, "a refused load changes nothing");
    }
    let mut plain = game(Opening::None);
    let err = plain.load("h8 i9 j8 [white]").expect_err("no opening");
    assert!(err.to_string().starts_with("invalid record: "), "{err}");
}

#[test]
fn undo_keeps_the_choice_for_redo_and_a_new_stone_drops_it() {
    let mut g = game(Opening::Swap1);
    g.load("h8 i9 j8 [white] k7").expect("load");
    g.undo();
    assert!(
        g.due().is_none(),
        "back at three stones: the choice still stands"
    );
    assert_eq!(g.record(), "h8i9j8[white]");
    g.undo();
    assert_eq!(
        g.player_to_act(),
        Some(Player::First),
        "two stones: the opener places"
    );
    g.redo();
    assert!(
        g.due().is_none(),
        "redo to three stones: the choice is remembered"
    );
    g.undo();
    play(&mut g, "a1");
    assert!(
        g.due().is_some(),
        "a new third stone: the choice is due again"
    );
    assert_eq!(g.history().len(), 3);
    g.reset();
    assert_eq!(g.opening(), Opening::Swap1, "reset keeps the opening rule");
    assert!(g.decisions().is_empty());
}
