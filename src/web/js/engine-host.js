// The board's side of the engine's Web Workers. The engine is a module of its own
// (gomoku_engine_bg.wasm, beside gomoku.js): the page fetches and compiles it once, the first
// time a board needs the engine, and posts the compiled module to every worker it starts, so a
// new worker (a cancelled search's replacement) only instantiates it.
// This file lives in pkg/snippets/<crate>/src/web/js/: the package's root is five folders up.
// The URLs are written out inside `new Worker(new URL(...))` and `new URL(...)` so that Vite
// and webpack 5 see them, and emit the worker, its module and the wasm into a build.

let compiled = null;

/** The engine's compiled module, once per page; null if it cannot be fetched or compiled. */
function engineModule() {
  compiled ??= (async () => {
    const url = new URL("../../../../../gomoku_engine_bg.wasm", import.meta.url);
    try {
      return await WebAssembly.compileStreaming(fetch(url));
    } catch {
      // A server that sends the wasm without its MIME type: compile from the bytes.
      try {
        const response = await fetch(url);
        return await WebAssembly.compile(await response.arrayBuffer());
      } catch {
        return null;
      }
    }
  })();
  return compiled;
}

/** A module worker running the engine; it is sent the compiled module (or null: load it yourself). */
export function spawnEngineWorker() {
  const worker = new Worker(new URL("../../../../../engine-worker.js", import.meta.url), {
    type: "module",
    name: "gomoku-engine",
  });
  engineModule().then((module) => worker.postMessage(module));
  return worker;
}

let onPage = null;

/** Where workers are forbidden: runs the encoded request on the page after this call; `done([reply])`, or `done([])` if the engine cannot load. */
export function thinkOnPage(request, done) {
  onPage ??= Promise.all([import("../../../../../gomoku_engine.js"), engineModule()]).then(
    async ([engine, module]) => {
      if (module) engine.initSync({ module });
      else await engine.default();
      return engine;
    },
  );
  onPage.then(
    (engine) => setTimeout(() => done([engine.engineThink(request, () => {})])),
    () => done([]),
  );
}
