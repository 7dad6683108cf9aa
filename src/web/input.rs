//! Pointer and keyboard input on the canvas, translated into the same calls the page makes.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Event, EventTarget, KeyboardEvent, PointerEvent};

use super::widget::{mutate, Widget};
use crate::game::Point;

/// A touch that travels farther than this (CSS pixels) is a scroll, not a tap.
const TAP_SLOP: f64 = 10.0;

/// What a listener runs, with the widget it belongs to.
type Handler = fn(&Rc<RefCell<Widget>>, &Event);

/// One `addEventListener`, kept so `destroy()` can remove exactly it.
pub struct Listener {
    target: EventTarget,
    kind: &'static str,
    closure: Closure<dyn FnMut(Event)>,
}

impl Listener {
    /// Adds `handler` for `kind` on `target`; the handler sees the widget while it lives.
    pub fn new(
        target: &EventTarget,
        kind: &'static str,
        widget: Weak<RefCell<Widget>>,
        handler: Handler,
    ) -> Listener {
        let closure = Closure::<dyn FnMut(Event)>::new(move |ev: Event| {
            if let Some(rc) = widget.upgrade() {
                handler(&rc, &ev);
            }
        });
        let _ = target.add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref());
        Listener {
            target: target.clone(),
            kind,
            closure,
        }
    }

    /// Removes the listener.
    pub fn remove(&self) {
        let _ = self
            .target
            .remove_event_listener_with_callback(self.kind, self.closure.as_ref().unchecked_ref());
    }
}

/// A press in progress: where it started, and whether it became a scroll.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Press {
    id: i32,
    x: f64,
    y: f64,
    touch: bool,
    cancelled: bool,
}

