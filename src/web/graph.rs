//! `graph(canvas)`: the review's win-rate graph on a canvas of the page's, drawn in Rust
//! (`view::draw_graph`) in the board's theme, at the canvas's CSS box times the device pixel
//! ratio, following its resizes. The empty frame before a review is painted here; the curve
//! of a review by the pictures module, which graded it (`pictures_link.rs`). A click or tap jumps to the nearest move; with focus, the
//! arrow keys, Home and End move along it. It is named for assistive technology as a slider
//! over the moves. `destroy()` removes what it added; the canvas is the page's again.

use std::rc::{Rc, Weak};

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, KeyboardEvent, MouseEvent, ResizeObserver};

use super::dom::{context_2d, focusable, Listener, SavedAttributes};
use super::error::{busy, invalid_argument};
use super::pictures_link::paint_graph;
use super::shell::{Drawing, Handle, Shell};
use crate::play::args::describe;
use crate::play::{Command, Controller, GraphKey};
use crate::view::canvas::GraphCanvas;
use crate::view::snapshot::colours;
use crate::view::GraphFrame;

/// Attributes the graph sets on its canvas, with the values it found, restored by `destroy()`.
const ATTRIBUTES: [&str; 7] = [
    "tabindex",
    "role",
    "aria-label",
    "aria-valuemin",
    "aria-valuemax",
    "aria-valuenow",
    "aria-valuetext",
];

/// The graph's accessible name.
const NAME: &str = "Review graph: black's chance of winning after each move";

/// What `graph(canvas)` returns: `destroy()` takes the graph off its canvas.
#[wasm_bindgen]
pub struct ReviewGraph {
    shell: Weak<std::cell::RefCell<Shell>>,
    id: u32,
}

#[wasm_bindgen]
impl ReviewGraph {
    /// Removes the graph's listeners and observer and gives the canvas back to the page.
    pub fn destroy(&self) {
        if let Some(rc) = self.shell.upgrade() {
            let taken = rc
                .try_borrow_mut()
                .ok()
                .and_then(|mut s| s.take_drawing(self.id));
            // Removed outside the borrow: its listeners' closures go with it.
            if let Some(view) = taken {
                view.remove();
            }
        }
    }
}

/// One graph the board keeps drawn.
struct GraphView {
    /// Its number on the board.
    id: u32,
    canvas: HtmlCanvasElement,
    surface: GraphCanvas,
    listeners: Vec<Listener>,
    observer: Option<ResizeObserver>,
    _on_resize: Closure<dyn FnMut(js_sys::Array)>,
    saved: SavedAttributes,
    /// What the last paint showed: painting the same again is skipped.
    shown: Option<GraphKey>,
}

/// `graph(canvas)` of the board `rc` (`canvas` is the JS value the page passed): the graph,
/// painted at once and kept painted. A destroyed board draws no graph.
pub fn add(rc: &Handle, canvas: JsValue) -> Result<ReviewGraph, JsValue> {
    let canvas: HtmlCanvasElement = canvas.dyn_into().map_err(|v| {
        invalid_argument(format!(
            "graph() takes a <canvas> element, got {}",
            describe(&v)
        ))
    })?;
    let id = rc.try_borrow_mut().map_err(|_| busy())?.next_drawing();
    let handle = ReviewGraph {
        shell: Rc::downgrade(rc),
        id: id.unwrap_or(0),
    };
    let Some(id) = id else {
        return Ok(handle);
    };
    let view = start(rc, canvas, id)?;
    rc.try_borrow_mut()
        .map_err(|_| busy())?
        .add_drawing(Box::new(view));
    Ok(handle)
}

