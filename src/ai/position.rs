//! The search position: a padded board with per-point per-direction pattern caches,
//! running evaluation sums and a Zobrist hash, all updated incrementally by make/unmake.

use crate::game::{renju, Board, Color, Point, Rule};

use super::patterns::{self, digit_pos, BLOCK4, FIVE, FLEX3, FLEX4, NPAT, OVERLINE, POW3};
use super::zobrist;

/// Empty cells of padding around the board, so neighbour offsets never leave the array.
pub const PAD: usize = 5;
/// Row stride of the padded board (26 + 2 * 5).
pub const STRIDE: usize = 36;
/// Cells of the padded board.
pub const CELLS: usize = STRIDE * STRIDE;
/// Offsets of the four directions: across, down, down-right, up-right.
pub const OFFSETS: [isize; 4] = [1, STRIDE as isize, STRIDE as isize + 1, 1 - STRIDE as isize];

/// An empty cell.
pub const EMPTY: u8 = 0;
/// Off the board.
pub const WALL: u8 = 3;

/// Side index of a colour: 0 black, 1 white.
pub fn side_of(c: Color) -> usize {
    match c {
        Color::Black => 0,
        Color::White => 1,
    }
}

/// Colour of a side index.
pub fn color_of(side: usize) -> Color {
    if side == 0 {
        Color::Black
    } else {
        Color::White
    }
}

use super::eval::{combo_value, PATTERN_VALUE as VAL};

#[derive(Clone, Copy)]
struct Bbox {
    x0: usize,
    y0: usize,
    x1: usize,
    y1: usize,
}

/// A position the engine can play moves on and take them back.
#[derive(Clone)]
pub struct Pos {
    size: usize,
    rule: Rule,
    cells: Vec<u8>,
    keys: Vec<u16>,
    pats: Vec<u8>,
    /// Strongest directional pattern per side and cell (overlines count as nothing).
    top: Vec<u8>,
    /// The `combo_value` of each side and cell, included in `sums` while the cell is empty.
    combo: Vec<i32>,
    /// Per side: whether double threes and fours are fouls (renju black).
    no_doubles: [bool; 2],
    sums: [i32; 2],
    counts: [[i32; NPAT]; 2],
    hash: u64,
    near: Vec<u8>,
    board: Board,
    tables: [&'static [u8]; 2],
    history: Vec<(u16, Bbox)>,
    bbox: Option<Bbox>,
    stones: usize,
    /// Moves made since the counter was last reset (the search's node count).
    pub nodes: u64,
}

impl Pos {
    /// Builds the position of `board` under `rule`.
    pub fn new(board: &Board, rule: Rule) -> Pos {
        let size = board.size();
        let t = patterns::tables();
        let (exact, loose) = (t[0].as_slice(), t[1].as_slice());
        let tables = match rule {
            Rule::Freestyle => [loose, loose],
            Rule::Standard => [exact, exact],
            Rule::Renju => [exact, loose],
        };
        let mut pos = Pos {
            size,
            rule,
            cells: vec![WALL; CELLS],
            keys: vec![0; 2 * CELLS * 4],
            pats: vec![0; 2 * CELLS * 4],
            top: vec![0; 2 * CELLS],
            combo: vec![0; 2 * CELLS],
            no_doubles: [rule == Rule::Renju, false],
            sums: [0; 2],
            counts: [[0; NPAT]; 2],
            hash: 0,
            near: vec![0; CELLS],
            board: Board::try_new(size).unwrap_or_else(|_| board.clone()),
            tables,
            history: Vec::with_capacity(size * size),
            bbox: None,
            stones: 0,
            nodes: 0,
        };
        for y in 0..size {
            for x in 0..size {
                pos.cells[Self::index_xy(x, y)] = EMPTY;
            }
        }
        // Codes of the empty board: only the edges block.
        for y in 0..size {
            for x in 0..size {
                let q = Self::index_xy(x, y);
                for (d, &off) in OFFSETS.iter().enumerate() {
                    let mut key = 0u16;
                    for k in -5isize..=5 {
                        if k != 0 && pos.cells[(q as isize + k * off) as usize] == WALL {
                            key += 2 * POW3[digit_pos(k)];
                        }
                    }
                    pos.keys[q * 4 + d] = key;
                    pos.keys[(CELLS + q) * 4 + d] = key;
                }
                for side in 0..2 {
                    pos.refresh(side, q, true);
                }
            }
        }
        for p in board.points() {
            if let Some(c) = board.get(p) {
                pos.make(Self::index(p), side_of(c));
            }
        }
        pos.history.clear();
        pos.nodes = 0;
        pos
    }