/// The pointer and keyboard listeners of a canvas.
pub fn bind(target: &EventTarget, widget: &Rc<RefCell<Widget>>) -> Vec<Listener> {
    let handlers: [(&'static str, Handler); 9] = [
        ("pointerdown", pointer_down),
        ("pointermove", pointer_move),
        ("pointerup", pointer_up),
        ("pointercancel", pointer_cancel),
        ("pointerleave", pointer_leave),
        ("keydown", key_down),
        ("focus", focus),
        ("blur", blur),
        ("lostpointercapture", pointer_cancel),
    ];
    handlers
        .into_iter()
        .map(|(kind, h)| Listener::new(target, kind, Rc::downgrade(widget), h))
        .collect()
}

fn point_of(w: &Widget, ev: &PointerEvent) -> Option<Point> {
    let (sx, sy) = w.renderer.css_to_canvas();
    let layout = w.renderer.layout(&w.game, &w.view);
    layout.point_at(ev.offset_x() as f64 * sx, ev.offset_y() as f64 * sy)
}

fn pointer_down(rc: &Rc<RefCell<Widget>>, ev: &Event) {
    let Some(ev) = ev.dyn_ref::<PointerEvent>() else {
        return;
    };
    if !ev.is_primary() || (ev.pointer_type() == "mouse" && ev.button() != 0) {
        return;
    }
    if let Ok(mut w) = rc.try_borrow_mut() {
        w.press = Some(Press {
            id: ev.pointer_id(),
            x: ev.offset_x() as f64,
            y: ev.offset_y() as f64,
            touch: ev.pointer_type() == "touch",
            cancelled: false,
        });
        // A click is not a keyboard visit: hide the cursor until a key is pressed.
        w.set_cursor_visible(false);
    }
}

fn pointer_move(rc: &Rc<RefCell<Widget>>, ev: &Event) {
    let Some(ev) = ev.dyn_ref::<PointerEvent>() else {
        return;
    };
    let Ok(mut w) = rc.try_borrow_mut() else {
        return;
    };
    if let Some(press) = w.press.as_mut() {
        let (dx, dy) = (
            ev.offset_x() as f64 - press.x,
            ev.offset_y() as f64 - press.y,
        );
        if press.id == ev.pointer_id() && press.touch && dx.hypot(dy) > TAP_SLOP {
            press.cancelled = true;
        }
    }
    if ev.pointer_type() != "touch" {
        let hover = point_of(&w, ev);
        w.set_hover(hover);
    }
}

fn pointer_up(rc: &Rc<RefCell<Widget>>, ev: &Event) {
    let Some(ev) = ev.dyn_ref::<PointerEvent>() else {
        return;
    };
    let target = {
        let Ok(mut w) = rc.try_borrow_mut() else {
            return;
        };
        let press = w.press.take();
        match press {
            Some(p) if p.id == ev.pointer_id() && !p.cancelled => point_of(&w, ev),
            _ => None,
        }
    };
    if let Some(p) = target {
        let _ = mutate(rc, |w| w.tap(p));
    }
}

fn pointer_cancel(rc: &Rc<RefCell<Widget>>, _ev: &Event) {
    if let Ok(mut w) = rc.try_borrow_mut() {
        w.press = None;
    }
}

fn pointer_leave(rc: &Rc<RefCell<Widget>>, ev: &Event) {
    if let Ok(mut w) = rc.try_borrow_mut() {
        w.set_hover(None);
        if ev
            .dyn_ref::<PointerEvent>()
            .is_some_and(|e| e.pointer_type() == "mouse")
        {
            w.press = None;
        }
    }
}

fn focus(rc: &Rc<RefCell<Widget>>, _ev: &Event) {
    if let Ok(mut w) = rc.try_borrow_mut() {
        let keyboard = w.canvas.matches(":focus-visible").unwrap_or(false);
        if keyboard {
            w.set_cursor_visible(true);
        }
    }
}

fn blur(rc: &Rc<RefCell<Widget>>, _ev: &Event) {
    if let Ok(mut w) = rc.try_borrow_mut() {
        w.set_cursor_visible(false);
        w.press = None;
    }
}

fn key_down(rc: &Rc<RefCell<Widget>>, ev: &Event) {
    let Some(ev) = ev.dyn_ref::<KeyboardEvent>() else {
        return;
    };
    if ev.alt_key() {
        return;
    }
    let key = ev.key();
    let command = ev.ctrl_key() || ev.meta_key();
    let handled = if command {
        match key.to_ascii_lowercase().as_str() {
            "z" if ev.shift_key() => redo(rc),
            "z" => {
                let _ = mutate(rc, |w| Ok(w.undo()));
                true
            }
            "y" => redo(rc),
            _ => false,
        }
    } else {
        match key.as_str() {
            "ArrowLeft" => move_cursor(rc, -1, 0),
            "ArrowRight" => move_cursor(rc, 1, 0),
            "ArrowUp" => move_cursor(rc, 0, -1),
            "ArrowDown" => move_cursor(rc, 0, 1),
            "Enter" | " " | "Spacebar" => {
                let target = rc.try_borrow_mut().ok().map(|mut w| {
                    let p = w.cursor_or_start();
                    w.set_cursor_visible(true);
                    p
                });
                if let Some(p) = target {
                    let _ = mutate(rc, |w| w.place_by_hand(p));
                }
                true
            }
            "Home" => {
                let _ = mutate(rc, |w| w.game.jump_to(0).map_err(super::error::to_js));
                true
            }
            "End" => {
                let _ = mutate(rc, |w| {
                    let n = w.game.history().len();
                    w.game.jump_to(n).map_err(super::error::to_js)
                });
                true
            }
            _ => false,
        }
    };
    if handled {
        ev.prevent_default();
    }
}

fn redo(rc: &Rc<RefCell<Widget>>) -> bool {
    let _ = mutate(rc, |w| Ok(w.redo()));
    true
}

fn move_cursor(rc: &Rc<RefCell<Widget>>, dx: isize, dy: isize) -> bool {
    if let Ok(mut w) = rc.try_borrow_mut() {
        let size = w.game.config().size as isize;
        // The cursor starts on the last move (or the centre) and every arrow moves it.
        let p = w.cursor_or_start();
        let next = Point::new(
            (p.x as isize + dx).clamp(0, size - 1) as usize,
            (p.y as isize + dy).clamp(0, size - 1) as usize,
        );
        w.overlay.cursor = Some(next);
        w.set_cursor_visible(true);
        w.schedule();
    }
    true
}
