// The host page: wires the Gomoku widget to the controls around it.
// Plain ES module, no framework; no innerHTML with data (textContent / createElement only),
// no inline scripts or handlers, so a strict CSP (script-src 'self' 'wasm-unsafe-eval') works.
import init, { Gomoku } from "./pkg/gomoku.js";

const STORAGE_KEY = "gomoku:saved-game:v1";
const MIN_SIZE = 5;
const MAX_SIZE = 26;
const DEFAULTS = Object.freeze({
  size: 15,
  rule: "freestyle",
  first: "black",
  engine: "none",
  level: 3,
  coordinates: true,
  moveNumbers: false,
});

const $ = (id) => document.getElementById(id);
const el = {
  canvas: $("board"),
  status: $("status"),
  statusIcon: document.querySelector("#status .stone-icon"),
  statusText: document.querySelector("#status .status-text"),
  message: $("message"),
  undo: $("undo"),
  redo: $("redo"),
  restart: $("restart"),
  size: $("size"),
  rule: $("rule"),
  first: $("first"),
  engine: $("engine"),
  level: $("level"),
  coordinates: $("coordinates"),
  moveNumbers: $("move-numbers"),
  moves: $("moves"),
  movesEmpty: $("moves-empty"),
  toStart: $("to-start"),
  record: $("record"),
  recordError: $("record-error"),
  copyRecord: $("copy-record"),
  loadRecord: $("load-record"),
  shareLink: $("share-link"),
};

let game = null;
let thinking = false;
let recordDirty = false; // the user is editing the record field: don't overwrite it
let messageTimer = 0;

// ---------- small helpers ----------

const capitalize = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** The name of a point (column letter, row from the bottom), as the widget writes it. */
function pointName(state, p) {
  const played = state.history.find((m) => m.x === p.x && m.y === p.y);
  if (played) return played.name;
  return String.fromCharCode(97 + p.x) + String(state.size - p.y);
}

function showMessage(text, { error = false } = {}) {
  clearTimeout(messageTimer);
  el.message.textContent = text;
  el.message.classList.toggle("error", error);
  el.message.hidden = false;
  messageTimer = setTimeout(() => {
    el.message.hidden = true;
  }, 5000);
}

function clearMessage() {
  clearTimeout(messageTimer);
  el.message.hidden = true;
}

/** Runs a widget call; a refused call shows its message instead of escaping. */
function attempt(fn) {
  try {
    const result = fn();
    clearMessage();
    return result;
  } catch (err) {
    showMessage(err && err.message ? err.message : String(err), { error: true });
    return undefined;
  }
}

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

// ---------- settings: read, validate, persist ----------

function readSettingsFromControls() {
  return {
    size: Number(el.size.value),
    rule: el.rule.value,
    first: el.rule.value === "renju" ? "black" : el.first.value,
    engine: el.engine.value,
    level: Number(el.level.value),
    coordinates: el.coordinates.checked,
    moveNumbers: el.moveNumbers.checked,
  };
}

function sanitizeSettings(raw) {
  const s = { ...DEFAULTS };
  if (!raw || typeof raw !== "object") return s;
  const size = Number(raw.size);
  if (Number.isInteger(size) && size >= MIN_SIZE && size <= MAX_SIZE) s.size = size;
  if (["freestyle", "standard", "renju"].includes(raw.rule)) s.rule = raw.rule;
  if (["black", "white"].includes(raw.first)) s.first = raw.first;
  if (["none", "black", "white"].includes(raw.engine)) s.engine = raw.engine;
  const level = Number(raw.level);
  if (Number.isInteger(level) && level >= 1 && level <= 5) s.level = level;
  if (typeof raw.coordinates === "boolean") s.coordinates = raw.coordinates;
  if (typeof raw.moveNumbers === "boolean") s.moveNumbers = raw.moveNumbers;
  if (s.rule === "renju") s.first = "black";
  return s;
}

function writeSettingsToControls(s) {
  el.size.value = String(s.size);
  el.rule.value = s.rule;
  el.first.value = s.first;
  el.first.disabled = s.rule === "renju";
  el.engine.value = s.engine;
  el.level.value = String(s.level);
  el.coordinates.checked = s.coordinates;
  el.moveNumbers.checked = s.moveNumbers;
}

function widgetOptions(s) {
  return {
    size: s.size,
    rule: s.rule,
    first: s.first,
    coordinates: s.coordinates,
    moveNumbers: s.moveNumbers,
    lastMove: true,
    ai: { plays: s.engine, level: s.level },
  };
}

