//! Which key presses and pointer events the board takes: the keys it handles, and the
//! pointer's presses, hovers and taps (as opposed to scrolls).

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

/// The device behind a pointer event (`PointerEvent.pointerType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Device {
    /// A mouse.
    Mouse,
    /// A finger.
    Touch,
    /// A pen, or a device the browser does not name.
    Pen,
}

impl Device {
    /// The device a `pointerType` names.
    pub fn of(pointer_type: &str) -> Device {
        match pointer_type {
            "mouse" => Device::Mouse,
            "touch" => Device::Touch,
            _ => Device::Pen,
        }
    }
}

/// Which pointer event happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointerKind {
    /// `pointerdown`.
    Down,
    /// `pointermove`.
    Move,
    /// `pointerup`.
    Up,
    /// `pointercancel`, `lostpointercapture`, or the board losing focus.
    Cancel,
    /// `pointerleave`.
    Leave,
}

/// A pointer event on the canvas as the board reads it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PointerInput {
    /// `pointerId`.
    pub id: i32,
    /// `offsetX`, CSS pixels from the canvas's padding edge.
    pub x: f64,
    /// `offsetY`.
    pub y: f64,
    /// `pointerType`.
    pub device: Device,
    /// `isPrimary`.
    pub primary: bool,
    /// `button` (0 is a mouse's main button).
    pub button: i16,
}

/// What pointer events come to on the board; points are offsets in CSS pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Gesture {
    /// A press began: a click is not a keyboard visit, so the keyboard cursor hides.
    Press,
    /// The pointer hovers at this offset, or (`None`) left the board.
    Hover(Option<(f64, f64)>),
    /// A tap or click at this offset.
    Tap(f64, f64),
}

/// The board's pointer: pointer events in, gestures out.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Pointer {
    press: Option<Press>,
}

impl Pointer {
    /// The gesture `event` makes, if any.
    pub fn on(&mut self, kind: PointerKind, event: &PointerInput) -> Option<Gesture> {
        let e = event;
        match kind {
            PointerKind::Down => {
                // Only the main pointer's main button plays; a second finger or a right click do not.
                if !e.primary || (e.device == Device::Mouse && e.button != 0) {
                    return None;
                }
                let touch = e.device == Device::Touch;
                self.press = Some(Press::new(e.id, e.x, e.y, touch));
                Some(Gesture::Press)
            }
            PointerKind::Move => {
                if let Some(press) = self.press.as_mut() {
                    press.moved(e.id, e.x, e.y);
                }
                // A finger has no hover: its move is a scroll or a tap in the making.
                (e.device != Device::Touch).then_some(Gesture::Hover(Some((e.x, e.y))))
            }
            PointerKind::Up => {
                let press = self.press.take()?;
                press.taps(e.id).then_some(Gesture::Tap(e.x, e.y))
            }
            PointerKind::Cancel => {
                self.press = None;
                None
            }
            PointerKind::Leave => {
                // A mouse pressed here and released off the board is no click.
                if e.device == Device::Mouse {
                    self.press = None;
                }
                Some(Gesture::Hover(None))
            }
        }
    }
}
