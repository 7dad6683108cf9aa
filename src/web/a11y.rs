//! What assistive technology reads: the canvas's name and description, and a polite live region.

use wasm_bindgen::JsCast;
use web_sys::{Document, HtmlCanvasElement, HtmlElement};

use super::dom::{focusable, SavedAttributes};

/// Canvas attributes the widget sets, with the values it found, to restore on `destroy()`.
const ATTRIBUTES: [&str; 4] = ["tabindex", "role", "aria-label", "aria-roledescription"];

/// The inline style that hides the live region from sight but not from screen readers.
const HIDDEN: &str = "position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0";

/// The live region, the fallback content and the canvas's original attributes.
pub struct A11y {
    region: Option<HtmlElement>,
    saved: SavedAttributes,
    fallback: Option<HtmlElement>,
}

fn element(document: &Document, tag: &str) -> Option<HtmlElement> {
    document
        .create_element(tag)
        .ok()
        .and_then(|e| e.dyn_into::<HtmlElement>().ok())
}

impl A11y {
    /// Makes the canvas focusable and named, and adds a hidden live region after it.
    pub fn attach(canvas: &HtmlCanvasElement, document: &Document) -> A11y {
        let saved = SavedAttributes::save(canvas, &ATTRIBUTES);
        focusable(canvas);
        let _ = canvas.set_attribute("role", "application");
        let _ = canvas.set_attribute("aria-roledescription", "Gomoku board");
        let region = element(document, "div");
        if let Some(r) = &region {
            let _ = r.set_attribute("aria-live", "polite");
            let _ = r.set_attribute("role", "status");
            let _ = r.set_attribute("data-gomoku-live", "");
            // Through the CSSOM, which a Content-Security-Policy allows (a style attribute not).
            r.style().set_css_text(HIDDEN);
            let _ = canvas.after_with_node_1(r);
        }
        // Fallback content is read by some screen readers; only add it if the page gave none.
        let fallback = if canvas.child_element_count() == 0
            && canvas.text_content().unwrap_or_default().trim().is_empty()
        {
            element(document, "p").inspect(|p| {
                let _ = canvas.append_child(p);
            })
        } else {
            None
        };
        A11y {
            region,
            saved,
            fallback,
        }
    }

    /// Makes `text` the canvas's label and fallback content.
    pub fn describe(&self, canvas: &HtmlCanvasElement, text: &str) {
        let _ = canvas.set_attribute("aria-label", text);
        if let Some(p) = &self.fallback {
            p.set_text_content(Some(text));
        }
    }

    /// Says `text` politely.
    pub fn announce(&self, text: &str) {
        if let Some(r) = &self.region {
            r.set_text_content(Some(text));
        }
    }

    /// Removes the live region and fallback, and restores the canvas's attributes.
    pub fn detach(&self, canvas: &HtmlCanvasElement) {
        if let Some(r) = &self.region {
            r.remove();
        }
        if let Some(p) = &self.fallback {
            p.remove();
        }
        self.saved.restore(canvas);
    }
}
