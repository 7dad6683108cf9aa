// Game review and multi-line analysis in Chromium: review() streams gomoku:review progress and
// resolves to plain data; stopReview(), a new move and another review reject it with code
// "cancelled" and no event of it follows; the board marks the move shown with its class and
// the best move missed; analyze({ lines }) labels the other candidates (analysisMarks turns
// them off); graph(canvas) draws at the CSS box times the pixel ratio, jumps on clicks and
// arrow keys, is named, and destroy() gives the canvas back; the host page's Review card and
// the element's `game` do the same.
import { test } from "node:test";
import assert from "node:assert/strict";
import { pointOf, sharedBrowser, spyOnWorkers, withHostPage } from "./helpers.mjs";

let server;
let browser;
sharedBrowser((s, b) => {
  server = s;
  browser = b;
});

// White ignores black's two, then its open three: a2 (move 6) loses at once.
const BLUNDERS = "h8h9i8a1j8a2k8a3l8";
const FAST = { msPerMove: 50 };

/** An init script: every gomoku:review event, in order, in window.__reviews. */
function logReviews() {
  window.__reviews = [];
  document.addEventListener("gomoku:review", (e) => window.__reviews.push(e.detail));
}

async function withHost(fn, options = {}) {
  await withHostPage(browser, server.url, { init: [spyOnWorkers, logReviews], ...options }, fn);
}

/**
 * How many pixels of the board's canvas within `radius` cells of intersection (x, y) are
 * within 40 of the colour `rgb`, after a paint now.
 */
async function pixelsNear(page, x, y, rgb, radius = 0.6, dy = 0) {
  const p = await pointOf(page, x, y);
  return page.evaluate(
    ({ p, rgb, radius, dy }) => {
      window.gomoku.redraw();
      const canvas = document.getElementById("board");
      const rect = canvas.getBoundingClientRect();
      const scale = canvas.width / rect.width;
      const half = Math.round(p.cell * radius * scale);
      const cx = Math.round((p.x - rect.left) * scale);
      const cy = Math.round((p.y - rect.top + dy * p.cell) * scale);
      const data = canvas.getContext("2d").getImageData(cx - half, cy - half, 2 * half, 2 * half).data;
      let n = 0;
      for (let i = 0; i < data.length; i += 4) {
        const d = Math.abs(data[i] - rgb[0]) + Math.abs(data[i + 1] - rgb[1]) + Math.abs(data[i + 2] - rgb[2]);
        if (d < 40) n++;
      }
      return n;
    },
    { p, rgb, radius, dy },
  );
}

const BLUNDER_RED = [211, 47, 47];
const BEST_GREEN = [30, 158, 74];
const LABEL_DARK = [29, 32, 37];

test("review() streams its progress and resolves to every move's plain, JSON-safe review", async () => {
  await withHost(async (page) => {
    const r = await page.evaluate(async ({ record, fast }) => {
      window.gomoku.load(record);
      return window.gomoku.review(fast);
    }, { record: BLUNDERS, fast: FAST });
    assert.deepEqual(JSON.parse(JSON.stringify(r)), r, "plain JSON-safe data");
    assert.equal(r.moves.length, 9);
    const progress = await page.evaluate(() => window.__reviews);
    // Nine positions before the nine moves; none after black's five.
    assert.deepEqual(progress, Array.from({ length: 9 }, (_, i) => ({ done: i + 1, total: 9 })));
    for (const [i, m] of r.moves.entries()) {
      assert.equal(m.number, i + 1);
      assert.equal(m.move.color, i % 2 ? "white" : "black");
      assert.equal(m.move.name, BLUNDERS.match(/[a-o]\d+/g)[i]);
      for (const k of ["winRateBefore", "winRateAfter", "bestWinRate", "loss"]) {
        assert.ok(m[k] >= 0 && m[k] <= 1, `${k} of move ${m.number}: ${m[k]}`);
      }
      assert.equal(m.loss, Math.max(0, m.winRateBefore - m.winRateAfter));
      assert.match(m.best.name, /^[a-o]\d+$/);
      assert.ok(["best", "good", "inaccuracy", "mistake", "blunder"].includes(m.class), m.class);
    }
    assert.equal(r.moves[5].class, "blunder", "a2 leaves black's open three: a proven loss");
    assert.equal(r.moves[8].winRateAfter, 1, "the five wins");
    assert.ok(r.summary.white.blunders >= 1);
    for (const side of ["black", "white"]) {
      const s = r.summary[side];
      assert.ok(s.accuracy >= 0 && s.accuracy <= 100, `${side} accuracy ${s.accuracy}`);
      const count = (c) => r.moves.filter((m) => m.move.color === side && m.class === c).length;
      assert.deepEqual([s.inaccuracies, s.mistakes, s.blunders], [count("inaccuracy"), count("mistake"), count("blunder")]);
    }
    assert.ok(r.summary.black.accuracy > r.summary.white.accuracy, "the side that blundered is less accurate");
  });
});

