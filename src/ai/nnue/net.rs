//! The network's weights, their file and the forward pass.
//!
//! Quantisation: an accumulator lane of `QA` (508) is an activation of 1.0, fine enough for
//! the small embeddings of the shapes that cover most of the board (a sum may pass through
//! anything on the way, as the updates wrap, but ends within 16 bits: the trainer keeps the
//! sums within +-64); clipped to 0..=508 and shifted by 2 it becomes the first layer's
//! 0..=127 input. Layer weights are in 1/256, so a layer's 32-bit sum is in 127 * 256 per
//! unit and shifts back by 8 into the next layer's 0..=127 activation. The output, in
//! 127 * 256 per logit unit, becomes evaluation points at 400 per logit (the engine's
//! win-rate scale).
//!
//! The file: the text `GOMOKU-NNUE 1`, lines saying how it was made, a NUL byte, then the
//! sizes (H, L1, L2, NIN, features) as little-endian u16 and the weights in the order of
//! `Quantised`, i16 and i32 little-endian.

use std::sync::OnceLock;

use super::super::boxed;
use super::acc::{Acc, FEAT_SLOTS};
use super::file::{head, put_i16s, put_i32s, NetError, Reader};
use crate::ai::class::NFEAT;

/// Accumulator width per side.
pub const H: usize = 32;
/// First hidden layer.
pub const L1: usize = 16;
/// Second hidden layer.
pub const L2: usize = 16;
/// Threat bits fed to the first layer (see `eval::threat_mask`).
pub const NTHREAT: usize = 9;
/// First layer's inputs: both accumulators, then the threat bits (padded to 16).
pub const NIN: usize = 2 * H + 16;
/// Accumulator units per unit of activation.
pub const QA: i16 = 508;

const MAGIC: &[u8] = b"GOMOKU-NNUE 1";

/// The weights as integers, in file order.
#[derive(Clone, Debug, PartialEq)]
pub struct Quantised {
    /// Per feature, its embedding (`NFEAT * H`).
    pub emb: Vec<i16>,
    /// Accumulator bias (`H`).
    pub bias: Vec<i16>,
    /// First layer, output-major (`L1 * NIN`).
    pub w1: Vec<i16>,
    /// First layer's biases (`L1`).
    pub b1: Vec<i32>,
    /// Second layer (`L2 * L1`).
    pub w2: Vec<i16>,
    /// Second layer's biases (`L2`).
    pub b2: Vec<i32>,
    /// Output weights (`L2`).
    pub w3: Vec<i16>,
    /// Output bias.
    pub b3: i32,
}

fn sizes() -> [u16; 5] {
    [H as u16, L1 as u16, L2 as u16, NIN as u16, NFEAT as u16]
}

/// The file of `q`, with `header` (how it was made) as its text part.
pub fn encode(header: &str, q: &Quantised) -> Vec<u8> {
    let mut out = head(MAGIC, header, &sizes());
    put_i16s(&mut out, &q.emb);
    put_i16s(&mut out, &q.bias);
    put_i16s(&mut out, &q.w1);
    put_i32s(&mut out, &q.b1);
    put_i16s(&mut out, &q.w2);
    put_i32s(&mut out, &q.b2);
    put_i16s(&mut out, &q.w3);
    put_i32s(&mut out, &[q.b3]);
    out
}

/// Reads a weight file.
pub fn decode(bytes: &[u8]) -> Result<Quantised, NetError> {
    let mut r = Reader::open(bytes, MAGIC, &sizes())?;
    let q = Quantised {
        emb: r.i16s(NFEAT * H)?,
        bias: r.i16s(H)?,
        w1: r.i16s(L1 * NIN)?,
        b1: r.i32s(L1)?,
        w2: r.i16s(L2 * L1)?,
        b2: r.i32s(L2)?,
        w3: r.i16s(L2)?,
        b3: r.i32s(1)?[0],
    };
    r.finish()?;
    Ok(q)
}

