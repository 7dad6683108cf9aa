//! Static evaluation: the pattern potential of both sides plus the tempo of open threes.

use super::patterns::NPAT;
use super::position::Pos;

/// Weight of one directional pattern on an empty point, by pattern kind (see `patterns`).
///
/// Summed incrementally by the position over every empty point, so the evaluation itself
/// costs a handful of loads.
pub const PATTERN_VALUE: [i32; NPAT] = [0, 1, 3, 6, 16, 20, 60, 60, 200, 500, 0];

/// Static evaluation of `pos` from `side`'s view (`side` is to move).
pub fn evaluate(pos: &Pos, side: usize) -> i32 {
    let opp = 1 - side;
    // The side to move converts potential first: weigh its own a little higher.
    let mut s = pos.potential(side) * 6 / 5 - pos.potential(opp);
    if pos.has_open_four_point(side) && !pos.has_five_point(opp) {
        // An open three of the mover becomes an open four unless the opponent has fours.
        s += 1500;
    } else if pos.has_open_four_point(opp) && !pos.has_four_move(side) {
        // The opponent's open three must be answered: a tempo lost.
        s -= 800;
    }
    s
}
