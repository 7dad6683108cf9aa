// What every panel shares: element lookup, a few words helpers, and the message line under
// the buttons, where a refused widget call says why.

export const $ = (id) => document.getElementById(id);
/** Elements by id, keyed in camelCase: elements("undo eval-bar") is { undo, evalBar }. */
export const elements = (ids) =>
  Object.fromEntries(ids.split(" ").map((id) => [id.replace(/-(\w)/g, (_, c) => c.toUpperCase()), $(id)]));
export const capitalize = (s) => s.charAt(0).toUpperCase() + s.slice(1);
export const errorText = (err) => (err && err.message ? err.message : String(err));

/** A span with a class (and text). */
export function span(className, text) {
  const s = document.createElement("span");
  s.className = className;
  if (text !== undefined) s.textContent = text;
  return s;
}

/** A stone for text; screen readers read the words next to it. */
export function stoneIcon(colour) {
  const stone = span(`stone-icon ${colour}`);
  stone.setAttribute("aria-hidden", "true");
  return stone;
}

/** A move as lists show it: "12.", a stone, the point's name. */
export const moveParts = (number, colour, name) => [span("num", `${number}.`), " ", stoneIcon(colour), span("name", name)];

const message = $("message");
let messageTimer = 0;

export function showMessage(text, { error = false } = {}) {
  clearTimeout(messageTimer);
  message.textContent = text;
  message.classList.toggle("error", error);
  message.hidden = false;
  messageTimer = setTimeout(() => (message.hidden = true), 5000);
}

export function clearMessage() {
  clearTimeout(messageTimer);
  message.hidden = true;
}

/** Runs a widget call; a refused call shows its message instead of escaping. */
export function attempt(fn) {
  try {
    const result = fn();
    clearMessage();
    return result;
  } catch (err) {
    showMessage(errorText(err), { error: true });
    return undefined;
  }
}
