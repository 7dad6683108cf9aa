//! `Game`: the rules without a canvas, for servers and Node.js.

use wasm_bindgen::prelude::*;

use super::convert::{answer_js, parse, state_js};
use super::error::to_js;
use super::shared_methods::{shared_methods, Plain};
use crate::play::args::Invalid;
use crate::play::{calls, read_patch, Command, Controller, GameOptions};

/// The rules without a canvas: the same moves, records, state and errors as `Gomoku`, with no drawing and no events.
#[wasm_bindgen]
pub struct Game {
    ctl: Controller,
}

impl Game {
    fn step(&mut self, command: Result<Command, Invalid>) -> Result<JsValue, JsValue> {
        let answer = self.ctl.apply(command.map_err(to_js)?).map_err(to_js)?;
        Ok(answer_js(self.ctl.game().config().size, answer))
    }

    fn done(&mut self, command: Result<Command, Invalid>) -> Result<(), JsValue> {
        self.step(command).map(drop)
    }

    fn read<R>(&self, look: impl FnOnce(&Controller) -> R) -> Plain<R> {
        look(&self.ctl)
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

    /// The game's options, `{ size, rule, first, opening }`, as `new Game` takes them.
    #[wasm_bindgen(unchecked_return_type = "GomokuGameOptions")]
    pub fn options(&self) -> JsValue {
        parse(&GameOptions::of(self.ctl.game()).to_json())
    }
}

shared_methods!(
    Game,
    [mut],
    Plain,
    undo: "Takes back the last move; returns it, or null when there is none.",
    redo: "Replays the next undone move; returns it, or null when there is none.",
    choose: "Makes the opening decision due (swap1, swap2): \"black\", \"white\" or \"place2\"."
);
