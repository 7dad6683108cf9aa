// Files: download the game (.txt, .psq, PNG, GIF), load a .txt or .psq file, drop one on the board.
import { attempt, elements, errorText, showMessage } from "./ui.js";
import { describeGame, restoreGame } from "./link.js";
import { isBoardSize } from "./policy.js";

function download(blob, filename) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

const fileStem = () => `gomoku-${new Date().toISOString().slice(0, 10)}`;

function isPsq(name, text) {
  return /\.psq$/i.test(name || "") || /^\uFEFF?\s*piskvorky/i.test(text);
}

/** Loads a .txt record or a Piskvork .psq file; errors go to the message area. */
async function loadFile(game, render, file) {
  if (!file) return;
  if (file.size > 1_000_000) {
    showMessage(`${file.name} is too large to be a game record`, { error: true });
    return;
  }
  let text;
  try {
    text = await file.text();
  } catch (err) {
    showMessage(`${file.name} could not be read`, { error: true });
    return;
  }
  const s = game.state();
  const before = describeGame(game, s);
  try {
    if (isPsq(file.name, text)) {
      if (typeof game.loadPsq !== "function") {
        throw new Error("this build of the widget cannot read .psq files");
      }
      // A PSQ file names its board size; switch to it first.
      const m = /^\uFEFF?\s*piskvorky\s*(\d+)/i.exec(text);
      const size = m ? Number(m[1]) : s.size;
      if (size !== s.size && isBoardSize(size)) game.setOptions({ size });
      try {
        game.loadPsq(text);
      } catch (err) {
        if (game.state().size !== before.size) restoreGame(game, before);
        throw err;
      }
    } else {
      const record = text.trim();
      if (!record) throw new Error(`${file.name} is empty`);
      game.load(record);
    }
    showMessage(`Loaded ${file.name}`);
  } catch (err) {
    showMessage(`${file.name}: ${errorText(err)}`, { error: true });
  }
  render(game.state());
}

async function downloadImage(game, button, kind) {
  button.disabled = true;
  try {
    const blob = await (kind === "png" ? game.toPng() : game.toGif());
    download(blob, `${fileStem()}.${kind}`);
  } catch (err) {
    showMessage(errorText(err), { error: true });
  } finally {
    button.disabled = false;
  }
}

/** Wires the Files card and the board's drop target; `render` shows the state after a load. */
export function wireFiles(game, render) {
  const has = (name) => typeof game[name] === "function";
  const el = elements("download-txt download-psq download-png download-gif load-file file-input drop-hint");
  el.downloadPsq.hidden = !has("psq");
  el.downloadPng.hidden = !has("toPng");
  el.downloadGif.hidden = !has("toGif");
  el.fileInput.accept = has("loadPsq") ? ".txt,.psq" : ".txt";
  if (!has("loadPsq")) el.dropHint.textContent = "Or drop a .txt record on the board.";

  el.downloadTxt.addEventListener("click", () => {
    download(new Blob([game.record() + "\n"], { type: "text/plain" }), `${fileStem()}.txt`);
  });
  el.downloadPsq.addEventListener("click", () => {
    attempt(() => download(new Blob([game.psq()], { type: "text/plain" }), `${fileStem()}.psq`));
  });
  el.downloadPng.addEventListener("click", () => downloadImage(game, el.downloadPng, "png"));
  el.downloadGif.addEventListener("click", () => downloadImage(game, el.downloadGif, "gif"));
  el.loadFile.addEventListener("click", () => el.fileInput.click());
  el.fileInput.addEventListener("change", async () => {
    const file = el.fileInput.files && el.fileInput.files[0];
    el.fileInput.value = ""; // choosing the same file again fires change again
    await loadFile(game, render, file);
  });

  // Drop a file on the board.
  const frame = document.querySelector(".board-frame");
  let depth = 0;
  const hasFiles = (e) => e.dataTransfer && [...e.dataTransfer.types].includes("Files");
  frame.addEventListener("dragenter", (e) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    depth++;
    frame.classList.add("dropping");
  });
  frame.addEventListener("dragover", (e) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = "copy";
  });
  frame.addEventListener("dragleave", () => {
    depth = Math.max(0, depth - 1);
    if (depth === 0) frame.classList.remove("dropping");
  });
  frame.addEventListener("drop", async (e) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    depth = 0;
    frame.classList.remove("dropping");
    await loadFile(game, render, e.dataTransfer.files[0]);
  });
}
