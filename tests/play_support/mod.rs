//! A controller driven by tests: commands in, the effects of each command kept for checks.
#![allow(dead_code)] // each test file uses its own subset

use gomoku::ai::{Reply, Request};
use gomoku::game::{Color, GameError, Point, XY};
use gomoku::play::{
    AiPatch, Answer, Command, Controller, Effect, Env, Event, Grades, Key, Patch, Review,
};

/// A controller and the effects of its last command.
pub struct Board {
    /// The controller under test.
    pub ctl: Controller,
    /// The effects of the last command (or of construction).
    pub fx: Vec<Effect>,
    /// The reviews graded so far, by number: what their `review()` promises resolve to.
    pub reviews: Vec<(u32, Review)>,
    /// Reviews sent to be graded are left waiting (a test answers them).
    pub hold_grades: bool,
}

/// Options naming only what a test sets.
pub fn patch() -> Patch {
    Patch::default()
}

/// Options with the engine playing `plays`.
pub fn engine(plays: Color) -> Patch {
    Patch {
        ai: Some(AiPatch {
            plays: Some(Some(plays)),
            level: Some(1),
        }),
        ..Patch::default()
    }
}

/// A point by name on a 15x15 board.
pub fn pt(name: &str) -> Point {
    gomoku::game::parse_point(name, 15).expect("a point name")
}

impl Board {
    /// A board with the engine built in and a fixed seed.
    pub fn new(p: Patch) -> Board {
        Board::with_env(
            p,
            Env {
                engine: true,
                seed: 7,
            },
        )
    }

    /// A board in the given surroundings.
    pub fn with_env(p: Patch, env: Env) -> Board {
        let mut ctl = Controller::new(&p, None, env).expect("valid options");
        let fx = ctl.take_effects();
        Board {
            ctl,
            fx,
            reviews: Vec::new(),
            hold_grades: false,
        }
    }

    /// Applies `c`, keeping its effects; a review it sent to be graded is graded at once, as
    /// the pictures module would, and the effects of its grades follow.
    pub fn run(&mut self, c: Command) -> Result<Answer, GameError> {
        let r = self.ctl.apply(c);
        self.fx = self.ctl.take_effects();
        let asked: Vec<_> = self
            .fx
            .iter()
            .filter_map(|e| match e {
                Effect::Grade { id, searches } => Some((*id, searches.clone())),
                _ => None,
            })
            .collect();
        for (id, searches) in asked.into_iter().filter(|_| !self.hold_grades) {
            let review = searches.review();
            let grades = review.as_ref().map(|r| Grades::of(r).encode());
            self.reviews.extend(review.map(|r| (id, r)));
            self.ctl
                .apply(Command::Graded { id, grades })
                .expect("grades are taken");
            self.fx.extend(self.ctl.take_effects());
        }
        r
    }

    /// Applies `c`, which must succeed.
    pub fn ok(&mut self, c: Command) -> Answer {
        let what = format!("{c:?}");
        self.run(c).unwrap_or_else(|e| panic!("{what}: {e}"))
    }

    /// Plays a record through the API.
    pub fn play(&mut self, record: &str) {
        let size = self.ctl.game().config().size;
        for p in gomoku::game::parse_record(record, size).expect("record") {
            self.ok(Command::Place {
                x: p.x as i64,
                y: p.y as i64,
            });
        }
    }

    /// A tap on a named point.
    pub fn tap(&mut self, name: &str) {
        self.ok(Command::Tap(pt(name)));
    }

    /// A key.
    pub fn key(&mut self, k: Key) {
        self.ok(Command::Key(k));
    }

    /// The record shown.
    pub fn record(&self) -> String {
        self.ctl.game().record()
    }

    /// The `gomoku:change` events of the last command.
    pub fn changes(&self) -> usize {
        self.events()
            .iter()
            .filter(|e| matches!(e, Event::Change))
            .count()
    }

    /// The events of the last command.
    pub fn events(&self) -> Vec<Event> {
        self.fx
            .iter()
            .filter_map(|e| match e {
                Effect::Dispatch(ev) => Some(ev.clone()),
                _ => None,
            })
            .collect()
    }

    /// What the last command said aloud.
    pub fn said(&self) -> Vec<String> {
        self.fx
            .iter()
            .filter_map(|e| match e {
                Effect::Announce(t) => Some(t.clone()),
                _ => None,
            })
            .collect()
    }

    /// The accessible description the last command set, if it set one.
    pub fn described(&self) -> Option<String> {
        self.fx.iter().rev().find_map(|e| match e {
            Effect::Describe(t) => Some(t.clone()),
            _ => None,
        })
    }

    /// The requests the last command sent to the engine.
    pub fn sent(&self) -> Vec<Request> {
        self.fx
            .iter()
            .filter_map(|e| match e {
                Effect::Send(r, _) => Some(r.clone()),
                _ => None,
            })
            .collect()
    }

    /// The replies the last command asked to be handed back (book stones).
    pub fn answers(&self) -> Vec<Reply> {
        self.fx
            .iter()
            .filter_map(|e| match e {
                Effect::Answer(r) => Some(r.clone()),
                _ => None,
            })
            .collect()
    }

    /// The request numbers the last command cancelled.
    pub fn cancelled(&self) -> Vec<u32> {
        self.fx
            .iter()
            .filter_map(|e| match e {
                Effect::Cancel(id) => Some(*id),
                _ => None,
            })
            .collect()
    }

    /// Whether the last command asked for a redraw.
    pub fn redrawn(&self) -> bool {
        self.fx.contains(&Effect::Redraw)
    }

    /// The thinking events of the last command.
    pub fn thinking(&self) -> Vec<bool> {
        self.events()
            .iter()
            .filter_map(|e| match e {
                Event::Thinking(t) => Some(*t),
                _ => None,
            })
            .collect()
    }

    /// The one request the last command sent.
    pub fn the_request(&self) -> Request {
        let sent = self.sent();
        assert_eq!(sent.len(), 1, "one request: {:?}", self.fx);
        sent[0].clone()
    }

    /// The engine answers request `id` with `best` (and an even evaluation).
    pub fn answer(&mut self, id: u32, best: Option<&str>) {
        self.ok(Command::Reply(reply(id, best, 0)));
    }
}

/// A final reply to request `id` playing `best` with evaluation `eval`.
pub fn reply(id: u32, best: Option<&str>, eval: i32) -> Reply {
    let best = best.map(|n| XY::from(pt(n)));
    Reply {
        best,
        eval,
        best_line: best.into_iter().collect(),
        ..Reply::empty(id)
    }
}
