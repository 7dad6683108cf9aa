//! Threat-aware move generation, read from the per-point classes.
//!
//! - The opponent has a four: the only move is the block (or our own five, found earlier).
//! - The opponent has an open three or a double-four point: the moves that leave it no
//!   open four or double four, plus our own fours.
//! - Otherwise: every point near the stones, ranked by what it makes and what it takes.

use super::class::FLEX4_2X;
use super::grid::aligned;
use super::patterns::{BLOCK4, FLEX4};
use super::position::{Pos, OFFSETS};

/// Static ordering score of `me` playing `m`: what it makes plus what it takes.
pub fn order_score(pos: &Pos, me: usize, m: usize) -> i32 {
    pos.info(me, m).ord_att as i32 + pos.info(1 - me, m).ord_def as i32
}

/// Whether `side` has a playable point making an open four or two fours.
pub fn has_real_threat(pos: &Pos, side: usize, buf: &mut Vec<u16>) -> bool {
    if !pos.has_flex4_point(side) {
        return false;
    }
    if side == 1 || pos.rule() != crate::game::Rule::Renju {
        return true;
    }
    pos.flex4_points(side, buf);
    buf.iter().any(|&p| pos.legal(side, p as usize))
}

/// The moves of `me` against the opponent's open-four and double-four points: every legal
/// move after which the opponent has no playable such point, and every four of `me`.
/// `buf` is scratch space. The result is in board order, without duplicates.
pub fn defences(pos: &mut Pos, me: usize, out: &mut Vec<u16>, buf: &mut Vec<u16>) {
    defences_after(pos, me, out, buf, None);
}

/// `defences`, with the fours of `me` that do not hold by themselves limited to those on a
/// line through `prev` (its previous four in a line of counter-fours), within four points:
/// a four elsewhere could have been played before `prev`, and is searched from there.
pub fn defences_after(
    pos: &mut Pos,
    me: usize,
    out: &mut Vec<u16>,
    buf: &mut Vec<u16>,
    prev: Option<usize>,
) {
    let opp = 1 - me;
    out.clear();
    pos.flex4_points(opp, buf);
    // Only stones on the threat's lines (within four) or on the point itself can change it.
    let mut cand: Vec<u16> = Vec::with_capacity(32);
    for &p in buf.iter() {
        let p = p as usize;
        if !pos.legal(opp, p) {
            continue;
        }
        cand.push(p as u16);
        let pats = pos.pats(opp, p);
        for (d, &off) in OFFSETS.iter().enumerate() {
            if pats[d] != FLEX4 && pats[d] != BLOCK4 {
                continue;
            }
            for j in -4isize..=4 {
                let q = (p as isize + j * off) as usize;
                if j != 0 && pos.is_empty(q) {
                    cand.push(q as u16);
                }
            }
        }
    }
    cand.sort_unstable();
    cand.dedup();
    if opp == 0 && pos.rule() == crate::game::Rule::Renju {
        // Renju black: a stone of ours can make one of black's fouls legal again, so each
        // move is tried. Each check is a move made, and counts as a node, so the clock is
        // polled through them.
        for &m in &cand {
            let mi = m as usize;
            if !pos.legal(me, mi) {
                continue;
            }
            pos.make(mi, me);
            let holds = !has_real_threat(pos, opp, buf);
            pos.unmake();
            if holds {
                out.push(m);
            }
        }
    } else {
        // A stone of ours only takes from the opponent's lines: a move holds when it breaks
        // every one of its open-four points (a move that makes our own four is added below).
        pos.flex4_points(opp, buf);
        for &m in &cand {
            let mi = m as usize;
            let holds = buf
                .iter()
                .all(|&p| p == m || pos.class_if_blocked(opp, p as usize, mi) < FLEX4_2X);
            if holds && pos.legal(me, mi) {
                out.push(m);
            }
        }
    }
    pos.four_points(me, buf);
    for &f in buf.iter() {
        if prev.is_some_and(|p| !aligned(p, f as usize)) {
            continue;
        }
        if !out.contains(&f) && pos.legal(me, f as usize) {
            out.push(f);
        }
    }
    out.sort_unstable();
}

