//! The search position: a padded board whose empty points each keep, per side, their four
//! directional patterns, their combined class and their values, all updated incrementally
//! by make/unmake (a move touches only the lines through it), with running sums and counts
//! of the classes, and a Zobrist hash.

use std::cell::RefCell;

use crate::game::{Board, Color, Point, Rule};

use super::boxed;
use super::cells::{self, slot, InfoTable};
use super::class::NCLASS;
use super::nnue::{self, Acc, Lazy, Net, NO_FEAT};
use super::patterns::{self, digit_pos, Table, POW3};
use super::zobrist;

pub use super::grid::{CELLS, OFFSETS, PAD, STRIDE};

mod lines;
mod marked;
mod points;

use marked::Marked;

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

/// What one point keeps for both sides, together, so a move's line updates touch one place
/// per point.
#[derive(Clone, Copy, Default)]
struct Spot {
    /// Base-3 neighbourhood code per side and direction.
    keys: [[u16; 4]; 2],
    /// Directional pattern per side and direction.
    pats: [[u8; 4]; 2],
    /// Point code (the four patterns) per side.
    code: [u16; 2],
    /// Class per side.
    class: [u8; 2],
}

/// A per-cell array: its length is a constant, so one bounds check on a cell index covers
/// every array indexed by it.
type PerCell<T> = Box<[T; CELLS]>;

/// What a move changed on one empty point for one side, so unmake can put it back without
/// looking anything up again.
#[derive(Clone, Copy)]
struct Change {
    cell: u16,
    side: u8,
    dir: u8,
    old_pat: u8,
    old_class: u8,
    old_code: u16,
}

/// The running sums before a move.
#[derive(Clone, Copy)]
struct Sums {
    counts: [[i32; NCLASS]; 2],
    att: [i32; 2],
    def: [i32; 2],
    /// Length of the change log before the move.
    log: usize,
}

#[derive(Clone, Copy)]
struct Bbox {
    x0: usize,
    y0: usize,
    x1: usize,
    y1: usize,
}

const NO_BOX: Bbox = Bbox {
    x0: 1,
    y0: 1,
    x1: 0,
    y1: 0,
};

