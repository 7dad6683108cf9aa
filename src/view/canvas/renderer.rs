//! The board's canvas on the page: its backing store, its painter, and the geometry of the
//! last paint, which is what pointer positions are mapped with.

use web_sys::{CanvasRenderingContext2d, Document, HtmlCanvasElement};

use super::sizing::Surface;
use crate::game::Point;
use crate::view::{draw, Layout, Scene, Theme};

/// The canvas, its painter and the geometry last painted.
pub struct Renderer {
    surface: Surface,
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
            surface: Surface::new(canvas, ctx, document),
            layout: None,
            theme: None,
        }
    }

    /// Matches the backing store to the CSS box at the current ratio; true if it changed.
    pub fn sync_size(&mut self) -> bool {
        self.surface.sync_size()
    }

    /// Paints now the scene `scene_at` makes for the device pixel ratio, on a board of `size`,
    /// and remembers where the board went.
    pub fn paint<'a>(&mut self, size: usize, scene_at: impl FnOnce(f64) -> Scene<'a>) {
        self.surface.sync_size();
        let scene = scene_at(self.surface.ratio);
        if self.theme.as_ref() != Some(scene.theme) {
            // Sprites of the old colours are no use any more.
            self.surface.painter.reset();
            self.theme = Some(scene.theme.clone());
        }
        let layout = Layout::new(
            self.surface.canvas.width() as f64,
            self.surface.canvas.height() as f64,
            size,
            scene.coordinates,
        );
        draw(&mut self.surface.painter, &layout, &scene);
        self.layout = Some(layout);
    }

    /// The intersection at an offset in CSS pixels from the canvas's padding edge (a pointer
    /// event's `offsetX`, `offsetY`), in the geometry of the last paint.
    pub fn point_at(&self, x: f64, y: f64) -> Option<Point> {
        let (sx, sy) = self.surface.css_scale();
        self.layout?.point_at(x * sx, y * sy)
    }

    /// The intersection under a point of the viewport (`clientX`, `clientY`).
    pub fn point_at_client(&self, x: f64, y: f64) -> Option<Point> {
        let rect = self.surface.canvas.get_bounding_client_rect();
        let left = rect.left() + self.surface.canvas.client_left() as f64;
        let top = rect.top() + self.surface.canvas.client_top() as f64;
        self.point_at(x - left, y - top)
    }

    /// Gives the canvas its inline size back.
    pub fn release(&self) {
        self.surface.release();
    }
}
