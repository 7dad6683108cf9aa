//! The main search: iterative deepening, principal variation search with a transposition
//! table, threat-first move ordering with killers and history, and the threat solvers at
//! the root and the leaves.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use crate::game::{Board, Color, Point, Rule};

use super::control::Ctl;
use super::eval::evaluate;
use super::level::{params, Params};
use super::movegen::{order_score, THREAT_ORDER};
use super::position::{side_of, Pos, CELLS};
use super::tt::{Table, EXACT, LOWER, UPPER};
use super::vcf::Solver;
use super::zobrist::{splitmix, WHITE_TO_MOVE};

/// The score of a win on the next move; a win `n` plies away scores `WIN_SCORE - n`.
pub const WIN_SCORE: i32 = 100_000;
const INF: i32 = 1_000_000;
const MATE_BOUND: i32 = WIN_SCORE - 1000;
const MAX_PLY: usize = 128;
/// Node cap of one VCF try at a leaf, so threat-rich leaves cannot swallow the search.
const LEAF_VCF_NODES: u64 = 64;
/// Plies past the horizon the search may spend answering open threes.
const QUIET_EXT: i32 = -2;

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

/// The engine: transposition table, solver memo and history, reusable across searches.
pub struct Engine {
    tt: Table,
    solver: Solver,
    history: Vec<i32>,
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
        Engine {
            tt: Table::new(mb),
            solver: Solver::new(),
            history: vec![0; CELLS],
            stop: Arc::new(AtomicBool::new(false)),
        }
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
            self.history.iter_mut().for_each(|h| *h = 0);
        } else {
            self.history.iter_mut().for_each(|h| *h /= 8);
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
            history: &mut self.history,
            killers: vec![[0; 2]; MAX_PLY + 1],
            moves: Vec::new(),
            tmp: Vec::with_capacity(64),
            tmp2: Vec::with_capacity(64),
            line: Vec::with_capacity(64),
            p,
            blind: false,
            seed,
            start,
            budget,
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

struct Searcher<'e, 'c> {
    pos: Pos,
    ctl: Ctl<'c>,
    tt: &'e mut Table,
    solver: &'e mut Solver,
    history: &'e mut Vec<i32>,
    killers: Vec<[u16; 2]>,
    moves: Vec<Vec<(i32, u16)>>,
    tmp: Vec<u16>,
    tmp2: Vec<u16>,
    line: Vec<u16>,
    p: Params,
    blind: bool,
    seed: u64,
    start: f64,
    budget: f64,
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
        // With a four against us the block is the only move worth searching.
        let forced = blocks.first().copied();
        self.deepen(me, forced, report)
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
        let share = |s: &Self, frac: u64| -> u64 {
            let left = s.ctl.node_limit.saturating_sub(s.pos.nodes);
            let cap = s.node_estimate().min(left) / frac;
            s.pos.nodes + cap
        };
        let saved_deadline = self.ctl.deadline;
        if self.p.root_vcf > 0 {
            self.solver.budget_end = share(self, 12);
            self.ctl.deadline = self.start + self.budget * 0.06;
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
            self.solver.budget_end = share(self, 10);
            self.ctl.deadline = self.start + self.budget * 0.15;
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
        None
    }

    /// Iterative deepening over the root moves.
    fn deepen(
        &mut self,
        me: usize,
        forced: Option<u16>,
        report: &mut dyn FnMut(&SearchInfo),
    ) -> SearchInfo {
        let mut root = Vec::new();
        self.gen_moves(me, 0, 0, forced, &mut root);
        if root.is_empty() {
            let Some(m) = self.any_legal(me) else {
                return SearchInfo::new(None, 0, 0, self.pos.nodes, Vec::new());
            };
            root.push((0, m));
        }
        self.drop_vcf_losses(me, &mut root);
        let mut result = self.info(root[0].1, 0, 0, &[root[0].1]);
        let mut scores: Vec<i32> = vec![-INF; root.len()];
        let exact_all = self.p.noise > 0;
        for depth in 1..=self.p.max_depth as i32 {
            let (best_i, best_s, done) =
                self.root_iteration(me, depth, &root, &mut scores, exact_all);
            // An interrupted iteration still counts when a move finished searching: the
            // old best was either confirmed or beaten at the new depth.
            if !done && depth > 1 && (best_s == -INF || exact_all) {
                break;
            }
            // Best move to the front; the rest keep their order for the next iteration.
            let mv = root.remove(best_i);
            root.insert(0, mv);
            let sc = scores.remove(best_i);
            scores.insert(0, sc);
            let pv = self.pv_from_tt(me, root[0].1, depth as usize + 4);
            let completed = if done { depth } else { depth - 1 };
            result = self.info(root[0].1, best_s, completed.max(1) as u32, &pv);
            if !done {
                break;
            }
            report(&result);
            if best_s.abs() >= MATE_BOUND && (WIN_SCORE - best_s.abs()) <= depth {
                break;
            }
            if root.len() == 1 && depth >= 4 {
                break;
            }
            // A cut-off iteration still yields its finished moves, so starting late is cheap.
            if self.budget.is_finite() && self.ctl.now() - self.start > self.budget * 0.75 {
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

    /// Nodes the budget allows, estimating time at a conservative rate.
    fn node_estimate(&self) -> u64 {
        let by_time = if self.budget.is_finite() {
            (self.budget * 600.0) as u64
        } else {
            u64::MAX
        };
        by_time.min(self.ctl.node_limit.saturating_sub(self.pos.nodes))
    }

    /// Removes root moves after which the opponent wins by continuous fours (unless
    /// every move does): the main search is too shallow to see long VCFs.
    fn drop_vcf_losses(&mut self, me: usize, root: &mut Vec<(i32, u16)>) {
        if self.p.root_vcf == 0 || root.len() <= 1 {
            return;
        }
        let per_move = (self.node_estimate() / (6 * root.len() as u64)).clamp(100, 20_000);
        let saved_deadline = self.ctl.deadline;
        self.ctl.deadline = self.start + self.budget * 0.25;
        let mut safe = Vec::with_capacity(root.len());
        let mut line = std::mem::take(&mut self.line);
        for &(k, m) in root.iter() {
            self.pos.make(m as usize, me);
            self.solver.budget_end = self.pos.nodes + per_move;
            line.clear();
            let lost = self
                .solver
                .vcf(
                    &mut self.pos,
                    &mut self.ctl,
                    1 - me,
                    self.p.root_vcf.min(12),
                    &mut line,
                )
                .is_some();
            self.pos.unmake();
            if !lost {
                safe.push((k, m));
            }
            if self.ctl.stopped {
                break;
            }
        }
        self.line = line;
        self.solver.budget_end = u64::MAX;
        self.ctl.deadline = saved_deadline;
        let hit_limit = self.ctl.stopped;
        self.ctl.stopped = false;
        if !safe.is_empty() && !hit_limit {
            *root = safe;
        }
        if hit_limit && self.pos.nodes >= self.ctl.node_limit {
            self.ctl.stopped = true;
        }
    }

    fn root_iteration(
        &mut self,
        me: usize,
        depth: i32,
        root: &[(i32, u16)],
        scores: &mut [i32],
        exact_all: bool,
    ) -> (usize, i32, bool) {
        let mut alpha = -INF;
        let beta = INF;
        let mut best_i = 0;
        let mut best_s = -INF;
        let key = self.pos.hash() ^ side_key(me);
        let single = root.len() == 1;
        for (n, &(_, m)) in root.iter().enumerate() {
            let m = m as usize;
            let nd = if single { depth } else { depth - 1 };
            self.pos.make(m, me);
            let score = if exact_all {
                // Noisy levels choose among near-best moves, so every score must be exact.
                -self.negamax(nd, 1, -INF, INF, 1 - me)
            } else if n == 0 {
                -self.negamax(nd, 1, -beta, -alpha, 1 - me)
            } else {
                let mut s = -self.negamax(nd, 1, -alpha - 1, -alpha, 1 - me);
                if s > alpha && !self.ctl.stopped {
                    s = -self.negamax(nd, 1, -beta, -alpha, 1 - me);
                }
                s
            };
            self.pos.unmake();
            if self.ctl.stopped {
                return (best_i, best_s, false);
            }
            scores[n] = score;
            if score > best_s {
                best_s = score;
                best_i = n;
                if score > alpha {
                    alpha = score;
                }
            }
        }
        self.tt
            .store(key, depth, to_tt(best_s, 0), EXACT, root[best_i].1);
        (best_i, best_s, true)
    }

    fn pv_from_tt(&mut self, me: usize, first: u16, max: usize) -> Vec<u16> {
        let mut pv = vec![first];
        let mut side = me;
        self.pos.make(first as usize, side);
        side = 1 - side;
        while pv.len() < max {
            let Some(e) = self.tt.probe(self.pos.hash() ^ side_key(side)) else {
                break;
            };
            let m = e.mv as usize;
            if m == 0
                || m >= CELLS
                || !self.pos.is_empty(m)
                || !self.pos.legal(side, m)
                || pv.contains(&e.mv)
            {
                break;
            }
            pv.push(e.mv);
            self.pos.make(m, side);
            side = 1 - side;
        }
        for _ in 0..pv.len() {
            self.pos.unmake();
        }
        // PV walking is bookkeeping, not search: keep the node count (and determinism) clean.
        self.pos.nodes -= pv.len() as u64;
        pv
    }

    /// The moves to try: the forced block, the defences against an open three, or the
    /// candidates near stones; ordered TT move, threats, killers, history.
    fn gen_moves(
        &mut self,
        me: usize,
        ply: usize,
        tt_move: u16,
        forced: Option<u16>,
        out: &mut Vec<(i32, u16)>,
    ) {
        out.clear();
        if let Some(b) = forced {
            out.push((0, b));
            return;
        }
        let opp = 1 - me;
        let mut list = std::mem::take(&mut self.tmp);
        let mut defend = false;
        if !self.blind && self.pos.has_open_four_point(opp) {
            self.pos.open_four_points(opp, &mut list);
            defend = list.iter().any(|&p| self.pos.legal(opp, p as usize));
        }
        if defend {
            let mut mine = std::mem::take(&mut self.tmp2);
            self.pos.four_points(opp, &mut list);
            self.pos.four_points(me, &mut mine);
            for &m in &mine {
                if !list.contains(&m) {
                    list.push(m);
                }
            }
            self.tmp2 = mine;
        } else {
            self.pos.candidates(&mut list);
        }
        let killers = self.killers[ply];
        for &m in &list {
            let mi = m as usize;
            if !self.pos.legal(me, mi) {
                continue;
            }
            let mut key = order_score(&self.pos, me, mi);
            if m == tt_move {
                key = i32::MAX;
            } else if key < THREAT_ORDER {
                if killers.contains(&m) {
                    key += 600;
                }
                key += (self.history[mi] / 16).min(400);
            }
            out.push((key, m));
        }
        self.tmp = list;
        out.sort_by_key(|&(k, _)| std::cmp::Reverse(k));
        if ply > 0 && !defend {
            out.truncate(self.p.beam);
        }
    }

    /// Whether `side` may play one of its open-four points (renju black's may all be fouls,
    /// and then its three is no threat).
    fn open_four_playable(&mut self, side: usize) -> bool {
        let mut list = std::mem::take(&mut self.tmp);
        self.pos.open_four_points(side, &mut list);
        let r = list.iter().any(|&p| self.pos.legal(side, p as usize));
        self.tmp = list;
        r
    }

    fn leaf(&mut self, ply: usize, me: usize) -> i32 {
        if self.p.leaf_vcf > 0 && self.pos.has_four_move(me) {
            self.solver.budget_end = self.pos.nodes + LEAF_VCF_NODES;
            let mut line = std::mem::take(&mut self.line);
            line.clear();
            let r = self
                .solver
                .vcf(&mut self.pos, &mut self.ctl, me, self.p.leaf_vcf, &mut line);
            self.line = line;
            self.solver.budget_end = u64::MAX;
            if let Some(k) = r {
                return WIN_SCORE - ply as i32 - (2 * k as i32 - 1);
            }
        }
        let e = evaluate(&self.pos, me);
        if self.blind {
            // Level 1 sometimes reads the board as if open threes were harmless.
            return e.clamp(-400, 400);
        }
        e
    }

    fn negamax(&mut self, depth: i32, ply: usize, mut alpha: i32, beta: i32, me: usize) -> i32 {
        if self.ctl.poll(self.pos.nodes) {
            return 0;
        }
        let opp = 1 - me;
        if self.pos.has_five_point(me) {
            return WIN_SCORE - ply as i32 - 1;
        }
        let mut forced = None;
        if self.pos.has_five_point(opp) {
            let mut list = std::mem::take(&mut self.tmp);
            self.pos.five_points(opp, &mut list);
            let n = list.len();
            let b = list.first().copied();
            self.tmp = list;
            match b {
                Some(b) if n == 1 && self.pos.legal(me, b as usize) => forced = Some(b),
                Some(_) => return -(WIN_SCORE - ply as i32 - 2),
                None => {}
            }
        }
        if self.pos.is_full() {
            return 0;
        }
        if ply >= MAX_PLY - 1 {
            return evaluate(&self.pos, me);
        }
        // Mate distance pruning: nothing can beat a win on the next move.
        let best_possible = WIN_SCORE - ply as i32 - 1;
        if alpha >= best_possible {
            return alpha;
        }
        let key = self.pos.hash() ^ side_key(me);
        let mut tt_move = 0;
        if let Some(e) = self.tt.probe(key) {
            tt_move = e.mv;
            if e.depth as i32 >= depth && beta - alpha == 1 {
                let s = from_tt(e.score, ply);
                match e.flag {
                    EXACT => return s,
                    LOWER if s >= beta => return s,
                    UPPER if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        // An open three of the opponent at the horizon is answered before evaluating: the
        // static tempo term cannot tell a good block from a lost position.
        let threatened = depth <= 0
            && depth > QUIET_EXT
            && !self.blind
            && self.pos.has_open_four_point(opp)
            && self.open_four_playable(opp);
        if depth <= 0 && forced.is_none() && !threatened {
            return self.leaf(ply, me);
        }
        while self.moves.len() <= ply {
            self.moves.push(Vec::with_capacity(64));
        }
        let mut moves = std::mem::take(&mut self.moves[ply]);
        self.gen_moves(me, ply, tt_move, forced, &mut moves);
        if moves.is_empty() {
            self.moves[ply] = moves;
            // No legal point (renju black surrounded by fouls): the game cannot go on for us.
            return 0;
        }
        let single = moves.len() == 1;
        let mut best = -INF;
        let mut best_move = 0u16;
        let mut flag = UPPER;
        for (n, &(order, m)) in moves.iter().enumerate() {
            let mi = m as usize;
            let quiet = order < THREAT_ORDER;
            // A forced reply does not use up depth: the line is still being played out.
            let nd = if single { depth } else { depth - 1 };
            self.pos.make(mi, me);
            let mut score;
            if n == 0 {
                score = -self.negamax(nd, ply + 1, -beta, -alpha, opp);
            } else {
                let r = if quiet && depth >= 3 && n >= 3 {
                    1 + i32::from(n >= 8)
                } else {
                    0
                };
                score = -self.negamax(nd - r, ply + 1, -alpha - 1, -alpha, opp);
                if score > alpha && r > 0 && !self.ctl.stopped {
                    score = -self.negamax(nd, ply + 1, -alpha - 1, -alpha, opp);
                }
                if score > alpha && score < beta && !self.ctl.stopped {
                    score = -self.negamax(nd, ply + 1, -beta, -alpha, opp);
                }
            }
            self.pos.unmake();
            if self.ctl.stopped {
                self.moves[ply] = moves;
                return 0;
            }
            if score > best {
                best = score;
                best_move = m;
                if score > alpha {
                    alpha = score;
                    flag = EXACT;
                    if score >= beta {
                        flag = LOWER;
                        if quiet {
                            let k = &mut self.killers[ply];
                            if k[0] != m {
                                k[1] = k[0];
                                k[0] = m;
                            }
                            // Capped so long analyses cannot overflow.
                            self.history[mi] = (self.history[mi] + depth * depth).min(1 << 20);
                        }
                        break;
                    }
                }
            }
        }
        self.moves[ply] = moves;
        self.tt.store(key, depth, to_tt(best, ply), flag, best_move);
        best
    }
}
