//! The widget behind its JS handle: the controller, and the page it acts on. Commands go in
//! through `Shell::run`; the effects come out as paints, events, live-region text, storage and
//! engine messages.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, MediaQueryList, ResizeObserver};

use super::a11y::A11y;
use super::args::number_text;
use super::dom::Listener;
use super::error::{busy, to_js};
use super::events::Outgoing;
use super::options::css_theme;
use super::persist;
#[cfg(feature = "engine")]
use crate::ai::Reply;
use crate::game::Point;
use crate::play::{Answer, Command, Controller, Effect};
use crate::view::canvas::{current_ratio, Renderer};
#[cfg(feature = "engine")]
use {super::convert::parse, crate::play::json, crate::play::Pending};

/// The shared handle every listener and the JS object hold.
pub type Handle = Rc<RefCell<Shell>>;

/// What the widget added to the page, removed as one by `destroy()`.
struct Bindings {
    listeners: Vec<Listener>,
    observer: Option<ResizeObserver>,
    _on_resize: Closure<dyn FnMut(js_sys::Array)>,
    /// Fires when the device pixel ratio leaves its current value.
    ratio: Option<Listener>,
    frame: Closure<dyn FnMut(f64)>,
    /// The widget itself: a board on the page lives until `destroy()`, whether or not the page
    /// keeps its `Gomoku` object (a bundler drops an unused `const game = new Gomoku(...)`, and
    /// its listeners would then call into a freed widget).
    _alive: Handle,
}

/// The controller and the canvas, live region and workers it acts through.
pub struct Shell {
    ctl: Controller,
    canvas: HtmlCanvasElement,
    renderer: Renderer,
    a11y: A11y,
    bindings: Option<Bindings>,
    frame_id: Option<i32>,
    /// The engine's workers (none in the build without the engine).
    #[cfg(feature = "engine")]
    engine: Option<super::engine::EngineLink>,
    /// `hint()` promises waiting for their request.
    #[cfg(feature = "engine")]
    hints: Pending<js_sys::Function>,
    /// `review()` promises waiting for their review: resolve and reject.
    #[cfg(feature = "engine")]
    reviews: Pending<(js_sys::Function, js_sys::Function)>,
    /// The review the pictures module made of the review with this number, until it settles.
    #[cfg(feature = "engine")]
    graded: Option<(u32, JsValue)>,
    /// The review graphs drawn of this board, and the number of the next.
    #[cfg(feature = "engine")]
    graphs: Vec<Box<dyn Drawing>>,
    #[cfg(feature = "engine")]
    graph_ids: u32,
}

/// What waits until the widget is no longer borrowed: listeners and promises may call it.
#[derive(Default)]
struct Later {
    events: Vec<Outgoing>,
    /// Promises to settle: the function and its value.
    #[cfg(feature = "engine")]
    settle: Vec<(js_sys::Function, JsValue)>,
    #[cfg(feature = "engine")]
    replies: Vec<Reply>,
    /// Reviews to grade: their numbers and searches (`play::Searches::encode`).
    #[cfg(feature = "engine")]
    grades: Vec<(u32, Vec<f64>)>,
}

/// Something drawn of the board on a canvas of the page's (the review graph, `graph.rs`),
/// painted after the board and taken off with it.
#[cfg(feature = "engine")]
pub trait Drawing {
    /// Its number on the board.
    fn id(&self) -> u32;
    /// Paints it if what `ctl` shows changed since the last paint, or its canvas was resized.
    fn paint(&mut self, ctl: &Controller);
    /// The move an event on it goes to, if any.
    fn target(&self, ctl: &Controller, ev: &web_sys::Event) -> Option<usize>;
    /// Removes its listeners and gives its canvas back to the page.
    fn remove(self: Box<Self>);
}

