// `make bench`, browser part: redraw cost (Rust against plain JS), place-to-painted, module sizes.
// Prints figures; asserts nothing (speed is reported, never tested by a timer).
import { readFileSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { serve, launch, ROOT } from "../tests/e2e/helpers.mjs";

function sizes(dir, label) {
  const files = ["gomoku_bg.wasm", "gomoku.js"].map((f) => path.join(dir, f));
  if (!files.every(existsSync)) return `${label}: not built`;
  let raw = 0;
  let gz = 0;
  const parts = files.map((f) => {
    const b = readFileSync(f);
    const g = gzipSync(b, { level: 9 }).length;
    raw += b.length;
    gz += g;
    return `${path.basename(f)} ${(b.length / 1024).toFixed(1)} KiB (${(g / 1024).toFixed(1)} KiB gz)`;
  });
  return `${label}: ${parts.join(", ")}; total ${(raw / 1024).toFixed(1)} KiB, ${(gz / 1024).toFixed(1)} KiB gzipped (${gz} bytes)`;
}

const server = await serve({ root: ROOT });
const browser = await launch();
try {
  const context = await browser.newContext({ viewport: { width: 800, height: 1300 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  page.on("pageerror", (e) => console.error("page error:", e.message));
  await page.goto(new URL("benches/browser/bench.html", server.url).href);
  await page.waitForFunction(() => document.title === "done", null, { timeout: 240000 });
  const r = await page.evaluate(() => window.benchResult);
  const fmt = (x) => `${x.toFixed(3)} ms`;
  for (const d of [r.redraw15, r.redraw19]) {
    console.log(
      `full redraw ${d.size}x${d.size}, ${d.stones} stones, ratio ${r.devicePixelRatio}: ` +
        `Rust ${fmt(d.rustMs)}, plain JS ${fmt(d.plainMs)} -> Rust/JS ${d.ratio.toFixed(2)} (target <= 1.25)`,
    );
  }
  for (const e of r.engine) {
    console.log(`engine (wasm, level 5, 2 s) ${e.record}: depth ${e.depth}, ${e.nodes} nodes, ${e.nps} nodes/s`);
  }
  console.log(`place-to-painted: median ${fmt(r.placeToPainted.medianMs)}, max ${fmt(r.placeToPainted.maxMs)} (target < 16 ms)`);
} finally {
  await browser.close();
  server.close();
}
console.log(sizes(path.join(ROOT, "www/pkg"), "widget with engine"));
console.log(sizes(path.join(ROOT, "target/pkg-lite"), "widget without engine (target <= 60 KB = 60000 bytes gz)"));
