// The package's TypeScript types beside those wasm-bindgen writes for the classes; wasm-bindgen
// copies this file into gomoku.d.ts. tests/types/usage.ts checks them (tsc -p tests/types).
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
/** Options of `new Game` (size, rule, first, opening) and `new Gomoku` (all). */
export interface GomokuOptions {
  size?: number;
  rule?: "freestyle" | "standard" | "renju";
  first?: "black" | "white";
  coordinates?: boolean;
  moveNumbers?: boolean;
  lastMove?: boolean;
  theme?: GomokuTheme;
  ai?: GomokuAi | null;
  /** Two-tap placing for small screens: the first tap shows the stone, a second on the same point places it. */
  confirm?: boolean;
  /** A localStorage key: the game is kept there and resumed after a reload. */
  persist?: string | null;
  /** Opening rule: the first player places three stones, then the other chooses a colour (swap2: or places two more). */
  opening?: "none" | "swap1" | "swap2";
  /** A diagram: no click, tap or key plays anything; the page's own calls still do. */
  readonly?: boolean;
}
/** What `Game.options()` returns. */
export interface GomokuGameOptions {
  size: number;
  rule: "freestyle" | "standard" | "renju";
  first: "black" | "white";
  opening: "none" | "swap1" | "swap2";
}
/** What `Gomoku.options()` returns: every option in force, in the shape `setOptions` takes. */
export interface GomokuCurrentOptions extends GomokuGameOptions {
  coordinates: boolean;
  moveNumbers: boolean;
  lastMove: boolean;
  /** The colours the options name (CSS custom properties are not options). */
  theme: GomokuTheme;
  ai: { plays: "black" | "white" | "none"; level: 1 | 2 | 3 | 4 | 5 };
  confirm: boolean;
  persist: string | null;
  readonly: boolean;
}
/** Codes carried by every error the API throws, as `error.code`. */
export type GomokuErrorCode = "invalid-argument" | "out-of-board" | "occupied" | "game-over" | "forbidden" | "invalid-record" | "invalid-option";
/** Options of `toPng()`: the picture's side in pixels (64 to 4096, default 480); coordinates and move numbers default to the board's settings. */
export interface GomokuPngOptions { size?: number; coordinates?: boolean; moveNumbers?: boolean; }
/** Options of `toGif()`: as `toPng()`, plus `delay`, the milliseconds each move shows (20 to 10000, default 700). */
export interface GomokuGifOptions extends GomokuPngOptions { delay?: number; }