/** A shared link (#size=15&rule=renju&moves=h8i9) wins over a saved game. */
function readSharedLink() {
  if (!location.hash || location.hash.length < 2) return null;
  const params = new URLSearchParams(location.hash.slice(1));
  if (![...params.keys()].length) return null;
  const raw = {};
  for (const key of ["size", "rule", "first", "engine", "level"]) {
    if (params.has(key)) raw[key] = params.get(key);
  }
  if (params.has("coordinates")) raw.coordinates = params.get("coordinates") !== "0";
  if (params.has("numbers")) raw.moveNumbers = params.get("numbers") === "1";
  const moves = params.get("moves") || "";
  const cursor = params.has("at") ? Number(params.get("at")) : null;
  return { settings: sanitizeSettings(raw), moves, cursor };
}

function readSavedGame() {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    if (!text) return null;
    const saved = JSON.parse(text);
    return {
      settings: sanitizeSettings(saved.settings),
      moves: typeof saved.moves === "string" ? saved.moves : "",
      cursor: Number.isInteger(saved.cursor) ? saved.cursor : null,
    };
  } catch {
    return null;
  }
}

function historyRecord(state) {
  return state.history.map((m) => m.name).join("");
}

function saveGame(state) {
  try {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        settings: readSettingsFromControls(),
        moves: historyRecord(state),
        cursor: state.moveCount,
      }),
    );
  } catch {
    // storage may be unavailable (private mode, quota): the page works without it
  }
}

function shareUrl(state) {
  const s = readSettingsFromControls();
  const params = new URLSearchParams();
  params.set("size", String(s.size));
  params.set("rule", s.rule);
  if (s.rule !== "renju") params.set("first", s.first);
  if (s.engine !== "none") {
    params.set("engine", s.engine);
    params.set("level", String(s.level));
  }
  const moves = historyRecord(state);
  if (moves) params.set("moves", moves);
  if (state.moveCount < state.history.length) params.set("at", String(state.moveCount));
  const url = new URL(location.href);
  url.hash = params.toString();
  return url.toString();
}

// ---------- rendering ----------

function renderStatus(state) {
  let text;
  let icon = null;
  el.status.classList.remove("won", "drawn", "thinking");
  if (state.winner) {
    const names = state.winningLine.map((p) => pointName(state, p)).join(" ");
    text = `${capitalize(state.winner)} wins with ${names}`;
    icon = state.winner;
    el.status.classList.add("won");
  } else if (state.draw) {
    text = "Draw: the board is full";
    el.status.classList.add("drawn");
  } else if (state.toMove) {
    icon = state.toMove;
    const engine = el.engine.value;
    if (thinking) {
      text = `${capitalize(state.toMove)} is thinking…`;
      el.status.classList.add("thinking");
    } else if (engine !== "none" && engine !== state.toMove) {
      text = `Your move (${state.toMove})`;
    } else {
      text = `${capitalize(state.toMove)} to move`;
    }
    if (state.forbidden && state.forbidden.length > 0 && state.toMove === "black" && !thinking) {
      text += " · × is forbidden";
    }
    if (state.moveCount < state.history.length) {
      text += ` · move ${state.moveCount} of ${state.history.length}`;
    }
  } else {
    text = "Game over";
  }
  el.statusText.textContent = text;
  el.statusIcon.className = "stone-icon" + (icon ? ` ${icon}` : " none");
}

function renderMoves(state) {
  const list = el.moves;
  const items = [];
  for (const m of state.history) {
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.n = String(m.number);
    button.className = "move";
    if (m.number > state.moveCount) {
      li.classList.add("future");
      button.title = `Redo up to move ${m.number}`;
    }
    if (m.number === state.moveCount) {
      li.classList.add("current");
      button.setAttribute("aria-current", "step");
    }
    const stone = document.createElement("span");
    stone.className = `stone-icon ${m.color}`;
    stone.setAttribute("aria-hidden", "true");
    const num = document.createElement("span");
    num.className = "num";
    num.textContent = `${m.number}.`;
    const name = document.createElement("span");
    name.className = "name";
    name.textContent = m.name;
    button.append(num, " ", stone, name);
    button.setAttribute("aria-label", `Move ${m.number}, ${m.color} ${m.name}`);
    li.append(button);
    items.push(li);
  }
  list.replaceChildren(...items);
  el.movesEmpty.hidden = state.history.length > 0;
  list.hidden = state.history.length === 0;
  el.toStart.disabled = state.moveCount === 0;

  // Keep the current move visible inside the list without scrolling the page.
  const current = list.querySelector("li.current") || list.lastElementChild;
  if (current && list.scrollHeight > list.clientHeight) {
    const top = current.offsetTop; // the list is the offset parent (position: relative)
    const bottom = top + current.offsetHeight;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  }
}

