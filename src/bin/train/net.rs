//! Trains the network (`gomoku::ai::nnue`) on the training positions, in floating point, as
//! a correction on top of the table evaluation in use: the same layers as the engine's, with
//! activations clipped to 0..1, fitted by Adam on minibatches of the mean log loss; then
//! quantised into the engine's integers.
//!
//! A feature's embedding is learned like the tables' values: the sum of one vector per
//! directional pattern and one per class, plus a correction of its own (and one more for
//! renju black) that weight decay keeps small, so rare shapes take the value of their parts.

use super::random::{shuffle, uniform};
use gomoku::ai::nnue::{Acc, Net, Quantised, H, L1, L2, NIN, NTHREAT, QA};
use gomoku::ai::{feature_shape, Sample, NFEAT, SIZES};

use super::samples::{win_rate, Data, SCALE};

/// First-layer inputs used: both accumulators and the threat bits.
const NX: usize = 2 * H + NTHREAT;

/// The float network; one flat vector, in the order of the offsets below.
#[derive(Clone)]
pub struct Params(pub Vec<f32>);

const NPAT: usize = SIZES.0;
const NCLASS: usize = SIZES.1;
const NMULTI: usize = SIZES.3;
/// Class of a renju foul point (no parts: only its own correction).
const FORBID: u8 = 1;

const DIR: usize = 0;
const CLS: usize = DIR + NPAT * H;
/// Corrections: per multiset, then per multiset for renju black.
const EMB: usize = CLS + NCLASS * H;
const BIAS: usize = EMB + NFEAT * H;
const W1: usize = BIAS + H;
const B1: usize = W1 + L1 * NX;
const W2: usize = B1 + L1;
const B2: usize = W2 + L2 * L1;
const W3: usize = B2 + L2;
const B3: usize = W3 + L2;
const NPARAM: usize = B3 + 1;

impl Params {
    /// Small random embeddings and layers, seeded; the output starts at zero, so the
    /// evaluation starts as the tables'.
    pub fn init(seed: u64) -> Params {
        let mut s = seed;
        let mut uni = |a: f32| uniform(&mut s, a);
        let mut v = vec![0f32; NPARAM];
        for x in &mut v[DIR..CLS] {
            *x = uni(0.02);
        }
        for x in &mut v[CLS..EMB] {
            *x = uni(0.02);
        }
        for x in &mut v[BIAS..W1] {
            *x = 0.5;
        }
        let a1 = 1.0 / (NX as f32).sqrt();
        for x in &mut v[W1..B1] {
            *x = uni(a1);
        }
        for x in &mut v[B1..W2] {
            *x = 0.5;
        }
        let a2 = 1.0 / (L1 as f32).sqrt();
        for x in &mut v[W2..B2] {
            *x = uni(a2);
        }
        for x in &mut v[B2..W3] {
            *x = 0.3;
        }
        Params(v)
    }
}

/// Per feature, its patterns and class.
pub struct Shapes(Vec<([u8; 4], u8)>);

impl Shapes {
    pub fn new() -> Shapes {
        Shapes((0..NFEAT).map(feature_shape).collect())
    }

    /// The embedding of every feature (`NFEAT * H`) from the parts in `v`.
    fn compose(&self, v: &[f32]) -> Vec<f32> {
        let mut e = vec![0f32; NFEAT * H];
        for (f, &(p, c)) in self.0.iter().enumerate() {
            let m = f % NMULTI;
            let row = &mut e[f * H..(f + 1) * H];
            if c != FORBID {
                let parts = p
                    .iter()
                    .map(|&k| DIR + k as usize * H)
                    .chain([CLS + c as usize * H, EMB + m * H]);
                for start in parts {
                    for k in 0..H {
                        row[k] += v[start + k];
                    }
                }
            }
            if f >= NMULTI {
                for k in 0..H {
                    row[k] += v[EMB + f * H + k];
                }
            }
        }
        e
    }

