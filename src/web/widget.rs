//! `Gomoku`: a `Game` that draws on a canvas, listens to input and dispatches events.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, MediaQueryList, ResizeObserver};

use super::a11y::{capitalize, description, result_text, A11y};
use super::args::{describe, number_text};
use super::error::{busy, invalid_argument, to_js};
use super::events::{self, Outbox};
use super::input::{self, Listener, Press};
use super::ops;
use super::options::{self, AiOptions, ViewOptions};
use super::render::{current_ratio, Overlay, Renderer};
use super::sizing::unpin;
use crate::game::{self, Color, Move, Outcome, Point};

/// Everything the widget added to the page, removed as one by `destroy()`.
pub struct Bindings {
    listeners: Vec<Listener>,
    observer: Option<ResizeObserver>,
    _on_resize: Closure<dyn FnMut(js_sys::Array)>,
    media: Option<MediaQueryList>,
    on_ratio: Closure<dyn FnMut(web_sys::Event)>,
    scheme: Option<MediaQueryList>,
    on_scheme: Closure<dyn FnMut(web_sys::Event)>,
    frame: Closure<dyn FnMut(f64)>,
}

/// The widget's state behind its JS handle.
pub struct Widget {
    /// The rules and history.
    pub game: game::Game,
    /// How the board is drawn.
    pub view: ViewOptions,
    /// Which side the engine plays, and how well.
    pub ai: AiOptions,
    /// The canvas drawn on.
    pub canvas: HtmlCanvasElement,
    /// Painter and geometry.
    pub renderer: Renderer,
    /// Hover, cursor and analysis stones.
    pub overlay: Overlay,
    /// A press in progress.
    pub press: Option<Press>,
    /// The localStorage key the game is kept under.
    persist: Option<String>,
    a11y: A11y,
    bindings: Option<Bindings>,
    frame_id: Option<i32>,
    /// The engine's worker and pending requests.
    #[cfg(feature = "engine")]
    pub engine: super::engine::EngineHost,
    /// The analysis stream.
    #[cfg(feature = "engine")]
    pub analysis: super::analysis::AnalysisHost,
}

/// Runs `f` on the widget, then redraws, announces and dispatches events if the game changed.
///
/// Events go out after the borrow ends, so listeners may call the widget again.
pub fn mutate<T>(
    rc: &Rc<RefCell<Widget>>,
    f: impl FnOnce(&mut Widget) -> Result<T, JsValue>,
) -> Result<T, JsValue> {
    let mut outbox = Outbox::default();
    let result = {
        let mut w = rc.try_borrow_mut().map_err(|_| busy())?;
        let before = ops::fingerprint(&w.game);
        let result = f(&mut w);
        if ops::fingerprint(&w.game) != before {
            w.after_change(before.0, &mut outbox);
        }
        #[cfg(feature = "engine")]
        {
            w.engine_sync(rc, &mut outbox);
            w.analysis_sync(rc);
        }
        result
    };
    outbox.send();
    result
}

impl Widget {
    /// Whether `destroy()` has run.
    pub fn destroyed(&self) -> bool {
        self.bindings.is_none()
    }

    /// Asks for one redraw at the next animation frame; several asks make one frame.
    pub fn schedule(&mut self) {
        if self.frame_id.is_some() {
            return;
        }
        let (Some(b), Some(window)) = (&self.bindings, web_sys::window()) else {
            return;
        };
        self.frame_id = window
            .request_animation_frame(b.frame.as_ref().unchecked_ref())
            .ok();
    }

    /// Draws the frame now.
    pub fn paint_now(&mut self) {
        if self.destroyed() {
            return;
        }
        let preview = self.preview();
        self.renderer
            .paint(&self.game, &self.view, &self.overlay, preview);
    }

    /// The translucent stone to show: under the pointer, on a point the side to move may play.
    fn preview(&self) -> Option<(Point, Color)> {
        let p = self.overlay.pending.or(self.overlay.hover)?;
        let color = self.game.to_move()?;
        if self.engine_to_move() || self.game.check(p).is_err() {
            return None;
        }
        Some((p, color))
    }

    /// Whether the engine should move now: it plays the side to move, at the end of the history
    /// (while someone looks back through a game, the engine waits).
    #[cfg_attr(not(feature = "engine"), allow(dead_code))]
    pub fn engine_should_move(&self) -> bool {
        self.engine_to_move() && self.game.cursor() == self.game.history().len()
    }

