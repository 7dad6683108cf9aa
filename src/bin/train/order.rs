//! Fits the move-ordering corrections (`Weights::ord_*_multi`): a softmax over the moves of
//! each quiet position, scored `beta * score / 1000 + A[feature for the mover] + D[feature
//! for the other side]` (score: the ordering in use), to predict the move the search played.
//! The fitted `A / beta` and `D / beta` (in ordering points, clamped so that no quiet shape
//! passes an open three) are added to the tables in use.

use gomoku::ai::{candidates, Weights, NFEAT, SIZES};
use gomoku::game::{Board, Color};

use super::games::Record;

const NMULTI: usize = SIZES.3;
/// The most a correction moves a point's ordering score.
const CLAMP: f64 = 300.0;

/// The quiet positions' moves: features, ordering score, and which one was played.
pub struct Positions {
    /// Per position, the range of its moves in `moves`, the played one's index, its game.
    pos: Vec<(usize, usize, usize, u32)>,
    moves: Vec<(u16, u16, i32)>,
}

/// Every quiet position of `recs` whose played move is among the ranked moves.
pub fn collect(recs: &[Record]) -> Positions {
    let mut out = Positions {
        pos: Vec::new(),
        moves: Vec::new(),
    };
    for (gi, r) in recs.iter().enumerate() {
        let mut b = Board::try_new(15).expect("size");
        let mut color = Color::Black;
        for (i, &m) in r.moves.iter().enumerate() {
            if i >= r.opening {
                if let Some(cands) = candidates(&b, r.rule, color) {
                    if let Some(k) = cands.iter().position(|c| c.point == m) {
                        let start = out.moves.len();
                        out.moves
                            .extend(cands.iter().map(|c| (c.me, c.opp, c.score)));
                        out.pos.push((start, out.moves.len(), start + k, gi as u32));
                    }
                }
            }
            b.set(m, Some(color));
            color = color.opponent();
        }
    }
    out
}

/// Top-1 rate and mean rank of the played move, ordering by score plus `delta(me, opp)`.
fn quality(
    p: &Positions,
    held_out: bool,
    every: u32,
    delta: &dyn Fn(u16, u16) -> i32,
) -> (f64, f64, usize) {
    let (mut top, mut rank, mut n) = (0usize, 0usize, 0usize);
    for &(a, b, played, g) in &p.pos {
        if (every > 0 && g % every == every - 1) != held_out {
            continue;
        }
        let key = |i: usize| {
            let (me, opp, s) = p.moves[i];
            s + delta(me, opp)
        };
        let kp = key(played);
        // Ties count against the played move, as the search's order among equals is arbitrary.
        let better = (a..b).filter(|&i| i != played && key(i) >= kp).count();
        top += usize::from(better == 0);
        rank += better + 1;
        n += 1;
    }
    let nf = n.max(1) as f64;
    (top as f64 / nf, rank as f64 / nf, n)
}

/// Fits the corrections and returns `w` with them added.
pub fn fit(p: &Positions, mut w: Weights, epochs: usize, l2: f64, every: u32) -> Weights {
    let train: Vec<usize> = (0..p.pos.len())
        .filter(|&i| every == 0 || p.pos[i].3 % every != every - 1)
        .collect();
    // Parameters: beta, then A and D per feature.
    let np = 1 + 2 * NFEAT;
    let mut v = vec![0f64; np];
    v[0] = 1.0;
    let (mut m1, mut m2) = (vec![0f64; np], vec![0f64; np]);
    let n = train.len().max(1) as f64;
    for t in 1..=epochs {
        let mut g = vec![0f64; np];
        let mut loss = 0.0;
        let mut z = Vec::new();
        for &k in &train {
            let (a, b, played, _) = p.pos[k];
            z.clear();
            z.extend(p.moves[a..b].iter().map(|&(me, opp, s)| {
                v[0] * s as f64 / 1000.0 + v[1 + me as usize] + v[1 + NFEAT + opp as usize]
            }));
            let max = z.iter().cloned().fold(f64::MIN, f64::max);
            let sum: f64 = z.iter().map(|x| (x - max).exp()).sum();
            loss += -(z[played - a] - max - sum.ln());
            for (i, &(me, opp, s)) in p.moves[a..b].iter().enumerate() {
                let q = (z[i] - max).exp() / sum - f64::from(u8::from(a + i == played));
                g[0] += q * s as f64 / 1000.0;
                g[1 + me as usize] += q;
                g[1 + NFEAT + opp as usize] += q;
            }
        }
        let lr = 0.05 * (1.0 - 0.9 * t as f64 / epochs as f64);
        for i in 0..np {
            let gi = g[i] / n + if i > 0 { 2.0 * l2 * v[i] } else { 0.0 };
            m1[i] = 0.9 * m1[i] + 0.1 * gi;
            m2[i] = 0.999 * m2[i] + 0.001 * gi * gi;
            let mh = m1[i] / (1.0 - 0.9f64.powi(t as i32));
            let vh = m2[i] / (1.0 - 0.999f64.powi(t as i32));
            v[i] -= lr * mh / (vh.sqrt() + 1e-12);
        }
        v[0] = v[0].max(0.01);
        if t % 50 == 0 || t == epochs {
            eprintln!("ordering epoch {t}: loss {:.4}, beta {:.3}", loss / n, v[0]);
        }
    }
    let corr = |x: f64| (x * 1000.0 / v[0]).clamp(-CLAMP, CLAMP).round() as i32;
    let da: Vec<i32> = (0..NFEAT).map(|f| corr(v[1 + f])).collect();
    let dd: Vec<i32> = (0..NFEAT).map(|f| corr(v[1 + NFEAT + f])).collect();
    let before = quality(p, true, every, &|_, _| 0);
    let after = quality(p, true, every, &|me, opp| {
        da[me as usize] + dd[opp as usize]
    });
    eprintln!(
        "ordering on {} held-out positions: played move first {:.1}% -> {:.1}%, mean rank {:.2} -> {:.2}",
        after.2,
        100.0 * before.0,
        100.0 * after.0,
        before.1,
        after.1
    );
    for f in 0..NFEAT {
        let (t, m) = (f / NMULTI, f % NMULTI);
        let add = |x: i16, d: i32| (x as i32 + d).clamp(-30000, 30000) as i16;
        w.ord_att_multi[t][m] = add(w.ord_att_multi[t][m], da[f]);
        w.ord_def_multi[t][m] = add(w.ord_def_multi[t][m], dd[f]);
    }
    w
}