/// The network, laid out for the forward pass.
pub struct Net {
    /// One row per feature slot; the slots from `NFEAT` on (`NO_FEAT` among them) are zero,
    /// so a change to or from "no feature" needs no test.
    emb: Box<[Acc; FEAT_SLOTS]>,
    bias: Acc,
    /// The first layer's weights on the accumulators (its threat columns are `threat_cols`).
    w1: Vec<[i16; 2 * H]>,
    b1: [i32; L1],
    /// Per threat input, its column of the first layer times 127 (the input when set): a
    /// set threat adds its column to all of the layer's sums at once.
    threat_cols: [[i32; L1]; NTHREAT],
    w2: Vec<[i16; L1]>,
    b2: [i32; L2],
    w3: [i16; L2],
    b3: i32,
}

/// Sum of products, added in pairs of neighbouring lanes: the shape of SSE2's multiply-add
/// (`pmaddwd`), which the compiler then uses natively.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline]
fn dot<const N: usize>(a: &[i16; N], b: &[i16; N]) -> i32 {
    const { assert!(N.is_multiple_of(8), "whole groups of eight lanes") };
    let mut lanes = [0i32; 4];
    for (x, y) in a.chunks_exact(8).zip(b.chunks_exact(8)) {
        for (j, l) in lanes.iter_mut().enumerate() {
            *l += x[2 * j] as i32 * y[2 * j] as i32 + x[2 * j + 1] as i32 * y[2 * j + 1] as i32;
        }
    }
    lanes.iter().sum::<i32>()
}

/// Sum of products with simd128's `i32x4.dot_i16x8_s`, eight lanes at a time: the compiler
/// does not find it in the portable loop above.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
fn dot<const N: usize>(a: &[i16; N], b: &[i16; N]) -> i32 {
    use core::arch::wasm32::{i16x8, i32x4_add, i32x4_dot_i16x8, i32x4_extract_lane, i32x4_splat};
    const { assert!(N.is_multiple_of(8), "whole groups of eight lanes") };
    let v = |x: &[i16]| i16x8(x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7]);
    let mut s = i32x4_splat(0);
    for (x, y) in a.chunks_exact(8).zip(b.chunks_exact(8)) {
        s = i32x4_add(s, i32x4_dot_i16x8(v(x), v(y)));
    }
    i32x4_extract_lane::<0>(s)
        + i32x4_extract_lane::<1>(s)
        + i32x4_extract_lane::<2>(s)
        + i32x4_extract_lane::<3>(s)
}

/// The first `N` weights of each row of `stride` weights in `v`.
fn rows<const N: usize>(v: &[i16], stride: usize) -> Vec<[i16; N]> {
    v.chunks_exact(stride)
        .map(|c| {
            let mut r = [0i16; N];
            r.copy_from_slice(&c[..N]);
            r
        })
        .collect()
}

impl Net {
    /// The network of quantised weights.
    pub fn new(q: &Quantised) -> Net {
        let mut b1 = [0; L1];
        b1.copy_from_slice(&q.b1);
        let mut b2 = [0; L2];
        b2.copy_from_slice(&q.b2);
        let mut w3 = [0; L2];
        w3.copy_from_slice(&q.w3);
        let mut bias = [0; H];
        bias.copy_from_slice(&q.bias);
        let mut emb: Box<[Acc; FEAT_SLOTS]> = boxed::filled([0; H]);
        for (r, c) in emb.iter_mut().zip(q.emb.chunks_exact(H)) {
            r.copy_from_slice(c);
        }
        let mut threat_cols = [[0; L1]; NTHREAT];
        for (t, col) in threat_cols.iter_mut().enumerate() {
            for (c, row) in col.iter_mut().zip(q.w1.chunks_exact(NIN)) {
                *c = 127 * row[2 * H + t] as i32;
            }
        }
        Net {
            emb,
            bias,
            w1: rows(&q.w1, NIN),
            b1,
            threat_cols,
            w2: rows(&q.w2, L1),
            b2,
            w3,
            b3: q.b3,
        }
    }

