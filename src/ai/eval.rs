//! Static evaluation: the pattern potential of both sides plus the tempo of open threes.

use std::sync::OnceLock;

use super::patterns::{BLOCK3, BLOCK4, FIVE, FLEX2, FLEX3, FLEX4, NPAT};
use super::position::Pos;

/// Weight of one directional pattern on an empty point, by pattern kind (see `patterns`).
///
/// Summed incrementally by the position over every empty point, so the evaluation itself
/// costs a handful of loads.
pub const PATTERN_VALUE: [i32; NPAT] = [0, 1, 3, 6, 16, 20, 60, 60, 200, 500, 0];

/// Extra value of an empty point for one side from how its four directions combine, on top
/// of the directional `PATTERN_VALUE`s: a point that makes two threats at once is worth far
/// more than the two threats apart. `no_doubles` (renju black) marks double threes and double
/// fours as fouls: such a point is worth nothing, so its directional value is taken back.
fn combo_of(p: [u8; 4], no_doubles: bool) -> i32 {
    let mut fours = 0;
    let mut open_fours = 0;
    let mut threes = 0;
    let mut closed3 = 0;
    let mut twos = 0;
    let mut own = 0;
    for &k in &p {
        own += PATTERN_VALUE[k as usize];
        match k {
            FIVE => return 0,
            FLEX4 => open_fours += 1,
            BLOCK4 => fours += 1,
            FLEX3 => threes += 1,
            BLOCK3 => closed3 += 1,
            FLEX2 => twos += 1,
            _ => {}
        }
    }
    if no_doubles && (threes >= 2 || fours + open_fours >= 2) {
        return -own;
    }
    let w = &COMBO;
    if fours + open_fours >= 2 {
        w[0]
    } else if fours == 1 && threes >= 1 {
        w[1]
    } else if threes >= 2 {
        w[2]
    } else if fours + open_fours == 1 && closed3 + twos >= 1 {
        w[3]
    } else if threes == 1 && closed3 + twos >= 1 {
        w[4]
    } else if closed3 + twos >= 2 {
        w[5]
    } else {
        0
    }
}

/// `combo_of` by table: the search updates it on every pattern change, so it must be a load.
pub fn combo_value(p: [u8; 4], no_doubles: bool) -> i32 {
    static TABLE: OnceLock<Vec<i16>> = OnceLock::new();
    let t = TABLE.get_or_init(|| {
        let n = NPAT * NPAT * NPAT * NPAT;
        let mut t = vec![0i16; 2 * n];
        for (i, v) in t.iter_mut().enumerate() {
            let k = i % n;
            let p = [
                k / (NPAT * NPAT * NPAT),
                k / (NPAT * NPAT) % NPAT,
                k / NPAT % NPAT,
                k % NPAT,
            ];
            *v = combo_of(p.map(|x| x as u8), i >= n) as i16;
        }
        t
    });
    let k = ((p[0] as usize * NPAT + p[1] as usize) * NPAT + p[2] as usize) * NPAT + p[3] as usize;
    t[k + usize::from(no_doubles) * NPAT * NPAT * NPAT * NPAT] as i32
}

/// Bonuses of `combo_of`: double four, four-three, double three, four with a two or
/// closed three, open three with a two or closed three, two twos.
const COMBO: [i32; 6] = [600, 500, 300, 60, 80, 20];

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
