// Unit tests of domino_widgets/static/widget.js with node --test, on happy-dom and on jsdom.
// Run from the repo root: node --test js/tests/
import assert from "node:assert/strict";
import { describe, mock, test } from "node:test";
import { Window } from "happy-dom";
import { JSDOM } from "jsdom";

import widget, {
  clampStep,
  intentFor,
  pictureOf,
  renderWidget,
  splitNote,
  VIEWS,
} from "../../domino_widgets/static/widget.js";
import { EXERCISE, fakeModel, GAME, HINTS, REPLAY, SANDBOX } from "./fake-model.mjs";

test("the default export is anywidget's { render }, with no named render export", async () => {
  assert.equal(widget.render, renderWidget);
  const module = await import("../../domino_widgets/static/widget.js");
  assert.equal(module.render, undefined);
  assert.deepEqual(Object.keys(VIEWS).sort(), ["exercise_board", "game", "puzzle", "replay", "review", "sandbox", "steps"]);
});

test("pictureOf: a picture, or an index into the pictures, or a list of them joined", () => {
  const pictures = ["<a>", "<b>"];
  assert.equal(pictureOf("<svg>", pictures), "<svg>");
  assert.equal(pictureOf(1, pictures), "<b>");
  assert.equal(pictureOf([1, 0, 1], pictures), "<b><a><b>");
  assert.equal(pictureOf(undefined, pictures), undefined);
});

test("splitNote: 'Russian\\nEnglish' in two parts; one line goes by its alphabet", () => {
  assert.deepEqual(splitNote("Аня ходит.\nAnya leads."), { ru: "Аня ходит.", en: "Anya leads." });
  assert.deepEqual(splitNote("Only English."), { ru: "", en: "Only English." });
  assert.deepEqual(splitNote("Только русский."), { ru: "Только русский.", en: "" });
  assert.deepEqual(splitNote(undefined), { ru: "", en: "" });
});

test("clampStep keeps the step inside the frames", () => {
  const frames = [{}, {}, {}];
  assert.equal(clampStep(-3, frames), 0);
  assert.equal(clampStep(7, frames), 2);
  assert.equal(clampStep(1.6, frames), 1);
  assert.equal(clampStep(Number.NaN, frames), 0);
  assert.equal(clampStep(4, []), 0);
});

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
  return { doc, el, model, cleanup, click };
}

