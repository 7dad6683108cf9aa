//! Pointer and keyboard input on the canvas, turned into the controller's commands (which
//! pointer events make a press, a hover or a tap is `play::Pointer`'s).

use std::cell::Cell;
use std::rc::{Rc, Weak};

use wasm_bindgen::JsCast;
use web_sys::{Event, HtmlCanvasElement, KeyboardEvent, PointerEvent};

use super::dom::Listener;
use super::shell::{Handle, Shell};
use crate::play::{Command, Device, Gesture, Key, Pointer, PointerInput, PointerKind};

/// What every input listener of one canvas shares.
struct Input {
    shell: Weak<std::cell::RefCell<Shell>>,
    canvas: HtmlCanvasElement,
    pointer: Cell<Pointer>,
}

/// What a DOM event is to the board.
#[derive(Clone, Copy)]
enum On {
    Pointer(PointerKind),
    Key,
    Focus,
    Blur,
}

/// The pointer, focus and keyboard listeners of `canvas`.
pub fn bind(canvas: &HtmlCanvasElement, rc: &Handle) -> Vec<Listener> {
    let input = Rc::new(Input {
        shell: Rc::downgrade(rc),
        canvas: canvas.clone(),
        pointer: Cell::default(),
    });
    let handlers = [
        ("pointerdown", On::Pointer(PointerKind::Down)),
        ("pointermove", On::Pointer(PointerKind::Move)),
        ("pointerup", On::Pointer(PointerKind::Up)),
        ("pointercancel", On::Pointer(PointerKind::Cancel)),
        ("lostpointercapture", On::Pointer(PointerKind::Cancel)),
        ("pointerleave", On::Pointer(PointerKind::Leave)),
        ("keydown", On::Key),
        ("focus", On::Focus),
        ("blur", On::Blur),
    ];
    handlers
        .into_iter()
        .map(|(kind, on)| {
            let input = input.clone();
            Listener::new(canvas, kind, move |ev| {
                if let Some(rc) = input.shell.upgrade() {
                    if let Some(command) = input.command(on, &rc, &ev) {
                        let _ = Shell::run(&rc, command);
                    }
                }
            })
        })
        .collect()
}

impl Input {
    /// The command a DOM event makes, if any.
    fn command(&self, on: On, rc: &Handle, ev: &Event) -> Option<Command> {
        match on {
            On::Pointer(kind) => {
                let ev = ev.dyn_ref::<PointerEvent>()?;
                let read = PointerInput {
                    id: ev.pointer_id(),
                    x: ev.offset_x() as f64,
                    y: ev.offset_y() as f64,
                    device: Device::of(&ev.pointer_type()),
                    primary: ev.is_primary(),
                    button: ev.button(),
                };
                let mut pointer = self.pointer.get();
                let gesture = pointer.on(kind, &read);
                self.pointer.set(pointer);
                // A tap first paints a frame that is due; a hover makes do with the last paint.
                let at = |x, y, exact| rc.try_borrow_mut().ok()?.point_at(x, y, exact);
                Some(match gesture? {
                    Gesture::Press => Command::Press,
                    Gesture::Hover(xy) => Command::Hover(xy.and_then(|(x, y)| at(x, y, false))),
                    Gesture::Tap(x, y) => Command::Tap(at(x, y, true)?),
                })
            }
            On::Key => {
                let ev = ev.dyn_ref::<KeyboardEvent>()?;
                let command = ev.ctrl_key() || ev.meta_key();
                let key = Key::of(&ev.key(), command, ev.shift_key(), ev.alt_key())?;
                ev.prevent_default();
                Some(Command::Key(key))
            }
            On::Focus => {
                let keyboard = self.canvas.matches(":focus-visible").unwrap_or(false);
                Some(Command::Focus { keyboard })
            }
            On::Blur => {
                self.pointer.set(Pointer::default());
                Some(Command::Blur)
            }
        }
    }
}
