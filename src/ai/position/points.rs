//! What the position says about its points: their patterns, codes and classes, the points
//! where a side makes a five, a four or an open four, and renju's fouls.

use std::ops::RangeInclusive;

use crate::game::{renju, Rule};

use super::super::cells::{slot, CellInfo};
use super::super::class::{self, CODE_W, FIVE_1, FLEX4_2X, FORBID};
use super::super::patterns::{digit_pos, BLOCK4, FLEX3, FLEX4, POW3};
use super::{Pos, EMPTY, OFFSETS, PAD, STRIDE};

impl Pos {
    /// The four directional patterns a stone of `side` on `idx` would make.
    pub fn pats(&self, side: usize, idx: usize) -> [u8; 4] {
        self.spots[idx].pats[side]
    }

    /// The combined class of `side` on the empty cell `idx`.
    pub fn class(&self, side: usize, idx: usize) -> u8 {
        self.spots[idx].class[side]
    }

    /// The looked-up values of `side` on the empty cell `idx`.
    pub fn info(&self, side: usize, idx: usize) -> &CellInfo {
        &self.infos[side][slot(self.spots[idx].code[side])]
    }

    /// The point code of `side` on `idx`.
    #[cfg(test)]
    pub fn code(&self, side: usize, idx: usize) -> usize {
        self.spots[idx].code[side] as usize
    }

    /// The class the empty point `p` would have for `side` if the other side put a stone on
    /// the empty point `m` (another point): only the line through both changes.
    pub fn class_if_blocked(&self, side: usize, p: usize, m: usize) -> u8 {
        let delta = m as isize - p as isize;
        for (d, &off) in OFFSETS.iter().enumerate() {
            if delta % off != 0 {
                continue;
            }
            let j = delta / off;
            // Offsets of different directions never reach the same point within five steps.
            if j == 0 || j.abs() > self.reach {
                continue;
            }
            let spot = &self.spots[p];
            let new = self.tables[side][(spot.keys[side][d] + 2 * POW3[digit_pos(j)]) as usize];
            let old = spot.pats[side][d];
            let code = spot.code[side] + new as u16 * CODE_W[d] - old as u16 * CODE_W[d];
            return self.infos[side][slot(code)].class;
        }
        self.class(side, p)
    }

    /// Whether `side` has an empty point of a class in `lo..=hi`.
    pub fn has_class(&self, side: usize, lo: u8, hi: u8) -> bool {
        self.counts[side][lo as usize..=hi as usize]
            .iter()
            .any(|&c| c > 0)
    }

    /// Empty points of `side` of class `c` or stronger.
    pub fn count_at_least(&self, side: usize, c: u8) -> i32 {
        self.counts[side][c as usize..].iter().sum()
    }

    /// Whether `side` has a four on the board (an empty point that makes five).
    pub fn has_five_point(&self, side: usize) -> bool {
        self.counts[side][FIVE_1 as usize] > 0
    }

    /// Whether `side` has a point making an open four or two fours (foul or not).
    pub fn has_flex4_point(&self, side: usize) -> bool {
        self.counts[side][FLEX4_2X as usize] > 0
    }

    /// Whether `side` can make a four somewhere (renju black: not counting foul points).
    pub fn has_four_move(&self, side: usize) -> bool {
        self.counts[side][class::BLOCK4_1 as usize..=FLEX4_2X as usize]
            .iter()
            .any(|&c| c > 0)
    }

    /// Empty points within two of a stone, in a fixed order (row by row).
    pub fn candidates(&self, out: &mut Vec<u16>) {
        out.clear();
        self.scan(out, |_, _| true);
    }

