// The page's engine module (www/pkg/gomoku_engine.js, built with WebAssembly SIMD, so its
// network runs on other code than the native engine's) answers depth-limited requests as the
// native engine does: the same move, score, depth, node count and line. The native answers
// are tests/e2e/fixtures/engine-answers.json, checked against the native engine by
// tests/ai_answers.rs. Node runs the module itself: no browser is needed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./helpers.mjs";

const PKG = path.join(ROOT, "www/pkg");

test("the engine module answers as the native engine", async () => {
  const wasm = await readFile(path.join(PKG, "gomoku_engine_bg.wasm"));
  // i32x4.dot_i16x8_s (0xfd 186): the network's dot product of the SIMD build.
  assert.ok(wasm.includes(Buffer.from([0xfd, 0xba, 0x01])), "the module is the SIMD build");
  const mod = await import(pathToFileURL(path.join(PKG, "gomoku_engine.js")).href);
  mod.initSync({ module: wasm });
  const fixture = path.join(ROOT, "tests/e2e/fixtures/engine-answers.json");
  const cases = JSON.parse(await readFile(fixture, "utf8"));
  assert.ok(cases.length >= 3);
  // In order, on the module's one engine, as the native test asks them.
  for (const { request, answer } of cases) {
    const r = mod.engineThink(new Float64Array(request), () => {});
    // Reply: id, partial, best x, y, eval, win rate, depth, nodes, nps, forced win, forced
    // loss, length of the best line, count of lines, then the line as x, y pairs.
    const n = r[11];
    const line = [];
    for (let i = 0; i < n; i++) line.push([r[13 + 2 * i], r[14 + 2 * i]]);
    assert.deepEqual(
      { x: r[2], y: r[3], eval: r[4], depth: r[6], nodes: r[7], line },
      answer,
      `request ${request[0]} (rule ${request[2]})`,
    );
  }
});
