// The status card: whose turn it is (yours, the engine's), who won and with which stones; the
// opening rule's line and decision box under it.
import { $, capitalize } from "./ui.js";
import { engineColour, stoneName } from "./policy.js";
import { openingStatus, renderDecision, renderOpeningInfo } from "./opening.js";

const status = $("status");
const icon = status.querySelector(".stone-icon");
const line = status.querySelector(".status-text");
let thinking = false;

/** The engine started or stopped thinking (`gomoku:thinking`). */
export const setThinking = (on) => {
  thinking = on;
};

/** Says on the status line that the board could not start. */
export function showFailure(text) {
  line.textContent = text;
  status.classList.add("failed");
}

export function renderStatus(state) {
  let text;
  let stone = null;
  status.classList.remove("won", "drawn", "thinking", "deciding");
  const opening = openingStatus(state);
  // Looking back at an earlier position: say which.
  const step = state.moveCount < state.history.length ? ` · move ${state.moveCount} of ${state.history.length}` : "";
  if (opening) {
    text = opening.text;
    stone = opening.icon;
    if (opening.thinking) status.classList.add("thinking");
    else if (state.opening.due) status.classList.add("deciding");
    text += step;
  } else if (state.winner) {
    const names = state.winningLine.map((p) => stoneName(state, p)).join(" ");
    text = `${capitalize(state.winner)} wins with ${names}`;
    stone = state.winner;
    status.classList.add("won");
  } else if (state.draw) {
    text = "Draw: the board is full";
    status.classList.add("drawn");
  } else if (state.toMove) {
    stone = state.toMove;
    const engine = engineColour(state);
    const yours = engine !== null && engine !== state.toMove;
    if (thinking) {
      text = `${capitalize(state.toMove)} is thinking…`;
      status.classList.add("thinking");
    } else if (yours) {
      text = `Your move (${state.toMove})`;
    } else {
      text = `${capitalize(state.toMove)} to move`;
      if (state.opening && state.opening.playerToAct) text += ` (${state.opening.playerToAct} player)`;
    }
    if (state.forbidden && state.forbidden.length > 0 && state.toMove === "black" && !thinking) {
      text += " · × is forbidden";
    }
    text += step;
  } else {
    text = "Game over";
  }
  line.textContent = text;
  icon.className = "stone-icon" + (stone ? ` ${stone}` : " none");
  renderOpeningInfo(state);
  renderDecision(state);
}
