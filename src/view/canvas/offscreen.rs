//! A canvas off the page for pictures: one size, painted scene by scene, and read back as RGBA
//! pixels (a GIF's frames) or handed to the browser's PNG encoder.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d, Document, HtmlCanvasElement};

use super::CanvasPainter;
use crate::view::{draw, Layout, Scene};

/// An offscreen canvas of one size with its painter.
pub struct Offscreen {
    canvas: HtmlCanvasElement,
    painter: CanvasPainter,
    layout: Layout,
}

impl Offscreen {
    /// A `side` x `side` canvas of `document` for a board of `size` drawn as `scene` is (with
    /// coordinates or not); `read` asks for a context that is cheap to read pixels from.
    /// `None` when the browser makes no canvas.
    pub fn new(
        document: &Document,
        scene: &Scene,
        size: usize,
        side: u32,
        read: bool,
    ) -> Option<Offscreen> {
        let canvas: HtmlCanvasElement = document.create_element("canvas").ok()?.dyn_into().ok()?;
        canvas.set_width(side);
        canvas.set_height(side);
        let context = if read {
            let attributes = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&attributes, &"willReadFrequently".into(), &JsValue::TRUE);
            canvas.get_context_with_context_options("2d", &attributes)
        } else {
            canvas.get_context("2d")
        };
        let ctx: CanvasRenderingContext2d = context.ok()??.dyn_into().ok()?;
        let side = side as f64;
        Some(Offscreen {
            canvas,
            painter: CanvasPainter::new(ctx, document.clone()),
            layout: Layout::new(side, side, size, scene.coordinates),
        })
    }

    /// Draws `scene` over the whole canvas.
    pub fn paint(&mut self, scene: &Scene) {
        draw(&mut self.painter, &self.layout, scene);
    }

    /// The canvas's RGBA pixels, copied into `out` (resized to fit).
    pub fn read(&self, out: &mut Vec<u8>) -> Result<(), JsValue> {
        let (w, h) = (self.canvas.width(), self.canvas.height());
        let data = self
            .painter
            .context()
            .get_image_data(0.0, 0.0, w as f64, h as f64)?
            .data();
        if data.len() != w as usize * h as usize * 4 {
            return Err(js_sys::Error::new("the canvas returned pixels of another size").into());
        }
        *out = data.0;
        Ok(())
    }

    /// The canvas, to encode.
    pub fn canvas(&self) -> &HtmlCanvasElement {
        &self.canvas
    }
}
