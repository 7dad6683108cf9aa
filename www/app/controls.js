// Controls and settings: Undo / Redo / Restart and the Game card, whose choices go to the
// widget as options (the widget is the source of truth for what they show); the page's own
// settings (defaults, validation, localStorage). The widget keeps the game itself (`persist`).
import { attempt, elements } from "./ui.js";
import { boardSizes, isBoardSize, openingOf, whiteMayOpen } from "./policy.js";
import { syncEngineLabels } from "./opening.js";

const el = elements("undo redo restart size rule opening first engine level coordinates move-numbers confirm");

const GAME_KEY = "gomoku-host";
const SETTINGS_KEY = "gomoku-host:settings";
export const DEFAULTS = Object.freeze({
  size: 15,
  rule: "freestyle",
  opening: "none",
  first: "black",
  engine: "none",
  level: 3,
  coordinates: true,
  moveNumbers: false,
  // Two-tap placing by default where a finger covers the point it taps.
  confirm: window.matchMedia("(pointer: coarse)").matches,
});

export function sanitizeSettings(raw) {
  const s = { ...DEFAULTS };
  if (!raw || typeof raw !== "object") return s;
  const size = Number(raw.size);
  if (isBoardSize(size)) s.size = size;
  // A choice is good when the page's own menu offers it.
  for (const key of ["rule", "opening", "first", "engine", "level"]) {
    const value = String(raw[key]);
    if (raw[key] !== undefined && [...el[key].options].some((o) => o.value === value)) s[key] = key === "level" ? Number(value) : value;
  }
  for (const key of ["coordinates", "moveNumbers", "confirm"]) if (typeof raw[key] === "boolean") s[key] = raw[key];
  if (!whiteMayOpen(s)) s.first = "black";
  return s;
}

export function writeSettingsToControls(s) {
  el.size.value = String(s.size);
  el.rule.value = s.rule;
  el.opening.value = s.opening;
  el.first.value = s.first;
  el.first.disabled = !whiteMayOpen(s);
  el.engine.value = s.engine;
  el.level.value = String(s.level);
  el.coordinates.checked = s.coordinates;
  el.moveNumbers.checked = s.moveNumbers;
  el.confirm.checked = s.confirm;
}

/** The widget's options for the page's settings. */
export function widgetOptions(s) {
  const { size, rule, first, coordinates, moveNumbers, confirm } = s;
  const ai = { plays: s.engine, level: s.level };
  return { size, rule, first, coordinates, moveNumbers, lastMove: true, confirm, ai, persist: GAME_KEY };
}

/** The settings as saved, not checked yet (that asks the widget's rules), or null. */
export function storedSettings() {
  try {
    const text = localStorage.getItem(SETTINGS_KEY);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The saved settings, checked: the defaults where one is missing or not good. */
export function readSettings(stored = storedSettings()) {
  try {
    return stored ? sanitizeSettings(stored) : { ...DEFAULTS };
  } catch {
    return { ...DEFAULTS };
  }
}

/** Saves the settings that are the page's alone (the widget persists size, rule and the game). */
export function saveSettings() {
  try {
    const saved = {
      engine: el.engine.value,
      level: Number(el.level.value),
      coordinates: el.coordinates.checked,
      moveNumbers: el.moveNumbers.checked,
      confirm: el.confirm.checked,
    };
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(saved));
  } catch {
    // storage may be unavailable (private mode, quota): the page works without it
  }
}

export function fillSizeOptions() {
  el.size.replaceChildren(...boardSizes().map((n) => new Option(`${n} × ${n}`, String(n))));
}

export function syncControls(state) {
  el.undo.disabled = !state.canUndo;
  el.redo.disabled = !state.canRedo;
  el.restart.disabled = state.history.length === 0 && !state.winner && !state.draw;
  // The widget is the source of truth for size, rule and first player.
  el.size.value = String(state.size);
  el.rule.value = state.rule;
  const opening = openingOf();
  el.opening.value = opening;
  if (state.first) el.first.value = state.first;
  el.first.disabled = !whiteMayOpen({ rule: state.rule, opening });
  syncEngineLabels(state);
}

/**
 * Wires the buttons and settings. `refresh` shows what the widget really has after a
 * setOptions, whether or not it worked; `canvas` takes the focus back after Restart.
 */
export function wireControls(game, refresh, canvas) {
  const setOptions = (partial) => {
    const ok = attempt(() => {
      game.setOptions(partial);
      return true;
    });
    refresh(game.state());
    return ok === true;
  };
  // A setting that is the page's alone is saved too.
  const setAndSave = (partial) => {
    setOptions(partial);
    saveSettings();
  };

  el.undo.addEventListener("click", () => attempt(() => game.undo()));
  el.redo.addEventListener("click", () => attempt(() => game.redo()));
  el.restart.addEventListener("click", () => {
    attempt(() => game.reset());
    canvas.focus({ preventScroll: true });
  });

  el.size.addEventListener("change", () => setOptions({ size: Number(el.size.value) }));
  // Without a `first`, the widget keeps its opener, or makes black open where the rules say so.
  el.rule.addEventListener("change", () => setOptions({ rule: el.rule.value }));
  el.opening.addEventListener("change", () => setOptions({ opening: el.opening.value }));
  el.first.addEventListener("change", () => {
    if (setOptions({ first: el.first.value }) && game.state().history.length > 0) {
      // A different opener only makes sense for a fresh game.
      attempt(() => game.reset());
    }
  });
  const engineChanged = () => setAndSave({ ai: { plays: el.engine.value, level: Number(el.level.value) } });
  el.engine.addEventListener("change", engineChanged);
  el.level.addEventListener("change", engineChanged);
  el.coordinates.addEventListener("change", () => setAndSave({ coordinates: el.coordinates.checked }));
  el.moveNumbers.addEventListener("change", () => setAndSave({ moveNumbers: el.moveNumbers.checked }));
  el.confirm.addEventListener("change", () => setAndSave({ confirm: el.confirm.checked }));
}
