// The package's TypeScript types beside those wasm-bindgen writes for the classes and those
// generated for the options and the state (generated.d.ts); wasm-bindgen copies this file into gomoku.d.ts.
// tests/types/usage.ts checks them (tsc -p tests/types).
/** Codes carried by every error the API throws, as `error.code`. */
export type GomokuErrorCode = "invalid-argument" | "out-of-board" | "occupied" | "game-over" | "forbidden" | "invalid-record" | "invalid-option" | "cancelled" | "engine-failed";
/** Options of `toPng()`: the picture's side in pixels (64 to 4096, default 480); coordinates and move numbers default to the board's settings. */
export interface GomokuPngOptions { size?: number; coordinates?: boolean; moveNumbers?: boolean; }
/** Options of `toGif()`: as `toPng()`, plus `delay`, the milliseconds each move shows (20 to 10000, default 700). */
export interface GomokuGifOptions extends GomokuPngOptions { delay?: number; }
/** A point with its name, as analysis and review report them. */
export interface NamedPoint { x: number; y: number; name: string; }
/** Options of `analyze()`: how many best moves to show side by side, 1 to 5 (default 1). */
export interface GomokuAnalyzeOptions { lines?: number; }
/** One of the best moves of a `gomoku:analysis` event, for the side to move. */
export interface GomokuAnalysisLine {
  move: NamedPoint; eval: number; winRate: number; line: NamedPoint[];
  forcedWin: number | null; forcedLoss: number | null;
}
/** The `detail` of a `gomoku:analysis` event; `eval` to `forcedLoss` describe `lines[0]`. */
export interface GomokuAnalysis {
  depth: number; eval: number; winRate: number; bestLine: NamedPoint[]; nodes: number; nps: number;
  forcedWin: number | null; forcedLoss: number | null; lines: GomokuAnalysisLine[];
}
/** Options of `review()`: the engine's time for each position, 50 to 10000 ms (default 500). */
export interface GomokuReviewOptions { msPerMove?: number; }
/** A move's class in a review: losses of 0.10, 0.20 and 0.30 make an inaccuracy, a mistake, a blunder. */
export type GomokuMoveClass = "best" | "good" | "inaccuracy" | "mistake" | "blunder";
/** One reviewed move; win rates are the mover's, 0 to 1. */
export interface GomokuReviewedMove {
  number: number;
  move: { x: number; y: number; color: "black" | "white"; name: string };
  winRateBefore: number; winRateAfter: number; best: NamedPoint; bestWinRate: number;
  loss: number; class: GomokuMoveClass;
}
/** One side's figures in a review; `accuracy` (0 to 100) is null for a side without moves. */
export interface GomokuSideSummary { accuracy: number | null; inaccuracies: number; mistakes: number; blunders: number; }
/** What `review()` resolves to: plain JSON-safe data. */
export interface GomokuReview { moves: GomokuReviewedMove[]; summary: { black: GomokuSideSummary; white: GomokuSideSummary }; }
/** The `detail` of a `gomoku:review` event: positions analysed so far, of `total`. */
export interface GomokuReviewProgress { done: number; total: number; }
