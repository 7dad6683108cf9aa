//! Fits the per-point tables (`weight_set::Weights`) to the training positions: logistic
//! regression of the target win rate on the evaluation, by Adam on the mean log loss, with
//! the per-multiset corrections pulled towards zero (L2) so that rare shapes keep the linear
//! value of their patterns and class.

use gomoku::ai::{feature_shape, Weights, NFEAT, SIZES};

use super::samples::{Data, SCALE};

const NPAT: usize = SIZES.0;
const NCLASS: usize = SIZES.1;
const NMASK: usize = SIZES.2;
const NMULTI: usize = SIZES.3;

const ATT_DIR: usize = 1;
const DEF_DIR: usize = ATT_DIR + NPAT;
const ATT_CLASS: usize = DEF_DIR + NPAT;
const DEF_CLASS: usize = ATT_CLASS + NCLASS;
const THREAT: usize = DEF_CLASS + NCLASS;
/// Corrections: att normal, att renju black, def normal, def renju black.
const MULTI: usize = THREAT + NMASK;
const NPARAM: usize = MULTI + 4 * NMULTI;

/// Pattern and class indices that stay where they are (see `fixed`).
mod shape {
    pub const P_NONE: u8 = 0;
    pub const P_FLEX4: u8 = 8;
    pub const P_FIVE: u8 = 9;
    pub const P_OVERLINE: u8 = 10;
    pub const C_NONE: u8 = 0;
    pub const C_FORBID: u8 = 1;
    pub const C_FLEX4_2X: u8 = 12;
    pub const C_FIVE: u8 = 13;
}

/// Whether parameter `i` stays where it is: the tempo (every threat combination includes
/// it); the linear values of no pattern, five and overline, of no class, a foul and a five
/// (never on the board of an evaluated position, or nothing by definition); and the side to
/// move's open four (a win in quiet positions, so they hold none; the value serves the leaf
/// search, where the opponent has fours).
fn fixed(i: usize) -> bool {
    use shape::*;
    if i == 0 {
        return true;
    }
    if (ATT_DIR..ATT_CLASS).contains(&i) {
        let p = ((i - ATT_DIR) % NPAT) as u8;
        return p == P_NONE || p == P_FIVE || p == P_OVERLINE || (i < DEF_DIR && p == P_FLEX4);
    }
    if (ATT_CLASS..THREAT).contains(&i) {
        let c = ((i - ATT_CLASS) % NCLASS) as u8;
        return c == C_NONE || c == C_FORBID || c == C_FIVE || (i < DEF_CLASS && c == C_FLEX4_2X);
    }
    false
}

/// The weights as a parameter vector.
pub fn to_vec(w: &Weights) -> Vec<f64> {
    let mut v = vec![0.0; NPARAM];
    v[0] = w.tempo as f64;
    for k in 0..NPAT {
        v[ATT_DIR + k] = w.att_dir[k] as f64;
        v[DEF_DIR + k] = w.def_dir[k] as f64;
    }
    for k in 0..NCLASS {
        v[ATT_CLASS + k] = w.att_class[k] as f64;
        v[DEF_CLASS + k] = w.def_class[k] as f64;
    }
    for k in 0..NMASK {
        v[THREAT + k] = w.threat[k] as f64;
    }
    for m in 0..NMULTI {
        for t in 0..2 {
            v[MULTI + t * NMULTI + m] = w.att_multi[t][m] as f64;
            v[MULTI + (2 + t) * NMULTI + m] = w.def_multi[t][m] as f64;
        }
    }
    v
}