    /// Adds the gradient of the parts, given the gradient of every embedding, to `g`.
    fn decompose(&self, ge: &[f32], g: &mut [f32]) {
        for (f, &(p, c)) in self.0.iter().enumerate() {
            let m = f % NMULTI;
            let row = &ge[f * H..(f + 1) * H];
            if row.iter().all(|&x| x == 0.0) {
                continue;
            }
            if c != FORBID {
                let parts = p
                    .iter()
                    .map(|&k| DIR + k as usize * H)
                    .chain([CLS + c as usize * H, EMB + m * H]);
                for start in parts {
                    for k in 0..H {
                        g[start + k] += row[k];
                    }
                }
            }
            if f >= NMULTI {
                for k in 0..H {
                    g[EMB + f * H + k] += row[k];
                }
            }
        }
    }
}

/// What the forward pass keeps for the backward one.
struct Trace {
    a: [[f32; H]; 2],
    x: [f32; NX],
    z1: [f32; L1],
    h1: [f32; L1],
    z2: [f32; L2],
    h2: [f32; L2],
}

/// The largest accumulator lane (in activations) the fit leaves alone: the engine sums a lane
/// in 16 bits, about 64 activations (`i16::MAX / QA`), and wraps past that. A fit without
/// this limit on the games of seed 25 had 92% of its held-out accumulators wrapped.
const ACC_LIMIT: f32 = 32.0;
/// The slope of the penalty on a lane past `ACC_LIMIT`.
const ACC_PENALTY: f32 = 0.05;

fn accumulate(v: &[f32], e: &[f32], list: &[(u16, u16)], out: &mut [f32; H]) {
    out.copy_from_slice(&v[BIAS..BIAS + H]);
    for &(f, n) in list {
        let row = &e[f as usize * H..(f as usize + 1) * H];
        let n = n as f32;
        for k in 0..H {
            out[k] += n * row[k];
        }
    }
}

/// The network's output in logits.
fn forward(v: &[f32], e: &[f32], s: &Sample, t: &mut Trace) -> f32 {
    accumulate(v, e, &s.me, &mut t.a[0]);
    accumulate(v, e, &s.opp, &mut t.a[1]);
    for k in 0..H {
        t.x[k] = t.a[0][k].clamp(0.0, 1.0);
        t.x[H + k] = t.a[1][k].clamp(0.0, 1.0);
    }
    for b in 0..NTHREAT {
        t.x[2 * H + b] = if s.mask >> b & 1 == 1 { 1.0 } else { 0.0 };
    }
    for j in 0..L1 {
        let w = &v[W1 + j * NX..W1 + (j + 1) * NX];
        let z = v[B1 + j] + w.iter().zip(&t.x).map(|(a, b)| a * b).sum::<f32>();
        t.z1[j] = z;
        t.h1[j] = z.clamp(0.0, 1.0);
    }
    for j in 0..L2 {
        let w = &v[W2 + j * L1..W2 + (j + 1) * L1];
        let z = v[B2 + j] + w.iter().zip(&t.h1).map(|(a, b)| a * b).sum::<f32>();
        t.z2[j] = z;
        t.h2[j] = z.clamp(0.0, 1.0);
    }
    v[B3]
        + v[W3..W3 + L2]
            .iter()
            .zip(&t.h2)
            .map(|(a, b)| a * b)
            .sum::<f32>()
}

/// Adds the gradient of the output times `d` to `g`, and that of the embeddings to `ge`.
fn backward(v: &[f32], s: &Sample, t: &Trace, d: f32, g: &mut [f32], ge: &mut [f32]) {
    g[B3] += d;
    let mut dz2 = [0f32; L2];
    for j in 0..L2 {
        g[W3 + j] += d * t.h2[j];
        if t.z2[j] > 0.0 && t.z2[j] < 1.0 {
            dz2[j] = d * v[W3 + j];
        }
    }
    let mut dh1 = [0f32; L1];
    for j in 0..L2 {
        if dz2[j] == 0.0 {
            continue;
        }
        g[B2 + j] += dz2[j];
        for k in 0..L1 {
            g[W2 + j * L1 + k] += dz2[j] * t.h1[k];
            dh1[k] += dz2[j] * v[W2 + j * L1 + k];
        }
    }
    let mut dx = [0f32; NX];
    for j in 0..L1 {
        if !(t.z1[j] > 0.0 && t.z1[j] < 1.0) || dh1[j] == 0.0 {
            continue;
        }
        let dz = dh1[j];
        g[B1 + j] += dz;
        for k in 0..NX {
            g[W1 + j * NX + k] += dz * t.x[k];
            dx[k] += dz * v[W1 + j * NX + k];
        }
    }
    for (side, list) in [(0, &s.me), (1, &s.opp)] {
        let mut da = [0f32; H];
        for k in 0..H {
            let a = t.a[side][k];
            if a > 0.0 && a < 1.0 {
                da[k] = dx[side * H + k];
            } else if a.abs() > ACC_LIMIT {
                // The engine sums a lane in 16 bits: keep it well inside their range.
                da[k] = ACC_PENALTY * a.signum();
            }
        }
        for k in 0..H {
            g[BIAS + k] += da[k];
        }
        for &(f, n) in list.iter() {
            let n = n as f32;
            let row = &mut ge[f as usize * H..(f as usize + 1) * H];
            for k in 0..H {
                row[k] += n * da[k];
            }
        }
    }
}

