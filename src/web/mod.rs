//! The wasm-bindgen surface: DOM events become the controller's commands, its effects become
//! paints, events, live-region text, storage and worker messages. It decides nothing.

mod a11y;
mod api;
mod args;
mod convert;
mod dom;
mod error;
mod events;
mod game_class;
mod input;
mod options;
mod persist;
mod render;
mod shell;
mod sizing;
mod widget;

#[cfg(feature = "engine")]
mod engine;
#[cfg(feature = "export")]
mod export;

use wasm_bindgen::prelude::*;

pub use game_class::Game;
pub use widget::Gomoku;

/// Installs the panic hook so a bug shows a readable message in the console.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The hand-written TypeScript types of the API's plain objects.
#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = include_str!("types.d.ts");
