// A match between two Gomocup (pbrain) engines, judged by this crate's own rules.
//
//   node benches/match.mjs ENGINE_A ENGINE_B [--rule freestyle|standard|renju] [--size 15]
//        [--turn 1000] [--openings 10] [--seed 1] [--par 1] [--tol 100]
//
// Every opening (three random stones near the centre, sent with BOARD) is played twice with
// the colours swapped. A move later than the turn time plus `--tol` ms, an illegal or foul
// move, or a protocol error loses the game. Needs `make build` (the judge is `www/pkg`'s
// `Game`) and, for our engine, `cargo build --release --bin pbrain-gomoku`.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { initSync, Game } from "../www/pkg/gomoku.js";

initSync({ module: readFileSync(new URL("../www/pkg/gomoku_bg.wasm", import.meta.url)) });

const RULE_CODE = { freestyle: 0, standard: 1, renju: 4 };

/** One engine process, read line by line. */
class Engine {
  constructor(path) {
    this.lines = [];
    this.waiting = null;
    this.proc = spawn(path, [], { stdio: ["pipe", "pipe", "ignore"] });
    this.proc.on("error", () => this.push(null));
    this.proc.stdin.on("error", () => {});
    createInterface({ input: this.proc.stdout }).on("line", (l) => this.push(l.trim()));
    this.proc.on("exit", () => this.push(null));
  }

  push(line) {
    // MESSAGE, DEBUG and SUGGEST lines are for people; they answer nothing.
    if (line !== null && (line === "" || /^(MESSAGE|DEBUG|SUGGEST)\b/i.test(line))) return;
    if (this.waiting) {
      const w = this.waiting;
      this.waiting = null;
      clearTimeout(w.timer);
      w.resolve(line);
    } else {
      this.lines.push(line);
    }
  }

  send(line) {
    if (this.proc.stdin.writable) this.proc.stdin.write(line + "\n");
  }

  /** The next answer, or null when the engine exits or stays silent for `ms`. */
  recv(ms) {
    if (this.lines.length) return Promise.resolve(this.lines.shift());
    return new Promise((resolve) => {
      this.waiting = { resolve, timer: setTimeout(() => ((this.waiting = null), resolve(null)), ms) };
    });
  }

  close() {
    this.send("END");
    setTimeout(() => this.proc.kill(), 500).unref();
  }
}

/** A small seeded generator, so a match can be replayed. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct openings: three stones within two points of the centre. */
function openings(count, size, seed) {
  const random = rng(seed);
  const c = Math.floor(size / 2);
  const seen = new Set();
  const out = [];
  while (out.length < count) {
    const stones = [];
    while (stones.length < 3) {
      const p = [c + Math.floor(random() * 5) - 2, c + Math.floor(random() * 5) - 2];
      if (!stones.some((q) => q[0] === p[0] && q[1] === p[1])) stones.push(p);
    }
    const key = JSON.stringify(stones);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(stones);
    }
  }
  return out;
}

/** Plays one game; `paths[0]` is black. Returns { winner: 0 | 1 | null, reason, moves }. */
async function play(paths, opening, o) {
  const game = new Game({ size: o.size, rule: o.rule });
  for (const [x, y] of opening) game.place(x, y);
  const engines = paths.map((p) => new Engine(p));
  const lose = (side, reason) => ({ winner: 1 - side, reason, moves: game.state().moveCount });
  try {
    for (const [side, e] of engines.entries()) {
      e.send(`START ${o.size}`);
      const ok = await e.recv(10000);
      if (ok !== "OK") return lose(side, `START answered ${JSON.stringify(ok)}`);
      for (const info of [
        `timeout_turn ${o.turn}`,
        "timeout_match 0",
        "max_memory 83886080",
        `rule ${RULE_CODE[o.rule]}`,
      ]) {
        e.send(`INFO ${info}`);
      }
    }
    const started = [false, false];
    for (;;) {
      const s = game.state();
      if (s.winner) return { winner: s.winner === "black" ? 0 : 1, reason: "five", moves: s.moveCount };
      if (s.draw) return { winner: null, reason: "full board", moves: s.moveCount };
      const side = s.toMove === "black" ? 0 : 1;
      const e = engines[side];
      if (started[side]) {
        const last = s.lastMove;
        e.send(`TURN ${last.x},${last.y}`);
      } else {
        started[side] = true;
        e.send("BOARD");
        for (const m of s.moves) e.send(`${m.x},${m.y},${(m.color === "black" ? 0 : 1) === side ? 1 : 2}`);
        e.send("DONE");
      }
      const t0 = performance.now();
      const answer = await e.recv(o.turn + o.tol + 5000);
      const ms = performance.now() - t0;
      if (answer === null) return lose(side, "no answer");
      if (ms > o.turn + o.tol) return lose(side, `${Math.round(ms)} ms for a ${o.turn} ms turn`);
      const m = /^(\d+)\s*,\s*(\d+)$/.exec(answer);
      if (!m) return lose(side, `answered ${JSON.stringify(answer)}`);
      try {
        game.place(Number(m[1]), Number(m[2]));
      } catch (err) {
        return lose(side, `${err.code}: ${err.message}`);
      }
    }
  } finally {
    engines.forEach((e) => e.close());
    game.free();
  }
}

const { values: v, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rule: { type: "string", default: "freestyle" },
    size: { type: "string", default: "15" },
    turn: { type: "string", default: "1000" },
    openings: { type: "string", default: "10" },
    seed: { type: "string", default: "1" },
    par: { type: "string", default: "1" },
    tol: { type: "string", default: "100" },
  },
});
if (positionals.length !== 2 || !(v.rule in RULE_CODE)) {
  console.error("usage: node benches/match.mjs ENGINE_A ENGINE_B [--rule freestyle|standard|renju] [--size N] [--turn ms] [--openings N] [--seed N] [--par N] [--tol ms]");
  process.exit(2);
}
const o = { rule: v.rule, size: Number(v.size), turn: Number(v.turn), tol: Number(v.tol) };
const jobs = openings(Number(v.openings), o.size, Number(v.seed)).flatMap((op, k) => [
  { id: 2 * k, op, aBlack: true },
  { id: 2 * k + 1, op, aBlack: false },
]);
const score = { a: 0, b: 0, draws: 0 };
console.log(`${positionals[0]} (A) against ${positionals[1]} (B): ${o.rule} ${o.size}x${o.size}, ${o.turn} ms a move, ${jobs.length} games`);
async function worker() {
  for (let job = jobs.shift(); job; job = jobs.shift()) {
    const paths = job.aBlack ? positionals : [...positionals].reverse();
    const r = await play(paths, job.op, o);
    const aWon = r.winner !== null && (r.winner === 0) === job.aBlack;
    if (r.winner === null) score.draws++;
    else if (aWon) score.a++;
    else score.b++;
    const who = r.winner === null ? "draw" : aWon ? "A wins" : "B wins";
    console.log(`game ${job.id}: A ${job.aBlack ? "black" : "white"}, ${who} (${r.reason}, ${r.moves} moves)`);
  }
}
await Promise.all(Array.from({ length: Math.max(1, Number(v.par)) }, worker));
const games = score.a + score.b + score.draws;
const p = (score.a + score.draws / 2) / games;
const elo = p <= 0 || p >= 1 ? (p <= 0 ? -Infinity : Infinity) : -400 * Math.log10(1 / p - 1);
console.log(`A ${score.a} - B ${score.b}, ${score.draws} draws: A scores ${(100 * p).toFixed(1)}% (Elo ${elo.toFixed(0)})`);
