// The Moves card: every move (the redoable ones greyed), click one to jump there, « Start;
// after a review, each move's class beside it (?!, ?, ??).
import { $, attempt, moveParts, span } from "./ui.js";

const list = $("moves");
const empty = $("moves-empty");
const toStart = $("to-start");
const SYMBOLS = { inaccuracy: "?!", mistake: "?", blunder: "??" };
let reviewed = null; // the last review's moves
let boardGame = null;

/** Shows the classes of `review` (or none) beside the moves it reviewed. */
export function setReviewed(review) {
  reviewed = review ? review.moves : null;
  if (boardGame) renderMoves(boardGame.state());
}

/** The class of move `n` (1-based), while the game still has the moves reviewed up to it. */
function classOf(state, n) {
  if (!reviewed || n > reviewed.length) return null;
  for (let i = 0; i < n; i++) if (state.history[i].name !== reviewed[i].move.name) return null;
  return reviewed[n - 1].class;
}

export function renderMoves(state) {
  const items = [];
  for (const m of state.history) {
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.n = String(m.number);
    button.className = "move";
    if (m.number > state.moveCount) {
      li.classList.add("future");
      button.title = `Redo up to move ${m.number}`;
    }
    if (m.number === state.moveCount) {
      li.classList.add("current");
      button.setAttribute("aria-current", "step");
    }
    button.append(...moveParts(m.number, m.color, m.name));
    const verdict = classOf(state, m.number);
    if (verdict) {
      button.dataset.class = verdict;
      if (SYMBOLS[verdict]) button.append(span(`class-mark ${verdict}`, SYMBOLS[verdict]));
    }
    button.setAttribute("aria-label", `Move ${m.number}, ${m.color} ${m.name}${verdict ? `, ${verdict}` : ""}`);
    li.append(button);
    items.push(li);
  }
  list.replaceChildren(...items);
  empty.hidden = state.history.length > 0;
  list.hidden = state.history.length === 0;
  toStart.disabled = state.moveCount === 0;

  // Keep the current move visible inside the list without scrolling the page.
  const current = list.querySelector("li.current") || list.lastElementChild;
  if (current && list.scrollHeight > list.clientHeight) {
    const top = current.offsetTop; // the list is the offset parent (position: relative)
    const bottom = top + current.offsetHeight;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  }
}

export function wireMoves(game) {
  boardGame = game;
  toStart.addEventListener("click", () => attempt(() => game.jumpTo(0)));
  list.addEventListener("click", (e) => {
    const button = e.target.closest("button[data-n]");
    if (!button) return;
    const n = Number(button.dataset.n);
    if (n !== game.state().moveCount) attempt(() => game.jumpTo(n));
  });
}
