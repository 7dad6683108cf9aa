//! The review graph's canvas: its backing store following its CSS box times the device pixel
//! ratio (as the board's does), its painter, and the geometry of its last paint, which maps a
//! click to a move.

use web_sys::{CanvasRenderingContext2d, Document, HtmlCanvasElement};

use super::renderer::current_ratio;
use super::sizing::{pin_if_intrinsic, unpin, Pinned};
use super::CanvasPainter;
use crate::view::{backing_size, css_scale, draw_graph, Graph, GraphLayout};

/// The graph's canvas, its painter and the geometry last painted.
pub struct GraphCanvas {
    canvas: HtmlCanvasElement,
    painter: CanvasPainter,
    ratio: f64,
    pinned: Pinned,
    layout: Option<GraphLayout>,
}

impl GraphCanvas {
    /// A graph on `canvas` with its 2D context.
    pub fn new(
        canvas: HtmlCanvasElement,
        ctx: CanvasRenderingContext2d,
        document: Document,
    ) -> GraphCanvas {
        GraphCanvas {
            painter: CanvasPainter::new(ctx, document),
            canvas,
            ratio: 1.0,
            pinned: Pinned::default(),
            layout: None,
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
        self.painter.reset();
        true
    }

    /// Paints now what `graph_at` makes for the device pixel ratio.
    pub fn paint<'a>(&mut self, graph_at: impl FnOnce(f64) -> Graph<'a>) {
        self.sync_size();
        let graph = graph_at(self.ratio);
        let (w, h) = (self.canvas.width() as f64, self.canvas.height() as f64);
        let layout = GraphLayout::new(w, h, self.ratio, graph.rates.len());
        draw_graph(&mut self.painter, &layout, &graph);
        self.layout = Some(layout);
    }

    /// The move (1-based) nearest to an offset in CSS pixels from the canvas's padding edge,
    /// in the geometry of the last paint.
    pub fn move_at(&self, x: f64) -> Option<usize> {
        let (sx, _) = css_scale(
            (self.canvas.client_width(), self.canvas.client_height()),
            (self.canvas.width(), self.canvas.height()),
            self.ratio,
        );
        self.layout?.move_at(x * sx)
    }

    /// Gives the canvas its inline size back.
    pub fn release(&self) {
        unpin(&self.canvas, &self.pinned);
    }
}
