// The host page: starts the Gomoku widget and wires the panels in app/ to it.
// Plain ES modules, no framework; no innerHTML with data (textContent / createElement only),
// no inline scripts or handlers, so a strict CSP (script-src 'self' 'wasm-unsafe-eval') works.
import { initSync, Gomoku } from "./pkg/gomoku.js";
import { compiled } from "./boot.js";
import { $, errorText } from "./app/ui.js";
import { fillSizeOptions, readSettings, sanitizeSettings, storedSettings, syncControls, widgetOptions, wireControls, writeSettingsToControls } from "./app/controls.js";
import { renderStatus, setThinking, showFailure } from "./app/status.js";
import { wireOpening } from "./app/opening.js";
import { renderMoves, wireMoves } from "./app/moves.js";
import { analysisChanged, renderAnalysis, wireAnalysis } from "./app/analysis.js";
import { reviewChanged, wireReview } from "./app/review.js";
import { renderRecord, wireRecord } from "./app/record.js";
import { wireFiles } from "./app/files.js";
import { applySharedLink, readSharedLink, updateHash } from "./app/link.js";
import { readFrom } from "./app/policy.js";

const canvas = $("board");
let game = null;

function render(state) {
  syncControls(state);
  renderStatus(state);
  renderMoves(state);
  renderRecord(game);
}

/** Renders and keeps the address bar on the game. */
function refresh(state) {
  render(state);
  updateHash(game, state);
}

async function main() {
  // The module was fetched and compiled while this script and its imports loaded (boot.js):
  // it is instantiated at once, without a task in between (initSync: a compiled module, no
  // compile on this thread). Meanwhile the saved settings are read and the page is laid out
  // (reading the board's box does it).
  const stored = storedSettings();
  canvas.getBoundingClientRect();
  initSync({ module: await compiled });
  // The board first: the widget paints it in its constructor. The menus and panels are set up
  // after it (the size menu alone asks the rules about every size).
  const shared = readSharedLink();
  const settings = readSettings(stored);
  // An old link may carry the engine's side and level.
  if (shared && shared.raw.engine !== undefined) {
    const linked = sanitizeSettings({ ...settings, engine: shared.raw.engine, level: shared.raw.level ?? settings.level });
    settings.engine = linked.engine;
    settings.level = linked.level;
  }

  // `persist` resumes the saved game (moves, redo tail, rule, size) in the constructor.
  game = new Gomoku(canvas, widgetOptions(settings));
  window.gomoku = game;
  readFrom(game);
  fillSizeOptions();
  writeSettingsToControls(settings);
  canvas.addEventListener("gomoku:change", (event) => {
    const state = event.detail || game.state();
    refresh(state);
    analysisChanged(state);
    reviewChanged(state);
  });
  canvas.addEventListener("gomoku:thinking", (e) => {
    setThinking(Boolean(e.detail && e.detail.thinking));
    renderStatus(game.state());
  });
  wireControls(game, refresh, canvas);
  wireMoves(game);
  wireOpening(game, render, canvas);
  wireAnalysis(game, canvas);
  wireReview(game, canvas);
  wireRecord(game);
  wireFiles(game, render);
  // A shared link wins over the saved game.
  if (shared) applySharedLink(game, shared);
  // A link pasted into the address bar of this page (replaceState fires no hashchange).
  window.addEventListener("hashchange", () => {
    const link = readSharedLink();
    if (link) applySharedLink(game, link);
    refresh(game.state());
  });
  const state = game.state();
  render(state);
  renderAnalysis(state);
  updateHash(game, state);
  document.documentElement.dataset.ready = "true";
}

main().catch((err) => {
  showFailure(`The board could not start: ${errorText(err)}`);
  throw err;
});