for (const [name, makeDocument] of Object.entries(doms)) {
  describe(`exercise view with ${name}`, () => {
    test("shows the board and the hand; a tile and a marked end are reported as in the game", () => {
      const { el, model, click } = setup(makeDocument, EXERCISE);
      assert.equal(el.querySelector(".dw-status").textContent, EXERCISE.status);
      assert.equal(el.querySelectorAll(".dw-own .dw-hand").length, 1);
      assert.equal(el.querySelector(".dw-widget").getAttribute("aria-label"), "The board of an exercise");
      click(el.querySelector(".dw-hand-tile[data-tile='1:2']"));
      click(el.querySelector(".dw-target[data-move='play 1:2 on 1:1 west'] rect"));
      assert.deepEqual(model.sent, [{ kind: "tile", tile: "1:2" }, { kind: "play", move: "play 1:2 on 1:1 west" }]);
      model.set("status", "You chose 1:2 on 1:1 west.");
      assert.equal(el.querySelector(".dw-status").textContent, "You chose 1:2 on 1:1 west.");
    });
  });

  describe(`game view with ${name}`, () => {
    test("shows the status, the board, the hands and only the buttons Python lists", () => {
      const { el } = setup(makeDocument, GAME);
      assert.equal(el.querySelector(".dw-status").textContent, GAME.status);
      assert.equal(el.querySelector(".dw-error").hidden, true);
      assert.equal(el.querySelectorAll(".dw-board .dw-target").length, 2);
      assert.equal(el.querySelectorAll(".dw-hand").length, 2);
      assert.ok(el.querySelector(".dw-hand.dw-turn[data-player='0']"));
      const kinds = [...el.querySelectorAll(".dw-buttons button")].map((b) => b.dataset.kind);
      assert.deepEqual(kinds, ["draw", "new_game"]);
      assert.equal(el.querySelector(".dw-log li").textContent, "Bot: play 1:1");
      assert.equal(el.querySelector(".dw-log .dw-log-title").textContent, "Hand 1");
      // clickable SVG parts are reachable by keyboard
      assert.equal(el.querySelector(".dw-target").getAttribute("tabindex"), "0");
    });

    test("a click on a hand tile sends its notation; on an end, its move; on a button, its kind", () => {
      const { el, model, click } = setup(makeDocument, GAME);
      click(el.querySelector(".dw-hand-tile[data-tile='1:2'] rect"));
      click(el.querySelector(".dw-target[data-move='play 1:2 on 1:1 west'] rect"));
      click(el.querySelector("button[data-kind='draw']"));
      click(el.querySelector(".dw-hand-tile.dw-face-down rect")); // no tile: nothing to report
      click(el.querySelector(".dw-status")); // not clickable
      assert.deepEqual(model.sent, [
        { kind: "tile", tile: "1:2" },
        { kind: "play", move: "play 1:2 on 1:1 west" },
        { kind: "draw" },
      ]);
    });

    test("Enter on a focused end sends like a click", () => {
      const { doc, el, model } = setup(makeDocument, GAME);
      const end = el.querySelector(".dw-target[data-move='play 1:2 on 1:1 east']");
      end.dispatchEvent(new doc.defaultView.KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
      assert.deepEqual(model.sent, [{ kind: "play", move: "play 1:2 on 1:1 east" }]);
    });

    test("Python's answers re-render: new board, error shown, choices as buttons", () => {
      const { el, model, click } = setup(makeDocument, GAME);
      model.update({
        board_svg: '<svg xmlns="http://www.w3.org/2000/svg"><g class="dw-tile" data-n="2"></g></svg>',
        error: "2:2 does not match any open end (ends: 1, 1)",
        choices: [{ kind: "play", move: "play 6:1 crosswise", label: "play 6:1 crosswise" }],
        buttons: [],
      });
      assert.equal(el.querySelectorAll(".dw-board .dw-target").length, 0);
      assert.ok(el.querySelector(".dw-board .dw-tile[data-n='2']"));
      assert.equal(el.querySelector(".dw-error").hidden, false);
      assert.match(el.querySelector(".dw-error").textContent, /does not match/);
      assert.equal(el.querySelector(".dw-buttons").hidden, true);
      click(el.querySelector(".dw-choices button"));
      assert.deepEqual(model.sent, [{ kind: "play", move: "play 6:1 crosswise" }]);
    });

    test("hints: hidden until Python sends them; each move plays on a click", () => {
      const { el, model, click } = setup(makeDocument, {
        ...GAME,
        buttons: [{ kind: "hint", label: "Hint" }, ...GAME.buttons],
      });
      const box = el.querySelector(".dw-side .dw-hints");
      assert.equal(box.hidden, true);
      click(el.querySelector("button[data-kind='hint']"));
      assert.deepEqual(model.sent, [{ kind: "hint" }]);
      model.set("hints", { title: "Hint: looking for the best moves…", note: "", moves: [], pending: true });
      assert.equal(box.hidden, false); // Python is still searching: the title says so
      assert.ok(box.classList.contains("dw-pending"));
      assert.equal(box.querySelectorAll("li").length, 0);
      model.set("hints", HINTS);
      assert.ok(!box.classList.contains("dw-pending"));
      assert.equal(box.hidden, false);
      assert.equal(box.querySelector(".dw-heading").textContent, HINTS.title);
      const rows = [...box.querySelectorAll("li")];
      assert.equal(rows.length, 2);
      assert.ok(rows[0].classList.contains("dw-hint-best"));
      assert.equal(rows[0].querySelector(".dw-hint-value"), null); // no figures, only words
      assert.equal(rows[1].querySelector(".dw-hint-reason").textContent, "Bot may score up to 10 in reply");
      assert.match(box.querySelector(".dw-hint-note").textContent, /knows only your tiles/);
      click(rows[1].querySelector("button"));
      assert.deepEqual(model.sent.at(-1), { kind: "play", move: "play 1:2 on 1:1 east" });
      model.set("hints", {}); // the next move clears them
      assert.equal(box.hidden, true);
      assert.equal(box.querySelectorAll("li").length, 0);
    });

    test("the bots' strength is a select of Python's levels; a change sends it", () => {
      const { doc, el, model } = setup(makeDocument, GAME);
      const select = el.querySelector("select.dw-level");
      assert.deepEqual([...select.options].map((o) => o.textContent), ["Beginner", "Club"]);
      assert.equal(select.value, "club");
      select.value = "beginner";
      select.dispatchEvent(new doc.defaultView.Event("change", { bubbles: true }));
      assert.deepEqual(model.sent, [{ kind: "bot_level", level: "beginner" }]);
      model.set("level_locked", true);
      assert.equal(select.disabled, true);
    });

    test("status, board and widget speak to a screen reader; your hand sits under the board", () => {
      const { el } = setup(makeDocument, GAME);
      assert.equal(el.querySelector(".dw-status").getAttribute("role"), "status");
      assert.equal(el.querySelector(".dw-status").getAttribute("aria-live"), "polite");
      const board = el.querySelector(".dw-board");
      assert.equal(board.getAttribute("role"), "img");
      assert.equal(board.getAttribute("aria-label"), GAME.board_label);
      assert.equal(el.querySelector(".dw-widget").getAttribute("aria-label"), "Domino game");
      assert.ok(el.querySelector(".dw-stage .dw-own .dw-hand[data-player='0']"));
      assert.ok(el.querySelector(".dw-side .dw-others .dw-hand[data-player='1']"));
      const stage = el.querySelector(".dw-stage");
      const order = [...stage.children].map((n) => n.className.split(" ")[0]);
      assert.ok(order.indexOf("dw-bar") < order.indexOf("dw-board")); // buttons right above
      for (const button of el.querySelectorAll("button")) assert.ok(button.textContent.trim());
    });

    test("the reveal box sets the trait and saves it", () => {
      const { doc, el, model } = setup(makeDocument, GAME);
      const box = el.querySelector("input.dw-reveal");
      box.checked = true;
      box.dispatchEvent(new doc.defaultView.Event("change", { bubbles: true }));
      assert.equal(model.get("reveal"), true);
      assert.equal(model.saves, 1);
    });

    test("cleanup removes every model listener, the DOM listeners and the elements", () => {
      const { el, model, cleanup, click } = setup(makeDocument, GAME);
      const tile = el.querySelector(".dw-hand-tile[data-tile='1:2']");
      assert.ok(model.listenerCount() > 0);
      cleanup();
      assert.equal(model.listenerCount(), 0);
      assert.equal(el.children.length, 0);
      click(tile);
      assert.deepEqual(model.sent, []);
    });
  });

  describe(`replay view with ${name}`, () => {
    test("the stored form (each picture once, by index; hands by rows) shows what the full frames show", () => {
      const row = (p, k, turn) => `<div class="dw-hand${turn ? " dw-turn" : ""}" data-player="${p}">`
        + `<div class="dw-hand-svg" data-tiles="${k}"></div></div>`;
      const turnOf = (k) => (k === 1 ? 1 : 0);
      const full = { ...REPLAY, frames: REPLAY.frames.map((f, k) => ({ ...f,
        hands: row(0, 0, turnOf(k) === 0) + row(1, k, turnOf(k) === 1),
        hands_closed: row(0, "x", turnOf(k) === 0) + row(1, "x", turnOf(k) === 1) })) };
      const pictures = [];
      const ref = (pic) => (pictures.includes(pic) ? pictures : pictures.push(pic) && pictures).indexOf(pic);
      const stored = { ...full, pictures, frames: full.frames.map((f, k) => ({ ...f,
        board: ref(f.board), scores: ref(f.scores), turn: turnOf(k),
        hands: [ref(row(0, 0, false)), ref(row(1, k, false))],
        hands_closed: [ref(row(0, "x", false)), ref(row(1, "x", false))] })) };
      assert.equal(pictures.filter((pic) => pic.includes('data-tiles="x"')).length, 2); // shared
      const shown = (data) => [true, false].flatMap((open) => {
        const { el, click, cleanup } = setup(makeDocument, { ...data, open_hands: open });
        const seen = [];
        for (let k = 0; k < data.frames.length; k++) {
          seen.push(el.innerHTML);
          click(el.querySelector("button[data-step='next']"));
        }
        cleanup();
        return seen;
      });
      const expected = shown(full);
      assert.ok(expected[1].includes('<div class="dw-hand dw-turn" data-player="1">'));
      assert.deepEqual(shown(stored), expected);
    });

    test("a Russian replay shows the note's explanation under the book's words (issue 36)", () => {
      const frames = REPLAY.frames.map((f, k) => (k === 1 ? { ...f, note: "Аня ходит 5:5.\nАня начинает дублем 5:5." } : f));
      const { el, click } = setup(makeDocument, { ...REPLAY, lang: "ru", frames });
      click(el.querySelector("button[data-step='next']"));
      assert.equal(el.querySelector(".dw-note-ru").textContent, "Аня ходит 5:5.");
      assert.equal(el.querySelector(".dw-note-en").textContent, "Аня начинает дублем 5:5.");
      assert.equal(el.querySelector(".dw-note-en").getAttribute("lang"), "ru");
    });

    test("steps with the buttons and the slider, saving the step; no message is sent", () => {
      const { doc, el, model, click } = setup(makeDocument, REPLAY);
      const board = () => el.querySelector(".dw-board svg").getAttribute("data-frame");
      assert.equal(board(), "0");
      assert.equal(el.querySelector("button[data-step='back']").disabled, true);
      click(el.querySelector("button[data-step='next']"));
      assert.equal(model.get("step"), 1);
      assert.equal(board(), "1");
      assert.equal(el.querySelector(".dw-step-text").textContent, "Move 1 of 2");
      assert.equal(el.querySelector(".dw-note-ru").textContent, "Аня ходит 5:5.");
      assert.equal(el.querySelector(".dw-note-en").textContent, "Anya leads 5:5.");
      click(el.querySelector("button[data-step='last']"));
      assert.equal(board(), "2");
      assert.equal(el.querySelector("button[data-step='next']").disabled, true);
      assert.equal(el.querySelector(".dw-note-ru").hidden, true);
      click(el.querySelector("button[data-step='next']")); // already last: stays
      assert.equal(model.get("step"), 2);
      const slider = el.querySelector("input.dw-slider");
      assert.equal(slider.max, "2");
      slider.value = "1";
      slider.dispatchEvent(new doc.defaultView.Event("input", { bubbles: true }));
      assert.equal(board(), "1");
      click(el.querySelector("button[data-step='first']"));
      assert.equal(board(), "0");
      assert.ok(model.saves >= 4);
      assert.deepEqual(model.sent, []);
    });

    test("arrows, Home and End step the replay whenever the widget has focus", () => {
      const { doc, el, model } = setup(makeDocument, REPLAY);
      const root = el.querySelector(".dw-widget");
      assert.equal(root.getAttribute("tabindex"), "0");
      const key = (target, name) =>
        target.dispatchEvent(new doc.defaultView.KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));
      key(root, "ArrowRight");
      assert.equal(model.get("step"), 1);
      key(root, "End");
      assert.equal(model.get("step"), 2);
      key(el.querySelector(".dw-board"), "ArrowLeft"); // from anywhere inside the widget
      assert.equal(model.get("step"), 1);
      key(root, "Home");
      assert.equal(model.get("step"), 0);
      key(root, "a"); // not a replay key
      assert.equal(model.get("step"), 0);
      assert.equal(el.querySelector("button[data-step='back']").title, "One move back (left arrow)");
    });

    test("the open-hands box switches between open and closed hands", () => {
      const { doc, el, model } = setup(makeDocument, REPLAY);
      assert.ok(el.querySelector("[data-open='0']"));
      const box = el.querySelector("input.dw-open-hands");
      box.checked = false;
      box.dispatchEvent(new doc.defaultView.Event("change", { bubbles: true }));
      assert.equal(model.get("open_hands"), false);
      assert.ok(el.querySelector("[data-closed='0']"));
      model.set("step", 2); // a kernel-side change shows too
      assert.ok(el.querySelector("[data-closed='2']"));
    });

    test("autoplay advances one frame per interval and stops at the end", () => {
      mock.timers.enable({ apis: ["setInterval"] });
      try {
        const { el, model, click, cleanup } = setup(makeDocument, REPLAY);
        const play = el.querySelector("button[data-step='play']");
        click(play);
        assert.equal(play.textContent, "Pause");
        mock.timers.tick(100);
        assert.equal(model.get("step"), 1);
        mock.timers.tick(100);
        assert.equal(model.get("step"), 2);
        mock.timers.tick(100);
        assert.equal(play.textContent, "Play");
        mock.timers.tick(500);
        assert.equal(model.get("step"), 2);
        cleanup();
        assert.equal(model.listenerCount(), 0);
      } finally {
        mock.timers.reset();
      }
    });
  });

  describe(`sandbox view with ${name}`, () => {
    test("lists the moves with their points; a move asks for its preview", () => {
      const { el, model, click } = setup(makeDocument, SANDBOX);
      const rows = [...el.querySelectorAll(".dw-moves li")];
      assert.equal(rows.length, 2);
      assert.equal(rows[1].querySelector(".dw-points").textContent, "+10");
      click(rows[1].querySelector("button"));
      assert.deepEqual(model.sent, [{ kind: "preview", move: "play 3:4 on 3:3 east" }]);
      assert.equal(el.querySelector(".dw-answers").hidden, true);
      assert.equal(el.querySelector(".dw-moves-box .dw-heading").textContent, SANDBOX.words.moves);
    });

    test("a preview shows on the board itself, with its buttons above it; Back goes back", () => {
      const { el, model, click } = setup(makeDocument, SANDBOX);
      model.set("preview", {
        move: "play 3:4 on 3:3 east",
        title: "After Ann: play 3:4 on 3:3 east, +10 points",
        svg: '<svg xmlns="http://www.w3.org/2000/svg" data-preview="1"></svg>',
        caption: "Counted ends: 4 + 6 = 10 -> 2 points",
        label: "after the move",
        buttons: [{ kind: "play", move: "play 3:4 on 3:3 east", label: "Play this move" }, { kind: "clear_preview", label: "Back" }],
        answers: [{ player: 1, name: "Bob", title: "Bob could answer", moves: ["play 4:4 on 3:4"] }],
      });
      assert.ok(el.querySelector(".dw-stage .dw-board svg[data-preview='1']"));
      assert.equal(el.querySelector(".dw-board").getAttribute("aria-label"), "after the move");
      assert.equal(el.querySelector(".dw-caption").textContent, "Counted ends: 4 + 6 = 10 -> 2 points");
      assert.equal(el.querySelector(".dw-bar .dw-preview-title").textContent, "After Ann: play 3:4 on 3:3 east, +10 points");
      assert.equal(el.querySelector(".dw-answers").hidden, false);
      assert.equal(el.querySelector(".dw-answer li").textContent, "play 4:4 on 3:4");
      assert.ok(el.querySelector(".dw-moves li.dw-chosen"));
      const labels = [...el.querySelectorAll(".dw-bar button")].map((b) => b.textContent);
      assert.deepEqual(labels, ["Play this move", "Back"]);
      click(el.querySelector(".dw-bar button[data-kind='play']"));
      click(el.querySelector(".dw-bar button[data-kind='clear_preview']"));
      assert.deepEqual(model.sent, [{ kind: "play", move: "play 3:4 on 3:3 east" }, { kind: "clear_preview" }]);
      model.set("preview", {});
      assert.equal(el.querySelector(".dw-board svg[data-preview='1']"), null);
      assert.deepEqual([...el.querySelectorAll(".dw-bar button")].map((b) => b.dataset.kind), ["hint", "undo"]);
    });

    test("hints in the sandbox ask for the move's preview", () => {
      const { el, model, click } = setup(makeDocument, SANDBOX);
      click(el.querySelector(".dw-buttons button[data-kind='hint']"));
      model.set("hints", { ...HINTS, moves: HINTS.moves.map((m) => ({ ...m, kind: "preview" })) });
      click(el.querySelector(".dw-hints li button"));
      assert.deepEqual(model.sent, [{ kind: "hint" }, { kind: "preview", move: "play 1:2 on 1:1 west" }]);
    });

    test("Cross in two hands: a left and a right box, both sent", () => {
      const hands = SANDBOX.hands.map((h) => ({ ...h, right: h.player === 0 ? "5:5 6:6" : "" }));
      const { el, model, click } = setup(makeDocument, { ...SANDBOX, hands });
      const row = el.querySelector(".dw-hand[data-player='0']");
      assert.equal(row.querySelector("input.dw-tiles").value, "1:2 3:4");
      assert.equal(row.querySelector("input.dw-tiles-right").value, "5:5 6:6");
      assert.deepEqual([...row.querySelectorAll(".dw-edit-label")].map((n) => n.textContent), ["Left", "Right"]);
      assert.equal(row.querySelector("button[data-kind='set_hand']").textContent, "Set hands");
      row.querySelector("input.dw-tiles-right").value = "0:0";
      click(row.querySelector("button[data-kind='set_hand']"));
      const other = el.querySelector(".dw-hand[data-player='1']");
      click(other.querySelector("button[data-kind='set_hand']")); // an empty right hand is sent too
      assert.deepEqual(model.sent, [
        { kind: "set_hand", player: 0, tiles: "1:2 3:4", right: "0:0" },
        { kind: "set_hand", player: 1, tiles: "6:6", right: "" },
      ]);
    });

    test("set hand sends the typed tiles for that player; a hand tile sends its tile", () => {
      const { el, model, click } = setup(makeDocument, SANDBOX);
      const row = el.querySelector(".dw-hand[data-player='1']");
      row.querySelector("input.dw-tiles").value = "5:5, 6:1";
      click(row.querySelector("button[data-kind='set_hand']"));
      click(el.querySelector(".dw-hand-tile[data-tile='1:2']"));
      // Python answers a hand tile's click: it previews the tile's move, or says what to do
      assert.deepEqual(model.sent, [
        { kind: "set_hand", player: 1, tiles: "5:5, 6:1" },
        { kind: "tile", player: 0, tile: "1:2" },
      ]);
    });
  });
}

