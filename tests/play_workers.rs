#![cfg(not(target_arch = "wasm32"))]
//! The engine's workers: a cancelled search costs its worker and the spare takes over what was
//! waiting, a failure answers everything in flight, and without workers moves run on the page.

use std::cell::RefCell;
use std::rc::Rc;

use gomoku::ai::{Reply, Request};
use gomoku::game::{Color, Rule};
use gomoku::play::{Lane, Pool, Workers};

/// What the fake page saw: workers started, requests posted (worker, request id), workers ended.
#[derive(Default)]
struct Log {
    started: u32,
    posts: Vec<(u32, u32)>,
    ended: Vec<u32>,
}

/// Workers numbered from 1 in the order they start; `forbidden` starts none.
struct Fake {
    log: Rc<RefCell<Log>>,
    forbidden: bool,
}

impl Workers for Fake {
    type Worker = u32;
    fn spawn(&mut self) -> Option<u32> {
        if self.forbidden {
            return None;
        }
        let mut log = self.log.borrow_mut();
        log.started += 1;
        Some(log.started)
    }
    fn post(&mut self, worker: &u32, request: &Request) {
        self.log.borrow_mut().posts.push((*worker, request.id));
    }
    fn terminate(&mut self, worker: u32) {
        self.log.borrow_mut().ended.push(worker);
    }
}

fn pool(forbidden: bool) -> (Pool<Fake>, Rc<RefCell<Log>>) {
    let log = Rc::new(RefCell::new(Log::default()));
    let fake = Fake {
        log: log.clone(),
        forbidden,
    };
    (Pool::new(fake), log)
}

fn request(id: u32, stream: bool) -> Request {
    Request {
        id,
        size: 15,
        rule: Rule::Freestyle,
        to_move: Color::Black,
        level: 3,
        cells: vec![0; 225],
        time_ms: 0.0,
        stream,
        lines: 1,
    }
}

fn reply(id: u32, partial: bool) -> Reply {
    Reply {
        partial,
        ..Reply::empty(id)
    }
}

#[test]
fn moves_and_hints_queue_on_one_worker_with_a_spare_started_ahead() {
    let (mut p, log) = pool(false);
    assert!(p.send(request(1, false), Lane::Play).is_none());
    assert!(p.send(request(2, false), Lane::Play).is_none());
    let log = log.borrow();
    assert_eq!(log.started, 2, "the worker and its spare");
    assert_eq!(log.posts, vec![(1, 1), (1, 2)]);
    assert!(log.ended.is_empty());
}

#[test]
fn cancelling_a_waiting_request_hands_the_others_to_the_spare() {
    let (mut p, log) = pool(false);
    for id in 1..=3 {
        p.send(request(id, false), Lane::Play);
    }
    p.cancel(2);
    let log = log.borrow();
    assert_eq!(log.ended, vec![1], "the busy worker ends");
    assert_eq!(
        log.posts[3..],
        [(2, 1), (2, 3)],
        "the spare gets the rest, in order"
    );
    assert_eq!(log.started, 3, "a new spare starts behind it");
}

#[test]
fn cancelling_the_last_request_leaves_no_worker_busy() {
    let (mut p, log) = pool(false);
    p.send(request(1, false), Lane::Play);
    p.cancel(1);
    assert_eq!(log.borrow().ended, vec![1]);
    assert_eq!(log.borrow().posts.len(), 1, "nothing is posted again");
    p.send(request(2, false), Lane::Play);
    assert_eq!(
        log.borrow().posts[1],
        (2, 2),
        "the spare takes the next one"
    );
}

#[test]
fn a_settled_request_is_not_cancelled_but_a_partial_reply_settles_nothing() {
    let (mut p, log) = pool(false);
    p.send(request(1, false), Lane::Play);
    p.send(request(2, false), Lane::Play);
    p.settled(&reply(1, false));
    p.cancel(1);
    assert!(
        log.borrow().ended.is_empty(),
        "a finished search costs no worker"
    );
    p.settled(&reply(2, true));
    p.cancel(2);
    assert_eq!(log.borrow().ended, vec![1]);
}

