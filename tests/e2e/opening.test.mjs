// Opening rules on the host page: swap1 and swap2 between two people (the decision box, its
// buttons, a board that refuses stones while a decision is due, the record's [choices]) and the
// engine taking either side (it opens by itself, or it decides by itself).
import { test } from "node:test";
import assert from "node:assert/strict";
import { clickPoint, state, sharedBrowser, withHostPage } from "./helpers.mjs";

let server;
let browser;
sharedBrowser((s, b) => {
  server = s;
  browser = b;
});

const withHost = (fn) => withHostPage(browser, server.url, {}, fn);

const statusText = (page) => page.locator("#status").innerText();
const decisionButtons = (page) => page.locator("#decision button[data-choice]").allInnerTexts();

/** Clicks (x, y) and waits until the position has `n` moves (at least `n` when the engine may reply at once). */
async function clickAndExpect(page, x, y, n, { atLeast = false } = {}) {
  await clickPoint(page, x, y);
  await page.waitForFunction(
    ({ n, atLeast }) => (atLeast ? window.gomoku.state().moveCount >= n : window.gomoku.state().moveCount === n),
    { n, atLeast },
    { timeout: 5000 },
  );
}

/** An empty point near the centre of the position shown. */
async function emptyPoint(page) {
  const s = await state(page);
  const taken = new Set(s.moves.map((m) => `${m.x},${m.y}`));
  const c = Math.floor(s.size / 2);
  for (let r = 1; r < s.size; r++) {
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        const x = c + dx;
        const y = c + dy;
        if (x >= 0 && y >= 0 && x < s.size && y < s.size && !taken.has(`${x},${y}`)) return { x, y };
      }
    }
  }
  throw new Error("the board is full");
}

test("swap1 between two people: three stones, the second player picks white, play goes on", async () => {
  await withHost(async (page) => {
    await page.selectOption("#opening", "swap1");
    let s = await state(page);
    assert.equal(s.opening.rule, "swap1");
    assert.ok(await page.isDisabled("#first"), "the opening fixes black as the first colour");
    assert.match(await statusText(page), /first player: place stone 1 of 3 \(black\)/i);
    assert.ok(await page.locator("#decision").isHidden());

    await clickAndExpect(page, 7, 7, 1);
    assert.match(await statusText(page), /first player: place stone 2 of 3 \(white\)/i);
    await clickAndExpect(page, 8, 8, 2);
    assert.match(await statusText(page), /stone 3 of 3 \(black\)/i);
    await clickAndExpect(page, 9, 7, 3);

    // The decision box: the second player chooses, exactly two buttons.
    await page.locator("#decision").waitFor({ state: "visible", timeout: 10000 });
    assert.match(await page.locator("#decision").innerText(), /second player: choose your colour/i);
    assert.deepEqual((await decisionButtons(page)).map((t) => t.trim()), ["Play black", "Play white"]);
    assert.match(await statusText(page), /second player decides/i);

    // A fourth stone is refused while the decision is due, and the refusal is said aloud.
    await clickPoint(page, 3, 3);
    await page.waitForFunction(
      () => /second player must choose first/i.test(document.querySelector("[data-gomoku-live]")?.textContent),
      null,
      { timeout: 5000 },
    );
    s = await state(page);
    assert.equal(s.moveCount, 3, "no stone while a decision is due");
    assert.deepEqual(s.opening.due.choices, ["black", "white"]);

    await page.getByRole("button", { name: "Play white" }).click();
    await page.locator("#decision").waitFor({ state: "hidden", timeout: 10000 });
    s = await state(page);
    assert.deepEqual(s.opening.decisions, ["white"]);
    assert.deepEqual(s.opening.players, { first: "black", second: "white" });
    assert.equal(s.toMove, "white");
    assert.match(await statusText(page), /white to move \(second player\)/i);
    assert.match(await page.locator("#opening-info").innerText(), /first player black · second player white/i);

    // Play goes on, and the record keeps the choice.
    await clickAndExpect(page, 3, 3, 4);
    await clickAndExpect(page, 10, 6, 5);
    s = await state(page);
    assert.equal(s.moves[3].color, "white");
    assert.equal(s.moves[4].color, "black");
    const record = await page.evaluate(() => window.gomoku.record());
    assert.equal(record, "h8i7j8[white]d12k9");
    assert.equal(await page.inputValue("#record"), record);
    const hash = await page.evaluate(() => decodeURIComponent(location.hash));
    assert.ok(hash.includes("[white]") && hash.includes("opening=swap1"), hash);

    // Undo takes the game back into the opening: the choice is due again.
    await page.click("#undo");
    await page.click("#undo");
    await page.waitForFunction(() => window.gomoku.state().moveCount === 3);
    // (whether undo also takes back the choice is the widget's business; the box follows the state)
    s = await state(page);
    assert.equal(await page.locator("#decision").isVisible(), Boolean(s.opening.due));
  });
});