/// A position the engine can play moves on and take them back.
#[derive(Clone)]
pub struct Pos {
    size: usize,
    rule: Rule,
    cells: PerCell<u8>,
    /// The keys, patterns, codes and classes of every point.
    spots: PerCell<Spot>,
    /// The empty points of a four or better (or a foul) per side.
    marked: Marked,
    /// Per side: empty points of each class.
    counts: [[i32; NCLASS]; 2],
    /// Per side: sum of the `att` and `def` values of its empty points.
    att: [i32; 2],
    def: [i32; 2],
    /// The network in use, and its accumulators along the line (brought up to date when
    /// evaluated).
    net: Option<&'static Net>,
    /// Weight in percent of the network's correction, in quiet positions (no three or four
    /// for either side) and in the others (`Knobs::net_weight_quiet`, `Knobs::net_weight`).
    net_weight: [i32; 2],
    acc: RefCell<Lazy>,
    hash: u64,
    near: PerCell<u8>,
    board: Board,
    tables: [&'static Table; 2],
    /// How many cells away along a line a stone still changes a pattern (`patterns::reach`):
    /// 4 when both sides win with five or more, so that a move updates fewer points.
    reach: isize,
    infos: [&'static InfoTable; 2],
    history: Vec<(u16, Bbox)>,
    /// The sums before each move of `history`.
    sums: Vec<Sums>,
    /// The point changes of the moves of `history`, in order.
    log: Vec<Change>,
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
        let (exact, loose): (&Table, &Table) = (&t[0], &t[1]);
        let tables = match rule {
            Rule::Freestyle => [loose, loose],
            Rule::Standard => [exact, exact],
            Rule::Renju => [exact, loose],
        };
        let inf = cells::infos();
        let infos = if rule == Rule::Renju {
            [&*inf[1], &*inf[0]]
        } else {
            [&*inf[0], &*inf[0]]
        };
        let mut pos = Pos {
            size,
            rule,
            cells: boxed::filled(WALL),
            spots: boxed::filled(Spot::default()),
            marked: Marked::new(),
            counts: [[0; NCLASS]; 2],
            att: [0; 2],
            def: [0; 2],
            net: None,
            net_weight: [100; 2],
            acc: RefCell::new(Lazy::default()),
            hash: 0,
            near: boxed::filled(0),
            board: Board::try_new(size).unwrap_or_else(|_| board.clone()),
            tables,
            reach: patterns::reach(rule != Rule::Freestyle),
            infos,
            history: Vec::with_capacity(size * size),
            sums: Vec::with_capacity(size * size),
            log: Vec::with_capacity(64 * size),
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
                    for k in -pos.reach..=pos.reach {
                        if k != 0 && pos.cells[(q as isize + k * off) as usize] == WALL {
                            key += 2 * POW3[digit_pos(k)];
                        }
                    }
                    pos.spots[q].keys[0][d] = key;
                    pos.spots[q].keys[1][d] = key;
                }
                for side in 0..2 {
                    pos.refresh(side, q);
                }
            }
        }
        for p in board.points() {
            if let Some(c) = board.get(p) {
                pos.make(Self::index(p), side_of(c));
            }
        }
        pos.history.clear();
        pos.sums.clear();
        pos.log.clear();
        pos.nodes = 0;
        pos
    }

    /// Evaluates with `net` from now on (its accumulators built from the board), or without.
    pub fn set_net(&mut self, net: Option<&'static Net>) {
        self.net = net;
        let mut acc = [[0; nnue::H]; 2];
        if let Some(n) = net {
            for q in 0..CELLS {
                if self.cells[q] == EMPTY {
                    for (s, a) in acc.iter_mut().enumerate() {
                        nnue::add_row(a, n.row(self.info(s, q).feat as usize));
                    }
                }
            }
        }
        self.acc.get_mut().reset(acc);
    }

    /// Weighs the network's correction from now on by `quiet` percent where no side has a
    /// three or a four (threat combination 0) and by `threats` percent elsewhere (100 when
    /// built).
    pub fn set_net_weight(&mut self, quiet: i32, threats: i32) {
        self.net_weight = [quiet, threats];
    }

    /// The network in use, applied to this position for the side to move `me` with threat
    /// combination `mask`, times its weight.
    pub fn net_eval(&self, me: usize, mask: usize) -> Option<i32> {
        let net = self.net?;
        let mut lazy = self.acc.borrow_mut();
        let acc: &[Acc; 2] = lazy.current(net);
        let weight = self.net_weight[usize::from(mask != 0)];
        Some(net.eval(&acc[me], &acc[1 - me], mask) * weight / 100)
    }

    /// The network's clipped accumulators, `me`'s first (the policy's inputs), when a
    /// network is in use.
    pub fn net_inputs(&self, me: usize) -> Option<[i16; 2 * nnue::H]> {
        let net = self.net?;
        let mut lazy = self.acc.borrow_mut();
        let acc: &[Acc; 2] = lazy.current(net);
        Some(net.inputs(&acc[me], &acc[1 - me]))
    }

    /// The accumulators of the position (black's, white's), for the tests.
    #[cfg(test)]
    fn accs(&self) -> Option<[Acc; 2]> {
        let net = self.net?;
        Some(*self.acc.borrow_mut().current(net))
    }

    /// Builds the shared pattern and class tables (once per process).
    pub fn warm_up() {
        patterns::tables();
        cells::infos();
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

    /// The rule played.
    pub fn rule(&self) -> Rule {
        self.rule
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

    /// The last move played, if any.
    pub fn last_move(&self) -> Option<usize> {
        self.history.last().map(|&(m, _)| m as usize)
    }

    /// The move `back` moves before the last one on this line (0: the last), if made here.
    pub fn recent_move(&self, back: usize) -> Option<usize> {
        let n = self.history.len();
        n.checked_sub(back + 1).map(|k| self.history[k].0 as usize)
    }

    /// Puts a stone of `side` on the empty cell `idx`.
    pub fn make(&mut self, idx: usize, side: usize) {
        debug_assert_eq!(self.cells[idx], EMPTY);
        self.nodes += 1;
        let prev = self.bbox;
        self.history.push((idx as u16, prev.unwrap_or(NO_BOX)));
        self.sums.push(Sums {
            counts: self.counts,
            att: self.att,
            def: self.def,
            log: self.log.len(),
        });
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
        let with_net = self.net.is_some();
        if with_net {
            self.acc.get_mut().make();
        }
        // The point leaves the evaluation: only empty points hold potential. Its own patterns
        // stay as they are while it is occupied, which is what unmake finds again.
        for s in 0..2 {
            let i = self.infos[s][slot(self.spots[idx].code[s])];
            self.att[s] -= i.att as i32;
            self.def[s] -= i.def as i32;
            self.counts[s][i.class as usize] -= 1;
            if with_net {
                self.acc.get_mut().change(s, i.feat, NO_FEAT);
            }
        }
        self.cells[idx] = side as u8 + 1;
        self.marked.set(idx, false);
        self.marked.set(CELLS + idx, false);
        self.hash ^= zobrist::keys()[side][idx];
        if self.rule == Rule::Renju {
            self.board.set(Self::point(idx), Some(color_of(side)));
        }
        self.stones += 1;
        if self.reach == 4 {
            self.place_lines::<4>(idx, side);
        } else {
            self.place_lines::<5>(idx, side);
        }
        self.update_near(idx, true);
    }

    /// Takes back the last move: the keys are shifted back, every changed point gets its old
    /// pattern, code and class from the log, and the sums their old values.
    pub fn unmake(&mut self) {
        let (Some((idx, prev)), Some(sums)) = (self.history.pop(), self.sums.pop()) else {
            return;
        };
        let idx = idx as usize;
        let side = (self.cells[idx] - 1) as usize;
        if self.net.is_some() {
            self.acc.get_mut().unmake();
        }
        self.bbox = if prev.x0 > prev.x1 { None } else { Some(prev) };
        self.cells[idx] = EMPTY;
        self.hash ^= zobrist::keys()[side][idx];
        if self.rule == Rule::Renju {
            self.board.set(Self::point(idx), None);
        }
        self.stones -= 1;
        if self.reach == 4 {
            self.unshift_keys::<4>(idx, side);
        } else {
            self.unshift_keys::<5>(idx, side);
        }
        self.restore(sums.log);
        // The point's classes stayed as they were while it was occupied.
        for s in 0..2 {
            let on = marked::marked(self.spots[idx].class[s]);
            self.marked.set(s * CELLS + idx, on);
        }
        self.counts = sums.counts;
        self.att = sums.att;
        self.def = sums.def;
        self.update_near(idx, false);
    }

    /// The evaluation sums: `side`'s values as the side to move, and as the side not to move.
    pub fn sums(&self, side: usize) -> (i32, i32) {
        (self.att[side], self.def[side])
    }

    /// The rules-core board of this position (kept up to date under renju only).
    pub fn board(&self) -> &Board {
        &self.board
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::rng::splitmix;

    /// After any sequence of makes and unmakes the caches equal a fresh build, and so do the
    /// network's accumulators (brought up to date only every few moves, as in a search).
    #[test]
    fn incremental_state_matches_rebuild() {
        for rule in Rule::ALL {
            for size in [5, 9, 15, 26] {
                let mut seed = size as u64 * 7 + rule as u64;
                let mut board = Board::try_new(size).expect("size");
                let mut pos = Pos::new(&board, rule);
                pos.set_net(nnue::net());
                assert!(pos.net.is_some());
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
                    assert_eq!((pos.att, pos.def), (fresh.att, fresh.def));
                    if step % 3 == 0 {
                        let mut fresh = fresh.clone();
                        fresh.set_net(pos.net);
                        assert_eq!(pos.accs(), fresh.accs());
                    }
                    assert_eq!(pos.counts, fresh.counts);
                    for s in 0..2 {
                        let marked: Vec<usize> = pos.marked.cells(s).collect();
                        assert_eq!(marked, fresh.marked.cells(s).collect::<Vec<_>>());
                    }
                    for q in board.points() {
                        let i = Pos::index(q);
                        if pos.is_empty(i) {
                            for s in 0..2 {
                                assert_eq!(pos.pats(s, i), fresh.pats(s, i));
                                assert_eq!(pos.code(s, i), fresh.code(s, i));
                                assert_eq!(pos.class(s, i), fresh.class(s, i));
                            }
                        }
                    }
                }
            }
        }
    }
}
