//! Move ordering scores: a move's own threat plus the threat it takes from the opponent.

use super::patterns::threat;
use super::position::Pos;

/// Ordering scores at or above this are threats (or blocks of threats).
pub const THREAT_ORDER: i32 = 1000;

/// Score of making each `Threat` (quiet, two, three, open three, four, 3x3, 4x3, open four, five).
const ATTACK: [i32; 9] = [0, 30, 80, 1200, 1500, 6000, 12000, 40000, 200000];
/// Score of taking the point where the opponent would make each `Threat`.
const DEFEND: [i32; 9] = [0, 15, 40, 1000, 1100, 4000, 8000, 20000, 100000];
/// Small per-direction shape bonus, to order quiet moves.
const SHAPE: [i32; 11] = [0, 1, 3, 5, 12, 14, 40, 45, 0, 0, 0];

/// Static ordering score of `me` playing `m`: its own threat plus the threat it blocks.
pub fn order_score(pos: &Pos, me: usize, m: usize) -> i32 {
    let a = pos.pats(me, m);
    let d = pos.pats(1 - me, m);
    let mut s = ATTACK[threat(a) as usize] + DEFEND[threat(d) as usize];
    for k in 0..4 {
        // Attack shapes count fully, defensive ones three quarters: initiative matters.
        s += SHAPE[a[k] as usize] + SHAPE[d[k] as usize] * 3 / 4;
    }
    s
}
