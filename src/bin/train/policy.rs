//! Fits the network's policy head (`gomoku::ai::nnue::Policy`): a softmax over the candidate
//! moves of each quiet position, scored `beta * score / 1000 + policy(move)` (score: the
//! ordering in use), toward the move the search played. The policy reads the value network's
//! accumulators as they are (the value network is not changed), so the weight file depends
//! on `net.bin`: retrain the policy after the network.

use super::random::{shuffle, uniform};
use gomoku::ai::nnue::{encode_policy, locality, Policy, PolicyWeights, NLOC, PC, PIN};
use gomoku::ai::{candidates, net_inputs, NFEAT};
use gomoku::game::{Board, Color, Point};

use super::games::Record;

/// The quiet positions: the network's inputs, the candidates, the played one.
pub struct Positions {
    x: Vec<[i16; PIN]>,
    /// Per position: its moves in `moves`, the played one's index there, its game.
    pos: Vec<(u32, u32, u32, u32)>,
    /// Per move: its feature for the side to move, for the other side, its ordering score,
    /// and where it lies from the last two moves (`locality`).
    moves: Vec<(u16, u16, i32, u8)>,
}

impl Positions {
    /// How many positions.
    pub fn len(&self) -> usize {
        self.pos.len()
    }

    /// Game of position `i`.
    pub fn game(&self, i: usize) -> u32 {
        self.pos[i].3
    }
}

/// Every quiet position of `recs` after the opening whose played move is a candidate.
pub fn collect(recs: &[Record]) -> Positions {
    let mut out = Positions {
        x: Vec::new(),
        pos: Vec::new(),
        moves: Vec::new(),
    };
    for (gi, r) in recs.iter().enumerate() {
        let mut b = Board::try_new(15).expect("size");
        let mut color = Color::Black;
        for (i, &m) in r.moves.iter().enumerate() {
            if i >= r.opening {
                if let Some(cands) = candidates(&b, r.rule, color) {
                    if let (Some(k), Some(x)) = (
                        cands.iter().position(|c| c.point == m),
                        net_inputs(&b, r.rule, color),
                    ) {
                        let start = out.moves.len() as u32;
                        let last = |back: usize| i.checked_sub(back).map(|j| r.moves[j]);
                        out.moves.extend(cands.iter().map(|c| {
                            let at = |q: Option<Point>| q.map(|q| (q.x, q.y));
                            let p = (c.point.x, c.point.y);
                            let l = locality(p, at(last(1))) * NLOC + locality(p, at(last(2)));
                            (c.me, c.opp, c.score, l as u8)
                        }));
                        out.x.push(x);
                        out.pos
                            .push((start, out.moves.len() as u32, start + k as u32, gi as u32));
                    }
                }
            }
            b.set(m, Some(color));
            color = color.opponent();
        }
    }
    out
}

const W: usize = 0;
const B: usize = W + PC * PIN;
const MINE: usize = B + PC;
const THEIRS: usize = MINE + NFEAT * PC;
const MINE0: usize = THEIRS + NFEAT * PC;
const THEIRS0: usize = MINE0 + NFEAT;
const LOC: usize = THEIRS0 + NFEAT;
const BETA: usize = LOC + NLOC * NLOC;
const NPARAM: usize = BETA + 1;

/// The float policy, one flat vector in the order of the offsets above.
#[derive(Clone)]
pub struct Params(Vec<f32>);

impl Params {
    /// Small random weights, seeded; beta 1, so the ordering starts as the one in use.
    pub fn init(seed: u64) -> Params {
        let mut s = seed;
        let mut uni = |a: f32| uniform(&mut s, a);
        let mut v = vec![0f32; NPARAM];
        let a = 1.0 / (PIN as f32).sqrt();
        for x in &mut v[W..B] {
            *x = uni(a);
        }
        for x in &mut v[B..MINE] {
            *x = 0.5;
        }
        for x in &mut v[MINE..MINE0] {
            *x = uni(0.05);
        }
        v[BETA] = 1.0;
        Params(v)
    }
}

/// The context of inputs `x` (before and after the clip).
fn context(v: &[f32], x: &[i16; PIN]) -> ([f32; PC], [f32; PC]) {
    let (mut z, mut c) = ([0f32; PC], [0f32; PC]);
    for j in 0..PC {
        let w = &v[W + j * PIN..W + (j + 1) * PIN];
        z[j] = v[B + j] + w.iter().zip(x).map(|(a, &b)| a * b as f32).sum::<f32>() / 127.0;
        c[j] = z[j].clamp(0.0, 1.0);
    }
    (z, c)
}

