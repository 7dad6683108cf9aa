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
