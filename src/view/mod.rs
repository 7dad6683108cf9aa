//! Pure geometry and drawing of a position; the canvas painter is the only web part.

mod backing;
mod graph;
mod layout;
mod marks;
mod painter;
pub mod picture;
mod scene;
pub mod snapshot;
mod theme;

#[cfg(feature = "pictures")]
pub mod animation;
#[cfg(target_arch = "wasm32")]
pub mod canvas;
#[cfg(feature = "pictures")]
pub mod gif;

pub use backing::{backing_size, css_scale};
pub use graph::{draw_empty_graph, draw_graph, Graph, GraphFrame, GraphLayout};
pub use layout::{star_points, Layout};
pub use marks::{draw_marks, Candidate, Marks, MoveClass, Verdict};
pub use painter::{Painter, TextAlign};
pub use picture::Picture;
pub use scene::{draw, Ghost, Scene, Stone};
pub use snapshot::Snapshot;
pub use theme::{Theme, ThemePatch};
