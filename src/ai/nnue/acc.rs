//! The accumulators, updated lazily: a move only notes which features of which side changed,
//! and the sums are brought up to date when a position is evaluated, from the last evaluated
//! position on the line. Most moves (the threat solvers', the defence checks') are never
//! evaluated, and a take-back costs nothing. The row operations are plain loops over
//! fixed-size arrays, which the compiler turns into vector adds (SSE2 natively, simd128 in
//! wasm when enabled) and scalar code elsewhere.

use super::super::class::NFEAT;
use super::net::{Net, H};

/// One side's accumulator.
pub type Acc = [i16; H];

/// A feature that does not exist: the point left the evaluation or joined it.
pub const NO_FEAT: u16 = 0x7FF;
/// Feature rows of the network, rounded up to a power of two (`NO_FEAT` is the last).
pub const FEAT_SLOTS: usize = NO_FEAT as usize + 1;
const _: () = assert!(NFEAT < NO_FEAT as usize);

/// `acc += row`.
#[inline]
pub fn add_row(acc: &mut Acc, row: &Acc) {
    for (a, r) in acc.iter_mut().zip(row) {
        *a = a.wrapping_add(*r);
    }
}

/// `acc -= row`.
#[inline]
pub fn sub_row(acc: &mut Acc, row: &Acc) {
    for (a, r) in acc.iter_mut().zip(row) {
        *a = a.wrapping_sub(*r);
    }
}

/// The accumulators of every position on the current line, computed on demand.
#[derive(Clone, Default)]
pub struct Lazy {
    /// Per move on the line since the base: where its changes start in `changes`.
    starts: Vec<u32>,
    /// Changes as `side << 22 | old << 11 | new` (features, `NO_FEAT` for none).
    changes: Vec<u32>,
    /// Accumulators of the base position and of the positions after each move, as far as
    /// `valid` reaches.
    accs: Vec<[Acc; 2]>,
    valid: usize,
}

impl Lazy {
    /// Starts over from a position whose accumulators are `base`.
    pub fn reset(&mut self, base: [Acc; 2]) {
        self.starts.clear();
        self.changes.clear();
        self.accs.clear();
        self.accs.push(base);
        self.valid = 1;
    }

    /// A move is made.
    #[inline]
    pub fn make(&mut self) {
        self.starts.push(self.changes.len() as u32);
        self.valid = self.valid.min(self.starts.len());
    }

    /// `side`'s point changed from feature `old` to `new`.
    #[inline]
    pub fn change(&mut self, side: usize, old: u16, new: u16) {
        self.changes
            .push((side as u32) << 22 | (old as u32) << 11 | new as u32);
    }

    /// The last move is taken back.
    #[inline]
    pub fn unmake(&mut self) {
        if let Some(s) = self.starts.pop() {
            self.changes.truncate(s as usize);
            self.valid = self.valid.min(self.starts.len() + 1);
        }
    }

    /// The accumulators of the current position.
    pub fn current(&mut self, net: &Net) -> &[Acc; 2] {
        let cur = self.starts.len();
        while self.accs.len() <= cur {
            self.accs.push([[0; H]; 2]);
        }
        for k in self.valid..=cur {
            let mut a = self.accs[k - 1];
            let end = self
                .starts
                .get(k)
                .map_or(self.changes.len(), |&e| e as usize);
            for &c in &self.changes[self.starts[k - 1] as usize..end] {
                let side = (c >> 22) as usize & 1;
                // `NO_FEAT`'s row is zero.
                sub_row(&mut a[side], net.row((c >> 11) as usize));
                add_row(&mut a[side], net.row(c as usize));
            }
            self.accs[k] = a;
        }
        self.valid = cur + 1;
        &self.accs[cur]
    }
}
