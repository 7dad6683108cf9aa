// The host page: wires the Gomoku widget to the controls around it.
// Plain ES module, no framework; no innerHTML with data (textContent / createElement only),
// no inline scripts or handlers, so a strict CSP (script-src 'self' 'wasm-unsafe-eval') works.
import init, { Gomoku } from "./pkg/gomoku.js";
import { $, attempt, errorText, showMessage } from "./app/ui.js";
import { isBoardSize, openingOf } from "./app/policy.js";
import { DEFAULTS, fillSizeOptions, readSettings, sanitizeSettings, syncControls, widgetOptions, wireControls, writeSettingsToControls } from "./app/controls.js";
import { renderStatus, setThinking, showFailure } from "./app/status.js";
import { wireOpening } from "./app/opening.js";
import { renderMoves, wireMoves } from "./app/moves.js";
import { analysisChanged, renderAnalysis, wireAnalysis } from "./app/analysis.js";

const el = {
  canvas: $("board"),
  record: $("record"),
  recordError: $("record-error"),
  copyRecord: $("copy-record"),
  loadRecord: $("load-record"),
  shareLink: $("share-link"),
  downloadTxt: $("download-txt"),
  downloadPsq: $("download-psq"),
  downloadPng: $("download-png"),
  downloadGif: $("download-gif"),
  loadFile: $("load-file"),
  fileInput: $("file-input"),
  boardFrame: document.querySelector(".board-frame"),
};

let game = null;
let recordDirty = false; // the user is editing the record field: don't overwrite it

// ---------- small helpers ----------

