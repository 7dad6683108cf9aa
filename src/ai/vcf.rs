//! Threat-space solvers: VCF (victory by continuous fours) and VCT (by threes and fours).
//!
//! Both prove wins for an attacker; the defender's replies are widened rather than
//! guessed (every blocking point of the threat plus every counter-four), so a reported
//! win is sound up to the solvers' pattern window.

use super::class::{self, FLEX3_1};
use super::control::Ctl;
use super::movegen::{defences, has_real_threat};
use super::position::Pos;
use super::proof::Prover;

const MEMO_BITS: usize = 16;

#[derive(Clone, Copy, Default)]
struct Memo {
    key: u64,
    left: u32,
}

/// Reusable buffers and the memo of refuted positions.
pub struct Solver {
    bufs: Vec<Vec<u16>>,
    memo: Vec<Memo>,
    /// The solver gives up (without stopping the search) past this node count.
    pub budget_end: u64,
    /// The proof-number search for long threat sequences, with its table.
    pub prover: Prover,
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new()
    }
}

const SALT_VCF: [u64; 2] = [0x1F2E_3D4C_5B6A_7988, 0x8796_A5B4_C3D2_E1F0];
const SALT_VCT: [u64; 2] = [0x0F1E_2D3C_4B5A_6978, 0x7869_5A4B_3C2D_1E0F];

impl Solver {
    /// Empty buffers and memo.
    pub fn new() -> Solver {
        Solver {
            bufs: Vec::new(),
            memo: vec![Memo::default(); 1 << MEMO_BITS],
            budget_end: u64::MAX,
            prover: Prover::new(),
        }
    }

    /// Forgets refuted positions (searches with a node budget start from here).
    pub fn clear(&mut self) {
        self.memo.iter_mut().for_each(|m| *m = Memo::default());
        self.prover.clear();
    }

    fn take(&mut self, ply: usize) -> Vec<u16> {
        while self.bufs.len() <= ply {
            self.bufs.push(Vec::with_capacity(64));
        }
        std::mem::take(&mut self.bufs[ply])
    }

    fn put(&mut self, ply: usize, v: Vec<u16>) {
        self.bufs[ply] = v;
    }

    fn refuted(&self, key: u64, left: u32) -> bool {
        let m = self.memo[key as usize & ((1 << MEMO_BITS) - 1)];
        m.key == key && m.left >= left
    }

    fn refute(&mut self, key: u64, left: u32) {
        self.memo[key as usize & ((1 << MEMO_BITS) - 1)] = Memo { key, left };
    }

    fn out_of_budget(&self, pos: &Pos, ctl: &mut Ctl) -> bool {
        pos.nodes >= self.budget_end || ctl.poll(pos.nodes)
    }

    /// A win by continuous fours for `a` (to move) in at most `max_moves` of its moves:
    /// the number of its moves, with the line (attacker and defender moves) appended to `line`.
    pub fn vcf(
        &mut self,
        pos: &mut Pos,
        ctl: &mut Ctl,
        a: usize,
        max_moves: u32,
        line: &mut Vec<u16>,
    ) -> Option<u32> {
        self.vcf_rec(pos, ctl, a, max_moves, 0, line)
    }

    fn vcf_rec(
        &mut self,
        pos: &mut Pos,
        ctl: &mut Ctl,
        a: usize,
        left: u32,
        ply: usize,
        line: &mut Vec<u16>,
    ) -> Option<u32> {
        if self.out_of_budget(pos, ctl) {
            return None;
        }
        let mut list = self.take(ply);
        pos.five_points(a, &mut list);
        if let Some(&f) = list.first() {
            line.push(f);
            self.put(ply, list);
            return Some(1);
        }
        let result = self.vcf_moves(pos, ctl, a, left, ply, line, &mut list);
        self.put(ply, list);
        result
    }

