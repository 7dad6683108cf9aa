//! The few drawing operations a position needs; the canvas implements them, tests record them.

use crate::game::Color;

/// Horizontal anchoring of text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextAlign {
    /// Centred on x.
    Center,
    /// Ending at x.
    Right,
}

/// A surface that can draw the pieces of a board. Coordinates are canvas pixels.
pub trait Painter {
    /// Clears the whole surface.
    fn clear(&mut self, width: f64, height: f64);
    /// Fills a rectangle.
    fn fill_rect(&mut self, x: f64, y: f64, w: f64, h: f64, color: &str);
    /// Strokes straight segments `(x1, y1, x2, y2)` as one path.
    fn stroke_segments(&mut self, segments: &[(f64, f64, f64, f64)], width: f64, color: &str);
    /// Fills a disc.
    fn fill_circle(&mut self, x: f64, y: f64, r: f64, color: &str);
    /// Strokes a circle.
    fn stroke_circle(&mut self, x: f64, y: f64, r: f64, width: f64, color: &str);
    /// Draws a shaded stone with its shadow, at `alpha` opacity.
    fn stone(&mut self, x: f64, y: f64, r: f64, color: Color, fill: &str, alpha: f64);
    /// Writes text vertically centred on y.
    fn text(&mut self, x: f64, y: f64, text: &str, px: f64, color: &str, align: TextAlign);
}
