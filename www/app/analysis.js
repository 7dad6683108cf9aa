// The Analysis card: the Analyse toggle and how many lines, the evaluation bar (black's
// share), depth, eval and speed, the engine's best line (or its best moves side by side, each
// with its win rate) and a forced win.
import { attempt, capitalize, elements, moveParts, span, stoneIcon } from "./ui.js";

const ANALYSIS_INTRO = "Press Analyse: the engine studies the position shown and draws its best line on the board.";
const el = elements("analyse lines analysis eval-bar eval-fill eval-black eval-white analysis-text analysis-line analysis-lines analysis-forced");
let analysing = false; // the Analyse toggle is on
let lastAnalysis = null; // the latest gomoku:analysis detail (with the side to move it was for)

function formatRate(nps) {
  if (!Number.isFinite(nps) || nps <= 0) return "0";
  if (nps >= 1e6) return `${(nps / 1e6).toFixed(1)}M`;
  if (nps >= 1e3) return `${Math.round(nps / 1e3)}k`;
  return String(Math.round(nps));
}

function formatEval(e) {
  // Scores this large are proven wins or losses (the forced-win line says in how many moves).
  if (Math.abs(e) >= 90000) return e > 0 ? "+∞" : "−∞";
  const n = Math.round(e);
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

/** Sets the bar to black's share (0..1), or to "nothing known" with null. */
function setEvalBar(black) {
  const known = black !== null && Number.isFinite(black);
  const share = known ? Math.min(1, Math.max(0, black)) : 0.5;
  el.evalFill.style.setProperty("--black-share", String(share));
  el.evalBar.classList.toggle("unknown", !known);
  const pct = Math.round(share * 100);
  el.evalBar.setAttribute("aria-valuenow", String(known ? pct : 50));
  el.evalBar.setAttribute("aria-valuetext", known ? `black ${pct}%, white ${100 - pct}%` : "no evaluation");
  el.evalBlack.textContent = known ? `Black ${pct}%` : "Black";
  el.evalWhite.textContent = known ? `White ${100 - pct}%` : "White";
}

function clearAnalysis(text) {
  lastAnalysis = null;
  setEvalBar(null);
  el.analysisText.textContent = text;
  el.analysisText.removeAttribute("title");
  el.analysisLine.hidden = true;
  el.analysisLine.replaceChildren();
  el.analysisLines.hidden = true;
  el.analysisLines.replaceChildren();
  el.analysisForced.hidden = true;
  el.analysisForced.textContent = "";
  el.analysis.classList.remove("stale");
}

/** Draws the latest analysis (or what the panel should say instead). */
export function renderAnalysis(state) {
  el.analyse.setAttribute("aria-pressed", String(analysing));
  el.analyse.textContent = analysing ? "Stop analysis" : "Analyse";
  el.analyse.classList.toggle("primary", analysing);
  el.analysis.classList.toggle("off", !analysing);
  if (!analysing) {
    clearAnalysis(ANALYSIS_INTRO);
    return;
  }
  if (state.winner || state.draw || !state.toMove) {
    clearAnalysis(
      state.winner ? `${capitalize(state.winner)} has won: nothing left to analyse.` : "The game is over: nothing left to analyse.",
    );
    return;
  }
  const a = lastAnalysis;
  if (!a) {
    clearAnalysis("Analysing…");
    return;
  }
  const d = a.detail;
  const blackRate = a.toMove === "black" ? d.winRate : 1 - d.winRate;
  const blackEval = a.toMove === "black" ? d.eval : -d.eval;
  setEvalBar(blackRate);
  el.analysisText.textContent = `depth ${d.depth} · eval ${formatEval(blackEval)} · ${formatRate(d.nps)} nodes/s`;
  el.analysisText.title = "The evaluation is from black's point of view";

  const line = Array.isArray(d.bestLine) ? d.bestLine : [];
  const items = [];
  line.forEach((p, i) => {
    const colour = i % 2 === 0 ? a.toMove : a.toMove === "black" ? "white" : "black";
    const item = span("pv-move");
    item.append(...moveParts(i + 1, colour, p.name));
    if (items.length) items.push(" ");
    items.push(item);
  });
  el.analysisLine.replaceChildren(...items);
  const lines = Array.isArray(d.lines) ? d.lines : [];
  el.analysisLine.hidden = items.length === 0 || lines.length > 1;
  renderLines(lines, a.toMove);

  // A proven result, counted in the side to move's moves: its win, or its opponent's.
  const other = a.toMove === "black" ? "white" : "black";
  const [winner, count] = Number.isInteger(d.forcedWin)
    ? [a.toMove, d.forcedWin]
    : [Number.isInteger(d.forcedLoss) ? other : "", d.forcedLoss];
  const forced = winner ? `${capitalize(winner)} has a forced win in ${count}` : "";
  el.analysisForced.textContent = forced;
  el.analysisForced.hidden = !forced;
  el.analysisForced.dataset.winner = winner;
}

/** The best moves side by side: each with the side to move's win rate and how it goes on. */
function renderLines(lines, toMove) {
  el.analysisLines.hidden = lines.length < 2;
  if (lines.length < 2) {
    el.analysisLines.replaceChildren();
    return;
  }
  el.analysisLines.replaceChildren(
    ...lines.map((l) => {
      const li = document.createElement("li");
      const rate = Math.round(l.winRate * 100);
      li.append(stoneIcon(toMove), span("name", l.move.name), span("rate", `${rate}%`));
      const rest = l.line.slice(1, 7).map((p) => p.name).join(" ");
      if (rest) li.append(span("rest", rest));
      li.setAttribute("aria-label", `${toMove} ${l.move.name}: ${toMove} ${rate}%${rest ? `, then ${rest}` : ""}`);
      return li;
    }),
  );
}

/**
 * The position changed. The widget restarts its analysis on it: until its first report, the
 * numbers shown are the old position's, so dim them (or say why there are none).
 */
export function analysisChanged(state) {
  if (!analysing) return;
  if (state.winner || state.draw || !state.toMove || !lastAnalysis) renderAnalysis(state);
  else el.analysis.classList.add("stale");
}

function setAnalysing(game, on) {
  const ok = attempt(() => {
    if (on) game.analyze({ lines: Number(el.lines.value) });
    else game.stopAnalysis();
    return true;
  });
  analysing = on ? ok === true : false;
  lastAnalysis = null;
  renderAnalysis(game.state());
}

export function wireAnalysis(game, canvas) {
  el.analyse.addEventListener("click", () => setAnalysing(game, !analysing));
  el.lines.addEventListener("change", () => {
    if (analysing) setAnalysing(game, true);
  });
  canvas.addEventListener("gomoku:analysis", (event) => {
    if (!analysing || !event.detail) return;
    const state = game.state();
    lastAnalysis = { detail: event.detail, toMove: state.toMove };
    el.analysis.classList.remove("stale");
    renderAnalysis(state);
  });
}