    #[allow(clippy::too_many_arguments)]
    fn vcf_moves(
        &mut self,
        pos: &mut Pos,
        ctl: &mut Ctl,
        a: usize,
        left: u32,
        ply: usize,
        line: &mut Vec<u16>,
        list: &mut Vec<u16>,
    ) -> Option<u32> {
        let d = 1 - a;
        if left <= 1 {
            return None;
        }
        pos.five_points(d, list);
        if list.len() >= 2 {
            return None;
        }
        if let Some(&b) = list.first() {
            // The defender has a four: we may only go on if blocking it is itself a four.
            if !class::is_four(pos.class(a, b as usize)) {
                return None;
            }
        } else {
            pos.four_points(a, list);
        }
        if list.is_empty() {
            return None;
        }
        let key = pos.hash() ^ SALT_VCF[a];
        if self.refuted(key, left) {
            return None;
        }
        // Double threats first: they end the line at once.
        list.sort_by_key(|&m| std::cmp::Reverse(pos.class(a, m as usize)));
        let start = line.len();
        for &m in list.iter() {
            let m = m as usize;
            if !pos.legal(a, m) {
                continue;
            }
            pos.make(m, a);
            let mut fives = self.take(ply + 1);
            pos.five_points(a, &mut fives);
            let r = match fives.len() {
                0 => None,
                1 => {
                    let b = fives[0] as usize;
                    if !pos.legal(d, b) {
                        // Renju: black cannot block on a forbidden point.
                        line.push(b as u16);
                        Some(2)
                    } else {
                        pos.make(b, d);
                        let r = self.vcf_rec(pos, ctl, a, left - 1, ply + 2, line);
                        pos.unmake();
                        if r.is_some() {
                            line.insert(start, b as u16);
                        }
                        r.map(|k| k + 1)
                    }
                }
                _ => {
                    // Two ways to five: block one, the other wins.
                    line.push(fives[0]);
                    line.push(fives[1]);
                    Some(2)
                }
            };
            self.put(ply + 1, fives);
            pos.unmake();
            if let Some(k) = r {
                line.insert(start, m as u16);
                return Some(k);
            }
            line.truncate(start);
            if ctl.stopped || pos.nodes >= self.budget_end {
                return None;
            }
        }
        if !ctl.stopped && pos.nodes < self.budget_end {
            self.refute(key, left);
        }
        None
    }

    /// A win by threes and fours within the solver's node budget: by proof numbers
    /// (`proof.rs`) in up to `pn_moves` own moves, or depth-first (`vct`) when that is 0.
    #[allow(clippy::too_many_arguments)]
    pub fn vct_by(
        &mut self,
        pos: &mut Pos,
        ctl: &mut Ctl,
        a: usize,
        pn_moves: u32,
        max_moves: u32,
        vcf_moves: u32,
        line: &mut Vec<u16>,
    ) -> Option<u32> {
        if pn_moves > 0 {
            let end = self.budget_end;
            self.prover.vct(pos, ctl, a, pn_moves, end, line)
        } else {
            self.vct(pos, ctl, a, max_moves, vcf_moves, line)
        }
    }

    /// A win by threes and fours for `a` (to move) within `max_moves` of its moves,
    /// trying VCF of up to `vcf_moves` at each attacker node.
    pub fn vct(
        &mut self,
        pos: &mut Pos,
        ctl: &mut Ctl,
        a: usize,
        max_moves: u32,
        vcf_moves: u32,
        line: &mut Vec<u16>,
    ) -> Option<u32> {
        self.vct_rec(pos, ctl, a, max_moves, vcf_moves, 0, line)
    }

