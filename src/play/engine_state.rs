//! The engine's side of the controller, as explicit states: its own move (idle, thinking,
//! given up), the `hint()`s waiting, the analysis stream (off, or on and about one version of
//! the game) and the review in progress. Each request in flight is tied to the version of the
//! game it was asked about (a review, to the history it reviews); a reply finds what it was for
//! here, and `sync` brings the requests in line with the game.

use super::effect::{Effect, Event};
use super::engine_turn::{book_of, book_stone};
use super::grades::Grades;
use super::review_job::{Job, ReviewError, Step};
use super::workers::Lane;
use crate::ai::rng::Rng;
use crate::ai::{Reply, Request};
use crate::game::{Color, Game, Move};

/// The level and thinking time of an analysis search, which streams until it stops.
const ANALYSIS_LEVEL: u8 = 5;
/// How long one analysis search may run before its last report stands, in milliseconds.
const ANALYSIS_MS: f64 = 30_000.0;

/// A request in flight: its number and the version of the game it was asked about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asked {
    /// The request's number.
    pub id: u32,
    /// The game's version when it was asked: a reply for another version is stale.
    pub version: u64,
}

/// The engine's own move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// Not asked: a person acts, or the engine is off.
    Idle,
    /// Asked for its move (or opening decision), played when the reply comes.
    Thinking(Asked),
    /// It answered this version without a move (its module failed to load, say): it is not
    /// asked again until the game or its settings change, so a broken engine is no loop.
    GaveUp {
        /// The version given up on.
        version: u64,
    },
}

/// `analyze()`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Analysis {
    /// Off.
    Off,
    /// On, and not yet asked about any position.
    Wanted {
        /// How many lines to show.
        lines: u8,
    },
    /// On, and asked about `version`: `stream` is its request while reports come (`None` once
    /// its last report came, or when that position had no move to analyse).
    About {
        /// How many lines to show.
        lines: u8,
        /// The version analysed.
        version: u64,
        /// The streaming request.
        stream: Option<u32>,
    },
}

/// What a reply was for, once it is matched to its request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The engine's move; `fresh` when it is about the position shown.
    Move {
        /// About the game's current version.
        fresh: bool,
    },
    /// A `hint()`.
    Hint {
        /// About the game's current version.
        fresh: bool,
    },
    /// A report of the analysis.
    Analysis {
        /// About the game's current version.
        fresh: bool,
    },
    /// A search of the review.
    Review,
}

/// A review that ended with its result: the moves reviewed and their grades.
pub type Finished = (Vec<Move>, Grades);

/// The facts about the game `sync` needs besides the game itself.
#[derive(Clone, Copy, Debug)]
pub struct Now {
    /// The game's version.
    pub version: u64,
    /// The engine should move now.
    pub should_move: bool,
    /// `destroy()` ran: nothing may stay in flight.
    pub destroyed: bool,
    /// The level of the engine's moves and hints.
    pub level: u8,
}

/// The engine's requests and what they are for.
#[derive(Clone, Debug)]
pub struct EngineState {
    /// Whether there is an engine to ask at all.
    enabled: bool,
    last_id: u32,
    turn: Turn,
    hints: Vec<Asked>,
    analysis: Analysis,
    /// The review in progress.
    review: Option<Job>,
    /// Whether `gomoku:thinking` last said the engine thinks.
    thinking_shown: bool,
    /// The opening the book plays for the engine, and the numbers that pick the next one.
    book: usize,
    random: Rng,
}

impl EngineState {
    /// The engine's side, idle; `enabled` false for a build or a board without an engine
    /// (then nothing is ever asked). `seed` starts the numbers that pick its book openings.
    pub fn new(enabled: bool, seed: u64) -> EngineState {
        EngineState {
            enabled,
            last_id: 0,
            turn: Turn::Idle,
            hints: Vec::new(),
            analysis: Analysis::Off,
            review: None,
            thinking_shown: false,
            book: 0,
            random: Rng::new(seed),
        }
    }

    /// Whether there is an engine to ask. Known at compile time in the build without the
    /// engine, so that build carries none of the code that talks to it.
    pub fn enabled(&self) -> bool {
        cfg!(feature = "engine") && self.enabled
    }

    /// A new request number.
    pub fn next_id(&mut self) -> u32 {
        self.last_id = self.last_id.wrapping_add(1);
        self.last_id
    }

    /// `analyze({ lines })`: on. Asked again with other lines, it starts over.
    pub fn analyze(&mut self, lines: u8, fx: &mut Vec<Effect>) {
        if !self.enabled() {
            return;
        }
        let same = match self.analysis {
            Analysis::Wanted { lines: l } | Analysis::About { lines: l, .. } => l == lines,
            Analysis::Off => false,
        };
        if !same {
            self.stop_analysis(fx);
            self.analysis = Analysis::Wanted { lines };
        }
    }

