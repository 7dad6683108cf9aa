// The engine's Web Worker: it loads the engine's own module (gomoku_engine.js) and answers the
// board's requests. Messages are the typed protocol of src/ai/protocol.rs, encoded as numbers
// (Float64Array): a request in, replies out (partial ones while a streaming request runs).
// The board first posts the engine's compiled WebAssembly.Module (compiled once per page), or
// null, and then the worker loads the module from beside this file itself.
import init, { initSync, engineThink, engineWarm } from "./gomoku_engine.js";

let ready = null;
const waiting = [];

function answer(request) {
  self.postMessage(engineThink(request, (partial) => self.postMessage(partial)));
}

/** Answers the board's messages. */
function listen({ data }) {
  if (data instanceof Float64Array) {
    // A request can overtake the module, which the page posts once it is compiled.
    if (ready) ready.then(() => answer(data));
    else waiting.push(data);
    return;
  }
  ready = (data instanceof WebAssembly.Module ? Promise.resolve().then(() => initSync({ module: data })) : init()).then(
    engineWarm,
  );
  ready.then(
    () => waiting.splice(0).forEach(answer),
    // Thrown outside the promise, so the page sees the worker's `error` event.
    (error) => setTimeout(() => {
      throw error;
    }),
  );
}

// Only inside a worker: imported anywhere else (Node, server-side rendering) the file does nothing.
if (typeof WorkerGlobalScope !== "undefined" && globalThis instanceof WorkerGlobalScope) self.onmessage = listen;