impl Shell {
    /// The widget for `ctl` on `canvas`, listening to the page; its first effects carried out
    /// and its first frame painted.
    pub fn start(
        ctl: Controller,
        canvas: HtmlCanvasElement,
        renderer: Renderer,
        a11y: A11y,
    ) -> Handle {
        let rc = Rc::new(RefCell::new(Shell {
            ctl,
            canvas: canvas.clone(),
            renderer,
            a11y,
            bindings: None,
            frame_id: None,
            #[cfg(feature = "engine")]
            engine: None,
            #[cfg(feature = "engine")]
            hints: Pending::default(),
            #[cfg(feature = "engine")]
            reviews: Pending::default(),
            #[cfg(feature = "engine")]
            graded: None,
            #[cfg(feature = "engine")]
            graphs: Vec::new(),
            #[cfg(feature = "engine")]
            graph_ids: 0,
        }));
        let bindings = bind(&rc, &canvas);
        {
            let mut s = rc.borrow_mut();
            s.bindings = Some(bindings);
            s.watch_ratio(&rc);
            #[cfg(feature = "engine")]
            {
                let weak = Rc::downgrade(&rc);
                s.engine = Some(super::engine::EngineLink::new(Rc::new(move |reply| {
                    if let Some(rc) = weak.upgrade() {
                        Shell::engine_said(&rc, reply);
                    }
                })));
            }
        }
        let _ = Shell::run(&rc, Command::Style(css_theme(&canvas)));
        if let Ok(mut s) = rc.try_borrow_mut() {
            s.paint_now();
        }
        rc
    }

    /// Applies `command` and carries out its effects.
    pub fn run(rc: &Handle, command: Command) -> Result<Answer, JsValue> {
        Shell::run_with(rc, command, |_, _| {})
    }

    /// Applies `command`, lets `then` see the answer before the effects are carried out, and
    /// carries them out; events go out and promises resolve after the borrow ends.
    pub fn run_with(
        rc: &Handle,
        command: Command,
        then: impl FnOnce(&mut Shell, &Answer),
    ) -> Result<Answer, JsValue> {
        let mut then = Some(then);
        Shell::run_then(rc, command, &mut |s, answer| {
            if let Some(then) = then.take() {
                then(s, answer);
            }
        })
    }

    /// `run_with`, written once: a copy of it for each caller's closure weighed 1 KB in the
    /// board's module.
    #[inline(never)]
    fn run_then(
        rc: &Handle,
        command: Command,
        then: &mut dyn FnMut(&mut Shell, &Answer),
    ) -> Result<Answer, JsValue> {
        let mut later = Later::default();
        let (result, target) = {
            let mut s = rc.try_borrow_mut().map_err(|_| busy())?;
            let result = s.apply(command);
            if let Ok(answer) = &result {
                then(&mut s, answer);
            }
            s.carry_out(&mut later);
            (result, s.canvas.clone())
        };
        for e in &later.events {
            e.dispatch(&target);
        }
        #[cfg(feature = "engine")]
        for (settle, value) in later.settle {
            let _ = settle.call1(&JsValue::NULL, &value);
        }
        #[cfg(feature = "engine")]
        for reply in later.replies {
            // Known replies (book stones) arrive like the engine's own, after this call.
            let weak = Rc::downgrade(rc);
            let mut reply = Some(reply);
            // Of the closure type the resize observers use, so that no other is compiled for
            // it (`setTimeout` passes no argument, which it ignores); the page owns it.
            let cb = Closure::<dyn FnMut(js_sys::Array)>::new(move |_: js_sys::Array| {
                if let (Some(rc), Some(reply)) = (weak.upgrade(), reply.take()) {
                    let _ = Shell::run(&rc, Command::Reply(reply));
                }
            });
            if let Some(win) = web_sys::window() {
                let _ = win.set_timeout_with_callback(cb.into_js_value().unchecked_ref());
            }
        }
        #[cfg(feature = "engine")]
        for (id, searches) in later.grades {
            let weak = Rc::downgrade(rc);
            super::pictures_link::grade(&searches, move |graded| {
                if let Some(rc) = weak.upgrade() {
                    Shell::graded(&rc, id, graded);
                }
            });
        }
        result.map_err(to_js)
    }

