// What every panel shares: element lookup, a few words helpers, and the message line under
// the buttons, where a refused widget call says why.

export const $ = (id) => document.getElementById(id);
export const capitalize = (s) => s.charAt(0).toUpperCase() + s.slice(1);
export const errorText = (err) => (err && err.message ? err.message : String(err));

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