/// The logits of position `i`'s moves into `out`.
fn logits(v: &[f32], p: &Positions, i: usize, c: &[f32; PC], out: &mut Vec<f32>) {
    let (a, b, _, _) = p.pos[i];
    out.clear();
    out.extend(
        p.moves[a as usize..b as usize]
            .iter()
            .map(|&(me, opp, s, loc)| {
                let (me, opp) = (me as usize, opp as usize);
                let mut l = v[BETA] * s as f32 / 1000.0
                    + v[MINE0 + me]
                    + v[THEIRS0 + opp]
                    + v[LOC + loc as usize];
                for j in 0..PC {
                    l += c[j] * (v[MINE + me * PC + j] + v[THEIRS + opp * PC + j]);
                }
                l
            }),
    );
}

/// Turns logits into probabilities in place; returns the log-probability of `k`.
fn softmax(l: &mut [f32], k: usize) -> f64 {
    let max = l.iter().cloned().fold(f32::MIN, f32::max);
    let sum: f64 = l.iter().map(|&x| ((x - max) as f64).exp()).sum();
    let lp = (l[k] - max) as f64 - sum.ln();
    for x in l.iter_mut() {
        *x = (((*x - max) as f64).exp() / sum) as f32;
    }
    lp
}

/// Mean log loss on `idx`.
pub fn loss(p: &Params, d: &Positions, idx: &[usize]) -> f64 {
    let mut l = Vec::new();
    let mut total = 0.0;
    for &i in idx {
        let (_, c) = context(&p.0, &d.x[i]);
        logits(&p.0, d, i, &c, &mut l);
        let (a, _, k, _) = d.pos[i];
        total -= softmax(&mut l, (k - a) as usize);
    }
    total / idx.len().max(1) as f64
}

/// Adds position `i`'s gradient to `g`; returns its loss.
fn gradient(v: &[f32], d: &Positions, i: usize, l: &mut Vec<f32>, g: &mut [f32]) -> f64 {
    let x = &d.x[i];
    let (z, c) = context(v, x);
    logits(v, d, i, &c, l);
    let (a, b, k, _) = d.pos[i];
    let loss = -softmax(l, (k - a) as usize);
    let mut dc = [0f32; PC];
    for (n, &(me, opp, s, loc)) in d.moves[a as usize..b as usize].iter().enumerate() {
        let (me, opp) = (me as usize, opp as usize);
        let dl = l[n] - f32::from(u8::from(a as usize + n == k as usize));
        g[BETA] += dl * s as f32 / 1000.0;
        g[LOC + loc as usize] += dl;
        g[MINE0 + me] += dl;
        g[THEIRS0 + opp] += dl;
        for j in 0..PC {
            g[MINE + me * PC + j] += dl * c[j];
            g[THEIRS + opp * PC + j] += dl * c[j];
            dc[j] += dl * (v[MINE + me * PC + j] + v[THEIRS + opp * PC + j]);
        }
    }
    for j in 0..PC {
        if z[j] > 0.0 && z[j] < 1.0 {
            g[B + j] += dc[j];
            for (gw, &xk) in g[W + j * PIN..W + (j + 1) * PIN].iter_mut().zip(x) {
                *gw += dc[j] * xk as f32 / 127.0;
            }
        }
    }
    loss
}

/// The fit's settings.
pub struct Fit {
    pub epochs: usize,
    pub batch: usize,
    pub lr: f32,
    pub decay: f32,
    pub threads: usize,
    pub seed: u64,
}

/// Fits from `p` on `train`, keeping the epoch with the lowest held-out loss.
pub fn fit(mut p: Params, d: &Positions, train: &[usize], valid: &[usize], o: &Fit) -> Params {
    let (mut m1, mut m2) = (vec![0f32; NPARAM], vec![0f32; NPARAM]);
    let (b1, b2) = (0.9f32, 0.999f32);
    let mut order = train.to_vec();
    let mut seed = o.seed;
    let mut step = 0i32;
    let mut best = (loss(&p, d, valid), p.clone());
    eprintln!("start: held out {:.5}", best.0);
    let threads = o.threads.max(1);
    for epoch in 1..=o.epochs {
        let t0 = std::time::Instant::now();
        shuffle(&mut order, &mut seed);
        let lr = o.lr * (1.0 - 0.9 * (epoch - 1) as f32 / o.epochs.max(1) as f32);
        let mut train_loss = 0.0;
        for batch in order.chunks(o.batch) {
            let part = batch.len().div_ceil(threads);
            let parts: Vec<(Vec<f32>, f64)> = std::thread::scope(|sc| {
                let hs: Vec<_> = batch
                    .chunks(part)
                    .map(|ids| {
                        let v = &p.0;
                        sc.spawn(move || {
                            let mut g = vec![0f32; NPARAM];
                            let mut l = Vec::new();
                            let s: f64 =
                                ids.iter().map(|&i| gradient(v, d, i, &mut l, &mut g)).sum();
                            (g, s)
                        })
                    })
                    .collect();
                hs.into_iter().map(|h| h.join().expect("worker")).collect()
            });
            step += 1;
            let n = batch.len() as f32;
            train_loss += parts.iter().map(|x| x.1).sum::<f64>();
            let (c1, c2) = (1.0 - b1.powi(step), 1.0 - b2.powi(step));
            for k in 0..NPARAM {
                let gk = parts.iter().map(|x| x.0[k]).sum::<f32>() / n;
                if (MINE..BETA).contains(&k) {
                    p.0[k] -= lr * o.decay * p.0[k];
                }
                m1[k] = b1 * m1[k] + (1.0 - b1) * gk;
                m2[k] = b2 * m2[k] + (1.0 - b2) * gk * gk;
                p.0[k] -= lr * (m1[k] / c1) / ((m2[k] / c2).sqrt() + 1e-8);
            }
            p.0[BETA] = p.0[BETA].max(0.05);
            for x in &mut p.0[MINE..BETA] {
                *x = x.clamp(-4.0, 4.0);
            }
        }
        let vl = loss(&p, d, valid);
        eprintln!(
            "epoch {epoch}: train {:.5}, held out {vl:.5}, beta {:.3} in {:.0} s",
            train_loss / train.len().max(1) as f64,
            p.0[BETA],
            t0.elapsed().as_secs_f64()
        );
        if vl < best.0 || valid.is_empty() {
            best = (vl, p.clone());
        }
    }
    best.1
}

