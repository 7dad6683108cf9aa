#![cfg(not(target_arch = "wasm32"))]
//! The engine's turn on the controller: when it is asked to move, what happens to its replies
//! (fresh, stale, late), paired undo and redo against it, and its swap openings.

mod play_support;

use gomoku::ai::SWAP_OPENINGS;
use gomoku::game::{Color, Opening, Point};
use gomoku::play::{AiPatch, Command, Effect, Env, Event, Key, Patch, ENGINE_THINKING};
use play_support::{engine, reply, Board};

#[test]
fn the_engine_answers_a_move_and_its_reply_is_played() {
    let mut b = Board::new(engine(Color::White));
    assert!(b.sent().is_empty(), "black (the person) opens");
    b.tap("h8");
    assert_eq!(b.changes(), 1);
    let r = b.the_request();
    assert_eq!((r.to_move, r.level, r.stream), (Color::White, 1, false));
    assert_eq!(r.cells[7 * 15 + 7], 1, "the request sees h8");
    assert_eq!(b.thinking(), vec![true]);

    b.answer(r.id, Some("i9"));
    assert_eq!(b.record(), "h8i9");
    assert_eq!(b.changes(), 1, "the engine's move is one change");
    assert_eq!(b.said(), vec!["White i9".to_string()]);
    assert_eq!(b.thinking(), vec![false]);
    assert!(b.sent().is_empty(), "black to move: nothing asked");
}

#[test]
fn the_engine_opens_when_it_plays_black() {
    let mut b = Board::new(engine(Color::Black));
    let r = b.the_request();
    assert_eq!(r.to_move, Color::Black);
    assert_eq!(b.thinking(), vec![true]);
    b.answer(r.id, Some("h8"));
    assert_eq!(b.record(), "h8");
}

#[test]
fn a_person_cannot_play_for_the_engine_but_the_page_can() {
    let mut b = Board::new(engine(Color::Black));
    let id = b.the_request().id;
    b.tap("a1");
    assert_eq!(
        b.record(),
        "",
        "a tap while the engine thinks plays nothing"
    );
    assert_eq!(b.said(), vec![ENGINE_THINKING.to_string()]);
    assert_eq!(b.changes(), 0);
    // The page's own place() plays for either side; the engine's request is then stale.
    b.ok(Command::Place { x: 7, y: 7 });
    assert_eq!(b.cancelled(), vec![id]);
    assert_eq!(b.thinking(), vec![false]);
    b.answer(id, Some("a1"));
    assert_eq!(b.record(), "h8", "a stale reply is dropped");
    assert_eq!(b.changes(), 0);
}

#[test]
fn undo_while_the_engine_thinks_cancels_it_and_nothing_lands() {
    let mut b = Board::new(engine(Color::White));
    b.tap("h8");
    let id = b.the_request().id;
    b.ok(Command::Undo);
    assert_eq!(b.record(), "");
    assert_eq!(b.cancelled(), vec![id]);
    assert_eq!(b.thinking(), vec![false]);
    b.answer(id, Some("i9"));
    assert_eq!(
        b.record(),
        "",
        "the reply for a position that is gone is dropped"
    );
    // The engine still answers the next move.
    b.tap("g7");
    let next = b.the_request().id;
    assert_ne!(next, id);
    b.answer(next, Some("i9"));
    assert_eq!(b.record(), "g7i9");
}

#[test]
fn reset_while_the_engine_thinks_cancels_it() {
    let mut b = Board::new(engine(Color::White));
    b.tap("h8");
    let id = b.the_request().id;
    b.ok(Command::Reset);
    assert_eq!(b.cancelled(), vec![id]);
    b.answer(id, Some("i9"));
    assert_eq!(b.record(), "");
    assert!(b.ctl.game().history().is_empty());
}

