//! The engine's padded board layout: cells of a 26x26 board plus five cells of padding on every
//! side, so a line of eleven cells around any point never leaves the array.

/// Empty cells of padding around the board, so neighbour offsets never leave the array.
pub const PAD: usize = 5;
/// Row stride of the padded board (26 + 2 * 5).
pub const STRIDE: usize = 36;
/// Cells of the padded board.
pub const CELLS: usize = STRIDE * STRIDE;
/// Offsets of the four directions: across, down, down-right, up-right.
pub const OFFSETS: [isize; 4] = [1, STRIDE as isize, STRIDE as isize + 1, 1 - STRIDE as isize];

/// Whether padded cells `a` and `b` lie on one line within four points of each other.
pub fn aligned(a: usize, b: usize) -> bool {
    let (ax, ay) = ((a % STRIDE) as isize, (a / STRIDE) as isize);
    let (bx, by) = ((b % STRIDE) as isize, (b / STRIDE) as isize);
    let (dx, dy) = (bx - ax, by - ay);
    (dx == 0 || dy == 0 || dx.abs() == dy.abs()) && dx.abs().max(dy.abs()) <= 4
}

#[cfg(test)]
mod tests {
    use super::{aligned, PAD, STRIDE};

    fn at(x: usize, y: usize) -> usize {
        (y + PAD) * STRIDE + x + PAD
    }

    /// The fours a line of fours may go on with: on the previous four's row, column or
    /// diagonals, at most four points away.
    #[test]
    fn aligned_means_one_line_within_four() {
        let c = at(7, 7);
        for (x, y) in [(11, 7), (3, 7), (7, 3), (7, 11), (11, 11), (3, 11), (8, 6)] {
            assert!(aligned(c, at(x, y)), "({x}, {y})");
        }
        for (x, y) in [(12, 7), (7, 2), (12, 12), (8, 9), (9, 10), (2, 12)] {
            assert!(!aligned(c, at(x, y)), "({x}, {y})");
        }
    }
}
