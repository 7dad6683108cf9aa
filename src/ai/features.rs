//! The evaluation's inputs, for the trainer (`src/bin/train`): a position's empty points as
//! counts of pattern multisets per side, its threat combination, and the source text of a
//! weight table.

use crate::game::{Board, Color, Point, Rule};

use super::class::{FORBID, NCLASS, NMASK, NMULTI};
use super::eval::threat_mask;
use super::movegen::has_real_threat;
use super::nnue::PIN;
use super::patterns::NPAT;
use super::position::{side_of, Pos};
use super::weight_set::Weights;
use super::weights::WEIGHTS;

pub use super::class::NFEAT;

/// What the evaluation reads in a quiet position: per side, how many empty points have each
/// feature (`t * NMULTI + multiset`, `t` 1 for renju black), and the threat combination.
#[derive(Clone, Debug, Default)]
pub struct Sample {
    /// Features of the side to move: (feature, number of points), by feature.
    pub me: Vec<(u16, u16)>,
    /// Features of the other side.
    pub opp: Vec<(u16, u16)>,
    /// The threat combination (`eval::threat_mask`).
    pub mask: u16,
}

/// The features of a quiet position (neither side has a four, and the side to move has no
/// winning open four); `None` for other positions, which the search never evaluates.
pub fn sample(board: &Board, rule: Rule, to_move: Color) -> Option<Sample> {
    let pos = Pos::new(board, rule);
    let me = side_of(to_move);
    if pos.has_five_point(0) || pos.has_five_point(1) || has_real_threat(&pos, me, &mut Vec::new())
    {
        return None;
    }
    let mut counts = vec![[0u16; 2]; NFEAT];
    for p in board.points() {
        let i = Pos::index(p);
        if !pos.is_empty(i) {
            continue;
        }
        for (k, side) in [(0, me), (1, 1 - me)] {
            counts[feature(&pos, side, i)][k] += 1;
        }
    }
    let list = |k: usize| -> Vec<(u16, u16)> {
        counts
            .iter()
            .enumerate()
            .filter(|(_, c)| c[k] > 0)
            .map(|(f, c)| (f as u16, c[k]))
            .collect()
    };
    Some(Sample {
        me: list(0),
        opp: list(1),
        mask: threat_mask(&pos, me) as u16,
    })
}

/// A move of a quiet position, for the ordering's trainer.
#[derive(Clone, Copy, Debug)]
pub struct Candidate {
    /// The move.
    pub point: Point,
    /// The point's feature for the side to move.
    pub me: u16,
    /// The point's feature for the other side.
    pub opp: u16,
    /// Its ordering score with the weights in use (before the search's history).
    pub score: i32,
}

/// The moves the search ranks by their ordering score in a quiet position (no four on the
/// board, no open four to make or to stop), with their scores; `None` for other positions.
pub fn candidates(board: &Board, rule: Rule, to_move: Color) -> Option<Vec<Candidate>> {
    let pos = Pos::new(board, rule);
    let me = side_of(to_move);
    let mut buf = Vec::new();
    if pos.has_five_point(0)
        || pos.has_five_point(1)
        || has_real_threat(&pos, me, &mut buf)
        || has_real_threat(&pos, 1 - me, &mut buf)
    {
        return None;
    }
    let mut ranked = Vec::new();
    super::movegen::ranked(&pos, me, &mut ranked, &mut buf);
    Some(
        ranked
            .iter()
            .map(|&(score, m)| Candidate {
                point: Pos::point(m as usize),
                me: feature(&pos, me, m as usize) as u16,
                opp: feature(&pos, 1 - me, m as usize) as u16,
                score,
            })
            .collect(),
    )
}

/// The network's clipped accumulators of a position for the side to move (the policy's
/// inputs, `nnue::Net::inputs`); `None` when no network is built in.
pub fn net_inputs(board: &Board, rule: Rule, to_move: Color) -> Option<[i16; PIN]> {
    let mut pos = Pos::new(board, rule);
    pos.set_net(super::nnue::net());
    pos.net_inputs(side_of(to_move))
}

/// The feature of `side`'s empty point `idx`.
fn feature(pos: &Pos, side: usize, idx: usize) -> usize {
    pos.info(side, idx).feat as usize
}

/// The patterns of feature `f` (weakest first) and its class.
pub fn feature_shape(f: usize) -> ([u8; 4], u8) {
    let p = super::class::multi_pats(f % NMULTI);
    (p, super::class::class_of(p, f >= NMULTI))
}

/// Whether feature `f` is a renju foul point.
pub fn is_foul_feature(f: usize) -> bool {
    feature_shape(f).1 == FORBID
}

/// The weights in use.
pub fn weights_in_use() -> Weights {
    WEIGHTS
}

/// The source of `weights.rs` for `w`, with `header` (how it was made) on top.
pub fn weights_source(w: &Weights, header: &str) -> String {
    let list = |a: &[i16]| {
        a.chunks(20)
            .map(|c| {
                let items: Vec<String> = c.iter().map(|x| x.to_string()).collect();
                format!("        {},", items.join(", "))
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let short = |a: &[i16]| {
        a.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let multi = |a: &[[i16; NMULTI]; 2]| {
        format!(
            "[\n    [\n{}\n    ],\n    [\n{}\n    ]]",
            list(&a[0]),
            list(&a[1])
        )
    };
    format!(
        "//! Evaluation weights (see `weight_set::Weights`): what each empty point is worth to the side
//! to move and to the other side, by its patterns, and the threat combinations.
//!
{header}

use super::weight_set::Weights;

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
    att_multi: {},
    def_multi: {},
    ord_att_multi: {},
    ord_def_multi: {},
}};
",
        w.tempo,
        short(&w.att_dir),
        short(&w.def_dir),
        short(&w.att_class),
        short(&w.def_class),
        list(&w.threat),
        multi(&w.att_multi),
        multi(&w.def_multi),
        multi(&w.ord_att_multi),
        multi(&w.ord_def_multi),
    )
}

/// Sizes the trainer needs: patterns, classes, threat combinations, multisets.
pub const SIZES: (usize, usize, usize, usize) = (NPAT, NCLASS, NMASK, NMULTI);