function flash(button, text) {
  const original = button.dataset.label || button.textContent;
  button.dataset.label = original;
  button.textContent = text;
  clearTimeout(Number(button.dataset.timer || 0));
  button.dataset.timer = String(
    setTimeout(() => {
      button.textContent = original;
    }, 1500),
  );
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

/**
 * A shared link: `#h8i9j10&rule=renju&size=15` (the record first; optional `first=white` and
 * `at=n`, the position shown when later moves stay redoable). The older form
 * `#size=15&rule=renju&moves=h8i9j10` is read too. Returns null when the hash holds no game.
 */
function readSharedLink() {
  const hash = location.hash.slice(1);
  if (!hash) return null;
  const raw = {};
  let moves = "";
  let found = false;
  for (const part of hash.split("&")) {
    if (!part) continue;
    const eq = part.indexOf("=");
    let key;
    let value;
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

function historyRecord(state) {
  return state.history.map((m) => m.name).join("");
}

/**
 * The moves a link or a saved description carries: every move (the redoable ones too) without
 * an opening rule; with one, the record of the position shown, whose [choices] the moves alone
 * would lose.
 */
function linkRecord(state) {
  return state.opening ? game.record() : historyRecord(state);
}

/** What restoreGame() needs to put the current game back. */
function describeGame(state) {
  return {
    size: state.size,
    rule: state.rule,
    opening: openingOf(state),
    first: state.first,
    moves: linkRecord(state),
    at: state.opening ? null : state.moveCount,
  };
}

/** The hash that describes `state`: "" for an empty default game. */
function hashOf(state) {
  const moves = linkRecord(state);
  const opening = openingOf(state);
  if (
    !moves &&
    state.size === DEFAULTS.size &&
    state.rule === DEFAULTS.rule &&
    opening === DEFAULTS.opening &&
    state.first === DEFAULTS.first
  ) {
    return "";
  }
  const parts = [];
  if (moves) parts.push(moves);
  parts.push(`rule=${state.rule}`, `size=${state.size}`);
  if (opening !== "none") parts.push(`opening=${opening}`);
  if (state.first && state.first !== "black") parts.push(`first=${state.first}`);
  if (!state.opening && state.moveCount < state.history.length) parts.push(`at=${state.moveCount}`);
  return "#" + parts.join("&");
}

/** Keeps the address bar on the game being played (no new history entries). */
function updateHash(state) {
  const hash = hashOf(state);
  if (hash === location.hash || (!hash && !location.hash)) return;
  try {
    history.replaceState(history.state, "", location.pathname + location.search + hash);
  } catch {
    // some sandboxed frames refuse replaceState: the link just doesn't follow
  }
}

function shareUrl(state) {
  const url = new URL(location.href);
  url.hash = hashOf(state);
  return url.toString();
}

/** Applies a shared link to the widget (after it resumed any saved game). */
function applySharedLink(link) {
  const s = game.state();
  const same =
    s.size === link.size &&
    s.rule === link.rule &&
    openingOf(s) === link.opening &&
    s.first === link.first &&
    linkRecord(s) === link.moves.replace(/[\s,]+/g, "").toLowerCase() &&
    (s.opening || s.moveCount === (link.at ?? s.history.length));
  if (same) return;
  const before = describeGame(s);
  try {
    game.setOptions({ size: link.size, rule: link.rule, opening: link.opening, first: link.first });
    if (link.moves.trim()) game.load(link.moves);
    else game.reset();
    if (link.at !== null && link.at < game.state().history.length) game.jumpTo(link.at);
  } catch (err) {
    showMessage(`The link's game could not be opened: ${errorText(err)}`, { error: true });
    restoreGame(before);
  }
}

/** Puts back a game described by { size, rule, opening, first, moves, at } (best effort). */
function restoreGame(g) {
  try {
    game.setOptions({ size: g.size, rule: g.rule, opening: g.opening, first: g.first });
    if (g.moves) game.load(g.moves);
    else game.reset();
    if (g.at !== null && g.at < game.state().history.length) game.jumpTo(g.at);
  } catch {
    /* nothing more to do */
  }
}

// ---------- files: download and load ----------

function download(blob, filename) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

const fileStem = () => `gomoku-${new Date().toISOString().slice(0, 10)}`;

function isPsq(name, text) {
  return /\.psq$/i.test(name || "") || /^\uFEFF?\s*piskvorky/i.test(text);
}

/** Loads a .txt record or a Piskvork .psq file; errors go to the message area. */
async function loadFile(file) {
  if (!file) return;
  if (file.size > 1_000_000) {
    showMessage(`${file.name} is too large to be a game record`, { error: true });
    return;
  }
  let text;
  try {
    text = await file.text();
  } catch (err) {
    showMessage(`${file.name} could not be read`, { error: true });
    return;
  }
  const s = game.state();
  const before = describeGame(s);
  try {
    if (isPsq(file.name, text)) {
      if (typeof game.loadPsq !== "function") {
        throw new Error("this build of the widget cannot read .psq files");
      }
      // A PSQ file names its board size; switch to it first.
      const m = /^\uFEFF?\s*piskvorky\s*(\d+)/i.exec(text);
      const size = m ? Number(m[1]) : s.size;
      if (size !== s.size && isBoardSize(size)) game.setOptions({ size });
      try {
        game.loadPsq(text);
      } catch (err) {
        if (game.state().size !== before.size) restoreGame(before);
        throw err;
      }
    } else {
      const record = text.trim();
      if (!record) throw new Error(`${file.name} is empty`);
      game.load(record);
    }
    showMessage(`Loaded ${file.name}`);
  } catch (err) {
    showMessage(`${file.name}: ${errorText(err)}`, { error: true });
  }
  render(game.state());
}

async function downloadImage(kind) {
  const button = kind === "png" ? el.downloadPng : el.downloadGif;
  button.disabled = true;
  try {
    const blob = await (kind === "png" ? game.toPng() : game.toGif());
    download(blob, `${fileStem()}.${kind}`);
  } catch (err) {
    showMessage(errorText(err), { error: true });
  } finally {
    button.disabled = false;
  }
}

function wireFiles() {
  const has = (name) => typeof game[name] === "function";
  el.downloadPsq.hidden = !has("psq");
  el.downloadPng.hidden = !has("toPng");
  el.downloadGif.hidden = !has("toGif");
  el.fileInput.accept = has("loadPsq") ? ".txt,.psq" : ".txt";
  if (!has("loadPsq")) $("drop-hint").textContent = "Or drop a .txt record on the board.";

  el.downloadTxt.addEventListener("click", () => {
    download(new Blob([game.record() + "\n"], { type: "text/plain" }), `${fileStem()}.txt`);
  });
  el.downloadPsq.addEventListener("click", () => {
    attempt(() => download(new Blob([game.psq()], { type: "text/plain" }), `${fileStem()}.psq`));
  });
  el.downloadPng.addEventListener("click", () => downloadImage("png"));
  el.downloadGif.addEventListener("click", () => downloadImage("gif"));
  el.loadFile.addEventListener("click", () => el.fileInput.click());
  el.fileInput.addEventListener("change", async () => {
    const file = el.fileInput.files && el.fileInput.files[0];
    el.fileInput.value = ""; // choosing the same file again fires change again
    await loadFile(file);
  });

  // Drop a file on the board.
  const frame = el.boardFrame;
  let depth = 0;
  const hasFiles = (e) => e.dataTransfer && [...e.dataTransfer.types].includes("Files");
  frame.addEventListener("dragenter", (e) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    depth++;
    frame.classList.add("dropping");
  });
  frame.addEventListener("dragover", (e) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = "copy";
  });
  frame.addEventListener("dragleave", () => {
    depth = Math.max(0, depth - 1);
    if (depth === 0) frame.classList.remove("dropping");
  });
  frame.addEventListener("drop", async (e) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    depth = 0;
    frame.classList.remove("dropping");
    await loadFile(e.dataTransfer.files[0]);
  });
}

