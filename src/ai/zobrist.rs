//! Zobrist keys: fixed pseudo-random numbers, so hashes (and searches) are reproducible.

use std::sync::OnceLock;

use super::position::CELLS;

/// A SplitMix64 step: small, fast, and good enough for hashing and seeded choices.
pub fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

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