    /// Padded index of a board point.
    pub fn index(p: Point) -> usize {
        Self::index_xy(p.x, p.y)
    }

    fn index_xy(x: usize, y: usize) -> usize {
        (y + PAD) * STRIDE + x + PAD
    }

    /// Board point of a padded index.
    pub fn point(idx: usize) -> Point {
        Point::new(idx % STRIDE - PAD, idx / STRIDE - PAD)
    }

    /// Board side length.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Stones on the board.
    pub fn stones(&self) -> usize {
        self.stones
    }

    /// Whether no empty point is left.
    pub fn is_full(&self) -> bool {
        self.stones == self.size * self.size
    }

    /// Zobrist hash of the stones (side to move not included).
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Whether the cell is an empty board point.
    pub fn is_empty(&self, idx: usize) -> bool {
        self.cells[idx] == EMPTY
    }

    /// The four directional patterns a stone of `side` on `idx` would make.
    pub fn pats(&self, side: usize, idx: usize) -> [u8; 4] {
        let b = (side * CELLS + idx) * 4;
        [
            self.pats[b],
            self.pats[b + 1],
            self.pats[b + 2],
            self.pats[b + 3],
        ]
    }

    /// Whether `side` has a four on the board (an empty point that makes five).
    pub fn has_five_point(&self, side: usize) -> bool {
        self.counts[side][FIVE as usize] > 0
    }

    /// Whether `side` has an open-four point (an open three on the board, foul or not).
    pub fn has_open_four_point(&self, side: usize) -> bool {
        self.counts[side][FLEX4 as usize] > 0
    }

    /// Whether `side` can make a four somewhere.
    pub fn has_four_move(&self, side: usize) -> bool {
        self.counts[side][BLOCK4 as usize] > 0 || self.counts[side][FLEX4 as usize] > 0
    }

    /// Puts a stone of `side` on the empty cell `idx`.
    pub fn make(&mut self, idx: usize, side: usize) {
        debug_assert_eq!(self.cells[idx], EMPTY);
        self.nodes += 1;
        let prev = self.bbox;
        self.history.push((
            idx as u16,
            prev.unwrap_or(Bbox {
                x0: 1,
                y0: 1,
                x1: 0,
                y1: 0,
            }),
        ));
        let (x, y) = (idx % STRIDE, idx / STRIDE);
        self.bbox = Some(match prev {
            None => Bbox {
                x0: x,
                y0: y,
                x1: x,
                y1: y,
            },
            Some(b) => Bbox {
                x0: b.x0.min(x),
                y0: b.y0.min(y),
                x1: b.x1.max(x),
                y1: b.y1.max(y),
            },
        });
        // The point leaves the evaluation: only empty points hold potential.
        for s in 0..2 {
            let b = (s * CELLS + idx) * 4;
            for d in 0..4 {
                let p = self.pats[b + d] as usize;
                self.sums[s] -= VAL[p];
                self.counts[s][p] -= 1;
            }
            self.sums[s] -= self.combo[s * CELLS + idx];
        }
        self.cells[idx] = side as u8 + 1;
        self.hash ^= zobrist::keys()[side][idx];
        self.board.set(Self::point(idx), Some(color_of(side)));
        self.stones += 1;
        self.update_lines(idx, side, true);
        self.update_near(idx, true);
    }

    /// Takes back the last move.
    pub fn unmake(&mut self) {
        let Some((idx, prev)) = self.history.pop() else {
            return;
        };
        let idx = idx as usize;
        let side = (self.cells[idx] - 1) as usize;
        self.bbox = if prev.x0 > prev.x1 { None } else { Some(prev) };
        self.cells[idx] = EMPTY;
        self.hash ^= zobrist::keys()[side][idx];
        self.board.set(Self::point(idx), None);
        self.stones -= 1;
        self.update_lines(idx, side, false);
        self.update_near(idx, false);
        for s in 0..2 {
            self.refresh(s, idx, true);
        }
    }

