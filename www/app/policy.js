// What the page asks the widget instead of working it out: which sizes and first players the
// rules accept (asked of a `Game`), and which opening and engine side are in force (read from
// `options()`). The page keeps no copy of the widget's rules.
import { Game } from "../pkg/gomoku.js";

let game = null;

/** The board whose options the page reads from now on. */
export function readFrom(widget) {
  game = widget;
}

/** Whether the rules take these game options (size, rule, first, opening). */
export function rulesAccept(options) {
  try {
    new Game(options).free();
    return true;
  } catch {
    return false;
  }
}

/** The board sizes the widget plays, for the size menu (asked of the rules). */
export function boardSizes() {
  const sizes = [];
  for (let size = 1; size <= 64; size++) {
    if (rulesAccept({ size })) sizes.push(size);
    // The rules take one run of sizes: past its end every refusal would cost a thrown Error.
    else if (sizes.length > 0) break;
  }
  return sizes;
}

export const isBoardSize = (n) => Number.isInteger(n) && rulesAccept({ size: n });

/** Whether white may open under this rule and opening rule (renju and swaps make black open). */
export const whiteMayOpen = ({ rule, opening }) => rulesAccept({ rule, opening, first: "white" });

/** The opening rule in force ("none" without one). */
export const openingOf = () => game.options().opening;

/** The side the engine plays: "black", "white" or "none". */
export const enginePlays = () => game.options().ai?.plays ?? "none";

/** Under an opening rule the engine is a player: plays "black" is the first (it opens), "white" the second. */
export function enginePlayer(state) {
  const engine = enginePlays();
  if (!state.opening || engine === "none") return null;
  return engine === "black" ? "first" : "second";
}

/** The colour the engine plays now, or null (off, or an opening not settled yet). */
export function engineColour(state) {
  const engine = enginePlays();
  if (engine === "none") return null;
  if (!state.opening) return engine;
  return state.opening.players[enginePlayer(state)] || null;
}

/** A winning stone's name, as the widget spells it in the history. */
export const stoneName = (state, p) => state.history.find((m) => m.x === p.x && m.y === p.y)?.name ?? "";
