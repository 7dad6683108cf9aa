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
  /** The board's side: a number holding an integer (anything else throws `invalid-argument`; out of range, `invalid-option`). A change starts a new game. From 5 to 26. Default: `15`. */
  size?: number;
  /** The rule: `freestyle`, five or more wins; `standard`, exactly five; `renju`, black has fouls. A change starts a new game. Default: `"freestyle"`. */
  rule?: "freestyle" | "standard" | "renju";
  /** Who opens. Renju and the opening rules are opened by black: switching to them without naming `first` makes black open, and `"white"` with them throws. A change starts a new game. Default: `"black"`. */
  first?: "black" | "white";
  /** Opening rule, for every rule ("Opening rules"): the first player places three stones, then the other chooses a colour (swap2: or places two more). A change starts a new game. Default: `"none"`. */
  opening?: "none" | "swap1" | "swap2";
  /** Letters and numbers along the edges. Default: `true`. */
  coordinates?: boolean;
  /** Numbers on the stones. Default: `false`. */
  moveNumbers?: boolean;
  /** A dot on the last stone. Default: `true`. */
  lastMove?: boolean;
  /** Colours, any CSS colours; name only the ones to change. The canvas's CSS custom properties `--gomoku-board`, `--gomoku-line`, `--gomoku-black`, `--gomoku-white`, `--gomoku-accent` work too (the option wins); they are re-read on `setOptions` and when the colour scheme changes. */
  theme?: GomokuTheme;
  /** The side the engine plays and its strength; `null` turns it off. Default: `{"plays":"none","level":3}`. */
  ai?: GomokuAi | null;
  /** Two-tap placing for small screens: the first tap shows the stone, a second tap on the same point places it, a tap elsewhere moves it. Default: `false`. */
  confirm?: boolean;
  /** A localStorage key: the game (moves, redo tail, rule, size) is kept there and resumed after a reload; unreadable data under the key is ignored with a console warning. Default: `null`. */
  persist?: string | null;
  /** A diagram: no click, tap or key places, undoes, jumps or chooses anything (the page's own calls still do); the board stays focusable, arrow keys move the cursor and read out the point under it ("i9, white"), its accessible description names the stones ("15 by 15 board, freestyle, black h8 j10, white i9. White to move."), and no preview stone shows. Default: `false`. */
  readonly?: boolean;
  /** With `analyze({ lines: 2..5 })`, each candidate after the best is labelled on its point with its win rate ("38%": a dark label with a light rim, readable on light and dark boards, at least 9 CSS pixels high; on a numbered stone of the best line, below its number); `false` leaves only the best line's numbered stones. Default: `true`. */
  analysisMarks?: boolean;
}
/** What `Game.options()` returns. */
export interface GomokuGameOptions {
  /** The board's side: a number holding an integer (anything else throws `invalid-argument`; out of range, `invalid-option`). A change starts a new game. From 5 to 26. Default: `15`. */
  size: number;
  /** The rule: `freestyle`, five or more wins; `standard`, exactly five; `renju`, black has fouls. A change starts a new game. Default: `"freestyle"`. */
  rule: "freestyle" | "standard" | "renju";
  /** Who opens. Renju and the opening rules are opened by black: switching to them without naming `first` makes black open, and `"white"` with them throws. A change starts a new game. Default: `"black"`. */
  first: "black" | "white";
  /** Opening rule, for every rule ("Opening rules"): the first player places three stones, then the other chooses a colour (swap2: or places two more). A change starts a new game. Default: `"none"`. */
  opening: "none" | "swap1" | "swap2";
}
/** What `Gomoku.options()` returns: every option in force, in the shape `setOptions` takes. */
export interface GomokuCurrentOptions extends GomokuGameOptions {
  /** Letters and numbers along the edges. Default: `true`. */
  coordinates: boolean;
  /** Numbers on the stones. Default: `false`. */
  moveNumbers: boolean;
  /** A dot on the last stone. Default: `true`. */
  lastMove: boolean;
  /** Colours, any CSS colours; name only the ones to change. The canvas's CSS custom properties `--gomoku-board`, `--gomoku-line`, `--gomoku-black`, `--gomoku-white`, `--gomoku-accent` work too (the option wins); they are re-read on `setOptions` and when the colour scheme changes. */
  theme: GomokuTheme;
  /** The side the engine plays and its strength; `null` turns it off. Default: `{"plays":"none","level":3}`. */
  ai: { plays: "black" | "white" | "none"; level: 1 | 2 | 3 | 4 | 5 };
  /** Two-tap placing for small screens: the first tap shows the stone, a second tap on the same point places it, a tap elsewhere moves it. Default: `false`. */
  confirm: boolean;
  /** A localStorage key: the game (moves, redo tail, rule, size) is kept there and resumed after a reload; unreadable data under the key is ignored with a console warning. Default: `null`. */
  persist: string | null;
  /** A diagram: no click, tap or key places, undoes, jumps or chooses anything (the page's own calls still do); the board stays focusable, arrow keys move the cursor and read out the point under it ("i9, white"), its accessible description names the stones ("15 by 15 board, freestyle, black h8 j10, white i9. White to move."), and no preview stone shows. Default: `false`. */
  readonly: boolean;
  /** With `analyze({ lines: 2..5 })`, each candidate after the best is labelled on its point with its win rate ("38%": a dark label with a light rim, readable on light and dark boards, at least 9 CSS pixels high; on a numbered stone of the best line, below its number); `false` leaves only the best line's numbered stones. Default: `true`. */
  analysisMarks: boolean;
}
