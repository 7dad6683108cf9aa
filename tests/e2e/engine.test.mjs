// The engine on the host page: the search runs in a Web Worker, so the page keeps handling
// input while it thinks and drops replies for positions that are gone; cancellation by
// undo/reset, paired undo, and hint(). (How fast it replies is `make bench`'s business.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { clickPoint, state, sharedBrowser, withHostPage, spyOnWorkers } from "./helpers.mjs";

let server;
let browser;
sharedBrowser((s, b) => {
  server = s;
  browser = b;
});

/** The host page with a worker spy and a log of thinking/change events from the start. */
async function withHost(fn) {
  const logEvents = () => {
    window.__log = [];
    document.addEventListener("gomoku:thinking", (e) => window.__log.push({ thinking: e.detail.thinking }));
    document.addEventListener("gomoku:change", (e) => window.__log.push({ moves: e.detail.moveCount }));
  };
  await withHostPage(browser, server.url, { init: [spyOnWorkers, logEvents] }, fn);
}

async function engine(page, plays, level) {
  await page.selectOption("#level", String(level));
  await page.selectOption("#engine", plays);
}

/** How many search requests the page has posted to engine workers (not the compiled module). */
const requests = (page) => page.evaluate(() => window.__workers.posted.filter((m) => m instanceof Float64Array).length);

const waitThinking = (page, on) =>
  page.waitForFunction((on) => window.__log.some((e) => e.thinking === on), on, { timeout: 10000 });

test("the engine thinks in a worker: clicks are handled meanwhile, and a reply for an old position is dropped", async () => {
  await withHost(async (page) => {
    await engine(page, "white", 1);
    // Replies are held back: the engine stays busy until the test lets its answer through.
    await page.evaluate(() => (window.__workers.hold = true));
    await clickPoint(page, 7, 7);
    await waitThinking(page, true);
    await page.waitForFunction(() => window.__workers.held.length > 0, null, { timeout: 20000 });
    const busy = await page.evaluate(() => ({ made: window.__workers.made, posted: window.__workers.posted.length }));
    assert.ok(busy.made >= 1 && busy.posted >= 1, `the search was sent to a worker: ${JSON.stringify(busy)}`);
    assert.equal((await state(page)).moveCount, 1, "the reply is still held");

    // The page's thread is free: keys and clicks work while the engine is busy.
    await page.focus("#board");
    await page.keyboard.press("ArrowRight");
    await page.click("#undo");
    let s = await state(page);
    assert.equal(s.moveCount, 0, "undo was handled while the worker searched");
    await page.waitForFunction(() => window.__log.filter((e) => "thinking" in e).at(-1)?.thinking === false);
    assert.doesNotMatch(await page.locator("#status").innerText(), /thinking/i);

    // The held reply is about a position that is gone: it changes nothing. (release() hands it
    // to the board's listener, which applies a reply before it returns.)
    await page.evaluate(() => window.__workers.release());
    s = await state(page);
    assert.equal(s.moveCount, 0, `the stale reply was dropped: ${s.moves.map((m) => m.name)}`);
    assert.deepEqual(s.history.map((m) => m.name), ["h8"], "only the undone move stays, to redo");

    // Let replies through again: the engine answers the next move through its worker.
    await page.evaluate(() => (window.__workers.hold = false));
    const received = await page.evaluate(() => window.__workers.received);
    await clickPoint(page, 7, 7);
    await page.waitForFunction(() => window.gomoku.state().moveCount === 2, null, { timeout: 20000 });
    assert.equal((await state(page)).lastMove.color, "white");
    assert.ok((await page.evaluate(() => window.__workers.received)) > received, "the reply came from the worker");
  });
});

test("undo or reset while the engine thinks cancels it: no stale move lands", async () => {
  await withHost(async (page) => {
    await engine(page, "white", 1);
    // The engine's answers are held back until the position they are about has gone.
    await page.evaluate(() => (window.__workers.hold = true));
    const heldAnswer = () => page.waitForFunction(() => window.__workers.held.length > 0, null, { timeout: 20000 });
    // The held answers reach the board's listener, which applies a reply before it returns.
    const release = () => page.evaluate(() => window.__workers.release());

    // Reset.
    await clickPoint(page, 7, 7);
    await waitThinking(page, true);
    await heldAnswer();
    await page.click("#restart");
    await release();
    let s = await state(page);
    assert.equal(s.moveCount, 0, `the board stays empty: ${s.moves.map((m) => m.name)}`);
    assert.equal(s.history.length, 0);
    assert.doesNotMatch(await page.locator("#status").innerText(), /thinking/i);

    // Undo (the human's move goes; the engine does not answer a position that is gone).
    await page.evaluate(() => (window.__log = []));
    await clickPoint(page, 6, 6);
    await waitThinking(page, true);
    await heldAnswer();
    await page.click("#undo");
    await release();
    s = await state(page);
    assert.equal(s.moveCount, 0, `nothing lands after undo: ${s.moves.map((m) => m.name)}`);
    assert.equal(s.toMove, "black");

    // The engine still answers the next move.
    await page.evaluate(() => (window.__workers.hold = false));
    await clickPoint(page, 7, 7);
    await page.waitForFunction(() => window.gomoku.state().moveCount === 2, null, { timeout: 20000 });
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
    const asked = await requests(page);
    await page.evaluate(() => (window.__log = []));

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
    // Redo replays both.
    await page.click("#redo");
    s = await state(page);
    assert.equal(s.moveCount, 2);
    // Black (the human) was to move each time: the engine was asked nothing (a request is
    // posted, and thinking announced, while the call that makes its turn runs).
    assert.equal(await requests(page), asked, "the engine does not play again by itself");
    assert.ok(!(await page.evaluate(() => window.__log.some((e) => e.thinking))), "it never started thinking");
    // The next move is answered as usual: one request, one reply.
    const next = [[1, 1], [13, 13]].find(([x, y]) => !s.moves.some((m) => m.x === x && m.y === y));
    await clickPoint(page, next[0], next[1]);
    await page.waitForFunction(() => window.gomoku.state().moveCount === 4, null, { timeout: 10000 });
    assert.equal(await requests(page), asked + 1);
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