    /// Whether the engine, not a person, acts next: it plays the side to move, or under an
    /// opening rule it is the player to act (`plays: "black"` is the opener, `"white"` the other).
    pub fn engine_to_move(&self) -> bool {
        if self.game.opening() != crate::game::Opening::None {
            let engine = match self.ai.plays {
                Some(Color::Black) => crate::game::Player::First,
                Some(Color::White) => crate::game::Player::Second,
                None => return false,
            };
            return cfg!(feature = "engine") && self.game.player_to_act() == Some(engine);
        }
        self.engine_plays_colour()
    }

    /// Whether the engine plays the colour to move (no opening rule).
    fn engine_plays_colour(&self) -> bool {
        cfg!(feature = "engine") && self.ai.plays.is_some() && self.ai.plays == self.game.to_move()
    }

    /// Moves the hover point; redraws only if it changed.
    pub fn set_hover(&mut self, p: Option<Point>) {
        if self.overlay.hover != p {
            self.overlay.hover = p;
            self.schedule();
        }
    }

    /// Shows or hides the keyboard cursor.
    pub fn set_cursor_visible(&mut self, visible: bool) {
        if self.overlay.cursor_visible != visible {
            self.overlay.cursor_visible = visible;
            self.schedule();
        }
    }

    /// The keyboard cursor, placed on the last move or the centre if it has no place yet.
    pub fn cursor_or_start(&mut self) -> Point {
        let size = self.game.config().size;
        let p = self
            .overlay
            .cursor
            .filter(|p| p.x < size && p.y < size)
            .or_else(|| self.game.moves().last().map(|m| m.point))
            .unwrap_or(Point::new(size / 2, size / 2));
        self.overlay.cursor = Some(p);
        p
    }

    /// A stone placed by a click, tap or key: refused quietly, but said aloud.
    pub fn place_by_hand(&mut self, p: Point) -> Result<(), JsValue> {
        if self.destroyed() {
            return Ok(());
        }
        if self.engine_to_move() {
            self.a11y.announce("Wait: the engine is thinking");
            return Ok(());
        }
        match self.game.try_place(p) {
            Ok(_) => {
                self.overlay.cursor = Some(p);
                Ok(())
            }
            Err(e) => {
                self.a11y.announce(&capitalize(&e.to_string()));
                Ok(())
            }
        }
    }

    /// Undo; against the engine, takes back the engine's reply and the person's move together.
    pub fn undo(&mut self) -> Option<Move> {
        let mut mv = self.game.undo()?;
        // While the engine would act, that was its stone: go back until it is the person's turn.
        while self.engine_to_move() {
            match self.game.undo() {
                Some(earlier) => mv = earlier,
                None => break,
            }
        }
        Some(mv)
    }

    /// Redo; against the engine, replays the person's move and the engine's reply together.
    pub fn redo(&mut self) -> Option<Move> {
        let mv = self.game.redo()?;
        while self.engine_to_move() && self.game.redo().is_some() {}
        Some(mv)
    }

    fn after_change(&mut self, before_cursor: usize, outbox: &mut Outbox) {
        self.overlay.ghosts.clear();
        self.overlay.pending = None;
        if self.destroyed() {
            return;
        }
        if let Some(key) = &self.persist {
            super::persist::save(key, &self.game);
        }
        self.schedule();
        self.a11y.describe(&self.canvas, &self.game);
        self.a11y.announce(&self.announcement(before_cursor));
        let state = ops::state_js(&self.game);
        outbox.push(&self.canvas, events::CHANGE, state.clone());
        if *self.game.outcome() != Outcome::Ongoing {
            outbox.push(&self.canvas, events::END, state);
        }
    }

    fn announcement(&self, before: usize) -> String {
        let g = &self.game;
        let now = g.cursor();
        let moved = |m: &Move| format!("{} {}", capitalize(m.color.as_str()), g.name(m.point));
        if now == before + 1 {
            let m = g.moves().last().map(moved).unwrap_or_default();
            match result_text(g) {
                Some(r) => format!("{m}. {r}"),
                None => m,
            }
        } else if now + 1 == before {
            match g.history().get(now) {
                Some(m) => format!(
                    "{} taken back. {}",
                    moved(m),
                    g.to_move()
                        .map(|c| format!("{} to move.", capitalize(c.as_str())))
                        .unwrap_or_default()
                ),
                None => description(g),
            }
        } else {
            description(g)
        }
    }

