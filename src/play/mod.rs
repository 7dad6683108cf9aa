//! The pure controller: the game, the options, the overlay, the engine's turn, paired undo
//! and the announcements. It takes commands and returns effects; the binding in `web` carries
//! the effects out. The page's arguments and options objects are checked here too, through
//! `args::JsLike`. Nothing here touches the page.

mod ai_option;
mod announce;
pub mod args;
pub mod calls;
mod command;
mod controller;
mod effect;
mod encoded;
mod engine_state;
mod engine_turn;
pub mod generate;
mod grades;
mod input;
pub mod json;
mod marks;
mod option_macro;
mod option_spec;
mod option_value;
mod options;
mod overlay;
mod pending;
pub mod persist;
mod press;
mod read_options;
mod review;
mod review_job;
mod reviewed;
pub mod shapes;
mod thrown;
mod worker_link;
mod workers;

pub use ai_option::{AiOptions, AiPatch, LEVELS};
pub use announce::{description, ENGINE_THINKING};
pub use command::{Answer, Command, Key};
pub use controller::{Controller, Env};
pub use effect::{Effect, Event};
pub use encoded::{answer_encoded, page_reply, worker_reply};
pub use engine_turn::Seat;
pub use grades::{Grade, Grades, Searches};
pub use option_spec::Spec;
pub use option_value::{Attribute, Limits, OptionValue, Text};
pub use options::{
    patched_config, read_patch, specs, CurrentOptions, GameOptions, Options, Patch, ThemePatch,
};
pub use overlay::{Overlay, GHOSTS};
pub use pending::Pending;
pub use persist::{RestoreError, Saved};
pub use press::{Device, Gesture, Pointer, PointerInput, PointerKind, Press, TAP_SLOP};
pub use read_options::read_picture;
pub use review::{
    accuracy, by_loss, classify, move_accuracy, After, Ended, MoveReview, PlayedMove, Review,
    Searched, SideSummary, Summary, BEST_WITHIN, BLUNDER, INACCURACY, MISTAKE, WIN_KEPT,
};
pub use review_job::ReviewError;
pub use reviewed::GraphKey;
pub use thrown::Thrown;
pub use worker_link::{Routed, WorkerLink};
pub use workers::{Lane, Pool, Workers};
