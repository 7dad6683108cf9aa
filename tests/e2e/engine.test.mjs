// The engine on the host page: fast replies at the top level with a main thread that never
// blocks (the search runs in a worker), cancellation by undo/reset, paired undo, and hint().
import { test } from "node:test";
import assert from "node:assert/strict";
import { clickPoint, state, sharedBrowser, withHostPage, observeLongTasks } from "./helpers.mjs";

let server;
let browser;
sharedBrowser((s, b) => {
  server = s;
  browser = b;
});

/** The host page with a long-task observer and a log of thinking/change events from the start. */
async function withHost(fn) {
  const logEvents = () => {
    window.__log = [];
    document.addEventListener("gomoku:thinking", (e) => window.__log.push({ t: performance.now(), thinking: e.detail.thinking }));
    document.addEventListener("gomoku:change", (e) => window.__log.push({ t: performance.now(), moves: e.detail.moveCount }));
  };
  await withHostPage(browser, server.url, { init: [observeLongTasks, logEvents] }, fn);
}

async function engine(page, plays, level) {
  await page.selectOption("#level", String(level));
  await page.selectOption("#engine", plays);
}

const waitThinking = (page, on) =>
  page.waitForFunction((on) => window.__log.some((e) => e.thinking === on), on, { timeout: 10000 });

test("level 5 replies within 2 s and the main thread never blocks over 50 ms while it searches", async (t) => {
  await withHost(async (page) => {
    assert.notEqual(await page.evaluate(() => window.__longtasks), null, "the Long Tasks API is there");
    await engine(page, "white", 5);
    for (const [x, y, n] of [[7, 7, 2], [8, 6, 4]]) {
      await page.evaluate(() => (window.__log = []));
      await clickPoint(page, x, y);
      await page.waitForFunction((n) => window.gomoku.state().moveCount === n, n, { timeout: 10000 });
      await waitThinking(page, false);
      const log = await page.evaluate(() => window.__log);
      const human = log.find((e) => e.moves === n - 1);
      const reply = log.find((e) => e.moves === n);
      const start = log.find((e) => e.thinking === true);
      const end = log.find((e) => e.thinking === false);
      assert.ok(human && reply && start && end, JSON.stringify(log));
      const took = reply.t - human.t;
      assert.ok(took < 2000, `the reply came ${Math.round(took)} ms after the click`);
      t.diagnostic(`level 5 reply in ${Math.round(took)} ms`);
      assert.equal((await state(page)).lastMove.color, "white");
      const blocked = await page.evaluate(
        ({ from, to }) => window.__longtasks.filter((t) => t.start + t.duration > from && t.start < to),
        { from: start.t, to: end.t },
      );
      assert.deepEqual(blocked, [], `no long task during the search (${Math.round(end.t - start.t)} ms)`);
    }
  });
});

test("undo or reset while the engine thinks cancels it: no stale move lands", async () => {
  await withHost(async (page) => {
    await engine(page, "white", 5);
    // Reset.
    await clickPoint(page, 7, 7);
    await waitThinking(page, true);
    await page.click("#restart");
    assert.equal((await state(page)).moveCount, 0);
    await page.waitForTimeout(3000);
    let s = await state(page);
    assert.equal(s.moveCount, 0, `the board stays empty: ${s.moves.map((m) => m.name)}`);
    assert.equal(s.history.length, 0);
    assert.doesNotMatch(await page.locator("#status").innerText(), /thinking/i);

    // Undo (the human's move goes; the engine does not answer a position that is gone).
    await page.evaluate(() => (window.__log = []));
    await clickPoint(page, 6, 6);
    await waitThinking(page, true);
    await page.click("#undo");
    await page.waitForTimeout(3000);
    s = await state(page);
    assert.equal(s.moveCount, 0, `nothing lands after undo: ${s.moves.map((m) => m.name)}`);
    assert.equal(s.toMove, "black");

    // The engine still answers the next move.
    await clickPoint(page, 7, 7);
    await page.waitForFunction(() => window.gomoku.state().moveCount === 2, null, { timeout: 10000 });
  });
});

test("against the engine, undo takes back its reply and the human's move together", async () => {
  await withHost(async (page) => {
    await engine(page, "white", 1);
    await clickPoint(page, 7, 7);
    await page.waitForFunction(() => window.gomoku.state().moveCount === 2, null, { timeout: 10000 });
    const first = (await state(page)).moves.map((m) => m.name);
    const free = first.includes("g9") ? [12, 12] : [6, 6];
    await clickPoint(page, free[0], free[1]);
    await page.waitForFunction(() => window.gomoku.state().moveCount === 4, null, { timeout: 10000 });
    await waitThinking(page, false);

    await page.click("#undo");
    let s = await state(page);
    assert.equal(s.moveCount, 2, "one undo: the engine's reply and the human's move");
    assert.deepEqual(s.moves.map((m) => m.name), first);
    assert.equal(s.toMove, "black");
    await page.keyboard.press("Escape");
    await page.focus("#board");
    await page.keyboard.press("Control+z");
    s = await state(page);
    assert.equal(s.moveCount, 0, "Ctrl+Z too");
    await page.waitForTimeout(500);
    assert.equal((await state(page)).moveCount, 0, "and the engine does not play again by itself");
    // Redo replays both.
    await page.click("#redo");
    assert.equal((await state(page)).moveCount, 2);
  });
});

test("hint() resolves to a legal move on an empty point and changes nothing", async () => {
  await withHost(async (page) => {
    const result = await page.evaluate(async () => {
      const g = window.gomoku;
      g.load("h8i9h9i8h10");
      const before = g.record();
      const move = await g.hint();
      return { move, before, after: g.record(), state: g.state() };
    });
    const { move, state: s } = result;
    assert.ok(move, "a move is suggested");
    assert.ok(Number.isInteger(move.x) && Number.isInteger(move.y));
    assert.ok(move.x >= 0 && move.x < s.size && move.y >= 0 && move.y < s.size, JSON.stringify(move));
    assert.ok(!s.moves.some((m) => m.x === move.x && m.y === move.y), `${JSON.stringify(move)} is empty`);
    assert.equal(result.after, result.before, "the hint places nothing");
    // The suggested point is playable.
    await page.evaluate(({ x, y }) => window.gomoku.place(x, y), move);
    assert.equal((await state(page)).moveCount, 6);
  });
});
