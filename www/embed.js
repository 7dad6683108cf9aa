// Two independent boards on one page: one init(), one Gomoku per canvas, each with its own
// status line fed by its own events. No inline scripts, so a strict CSP works here too.
import init, { Gomoku } from "./pkg/gomoku.js";

const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

function describe(s) {
  if (s.winner) return `${cap(s.winner)} wins`;
  if (s.draw) return "Draw";
  const last = s.lastMove ? ` · last ${s.lastMove.name}` : "";
  return `${cap(s.toMove)} to move · ${s.moveCount} ${s.moveCount === 1 ? "move" : "moves"}${last}`;
}

function mount(canvasId, statusId, options) {
  const canvas = document.getElementById(canvasId);
  const status = document.getElementById(statusId);
  const game = new Gomoku(canvas, options);
  const show = (s) => {
    status.textContent = describe(s);
  };
  canvas.addEventListener("gomoku:change", (e) => show(e.detail));
  show(game.state());
  return game;
}

async function main() {
  await init();
  const a = mount("board-a", "status-a", { size: 15 });
  const b = mount("board-b", "status-b", { size: 13, coordinates: false });
  // For scripts and tests: the two widgets, and the class itself.
  window.boards = { a, b };
  window.Gomoku = Gomoku;
  document.documentElement.dataset.ready = "true";
}

main().catch((err) => {
  for (const id of ["status-a", "status-b"]) {
    document.getElementById(id).textContent = `could not start: ${err && err.message ? err.message : err}`;
  }
  throw err;
});
