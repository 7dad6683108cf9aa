//! The wasm-bindgen surface: thin translation between JS and the pure core.
