//! The main search: iterative deepening with aspiration windows, principal variation
//! search with late-move reductions, null-move and futility pruning and razoring, a
//! bucketed transposition table, killers, counter-moves and history, a quiescence of
//! continuous fours at the leaves, and the VCF / VCT threat solvers at the root and (under a
//! node budget) inside the tree.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use crate::game::{Board, Color, Point, Rule};

use super::class::{self, BLOCK4_1, FLEX3_1};
use super::control::Ctl;
use super::eval::evaluate;
use super::knobs::Knobs;
use super::level::{params, Params};
use super::movegen::{defences, has_real_threat, order_score, ranked};
use super::position::{side_of, Pos, CELLS};
use super::tt::{Table, EXACT, LOWER, UPPER};
use super::vcf::Solver;
use super::zobrist::{splitmix, WHITE_TO_MOVE};

/// The score of a win on the next move; a win `n` plies away scores `WIN_SCORE - n`.
pub const WIN_SCORE: i32 = 100_000;
const INF: i32 = 1_000_000;
const MATE_BOUND: i32 = WIN_SCORE - 1000;
const MAX_PLY: usize = 120;
/// Plies past the horizon the search may spend answering open threes.
const THREAT_EXT: i32 = -2;

/// What to search: the position, the side to move, the rule, the level and the limits.
pub struct SearchRequest<'a> {
    /// Position (stones of both colours).
    pub board: &'a Board,
    /// The side to move.
    pub to_move: Color,
    /// The rule played.
    pub rule: Rule,
    /// Playing level, 1 to 5.
    pub level: u8,
    /// Wall-clock budget in milliseconds.
    pub time_ms: Option<f64>,
    /// Node budget; the same budget always gives the same move.
    pub nodes: Option<u64>,
}

/// The result of a search (or of one completed iteration, when reported live).
#[derive(Clone, Debug, PartialEq)]
pub struct SearchInfo {
    /// The move to play; `None` only when there is no legal move.
    pub best: Option<Point>,
    /// Score from the side to move's view; at least `WIN_SCORE - 1000` for a proven win.
    pub eval: i32,
    /// Chance of winning for the side to move, from `eval` through a logistic curve.
    pub win_rate: f64,
    /// Depth of the last completed iteration.
    pub depth: u32,
    /// Nodes (moves made) searched.
    pub nodes: u64,
    /// Principal variation, starting with `best`.
    pub pv: Vec<Point>,
    /// `Some(k)`: the side to move wins within `k` of its own moves.
    pub forced_win: Option<u32>,
    /// `Some(k)`: the side to move loses within `k` of its own moves, whatever it plays.
    pub forced_loss: Option<u32>,
}

impl SearchInfo {
    fn new(best: Option<Point>, eval: i32, depth: u32, nodes: u64, pv: Vec<Point>) -> SearchInfo {
        let forced_win = (eval >= MATE_BOUND).then(|| ((WIN_SCORE - eval) as u32).div_ceil(2));
        let forced_loss = (eval <= -MATE_BOUND).then(|| ((WIN_SCORE + eval) as u32) / 2);
        let win_rate = if eval >= MATE_BOUND {
            1.0
        } else if eval <= -MATE_BOUND {
            0.0
        } else {
            1.0 / (1.0 + (-(eval as f64) / 400.0).exp())
        };
        SearchInfo {
            best,
            eval,
            win_rate,
            depth,
            nodes,
            pv,
            forced_win,
            forced_loss,
        }
    }
}

/// Move-ordering memory kept between searches: history per side and point, counter-moves.
struct Memory {
    history: Vec<i32>,
    counter: Vec<u16>,
}

impl Memory {
    fn new() -> Memory {
        Memory {
            history: vec![0; 2 * CELLS],
            counter: vec![0; 2 * CELLS],
        }
    }

    fn clear(&mut self) {
        self.history.iter_mut().for_each(|h| *h = 0);
        self.counter.iter_mut().for_each(|c| *c = 0);
    }

    fn age(&mut self) {
        self.history.iter_mut().for_each(|h| *h /= 4);
    }
}

/// The engine: transposition table, solver memo and history, reusable across searches.
pub struct Engine {
    knobs: Knobs,
    tt: Table,
    solver: Solver,
    memory: Memory,
    stop: Arc<AtomicBool>,
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new()
    }
}

impl Engine {
    /// An engine with an 8 MB transposition table.
    pub fn new() -> Engine {
        Engine::with_memory_mb(8)
    }

    /// An engine whose transposition table uses about `mb` megabytes.
    pub fn with_memory_mb(mb: usize) -> Engine {
        // Build the shared lookup tables now, not on the first search's clock.
        Pos::warm_up();
        Engine {
            knobs: Knobs::default(),
            tt: Table::new(mb),
            solver: Solver::new(),
            memory: Memory::new(),
            stop: Arc::new(AtomicBool::new(false)),
        }
    }

