// The Review card: "Review game" asks the widget to review the game up to the position shown
// (a progress bar while the engine works, and the button stops it), the win-rate graph the
// widget draws on its own canvas (a click or the arrow keys go to a move), each side's
// accuracy and counts, and the classes beside the moves in the Moves card.
import { elements, errorText, showMessage } from "./ui.js";
import { setReviewed } from "./moves.js";

const INTRO =
  "Review the game up to the position shown: the engine weighs every move, marks the inaccuracies (?!), mistakes (?) and blunders (??) and graphs who was winning.";
const el = elements("review review-progress review-bar review-count review-graph review-summary review-text");
let running = false;
let reviewed = null; // the last review that ended, with the moves it reviewed

/** How many of the reviewed moves the game still has, from the first. */
function kept(state) {
  if (!reviewed) return 0;
  let n = 0;
  while (n < reviewed.moves.length && state.history[n] && state.history[n].name === reviewed.moves[n].move.name) n++;
  return n;
}

function renderButton() {
  el.review.textContent = running ? "Stop review" : "Review game";
  el.review.classList.toggle("primary", running);
  el.review.setAttribute("aria-pressed", String(running));
}

function renderSummary(state) {
  const keep = reviewed && kept(state) > 0;
  el.reviewSummary.hidden = !keep;
  if (!keep) return;
  for (const side of ["black", "white"]) {
    const s = reviewed.summary[side];
    const cells = el.reviewSummary.querySelectorAll(`tr[data-side="${side}"] td`);
    cells[0].textContent = s.accuracy === null ? "–" : `${s.accuracy.toFixed(1)}%`;
    cells[1].textContent = String(s.inaccuracies);
    cells[2].textContent = String(s.mistakes);
    cells[3].textContent = String(s.blunders);
  }
}

/** The game changed: the review's marks hold for the moves the game still has. */
export function reviewChanged(state) {
  if (reviewed && kept(state) === 0) {
    reviewed = null;
    setReviewed(null);
    if (!running) el.reviewText.textContent = INTRO;
  }
  renderSummary(state);
}

async function start(game) {
  let promise;
  try {
    promise = game.review();
  } catch (err) {
    showMessage(errorText(err), { error: true });
    return;
  }
  running = true;
  renderButton();
  el.reviewBar.value = 0;
  el.reviewCount.textContent = "";
  el.reviewProgress.hidden = false;
  el.reviewText.textContent = "The engine is reviewing the game…";
  try {
    const review = await promise;
    reviewed = review;
    setReviewed(review);
    const n = review.moves.length;
    el.reviewText.textContent = n
      ? `${n} move${n === 1 ? "" : "s"} reviewed. Click the graph or a move to see it; the board marks each move's class and the best move missed.`
      : "No moves to review yet.";
  } catch (err) {
    el.reviewText.textContent = err && err.code === "cancelled" ? `Stopped: ${err.message.replace(/^the review was cancelled: /, "")}.` : errorText(err);
  } finally {
    running = false;
    renderButton();
    el.reviewProgress.hidden = true;
    renderSummary(game.state());
  }
}

export function wireReview(game, canvas) {
  // The widget draws the graph (an empty frame until a review ends) and follows the position.
  game.graph(el.reviewGraph);
  el.review.addEventListener("click", () => {
    if (!running) {
      start(game);
      return;
    }
    try {
      game.stopReview();
    } catch (err) {
      showMessage(errorText(err), { error: true });
    }
  });
  canvas.addEventListener("gomoku:review", (e) => {
    const { done, total } = e.detail;
    el.reviewBar.max = Math.max(total, 1);
    el.reviewBar.value = done;
    el.reviewCount.textContent = `${done} / ${total}`;
  });
  renderButton();
}
