// The packages' size budgets, on the files as built (`make build`, `make build-lite`): bytes
// of built files, not a timing. The board's wasm is what a page fetches before its first paint
// (uncompressed, as a server without compression sends it); the two-player build is what a
// page ships for a board without the engine (gzipped, with its JS and the element).
// `make bench` prints the same figures beside the timings.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { ROOT } from "./helpers.mjs";

/** The board's wasm, at most (issue 20's budget). */
const BOARD_WASM_MAX = 160_000;
/** The two-player build with the element, gzipped, at most. */
const LITE_GZIP_MAX = 60_000;

const bytes = (file) => readFileSync(path.join(ROOT, file)).length;
const gzipped = (file) => gzipSync(readFileSync(path.join(ROOT, file)), { level: 9 }).length;

test("the board's wasm stays within its budget", () => {
  const size = bytes("www/pkg/gomoku_bg.wasm");
  assert.ok(size <= BOARD_WASM_MAX, `www/pkg/gomoku_bg.wasm is ${size} B, over its budget of ${BOARD_WASM_MAX} B`);
});

test("the two-player build with the element stays within 60,000 B gzipped", () => {
  const files = ["gomoku_bg.wasm", "gomoku.js", "gomoku-board.js"].map((f) => path.join("target/pkg-lite", f));
  const size = files.reduce((sum, f) => sum + gzipped(f), 0);
  assert.ok(size <= LITE_GZIP_MAX, `the two-player build is ${size} B gzipped (${files.join(", ")}), over ${LITE_GZIP_MAX} B`);
});
