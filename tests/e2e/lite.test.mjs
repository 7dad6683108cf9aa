// The widget without the engine (`make build-lite`: opt-level z, its own small allocator) is a
// build page authors ship for two-player boards. It must behave exactly like the full build.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as full from "../../www/pkg/gomoku.js";
import * as lite from "../../target/pkg-lite/gomoku.js";
import { ROOT, sharedBrowser, withHostPage, clickPoint, pointOf, state } from "./helpers.mjs";

let server;
let browser;
sharedBrowser(
  (s, b) => {
    server = s;
    browser = b;
  },
  { root: ROOT },
);

full.initSync({ module: readFileSync(new URL("../../www/pkg/gomoku_bg.wasm", import.meta.url)) });
lite.initSync({ module: readFileSync(new URL("../../target/pkg-lite/gomoku_bg.wasm", import.meta.url)) });

/** A small seeded generator, so a failure replays. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The outcome of a call: its value, or the error's code and message. */
function outcome(call) {
  try {
    return { value: call() ?? null };
  } catch (e) {
    return { code: e.code, message: e.message };
  }
}

test("the small build plays thousands of random calls exactly like the full build", () => {
  const random = rng(20261130);
  const pick = (xs) => xs[Math.floor(random() * xs.length)];
  let calls = 0;
  for (let g = 0; g < 60; g++) {
    const options = {
      size: pick([5, 9, 15, 19, 26]),
      rule: pick(["freestyle", "standard", "renju"]),
      opening: pick(["none", "none", "swap1", "swap2"]),
    };
    const made = [full, lite].map((m) => outcome(() => new m.Game(options)));
    if (made[0].code) {
      assert.deepEqual(made[1], made[0], JSON.stringify(options));
      continue;
    }
    const [a, b] = made.map((m) => m.value);
    const n = options.size;
    for (let i = 0; i < 150; i++) {
      // Mostly a crowded corner, so games reach fives, fouls and full lines; sometimes off the board.
      const span = random() < 0.8 ? Math.min(n, 6) : n + 1;
      const x = Math.floor(random() * span) - (random() < 0.05 ? 1 : 0);
      const y = Math.floor(random() * Math.min(n, span));
      const op = pick([..."pppppppp"].map(() => "place").concat(["undo", "redo", "jump", "record", "psq", "choose", "reset"]));
      // Every random choice is made once, before the call runs on both builds.
      const k = Math.floor(random() * 40);
      const suffix = pick(["", "h8", "zz", " a1,", "[white]"]);
      const choice = pick(["black", "white", "place2", "none"]);
      const run = (game) => {
        switch (op) {
          case "place": return game.place(x, y);
          case "undo": return game.undo();
          case "redo": return game.redo();
          case "jump": return game.jumpTo(k);
          case "record": return game.load(game.record() + suffix);
          case "psq": return game.loadPsq(game.psq());
          case "choose": return game.choose(choice);
          case "reset": return game.reset();
        }
      };
      const results = [a, b].map((game) => outcome(() => run(game)));
      assert.deepEqual(results[1], results[0], `game ${g} call ${i}: ${op}`);
      assert.deepEqual(b.state(), a.state(), `game ${g} call ${i}: state after ${op}`);
      calls++;
    }
    a.free();
    b.free();
  }
  assert.ok(calls > 5000, `${calls} calls compared`);
});

test("the small build's widget: click to a win, undo, and the game survives a reload", async () => {
  await withHostPage(browser, server.url, { path: "tests/e2e/fixtures/lite.html" }, async (page) => {
    await page.evaluate(() => localStorage.clear());
    for (const [x, y] of [[3, 3], [3, 4], [4, 3], [4, 4], [5, 3], [5, 4], [6, 3], [6, 4]]) {
      await clickPoint(page, x, y);
    }
    assert.equal((await state(page)).moveCount, 8);
    // Pixels: the black stone at (3, 3) is drawn dark, an empty point stays wood-coloured.
    const shade = (p) =>
      page.evaluate(({ x, y }) => {
        const c = document.getElementById("board");
        const r = c.getBoundingClientRect();
        const k = c.width / r.width;
        const [red, green, blue] = c.getContext("2d").getImageData((x - r.left) * k, (y - r.top) * k, 1, 1).data;
        return (red + green + blue) / 3;
      }, p);
    assert.ok((await shade(await pointOf(page, 3, 3))) < 80, "black stone drawn");
    assert.ok((await shade(await pointOf(page, 10.5, 10.5))) > 100, "an empty square stays wood-coloured");
    await clickPoint(page, 7, 3);
    let s = await state(page);
    assert.equal(s.winner, "black");
    assert.equal(s.winningLine.length, 5);
    await clickPoint(page, 12, 12);
    assert.equal((await state(page)).moveCount, 9, "a click after the win does nothing");
    await page.evaluate(() => window.gomoku.undo());
    s = await state(page);
    assert.equal(s.winner, null);
    assert.equal(s.moveCount, 8);
    await page.reload();
    await page.waitForFunction(() => window.gomoku && document.documentElement.dataset.ready === "true");
    s = await state(page);
    assert.equal(s.moveCount, 8, "the persisted game came back");
    assert.equal(await page.evaluate(() => window.gomoku.record()), "d12d11e12e11f12f11g12g11");
    const code = await page.evaluate(() => {
      try {
        window.gomoku.place(3, 3);
      } catch (e) {
        return e.code;
      }
    });
    assert.equal(code, "occupied");
    await page.evaluate(() => window.gomoku.destroy());
  });
});
