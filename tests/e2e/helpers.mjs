// Shared pieces of the end-to-end tests: a static server for www/, Debian's Chromium
// driven by playwright-core, and where an intersection is on screen (asked of the widget).
import http from "node:http";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { before, after } from "node:test";
import assert from "node:assert/strict";
import { chromium } from "playwright-core";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// WWW_ROOT lets a developer point the tests at another copy of the page.
export const WWW = path.resolve(process.env.WWW_ROOT || path.join(ROOT, "www"));

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".ts": "text/plain; charset=utf-8",
};

/**
 * Serves `root` (www/ by default) on a free port of 127.0.0.1.
 * `headers` are added to every response (e.g. a Content-Security-Policy).
 * Returns { url, close() }.
 */
export async function serve({ root = WWW, headers = {} } = {}) {
  const base = path.resolve(root);
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url, "http://localhost");
      let rel = decodeURIComponent(url.pathname);
      if (rel.endsWith("/")) rel += "index.html";
      const file = path.resolve(base, "." + rel);
      if (file !== base && !file.startsWith(base + path.sep)) {
        res.writeHead(403).end("forbidden");
        return;
      }
      const info = await stat(file).catch(() => null);
      if (!info || !info.isFile()) {
        res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
        return;
      }
      const body = await readFile(file);
      res.writeHead(200, {
        "Content-Type": TYPES[path.extname(file).toLowerCase()] || "application/octet-stream",
        "Content-Length": body.length,
        "Cache-Control": "no-store",
        ...headers,
      });
      res.end(req.method === "HEAD" ? undefined : body);
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

/** Debian's Chromium through playwright-core (never `playwright install`). */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Opens the host page in a fresh context and waits until the widget is up
 * (`window.gomoku` exists). Every page error and console error is collected in `errors`.
 * `context` adds browser-context options (touch, mobile); each function of `init` runs in the
 * page before its own scripts.
 */
