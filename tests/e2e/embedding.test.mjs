// The README's ways in, run as written there: its snippets (marked `<!-- snippet: name -->`)
// are copied into pages and apps, which must show a board the engine plays on.
// - element, plain: static pages next to a copy of www/pkg.
// - bundler, react: a tiny app built by Vite (from npm) in a temp folder, with the package
//   installed the way `npm install ../path/to/www/pkg` does it (a link in node_modules), served
//   from its dist/ folder alone.
// - bundler again: the same snippet built by webpack 5's CLI in production mode with no
//   configuration file, served from its dist/ folder alone.
// - ssr: the component rendered to HTML in Node by a Vite server build, then the page
//   hydrated in Chromium by the client build.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { execFile } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { ROOT, serve, launch, spyOnWorkers } from "./helpers.mjs";

/** The README's snippets by name: the fenced block after each `<!-- snippet: name -->`. */
function snippets() {
  const text = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const found = {};
  for (const m of text.matchAll(/<!-- snippet: ([\w-]+) -->\n```\w*\n([\s\S]*?)\n```/g)) found[m[1]] = m[2];
  return found;
}

const page = (title, body) => `<!doctype html>\n<html lang="en">\n<meta charset="utf-8">\n<title>${title}</title>\n<link rel="icon" href="data:,">\n<body>\n${body}\n</body>\n</html>\n`;

let dir;
let browser;
before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "gomoku-embed-"));
  browser = await launch();
});
after(async () => {
  await browser?.close();
  if (dir && !process.env.KEEP) rmSync(dir, { recursive: true, force: true });
  if (process.env.KEEP) console.log("kept", dir);
});

/** Opens `url`, collecting page errors and console errors; `init` scripts run before the page's. */
async function open(url, init = []) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  for (const script of [watchChanges, ...init]) await context.addInitScript(script);
  const p = await context.newPage();
  const errors = [];
  p.on("pageerror", (e) => errors.push(e.message));
  p.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await p.goto(url);
  return { context, page: p, errors };
}

/** An init script: keeps the detail of the latest `gomoku:change` anywhere on the page. */
function watchChanges() {
  window.__last = null;
  document.addEventListener("gomoku:change", (e) => (window.__last = e.detail), true);
}

/** Plays h8 on `board` (a selector) with the keyboard and waits for the engine's answer. */
async function playsAgainstTheEngine(p, board) {
  await p.waitForFunction((sel) => document.querySelector(sel)?.getAttribute("role") === "application" ||
    document.querySelector(sel)?.shadowRoot?.querySelector("canvas"), board, { timeout: 20000 });
  await p.evaluate(() => (window.__last = null));
  await p.focus(board);
  // The keyboard cursor starts at the centre: Enter plays h8.
  await p.keyboard.press("Enter");
  await p.waitForFunction(() => window.__last?.moveCount === 2, null, { timeout: 30000 });
  const s = await p.evaluate(() => window.__last);
  assert.equal(s.moves[0].name, "h8");
  assert.equal(s.moves[1].color, "white", "the engine answered");
}

/** Whether the canvas `selector` (or the one in that element's shadow root) has been drawn on. */
function painted(p, selector) {
  return p.evaluate((sel) => {
    const host = document.querySelector(sel);
    const canvas = host.shadowRoot?.querySelector("canvas") ?? host;
    const blank = Object.assign(document.createElement("canvas"), { width: canvas.width, height: canvas.height });
    return canvas.width > 0 && canvas.toDataURL() !== blank.toDataURL();
  }, selector);
}

const PICTURES = readFileSync(path.join(ROOT, "www/pkg/gomoku_pictures_bg.wasm"));

/**
 * The first <gomoku-board>'s `game` makes a PNG and a GIF; the pictures module's wasm (known by
 * its size, whatever a bundler named it) is fetched for the first of them, not before, and once.
 */
async function elementMakesPictures(p) {
  const loads = () =>
    p.evaluate((n) => performance.getEntriesByType("resource").filter((e) => e.decodedBodySize === n).length, PICTURES.length);
  assert.equal(await loads(), 0, "the pictures module waits for the first picture");
  const made = await p.evaluate(async () => {
    const game = document.querySelector("gomoku-board").game;
    const head = async (blob) => [blob.type, String.fromCharCode(...new Uint8Array(await blob.slice(0, 4).arrayBuffer()))];
    return [await head(await game.toPng({ size: 100 })), await head(await game.toGif({ size: 64 }))];
  });
  assert.deepEqual(made, [["image/png", "\x89PNG"], ["image/gif", "GIF8"]]);
  assert.equal(await loads(), 1, "the pictures module was fetched once");
}

/** The engine's answers came from a worker, not from its on-page fallback (spyOnWorkers watches). */
async function answeredFromWorker(p) {
  const workers = await p.evaluate(() => ({ made: window.__workers.made, received: window.__workers.received }));
  assert.ok(workers.made >= 1 && workers.received >= 2, `the engine answered from its worker: ${JSON.stringify(workers)}`);
}

