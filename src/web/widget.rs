//! `Gomoku`: a `Game` that draws on a canvas, listens to input and dispatches events.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlCanvasElement;

use super::a11y::A11y;
use super::convert::{answer_js, parse, state_js};
use super::dom::context_2d;
use super::error::{busy, invalid_argument, to_js};
use super::options::css_theme;
use super::shared_methods::{shared_methods, Fallible};
use super::shell::{Handle, Shell};
use super::{input, persist};
use crate::game::Config;
use crate::play::args::{describe, finite, Invalid};
use crate::play::{calls, json, patched_config, read_patch, Command, Controller, Env};
use crate::view::canvas::Renderer;

/// An interactive Gomoku board drawn on a canvas: click, tap or use the keyboard to play.
#[wasm_bindgen]
pub struct Gomoku {
    rc: Handle,
}

impl Gomoku {
    /// Runs `command` and returns the move it placed, took back or replayed, as JS (named on
    /// the board it was played on: a listener of its events may change the board's size).
    fn step(&self, command: Result<Command, Invalid>) -> Result<JsValue, JsValue> {
        let command = command.map_err(to_js)?;
        let size = self.read(|c| c.game().config().size)?;
        Ok(answer_js(size, Shell::run(&self.rc, command)?))
    }

    fn done(&self, command: Result<Command, Invalid>) -> Result<(), JsValue> {
        Shell::run(&self.rc, command.map_err(to_js)?).map(drop)
    }

    fn read<R>(&self, look: impl FnOnce(&Controller) -> R) -> Fallible<R> {
        Ok(look(self.rc.try_borrow().map_err(|_| busy())?.controller()))
    }
}

#[wasm_bindgen]
impl Gomoku {
    /// Draws a board on `canvas`. Options: size, rule, first, opening, coordinates, moveNumbers, lastMove, theme, ai, confirm, persist, readonly.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "HTMLCanvasElement")] canvas: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "GomokuOptions")] options: JsValue,
    ) -> Result<Gomoku, JsValue> {
        let canvas: HtmlCanvasElement = canvas.dyn_into().map_err(|v| {
            invalid_argument(format!(
                "the first argument must be a <canvas> element, got {}",
                describe(&v)
            ))
        })?;
        let patch = read_patch(&options).map_err(to_js)?;
        patched_config(Config::default(), &patch).map_err(to_js)?;
        let saved = patch.persist.as_deref().and_then(persist::load);
        let (ctx, document) = context_2d(&canvas)?;
        let env = Env {
            engine: cfg!(feature = "engine"),
            seed: (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64,
        };
        let ctl = Controller::new(&patch, saved, env).map_err(to_js)?;
        let _ = canvas.style().set_property("touch-action", "manipulation");
        let a11y = A11y::attach(&canvas, &document);
        let renderer = Renderer::new(canvas.clone(), ctx, document);
        let rc = Shell::start(ctl, canvas.clone(), renderer, a11y);
        let listeners = input::bind(&canvas, &rc);
        rc.borrow_mut().keep(listeners);
        Ok(Gomoku { rc })
    }

    /// Every option in force, as plain data in the shape `setOptions` takes.
    #[wasm_bindgen(unchecked_return_type = "GomokuCurrentOptions")]
    pub fn options(&self) -> Result<JsValue, JsValue> {
        self.read(|c| parse(&c.current_options().to_json()))
    }

    /// Changes options; a new size, rule, first player or opening starts a new game.
    #[wasm_bindgen(js_name = setOptions)]
    pub fn set_options(
        &self,
        #[wasm_bindgen(unchecked_param_type = "GomokuOptions")] options: JsValue,
    ) -> Result<(), JsValue> {
        let patch = read_patch(&options).map_err(to_js)?;
        self.done(Ok(Command::SetOptions(patch)))?;
        // The page may have changed its --gomoku-* colours too.
        let css = css_theme(self.rc.try_borrow().map_err(|_| busy())?.canvas());
        self.done(Ok(Command::Style(css)))
    }

    /// The intersection `{x, y}` under a point of the viewport (`clientX`, `clientY`), or null.
    #[wasm_bindgen(js_name = pointAt, unchecked_return_type = "XY | null")]
    pub fn point_at(
        &self,
        #[wasm_bindgen(js_name = "clientX", unchecked_param_type = "number")] client_x: JsValue,
        #[wasm_bindgen(js_name = "clientY", unchecked_param_type = "number")] client_y: JsValue,
    ) -> Result<JsValue, JsValue> {
        let x = finite(&client_x, "clientX").map_err(to_js)?;
        let y = finite(&client_y, "clientY").map_err(to_js)?;
        let mut s = self.rc.try_borrow_mut().map_err(|_| busy())?;
        Ok(s.point_at_client(x, y)
            .map_or(JsValue::NULL, |p| parse(&json::xy(&p.into()))))
    }

    /// Draws the board now instead of at the next animation frame (it redraws by itself on every change).
    pub fn redraw(&self) -> Result<(), JsValue> {
        self.rc.try_borrow_mut().map_err(|_| busy())?.paint_now();
        Ok(())
    }

    /// Removes every listener, observer and worker the widget added; the canvas is the page's again.
    pub fn destroy(&self) -> Result<(), JsValue> {
        Shell::destroy(&self.rc)
    }
}

