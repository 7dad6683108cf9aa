//! Which key presses and pointer presses the board takes: the keys it handles, and taps as
//! opposed to scrolls.

use super::command::Key;

/// A touch that travels farther than this (CSS pixels) is a scroll, not a tap.
pub const TAP_SLOP: f64 = 10.0;

impl Key {
    /// The board's key for a key press (`KeyboardEvent.key` and its modifiers; `command` is
    /// Ctrl, or Cmd on macOS), or `None` for a key the board leaves to the page.
    pub fn of(key: &str, command: bool, shift: bool, alt: bool) -> Option<Key> {
        if alt {
            return None;
        }
        if command {
            return match key {
                "z" | "Z" if shift => Some(Key::Redo),
                "z" | "Z" => Some(Key::Undo),
                "y" | "Y" => Some(Key::Redo),
                _ => None,
            };
        }
        Some(match key {
            "ArrowLeft" => Key::Left,
            "ArrowRight" => Key::Right,
            "ArrowUp" => Key::Up,
            "ArrowDown" => Key::Down,
            "Enter" | " " | "Spacebar" => Key::Place,
            "Home" => Key::Home,
            "End" => Key::End,
            _ => return None,
        })
    }
}

/// A pointer press in progress: where it started, and whether it became a scroll.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Press {
    id: i32,
    x: f64,
    y: f64,
    touch: bool,
    scrolled: bool,
}

impl Press {
    /// A press of pointer `id` at `(x, y)` CSS pixels; `touch` for a finger.
    pub fn new(id: i32, x: f64, y: f64, touch: bool) -> Press {
        Press {
            id,
            x,
            y,
            touch,
            scrolled: false,
        }
    }

    /// Pointer `id` moved to `(x, y)`: a finger that travels past the slop scrolls instead.
    pub fn moved(&mut self, id: i32, x: f64, y: f64) {
        let (dx, dy) = (x - self.x, y - self.y);
        // Squared: no square root (libm's hypot) in the module for this.
        if id == self.id && self.touch && dx * dx + dy * dy > TAP_SLOP * TAP_SLOP {
            self.scrolled = true;
        }
    }

    /// Whether pointer `id` going up ends this press as a tap.
    pub fn taps(&self, id: i32) -> bool {
        id == self.id && !self.scrolled
    }
}
