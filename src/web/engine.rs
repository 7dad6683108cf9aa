//! The engine's glue: requests to a module Web Worker that runs the same wasm, and its answers.

use std::cell::RefCell;
use std::rc::Rc;

use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

use super::events::{self, Outbox};
use super::ops::{self, to_plain};
use super::widget::{mutate, Gomoku, Widget};
use crate::ai::{swap_opening_stone, Engine, SearchInfo, SearchRequest, SWAP_OPENINGS};
use crate::game::{Board, Choice, Color, Move, Opening, Point, Rule};

#[wasm_bindgen(module = "/src/web/engine_worker.js")]
extern "C" {
    #[wasm_bindgen(catch, js_name = spawnEngineWorker)]
    fn spawn_engine_worker() -> Result<Worker, JsValue>;
}

/// What a request is for.
enum Purpose {
    /// The engine's own move, played when it arrives.
    Move,
    /// A `hint()` promise to resolve.
    Hint(js_sys::Function),
}

/// A request sent to the worker, and the position it was asked about.
struct Pending {
    token: u32,
    position: Position,
    purpose: Purpose,
}

/// What a request is about: the moves shown and the opening decisions taken.
pub type Position = (usize, Vec<Move>, usize);

/// The worker, its message handler, and requests in flight.
#[derive(Default)]
pub struct EngineHost {
    worker: Option<Worker>,
    on_message: Option<Closure<dyn FnMut(MessageEvent)>>,
    pending: Vec<Pending>,
    next_token: u32,
    thinking: bool,
    book: usize,
}

/// The message posted to the worker.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Request {
    token: u32,
    size: usize,
    rule: &'static str,
    to_move: &'static str,
    level: u8,
    cells: Vec<u8>,
    time_ms: f64,
    stream: bool,
}

/// The worker message asking about the position of `game` (`time_ms` 0: the level's own time).
pub fn request_message(
    game: &crate::game::Game,
    level: u8,
    token: u32,
    time_ms: f64,
    stream: bool,
) -> Option<JsValue> {
    let to_move = game.to_move()?;
    let board = game.board();
    Some(to_plain(&Request {
        token,
        size: board.size(),
        rule: game.config().rule.as_str(),
        to_move: to_move.as_str(),
        level,
        cells: board
            .points()
            .map(|p| match board.get(p) {
                None => 0,
                Some(Color::Black) => 1,
                Some(Color::White) => 2,
            })
            .collect(),
        time_ms,
        stream,
    }))
}

/// Starts a module worker running the engine.
pub fn spawn_worker() -> Option<Worker> {
    spawn_engine_worker().ok()
}

/// The worker's answer.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Reply {
    token: u32,
    best: Option<crate::game::XY>,
    eval: i32,
    win_rate: f64,
    depth: u32,
    nodes: u64,
    nps: f64,
    best_line: Vec<crate::game::XY>,
    forced_win: Option<u32>,
    forced_loss: Option<u32>,
}

/// The position a search is about; a search for another one is stale.
pub fn position_of(game: &crate::game::Game) -> Position {
    (game.cursor(), game.moves().to_vec(), game.decisions().len())
}

impl EngineHost {
    /// Terminates the worker and forgets every request; pending hints resolve to null.
    pub fn shutdown(&mut self) {
        self.cancel_all();
        self.on_message = None;
    }

    fn cancel_all(&mut self) {
        if self.pending.is_empty() {
            return;
        }
        // A running search cannot be interrupted from outside: end the worker, start afresh later.
        if let Some(w) = self.worker.take() {
            w.terminate();
        }
        for p in self.pending.drain(..) {
            if let Purpose::Hint(resolve) = p.purpose {
                let _ = resolve.call1(&JsValue::NULL, &JsValue::NULL);
            }
        }
    }

    fn worker(&mut self, rc: &Rc<RefCell<Widget>>) -> Option<Worker> {
        if self.worker.is_none() {
            let worker = spawn_engine_worker().ok()?;
            let weak = Rc::downgrade(rc);
            let closure = self.on_message.get_or_insert_with(|| {
                Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
                    if let Some(rc) = weak.upgrade() {
                        on_reply(&rc, ev.data());
                    }
                })
            });
            worker.set_onmessage(Some(closure.as_ref().unchecked_ref()));
            self.worker = Some(worker);
        }
        self.worker.clone()
    }
}

