import type { Gomoku } from "./gomoku.js";

/** `<gomoku-board>`: a Gomoku board as one tag; its attributes mirror the options. */
export declare class GomokuBoard extends HTMLElement {
  /** The board's `Gomoku`, with the whole JS API; null until the module has loaded. */
  readonly game: Gomoku | null;
  /** Resolves to the `Gomoku` once the board is up. */
  readonly ready: Promise<Gomoku | null>;
}

declare global {
  interface HTMLElementTagNameMap {
    "gomoku-board": GomokuBoard;
  }
}
