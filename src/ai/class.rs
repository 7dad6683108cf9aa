//! Combined threat classes: what a stone on an empty point makes over its four directions,
//! (see `cells` for the per-point values derived from them).
//!
//! A point's four directional patterns form its code, `((p0 * 11 + p1) * 11 + p2) * 11 + p3`.

use std::sync::OnceLock;

use super::patterns::{BLOCK3, BLOCK4, FIVE, FLEX2, FLEX3, FLEX4, NPAT, OVERLINE};

/// Nothing notable.
pub const NONE: u8 = 0;
/// Renju black: the patterns make this point a foul (overline, double four, double three).
pub const FORBID: u8 = 1;
/// One open two.
pub const TWO: u8 = 2;
/// One closed three.
pub const BLOCK3_1: u8 = 3;
/// Two open twos.
pub const TWO_TWO: u8 = 4;
/// A closed three with another closed three or an open two.
pub const BLOCK3_PLUS: u8 = 5;
/// One open three.
pub const FLEX3_1: u8 = 6;
/// An open three with a closed three or an open two.
pub const FLEX3_PLUS: u8 = 7;
/// Two open threes.
pub const FLEX3_2X: u8 = 8;
/// One four.
pub const BLOCK4_1: u8 = 9;
/// A four with a closed three or an open two.
pub const BLOCK4_PLUS: u8 = 10;
/// A four and an open three.
pub const BLOCK4_FLEX3: u8 = 11;
/// An open four or two fours: wins unless the opponent can four.
pub const FLEX4_2X: u8 = 12;
/// A five.
pub const FIVE_1: u8 = 13;
/// Number of classes.
pub const NCLASS: usize = 14;
/// Number of threat combinations on a board (nine bits: see `eval::threat_mask`).
pub const NMASK: usize = 512;

/// Number of point codes (four directions of `NPAT` patterns).
pub const NCODE: usize = NPAT * NPAT * NPAT * NPAT;
/// Code weight of each direction.
pub const CODE_W: [u16; 4] = [
    (NPAT * NPAT * NPAT) as u16,
    (NPAT * NPAT) as u16,
    NPAT as u16,
    1,
];

/// Number of point multisets: four directional patterns with their order ignored (C(14, 4)).
/// A point's value depends on its multiset only: the board's symmetries permute directions.
pub const NMULTI: usize = 1001;
/// Number of point features: the pattern multisets of a normal side, then of renju black.
pub const NFEAT: usize = 2 * NMULTI;

/// The multiset index of every code, and the sorted patterns of every multiset.
fn multis() -> &'static (Vec<u16>, Vec<[u8; 4]>) {
    static T: OnceLock<(Vec<u16>, Vec<[u8; 4]>)> = OnceLock::new();
    T.get_or_init(|| {
        let mut list = Vec::with_capacity(NMULTI);
        for a in 0..NPAT as u8 {
            for b in a..NPAT as u8 {
                for c in b..NPAT as u8 {
                    for d in c..NPAT as u8 {
                        list.push([a, b, c, d]);
                    }
                }
            }
        }
        let index = (0..NCODE)
            .map(|code| {
                let mut p = pats_of(code);
                p.sort_unstable();
                list.binary_search(&p).unwrap_or(0) as u16
            })
            .collect();
        (index, list)
    })
}

/// The multiset index of a point code.
pub fn multi_of(code: usize) -> usize {
    multis().0[code] as usize
}

/// The patterns of multiset `m`, weakest first.
pub fn multi_pats(m: usize) -> [u8; 4] {
    multis().1[m]
}

/// Directional patterns of a code.
pub fn pats_of(code: usize) -> [u8; 4] {
    [
        (code / (NPAT * NPAT * NPAT)) as u8,
        (code / (NPAT * NPAT) % NPAT) as u8,
        (code / NPAT % NPAT) as u8,
        (code % NPAT) as u8,
    ]
}

