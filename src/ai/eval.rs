//! Static evaluation: the values of every empty point for both sides, summed incrementally
//! by the position from the tuned tables (see `weights` and `class`), plus a term for the
//! combination of threats on the board (who holds the initiative).

use super::class::{BLOCK4_1, BLOCK4_FLEX3, BLOCK4_PLUS, FLEX3_1, FLEX3_2X, FLEX3_PLUS, FLEX4_2X};
use super::position::Pos;
use super::weights::WEIGHTS;

/// Which threats each side holds, as bits: the side to move's four-three, four, double three
/// and three points, then the other side's open-four, four-three, four, double three and
/// three points.
pub fn threat_mask(pos: &Pos, me: usize) -> usize {
    let opp = 1 - me;
    let bits = [
        pos.has_class(me, BLOCK4_FLEX3, BLOCK4_FLEX3),
        pos.has_class(me, BLOCK4_1, BLOCK4_PLUS),
        pos.has_class(me, FLEX3_2X, FLEX3_2X),
        pos.has_class(me, FLEX3_1, FLEX3_PLUS),
        pos.has_class(opp, FLEX4_2X, FLEX4_2X),
        pos.has_class(opp, BLOCK4_FLEX3, BLOCK4_FLEX3),
        pos.has_class(opp, BLOCK4_1, BLOCK4_PLUS),
        pos.has_class(opp, FLEX3_2X, FLEX3_2X),
        pos.has_class(opp, FLEX3_1, FLEX3_PLUS),
    ];
    bits.iter()
        .enumerate()
        .map(|(i, &b)| usize::from(b) << i)
        .sum()
}

/// Static evaluation of `pos` from `side`'s view (`side` is to move).
pub fn evaluate(pos: &Pos, side: usize) -> i32 {
    let (att, _) = pos.sums(side);
    let (_, def) = pos.sums(1 - side);
    att - def + WEIGHTS.tempo as i32 + WEIGHTS.threat[threat_mask(pos, side)] as i32
}
