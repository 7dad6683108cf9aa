// The package's TypeScript types beside those wasm-bindgen writes for the classes and those
// generated for the options and the state (generated.d.ts); wasm-bindgen copies this file into gomoku.d.ts.
// tests/types/usage.ts checks them (tsc -p tests/types).
/** Codes carried by every error the API throws, as `error.code`. */
export type GomokuErrorCode = "invalid-argument" | "out-of-board" | "occupied" | "game-over" | "forbidden" | "invalid-record" | "invalid-option";
/** Options of `toPng()`: the picture's side in pixels (64 to 4096, default 480); coordinates and move numbers default to the board's settings. */
export interface GomokuPngOptions { size?: number; coordinates?: boolean; moveNumbers?: boolean; }
/** Options of `toGif()`: as `toPng()`, plus `delay`, the milliseconds each move shows (20 to 10000, default 700). */
export interface GomokuGifOptions extends GomokuPngOptions { delay?: number; }
