//! `Game`: the rules without a canvas, for servers and Node.js.

use wasm_bindgen::prelude::*;

use super::error::to_js;
use super::{ops, options};
use crate::game;

/// The rules without a canvas: the same moves, records, state and errors as `Gomoku`, with no drawing and no events.
#[wasm_bindgen]
pub struct Game {
    inner: game::Game,
}

#[wasm_bindgen]
impl Game {
    /// A new game; options `size` (5 to 26, default 15), `rule` ("freestyle" | "standard" | "renju"), `first` ("black" | "white"), `opening` ("none" | "swap1" | "swap2").
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "GomokuOptions")] options: JsValue,
    ) -> Result<Game, JsValue> {
        let patch = options::parse(&options).map_err(to_js)?;
        let config = ops::config_from(&patch)?;
        let inner =
            game::Game::with_opening(config, patch.opening.unwrap_or_default()).map_err(to_js)?;
        Ok(Game { inner })
    }

    /// Plays the side to move on column `x`, row `y` (0-based from the top left); returns the move.
    #[wasm_bindgen(unchecked_return_type = "Move")]
    pub fn place(&mut self, x: JsValue, y: JsValue) -> Result<JsValue, JsValue> {
        let mv = ops::place(&mut self.inner, &x, &y)?;
        Ok(ops::move_js(&self.inner, &mv))
    }

    /// Takes back the last move; returns it, or null when there is none.
    #[wasm_bindgen(unchecked_return_type = "Move | null")]
    pub fn undo(&mut self) -> JsValue {
        let mv = self.inner.undo();
        ops::opt_move_js(&self.inner, mv)
    }

    /// Replays the next undone move; returns it, or null when there is none.
    #[wasm_bindgen(unchecked_return_type = "Move | null")]
    pub fn redo(&mut self) -> JsValue {
        let mv = self.inner.redo();
        ops::opt_move_js(&self.inner, mv)
    }

    /// Empties the board and clears the history.
    pub fn reset(&mut self) {
        self.inner.reset();
    }

    /// Shows the position after `n` moves; later moves stay redoable until a new move is placed.
    #[wasm_bindgen(js_name = jumpTo)]
    pub fn jump_to(&mut self, n: JsValue) -> Result<(), JsValue> {
        ops::jump_to(&mut self.inner, &n)
    }

    /// Replaces the whole history with a record such as "h8i9j10" (case-insensitive; spaces or commas allowed).
    pub fn load(&mut self, record: JsValue) -> Result<(), JsValue> {
        ops::load(&mut self.inner, &record)
    }

    /// Replaces the whole history with a Piskvork PSQ file (header "Piskvorky NxN, ..." and 1-based "x,y,time" lines).
    #[wasm_bindgen(js_name = loadPsq)]
    pub fn load_psq(&mut self, text: JsValue) -> Result<(), JsValue> {
        ops::load_psq(&mut self.inner, &text)
    }

    /// The position shown as a Piskvork PSQ file.
    pub fn psq(&self) -> String {
        self.inner.psq()
    }

    /// The record of the position shown: lowercase point names, no separators.
    pub fn record(&self) -> String {
        self.inner.record()
    }

    /// Makes the opening decision due (swap1, swap2): "black", "white" or "place2".
    pub fn choose(&mut self, choice: JsValue) -> Result<(), JsValue> {
        ops::choose(&mut self.inner, &choice)
    }

    /// A plain JSON-safe snapshot of the game.
    #[wasm_bindgen(unchecked_return_type = "GomokuState")]
    pub fn state(&self) -> JsValue {
        ops::state_js(&self.inner)
    }
}
