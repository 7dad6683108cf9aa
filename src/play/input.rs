//! The person's input on the controller: taps (with `confirm`'s two-tap placing), keys and the
//! keyboard cursor. A refusal changes nothing but is said aloud.

use super::announce::{self, ENGINE_THINKING};
use super::command::Key;
use super::controller::Controller;
use crate::game::Point;

impl Controller {
    pub(super) fn show_cursor(&mut self, visible: bool) {
        if self.overlay.cursor_visible != visible {
            self.overlay.cursor_visible = visible;
            self.redraw();
        }
    }

    /// A tap: with `confirm` the first shows the stone and a second on the same point plays it.
    pub(super) fn tap(&mut self, p: Point) {
        if self.options.readonly {
            return;
        }
        if self.options.confirm && self.overlay.pending != Some(p) {
            self.overlay.pending = self.game.check(p).is_ok().then_some(p);
            self.redraw();
            return;
        }
        self.overlay.pending = None;
        self.place_by_hand(p);
    }

    /// A stone placed by a click, tap or key: a refusal changes nothing but is said aloud.
    fn place_by_hand(&mut self, p: Point) {
        if self.engine_acts() {
            self.announce(ENGINE_THINKING.into());
            return;
        }
        match self.game.try_place(p) {
            Ok(_) => {
                self.overlay.cursor = Some(p);
                self.commit();
            }
            Err(e) => self.announce(announce::refusal(&e)),
        }
    }

    pub(super) fn key(&mut self, key: Key) {
        let size = self.game.config().size;
        let last = self.game.moves().last().map(|m| m.point);
        let arrow = match key {
            Key::Left => Some((-1, 0)),
            Key::Right => Some((1, 0)),
            Key::Up => Some((0, -1)),
            Key::Down => Some((0, 1)),
            _ => None,
        };
        if let Some((dx, dy)) = arrow {
            let p = self.overlay.step_cursor(size, last, dx, dy);
            self.overlay.cursor_visible = true;
            self.redraw();
            if self.options.readonly {
                self.announce(announce::point_text(&self.game, p));
            }
            return;
        }
        if self.options.readonly {
            // A diagram: keys read the board, they play nothing.
            return;
        }
        match key {
            Key::Place => {
                let p = self.overlay.cursor_or_start(size, last);
                self.show_cursor(true);
                self.place_by_hand(p);
            }
            Key::Undo | Key::Redo => {
                self.step(key == Key::Undo);
            }
            Key::Home => {
                let _ = self.jump(0);
            }
            Key::End => {
                let _ = self.jump(self.game.history().len());
            }
            Key::Left | Key::Right | Key::Up | Key::Down => {}
        }
    }
}