    /// Removes everything the widget added; returns it to be dropped after the borrow ends.
    fn teardown(&mut self) -> Option<Bindings> {
        let b = self.bindings.take()?;
        for l in &b.listeners {
            l.remove();
        }
        if let Some(o) = &b.observer {
            o.disconnect();
        }
        if let Some(m) = &b.media {
            let _ = m
                .remove_event_listener_with_callback("change", b.on_ratio.as_ref().unchecked_ref());
        }
        if let Some(m) = &b.scheme {
            let _ = m.remove_event_listener_with_callback(
                "change",
                b.on_scheme.as_ref().unchecked_ref(),
            );
        }
        if let (Some(id), Some(window)) = (self.frame_id.take(), web_sys::window()) {
            let _ = window.cancel_animation_frame(id);
        }
        self.a11y.detach(&self.canvas);
        unpin(&self.canvas, &self.renderer.pinned);
        let _ = self.canvas.style().remove_property("touch-action");
        #[cfg(feature = "engine")]
        {
            self.engine.shutdown();
            self.analysis.halt();
        }
        self.press = None;
        Some(b)
    }

    /// Recomputes the colours: defaults, then CSS custom properties, then the `theme` option.
    pub fn refresh_theme(&mut self) {
        let mut theme = crate::view::Theme::default();
        options::css_theme(&self.canvas).apply(&mut theme);
        self.view.theme_option.apply(&mut theme);
        if theme != self.view.theme {
            self.view.theme = theme;
            self.renderer.forget_sprites();
            self.schedule();
        }
    }

    /// A tap with `confirm` on: the first shows the stone, a second on the same point places it.
    pub fn tap(&mut self, p: Point) -> Result<(), JsValue> {
        if self.view.confirm && self.overlay.pending != Some(p) {
            self.overlay.pending = self.game.check(p).is_ok().then_some(p);
            self.schedule();
            return Ok(());
        }
        self.overlay.pending = None;
        self.place_by_hand(p)
    }

    fn watch_ratio(&mut self) {
        let Some(b) = self.bindings.as_mut() else {
            return;
        };
        if let Some(m) = &b.media {
            let _ = m
                .remove_event_listener_with_callback("change", b.on_ratio.as_ref().unchecked_ref());
        }
        let query = format!("(resolution: {}dppx)", number_text(current_ratio()));
        b.media = web_sys::window()
            .and_then(|w| w.match_media(&query).ok().flatten())
            .inspect(|m| {
                let _ = m.add_event_listener_with_callback(
                    "change",
                    b.on_ratio.as_ref().unchecked_ref(),
                );
            });
    }
}

/// An interactive Gomoku board drawn on a canvas: click, tap or use the keyboard to play.
#[wasm_bindgen]
pub struct Gomoku {
    rc: Rc<RefCell<Widget>>,
}

