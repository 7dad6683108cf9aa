//! The search's tunable constants in one place, so engine matches can try other values
//! (`Engine::set_knob`; the Gomocup brain reads them from `GOMOKU_KNOBS=name=value,...`).
use crate::game::Rule;

/// Margins, reductions and budgets of the selective search.
#[derive(Clone, Copy, Debug)]
pub struct Knobs {
    /// Reverse futility margin per ply of depth.
    pub rfp: i32,
    /// Razoring margin per ply of depth.
    pub razor: i32,
    /// Futility margin per ply of depth for quiet moves.
    pub futility: i32,
    /// Late-move pruning: quiet moves kept at depth d are `lmp + d * d / 2` (more when improving).
    pub lmp: i32,
    /// Late-move reductions grow as ln(depth) * ln(moves) * 100 / `lmr`.
    pub lmr: i32,
    /// Null-move reduction at shallow depth.
    pub null_r: i32,
    /// Initial aspiration half-window.
    pub window: i32,
    /// Shallowest remaining depth at which the tree tries a VCT.
    pub vct_depth: i32,
    /// Node budget of one VCT in the tree.
    pub vct_nodes: u64,
    /// Share (in 1/100) of the search's nodes the tree's VCTs may use.
    pub tree_vct_share: u64,
    /// Share (in 1/100) of the budget for the VCF at the root outside renju (12 with
    /// `root_vct_share` 12, against 8 and 4: 45.8% instead of 38.3% in 192 games against Rapfi
    /// at 1 s, freestyle).
    pub root_vcf_share: u64,
    /// Share (in 1/100) of the budget for the VCT at the root (see `root_vcf_share`).
    pub root_vct_share: u64,
    /// `root_vcf_share` in renju, where 8 and 4 scored 45.5% against Rapfi at 1 s and 12 and
    /// 12 scored 38.2% (144 games each, the same openings).
    pub renju_root_vcf_share: u64,
    /// `root_vct_share` in renju (see `renju_root_vcf_share`).
    pub renju_root_vct_share: u64,
    /// Reduction of threes and blocks of threes, in 1/100 of a quiet move's.
    pub tac_lmr: i32,
    /// Deepest remaining depth where late quiet moves are pruned.
    pub lmp_depth: i32,
    /// Shallowest depth at which a node without a table move is searched one ply shallower.
    pub iir: i32,
    /// Deepest remaining depth of reverse futility pruning.
    pub rfp_depth: i32,
    /// The null-move reduction grows by one every this many plies of depth.
    pub null_div: i32,
    /// The null-move reduction grows by one for every this much the evaluation exceeds beta.
    pub null_eval_div: i32,
    /// Reverse futility margin given back to a node better than two plies before.
    pub rfp_improving: i32,
    /// A quiet move's reduction shrinks by one for every this much history (at most two).
    pub history_lmr_div: i32,
    /// The aspiration window opens fully once its half-width passes this.
    pub window_limit: i32,
    /// Plies past the horizon (negative depth) the search may spend answering open threes.
    pub threat_ext: i32,
    /// Nodes per millisecond assumed when a time budget is turned into node shares (a
    /// conservative rate, so the solvers' shares fit in time on slow machines).
    pub nodes_per_ms: i32,
    /// Share (in 1/100) of the soft limit after which no iteration starts when the best move
    /// has been the same for a while.
    pub soft_base: i32,
    /// Extra share (in 1/100) of the soft limit for each recent change of the best move.
    pub soft_change: i32,
    /// Extra share (in 1/100) of the soft limit when the score fell by 100 since the last
    /// move or the last iteration (proportionally, at most this).
    pub soft_drop: i32,
    /// Node budget of the check that the best root move leaves the opponent no win by threes
    /// and fours (0: no check).
    pub root_defend: u64,
    /// The root's threat solver for threes and fours (and the check above) by proof numbers
    /// (`proof.rs`), with up to this many own moves (0: the depth-first solver). On the
    /// positions of a 1 s match it finds 7% more wins than the depth-first one in half the time.
    pub pn_moves: u32,
    /// The tree's threat solver by proof numbers as well, with `pn_moves` (off: with it +9
    /// Elo at 200 ms and -10 at 100,000 nodes, 200 games each).
    pub pn_tree: bool,
    /// Every move searched to the full depth: no beam, pruning, reductions or in-tree threat
    /// solver, so the value is the plain minimax of the depth (tests compare searches so).
    pub full_width: bool,
    /// Evaluate with the network (`nnue`) on top of the tables (on: it won 108 - 78 at
    /// 200 ms; off for the tables alone).
    pub nnue: bool,
    /// Weight in percent of the network's correction on the tables where a side has a three
    /// or a four (125 against 100 everywhere: +20 Elo over 800 games at 100,000 nodes and
    /// 200 ms in the three rules; 75 and 150 lost).
    pub net_weight: i32,
    /// The same weight in quiet positions (no three or four on either side): 100 and 150
    /// there, against 125, gained nothing (+5 over 400 games, 0 over 200).
    pub net_weight_quiet: i32,
    /// Weight (in 1/100) of the network's policy in the move ordering (0: off; on, it lost
    /// 84 - 108 and 85 - 105 in 200 games at 30,000 nodes, so it stays off).
    pub policy: i32,
    /// Shallowest remaining depth at which the policy orders a node's moves (it costs a
    /// context computation per node).
    pub policy_depth: i32,
    /// The most the policy moves a move's ordering score, either way.
    pub policy_clamp: i32,
    /// Within a line of fours at the leaves, only fours on a line through the previous own
    /// four, within four points of it (on: +104 Elo at 60,000 nodes, and -67 instead of -139
    /// against the reference engine at 200 ms), or every four (off).
    pub qlocal: bool,
    /// Past the horizon, in a line of counter-fours against an open three, only fours on a
    /// line through the previous one, within four points (on: +19 Elo at 30,000 nodes and
    /// +19 at 200 ms; everywhere, not only past the horizon, it lost 27 - 35), or every four.
    pub dlocal: bool,
    /// Quiet moves the policy ranks among its first `policy_top` are reduced a ply less, and
    /// those it ranks in the lower half a ply more (0: the policy does not touch reductions).
    pub policy_lmr: i32,
    /// See `policy_lmr`.
    pub policy_top: i32,
    /// Plies a late plain four (a four and nothing more, blocking no three of the opponent)
    /// is reduced by in a node without threats: such a four spends itself, and a line of
    /// fours that wins is found by the leaf search and the threat solvers anyway (1: +21 Elo
    /// at 30,000 nodes and +42 at 200 ms against 0; 2 was no better than 0).
    pub four_r: i32,
    /// The table's searched bound replaces the static evaluation where it is the better
    /// guess, for the pruning rules (+44 Elo at 30,000 nodes in freestyle, +24 in renju).
    pub tt_eval: bool,
    /// Weight in percent of the correction history on the evaluation the pruning rules read
    /// (0: off; with `tt_eval`, +60 Elo at 30,000 nodes in freestyle, +56 in renju, +42 in
    /// standard).
    pub corr: i32,
    /// The correction history also learns where the best move is the table move, when that
    /// move makes and takes no three (a table move counted as a threat before: +21 Elo over
    /// 800 games at 30,000 nodes and 200 ms in the three rules).
    pub corr_tt: bool,
    /// Below this remaining depth, a late move that makes nothing for either side (no
    /// pattern of class above `NONE` for the mover or the opponent) is skipped (0: never; 5:
    /// +15 Elo over 1,220 games at 100,000 nodes, 200 ms and 1 s in the three rules against 0).
    pub trivial_depth: i32,
    /// Plies less a late quiet move is reduced by when it builds for the side to move (two
    /// open twos, or a closed three with another closed three or an open two): the quiet
    /// steps of an attack (1: +16 Elo over 1,000 games at 200 ms and 100,000 nodes in the
    /// three rules, +25 in freestyle, against 0; 0: off).
    pub build_lmr: i32,
}

