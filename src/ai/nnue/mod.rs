//! A small NNUE-style evaluation over the per-point features (`features::Sample`): each side
//! keeps an accumulator, the sum over the empty points of a learned embedding of the point's
//! pattern multiset, updated by the position wherever a point's code changes; a few small
//! integer layers read both accumulators (the side to move's first) and the threat bits, and
//! add their output to the table evaluation.
//!
//! - `file`: the weight files' common frame (name, text, sizes, numbers).
//! - `net`: the weights, their file and the forward pass.
//! - `acc`: the accumulators, brought up to date lazily.
//! - `policy`: the policy head, which ranks candidate moves for the search's ordering.

mod acc;
mod file;
mod net;
mod policy;

pub use acc::{add_row, sub_row, Acc, Lazy, NO_FEAT};
pub use file::NetError;
pub use net::{decode, encode, net, Net, Quantised, H, L1, L2, NIN, NTHREAT, QA};
pub use policy::{
    decode_policy, encode_policy, locality, policy, Context, Policy, PolicyWeights, NLOC, PC, PIN,
};