#[test]
fn undo_and_redo_against_the_engine_take_its_reply_along() {
    let mut b = Board::new(engine(Color::White));
    b.tap("h8");
    let id = b.the_request().id;
    b.answer(id, Some("i9"));
    b.tap("g7");
    let id = b.the_request().id;
    b.answer(id, Some("j10"));
    assert_eq!(b.record(), "h8i9g7j10");

    b.ok(Command::Undo);
    assert_eq!(
        b.record(),
        "h8i9",
        "one undo: the engine's reply and the person's move"
    );
    assert_eq!(b.changes(), 1, "one change event for the pair");
    assert!(b.sent().is_empty(), "black to move: the engine waits");
    b.key(Key::Undo);
    assert_eq!(b.record(), "");
    assert!(b.sent().is_empty(), "and it does not play again by itself");

    b.ok(Command::Redo);
    assert_eq!(b.record(), "h8i9", "redo replays both");
    assert_eq!(b.changes(), 1);
    b.key(Key::Redo);
    assert_eq!(b.record(), "h8i9g7j10");
    assert!(b.sent().is_empty(), "at the end, black to move");
}

#[test]
fn the_engine_waits_while_someone_looks_back_through_the_game() {
    let mut b = Board::new(engine(Color::White));
    b.ok(Command::Load("h8i9g7".into()));
    // White to move at the end: the engine is asked.
    let id = b.the_request().id;
    b.ok(Command::Jump(1));
    assert_eq!(b.cancelled(), vec![id]);
    assert!(
        b.sent().is_empty(),
        "white to move after one stone, but history lies ahead"
    );
    b.key(Key::End);
    assert_eq!(b.ctl.game().cursor(), 3);
    let id = b.the_request().id;
    b.answer(id, Some("j10"));
    assert_eq!(b.record(), "h8i9g7j10");
}

#[test]
fn turning_the_engine_off_cancels_its_search_and_on_again_asks_it() {
    let mut b = Board::new(engine(Color::White));
    b.tap("h8");
    let id = b.the_request().id;
    let off = Patch {
        ai: Some(AiPatch {
            plays: Some(None),
            level: None,
        }),
        ..Patch::default()
    };
    b.ok(Command::SetOptions(off));
    assert_eq!(b.cancelled(), vec![id]);
    assert_eq!(b.thinking(), vec![false]);
    assert_eq!(b.changes(), 0, "options are not a change of position");
    b.tap("i9");
    assert_eq!(b.record(), "h8i9", "two people play");
    b.ok(Command::SetOptions(engine(Color::Black)));
    let r = b.the_request();
    assert_eq!(r.to_move, Color::Black);
}

#[test]
fn replies_out_of_order_late_or_unknown_change_nothing() {
    let mut b = Board::new(engine(Color::White));
    b.tap("h8");
    let first = b.the_request().id;
    b.ok(Command::Undo);
    b.tap("g7");
    let second = b.the_request().id;
    // The older request's reply comes after the newer one was sent: dropped.
    b.answer(first, Some("a1"));
    assert_eq!(b.record(), "g7");
    // A partial reply of a move request is not a move.
    let mut partial = reply(second, Some("a2"), 0);
    partial.partial = true;
    b.ok(Command::Reply(partial));
    assert_eq!(b.record(), "g7");
    // An unknown number, then the real answer, then the same answer again.
    b.answer(9999, Some("a3"));
    b.answer(second, Some("i9"));
    assert_eq!(b.record(), "g7i9");
    b.answer(second, Some("a4"));
    assert_eq!(b.record(), "g7i9", "an answer counts once");
}

#[test]
fn without_the_engine_the_ai_option_is_accepted_and_ignored() {
    let mut b = Board::with_env(
        engine(Color::Black),
        Env {
            engine: false,
            seed: 1,
        },
    );
    assert!(b.sent().is_empty());
    b.tap("h8");
    b.tap("i9");
    assert_eq!(b.record(), "h8i9", "two people play");
    assert_eq!(
        b.ctl.current_options().board.ai.plays,
        Some(Color::Black),
        "the option is kept"
    );
    let id = match b.ok(Command::Hint) {
        gomoku::play::Answer::Hint(id) => id,
        other => panic!("{other:?}"),
    };
    assert!(b.fx.contains(&Effect::ResolveHint { id, hint: None }));
}

fn swap(opening: Opening, plays: Color, seed: u64) -> Board {
    let mut p = engine(plays);
    p.opening = Some(opening);
    Board::with_env(p, Env { engine: true, seed })
}

