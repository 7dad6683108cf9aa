// <gomoku-board>: one script tag registers it; its attributes mirror the options, changes to
// them apply, bad values warn once and change nothing, events bubble from the element, readonly
// makes a diagram, removal destroys the widget (workers included) and a move keeps the game.
// The two-player build's element works the same (?lite).
import { test } from "node:test";
import assert from "node:assert/strict";
import { clickPoint, sharedBrowser, spyOnWorkers, ROOT, serve } from "./helpers.mjs";

let server;
let browser;
sharedBrowser(
  (s, b) => {
    server = s;
    browser = b;
  },
  { root: ROOT },
);

/** The element fixture (full package, or `lite`), with console warnings and errors collected. */
async function open({ lite = false, init = [] } = {}) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  for (const script of init) await context.addInitScript(script);
  const page = await context.newPage();
  const warnings = [];
  const errors = [];
  page.on("console", (m) => {
    if (m.type() === "warning") warnings.push(m.text());
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  const wasm = [];
  page.on("request", (r) => r.url().endsWith(".wasm") && wasm.push(r.url()));
  await page.goto(`${server.url}tests/e2e/fixtures/element.html${lite ? "?lite" : ""}`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 15000 });
  return { context, page, warnings, errors, wasm };
}

const game = (page, id, fn, arg) =>
  page.evaluate(({ id, fn, arg }) => new Function("g", "arg", `return (${fn})(g, arg)`)(document.getElementById(id).game, arg), {
    id,
    fn: fn.toString(),
    arg,
  });
const attr = (page, id, name, value) =>
  page.evaluate(
    ({ id, name, value }) => {
      const el = document.getElementById(id);
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    },
    { id, name, value },
  );

