//! What the widget does to the page and undoes on `destroy()`: one `addEventListener`, kept so
//! that exactly it can be removed again, and the attributes it set on a canvas; and a canvas's
//! 2D context.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, Document, Element, Event, EventTarget, HtmlCanvasElement};

use super::error::invalid_argument;

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

/// Attributes of an element as they were before the widget set them.
pub struct SavedAttributes(Vec<(&'static str, Option<String>)>);

impl SavedAttributes {
    /// Keeps the values of `names` on `el`.
    pub fn save(el: &Element, names: &[&'static str]) -> SavedAttributes {
        SavedAttributes(names.iter().map(|&a| (a, el.get_attribute(a))).collect())
    }

    /// Puts them back on `el` (removing those that were absent).
    pub fn restore(&self, el: &Element) {
        for (name, old) in &self.0 {
            let _ = match old {
                Some(v) => el.set_attribute(name, v),
                None => el.remove_attribute(name),
            };
        }
    }
}

/// Makes `el` focusable unless the page chose its tab order.
pub fn focusable(el: &Element) {
    if el.get_attribute("tabindex").is_none() {
        let _ = el.set_attribute("tabindex", "0");
    }
}

/// The 2D context of `canvas` and its document, or an `invalid-argument` error.
pub fn context_2d(
    canvas: &HtmlCanvasElement,
) -> Result<(CanvasRenderingContext2d, Document), JsValue> {
    let ctx: CanvasRenderingContext2d = canvas
        .get_context("2d")
        .ok()
        .flatten()
        .and_then(|c| c.dyn_into().ok())
        .ok_or_else(|| invalid_argument("the canvas already has a context other than 2d"))?;
    let document = canvas
        .owner_document()
        .ok_or_else(|| invalid_argument("the canvas has no document"))?;
    Ok((ctx, document))
}
