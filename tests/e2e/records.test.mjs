// Records on the host page: the shared link in the URL hash, resume after a reload (the widget's
// `persist` option), .txt/.psq downloads, and loading a chosen or dropped file.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { openHost, clickPoint, state, sharedBrowser } from "./helpers.mjs";

let server;
let browser;
sharedBrowser((s, b) => {
  server = s;
  browser = b;
});

async function withHost(options, fn) {
  const { context, page, errors } = await openHost(browser, server.url, options);
  const warnings = [];
  page.on("console", (msg) => {
    if (msg.type() === "warning") warnings.push(msg.text());
  });
  try {
    await fn(page, { errors, warnings });
    assert.deepEqual(errors, [], "no page errors or console errors");
  } finally {
    await context.close();
  }
}

const ready = (page) =>
  page.waitForFunction(() => window.gomoku && document.documentElement.dataset.ready === "true", null, {
    timeout: 15000,
  });

async function play(page, x, y, count) {
  await clickPoint(page, x, y);
  await page.waitForFunction((n) => window.gomoku.state().moveCount === n, count, { timeout: 5000 });
}

const names = (moves) => moves.map((m) => m.name);
const hashOf = (page) => page.evaluate(() => location.hash);

test("a share link opens its game and the hash follows the game", async () => {
  await withHost({ path: "#h8i9j10&rule=standard&size=15" }, async (page) => {
    let s = await state(page);
    assert.equal(s.rule, "standard");
    assert.equal(s.size, 15);
    assert.deepEqual(names(s.moves), ["h8", "i9", "j10"]);
    assert.equal(s.toMove, "white");
    assert.equal(await page.inputValue("#rule"), "standard");
    assert.equal(await page.inputValue("#record"), "h8i9j10");

    const entries = await page.evaluate(() => history.length);
    await play(page, 0, 0, 4);
    await page.waitForFunction(() => location.hash === "#h8i9j10a15&rule=standard&size=15");
    await play(page, 14, 14, 5);
    assert.equal(await hashOf(page), "#h8i9j10a15o1&rule=standard&size=15");
    // Going back in the game keeps the redo tail in the link.
    await page.click("#undo");
    assert.equal(await hashOf(page), "#h8i9j10a15o1&rule=standard&size=15&at=4");
    assert.equal(await page.evaluate(() => history.length), entries, "replaceState: no new history entries");

    // The link itself restores the same game, redo tail included, in a fresh page.
    const link = page.url();
    const other = await page.context().newPage();
    await other.goto(link);
    await ready(other);
    s = await state(other);
    assert.equal(s.moveCount, 4);
    assert.deepEqual(names(s.history), ["h8", "i9", "j10", "a15", "o1"]);
    await other.close();

    // Restart on a non-default rule keeps rule and size in the hash; a default empty game clears it.
    await page.click("#restart");
    assert.equal(await hashOf(page), "#rule=standard&size=15");
    await page.selectOption("#rule", "freestyle");
    assert.equal(await hashOf(page), "");
  });
});

test("the older #size=..&rule=..&moves=.. links still open", async () => {
  await withHost({ path: "#size=9&rule=renju&moves=e5f6g7" }, async (page) => {
    const s = await state(page);
    assert.equal(s.size, 9);
    assert.equal(s.rule, "renju");
    assert.deepEqual(names(s.moves), ["e5", "f6", "g7"]);
    // The address bar now shows the new form.
    assert.equal(await hashOf(page), "#e5f6g7&rule=renju&size=9");
  });
});

test("a bad link shows an error and leaves a working board", async () => {
  await withHost({ path: "#h8h8&rule=freestyle&size=15" }, async (page) => {
    const message = page.locator("#message");
    assert.ok(await message.isVisible());
    assert.match(await message.innerText(), /h8/);
    assert.equal((await state(page)).moveCount, 0);
    await play(page, 7, 7, 1);
  });
});