    /// Re-reads the patterns of `idx` for `side` from its codes; `add` puts them into the sums.
    fn refresh(&mut self, side: usize, idx: usize, add: bool) {
        let table = self.tables[side];
        let b = (side * CELLS + idx) * 4;
        for d in 0..4 {
            let p = table[self.keys[b + d] as usize];
            self.pats[b + d] = p;
            if add {
                self.sums[side] += VAL[p as usize];
                self.counts[side][p as usize] += 1;
            }
        }
        self.set_top(side, idx);
        let c = combo_value(self.pats(side, idx), self.no_doubles[side]);
        if add {
            self.sums[side] += c;
        }
        self.combo[side * CELLS + idx] = c;
    }

    fn set_top(&mut self, side: usize, idx: usize) {
        let b = (side * CELLS + idx) * 4;
        let t = self.pats[b..b + 4]
            .iter()
            .map(|&p| if p == OVERLINE { 0 } else { p })
            .max()
            .unwrap_or(0);
        self.top[side * CELLS + idx] = t;
    }

    /// The strongest directional pattern `side` would make on `idx`.
    pub fn top(&self, side: usize, idx: usize) -> u8 {
        self.top[side * CELLS + idx]
    }

    fn update_lines(&mut self, idx: usize, side: usize, place: bool) {
        let opp = 1 - side;
        for (d, &off) in OFFSETS.iter().enumerate() {
            for j in -5isize..=5 {
                if j == 0 {
                    continue;
                }
                let q = (idx as isize + j * off) as usize;
                if self.cells[q] == WALL {
                    continue;
                }
                // `idx` sits at offset -j from `q`.
                let w = POW3[digit_pos(-j)];
                let own_k = (side * CELLS + q) * 4 + d;
                let opp_k = (opp * CELLS + q) * 4 + d;
                if place {
                    self.keys[own_k] += w;
                    self.keys[opp_k] += 2 * w;
                } else {
                    self.keys[own_k] -= w;
                    self.keys[opp_k] -= 2 * w;
                }
                if self.cells[q] != EMPTY {
                    continue;
                }
                for (s, k) in [(side, own_k), (opp, opp_k)] {
                    let new = self.tables[s][self.keys[k] as usize];
                    let old = self.pats[k];
                    if new != old {
                        self.pats[k] = new;
                        self.sums[s] += VAL[new as usize] - VAL[old as usize];
                        self.counts[s][old as usize] -= 1;
                        self.counts[s][new as usize] += 1;
                        self.set_top(s, q);
                        let c = combo_value(self.pats(s, q), self.no_doubles[s]);
                        self.sums[s] += c - self.combo[s * CELLS + q];
                        self.combo[s * CELLS + q] = c;
                    }
                }
            }
        }
    }

    fn update_near(&mut self, idx: usize, add: bool) {
        for dy in -2isize..=2 {
            for dx in -2isize..=2 {
                let q = (idx as isize + dy * STRIDE as isize + dx) as usize;
                if add {
                    self.near[q] += 1;
                } else {
                    self.near[q] -= 1;
                }
            }
        }
    }

    /// Empty points within two of a stone, in a fixed order (row by row).
    pub fn candidates(&self, out: &mut Vec<u16>) {
        out.clear();
        let Some(b) = self.bbox else {
            return;
        };
        let lo = PAD;
        let hi = PAD + self.size - 1;
        for y in b.y0.saturating_sub(2).max(lo)..=(b.y1 + 2).min(hi) {
            for x in b.x0.saturating_sub(2).max(lo)..=(b.x1 + 2).min(hi) {
                let i = y * STRIDE + x;
                if self.cells[i] == EMPTY && self.near[i] > 0 {
                    out.push(i as u16);
                }
            }
        }
    }

    /// Empty points where `side` completes a winning five.
    pub fn five_points(&self, side: usize, out: &mut Vec<u16>) {
        out.clear();
        if !self.has_five_point(side) {
            return;
        }
        self.scan(out, |pos, i| pos.top(side, i) == FIVE);
    }

    /// Empty points where `side` makes a four or five (fouls not filtered).
    pub fn four_points(&self, side: usize, out: &mut Vec<u16>) {
        out.clear();
        if !self.has_four_move(side) && !self.has_five_point(side) {
            return;
        }
        self.scan(out, |pos, i| pos.top(side, i) >= BLOCK4);
    }

