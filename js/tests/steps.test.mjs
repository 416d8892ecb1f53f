// The steps view of widget.js (issue 36: a lesson's steps) with node --test, on happy-dom and
// on jsdom: what it shows, and the intents its clicks and keys send. Python decides the rest.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { Window } from "happy-dom";
import { JSDOM } from "jsdom";

import { renderWidget } from "../../domino_widgets/static/widget.js";
import { EXERCISE, fakeModel } from "./fake-model.mjs";

const STEPS = {
  ...EXERCISE,
  view: "steps",
  status: "Click every tile of Vera's that fits, then Check.",
  words: { widget: "The lesson, step by step", answer: "Your answer" },
  lang: "en",
  languages: [{ value: "en", label: "English" }, { value: "ru", label: "Русский" }],
  summary: "Step 2 of 3 · ★ 3 of 9",
  done: [{ title: "Rule 1: the deal", stars: "★★★", label: "Rule 1: the deal: 3 of 3 stars", then: "<p>Seven left.</p>" }],
  step: { number: 2, count: 3, title: "Rule 2: matching halves", html: "<p>A tile joins an <b>end</b>.</p>",
    question: "Click every tile of Vera's that fits, then Check.", kind: "tiles", warm_up: false, stars: "" },
  feedback: {},
  then_html: "",
  buttons: [{ kind: "check", label: "Check", primary: true }, { kind: "show", label: "Show me" }],
  choices: [],
  field: {},
};

const doms = {
  "happy-dom": () => new Window().document,
  jsdom: () => new JSDOM("<!doctype html><body></body>").window.document,
};

function setup(makeDocument, initial) {
  const doc = makeDocument();
  const el = doc.createElement("div");
  doc.body.append(el);
  const model = fakeModel(initial);
  const cleanup = renderWidget({ model, el });
  const click = (node) =>
    node.dispatchEvent(new doc.defaultView.MouseEvent("click", { bubbles: true, cancelable: true }));
  const key = (node, k) =>
    node.dispatchEvent(new doc.defaultView.KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true }));
  return { doc, el, model, cleanup, click, key };
}

for (const [name, makeDocument] of Object.entries(doms)) {
  describe(`steps view with ${name}`, () => {
    test("shows the steps done (folded), the step now, and no follow-up before it is solved", () => {
      const { el } = setup(makeDocument, STEPS);
      assert.equal(el.querySelector(".dw-steps-summary").textContent, "Step 2 of 3 · ★ 3 of 9");
      assert.equal(el.querySelectorAll(".dw-steps-done details").length, 1);
      assert.equal(el.querySelector(".dw-steps-done details").open, false);
      assert.match(el.querySelector(".dw-steps-done summary").textContent, /Rule 1: the deal\s+★★★/);
      assert.equal(el.querySelector(".dw-steps-title").textContent, "Rule 2: matching halves");
      assert.equal(el.querySelector(".dw-steps-rule b").textContent, "end");
      assert.equal(el.querySelector(".dw-steps-then").hidden, true);
      assert.equal(el.querySelector(".dw-steps-field").hidden, true);
      assert.equal(el.querySelector(".dw-steps-feedback").getAttribute("role"), "status");
    });

    test("a hand tile (click, or Enter on it) and the buttons send their intents", () => {
      const { el, model, click, key } = setup(makeDocument, STEPS);
      const tile = el.querySelector(".dw-hand-tile[data-tile='1:2']");
      assert.equal(tile.getAttribute("tabindex"), "0");
      click(tile);
      key(tile, "Enter");
      click(el.querySelector("button[data-kind='check']"));
      click(el.querySelector("button[data-kind='show']"));
      assert.deepEqual(model.sent, [{ kind: "tile", tile: "1:2" }, { kind: "tile", tile: "1:2" },
        { kind: "check" }, { kind: "show" }]);
    });

    test("a number is sent with Check or Enter; a choice by its button; a draw by its move", () => {
      const { el, model, click, key } = setup(makeDocument, { ...STEPS, field: { label: "Your answer" },
        choices: [{ value: "Olga", label: "Olga" }],
        buttons: [{ kind: "move", move: "draw", label: "Draw a tile" }, { kind: "check", label: "Check" }] });
      const input = el.querySelector("input.dw-steps-number");
      assert.equal(el.querySelector(".dw-steps-field").hidden, false);
      input.value = " 7 ";
      click(el.querySelector("button[data-kind='check']"));
      key(input, "Enter");
      click(el.querySelector("button[data-choice='Olga']"));
      click(el.querySelector("button[data-move='draw']"));
      assert.deepEqual(model.sent, [{ kind: "check", answer: "7" }, { kind: "check", answer: "7" },
        { kind: "choose", choice: "Olga" }, { kind: "move", move: "draw" }]);
    });

    test("the verdict and the follow-up show when Python sends them; cleanup removes listeners", () => {
      const { el, model, cleanup } = setup(makeDocument, STEPS);
      model.set("feedback", { text: "Right: 6:2, 5:2.", right: true });
      model.set("then_html", "<p>Both have a 2.</p>");
      assert.equal(el.querySelector(".dw-steps-feedback").getAttribute("data-right"), "true");
      assert.equal(el.querySelector(".dw-steps-then").hidden, false);
      assert.equal(el.querySelector(".dw-steps-then p").textContent, "Both have a 2.");
      cleanup();
      assert.equal(model.listenerCount(), 0);
      assert.equal(el.children.length, 0);
    });
  });
}