    /// The pictures module graded review `id`: the review for its promise, and the grades for
    /// the board; `None` if the module could not load.
    #[cfg(feature = "engine")]
    fn graded(rc: &Handle, id: u32, graded: Option<(JsValue, Vec<f64>)>) {
        let grades = graded.map(|(review, grades)| {
            if let Ok(mut s) = rc.try_borrow_mut() {
                s.graded = Some((id, review));
            }
            grades
        });
        let _ = Shell::run(rc, Command::Graded { id, grades });
    }

    /// A reply from the engine, or (`None`) a worker failed: then the requests it had are
    /// answered empty, so nothing waits for ever.
    #[cfg(feature = "engine")]
    fn engine_said(rc: &Handle, reply: Option<Reply>) {
        let replies = match (reply, rc.try_borrow_mut()) {
            (Some(reply), _) => vec![reply],
            (None, Ok(mut s)) => s
                .engine
                .as_mut()
                .map(|e| e.link.failed())
                .unwrap_or_default(),
            (None, Err(_)) => return,
        };
        for reply in replies {
            let _ = Shell::run(rc, Command::Reply(reply));
        }
    }

    /// Applies `command` to the controller, through the engine's workers when there are some.
    fn apply(&mut self, command: Command) -> Result<Answer, crate::game::GameError> {
        #[cfg(feature = "engine")]
        if let Some(e) = self.engine.as_mut() {
            return e.link.apply(&mut self.ctl, command);
        }
        self.ctl.apply(command)
    }

    /// The controller's effects: the engine's carried out by its workers, the rest returned.
    #[cfg(feature = "engine")]
    fn page_effects(&mut self, later: &mut Later) -> Vec<Effect> {
        let effects = self.ctl.take_effects();
        let Some(e) = self.engine.as_mut() else {
            return effects;
        };
        let routed = e.link.route(effects);
        for request in routed.on_page {
            e.think_on_page(request);
        }
        later.replies.extend(routed.later);
        routed.page
    }

    #[cfg(not(feature = "engine"))]
    fn page_effects(&mut self, _later: &mut Later) -> Vec<Effect> {
        self.ctl.take_effects()
    }

    fn carry_out(&mut self, later: &mut Later) {
        for effect in self.page_effects(later) {
            match effect {
                Effect::Redraw => self.schedule(),
                Effect::Dispatch(event) => {
                    let out = Outgoing::of(&event, self.ctl.game());
                    later.events.push(out);
                }
                Effect::Announce(text) => self.a11y.announce(&text),
                Effect::Describe(text) => self.a11y.describe(&self.canvas, &text),
                Effect::Persist { key, text } => persist::store(&key, &text),
                // Carried out by the workers already (none in the build without the engine).
                Effect::Send(..) | Effect::Cancel(_) | Effect::Answer(_) => {}
                #[cfg(not(feature = "engine"))]
                Effect::ResolveHint { .. } | Effect::SettleReview { .. } | Effect::Grade { .. } => {
                }
                #[cfg(feature = "engine")]
                Effect::Grade { id, searches } => later.grades.push((id, searches.encode())),
                #[cfg(feature = "engine")]
                Effect::ResolveHint { id, hint } => {
                    if let Some(resolve) = self.hints.take(id) {
                        let value = hint.map_or(JsValue::NULL, |m| parse(&json::move_info(&m)));
                        later.settle.push((resolve, value));
                    }
                }
                #[cfg(feature = "engine")]
                Effect::SettleReview { id, result } => {
                    if let Some((resolve, reject)) = self.reviews.take(id) {
                        let review = match self.graded.take() {
                            Some((graded, review)) if graded == id => review,
                            _ => JsValue::NULL,
                        };
                        later.settle.push(match result {
                            Ok(()) => (resolve, review),
                            Err(e) => (reject, to_js(e)),
                        });
                    }
                }
            }
        }
    }

