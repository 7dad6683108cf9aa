// The board's side of the pictures module (gomoku_pictures.js and its wasm, beside gomoku.js),
// which paints and encodes toPng() and toGif(): it is fetched and compiled the first time a
// board makes a picture, once per page, so the board's first paint never waits for it.
// This file lives in pkg/snippets/<crate>/src/web/js/: the package's root is five folders up.
// The URLs are written out inside `import(...)` and `new URL(...)` so that Vite and webpack 5
// see them, and emit the module and its wasm into a build.

let loading = null;

/** The pictures module, initialised, once per page; a load that failed is tried again next time. */
function picturesModule() {
  if (!loading) {
    const attempt = import("../../../../../gomoku_pictures.js").then(async (pictures) => {
      await pictures.default({ module_or_path: new URL("../../../../../gomoku_pictures_bg.wasm", import.meta.url) });
      return pictures;
    });
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    loading = attempt;
  }
  return loading;
}

/** A Promise of the picture (`gif`: an animated GIF, else a PNG) of the position the numbers and colours describe. */
export function picture(gif, numbers, colours, page) {
  return picturesModule().then(
    (pictures) => (gif ? pictures.makeGif : pictures.makePng)(numbers, colours, page),
    (error) => {
      throw new Error(`the picture could not be made: the pictures module did not load (${error?.message ?? error})`);
    },
  );
}
