// Generated from src/play/options.rs and src/play/shapes.rs: do not edit (make generate rewrites it).
/** A stone played: `x` column from the left, `y` row from the top, both 0-based. */
export interface Move {
  x: number;
  y: number;
  color: "black" | "white";
  number: number;
  name: string;
}
/** An intersection. */
export interface XY {
  x: number;
  y: number;
}
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
  opening: GomokuOpeningState | null;
}
/** Where the opening rule stands (`state().opening`; null without one). */
export interface GomokuOpeningState {
  rule: "none" | "swap1" | "swap2";
  decisions: ("black" | "white" | "place2")[];
  due: GomokuDue | null;
  players: GomokuPlayers;
  playerToAct: "first" | "second" | null;
}
/** A decision of the opening rule that is due: who makes it and what they may choose. */
export interface GomokuDue {
  by: "first" | "second";
  choices: ("black" | "white" | "place2")[];
}
/** Each player's colour, null until the opening settles it. */
export interface GomokuPlayers {
  first: "black" | "white" | null;
  second: "black" | "white" | null;
}
/** Colours of the board; any CSS colour. The page's CSS may set them too, as `--gomoku-board` and so on. */
export interface GomokuTheme { board?: string; line?: string; black?: string; white?: string; accent?: string; }
/** Which side the engine plays and how well (1 beginner .. 5 strongest). */
export interface GomokuAi { plays?: "black" | "white" | "none"; level?: 1 | 2 | 3 | 4 | 5; }
/** Options of `new Game` (size, rule, first, opening) and `new Gomoku` (all); each may be left out. */
export interface GomokuOptions {
  /** The board's side. From 5 to 26. Default: `15`. */
  size?: number;
  /** The rule: five or more wins (freestyle), exactly five (standard), or renju's fouls for black. Default: `"freestyle"`. */
  rule?: "freestyle" | "standard" | "renju";
  /** Who opens (black under renju and the opening rules, unless named). Default: `"black"`. */
  first?: "black" | "white";
  /** Opening rule: the first player places three stones, then the other chooses a colour (swap2: or places two more). Default: `"none"`. */
  opening?: "none" | "swap1" | "swap2";
  /** Coordinates along the edges. Default: `true`. */
  coordinates?: boolean;
  /** Numbers on the stones. Default: `false`. */
  moveNumbers?: boolean;
  /** A mark on the last move. Default: `true`. */
  lastMove?: boolean;
  /** Colours named in the options (they win over the page's CSS). */
  theme?: GomokuTheme;
  /** Which side the engine plays, if any, and its level. Default: `{"plays":"none","level":3}`. */
  ai?: GomokuAi | null;
  /** Two-tap placing for small screens: the first tap shows the stone, a second on the same point places it. Default: `false`. */
  confirm?: boolean;
  /** A localStorage key: the game is kept there and resumed after a reload. Default: `null`. */
  persist?: string | null;
  /** A diagram: no click, tap or key plays anything; the page's own calls still do. Default: `false`. */
  readonly?: boolean;
}
/** What `Game.options()` returns. */
export interface GomokuGameOptions {
  /** The board's side. From 5 to 26. Default: `15`. */
  size: number;
  /** The rule: five or more wins (freestyle), exactly five (standard), or renju's fouls for black. Default: `"freestyle"`. */
  rule: "freestyle" | "standard" | "renju";
  /** Who opens (black under renju and the opening rules, unless named). Default: `"black"`. */
  first: "black" | "white";
  /** Opening rule: the first player places three stones, then the other chooses a colour (swap2: or places two more). Default: `"none"`. */
  opening: "none" | "swap1" | "swap2";
}
/** What `Gomoku.options()` returns: every option in force, in the shape `setOptions` takes. */
export interface GomokuCurrentOptions extends GomokuGameOptions {
  /** Coordinates along the edges. Default: `true`. */
  coordinates: boolean;
  /** Numbers on the stones. Default: `false`. */
  moveNumbers: boolean;
  /** A mark on the last move. Default: `true`. */
  lastMove: boolean;
  /** Colours named in the options (they win over the page's CSS). */
  theme: GomokuTheme;
  /** Which side the engine plays, if any, and its level. Default: `{"plays":"none","level":3}`. */
  ai: { plays: "black" | "white" | "none"; level: 1 | 2 | 3 | 4 | 5 };
  /** Two-tap placing for small screens: the first tap shows the stone, a second on the same point places it. Default: `false`. */
  confirm: boolean;
  /** A localStorage key: the game is kept there and resumed after a reload. Default: `null`. */
  persist: string | null;
  /** A diagram: no click, tap or key plays anything; the page's own calls still do. Default: `false`. */
  readonly: boolean;
}
