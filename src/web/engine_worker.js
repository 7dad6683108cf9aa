// The engine's Web Worker. This one file plays two parts:
// on the page, gomoku.js imports it for `spawnEngineWorker`;
// in the worker, it loads the same wasm and answers search requests.
// Living in pkg/snippets/<crate>/src/web/, it finds gomoku.js four folders up.
// Messages are the typed protocol of src/ai/protocol.rs, encoded as numbers (Float64Array):
// a Request in, Replies out (partial ones while a streaming request runs).

export function spawnEngineWorker() {
  return new Worker(new URL(import.meta.url), { type: "module", name: "gomoku-engine" });
}

const inWorker =
  typeof WorkerGlobalScope !== "undefined" && self instanceof WorkerGlobalScope;

if (inWorker) {
  const ready = import("../../../../gomoku.js").then(async (m) => {
    await m.default();
    return m;
  });
  self.onmessage = async (event) => {
    const m = await ready;
    self.postMessage(m.engineThink(event.data, (partial) => self.postMessage(partial)));
  };
}