test("swap2 between two people: place two more, then the first player chooses", async () => {
  await withHost(async (page) => {
    await page.selectOption("#opening", "swap2");
    await clickAndExpect(page, 7, 7, 1);
    await clickAndExpect(page, 8, 8, 2);
    await clickAndExpect(page, 9, 7, 3);
    await page.locator("#decision").waitFor({ state: "visible", timeout: 10000 });
    assert.deepEqual((await decisionButtons(page)).map((t) => t.trim()), ["Play black", "Play white", "Place two more"]);

    await page.getByRole("button", { name: "Place two more" }).click();
    await page.locator("#decision").waitFor({ state: "hidden", timeout: 10000 });
    assert.match(await statusText(page), /second player: place stone 1 of 2 \(white\)/i);
    await clickAndExpect(page, 6, 6, 4);
    assert.match(await statusText(page), /second player: place stone 2 of 2 \(black\)/i);
    await clickAndExpect(page, 10, 9, 5);

    // Now the first player chooses between the two colours.
    await page.locator("#decision").waitFor({ state: "visible", timeout: 10000 });
    assert.match(await page.locator("#decision").innerText(), /first player: choose your colour/i);
    assert.deepEqual((await decisionButtons(page)).map((t) => t.trim()), ["Play black", "Play white"]);
    await clickPoint(page, 2, 2);
    await page.waitForFunction(
      () => /first player must choose first/i.test(document.querySelector("[data-gomoku-live]")?.textContent),
      null,
      { timeout: 5000 },
    );
    assert.equal((await state(page)).moveCount, 5, "no stone while the first player decides");

    await page.getByRole("button", { name: "Play black" }).click();
    await page.locator("#decision").waitFor({ state: "hidden", timeout: 10000 });
    let s = await state(page);
    assert.deepEqual(s.opening.decisions, ["place2", "black"]);
    assert.deepEqual(s.opening.players, { first: "black", second: "white" });
    assert.equal(s.toMove, "white");
    assert.match(await statusText(page), /white to move \(second player\)/i);
    await clickAndExpect(page, 2, 2, 6);
    s = await state(page);
    assert.equal(s.lastMove.color, "white");
    assert.equal(await page.evaluate(() => window.gomoku.record()), "h8i7j8[place2]g9k6[black]c13");
  });
});

