//! Depth-first proof-number search (df-pn, after Nagai) for wins by threes and fours.
//!
//! The moves are the depth-first solver's (`vcf.rs`): the attacker plays its threats, the
//! defender every defence and counter-four, so a proof here is as sound as one there. What
//! differs is the order: proof and disproof numbers steer the search to the line nearest a
//! proof, so long sequences with few defences are found in budgets where a depth-first search
//! spends itself on the first wide branch. Results live in a table of their own that outlasts
//! the search (a proof is a fact about the stones), and the win's length is kept with it.

use super::class::FLEX3_1;
use super::control::Ctl;
use super::movegen::{defences, has_real_threat};
use super::position::Pos;
use super::zobrist;

/// A proof or disproof number past any real count.
const INF: u32 = u32::MAX / 4;
/// Entries of the table (16 bytes each: 4 MB).
const TABLE_BITS: usize = 18;
/// The attacker's threats tried at a node, the strongest first (as in the depth-first solver).
const WIDTH: usize = 24;
const SALT_OR: [u64; 2] = [0x6A09_E667_F3BC_C908, 0xBB67_AE85_84CA_A73B];
const SALT_AND: [u64; 2] = [0x3C6E_F372_FE94_F82B, 0xA54F_F53A_5F1D_36F1];

/// One node's numbers; a proven node (`pn` 0) keeps its win's length in own moves in `dn`,
/// a disproven one (`dn` 0) in `pn` one more than the own moves it was searched with.
#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    pn: u32,
    dn: u32,
}

/// A node's state as the search reads it.
#[derive(Clone, Copy)]
struct Numbers {
    pn: u32,
    dn: u32,
    /// Own moves to the five, for a proven node.
    dist: u32,
}

impl Numbers {
    const UNKNOWN: Numbers = Numbers {
        pn: 1,
        dn: 1,
        dist: 0,
    };

    fn proven(dist: u32) -> Numbers {
        Numbers {
            pn: 0,
            dn: INF,
            dist,
        }
    }

    fn disproven() -> Numbers {
        Numbers {
            pn: INF,
            dn: 0,
            dist: 0,
        }
    }
}

/// What a node is before its children are looked at.
enum Expansion {
    /// Decided at once: a win for the attacker in this many own moves, or no win.
    Won(u32),
    Lost,
    /// The children: (move, mover).
    Moves,
}

/// The prover's table and scratch buffers.
pub struct Prover {
    table: Vec<Entry>,
    bufs: Vec<Vec<u16>>,
    /// Set when the budget ran out inside the current proof.
    aborted: bool,
    /// The node count past which the current proof gives up.
    budget_end: u64,
}

/// A node of the proof as `mid` visits it.
#[derive(Clone, Copy)]
struct Node {
    /// The attacker.
    a: usize,
    /// The attacker to move (else the defender).
    or: bool,
    /// Own moves the attacker has left.
    left: u32,
    /// The thresholds the node's numbers are searched up to.
    th_pn: u32,
    th_dn: u32,
    /// Depth below the proof's root, for the scratch buffers.
    ply: usize,
}

impl Default for Prover {
    fn default() -> Self {
        Prover::new()
    }
}

impl Prover {
    /// An empty table.
    pub fn new() -> Prover {
        Prover {
            table: vec![Entry::default(); 1 << TABLE_BITS],
            bufs: Vec::new(),
            aborted: false,
            budget_end: u64::MAX,
        }
    }

    /// Forgets every result (searches with a node budget start from here).
    pub fn clear(&mut self) {
        self.table.iter_mut().for_each(|e| *e = Entry::default());
    }

    /// The numbers of a node searched with `left` own moves.
    fn lookup(&self, key: u64, left: u32) -> Numbers {
        let e = self.table[key as usize & ((1 << TABLE_BITS) - 1)];
        if e.key != key {
            Numbers::UNKNOWN
        } else if e.pn == 0 {
            Numbers::proven(e.dn)
        } else if e.dn == 0 {
            // A disproof with fewer moves says nothing about more.
            if e.pn > left {
                Numbers::disproven()
            } else {
                Numbers::UNKNOWN
            }
        } else {
            Numbers {
                pn: e.pn,
                dn: e.dn,
                dist: 0,
            }
        }
    }

    /// Stores a node searched with `left` own moves (`INF`: its value holds for any).
    fn store(&mut self, key: u64, n: Numbers, left: u32) {
        let (pn, dn) = match (n.pn, n.dn) {
            (0, _) => (0, n.dist),
            (_, 0) => (left.saturating_add(1), 0),
            (pn, dn) => (pn, dn),
        };
        self.table[key as usize & ((1 << TABLE_BITS) - 1)] = Entry { key, pn, dn };
    }

