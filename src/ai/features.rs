//! The evaluation as a linear model, for the tuner: a position's feature counts, the
//! weights in use as a vector, and the source text of a weight table.

use crate::game::{Board, Color, Rule};

use super::class::{FORBID, NCLASS, NMASK};
use super::eval::threat_mask;
use super::movegen::has_real_threat;
use super::patterns::NPAT;
use super::position::{side_of, Pos};
use super::weights::{Weights, WEIGHTS};

/// Number of parameters: the tempo, then per directional pattern for the side to move and
/// the other, then per class for the side to move and the other, then per threat mask.
pub const NFEATURES: usize = 1 + 2 * NPAT + 2 * NCLASS + NMASK;

/// Index of the first threat-mask parameter.
pub const MASK0: usize = 1 + 2 * NPAT + 2 * NCLASS;

/// The feature counts of a quiet position (neither side has a four, and the side to move
/// has no winning open four), whose dot product with the weight vector is the evaluation;
/// `None` for other positions.
pub fn features(board: &Board, rule: Rule, to_move: Color) -> Option<Vec<f32>> {
    let pos = Pos::new(board, rule);
    let me = side_of(to_move);
    if pos.has_five_point(0) || pos.has_five_point(1) {
        return None;
    }
    if has_real_threat(&pos, me, &mut Vec::new()) {
        return None;
    }
    let mut f = vec![0f32; NFEATURES];
    f[0] = 1.0;
    for p in board.points() {
        let i = Pos::index(p);
        if !pos.is_empty(i) {
            continue;
        }
        // The other side's values are subtracted.
        for (k, side, sign) in [(0, me, 1.0), (1, 1 - me, -1.0)] {
            let c = pos.class(side, i);
            // Renju black's forbidden points count for nothing.
            if c == FORBID {
                continue;
            }
            for d in pos.pats(side, i) {
                f[1 + k * NPAT + d as usize] += sign;
            }
            f[1 + 2 * NPAT + k * NCLASS + c as usize] += sign;
        }
    }
    f[MASK0 + threat_mask(&pos, me)] = 1.0;
    Some(f)
}

/// The weights in use, in feature order.
pub fn weight_vector() -> Vec<f64> {
    let w = WEIGHTS;
    let mut v = vec![w.tempo as f64];
    v.extend(w.att_dir.iter().map(|&x| x as f64));
    v.extend(w.def_dir.iter().map(|&x| x as f64));
    v.extend(w.att_class.iter().map(|&x| x as f64));
    v.extend(w.def_class.iter().map(|&x| x as f64));
    v.extend(w.threat.iter().map(|&x| x as f64));
    v
}

/// Which parameters stay where they are: the tempo (the threat masks, one of which is always
/// on, include it); the values of no pattern, five, overline, no class, foul and five (never
/// on the board of a quiet evaluated position, or worth nothing by definition); and the
/// side to move's open-four point (a win in quiet positions, so they hold none; the value
/// serves the leaf search, where the opponent has fours).
pub fn fixed(i: usize) -> bool {
    use super::class::{FIVE_1, FLEX4_2X, NONE};
    use super::patterns::{FIVE, FLEX4, NONE as PNONE, OVERLINE};
    if i == 0 {
        return true;
    }
    if i >= MASK0 {
        return false;
    }
    let j = i - 1;
    if j < 2 * NPAT {
        let p = (j % NPAT) as u8;
        return p == PNONE || p == FIVE || p == OVERLINE || (j < NPAT && p == FLEX4);
    }
    let k = j - 2 * NPAT;
    let c = (k % NCLASS) as u8;
    c == NONE || c == FORBID || c == FIVE_1 || (k < NCLASS && c == FLEX4_2X)
}

/// The source of `weights.rs` for the vector `v`, with `header` (how it was made) on top.
pub fn weights_source(v: &[f64], header: &str) -> String {
    let r = |x: f64| x.round().clamp(-30000.0, 30000.0) as i16;
    let mut w = Weights {
        tempo: r(v[0]),
        att_dir: [0; NPAT],
        def_dir: [0; NPAT],
        att_class: [0; NCLASS],
        def_class: [0; NCLASS],
        threat: [0; NMASK],
    };
    let list = |a: &[i16]| {
        a.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    for k in 0..NPAT {
        w.att_dir[k] = r(v[1 + k]);
        w.def_dir[k] = r(v[1 + NPAT + k]);
    }
    for k in 0..NCLASS {
        w.att_class[k] = r(v[1 + 2 * NPAT + k]);
        w.def_class[k] = r(v[1 + 2 * NPAT + NCLASS + k]);
    }
    for k in 0..NMASK {
        w.threat[k] = r(v[MASK0 + k]);
    }
    let rows: Vec<String> = w
        .threat
        .chunks(16)
        .map(|c| format!("        {},", list(c)))
        .collect();
    format!(
        "//! Evaluation weights: what each directional pattern and each combined class on an empty
//! point is worth to the side to move (`att`) and to the other side (`def`), and the tempo.
//!
{header}

use super::class::{{NCLASS, NMASK}};
use super::patterns::NPAT;

/// The evaluation's parameters.
#[derive(Clone, Copy, Debug)]
pub struct Weights {{
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
}}

/// The weights in use.
#[rustfmt::skip]
pub const WEIGHTS: Weights = Weights {{
    tempo: {},
    att_dir: [{}],
    def_dir: [{}],
    att_class: [{}],
    def_class: [{}],
    threat: [
{}
    ],
}};
",
        w.tempo,
        list(&w.att_dir),
        list(&w.def_dir),
        list(&w.att_class),
        list(&w.def_class),
        rows.join("\n")
    )
}
