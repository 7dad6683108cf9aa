//! The DOM events the widget dispatches on its canvas, and their `detail`.

use wasm_bindgen::JsValue;
use web_sys::{CustomEvent, CustomEventInit, EventTarget};

use super::convert::parse;
use crate::game::Game;
use crate::play::{json, Event};

/// An event's name and its `detail`, ready to dispatch.
pub struct Outgoing {
    kind: &'static str,
    detail: JsValue,
}

impl Outgoing {
    /// The DOM event for `event` in `game`; `gomoku:end` reuses the `detail` of the change
    /// before it.
    pub fn of(event: &Event, game: &Game, previous: Option<&Outgoing>) -> Outgoing {
        let (kind, detail) = match event {
            Event::Change => ("gomoku:change", parse(&json::state(game))),
            Event::End => (
                "gomoku:end",
                previous
                    .filter(|p| p.kind == "gomoku:change")
                    .map_or_else(|| parse(&json::state(game)), |p| p.detail.clone()),
            ),
            Event::Thinking(thinking) => {
                let detail = js_sys::Object::new();
                let _ = js_sys::Reflect::set(&detail, &"thinking".into(), &(*thinking).into());
                ("gomoku:thinking", detail.into())
            }
            #[cfg(feature = "engine")]
            Event::Analysis(report) => ("gomoku:analysis", super::convert::to_plain(report)),
            #[cfg(not(feature = "engine"))]
            Event::Analysis(_) => ("gomoku:analysis", JsValue::NULL),
        };
        Outgoing { kind, detail }
    }

    /// Dispatches the event on `target`, bubbling, and composed: from a canvas in a shadow
    /// root (`<gomoku-board>`) it reaches the page as an event of the host element.
    pub fn dispatch(&self, target: &EventTarget) {
        let init = CustomEventInit::new();
        init.set_bubbles(true);
        init.set_composed(true);
        init.set_detail(&self.detail);
        if let Ok(ev) = CustomEvent::new_with_event_init_dict(self.kind, &init) {
            let _ = target.dispatch_event(&ev);
        }
    }
}
