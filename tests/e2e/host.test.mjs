// End-to-end tests of the host page (www/index.html) in Chromium, driven like a user:
// clicks at pixel positions computed from the canvas's bounding box.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serve, openHost, clickPoint, pointOf, state, sharedBrowser, spyOnWorkers } from "./helpers.mjs";

let server;
let browser;
sharedBrowser((s, b) => {
  server = s;
  browser = b;
});

/** Opens the host page, runs `fn(page)`, then fails on any page or console error. */
async function withHost(options, fn, { url } = {}) {
  const { context, page, errors } = await openHost(browser, url || server.url, options);
  try {
    await fn(page, errors);
    assert.deepEqual(errors, [], "no page errors or console errors");
  } finally {
    await context.close();
  }
}

const statusText = (page) => page.locator("#status").innerText();

async function clickAndExpect(page, x, y, moveCount) {
  await clickPoint(page, x, y);
  await page.waitForFunction((n) => window.gomoku.state().moveCount === n, moveCount, { timeout: 5000 });
}

for (const dpr of [1, 2]) {
  const opts = { deviceScaleFactor: dpr };

  test(`opens as an empty 15x15 freestyle two-player game (dpr ${dpr})`, async () => {
    await withHost(opts, async (page) => {
      const s = await state(page);
      assert.equal(s.size, 15);
      assert.equal(s.rule, "freestyle");
      assert.equal(s.moveCount, 0);
      assert.equal(s.toMove, "black");
      assert.equal(await page.inputValue("#size"), "15");
      assert.equal(await page.inputValue("#rule"), "freestyle");
      assert.equal(await page.inputValue("#first"), "black");
      assert.equal(await page.inputValue("#engine"), "none");
      assert.ok(await page.isDisabled("#undo"));
      assert.ok(await page.isDisabled("#redo"));
      assert.match(await statusText(page), /black to move/i);
      assert.equal(await page.locator("#moves li").count(), 0);
      // The canvas backing store follows the device pixel ratio (crisp drawing).
      const dims = await page.evaluate(() => {
        const c = document.getElementById("board");
        const r = c.getBoundingClientRect();
        return { w: c.width, cssW: r.width, h: c.height, cssH: r.height };
      });
      assert.ok(Math.abs(dims.w - dims.cssW * dpr) <= 2, `canvas width ${dims.w} ~ ${dims.cssW} * ${dpr}`);
      assert.ok(Math.abs(dims.h - dims.cssH * dpr) <= 2, `canvas height ${dims.h} ~ ${dims.cssH} * ${dpr}`);
      assert.ok(Math.abs(dims.cssW - dims.cssH) < 1, "the board is square");
    });
  });

  test(`plays a game to a win by clicking; later clicks do nothing; undo (dpr ${dpr})`, async () => {
    await withHost(opts, async (page) => {
      // Black f8 g8 h8 i8 j8 (row y=7), white on the row below.
      const moves = [
        [5, 7], [5, 8],
        [6, 7], [6, 8],
        [7, 7], [7, 8],
        [8, 7], [8, 8],
        [9, 7],
      ];
      for (let i = 0; i < moves.length; i++) {
        await clickAndExpect(page, moves[i][0], moves[i][1], i + 1);
      }
      const s = await state(page);
      assert.equal(s.winner, "black");
      assert.equal(s.toMove, null);
      assert.equal(s.winningLine.length, 5);
      assert.deepEqual(
        s.moves.map((m) => m.name),
        ["f8", "f7", "g8", "g7", "h8", "h7", "i8", "i7", "j8"],
      );
      const text = await statusText(page);
      assert.match(text, /black/i);
      assert.match(text, /wins?/i);
      for (const name of ["f8", "g8", "h8", "i8", "j8"]) assert.ok(text.includes(name), `status names ${name}: ${text}`);

      // The game is over: a click on an empty point changes nothing, and says why.
      await page.evaluate(() => (document.querySelector("[data-gomoku-live]").textContent = ""));
      await clickPoint(page, 0, 0);
      await clickPoint(page, 12, 3);
      await page.waitForFunction(() => /the game is over/i.test(document.querySelector("[data-gomoku-live]").textContent));
      assert.equal((await state(page)).moveCount, 9);
      assert.equal(await page.locator("#moves li").count(), 9);

      // Undo takes the winning move back and the game goes on.
      assert.ok(await page.isEnabled("#undo"));
      await page.click("#undo");
      const u = await state(page);
      assert.equal(u.moveCount, 8);
      assert.equal(u.winner, null);
      assert.equal(u.toMove, "black");
      assert.match(await statusText(page), /black to move/i);
      assert.ok(await page.isEnabled("#redo"));
      await page.click("#redo");
      assert.equal((await state(page)).winner, "black");
      assert.ok(await page.isDisabled("#redo"));

      await page.click("#restart");
      assert.equal((await state(page)).moveCount, 0);
      assert.equal((await state(page)).history.length, 0);
      assert.ok(await page.isDisabled("#undo"));
    });
  });

  test(`a click in the margin places nothing; within half a cell snaps (dpr ${dpr})`, async () => {
    await withHost(opts, async (page) => {
      for (const [x, y] of [[-1, 7], [7, -1], [15, 7], [7, 15], [-0.75, -0.75], [14.8, 7]]) {
        await clickPoint(page, x, y);
      }
      assert.equal((await state(page)).moveCount, 0, "margin clicks place nothing");

      // Clicks are handled in order: this one's stone is the first, so none before it placed one.
      await clickAndExpect(page, 7.3, 6.7, 1);
      assert.deepEqual((await state(page)).lastMove, { x: 7, y: 7, color: "black", number: 1, name: "h8" });
      await clickAndExpect(page, -0.35, 3.2, 2);
      assert.equal((await state(page)).lastMove.name, "a12");
      await clickAndExpect(page, 14.4, 14, 3);
      assert.equal((await state(page)).lastMove.name, "o1");
    });
  });

  test(`clicking a move in the list jumps there (dpr ${dpr})`, async () => {
    await withHost(opts, async (page) => {
      const moves = [[7, 7], [8, 8], [6, 6], [9, 9], [5, 5]];
      for (let i = 0; i < moves.length; i++) await clickAndExpect(page, moves[i][0], moves[i][1], i + 1);
      const items = page.locator("#moves li");
      assert.equal(await items.count(), 5);
      assert.match(await items.nth(0).innerText(), /^\s*1\.\s*h8\s*$/);

      await items.nth(1).locator("button").click();
      let s = await state(page);
      assert.equal(s.moveCount, 2);
      assert.equal(s.history.length, 5);
      assert.equal(await items.count(), 5, "redoable moves stay listed");
      assert.ok(await items.nth(1).evaluate((li) => li.classList.contains("current")));
      assert.ok(await items.nth(3).evaluate((li) => li.classList.contains("future")));
      assert.ok(await page.isEnabled("#redo"));
      assert.ok(await page.isEnabled("#undo"));

      await items.nth(4).locator("button").click();
      assert.equal((await state(page)).moveCount, 5);

      await items.nth(2).locator("button").click();
      assert.equal((await state(page)).moveCount, 3);
      // A new move after a jump drops the redoable ones.
      await clickAndExpect(page, 0, 0, 4);
      s = await state(page);
      assert.equal(s.history.length, 4);
      assert.equal(await items.count(), 4);
      assert.equal(await page.inputValue("#record"), "h8i7g9a15");
    });
  });

  test(`changing the size starts a new game of that size (dpr ${dpr})`, async () => {
    await withHost(opts, async (page) => {
      await clickAndExpect(page, 7, 7, 1);
      await page.selectOption("#size", "9");
      let s = await state(page);
      assert.equal(s.size, 9);
      assert.equal(s.moveCount, 0);
      assert.equal(await page.locator("#moves li").count(), 0);
      await clickAndExpect(page, 4, 4, 1);
      assert.equal((await state(page)).lastMove.name, "e5");
      await clickAndExpect(page, 8, 0, 2);
      assert.equal((await state(page)).lastMove.name, "i9");

      await page.selectOption("#size", "26");
      s = await state(page);
      assert.equal(s.size, 26);
      assert.equal(s.moveCount, 0);
      await clickAndExpect(page, 25, 0, 1);
      assert.equal((await state(page)).lastMove.name, "z26");
      await clickAndExpect(page, 0, 25, 2);
      assert.equal((await state(page)).lastMove.name, "a1");

      // The rule selector too; renju fixes black as the first player.
      await page.selectOption("#rule", "renju");
      s = await state(page);
      assert.equal(s.rule, "renju");
      assert.equal(s.moveCount, 0);
      assert.ok(await page.isDisabled("#first"));
      await page.selectOption("#rule", "freestyle");
      assert.ok(await page.isEnabled("#first"));
      await page.selectOption("#first", "white");
      s = await state(page);
      assert.equal(s.toMove, "white");
      await clickAndExpect(page, 3, 3, 1);
      assert.equal((await state(page)).lastMove.color, "white");
    });
  });

  test(`loads a pasted record and shows a bad record's error (dpr ${dpr})`, async () => {
    await withHost(opts, async (page) => {
      await page.fill("#record", "H8 i9, j10");
      await page.click("#load-record");
      let s = await state(page);
      assert.equal(s.moveCount, 3);
      assert.deepEqual(s.moves.map((m) => m.name), ["h8", "i9", "j10"]);
      assert.equal(await page.evaluate(() => window.gomoku.record()), "h8i9j10");
      assert.equal(await page.inputValue("#record"), "h8i9j10");
      assert.equal(await page.locator("#moves li").count(), 3);
      assert.ok(await page.locator("#record-error").isHidden());
      assert.match(await statusText(page), /white to move/i);

      for (const bad of ["h8 h8", "zz99 nonsense"]) {
        await page.fill("#record", bad);
        await page.click("#load-record");
        const error = page.locator("#record-error");
        assert.ok(await error.isVisible(), `an error is shown for ${bad}`);
        assert.ok((await error.innerText()).trim().length > 3);
        s = await state(page);
        assert.equal(s.moveCount, 3, "a refused load changes nothing");
      }
      const dup = await page.evaluate(() => {
        try {
          window.gomoku.load("h8 h8");
          return null;
        } catch (e) {
          return e.message;
        }
      });
      await page.fill("#record", "h8 h8");
      await page.click("#load-record");
      assert.equal((await page.locator("#record-error").innerText()).trim(), dup, "the page shows err.message");

      // Copy gives feedback whether or not the clipboard is available (headless: usually not).
      await page.click("#copy-record");
      await page.waitForFunction(() => /copied|copy/i.test(document.getElementById("copy-record").textContent));
      assert.notEqual(await page.locator("#copy-record").innerText(), "");
    });
  });

  test(`a 360px-wide phone: the board fits and nothing scrolls sideways (dpr ${dpr})`, async () => {
    await withHost({ viewport: { width: 360, height: 740 }, deviceScaleFactor: dpr }, async (page) => {
      const m = await page.evaluate(() => {
        const r = document.getElementById("board").getBoundingClientRect();
        return {
          left: r.left,
          right: r.right,
          width: r.width,
          height: r.height,
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
          bodyScroll: document.body.scrollWidth,
        };
      });
      assert.ok(m.left >= 0 && m.right <= 360 + 0.5, `board inside the viewport: ${JSON.stringify(m)}`);
      assert.ok(m.width >= 320, `board uses the width: ${m.width}`);
      assert.ok(Math.abs(m.width - m.height) < 1, "square");
      assert.ok(m.scrollWidth <= m.clientWidth, `no horizontal scroll: ${m.scrollWidth} > ${m.clientWidth}`);
      assert.ok(m.bodyScroll <= m.clientWidth, `no horizontal scroll in body: ${m.bodyScroll}`);
      // Every control stays inside the viewport too.
      const overflow = await page.evaluate(() =>
        [...document.querySelectorAll("button, select, textarea, input, pre, canvas, h1, #status")]
          .filter((e) => {
            const r = e.getBoundingClientRect();
            return r.width > 0 && (r.left < -0.5 || r.right > document.documentElement.clientWidth + 0.5);
          })
          .map((e) => e.id || e.tagName),
      );
      assert.deepEqual(overflow, []);
      await clickAndExpect(page, 7, 7, 1);
      await clickAndExpect(page, 0, 14, 2);
      assert.equal((await state(page)).lastMove.name, "a1");
      await page.click("#undo");
      assert.equal((await state(page)).moveCount, 1);
    });
  });
}