impl Default for Knobs {
    fn default() -> Knobs {
        Knobs {
            rfp: 70,
            razor: 200,
            futility: 90,
            lmp: 2,
            lmr: 120,
            null_r: 3,
            window: 40,
            vct_depth: 4,
            vct_nodes: 300,
            tree_vct_share: 12,
            root_vcf_share: 12,
            root_vct_share: 12,
            renju_root_vcf_share: 8,
            renju_root_vct_share: 4,
            tac_lmr: 130,
            lmp_depth: 12,
            iir: 4,
            rfp_depth: 6,
            null_div: 3,
            null_eval_div: 200,
            rfp_improving: 30,
            history_lmr_div: 4000,
            window_limit: 1000,
            threat_ext: -2,
            nodes_per_ms: 600,
            full_width: false,
            nnue: true,
            net_weight: 125,
            net_weight_quiet: 125,
            policy: 0,
            policy_depth: 3,
            policy_clamp: 400,
            qlocal: true,
            dlocal: true,
            four_r: 1,
            tt_eval: true,
            corr: 100,
            corr_tt: true,
            policy_lmr: 0,
            policy_top: 3,
            root_defend: 0,
            pn_moves: 20,
            pn_tree: false,
            soft_base: 60,
            soft_change: 60,
            soft_drop: 60,
            trivial_depth: 5,
            build_lmr: 1,
        }
    }
}

