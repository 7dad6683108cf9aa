//! The network's policy head: how promising each candidate move is, for move ordering.
//!
//! A small layer reads both accumulators (the value network's inputs, clipped as there) into
//! `PC` context units in 0..=1; a move's score is the context times a learned vector for the
//! point's feature of each side, plus a learned constant per feature of each side and one
//! for where the point lies from the last two moves (`locality`). The
//! context lets the same shape rank higher or lower depending on the whole position (an
//! attack on the board, a race of threats), which per-shape tables cannot.
//!
//! Quantisation: the context layer's weights are in 1/256 of the 0..=127 inputs and its
//! units come out in 0..=127 like the value network's first layer; the feature vectors and
//! constants are in ordering points (the unit of `movegen::order_score`) per unit of context.
//!
//! The file: the text `GOMOKU-POLICY 1`, lines saying how it was made, a NUL byte, the sizes
//! (PC, inputs, features, locality buckets) as little-endian u16, then the weights in the order of
//! `PolicyWeights`, i16 and i32 little-endian.

#[cfg(not(target_arch = "wasm32"))]
use std::sync::OnceLock;

use super::file::{head, put_i16s, put_i32s, NetError, Reader};
use super::net::H;
use crate::ai::class::NFEAT;

/// Context units.
pub const PC: usize = 8;
/// Buckets of `locality`.
pub const NLOC: usize = 10;

/// Where the point `p` (x, y) lies from an earlier move `q`: its distance (1 to 4 points, 5
/// for farther or no move), times two for whether it is on one of `q`'s lines.
pub fn locality(p: (usize, usize), q: Option<(usize, usize)>) -> usize {
    let Some(q) = q else {
        return 2 * 4;
    };
    let (dx, dy) = (p.0.abs_diff(q.0), p.1.abs_diff(q.1));
    let d = dx.max(dy).clamp(1, 5) - 1;
    2 * d + usize::from(dx == 0 || dy == 0 || dx == dy)
}
/// The context layer's inputs: both clipped accumulators.
pub const PIN: usize = 2 * H;

const MAGIC: &[u8] = b"GOMOKU-POLICY 1";

/// The policy's weights as integers, in file order.
#[derive(Clone, Debug, PartialEq)]
pub struct PolicyWeights {
    /// Context layer, unit-major (`PC * PIN`).
    pub w: Vec<i16>,
    /// Context biases (`PC`).
    pub b: Vec<i32>,
    /// Per feature, its vector for the side to move (`NFEAT * PC`).
    pub mine: Vec<i16>,
    /// Per feature, its vector for the other side (`NFEAT * PC`).
    pub theirs: Vec<i16>,
    /// Per feature, its constant for the side to move (`NFEAT`).
    pub mine0: Vec<i16>,
    /// Per feature, its constant for the other side (`NFEAT`).
    pub theirs0: Vec<i16>,
    /// Per locality from the last move and from the one before it (`NLOC * NLOC`).
    pub loc: Vec<i16>,
}

fn sizes() -> [u16; 4] {
    [PC as u16, PIN as u16, NFEAT as u16, NLOC as u16]
}

/// The file of `q`, with `header` (how it was made) as its text part.
pub fn encode_policy(header: &str, q: &PolicyWeights) -> Vec<u8> {
    let mut out = head(MAGIC, header, &sizes());
    put_i16s(&mut out, &q.w);
    put_i32s(&mut out, &q.b);
    put_i16s(&mut out, &q.mine);
    put_i16s(&mut out, &q.theirs);
    put_i16s(&mut out, &q.mine0);
    put_i16s(&mut out, &q.theirs0);
    put_i16s(&mut out, &q.loc);
    out
}

/// Reads a policy file.
pub fn decode_policy(bytes: &[u8]) -> Result<PolicyWeights, NetError> {
    let mut r = Reader::open(bytes, MAGIC, &sizes())?;
    let q = PolicyWeights {
        w: r.i16s(PC * PIN)?,
        b: r.i32s(PC)?,
        mine: r.i16s(NFEAT * PC)?,
        theirs: r.i16s(NFEAT * PC)?,
        mine0: r.i16s(NFEAT)?,
        theirs0: r.i16s(NFEAT)?,
        loc: r.i16s(NLOC * NLOC)?,
    };
    r.finish()?;
    Ok(q)
}

