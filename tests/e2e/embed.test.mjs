// www/embed.html: two independent boards in a wrapping grid, crisp after resizes, one themed
// through CSS custom properties; and 100 widgets created and destroyed leave nothing behind.
import { test } from "node:test";
import assert from "node:assert/strict";
import { sharedBrowser, pointOf } from "./helpers.mjs";

let server;
let browser;
sharedBrowser((s, b) => {
  server = s;
  browser = b;
});

async function withEmbed({ viewport = { width: 1100, height: 900 }, deviceScaleFactor = 1 } = {}, fn) {
  const context = await browser.newContext({ viewport, deviceScaleFactor });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console.error: ${msg.text()}`);
  });
  try {
    await page.goto(server.url + "embed.html");
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 15000 });
    await fn(page);
    assert.deepEqual(errors, [], "no page errors or console errors");
  } finally {
    await context.close();
  }
}

/** Page coordinates of intersection (x, y) on board `id` (asked of the widget, see helpers.pointOf). */
const pointOn = (page, id, x, y) => pointOf(page, x, y, { canvas: `#board-${id}`, widget: `boards.${id}` });

const count = (page, id) => page.evaluate((id) => window.boards[id].state().moveCount, id);

test("two boards are independent: own state, own events, own keyboard focus", async () => {
  await withEmbed({}, async (page) => {
    await page.evaluate(() => {
      window.seen = { a: [], b: [] };
      for (const id of ["a", "b"]) {
        document.getElementById(`board-${id}`).addEventListener("gomoku:change", (e) => window.seen[id].push(e.detail.moveCount));
      }
    });
    const p = await pointOn(page, "a", 7, 7);
    await page.mouse.click(p.x, p.y);
    await page.waitForFunction(() => window.boards.a.state().moveCount === 1);
    assert.equal(await count(page, "b"), 0, "board B stays empty");
    assert.equal((await page.evaluate(() => window.boards.a.state())).lastMove.name, "h8");
    assert.match(await page.locator("#status-a").innerText(), /white to move/i);
    assert.match(await page.locator("#status-b").innerText(), /black to move/i);

    const q = await pointOn(page, "b", 0, 12);
    await page.mouse.click(q.x, q.y);
    await page.waitForFunction(() => window.boards.b.state().moveCount === 1);
    assert.equal((await page.evaluate(() => window.boards.b.state())).lastMove.name, "a1");
    assert.equal(await count(page, "a"), 1);

    // Keyboard: Tab from A to B; the cursor starts at B's last move (a1), ArrowRight, Enter: b1 on B only.
    await page.focus("#board-a");
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.id), "board-b");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => window.boards.b.state().moveCount === 2);
    assert.equal((await page.evaluate(() => window.boards.b.state())).lastMove.name, "b1");
    assert.equal(await count(page, "a"), 1);
    await page.keyboard.press("Control+z");
    await page.waitForFunction(() => window.boards.b.state().moveCount === 1);
    assert.equal(await count(page, "a"), 1, "Ctrl+Z on B leaves A alone");

    const seen = await page.evaluate(() => window.seen);
    assert.deepEqual(seen, { a: [1], b: [1, 2, 1] }, "each canvas dispatches only its own events");
    // Each board has its own live region, right after its canvas.
    assert.equal(await page.locator("[data-gomoku-live]").count(), 2);
    assert.ok(await page.evaluate(() => document.getElementById("board-b").nextElementSibling.matches("[data-gomoku-live]")));
  });
});

test("after resizes each canvas's backing store is its CSS size × devicePixelRatio", async () => {
  await withEmbed({ deviceScaleFactor: 2 }, async (page) => {
    const crisp = () =>
      page.waitForFunction(
        () =>
          ["board-a", "board-b"].every((id) => {
            const c = document.getElementById(id);
            const r = c.getBoundingClientRect();
            const k = devicePixelRatio;
            return r.width > 100 && Math.abs(c.width - r.width * k) <= 1 && Math.abs(c.height - r.height * k) <= 1;
          }),
        null,
        { timeout: 5000 },
      );
    const layout = () =>
      page.evaluate(() => {
        const a = document.getElementById("board-a").getBoundingClientRect();
        const b = document.getElementById("board-b").getBoundingClientRect();
        return { sideBySide: Math.abs(a.top - b.top) < 1, width: a.width, square: Math.abs(a.width - a.height) < 1 };
      });
    await crisp();
    let l = await layout();
    assert.ok(l.sideBySide && l.square, JSON.stringify(l));
    const wide = l.width;

    await page.setViewportSize({ width: 760, height: 900 });
    await crisp();
    l = await layout();
    assert.ok(l.sideBySide && l.width < wide, `narrower, still side by side: ${JSON.stringify(l)}`);

    await page.setViewportSize({ width: 420, height: 900 });
    await crisp();
    l = await layout();
    assert.ok(!l.sideBySide && l.square, `wrapped one under the other: ${JSON.stringify(l)}`);

    // A click still lands on the right point after the resizes.
    await page.locator("#board-b").scrollIntoViewIfNeeded();
    const p = await pointOn(page, "b", 12, 0);
    await page.mouse.click(p.x, p.y);
    await page.waitForFunction(() => window.boards.b.state().moveCount === 1);
    assert.equal((await page.evaluate(() => window.boards.b.state())).lastMove.name, "m13");
  });
});

