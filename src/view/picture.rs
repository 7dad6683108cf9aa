//! What a picture of the board (`toPng`, `toGif`) shows: its side, frame time and marks.

use super::Scene;

/// Default side of a picture, in pixels.
pub const DEFAULT_SIZE: i64 = 480;
/// Smallest and largest side of a picture.
pub const SIZES: (i64, i64) = (64, 4096);
/// Default time a GIF frame shows, in milliseconds.
pub const DEFAULT_DELAY: i64 = 700;
/// Shortest and longest frame time.
pub const DELAYS: (i64, i64) = (20, 10_000);
/// The last frame of a GIF shows this many times longer, so the final position can be seen.
const LAST_FRAME_HOLD: u32 = 3;

/// A picture's options; `None` marks follow the board's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Picture {
    /// Side in pixels.
    pub size: u32,
    /// Milliseconds each move of a GIF shows.
    pub delay: u32,
    /// Coordinates along the edges.
    pub coordinates: Option<bool>,
    /// Numbers on the stones.
    pub move_numbers: Option<bool>,
}

impl Default for Picture {
    fn default() -> Picture {
        Picture {
            size: DEFAULT_SIZE as u32,
            delay: DEFAULT_DELAY as u32,
            coordinates: None,
            move_numbers: None,
        }
    }
}

impl Picture {
    /// `scene` (the board as its settings draw it) with the marks this picture names.
    pub fn show<'a>(&self, scene: Scene<'a>) -> Scene<'a> {
        Scene {
            coordinates: self.coordinates.unwrap_or(scene.coordinates),
            move_numbers: self.move_numbers.unwrap_or(scene.move_numbers),
            ..scene
        }
    }

    /// How long frame `k` of a GIF of `moves` moves shows (frame 0 is the empty board); the
    /// last one is held longer.
    pub fn frame_delay(&self, k: usize, moves: usize) -> u32 {
        if k == moves {
            self.delay.saturating_mul(LAST_FRAME_HOLD)
        } else {
            self.delay
        }
    }
}
