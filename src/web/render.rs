//! Turning the widget's state into a frame: backing-store size, scene, paint.

use web_sys::{CanvasRenderingContext2d, Document, HtmlCanvasElement};

use super::options::ViewOptions;
use super::sizing::{backing_size, pin_if_intrinsic, Pinned};
use crate::game::{Color, Game, Point};
use crate::view::canvas::CanvasPainter;
use crate::view::{draw, Ghost, Layout, Scene};

/// What the pointer and keyboard show on top of the position.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Overlay {
    /// The intersection under a hovering mouse or pen.
    pub hover: Option<Point>,
    /// The keyboard cursor, shown while the canvas has keyboard focus.
    pub cursor: Option<Point>,
    /// Whether to show the cursor.
    pub cursor_visible: bool,
    /// Numbered translucent stones (analysis line).
    pub ghosts: Vec<Ghost>,
    /// With `confirm` on: the point tapped once, waiting for a second tap.
    pub pending: Option<Point>,
}

/// The canvas, its painter and the current geometry.
pub struct Renderer {
    canvas: HtmlCanvasElement,
    painter: CanvasPainter,
    /// Device pixels per CSS pixel at the last measure.
    pub ratio: f64,
    /// CSS changes the widget made to the canvas.
    pub pinned: Pinned,
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
        }
    }

    /// Matches the backing store to the CSS box at the current ratio; true if it changed.
    pub fn sync_size(&mut self) -> bool {
        pin_if_intrinsic(&self.canvas, &mut self.pinned);
        self.ratio = current_ratio();
        let Some((w, h)) = backing_size(&self.canvas, self.ratio) else {
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

    /// The geometry of the board on the backing store.
    pub fn layout(&self, game: &Game, view: &ViewOptions) -> Layout {
        Layout::new(
            self.canvas.width() as f64,
            self.canvas.height() as f64,
            game.config().size,
            view.coordinates,
        )
    }

    /// Backing-store pixels per CSS pixel of the canvas's box, for pointer mapping.
    pub fn css_to_canvas(&self) -> (f64, f64) {
        let (cw, ch) = (self.canvas.client_width(), self.canvas.client_height());
        if cw <= 0 || ch <= 0 {
            return (self.ratio, self.ratio);
        }
        (
            self.canvas.width() as f64 / cw as f64,
            self.canvas.height() as f64 / ch as f64,
        )
    }

    /// Paints the whole frame now.
    pub fn paint(
        &mut self,
        game: &Game,
        view: &ViewOptions,
        overlay: &Overlay,
        preview: Option<(Point, Color)>,
    ) {
        self.sync_size();
        let layout = self.layout(game, view);
        let scene = Scene {
            preview,
            cursor: overlay.cursor.filter(|_| overlay.cursor_visible),
            ghosts: &overlay.ghosts,
            coordinates: view.coordinates,
            move_numbers: view.move_numbers,
            last_move: view.last_move,
            pixel_ratio: self.ratio,
            ..Scene::from_game(game, &view.theme)
        };
        draw(&mut self.painter, &layout, &scene);
    }

    /// Forgets cached sprites, after a theme change.
    pub fn forget_sprites(&mut self) {
        self.painter.reset();
    }
}

/// The window's device pixel ratio, 1 outside a window.
pub fn current_ratio() -> f64 {
    web_sys::window()
        .map(|w| w.device_pixel_ratio())
        .filter(|r| r.is_finite() && *r > 0.0)
        .unwrap_or(1.0)
}