    fn take(&mut self, ply: usize) -> Vec<u16> {
        while self.bufs.len() <= ply {
            self.bufs.push(Vec::with_capacity(64));
        }
        std::mem::take(&mut self.bufs[ply])
    }

    /// A win by threes and fours for `a` (to move) in at most `max_moves` of its moves, within
    /// `budget_end` nodes: the number of its moves, with a line of the proof (the attacker's
    /// moves and the defender's longest resistance) appended to `line`.
    pub fn vct(
        &mut self,
        pos: &mut Pos,
        ctl: &mut Ctl,
        a: usize,
        max_moves: u32,
        budget_end: u64,
        line: &mut Vec<u16>,
    ) -> Option<u32> {
        self.aborted = false;
        self.budget_end = budget_end;
        let node = Node {
            a,
            or: true,
            left: max_moves,
            th_pn: INF - 1,
            th_dn: INF - 1,
            ply: 0,
        };
        let root = self.mid(pos, ctl, node);
        if root.pn != 0 {
            return None;
        }
        let start = line.len();
        self.line(pos, a, root.dist, line);
        // The caller plays the line's first move: a proof whose first step the table lost
        // (it never should) is no answer.
        (line.len() > start).then_some(root.dist)
    }

    fn key(pos: &Pos, a: usize, or: bool) -> u64 {
        pos.hash() ^ if or { SALT_OR[a] } else { SALT_AND[a] }
    }

    /// The node's children into `out` (points; the mover is the attacker at an OR node), or
    /// its value when it needs none.
    fn expand(
        pos: &mut Pos,
        a: usize,
        or: bool,
        out: &mut Vec<u16>,
        buf: &mut Vec<u16>,
    ) -> Expansion {
        let d = 1 - a;
        if or {
            pos.five_points(a, out);
            if !out.is_empty() {
                return Expansion::Won(1);
            }
            pos.five_points(d, out);
            if out.len() >= 2 {
                return Expansion::Lost;
            }
            if let Some(&b) = out.first() {
                // The defender's four must be blocked, and the block must threaten in turn.
                if pos.class(a, b as usize) < FLEX3_1 || !pos.legal(a, b as usize) {
                    return Expansion::Lost;
                }
                return Expansion::Moves;
            }
            pos.threat_points(a, out);
            out.retain(|&m| pos.legal(a, m as usize));
            out.sort_by_key(|&m| std::cmp::Reverse(pos.class(a, m as usize)));
            out.truncate(WIDTH);
            if out.is_empty() {
                return Expansion::Lost;
            }
            return Expansion::Moves;
        }
        pos.five_points(a, out);
        if out.len() >= 2 {
            return Expansion::Won(1);
        }
        if let Some(&b) = out.first() {
            if !pos.legal(d, b as usize) {
                // Renju: black cannot block on a forbidden point.
                return Expansion::Won(1);
            }
            return Expansion::Moves;
        }
        // A three threatens only if an open-four point is playable for the attacker.
        if !has_real_threat(pos, a, buf) {
            return Expansion::Lost;
        }
        defences(pos, d, out, buf);
        out.retain(|&m| pos.legal(d, m as usize));
        if out.is_empty() {
            // The open four, then the five.
            return Expansion::Won(2);
        }
        Expansion::Moves
    }

    /// The search below one node until its numbers reach the thresholds: its numbers.
    fn mid(&mut self, pos: &mut Pos, ctl: &mut Ctl, node: Node) -> Numbers {
        let Node {
            a, or, left, ply, ..
        } = node;
        let key = Self::key(pos, a, or);
        if or && left == 0 {
            // Out of moves: no win on this line (stored as such: another way here with moves
            // to spare searches it again).
            self.store(key, Numbers::disproven(), 0);
            return Numbers::disproven();
        }
        let mut kids = self.take(ply);
        let mut buf = self.take(ply + 1);
        let expansion = Self::expand(pos, a, or, &mut kids, &mut buf);
        self.bufs[ply + 1] = buf;
        let (n, holds) = match expansion {
            Expansion::Won(k) => (Numbers::proven(k), INF),
            Expansion::Lost => (Numbers::disproven(), INF),
            Expansion::Moves => {
                let n = self.search_kids(pos, ctl, node, key, &kids);
                (n, left)
            }
        };
        self.bufs[ply] = kids;
        self.store(key, n, holds);
        n
    }

