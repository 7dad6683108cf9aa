//! Evaluation weights: what each directional pattern and each combined class on an empty
//! point is worth, to the side to move (`att`) and against it (`def`).
//!
//! Hand-set starting values; `cargo run --release --bin tune` refits them from self-play.

use super::class::NCLASS;
use super::patterns::NPAT;

/// The evaluation's parameters.
#[derive(Clone, Copy, Debug)]
pub struct Weights {
    /// Bonus of the side to move.
    pub tempo: i16,
    /// Per directional pattern, for the side to move.
    pub att_dir: [i16; NPAT],
    /// Per directional pattern, for the side not to move.
    pub def_dir: [i16; NPAT],
    /// Per combined class, for the side to move.
    pub att_class: [i16; NCLASS],
    /// Per combined class, for the side not to move.
    pub def_class: [i16; NCLASS],
}

/// The weights in use.
pub const WEIGHTS: Weights = Weights {
    tempo: 0,
    att_dir: [0, 1, 4, 7, 19, 24, 72, 72, 240, 0, 0],
    def_dir: [0, 1, 3, 6, 16, 20, 60, 60, 200, 0, 0],
    att_class: [0, 0, 0, 0, 24, 24, 0, 96, 360, 0, 72, 600, 1500, 0],
    def_class: [0, 0, 0, 0, 20, 20, 0, 80, 300, 0, 60, 500, 800, 0],
};