for (const lite of [false, true]) {
  const build = lite ? "two-player build" : "full package";

  test(`${build}: one script registers the element, the module loads once, attributes become options`, async () => {
    const { context, page, warnings, errors, wasm } = await open({ lite });
    try {
      assert.equal(await page.evaluate(() => typeof customElements.get("gomoku-board")), "function");
      assert.equal(wasm.filter((u) => u.includes("gomoku_bg")).length, 1, `the board's wasm loads once for three boards: ${wasm}`);
      // Defaults.
      const play = await game(page, "play", (g) => ({ options: g.options(), state: g.state() }));
      assert.equal(play.state.size, 15);
      assert.equal(play.options.rule, "freestyle");
      assert.equal(play.options.coordinates, true);
      assert.equal(play.options.readonly, false);
      // The diagram's attributes.
      const d = await game(page, "diagram", (g) => ({ options: g.options(), state: g.state(), record: g.record() }));
      assert.equal(d.state.size, 13);
      assert.equal(d.record, "g7h8h6");
      assert.equal(d.options.readonly, true);
      assert.equal(d.options.moveNumbers, true);
      assert.equal(d.options.coordinates, false);
      assert.deepEqual(warnings, []);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test(`${build}: every attribute applies when it changes; a bad value warns once, naming it, and changes nothing`, async () => {
    const { context, page, warnings, errors } = await open({ lite });
    try {
      await attr(page, "play", "size", "19");
      assert.equal(await game(page, "play", (g) => g.state().size), 19);
      await attr(page, "play", "rule", "renju");
      assert.equal(await game(page, "play", (g) => g.options().rule), "renju");
      await attr(page, "play", "rule", "standard");
      await attr(page, "play", "first", "white");
      assert.equal(await game(page, "play", (g) => g.options().first), "white");
      await attr(page, "play", "opening", "swap1");
      assert.equal(await game(page, "play", (g) => g.options().opening), "swap1");
      await attr(page, "play", "opening", "none");
      for (const [name, key] of [["coordinates", "coordinates"], ["last-move", "lastMove"]]) {
        await attr(page, "play", name, "false");
        assert.equal(await game(page, "play", (g, k) => g.options()[k], key), false, name);
        await attr(page, "play", name, null);
        assert.equal(await game(page, "play", (g, k) => g.options()[k], key), true, `${name} back to its default`);
      }
      for (const [name, key] of [["move-numbers", "moveNumbers"], ["confirm", "confirm"], ["readonly", "readonly"]]) {
        await attr(page, "play", name, "");
        assert.equal(await game(page, "play", (g, k) => g.options()[k], key), true, name);
        await attr(page, "play", name, null);
        assert.equal(await game(page, "play", (g, k) => g.options()[k], key), false, `${name} off again`);
      }
      await attr(page, "play", "persist", "element-test");
      assert.equal(await game(page, "play", (g) => g.options().persist), "element-test");
      await attr(page, "play", "level", "2");
      await attr(page, "play", "ai", "none");
      assert.equal(await game(page, "play", (g) => g.options().ai.level), 2);
      await attr(page, "play", "record", "h8i9");
      assert.equal(await game(page, "play", (g) => g.record()), "h8i9");
      assert.deepEqual(warnings, [], "good values warn nothing");

      // Bad values: one warning each, naming the attribute; the option stays.
      const before = await game(page, "play", (g) => ({ options: g.options(), record: g.record() }));
      const bad = [["size", "huge"], ["size", "4"], ["rule", "gomoku"], ["first", "red"], ["opening", "swap3"], ["level", "9"], ["ai", "both"], ["record", "zz99"]];
      for (const [name, value] of bad) await attr(page, "play", name, value);
      const after = await game(page, "play", (g) => ({ options: g.options(), record: g.record() }));
      assert.deepEqual(after, before, "nothing changed");
      assert.equal(warnings.length, bad.length, warnings.join("\n"));
      bad.forEach(([name, value], i) => assert.ok(warnings[i].includes(`${name}="${value}"`), warnings[i]));
      assert.deepEqual(errors, [], "nothing was thrown into the page");
    } finally {
      await context.close();
    }
  });

  test(`${build}: a bad attribute at the start warns, naming it, and the others apply; a removed attribute is its option's default`, async () => {
    const { context, page, warnings, errors } = await open({ lite });
    try {
      const options = await page.evaluate(async () => {
        const el = document.createElement("gomoku-board");
        el.id = "late";
        for (const [name, value] of [["size", "9"], ["rule", "renju"], ["move-numbers", ""], ["level", "9"], ["ai", "none"]]) el.setAttribute(name, value);
        document.getElementById("side").append(el);
        return (await el.ready).options();
      });
      assert.equal(options.size, 9);
      assert.equal(options.rule, "renju");
      assert.equal(options.moveNumbers, true);
      assert.deepEqual(options.ai, { plays: "none", level: 3 }, "the refused level left the engine's setting as it was");
      assert.equal(warnings.length, 1, warnings.join("\n"));
      assert.match(warnings[0], /level="9"/);
      assert.match(warnings[0], /ai\.level must be an integer from 1 to 5/);
      await attr(page, "late", "level", "2");
      assert.equal(await game(page, "late", (g) => g.options().ai.level), 2);
      for (const [name, key, byDefault] of [["rule", "rule", "freestyle"], ["size", "size", 15], ["move-numbers", "moveNumbers", false], ["level", "ai", { plays: "none", level: 3 }]]) {
        await attr(page, "late", name, null);
        assert.deepEqual(await game(page, "late", (g, k) => g.options()[k], key), byDefault, `${name} removed`);
      }
      assert.equal(warnings.length, 1, "good values warn nothing");
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test(`${build}: clicks play, events bubble from the element, sync-record reflects the game`, async () => {
    const { context, page } = await open({ lite });
    try {
      await page.evaluate(() => {
        window.__events = [];
        const el = document.getElementById("play");
        for (const type of ["gomoku:change", "gomoku:end"]) {
          el.addEventListener(type, (e) => window.__events.push({ type, target: e.target.id, moves: e.detail.moveCount }));
        }
      });
      await clickPoint(page, 7, 7, { element: "#play" });
      await clickPoint(page, 8, 8, { element: "#play" });
      assert.equal(await game(page, "play", (g) => g.record()), "h8i7");
      assert.deepEqual(await page.evaluate(() => window.__events), [
        { type: "gomoku:change", target: "play", moves: 1 },
        { type: "gomoku:change", target: "play", moves: 2 },
      ]);
      assert.equal(await page.getAttribute("#play", "record"), null, "no reflection without sync-record");
      await attr(page, "play", "sync-record", "");
      assert.equal(await page.getAttribute("#play", "record"), "h8i7", "sync-record reflects at once");
      await clickPoint(page, 9, 9, { element: "#play" });
      assert.equal(await page.getAttribute("#play", "record"), "h8i7j6");
      // Undo keeps its redo tail: the reflected attribute does not reload the game.
      await game(page, "play", (g) => g.undo());
      assert.equal(await page.getAttribute("#play", "record"), "h8i7");
      assert.equal(await game(page, "play", (g) => g.state().canRedo), true);
      // The keyboard works on the element's canvas.
      await page.focus("#play");
      await page.keyboard.press("Control+z");
      assert.equal(await game(page, "play", (g) => g.record()), "h8");
    } finally {
      await context.close();
    }
  });

  test(`${build}: readonly is a diagram: input plays nothing, it stays focusable and names its stones`, async () => {
    const { context, page } = await open({ lite });
    try {
      await clickPoint(page, 2, 2, { element: "#diagram" });
      await page.focus("#diagram");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Control+z");
      assert.equal(await game(page, "diagram", (g) => g.record()), "g7h8h6");
      const focused = await page.evaluate(() => document.activeElement?.id);
      assert.equal(focused, "diagram", "the board takes focus");
      const label = await page.evaluate(() => document.getElementById("diagram").shadowRoot.querySelector("canvas").getAttribute("aria-label"));
      assert.match(label, /13 by 13/);
      assert.match(label, /g7/);
      assert.match(label, /h8/);
    } finally {
      await context.close();
    }
  });

  test(`${build}: sized by CSS: a square at the width it is given, or its own width and height`, async () => {
    const { context, page } = await open({ lite });
    try {
      const boxes = await page.evaluate(() =>
        Object.fromEntries(["play", "diagram", "sized"].map((id) => {
          const r = document.getElementById(id).getBoundingClientRect();
          return [id, [Math.round(r.width), Math.round(r.height)]];
        })),
      );
      assert.deepEqual(boxes.play, [420, 420]);
      assert.deepEqual(boxes.diagram, [260, 260]);
      assert.deepEqual(boxes.sized, [200, 150]);
      // The canvas draws at its box times the device pixel ratio.
      const canvas = await page.evaluate(() => {
        const c = document.getElementById("play").shadowRoot.querySelector("canvas");
        return [c.width, c.height];
      });
      assert.deepEqual(canvas, [420, 420]);
    } finally {
      await context.close();
    }
  });
}

test("removing the element destroys the widget and its workers; moving it keeps the game; re-adding brings it back", async () => {
  const { context, page } = await open({ init: [spyOnWorkers] });
  try {
    await attr(page, "play", "level", "1");
    await attr(page, "play", "ai", "white");
    await clickPoint(page, 7, 7, { element: "#play" });
    await page.waitForFunction(() => document.getElementById("play").game.state().moveCount === 2, null, { timeout: 20000 });
    const record = await game(page, "play", (g) => g.record());
    assert.ok((await page.evaluate(() => window.__workers.made)) >= 1, "the engine ran in a worker");

    // Move: the same game goes on in its new place.
    const moved = await page.evaluate(async () => {
      const el = document.getElementById("play");
      const g = el.game;
      document.getElementById("side").append(el);
      // After the microtask in which a removed element decides whether it was moved.
      await new Promise((r) => queueMicrotask(r));
      return { same: el.game === g, record: el.game.record() };
    });
    assert.deepEqual(moved, { same: true, record });

    // Remove: the widget is destroyed, every worker ends.
    const removed = await page.evaluate(async () => {
      const el = document.getElementById("play");
      window.__removed = el;
      el.remove();
      await new Promise((r) => queueMicrotask(r));
      return { game: el.game, made: window.__workers.made, terminated: window.__workers.terminated, canvases: el.shadowRoot.querySelectorAll("canvas").length };
    });
    assert.equal(removed.game, null);
    assert.equal(removed.terminated, removed.made, `no worker left: ${JSON.stringify(removed)}`);
    assert.equal(removed.canvases, 0);

    // Re-added: a new widget, with the game it had.
    const back = await page.evaluate(async () => {
      const el = window.__removed;
      document.getElementById("column").append(el);
      await el.ready;
      return el.game.record();
    });
    assert.equal(back, record);
  } finally {
    await context.close();
  }
});

test("under the strict CSP the README promises, the element works with zero violations", async () => {
  const strict = await serve({ root: ROOT, headers: { "Content-Security-Policy": "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'" } });
  const context = await browser.newContext();
  try {
    await context.addInitScript(() => {
      window.__violations = [];
      document.addEventListener("securitypolicyviolation", (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const page = await context.newPage();
    await page.goto(`${strict.url}tests/e2e/fixtures/element.html`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 15000 });
    await attr(page, "play", "ai", "white");
    await clickPoint(page, 7, 7, { element: "#play" });
    await page.waitForFunction(() => document.getElementById("play").game.state().moveCount === 2, null, { timeout: 20000 });
    // The shadow root's stylesheet applied: the board is square.
    const box = await page.evaluate(() => document.getElementById("play").getBoundingClientRect().height);
    assert.equal(Math.round(box), 420);
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
  } finally {
    await context.close();
    await strict.close();
  }
});
