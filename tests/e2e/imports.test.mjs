// Every JS file of the package imports where there is no DOM (plain Node.js, as in server-side
// rendering): nothing throws and nothing registers; `gomoku.js` still gives `Game` to a server.
// Each file is imported in a fresh Node process, so no file's globals can mask another's failure.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync } from "node:fs";
import { execFile } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { ROOT } from "./helpers.mjs";

const run = promisify(execFile);

/** Imports `file` in a fresh Node process; what it exports and what the global scope then has. */
async function importAlone(file) {
  const script = `
    const m = await import(${JSON.stringify(pathToFileURL(file).href)});
    console.log(JSON.stringify({
      exports: Object.keys(m).sort(),
      element: typeof m.GomokuBoard,
      HTMLElement: typeof HTMLElement,
      customElements: typeof customElements,
      onmessage: typeof globalThis.onmessage,
    }));`;
  const { stdout, stderr } = await run(process.execPath, ["--input-type=module", "-e", script]);
  assert.equal(stderr, "", `${file} printed to stderr`);
  return JSON.parse(stdout);
}

for (const [build, dir] of [["full package", "www/pkg"], ["two-player build", "target/pkg-lite"]]) {
  test(`${build}: every JS file of the package imports in plain Node.js without throwing`, async () => {
    const root = path.join(ROOT, dir);
    assert.ok(existsSync(root), `${dir} is built (make build, make build-lite)`);
    const files = readdirSync(root, { recursive: true }).map(String).filter((f) => f.endsWith(".js"));
    assert.ok(files.includes("gomoku.js") && files.includes("gomoku-board.js"), `the package's files: ${files}`);
    if (dir === "www/pkg") {
      for (const f of ["gomoku_engine.js", "engine-worker.js", "gomoku_pictures.js"]) assert.ok(files.includes(f), `${f} is in the package`);
      for (const host of ["engine-host.js", "pictures-host.js"]) assert.ok(files.some((f) => f.endsWith(host)), `the ${host} snippet is in the package`);
    }
    for (const file of files) {
      const found = await importAlone(path.join(root, file));
      // Nothing was defined in the global scope: no DOM, no custom element registry, no worker listener.
      assert.deepEqual([found.HTMLElement, found.customElements, found.onmessage], ["undefined", "undefined", "undefined"], file);
      if (file === "gomoku-board.js") assert.equal(found.element, "function", "the element's class is exported anyway");
      if (file === "gomoku.js") for (const name of ["Game", "Gomoku", "initSync", "default"]) assert.ok(found.exports.includes(name), `${name}: ${found.exports}`);
    }
  });

  test(`${build}: after importing the element's module, a server still checks games with Game`, async () => {
    const root = path.join(ROOT, dir);
    const script = `
      import { readFileSync } from "node:fs";
      const { GomokuBoard } = await import(${JSON.stringify(pathToFileURL(path.join(root, "gomoku-board.js")).href)});
      const { initSync, Game } = await import(${JSON.stringify(pathToFileURL(path.join(root, "gomoku.js")).href)});
      initSync({ module: readFileSync(${JSON.stringify(path.join(root, "gomoku_bg.wasm"))}) });
      const game = new Game({ size: 9 });
      game.load("e5f6e6");
      console.log(JSON.stringify({ element: typeof GomokuBoard, record: game.record(), toMove: game.state().toMove }));`;
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script]);
    assert.deepEqual(JSON.parse(stdout), { element: "function", record: "e5f6e6", toMove: "white" });
  });
}