shared_methods!(
    Gomoku,
    [],
    Fallible,
    undo: "Takes back the last move (against the engine, its reply too); returns it, or null.",
    redo: "Replays the next undone move (against the engine, its reply too); returns it, or null.",
    choose: "Makes the opening decision due (swap1, swap2): \"black\", \"white\" or \"place2\"; at the wrong time it throws invalid-argument."
);

#[cfg(feature = "engine")]
#[wasm_bindgen]
impl Gomoku {
    /// The engine's suggestion for the side to move: a Promise of a move, or of null if the position changes first.
    #[wasm_bindgen(unchecked_return_type = "Promise<Move | null>")]
    pub fn hint(&self) -> js_sys::Promise {
        let mut resolve_fn: Option<js_sys::Function> = None;
        let promise = js_sys::Promise::new(&mut |resolve, _reject| {
            resolve_fn = Some(resolve);
        });
        if let Some(resolve) = resolve_fn {
            let waiting = resolve.clone();
            let asked = Shell::run_with(&self.rc, Command::Hint, move |s, answer| {
                if let crate::play::Answer::Hint(id) = answer {
                    s.await_hint(*id, waiting);
                }
            });
            if asked.is_err() {
                let _ = resolve.call1(&JsValue::NULL, &JsValue::NULL);
            }
        }
        promise
    }

    /// Streams what the engine thinks of the side to move as `gomoku:analysis` events ({depth, eval, winRate, bestLine, nodes, nps, forcedWin, forcedLoss, lines}) and draws its best line; with `{ lines: 2..5 }` the other best moves are labelled with their win rates. Follows the position until `stopAnalysis()`.
    pub fn analyze(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "GomokuAnalyzeOptions")] options: JsValue,
    ) -> Result<(), JsValue> {
        self.done(calls::analyze(&options))
    }

    /// Reviews the game up to the position shown: a Promise of every move's win rates, best move, loss and class, and each side's accuracy; `gomoku:review` events report its progress. Options: msPerMove (50 to 10000, default 500).
    #[wasm_bindgen(unchecked_return_type = "Promise<GomokuReview>")]
    pub fn review(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "GomokuReviewOptions")] options: JsValue,
    ) -> Result<js_sys::Promise, JsValue> {
        let command = calls::review(&options).map_err(to_js)?;
        let mut settle: Option<(js_sys::Function, js_sys::Function)> = None;
        let promise = js_sys::Promise::new(&mut |resolve, reject| {
            settle = Some((resolve, reject));
        });
        Shell::run_with(&self.rc, command, move |s, answer| {
            if let (crate::play::Answer::Review(id), Some((resolve, reject))) = (answer, settle) {
                s.await_review(*id, resolve, reject);
            }
        })?;
        // The grades are the pictures module's: it loads while the engine searches.
        super::pictures_link::prefetch();
        Ok(promise)
    }

    /// Ends the review in progress: its Promise rejects with an Error whose code is "cancelled".
    #[wasm_bindgen(js_name = stopReview)]
    pub fn stop_review(&self) -> Result<(), JsValue> {
        self.done(Ok(Command::StopReview))
    }

    /// Draws the review's win-rate graph on another canvas (an empty frame before any review); a click jumps to a move, the arrow keys move along it. Returns `{ destroy() }`.
    pub fn graph(
        &self,
        #[wasm_bindgen(unchecked_param_type = "HTMLCanvasElement")] canvas: JsValue,
    ) -> Result<super::graph::ReviewGraph, JsValue> {
        super::graph::add(&self.rc, canvas)
    }

    /// Ends the analysis stream and removes its stones from the board.
    #[wasm_bindgen(js_name = stopAnalysis)]
    pub fn stop_analysis(&self) -> Result<(), JsValue> {
        self.done(Ok(Command::StopAnalysis))
    }
}

#[cfg(feature = "export")]
#[wasm_bindgen]
impl Gomoku {
    /// A PNG picture of the position shown: a Promise of a Blob. Options: size (pixels, default 480), coordinates, moveNumbers.
    #[wasm_bindgen(js_name = toPng, unchecked_return_type = "Promise<Blob>")]
    pub fn to_png(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "GomokuPngOptions")] options: JsValue,
    ) -> Result<js_sys::Promise, JsValue> {
        let s = self.rc.try_borrow().map_err(|_| busy())?;
        super::export::picture_of(s.controller(), s.canvas(), &options, false)
    }

    /// An animated GIF of the game move by move, up to the position shown: a Promise of a Blob. Options: size, delay (ms per move, default 700), coordinates, moveNumbers.
    #[wasm_bindgen(js_name = toGif, unchecked_return_type = "Promise<Blob>")]
    pub fn to_gif(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "GomokuGifOptions")] options: JsValue,
    ) -> Result<js_sys::Promise, JsValue> {
        let s = self.rc.try_borrow().map_err(|_| busy())?;
        super::export::picture_of(s.controller(), s.canvas(), &options, true)
    }
}
