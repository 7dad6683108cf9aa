//! One `addEventListener`, kept so that exactly it can be removed again.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Event, EventTarget};

/// A listener the widget added, removed by `remove` (or when the widget is destroyed).
pub struct Listener {
    target: EventTarget,
    kind: &'static str,
    closure: Closure<dyn FnMut(Event)>,
}

impl Listener {
    /// Adds `handler` for `kind` events on `target`.
    pub fn new(
        target: &EventTarget,
        kind: &'static str,
        handler: impl FnMut(Event) + 'static,
    ) -> Listener {
        let closure = Closure::<dyn FnMut(Event)>::new(handler);
        let _ = target.add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref());
        Listener {
            target: target.clone(),
            kind,
            closure,
        }
    }

    /// Removes the listener.
    pub fn remove(&self) {
        let _ = self
            .target
            .remove_event_listener_with_callback(self.kind, self.closure.as_ref().unchecked_ref());
    }
}