/// The engine's integers of `p`: the feature terms in ordering points (the fitted logits
/// divided by beta, times 1000).
pub fn quantise(p: &Params) -> PolicyWeights {
    let v = &p.0;
    let scale = 1000.0 / v[BETA];
    let r16 = |x: f32, s: f32| (x * s).round().clamp(-32767.0, 32767.0) as i16;
    PolicyWeights {
        w: v[W..B].iter().map(|&x| r16(x, 256.0)).collect(),
        b: v[B..MINE]
            .iter()
            .map(|&x| (x as f64 * 127.0 * 256.0).round() as i32)
            .collect(),
        mine: v[MINE..THEIRS].iter().map(|&x| r16(x, scale)).collect(),
        theirs: v[THEIRS..MINE0].iter().map(|&x| r16(x, scale)).collect(),
        mine0: v[MINE0..THEIRS0].iter().map(|&x| r16(x, scale)).collect(),
        theirs0: v[THEIRS0..LOC].iter().map(|&x| r16(x, scale)).collect(),
        loc: v[LOC..BETA].iter().map(|&x| r16(x, scale)).collect(),
    }
}

/// How often the played move comes first, in the first three, and its mean rank, ordering
/// by the score plus `weight`/100 of the quantised policy (clamped to `clamp`) as the engine
/// does; ties count against the played move.
pub fn quality(
    q: Option<&PolicyWeights>,
    d: &Positions,
    idx: &[usize],
    weight: i32,
    clamp: i32,
) -> (f64, f64, f64) {
    let pol = q.map(Policy::new);
    let mut t = Tally::default();
    for &i in idx {
        let (a, b, k, _) = d.pos[i];
        let c = pol.as_ref().map(|p| p.context(&d.x[i]));
        let key = |n: usize| {
            let (me, opp, s, loc) = d.moves[n];
            match (&pol, &c) {
                (Some(p), Some(c)) => {
                    s + (p.score(c, me, opp, loc as usize) * weight / 100).clamp(-clamp, clamp)
                }
                _ => s,
            }
        };
        let kp = key(k as usize);
        t.add(
            (a as usize..b as usize)
                .filter(|&n| n != k as usize && key(n) >= kp)
                .count(),
        );
    }
    t.rates()
}

/// Where the played move ranked, over positions.
#[derive(Default)]
struct Tally {
    top: usize,
    top3: usize,
    rank: usize,
    n: usize,
}

impl Tally {
    /// One position whose played move had `better` moves ranked at least as high.
    fn add(&mut self, better: usize) {
        self.top += usize::from(better == 0);
        self.top3 += usize::from(better < 3);
        self.rank += better + 1;
        self.n += 1;
    }

    /// How often it came first, in the first three, and its mean rank.
    fn rates(&self) -> (f64, f64, f64) {
        let n = self.n.max(1) as f64;
        (
            self.top as f64 / n,
            self.top3 as f64 / n,
            self.rank as f64 / n,
        )
    }
}

/// The policy file of `p` with `header`.
pub fn file(p: &Params, header: &str) -> Vec<u8> {
    encode_policy(header, &quantise(p))
}

/// The same measure with the float policy, locality included.
pub fn quality_float(p: &Params, d: &Positions, idx: &[usize]) -> (f64, f64, f64) {
    let mut t = Tally::default();
    let mut l = Vec::new();
    for &i in idx {
        let (a, _, k, _) = d.pos[i];
        let (_, c) = context(&p.0, &d.x[i]);
        logits(&p.0, d, i, &c, &mut l);
        let kp = l[(k - a) as usize];
        t.add(
            l.iter()
                .enumerate()
                .filter(|&(n, &x)| n != (k - a) as usize && x >= kp)
                .count(),
        );
    }
    t.rates()
}
