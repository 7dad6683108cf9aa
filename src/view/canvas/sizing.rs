//! The canvas's backing store follows its CSS box times `devicePixelRatio`.

use web_sys::{CanvasRenderingContext2d, Document, HtmlCanvasElement};

use super::CanvasPainter;
use crate::view::{backing_size, css_scale};

/// A canvas whose backing store follows its CSS box at the device pixel ratio, and its painter:
/// what the board and the review graph both draw on.
pub struct Surface {
    /// The canvas element.
    pub canvas: HtmlCanvasElement,
    /// Its painter.
    pub painter: CanvasPainter,
    /// Device pixels per CSS pixel at the last measure.
    pub ratio: f64,
    /// CSS changes the widget made to the canvas.
    pinned: Pinned,
}

impl Surface {
    /// A surface on `canvas` with its 2D context.
    pub fn new(
        canvas: HtmlCanvasElement,
        ctx: CanvasRenderingContext2d,
        document: Document,
    ) -> Surface {
        Surface {
            painter: CanvasPainter::new(ctx, document),
            canvas,
            ratio: 1.0,
            pinned: Pinned::default(),
        }
    }

    /// Matches the backing store to the CSS box at the current ratio; true if it changed.
    pub fn sync_size(&mut self) -> bool {
        pin_if_intrinsic(&self.canvas, &mut self.pinned);
        self.ratio = current_ratio();
        let css = (self.canvas.client_width(), self.canvas.client_height());
        let Some((w, h)) = backing_size(css, self.ratio) else {
            return false;
        };
        if self.canvas.width() == w && self.canvas.height() == h {
            return false;
        }
        self.canvas.set_width(w);
        self.canvas.set_height(h);
        // Resizing a canvas resets its context state, cached styles included.
        self.painter.reset();
        true
    }

    /// Device pixels per CSS pixel of the backing store, across and down (for pointer offsets).
    pub fn css_scale(&self) -> (f64, f64) {
        css_scale(
            (self.canvas.client_width(), self.canvas.client_height()),
            (self.canvas.width(), self.canvas.height()),
            self.ratio,
        )
    }

    /// Gives the canvas its inline width and height back.
    pub fn release(&self) {
        unpin(&self.canvas, &self.pinned);
    }
}

/// The window's device pixel ratio, 1 outside a window.
pub fn current_ratio() -> f64 {
    web_sys::window()
        .map(|w| w.device_pixel_ratio())
        .filter(|r| r.is_finite() && *r > 0.0)
        .unwrap_or(1.0)
}

/// What the widget changed on the canvas element, to give back on `destroy()`.
#[derive(Debug, Default)]
pub struct Pinned {
    /// The inline `style.width` before, when the widget fixed it.
    pub width: Option<String>,
    /// The inline `style.height` before, when the widget fixed it.
    pub height: Option<String>,
    /// Whether the check has run (it needs the canvas in a laid-out document).
    pub checked: bool,
}

/// Fixes the CSS size of a canvas whose CSS size follows its pixel size.
///
/// Such a canvas (no CSS width) would grow by the ratio at every resize of its backing store.
/// A canvas sized by CSS (say `width: 100%`) is left alone; with `height: auto` it keeps the
/// aspect ratio of the backing store, which the widget preserves.
pub fn pin_if_intrinsic(canvas: &HtmlCanvasElement, pinned: &mut Pinned) {
    if pinned.checked || !canvas.is_connected() || canvas.client_width() == 0 {
        return;
    }
    pinned.checked = true;
    let (w0, h0) = (canvas.client_width(), canvas.client_height());
    let (aw, ah) = (canvas.width(), canvas.height());
    canvas.set_width(aw + 37);
    let width_follows = canvas.client_width() != w0;
    canvas.set_width(aw);
    // Each probe resizes the backing store and lays the page out again: the height's is only
    // needed when the width follows (a canvas sized by CSS keeps its CSS height as it is).
    if width_follows {
        canvas.set_height(ah + 37);
        let height_follows = canvas.client_height() != h0;
        canvas.set_height(ah);
        let style = canvas.style();
        pinned.width = Some(style.get_property_value("width").unwrap_or_default());
        let _ = style.set_property("width", &format!("{w0}px"));
        if height_follows {
            pinned.height = Some(style.get_property_value("height").unwrap_or_default());
            let _ = style.set_property("height", &format!("{h0}px"));
        }
    }
}

/// Gives the canvas its inline width and height back.
pub fn unpin(canvas: &HtmlCanvasElement, pinned: &Pinned) {
    let style = canvas.style();
    for (key, old) in [("width", &pinned.width), ("height", &pinned.height)] {
        if let Some(old) = old {
            if old.is_empty() {
                let _ = style.remove_property(key);
            } else {
                let _ = style.set_property(key, old);
            }
        }
    }
}
