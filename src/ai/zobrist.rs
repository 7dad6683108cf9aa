//! Zobrist keys: fixed pseudo-random numbers, so hashes (and searches) are reproducible.

use std::sync::OnceLock;

use super::grid::CELLS;
use super::rng::splitmix;

/// Keys per colour (0 black, 1 white) and cell.
pub fn keys() -> &'static [Vec<u64>; 2] {
    static KEYS: OnceLock<[Vec<u64>; 2]> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut s = 0x5EED_0F60_u64;
        let black = (0..CELLS).map(|_| splitmix(&mut s)).collect();
        let white = (0..CELLS).map(|_| splitmix(&mut s)).collect();
        [black, white]
    })
}

/// Mixed into the hash when white is to move.
pub const WHITE_TO_MOVE: u64 = 0xA3C5_9AC2_F1E8_3B17;