    /// Sets a search constant by name (for engine matches that compare settings); false for
    /// an unknown name.
    #[doc(hidden)]
    pub fn set_knob(&mut self, name: &str, value: i64) -> bool {
        self.knobs.set(name, value)
    }

    /// A flag that, once set, makes the running search return its best move so far.
    pub fn stop_handle(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Searches `req` within its limits; `clock` returns monotonic milliseconds and
    /// `report` receives the result of every completed iteration.
    pub fn search(
        &mut self,
        req: &SearchRequest,
        clock: &dyn Fn() -> f64,
        report: &mut dyn FnMut(&SearchInfo),
    ) -> SearchInfo {
        self.stop.store(false, Ordering::Relaxed);
        let p = params(req.level);
        if req.nodes.is_some() {
            // A node budget must give the same move whatever was searched before.
            self.tt.clear();
            self.solver.clear();
            self.memory.clear();
        } else {
            self.tt.new_search();
            self.memory.age();
        }
        let start = clock();
        let budget = match (req.time_ms, req.nodes) {
            (Some(t), _) => t.max(1.0),
            (None, Some(_)) => f64::INFINITY,
            (None, None) => p.default_ms,
        };
        let stop = Arc::clone(&self.stop);
        let ctl = Ctl::new(req.nodes.unwrap_or(u64::MAX), start + budget, clock, &stop);
        let me = side_of(req.to_move);
        let pos = Pos::new(req.board, req.rule);
        let seed = pos.hash() ^ (req.level as u64).wrapping_mul(0x9E37_79B9) ^ me as u64;
        let mut s = Searcher {
            pos,
            ctl,
            tt: &mut self.tt,
            solver: &mut self.solver,
            mem: &mut self.memory,
            killers: vec![[0; 2]; MAX_PLY + 2],
            evals: vec![0; MAX_PLY + 2],
            moves: Vec::new(),
            pv: vec![[0; MAX_PLY + 1]; MAX_PLY + 1],
            pv_len: vec![0; MAX_PLY + 2],
            tmp: Vec::with_capacity(64),
            tmp2: Vec::with_capacity(64),
            line: Vec::with_capacity(64),
            p,
            blind: false,
            seed,
            start,
            budget,
            vct_budget: 0,
            null_plies: Vec::new(),
            k: self.knobs,
        };
        s.run(me, report)
    }
}

fn to_tt(s: i32, ply: usize) -> i32 {
    if s >= MATE_BOUND {
        s + ply as i32
    } else if s <= -MATE_BOUND {
        s - ply as i32
    } else {
        s
    }
}

fn from_tt(s: i32, ply: usize) -> i32 {
    if s >= MATE_BOUND {
        s - ply as i32
    } else if s <= -MATE_BOUND {
        s + ply as i32
    } else {
        s
    }
}

fn side_key(side: usize) -> u64 {
    if side == 1 {
        WHITE_TO_MOVE
    } else {
        0
    }
}

/// Late-move reduction in plies for a move number at a depth.
fn lmr(depth: i32, n: usize, div: i32) -> i32 {
    if depth < 2 || n < 2 {
        return 0;
    }
    let r = 0.4 + (depth as f64).ln() * (n as f64).ln() * 100.0 / div as f64;
    r as i32
}

/// How a node's moves were chosen.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// One forced block.
    Forced,
    /// Defences against an open three (or double-four point) and own fours.
    Defend,
    /// Every candidate, ranked.
    All,
}

struct Searcher<'e, 'c> {
    pos: Pos,
    ctl: Ctl<'c>,
    tt: &'e mut Table,
    solver: &'e mut Solver,
    mem: &'e mut Memory,
    killers: Vec<[u16; 2]>,
    evals: Vec<i32>,
    moves: Vec<Vec<(i32, u16)>>,
    pv: Vec<[u16; MAX_PLY + 1]>,
    pv_len: Vec<usize>,
    tmp: Vec<u16>,
    tmp2: Vec<u16>,
    line: Vec<u16>,
    p: Params,
    blind: bool,
    seed: u64,
    start: f64,
    budget: f64,
    /// Nodes the in-tree threat solver may still spend this search.
    vct_budget: u64,
    /// Plies at which a null move is being searched.
    null_plies: Vec<usize>,
    k: Knobs,
}

fn quiet_vct_ok(forced: Option<u16>, threat: bool) -> bool {
    forced.is_none() && !threat
}

impl Searcher<'_, '_> {
    fn point(idx: u16) -> Point {
        Pos::point(idx as usize)
    }