test("a reload resumes the game with its redo tail; a shared link wins over the saved game", async () => {
  await withHost({}, async (page) => {
    await play(page, 7, 7, 1);
    await play(page, 8, 8, 2);
    await play(page, 6, 6, 3);
    await page.click("#undo");
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("gomoku-host")));
    assert.equal(saved.history, "h8i7g9", "the widget keeps the game under the page's persist key");

    const check = async () => {
      const s = await state(page);
      assert.equal(s.moveCount, 2);
      assert.deepEqual(names(s.history), ["h8", "i7", "g9"]);
      assert.ok(s.canRedo);
      assert.equal(await page.inputValue("#record"), "h8i7");
      assert.equal(await page.locator("#moves li").count(), 3);
    };
    await page.reload();
    await ready(page);
    await check();
    // Without the hash: the saved game alone.
    await page.goto(server.url);
    await ready(page);
    await check();
    await page.click("#redo");
    assert.equal((await state(page)).moveCount, 3);

    // A shared link replaces the saved game, on opening it ...
    await page.goto("about:blank");
    await page.goto(server.url + "#a1b2&rule=freestyle&size=9");
    await ready(page);
    let s = await state(page);
    assert.equal(s.size, 9);
    assert.deepEqual(names(s.history), ["a1", "b2"]);
    // ... and when it is pasted into the address bar of the open page.
    await page.goto(server.url + "#e5&rule=standard&size=11");
    await page.waitForFunction(() => window.gomoku.state().size === 11);
    s = await state(page);
    assert.equal(s.rule, "standard");
    assert.deepEqual(names(s.history), ["e5"]);
    await page.reload();
    await ready(page);
    s = await state(page);
    assert.equal(s.size, 11);
    assert.deepEqual(names(s.history), ["e5"]);
  });
});

test("garbage under the persist key: a console warning, an empty board that works", async () => {
  await withHost({}, async (page, { warnings }) => {
    await play(page, 7, 7, 1);
    await page.click("#restart");
    await page.evaluate(() => localStorage.setItem("gomoku-host", "{not json"));
    await page.goto(server.url);
    await ready(page);
    assert.ok(
      warnings.some((w) => /gomoku-host/.test(w)),
      `a console warning names the key: ${JSON.stringify(warnings)}`,
    );
    const s = await state(page);
    assert.equal(s.moveCount, 0);
    assert.equal(s.history.length, 0);
    await play(page, 3, 3, 1);
    assert.equal(await page.inputValue("#record"), "d12");
  });
});

test("a saved game with a broken field is ignored with a warning, never thrown into the page", async () => {
  await withHost({}, async (page, { warnings }) => {
    await play(page, 7, 7, 1);
    const saved = await page.evaluate(() => localStorage.getItem("gomoku-host"));
    assert.ok(saved, "the game was saved");
    for (const broken of [{ decisions: null }, { decisions: 7 }, { history: null }]) {
      warnings.length = 0;
      await page.evaluate((text) => localStorage.setItem("gomoku-host", text), JSON.stringify({ ...JSON.parse(saved), ...broken }));
      await page.goto(server.url);
      await ready(page);
      assert.ok(
        warnings.some((w) => /gomoku-host/.test(w)),
        `${JSON.stringify(broken)}: a console warning names the key: ${JSON.stringify(warnings)}`,
      );
      assert.equal((await state(page)).moveCount, 0, JSON.stringify(broken));
    }
  });
});

test("Download .txt saves the record", async () => {
  await withHost({}, async (page) => {
    await page.evaluate(() => window.gomoku.load("h8 i9 j10"));
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#download-txt")]);
    assert.match(download.suggestedFilename(), /\.txt$/);
    const text = await readFile(await download.path(), "utf8");
    assert.equal(text.trim(), "h8i9j10");
  });
});

test("Load file: a chosen .txt loads; a bad file shows its error", async () => {
  await withHost({}, async (page) => {
    await page.setInputFiles("#file-input", {
      name: "game.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("H8 i9, j10 k11\n"),
    });
    await page.waitForFunction(() => window.gomoku.state().moveCount === 4);
    assert.deepEqual(names((await state(page)).moves), ["h8", "i9", "j10", "k11"]);
    assert.match(await page.locator("#message").innerText(), /game\.txt/);

    await page.setInputFiles("#file-input", {
      name: "bad.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("h8 h8"),
    });
    const message = page.locator("#message");
    await page.waitForFunction(() => /bad\.txt/.test(document.getElementById("message").textContent));
    assert.ok(await message.evaluate((m) => m.classList.contains("error")));
    assert.match(await message.innerText(), /h8/);
    assert.equal((await state(page)).moveCount, 4, "a bad file changes nothing");
  });
});

