// Opening rules (swap1, swap2): the status while the opening is played, the line saying who
// has which colour, the decision box, and the engine selector's labels.
import { attempt, capitalize, elements, stoneIcon } from "./ui.js";
import { enginePlayer } from "./policy.js";

const CHOICE_LABELS = { black: "Play black", white: "Play white", place2: "Place two more" };
const el = elements("opening-info decision decision-title decision-choices engine");

/** "First player", "Second player (you)", "Second player (engine)". */
function playerName(state, player) {
  const name = player === "first" ? "First player" : "Second player";
  const engine = enginePlayer(state);
  if (!engine) return name;
  return `${name} (${engine === player ? "engine" : "you"})`;
}

/** The status line while the opening is being played, or null once it is settled (or without one). */
export function openingStatus(state) {
  const op = state.opening;
  if (!op || state.winner || state.draw || op.players.first) return null;
  const actor = op.due ? op.due.by : op.playerToAct;
  const who = playerName(state, actor);
  const engineActs = enginePlayer(state) === actor;
  if (op.due) {
    if (engineActs) return { text: `${who} is choosing a colour…`, thinking: true, icon: null };
    const placed = op.decisions.includes("place2") ? "Five" : "Three";
    return { text: `${placed} stones placed: the ${actor} player decides`, thinking: false, icon: null };
  }
  const placing = op.decisions.includes("place2");
  const n = placing ? state.moveCount - 2 : state.moveCount + 1;
  const of = placing ? 2 : 3;
  const colour = state.toMove;
  if (engineActs) return { text: `${who} is placing stone ${n} of ${of} (${colour})…`, thinking: true, icon: colour };
  return { text: `${who}: place stone ${n} of ${of} (${colour})`, thinking: false, icon: colour };
}

/** The line under the status: what the opening rule does, or who has which colour. */
export function renderOpeningInfo(state) {
  const op = state.opening;
  let text = "";
  if (op) {
    const rule = capitalize(op.rule);
    if (op.players.first) {
      const { first, second } = op.players;
      const engine = enginePlayer(state);
      if (engine) {
        const you = engine === "first" ? second : first;
        const it = engine === "first" ? first : second;
        text = `${rule}: you play ${you}, the engine plays ${it}.`;
      } else {
        text = `${rule}: first player ${first} · second player ${second}.`;
      }
    } else if (op.decisions.includes("place2")) {
      text = `${rule}: the second player places a white and a black stone, then the first player chooses a colour.`;
    } else if (op.rule === "swap1") {
      text = `${rule}: the first player places three stones (black, white, black), then the second player chooses a colour.`;
    } else {
      text = `${rule}: the first player places three stones (black, white, black), then the second player chooses a colour or places two more.`;
    }
  }
  el.openingInfo.textContent = text;
  el.openingInfo.hidden = !text;
}

/** The decision box: shown while a decision is due and a person (not the engine) makes it. */
export function renderDecision(state) {
  const op = state.opening;
  const due = op && !state.winner && !state.draw ? op.due : null;
  if (!due || enginePlayer(state) === due.by) {
    if (!el.decision.hidden) {
      el.decision.hidden = true;
      el.decisionChoices.replaceChildren();
      delete el.decision.dataset.key;
    }
    return;
  }
  const key = `${due.by}:${due.choices.join(",")}:${enginePlayer(state)}`;
  if (!el.decision.hidden && el.decision.dataset.key === key) return;
  el.decision.dataset.key = key;
  el.decisionTitle.textContent = due.choices.includes("place2")
    ? `${playerName(state, due.by)}: choose your colour, or place two more stones`
    : `${playerName(state, due.by)}: choose your colour`;
  const buttons = due.choices.map((choice) => {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.choice = choice;
    button.className = "choice";
    if (choice === "black" || choice === "white") button.append(stoneIcon(choice), " ");
    button.append(CHOICE_LABELS[choice] || choice);
    return button;
  });
  el.decisionChoices.replaceChildren(...buttons);
  el.decision.hidden = false;
}

/** With an opening rule the engine is a player, not a colour: say so in its selector. */
export function syncEngineLabels(state) {
  const opening = Boolean(state.opening);
  for (const option of el.engine.options) {
    if (option.value === "black") option.textContent = opening ? "Plays first (opens)" : "Plays black";
    if (option.value === "white") option.textContent = opening ? "Plays second (chooses)" : "Plays white";
  }
}

/** The decision box's buttons; `render` shows the state even when the choice was refused. */
export function wireOpening(game, render, canvas) {
  el.decisionChoices.addEventListener("click", (e) => {
    const button = e.target.closest("button[data-choice]");
    if (!button) return;
    attempt(() => game.choose(button.dataset.choice));
    // The widget dispatches gomoku:change; render anyway in case the choice was refused.
    render(game.state());
    canvas.focus({ preventScroll: true });
  });
}
