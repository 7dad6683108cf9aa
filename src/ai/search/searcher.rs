//! The state of one search, and the tests every node shares: the end of the game within a
//! few plies, a playable open four, the line kept so far.

use crate::game::Point;

use super::super::class::BLOCK4_1;
use super::super::control::Ctl;
use super::super::knobs::Knobs;
use super::super::level::Params;
use super::super::movegen::has_real_threat;
use super::super::position::Pos;
use super::super::tt::Table;
use super::super::vcf::Solver;
use super::super::zobrist::WHITE_TO_MOVE;
use super::info::{SearchInfo, WIN_SCORE};
use super::ordering::{Memory, Mode};
use super::timing::Timing;

/// The deepest ply of a line.
pub const MAX_PLY: usize = 120;

/// One search in progress.
pub struct Searcher<'e, 'c> {
    pub pos: Pos,
    pub ctl: Ctl<'c>,
    pub tt: &'e mut Table,
    pub solver: &'e mut Solver,
    pub mem: &'e mut Memory,
    pub killers: Vec<[u16; 2]>,
    /// The static evaluation of each ply of the current line.
    pub evals: Vec<i32>,
    /// The moves of each ply of the current line.
    pub moves: Vec<Vec<(i32, u16)>>,
    /// Per ply of the current line, the policy's rank of each move of `moves` (same order),
    /// where the policy sets reductions; empty elsewhere.
    pub ranks: Vec<Vec<u8>>,
    /// How each ply's moves of the current line were chosen (`None`: no moves generated).
    pub modes: Vec<Option<Mode>>,
    pub pv: Vec<[u16; MAX_PLY + 1]>,
    pub pv_len: Vec<usize>,
    pub tmp: Vec<u16>,
    pub tmp2: Vec<u16>,
    /// The threat solvers' line.
    pub line: Vec<u16>,
    pub p: Params,
    /// Level 1 overlooks open threes in this search.
    pub blind: bool,
    /// Seeds the level's deliberate choices, from the position.
    pub seed: u64,
    pub start: f64,
    pub budget: f64,
    /// Nodes the in-tree threat solver may still spend this search.
    pub vct_budget: u64,
    /// Plies at which a null move is being searched.
    pub null_plies: Vec<usize>,
    pub k: Knobs,
    /// How many best root moves are searched side by side.
    pub lines: usize,
    /// Root moves left out.
    pub exclude: Vec<u16>,
    /// When to stop deepening.
    pub timing: Timing,
}

/// The hash key of the side to move.
pub fn side_key(side: usize) -> u64 {
    if side == 1 {
        WHITE_TO_MOVE
    } else {
        0
    }
}

impl Searcher<'_, '_> {
    /// The board point of a padded index.
    pub fn point(idx: u16) -> Point {
        Pos::point(idx as usize)
    }

    /// A result for `best` scored `eval` at `depth`, with the line `pv` if it starts with it.
    pub fn info(&self, best: u16, eval: i32, depth: u32, pv: &[u16]) -> SearchInfo {
        let mut pv: Vec<Point> = pv.iter().map(|&i| Self::point(i)).collect();
        if pv.first() != Some(&Self::point(best)) {
            pv = vec![Self::point(best)];
        }
        SearchInfo::new(Some(Self::point(best)), eval, depth, self.pos.nodes, pv)
    }

    /// Some legal point of `me`, in board order.
    pub fn any_legal(&self, me: usize) -> Option<u16> {
        self.pos
            .board()
            .points()
            .map(Pos::index)
            .find(|&i| self.pos.is_empty(i) && self.pos.legal(me, i) && !self.excluded(i, 0))
            .map(|i| i as u16)
    }

    /// Whether `m` is a root move left out of this search.
    pub fn excluded(&self, m: usize, ply: usize) -> bool {
        ply == 0 && self.exclude.contains(&(m as u16))
    }

    /// Whether `me` has a playable open-four (or double-four) point.
    pub fn flex4_playable(&mut self, me: usize) -> bool {
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
    pub fn decided(&mut self, ply: usize, me: usize, forced: &mut Option<u16>) -> Option<i32> {
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

    /// Keeps `m` followed by the child's line as the line of `ply`.
    pub fn update_pv(&mut self, ply: usize, m: u16) {
        self.pv[ply][0] = m;
        let len = self.pv_len[ply + 1].min(MAX_PLY - ply - 1);
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        head[ply][1..=len].copy_from_slice(&tail[0][..len]);
        self.pv_len[ply] = len + 1;
    }

    /// Whether a null move is allowed: not twice in a row on one line.
    pub fn null_ok(&self, ply: usize) -> bool {
        self.null_plies.last().is_none_or(|&p| p + 1 != ply)
    }
}
