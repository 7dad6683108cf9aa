// The game in the address: shared links, the hash that follows the game, and putting a
// described game back.
import { errorText, showMessage } from "./ui.js";
import { DEFAULTS, sanitizeSettings } from "./controls.js";

/**
 * A shared link: `#h8i9j10&rule=renju&size=15` (the record first; optional `first=white` and
 * `at=n`, the position shown when later moves stay redoable). The older form
 * `#size=15&rule=renju&moves=h8i9j10` is read too. Returns null when the hash holds no game.
 */
export function readSharedLink() {
  const hash = location.hash.slice(1);
  if (!hash) return null;
  const raw = {};
  let moves = "";
  let found = false;
  for (const part of hash.split("&")) {
    if (!part) continue;
    const eq = part.indexOf("=");
    let key, value;
    try {
      key = decodeURIComponent(eq < 0 ? "" : part.slice(0, eq)).toLowerCase();
      value = decodeURIComponent((eq < 0 ? part : part.slice(eq + 1)).replace(/\+/g, " "));
    } catch {
      continue; // a malformed escape: ignore that part
    }
    if (eq < 0 || key === "moves") {
      moves = value;
      found = true;
    } else if (["size", "rule", "opening", "first", "engine", "level", "at"].includes(key)) {
      raw[key] = value;
      found = true;
    }
  }
  if (!found) return null;
  const settings = sanitizeSettings(raw);
  const at = raw.at !== undefined && /^\d+$/.test(raw.at) ? Number(raw.at) : null;
  return { size: settings.size, rule: settings.rule, opening: settings.opening, first: settings.first, moves, at, raw };
}

/**
 * The moves a link or a saved description carries: every move (the redoable ones too) without
 * an opening rule; with one, the record of the position shown, whose [choices] the moves alone
 * would lose.
 */
function linkRecord(game, state) {
  return state.opening ? game.record() : state.history.map((m) => m.name).join("");
}

/** What restoreGame() needs to put the current game back. */
export function describeGame(game, state) {
  return {
    size: state.size,
    rule: state.rule,
    opening: game.options().opening,
    first: state.first,
    moves: linkRecord(game, state),
    at: state.opening ? null : state.moveCount,
  };
}

/** The hash that describes `state`: "" for an empty default game. */
function hashOf(game, state) {
  const moves = linkRecord(game, state);
  const opening = game.options().opening;
  const isDefault = ["size", "rule", "first"].every((key) => state[key] === DEFAULTS[key]);
  if (!moves && isDefault && opening === DEFAULTS.opening) return "";
  const parts = [];
  if (moves) parts.push(moves);
  parts.push(`rule=${state.rule}`, `size=${state.size}`);
  if (opening !== "none") parts.push(`opening=${opening}`);
  if (state.first && state.first !== "black") parts.push(`first=${state.first}`);
  if (!state.opening && state.moveCount < state.history.length) parts.push(`at=${state.moveCount}`);
  return "#" + parts.join("&");
}

/** Keeps the address bar on the game being played (no new history entries). */
export function updateHash(game, state) {
  const hash = hashOf(game, state);
  if (hash === location.hash || (!hash && !location.hash)) return;
  try {
    history.replaceState(history.state, "", location.pathname + location.search + hash);
  } catch {
    // some sandboxed frames refuse replaceState: the link just doesn't follow
  }
}

export function shareUrl(game, state) {
  const url = new URL(location.href);
  url.hash = hashOf(game, state);
  return url.toString();
}

/** Applies a shared link to the widget (after it resumed any saved game). */
export function applySharedLink(game, link) {
  const s = game.state();
  const same =
    s.size === link.size &&
    s.rule === link.rule &&
    game.options().opening === link.opening &&
    s.first === link.first &&
    linkRecord(game, s) === link.moves.replace(/[\s,]+/g, "").toLowerCase() &&
    (s.opening || s.moveCount === (link.at ?? s.history.length));
  if (same) return;
  const before = describeGame(game, s);
  try {
    putGame(game, link, link.moves.trim());
  } catch (err) {
    showMessage(`The link's game could not be opened: ${errorText(err)}`, { error: true });
    restoreGame(game, before);
  }
}

/** Puts a game described by { size, rule, opening, first, moves, at } on the board; throws a refusal. */
function putGame(game, g, hasMoves) {
  game.setOptions({ size: g.size, rule: g.rule, opening: g.opening, first: g.first });
  if (hasMoves) game.load(g.moves);
  else game.reset();
  if (g.at !== null && g.at < game.state().history.length) game.jumpTo(g.at);
}

/** Puts back a game described by describeGame() (best effort). */
export function restoreGame(game, g) {
  try {
    putGame(game, g, g.moves);
  } catch {
    /* nothing more to do */
  }
}
