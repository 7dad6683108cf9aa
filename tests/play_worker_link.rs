#![cfg(not(target_arch = "wasm32"))]
//! The controller and the engine's workers in step, as the binding drives them: a last reply
//! settles its request before the controller hears it, a failure ends every request in flight,
//! destroy() ends every worker first, book stones wait until the call returns, and without
//! workers the page runs the engine itself.

mod play_support;

use std::cell::RefCell;
use std::rc::Rc;

use gomoku::ai::{Reply, Request};
use gomoku::game::{Color, Opening};
use gomoku::play::{Command, Controller, Effect, Env, Event, Patch, Routed, WorkerLink, Workers};
use play_support::{engine, patch, pt, reply};

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

/// A controller, its workers, and what the page was left with by the last command.
struct Page {
    ctl: Controller,
    link: WorkerLink<Fake>,
    log: Rc<RefCell<Log>>,
    left: Routed,
}

impl Page {
    fn new(p: Patch, forbidden: bool) -> Page {
        let log = Rc::new(RefCell::new(Log::default()));
        let fake = Fake {
            log: log.clone(),
            forbidden,
        };
        let env = Env {
            engine: true,
            seed: 7,
        };
        let mut page = Page {
            ctl: Controller::new(&p, None, env).expect("valid options"),
            link: WorkerLink::new(fake),
            log,
            left: Routed::default(),
        };
        page.carry_out();
        page
    }

    fn carry_out(&mut self) {
        self.left = self.link.route(self.ctl.take_effects());
    }

    fn run(&mut self, c: Command) {
        let _ = self.link.apply(&mut self.ctl, c);
        self.carry_out();
    }

    fn tap(&mut self, name: &str) {
        self.run(Command::Tap(pt(name)));
    }

    /// The request numbers posted to workers so far.
    fn posted(&self) -> Vec<u32> {
        self.log.borrow().posts.iter().map(|p| p.1).collect()
    }

    fn thinking(&self) -> Vec<bool> {
        self.left
            .page
            .iter()
            .filter_map(|e| match e {
                Effect::Dispatch(Event::Thinking(t)) => Some(*t),
                _ => None,
            })
            .collect()
    }
}

#[test]
fn requests_go_to_workers_and_the_page_keeps_only_its_own_effects() {
    let mut page = Page::new(engine(Color::White), false);
    page.tap("h8");
    assert_eq!(page.posted(), vec![1], "the engine's move went to a worker");
    assert!(page
        .left
        .page
        .iter()
        .all(|e| !matches!(e, Effect::Send(..) | Effect::Cancel(_))));
    assert_eq!(page.thinking(), vec![true]);
    page.run(Command::Reply(reply(1, Some("i9"), 0)));
    assert_eq!(page.ctl.game().record(), "h8i9");
    assert_eq!(page.thinking(), vec![false]);
}

#[test]
fn a_last_reply_settles_its_request_before_the_cancels_it_causes() {
    let mut page = Page::new(patch(), false);
    page.tap("h8");
    page.run(Command::Hint);
    page.run(Command::Hint);
    assert_eq!(page.posted(), vec![1, 2]);
    // The first hint is answered; then a move makes the second stale, and it is cancelled:
    // its busy worker ends, and the spare is given nothing (the first is done, not re-posted).
    page.run(Command::Reply(reply(1, Some("i9"), 0)));
    page.tap("a1");
    let log = page.log.borrow();
    assert_eq!(log.ended, vec![1], "the worker on the stale hint ends");
    assert_eq!(log.posts.len(), 2, "the answered hint is not posted again");
}

#[test]
fn a_failed_worker_answers_every_request_empty_and_the_board_stops_thinking() {
    let mut page = Page::new(engine(Color::White), false);
    page.tap("h8");
    assert_eq!(page.thinking(), vec![true]);
    for r in page.link.failed() {
        page.run(Command::Reply(r));
    }
    assert_eq!(page.thinking(), vec![false]);
    assert_eq!(page.ctl.game().record(), "h8", "nothing is played");
    let log = page.log.borrow();
    assert_eq!(log.ended.len() as u32, log.started, "every worker ended");
}

#[test]
fn destroy_ends_every_worker_before_the_controller_hears_it() {
    let mut page = Page::new(engine(Color::White), false);
    page.tap("h8");
    page.run(Command::Analyze { lines: 1 });
    let started = page.log.borrow().started;
    page.run(Command::Destroy);
    let log = page.log.borrow();
    let mut ended = log.ended.clone();
    ended.sort_unstable();
    assert_eq!(ended, (1..=started).collect::<Vec<_>>());
    assert_eq!(log.started, started, "no spare starts to replace them");
    assert!(page
        .left
        .page
        .iter()
        .all(|e| !matches!(e, Effect::Dispatch(_))));
}

#[test]
fn a_book_stone_waits_until_the_call_returns() {
    let mut page = Page::new(
        Patch {
            opening: Some(Opening::Swap1),
            ..engine(Color::Black)
        },
        false,
    );
    assert_eq!(page.left.later.len(), 1, "the engine opens from its book");
    assert!(page.posted().is_empty(), "no search for a book stone");
    assert_eq!(page.ctl.game().record(), "", "not played inside the call");
    let stone = page.left.later[0].clone();
    page.run(Command::Reply(stone));
    assert_eq!(page.ctl.game().history().len(), 1);
}

#[test]
fn without_workers_the_page_runs_the_engine_itself() {
    let mut page = Page::new(engine(Color::White), true);
    page.tap("h8");
    let on_page: Vec<u32> = page.left.on_page.iter().map(|r| r.id).collect();
    assert_eq!(on_page, vec![1]);
    page.run(Command::Reply(Reply::empty(1)));
    assert_eq!(
        page.thinking(),
        vec![false],
        "an empty answer ends the wait"
    );
}