/// A parameter vector as weights (rounded).
pub fn to_weights(v: &[f64], mut w: Weights) -> Weights {
    let r = |x: f64| x.round().clamp(-30000.0, 30000.0) as i16;
    w.tempo = r(v[0]);
    for k in 0..NPAT {
        w.att_dir[k] = r(v[ATT_DIR + k]);
        w.def_dir[k] = r(v[DEF_DIR + k]);
    }
    for k in 0..NCLASS {
        w.att_class[k] = r(v[ATT_CLASS + k]);
        w.def_class[k] = r(v[DEF_CLASS + k]);
    }
    for k in 0..NMASK {
        w.threat[k] = r(v[THREAT + k]);
    }
    for m in 0..NMULTI {
        for t in 0..2 {
            w.att_multi[t][m] = r(v[MULTI + t * NMULTI + m]);
            w.def_multi[t][m] = r(v[MULTI + (2 + t) * NMULTI + m]);
        }
    }
    w
}

/// Per feature: patterns, class and whether it is a foul.
struct Shapes(Vec<([u8; 4], u8)>);

impl Shapes {
    fn new() -> Shapes {
        Shapes((0..NFEAT).map(feature_shape).collect())
    }

    /// Per feature, its value for the side to move and for the other side.
    fn values(&self, v: &[f64]) -> (Vec<f64>, Vec<f64>) {
        let mut a = vec![0.0; NFEAT];
        let mut d = vec![0.0; NFEAT];
        for (f, &(p, c)) in self.0.iter().enumerate() {
            let (t, m) = (f / NMULTI, f % NMULTI);
            if c != shape::C_FORBID {
                a[f] = v[ATT_CLASS + c as usize] + v[MULTI + m];
                d[f] = v[DEF_CLASS + c as usize] + v[MULTI + 2 * NMULTI + m];
                for k in p {
                    a[f] += v[ATT_DIR + k as usize];
                    d[f] += v[DEF_DIR + k as usize];
                }
            }
            if t == 1 {
                a[f] += v[MULTI + NMULTI + m];
                d[f] += v[MULTI + 3 * NMULTI + m];
            }
        }
        (a, d)
    }

    /// Adds the gradient of the parameters given the gradient of each feature's values.
    fn backward(&self, ga: &[f64], gd: &[f64], g: &mut [f64]) {
        for (f, &(p, c)) in self.0.iter().enumerate() {
            let (t, m) = (f / NMULTI, f % NMULTI);
            if c != shape::C_FORBID {
                g[ATT_CLASS + c as usize] += ga[f];
                g[DEF_CLASS + c as usize] += gd[f];
                g[MULTI + m] += ga[f];
                g[MULTI + 2 * NMULTI + m] += gd[f];
                for k in p {
                    g[ATT_DIR + k as usize] += ga[f];
                    g[DEF_DIR + k as usize] += gd[f];
                }
            }
            if t == 1 {
                g[MULTI + NMULTI + m] += ga[f];
                g[MULTI + 3 * NMULTI + m] += gd[f];
            }
        }
    }
}

/// The evaluation of sample `i` with feature values `a`, `d` and parameters `v`.
fn eval(data: &Data, i: usize, a: &[f64], d: &[f64], v: &[f64]) -> f64 {
    let s = &data.samples[i];
    let mut e = v[0] + v[THREAT + s.mask as usize];
    for &(f, n) in &s.me {
        e += n as f64 * a[f as usize];
    }
    for &(f, n) in &s.opp {
        e -= n as f64 * d[f as usize];
    }
    e
}

fn xent(p: f64, y: f64) -> f64 {
    let p = p.clamp(1e-9, 1.0 - 1e-9);
    -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
}

/// Mean log loss of `v` on the samples `idx`, against the targets and against the results.
pub fn loss(v: &[f64], data: &Data, idx: &[usize]) -> (f64, f64) {
    let (a, d) = Shapes::new().values(v);
    let (mut lt, mut lr) = (0.0, 0.0);
    for &i in idx {
        let p = super::samples::win_rate(eval(data, i, &a, &d, v));
        lt += xent(p, data.target[i] as f64);
        lr += xent(p, data.result[i] as f64);
    }
    let n = idx.len().max(1) as f64;
    (lt / n, lr / n)
}

