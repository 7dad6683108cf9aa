//! The DOM events the widget dispatches on its canvas (their names and `detail` are
//! `play::Event`'s).

use wasm_bindgen::JsValue;
use web_sys::{CustomEvent, CustomEventInit, EventTarget};

use super::convert::parse;
use crate::game::Game;
use crate::play::Event;

/// An event's name and its `detail`, ready to dispatch.
pub struct Outgoing {
    kind: &'static str,
    detail: JsValue,
}

impl Outgoing {
    /// The DOM event for `event` in `game` as it is now.
    pub fn of(event: &Event, game: &Game) -> Outgoing {
        let detail = match (event.detail_json(game), event) {
            (Some(json), _) => parse(&json),
            #[cfg(feature = "engine")]
            (None, Event::Analysis(report)) => super::convert::report_js(report),
            (None, _) => JsValue::NULL,
        };
        Outgoing {
            kind: event.name(),
            detail,
        }
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