    /// The controller, to read.
    pub fn controller(&self) -> &Controller {
        &self.ctl
    }

    /// The canvas.
    pub fn canvas(&self) -> &HtmlCanvasElement {
        &self.canvas
    }

    /// Waits for the hint request `id`; `resolve` gets its move or null.
    #[cfg(feature = "engine")]
    pub fn await_hint(&mut self, id: u32, resolve: js_sys::Function) {
        self.hints.wait(id, resolve);
    }

    /// Waits for the review `id`; `resolve` gets the review, `reject` the reason it ended.
    #[cfg(feature = "engine")]
    pub fn await_review(&mut self, id: u32, resolve: js_sys::Function, reject: js_sys::Function) {
        self.reviews.wait(id, (resolve, reject));
    }

    /// The number of the next drawing added; `None` once the board is destroyed (it draws
    /// nothing more).
    #[cfg(feature = "engine")]
    pub fn next_drawing(&mut self) -> Option<u32> {
        self.bindings.as_ref()?;
        self.graph_ids += 1;
        Some(self.graph_ids)
    }

    /// Keeps `drawing` painted from now on, starting now.
    #[cfg(feature = "engine")]
    pub fn add_drawing(&mut self, mut drawing: Box<dyn Drawing>) {
        drawing.paint(&self.ctl);
        self.graphs.push(drawing);
    }

    /// Paints the drawings whose picture changed (or whose canvas was resized).
    #[cfg(feature = "engine")]
    pub fn paint_graphs(&mut self) {
        for g in &mut self.graphs {
            g.paint(&self.ctl);
        }
    }

    /// The move an event on drawing `id` goes to.
    #[cfg(feature = "engine")]
    pub fn graph_target(&self, id: u32, ev: &web_sys::Event) -> Option<usize> {
        let g = self.graphs.iter().find(|g| g.id() == id)?;
        g.target(&self.ctl, ev)
    }

    /// Takes drawing `id` off the board (the caller removes it from its canvas).
    #[cfg(feature = "engine")]
    pub fn take_drawing(&mut self, id: u32) -> Option<Box<dyn Drawing>> {
        let i = self.graphs.iter().position(|g| g.id() == id)?;
        Some(self.graphs.remove(i))
    }

    /// The intersection at a pointer event's offset (CSS pixels), in the board as shown;
    /// `exact` first paints a frame that is due (a tap), a hover makes do with the last paint.
    pub fn point_at(&mut self, x: f64, y: f64, exact: bool) -> Option<Point> {
        if exact {
            self.flush_frame();
        }
        self.renderer.point_at(x, y)
    }

    /// The intersection under a point of the viewport, in the board as shown.
    pub fn point_at_client(&mut self, x: f64, y: f64) -> Option<Point> {
        self.flush_frame();
        self.renderer.point_at_client(x, y)
    }

    /// Paints now if a frame is due, so hit-testing sees the board the page is about to show.
    fn flush_frame(&mut self) {
        if self.frame_id.is_some() {
            self.paint_now();
        }
    }

