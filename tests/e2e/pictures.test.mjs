// toPng() and toGif() from the package as built: the pictures are made by the pictures module
// (gomoku_pictures.js and its wasm), which the board fetches the first time a picture is asked
// for, so the board's first paint never waits for it. (What the pictures look like, frame by
// frame, is tested in the browser tests, tests/browser_export.rs.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { WWW, openHost, sharedBrowser } from "./helpers.mjs";

let server;
let browser;
sharedBrowser((s, b) => {
  server = s;
  browser = b;
});

const PICTURES = readFileSync(path.join(WWW, "pkg/gomoku_pictures_bg.wasm"));

/** The host page, with the time of its board's first paint in `window.__firstPaint`. */
async function withHost(fn) {
  const { context, page, errors } = await openHost(browser, server.url, {
    init: [
      () => {
        window.__firstPaint = null;
        const proto = CanvasRenderingContext2D.prototype;
        const native = proto.fillRect;
        proto.fillRect = function (...args) {
          window.__firstPaint ??= performance.now();
          return native.apply(this, args);
        };
      },
    ],
  });
  try {
    await fn(page, errors);
    assert.deepEqual(errors, [], "no page errors or console errors");
  } finally {
    await context.close();
  }
}

/**
 * The wasm files the page has fetched (resource timing: the server sends no-store, so each
 * fetch is an entry): their names, whether each came whole, and whether before the first paint.
 */
const wasmFetched = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => new URL(e.name).pathname.endsWith(".wasm"))
      .map((e) => ({
        name: new URL(e.name).pathname.split("/").pop(),
        bytes: e.decodedBodySize,
        beforePaint: e.startTime < window.__firstPaint,
      })),
  );

/** How many times the pictures module's wasm came whole. */
const picturesLoads = async (page) =>
  (await wasmFetched(page)).filter((w) => w.name === "gomoku_pictures_bg.wasm" && w.bytes === PICTURES.length).length;

/** The frames of a GIF (bytes in a Buffer): how many, and each one's delay in hundredths. */
function gifFrames(bytes) {
  assert.equal(bytes.subarray(0, 6).toString("latin1"), "GIF89a");
  const flags = bytes[10];
  let at = 13 + (flags & 0x80 ? 3 << ((flags & 7) + 1) : 0);
  const skipBlocks = () => {
    while (bytes[at] !== 0) at += bytes[at] + 1;
    at += 1;
  };
  const delays = [];
  for (;;) {
    const kind = bytes[at++];
    if (kind === 0x3b) return { count: delays.length, delays };
    if (kind === 0x21) {
      const label = bytes[at++];
      if (label === 0xf9) delays.push(bytes.readUInt16LE(at + 2));
      skipBlocks();
    } else if (kind === 0x2c) {
      const local = bytes[at + 8];
      at += 9 + (local & 0x80 ? 3 << ((local & 7) + 1) : 0) + 1;
      skipBlocks();
    } else {
      assert.fail(`a GIF block of kind ${kind} at ${at - 1}`);
    }
  }
}

/** Runs `call` (a function of the page's `gomoku`, as source) in the page: the Blob's type and bytes. */
async function blobOf(page, call) {
  const { type, bytes } = await page.evaluate(async (call) => {
    const blob = await new Function("game", `return ${call}`)(window.gomoku);
    return { type: blob.type, bytes: [...new Uint8Array(await blob.arrayBuffer())] };
  }, call);
  return { type, bytes: Buffer.from(bytes) };
}

test("the first paint fetches only the board's wasm; the first picture fetches the pictures module, once", async () => {
  await withHost(async (page) => {
    await page.waitForFunction(() => window.__firstPaint !== null);
    const first = await wasmFetched(page);
    assert.deepEqual(
      first.map((w) => [w.name, w.beforePaint]),
      [["gomoku_bg.wasm", true]],
      "the host page loads the board's module alone",
    );

    await page.evaluate(() => window.gomoku.load("h8i9j10"));
    const png = await blobOf(page, "game.toPng({ size: 200 })");
    assert.equal(png.type, "image/png");
    assert.equal(png.bytes.subarray(1, 4).toString("latin1"), "PNG");
    // The PNG's IHDR: width and height.
    assert.deepEqual([png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)], [200, 200]);
    assert.equal(await picturesLoads(page), 1, "toPng fetched the pictures module");

    const gif = await blobOf(page, "game.toGif({ size: 120, delay: 100 })");
    assert.equal(gif.type, "image/gif");
    assert.deepEqual([gif.bytes.readUInt16LE(6), gif.bytes.readUInt16LE(8)], [120, 120]);
    // The empty board, then one frame per move; the last is held three times as long.
    assert.deepEqual(gifFrames(gif.bytes).delays, [10, 10, 10, 30]);
    await blobOf(page, "game.toPng()");
    assert.equal(await picturesLoads(page), 1, "the module was fetched once for every picture");
  });
});

test("a picture shows the position when it was asked for, even if the game moves on before it is made", async () => {
  await withHost(async (page) => {
    const frames = await page.evaluate(async () => {
      const game = window.gomoku;
      game.load("h8i9");
      // The pictures module is not loaded yet: the GIF is made after these moves.
      const gif = game.toGif({ size: 64, delay: 20 });
      game.place(9, 9);
      game.place(10, 10);
      return [...new Uint8Array(await (await gif).arrayBuffer())];
    });
    assert.equal(gifFrames(Buffer.from(frames)).count, 3, "the empty board and the two moves of h8i9");
    assert.equal(await page.evaluate(() => window.gomoku.state().moveCount), 4);
  });
});

test("bad options throw at once and fetch nothing; a pictures module that fails to load rejects, and the next call loads it", async () => {
  await withHost(async (page, errors) => {
    const codes = await page.evaluate(() =>
      [() => window.gomoku.toPng({ size: 10 }), () => window.gomoku.toGif({ delay: "slow" })].map((call) => {
        try {
          call();
          return "no throw";
        } catch (e) {
          return e.code;
        }
      }),
    );
    assert.deepEqual(codes, ["invalid-option", "invalid-argument"]);
    assert.deepEqual((await wasmFetched(page)).map((w) => w.name), ["gomoku_bg.wasm"], "nothing more was fetched");

    await page.route("**/gomoku_pictures_bg.wasm", (route) => route.abort());
    const failed = await page.evaluate(() =>
      window.gomoku.toGif().then(
        () => "resolved",
        (e) => (e instanceof Error ? e.message : `not an Error: ${e}`),
      ),
    );
    assert.match(failed, /^the picture could not be made: the pictures module did not load/);
    await page.unroute("**/gomoku_pictures_bg.wasm");
    // The aborted request is the one failure the page saw (as a failed request and its console line).
    assert.ok(errors.length > 0 && errors.every((e) => /gomoku_pictures_bg\.wasm|net::ERR_FAILED/.test(e)), errors.join("\n"));
    errors.length = 0;
    assert.equal(await picturesLoads(page), 0);

    const gif = await blobOf(page, "game.toGif({ size: 64 })");
    assert.equal(gifFrames(gif.bytes).count, 1, "an empty board is one frame");
    assert.equal(await picturesLoads(page), 1, "loaded on the second try");
  });
});