test("the board follows a resize of the window and stays crisp", async () => {
  await withHost({ deviceScaleFactor: 2 }, async (page) => {
    await clickAndExpect(page, 7, 7, 1);
    for (const width of [600, 1000]) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForFunction(
        () => {
          const c = document.getElementById("board");
          const r = c.getBoundingClientRect();
          return Math.abs(c.width - r.width * 2) <= 2 && Math.abs(c.height - r.height * 2) <= 2;
        },
        null,
        { timeout: 5000 },
      );
    }
    await clickAndExpect(page, 3, 11, 2);
    assert.equal((await state(page)).lastMove.name, "d4");
  });
});

test("toggling coordinates keeps clicks on the right intersection", async () => {
  await withHost({}, async (page) => {
    await page.uncheck("#coordinates");
    await clickAndExpect(page, 0, 0, 1);
    assert.equal((await state(page)).lastMove.name, "a15");
    await clickAndExpect(page, 14, 14, 2);
    assert.equal((await state(page)).lastMove.name, "o1");
    const p = await pointOf(page, -1, 7);
    await page.mouse.click(p.x, p.y);
    assert.equal((await state(page)).moveCount, 2);
    await page.check("#move-numbers");
    await page.check("#coordinates");
    // The next click's stone is the third: the margin click placed none, then or later.
    await clickAndExpect(page, 7, 7, 3);
    assert.equal((await state(page)).lastMove.name, "h8");
  });
});