test("intentFor reads only data attributes, and ignores disabled buttons", () => {
  const doc = new Window().document;
  doc.body.innerHTML =
    '<button data-kind="undo" disabled>u</button><button data-kind="play" data-action="1040">p</button>' +
    '<svg><g class="dw-target" data-move="play 1:1" data-action="12"><rect/></g></svg>';
  assert.equal(intentFor(doc.querySelector("button[data-kind='undo']"), "game"), null);
  assert.deepEqual(intentFor(doc.querySelector("button[data-kind='play']"), "game"), { kind: "play" });
  assert.deepEqual(intentFor(doc.querySelector("rect"), "game"), { kind: "play", move: "play 1:1" });
  assert.equal(intentFor(doc.querySelector("rect"), "sandbox"), null);
  assert.equal(intentFor(null, "game"), null);
});

// -- the coach (issue 26) -------------------------------------------------------------------
for (const [name, makeDocument] of Object.entries(doms)) {
  describe(`the coach with ${name}`, () => {
    test("What could they hold? is off at first; its box asks Python, which sends the lines", () => {
      const { el, model, click } = setup(makeDocument, { ...GAME, counting: { on: false, label: "What could they hold?" } });
      const box = el.querySelector("input.dw-counting-toggle");
      assert.equal(box.checked, false);
      assert.equal(el.querySelector(".dw-counting").hidden, true);
      click(box);
      assert.deepEqual(model.sent, [{ kind: "counting", show: true }]);
      model.set("counting", { on: true, label: "What could they hold?", title: "What could they hold?",
        lines: ["Tiles you have not seen (2): 1:1, 2:2", "Bot holds no tile with 3"] });
      assert.equal(el.querySelectorAll(".dw-counting li").length, 2);
      assert.equal(el.querySelector(".dw-counting").hidden, false);
    });

    test("the take-back offer shows the loss, the reason and its two buttons, which send their kinds", () => {
      const { el, model, click } = setup(makeDocument, GAME);
      assert.equal(el.querySelector(".dw-coach-offer").hidden, true);
      model.set("coach_offer", { text: "0:0 loses about 14 points.", reason: "It scores nothing.",
        question: "Take it back?", buttons: [{ kind: "take_back", label: "Take it back" }, { kind: "keep_move", label: "Keep it" }] });
      const offer = el.querySelector(".dw-coach-offer");
      assert.equal(offer.hidden, false);
      assert.equal(offer.getAttribute("role"), "alert");
      assert.equal(offer.querySelector(".dw-coach-loss").textContent, "0:0 loses about 14 points.");
      click(offer.querySelector("button[data-kind='keep_move']"));
      assert.deepEqual(model.sent, [{ kind: "keep_move" }]);
    });

    test("the same deal by the bot: a table of both results, the learner's seat marked", () => {
      const { el, model } = setup(makeDocument, GAME);
      model.set("duplicate", { title: "The same deal", text: "You made 30.", columns: ["Player", "Yours", "Bot"],
        rows: [{ name: "You", yours: "+30", bot: "+5", seat: true }, { name: "Bot", yours: "+35", bot: "+45", seat: false }] });
      const rows = el.querySelectorAll(".dw-duplicate-table tbody tr");
      assert.equal(rows.length, 2);
      assert.ok(rows[0].classList.contains("dw-seat"));
      assert.equal(rows[1].textContent, "Bot+35+45");
    });

    test("the review's Try again sends the flagged decision's number", () => {
      const doc = makeDocument();
      doc.body.innerHTML = '<button data-kind="try_again" data-decision="1">Try again</button>';
      assert.deepEqual(intentFor(doc.querySelector("button"), "review"), { kind: "try_again", decision: 1 });
    });

    test("the replay announces each step in a status region", () => {
      const { el, click } = setup(makeDocument, REPLAY);
      const announce = el.querySelector(".dw-announce[role='status']");
      assert.equal(announce.textContent, "The deal");
      click(el.querySelector("button[data-step='next']"));
      assert.equal(announce.textContent, "Move 1 of 2");
    });
  });
}
