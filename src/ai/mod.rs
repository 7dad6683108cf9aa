//! The pure engine: patterns, evaluation, search, threat solver.
//!
//! No web-sys and no `std::time`: the caller passes a clock, so the same code runs in a
//! browser worker and natively (the Gomocup brain).

mod book;
mod boxed;
mod cells;
mod class;
mod control;
mod eval;
mod features;
mod grid;
mod knobs;
mod level;
mod movegen;
pub mod nnue;
mod patterns;
mod position;
mod proof;
pub mod protocol;
mod race;
pub mod rng;
mod search;
mod swap;
mod tt;
mod vcf;
mod weight_set;
mod weights;
mod zobrist;

pub use book::{standard_openings, swap_opening_stone, SWAP_OPENINGS};
pub use features::{
    candidates, feature_shape, is_foul_feature, net_inputs, sample, weights_in_use, weights_source,
    Candidate, Sample, NFEAT, SIZES,
};
pub use level::level_description;
pub use protocol::{PvLine, Reply, Report, ReportLine, Request};
#[doc(hidden)]
pub use race::{race as solver_race, Race};
pub use search::{Engine, SearchInfo, SearchLine, SearchRequest, MAX_LINES, WIN_SCORE};
pub use swap::{swap_choice, EVEN_MARGIN};
pub use weight_set::Weights;
