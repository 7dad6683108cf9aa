//! The trainers' seeded randomness: initial weights and the order of the positions each epoch.

use gomoku::ai::rng::splitmix;

/// A number uniform in -a..a.
pub fn uniform(state: &mut u64, a: f32) -> f32 {
    ((splitmix(state) >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0) as f32 * a
}

/// Shuffles `v` in place (Fisher-Yates).
pub fn shuffle(v: &mut [usize], state: &mut u64) {
    for i in (1..v.len()).rev() {
        let j = (splitmix(state) % (i as u64 + 1)) as usize;
        v.swap(i, j);
    }
}