function renderRecord(state) {
  if (!recordDirty || document.activeElement !== el.record) {
    el.record.value = game.record();
    recordDirty = false;
  }
}

function syncControls(state) {
  el.undo.disabled = !state.canUndo;
  el.redo.disabled = !state.canRedo;
  el.restart.disabled = state.history.length === 0 && !state.winner && !state.draw;
  // The widget is the source of truth for size, rule and first player.
  el.size.value = String(state.size);
  el.rule.value = state.rule;
  if (state.first) el.first.value = state.first;
  el.first.disabled = state.rule === "renju";
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
  saveGame(state);
}

// ---------- wiring ----------

function fillSizeOptions() {
  const options = [];
  for (let n = MIN_SIZE; n <= MAX_SIZE; n++) {
    const o = document.createElement("option");
    o.value = String(n);
    o.textContent = `${n} × ${n}`;
    options.push(o);
  }
  el.size.replaceChildren(...options);
}

function setOptions(partial) {
  const ok = attempt(() => {
    game.setOptions(partial);
    return true;
  });
  // Whether or not it worked, show what the widget really has now.
  render(game.state());
  return ok === true;
}

function wire() {
  el.canvas.addEventListener("gomoku:change", onChange);
  el.canvas.addEventListener("gomoku:thinking", (e) => {
    thinking = Boolean(e.detail && e.detail.thinking);
    renderStatus(game.state());
  });

  el.undo.addEventListener("click", () => attempt(() => game.undo()));
  el.redo.addEventListener("click", () => attempt(() => game.redo()));
  el.restart.addEventListener("click", () => {
    attempt(() => game.reset());
    el.canvas.focus({ preventScroll: true });
  });
  el.toStart.addEventListener("click", () => attempt(() => game.jumpTo(0)));

  el.moves.addEventListener("click", (e) => {
    const button = e.target.closest("button[data-n]");
    if (!button) return;
    const n = Number(button.dataset.n);
    if (n !== game.state().moveCount) attempt(() => game.jumpTo(n));
  });

  el.size.addEventListener("change", () => setOptions({ size: Number(el.size.value) }));
  el.rule.addEventListener("change", () => {
    const rule = el.rule.value;
    setOptions(rule === "renju" ? { rule, first: "black" } : { rule, first: el.first.value });
  });
  el.first.addEventListener("change", () => {
    if (setOptions({ first: el.first.value }) && game.state().history.length > 0) {
      // A different opener only makes sense for a fresh game.
      attempt(() => game.reset());
    }
  });
  const engineChanged = () => {
    setOptions({ ai: { plays: el.engine.value, level: Number(el.level.value) } });
    saveGame(game.state());
  };
  el.engine.addEventListener("change", engineChanged);
  el.level.addEventListener("change", engineChanged);
  el.coordinates.addEventListener("change", () => {
    setOptions({ coordinates: el.coordinates.checked });
    saveGame(game.state());
  });
  el.moveNumbers.addEventListener("change", () => {
    setOptions({ moveNumbers: el.moveNumbers.checked });
    saveGame(game.state());
  });

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
    el.recordError.textContent = err && err.message ? err.message : String(err);
    el.recordError.hidden = false;
  }
}

function restore(saved) {
  if (!saved || !saved.moves) return;
  try {
    game.load(saved.moves);
    if (Number.isInteger(saved.cursor) && saved.cursor < game.state().history.length) {
      game.jumpTo(saved.cursor);
    }
  } catch {
    // a stale or damaged saved game: start clean
    try {
      game.reset();
    } catch {
      /* nothing more to do */
    }
  }
}

async function main() {
  fillSizeOptions();
  const shared = readSharedLink();
  const saved = shared || readSavedGame();
  const settings = saved ? saved.settings : { ...DEFAULTS };
  writeSettingsToControls(settings);

  await init();
  game = new Gomoku(el.canvas, widgetOptions(settings));
  window.gomoku = game;
  wire();
  restore(saved);
  if (shared) history.replaceState(null, "", location.pathname + location.search);
  render(game.state());
  document.documentElement.dataset.ready = "true";
}

main().catch((err) => {
  el.statusText.textContent = `The board could not start: ${err && err.message ? err.message : err}`;
  el.status.classList.add("failed");
  throw err;
});