    /// Empty points where `side` completes a winning five.
    pub fn five_points(&self, side: usize, out: &mut Vec<u16>) {
        out.clear();
        if !self.has_five_point(side) {
            return;
        }
        // A four on the board was made by the last stone of `side` (otherwise the other
        // side would have had to block it), so its lines are searched first.
        let want = self.counts[side][FIVE_1 as usize] as usize;
        let last = self
            .history
            .iter()
            .rev()
            .map(|&(m, _)| m as usize)
            .find(|&m| self.cells[m] == side as u8 + 1);
        if let Some(m) = last {
            for &off in &OFFSETS {
                for j in -4isize..=4 {
                    let q = (m as isize + j * off) as usize;
                    if self.cells[q] == EMPTY
                        && self.spots[q].class[side] == FIVE_1
                        && !out.contains(&(q as u16))
                    {
                        out.push(q as u16);
                    }
                }
            }
            if out.len() == want {
                return;
            }
            out.clear();
        }
        self.scan_marked(side, out, |pos, i| pos.class(side, i) == FIVE_1);
    }

    /// Empty points where `side` makes a four or five (renju fouls included: check `legal`).
    pub fn four_points(&self, side: usize, out: &mut Vec<u16>) {
        out.clear();
        if !self.has_four_move(side)
            && !self.has_five_point(side)
            && self.counts[side][FORBID as usize] == 0
        {
            return;
        }
        self.scan_marked(side, out, |pos, i| {
            let c = pos.class(side, i);
            class::is_four(c) || (c == FORBID && pos.info(side, i).top >= BLOCK4)
        });
    }

    /// Empty points where `side` makes a four or an open three (renju fouls included).
    pub fn threat_points(&self, side: usize, out: &mut Vec<u16>) {
        out.clear();
        self.scan(out, |pos, i| pos.info(side, i).top >= FLEX3);
    }

    /// Empty points where `side` would make an open four or two fours (fouls included).
    pub fn flex4_points(&self, side: usize, out: &mut Vec<u16>) {
        out.clear();
        if !self.has_flex4_point(side) {
            return;
        }
        self.scan_marked(side, out, |pos, i| pos.class(side, i) == FLEX4_2X);
    }

    /// `scan` over the marked points of `side` only (fours and better, fouls: every point
    /// `keep` can accept, all of them empty), giving the same points in the same order.
    fn scan_marked(&self, side: usize, out: &mut Vec<u16>, keep: impl Fn(&Pos, usize) -> bool) {
        let Some((xs, ys)) = self.window() else {
            return;
        };
        for i in self.marked.cells(side) {
            let (x, y) = (i % STRIDE, i / STRIDE);
            if xs.contains(&x) && ys.contains(&y) && self.near[i] > 0 && keep(self, i) {
                out.push(i as u16);
            }
        }
    }

    fn scan(&self, out: &mut Vec<u16>, keep: impl Fn(&Pos, usize) -> bool) {
        let Some((xs, ys)) = self.window() else {
            return;
        };
        for y in ys {
            let row = y * STRIDE;
            for x in xs.clone() {
                let i = row + x;
                if self.cells[i] == EMPTY && self.near[i] > 0 && keep(self, i) {
                    out.push(i as u16);
                }
            }
        }
    }

    /// The columns and rows within two of the stones' bounding box, on the board: a point
    /// that makes a five, a four or an open three lies within two of a stone.
    fn window(&self) -> Option<(RangeInclusive<usize>, RangeInclusive<usize>)> {
        let b = self.bbox?;
        let (lo, hi) = (PAD, PAD + self.size - 1);
        Some((
            b.x0.saturating_sub(2).max(lo)..=(b.x1 + 2).min(hi),
            b.y0.saturating_sub(2).max(lo)..=(b.y1 + 2).min(hi),
        ))
    }

    /// Whether a stone of `side` may go on the empty cell `idx` (renju fouls for black).
    pub fn legal(&self, side: usize, idx: usize) -> bool {
        !(side == 0 && self.rule == Rule::Renju && self.is_foul(idx))
    }

    /// Whether black on `idx` is a renju foul; the patterns rule most points out cheaply
    /// before the exact (recursive) check of the rules core.
    pub fn is_foul(&self, idx: usize) -> bool {
        let c = self.class(0, idx);
        if c == FIVE_1 {
            return false;
        }
        let suspicious = c == FORBID || self.pats(0, idx).contains(&FLEX4);
        suspicious && renju::foul(&self.board, Self::point(idx)).is_some()
    }
}
