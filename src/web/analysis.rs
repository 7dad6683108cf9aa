//! `analyze()`: the engine's view of the position shown, streamed as `gomoku:analysis` events.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

use super::engine::{position_of, request_message, spawn_worker, Position};
use super::events::{Outbox, ANALYSIS};
use super::widget::{Gomoku, Widget};
use crate::game::Point;
use crate::view::Ghost;

/// How long one analysis search may run before its last report stands.
const ANALYSIS_MS: f64 = 30_000.0;
/// How many moves of the best line are drawn on the board.
const GHOSTS: usize = 8;

/// The analysis worker and the position it is looking at.
#[derive(Default)]
pub struct AnalysisHost {
    worker: Option<Worker>,
    on_message: Option<Closure<dyn FnMut(MessageEvent)>>,
    active: bool,
    token: u32,
    position: Option<Position>,
}

impl AnalysisHost {
    /// Ends the search in flight, if any.
    pub fn halt(&mut self) {
        if let Some(w) = self.worker.take() {
            w.terminate();
        }
        self.position = None;
    }
}

impl Widget {
    /// Keeps the analysis on the position shown: restarts it after every change, stops it when off.
    pub fn analysis_sync(&mut self, rc: &Rc<RefCell<Widget>>) {
        if !self.analysis.active || self.destroyed() {
            self.analysis.halt();
            return;
        }
        let position = position_of(&self.game);
        if self.analysis.position.as_ref() == Some(&position) {
            return;
        }
        self.analysis.halt();
        self.analysis.token = self.analysis.token.wrapping_add(1);
        let Some(message) = request_message(&self.game, 5, self.analysis.token, ANALYSIS_MS, true)
        else {
            // A finished game has nothing to analyse.
            return;
        };
        let Some(worker) = spawn_worker() else {
            return;
        };
        let weak = Rc::downgrade(rc);
        let closure = self.analysis.on_message.get_or_insert_with(|| {
            Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
                if let Some(rc) = weak.upgrade() {
                    on_report(&rc, ev.data());
                }
            })
        });
        worker.set_onmessage(Some(closure.as_ref().unchecked_ref()));
        let _ = worker.post_message(&message);
        self.analysis.worker = Some(worker);
        self.analysis.position = Some(position);
    }
}

fn on_report(rc: &Rc<RefCell<Widget>>, data: JsValue) {
    let get =
        |v: &JsValue, k: &str| js_sys::Reflect::get(v, &k.into()).unwrap_or(JsValue::UNDEFINED);
    let partial = get(&data, "partial");
    let info = if partial.is_undefined() {
        data
    } else {
        partial
    };
    let mut outbox = Outbox::default();
    {
        let Ok(mut w) = rc.try_borrow_mut() else {
            return;
        };
        let current = position_of(&w.game);
        if get(&info, "token").as_f64() != Some(w.analysis.token as f64)
            || w.analysis.position.as_ref() != Some(&current)
        {
            return;
        }
        let Some(to_move) = w.game.to_move() else {
            return;
        };
        let line = js_sys::Array::from(&get(&info, "bestLine"));
        let mut color = to_move;
        let mut ghosts = Vec::new();
        for (i, p) in line.iter().take(GHOSTS).enumerate() {
            let (Some(x), Some(y)) = (get(&p, "x").as_f64(), get(&p, "y").as_f64()) else {
                break;
            };
            let point = Point::new(x as usize, y as usize);
            if w.game.board().get(point).is_some() {
                break;
            }
            ghosts.push(Ghost {
                point,
                color,
                label: i + 1,
            });
            color = color.opponent();
        }
        w.overlay.ghosts = ghosts;
        w.schedule();
        let detail = js_sys::Object::new();
        for key in [
            "depth",
            "eval",
            "winRate",
            "bestLine",
            "nodes",
            "nps",
            "forcedWin",
            "forcedLoss",
        ] {
            let v = get(&info, key);
            let _ = js_sys::Reflect::set(
                &detail,
                &key.into(),
                &if v.is_undefined() { JsValue::NULL } else { v },
            );
        }
        outbox.push(&w.canvas, ANALYSIS, detail.into());
    }
    outbox.send();
}

#[wasm_bindgen]
impl Gomoku {
    /// Streams what the engine thinks of the side to move as `gomoku:analysis` events ({depth, eval, winRate, bestLine, nodes, nps, forcedWin, forcedLoss}) and draws its best line; follows the position until `stopAnalysis()`.
    pub fn analyze(&self) -> Result<(), JsValue> {
        let rc = self.handle();
        let mut w = rc.try_borrow_mut().map_err(|_| super::error::busy())?;
        w.analysis.active = true;
        w.analysis_sync(&rc);
        Ok(())
    }

    /// Ends the analysis stream and removes its stones from the board.
    #[wasm_bindgen(js_name = stopAnalysis)]
    pub fn stop_analysis(&self) -> Result<(), JsValue> {
        let rc = self.handle();
        let mut w = rc.try_borrow_mut().map_err(|_| super::error::busy())?;
        w.analysis.active = false;
        w.analysis.halt();
        w.overlay.ghosts.clear();
        w.schedule();
        Ok(())
    }
}
