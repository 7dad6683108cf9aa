#![cfg(not(target_arch = "wasm32"))]
//! `hint()` promises: each waits for its own request, and a hint's answer resolves the promise
//! of that request, once.

mod play_support;

use gomoku::game::Color;
use gomoku::play::{Answer, Command, Effect, Env, Pending};
use play_support::{engine, Board};

/// The hint requests the last command resolved.
fn resolved(b: &Board) -> Vec<u32> {
    b.fx.iter()
        .filter_map(|e| match e {
            Effect::ResolveHint { id, .. } => Some(*id),
            _ => None,
        })
        .collect()
}

#[test]
fn each_hint_resolves_its_own_promise_once() {
    let mut b = Board::with_env(
        engine(Color::White),
        Env {
            engine: false,
            seed: 1,
        },
    );
    let mut promises = Pending::default();
    let mut ids = Vec::new();
    for name in ["first", "second"] {
        let Answer::Hint(id) = b.ok(Command::Hint) else {
            panic!("hint() answers its request number");
        };
        promises.wait(id, name);
        ids.push(id);
    }
    assert_ne!(ids[0], ids[1], "each hint is its own request");
    assert_eq!(promises.len(), 2);
    // Without the engine a hint is answered at once: the second call's answer is its own.
    assert_eq!(resolved(&b), [ids[1]]);
    assert_eq!(promises.take(ids[1]), Some("second"));
    assert_eq!(promises.take(ids[1]), None, "a promise resolves once");
    assert_eq!(promises.take(ids[0]), Some("first"));
    assert!(promises.is_empty());
}

#[test]
fn a_hint_the_position_outran_resolves_with_nothing_and_only_its_promise() {
    let mut b = Board::new(play_support::patch());
    let Answer::Hint(id) = b.ok(Command::Hint) else {
        panic!("hint() answers its request number");
    };
    let mut promises = Pending::default();
    promises.wait(id, "hint");
    assert!(resolved(&b).is_empty(), "the engine is asked first");
    // The position changes before the engine answers: the promise gets null.
    b.ok(Command::Place { x: 7, y: 7 });
    assert!(b.fx.contains(&Effect::ResolveHint { id, hint: None }));
    assert_eq!(promises.take(id), Some("hint"));
    assert_eq!(
        promises.take(id + 1),
        None,
        "nobody waits for another number"
    );
    assert_eq!(promises.len(), 0);
}