    #[allow(clippy::too_many_arguments)]
    fn vct_rec(
        &mut self,
        pos: &mut Pos,
        ctl: &mut Ctl,
        a: usize,
        left: u32,
        vcf_moves: u32,
        ply: usize,
        line: &mut Vec<u16>,
    ) -> Option<u32> {
        if self.out_of_budget(pos, ctl) {
            return None;
        }
        let d = 1 - a;
        let mut list = self.take(ply);
        pos.five_points(a, &mut list);
        if let Some(&f) = list.first() {
            line.push(f);
            self.put(ply, list);
            return Some(1);
        }
        pos.five_points(d, &mut list);
        let mut forced = None;
        if list.len() >= 2 {
            self.put(ply, list);
            return None;
        } else if let Some(&b) = list.first() {
            if pos.class(a, b as usize) < FLEX3_1 {
                self.put(ply, list);
                return None;
            }
            forced = Some(b);
        } else {
            let start = line.len();
            if let Some(k) = self.vcf_rec(pos, ctl, a, vcf_moves, ply + 1, line) {
                self.put(ply, list);
                return Some(k);
            }
            line.truncate(start);
        }
        let r = if left <= 1 {
            None
        } else {
            self.vct_moves(pos, ctl, a, left, vcf_moves, ply, line, &mut list, forced)
        };
        self.put(ply, list);
        r
    }

    #[allow(clippy::too_many_arguments)]
    fn vct_moves(
        &mut self,
        pos: &mut Pos,
        ctl: &mut Ctl,
        a: usize,
        left: u32,
        vcf_moves: u32,
        ply: usize,
        line: &mut Vec<u16>,
        list: &mut Vec<u16>,
        forced: Option<u16>,
    ) -> Option<u32> {
        let d = 1 - a;
        let key = pos.hash() ^ SALT_VCT[a];
        if self.refuted(key, left) {
            return None;
        }
        match forced {
            Some(b) => {
                list.clear();
                list.push(b);
            }
            None => pos.threat_points(a, list),
        }
        list.sort_by_key(|&m| std::cmp::Reverse(pos.class(a, m as usize)));
        list.truncate(24);
        let start = line.len();
        let mut defs = self.take(ply + 1);
        let mut extra = self.take(ply + 2);
        let mut result = None;
        for &m in list.iter() {
            let m = m as usize;
            if !pos.legal(a, m) {
                continue;
            }
            pos.make(m, a);
            pos.five_points(a, &mut defs);
            let mut answer = None;
            if defs.len() >= 2 {
                line.push(defs[0]);
                line.push(defs[1]);
                answer = Some(2);
            } else if defs.len() == 1 {
                if !pos.legal(d, defs[0] as usize) {
                    line.push(defs[0]);
                    answer = Some(2);
                }
            } else {
                // A three: it only threatens if an open-four point is playable for the attacker;
                // then the defender's moves are exactly the defences and its own fours.
                if has_real_threat(pos, a, &mut extra) {
                    defences(pos, d, &mut defs, &mut extra);
                } else {
                    pos.unmake();
                    line.truncate(start);
                    continue;
                }
            }
            if answer.is_none() {
                let mut worst = 0;
                let mut all = true;
                let mut first = true;
                let mut any = false;
                for &b in defs.iter() {
                    let b = b as usize;
                    if !pos.legal(d, b) {
                        continue;
                    }
                    any = true;
                    let mark = line.len();
                    pos.make(b, d);
                    let r = self.vct_rec(pos, ctl, a, left - 1, vcf_moves, ply + 3, line);
                    pos.unmake();
                    match r {
                        Some(k) => {
                            worst = worst.max(k + 1);
                            if first {
                                line.insert(mark, b as u16);
                                first = false;
                            } else {
                                line.truncate(mark);
                            }
                        }
                        None => {
                            all = false;
                            break;
                        }
                    }
                }
                answer = if all {
                    Some(if any { worst } else { 2 })
                } else {
                    None
                };
            }
            pos.unmake();
            if let Some(k) = answer {
                line.insert(start, m as u16);
                result = Some(k);
                break;
            }
            line.truncate(start);
            if ctl.stopped || pos.nodes >= self.budget_end {
                break;
            }
        }
        self.put(ply + 1, defs);
        self.put(ply + 2, extra);
        if result.is_none() && !ctl.stopped && pos.nodes < self.budget_end {
            self.refute(key, left);
        }
        result
    }
}