    /// The embedding of feature `f` (zero for `NO_FEAT`).
    #[inline]
    pub fn row(&self, f: usize) -> &Acc {
        &self.emb[f & (FEAT_SLOTS - 1)]
    }

    /// Both accumulators (`me` first) with the bias, clipped to the first layer's 0..=127,
    /// into the start of `x`.
    #[inline]
    fn clipped(&self, me: &Acc, opp: &Acc, x: &mut [i16]) {
        for k in 0..H {
            x[k] = me[k].wrapping_add(self.bias[k]).clamp(0, QA) >> 2;
            x[H + k] = opp[k].wrapping_add(self.bias[k]).clamp(0, QA) >> 2;
        }
    }

    /// The clipped accumulators the policy's context reads (`me` first).
    pub fn inputs(&self, me: &Acc, opp: &Acc) -> [i16; 2 * H] {
        let mut x = [0i16; 2 * H];
        self.clipped(me, opp, &mut x);
        x
    }

    /// The network's part of the evaluation, in evaluation points, for the side whose
    /// accumulator is `me` (to move) against `opp`, with threat combination `mask`.
    pub fn eval(&self, me: &Acc, opp: &Acc, mask: usize) -> i32 {
        let mut x = [0i16; 2 * H];
        self.clipped(me, opp, &mut x);
        // The threat inputs are 127 or 0: only the columns of the bits set are added.
        let mut pre = self.b1;
        let mut bits = mask & ((1 << NTHREAT) - 1);
        while bits != 0 {
            for (p, c) in pre
                .iter_mut()
                .zip(&self.threat_cols[bits.trailing_zeros() as usize])
            {
                *p += c;
            }
            bits &= bits - 1;
        }
        let mut h1 = [0i16; L1];
        for ((h, p), w) in h1.iter_mut().zip(pre).zip(&self.w1) {
            let sum = p + dot(&x, w);
            *h = (sum >> 8).clamp(0, 127) as i16;
        }
        let mut h2 = [0i16; L2];
        for ((h, b), w) in h2.iter_mut().zip(&self.b2).zip(&self.w2) {
            *h = ((b + dot(&h1, w)) >> 8).clamp(0, 127) as i16;
        }
        let out = self.b3 + dot(&h2, &self.w3);
        // 400 points per logit, 127 * 256 units per logit.
        (out as i64 * 400 / (127 * 256)) as i32
    }
}

/// The network built into the engine, if its file is this build's.
pub fn net() -> Option<&'static Net> {
    static N: OnceLock<Option<Net>> = OnceLock::new();
    N.get_or_init(|| decode(include_bytes!("net.bin")).ok().map(|q| Net::new(&q)))
        .as_ref()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The weight file built in is this build's: otherwise the engine would silently play
    /// without its network.
    #[test]
    fn built_in_weights_load() {
        let q = decode(include_bytes!("net.bin")).expect("net.bin");
        assert!(net().is_some());
        // The text part says how the file was made.
        let text = include_bytes!("net.bin")
            .split(|&b| b == 0)
            .next()
            .unwrap_or(&[]);
        assert!(String::from_utf8_lossy(text).contains("--bin train -- net"));
        // Written back, it reads the same.
        assert_eq!(decode(&encode("again", &q)), Ok(q));
    }

    #[test]
    fn refuses_other_files() {
        assert_eq!(decode(b"PNG").err(), Some(NetError::NotANet));
        let q = decode(include_bytes!("net.bin")).expect("net.bin");
        let bytes = encode("short", &q);
        assert_eq!(
            decode(&bytes[..bytes.len() - 1]).err(),
            Some(NetError::Length)
        );
        let mut sized = bytes.clone();
        let nul = sized.iter().position(|&b| b == 0).expect("nul");
        sized[nul + 1] ^= 1;
        assert!(matches!(decode(&sized), Err(NetError::Sizes(_))));
    }
}