test("stopReview(), a new move and another review reject with code cancelled; no event of it follows", async () => {
  await withHost(async (page) => {
    const outcome = await page.evaluate(async () => {
      const g = window.gomoku;
      const reason = (p) => p.then(() => "resolved", (e) => ({ code: e.code, message: e.message, isError: e instanceof Error }));
      g.load("h8h9i8a1j8a2");
      const stopped = reason(g.review({ msPerMove: 2000 }));
      g.stopReview();
      const byMove = reason(g.review({ msPerMove: 2000 }));
      g.place(14, 0);
      const first = reason(g.review({ msPerMove: 2000 }));
      // The last review runs to its end: every event from now on must be its own.
      window.__reviews = [];
      const second = g.review({ msPerMove: 50 });
      const results = { stopped: await stopped, byMove: await byMove, first: await first };
      const done = await second;
      return { ...results, events: window.__reviews, moves: done.moves.length };
    });
    for (const key of ["stopped", "byMove", "first"]) {
      assert.equal(outcome[key].code, "cancelled", key);
      assert.ok(outcome[key].isError, `${key} rejects with an Error`);
      assert.match(outcome[key].message, /cancelled/);
    }
    assert.match(outcome.stopped.message, /stopReview/);
    assert.match(outcome.byMove.message, /game changed/);
    assert.equal(outcome.moves, 7);
    assert.deepEqual(
      outcome.events.map((e) => e.total),
      Array(outcome.events.length).fill(8),
      "only the last review's progress (8 positions)",
    );
    assert.deepEqual(
      outcome.events.map((e) => e.done),
      [1, 2, 3, 4, 5, 6, 7, 8],
    );
  });
});

test("review options are checked like every argument", async () => {
  await withHost(async (page) => {
    const codes = await page.evaluate(() => {
      const code = (f) => {
        try {
          f();
          return "none";
        } catch (e) {
          return e.code;
        }
      };
      const g = window.gomoku;
      return [
        code(() => g.review({ msPerMove: 10 })),
        code(() => g.review({ msPerMove: "500" })),
        code(() => g.review(7)),
        code(() => g.analyze({ lines: 6 })),
        code(() => g.analyze({ lines: 2.5 })),
        code(() => g.analyze({ lines: "2" })),
      ];
    });
    assert.deepEqual(codes, Array(6).fill("invalid-argument"));
  });
});

const CLASS_RGB = {
  best: [30, 158, 74],
  good: [59, 130, 214],
  inaccuracy: [232, 162, 0],
  mistake: [239, 108, 0],
  blunder: [211, 47, 47],
};

test("the board marks the move shown with its class and the best move it missed", async () => {
  await withHost(async (page) => {
    const r = await page.evaluate(async ({ record, fast }) => {
      const g = window.gomoku;
      g.setOptions({ lastMove: false });
      g.load(record);
      return g.review(fast);
    }, { record: "h8h9i8a1j8a2", fast: FAST });
    const a2 = r.moves[5];
    assert.equal(a2.class, "blunder");
    // a2 (x 0, y 13) ringed red with ??, the open three's end (g8 or k8) ringed green.
    assert.match(a2.best.name, /^(g8|k8)$/);
    assert.ok((await pixelsNear(page, 0, 13, BLUNDER_RED)) > 40, "a red ring on a2");
    assert.ok((await pixelsNear(page, a2.best.x, a2.best.y, BEST_GREEN)) > 40, "a hollow green ring on the best move");
    // Each position shown marks its own last move, and the best move only when it was missed.
    for (const m of r.moves.slice(0, 5)) {
      await page.evaluate((n) => window.gomoku.jumpTo(n), m.number);
      const ring = await pixelsNear(page, m.move.x, m.move.y, CLASS_RGB[m.class]);
      assert.ok(ring > 40, `move ${m.number} ringed as ${m.class}`);
      const hollow = await pixelsNear(page, m.best.x, m.best.y, BEST_GREEN);
      if (m.best.name === m.move.name) assert.ok(m.class === "best");
      else assert.ok(hollow > 40, `move ${m.number}: the best move ${m.best.name} ringed`);
    }
    assert.equal(await pixelsNear(page, 0, 13, BLUNDER_RED), 0, "a2 is not shown at move 5");
    // Another game (a3 for a2): its sixth move was not reviewed.
    await page.evaluate(() => window.gomoku.load("h8h9i8a1j8a3"));
    assert.equal(await pixelsNear(page, 0, 12, BLUNDER_RED), 0);
    assert.equal(await pixelsNear(page, a2.best.x, a2.best.y, BEST_GREEN), 0);
  });
});