#[wasm_bindgen]
impl Gomoku {
    /// Draws a board on `canvas`. Options: size, rule, first, coordinates, moveNumbers, lastMove, theme, ai.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "HTMLCanvasElement")] canvas: JsValue,
        #[wasm_bindgen(unchecked_param_type = "GomokuOptions")] options: JsValue,
    ) -> Result<Gomoku, JsValue> {
        let canvas: HtmlCanvasElement = canvas.dyn_into().map_err(|v| {
            invalid_argument(format!(
                "the first argument must be a <canvas> element, got {}",
                describe(&v)
            ))
        })?;
        let patch = options::parse(&options).map_err(to_js)?;
        let config = ops::config_from(&patch)?;
        let game = match patch.persist.as_deref().and_then(super::persist::load) {
            Some(saved) => saved,
            None => game::Game::with_opening(config, patch.opening.unwrap_or_default())
                .map_err(to_js)?,
        };
        let ctx: CanvasRenderingContext2d = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into().ok())
            .ok_or_else(|| invalid_argument("the canvas already has a context other than 2d"))?;
        let document = canvas
            .owner_document()
            .ok_or_else(|| invalid_argument("the canvas has no document"))?;
        let mut view = ViewOptions::default();
        patch.apply_view(&mut view);
        let mut ai = AiOptions::default();
        patch.apply_ai(&mut ai);
        let a11y = A11y::attach(&canvas, &document);
        let _ = canvas.style().set_property("touch-action", "manipulation");
        let widget = Widget {
            game,
            view,
            ai,
            renderer: Renderer::new(canvas.clone(), ctx, document),
            canvas: canvas.clone(),
            overlay: Overlay::default(),
            press: None,
            persist: patch.persist.clone(),
            a11y,
            bindings: None,
            frame_id: None,
            #[cfg(feature = "engine")]
            engine: Default::default(),
            #[cfg(feature = "engine")]
            analysis: Default::default(),
        };
        let rc = Rc::new(RefCell::new(widget));
        let bindings = bind(&rc, &canvas);
        {
            let mut w = rc.borrow_mut();
            w.bindings = Some(bindings);
            w.watch_ratio();
            w.refresh_theme();
            w.a11y.describe(&w.canvas, &w.game);
            w.paint_now();
        }
        // The engine may open the game.
        mutate(&rc, |_| Ok(()))?;
        Ok(Gomoku { rc })
    }

    /// Plays the side to move on column `x`, row `y` (0-based from the top left); returns the move.
    #[wasm_bindgen(unchecked_return_type = "Move")]
    pub fn place(&self, x: JsValue, y: JsValue) -> Result<JsValue, JsValue> {
        mutate(&self.rc, |w| {
            let mv = ops::place(&mut w.game, &x, &y)?;
            Ok(ops::move_js(&w.game, &mv))
        })
    }

    /// Takes back the last move (against the engine, its reply too); returns it, or null.
    #[wasm_bindgen(unchecked_return_type = "Move | null")]
    pub fn undo(&self) -> Result<JsValue, JsValue> {
        mutate(&self.rc, |w| {
            let mv = w.undo();
            Ok(ops::opt_move_js(&w.game, mv))
        })
    }

    /// Replays the next undone move; returns it, or null when there is none.
    #[wasm_bindgen(unchecked_return_type = "Move | null")]
    pub fn redo(&self) -> Result<JsValue, JsValue> {
        mutate(&self.rc, |w| {
            let mv = w.redo();
            Ok(ops::opt_move_js(&w.game, mv))
        })
    }

    /// Empties the board and clears the history.
    pub fn reset(&self) -> Result<(), JsValue> {
        mutate(&self.rc, |w| {
            w.game.reset();
            Ok(())
        })
    }

    /// Shows the position after `n` moves; later moves stay redoable until a new move is placed.
    #[wasm_bindgen(js_name = jumpTo)]
    pub fn jump_to(&self, n: JsValue) -> Result<(), JsValue> {
        mutate(&self.rc, |w| ops::jump_to(&mut w.game, &n))
    }

    /// Replaces the whole history with a record such as "h8i9j10" (case-insensitive; spaces or commas allowed).
    pub fn load(&self, record: JsValue) -> Result<(), JsValue> {
        mutate(&self.rc, |w| ops::load(&mut w.game, &record))
    }

    /// Replaces the whole history with a Piskvork PSQ file (header "Piskvorky NxN, ..." and 1-based "x,y,time" lines).
    #[wasm_bindgen(js_name = loadPsq)]
    pub fn load_psq(&self, text: JsValue) -> Result<(), JsValue> {
        mutate(&self.rc, |w| ops::load_psq(&mut w.game, &text))
    }

    /// The position shown as a Piskvork PSQ file.
    pub fn psq(&self) -> Result<String, JsValue> {
        let w = self.rc.try_borrow().map_err(|_| busy())?;
        Ok(w.game.psq())
    }

    /// The record of the position shown: lowercase point names, no separators.
    pub fn record(&self) -> Result<String, JsValue> {
        let w = self.rc.try_borrow().map_err(|_| busy())?;
        Ok(w.game.record())
    }

    /// A plain JSON-safe snapshot of the game.
    #[wasm_bindgen(unchecked_return_type = "GomokuState")]
    pub fn state(&self) -> Result<JsValue, JsValue> {
        let w = self.rc.try_borrow().map_err(|_| busy())?;
        Ok(ops::state_js(&w.game))
    }

    /// Changes options; a new size, rule or first player starts a new game.
    #[wasm_bindgen(js_name = setOptions)]
    pub fn set_options(
        &self,
        #[wasm_bindgen(unchecked_param_type = "GomokuOptions")] options: JsValue,
    ) -> Result<(), JsValue> {
        let patch = options::parse(&options).map_err(to_js)?;
        mutate(&self.rc, |w| {
            let current = w.game.config();
            let config = ops::patched_config(current, &patch)?;
            let opening = patch.opening.unwrap_or(w.game.opening());
            if config != current || opening != w.game.opening() {
                w.game = game::Game::with_opening(config, opening).map_err(to_js)?;
                w.overlay.cursor = None;
            }
            patch.apply_view(&mut w.view);
            w.refresh_theme();
            if patch.confirm == Some(false) {
                w.overlay.pending = None;
            }
            if let Some(key) = &patch.persist {
                w.persist = Some(key.clone());
                super::persist::save(key, &w.game);
            }
            patch.apply_ai(&mut w.ai);
            w.schedule();
            Ok(())
        })
    }

    /// Makes the opening decision due (swap1, swap2): "black", "white" or "place2"; at the wrong time it throws invalid-argument.
    pub fn choose(&self, choice: JsValue) -> Result<(), JsValue> {
        mutate(&self.rc, |w| ops::choose(&mut w.game, &choice))
    }

    /// Draws the board now instead of at the next animation frame (it redraws by itself on every change).
    pub fn redraw(&self) -> Result<(), JsValue> {
        let mut w = self.rc.try_borrow_mut().map_err(|_| busy())?;
        w.paint_now();
        Ok(())
    }

    /// Removes every listener, observer and worker the widget added; the canvas is the page's again.
    pub fn destroy(&self) -> Result<(), JsValue> {
        let bindings = {
            let mut w = self.rc.try_borrow_mut().map_err(|_| busy())?;
            w.teardown()
        };
        // Dropped here, outside the borrow: a closure may be the one running this call.
        drop(bindings);
        Ok(())
    }
}

