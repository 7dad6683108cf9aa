//! An embeddable Gomoku board: a pure rules core (`game`), a pure engine (`ai`),
//! pure geometry and drawing (`view`), the pure controller (`play`), and the wasm-bindgen
//! surface (`web`).

// Every public item says what it is (the house rule), checked in every build.
#![warn(missing_docs)]

pub mod ai;
pub mod game;
pub mod play;
pub mod view;

#[cfg(target_arch = "wasm32")]
pub mod web;

// The board makes few, small allocations (its JSON, its events, a message to a worker): a
// free-list allocator a fraction of dlmalloc's size serves it, and the first paint waits for
// fewer bytes. The engine's module, which allocates as it searches, and the pictures module,
// whose GIF frames take up to 64 MB each, keep the default allocator, built for churn.
// SAFETY: the module runs on one thread (no wasm threads are enabled), so no allocation races.
#[cfg(all(
    target_arch = "wasm32",
    not(feature = "worker"),
    not(feature = "pictures")
))]
#[global_allocator]
static ALLOCATOR: lol_alloc::AssumeSingleThreaded<lol_alloc::FreeListAllocator> =
    unsafe { lol_alloc::AssumeSingleThreaded::new(lol_alloc::FreeListAllocator::new()) };
