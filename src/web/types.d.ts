// The package's TypeScript types beside those wasm-bindgen writes for the classes and those
// generated for the options (options.d.ts); wasm-bindgen copies this file into gomoku.d.ts.
// tests/types/usage.ts checks them (tsc -p tests/types).
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
/** Codes carried by every error the API throws, as `error.code`. */
export type GomokuErrorCode = "invalid-argument" | "out-of-board" | "occupied" | "game-over" | "forbidden" | "invalid-record" | "invalid-option";
/** Options of `toPng()`: the picture's side in pixels (64 to 4096, default 480); coordinates and move numbers default to the board's settings. */
export interface GomokuPngOptions { size?: number; coordinates?: boolean; moveNumbers?: boolean; }
/** Options of `toGif()`: as `toPng()`, plus `delay`, the milliseconds each move shows (20 to 10000, default 700). */
export interface GomokuGifOptions extends GomokuPngOptions { delay?: number; }