/// The class of four directional patterns; `no_doubles` for renju black.
pub fn class_of(p: [u8; 4], no_doubles: bool) -> u8 {
    let (mut fours, mut flex4, mut threes, mut block3, mut twos, mut over) =
        (0, false, 0, 0, 0, false);
    for &k in &p {
        match k {
            FIVE => return FIVE_1,
            OVERLINE => over = true,
            FLEX4 => {
                flex4 = true;
                fours += 1
            }
            BLOCK4 => fours += 1,
            FLEX3 => threes += 1,
            BLOCK3 => block3 += 1,
            FLEX2 => twos += 1,
            _ => {}
        }
    }
    if no_doubles && (over || fours >= 2 || threes >= 2) {
        return FORBID;
    }
    let minor = block3 + twos;
    if flex4 || fours >= 2 {
        FLEX4_2X
    } else if fours == 1 {
        if threes >= 1 {
            BLOCK4_FLEX3
        } else if minor >= 1 {
            BLOCK4_PLUS
        } else {
            BLOCK4_1
        }
    } else if threes >= 2 {
        FLEX3_2X
    } else if threes == 1 {
        if minor >= 1 {
            FLEX3_PLUS
        } else {
            FLEX3_1
        }
    } else if block3 >= 1 && minor >= 2 {
        BLOCK3_PLUS
    } else if twos >= 2 {
        TWO_TWO
    } else if block3 >= 1 {
        BLOCK3_1
    } else if twos == 1 {
        TWO
    } else {
        NONE
    }
}

/// Whether a class makes a four or better (the opponent must answer or lose).
pub fn is_four(class: u8) -> bool {
    class >= BLOCK4_1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::patterns::{BLOCK1, FLEX1, NONE as PNONE};

    #[test]
    fn classes_combine_directions() {
        assert_eq!(class_of([FIVE, FLEX3, FLEX3, PNONE], true), FIVE_1);
        assert_eq!(class_of([FLEX3, FLEX3, PNONE, PNONE], false), FLEX3_2X);
        assert_eq!(class_of([FLEX3, FLEX3, PNONE, PNONE], true), FORBID);
        assert_eq!(class_of([BLOCK4, BLOCK4, PNONE, PNONE], false), FLEX4_2X);
        assert_eq!(class_of([BLOCK4, BLOCK4, PNONE, PNONE], true), FORBID);
        assert_eq!(class_of([BLOCK4, FLEX3, PNONE, PNONE], true), BLOCK4_FLEX3);
        assert_eq!(class_of([OVERLINE, FLEX2, PNONE, PNONE], true), FORBID);
        assert_eq!(class_of([OVERLINE, FLEX2, PNONE, PNONE], false), TWO);
        assert_eq!(class_of([BLOCK3, FLEX2, BLOCK1, FLEX1], false), BLOCK3_PLUS);
        assert_eq!(class_of([FLEX4, PNONE, PNONE, PNONE], true), FLEX4_2X);
    }

    #[test]
    fn multisets_ignore_direction_order() {
        let code = |p: [u8; 4]| -> usize {
            p.iter()
                .zip(CODE_W)
                .map(|(&k, w)| k as usize * w as usize)
                .sum()
        };
        let a = multi_of(code([FLEX3, PNONE, BLOCK1, FLEX3]));
        assert_eq!(a, multi_of(code([BLOCK1, FLEX3, FLEX3, PNONE])));
        assert_ne!(a, multi_of(code([BLOCK1, FLEX3, FLEX1, PNONE])));
        assert_eq!(multi_pats(a), [PNONE, BLOCK1, FLEX3, FLEX3]);
        let used: std::collections::HashSet<usize> = (0..NCODE).map(multi_of).collect();
        assert_eq!(used.len(), NMULTI);
    }

    #[test]
    fn codes_round_trip() {
        for code in [0, 1, 11, 5000, NCODE - 1] {
            let p = pats_of(code);
            let back: usize = p
                .iter()
                .zip(CODE_W)
                .map(|(&k, w)| k as usize * w as usize)
                .sum();
            assert_eq!(back, code);
        }
    }
}
