//! The transposition table: one slot per hash bucket, deeper or newer results replace.

/// Exact score.
pub const EXACT: u8 = 0;
/// Score is a lower bound (fail high).
pub const LOWER: u8 = 1;
/// Score is an upper bound (fail low).
pub const UPPER: u8 = 2;

/// One stored search result.
#[derive(Clone, Copy, Default)]
pub struct Entry {
    /// Full hash, to tell collisions apart.
    pub key: u64,
    /// Score, mate scores relative to this node.
    pub score: i32,
    /// Best move as a padded cell index, 0 for none.
    pub mv: u16,
    /// Remaining depth searched.
    pub depth: i8,
    /// EXACT, LOWER or UPPER.
    pub flag: u8,
}

/// A fixed-size table of entries.
pub struct Table {
    slots: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A table using about `mb` megabytes (at least one thousand entries).
    pub fn new(mb: usize) -> Table {
        let want = (mb.max(1) << 20) / std::mem::size_of::<Entry>();
        let mut n = 1024;
        while n * 2 <= want {
            n *= 2;
        }
        Table {
            slots: vec![Entry::default(); n],
            mask: n - 1,
        }
    }

    /// Forgets everything (searches with a node budget start from here, for determinism).
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|e| *e = Entry::default());
    }

    /// The entry for `key`, if stored.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.slots[key as usize & self.mask];
        (e.key == key).then_some(e)
    }

    /// Stores a result, keeping a deeper result of the same position.
    pub fn store(&mut self, key: u64, depth: i32, score: i32, flag: u8, mv: u16) {
        let slot = &mut self.slots[key as usize & self.mask];
        if slot.key == key && slot.depth as i32 > depth && flag != EXACT {
            return;
        }
        let mv = if mv == 0 && slot.key == key {
            slot.mv
        } else {
            mv
        };
        *slot = Entry {
            key,
            score,
            mv,
            depth: depth.clamp(-100, 100) as i8,
            flag,
        };
    }
}