impl Widget {
    /// Brings requests in line with the position: drops stale ones, asks for the engine's move.
    pub fn engine_sync(&mut self, rc: &Rc<RefCell<Widget>>, outbox: &mut Outbox) {
        let position = position_of(&self.game);
        let stale = self.engine.pending.iter().any(|p| {
            p.position != position
                || (matches!(p.purpose, Purpose::Move) && !self.engine_should_move())
        });
        if stale || self.destroyed() {
            self.engine.cancel_all();
        }
        if !self.destroyed()
            && self.engine_should_move()
            && !self
                .engine
                .pending
                .iter()
                .any(|p| matches!(p.purpose, Purpose::Move))
        {
            self.engine_request(rc, Purpose::Move);
        }
        let thinking = self
            .engine
            .pending
            .iter()
            .any(|p| matches!(p.purpose, Purpose::Move));
        if thinking != self.engine.thinking {
            self.engine.thinking = thinking;
            if !self.destroyed() {
                let detail = js_sys::Object::new();
                let _ = js_sys::Reflect::set(&detail, &"thinking".into(), &thinking.into());
                outbox.push(&self.canvas, events::THINKING, detail.into());
            }
        }
    }

    fn engine_request(&mut self, rc: &Rc<RefCell<Widget>>, purpose: Purpose) {
        let token = self.engine.next_token.wrapping_add(1);
        let Some(message) = request_message(&self.game, self.ai.level, token, 0.0, false) else {
            if let Purpose::Hint(resolve) = purpose {
                let _ = resolve.call1(&JsValue::NULL, &JsValue::NULL);
            }
            return;
        };
        self.engine.next_token = token;
        let book = self.book_move(&purpose);
        self.engine.pending.push(Pending {
            token,
            position: position_of(&self.game),
            purpose,
        });
        if let Some(p) = book {
            // The opener's stones come from the book: answer at once, after this call.
            let reply = to_plain(&BookReply {
                token,
                best: p.into(),
            });
            let rc = rc.clone();
            let cb = Closure::once_into_js(move || on_reply(&rc, reply));
            if let Some(win) = web_sys::window() {
                let _ = win.set_timeout_with_callback(cb.unchecked_ref());
            }
            return;
        }
        match self.engine.worker(rc) {
            Some(w) => {
                let _ = w.post_message(&message);
            }
            None => {
                // No worker (a page that forbids them): think briefly on the main thread, after this call.
                let rc = rc.clone();
                let cb = Closure::once_into_js(move || {
                    let reply = think_now(&message, None);
                    on_reply(&rc, reply);
                });
                if let Some(win) = web_sys::window() {
                    let _ = win.set_timeout_with_callback(cb.unchecked_ref());
                }
            }
        }
    }
}

/// A reply made without searching.
#[derive(Serialize)]
struct BookReply {
    token: u32,
    best: crate::game::XY,
}

impl Widget {
    /// The engine's own opening stone, when it opens a swap game (its first three stones).
    fn book_move(&mut self, purpose: &Purpose) -> Option<Point> {
        if !matches!(purpose, Purpose::Move)
            || self.game.opening() == Opening::None
            || self.game.cursor() >= 3
        {
            return None;
        }
        if self.game.cursor() == 0 {
            self.engine.book = (js_sys::Math::random() * SWAP_OPENINGS.len() as f64) as usize;
        }
        let p = swap_opening_stone(
            self.engine.book,
            self.game.cursor(),
            self.game.config().size,
        );
        self.game.check(p).is_ok().then_some(p)
    }
}

/// Handles a worker answer: plays or resolves it if it is still about the position shown.
fn on_reply(rc: &Rc<RefCell<Widget>>, data: JsValue) {
    let token = js_sys::Reflect::get(&data, &"token".into())
        .ok()
        .and_then(|t| t.as_f64())
        .unwrap_or(-1.0);
    if js_sys::Reflect::get(&data, &"partial".into()).is_ok_and(|v| !v.is_undefined()) {
        return;
    }
    let best = js_sys::Reflect::get(&data, &"best".into()).unwrap_or(JsValue::NULL);
    let xy = |k: &str| {
        js_sys::Reflect::get(&best, &k.into())
            .ok()
            .and_then(|v| v.as_f64())
    };
    let point = match (xy("x"), xy("y")) {
        (Some(x), Some(y)) => Some(Point::new(x as usize, y as usize)),
        _ => None,
    };
    let eval = js_sys::Reflect::get(&data, &"eval".into())
        .ok()
        .and_then(|v| v.as_f64())
        .unwrap_or(0.0);
    let mut hint: Option<(js_sys::Function, JsValue)> = None;
    let _ = mutate(rc, |w| {
        let Some(i) = w
            .engine
            .pending
            .iter()
            .position(|p| p.token as f64 == token)
        else {
            return Ok(());
        };
        let pending = w.engine.pending.remove(i);
        if pending.position != position_of(&w.game) {
            if let Purpose::Hint(resolve) = pending.purpose {
                hint = Some((resolve, JsValue::NULL));
            }
            return Ok(());
        }
        match pending.purpose {
            Purpose::Move if w.engine_should_move() => {
                if let Some(due) = w.game.due() {
                    let offered = due.choices.contains(&Choice::PlaceTwo);
                    let choice = crate::ai::swap_choice(offered, eval as i32);
                    let _ = w.game.decide(choice);
                } else if let Some(p) = point {
                    let _ = w.game.try_place(p);
                }
            }
            Purpose::Move => {}
            Purpose::Hint(resolve) => {
                let value = match (point, w.game.to_move()) {
                    (Some(p), Some(color)) => ops::to_plain(&crate::game::MoveInfo::new(
                        &Move {
                            point: p,
                            color,
                            number: w.game.cursor() + 1,
                        },
                        w.game.config().size,
                    )),
                    _ => JsValue::NULL,
                };
                hint = Some((resolve, value));
            }
        }
        Ok(())
    });
    if let Some((resolve, value)) = hint {
        let _ = resolve.call1(&JsValue::NULL, &value);
    }
}