test("the README's snippets are there", () => {
  const s = snippets();
  for (const name of ["element", "plain", "bundler", "react", "ssr"]) assert.ok(s[name], `snippet ${name}`);
});

test("element and plain snippets: static pages next to pkg/ show boards the engine plays on, and make pictures", async () => {
  const s = snippets();
  const site = path.join(dir, "site");
  cpSync(path.join(ROOT, "www/pkg"), path.join(site, "pkg"), { recursive: true });
  writeFileSync(path.join(site, "element.html"), page("element", s.element));
  writeFileSync(path.join(site, "plain.html"), page("plain", s.plain));
  const server = await serve({ root: site });
  try {
    let { context, page: p, errors } = await open(server.url + "element.html");
    await playsAgainstTheEngine(p, "gomoku-board");
    const diagram = await p.evaluate(() => {
      const d = document.querySelectorAll("gomoku-board")[1];
      return { record: d.game.record(), readonly: d.game.options().readonly, width: Math.round(d.getBoundingClientRect().width) };
    });
    assert.deepEqual(diagram, { record: "g7h8h6g6", readonly: true, width: 240 });
    await elementMakesPictures(p);
    assert.deepEqual(errors, []);
    await context.close();

    ({ context, page: p, errors } = await open(server.url + "plain.html"));
    await playsAgainstTheEngine(p, "#board");
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await server.close();
  }
});

/** A bundled page's canvas board and element each get the engine's reply, are drawn, and the
 * replies came from a worker (not the on-page fallback); the element's board makes pictures. */
async function bothBoardsPlayFromTheWorker(p) {
  await playsAgainstTheEngine(p, "canvas");
  await playsAgainstTheEngine(p, "gomoku-board");
  assert.ok(await painted(p, "canvas"), "the canvas board is drawn");
  assert.ok(await painted(p, "gomoku-board"), "the element's board is drawn");
  await answeredFromWorker(p);
  await elementMakesPictures(p);
}

/** A temp app folder whose node_modules links `gomoku` to www/pkg (what `npm install
 * ../path/to/www/pkg` makes) and `deps` to this repo's own installs. */
function appFolder(name, deps) {
  const app = path.join(dir, name);
  const modules = path.join(app, "node_modules");
  mkdirSync(modules, { recursive: true });
  symlinkSync(path.join(ROOT, "www/pkg"), path.join(modules, "gomoku"), "dir");
  for (const dep of deps) symlinkSync(path.join(ROOT, "node_modules", dep), path.join(modules, dep), "dir");
  return { app, modules };
}

test("bundler and react snippets: a Vite production build emits the worker and the three modules, the engine plays, pictures are made", async () => {
  const s = snippets();
  const { app } = appFolder("vite-app", ["react", "react-dom", "scheduler"]);
  writeFileSync(
    path.join(app, "index.html"),
    page("vite", '<canvas style="width: 400px; height: 400px"></canvas>\n<div id="root"></div>\n<script type="module" src="/main.js"></script>'),
  );
  writeFileSync(path.join(app, "Board.jsx"), s.react + "\n");
  writeFileSync(
    path.join(app, "main.js"),
    `${s.bundler}
// The test's own lines: show the React component too.
import { createElement } from "react";
import { createRoot } from "react-dom/client";
import { Board } from "./Board.jsx";
createRoot(document.getElementById("root")).render(createElement(Board, { onMove: (state) => (window.__reactMoves = state.moveCount) }));
`,
  );
  const { build } = await import("vite");
  await build({ root: app, logLevel: "warn", build: { outDir: "dist", target: "esnext" } });

  const files = readdirSync(path.join(app, "dist"), { recursive: true }).map(String);
  const wasm = files.filter((f) => f.endsWith(".wasm"));
  assert.ok(wasm.some((f) => /gomoku_bg/.test(f)), `the board's wasm is emitted: ${files}`);
  assert.ok(wasm.some((f) => /gomoku_engine_bg/.test(f)), `the engine's wasm is emitted: ${files}`);
  assert.ok(wasm.some((f) => /gomoku_pictures_bg/.test(f)), `the pictures module's wasm is emitted: ${files}`);
  assert.ok(files.some((f) => /engine-worker/.test(f)), `the engine's worker is emitted: ${files}`);

  // Served from dist/ alone: nothing is fetched from the package's folder.
  const server = await serve({ root: path.join(app, "dist") });
  try {
    const { context, page: p, errors } = await open(server.url, [spyOnWorkers]);
    await bothBoardsPlayFromTheWorker(p);
    assert.equal(await p.evaluate(() => window.__reactMoves), 2, "the React component heard both moves");
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await server.close();
  }
});

