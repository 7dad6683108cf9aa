#![cfg(not(target_arch = "wasm32"))]
//! The engine's messages as numbers at both ends: the engine's module answers what decodes
//! and answers the rest empty; a reply that does not decode, from a worker or from the engine
//! run on the page, ends its request with the empty reply.

use gomoku::ai::{Engine, Reply, Request};
use gomoku::game::{Color, Rule};
use gomoku::play::{answer_encoded, page_reply, worker_reply};

/// Black has four in a row on row 8 (h8..k8) and is to move: the search must finish it.
fn four(id: u32, stream: bool) -> Request {
    let mut cells = vec![0; 225];
    for x in 7..11 {
        cells[7 * 15 + x] = 1;
    }
    for x in 7..10 {
        cells[9 * 15 + x] = 2;
    }
    Request {
        id,
        size: 15,
        rule: Rule::Freestyle,
        to_move: Color::Black,
        level: 2,
        cells,
        time_ms: 200.0,
        stream,
        lines: 1,
    }
}

fn clock() -> f64 {
    0.0
}

#[test]
fn an_encoded_request_gets_its_encoded_answer() {
    let mut engine = Engine::new();
    let mut partials = Vec::new();
    let numbers = answer_encoded(&mut engine, &four(12, false).encode(), &clock, &mut |p| {
        partials.push(p)
    });
    let reply = Reply::decode(&numbers).expect("a reply");
    assert_eq!(reply.id, 12);
    assert!(!reply.partial);
    let best = reply.best.expect("a move");
    assert!(
        (best.x, best.y) == (6, 7) || (best.x, best.y) == (11, 7),
        "the five is made: {best:?}"
    );
    assert!(
        partials.is_empty(),
        "a request that does not stream reports nothing"
    );
}

#[test]
fn a_streaming_request_reports_encoded_partial_replies() {
    let mut engine = Engine::new();
    let mut partials = Vec::new();
    let numbers = answer_encoded(&mut engine, &four(3, true).encode(), &clock, &mut |p| {
        partials.push(p)
    });
    assert_eq!(Reply::decode(&numbers).map(|r| r.id), Some(3));
    assert!(!partials.is_empty());
    for p in &partials {
        let r = Reply::decode(p).expect("a partial reply");
        assert!(r.partial && r.id == 3, "{r:?}");
    }
}

#[test]
fn a_request_that_does_not_decode_is_answered_empty_under_its_number() {
    let mut engine = Engine::new();
    let mut report = |_: Vec<f64>| panic!("nothing to report");
    let numbers = answer_encoded(&mut engine, &[41.0, 15.0, 0.0], &clock, &mut report);
    assert_eq!(Reply::decode(&numbers), Some(Reply::empty(41)));
    let numbers = answer_encoded(&mut engine, &[], &clock, &mut report);
    assert_eq!(Reply::decode(&numbers), Some(Reply::empty(0)));
}

#[test]
fn the_page_engine_reply_is_decoded_or_empty() {
    let mut engine = Engine::new();
    let numbers = answer_encoded(&mut engine, &four(5, false).encode(), &clock, &mut |_| {});
    let reply = Reply::decode(&numbers).expect("a reply");
    assert_eq!(page_reply(5, Some(numbers)), reply);
    // The engine's module did not load, or sent something else: nothing waits for ever.
    assert_eq!(page_reply(5, None), Reply::empty(5));
    assert_eq!(page_reply(5, Some(vec![1.0, 2.0])), Reply::empty(5));
}

#[test]
fn a_worker_reply_that_does_not_decode_answers_its_request_empty() {
    let mut engine = Engine::new();
    let numbers = answer_encoded(&mut engine, &four(8, false).encode(), &clock, &mut |_| {});
    let reply = Reply::decode(&numbers).expect("a reply");
    assert_eq!(worker_reply(Some(numbers.clone())), Some(reply));
    // Cut short, or from another version of the engine: its request still ends, empty.
    assert_eq!(
        worker_reply(Some(numbers[..5].to_vec())),
        Some(Reply::empty(8))
    );
    assert_eq!(
        worker_reply(Some(vec![8.0, f64::NAN])),
        Some(Reply::empty(8))
    );
    // No request number to read: the worker counts as failed (everything it had ends empty).
    assert_eq!(worker_reply(Some(vec![])), None);
    assert_eq!(worker_reply(Some(vec![-1.0, 0.0])), None);
    assert_eq!(worker_reply(None), None);
}
