//! The empty points whose class makes a four or better (or, for renju black, a foul), kept
//! as a bit set per side and updated with the classes: the searches ask for the points that
//! make a five, a four or an open four at almost every node, and these few points are read
//! from the set instead of scanning every point near the stones.

use super::super::class::{BLOCK4_1, FORBID};
use super::CELLS;

const WORDS: usize = (2 * CELLS).div_ceil(64);

/// Whether a point of this class belongs in the set.
#[inline]
pub fn marked(class: u8) -> bool {
    class >= BLOCK4_1 || class == FORBID
}

/// One bit per side and cell (`side * CELLS + cell`).
#[derive(Clone)]
pub struct Marked {
    bits: [u64; WORDS],
}

impl Marked {
    /// The empty set.
    pub fn new() -> Marked {
        Marked { bits: [0; WORDS] }
    }

    /// Puts `ci` in the set or takes it out.
    #[inline]
    pub fn set(&mut self, ci: usize, on: bool) {
        let (w, b) = (ci / 64, ci % 64);
        if on {
            self.bits[w] |= 1 << b;
        } else {
            self.bits[w] &= !(1 << b);
        }
    }

    /// The empty cell `ci` changed class from `old` to `new`.
    #[inline]
    pub fn update(&mut self, ci: usize, old: u8, new: u8) {
        if marked(old) != marked(new) {
            self.set(ci, marked(new));
        }
    }

    /// The cells of `side` in the set, in increasing order, as indexes into the board.
    pub fn cells(&self, side: usize) -> impl Iterator<Item = usize> + '_ {
        let (lo, hi) = (side * CELLS, (side + 1) * CELLS);
        (lo / 64..hi.div_ceil(64)).flat_map(move |w| {
            let mut word = self.bits[w];
            std::iter::from_fn(move || {
                while word != 0 {
                    let b = word.trailing_zeros() as usize;
                    word &= word - 1;
                    let ci = w * 64 + b;
                    if (lo..hi).contains(&ci) {
                        return Some(ci - lo);
                    }
                }
                None
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_come_back_per_side_in_order() {
        let mut m = Marked::new();
        for ci in [5, 63, 64, CELLS - 1, CELLS, CELLS + 70, 2 * CELLS - 1] {
            m.set(ci, true);
        }
        m.update(5, BLOCK4_1, 0);
        m.update(6, 0, FORBID);
        assert_eq!(m.cells(0).collect::<Vec<_>>(), [6, 63, 64, CELLS - 1]);
        assert_eq!(m.cells(1).collect::<Vec<_>>(), [0, 70, CELLS - 1]);
    }
}
