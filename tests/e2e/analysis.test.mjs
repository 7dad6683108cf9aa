// Analysis on the host page: the Analyse toggle streams gomoku:analysis events (growing depth,
// a best line of legal empty points), the eval bar and text follow, undo restarts it on the new
// position, stopping ends it, the search runs in a worker, and a forced win is announced.
import { test } from "node:test";
import assert from "node:assert/strict";
import { clickPoint, state, sharedBrowser, withHostPage, spyOnWorkers } from "./helpers.mjs";

let server;
let browser;
sharedBrowser((s, b) => {
  server = s;
  browser = b;
});

/** The host page with a worker spy and a log of analysis events from the start. */
async function withHost(fn) {
  const logAnalysis = () => {
    window.__analysis = [];
    document.addEventListener("gomoku:analysis", (e) =>
      window.__analysis.push({ t: performance.now(), record: window.gomoku.record(), ...e.detail }),
    );
  };
  await withHostPage(browser, server.url, { init: [spyOnWorkers, logAnalysis] }, fn);
}

const events = (page) => page.evaluate(() => window.__analysis);
const waitEvents = (page, n, timeout = 10000) =>
  page.waitForFunction((n) => window.__analysis.length >= n, n, { timeout });

/** Every point of `line` is on the board, empty in `s` and different from the others. */
function assertLegalLine(line, s) {
  assert.ok(Array.isArray(line) && line.length > 0, "a best line");
  const taken = new Set(s.moves.map((m) => `${m.x},${m.y}`));
  const seen = new Set();
  for (const p of line) {
    assert.ok(Number.isInteger(p.x) && Number.isInteger(p.y), JSON.stringify(p));
    assert.ok(p.x >= 0 && p.y >= 0 && p.x < s.size && p.y < s.size, `on the board: ${JSON.stringify(p)}`);
    const key = `${p.x},${p.y}`;
    assert.ok(!taken.has(key), `empty: ${JSON.stringify(p)} in ${s.moves.map((m) => m.name).join("")}`);
    assert.ok(!seen.has(key), `once: ${JSON.stringify(p)}`);
    seen.add(key);
  }
}

const nameOf = (p, size) => String.fromCharCode(97 + p.x) + String(size - p.y);

test("analysis streams growing depths from a worker, fills the panel, follows undo, and stops", async () => {
  await withHost(async (page) => {
    assert.match(await page.locator("#analysis-text").innerText(), /press analyse/i);
    assert.ok(await page.locator("#eval-bar").isHidden(), "no bar while analysis is off");
    for (const [x, y, n] of [[7, 7, 1], [8, 8, 2], [8, 6, 3], [6, 8, 4]]) {
      await clickPoint(page, x, y);
      await page.waitForFunction((n) => window.gomoku.state().moveCount === n, n);
    }

    await page.click("#analyse");
    assert.equal(await page.getAttribute("#analyse", "aria-pressed"), "true");
    assert.match(await page.locator("#analyse").innerText(), /stop/i);
    // Until the search has gone deeper than its first report.
    await page.waitForFunction(() => {
      const list = window.__analysis;
      return list.length >= 3 && list.at(-1).depth > list[0].depth;
    }, null, { timeout: 20000 });
    const s = await state(page);
    const list = await events(page);
    assert.ok(list.length >= 3, `${list.length} events`);
    for (let i = 1; i < list.length; i++) {
      assert.ok(list[i].depth >= list[i - 1].depth, `depths never shrink: ${list.map((e) => e.depth)}`);
    }
    assert.ok(list.at(-1).depth > list[0].depth, `depth grows: ${list.map((e) => e.depth)}`);
    for (const e of list) {
      assertLegalLine(e.bestLine, s);
      assert.ok(e.winRate >= 0 && e.winRate <= 1, `winRate ${e.winRate}`);
      assert.ok(Number.isFinite(e.eval) && Number.isFinite(e.nodes) && Number.isFinite(e.nps));
    }

    // The search ran in a worker.
    const workers = await page.evaluate(() => ({ made: window.__workers.made, received: window.__workers.received }));
    assert.ok(workers.made >= 1 && workers.received >= list.length, `reports came from a worker: ${JSON.stringify(workers)}`);

    // The panel shows the latest report: bar (black's share), text, best line.
    const last = list.at(-1);
    const blackShare = s.toMove === "black" ? last.winRate : 1 - last.winRate;
    // The panel and the event list are read in one go, once the panel shows the latest event:
    // reports keep streaming, so two separate reads could catch them a report apart.
    const snapshot = await page.waitForFunction(() => {
      const text = document.getElementById("analysis-text").textContent;
      const latest = window.__analysis.at(-1);
      if (!/depth \d+ · eval [+−]?\d+ · [\d.]+[kM]? nodes\/s/.test(text) || !text.includes(`depth ${latest.depth} `)) return null;
      return {
        latest,
        panel: {
          text,
          line: document.getElementById("analysis-line").textContent,
          now: Number(document.getElementById("eval-bar").getAttribute("aria-valuenow")),
          share: Number(getComputedStyle(document.getElementById("eval-fill")).getPropertyValue("--black-share")),
          fill: document.getElementById("eval-fill").getBoundingClientRect().width,
          bar: document.getElementById("eval-bar").getBoundingClientRect().width,
        },
      };
    });
    const { latest, panel } = await snapshot.jsonValue();
    const latestShare = s.toMove === "black" ? latest.winRate : 1 - latest.winRate;
    assert.ok(panel.text.includes(`depth ${latest.depth}`), `${panel.text} vs depth ${latest.depth}`);
    assert.ok(Math.abs(panel.share - latestShare) < 1e-6, `bar ${panel.share} vs ${latestShare}`);
    assert.equal(panel.now, Math.round(latestShare * 100));
    assert.ok(panel.bar > 100 && panel.fill >= 0 && panel.fill <= panel.bar + 0.5, JSON.stringify(panel));
    const expectLine = latest.bestLine.map((p, i) => `${i + 1}. ${nameOf(p, s.size)}`).join(" ");
    assert.equal(panel.line.replace(/\s+/g, " ").trim(), expectLine);
    assert.ok(Number.isFinite(blackShare));

    // The page's thread stays free to handle keys while the analysis runs.
    await page.focus("#board");
    await page.keyboard.press("Home");
    assert.equal((await state(page)).moveCount, 0, "a key was handled while the analysis ran");
    await page.keyboard.press("End");
    assert.equal((await state(page)).moveCount, 4);

    // Undo: the analysis restarts on the new position.
    await page.evaluate(() => (window.__analysis = []));
    await page.click("#undo");
    await page.waitForFunction(() => window.gomoku.state().moveCount === 3);
    const after = await state(page);
    await page.waitForFunction(
      (rec) => window.__analysis.filter((e) => e.record === rec).length >= 2,
      await page.evaluate(() => window.gomoku.record()),
      { timeout: 10000 },
    );
    const fresh = (await events(page)).filter((e) => e.record === after.moves.map((m) => m.name).join(""));
    assert.ok(fresh.length >= 2);
    for (const e of fresh) assertLegalLine(e.bestLine, after);
    assert.ok(fresh[0].depth <= 2, `a fresh search starts shallow: ${fresh.map((e) => e.depth)}`);
    await page.waitForFunction(() => !document.getElementById("analysis").classList.contains("stale"));

    // Stop: its worker ends, the panel is cleared, and reports it sent before the stop (held back
    // until after it) add no event.
    await page.evaluate(() => (window.__workers.hold = true));
    await page.waitForFunction(() => window.__workers.held.length > 0, null, { timeout: 10000 });
    const ended = await page.evaluate(() => window.__workers.terminated);
    await page.click("#analyse");
    assert.equal(await page.getAttribute("#analyse", "aria-pressed"), "false");
    assert.ok((await page.evaluate(() => window.__workers.terminated)) > ended, "the analysis worker ended");
    const count = (await events(page)).length;
    const late = await page.evaluate(() => {
      const n = window.__workers.held.length;
      window.__workers.release();
      return n;
    });
    assert.ok(late > 0);
    assert.equal((await events(page)).length, count, `no events after stopAnalysis, from ${late} late reports`);
    assert.match(await page.locator("#analysis-text").innerText(), /press analyse/i);
    assert.ok(await page.locator("#analysis-line").isHidden());
    assert.ok(await page.locator("#eval-bar").isHidden());
  });
});