#[test]
fn opening_a_swap_game_the_engine_places_three_book_stones() {
    let mut openings = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let mut b = swap(Opening::Swap2, Color::Black, seed);
        for _ in 0..3 {
            assert!(b.sent().is_empty(), "book stones need no search");
            let answers = b.answers();
            assert_eq!(answers.len(), 1, "{:?}", b.fx);
            let r = answers[0].clone();
            b.ok(Command::Reply(r));
            assert_eq!(b.changes(), 1);
        }
        assert_eq!(b.ctl.game().cursor(), 3);
        assert_eq!(
            b.ctl.game().board().get(Point::new(7, 7)),
            Some(Color::Black)
        );
        openings.insert(b.record());
        // The second player (the person) decides now: nothing is asked of the engine.
        assert!(b.sent().is_empty() && b.answers().is_empty());
    }
    assert_eq!(
        openings.len(),
        SWAP_OPENINGS.len(),
        "the seed picks among the book's openings: {openings:?}"
    );
    // The same seed plays the same opening.
    let a = swap(Opening::Swap1, Color::Black, 3).answers();
    let b = swap(Opening::Swap1, Color::Black, 3).answers();
    assert_eq!(a, b);
}

#[test]
fn the_engine_as_second_player_decides_from_its_evaluation() {
    for (eval, choice) in [(0, "place2"), (500, "white"), (-500, "black")] {
        let mut b = swap(Opening::Swap2, Color::White, 1);
        b.play("h8i9j8");
        let r = b.the_request();
        assert_eq!(
            r.to_move,
            Color::White,
            "the evaluation is for white to move"
        );
        b.ok(Command::Reply(reply(r.id, Some("a1"), eval)));
        assert_eq!(b.changes(), 1, "a decision is a change");
        let decisions: Vec<&str> = b
            .ctl
            .game()
            .decisions()
            .iter()
            .map(|c| c.as_str())
            .collect();
        assert_eq!(decisions, vec![choice], "eval {eval}");
        assert_eq!(b.ctl.game().cursor(), 3, "a decision places no stone");
    }
    // Swap1 offers no place2: an even position is taken as white.
    let mut b = swap(Opening::Swap1, Color::White, 1);
    b.play("h8i9j8");
    let id = b.the_request().id;
    b.ok(Command::Reply(reply(id, None, 0)));
    assert_eq!(b.ctl.game().decisions()[0].as_str(), "white");
}

#[test]
fn a_stale_engine_decision_is_dropped() {
    let mut b = swap(Opening::Swap2, Color::White, 1);
    b.play("h8i9j8");
    let id = b.the_request().id;
    b.ok(Command::Undo);
    assert_eq!(b.cancelled(), vec![id]);
    b.ok(Command::Reply(reply(id, None, 0)));
    assert!(b.ctl.game().decisions().is_empty());
}

#[test]
fn thinking_is_dispatched_once_per_start_and_stop() {
    let mut b = Board::new(engine(Color::White));
    b.tap("h8");
    assert_eq!(b.thinking(), vec![true]);
    // A hint does not make the engine "think about its move".
    b.ok(Command::Hint);
    assert_eq!(b.thinking(), Vec::<bool>::new());
    let id = b.sent().first().map(|r| r.id);
    assert!(id.is_some());
    let events = b.events();
    assert!(events.iter().all(|e| !matches!(e, Event::Change)));
}

#[test]
fn an_engine_that_answers_nothing_is_not_asked_again_until_something_changes() {
    // A reply without a move is what the page sends when the engine's module failed to load.
    let mut b = Board::new(engine(Color::White));
    b.tap("h8");
    let id = b.the_request().id;
    b.answer(id, None);
    assert_eq!(b.record(), "h8");
    assert_eq!(b.thinking(), vec![false], "the engine stops thinking");
    assert!(
        b.sent().is_empty(),
        "and is not asked again for the same position"
    );
    // New engine settings give it another try.
    b.ok(Command::SetOptions(Patch {
        ai: Some(AiPatch {
            level: Some(2),
            ..Default::default()
        }),
        ..Default::default()
    }));
    let again = b.the_request();
    assert_ne!(again.id, id);
    b.answer(again.id, None);
    assert!(b.sent().is_empty());
    // So does a new position: the person takes back and plays elsewhere.
    b.ok(Command::Undo);
    b.tap("g7");
    let third = b.the_request().id;
    b.answer(third, Some("h8"));
    assert_eq!(b.record(), "g7h8");
}
