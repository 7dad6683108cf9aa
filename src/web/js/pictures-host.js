// The board's side of the pictures module (gomoku_pictures.js and its wasm, beside gomoku.js),
// which makes what the first paint never needs: toPng() and toGif(), a review's grades and the
// curve of the review graph. It is fetched and compiled once per page, the first time one of
// them is asked for (a review() starts it while the engine searches), so the board's first
// paint never waits for it.
// This file lives in pkg/snippets/<crate>/src/web/js/: the package's root is five folders up.
// The URLs are written out inside `import(...)` and `new URL(...)` so that Vite and webpack 5
// see them, and emit the module and its wasm into a build.

let loading = null;
let loaded = null;

/** The pictures module, initialised, once per page; a load that failed is tried again next time. */
function picturesModule() {
  if (!loading) {
    const attempt = import("../../../../../gomoku_pictures.js").then(async (pictures) => {
      await pictures.default({ module_or_path: new URL("../../../../../gomoku_pictures_bg.wasm", import.meta.url) });
      loaded = pictures;
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

/** Grades a review's searches: `done([review, grades])`, or `done([])` if the module does not load. Always later. */
export function grade(searches, done) {
  picturesModule()
    .then((pictures) => pictures.gradeReview(searches))
    .then(done, () => done([]));
}

/** Paints a review graph on `canvas`: now if the module is there, else when it arrives. */
export function paintGraph(canvas, numbers, colours) {
  if (loaded) loaded.paintGraph(canvas, numbers, colours);
  else picturesModule().then((pictures) => pictures.paintGraph(canvas, numbers, colours), () => {});
}

/** Starts fetching the module. */
export function prefetch() {
  picturesModule().catch(() => {});
}