test("a theme colour from a CSS custom property reaches the pixels", async () => {
  await withEmbed({ deviceScaleFactor: 1 }, async (page) => {
    // A margin point of a board: a third of a cell outside its top-left intersection.
    const marginPixel = async (id) => {
      const p = await pointOn(page, id, -0.35, -0.35);
      return page.evaluate(
        ({ id, p }) => {
          const c = document.getElementById(`board-${id}`);
          window.boards[id].redraw();
          const r = c.getBoundingClientRect();
          const x = Math.round((p.x - r.left) * (c.width / r.width));
          const y = Math.round((p.y - r.top) * (c.height / r.height));
          return [...c.getContext("2d").getImageData(x, y, 1, 1).data.slice(0, 3)];
        },
        { id, p },
      );
    };
    const near = (got, want) => got.every((v, i) => Math.abs(v - want[i]) <= 6);

    const b = await marginPixel("b");
    assert.ok(near(b, [0x2f, 0x4f, 0x5f]), `board B is slate (#2f4f5f) from embed.css: ${b}`);
    const a = await marginPixel("a");
    assert.ok(near(a, [0xdc, 0xb3, 0x5c]), `board A is the default wood: ${a}`);

    // A new value of the custom property is read on setOptions.
    await page.evaluate(() => {
      document.getElementById("board-a").style.setProperty("--gomoku-board", "rgb(40, 120, 200)");
      window.boards.a.setOptions({});
    });
    const changed = await marginPixel("a");
    assert.ok(near(changed, [40, 120, 200]), `board A follows its custom property: ${changed}`);
    assert.ok(near(await marginPixel("b"), [0x2f, 0x4f, 0x5f]), "board B is unaffected");
  });
});

test("creating and destroying 100 widgets on one canvas leaves no listeners or elements behind", async () => {
  await withEmbed({}, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    const listeners = async (expression) => {
      const { result } = await cdp.send("Runtime.evaluate", { expression });
      const { listeners } = await cdp.send("DOMDebugger.getEventListeners", { objectId: result.objectId, depth: 0 });
      await cdp.send("Runtime.releaseObject", { objectId: result.objectId });
      return listeners.map((l) => l.type).sort();
    };
    await page.evaluate(() => {
      const c = document.createElement("canvas");
      c.id = "scratch";
      c.style.width = "300px";
      c.style.height = "300px";
      document.body.append(c);
    });
    const canvasBefore = await listeners('document.getElementById("scratch")');
    const windowBefore = await listeners("window");
    const documentBefore = await listeners("document");
    const liveBefore = await page.locator("[data-gomoku-live]").count();
    const attrsBefore = await page.evaluate(() => document.getElementById("scratch").getAttributeNames().filter((a) => a !== "width" && a !== "height").sort());

    // While one is alive, it does listen (so the check below can see a pile-up).
    await page.evaluate(() => {
      window.one = new window.Gomoku(document.getElementById("scratch"), {});
    });
    const alive = await listeners('document.getElementById("scratch")');
    assert.ok(alive.length > canvasBefore.length, `a live widget listens on its canvas: ${alive}`);
    await page.evaluate(() => window.one.destroy());

    const events = await page.evaluate(() => {
      const c = document.getElementById("scratch");
      let changes = 0;
      c.addEventListener("gomoku:change", () => changes++);
      for (let i = 0; i < 100; i++) {
        const g = new window.Gomoku(c, { size: 9 + (i % 5), ai: i % 10 === 0 ? { plays: "white", level: 1 } : null });
        g.place(4, 4);
        g.destroy();
      }
      return changes;
    });
    assert.equal(events, 100, "each widget worked while it lived");

    // Only the page's own gomoku:change counter is left on the canvas.
    assert.deepEqual(
      await listeners('document.getElementById("scratch")'),
      [...canvasBefore, "gomoku:change"].sort(),
      "no listener pile-up on the canvas",
    );
    assert.deepEqual(await listeners("window"), windowBefore, "no listener pile-up on window");
    assert.deepEqual(await listeners("document"), documentBefore, "no listener pile-up on document");
    assert.equal(await page.locator("[data-gomoku-live]").count(), liveBefore, "no live regions left behind");
    assert.equal(await page.locator("#scratch [data-gomoku-live], #scratch + [data-gomoku-live]").count(), 0);
    assert.deepEqual(
      await page.evaluate(() => document.getElementById("scratch").getAttributeNames().filter((a) => a !== "width" && a !== "height").sort()),
      attrsBefore,
      "the canvas's attributes are given back (width/height aside: the backing store)",
    );

    // A destroyed widget ignores input; the two boards of the page still work.
    const box = await page.locator("#scratch").boundingBox();
    // (A listener left behind would run a dropped closure: a page error, which fails the test.)
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.locator("#board-a").scrollIntoViewIfNeeded();
    const q = await pointOn(page, "a", 7, 7);
    await page.mouse.click(q.x, q.y);
    await page.waitForFunction(() => window.boards.a.state().moveCount === 1);
  });
});
