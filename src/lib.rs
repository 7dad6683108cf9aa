//! An embeddable Gomoku board: a pure rules core (`game`), a pure engine (`ai`),
//! pure geometry and drawing (`view`), the pure controller (`play`), and the wasm-bindgen
//! surface (`web`).

pub mod ai;
pub mod game;
pub mod play;
pub mod view;

#[cfg(target_arch = "wasm32")]
pub mod web;

// The widget without the engine makes few, small allocations: a free-list allocator a fraction of
// dlmalloc's size serves it. The engine's module and the board that talks to it keep the
// default allocator, built for churn.
// SAFETY: the module runs on one thread (no wasm threads are enabled), so no allocation races.
#[cfg(all(
    target_arch = "wasm32",
    not(feature = "engine"),
    not(feature = "worker")
))]
#[global_allocator]
static ALLOCATOR: lol_alloc::AssumeSingleThreaded<lol_alloc::FreeListAllocator> =
    unsafe { lol_alloc::AssumeSingleThreaded::new(lol_alloc::FreeListAllocator::new()) };
