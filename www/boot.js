// The board's module, fetched and compiled as early as the page can. This file imports
// nothing and <head> loads it with `async`, so it runs as soon as it arrives, before app.js
// and its imports are fetched: the compile overlaps their loading and the page's parsing,
// and app.js finds the module compiled (it instantiates it with `init`).
const url = new URL("./pkg/gomoku_bg.wasm", import.meta.url);

/** The compiled board module (a server that sends the wrong MIME type still gets it compiled). */
export const compiled = WebAssembly.compileStreaming(fetch(url)).catch(() =>
  fetch(url)
    .then((response) => response.arrayBuffer())
    .then((bytes) => WebAssembly.compile(bytes)),
);
