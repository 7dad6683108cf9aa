// The canvas-free `Game` class in Node.js: a server checks games with the board's own rules.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { initSync, Game } from "../../www/pkg/gomoku.js";

initSync({ module: readFileSync(new URL("../../www/pkg/gomoku_bg.wasm", import.meta.url)) });

test("Game plays a whole freestyle game to a win in Node.js", () => {
  const game = new Game({ size: 15 });
  const moves = [[7, 7], [7, 8], [8, 7], [8, 8], [9, 7], [9, 8], [10, 7], [10, 8]];
  for (const [x, y] of moves) game.place(x, y);
  const win = game.place(11, 7);
  assert.deepEqual(win, { x: 11, y: 7, color: "black", number: 9, name: "l8" });
  const s = game.state();
  assert.equal(s.winner, "black");
  assert.equal(s.toMove, null);
  assert.equal(s.draw, false);
  assert.deepEqual(
    s.winningLine.map((p) => [p.x, p.y]).sort((a, b) => a[0] - b[0]),
    [[7, 7], [8, 7], [9, 7], [10, 7], [11, 7]],
  );
  assert.equal(game.record(), "h8h7i8i7j8j7k8k7l8");
  assert.throws(() => game.place(0, 0), (e) => e instanceof Error && e.code === "game-over");
  assert.equal(game.undo().name, "l8", "undo still works after a win");
  assert.equal(game.state().toMove, "black");
});

test("state() is plain JSON-safe data with nulls, never undefined", () => {
  const game = new Game();
  const s = game.state();
  assert.equal(s.lastMove, null);
  assert.equal(s.winner, null);
  assert.deepEqual(JSON.parse(JSON.stringify(s)), s);
  assert.equal(Object.getPrototypeOf(s), Object.prototype);
  assert.equal(game.undo(), null);
  assert.equal(game.redo(), null);
});

test("errors carry codes and change nothing", () => {
  const game = new Game({ size: 9, rule: "standard", first: "white" });
  game.load("E5, f6 G7");
  const before = JSON.stringify(game.state());
  const cases = [
    [() => game.place("4", 4), "invalid-argument"],
    [() => game.place(4.5, 4), "invalid-argument"],
    [() => game.place(NaN, 4), "invalid-argument"],
    [() => game.place(9, 4), "out-of-board"],
    [() => game.place(2 ** 32 + 1, 1), "out-of-board"],
    [() => game.place(4, 4), "occupied"],
    [() => game.jumpTo(7), "invalid-argument"],
    [() => game.load("e5 e5"), "invalid-record"],
    [() => game.load("x1"), "invalid-record"],
    [() => new Game({ size: 30 }), "invalid-option"],
    [() => new Game({ rule: "renju", first: "white" }), "invalid-option"],
  ];
  for (const [call, code] of cases) {
    assert.throws(call, (e) => e instanceof Error && e.code === code, String(call));
  }
  assert.throws(() => game.place(4, 4), { message: "e5 is already taken" });
  assert.equal(JSON.stringify(game.state()), before);
  assert.equal(game.state().moves[0].color, "white", "first: white opens");
});

test("renju in Node.js: black's double three is refused with a named foul", () => {
  const game = new Game({ rule: "renju" });
  // Black f8 g8 and h6 h7, white far away: h8 would make two open threes.
  game.load("f8 a1 g8 a3 h6 a5 h7 a7");
  assert.throws(() => game.place(7, 7), (e) => e.code === "forbidden" && e.message === "h8 is forbidden for black: double three");
  assert.ok(game.state().forbidden.some((p) => p.x === 7 && p.y === 7));
});

test("swap2 in Node.js: decisions through choose(), recorded in brackets", () => {
  const game = new Game({ opening: "swap2" });
  game.load("h8 i9 j8");
  assert.deepEqual(game.state().opening.due, { by: "second", choices: ["black", "white", "place2"] });
  assert.throws(() => game.place(0, 0), (e) => e.code === "invalid-argument", "no stone while a choice is due");
  assert.throws(() => game.choose("red"), (e) => e.code === "invalid-argument");
  assert.throws(() => game.choose(2), (e) => e.code === "invalid-argument");
  game.choose("place2");
  game.place(6, 8);
  game.place(10, 5);
  assert.equal(game.state().opening.due.by, "first");
  game.choose("white");
  assert.deepEqual(game.state().opening.players, { first: "white", second: "black" });
  assert.equal(game.state().opening.playerToAct, "first", "white moves 6: the first player");
  assert.throws(() => game.choose("black"), (e) => e.code === "invalid-argument", "a choice at the wrong time");
  assert.equal(game.record(), "h8i9j8[place2]g7k10[white]");
  const copy = new Game({ opening: "swap2" });
  copy.load(game.record());
  assert.deepEqual(copy.state(), game.state());
});

test("PSQ files in and out of the Node.js Game", () => {
  const game = new Game({ size: 15 });
  game.loadPsq("Piskvorky 15x15, 11:11, 0\r\n8,8,0\r\n9,9,120\r\n9,8,0\r\npbrain-one.exe\r\n-1\r\n");
  assert.equal(game.record(), "h8i7i8");
  assert.equal(game.psq(), "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n9,8,0\n");
  const before = game.record();
  assert.throws(() => game.loadPsq("Piskvorky 15x15, 11:11, 0\n8,8,0\n16,3,0\n"), (e) => e.code === "invalid-record" && /line 3/.test(e.message));
  assert.throws(() => game.loadPsq("Piskvorky 20x20, 11:11, 0\n1,1,0\n"), (e) => e.code === "invalid-record");
  assert.throws(() => game.loadPsq(42), (e) => e.code === "invalid-argument");
  assert.equal(game.record(), before);
});
