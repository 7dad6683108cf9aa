//! Where the grid sits on the canvas, and which intersection a pointer is on.

use crate::game::Point;

/// Margin around the grid, in cells, when coordinates are drawn.
const MARGIN_WITH_COORDINATES: f64 = 1.2;
/// Margin around the grid, in cells, without coordinates: room for a stone's half and its shadow.
const MARGIN_PLAIN: f64 = 0.7;

/// The board's geometry on a canvas, in the canvas's own (device) pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// Canvas width.
    pub width: f64,
    /// Canvas height.
    pub height: f64,
    /// Board side in intersections.
    pub size: usize,
    /// Distance between neighbouring intersections.
    pub cell: f64,
    /// X of the first column.
    pub left: f64,
    /// Y of the first row.
    pub top: f64,
}

impl Layout {
    /// The largest square board centred in a `width` x `height` canvas.
    pub fn new(width: f64, height: f64, size: usize, coordinates: bool) -> Layout {
        let margin = if coordinates {
            MARGIN_WITH_COORDINATES
        } else {
            MARGIN_PLAIN
        };
        let side = width.min(height).max(0.0);
        let spans = size.saturating_sub(1) as f64;
        let cell = side / (spans + 2.0 * margin);
        let grid = spans * cell;
        Layout {
            width,
            height,
            size,
            cell,
            left: (width - grid) / 2.0,
            top: (height - grid) / 2.0,
        }
    }

    /// The centre of intersection `p`.
    pub fn center(&self, p: Point) -> (f64, f64) {
        (
            self.left + p.x as f64 * self.cell,
            self.top + p.y as f64 * self.cell,
        )
    }

    /// The nearest intersection to a canvas position, or `None` more than half a cell off the grid.
    pub fn point_at(&self, x: f64, y: f64) -> Option<Point> {
        if self.cell.is_nan() || self.cell <= 0.0 || !x.is_finite() || !y.is_finite() {
            return None;
        }
        let col = ((x - self.left) / self.cell).round();
        let row = ((y - self.top) / self.cell).round();
        let n = self.size as f64;
        if col >= 0.0 && row >= 0.0 && col < n && row < n {
            Some(Point::new(col as usize, row as usize))
        } else {
            None
        }
    }

    /// Radius of a stone: a hair under half a cell so neighbours do not touch.
    pub fn stone_radius(&self) -> f64 {
        self.cell * 0.47
    }

    /// Width of the outermost edge of the board's wood (the grid plus its margin).
    pub fn board_rect(&self) -> (f64, f64, f64, f64) {
        let side = self.width.min(self.height);
        (
            (self.width - side) / 2.0,
            (self.height - side) / 2.0,
            side,
            side,
        )
    }
}

/// The star points of a board: the centre and the 3-3 points (4-4 on larger boards), as boards are marked.
pub fn star_points(size: usize) -> Vec<Point> {
    let mut points = Vec::new();
    let edge = match size {
        0..=8 => None,
        9..=12 => Some(2),
        _ => Some(3),
    };
    if let Some(e) = edge {
        let far = size - 1 - e;
        points.extend([
            Point::new(e, e),
            Point::new(far, e),
            Point::new(e, far),
            Point::new(far, far),
        ]);
    }
    if size % 2 == 1 {
        points.push(Point::new(size / 2, size / 2));
    }
    points
}
