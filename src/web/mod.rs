//! The wasm-bindgen surface: thin translation between JS and the pure core.

mod a11y;
mod args;
mod error;
mod events;
mod game_class;
mod input;
mod ops;
mod options;
mod persist;
mod render;
mod sizing;
mod widget;

#[cfg(feature = "engine")]
mod analysis;
#[cfg(feature = "engine")]
mod engine;
#[cfg(feature = "export")]
mod export;

use wasm_bindgen::prelude::*;

pub use game_class::Game;
pub use widget::Gomoku;

/// Installs the panic hook so a bug shows a readable message in the console.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** A stone played: `x` column from the left, `y` row from the top, both 0-based. */
export interface Move { x: number; y: number; color: "black" | "white"; number: number; name: string; }
/** An intersection. */
export interface XY { x: number; y: number; }
/** The plain, JSON-safe snapshot returned by `state()` and carried by events as `detail`. */
export interface GomokuState {
  size: number;
  rule: "freestyle" | "standard" | "renju";
  first: "black" | "white";
  toMove: "black" | "white" | null;
  moveCount: number;
  moves: Move[];
  lastMove: Move | null;
  winner: "black" | "white" | null;
  draw: boolean;
  winningLine: XY[];
  forbidden: XY[];
  history: Move[];
  canUndo: boolean;
  canRedo: boolean;
  /** Where the opening rule stands; null without one. */
  opening: null | {
    rule: "swap1" | "swap2";
    decisions: ("black" | "white" | "place2")[];
    due: null | { by: "first" | "second"; choices: ("black" | "white" | "place2")[] };
    players: { first: "black" | "white" | null; second: "black" | "white" | null };
    playerToAct: "first" | "second" | null;
  };
}
/** Colours of the board; any CSS colour. */
export interface GomokuTheme { board?: string; line?: string; black?: string; white?: string; accent?: string; }
/** Which side the engine plays and how well (1 beginner .. 5 strongest). */
export interface GomokuAi { plays?: "black" | "white" | "none"; level?: 1 | 2 | 3 | 4 | 5; }
/** Options of `new Game` (size, rule, first) and `new Gomoku` (all). */
export interface GomokuOptions {
  size?: number;
  rule?: "freestyle" | "standard" | "renju";
  first?: "black" | "white";
  coordinates?: boolean;
  moveNumbers?: boolean;
  lastMove?: boolean;
  theme?: GomokuTheme;
  ai?: GomokuAi;
  /** Two-tap placing for small screens: the first tap shows the stone, a second on the same point places it. */
  confirm?: boolean;
  /** A localStorage key: the game is kept there and resumed after a reload. */
  persist?: string;
  /** Opening rule: the first player places three stones, then the other chooses a colour (swap2: or places two more). */
  opening?: "none" | "swap1" | "swap2";
}
/** Codes carried by every error the API throws, as `error.code`. */
export type GomokuErrorCode = "invalid-argument" | "out-of-board" | "occupied" | "game-over" | "forbidden" | "invalid-record" | "invalid-option";
"#;
