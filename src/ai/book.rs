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

/// The 26 standard three-stone openings (13 direct, 13 indirect) on a board of `size`: black
/// in the centre, white beside it or diagonal to it, and black's second stone on each
/// distinct point (one of each mirror pair) within two of the centre. White is to move.
pub fn standard_openings(size: usize) -> Vec<[Point; 3]> {
    let c = (size / 2) as isize;
    let last = size as isize - 1;
    let at = |dx: isize, dy: isize| {
        Point::new(
            (c + dx).clamp(0, last) as usize,
            (c + dy).clamp(0, last) as usize,
        )
    };
    let mut out = Vec::new();
    for white in [(0isize, -1isize), (1, -1)] {
        for y in -2isize..=2 {
            for x in -2isize..=2 {
                // One of each mirror pair, across the line through the first two stones.
                let keep = if white.0 == 0 { x >= 0 } else { x >= -y };
                if keep && (x, y) != (0, 0) && (x, y) != white {
                    out.push([at(0, 0), at(white.0, white.1), at(x, y)]);
                }
            }
        }
    }
    out
}
