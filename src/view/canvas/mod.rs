//! Canvases on the page: the `Painter` on a 2D context, the board's canvas (its backing store
//! and the geometry of its last paint) and the offscreen canvas of pictures. The only part of
//! `view` that touches web-sys.

#[cfg(feature = "engine")]
mod graph_canvas;
mod painter;
mod renderer;
mod sizing;

#[cfg(feature = "pictures")]
mod offscreen;

#[cfg(feature = "engine")]
pub use graph_canvas::GraphCanvas;
#[cfg(feature = "pictures")]
pub use offscreen::Offscreen;
pub use painter::CanvasPainter;
pub use renderer::Renderer;
pub use sizing::current_ratio;