    /// The loop of `mid` over a node's children.
    fn search_kids(
        &mut self,
        pos: &mut Pos,
        ctl: &mut Ctl,
        node: Node,
        key: u64,
        kids: &[u16],
    ) -> Numbers {
        let Node {
            a,
            or,
            left,
            th_pn,
            th_dn,
            ply,
        } = node;
        let mover = if or { a } else { 1 - a };
        let keys = &zobrist::keys()[mover];
        let salt = if or { SALT_AND[a] } else { SALT_OR[a] };
        let child_left = if or { left - 1 } else { left };
        loop {
            // The node's numbers from its children's.
            let (mut pn, mut dn) = if or { (INF, 0u32) } else { (0u32, INF) };
            let (mut best, mut best_v, mut second_v) = (0usize, INF, INF);
            let mut dist = 0;
            let mut all_proven = true;
            for (i, &m) in kids.iter().enumerate() {
                let c = self.lookup(pos.hash() ^ keys[m as usize] ^ salt, child_left);
                if or {
                    if c.pn == 0 {
                        return Numbers::proven(c.dist + 1);
                    }
                    dn = (dn + c.dn).min(INF);
                    pn = pn.min(c.pn);
                } else {
                    if c.dn == 0 {
                        return Numbers::disproven();
                    }
                    if c.pn == 0 {
                        dist = dist.max(c.dist);
                    } else {
                        all_proven = false;
                    }
                    pn = (pn + c.pn).min(INF);
                    dn = dn.min(c.dn);
                }
                // The child to search: the one nearest a proof (OR) or a disproof (AND).
                let v = if or { c.pn } else { c.dn };
                if v < best_v {
                    second_v = best_v;
                    best_v = v;
                    best = i;
                } else if v < second_v {
                    second_v = v;
                }
            }
            if !or && all_proven {
                return Numbers::proven(dist);
            }
            if or && dn == 0 {
                return Numbers::disproven();
            }
            let here = Numbers { pn, dn, dist: 0 };
            if pn >= th_pn || dn >= th_dn || self.aborted {
                return here;
            }
            if pos.nodes >= self.budget_end || ctl.poll(pos.nodes) {
                self.aborted = true;
                return here;
            }
            self.store(key, here, left);
            let c = self.lookup(pos.hash() ^ keys[kids[best] as usize] ^ salt, child_left);
            let (c_pn, c_dn) = if or {
                (th_pn.min(second_v.saturating_add(1)), th_dn - dn + c.dn)
            } else {
                (th_pn - pn + c.pn, th_dn.min(second_v.saturating_add(1)))
            };
            let child = Node {
                a,
                or: !or,
                left: child_left,
                th_pn: c_pn.min(INF - 1),
                th_dn: c_dn.min(INF - 1),
                ply: ply + 2,
            };
            pos.make(kids[best] as usize, mover);
            self.mid(pos, ctl, child);
            pos.unmake();
        }
    }

    /// A line of a proven node: at the attacker's turns its shortest proven threat, at the
    /// defender's its longest resistance, as far as the table still holds them.
    fn line(&mut self, pos: &mut Pos, a: usize, dist: u32, line: &mut Vec<u16>) {
        let start = pos.stones();
        let mut or = true;
        let mut buf = Vec::new();
        let mut kids = Vec::new();
        for _ in 0..(2 * dist as usize + 2) {
            let mover = if or { a } else { 1 - a };
            match Self::expand(pos, a, or, &mut kids, &mut buf) {
                Expansion::Won(_) => {
                    // The five; after a double four, the defender's block and the other five.
                    pos.five_points(a, &mut kids);
                    line.extend(kids.iter().take(if or { 1 } else { 2 }));
                    break;
                }
                Expansion::Lost => break,
                Expansion::Moves => {}
            }
            let salt = if or { SALT_AND[a] } else { SALT_OR[a] };
            let keys = &zobrist::keys()[mover];
            let pick = kids
                .iter()
                .map(|&m| (m, self.lookup(pos.hash() ^ keys[m as usize] ^ salt, 0)))
                .filter(|(_, c)| c.pn == 0)
                .min_by_key(|&(_, c)| if or { c.dist as i64 } else { -(c.dist as i64) });
            let Some((m, _)) = pick else {
                break;
            };
            line.push(m);
            pos.make(m as usize, mover);
            or = !or;
        }
        while pos.stones() > start {
            pos.unmake();
        }
    }
}