test("a shared link opens its game; a reload keeps the game in progress", async () => {
  await withHost({ path: "#size=9&rule=standard&moves=e5f6g7&at=2" }, async (page) => {
    let s = await state(page);
    assert.equal(s.size, 9);
    assert.equal(s.rule, "standard");
    assert.equal(s.moveCount, 2);
    assert.equal(s.history.length, 3);
    assert.equal(await page.inputValue("#size"), "9");
    assert.equal(await page.inputValue("#rule"), "standard");
    await clickAndExpect(page, 0, 0, 3);
    await page.reload();
    await page.waitForFunction(() => window.gomoku && document.documentElement.dataset.ready === "true");
    s = await state(page);
    assert.equal(s.size, 9);
    assert.deepEqual(s.moves.map((m) => m.name), ["e5", "f6", "a9"]);
    await page.click("#restart");
    assert.equal((await state(page)).moveCount, 0);
  });
});

test("works under a strict Content-Security-Policy", async () => {
  const strict = await serve({
    headers: {
      "Content-Security-Policy":
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'",
    },
  });
  try {
    await withHost(
      {},
      async (page) => {
        await clickAndExpect(page, 7, 7, 1);
        await page.fill("#record", "h8 i9 j10 k11");
        await page.click("#load-record");
        assert.equal((await state(page)).moveCount, 4);
      },
      { url: strict.url },
    );
  } finally {
    await strict.close();
  }
});