#[test]
fn a_new_analysis_ends_the_old_one_and_leaves_moves_alone() {
    let (mut p, log) = pool(false);
    p.send(request(1, false), Lane::Play);
    p.send(request(2, true), Lane::Analysis);
    p.send(request(3, true), Lane::Analysis);
    {
        let log = log.borrow();
        assert_eq!(log.posts, vec![(1, 1), (2, 2), (3, 3)]);
        assert_eq!(log.ended, vec![2], "the first analysis's worker ends");
    }
    p.cancel(3);
    assert_eq!(log.borrow().ended, vec![2, 3]);
    p.cancel(1);
    assert_eq!(log.borrow().ended, vec![2, 3, 1]);
}

#[test]
fn a_failure_answers_every_request_in_flight_and_ends_every_worker() {
    let (mut p, log) = pool(false);
    p.send(request(1, false), Lane::Play);
    p.send(request(2, false), Lane::Play);
    p.send(request(3, true), Lane::Analysis);
    p.settled(&reply(1, false));
    let replies = p.failed();
    let answered: Vec<u32> = replies.iter().map(|r| r.id).collect();
    assert_eq!(answered, vec![2, 3]);
    assert!(replies.iter().all(|r| r.best.is_none() && !r.partial));
    let mut ended = log.borrow().ended.clone();
    ended.sort_unstable();
    assert_eq!(ended, (1..=log.borrow().started).collect::<Vec<_>>());
    assert!(p.failed().is_empty(), "nothing is answered twice");
    p.send(request(4, false), Lane::Play);
    assert_eq!(log.borrow().posts.last(), Some(&(4, 4)), "a fresh worker");
}

#[test]
fn shutdown_ends_the_spare_too() {
    let (mut p, log) = pool(false);
    p.send(request(1, false), Lane::Play);
    p.shutdown();
    let mut ended = log.borrow().ended.clone();
    ended.sort_unstable();
    assert_eq!(ended, vec![1, 2]);
}

#[test]
fn without_workers_moves_come_back_to_run_on_the_page_and_analysis_is_dropped() {
    let (mut p, log) = pool(true);
    assert_eq!(p.send(request(1, false), Lane::Play).map(|r| r.id), Some(1));
    assert!(p.send(request(2, true), Lane::Analysis).is_none());
    assert!(log.borrow().posts.is_empty());
    assert!(p.failed().is_empty(), "nothing is in flight on a worker");
}

#[test]
fn a_review_searches_on_its_own_worker_kept_from_one_position_to_the_next() {
    let (mut p, log) = pool(false);
    p.send(request(1, false), Lane::Play);
    assert!(p.send(request(2, false), Lane::Review).is_none());
    p.settled(&reply(2, false));
    p.send(request(3, false), Lane::Review);
    {
        let log = log.borrow();
        assert_eq!(
            log.posts,
            vec![(1, 1), (2, 2), (2, 3)],
            "the review's worker keeps its table for the next position"
        );
        assert!(log.ended.is_empty());
    }
    // Cancelling the move leaves the review alone, and the other way round.
    p.cancel(1);
    assert_eq!(log.borrow().ended, vec![1]);
    p.cancel(3);
    assert_eq!(
        log.borrow().ended,
        vec![1, 2],
        "the review's busy worker ends"
    );
    p.cancel(2);
    assert_eq!(
        log.borrow().ended,
        vec![1, 2],
        "a settled search costs nothing"
    );
}

#[test]
fn a_failure_answers_the_reviews_search_too_and_without_workers_it_runs_on_the_page() {
    let (mut p, _log) = pool(false);
    p.send(request(4, false), Lane::Review);
    let answered: Vec<u32> = p.failed().iter().map(|r| r.id).collect();
    assert_eq!(answered, vec![4]);
    let (mut page, log) = pool(true);
    assert_eq!(
        page.send(request(5, false), Lane::Review).map(|r| r.id),
        Some(5)
    );
    assert!(log.borrow().posts.is_empty());
}
