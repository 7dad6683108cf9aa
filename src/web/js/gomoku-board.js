// <gomoku-board>: the widget as one tag. `<script type="module" src="pkg/gomoku-board.js">`
// registers it; it loads the WebAssembly once per page, draws a Gomoku on a canvas in its shadow
// root and maps its attributes to the widget's options. It decides nothing: every value goes to
// the widget, which checks it; a refused value leaves the option as it was and logs one warning.
import init, { Gomoku } from "./gomoku.js";

let ready = null;
/** Loads the module once per page, whoever asks first (a page may call `init()` itself too). */
function load() {
  ready ??= init();
  return ready;
}

/** Boolean attributes: present means on, `="false"` off, absent the widget's default. */
const FLAGS = {
  coordinates: ["coordinates", true],
  "move-numbers": ["moveNumbers", false],
  "last-move": ["lastMove", true],
  confirm: ["confirm", false],
  readonly: ["readonly", false],
};
/** Attributes that name a game (a change starts a new game), and `persist`, which resumes one. */
const GAME = ["size", "rule", "first", "opening", "persist"];

const SHEET =
  ":host{display:block;width:100%;aspect-ratio:1;min-width:120px;contain:content}" +
  ":host([hidden]){display:none}canvas{display:block;width:100%;height:100%;outline-offset:-3px}";

/** The options one attribute asks for, as the widget's option object (values unchecked). */
function optionOf(name, value) {
  if (name in FLAGS) {
    const [key, byDefault] = FLAGS[name];
    return { [key]: value === null ? byDefault : value !== "false" };
  }
  if (name === "size") return { size: value === null ? 15 : Number(value) };
  return value === null ? {} : { [name]: value };
}

/** The `ai` option from the `ai` and `level` attributes. */
function aiOf(element) {
  const plays = element.getAttribute("ai");
  const level = element.getAttribute("level");
  const ai = { plays: plays === null ? "none" : plays };
  if (level !== null) ai.level = Number(level);
  return { ai };
}

function warn(element, name, error) {
  console.warn(`<gomoku-board>: ${name}="${element.getAttribute(name)}" was ignored: ${error.message}`);
}

export class GomokuBoard extends HTMLElement {
  static observedAttributes = [...Object.keys(FLAGS), ...GAME, "ai", "level", "record", "sync-record"];

  #game = null;
  #canvas = null;
  #reflecting = false;
  #pendingRecord = null;

  constructor() {
    super();
    // delegatesFocus: focusing the element focuses its board (keyboard play, screen readers).
    const root = this.attachShadow({ mode: "open", delegatesFocus: true });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(SHEET);
    root.adoptedStyleSheets = [sheet];
  }

  /** The `Gomoku` behind the element (null until the module has loaded), with the whole JS API. */
  get game() {
    return this.#game;
  }

  /** Resolves to the `Gomoku` once the board is up. */
  get ready() {
    return load().then(() => this.#game);
  }

  connectedCallback() {
    if (this.#game) return; // moved within the page: the game goes on
    load().then(
      () => this.isConnected && !this.#game && this.#start(),
      (error) => console.error("<gomoku-board>: the WebAssembly module did not load:", error),
    );
  }

  disconnectedCallback() {
    // A move (remove, then insert in the same task) keeps the game; a removal ends it.
    queueMicrotask(() => {
      if (this.isConnected || !this.#game) return;
      this.#pendingRecord = this.#game.record();
      this.#game.destroy();
      this.#game = null;
      this.#canvas?.remove();
      this.#canvas = null;
    });
  }

  attributeChangedCallback(name, old, value) {
    if (!this.#game || old === value) return;
    if (name === "record") {
      if (!this.#reflecting && value !== null && value !== this.#game.record()) this.#load(value);
    } else if (name === "sync-record") {
      if (value !== null) this.#reflect();
    } else if (name === "ai" || name === "level") {
      this.#set(name, aiOf(this));
    } else {
      this.#set(name, optionOf(name, value));
    }
  }

  #start() {
    const canvas = document.createElement("canvas");
    canvas.setAttribute("part", "board");
    this.shadowRoot.append(canvas);
    this.#canvas = canvas;
    const named = [...GAME, ...Object.keys(FLAGS)].filter((name) => this.hasAttribute(name));
    const options = Object.assign({}, ...named.map((name) => optionOf(name, this.getAttribute(name))));
    try {
      // Together, so that a persisted game resumes with the board's own settings.
      this.#game = new Gomoku(canvas, options);
    } catch {
      // One of them is refused: start plain, then set them one by one (each refusal warns).
      this.#game = new Gomoku(canvas, optionOf("persist", this.getAttribute("persist")));
      for (const name of named) this.#set(name, optionOf(name, this.getAttribute(name)));
    }
    if (this.hasAttribute("ai") || this.hasAttribute("level")) this.#set("ai", aiOf(this));
    canvas.addEventListener("gomoku:change", () => this.#reflect());
    const record = this.#pendingRecord ?? this.getAttribute("record");
    this.#pendingRecord = null;
    if (record !== null && record !== this.#game.record()) this.#load(record, this.hasAttribute("record") ? "record" : null);
  }

  #set(name, option) {
    try {
      this.#game.setOptions(option);
    } catch (error) {
      warn(this, name, error);
    }
  }

  #load(record, name = "record") {
    try {
      this.#game.load(record);
    } catch (error) {
      if (name) warn(this, name, error);
    }
  }

  /** With `sync-record`, the `record` attribute follows the game. */
  #reflect() {
    if (!this.#game || !this.hasAttribute("sync-record")) return;
    this.#reflecting = true;
    try {
      this.setAttribute("record", this.#game.record());
    } finally {
      this.#reflecting = false;
    }
  }
}

if (!customElements.get("gomoku-board")) customElements.define("gomoku-board", GomokuBoard);
