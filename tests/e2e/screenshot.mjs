// Writes docs/screenshot.png: the host page at 1280x860 after a short game that black wins
// (so the winning-line highlight shows). Run with `make screenshot` or `node tests/e2e/screenshot.mjs`.
// Optional: `--mobile out.png` also writes a 360px-wide phone view (for checking the layout).
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { serve, launch, openHost, clickPoint, ROOT } from "./helpers.mjs";

// Black builds a double three (move 17, g8), opens a four and wins on the diagonal f7 g8 h9 i10 j11.
const GAME = [
  [7, 7], [8, 6],
  [6, 8], [5, 9],
  [8, 8], [9, 9],
  [6, 6], [5, 5],
  [7, 8], [9, 8],
  [5, 8], [4, 8],
  [7, 6], [7, 9],
  [7, 5], [7, 4],
  [6, 7], [6, 9],
  [8, 5], [4, 9],
  [9, 4],
];

async function shoot(browser, url, { viewport, out, fullPage = false }) {
  const { context, page, errors } = await openHost(browser, url, { viewport, deviceScaleFactor: 1 });
  try {
    for (let i = 0; i < GAME.length; i++) {
      await clickPoint(page, GAME[i][0], GAME[i][1]);
      await page.waitForFunction((n) => window.gomoku.state().moveCount === n, i + 1, { timeout: 5000 });
    }
    // Move the pointer off the board so no preview stone shows, then let the canvas settle.
    await page.mouse.move(viewport.width - 2, viewport.height - 2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    const s = await page.evaluate(() => window.gomoku.state());
    if (s.winner !== "black") throw new Error(`expected a black win, got ${JSON.stringify(s.winner)}`);
    await mkdir(path.dirname(out), { recursive: true });
    await page.screenshot({ path: out, fullPage });
    if (errors.length) throw new Error(`page errors:\n${errors.join("\n")}`);
    console.log(`wrote ${path.relative(process.cwd(), out) || out}`);
  } finally {
    await context.close();
  }
}

const server = await serve();
const browser = await launch();
try {
  await shoot(browser, server.url, {
    viewport: { width: 1280, height: 860 },
    out: path.join(ROOT, "docs", "screenshot.png"),
  });
  const i = process.argv.indexOf("--mobile");
  if (i > 0 && process.argv[i + 1]) {
    await shoot(browser, server.url, {
      viewport: { width: 360, height: 740 },
      out: path.resolve(process.argv[i + 1]),
      fullPage: true,
    });
  }
} finally {
  await browser.close();
  await server.close();
}