test("ssr snippet: the server renders the tag in Node, where the package imports without a DOM; in the page it comes alive", async () => {
  const s = snippets();
  const { app } = appFolder("ssr-app", ["react", "react-dom", "scheduler"]);
  writeFileSync(path.join(app, "Board.jsx"), s.ssr + "\n");
  // The test's own lines: what a framework does, a server entry that renders the component and
  // a client entry that hydrates the page.
  writeFileSync(
    path.join(app, "server.jsx"),
    'import { renderToString } from "react-dom/server";\nimport Board from "./Board.jsx";\nexport const render = () => renderToString(<Board />);\n',
  );
  writeFileSync(
    path.join(app, "client.jsx"),
    'import { hydrateRoot } from "react-dom/client";\nimport Board from "./Board.jsx";\nhydrateRoot(document.getElementById("root"), <Board />);\n',
  );
  writeFileSync(path.join(app, "index.html"), page("ssr", '<div id="root"><!--app--></div>\n<script type="module" src="/client.jsx"></script>'));
  const { build } = await import("vite");
  await build({ root: app, logLevel: "error", build: { outDir: "dist", target: "esnext" } });
  await build({ root: app, logLevel: "error", build: { ssr: "server.jsx", outDir: "server", target: "node20" } });

  // Rendered in this Node process: the element's module is imported here, with no DOM.
  const { render } = await import(pathToFileURL(path.join(app, "server/server.mjs")).href);
  const html = render();
  assert.match(html, /^<gomoku-board [^>]*record="h8i9"[^>]*><\/gomoku-board>$/, html);
  assert.equal(globalThis.customElements, undefined, "nothing registered on the server");
  const index = path.join(app, "dist/index.html");
  writeFileSync(index, readFileSync(index, "utf8").replace("<!--app-->", html));

  const server = await serve({ root: path.join(app, "dist") });
  try {
    const { context, page: p, errors } = await open(server.url, [spyOnWorkers]);
    // The tag the server sent is the one that came alive, with its attributes, and plays.
    await p.waitForFunction(() => document.querySelector("#root > gomoku-board")?.game, null, { timeout: 20000 });
    const alive = await p.evaluate(() => {
      const board = document.querySelector("#root > gomoku-board");
      return { record: board.game.record(), ai: board.game.options().ai, boards: document.querySelectorAll("gomoku-board").length };
    });
    assert.deepEqual(alive, { record: "h8i9", ai: { plays: "white", level: 2 }, boards: 1 });
    assert.ok(await painted(p, "#root > gomoku-board"), "the board is drawn");
    await p.evaluate(() => document.querySelector("gomoku-board").game.place(9, 9));
    await p.waitForFunction(() => document.querySelector("gomoku-board").game.state().moveCount === 4, null, { timeout: 30000 });
    const workers = await p.evaluate(() => window.__workers);
    assert.ok(workers.made >= 1 && workers.received >= 1, `the engine answered from its worker: ${JSON.stringify(workers)}`);
    assert.deepEqual(errors, [], "no hydration mismatch, nothing thrown");
    await context.close();
  } finally {
    await server.close();
  }
});

test("bundler snippet: a webpack 5 production build with no configuration emits the worker and the three modules, the engine plays, pictures are made", async () => {
  const s = snippets();
  const { app, modules } = appFolder("webpack-app", ["webpack", "webpack-cli"]);
  mkdirSync(path.join(app, "src"));
  // webpack's defaults: src/index.js in, dist/main.js out.
  writeFileSync(path.join(app, "src/index.js"), s.bundler + "\n");
  // What `npx webpack --mode production` runs; the timeout is a hang guard.
  const cli = path.join(modules, "webpack-cli/bin/cli.js");
  await promisify(execFile)(process.execPath, [cli, "--mode", "production"], { cwd: app, timeout: 300000 }).catch((e) => {
    assert.fail(`webpack failed: ${e.message}\n${e.stdout}`);
  });
  const dist = path.join(app, "dist");
  writeFileSync(
    path.join(dist, "index.html"),
    page(
      "webpack",
      '<canvas style="width: 400px; height: 400px"></canvas>\n<gomoku-board ai="white" level="2" style="width: 400px"></gomoku-board>\n<script src="main.js"></script>',
    ),
  );

  // webpack names the wasm by content hash and the worker's chunk by the Worker's `name`.
  const files = readdirSync(dist, { recursive: true }).map(String);
  const emitted = files.filter((f) => f.endsWith(".wasm")).map((f) => readFileSync(path.join(dist, f)));
  for (const wasm of ["gomoku_bg.wasm", "gomoku_engine_bg.wasm", "gomoku_pictures_bg.wasm"]) {
    const bytes = readFileSync(path.join(ROOT, "www/pkg", wasm));
    assert.ok(emitted.some((b) => b.equals(bytes)), `${wasm} is emitted: ${files}`);
  }
  assert.ok(files.includes("gomoku-engine.js"), `the engine's worker is emitted: ${files}`);

  // Served from dist/ alone: nothing is fetched from the package's folder.
  const server = await serve({ root: dist });
  try {
    const { context, page: p, errors } = await open(server.url, [spyOnWorkers]);
    await bothBoardsPlayFromTheWorker(p);
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await server.close();
  }
});