    /// Empty points where `side` makes a four or an open three.
    pub fn threat_points(&self, side: usize, out: &mut Vec<u16>) {
        out.clear();
        self.scan(out, |pos, i| pos.top(side, i) >= FLEX3);
    }

    /// Empty points where `side` would make an open four (an open three of `side` is there).
    pub fn open_four_points(&self, side: usize, out: &mut Vec<u16>) {
        out.clear();
        if !self.has_open_four_point(side) {
            return;
        }
        self.scan(out, |pos, i| {
            pos.top(side, i) >= FLEX4 && pos.pats(side, i).contains(&FLEX4)
        });
    }

    fn scan(&self, out: &mut Vec<u16>, keep: impl Fn(&Pos, usize) -> bool) {
        let Some(b) = self.bbox else {
            return;
        };
        let lo = PAD;
        let hi = PAD + self.size - 1;
        // A point that makes a five, a four or an open three lies within two of a stone.
        for y in b.y0.saturating_sub(2).max(lo)..=(b.y1 + 2).min(hi) {
            for x in b.x0.saturating_sub(2).max(lo)..=(b.x1 + 2).min(hi) {
                let i = y * STRIDE + x;
                if self.cells[i] == EMPTY && self.near[i] > 0 && keep(self, i) {
                    out.push(i as u16);
                }
            }
        }
    }

    /// Whether a stone of `side` may go on the empty cell `idx` (renju fouls for black).
    pub fn legal(&self, side: usize, idx: usize) -> bool {
        !(side == 0 && self.rule == Rule::Renju && self.is_foul(idx))
    }

    /// Whether black on `idx` is a renju foul; the patterns rule most points out cheaply
    /// before the exact (recursive) check of the rules core.
    pub fn is_foul(&self, idx: usize) -> bool {
        let p = self.pats(0, idx);
        if p.contains(&FIVE) {
            return false;
        }
        let fours = p.iter().filter(|&&k| k == BLOCK4 || k == FLEX4).count();
        let threes = p.iter().filter(|&&k| k == FLEX3).count();
        let suspicious = p.contains(&OVERLINE) || p.contains(&FLEX4) || fours >= 2 || threes >= 2;
        suspicious && renju::foul(&self.board, Self::point(idx)).is_some()
    }

    /// Sum of the pattern values of `side` over the empty points (kept incrementally).
    pub fn potential(&self, side: usize) -> i32 {
        self.sums[side]
    }

    /// The rules-core board of this position.
    pub fn board(&self) -> &Board {
        &self.board
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::zobrist::splitmix;

    /// After any sequence of makes and unmakes the caches equal a fresh build.
    #[test]
    fn incremental_state_matches_rebuild() {
        for rule in Rule::ALL {
            for size in [5, 9, 15, 26] {
                let mut seed = size as u64 * 7 + rule as u64;
                let mut board = Board::try_new(size).expect("size");
                let mut pos = Pos::new(&board, rule);
                let mut side = 0;
                for step in 0..(size * size).min(120) {
                    let empties: Vec<Point> =
                        board.points().filter(|&p| board.get(p).is_none()).collect();
                    let p = empties[(splitmix(&mut seed) % empties.len() as u64) as usize];
                    pos.make(Pos::index(p), side);
                    board.set(p, Some(color_of(side)));
                    if step % 7 == 3 {
                        pos.unmake();
                        board.set(p, None);
                    } else {
                        side = 1 - side;
                    }
                    let fresh = Pos::new(&board, rule);
                    assert_eq!(pos.hash, fresh.hash);
                    assert_eq!(pos.sums, fresh.sums);
                    assert_eq!(pos.counts, fresh.counts);
                    for q in board.points() {
                        let i = Pos::index(q);
                        if pos.is_empty(i) {
                            assert_eq!(pos.pats(0, i), fresh.pats(0, i));
                            assert_eq!(pos.pats(1, i), fresh.pats(1, i));
                            assert_eq!(
                                (pos.top(0, i), pos.top(1, i)),
                                (fresh.top(0, i), fresh.top(1, i))
                            );
                        }
                    }
                }
            }
        }
    }
}
