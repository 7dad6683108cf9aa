//! Opening stones for swap rules: quiet three-stone openings around the centre.

use crate::game::Point;

/// Black, white, black, as offsets from the centre: white touching, black a little away, so
/// neither side is far ahead and the chooser has a real decision.
pub const SWAP_OPENINGS: [[(isize, isize); 3]; 4] = [
    [(0, 0), (1, 1), (-2, 1)],
    [(0, 0), (0, 1), (2, -2)],
    [(0, 0), (1, 0), (-1, 2)],
    [(0, 0), (-1, 1), (2, 2)],
];

/// Stone `k` (0-2) of opening `which` on a board of `size`, clamped onto the board.
pub fn swap_opening_stone(which: usize, k: usize, size: usize) -> Point {
    let (dx, dy) = SWAP_OPENINGS[which % SWAP_OPENINGS.len()][k.min(2)];
    let c = (size / 2) as isize;
    let last = size as isize - 1;
    Point::new(
        (c + dx).clamp(0, last) as usize,
        (c + dy).clamp(0, last) as usize,
    )
}