fn bind(rc: &Rc<RefCell<Widget>>, canvas: &HtmlCanvasElement) -> Bindings {
    let listeners = input::bind(canvas, rc);
    let weak = Rc::downgrade(rc);
    let frame = Closure::<dyn FnMut(f64)>::new(move |_t: f64| {
        if let Some(rc) = weak.upgrade() {
            if let Ok(mut w) = rc.try_borrow_mut() {
                w.frame_id = None;
                w.paint_now();
            }
        }
    });
    let weak = Rc::downgrade(rc);
    let on_resize = Closure::<dyn FnMut(js_sys::Array)>::new(move |_entries: js_sys::Array| {
        if let Some(rc) = weak.upgrade() {
            if let Ok(mut w) = rc.try_borrow_mut() {
                // Drawn at once: resizing cleared the canvas, and this runs before the paint.
                if w.renderer.sync_size() {
                    w.paint_now();
                }
            }
        }
    });
    let observer = ResizeObserver::new(on_resize.as_ref().unchecked_ref()).ok();
    if let Some(o) = &observer {
        o.observe(canvas);
    }
    let weak = Rc::downgrade(rc);
    let on_ratio = Closure::<dyn FnMut(web_sys::Event)>::new(move |_e: web_sys::Event| {
        if let Some(rc) = weak.upgrade() {
            if let Ok(mut w) = rc.try_borrow_mut() {
                w.watch_ratio();
                w.renderer.sync_size();
                w.paint_now();
            }
        }
    });
    let weak = Rc::downgrade(rc);
    let on_scheme = Closure::<dyn FnMut(web_sys::Event)>::new(move |_e: web_sys::Event| {
        if let Some(rc) = weak.upgrade() {
            if let Ok(mut w) = rc.try_borrow_mut() {
                w.refresh_theme();
            }
        }
    });
    // Pages often switch their --gomoku-* colours with the colour scheme.
    let scheme = web_sys::window()
        .and_then(|w| w.match_media("(prefers-color-scheme: dark)").ok().flatten())
        .inspect(|m| {
            let _ =
                m.add_event_listener_with_callback("change", on_scheme.as_ref().unchecked_ref());
        });
    Bindings {
        listeners,
        observer,
        _on_resize: on_resize,
        media: None,
        on_ratio,
        scheme,
        on_scheme,
        frame,
    }
}

impl Gomoku {
    /// The shared widget, for the engine glue and the picture export.
    #[cfg(any(feature = "engine", feature = "export"))]
    pub(crate) fn handle(&self) -> Rc<RefCell<Widget>> {
        self.rc.clone()
    }
}
