// The package's TypeScript types, used as a page author would: `tsc -p tests/types` checks this
// file against www/pkg/gomoku.d.ts, so the hand-written types cannot drift from the API.
// The `@ts-expect-error` lines must stay errors: they prove the types refuse what the API refuses.
import init, {
  Game,
  Gomoku,
  type GomokuAnalysis,
  type GomokuCurrentOptions,
  type GomokuErrorCode,
  type GomokuGameOptions,
  type GomokuMoveClass,
  type GomokuOptions,
  type GomokuReview,
  type GomokuReviewProgress,
  type GomokuState,
  type Move,
  type XY,
} from "../../www/pkg/gomoku.js";

await init();

const canvas = document.createElement("canvas");
const options: GomokuOptions = {
  size: 15,
  rule: "renju",
  first: "black",
  opening: "swap2",
  coordinates: true,
  moveNumbers: false,
  lastMove: true,
  theme: { board: "#dcb35c", accent: "red" },
  ai: { plays: "white", level: 3 },
  confirm: false,
  persist: "my-game",
  readonly: false,
};
const board = new Gomoku(canvas, options);
const plain = new Gomoku(canvas);
const rules = new Game({ size: 9 });
const anyRules = new Game();

const placed: Move = board.place(7, 7);
const name: string = placed.name;
const color: "black" | "white" = placed.color;
const back: Move | null = board.undo();
const again: Move | null = rules.redo();
board.jumpTo(0);
board.load("h8i9j10");
board.loadPsq("Piskvorky 15x15, 11:11, 0\n8,8,0\n");
board.choose("place2");
const record: string = board.record();
const psq: string = rules.psq();

const state: GomokuState = board.state();
const toMove: "black" | "white" | null = state.toMove;
const line: XY[] = state.winningLine;
const due = state.opening?.due?.choices ?? [];

const current: GomokuCurrentOptions = board.options();
board.setOptions(current);
board.setOptions({ readonly: true, ai: null, persist: null });
const level: number = current.ai.level;
const plays: "black" | "white" | "none" = current.ai.plays;
const key: string | null = current.persist;
const gameOptions: GomokuGameOptions = rules.options();
const size: number = gameOptions.size;

const under: XY | null = board.pointAt(120, 80.5);
const hint: Promise<Move | null> = board.hint();
board.analyze();
board.analyze({ lines: 3 });
board.stopAnalysis();
canvas.addEventListener("gomoku:analysis", (e) => {
  const detail = (e as CustomEvent<GomokuAnalysis>).detail;
  console.log(detail.lines[0].move.name, detail.lines[0].winRate);
});
const review: Promise<GomokuReview> = board.review({ msPerMove: 200 });
review.then((r) => {
  const accuracy: number | null = r.summary.black.accuracy;
  const verdict: GomokuMoveClass = r.moves[0].class;
  console.log(accuracy, verdict, r.moves[0].best.name);
});
canvas.addEventListener("gomoku:review", (e) => {
  const { done, total } = (e as CustomEvent<GomokuReviewProgress>).detail;
  console.log(done, total);
});
board.stopReview();
const graph = board.graph(document.createElement("canvas"));
graph.destroy();
// @ts-expect-error lines is a number
board.analyze({ lines: "3" });
board.redraw();
const png: Promise<Blob> = board.toPng({ size: 256, coordinates: false });
const gif: Promise<Blob> = board.toGif();
board.destroy();

canvas.addEventListener("gomoku:change", (e) => {
  const detail = (e as CustomEvent<GomokuState>).detail;
  console.log(detail.moveCount);
});

try {
  board.place(-1, 0);
} catch (e) {
  const code = (e as Error & { code: GomokuErrorCode }).code;
  console.log(code === "out-of-board");
}

// @ts-expect-error: coordinates are numbers
board.place("7", 7);
// @ts-expect-error: not a rule
new Game({ rule: "go" });
// @ts-expect-error: not an opening choice
board.choose("red");
// @ts-expect-error: readonly is a boolean
board.setOptions({ readonly: "yes" });
// @ts-expect-error: pointAt takes client coordinates
board.pointAt({ x: 1, y: 2 });

console.log(name, color, back, again, record, psq, toMove, line, due, level, plays, key, size, under, hint, png, gif, plain, anyRules);
