// `make bench`, browser part: redraw cost (Rust against plain JS), place-to-painted, the engine
// in wasm, the host page's responsiveness while the engine thinks, module sizes.
// Prints every figure against its target; with --check (`make bench-check`) it exits 1 when
// one misses. Tests never time anything: this is where speed is measured.
import { readFileSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { serve, launch, openHost, clickPoint, ROOT } from "../tests/e2e/helpers.mjs";

const CHECK = process.argv.includes("--check");
const results = [];

/** Records a figure; `target` is { max } or { min } (or absent for information only). */
function report(name, value, unit, target = {}) {
  const ok = (target.max === undefined || value <= target.max) && (target.min === undefined || value >= target.min);
  const goal = target.max !== undefined ? ` (target <= ${target.max}${unit})` : target.min !== undefined ? ` (target >= ${target.min}${unit})` : "";
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(unit === " ms" ? 1 : 2);
  console.log(`${ok ? "  " : "!!"} ${name}: ${shown}${unit}${goal}`);
  results.push({ name, ok });
}

function gzipBytes(dir, files) {
  const paths = files.map((f) => path.join(dir, f));
  if (!paths.every(existsSync)) return null;
  return paths.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0);
}

/** The in-page benchmark (benches/browser/bench.js). */
async function inPage(browser, server) {
  const context = await browser.newContext({ viewport: { width: 800, height: 1300 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  page.on("pageerror", (e) => console.error("page error:", e.message));
  await page.goto(new URL("benches/browser/bench.html", server.url).href);
  await page.waitForFunction(() => document.title === "done", null, { timeout: 240000 });
  const r = await page.evaluate(() => window.benchResult);
  await context.close();
  for (const d of [r.redraw15, r.redraw19]) {
    report(`full redraw ${d.size}x${d.size}, ${d.stones} stones, dpr ${r.devicePixelRatio}: Rust ${d.rustMs.toFixed(3)} ms / plain JS ${d.plainMs.toFixed(3)} ms`, d.ratio, "x", { max: 1.25 });
  }
  for (const e of r.engine) {
    report(`engine (wasm, level 5, 2 s, main thread) ${e.record}: depth ${e.depth}, ${e.nodes} nodes; nodes/s`, e.nps, "");
  }
  report("place-to-painted, median", r.placeToPainted.medianMs, " ms", { max: 16 });
  report("place-to-painted, max", r.placeToPainted.maxMs, " ms");
}

/** Level 5 on the host page: reply time after a click, and the longest main-thread task meanwhile. */
async function levelFive(browser, server) {
  const longTasks = () => {
    window.__longtasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longtasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: "longtask", buffered: true });
    window.__changes = [];
    document.addEventListener("gomoku:change", (e) => window.__changes.push({ t: performance.now(), n: e.detail.moveCount }));
  };
  const { context, page } = await openHost(browser, server.url, { init: [longTasks] });
  await page.selectOption("#level", "5");
  await page.selectOption("#engine", "white");
  const replies = [];
  let longest = 0;
  for (const [x, y, n] of [[7, 7, 2], [8, 6, 4], [6, 8, 6]]) {
    await page.evaluate(() => (window.__changes = []));
    await clickPoint(page, x, y);
    await page.waitForFunction((n) => window.gomoku.state().moveCount === n, n, { timeout: 30000 });
    const { changes, tasks } = await page.evaluate(() => ({ changes: window.__changes, tasks: window.__longtasks }));
    const human = changes.find((c) => c.n === n - 1);
    const reply = changes.find((c) => c.n === n);
    replies.push(reply.t - human.t);
    for (const t of tasks) if (t.start + t.duration > human.t && t.start < reply.t) longest = Math.max(longest, t.duration);
  }
  await context.close();
  report("level 5 reply on the host page, slowest of 3", Math.max(...replies), " ms", { max: 2000 });
  report("longest main-thread task while level 5 thinks (0: none over 50 ms)", longest, " ms", { max: 50 });
}

const server = await serve({ root: ROOT });
const browser = await launch();
try {
  await inPage(browser, { url: server.url });
  await levelFive(browser, { url: server.url + "www/" });
} finally {
  await browser.close();
  await server.close();
}
const full = gzipBytes(path.join(ROOT, "www/pkg"), ["gomoku_bg.wasm", "gomoku.js"]);
const lite = gzipBytes(path.join(ROOT, "target/pkg-lite"), ["gomoku_bg.wasm", "gomoku.js"]);
if (full !== null) report("widget with engine, wasm + JS gzipped", full, " bytes", { max: 200000 });
if (lite !== null) report("widget without engine, wasm + JS gzipped", lite, " bytes", { max: 60000 });

const missed = results.filter((r) => !r.ok);
console.log(missed.length ? `${missed.length} figure(s) missed their target (marked !!)` : "every figure meets its target");
if (CHECK && missed.length) process.exit(1);
