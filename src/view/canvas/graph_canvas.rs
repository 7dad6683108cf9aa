//! The review graph's canvas: its backing store following its CSS box times the device pixel
//! ratio (as the board's does), its painter, and the geometry that maps a click to a move. It
//! paints the graph before any review itself; a graph with a review is handed to whoever
//! paints it (the pictures module, which graded the review).

use web_sys::{CanvasRenderingContext2d, Document, HtmlCanvasElement};

use super::sizing::Surface;
use crate::view::{draw_empty_graph, Graph, GraphLayout};

/// The graph's canvas and its painter.
pub struct GraphCanvas {
    surface: Surface,
}

impl GraphCanvas {
    /// A graph on `canvas` with its 2D context.
    pub fn new(
        canvas: HtmlCanvasElement,
        ctx: CanvasRenderingContext2d,
        document: Document,
    ) -> GraphCanvas {
        GraphCanvas {
            surface: Surface::new(canvas, ctx, document),
        }
    }

    /// Matches the backing store to the CSS box at the current ratio; true if it changed.
    pub fn sync_size(&mut self) -> bool {
        self.surface.sync_size()
    }

    /// Paints now what `graph_at` makes for the device pixel ratio: an empty frame itself, a
    /// graph with a review through `elsewhere`, on the canvas sized.
    pub fn paint<'a>(
        &mut self,
        graph_at: impl FnOnce(f64) -> Graph<'a>,
        elsewhere: impl FnOnce(&HtmlCanvasElement, &Graph),
    ) {
        self.surface.sync_size();
        let graph = graph_at(self.surface.ratio);
        if graph.rates.is_empty() {
            let layout = self.layout(0);
            // The other painter may have set the context's styles since.
            self.surface.painter.reset();
            let painter = &mut self.surface.painter;
            draw_empty_graph(painter, &layout, graph.theme, graph.pixel_ratio);
        } else {
            elsewhere(&self.surface.canvas, &graph);
        }
    }

    /// The move (1-based) nearest to an offset in CSS pixels from the canvas's padding edge,
    /// on a graph of `moves` moves. It takes the moves known now, not those last painted: a
    /// click between a review's end and the next frame lands on the review's moves.
    pub fn move_at(&self, x: f64, moves: usize) -> Option<usize> {
        let (sx, _) = self.surface.css_scale();
        self.layout(moves).move_at(x * sx)
    }

    /// The plot of a graph of `moves` moves on the canvas as it is sized now.
    fn layout(&self, moves: usize) -> GraphLayout {
        let c = &self.surface.canvas;
        GraphLayout::new(
            c.width() as f64,
            c.height() as f64,
            self.surface.ratio,
            moves,
        )
    }

    /// Gives the canvas its inline size back.
    pub fn release(&self) {
        self.surface.release();
    }
}