fn new_trace() -> Trace {
    Trace {
        a: [[0.0; H]; 2],
        x: [0.0; NX],
        z1: [0.0; L1],
        h1: [0.0; L1],
        z2: [0.0; L2],
        h2: [0.0; L2],
    }
}

fn xent(p: f64, y: f64) -> f64 {
    let p = p.clamp(1e-9, 1.0 - 1e-9);
    -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
}

/// Mean log loss on `idx` against the targets and the results; `base[i]` is the table
/// evaluation of sample `i`.
pub fn loss(p: &Params, data: &Data, base: &[f32], idx: &[usize]) -> (f64, f64) {
    let e = Shapes::new().compose(&p.0);
    let mut t = new_trace();
    let (mut lt, mut lr) = (0.0, 0.0);
    for &i in idx {
        let o = forward(&p.0, &e, &data.samples[i], &mut t) as f64;
        let q = win_rate(base[i] as f64 + SCALE * o);
        lt += xent(q, data.target[i] as f64);
        lr += xent(q, data.result[i] as f64);
    }
    let n = idx.len().max(1) as f64;
    (lt / n, lr / n)
}

/// The same loss with the quantised network as the engine runs it.
pub fn loss_quantised(q: &Quantised, data: &Data, base: &[f32], idx: &[usize]) -> (f64, f64) {
    let net = Net::new(q);
    let (mut lt, mut lr) = (0.0, 0.0);
    for &i in idx {
        let s = &data.samples[i];
        let e = net.eval(
            &accumulator(&net, &q.bias, &s.me).0,
            &accumulator(&net, &q.bias, &s.opp).0,
            s.mask as usize,
        );
        let q = win_rate(base[i] as f64 + e as f64);
        lt += xent(q, data.target[i] as f64);
        lr += xent(q, data.result[i] as f64);
    }
    let n = idx.len().max(1) as f64;
    (lt / n, lr / n)
}

/// The engine's accumulator of a feature list (16-bit lanes, wrapping as the engine's do),
/// and whether the exact sum of a lane with its `bias` (added when the engine evaluates)
/// left the 16-bit range.
fn accumulator(net: &Net, bias: &[i16], list: &[(u16, u16)]) -> (Acc, bool) {
    let mut a = [0i16; H];
    let mut exact: [i32; H] = std::array::from_fn(|k| bias[k] as i32);
    for &(f, n) in list {
        let row = net.row(f as usize);
        for k in 0..H {
            a[k] = a[k].wrapping_add(row[k].wrapping_mul(n as i16));
            exact[k] += row[k] as i32 * n as i32;
        }
    }
    let wrapped = exact.iter().any(|&x| i16::try_from(x).is_err());
    (a, wrapped)
}

/// How many of the accumulators of `idx` (two a position) wrapped in the engine's lanes.
pub fn wrapped(q: &Quantised, data: &Data, idx: &[usize]) -> usize {
    let net = Net::new(q);
    idx.iter()
        .map(|&i| &data.samples[i])
        .flat_map(|s| [&s.me, &s.opp])
        .filter(|list| accumulator(&net, &q.bias, list).1)
        .count()
}

/// The fit's settings.
pub struct Fit {
    pub epochs: usize,
    pub batch: usize,
    pub lr: f32,
    pub decay: f32,
    pub threads: usize,
    pub seed: u64,
    /// Decay of the running average of the weights per batch (0: no average); with it, each
    /// epoch's candidate is the average, which smooths the steps' noise.
    pub ema: f32,
}

