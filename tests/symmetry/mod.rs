//! The 8 symmetries of the square board, shared by the native tests that check rules are
//! the same in every orientation.

use gomoku::game::Point;

/// `p` under symmetry `sym` (0..8) of a `size`x`size` board: transpose, then mirror x and/or y.
pub fn map(p: Point, size: usize, sym: u8) -> Point {
    let (mut x, mut y) = (p.x, p.y);
    if sym & 4 != 0 {
        std::mem::swap(&mut x, &mut y);
    }
    if sym & 1 != 0 {
        x = size - 1 - x;
    }
    if sym & 2 != 0 {
        y = size - 1 - y;
    }
    Point::new(x, y)
}
