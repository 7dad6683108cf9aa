// The engine's Web Worker. This one file plays two parts:
// on the page, gomoku.js imports it for `spawnEngineWorker`;
// in the worker, it loads the same wasm and answers search requests.
// Living in pkg/snippets/<crate>/src/web/, it finds gomoku.js four folders up.

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
    const request = event.data;
    const report = request.stream ? (info) => self.postMessage({ token: request.token, partial: info }) : undefined;
    const r = request;
    const cells = Uint8Array.from(r.cells);
    self.postMessage(m.engineThink(r.token, r.size, r.rule, r.toMove, r.level, cells, r.timeMs || 0, report));
  };
}