test("the engine as the first player (plays black) opens swap2 by itself; you choose; the game goes on", async () => {
  await withHost(async (page) => {
    await page.selectOption("#opening", "swap2");
    await page.selectOption("#level", "2");
    await page.selectOption("#engine", "black");
    assert.match(await page.locator("#engine option[value=black]").innerText(), /first/i);

    // The engine places black, white, black, then the choice is yours.
    await page.waitForFunction(() => window.gomoku.state().opening?.due?.by === "second", null, { timeout: 30000 });
    let s = await state(page);
    assert.equal(s.moveCount, 3);
    assert.deepEqual(s.moves.map((m) => m.color), ["black", "white", "black"]);
    await page.locator("#decision").waitFor({ state: "visible", timeout: 10000 });
    assert.match(await page.locator("#decision").innerText(), /second player \(you\)/i);
    assert.deepEqual((await decisionButtons(page)).map((t) => t.trim()), ["Play black", "Play white", "Place two more"]);

    // You take white: white moves next, so it is your turn.
    await page.getByRole("button", { name: "Play white" }).click();
    await page.locator("#decision").waitFor({ state: "hidden", timeout: 10000 });
    s = await state(page);
    assert.deepEqual(s.opening.players, { first: "black", second: "white" });
    assert.match(await statusText(page), /your move \(white\)/i);
    assert.match(await page.locator("#opening-info").innerText(), /you play white, the engine plays black/i);
    const p = await emptyPoint(page);
    await clickAndExpect(page, p.x, p.y, 4, { atLeast: true });
    assert.equal((await state(page)).moves[3].color, "white");
    // The engine (black) replies.
    await page.waitForFunction(() => window.gomoku.state().moveCount === 5, null, { timeout: 10000 });
    s = await state(page);
    assert.equal(s.lastMove.color, "black");
    assert.match(await page.evaluate(() => window.gomoku.record()), /^([a-o]\d+){3}\[white\]([a-o]\d+){2}$/);
  });
});

test("the engine as the second player (plays white) decides swap1 by itself", async () => {
  await withHost(async (page) => {
    await page.selectOption("#opening", "swap1");
    await page.selectOption("#level", "2");
    await page.selectOption("#engine", "white");
    assert.match(await page.locator("#engine option[value=white]").innerText(), /second/i);
    assert.match(await statusText(page), /first player \(you\): place stone 1 of 3/i);

    await clickAndExpect(page, 7, 7, 1);
    await clickAndExpect(page, 8, 8, 2);
    await clickAndExpect(page, 9, 7, 3);
    await page.waitForFunction(() => window.gomoku.state().opening.decisions.length === 1, null, { timeout: 20000 });
    assert.ok(await page.locator("#decision").isHidden(), "no decision box for the engine's decision");

    let s = await state(page);
    const engineColour = s.opening.players.second;
    const yourColour = s.opening.players.first;
    assert.ok(["black", "white"].includes(engineColour));
    assert.notEqual(engineColour, yourColour);
    assert.match(await page.locator("#opening-info").innerText(), new RegExp(`you play ${yourColour}, the engine plays ${engineColour}`));

    // Play continues: wait for your turn (the engine moves first if it took white), then place.
    await page.waitForFunction(
      (you) => window.gomoku.state().toMove === you && !document.getElementById("status").classList.contains("thinking"),
      yourColour,
      { timeout: 10000 },
    );
    s = await state(page);
    assert.match(await statusText(page), new RegExp(`your move \\(${yourColour}\\)`, "i"));
    const p = await emptyPoint(page);
    await clickAndExpect(page, p.x, p.y, s.moveCount + 1, { atLeast: true });
    await page.waitForFunction((n) => window.gomoku.state().moveCount === n, s.moveCount + 2, { timeout: 10000 });
    s = await state(page);
    assert.equal(s.lastMove.color, engineColour, "the engine replied with its colour");
  });
});

test("the opening selector follows the widget and survives a reload; None turns it off", async () => {
  await withHost(async (page) => {
    await page.selectOption("#opening", "swap1");
    await clickAndExpect(page, 7, 7, 1);
    await page.reload();
    await page.waitForFunction(() => window.gomoku && document.documentElement.dataset.ready === "true");
    assert.equal(await page.inputValue("#opening"), "swap1");
    assert.equal((await state(page)).opening.rule, "swap1");
    assert.equal((await state(page)).moveCount, 1);
    await page.selectOption("#opening", "none");
    const s = await state(page);
    assert.equal(s.opening, null);
    assert.equal(s.moveCount, 0, "a new opening rule starts a new game");
    assert.ok(await page.isEnabled("#first"));
    assert.ok(await page.locator("#opening-info").isHidden());
  });
});

