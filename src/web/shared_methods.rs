//! The methods `Game` and `Gomoku` share, written once: each type supplies `step` (run a
//! command, return its move), `done` (run a command) and `read` (look at the controller).

use wasm_bindgen::JsValue;

/// What `Game` reads: it cannot fail (nothing can hold it while it runs).
pub type Plain<T> = T;

/// What `Gomoku` reads: it fails when a listener calls back into a busy board.
pub type Fallible<T> = Result<T, JsValue>;

/// The shared `#[wasm_bindgen]` methods for `$ty`; `mut` makes them take `&mut self`, `$read`
/// is what its readers return (`Plain` or `Fallible`). The doc texts that differ between the
/// two classes are passed in.
macro_rules! shared_methods {
    ($ty:ident, [$($m:tt)?], $read:ident, undo: $undo:tt, redo: $redo:tt, choose: $choose:tt) => {
        #[wasm_bindgen]
        impl $ty {
            /// Plays the side to move on column `x`, row `y` (0-based from the top left); returns the move.
            #[wasm_bindgen(unchecked_return_type = "Move")]
            pub fn place(
                &$($m)? self,
                #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
            ) -> Result<JsValue, JsValue> {
                self.step(calls::place(&x, &y))
            }

            #[doc = $undo]
            #[wasm_bindgen(unchecked_return_type = "Move | null")]
            pub fn undo(&$($m)? self) -> Result<JsValue, JsValue> {
                self.step(Ok(Command::Undo))
            }

            #[doc = $redo]
            #[wasm_bindgen(unchecked_return_type = "Move | null")]
            pub fn redo(&$($m)? self) -> Result<JsValue, JsValue> {
                self.step(Ok(Command::Redo))
            }

            /// Empties the board and clears the history.
            pub fn reset(&$($m)? self) -> Result<(), JsValue> {
                self.done(Ok(Command::Reset))
            }

            /// Shows the position after `n` moves; later moves stay redoable until a new move is placed.
            #[wasm_bindgen(js_name = jumpTo)]
            pub fn jump_to(
                &$($m)? self,
                #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
            ) -> Result<(), JsValue> {
                self.done(calls::jump(&n))
            }

            /// Replaces the whole history with a record such as "h8i9j10" (case-insensitive; spaces or commas allowed).
            pub fn load(
                &$($m)? self,
                #[wasm_bindgen(unchecked_param_type = "string")] record: JsValue,
            ) -> Result<(), JsValue> {
                self.done(calls::load(&record))
            }

            /// Replaces the whole history with a Piskvork PSQ file (header "Piskvorky NxN, ..." and 1-based "x,y,time" lines).
            #[wasm_bindgen(js_name = loadPsq)]
            pub fn load_psq(
                &$($m)? self,
                #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
            ) -> Result<(), JsValue> {
                self.done(calls::load_psq(&text))
            }

            /// The position shown as a Piskvork PSQ file.
            pub fn psq(&self) -> $read<String> {
                self.read(|c| c.game().psq())
            }

            /// The record of the position shown: lowercase point names, no separators.
            pub fn record(&self) -> $read<String> {
                self.read(|c| c.game().record())
            }

            #[doc = $choose]
            pub fn choose(
                &$($m)? self,
                #[wasm_bindgen(unchecked_param_type = "\"black\" | \"white\" | \"place2\"")]
                choice: JsValue,
            ) -> Result<(), JsValue> {
                self.done(calls::choose(&choice))
            }

            /// A plain JSON-safe snapshot of the game.
            #[wasm_bindgen(unchecked_return_type = "GomokuState")]
            pub fn state(&self) -> $read<JsValue> {
                self.read(|c| state_js(c.game()))
            }
        }
    };
}

pub(super) use shared_methods;
