//! The DOM events the widget dispatches on its canvas.

use wasm_bindgen::JsValue;
use web_sys::{CustomEvent, CustomEventInit, HtmlCanvasElement};

/// Fired after every change of position; `detail` is `state()`.
pub const CHANGE: &str = "gomoku:change";
/// Fired when a game is won or drawn; `detail` is `state()`.
pub const END: &str = "gomoku:end";
/// Fired for each report of `analyze()`; `detail` is `{ depth, eval, winRate, bestLine, nodes, nps, forcedWin, forcedLoss }`.
#[cfg_attr(not(feature = "engine"), allow(dead_code))]
pub const ANALYSIS: &str = "gomoku:analysis";
/// Fired when the engine starts or stops thinking; `detail` is `{ thinking }`.
#[cfg_attr(not(feature = "engine"), allow(dead_code))]
pub const THINKING: &str = "gomoku:thinking";

/// Events to dispatch once the widget is no longer borrowed, so listeners may call it.
#[derive(Default)]
pub struct Outbox {
    events: Vec<(HtmlCanvasElement, &'static str, JsValue)>,
}

impl Outbox {
    /// Queues `kind` with `detail` for `canvas`.
    pub fn push(&mut self, canvas: &HtmlCanvasElement, kind: &'static str, detail: JsValue) {
        self.events.push((canvas.clone(), kind, detail));
    }

    /// Dispatches everything queued, in order.
    pub fn send(self) {
        for (canvas, kind, detail) in self.events {
            let init = CustomEventInit::new();
            init.set_bubbles(true);
            init.set_detail(&detail);
            if let Ok(ev) = CustomEvent::new_with_event_init_dict(kind, &init) {
                let _ = canvas.dispatch_event(&ev);
            }
        }
    }
}