    fn info(&self, best: u16, eval: i32, depth: u32, pv: &[u16]) -> SearchInfo {
        let mut pv: Vec<Point> = pv.iter().map(|&i| Self::point(i)).collect();
        if pv.first() != Some(&Self::point(best)) {
            pv = vec![Self::point(best)];
        }
        SearchInfo::new(Some(Self::point(best)), eval, depth, self.pos.nodes, pv)
    }

    fn run(&mut self, me: usize, report: &mut dyn FnMut(&SearchInfo)) -> SearchInfo {
        let opp = 1 - me;
        let size = self.pos.size();
        if self.pos.is_full() {
            return SearchInfo::new(None, 0, 0, 0, Vec::new());
        }
        if self.pos.stones() == 0 {
            let c = Point::new(size / 2, size / 2);
            let info = SearchInfo::new(Some(c), 0, 0, 0, vec![c]);
            report(&info);
            return info;
        }
        // A five of our own ends the game at once.
        let mut list = std::mem::take(&mut self.tmp);
        self.pos.five_points(me, &mut list);
        if let Some(&f) = list.first() {
            self.tmp = list;
            let info = self.info(f, WIN_SCORE - 1, 1, &[f]);
            report(&info);
            return info;
        }
        self.pos.five_points(opp, &mut list);
        let blocks: Vec<u16> = list
            .iter()
            .copied()
            .filter(|&b| self.pos.legal(me, b as usize))
            .collect();
        let opp_fours = list.len();
        self.tmp = list;
        if opp_fours >= 2 || (opp_fours == 1 && blocks.is_empty()) {
            // Lost whatever we do: still block one, it may be an oversight by the opponent.
            let Some(m) = blocks.first().copied().or_else(|| self.any_legal(me)) else {
                return SearchInfo::new(None, -(WIN_SCORE - 2), 0, self.pos.nodes, Vec::new());
            };
            let info = self.info(m, -(WIN_SCORE - 2), 1, &[m]);
            report(&info);
            return info;
        }
        // Blind (level 1): now and then the open threes of the opponent go unnoticed.
        if self.p.blind_percent > 0 {
            let mut s = self.seed;
            self.blind = splitmix(&mut s) % 100 < self.p.blind_percent;
        }
        if opp_fours == 0 {
            if let Some(info) = self.root_solvers(me) {
                report(&info);
                return info;
            }
        }
        self.vct_budget = self.node_estimate() / 100 * self.k.vct_share;
        self.deepen(me, report)
    }

    fn any_legal(&self, me: usize) -> Option<u16> {
        self.pos
            .board()
            .points()
            .map(Pos::index)
            .find(|&i| self.pos.is_empty(i) && self.pos.legal(me, i))
            .map(|i| i as u16)
    }

    /// Tries VCF, then VCT, for the side to move, each on a share of the budget.
    fn root_solvers(&mut self, me: usize) -> Option<SearchInfo> {
        let share = |s: &Self, pct: u64| -> u64 {
            let left = s.ctl.node_limit.saturating_sub(s.pos.nodes);
            let cap = s.node_estimate().min(left) / 100 * pct;
            s.pos.nodes + cap
        };
        let saved_deadline = self.ctl.deadline;
        if self.p.root_vcf > 0 {
            self.solver.budget_end = share(self, self.k.root_vcf);
            self.ctl.deadline =
                saved_deadline.min(self.start + self.budget * self.k.root_vcf as f64 / 100.0);
            self.line.clear();
            let mut line = std::mem::take(&mut self.line);
            // Deepening finds the shortest VCF first, so a quick win is not traded for a long one.
            let mut r = None;
            let mut k = 2;
            while r.is_none()
                && k <= self.p.root_vcf
                && !self.ctl.stopped
                && self.pos.nodes < self.solver.budget_end
            {
                line.clear();
                r = self
                    .solver
                    .vcf(&mut self.pos, &mut self.ctl, me, k, &mut line);
                k = if k < 6 {
                    k + 1
                } else {
                    (k * 3 / 2).min(self.p.root_vcf.max(k + 1))
                };
            }
            self.line = line;
            self.ctl.deadline = saved_deadline;
            self.ctl.stopped = false;
            if let Some(k) = r {
                let pv = self.line.clone();
                self.solver.budget_end = u64::MAX;
                return Some(self.info(pv[0], WIN_SCORE - (2 * k as i32 - 1), 2 * k - 1, &pv));
            }
        }
        if self.p.root_vct > 0 {
            self.solver.budget_end = share(self, self.k.root_vct);
            self.ctl.deadline =
                saved_deadline.min(self.start + self.budget * self.k.root_vct as f64 / 100.0);
            self.line.clear();
            let mut line = std::mem::take(&mut self.line);
            let r = self.solver.vct(
                &mut self.pos,
                &mut self.ctl,
                me,
                self.p.root_vct,
                6,
                &mut line,
            );
            self.line = line;
            self.ctl.deadline = saved_deadline;
            self.ctl.stopped = false;
            if let Some(k) = r {
                let pv = self.line.clone();
                self.solver.budget_end = u64::MAX;
                return Some(self.info(pv[0], WIN_SCORE - (2 * k as i32 - 1), 2 * k - 1, &pv));
            }
        }
        self.solver.budget_end = u64::MAX;
        if self.pos.nodes >= self.ctl.node_limit {
            self.ctl.stopped = true;
        }
        None
    }

