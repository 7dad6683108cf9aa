//! The search's tunable constants in one place, so engine matches can try other values
//! (`Engine::set_knob`; the Gomocup brain reads them from `GOMOKU_KNOBS=name=value,...`).

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
    pub vct_share: u64,
    /// Node budget of the leaf check for the opponent's VCF (0: off).
    pub qvcf: u64,
    /// Share (in 1/100) of the budget for the VCF at the root.
    pub root_vcf: u64,
    /// Share (in 1/100) of the budget for the VCT at the root.
    pub root_vct: u64,
}

impl Default for Knobs {
    fn default() -> Knobs {
        Knobs {
            rfp: 70,
            razor: 200,
            futility: 90,
            lmp: 3,
            lmr: 190,
            null_r: 3,
            window: 40,
            vct_depth: 4,
            vct_nodes: 300,
            vct_share: 12,
            qvcf: 0,
            root_vcf: 8,
            root_vct: 10,
        }
    }
}

impl Knobs {
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
            "vct_share" => self.vct_share = value.clamp(0, 100) as u64,
            "qvcf" => self.qvcf = value.max(0) as u64,
            "root_vcf" => self.root_vcf = value.clamp(0, 100) as u64,
            "root_vct" => self.root_vct = value.clamp(0, 100) as u64,
            _ => return false,
        }
        true
    }
}