test("a file dropped on the board loads", async () => {
  await withHost({}, async (page) => {
    await page.evaluate(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(["e5 f6 g7"], "dropped.txt", { type: "text/plain" }));
      const frame = document.querySelector(".board-frame");
      for (const type of ["dragenter", "dragover", "drop"]) {
        frame.dispatchEvent(new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }));
      }
    });
    await page.waitForFunction(() => window.gomoku.state().moveCount === 3);
    assert.equal(await page.evaluate(() => window.gomoku.record()), "e5f6g7");
    assert.ok(!(await page.locator(".board-frame").evaluate((f) => f.classList.contains("dropping"))));
  });
});

test(".psq files: download and load", async () => {
  await withHost({}, async (page) => {
    assert.ok(await page.locator("#download-psq").isVisible());
    assert.equal(await page.getAttribute("#file-input", "accept"), ".txt,.psq");
    await page.evaluate(() => window.gomoku.load("h8i9"));
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#download-psq")]);
    assert.match(download.suggestedFilename(), /\.psq$/);
    const text = await readFile(await download.path(), "utf8");
    assert.match(text, /^Piskvorky 15x15/);
    assert.match(text, /^8,8,\d+$/m);

    // A 20x20 file switches the board size.
    await page.setInputFiles("#file-input", {
      name: "match.psq",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("Piskvorky 20x20, 11:11, 0\n10,10,0\n11,11,0\n12,10,0\n-1\n"),
    });
    await page.waitForFunction(() => window.gomoku.state().moveCount === 3);
    const s = await state(page);
    assert.equal(s.size, 20);
    assert.deepEqual(
      s.moves.map((m) => [m.x, m.y]),
      [[9, 9], [10, 10], [11, 9]],
    );
    // A bad file: the error names its line, and nothing changes.
    await page.setInputFiles("#file-input", {
      name: "bad.psq",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("Piskvorky 20x20, 11:11, 0\n10,10,0\n10,10,0\n"),
    });
    await page.waitForFunction(() => /bad\.psq/.test(document.getElementById("message").textContent));
    assert.match(await page.locator("#message").innerText(), /3/);
    assert.equal((await state(page)).moveCount, 3);
  });
});

test("Download PNG / GIF", async () => {
  await withHost({}, async (page) => {
    await page.evaluate(() => window.gomoku.load("h8i9j10"));
    for (const [button, ext, magic] of [["#download-png", "png", "\x89PNG"], ["#download-gif", "gif", "GIF8"]]) {
      assert.ok(await page.locator(button).isVisible());
      const [download] = await Promise.all([page.waitForEvent("download"), page.click(button)]);
      assert.match(download.suggestedFilename(), new RegExp(`\\.${ext}$`));
      const bytes = await readFile(await download.path());
      assert.ok(bytes.length > 100, `${ext}: ${bytes.length} bytes`);
      assert.equal(bytes.subarray(0, 4).toString("latin1"), magic);
    }
  });
});

test("a widget without psq() or pictures: the page hides those buttons and reads .txt files only", async () => {
  // Before the page wires its buttons, the widget loses the methods (as a build without them would).
  const withoutFiles = () => {
    Object.defineProperty(window, "gomoku", {
      configurable: true,
      get: () => window.__game,
      set: (game) => {
        const proto = Object.getPrototypeOf(game);
        for (const name of ["psq", "loadPsq", "toPng", "toGif"]) delete proto[name];
        window.__game = game;
      },
    });
  };
  await withHost({ init: [withoutFiles] }, async (page) => {
    assert.equal(await page.evaluate(() => typeof window.gomoku.toPng), "undefined", "the methods are gone");
    for (const button of ["#download-psq", "#download-png", "#download-gif"]) {
      assert.ok(await page.locator(button).isHidden(), `${button} is hidden`);
    }
    assert.ok(await page.locator("#download-txt").isVisible());
    assert.equal(await page.getAttribute("#file-input", "accept"), ".txt");
    assert.match(await page.locator("#drop-hint").innerText(), /\.txt record/);
  });
});