test("a forced win is announced, for the side to move and for the other side; a finished game clears the panel", async () => {
  await withHost(async (page) => {
    // Black h8 i8 j8 (an open three), white far away: black to move wins by force.
    await page.evaluate(() => window.gomoku.load("h8a1i8a3j8a5"));
    await page.click("#analyse");
    await page.waitForFunction(() => /forced win in \d+/i.test(document.getElementById("analysis-forced").textContent), null, {
      timeout: 10000,
    });
    let text = await page.locator("#analysis-forced").innerText();
    assert.match(text, /^black has a forced win in \d+$/i);
    const last = (await events(page)).at(-1);
    assert.ok(Number.isInteger(last.forcedWin), JSON.stringify(last));
    assert.ok(text.endsWith(String(last.forcedWin)), `${text} vs ${last.forcedWin}`);
    // The bar leans to black.
    assert.ok(Number(await page.getAttribute("#eval-bar", "aria-valuenow")) > 90);

    // Black k8 makes an open four: white to move, lost (forcedLoss); black still wins.
    await page.evaluate(() => (window.__analysis = []));
    await page.evaluate(() => window.gomoku.place(10, 7));
    await page.waitForFunction(() => window.__analysis.some((e) => e.forcedLoss !== null), null, { timeout: 10000 });
    await page.waitForFunction(() => /^black has a forced win in \d+$/i.test(document.getElementById("analysis-forced").textContent.trim()));
    assert.ok(Number(await page.getAttribute("#eval-bar", "aria-valuenow")) > 90, "white to move: the bar is 1 - winRate");

    // White blocks somewhere useless and black makes five: the game is over, the panel says so.
    await page.evaluate(() => {
      window.gomoku.place(2, 0);
      window.gomoku.place(11, 7);
    });
    assert.equal((await state(page)).winner, "black");
    await page.waitForFunction(() => /nothing left to analyse/i.test(document.getElementById("analysis-text").textContent));
    assert.ok(await page.locator("#analysis-forced").isHidden());
    assert.ok(await page.locator("#analysis-line").isHidden());
    // Undo brings the analysis back.
    await page.evaluate(() => (window.__analysis = []));
    await page.click("#undo");
    await page.waitForFunction(() => /forced win in \d+/i.test(document.getElementById("analysis-forced").textContent), null, {
      timeout: 10000,
    });
    text = await page.locator("#analysis-forced").innerText();
    assert.match(text, /^black has a forced win in \d+$/i);
    await page.click("#analyse");
    assert.ok(await page.locator("#analysis-forced").isHidden());
  });
});