/// The fit's settings.
pub struct Fit {
    pub epochs: usize,
    /// L2 strength on the normal corrections and on renju black's own.
    pub l2: [f64; 2],
    pub threads: usize,
}

/// Fits from `v` on the samples `train`, printing the loss on `valid` as it goes.
pub fn fit(mut v: Vec<f64>, data: &Data, train: &[usize], valid: &[usize], o: &Fit) -> Vec<f64> {
    let shapes = Shapes::new();
    let n = train.len() as f64;
    let (mut m1, mut m2) = (vec![0.0; NPARAM], vec![0.0; NPARAM]);
    let (b1, b2) = (0.9, 0.999);
    let chunk = train.len().div_ceil(o.threads.max(1)).max(1);
    for t in 1..=o.epochs {
        // A step that shrinks to a twentieth, so the fit settles instead of circling.
        let lr = 2.0 * (1.0 - 0.95 * t as f64 / o.epochs as f64);
        let (a, d) = shapes.values(&v);
        let parts: Vec<(Vec<f64>, Vec<f64>, Vec<f64>)> = std::thread::scope(|sc| {
            let handles: Vec<_> = train
                .chunks(chunk)
                .map(|part| {
                    let (a, d, v) = (&a, &d, &v);
                    sc.spawn(move || {
                        let mut ga = vec![0.0; NFEAT];
                        let mut gd = vec![0.0; NFEAT];
                        let mut gt = vec![0.0; NMASK];
                        for &i in part {
                            let p = super::samples::win_rate(eval(data, i, a, d, v));
                            let g = (p - data.target[i] as f64) / SCALE;
                            let s = &data.samples[i];
                            for &(f, c) in &s.me {
                                ga[f as usize] += g * c as f64;
                            }
                            for &(f, c) in &s.opp {
                                gd[f as usize] -= g * c as f64;
                            }
                            gt[s.mask as usize] += g;
                        }
                        (ga, gd, gt)
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("worker"))
                .collect()
        });
        let mut ga = vec![0.0; NFEAT];
        let mut gd = vec![0.0; NFEAT];
        let mut g = vec![0.0; NPARAM];
        for (pa, pd, pt) in parts {
            for f in 0..NFEAT {
                ga[f] += pa[f] / n;
                gd[f] += pd[f] / n;
            }
            for k in 0..NMASK {
                g[THREAT + k] += pt[k] / n;
            }
        }
        shapes.backward(&ga, &gd, &mut g);
        for (i, gi) in g.iter_mut().enumerate() {
            if i >= MULTI {
                let renju = ((i - MULTI) / NMULTI) % 2 == 1;
                *gi += 2.0 * o.l2[usize::from(renju)] * v[i];
            } else if i >= THREAT {
                // The rare threat combinations are pulled gently towards zero.
                *gi += 2e-8 * v[i];
            }
        }
        for i in 0..NPARAM {
            if fixed(i) {
                continue;
            }
            m1[i] = b1 * m1[i] + (1.0 - b1) * g[i];
            m2[i] = b2 * m2[i] + (1.0 - b2) * g[i] * g[i];
            let mh = m1[i] / (1.0 - b1.powi(t as i32));
            let vh = m2[i] / (1.0 - b2.powi(t as i32));
            v[i] -= lr * mh / (vh.sqrt() + 1e-12);
        }
        if t % 100 == 0 || t == o.epochs {
            let (tt, tr) = loss(&v, data, train);
            let (vt, vr) = loss(&v, data, valid);
            eprintln!(
                "epoch {t}: train {tt:.5} (results {tr:.5}), held out {vt:.5} (results {vr:.5})"
            );
        }
    }
    v
}

/// The table evaluation of every sample under `v`.
pub fn evals(v: &[f64], data: &Data) -> Vec<f32> {
    let (a, d) = Shapes::new().values(v);
    (0..data.samples.len())
        .map(|i| eval(data, i, &a, &d, v) as f32)
        .collect()
}
