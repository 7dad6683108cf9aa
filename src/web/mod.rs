//! The wasm-bindgen surface: DOM events become the controller's commands, its effects become
//! paints, events, live-region text, storage and worker messages. It decides nothing.
//!
//! Three modules are built from it: the board (`widget`, with `engine` and `export`:
//! www/pkg/gomoku.js), the engine's (`worker`: www/pkg/gomoku_engine.js, which the board's
//! Web Workers load) and the pictures module (`pictures`: www/pkg/gomoku_pictures.js, which
//! `toPng()` and `toGif()` fetch the first time). The board carries no search code and no
//! picture code; the other two carry no board.

#[cfg(feature = "widget")]
mod a11y;
#[cfg(feature = "widget")]
mod args;
#[cfg(feature = "widget")]
mod convert;
#[cfg(feature = "widget")]
mod dom;
#[cfg(feature = "widget")]
mod error;
#[cfg(feature = "widget")]
mod events;
#[cfg(feature = "widget")]
mod game_class;
#[cfg(feature = "widget")]
mod input;
#[cfg(feature = "widget")]
mod options;
#[cfg(feature = "widget")]
mod persist;
#[cfg(feature = "widget")]
mod shared_methods;
#[cfg(feature = "widget")]
mod shell;
#[cfg(feature = "widget")]
mod widget;

#[cfg(feature = "engine")]
mod engine;
#[cfg(feature = "export")]
mod export;
#[cfg(feature = "engine")]
mod graph;
#[cfg(any(feature = "engine", feature = "pictures"))]
mod js_data;
#[cfg(feature = "pictures")]
mod pictures;
#[cfg(any(feature = "engine", feature = "export"))]
mod pictures_link;
#[cfg(feature = "pictures")]
mod review_js;
#[cfg(feature = "worker")]
mod worker;

use wasm_bindgen::prelude::*;

#[cfg(feature = "widget")]
pub use game_class::Game;
#[cfg(feature = "widget")]
pub use widget::Gomoku;

/// Installs the panic hook so a bug shows a readable message in the console. The two-player
/// build, made for size, leaves it out: there a bug surfaces as a bare "unreachable" error.
#[wasm_bindgen(start)]
pub fn start() {
    // The hook itself: `set_once` would add a `std::sync::Once` (700 bytes) to guard a call
    // that runs once per module anyway.
    #[cfg(any(feature = "engine", feature = "worker", feature = "pictures"))]
    std::panic::set_hook(Box::new(console_error_panic_hook::hook));
}

/// The hand-written TypeScript types of the API's plain objects.
#[cfg(feature = "widget")]
#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = include_str!("types.d.ts");

/// The TypeScript types of the options and of the state, generated from `play::options` and
/// `play::shapes` (tests/generated.rs).
#[cfg(feature = "widget")]
#[wasm_bindgen(typescript_custom_section)]
const TS_GENERATED: &'static str = include_str!("generated.d.ts");
