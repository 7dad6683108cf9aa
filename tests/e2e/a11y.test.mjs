// Keyboard and screen-reader use of the host page's board.
import { test } from "node:test";
import assert from "node:assert/strict";
import { clickPoint, state, sharedBrowser, withHostPage } from "./helpers.mjs";

let server;
let browser;
sharedBrowser((s, b) => {
  server = s;
  browser = b;
});

const withHost = (options, fn) => withHostPage(browser, server.url, options, fn);

const names = (s) => s.moves.map((m) => m.name);
const live = (page) => page.locator("[data-gomoku-live]");

async function waitCount(page, n) {
  await page.waitForFunction((n) => window.gomoku.state().moveCount === n, n, { timeout: 5000 });
}

test("keyboard: Tab focuses the board with a focus ring; arrows, Enter, Space, Ctrl+Z/Y, Home/End", async () => {
  // A short viewport: the page scrolls, and the keys must not scroll it.
  await withHost({ viewport: { width: 1280, height: 600 } }, async (page) => {
    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight > innerHeight + 100);
    assert.ok(scrollable, "the page is taller than the viewport");

    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.id), "board", "Tab reaches the board first");
    assert.ok(await page.evaluate(() => document.activeElement.matches(":focus-visible")), "focus ring shows");
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assert.notEqual(outline, "none", "the :focus-visible outline is drawn");
    await page.evaluate(() => window.scrollTo(0, 0));

    // The cursor starts at the centre.
    await page.keyboard.press("Enter");
    await waitCount(page, 1);
    assert.equal((await state(page)).lastMove.name, "h8");

    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await waitCount(page, 2);
    assert.deepEqual((await state(page)).lastMove, { x: 9, y: 7, color: "white", number: 2, name: "j8" });

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space");
    await waitCount(page, 3);
    assert.equal((await state(page)).lastMove.name, "j7");
    assert.equal(await page.evaluate(() => window.scrollY), 0, "ArrowDown and Space did not scroll the page");

    await page.keyboard.press("Control+z");
    await waitCount(page, 2);
    await page.keyboard.press("Control+z");
    await waitCount(page, 1);
    await page.keyboard.press("Control+y");
    await waitCount(page, 2);
    await page.keyboard.press("Control+Shift+z");
    await waitCount(page, 3);
    await page.keyboard.press("Home");
    await waitCount(page, 0);
    assert.equal((await state(page)).history.length, 3, "Home keeps the moves redoable");
    await page.keyboard.press("End");
    await waitCount(page, 3);
    assert.deepEqual(names(await state(page)), ["h8", "j8", "j7"]);

    for (const key of ["ArrowUp", "ArrowDown", "ArrowDown", "Space", "Home", "End"]) await page.keyboard.press(key);
    assert.equal(await page.evaluate(() => window.scrollY), 0, "no key scrolled the page");
    assert.equal(await page.evaluate(() => document.activeElement.id), "board", "focus stays on the board");
  });
});

test("screen reader: the board has a name; moves and the result are announced", async () => {
  await withHost({}, async (page) => {
    const board = page.locator("#board");
    const name = await board.evaluate((c) => c.getAttribute("aria-label") || "");
    assert.ok(name.trim().length > 5, `the canvas has an accessible name: ${name}`);
    // The accessibility tree names it too (CDP: the computed name, as a screen reader gets it).
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const node = nodes.find((n) => n.name && n.name.value === name);
    assert.ok(node, "the board is in the accessibility tree under its name");
    assert.ok(!node.ignored, "and not hidden from it");

    await clickPoint(page, 7, 7);
    await waitCount(page, 1);
    await page.waitForFunction(() => /Black h8/.test(document.querySelector("[data-gomoku-live]").textContent));
    const snap = await live(page).ariaSnapshot();
    assert.match(snap, /status/, snap);
    assert.match(snap, /Black h8/, snap);
    assert.equal(await live(page).getAttribute("aria-live"), "polite");
    // The canvas's description follows the position.
    const after = await board.evaluate((c) => c.getAttribute("aria-label") || "");
    assert.ok(after.length > 0);

    await page.evaluate(() => window.gomoku.load("h8h7i8i7j8j7k8k7"));
    await clickPoint(page, 11, 7);
    await waitCount(page, 9);
    assert.equal((await state(page)).winner, "black");
    await page.waitForFunction(() => /wins/.test(document.querySelector("[data-gomoku-live]").textContent));
    const won = await live(page).ariaSnapshot();
    assert.match(won, /Black wins: h8 i8 j8 k8 l8/, won);
    const tree = await page.locator("body").ariaSnapshot();
    assert.match(tree, /Black wins: h8 i8 j8 k8 l8/, "the result is in the page's accessibility tree");
  });
});