/// A graph of the board `rc` on `canvas`, numbered `id`.
fn start(rc: &Handle, canvas: HtmlCanvasElement, id: u32) -> Result<GraphView, JsValue> {
    let (ctx, document) = context_2d(&canvas)?;
    let saved = SavedAttributes::save(&canvas, &ATTRIBUTES);
    focusable(&canvas);
    let _ = canvas.set_attribute("role", "slider");
    let _ = canvas.set_attribute("aria-label", NAME);
    let weak = Rc::downgrade(rc);
    let on_resize = Closure::<dyn FnMut(js_sys::Array)>::new(move |_: js_sys::Array| {
        if let Some(rc) = weak.upgrade() {
            if let Ok(mut s) = rc.try_borrow_mut() {
                s.paint_graphs();
            }
        }
    });
    let observer = ResizeObserver::new(on_resize.as_ref().unchecked_ref()).ok();
    if let Some(o) = &observer {
        o.observe(&canvas);
    }
    let listeners = vec![
        listen(rc, &canvas, id, "click"),
        listen(rc, &canvas, id, "keydown"),
    ];
    let view = GraphView {
        id,
        surface: GraphCanvas::new(canvas.clone(), ctx, document),
        canvas,
        listeners,
        observer,
        _on_resize: on_resize,
        saved,
        shown: None,
    };
    Ok(view)
}

/// A click (jump to the nearest move) or key (move along) listener on graph `id`'s canvas.
fn listen(rc: &Handle, canvas: &HtmlCanvasElement, id: u32, kind: &'static str) -> Listener {
    let weak = Rc::downgrade(rc);
    Listener::new(canvas, kind, move |ev| {
        let Some(rc) = weak.upgrade() else {
            return;
        };
        let target = match rc.try_borrow() {
            Ok(s) => s.graph_target(id, &ev),
            Err(_) => None,
        };
        if let Some(n) = target {
            if kind == "keydown" {
                ev.prevent_default();
            }
            let _ = Shell::run(&rc, Command::Jump(n as i64));
        }
    })
}

impl Drawing for GraphView {
    fn id(&self) -> u32 {
        self.id
    }

    /// Paints the graph of `ctl` if it shows something else than last time, or if its canvas
    /// was resized; keeps its accessible value in step.
    fn paint(&mut self, ctl: &Controller) {
        let resized = self.surface.sync_size();
        let key = ctl.graph_key();
        if !resized && self.shown.as_ref() == Some(&key) {
            return;
        }
        self.surface.paint(
            |ratio| ctl.graph(ratio),
            |canvas, graph| {
                let numbers = GraphFrame::encode(graph);
                paint_graph(canvas, &numbers, &colours(graph.theme));
            },
        );
        let c = &self.canvas;
        let (max, now, text) = ctl.graph_value();
        let _ = c.set_attribute("aria-valuemin", if max == 0 { "0" } else { "1" });
        let _ = c.set_attribute("aria-valuemax", &max.to_string());
        let _ = c.set_attribute("aria-valuenow", &now.to_string());
        let _ = c.set_attribute("aria-valuetext", &text);
        self.shown = Some(key);
    }

    /// The move an event on the graph goes to: a click's nearest move, or the next or
    /// previous move for the arrow keys (Home, End: the first and the last).
    fn target(&self, ctl: &Controller, ev: &web_sys::Event) -> Option<usize> {
        if let Some(click) = ev.dyn_ref::<MouseEvent>() {
            let moves = ctl.graph(1.0).rates.len();
            return self.surface.move_at(click.offset_x() as f64, moves);
        }
        let key = ev.dyn_ref::<KeyboardEvent>()?;
        let (last, shown) = (ctl.graph_value().0, ctl.game().cursor());
        if last == 0 {
            return None;
        }
        let n = match key.key().as_str() {
            "ArrowLeft" | "ArrowDown" => shown.min(last + 1).checked_sub(1).filter(|&n| n >= 1)?,
            "ArrowRight" | "ArrowUp" => (shown + 1).min(last),
            "Home" => 1,
            "End" => last,
            _ => return None,
        };
        Some(n)
    }

    /// Removes the graph's listeners and observer and restores the canvas's attributes.
    fn remove(self: Box<Self>) {
        for l in &self.listeners {
            l.remove();
        }
        if let Some(o) = &self.observer {
            o.disconnect();
        }
        self.saved.restore(&self.canvas);
        self.surface.release();
    }
}