test("analyze({ lines }) reports distinct candidates and labels them; analysisMarks turns the labels off", async () => {
  await withHost(async (page) => {
    // The first report with three lines at depth 4 or more; the engine's later replies are held
    // back from then on, so the board keeps showing that report.
    const detail = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const g = window.gomoku;
          g.load("h8i9h9i8g7");
          document.getElementById("board").addEventListener("gomoku:analysis", (e) => {
            if (window.__workers.hold || e.detail.lines.length < 3 || e.detail.depth < 4) return;
            window.__workers.hold = true;
            resolve({ ...e.detail, state: g.state() });
          });
          g.analyze({ lines: 3 });
        }),
    );
    const firsts = detail.lines.map((l) => l.move.name);
    assert.equal(new Set(firsts).size, 3, `distinct first moves: ${firsts}`);
    const taken = new Set(detail.state.moves.map((m) => m.name));
    for (const l of detail.lines) {
      assert.ok(!taken.has(l.move.name), `${l.move.name} is empty`);
      assert.equal(l.line[0].name, l.move.name, "each line starts with its move");
      assert.ok(l.winRate >= 0 && l.winRate <= 1);
    }
    assert.deepEqual(detail.bestLine, detail.lines[0].line, "the event's own fields describe lines[0]");
    assert.equal(detail.winRate, detail.lines[0].winRate);
    // A label is a dark pill: far more dark pixels than a ghost stone's number on that point.
    // On a numbered stone of the best line it sits in the lower part of the point, below the
    // stone's number.
    const numbered = new Set(detail.bestLine.map((p) => p.name));
    const dy = (p) => (numbered.has(p.name) ? 0.33 : 0);
    const dark = (p) => pixelsNear(page, p.x, p.y, LABEL_DARK, 0.25, dy(p));
    const on = [];
    for (const l of detail.lines.slice(1)) on.push(await dark(l.move));
    await page.evaluate(() => window.gomoku.setOptions({ analysisMarks: false }));
    const offs = [];
    for (const [i, l] of detail.lines.slice(1).entries()) {
      const off = await dark(l.move);
      offs.push(off);
      assert.ok(on[i] > off + 100, `${l.move.name}: ${on[i]} dark px labelled, ${off} with analysisMarks: false`);
    }
    await page.evaluate(() => window.gomoku.setOptions({ analysisMarks: true }));
    const back = detail.lines[1].move;
    assert.equal(await dark(back), on[0], "on again");
    await page.evaluate(() => {
      window.gomoku.stopAnalysis();
      window.__workers.hold = false;
      window.__workers.release();
    });
    // What stays dark there is the board's own (the edge of a stone below a point labelled
    // low): no more than with the labels off, and far less than labelled.
    const after = await pixelsNear(page, back.x, back.y, LABEL_DARK, 0.25, dy(back));
    assert.ok(
      after <= offs[0] && on[0] > after + 100,
      `stopAnalysis() removes the labels: ${after} dark px, ${offs[0]} with analysisMarks: false, ${on[0]} labelled`,
    );
  });
});

