// Touch on a phone-sized host page: a tap places, a scroll that starts on the board places
// nothing, and the two-tap `confirm` mode (on by default for coarse pointers).
import { test } from "node:test";
import assert from "node:assert/strict";
import { pointOf, state, sharedBrowser, withHostPage } from "./helpers.mjs";

let server;
let browser;
sharedBrowser((s, b) => {
  server = s;
  browser = b;
});

async function withPhone(fn) {
  const phone = {
    viewport: { width: 390, height: 700 },
    deviceScaleFactor: 2,
    context: { hasTouch: true, isMobile: true },
  };
  await withHostPage(browser, server.url, phone, async (page) => {
    await page.locator("#board").scrollIntoViewIfNeeded();
    await fn(page);
  });
}

async function tap(page, x, y) {
  const p = await pointOf(page, x, y);
  await page.touchscreen.tap(p.x, p.y);
}

/** The colour of the canvas's backing store at intersection (x, y). */
async function pixelAt(page, x, y) {
  const p = await pointOf(page, x, y);
  return page.evaluate(
    ({ px, py }) => {
      const c = document.getElementById("board");
      const r = c.getBoundingClientRect();
      const sx = Math.round((px - r.left) * (c.width / r.width));
      const sy = Math.round((py - r.top) * (c.height / r.height));
      // A spot just off the lines (a quarter of a cell), where a preview stone shows.
      return [...c.getContext("2d").getImageData(sx, sy, 1, 1).data];
    },
    { px: p.x + p.cell * 0.25, py: p.y + p.cell * 0.25 },
  );
}

const differs = (a, b) => a.slice(0, 3).some((v, i) => Math.abs(v - b[i]) > 24);
const settle = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

test("coarse pointer: 'Tap twice to place' is on; tap previews, a second tap places, a tap elsewhere moves it", async () => {
  await withPhone(async (page) => {
    assert.ok(await page.isChecked("#confirm"), "confirm defaults on for (pointer: coarse)");
    await settle(page);
    const empty = await pixelAt(page, 7, 7);
    const emptyOther = await pixelAt(page, 3, 3);

    await tap(page, 7, 7);
    await settle(page);
    assert.equal((await state(page)).moveCount, 0, "the first tap places nothing");
    assert.ok(differs(await pixelAt(page, 7, 7), empty), "a preview stone shows at h8");

    await tap(page, 3, 3);
    await settle(page);
    assert.equal((await state(page)).moveCount, 0, "a tap elsewhere places nothing");
    assert.ok(!differs(await pixelAt(page, 7, 7), empty), "the preview left h8");
    assert.ok(differs(await pixelAt(page, 3, 3), emptyOther), "and moved to d12");

    await tap(page, 3, 3);
    await page.waitForFunction(() => window.gomoku.state().moveCount === 1);
    assert.equal((await state(page)).lastMove.name, "d12");
  });
});

test("a tap places a stone; a touch scroll that starts on the board places nothing", async () => {
  await withPhone(async (page) => {
    await page.locator("#confirm").setChecked(false);
    await page.locator("#board").scrollIntoViewIfNeeded();
    await tap(page, 7, 7);
    await page.waitForFunction(() => window.gomoku.state().moveCount === 1);
    assert.equal((await state(page)).lastMove.name, "h8");

    // A finger drags up across the board (a scroll): touchStart, moves of 60px, touchEnd.
    const cdp = await page.context().newCDPSession(page);
    const start = await pointOf(page, 4, 10);
    const scrolled = await page.evaluate(() => window.scrollY);
    const point = (dy) => [{ x: start.x, y: start.y - dy, id: 1, radiusX: 5, radiusY: 5, force: 1 }];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(0) });
    for (let dy = 15; dy <= 60; dy += 15) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point(dy) });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    // The browser took the drag as a scroll: the page moved (and each touch event was handled
    // before its dispatch returned).
    await page.waitForFunction((y) => window.scrollY !== y, scrolled, { timeout: 5000 });
    assert.equal((await state(page)).moveCount, 1, "the scroll placed nothing");

    // The same with synthetic pointer events (pointerType touch) ending in pointercancel or pointerup.
    for (const end of ["pointercancel", "pointerup"]) {
      const p = await pointOf(page, 10, 4);
      await page.evaluate(
        ({ x, y, end }) => {
          const c = document.getElementById("board");
          const ev = (type, dy) =>
            new PointerEvent(type, {
              pointerId: 7,
              pointerType: "touch",
              isPrimary: true,
              bubbles: true,
              cancelable: true,
              clientX: x,
              clientY: y - dy,
              button: type === "pointermove" ? -1 : 0,
              buttons: type === "pointerup" || type === "pointercancel" ? 0 : 1,
            });
          c.dispatchEvent(ev("pointerdown", 0));
          for (let dy = 20; dy <= 60; dy += 20) c.dispatchEvent(ev("pointermove", dy));
          c.dispatchEvent(ev(end, 60));
        },
        { x: p.x, y: p.y, end },
      );
      // dispatchEvent runs the board's listeners before it returns.
      assert.equal((await state(page)).moveCount, 1, `a moved touch ending in ${end} placed nothing`);
    }

    // And a plain tap still works afterwards: its stone is the second on the board, so none of
    // the gestures before it placed one late. The drag's scroll may still be gliding (on a
    // loaded machine it lands a row off, and a tap during the glide only stops it): the tap
    // waits until the page has stood still for half a second, over five frames.
    // (waitForFunction would take the promise itself as truthy, so the loop is here.)
    const still = () =>
      page.evaluate(
        () =>
          new Promise((done) => {
            const y = window.scrollY;
            let frames = 0;
            const look = () =>
              requestAnimationFrame(() => {
                if (window.scrollY !== y) return done(false);
                if (++frames === 5) return done(true);
                setTimeout(look, 100);
              });
            look();
          }),
      );
    const deadline = Date.now() + 10000;
    while (!(await still())) assert.ok(Date.now() < deadline, "the page never stopped scrolling");
    await tap(page, 8, 8);
    await page.waitForFunction(() => window.gomoku.state().moveCount >= 2);
    assert.deepEqual((await state(page)).moves.map((m) => m.name), ["h8", "i7"]);
  });
});