    /// Nodes the budget allows, estimating time at a conservative rate.
    fn node_estimate(&self) -> u64 {
        let by_time = if self.budget.is_finite() {
            (self.budget * 600.0) as u64
        } else {
            u64::MAX
        };
        by_time.min(self.ctl.node_limit.saturating_sub(self.pos.nodes))
    }

    /// The root moves, by the same rules as every node.
    fn root_moves(&mut self, me: usize) -> Vec<(i32, u16)> {
        let mut root = Vec::new();
        match self.gen_moves(me, 0, 0) {
            Some(Mode::Forced) | Some(Mode::Defend) | Some(Mode::All) => {
                root = std::mem::take(&mut self.moves[0]);
            }
            None => {}
        }
        if root.is_empty() {
            // Lost whatever we do: still play the most natural move, not any point.
            let mut buf = std::mem::take(&mut self.tmp);
            ranked(&self.pos, me, &mut root, &mut buf);
            self.tmp = buf;
            root.sort_by_key(|&(k, _)| std::cmp::Reverse(k));
            root.truncate(1);
        }
        if root.is_empty() {
            if let Some(m) = self.any_legal(me) {
                root.push((0, m));
            }
        }
        root
    }

    /// Iterative deepening over the root moves, with aspiration windows.
    fn deepen(&mut self, me: usize, report: &mut dyn FnMut(&SearchInfo)) -> SearchInfo {
        let mut root = self.root_moves(me);
        let Some(&(_, first)) = root.first() else {
            return SearchInfo::new(None, 0, 0, self.pos.nodes, Vec::new());
        };
        let mut result = self.info(first, 0, 0, &[first]);
        let mut scores: Vec<i32> = vec![-INF; root.len()];
        let exact_all = self.p.noise > 0;
        let mut prev: i32 = 0;
        for depth in 1..=self.p.max_depth as i32 {
            let mut delta = self.k.window;
            let (mut alpha, mut beta) = if depth >= 4 && prev.abs() < MATE_BOUND && !exact_all {
                (prev - delta, prev + delta)
            } else {
                (-INF, INF)
            };
            let mut done;
            let mut outcome;
            loop {
                outcome =
                    self.root_iteration(me, depth, &mut root, &mut scores, alpha, beta, exact_all);
                done = !self.ctl.stopped;
                if !done {
                    break;
                }
                let s = outcome.1;
                if s <= alpha && alpha > -INF {
                    beta = (alpha + beta) / 2;
                    alpha = (s - delta).max(-INF);
                } else if s >= beta && beta < INF {
                    beta = (s + delta).min(INF);
                } else {
                    break;
                }
                delta *= 2;
                if delta > 1000 {
                    alpha = -INF;
                    beta = INF;
                }
            }
            let (best_i, best_s, improved) = outcome;
            if !done && !improved {
                break;
            }
            // Best move to the front; the rest keep their order (sorted by score) for the next.
            let mv = root.remove(best_i);
            root.insert(0, mv);
            let sc = scores.remove(best_i);
            scores.insert(0, sc);
            let pv: Vec<u16> = self.pv[0][..self.pv_len[0]].to_vec();
            let completed = if done { depth } else { depth - 1 };
            result = self.info(root[0].1, best_s, completed.max(1) as u32, &pv);
            if !done {
                break;
            }
            prev = best_s;
            report(&result);
            if best_s.abs() >= MATE_BOUND && (WIN_SCORE - best_s.abs()) <= depth {
                break;
            }
            if root.len() == 1 && depth >= 4 {
                break;
            }
        }
        if self.p.noise > 0 && result.eval.abs() < MATE_BOUND {
            let best = scores.iter().copied().max().unwrap_or(0);
            let pool: Vec<usize> = (0..root.len())
                .filter(|&i| scores[i] > -MATE_BOUND && scores[i] >= best - self.p.noise)
                .collect();
            if !pool.is_empty() {
                let mut s = self.seed ^ 0x5151;
                let pick = pool[(splitmix(&mut s) % pool.len() as u64) as usize];
                let m = root[pick].1;
                result = self.info(m, scores[pick], result.depth, &[m]);
            }
        }
        result.nodes = self.pos.nodes;
        result
    }

