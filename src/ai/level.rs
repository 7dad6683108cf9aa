//! Playing levels 1 to 5: how deep, how long, which solvers, and how much deliberate noise.

/// The knobs of one level.
#[derive(Clone, Copy, Debug)]
pub struct Params {
    /// Deepest iteration of the main search.
    pub max_depth: u32,
    /// Time per move when the request gives neither time nor nodes.
    pub default_ms: f64,
    /// Longest VCF (in own moves) tried at the root; 0 turns it off.
    pub root_vcf_moves: u32,
    /// Most fours the leaf search (quiescence) plays in a row; 0 turns it off.
    pub qfours: u32,
    /// Longest VCT tried at the root; 0 turns it off.
    pub root_vct_moves: u32,
    /// Root moves within this many points of the best may be chosen instead (seeded).
    pub noise: i32,
    /// Percent chance (seeded by the position) of overlooking the opponent's open threes.
    pub blind_percent: u64,
    /// Most moves tried at an inner node (0: no limit).
    pub beam: usize,
    /// Whether the selective pruning (null move, futility, razoring, late-move pruning) runs.
    pub prune: bool,
}

/// The parameters of `level` (clamped to 1..=5).
pub fn params(level: u8) -> Params {
    match level.clamp(1, 5) {
        1 => Params {
            max_depth: 1,
            default_ms: 50.0,
            root_vcf_moves: 0,
            qfours: 0,
            root_vct_moves: 0,
            noise: 400,
            blind_percent: 50,
            beam: 10,
            prune: false,
        },
        2 => Params {
            max_depth: 2,
            default_ms: 150.0,
            root_vcf_moves: 4,
            qfours: 0,
            root_vct_moves: 0,
            noise: 80,
            blind_percent: 10,
            beam: 10,
            prune: false,
        },
        3 => Params {
            max_depth: 4,
            default_ms: 400.0,
            root_vcf_moves: 8,
            qfours: 4,
            root_vct_moves: 0,
            noise: 0,
            blind_percent: 0,
            beam: 12,
            prune: false,
        },
        4 => Params {
            max_depth: 12,
            default_ms: 800.0,
            root_vcf_moves: 16,
            qfours: 8,
            root_vct_moves: 5,
            noise: 0,
            blind_percent: 0,
            beam: 0,
            prune: true,
        },
        _ => Params {
            max_depth: 60,
            default_ms: 1500.0,
            root_vcf_moves: 24,
            qfours: 8,
            root_vct_moves: 7,
            noise: 0,
            blind_percent: 0,
            beam: 0,
            prune: true,
        },
    }
}

/// One line per level, for the documentation and the host page.
pub fn level_description(level: u8) -> &'static str {
    match level.clamp(1, 5) {
        1 => "Level 1 (beginner): looks one move ahead, picks loosely among decent moves and often overlooks open threes.",
        2 => "Level 2 (casual): two moves ahead, short forced-four checks, a little randomness.",
        3 => "Level 3 (club): four-ply search with VCF at the root and leaves; no randomness.",
        4 => "Level 4 (strong): deep iterative search, VCF and VCT threat solving, about 0.8 s per move.",
        _ => "Level 5 (maximum): deepest search with VCF and VCT, as strong as the time allows (about 1.5 s per move).",
    }
}