impl Knobs {
    /// The shares (in 1/100) of the budget for the root's VCF and VCT under `rule`.
    pub fn root_shares(&self, rule: Rule) -> (u64, u64) {
        if rule == Rule::Renju {
            (self.renju_root_vcf_share, self.renju_root_vct_share)
        } else {
            (self.root_vcf_share, self.root_vct_share)
        }
    }

    /// Sets one knob by name; false for an unknown name.
    pub fn set(&mut self, name: &str, value: i64) -> bool {
        let v = value as i32;
        match name {
            "rfp" => self.rfp = v,
            "razor" => self.razor = v,
            "futility" => self.futility = v,
            "lmp" => self.lmp = v,
            "lmr" => self.lmr = v.max(1),
            "null_r" => self.null_r = v,
            "window" => self.window = v.max(1),
            "vct_depth" => self.vct_depth = v,
            "vct_nodes" => self.vct_nodes = value.max(0) as u64,
            "tree_vct_share" => self.tree_vct_share = value.clamp(0, 100) as u64,
            "root_vcf_share" => self.root_vcf_share = value.clamp(0, 100) as u64,
            "root_vct_share" => self.root_vct_share = value.clamp(0, 100) as u64,
            "renju_root_vcf_share" => self.renju_root_vcf_share = value.clamp(0, 100) as u64,
            "renju_root_vct_share" => self.renju_root_vct_share = value.clamp(0, 100) as u64,
            "tac_lmr" => self.tac_lmr = v.clamp(0, 200),
            "lmp_depth" => self.lmp_depth = v,
            "iir" => self.iir = v,
            "rfp_depth" => self.rfp_depth = v,
            "null_div" => self.null_div = v.max(1),
            "null_eval_div" => self.null_eval_div = v.max(1),
            "rfp_improving" => self.rfp_improving = v,
            "history_lmr_div" => self.history_lmr_div = v.max(1),
            "window_limit" => self.window_limit = v.max(1),
            "threat_ext" => self.threat_ext = v.min(0),
            "nodes_per_ms" => self.nodes_per_ms = v.max(1),
            "full_width" => self.full_width = v != 0,
            "nnue" => self.nnue = v != 0,
            "net_weight" => self.net_weight = v.clamp(0, 400),
            "net_weight_quiet" => self.net_weight_quiet = v.clamp(0, 400),
            "policy" => self.policy = v.max(0),
            "policy_depth" => self.policy_depth = v,
            "policy_clamp" => self.policy_clamp = v.max(0),
            "qlocal" => self.qlocal = v != 0,
            "dlocal" => self.dlocal = v != 0,
            "four_r" => self.four_r = v.max(0),
            "tt_eval" => self.tt_eval = v != 0,
            "corr" => self.corr = v.max(0),
            "corr_tt" => self.corr_tt = v != 0,
            "policy_lmr" => self.policy_lmr = v.clamp(0, 2),
            "policy_top" => self.policy_top = v.max(0),
            "root_defend" => self.root_defend = value.max(0) as u64,
            "pn_moves" => self.pn_moves = value.clamp(0, 60) as u32,
            "pn_tree" => self.pn_tree = v != 0,
            "soft_base" => self.soft_base = v.max(1),
            "soft_change" => self.soft_change = v.max(0),
            "soft_drop" => self.soft_drop = v.max(0),
            "trivial_depth" => self.trivial_depth = v.max(0),
            "build_lmr" => self.build_lmr = v.clamp(0, 2),
            _ => return false,
        }
        true
    }
}
