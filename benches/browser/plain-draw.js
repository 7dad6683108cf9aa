// The same frame as the widget's Rust drawing (src/view/scene.rs), written in plain JS with the
// same canvas calls: the yardstick for the Rust redraw's cost in the browser benchmark.

const sprites = new Map();

function sprite(color, r, fill) {
  const key = `${color}|${r}|${fill}`;
  let s = sprites.get(key);
  if (s) return s;
  const pad = Math.ceil(r * 0.35) + 2;
  const offset = Math.ceil(r) + pad;
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = Math.ceil(2 * offset);
  const ctx = canvas.getContext("2d");
  ctx.save();
  ctx.shadowColor = "rgba(0, 0, 0, 0.38)";
  ctx.shadowBlur = r * 0.22;
  ctx.shadowOffsetX = r * 0.08;
  ctx.shadowOffsetY = r * 0.12;
  ctx.beginPath();
  ctx.arc(offset, offset, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.restore();
  const g = ctx.createRadialGradient(offset - r * 0.35, offset - r * 0.38, r * 0.05, offset, offset, r);
  const stops = color === "black"
    ? [[0, "rgba(255, 255, 255, 0.42)"], [0.45, "rgba(255, 255, 255, 0.08)"], [1, "rgba(0, 0, 0, 0.25)"]]
    : [[0, "rgba(255, 255, 255, 0.95)"], [0.55, "rgba(255, 255, 255, 0.15)"], [1, "rgba(60, 50, 40, 0.28)"]];
  for (const [at, c] of stops) g.addColorStop(at, c);
  ctx.beginPath();
  ctx.arc(offset, offset, r, 0, Math.PI * 2);
  ctx.fillStyle = g;
  ctx.fill();
  s = { canvas, offset };
  sprites.set(key, s);
  return s;
}

/** Draws `moves` ([{x, y, color}]) on a board of `size` with coordinates and a last-move dot. */
export function drawFrame(ctx, width, height, size, moves, ratio) {
  const theme = { board: "#dcb35c", line: "#3d2b14", black: "#1c1c1e", white: "#f4f1ea", accent: "#e0342b" };
  const side = Math.min(width, height);
  const cell = side / (size - 1 + 2 * 1.2);
  const left = (width - (size - 1) * cell) / 2;
  const top = (height - (size - 1) * cell) / 2;
  const at = (x, y) => [left + x * cell, top + y * cell];
  ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = theme.board;
  ctx.fillRect((width - side) / 2, (height - side) / 2, side, side);
  const lw = Math.max(1, Math.round(ratio));
  const snap = (v) => (lw % 2 === 1 ? Math.floor(v) + 0.5 : Math.round(v));
  const lastX = left + (size - 1) * cell;
  const lastY = top + (size - 1) * cell;
  ctx.strokeStyle = theme.line;
  ctx.lineWidth = lw;
  ctx.beginPath();
  for (let i = 1; i < size - 1; i++) {
    const [x, y] = at(i, i);
    ctx.moveTo(snap(x), snap(top));
    ctx.lineTo(snap(x), snap(lastY));
    ctx.moveTo(snap(left), snap(y));
    ctx.lineTo(snap(lastX), snap(y));
  }
  ctx.stroke();
  const [l, t, rr, b] = [Math.round(left), Math.round(top), Math.round(lastX), Math.round(lastY)];
  ctx.lineWidth = lw * 2;
  ctx.beginPath();
  ctx.moveTo(l - lw, t); ctx.lineTo(rr + lw, t);
  ctx.moveTo(l - lw, b); ctx.lineTo(rr + lw, b);
  ctx.moveTo(l, t); ctx.lineTo(l, b);
  ctx.moveTo(rr, t); ctx.lineTo(rr, b);
  ctx.stroke();
  const e = size >= 13 ? 3 : size >= 9 ? 2 : -1;
  const stars = e < 0 ? [] : [[e, e], [size - 1 - e, e], [e, size - 1 - e], [size - 1 - e, size - 1 - e]];
  if (size % 2 === 1) stars.push([(size - 1) / 2, (size - 1) / 2]);
  ctx.fillStyle = theme.line;
  for (const [sx, sy] of stars) {
    const [x, y] = at(sx, sy);
    ctx.beginPath();
    ctx.arc(snap(x), snap(y), Math.max(cell * 0.1, lw * 1.5), 0, Math.PI * 2);
    ctx.fill();
  }
  const px = Math.max(cell * 0.36, 6);
  ctx.textBaseline = "middle";
  for (let i = 0; i < size; i++) {
    const [x, y] = at(i, i);
    ctx.font = `600 ${Math.max(1, Math.round(px))}px system-ui, -apple-system, 'Segoe UI', sans-serif`;
    ctx.textAlign = "center";
    ctx.fillText(String.fromCharCode(97 + i), x, lastY + cell * 0.78 + px * 0.06);
    ctx.textAlign = "right";
    ctx.fillText(String(size - i), left - cell * 0.62, y + px * 0.06);
  }
  const r = cell * 0.47;
  for (const m of moves) {
    const [x, y] = at(m.x, m.y);
    const s = sprite(m.color, r, m.color === "black" ? theme.black : theme.white);
    ctx.drawImage(s.canvas, x - s.offset, y - s.offset);
  }
  const last = moves[moves.length - 1];
  if (last) {
    const [x, y] = at(last.x, last.y);
    ctx.fillStyle = theme.accent;
    ctx.beginPath();
    ctx.arc(x, y, r * 0.24, 0, Math.PI * 2);
    ctx.fill();
  }
}