test("graph(canvas) draws crisp, jumps on clicks and arrow keys, is named, and destroy() gives the canvas back", async () => {
  await withHost(
    async (page) => {
      await page.evaluate(() => {
        const c = document.createElement("canvas");
        c.id = "graph";
        c.style.cssText = "width: 400px; height: 100px; display: block";
        c.setAttribute("aria-describedby", "x");
        document.body.prepend(c);
        window.__graph = window.gomoku.graph(c);
      });
      const before = await page.evaluate(() => {
        const c = document.getElementById("graph");
        const px = c.getContext("2d").getImageData(200 * 2, 50 * 2, 1, 1).data;
        return { w: c.width, h: c.height, role: c.getAttribute("role"), text: c.getAttribute("aria-valuetext"), px: [...px] };
      });
      assert.deepEqual([before.w, before.h], [800, 200], "the CSS box times the pixel ratio");
      assert.equal(before.role, "slider");
      assert.match(before.text, /no review/i);
      assert.ok(before.px[3] === 255, "an empty frame is drawn");

      // Frames are held through the review and the first click: a click before the graph is
      // painted with the review (a busy page) still lands on the review's moves.
      await page.evaluate(async ({ record, fast }) => {
        window.__frames = [];
        window.__raf = window.requestAnimationFrame;
        window.requestAnimationFrame = (cb) => window.__frames.push(cb);
        window.gomoku.load(record);
        await window.gomoku.review(fast);
      }, { record: BLUNDERS, fast: FAST });
      const box = await page.locator("#graph").boundingBox();
      // The left edge is the first move, the right edge the last.
      await page.mouse.click(box.x + 1, box.y + box.height / 2);
      assert.equal(await page.evaluate(() => window.gomoku.state().moveCount), 1);
      await page.evaluate(() => {
        window.requestAnimationFrame = window.__raf;
        for (const cb of window.__frames) window.requestAnimationFrame(cb);
      });
      await page.mouse.click(box.x + box.width - 1, box.y + box.height / 2);
      assert.equal(await page.evaluate(() => window.gomoku.state().moveCount), 9);
      await page.mouse.click(box.x + box.width * (3 / 8), box.y + 10);
      assert.equal(await page.evaluate(() => window.gomoku.state().moveCount), 4);
      // The accessible value follows with the next frame (late on a busy machine).
      await page.waitForFunction(() => document.getElementById("graph").getAttribute("aria-valuenow") === "4");
      const label = await page.evaluate(() => {
        const c = document.getElementById("graph");
        return { name: c.getAttribute("aria-label"), now: c.getAttribute("aria-valuenow"), text: c.getAttribute("aria-valuetext") };
      });
      assert.match(label.name, /graph/i);
      assert.equal(label.now, "4");
      assert.match(label.text, /^Move 4, white a1: black \d+%, \w+/);
      await page.focus("#graph");
      await page.keyboard.press("ArrowLeft");
      assert.equal(await page.evaluate(() => window.gomoku.state().moveCount), 3);
      await page.keyboard.press("End");
      assert.equal(await page.evaluate(() => window.gomoku.state().moveCount), 9);
      await page.keyboard.press("Home");
      assert.equal(await page.evaluate(() => window.gomoku.state().moveCount), 1);

      // It follows its CSS box.
      await page.evaluate(() => (document.getElementById("graph").style.width = "300px"));
      await page.waitForFunction(() => document.getElementById("graph").width === 600);

      const after = await page.evaluate(() => {
        window.__graph.destroy();
        const c = document.getElementById("graph");
        c.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: c.getBoundingClientRect().right - 1, clientY: c.getBoundingClientRect().top + 5 }));
        return { moves: window.gomoku.state().moveCount, role: c.getAttribute("role"), tab: c.getAttribute("tabindex"), described: c.getAttribute("aria-describedby") };
      });
      assert.deepEqual(after, { moves: 1, role: null, tab: null, described: "x" }, "no listener, its attributes gone");
    },
    { deviceScaleFactor: 2 },
  );
});

test("the host page's Review card reviews, graphs, counts and marks the move list", async () => {
  await withHost(async (page) => {
    // White plays beside black's stones, then ignores its open three (a1, move 6). Not h8h9i8a1j8a2:
    // after a1 there the engine proves black's win within about a second (depth 12), so at the
    // card's default time a2 may be no loss at all, a review of an already lost position.
    await page.evaluate((record) => window.gomoku.load(record), "h8h9i8i9j8a1");
    await page.click("#review");
    assert.equal(await page.locator("#review").innerText(), "Stop review");
    await page.waitForFunction(() => !document.getElementById("review-summary").hidden, null, { timeout: 60000 });
    assert.equal(await page.locator("#review").innerText(), "Review game");
    const white = await page.locator('#review-summary tr[data-side="white"] td').allInnerTexts();
    assert.match(white[0], /^\d+\.\d%$/);
    assert.ok(Number(white[3]) >= 1, "white's blunders counted");
    assert.equal(await page.locator('#moves button[data-n="6"] .class-mark').innerText(), "??");
    assert.match(await page.getAttribute('#moves button[data-n="6"]', "aria-label"), /blunder/);
    // The graph is the widget's: a click at its left edge goes to the first move.
    const box = await page.locator("#review-graph").boundingBox();
    await page.mouse.click(box.x + 2, box.y + box.height / 2);
    assert.equal(await page.evaluate(() => window.gomoku.state().moveCount), 1);
    // A new game: the marks go.
    await page.evaluate(() => window.gomoku.load("a1"));
    assert.equal(await page.locator("#moves .class-mark").count(), 0);
    assert.ok(await page.locator("#review-summary").isHidden());
  });
});

test("<gomoku-board>'s game reviews too", async () => {
  await withHost(async (page) => {
    const r = await page.evaluate(async () => {
      await import("./pkg/gomoku-board.js");
      const el = document.createElement("gomoku-board");
      el.setAttribute("record", "h8i9");
      document.body.append(el);
      const game = await el.ready;
      const seen = [];
      el.addEventListener("gomoku:review", (e) => seen.push(e.detail.done));
      const review = await game.review({ msPerMove: 50 });
      el.remove();
      return { moves: review.moves.map((m) => m.move.name), seen };
    });
    assert.deepEqual(r, { moves: ["h8", "i9"], seen: [1, 2, 3] });
  });
});
