//! The main search: iterative deepening with aspiration windows over the root moves (several
//! lines at once when asked), principal variation search with its pruning rules, move-ordering
//! memory, a quiescence of continuous fours at the leaves, and the VCF / VCT threat solvers at
//! the root and (under a node budget) inside the tree.
//!
//! - `info`: what a search reports, and scores of wins and losses.
//! - `searcher`: the state of one search and the tests every node shares.
//! - `root`: the root's shortcuts (a five, a lost position) and its threat solvers' budget.
//! - `deepen`: iterative deepening, aspiration, the root iteration and several lines.
//! - `pvs`: the principal variation search of inner nodes.
//! - `prune`: the selective rules (futility, razoring, null move, late moves, reductions).
//! - `ordering`: move generation per node and the killers, counter-moves and history.
//! - `quiesce`: the leaf search.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use crate::game::{Board, Color, Rule};

use super::control::Ctl;
use super::knobs::Knobs;
use super::level::params;
use super::position::{side_of, Pos};
use super::tt::Table;
use super::vcf::Solver;

mod correction;
mod deepen;
mod info;
mod ordering;
mod prune;
mod pvs;
mod quiesce;
mod root;
mod searcher;
mod timing;

pub use info::{SearchInfo, SearchLine, WIN_SCORE};
use ordering::Memory;
use searcher::{Searcher, MAX_PLY};
use timing::Timing;

/// The most lines a search reports side by side.
pub const MAX_LINES: usize = 5;

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
    /// Wall-clock budget in milliseconds: the hard limit, never passed.
    pub time_ms: Option<f64>,
    /// The time the move should take, in milliseconds: no new iteration starts past it,
    /// stretched up to the hard limit while the best move keeps changing, the score falls or
    /// a threat is unresolved. `None`: the whole budget.
    pub soft_ms: Option<f64>,
    /// Node budget; the same budget always gives the same move.
    pub nodes: Option<u64>,
    /// How many best moves to search side by side (1 to `MAX_LINES`), each excluding the ones
    /// before it at the root.
    pub lines: usize,
}

impl<'a> SearchRequest<'a> {
    /// A request for one line at `level`, with the level's own time.
    pub fn new(board: &'a Board, to_move: Color, rule: Rule, level: u8) -> SearchRequest<'a> {
        SearchRequest {
            board,
            to_move,
            rule,
            level,
            time_ms: None,
            soft_ms: None,
            nodes: None,
            lines: 1,
        }
    }
}

/// The engine: transposition table, solver memo and history, reusable across searches.
pub struct Engine {
    knobs: Knobs,
    tt: Table,
    solver: Solver,
    memory: Memory,
    stop: Arc<AtomicBool>,
    /// The score the last timed search ended with.
    last_score: Option<i32>,
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
            last_score: None,
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
        let mut p = params(req.level);
        if self.knobs.full_width {
            p.beam = 0;
            p.prune = false;
        }
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
        let mut pos = Pos::new(req.board, req.rule);
        pos.set_net(if self.knobs.nnue {
            super::nnue::net()
        } else {
            None
        });
        pos.set_net_weight(self.knobs.net_weight_quiet, self.knobs.net_weight);
        let seed = pos.hash() ^ (req.level as u64).wrapping_mul(0x9E37_79B9) ^ me as u64;
        let mut s = Searcher {
            pos,
            ctl,
            tt: &mut self.tt,
            solver: &mut self.solver,
            mem: &mut self.memory,
            killers: vec![[0; 2]; MAX_PLY + 2],
            modes: vec![None; MAX_PLY + 2],
            evals: vec![0; MAX_PLY + 2],
            moves: Vec::new(),
            ranks: Vec::new(),
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
            lines: req.lines.clamp(1, MAX_LINES),
            exclude: Vec::new(),
            timing: Timing::new(
                start,
                req.soft_ms.filter(|_| req.nodes.is_none()),
                &self.knobs,
                self.last_score,
            ),
        };
        let info = s.run(me, report);
        self.last_score = Some(info.eval);
        info
    }
}

/// Four freestyle openings, black to move.
#[cfg(test)]
const FOUR_OPENINGS: [&str; 4] = ["h8i9j8h9", "h8h9g9i7", "h8j9i7g8", "g7h8i9g9"];

/// Searches of freestyle `records` by fresh engines with one knob set, so a rule's tests
/// compare it on and off; `each` reads the engine and the search's reports (one per completed
/// iteration).
#[cfg(test)]
fn searches<T>(
    records: &[&str],
    knob: &str,
    value: i64,
    nodes: u64,
    each: impl Fn(&Engine, &[SearchInfo]) -> T,
) -> Vec<T> {
    use crate::game::{Config, Game};
    records
        .iter()
        .map(|record| {
            let mut game = Game::try_new(Config::default()).expect("config");
            game.load(record).expect("record");
            let to_move = game.to_move().expect("a move to make");
            let mut e = Engine::with_memory_mb(4);
            assert!(e.set_knob(knob, value), "{knob}");
            let mut req = SearchRequest::new(game.board(), to_move, Rule::Freestyle, 5);
            req.nodes = Some(nodes);
            let mut reports = Vec::new();
            e.search(&req, &|| 0.0, &mut |info| reports.push(info.clone()));
            each(&e, &reports)
        })
        .collect()
}