    /// `stopAnalysis()`: off, its search cancelled.
    pub fn stop_analysis(&mut self, fx: &mut Vec<Effect>) {
        if !self.enabled() {
            return;
        }
        if let Analysis::About {
            stream: Some(id), ..
        } = self.analysis
        {
            fx.push(Effect::Cancel(id));
        }
        self.analysis = Analysis::Off;
    }

    /// New engine settings: a position it gave up on is worth another try.
    pub fn retry(&mut self) {
        if let Turn::GaveUp { .. } = self.turn {
            self.turn = Turn::Idle;
        }
    }

    /// Asks for a hint about `game` (at `now.version`) for `to_move`; returns its number.
    pub fn hint(&mut self, game: &Game, to_move: Color, now: Now, fx: &mut Vec<Effect>) -> u32 {
        let id = self.next_id();
        self.hints.push(Asked {
            id,
            version: now.version,
        });
        fx.push(Effect::Send(
            request(id, game, to_move, now.level),
            Lane::Play,
        ));
        id
    }

    /// `review()`: reviews `game` up to the position shown at `ms` per position, and returns
    /// the review's number; a review in progress is cancelled. A game without moves goes to
    /// be graded at once.
    pub fn review(&mut self, game: &Game, ms: f64, now: Now, fx: &mut Vec<Effect>) -> u32 {
        let id = self.next_id();
        if !self.enabled() {
            let result = Err(ReviewError::EngineFailed);
            fx.push(Effect::SettleReview { id, result });
            return id;
        }
        self.end_review(ReviewError::Cancelled("another review started"), fx);
        if now.destroyed {
            let result = Err(ReviewError::Cancelled("the board was destroyed"));
            fx.push(Effect::SettleReview { id, result });
            return id;
        }
        self.review = Some(Job::new(id, game, ms));
        self.ask_review(fx);
        id
    }

    /// `stopReview()`: the review in progress ends, its promise rejected.
    pub fn stop_review(&mut self, fx: &mut Vec<Effect>) {
        if !self.enabled() {
            return;
        }
        self.end_review(ReviewError::Cancelled("stopReview() was called"), fx);
    }

    /// The last reply of a review's search: its progress, then the next search or the grading.
    pub fn review_reply(&mut self, reply: &Reply, fx: &mut Vec<Effect>) {
        let Some(job) = self.review.as_mut() else {
            return;
        };
        match job.record(reply) {
            Step::Progress { done, total } => {
                fx.push(Effect::Dispatch(Event::Review { done, total }));
                self.ask_review(fx);
            }
            Step::Failed => self.end_review(ReviewError::EngineFailed, fx),
        }
    }

    /// Asks for the review's next search, or for its grades when every position is searched.
    fn ask_review(&mut self, fx: &mut Vec<Effect>) {
        let id = self.next_id();
        let Some(job) = self.review.as_mut() else {
            return;
        };
        if let Some(request) = job.next_request(id) {
            fx.push(Effect::Send(request, Lane::Review));
            return;
        }
        match job.searches() {
            Some(searches) => {
                job.grading = true;
                fx.push(Effect::Grade {
                    id: job.id,
                    searches,
                });
            }
            None => self.end_review(ReviewError::EngineFailed, fx),
        }
    }

    /// The grades of review `id` came, as numbers (`None`: it could not be graded): it
    /// settles, and its moves and grades are returned for the board to show.
    pub fn graded(
        &mut self,
        id: u32,
        grades: Option<Vec<f64>>,
        fx: &mut Vec<Effect>,
    ) -> Option<Finished> {
        if !self
            .review
            .as_ref()
            .is_some_and(|j| j.id == id && j.grading)
        {
            // Cancelled meanwhile: settled already.
            return None;
        }
        let job = self.review.take()?;
        let grades = grades.and_then(|g| job.grades_of(&g));
        fx.push(Effect::SettleReview {
            id,
            result: grades.as_ref().map(drop).ok_or(ReviewError::EngineFailed),
        });
        Some((job.moves().to_vec(), grades?))
    }

    /// Ends the review in progress, if one is, without its result.
    fn end_review(&mut self, why: ReviewError, fx: &mut Vec<Effect>) {
        if let Some(job) = self.review.take() {
            if let Some(asked) = job.asked() {
                fx.push(Effect::Cancel(asked));
            }
            fx.push(Effect::SettleReview {
                id: job.id,
                result: Err(why),
            });
        }
    }

