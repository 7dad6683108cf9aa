//! `Game`: the rules without a canvas, for servers and Node.js.

use wasm_bindgen::prelude::*;

use super::convert::{answer_js, parse, state_js};
use super::error::to_js;
use crate::play::args::Invalid;
use crate::play::{calls, read_patch, Answer, Command, Controller, GameOptions};

/// The rules without a canvas: the same moves, records, state and errors as `Gomoku`, with no drawing and no events.
#[wasm_bindgen]
pub struct Game {
    ctl: Controller,
}

impl Game {
    fn run(&mut self, command: Command) -> Result<Answer, JsValue> {
        self.ctl.apply(command).map_err(to_js)
    }

    fn step(&mut self, command: Result<Command, Invalid>) -> Result<JsValue, JsValue> {
        let answer = self.run(command.map_err(to_js)?)?;
        Ok(answer_js(self.ctl.game().config().size, answer))
    }
}

#[wasm_bindgen]
impl Game {
    /// A new game; options `size` (5 to 26, default 15), `rule` ("freestyle" | "standard" | "renju"), `first` ("black" | "white"), `opening` ("none" | "swap1" | "swap2").
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "GomokuOptions")] options: JsValue,
    ) -> Result<Game, JsValue> {
        let patch = read_patch(&options).map_err(to_js)?;
        let ctl = Controller::headless(&patch).map_err(to_js)?;
        Ok(Game { ctl })
    }

    /// Plays the side to move on column `x`, row `y` (0-based from the top left); returns the move.
    #[wasm_bindgen(unchecked_return_type = "Move")]
    pub fn place(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    ) -> Result<JsValue, JsValue> {
        self.step(calls::place(&x, &y))
    }

    /// Takes back the last move; returns it, or null when there is none.
    #[wasm_bindgen(unchecked_return_type = "Move | null")]
    pub fn undo(&mut self) -> Result<JsValue, JsValue> {
        self.step(Ok(Command::Undo))
    }

    /// Replays the next undone move; returns it, or null when there is none.
    #[wasm_bindgen(unchecked_return_type = "Move | null")]
    pub fn redo(&mut self) -> Result<JsValue, JsValue> {
        self.step(Ok(Command::Redo))
    }

    /// Empties the board and clears the history.
    pub fn reset(&mut self) -> Result<(), JsValue> {
        self.step(Ok(Command::Reset)).map(drop)
    }

    /// Shows the position after `n` moves; later moves stay redoable until a new move is placed.
    #[wasm_bindgen(js_name = jumpTo)]
    pub fn jump_to(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
    ) -> Result<(), JsValue> {
        self.step(calls::jump(&n)).map(drop)
    }

    /// Replaces the whole history with a record such as "h8i9j10" (case-insensitive; spaces or commas allowed).
    pub fn load(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] record: JsValue,
    ) -> Result<(), JsValue> {
        self.step(calls::load(&record)).map(drop)
    }

    /// Replaces the whole history with a Piskvork PSQ file (header "Piskvorky NxN, ..." and 1-based "x,y,time" lines).
    #[wasm_bindgen(js_name = loadPsq)]
    pub fn load_psq(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<(), JsValue> {
        self.step(calls::load_psq(&text)).map(drop)
    }

    /// The position shown as a Piskvork PSQ file.
    pub fn psq(&self) -> String {
        self.ctl.game().psq()
    }

    /// The record of the position shown: lowercase point names, no separators.
    pub fn record(&self) -> String {
        self.ctl.game().record()
    }

    /// Makes the opening decision due (swap1, swap2): "black", "white" or "place2".
    pub fn choose(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "\"black\" | \"white\" | \"place2\"")]
        choice: JsValue,
    ) -> Result<(), JsValue> {
        self.step(calls::choose(&choice)).map(drop)
    }

    /// A plain JSON-safe snapshot of the game.
    #[wasm_bindgen(unchecked_return_type = "GomokuState")]
    pub fn state(&self) -> JsValue {
        state_js(self.ctl.game())
    }

    /// The game's options, `{ size, rule, first, opening }`, as `new Game` takes them.
    #[wasm_bindgen(unchecked_return_type = "GomokuGameOptions")]
    pub fn options(&self) -> JsValue {
        parse(&GameOptions::of(self.ctl.game()).to_json())
    }
}
