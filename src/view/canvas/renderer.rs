//! The board's canvas on the page: its backing store, its painter, and the geometry of the
//! last paint, which is what pointer positions are mapped with.

use web_sys::{CanvasRenderingContext2d, Document, HtmlCanvasElement};

use super::sizing::{pin_if_intrinsic, unpin, Pinned};
use super::CanvasPainter;
use crate::game::Point;
use crate::view::{backing_size, css_scale, draw, Layout, Scene, Theme};

/// The canvas, its painter and the geometry last painted.
pub struct Renderer {
    canvas: HtmlCanvasElement,
    painter: CanvasPainter,
    /// Device pixels per CSS pixel at the last measure.
    ratio: f64,
    /// CSS changes the widget made to the canvas.
    pinned: Pinned,
    /// Where the board was drawn last time.
    layout: Option<Layout>,
    /// The colours of the last paint; the painter's stone sprites are made in them.
    theme: Option<Theme>,
}

impl Renderer {
    /// A renderer for `canvas` with its 2D context.
    pub fn new(
        canvas: HtmlCanvasElement,
        ctx: CanvasRenderingContext2d,
        document: Document,
    ) -> Renderer {
        Renderer {
            painter: CanvasPainter::new(ctx, document),
            canvas,
            ratio: 1.0,
            pinned: Pinned::default(),
            layout: None,
            theme: None,
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

    /// Paints now the scene `scene_at` makes for the device pixel ratio, on a board of `size`,
    /// and remembers where the board went.
    pub fn paint<'a>(&mut self, size: usize, scene_at: impl FnOnce(f64) -> Scene<'a>) {
        self.sync_size();
        let scene = scene_at(self.ratio);
        if self.theme.as_ref() != Some(scene.theme) {
            // Sprites of the old colours are no use any more.
            self.painter.reset();
            self.theme = Some(scene.theme.clone());
        }
        let layout = Layout::new(
            self.canvas.width() as f64,
            self.canvas.height() as f64,
            size,
            scene.coordinates,
        );
        draw(&mut self.painter, &layout, &scene);
        self.layout = Some(layout);
    }

    /// The intersection at an offset in CSS pixels from the canvas's padding edge (a pointer
    /// event's `offsetX`, `offsetY`), in the geometry of the last paint.
    pub fn point_at(&self, x: f64, y: f64) -> Option<Point> {
        let (sx, sy) = css_scale(
            (self.canvas.client_width(), self.canvas.client_height()),
            (self.canvas.width(), self.canvas.height()),
            self.ratio,
        );
        self.layout?.point_at(x * sx, y * sy)
    }

    /// The intersection under a point of the viewport (`clientX`, `clientY`).
    pub fn point_at_client(&self, x: f64, y: f64) -> Option<Point> {
        let rect = self.canvas.get_bounding_client_rect();
        let left = rect.left() + self.canvas.client_left() as f64;
        let top = rect.top() + self.canvas.client_top() as f64;
        self.point_at(x - left, y - top)
    }

    /// Gives the canvas its inline size back.
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