export async function openHost(
  browser,
  baseUrl,
  { viewport = { width: 1280, height: 860 }, deviceScaleFactor = 1, path: pagePath = "", context: extra = {}, init = [] } = {},
) {
  const context = await browser.newContext({ viewport, deviceScaleFactor, ...extra });
  for (const script of init) await context.addInitScript(script);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console.error: ${msg.text()}`);
  });
  page.on("requestfailed", (req) => {
    // Chromium fetches the favicon after load; a reload right away aborts it harmlessly.
    if (req.url().endsWith("/favicon.svg")) return;
    errors.push(`request failed: ${req.url()} ${req.failure()?.errorText}`);
  });
  await page.goto(baseUrl + pagePath);
  await page.waitForFunction(() => window.gomoku && document.documentElement.dataset.ready === "true", null, {
    timeout: 15000,
  });
  return { context, page, errors };
}

/**
 * Page coordinates (CSS pixels, viewport-relative, what page.mouse.click takes) of intersection
 * (x, y); fractional x/y give points between lines. The geometry is the widget's own: its
 * `pointAt(clientX, clientY)` is searched for the edges between the first two and the last two
 * columns and rows, which give the cell and the grid's origin. `widget` is the path of the
 * board's `Gomoku` object from `window` (the host page's `gomoku` by default).
 */
export async function pointOf(page, x, y, { canvas = "#board", widget = "gomoku", element = null } = {}) {
  const g = await page.evaluate(
    ({ canvas, widget, element }) => {
      // A <gomoku-board> (`element`, a selector) holds its canvas in its shadow root.
      const host = element && document.querySelector(element);
      const game = host ? host.game : widget.split(".").reduce((o, k) => o[k], window);
      const r = (host || document.querySelector(canvas)).getBoundingClientRect();
      const n = game.state().size;
      const mid = { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      // The client coordinate along `axis` where the column (or row) index passes k.
      const edge = (axis, k) => {
        const at = (v) => {
          const p = axis === "x" ? game.pointAt(v, mid.y) : game.pointAt(mid.x, v);
          return p ? p[axis] : v < mid[axis] ? -1 : n;
        };
        let [lo, hi] = axis === "x" ? [r.left, r.right] : [r.top, r.bottom];
        for (let i = 0; i < 40; i++) {
          const m = (lo + hi) / 2;
          if (at(m) > k) hi = m;
          else lo = m;
        }
        return (lo + hi) / 2;
      };
      // Edges lie half a cell past an intersection.
      const grid = (axis) => {
        const first = edge(axis, 0);
        const cell = (edge(axis, n - 2) - first) / (n - 2);
        return { origin: first - cell / 2, cell };
      };
      return { x: grid("x"), y: grid("y") };
    },
    { canvas, widget, element },
  );
  return { x: g.x.origin + x * g.x.cell, y: g.y.origin + y * g.y.cell, cell: g.x.cell };
}

/** Clicks intersection (x, y) of the host page's board (scrolling it into view first). */
export async function clickPoint(page, x, y, options = {}) {
  await page.locator(options.element || options.canvas || "#board").scrollIntoViewIfNeeded();
  const p = await pointOf(page, x, y, options);
  await page.mouse.click(p.x, p.y);
}

/** The widget's state() from the page. */
export function state(page) {
  return page.evaluate(() => window.gomoku.state());
}

/**
 * One server and one browser for a whole test file: starts them before the first test, closes
 * them after the last, and hands them to `use(server, browser)`.
 */
export function sharedBrowser(use, options = {}) {
  let server;
  let browser;
  before(async () => {
    server = await serve(options);
    browser = await launch();
    use(server, browser);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
}

/**
 * Runs `fn(page)` on a fresh host page (options as for `openHost`), then checks that the page
 * logged no errors and closes its context.
 */
export async function withHostPage(browser, baseUrl, options, fn) {
  const { context, page, errors } = await openHost(browser, baseUrl, options);
  try {
    await fn(page);
    assert.deepEqual(errors, [], "no page errors or console errors");
  } finally {
    await context.close();
  }
}

/**
 * An init script: watches every Web Worker the page makes, in `window.__workers`:
 * `made`, `terminated`, `posted` (messages sent to workers), `received` (messages from them).
 * While `window.__workers.hold` is true, messages from workers are kept in `held` instead of
 * reaching the page; `window.__workers.release()` delivers them. With it a test can keep the
 * engine "busy" as long as it likes, act meanwhile, then hand over a reply that has gone stale.
 */
export function spyOnWorkers() {
  const spy = { made: 0, terminated: 0, posted: [], received: 0, hold: false, held: [] };
  spy.release = () => {
    const held = spy.held;
    spy.held = [];
    for (const deliver of held) deliver();
  };
  window.__workers = spy;
  const Native = window.Worker;
  if (!Native) return;
  const route = (handler, worker) => (event) => {
    spy.received += 1;
    const deliver = () => handler.call(worker, event);
    if (spy.hold) spy.held.push(deliver);
    else deliver();
  };
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      spy.made += 1;
      let onmessage = null;
      Object.defineProperty(this, "onmessage", {
        get: () => onmessage,
        set: (f) => {
          onmessage = f;
          super.onmessage = typeof f === "function" ? route(f, this) : f;
        },
      });
    }
    addEventListener(type, handler, options) {
      if (type === "message" && typeof handler === "function") {
        // Remembered per handler so removeEventListener still finds the wrapped function.
        handler.__routed ??= route(handler, this);
        return super.addEventListener(type, handler.__routed, options);
      }
      return super.addEventListener(type, handler, options);
    }
    removeEventListener(type, handler, options) {
      return super.removeEventListener(type, handler?.__routed ?? handler, options);
    }
    postMessage(message, ...rest) {
      spy.posted.push(message);
      return super.postMessage(message, ...rest);
    }
    terminate() {
      spy.terminated += 1;
      return super.terminate();
    }
  };
}
