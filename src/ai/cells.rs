//! Per-point values: for every point code, one side's class and what the point is worth to the
//! evaluation and to move ordering. One table per side kind (normal, or renju black whose
//! doubles are fouls), built from a set of weights, so the position updates a point with a
//! single load; the tuner builds tables from weights of its own.

use std::sync::OnceLock;

use super::class::{class_of, pats_of, FORBID, NCLASS, NCODE};
use super::patterns::{NPAT, OVERLINE};
use super::weights::{Weights, WEIGHTS};

/// What a point is worth to one side, looked up by its code.
#[derive(Clone, Copy, Default, Debug)]
pub struct CellInfo {
    /// Combined class.
    pub class: u8,
    /// The strongest directional pattern (overlines count as nothing).
    pub top: u8,
    /// Value for the side to move.
    pub att: i16,
    /// Value for the side not to move (subtracted from the mover's evaluation).
    pub def: i16,
    /// Move-ordering score of playing here for this side.
    pub ord_att: i16,
    /// Move-ordering score of taking this point from this side.
    pub ord_def: i16,
}

/// Ordering score of making each class (by class index).
const ORD_ATT: [i16; NCLASS] = [
    0, 0, 40, 30, 120, 130, 700, 800, 3000, 600, 900, 6000, 12000, 30000,
];
/// Ordering score of taking each class from the opponent.
const ORD_DEF: [i16; NCLASS] = [
    0, 0, 25, 20, 90, 100, 500, 600, 2000, 400, 600, 4000, 8000, 20000,
];
/// Small per-direction ordering bonus, to rank quiet points.
const ORD_DIR: [i16; NPAT] = [0, 1, 3, 6, 12, 14, 20, 20, 0, 0, 0];

fn info_of(w: &Weights, code: usize, no_doubles: bool) -> CellInfo {
    let p = pats_of(code);
    let class = class_of(p, no_doubles);
    let top = p
        .iter()
        .map(|&k| if k == OVERLINE { 0 } else { k })
        .max()
        .unwrap_or(0);
    if class == FORBID {
        // Renju: black's potential on a forbidden point counts for nothing.
        return CellInfo {
            class,
            top,
            ..CellInfo::default()
        };
    }
    let mut att = w.att_class[class as usize] as i32;
    let mut def = w.def_class[class as usize] as i32;
    let mut ord_a = ORD_ATT[class as usize] as i32;
    let mut ord_d = ORD_DEF[class as usize] as i32;
    for &k in &p {
        att += w.att_dir[k as usize] as i32;
        def += w.def_dir[k as usize] as i32;
        ord_a += ORD_DIR[k as usize] as i32;
        ord_d += ORD_DIR[k as usize] as i32 * 3 / 4;
    }
    let c = |v: i32| v.clamp(i16::MIN as i32, i16::MAX as i32) as i16;
    CellInfo {
        class,
        top,
        att: c(att),
        def: c(def),
        ord_att: c(ord_a),
        ord_def: c(ord_d),
    }
}

/// The point tables of weights `w`: index 0 for a normal side, 1 for renju black.
pub fn tables_of(w: &Weights) -> [Vec<CellInfo>; 2] {
    [
        (0..NCODE).map(|c| info_of(w, c, false)).collect(),
        (0..NCODE).map(|c| info_of(w, c, true)).collect(),
    ]
}

/// The point tables of the weights in use (built once per process).
pub fn infos() -> &'static [Vec<CellInfo>; 2] {
    static T: OnceLock<[Vec<CellInfo>; 2]> = OnceLock::new();
    T.get_or_init(|| tables_of(&WEIGHTS))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renju_black_fouls_are_worth_nothing() {
        let forbid = infos()[1].iter().filter(|i| i.class == FORBID);
        assert!(forbid.clone().count() > 0);
        assert!(forbid.clone().all(|i| i.att == 0 && i.def == 0));
    }
}
