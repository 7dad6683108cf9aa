//! An embeddable Gomoku board: a pure rules core (`game`), a pure engine (`ai`),
//! pure geometry and drawing (`view`), and the wasm-bindgen surface (`web`).

pub mod ai;
pub mod game;
pub mod view;

#[cfg(target_arch = "wasm32")]
pub mod web;