/// Fits from `p` on `train`, keeping the epoch's weights (with `ema`, their running
/// average) with the lowest held-out loss.
pub fn fit(
    mut p: Params,
    data: &Data,
    base: &[f32],
    train: &[usize],
    valid: &[usize],
    o: &Fit,
) -> Params {
    let (mut m1, mut m2) = (vec![0f32; NPARAM], vec![0f32; NPARAM]);
    let (b1, b2) = (0.9f32, 0.999f32);
    let mut order = train.to_vec();
    let mut seed = o.seed;
    let mut step = 0i32;
    let mut best = (loss(&p, data, base, valid).0, p.clone());
    eprintln!("start: held out {:.5}", best.0);
    let threads = o.threads.max(1);
    let shapes = Shapes::new();
    // The running average of the weights, kept only when the fit judges it (`--ema`).
    let mut avg = (o.ema > 0.0).then(|| p.clone());
    for epoch in 1..=o.epochs {
        let t0 = std::time::Instant::now();
        shuffle(&mut order, &mut seed);
        // The step shrinks linearly to a tenth over the epochs.
        let lr = o.lr * (1.0 - 0.9 * (epoch - 1) as f32 / o.epochs.max(1) as f32);
        for batch in order.chunks(o.batch) {
            let part = batch.len().div_ceil(threads);
            let e = shapes.compose(&p.0);
            let grads: Vec<Vec<f32>> = std::thread::scope(|sc| {
                let hs: Vec<_> = batch
                    .chunks(part)
                    .map(|ids| {
                        let (v, e) = (&p.0, &e);
                        let shapes = &shapes;
                        sc.spawn(move || {
                            let mut g = vec![0f32; NPARAM];
                            let mut ge = vec![0f32; NFEAT * H];
                            let mut t = new_trace();
                            for &i in ids {
                                let s = &data.samples[i];
                                let out = forward(v, e, s, &mut t);
                                let q = win_rate(base[i] as f64 + SCALE * out as f64) as f32;
                                backward(v, s, &t, q - data.target[i], &mut g, &mut ge);
                            }
                            shapes.decompose(&ge, &mut g);
                            g
                        })
                    })
                    .collect();
                hs.into_iter().map(|h| h.join().expect("worker")).collect()
            });
            step += 1;
            let n = batch.len() as f32;
            let c1 = 1.0 - b1.powi(step);
            let c2 = 1.0 - b2.powi(step);
            for k in 0..NPARAM {
                let gk = grads.iter().map(|g| g[k]).sum::<f32>() / n;
                if (EMB..BIAS).contains(&k) {
                    // Decoupled weight decay on the corrections: rare shapes keep the value
                    // of their parts.
                    p.0[k] -= lr * o.decay * p.0[k];
                }
                m1[k] = b1 * m1[k] + (1.0 - b1) * gk;
                m2[k] = b2 * m2[k] + (1.0 - b2) * gk * gk;
                p.0[k] -= lr * (m1[k] / c1) / ((m2[k] / c2).sqrt() + 1e-8);
            }
            clip(&mut p);
            if let Some(avg) = &mut avg {
                for (a, &x) in avg.0.iter_mut().zip(&p.0) {
                    *a = o.ema * *a + (1.0 - o.ema) * x;
                }
            }
        }
        let cand = avg.as_ref().unwrap_or(&p);
        let (vt, vr) = loss(cand, data, base, valid);
        eprintln!(
            "epoch {epoch}: held out {vt:.5} (results {vr:.5}) in {:.0} s",
            t0.elapsed().as_secs_f64()
        );
        if vt < best.0 || valid.is_empty() {
            best = (vt, cand.clone());
        }
    }
    best.1
}

/// Keeps every weight inside what its integer can hold.
fn clip(p: &mut Params) {
    for x in &mut p.0[DIR..BIAS] {
        *x = x.clamp(-8.0, 8.0);
    }
    for x in &mut p.0[BIAS..W1] {
        *x = x.clamp(-32.0, 32.0);
    }
    for x in &mut p.0[W1..NPARAM] {
        *x = x.clamp(-127.0, 127.0);
    }
}

