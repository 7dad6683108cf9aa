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

    /// Fills a polygon, its corners in order (even-odd rule). This default fills it row by row
    /// of whole pixels with `fill_rect`; a painter with paths of its own does it in one go.
    fn fill_polygon(&mut self, corners: &[(f64, f64)], color: &str) {
        let n = corners.len();
        if n < 3 {
            return;
        }
        let ys = corners.iter().map(|c| c.1);
        let top = ys.clone().fold(f64::INFINITY, f64::min).floor() as i64;
        let bottom = ys.fold(f64::NEG_INFINITY, f64::max).ceil() as i64;
        let mut xs = Vec::new();
        for row in top..bottom {
            let y = row as f64 + 0.5;
            xs.clear();
            for i in 0..n {
                let ((x1, y1), (x2, y2)) = (corners[i], corners[(i + 1) % n]);
                if (y1 <= y) != (y2 <= y) {
                    xs.push(x1 + (y - y1) * (x2 - x1) / (y2 - y1));
                }
            }
            xs.sort_by(f64::total_cmp);
            for span in xs.chunks_exact(2) {
                self.fill_rect(span[0], row as f64, span[1] - span[0], 1.0, color);
            }
        }
    }
}