/// Runs a search for a request object on this thread (the worker's side, or the fallback).
fn think_now(message: &JsValue, report: Option<&js_sys::Function>) -> JsValue {
    let get = |k: &str| js_sys::Reflect::get(message, &k.into()).unwrap_or(JsValue::UNDEFINED);
    let num = |k: &str| get(k).as_f64().unwrap_or(0.0);
    let cells: Vec<u8> = js_sys::Array::from(&get("cells"))
        .iter()
        .map(|v| v.as_f64().unwrap_or(0.0) as u8)
        .collect();
    engine_think(
        num("token") as u32,
        num("size") as u32,
        get("rule").as_string().unwrap_or_default(),
        get("toMove").as_string().unwrap_or_default(),
        num("level") as u8,
        cells,
        num("timeMs"),
        report.cloned(),
    )
}

thread_local! {
    static ENGINE: RefCell<Option<Engine>> = const { RefCell::new(None) };
}

/// Internal, for the engine worker: searches a position given as one cell per point (0 empty, 1 black, 2 white).
#[wasm_bindgen(js_name = engineThink)]
// Plain scalars across the boundary: no JS object, so no getter of a page's can run in here.
#[allow(clippy::too_many_arguments)]
pub fn engine_think(
    token: u32,
    size: u32,
    rule: String,
    to_move: String,
    level: u8,
    cells: Vec<u8>,
    time_ms: f64,
    report: Option<js_sys::Function>,
) -> JsValue {
    let size = size as usize;
    let empty = || {
        to_plain(&Reply {
            token,
            best: None,
            eval: 0,
            win_rate: 0.5,
            depth: 0,
            nodes: 0,
            nps: 0.0,
            best_line: Vec::new(),
            forced_win: None,
            forced_loss: None,
        })
    };
    let (Ok(mut board), Some(rule), Some(to_move)) = (
        Board::try_new(size),
        Rule::parse(&rule),
        Color::parse(&to_move),
    ) else {
        return empty();
    };
    if cells.len() != size * size {
        return empty();
    }
    for (i, &c) in cells.iter().enumerate() {
        let stone = match c {
            1 => Some(Color::Black),
            2 => Some(Color::White),
            _ => None,
        };
        board.set(Point::new(i % size, i / size), stone);
    }
    let request = SearchRequest {
        board: &board,
        to_move,
        rule,
        level: level.clamp(1, 5),
        time_ms: (time_ms.is_finite() && time_ms > 0.0).then_some(time_ms.min(600_000.0)),
        nodes: None,
    };
    let clock = js_sys::Date::now;
    let started = clock();
    let reply = |info: &SearchInfo| {
        let elapsed = (clock() - started).max(1.0);
        Reply {
            token,
            best: info.best.map(Into::into),
            eval: info.eval,
            win_rate: info.win_rate,
            depth: info.depth,
            nodes: info.nodes,
            nps: info.nodes as f64 * 1000.0 / elapsed,
            best_line: info.pv.iter().map(|&p| p.into()).collect(),
            forced_win: info.forced_win,
            forced_loss: info.forced_loss,
        }
    };
    let mut on_iteration = |info: &SearchInfo| {
        if let Some(f) = &report {
            let _ = f.call1(&JsValue::NULL, &to_plain(&reply(info)));
        }
    };
    let info = ENGINE.with(|e| {
        let mut slot = e.borrow_mut();
        let engine = slot.get_or_insert_with(Engine::new);
        engine.search(&request, &clock, &mut on_iteration)
    });
    to_plain(&reply(&info))
}

#[wasm_bindgen]
impl Gomoku {
    /// The engine's suggestion for the side to move: a Promise of a move, or of null if the position changes first.
    #[wasm_bindgen(unchecked_return_type = "Promise<Move | null>")]
    pub fn hint(&self) -> js_sys::Promise {
        let rc = self.handle();
        let mut resolve_fn: Option<js_sys::Function> = None;
        let promise = js_sys::Promise::new(&mut |resolve, _reject| {
            resolve_fn = Some(resolve);
        });
        if let Some(resolve) = resolve_fn {
            let result = mutate(&rc, |w| {
                w.engine_request(&rc, Purpose::Hint(resolve.clone()));
                Ok(())
            });
            if result.is_err() {
                let _ = resolve.call1(&JsValue::NULL, &JsValue::NULL);
            }
        }
        promise
    }
}