/// The engine's integers of `p`.
pub fn quantise(p: &Params) -> Quantised {
    let v = &p.0;
    let r16 = |x: f32, s: f32| (x * s).round().clamp(-32767.0, 32767.0) as i16;
    let r32 = |x: f32, s: f32| (x as f64 * s as f64).round() as i32;
    let mut w1 = vec![0i16; L1 * NIN];
    for j in 0..L1 {
        for k in 0..NX {
            w1[j * NIN + k] = r16(v[W1 + j * NX + k], 256.0);
        }
    }
    Quantised {
        emb: Shapes::new()
            .compose(v)
            .iter()
            .map(|&x| r16(x, QA as f32))
            .collect(),
        bias: v[BIAS..W1].iter().map(|&x| r16(x, QA as f32)).collect(),
        w1,
        b1: v[B1..W2].iter().map(|&x| r32(x, 127.0 * 256.0)).collect(),
        w2: v[W2..B2].iter().map(|&x| r16(x, 256.0)).collect(),
        b2: v[B2..W3].iter().map(|&x| r32(x, 127.0 * 256.0)).collect(),
        w3: v[W3..B3].iter().map(|&x| r16(x, 256.0)).collect(),
        b3: r32(v[B3], 127.0 * 256.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A network whose only embedding is one activation a point in lane 0 of feature 0,
    /// and a position with `n` such points for each side.
    fn one_lane(n: u16) -> (Params, Sample) {
        let mut p = Params::init(1);
        p.0[DIR..BIAS].iter_mut().for_each(|x| *x = 0.0);
        p.0[EMB] = 1.0;
        let s = Sample {
            me: vec![(0, n)],
            opp: vec![(0, n)],
            mask: 0,
        };
        (p, s)
    }

    /// A lane summed past what the engine's 16 bits hold is reported as wrapped (both
    /// sides' accumulators); one inside them is not.
    #[test]
    fn wrapped_lanes_are_counted() {
        let (p, small) = one_lane(4);
        let (_, large) = one_lane(200);
        assert_eq!(Shapes::new().compose(&p.0)[0], 1.0);
        let data = Data {
            samples: vec![small, large],
            ..Data::default()
        };
        let q = quantise(&p);
        assert_eq!(wrapped(&q, &data, &[0]), 0);
        assert_eq!(wrapped(&q, &data, &[1]), 2);
    }

    /// With `ema`, the weights kept are the running average of the steps, not the last
    /// step: an average that hardly moves keeps the start, while the plain fit moves away.
    #[test]
    fn the_average_of_the_steps_is_kept() {
        let (p0, s) = one_lane(4);
        let data = Data {
            samples: vec![s.clone(), s],
            target: vec![1.0, 1.0],
            result: vec![1.0, 1.0],
            ..Data::default()
        };
        let fit = |ema: f32| {
            let o = Fit {
                epochs: 1,
                batch: 1,
                lr: 0.01,
                decay: 0.0,
                threads: 1,
                seed: 1,
                ema,
            };
            let p = super::fit(p0.clone(), &data, &[0.0, 0.0], &[0, 1], &[], &o);
            p.0.iter()
                .zip(&p0.0)
                .map(|(a, b)| (a - b).abs())
                .fold(0f32, f32::max)
        };
        let (plain, averaged) = (fit(0.0), fit(0.999_999));
        assert!(plain > 0.01, "the plain fit moved {plain}");
        assert!(averaged < plain / 100.0, "the average moved {averaged}");
    }

    /// The fit pulls a lane past `ACC_LIMIT` back toward the engine's range even where the
    /// position's error is nil, and leaves a saturated lane inside the limit alone.
    #[test]
    fn lanes_past_the_limit_are_pulled_back() {
        for (n, pulled) in [(100, true), (4, false)] {
            let (p, s) = one_lane(n);
            let e = Shapes::new().compose(&p.0);
            let mut t = new_trace();
            forward(&p.0, &e, &s, &mut t);
            let mut g = vec![0f32; NPARAM];
            let mut ge = vec![0f32; NFEAT * H];
            backward(&p.0, &s, &t, 0.0, &mut g, &mut ge);
            // A positive gradient: a descent step lowers the lane's bias and embedding.
            assert_eq!(g[BIAS] > 0.0, pulled, "{n} points");
            assert_eq!(ge[0] > 0.0, pulled, "{n} points");
        }
    }
}
