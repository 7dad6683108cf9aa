// The host page and embed.html under the strictest policy the README promises:
// `default-src 'self'; script-src 'self' 'wasm-unsafe-eval'` (styles, images, workers: 'self' only).
// Every `securitypolicyviolation` is collected from the first script on, and must stay empty.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, clickPoint, pointOf } from "./helpers.mjs";

const POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";

let server;
let browser;

before(async () => {
  server = await serve({ headers: { "Content-Security-Policy": POLICY } });
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function open(pagePath) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__violations.push(`${e.violatedDirective} blocked ${e.blockedURI || "(inline)"} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console.error: ${msg.text()}`);
  });
  page.on("requestfailed", (req) => errors.push(`request failed: ${req.url()} ${req.failure()?.errorText}`));
  const response = await page.goto(server.url + pagePath);
  assert.equal(response.headers()["content-security-policy"], POLICY, "the policy is really sent");
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 15000 });
  return { context, page, errors };
}

const violations = (page) => page.evaluate(() => window.__violations);

test("the host page: a game won by clicks and an engine reply, with zero CSP violations", async () => {
  const { context, page, errors } = await open("");
  try {
    const moves = [[5, 7], [5, 8], [6, 7], [6, 8], [7, 7], [7, 8], [8, 7], [8, 8], [9, 7]];
    for (let i = 0; i < moves.length; i++) {
      await clickPoint(page, moves[i][0], moves[i][1]);
      await page.waitForFunction((n) => window.gomoku.state().moveCount === n, i + 1, { timeout: 5000 });
    }
    const s = await page.evaluate(() => window.gomoku.state());
    assert.equal(s.winner, "black");
    assert.match(await page.locator("#status").innerText(), /black wins/i);
    // The hash followed the game (history.replaceState is not restricted by CSP).
    assert.equal(await page.evaluate(() => location.hash), "#f8f7g8g7h8h7i8i7j8&rule=freestyle&size=15");

    // The engine's worker (a module worker from pkg/) starts and answers once.
    await page.click("#restart");
    await page.selectOption("#level", "1");
    await page.selectOption("#engine", "white");
    await clickPoint(page, 7, 7);
    await page.waitForFunction(() => window.gomoku.state().moveCount === 2, null, { timeout: 20000 });
    assert.equal((await page.evaluate(() => window.gomoku.state())).lastMove.color, "white");

    // Pictures of the board are allowed too: the pictures module (a dynamic import and a wasm
    // compile), an offscreen canvas, a Blob, an object URL.
    for (const [button, ext] of [["#download-png", "png"], ["#download-gif", "gif"]]) {
      const [download] = await Promise.all([page.waitForEvent("download"), page.click(button)]);
      assert.match(download.suggestedFilename(), new RegExp(`\\.${ext}$`));
    }

    // The dark theme's custom properties are read (the board is repainted in its wood) and the
    // favicon loads too.
    const wood = () =>
      page.evaluate(({ x, y }) => {
        const c = document.getElementById("board");
        const r = c.getBoundingClientRect();
        const k = c.width / r.width;
        return [...c.getContext("2d").getImageData((x - r.left) * k, (y - r.top) * k, 1, 1).data].join(",");
      }, empty);
    const empty = await pointOf(page, 13.5, 13.5);
    const light = await wood();
    await page.emulateMedia({ colorScheme: "dark" });
    await page.waitForFunction(
      ({ x, y, light }) => {
        const c = document.getElementById("board");
        const r = c.getBoundingClientRect();
        const k = c.width / r.width;
        return [...c.getContext("2d").getImageData((x - r.left) * k, (y - r.top) * k, 1, 1).data].join(",") !== light;
      },
      { ...empty, light },
      { timeout: 5000 },
    );
    assert.equal(await wood(), "110,76,47,255", "the dark wood, #6e4c2f");
    assert.deepEqual(await violations(page), [], "no CSP violations");
    assert.deepEqual(errors, [], "no page errors or console errors");
  } finally {
    await context.close();
  }
});

test("embed.html: two boards with zero CSP violations", async () => {
  const { context, page, errors } = await open("embed.html");
  try {
    await page.locator("#board-b").click();
    await page.waitForFunction(() => window.boards.b.state().moveCount === 1);
    assert.deepEqual(await violations(page), [], "no CSP violations");
    assert.deepEqual(errors, [], "no page errors or console errors");
    // The detector itself works: an inline style attribute from markup is reported.
    await page.evaluate(() => {
      const t = document.createElement("template");
      t.innerHTML = '<p style="color: red">x</p>';
      document.body.append(t.content);
    });
    await page.waitForFunction(() => window.__violations.length > 0, null, { timeout: 5000 });
  } finally {
    await context.close();
  }
});