test("the engine answers a move when it plays white", async () => {
  await withHost({ init: [spyOnWorkers] }, async (page) => {
    await page.selectOption("#level", "1");
    await page.selectOption("#engine", "white");
    await clickAndExpect(page, 7, 7, 1);
    await page.waitForFunction(() => window.gomoku.state().moveCount === 2, null, { timeout: 30000 });
    const s = await state(page);
    assert.equal(s.lastMove.color, "white");
    assert.equal(s.toMove, "black");
    await page.waitForFunction(() => !document.getElementById("status").classList.contains("thinking"), null, {
      timeout: 5000,
    });
    assert.match(await statusText(page), /your move|black/i);

    // Undo against the engine takes back its reply and your move together, and the engine
    // does not simply play again: it is not asked to (a request is posted while the call that
    // makes its turn runs), and your next move is the next one on the board.
    const requests = () => page.evaluate(() => window.__workers.posted.filter((m) => m instanceof Float64Array).length);
    const asked = await requests();
    await page.click("#undo");
    const u = await state(page);
    assert.equal(u.moveCount, 0, `undo against the engine: ${u.moves.map((m) => m.name).join(" ")}`);
    assert.equal(u.toMove, "black");
    assert.equal(await requests(), asked, "the engine was not asked to move");
    await clickPoint(page, 6, 6);
    await page.waitForFunction(() => window.gomoku.state().moveCount === 2, null, { timeout: 30000 });
    const again = await state(page);
    assert.deepEqual([again.moves[0].name, again.moves[1].color], ["g9", "white"]);
    assert.equal(await requests(), asked + 1, "one request: the reply to g9");
  });
});

test("the engine opens when it plays black", async () => {
  await withHost({ init: [spyOnWorkers] }, async (page) => {
    await page.selectOption("#level", "1");
    await page.selectOption("#engine", "black");
    await page.waitForFunction(() => window.gomoku.state().moveCount === 1, null, { timeout: 30000 });
    assert.equal((await state(page)).lastMove.color, "black");
    await page.waitForFunction(() => /your move/i.test(document.getElementById("status").textContent), null, {
      timeout: 5000,
    });
    // Switching the engine off gives the board back to two people: both clicks play, and the
    // engine is asked nothing more (a request is posted while the call that makes its turn runs).
    const requests = () => page.evaluate(() => window.__workers.posted.filter((m) => m instanceof Float64Array).length);
    await page.selectOption("#engine", "none");
    const asked = await requests();
    await clickAndExpect(page, 0, 0, 2);
    await clickAndExpect(page, 1, 1, 3);
    assert.deepEqual((await state(page)).moves.map((m) => m.color), ["black", "white", "black"]);
    assert.equal(await requests(), asked, "the engine was not asked to move");
  });
});
