//! Pointer and keyboard input on the canvas, turned into the controller's commands.

use std::cell::Cell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{Event, HtmlCanvasElement, KeyboardEvent, PointerEvent};

use super::dom::Listener;
use super::shell::{Handle, Shell};
use crate::play::{Command, Key, Press};

/// What every input listener of one canvas shares.
struct Input {
    shell: std::rc::Weak<std::cell::RefCell<Shell>>,
    canvas: HtmlCanvasElement,
    press: Cell<Option<Press>>,
}

/// What a listener runs.
type Handler = fn(&Input, &Handle, &Event);

/// The pointer, focus and keyboard listeners of `canvas`.
pub fn bind(canvas: &HtmlCanvasElement, rc: &Handle) -> Vec<Listener> {
    let input = Rc::new(Input {
        shell: Rc::downgrade(rc),
        canvas: canvas.clone(),
        press: Cell::new(None),
    });
    let handlers: [(&'static str, Handler); 9] = [
        ("pointerdown", pointer_down),
        ("pointermove", pointer_move),
        ("pointerup", pointer_up),
        ("pointercancel", pointer_cancel),
        ("pointerleave", pointer_leave),
        ("lostpointercapture", pointer_cancel),
        ("keydown", key_down),
        ("focus", focus),
        ("blur", blur),
    ];
    handlers
        .into_iter()
        .map(|(kind, handler)| {
            let input = input.clone();
            Listener::new(canvas, kind, move |ev| {
                if let Some(rc) = input.shell.upgrade() {
                    handler(&input, &rc, &ev);
                }
            })
        })
        .collect()
}

fn offset(ev: &PointerEvent) -> (f64, f64) {
    (ev.offset_x() as f64, ev.offset_y() as f64)
}

fn pointer_down(input: &Input, rc: &Handle, ev: &Event) {
    let Some(ev) = ev.dyn_ref::<PointerEvent>() else {
        return;
    };
    if !ev.is_primary() || (ev.pointer_type() == "mouse" && ev.button() != 0) {
        return;
    }
    let (x, y) = offset(ev);
    let touch = ev.pointer_type() == "touch";
    input
        .press
        .set(Some(Press::new(ev.pointer_id(), x, y, touch)));
    // A click is not a keyboard visit: the cursor hides until a key is pressed.
    let _ = Shell::run(rc, Command::Press);
}

fn pointer_move(input: &Input, rc: &Handle, ev: &Event) {
    let Some(ev) = ev.dyn_ref::<PointerEvent>() else {
        return;
    };
    let (x, y) = offset(ev);
    if let Some(mut press) = input.press.get() {
        press.moved(ev.pointer_id(), x, y);
        input.press.set(Some(press));
    }
    if ev.pointer_type() != "touch" {
        let hover = rc
            .try_borrow_mut()
            .ok()
            .and_then(|mut s| s.point_at(x, y, false));
        let _ = Shell::run(rc, Command::Hover(hover));
    }
}

fn pointer_up(input: &Input, rc: &Handle, ev: &Event) {
    let Some(ev) = ev.dyn_ref::<PointerEvent>() else {
        return;
    };
    let tapped = match input.press.take() {
        Some(p) if p.taps(ev.pointer_id()) => {
            let (x, y) = offset(ev);
            rc.try_borrow_mut()
                .ok()
                .and_then(|mut s| s.point_at(x, y, true))
        }
        _ => None,
    };
    if let Some(p) = tapped {
        let _ = Shell::run(rc, Command::Tap(p));
    }
}

fn pointer_cancel(input: &Input, _rc: &Handle, _ev: &Event) {
    input.press.set(None);
}

fn pointer_leave(input: &Input, rc: &Handle, ev: &Event) {
    let _ = Shell::run(rc, Command::Hover(None));
    if ev
        .dyn_ref::<PointerEvent>()
        .is_some_and(|e| e.pointer_type() == "mouse")
    {
        input.press.set(None);
    }
}

fn focus(input: &Input, rc: &Handle, _ev: &Event) {
    let keyboard = input.canvas.matches(":focus-visible").unwrap_or(false);
    let _ = Shell::run(rc, Command::Focus { keyboard });
}

fn blur(input: &Input, rc: &Handle, _ev: &Event) {
    input.press.set(None);
    let _ = Shell::run(rc, Command::Blur);
}

fn key_down(_input: &Input, rc: &Handle, ev: &Event) {
    let Some(ev) = ev.dyn_ref::<KeyboardEvent>() else {
        return;
    };
    let command = ev.ctrl_key() || ev.meta_key();
    if let Some(key) = Key::of(&ev.key(), command, ev.shift_key(), ev.alt_key()) {
        let _ = Shell::run(rc, Command::Key(key));
        ev.prevent_default();
    }
}
