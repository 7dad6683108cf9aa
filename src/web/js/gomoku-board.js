// <gomoku-board>: the widget as one tag. `<script type="module" src="pkg/gomoku-board.js">`
// registers it (where there is a DOM; elsewhere importing it does nothing); it loads the
// WebAssembly once per page, draws a Gomoku on a canvas in its shadow root and maps its
// attributes to the widget's options. It decides nothing: every value goes to
// the widget, which checks it; a refused value leaves the option as it was and logs one warning.
import init, { Gomoku } from "./gomoku.js";

let ready = null;
/** Loads the module once per page, whoever asks first (a page may call `init()` itself too). */
function load() {
  ready ??= init();
  return ready;
}

// <generated>
// Generated from src/play/options.rs and src/play/shapes.rs: do not edit (make generate rewrites it).
/**
 * Each attribute: the option it sets, the field of that option it sets ("" for all of it),
 * how its text is read ("flag": present means true unless it says "false"; "number";
 * "text": as it is) and the option's default, which a removed attribute stands for.
 */
const ATTRIBUTES = {
  size: ["size", "", "number", 15],
  rule: ["rule", "", "text", "freestyle"],
  first: ["first", "", "text", "black"],
  opening: ["opening", "", "text", "none"],
  coordinates: ["coordinates", "", "flag", true],
  "move-numbers": ["moveNumbers", "", "flag", false],
  "last-move": ["lastMove", "", "flag", true],
  ai: ["ai", "plays", "text", "none"],
  level: ["ai", "level", "number", 3],
  confirm: ["confirm", "", "flag", false],
  persist: ["persist", "", "text", null],
  readonly: ["readonly", "", "flag", false],
  "analysis-marks": ["analysisMarks", "", "flag", true],
};
// </generated>

const SHEET =
  ":host{display:block;width:100%;aspect-ratio:1;min-width:120px;contain:content}" +
  ":host([hidden]){display:none}canvas{display:block;width:100%;height:100%;outline-offset:-3px}";

/** The value attribute `name` asks for (unchecked: the widget checks it). */
function valueOf(element, name) {
  const [, , text, byDefault] = ATTRIBUTES[name];
  const value = element.getAttribute(name);
  if (value === null) return byDefault;
  if (text === "flag") return value !== "false";
  if (text === "number") return Number(value);
  return value;
}

/** The attributes that set option `key` (`ai` and `level` set `ai`; others set one option each). */
function attributesOf(key) {
  return Object.keys(ATTRIBUTES).filter((name) => ATTRIBUTES[name][0] === key);
}

/** The options object that sets what attribute `name` asks for, with the other attributes of its option. */
function optionOf(element, name) {
  const [key, field] = ATTRIBUTES[name];
  if (!field) return { [key]: valueOf(element, name) };
  const value = {};
  for (const other of attributesOf(key)) value[ATTRIBUTES[other][1]] = valueOf(element, other);
  return { [key]: value };
}

function warn(element, names, error) {
  const values = names.map((name) => `${name}="${element.getAttribute(name)}"`).join(" ");
  console.warn(`<gomoku-board>: ${values} was ignored: ${error.message}`);
}

// Without a DOM (Node, server-side rendering) the module still imports: the class extends a
// stand-in and nothing registers. The element comes alive where the same import runs in a page.
const Base = globalThis.HTMLElement ?? class {};

export class GomokuBoard extends Base {
  static observedAttributes = [...Object.keys(ATTRIBUTES), "record", "sync-record"];

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
    } else {
      this.#set([name], optionOf(this, name));
    }
  }

  #start() {
    const canvas = document.createElement("canvas");
    canvas.setAttribute("part", "board");
    this.shadowRoot.append(canvas);
    this.#canvas = canvas;
    const named = Object.keys(ATTRIBUTES).filter((name) => this.hasAttribute(name));
    const sameOption = (a) => (b) => ATTRIBUTES[a][0] === ATTRIBUTES[b][0];
    // One attribute per option: `ai` and `level` set `ai` together.
    const firsts = named.filter((name, i) => named.findIndex(sameOption(name)) === i);
    try {
      // Together, so that a persisted game resumes with the board's own settings.
      this.#game = new Gomoku(canvas, Object.assign({}, ...firsts.map((name) => optionOf(this, name))));
    } catch {
      // One of them is refused: start with the stored game alone (if its key is good), then set
      // the options one by one; each refusal warns, naming its attributes.
      try {
        this.#game = new Gomoku(canvas, this.hasAttribute("persist") ? optionOf(this, "persist") : {});
      } catch {
        this.#game = new Gomoku(canvas);
      }
      for (const name of firsts) this.#set(named.filter(sameOption(name)), optionOf(this, name));
    }
    canvas.addEventListener("gomoku:change", () => this.#reflect());
    const record = this.#pendingRecord ?? this.getAttribute("record");
    this.#pendingRecord = null;
    if (record !== null && record !== this.#game.record()) this.#load(record, this.hasAttribute("record") ? "record" : null);
  }

  #set(names, option) {
    try {
      this.#game.setOptions(option);
    } catch (error) {
      warn(this, names, error);
    }
  }

  #load(record, name = "record") {
    try {
      this.#game.load(record);
    } catch (error) {
      if (name) warn(this, [name], error);
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

if (globalThis.customElements && !customElements.get("gomoku-board")) customElements.define("gomoku-board", GomokuBoard);
