//! An intersection of the board.

/// An intersection: `x` is the column from the left, `y` the row from the top, both 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    /// Column, 0 at the left.
    pub x: usize,
    /// Row, 0 at the top.
    pub y: usize,
}

impl Point {
    /// A point from its column and row.
    pub const fn new(x: usize, y: usize) -> Point {
        Point { x, y }
    }

    /// The point `k` steps from this one along `dir`, if it is on a board of `size`.
    pub fn step(self, dir: (isize, isize), k: isize, size: usize) -> Option<Point> {
        let x = self.x as isize + dir.0 * k;
        let y = self.y as isize + dir.1 * k;
        if x >= 0 && y >= 0 && (x as usize) < size && (y as usize) < size {
            Some(Point::new(x as usize, y as usize))
        } else {
            None
        }
    }
}