/// A position's context, in 0..=127 per unit.
pub type Context = [i32; PC];

/// The policy, laid out for use.
pub struct Policy {
    w: Vec<[i16; PIN]>,
    b: [i32; PC],
    /// Per feature: its vector for the side to move, then for the other side.
    vecs: Vec<[[i16; PC]; 2]>,
    /// Per feature: its constants for the side to move and the other side.
    consts: Vec<[i16; 2]>,
    loc: Vec<i16>,
}

impl Policy {
    /// The policy of quantised weights.
    pub fn new(q: &PolicyWeights) -> Policy {
        let row = |v: &[i16], f: usize| -> [i16; PC] {
            let mut r = [0i16; PC];
            r.copy_from_slice(&v[f * PC..(f + 1) * PC]);
            r
        };
        let mut b = [0; PC];
        b.copy_from_slice(&q.b);
        Policy {
            w: q.w
                .chunks_exact(PIN)
                .map(|c| {
                    let mut r = [0i16; PIN];
                    r.copy_from_slice(c);
                    r
                })
                .collect(),
            b,
            vecs: (0..NFEAT)
                .map(|f| [row(&q.mine, f), row(&q.theirs, f)])
                .collect(),
            consts: (0..NFEAT).map(|f| [q.mine0[f], q.theirs0[f]]).collect(),
            loc: q.loc.clone(),
        }
    }

    /// The context of a position whose clipped accumulators (the side to move's first) are
    /// `x` (`Net::inputs`).
    pub fn context(&self, x: &[i16; PIN]) -> Context {
        let mut c = [0i32; PC];
        for ((u, b), w) in c.iter_mut().zip(&self.b).zip(&self.w) {
            let s: i32 = x.iter().zip(w).map(|(&a, &w)| a as i32 * w as i32).sum();
            *u = ((b + s) >> 8).clamp(0, 127);
        }
        c
    }

    /// The score, in ordering points, of a move to a point whose feature is `mine` for the
    /// side to move and `theirs` for the other side, and whose `locality` from the last move
    /// and the one before is `loc` (`NLOC` times the first plus the second).
    #[inline]
    pub fn score(&self, c: &Context, mine: u16, theirs: u16, loc: usize) -> i32 {
        let (a, b) = (&self.vecs[mine as usize][0], &self.vecs[theirs as usize][1]);
        let mut s = 0i32;
        for k in 0..PC {
            s += c[k] * (a[k] as i32 + b[k] as i32);
        }
        s / 127
            + self.consts[mine as usize][0] as i32
            + self.consts[theirs as usize][1] as i32
            + self.loc[loc] as i32
    }
}

/// The policy built into the engine, if its file is this build's. Only native builds carry
/// it: it did not win games yet (the `policy` knob is off), so the page's engine module does
/// not pay its 45 KB (gzipped) of weights.
#[cfg(not(target_arch = "wasm32"))]
pub fn policy() -> Option<&'static Policy> {
    static P: OnceLock<Option<Policy>> = OnceLock::new();
    P.get_or_init(|| {
        decode_policy(include_bytes!("policy.bin"))
            .ok()
            .map(|q| Policy::new(&q))
    })
    .as_ref()
}

/// No policy in the page's engine (see the native `policy`).
#[cfg(target_arch = "wasm32")]
pub fn policy() -> Option<&'static Policy> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The policy built in is this build's, says how it was made, and reads back the same.
    #[test]
    fn built_in_policy_loads() {
        let bytes = include_bytes!("policy.bin");
        let q = decode_policy(bytes).expect("policy.bin");
        assert!(policy().is_some());
        let text = bytes.split(|&b| b == 0).next().unwrap_or(&[]);
        assert!(String::from_utf8_lossy(text).contains("--bin train -- policy"));
        assert_eq!(decode_policy(&encode_policy("again", &q)), Ok(q));
    }

    #[test]
    fn refuses_other_files() {
        assert_eq!(
            decode_policy(b"GOMOKU-NNUE 1").err(),
            Some(NetError::NotANet)
        );
        let q = decode_policy(include_bytes!("policy.bin")).expect("policy.bin");
        let bytes = encode_policy("short", &q);
        assert_eq!(
            decode_policy(&bytes[..bytes.len() - 2]).err(),
            Some(NetError::Length)
        );
    }
}
