// Widget policy the page still works out for itself (issue 13, item 7: the host page reads,
// never re-derives). Each entry names the widget call that should answer it instead, so the
// switch to `options()` happens in this file only.

// Board sizes. No call says them (the widget refuses others with invalid-option): replace by
// limits the widget publishes.
export const MIN_SIZE = 5;
export const MAX_SIZE = 26;
export const isBoardSize = (n) => Number.isInteger(n) && n >= MIN_SIZE && n <= MAX_SIZE;

// Values a saved setting or a link may hold (the levels are 1 to 5). No call lists them: the
// widget validates the same in setOptions (invalid-option).
export const CHOICES = {
  rule: ["freestyle", "standard", "renju"],
  opening: ["none", "swap1", "swap2"],
  first: ["black", "white"],
  engine: ["none", "black", "white"],
};
export const isLevel = (n) => Number.isInteger(n) && n >= 1 && n <= 5;

// Renju and the opening rules make black open. The widget does so itself when a switch names no
// `first`: replace by reading `options().first` after setOptions.
export const blackMustOpen = ({ rule = "", opening = "none" }) => rule === "renju" || opening !== "none";

// The opening rule in play, "none" without one: replace by `options().opening`.
export const openingOf = (state) => (state.opening ? state.opening.rule : "none");

// The side the engine plays ("none", "black", "white"), read from the page's own selector:
// replace by `options().ai.plays`.
export const enginePlays = () => document.getElementById("engine").value;

// With an opening rule the engine is a player: ai.plays "black" = the first player (it opens),
// "white" = the second. The widget's engine-turn policy knows; from `options().ai.plays`.
export function enginePlayer(state) {
  const engine = enginePlays();
  if (!state.opening || engine === "none") return null;
  return engine === "black" ? "first" : "second";
}

// The colour the engine plays now, or null (off, or an opening not settled yet): from
// `options().ai.plays`, through `state().opening.players` under an opening rule.
export function engineColour(state) {
  const engine = enginePlays();
  if (engine === "none") return null;
  if (!state.opening) return engine;
  return state.opening.players[enginePlayer(state)] || null;
}

// A point's name (column letter, row from the bottom) for points no move object names: the
// analysis line (`gomoku:analysis` bestLine holds {x, y} only). Replace by a `name` there.
export const pointName = (size, p) => String.fromCharCode(97 + p.x) + String(size - p.y);

// A stone's name: played stones carry theirs in `state().history` (the widget's own spelling).
export function stoneName(state, p) {
  const played = state.history.find((m) => m.x === p.x && m.y === p.y);
  return played ? played.name : pointName(state.size, p);
}