    /// Asks for one paint at the next animation frame; several asks make one frame.
    fn schedule(&mut self) {
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

    /// Paints the frame now (and drops a frame that was due).
    pub fn paint_now(&mut self) {
        if self.bindings.is_none() {
            return;
        }
        if let (Some(id), Some(window)) = (self.frame_id.take(), web_sys::window()) {
            let _ = window.cancel_animation_frame(id);
        }
        let ctl = &self.ctl;
        self.renderer
            .paint(ctl.game().config().size, |ratio| ctl.scene(ratio));
        #[cfg(feature = "engine")]
        self.paint_graphs();
    }

    /// Follows the device pixel ratio: a media query that fires when it leaves its value.
    fn watch_ratio(&mut self, rc: &Handle) {
        let Some(b) = self.bindings.as_mut() else {
            return;
        };
        if let Some(old) = b.ratio.take() {
            old.remove();
        }
        let query = format!("(resolution: {}dppx)", number_text(current_ratio()));
        let media: Option<MediaQueryList> =
            web_sys::window().and_then(|w| w.match_media(&query).ok().flatten());
        let weak = Rc::downgrade(rc);
        b.ratio = media.map(|m| {
            Listener::new(&m, "change", move |_| {
                if let Some(rc) = weak.upgrade() {
                    if let Ok(mut s) = rc.try_borrow_mut() {
                        s.watch_ratio(&rc);
                        s.renderer.sync_size();
                        s.paint_now();
                    }
                }
            })
        });
    }

    /// Keeps `listeners` until `destroy()`.
    pub fn keep(&mut self, listeners: Vec<Listener>) {
        if let Some(b) = self.bindings.as_mut() {
            b.listeners.extend(listeners);
        }
    }

    /// Removes everything the widget added; the canvas is the page's again.
    pub fn destroy(rc: &Handle) -> Result<(), JsValue> {
        // Every worker ends first (`WorkerLink::apply`).
        Shell::run(rc, Command::Destroy)?;
        let bindings = {
            let mut s = rc.try_borrow_mut().map_err(|_| busy())?;
            let Some(b) = s.bindings.take() else {
                return Ok(());
            };
            for l in b.listeners.iter().chain(&b.ratio) {
                l.remove();
            }
            if let Some(o) = &b.observer {
                o.disconnect();
            }
            if let (Some(id), Some(window)) = (s.frame_id.take(), web_sys::window()) {
                let _ = window.cancel_animation_frame(id);
            }
            s.a11y.detach(&s.canvas);
            #[cfg(feature = "engine")]
            for g in s.graphs.drain(..) {
                g.remove();
            }
            s.renderer.release();
            let _ = s.canvas.style().remove_property("touch-action");
            b
        };
        // Dropped here, outside the borrow: a closure may be the one running this call.
        drop(bindings);
        Ok(())
    }
}

/// The listeners that keep the drawing right: frames, resizes, the colour scheme.
fn bind(rc: &Handle, canvas: &HtmlCanvasElement) -> Bindings {
    let weak = Rc::downgrade(rc);
    let frame = Closure::<dyn FnMut(f64)>::new(move |_t: f64| {
        if let Some(rc) = weak.upgrade() {
            if let Ok(mut s) = rc.try_borrow_mut() {
                s.frame_id = None;
                s.paint_now();
            }
        }
    });
    let weak = Rc::downgrade(rc);
    let on_resize = Closure::<dyn FnMut(js_sys::Array)>::new(move |_entries: js_sys::Array| {
        if let Some(rc) = weak.upgrade() {
            if let Ok(mut s) = rc.try_borrow_mut() {
                // Drawn at once: resizing cleared the canvas, and this runs before the paint.
                if s.renderer.sync_size() {
                    s.paint_now();
                }
            }
        }
    });
    let observer = ResizeObserver::new(on_resize.as_ref().unchecked_ref()).ok();
    if let Some(o) = &observer {
        o.observe(canvas);
    }
    // Pages often switch their --gomoku-* colours with the colour scheme.
    let weak = Rc::downgrade(rc);
    let scheme = web_sys::window()
        .and_then(|w| w.match_media("(prefers-color-scheme: dark)").ok().flatten())
        .map(|m| {
            Listener::new(&m, "change", move |_| {
                if let Some(rc) = weak.upgrade() {
                    let css = rc.try_borrow().map(|s| css_theme(&s.canvas));
                    if let Ok(css) = css {
                        let _ = Shell::run(&rc, Command::Style(css));
                    }
                }
            })
        });
    Bindings {
        listeners: scheme.into_iter().collect(),
        observer,
        _on_resize: on_resize,
        ratio: None,
        frame,
        _alive: rc.clone(),
    }
}