/// Every legal point near the stones with its static ordering score.
pub fn ranked(pos: &Pos, me: usize, out: &mut Vec<(i32, u16)>, buf: &mut Vec<u16>) {
    out.clear();
    pos.candidates(buf);
    for &m in buf.iter() {
        let mi = m as usize;
        if pos.legal(me, mi) {
            out.push((order_score(pos, me, mi), m));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::position::color_of;
    use crate::ai::rng::splitmix;
    use crate::game::{renju, winning_line, Board, Color, Point, Rule};

    /// Whether `c` may play `p` under `rule` (rules core only).
    fn legal(b: &Board, rule: Rule, c: Color, p: Point) -> bool {
        b.get(p).is_none()
            && !(rule == Rule::Renju && c == Color::Black && renju::foul(b, p).is_some())
    }

    /// Points where `c` makes five (rules core only).
    fn fives(b: &mut Board, rule: Rule, c: Color) -> usize {
        let pts: Vec<Point> = b.points().filter(|&p| b.get(p).is_none()).collect();
        let mut n = 0;
        for p in pts {
            b.set(p, Some(c));
            if winning_line(b, p, rule).is_some() {
                n += 1;
            }
            b.set(p, None);
        }
        n
    }

    /// Whether `c` has a legal move after which it has two or more five points.
    fn threatens(b: &mut Board, rule: Rule, c: Color) -> bool {
        let pts: Vec<Point> = b.points().filter(|&p| b.get(p).is_none()).collect();
        for p in pts {
            if !legal(b, rule, c, p) {
                continue;
            }
            b.set(p, Some(c));
            let win = winning_line(b, p, rule).is_some();
            let n = if win { 0 } else { fives(b, rule, c) };
            b.set(p, None);
            if n >= 2 {
                return true;
            }
        }
        false
    }

    /// On random small boards where the opponent threatens an open four (or two fours), the
    /// generated moves are exactly the moves that stop it or make a four: none is missing.
    #[test]
    fn defences_match_brute_force() {
        let mut checked = [0usize; 3];
        let mut narrowed = 0;
        for (ri, rule) in Rule::ALL.into_iter().enumerate() {
            let mut seed = 0xDEF0 + ri as u64;
            let mut tries = 0;
            while checked[ri] < 40 && tries < 20_000 {
                tries += 1;
                let size = 7 + (splitmix(&mut seed) % 3) as usize;
                let mut b = Board::try_new(size).expect("size");
                let stones = 6 + (splitmix(&mut seed) % 12) as usize;
                let mut c = Color::Black;
                let mut ok = true;
                for _ in 0..stones {
                    let p = Point::new(
                        (splitmix(&mut seed) % size as u64) as usize,
                        (splitmix(&mut seed) % size as u64) as usize,
                    );
                    if b.get(p).is_some() || !legal(&b, rule, c, p) {
                        continue;
                    }
                    b.set(p, Some(c));
                    if winning_line(&b, p, rule).is_some() {
                        ok = false;
                        break;
                    }
                    c = c.opponent();
                }
                let me = c;
                let opp = me.opponent();
                // Only positions where neither side already has a four.
                if !ok || fives(&mut b, rule, opp) > 0 || fives(&mut b, rule, me) > 0 {
                    continue;
                }
                if !threatens(&mut b, rule, opp) {
                    continue;
                }
                // A stone of `me` as the previous four of a line of counter-fours: the fours
                // that do not hold by themselves are kept only on its lines, within four.
                let prev = b.points().find(|&p| b.get(p) == Some(me));
                let near = |m: Point| prev.is_some_and(|q| aligned(Pos::index(q), Pos::index(m)));
                let (mut want, mut want_after) = (Vec::new(), Vec::new());
                let pts: Vec<Point> = b.points().filter(|&p| b.get(p).is_none()).collect();
                for &m in &pts {
                    if !legal(&b, rule, me, m) {
                        continue;
                    }
                    b.set(m, Some(me));
                    let four = fives(&mut b, rule, me) > 0;
                    let holds = !threatens(&mut b, rule, opp);
                    if four || holds {
                        want.push(m);
                    }
                    if holds || (four && near(m)) {
                        want_after.push(m);
                    }
                    b.set(m, None);
                }
                let mut pos = Pos::new(&b, rule);
                let side = crate::ai::position::side_of(me);
                assert!(has_real_threat(&pos, 1 - side, &mut Vec::new()));
                let (mut out, mut buf) = (Vec::new(), Vec::new());
                defences(&mut pos, side, &mut out, &mut buf);
                let mut got: Vec<Point> = out.iter().map(|&i| Pos::point(i as usize)).collect();
                got.sort();
                want.sort();
                assert_eq!(
                    got,
                    want,
                    "{rule} {size}x{size} {} to move: {b:?}",
                    color_of(side)
                );
                if let Some(q) = prev {
                    defences_after(&mut pos, side, &mut out, &mut buf, Some(Pos::index(q)));
                    let mut got: Vec<Point> = out.iter().map(|&i| Pos::point(i as usize)).collect();
                    got.sort();
                    want_after.sort();
                    assert_eq!(got, want_after, "after {q:?}: {rule} {b:?}");
                    narrowed += usize::from(want_after.len() < want.len());
                }
                checked[ri] += 1;
            }
        }
        assert!(
            checked.iter().all(|&n| n >= 40),
            "too few positions: {checked:?}"
        );
        assert!(narrowed > 0, "no line of counter-fours was narrowed");
    }
}
