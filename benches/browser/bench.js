// In-page benchmark: the Rust redraw against the same frame in plain JS, and place-to-painted.
import init, { Gomoku } from "../../www/pkg/gomoku.js";
import { drawFrame } from "./plain-draw.js";

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const frame = () => new Promise((r) => requestAnimationFrame(r));

/** 100 stones, alternating colours, spread over the board without a five. */
function stones(size, count) {
  const moves = [];
  const seen = new Set();
  let i = 0;
  while (moves.length < count) {
    const x = (i * 7 + Math.floor(i / size)) % size;
    const y = (i * 3 + Math.floor(i / 5)) % size;
    i++;
    if (seen.has(`${x},${y}`)) continue;
    seen.add(`${x},${y}`);
    moves.push({ x, y });
  }
  return moves;
}

async function redraws(size, runs) {
  const rustCanvas = document.getElementById("rust");
  const plainCanvas = document.getElementById("plain");
  const game = new Gomoku(rustCanvas, { size, rule: "freestyle" });
  // A Game refuses moves after a win, so feed the positions through the record if legal.
  let placed = [];
  for (const m of stones(size, 100)) {
    try { game.place(m.x, m.y); placed.push(m); } catch { /* a five ended it: skip */ }
    if (game.state().winner) { game.undo(); placed.pop(); }
  }
  const moves = game.state().moves;
  const ratio = devicePixelRatio;
  plainCanvas.width = Math.round(600 * ratio);
  plainCanvas.height = Math.round(600 * ratio);
  const pctx = plainCanvas.getContext("2d");
  await frame();
  const rctx = rustCanvas.getContext("2d");
  const rust = [];
  const plain = [];
  // Each sample times a batch of draws: the page's clock is coarsened to about a millisecond.
  const batch = 10;
  for (let i = 0; i < runs; i++) {
    // Alternate so both see the same machine state; getImageData forces each drawing through.
    let t = performance.now();
    for (let k = 0; k < batch; k++) {
      game.redraw();
      rctx.getImageData(0, 0, 1, 1);
    }
    rust.push((performance.now() - t) / batch);
    t = performance.now();
    for (let k = 0; k < batch; k++) {
      drawFrame(pctx, plainCanvas.width, plainCanvas.height, size, moves, ratio);
      pctx.getImageData(0, 0, 1, 1);
    }
    plain.push((performance.now() - t) / batch);
  }
  game.destroy();
  return { size, stones: moves.length, rustMs: median(rust), plainMs: median(plain), ratio: median(rust) / median(plain) };
}

async function placeToPainted(runs) {
  const canvas = document.getElementById("rust");
  const game = new Gomoku(canvas, { size: 19 });
  const times = [];
  const points = stones(19, runs);
  await frame();
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  for (const m of points) {
    // A click lands anywhere within a frame: wait a frame, then a random part of one.
    await frame();
    await new Promise((r) => setTimeout(r, random() * 14));
    const t = performance.now();
    try { game.place(m.x, m.y); } catch { game.reset(); game.place(m.x, m.y); }
    if (game.state().winner) game.reset();
    // The widget asked for its frame first, so it has painted when this callback runs.
    await frame();
    canvas.getContext("2d").getImageData(0, 0, 1, 1);
    times.push(performance.now() - t);
  }
  game.destroy();
  return { medianMs: median(times), maxMs: Math.max(...times) };
}

await init();
// ?only=none: just the page (the depth bench drives it itself).
if (new URLSearchParams(location.search).get("only") !== "none") {
  const result = {
    devicePixelRatio,
    redraw15: await redraws(15, 60),
    redraw19: await redraws(19, 60),
    placeToPainted: await placeToPainted(60),
  };
  window.benchResult = result;
}
document.title = "done";
