//! The transposition table: buckets of four entries (one cache line); a result replaces the
//! same position's entry unless that one is much deeper, else the shallowest or oldest.

/// Exact score.
pub const EXACT: u8 = 3;
/// Score is a lower bound (fail high).
pub const LOWER: u8 = 1;
/// Score is an upper bound (fail low).
pub const UPPER: u8 = 2;

/// One stored search result.
#[derive(Clone, Copy, Default)]
pub struct Entry {
    /// High half of the hash, to tell positions of one bucket apart.
    key: u32,
    /// Score, mate scores relative to this node.
    pub score: i32,
    /// Static evaluation of the position.
    pub eval: i16,
    /// Best move as a padded cell index, 0 for none.
    pub mv: u16,
    /// Remaining depth searched.
    pub depth: i8,
    /// EXACT, LOWER or UPPER (0: empty).
    pub flag: u8,
    /// The search that wrote it.
    gen: u8,
}

const WAYS: usize = 4;

#[derive(Clone, Copy, Default)]
#[repr(align(64))]
struct Bucket([Entry; WAYS]);

/// A fixed-size table of buckets.
pub struct Table {
    buckets: Vec<Bucket>,
    mask: usize,
    gen: u8,
}

impl Table {
    /// A table using about `mb` megabytes (at least one thousand entries).
    pub fn new(mb: usize) -> Table {
        let want = (mb.max(1) << 20) / std::mem::size_of::<Bucket>();
        let mut n = 256;
        while n * 2 <= want {
            n *= 2;
        }
        Table {
            buckets: vec![Bucket::default(); n],
            mask: n - 1,
            gen: 0,
        }
    }

    /// Forgets everything (searches with a node budget start from here, for determinism).
    pub fn clear(&mut self) {
        self.buckets.iter_mut().for_each(|b| *b = Bucket::default());
        self.gen = 0;
    }

    /// Starts a new search: older entries become the first to be replaced.
    pub fn new_search(&mut self) {
        self.gen = self.gen.wrapping_add(1);
    }

    fn slot(&self, key: u64) -> (usize, u32) {
        (key as usize & self.mask, (key >> 32) as u32)
    }

    /// Asks the processor to bring `key`'s bucket into the cache ahead of its probe: the
    /// table is far larger than the caches, and a probe otherwise waits for memory.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let bucket = &self.buckets[key as usize & self.mask];
            // SAFETY: a prefetch only hints the cache and never faults; the address is a
            // bucket of the table, and SSE is part of every x86-64 target.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(bucket as *const Bucket as *const i8) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The entry for `key`, if stored.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let (b, k) = self.slot(key);
        self.buckets[b]
            .0
            .iter()
            .find(|e| e.key == k && e.flag != 0)
            .copied()
    }

    /// Stores a result.
    pub fn store(&mut self, key: u64, depth: i32, score: i32, flag: u8, mv: u16, eval: i32) {
        let (b, k) = self.slot(key);
        let gen = self.gen;
        let bucket = &mut self.buckets[b].0;
        let depth = depth.clamp(-100, 100) as i8;
        let mut victim = 0;
        let mut worst = i32::MAX;
        for (i, e) in bucket.iter().enumerate() {
            if e.key == k && e.flag != 0 {
                // The same position: keep a much deeper bound of this search.
                if e.gen == gen && e.depth as i32 > depth as i32 + 2 && flag != EXACT {
                    return;
                }
                victim = i;
                break;
            }
            let age = gen.wrapping_sub(e.gen) as i32;
            let value = if e.flag == 0 {
                i32::MIN
            } else {
                e.depth as i32 - 8 * age
            };
            if value < worst {
                worst = value;
                victim = i;
            }
        }
        let old = bucket[victim];
        let mv = if mv == 0 && old.key == k { old.mv } else { mv };
        bucket[victim] = Entry {
            key: k,
            score,
            eval: eval.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            mv,
            depth,
            flag,
            gen,
        };
    }
}
