//! The animated GIF of a game (`toGif`): which positions it shows, for how long, and their
//! encoding. The pixels of each position come from the caller (a canvas in the browser).

use std::fmt;

use super::gif::{GifError, GifWriter};
use super::{Picture, Scene};

/// One frame of a game's GIF: the position after `moves` moves, shown `delay` milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    /// Moves on the board in this frame (0 is the empty board).
    pub moves: usize,
    /// Milliseconds the frame shows.
    pub delay: u32,
}

/// The frames of a GIF of a game of `moves` moves: the empty board, then one per move; the
/// last is held longer (`Picture::frame_delay`).
pub fn frames(picture: &Picture, moves: usize) -> impl Iterator<Item = Frame> + '_ {
    (0..=moves).map(move |k| Frame {
        moves: k,
        delay: picture.frame_delay(k, moves),
    })
}

/// Why a game's GIF could not be made: the caller's drawing failed, or the encoder did.
#[derive(Debug, PartialEq)]
pub enum AnimationError<E> {
    /// Drawing or reading a frame's pixels failed.
    Render(E),
    /// The GIF encoder refused the pixels.
    Gif(GifError),
}

impl<E: fmt::Display> fmt::Display for AnimationError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnimationError::Render(e) => e.fmt(f),
            AnimationError::Gif(e) => e.fmt(f),
        }
    }
}

/// The GIF bytes of `whole` (the game as the picture shows it), `side` pixels square.
/// `render` draws a scene and copies its RGBA pixels into the buffer. The final position is
/// drawn first: its colours make the palette every frame is mapped to.
pub fn game_gif<E>(
    picture: &Picture,
    whole: &Scene<'_>,
    mut render: impl FnMut(&Scene<'_>, &mut Vec<u8>) -> Result<(), E>,
) -> Result<Vec<u8>, AnimationError<E>> {
    let side = picture.size as usize;
    let mut pixels = Vec::new();
    render(whole, &mut pixels).map_err(AnimationError::Render)?;
    let mut writer = GifWriter::new(side, side, &pixels).map_err(AnimationError::Gif)?;
    for frame in frames(picture, whole.stones.len()) {
        render(&whole.upto(frame.moves), &mut pixels).map_err(AnimationError::Render)?;
        writer
            .push(&pixels, frame.delay)
            .map_err(AnimationError::Gif)?;
    }
    writer.finish().map_err(AnimationError::Gif)
}
