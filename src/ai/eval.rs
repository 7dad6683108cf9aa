//! Static evaluation: the values of every empty point for both sides, summed incrementally
//! by the position from the tuned tables (see `weights` and `class`).

use super::position::Pos;

/// Static evaluation of `pos` from `side`'s view (`side` is to move).
pub fn evaluate(pos: &Pos, side: usize) -> i32 {
    let (att, _) = pos.sums(side);
    let (_, def) = pos.sums(1 - side);
    att - def + super::weights::WEIGHTS.tempo as i32
}