// ---------- rendering ----------

function renderRecord(state) {
  if (!recordDirty || document.activeElement !== el.record) {
    el.record.value = game.record();
    recordDirty = false;
  }
}

function render(state) {
  syncControls(state);
  renderStatus(state);
  renderMoves(state);
  renderRecord(state);
}

function onChange(event) {
  const state = event.detail || game.state();
  render(state);
  updateHash(state);
  analysisChanged(state);
}

// ---------- wiring ----------

/** Renders and keeps the address bar on the game. */
function refresh(state) {
  render(state);
  updateHash(state);
}

function wire() {
  el.canvas.addEventListener("gomoku:change", onChange);
  el.canvas.addEventListener("gomoku:thinking", (e) => {
    setThinking(Boolean(e.detail && e.detail.thinking));
    renderStatus(game.state());
  });

  wireControls(game, refresh, el.canvas);
  wireMoves(game);
  wireOpening(game, render, el.canvas);
  wireAnalysis(game, el.canvas);
  el.record.addEventListener("input", () => {
    recordDirty = true;
    el.recordError.hidden = true;
  });
  el.record.addEventListener("keydown", (e) => {
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      loadRecord();
    }
  });
  el.loadRecord.addEventListener("click", loadRecord);
  el.copyRecord.addEventListener("click", async () => {
    const ok = await copyText(game.record(), el.record);
    flash(el.copyRecord, ok ? "Copied ✓" : "Select and copy");
  });
  el.shareLink.addEventListener("click", async () => {
    const url = shareUrl(game.state());
    const ok = await copyText(url, null);
    if (ok) {
      flash(el.shareLink, "Link copied ✓");
    } else {
      history.replaceState(null, "", url);
      flash(el.shareLink, "Link in address bar");
    }
  });
}

function loadRecord() {
  const text = el.record.value.trim();
  el.recordError.hidden = true;
  if (!text) {
    el.recordError.textContent = "Paste a record first, for example: h8 i9 j10";
    el.recordError.hidden = false;
    return;
  }
  try {
    recordDirty = false;
    game.load(text);
    el.record.value = game.record();
  } catch (err) {
    recordDirty = true;
    el.recordError.textContent = errorText(err);
    el.recordError.hidden = false;
  }
}

async function main() {
  fillSizeOptions();
  const shared = readSharedLink();
  const settings = readSettings();
  // An old link may carry the engine's side and level.
  if (shared && shared.raw.engine !== undefined) {
    const linked = sanitizeSettings({ ...settings, engine: shared.raw.engine, level: shared.raw.level ?? settings.level });
    settings.engine = linked.engine;
    settings.level = linked.level;
  }
  writeSettingsToControls(settings);

  await init();
  // `persist` resumes the saved game (moves, redo tail, rule, size) in the constructor.
  game = new Gomoku(el.canvas, widgetOptions(settings));
  window.gomoku = game;
  wire();
  wireFiles();
  // A shared link wins over the saved game.
  if (shared) applySharedLink(shared);
  // A link pasted into the address bar of this page (replaceState fires no hashchange).
  window.addEventListener("hashchange", () => {
    const link = readSharedLink();
    if (link) applySharedLink(link);
    const now = game.state();
    render(now);
    updateHash(now);
  });
  const state = game.state();
  render(state);
  renderAnalysis(state);
  updateHash(state);
  document.documentElement.dataset.ready = "true";
}

main().catch((err) => {
  showFailure(`The board could not start: ${errorText(err)}`);
  throw err;
});