test("the engine as the first player opens swap1 by itself and you choose black", async () => {
  await withHost(async (page) => {
    await page.selectOption("#opening", "swap1");
    await page.selectOption("#level", "2");
    await page.selectOption("#engine", "black");
    await page.waitForFunction(() => window.gomoku.state().opening?.due?.by === "second", null, { timeout: 30000 });
    assert.deepEqual((await decisionButtons(page)).map((t) => t.trim()), ["Play black", "Play white"]);
    await page.getByRole("button", { name: "Play black" }).click();
    // You took black, so the engine (the opener) is white and moves 4 by itself.
    await page.waitForFunction(() => window.gomoku.state().moveCount === 4, null, { timeout: 30000 });
    const s = await state(page);
    assert.deepEqual(s.opening.players, { first: "white", second: "black" });
    assert.equal(s.lastMove.color, "white");
    assert.match(await page.evaluate(() => window.gomoku.record()), /^([a-o]\d+){3}\[black\][a-o]\d+$/);
  });
});

test("the engine as the second player decides swap2 by itself: a colour, or two more stones and then you choose", async () => {
  // Openings (black, white, black) the engine judges differently: a lopsided one it answers
  // with a colour, an even one with two more stones. They are tried in order until both answers
  // have been seen, so a change in the engine's judgement moves the test to the next opening
  // instead of skipping a branch.
  const openings = [
    [[7, 7], [8, 8], [9, 7]],
    [[7, 7], [6, 6], [9, 11]],
    [[7, 7], [6, 8], [9, 5]],
    [[7, 7], [8, 6], [5, 9]],
    [[7, 7], [6, 7], [9, 9]],
    [[7, 7], [6, 6], [11, 3]],
    [[0, 0], [7, 7], [14, 14]],
    [[3, 3], [7, 7], [11, 11]],
    [[7, 7], [8, 7], [7, 11]],
    [[7, 7], [8, 8], [2, 12]],
    [[7, 7], [7, 8], [7, 3]],
  ];
  const seen = new Set();
  for (const stones of openings) {
    if (seen.has("colour") && seen.has("place2")) break;
    await withHost(async (page) => {
      await page.selectOption("#opening", "swap2");
      await page.selectOption("#level", "2");
      await page.selectOption("#engine", "white");
      for (const [i, [x, y]] of stones.entries()) await clickAndExpect(page, x, y, i + 1);
      await page.waitForFunction(() => window.gomoku.state().opening.decisions.length === 1, null, { timeout: 8000 });
      let s = await state(page);
      const [choice] = s.opening.decisions;
      assert.ok(["black", "white", "place2"].includes(choice), choice);
      if (choice === "place2") {
        // The engine places white and black, then the choice is yours.
        await page.waitForFunction(() => window.gomoku.state().opening?.due?.by === "first", null, { timeout: 10000 });
        s = await state(page);
        assert.equal(s.moveCount, 5);
        assert.deepEqual((await decisionButtons(page)).map((t) => t.trim()), ["Play black", "Play white"]);
        await page.getByRole("button", { name: "Play white" }).click();
        await page.waitForFunction(() => window.gomoku.state().opening.decisions.length === 2, null, { timeout: 10000 });
        s = await state(page);
        assert.deepEqual(s.opening.players, { first: "white", second: "black" });
        assert.equal(s.toMove, "white", "your move as white");
        seen.add("place2");
      } else {
        assert.equal(s.opening.players.second, choice, "the engine plays the colour it chose");
        seen.add("colour");
      }
    });
  }
  assert.deepEqual([...seen].sort(), ["colour", "place2"], "both of the engine's answers were seen");
});

