//! Per-point values: for every point code, one side's class and what the point is worth to the
//! evaluation and to move ordering. One table per side kind (normal, or renju black whose
//! doubles are fouls), built from a set of weights, so the position updates a point with a
//! single load; the trainer builds tables from weights of its own.

use std::sync::OnceLock;

use super::boxed;
use super::class::{class_of, multi_of, pats_of, FORBID, NCLASS, NCODE, NMULTI};
use super::patterns::{NPAT, OVERLINE};
use super::weight_set::Weights;
use super::weights::WEIGHTS;

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
    /// The point's feature for the network (`features::NFEAT`): its pattern multiset, offset
    /// by `NMULTI` for renju black.
    pub feat: u16,
}

/// Ordering score of making each class (by class index).
pub const ORD_ATT: [i16; NCLASS] = [
    0, 0, 40, 30, 120, 130, 700, 800, 3000, 600, 900, 6000, 12000, 30000,
];
/// Ordering score of taking each class from the opponent.
pub const ORD_DEF: [i16; NCLASS] = [
    0, 0, 25, 20, 90, 100, 500, 600, 2000, 400, 600, 4000, 8000, 20000,
];
/// Small per-direction ordering bonus, to rank quiet points.
pub const ORD_DIR: [i16; NPAT] = [0, 1, 3, 6, 12, 14, 20, 20, 0, 0, 0];

/// The values of patterns `p` (class `class`) for the side to move and the other side, from
/// the linear part of `w` only.
pub fn linear_values(w: &Weights, p: [u8; 4], class: u8) -> (i32, i32) {
    let mut att = w.att_class[class as usize] as i32;
    let mut def = w.def_class[class as usize] as i32;
    for &k in &p {
        att += w.att_dir[k as usize] as i32;
        def += w.def_dir[k as usize] as i32;
    }
    (att, def)
}

fn info_of(w: &Weights, code: usize, no_doubles: bool) -> CellInfo {
    let p = pats_of(code);
    let class = class_of(p, no_doubles);
    let m = multi_of(code);
    let top = p
        .iter()
        .map(|&k| if k == OVERLINE { 0 } else { k })
        .max()
        .unwrap_or(0);
    let (mut att, mut def) = if class == FORBID {
        // Renju: black's foul points get their own values only.
        (0, 0)
    } else {
        let (a, d) = linear_values(w, p, class);
        (a + w.att_multi[0][m] as i32, d + w.def_multi[0][m] as i32)
    };
    if no_doubles {
        att += w.att_multi[1][m] as i32;
        def += w.def_multi[1][m] as i32;
    }
    let mut ord_a = ORD_ATT[class as usize] as i32;
    let mut ord_d = ORD_DEF[class as usize] as i32;
    if class != FORBID {
        for &k in &p {
            ord_a += ORD_DIR[k as usize] as i32;
            ord_d += ORD_DIR[k as usize] as i32 * 3 / 4;
        }
    }
    let t = usize::from(no_doubles);
    ord_a += w.ord_att_multi[t][m] as i32;
    ord_d += w.ord_def_multi[t][m] as i32;
    let c = |v: i32| v.clamp(i16::MIN as i32, i16::MAX as i32) as i16;
    CellInfo {
        class,
        top,
        att: c(att),
        def: c(def),
        ord_att: c(ord_a),
        ord_def: c(ord_d),
        feat: (usize::from(no_doubles) * NMULTI + m) as u16,
    }
}

/// Codes rounded up to a power of two: a code masked to these bits indexes a table with no
/// bounds check.
pub const CODE_SLOTS: usize = 1 << 14;
const _: () = assert!(NCODE <= CODE_SLOTS);

/// One side kind's values by code (the slots from `NCODE` on are never read).
pub type InfoTable = [CellInfo; CODE_SLOTS];

/// The slot of a point code.
#[inline]
pub fn slot(code: u16) -> usize {
    code as usize & (CODE_SLOTS - 1)
}

/// The point tables of weights `w`: index 0 for a normal side, 1 for renju black.
pub fn tables_of(w: &Weights) -> [Box<InfoTable>; 2] {
    [false, true].map(|no_doubles| {
        let mut t: Box<InfoTable> = boxed::filled(CellInfo::default());
        for (c, info) in t.iter_mut().enumerate().take(NCODE) {
            *info = info_of(w, c, no_doubles);
        }
        t
    })
}

/// The point tables of the weights in use (built once per process).
pub fn infos() -> &'static [Box<InfoTable>; 2] {
    static T: OnceLock<[Box<InfoTable>; 2]> = OnceLock::new();
    T.get_or_init(|| tables_of(&WEIGHTS))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renju_black_fouls_have_values_of_their_own() {
        let (normal, black) = (&infos()[0], &infos()[1]);
        let forbid: Vec<usize> = (0..NCODE).filter(|&c| black[c].class == FORBID).collect();
        assert!(!forbid.is_empty());
        for &c in &forbid {
            let m = multi_of(c);
            assert_eq!(black[c].att, WEIGHTS.att_multi[1][m]);
            assert_eq!(black[c].def, WEIGHTS.def_multi[1][m]);
            assert_ne!(normal[c].class, FORBID);
        }
    }
}
