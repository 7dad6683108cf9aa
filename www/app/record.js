// The Record card: the record field (edit and Load), Copy, and Copy link.
import { $, errorText } from "./ui.js";
import { shareUrl } from "./link.js";

const field = $("record");
const error = $("record-error");
let dirty = false; // the user is editing the record field: don't overwrite it

export function renderRecord(game) {
  if (!dirty || document.activeElement !== field) {
    field.value = game.record();
    dirty = false;
  }
}

function flash(button, text) {
  const original = button.dataset.label || button.textContent;
  button.dataset.label = original;
  button.textContent = text;
  clearTimeout(Number(button.dataset.timer || 0));
  button.dataset.timer = String(setTimeout(() => (button.textContent = original), 1500));
}

async function copyText(text, fallbackField) {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection fallback
  }
  if (fallbackField) {
    fallbackField.focus();
    fallbackField.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    }
  }
  return false;
}

function loadRecord(game) {
  const text = field.value.trim();
  error.hidden = true;
  if (!text) {
    error.textContent = "Paste a record first, for example: h8 i9 j10";
    error.hidden = false;
    return;
  }
  try {
    dirty = false;
    game.load(text);
    field.value = game.record();
  } catch (err) {
    dirty = true;
    error.textContent = errorText(err);
    error.hidden = false;
  }
}

export function wireRecord(game) {
  field.addEventListener("input", () => {
    dirty = true;
    error.hidden = true;
  });
  field.addEventListener("keydown", (e) => {
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      loadRecord(game);
    }
  });
  $("load-record").addEventListener("click", () => loadRecord(game));
  const copy = $("copy-record");
  copy.addEventListener("click", async () => {
    const ok = await copyText(game.record(), field);
    flash(copy, ok ? "Copied ✓" : "Select and copy");
  });
  const share = $("share-link");
  share.addEventListener("click", async () => {
    const url = shareUrl(game, game.state());
    const ok = await copyText(url, null);
    if (ok) {
      flash(share, "Link copied ✓");
    } else {
      history.replaceState(null, "", url);
      flash(share, "Link in address bar");
    }
  });
}