    /// One root iteration within (alpha, beta): the index of the best move, its score, and
    /// whether a move was searched to the end and scored above alpha (usable when cut off).
    #[allow(clippy::too_many_arguments)]
    fn root_iteration(
        &mut self,
        me: usize,
        depth: i32,
        root: &mut [(i32, u16)],
        scores: &mut [i32],
        alpha0: i32,
        beta: i32,
        exact_all: bool,
    ) -> (usize, i32, bool) {
        let mut alpha = alpha0;
        let mut best_i = 0;
        let mut best_s = -INF;
        let mut improved = false;
        let key = self.pos.hash() ^ side_key(me);
        let single = root.len() == 1;
        self.pv_len[0] = 0;
        self.evals[0] = evaluate(&self.pos, me);
        for n in 0..root.len() {
            let m = root[n].1;
            let mi = m as usize;
            let nd = if single { depth } else { depth - 1 };
            self.pos.make(mi, me);
            let score = if exact_all {
                // Noisy levels choose among near-best moves, so every score must be exact.
                -self.search(-INF, INF, nd, 1, 1 - me, true)
            } else if n == 0 {
                -self.search(-beta, -alpha, nd, 1, 1 - me, true)
            } else {
                let r = if depth >= 3 && n >= 3 && root[n].0 < 500 {
                    (lmr(depth, n, self.k.lmr) - 1).max(0)
                } else {
                    0
                };
                let mut s = -self.search(-alpha - 1, -alpha, nd - r, 1, 1 - me, false);
                if s > alpha && r > 0 && !self.ctl.stopped {
                    s = -self.search(-alpha - 1, -alpha, nd, 1, 1 - me, false);
                }
                if s > alpha && s < beta && !self.ctl.stopped {
                    s = -self.search(-beta, -alpha, nd, 1, 1 - me, true);
                }
                s
            };
            self.pos.unmake();
            if self.ctl.stopped {
                return (best_i, best_s, improved);
            }
            scores[n] = score;
            if score > best_s {
                best_s = score;
                best_i = n;
                if score > alpha {
                    alpha = score;
                    improved = true;
                    self.pv[0][0] = m;
                    let len = self.pv_len[1];
                    for k in 0..len.min(MAX_PLY - 1) {
                        self.pv[0][k + 1] = self.pv[1][k];
                    }
                    self.pv_len[0] = len.min(MAX_PLY - 1) + 1;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        let flag = if best_s >= beta {
            LOWER
        } else if best_s > alpha0 {
            EXACT
        } else {
            UPPER
        };
        self.tt.store(
            key,
            depth,
            to_tt(best_s, 0),
            flag,
            root[best_i].1,
            self.evals[0],
        );
        (best_i, best_s, improved)
    }

    /// Fills `self.moves[ply]` with the moves of `me`, ordered; `None` when the side to move
    /// has lost (no way to stop the opponent's five).
    fn gen_moves(&mut self, me: usize, ply: usize, tt_move: u16) -> Option<Mode> {
        while self.moves.len() <= ply {
            self.moves.push(Vec::with_capacity(64));
        }
        let mut out = std::mem::take(&mut self.moves[ply]);
        out.clear();
        let opp = 1 - me;
        let mut list = std::mem::take(&mut self.tmp);
        let mut buf = std::mem::take(&mut self.tmp2);
        let mode = if self.pos.has_five_point(opp) {
            self.pos.five_points(opp, &mut list);
            if list.len() == 1 && self.pos.legal(me, list[0] as usize) {
                out.push((0, list[0]));
                Some(Mode::Forced)
            } else {
                None
            }
        } else if !self.blind && has_real_threat(&self.pos, opp, &mut buf) {
            defences(&mut self.pos, me, &mut list, &mut buf);
            for &m in &list {
                out.push((order_score(&self.pos, me, m as usize), m));
            }
            Some(Mode::Defend)
        } else {
            ranked(&self.pos, me, &mut out, &mut list);
            Some(Mode::All)
        };
        self.tmp = list;
        self.tmp2 = buf;
        if mode == Some(Mode::All) || mode == Some(Mode::Defend) {
            let killers = self.killers[ply];
            let counter = self
                .pos
                .last_move()
                .map(|l| self.mem.counter[opp * CELLS + l])
                .unwrap_or(0);
            for e in out.iter_mut() {
                let m = e.1;
                if m == tt_move {
                    e.0 = i32::MAX;
                    continue;
                }
                if e.0 < 500 {
                    if m == killers[0] {
                        e.0 += 300;
                    } else if m == killers[1] {
                        e.0 += 250;
                    } else if m == counter {
                        e.0 += 200;
                    }
                }
                e.0 += (self.mem.history[me * CELLS + m as usize] / 64).clamp(-200, 400);
            }
            out.sort_by_key(|&(k, _)| std::cmp::Reverse(k));
            if ply > 0 && mode == Some(Mode::All) && self.p.beam > 0 {
                out.truncate(self.p.beam);
            }
        }
        self.moves[ply] = out;
        mode
    }

    /// Whether `me` has a playable open-four (or double-four) point.
    fn flex4_playable(&mut self, me: usize) -> bool {
        if !self.pos.has_flex4_point(me) {
            return false;
        }
        let mut buf = std::mem::take(&mut self.tmp);
        let r = has_real_threat(&self.pos, me, &mut buf);
        self.tmp = buf;
        r
    }

    /// Terminal tests shared by the main search and the quiescence: a score when the game
    /// is decided within three plies, else `None`; `forced` gets the block of a lone four.
    fn decided(&mut self, ply: usize, me: usize, forced: &mut Option<u16>) -> Option<i32> {
        let opp = 1 - me;
        if self.pos.has_five_point(me) {
            return Some(WIN_SCORE - ply as i32 - 1);
        }
        if self.pos.has_five_point(opp) {
            let mut list = std::mem::take(&mut self.tmp);
            self.pos.five_points(opp, &mut list);
            let r = match list.as_slice() {
                [b] if self.pos.legal(me, *b as usize) => {
                    *forced = Some(*b);
                    None
                }
                _ => Some(-(WIN_SCORE - ply as i32 - 2)),
            };
            self.tmp = list;
            return r;
        }
        // An open four (or two fours) against no four of the opponent wins.
        if !self.blind && self.pos.count_at_least(opp, BLOCK4_1) == 0 && self.flex4_playable(me) {
            return Some(WIN_SCORE - ply as i32 - 3);
        }
        if self.pos.is_full() {
            return Some(0);
        }
        None
    }

    fn update_pv(&mut self, ply: usize, m: u16) {
        self.pv[ply][0] = m;
        let len = self.pv_len[ply + 1].min(MAX_PLY - ply - 1);
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        head[ply][1..=len].copy_from_slice(&tail[0][..len]);
        self.pv_len[ply] = len + 1;
    }

    fn search(
        &mut self,
        mut alpha: i32,
        mut beta: i32,
        depth: i32,
        ply: usize,
        me: usize,
        pv_node: bool,
    ) -> i32 {
        self.pv_len[ply] = 0;
        if self.ctl.poll(self.pos.nodes) {
            return 0;
        }
        let opp = 1 - me;
        let mut forced = None;
        if let Some(s) = self.decided(ply, me, &mut forced) {
            return s;
        }
        // Mate distance pruning: nothing beats a win on the next move.
        alpha = alpha.max(-(WIN_SCORE - ply as i32));
        beta = beta.min(WIN_SCORE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        if ply >= MAX_PLY - 1 {
            return evaluate(&self.pos, me);
        }
        let threat = forced.is_none() && !self.blind && self.flex4_playable(opp);
        if depth <= 0 && forced.is_none() && !(threat && depth > THREAT_EXT) {
            return self.qsearch(alpha, beta, ply, me, 0);
        }
        let key = self.pos.hash() ^ side_key(me);
        let mut tt_move = 0;
        let mut tt_eval = None;
        if let Some(e) = self.tt.probe(key) {
            tt_move = e.mv;
            tt_eval = Some(e.eval as i32);
            let s = from_tt(e.score, ply);
            if !pv_node && e.depth as i32 >= depth {
                match e.flag {
                    EXACT => return s,
                    LOWER if s >= beta => return s,
                    UPPER if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        if quiet_vct_ok(forced, threat) && depth >= self.k.vct_depth && self.vct_budget > 0 {
            if let Some(s) = self.tree_vct(ply, me) {
                self.tt
                    .store(key, depth.max(30), to_tt(s, ply), EXACT, 0, 0);
                return s;
            }
        }
        let eval = tt_eval.unwrap_or_else(|| evaluate(&self.pos, me));
        self.evals[ply] = eval;
        let improving = ply >= 2 && eval > self.evals[ply - 2];
        let quiet_node = forced.is_none() && !threat;
        if !pv_node && quiet_node && self.p.prune && beta.abs() < MATE_BOUND {
            // Reverse futility: far above beta with little depth left.
            if depth <= self.k.rfp_depth
                && eval - self.k.rfp * depth + if improving { 30 } else { 0 } >= beta
            {
                return eval;
            }
            // Razoring: far below alpha near the leaves; only fours could save it.
            if depth <= 2 && eval + self.k.razor * depth <= alpha {
                let q = self.qsearch(alpha, alpha + 1, ply, me, 0);
                if q <= alpha {
                    return q;
                }
            }
            // Null move: the opponent moving twice cannot reach beta.
            if depth >= 3 && eval >= beta && self.pos.last_move().is_some() && self.null_ok(ply) {
                let r = self.k.null_r + depth / self.k.null_div + ((eval - beta) / 200).min(2);
                self.killers[ply + 1] = [0; 2];
                self.null_plies.push(ply);
                let s = -self.search(-beta, -beta + 1, depth - 1 - r, ply + 1, opp, false);
                self.null_plies.pop();
                if self.ctl.stopped {
                    return 0;
                }
                if s >= beta {
                    return if s >= MATE_BOUND { beta } else { s };
                }
            }
        }
        // No table move this deep: the node is new, so a shallower look is enough for now.
        let depth = if tt_move == 0 && depth >= self.k.iir && quiet_node {
            depth - 1
        } else {
            depth
        };
        self.killers[ply + 1] = [0; 2];
        let Some(mode) = self.gen_moves(me, ply, tt_move) else {
            return -(WIN_SCORE - ply as i32 - 2);
        };
        let moves = std::mem::take(&mut self.moves[ply]);
        if moves.is_empty() {
            self.moves[ply] = moves;
            return if mode == Mode::Defend {
                // The open three cannot be stopped and we have no four.
                -(WIN_SCORE - ply as i32 - 4)
            } else {
                // No legal point (renju black surrounded by fouls): a draw for the search.
                0
            };
        }
        let single = moves.len() == 1;
        let mut best = -INF;
        let mut best_move = 0u16;
        let mut flag = UPPER;
        let mut searched = 0usize;
        let lmp_limit = if improving {
            self.k.lmp + 1 + depth * depth
        } else {
            self.k.lmp + depth * depth / 2
        } as usize;
        let mut quiets_tried: [u16; 32] = [0; 32];
        let mut nq = 0;
        for n in 0..moves.len() {
            let (order, m) = moves[n];
            let mi = m as usize;
            let my_class = self.pos.class(me, mi);
            let their_class = self.pos.class(opp, mi);
            let tactical = my_class >= FLEX3_1 || their_class >= FLEX3_1 || m == tt_move;
            let quiet = !tactical && mode == Mode::All;
            if !pv_node && quiet && best > -MATE_BOUND && searched > 0 && self.p.prune {
                // Late quiet moves near the leaves are not worth a look.
                if searched >= lmp_limit && depth <= self.k.lmp_depth {
                    continue;
                }
                if depth <= 3 && eval + self.k.futility * depth + order / 8 <= alpha {
                    continue;
                }
            }
            let mut nd = depth - 1;
            if single {
                nd += 1;
            } else if my_class >= class::BLOCK4_FLEX3 && my_class != class::FORBID {
                // A winning-shaped four is followed through.
                nd += 1;
            }
            self.pos.make(mi, me);
            let mut score;
            if searched == 0 {
                score = -self.search(-beta, -alpha, nd, ply + 1, opp, pv_node);
            } else {
                let mut r = 0;
                if depth >= 2 && quiet {
                    r = lmr(depth, searched, self.k.lmr);
                    if pv_node {
                        r -= 1;
                    }
                    if !improving {
                        r += 1;
                    }
                    let h = self.mem.history[me * CELLS + mi];
                    r -= (h / 4000).clamp(-2, 2);
                    r = r.clamp(0, (nd - 1).max(0));
                } else if depth >= 3 && !tactical && searched >= 3 {
                    r = 1;
                } else if depth >= 3
                    && searched >= 2
                    && m != tt_move
                    && my_class < BLOCK4_1
                    && their_class < BLOCK4_1
                {
                    // Threes and blocks of threes: reduced less than quiet moves.
                    r = (lmr(depth, searched, self.k.lmr) * self.k.tac_lmr / 100)
                        .clamp(0, (nd - 1).max(0));
                }
                score = -self.search(-alpha - 1, -alpha, nd - r, ply + 1, opp, false);
                if score > alpha && r > 0 && !self.ctl.stopped {
                    score = -self.search(-alpha - 1, -alpha, nd, ply + 1, opp, false);
                }
                if pv_node && score > alpha && score < beta && !self.ctl.stopped {
                    score = -self.search(-beta, -alpha, nd, ply + 1, opp, true);
                }
            }
            self.pos.unmake();
            if self.ctl.stopped {
                self.moves[ply] = moves;
                return 0;
            }
            searched += 1;
            if score > best {
                best = score;
                best_move = m;
                if score > alpha {
                    alpha = score;
                    flag = EXACT;
                    if pv_node {
                        self.update_pv(ply, m);
                    }
                    if score >= beta {
                        flag = LOWER;
                        if !tactical {
                            self.reward(me, ply, m, depth, &quiets_tried[..nq]);
                        }
                        break;
                    }
                }
            }
            if !tactical && nq < quiets_tried.len() {
                quiets_tried[nq] = m;
                nq += 1;
            }
        }
        self.moves[ply] = moves;
        if searched == 0 {
            // Everything was pruned: the static view stands.
            return eval.min(beta);
        }
        self.tt
            .store(key, depth, to_tt(best, ply), flag, best_move, eval);
        best
    }

    /// Killers, counter-move and history for a quiet move that cut off; the quiet moves
    /// tried before it lose history.
    fn reward(&mut self, me: usize, ply: usize, m: u16, depth: i32, tried: &[u16]) {
        let k = &mut self.killers[ply];
        if k[0] != m {
            k[1] = k[0];
            k[0] = m;
        }
        if let Some(l) = self.pos.last_move() {
            self.mem.counter[(1 - me) * CELLS + l] = m;
        }
        let bonus = (depth * depth).min(400);
        let h = &mut self.mem.history[me * CELLS + m as usize];
        *h += 32 * bonus - *h * bonus / 512;
        for &q in tried {
            let h = &mut self.mem.history[me * CELLS + q as usize];
            *h -= 32 * bonus + *h * bonus / 512;
        }
    }

    /// A VCT for the side to move on a small node budget, drawn from the search's share.
    fn tree_vct(&mut self, ply: usize, me: usize) -> Option<i32> {
        if self.pos.count_at_least(me, FLEX3_1) == 0 {
            return None;
        }
        let before = self.pos.nodes;
        self.solver.budget_end = before + self.k.vct_nodes.min(self.vct_budget);
        let mut line = std::mem::take(&mut self.line);
        line.clear();
        let r = self.solver.vct(
            &mut self.pos,
            &mut self.ctl,
            me,
            self.p.root_vct.min(5),
            4,
            &mut line,
        );
        self.line = line;
        self.solver.budget_end = u64::MAX;
        self.vct_budget = self.vct_budget.saturating_sub(self.pos.nodes - before);
        r.map(|k| WIN_SCORE - ply as i32 - (2 * k as i32 - 1))
    }

    /// Whether a null move is allowed: not twice in a row on one line.
    fn null_ok(&self, ply: usize) -> bool {
        self.null_plies.last().is_none_or(|&p| p + 1 != ply)
    }

    /// The leaf search: the side to move may stand on its evaluation or play fours; the
    /// opponent's fours must be blocked.
    fn qsearch(&mut self, mut alpha: i32, beta: i32, ply: usize, me: usize, fours: u32) -> i32 {
        if self.ctl.poll(self.pos.nodes) {
            return 0;
        }
        let opp = 1 - me;
        let mut forced = None;
        if let Some(s) = self.decided(ply, me, &mut forced) {
            return s;
        }
        if ply >= MAX_PLY - 1 {
            return evaluate(&self.pos, me);
        }
        if let Some(b) = forced {
            self.pos.make(b as usize, me);
            let s = -self.qsearch(-beta, -alpha, ply + 1, opp, fours);
            self.pos.unmake();
            return s;
        }
        let stand = self.leaf_eval(me);
        let my_fours = self.pos.has_four_move(me);
        if stand >= beta || fours >= self.p.qfours || !my_fours {
            return stand;
        }
        let key = self.pos.hash() ^ side_key(me);
        let alpha0 = alpha;
        if let Some(e) = self.tt.probe(key) {
            let s = from_tt(e.score, ply);
            match e.flag {
                EXACT => return s,
                LOWER if s >= beta => return s,
                UPPER if s <= alpha => return s,
                _ => {}
            }
        }
        if stand > alpha {
            alpha = stand;
        }
        let mut best = stand;
        let mut best_move = 0;
        let mut list = std::mem::take(&mut self.tmp2);
        self.pos.four_points(me, &mut list);
        let mut cand: Vec<(u8, u16)> = list
            .iter()
            .filter(|&&m| self.pos.legal(me, m as usize))
            .map(|&m| (self.pos.class(me, m as usize), m))
            .filter(|&(c, _)| class::is_four(c))
            .collect();
        self.tmp2 = list;
        cand.sort_by_key(|&(c, _)| std::cmp::Reverse(c));
        for (_, m) in cand {
            self.pos.make(m as usize, me);
            let s = -self.qsearch(-beta, -alpha, ply + 1, opp, fours + 1);
            self.pos.unmake();
            if self.ctl.stopped {
                return 0;
            }
            if s > best {
                best = s;
                best_move = m;
                if s > alpha {
                    alpha = s;
                    if s >= beta {
                        break;
                    }
                }
            }
        }
        let flag = if best >= beta {
            LOWER
        } else if best > alpha0 {
            EXACT
        } else {
            UPPER
        };
        self.tt
            .store(key, 0, to_tt(best, ply), flag, best_move, stand);
        best
    }

    fn leaf_eval(&self, me: usize) -> i32 {
        let e = evaluate(&self.pos, me);
        if self.blind {
            // Level 1 sometimes reads the board as if open threes were harmless.
            return e.clamp(-400, 400);
        }
        e
    }
}