    /// Matches a reply to its request: what it was for, or `None` when nothing waits for it
    /// (cancelled, answered already, never asked). A last reply ends its request.
    pub fn settle(&mut self, reply: &Reply, version: u64) -> Option<Purpose> {
        let id = reply.id;
        if self.review.as_ref().is_some_and(|j| j.answers(reply)) {
            return Some(Purpose::Review);
        }
        if let Turn::Thinking(a) = self.turn {
            if a.id == id && !reply.partial {
                self.turn = Turn::Idle;
                return Some(Purpose::Move {
                    fresh: a.version == version,
                });
            }
        }
        if let Some(i) = self.hints.iter().position(|h| h.id == id) {
            if reply.partial {
                return None;
            }
            let h = self.hints.remove(i);
            return Some(Purpose::Hint {
                fresh: h.version == version,
            });
        }
        if let Analysis::About {
            lines,
            version: v,
            stream: Some(s),
        } = self.analysis
        {
            if s == id {
                if !reply.partial {
                    self.analysis = Analysis::About {
                        lines,
                        version: v,
                        stream: None,
                    };
                }
                return Some(Purpose::Analysis {
                    fresh: v == version,
                });
            }
        }
        None
    }

    /// The engine's move came and could not be played on this version: do not ask again.
    pub fn give_up(&mut self, version: u64) {
        self.turn = Turn::GaveUp { version };
    }

    /// Brings the requests in line with `game`: cancels what no longer fits (a hint so
    /// cancelled resolves to nothing), asks the engine for its move when it should move,
    /// restarts the analysis on a new position, and says when the engine starts or stops
    /// thinking.
    pub fn sync(&mut self, game: &Game, now: Now, fx: &mut Vec<Effect>) {
        if !self.enabled() {
            // Nothing is ever asked of an engine that is not there.
            return;
        }
        let mut stale: Vec<(u32, bool)> = Vec::new();
        let gone = |a: &Asked| now.destroyed || a.version != now.version;
        if let Turn::Thinking(a) = self.turn {
            if gone(&a) || !now.should_move {
                stale.push((a.id, false));
                self.turn = Turn::Idle;
            }
        }
        self.hints.retain(|h| {
            let keep = !gone(h);
            if !keep {
                stale.push((h.id, true));
            }
            keep
        });
        if let Analysis::About {
            lines,
            version,
            stream,
        } = self.analysis
        {
            if now.destroyed || version != now.version {
                stale.extend(stream.map(|id| (id, false)));
                self.analysis = Analysis::Wanted { lines };
            }
        }
        if now.destroyed {
            self.analysis = Analysis::Off;
        }
        match &self.review {
            Some(_) if now.destroyed => {
                self.end_review(ReviewError::Cancelled("the board was destroyed"), fx)
            }
            Some(job) if !job.fits(game) => self.end_review(
                ReviewError::Cancelled("the game changed (a new move, load or reset)"),
                fx,
            ),
            _ => {}
        }
        // In request order. By hand: the list holds a request or two, and `sort_unstable`
        // would link 3 KB of quicksort into the board's module.
        for i in 1..stale.len() {
            let mut j = i;
            while j > 0 && stale[j - 1] > stale[j] {
                stale.swap(j - 1, j);
                j -= 1;
            }
        }
        for (id, hint) in stale {
            fx.push(Effect::Cancel(id));
            if hint {
                fx.push(Effect::ResolveHint { id, hint: None });
            }
        }
        if now.should_move {
            let asked = matches!(self.turn, Turn::Thinking(_));
            let gave_up = self.turn
                == Turn::GaveUp {
                    version: now.version,
                };
            if !asked && !gave_up {
                self.ask_move(game, now, fx);
            }
        }
        if let Analysis::Wanted { lines } = self.analysis {
            let stream = game.to_move().map(|to_move| {
                let id = self.next_id();
                let mut r = request(id, game, to_move, ANALYSIS_LEVEL);
                r.time_ms = ANALYSIS_MS;
                r.stream = true;
                r.lines = lines;
                fx.push(Effect::Send(r, Lane::Analysis));
                id
            });
            self.analysis = Analysis::About {
                lines,
                version: now.version,
                stream,
            };
        }
        let thinking = matches!(self.turn, Turn::Thinking(_));
        if thinking != self.thinking_shown {
            self.thinking_shown = thinking;
            if !now.destroyed {
                fx.push(Effect::Dispatch(Event::Thinking(thinking)));
            }
        }
    }

    /// Asks for the engine's move: from the book while it places a swap opening, else a search.
    fn ask_move(&mut self, game: &Game, now: Now, fx: &mut Vec<Effect>) {
        let Some(to_move) = game.to_move() else {
            return;
        };
        let id = self.next_id();
        self.turn = Turn::Thinking(Asked {
            id,
            version: now.version,
        });
        if game.cursor() == 0 {
            self.book = book_of(self.random.next());
        }
        match book_stone(game, self.book) {
            Some(p) => fx.push(Effect::Answer(Reply::play(id, p))),
            None => fx.push(Effect::Send(
                request(id, game, to_move, now.level),
                Lane::Play,
            )),
        }
    }
}

/// A request about the position of `game` with `to_move` to play.
fn request(id: u32, game: &Game, to_move: Color, level: u8) -> Request {
    Request::new(id, game.board(), game.config().rule, to_move, level)
}
