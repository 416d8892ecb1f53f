// The puzzle view of widget.js (issue 28) with node --test, on happy-dom and on jsdom.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { Window } from "happy-dom";
import { JSDOM } from "jsdom";

import { intentFor, puzzleKey, renderWidget } from "../../domino_widgets/static/widget.js";
import { EXERCISE, fakeModel } from "./fake-model.mjs";

const PUZZLE = {
  ...EXERCISE,
  view: "puzzle",
  status: "Click a tile of Ann's hand.",
  words: { widget: "Puzzles", progress: "Your progress" },
  lang: "en",
  languages: [{ value: "en", label: "English" }, { value: "ru", label: "Русский" }],
  menus: [{ name: "game", label: "Game", value: "", options: [
    { value: "", label: "All games" }, { value: "cross", label: "Cross" }] }],
  puzzle: { title: "Puzzle 1 of 3", game: "Cross", grade: "★☆☆ easy", grade_title: "Grade 1 of 3",
    goal: "Find the best move for Ann.", theme: "" },
  verdict: {},
  buttons: [{ kind: "previous", label: "Previous" }, { kind: "show", label: "Show the answer" },
    { kind: "next", label: "Next puzzle" }, { kind: "save", label: "Save progress" },
    { kind: "load", label: "Load progress" }],
  choices: [],
  score: ["Streak: 0 puzzles solved in a row at the first try (best: 0).", "Solved: 0 of 3 puzzles."],
};

const doms = {
  "happy-dom": () => new Window().document,
  jsdom: () => new JSDOM("<!doctype html><body></body>").window.document,
};

test("puzzleKey: the arrows ask for the next and the previous puzzle, other keys nothing", () => {
  assert.deepEqual(puzzleKey("ArrowRight"), { kind: "next" });
  assert.deepEqual(puzzleKey("ArrowLeft"), { kind: "previous" });
  assert.equal(puzzleKey("Enter"), null);
});

for (const [name, makeDocument] of Object.entries(doms)) {
  describe(`puzzle view with ${name}`, () => {
    const setup = () => {
      const doc = makeDocument();
      const el = doc.createElement("div");
      doc.body.append(el);
      const model = fakeModel(PUZZLE);
      const cleanup = renderWidget({ model, el });
      const view = doc.defaultView;
      const click = (node) => node.dispatchEvent(new view.MouseEvent("click", { bubbles: true }));
      return { doc, el, model, cleanup, click, view };
    };

    test("shows the header, the goal, the board and the buttons; no verdict yet", () => {
      const { el } = setup();
      assert.equal(el.querySelector(".dw-puzzle-title").textContent, "Puzzle 1 of 3");
      assert.equal(el.querySelector(".dw-puzzle-goal").textContent, "Find the best move for Ann.");
      assert.equal(el.querySelector(".dw-puzzle-grade").getAttribute("aria-label"), "Grade 1 of 3");
      assert.equal(el.querySelector(".dw-puzzle-theme").hidden, true);
      assert.equal(el.querySelector(".dw-puzzle-verdict[role='status']").textContent, "");
      const below = [...el.querySelectorAll(".dw-puzzle-buttons button")].map((b) => b.dataset.kind);
      const side = [...el.querySelectorAll(".dw-puzzle-keep button")].map((b) => b.dataset.kind);
      assert.deepEqual(below, ["previous", "show", "next"]);
      assert.deepEqual(side, ["save", "load"]);
      assert.equal(el.querySelectorAll(".dw-puzzle-score li").length, 2);
      assert.equal(el.querySelector(".dw-side .dw-heading").textContent, "Your progress");
    });

    test("a tile, an end, the buttons, a menu and the arrows are sent to Python", () => {
      const { el, model, click, view } = setup();
      click(el.querySelector(".dw-hand-tile[data-tile='1:2']"));
      click(el.querySelector(".dw-target[data-move='play 1:2 on 1:1 west'] rect"));
      click(el.querySelector("button[data-kind='show']"));
      const select = el.querySelector("select[data-menu='game']");
      select.value = "cross";
      select.dispatchEvent(new view.Event("change", { bubbles: true }));
      const root = el.querySelector(".dw-widget");
      root.dispatchEvent(new view.KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
      assert.deepEqual(model.sent, [
        { kind: "tile", tile: "1:2" }, { kind: "play", move: "play 1:2 on 1:1 west" },
        { kind: "show" }, { kind: "choose", menu: "game", value: "cross" }, { kind: "next" }]);
    });

    test("the verdict shows with its colour, and the theme once Python sends it", () => {
      const { el, model } = setup();
      model.set("verdict", { right: false, text: "5 points; one scores more. Try again." });
      const verdict = el.querySelector(".dw-puzzle-verdict");
      assert.equal(verdict.getAttribute("data-right"), "false");
      assert.match(verdict.textContent, /Try again/);
      model.set("puzzle", { ...PUZZLE.puzzle, theme: "Theme: Fives." });
      assert.equal(el.querySelector(".dw-puzzle-theme").textContent, "Theme: Fives.");
      model.set("verdict", { right: true, text: "Right." });
      assert.equal(verdict.getAttribute("data-right"), "true");
    });

    test("a tile's moves that its end does not tell apart are buttons that send the move", () => {
      const { el, model, click } = setup();
      model.set("choices", [{ kind: "play", move: "play 5:5 on 6:5 east", label: "5:5 on 6:5, east" },
        { kind: "play", move: "play 5:5 on 6:5 east face down", label: "5:5 on 6:5, east, face down" }]);
      const buttons = el.querySelectorAll(".dw-choices button");
      assert.equal(buttons.length, 2);
      click(buttons[1]);
      assert.deepEqual(model.sent, [{ kind: "play", move: "play 5:5 on 6:5 east face down" }]);
    });

    test("the cleanup stops listening", () => {
      const { model, cleanup } = setup();
      cleanup();
      assert.equal(model.listenerCount("change:verdict"), 0);
    });
  });
}

test("intentFor takes a puzzle's tile clicks as the exercise board's", () => {
  const doc = new Window().document;
  const row = doc.createElement("div");
  row.innerHTML = '<div class="dw-hand dw-human"><svg><g class="dw-hand-tile" data-tile="3:4"></g></svg></div>';
  doc.body.append(row);
  assert.deepEqual(intentFor(row.querySelector("[data-tile]"), "puzzle"), { kind: "tile", tile: "3:4" });
});
