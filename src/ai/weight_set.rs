//! The shape of the evaluation's weights: what the trainer fits, `weights.rs` holds, and
//! `cells` turns into per-point tables.

use super::class::{NCLASS, NMASK, NMULTI};
use super::patterns::NPAT;

/// The evaluation's parameters. A point's value to the side to move (`att`) and to the other
/// side (`def`) is a linear function of its directional patterns and class, plus a learned
/// correction per multiset of patterns (`*_multi[0]`), plus one more for renju black
/// (`*_multi[1]`, on top of nothing for a foul point).
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
    /// Per combination of threats on the board (see `eval::threat_mask`).
    pub threat: [i16; NMASK],
    /// Per pattern multiset (`class::multi_of`), for the side to move: normal, renju black.
    pub att_multi: [[i16; NMULTI]; 2],
    /// Per pattern multiset, for the side not to move: normal, renju black.
    pub def_multi: [[i16; NMULTI]; 2],
    /// Move ordering, per pattern multiset: what playing the point adds to the ordering
    /// score of its class and patterns, for a normal side and for renju black.
    pub ord_att_multi: [[i16; NMULTI]; 2],
    /// What taking the point from the other side adds.
    pub ord_def_multi: [[i16; NMULTI]; 2],
}
