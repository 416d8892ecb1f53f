// domino_widgets front end: one self-contained ES module for the three widgets
// (view "game", "replay", "sandbox"). It holds no game rules: Python draws the SVG, marks what
// is clickable with data attributes and lists the buttons; this module shows the traits and
// reports clicks as custom messages ({kind, ...}). The replay steps through frames that are
// all in the model, so it works without a kernel (static HTML export).

/** Build an element: make(doc, "div", {class: "x", text: "hi"}, [children]). */
export function make(doc, tag, attrs = {}, children = []) {
  const node = doc.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") node.textContent = String(value);
    else if (key === "html") node.innerHTML = String(value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

/** A note "Russian\nEnglish" as its two parts (either may be empty). */
export function splitNote(note) {
  const text = String(note ?? "").trim();
  if (!text) return { ru: "", en: "" };
  const cut = text.indexOf("\n");
  if (cut < 0) return /[А-Яа-яЁё]/.test(text) ? { ru: text, en: "" } : { ru: "", en: text };
  return { ru: text.slice(0, cut).trim(), en: text.slice(cut + 1).trim() };
}

const int = (value) => {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : null;
};

/**
 * The message a click on `target` reports in `view`, or null. Only data attributes written
 * by Python are read: a highlighted end (data-action), a hand tile (data-id), a button
 * (data-kind with data-action / data-player), a sandbox hand form (set_hand).
 */
export function intentFor(target, view) {
  if (!target || typeof target.closest !== "function") return null;
  const button = target.closest("button[data-kind]");
  if (button) {
    if (button.disabled) return null;
    const message = { kind: button.getAttribute("data-kind") };
    const action = int(button.getAttribute("data-action"));
    const player = int(button.getAttribute("data-player"));
    if (action !== null) message.action = action;
    if (player !== null) message.player = player;
    if (message.kind === "set_hand") {
      const form = button.closest(".dw-hand");
      const input = form && form.querySelector("input.dw-tiles");
      message.tiles = input ? input.value : "";
      const right = form && form.querySelector("input.dw-tiles-right");
      if (right) message.right = right.value; // Cross in two hands: the right hand
    }
    return message;
  }
  if (view !== "game") return null;
  const end = target.closest(".dw-target[data-action]");
  if (end) {
    const action = int(end.getAttribute("data-action"));
    return action === null ? null : { kind: "play", action };
  }
  const tile = target.closest(".dw-hand-tile[data-id]");
  if (tile) {
    const id = int(tile.getAttribute("data-id"));
    return id === null ? null : { kind: "tile", id };
  }
  return null;
}

/** Make the clickable parts of freshly inserted SVG reachable by keyboard. */
function focusable(container) {
  for (const node of container.querySelectorAll(".dw-target[data-action], .dw-playable[data-id]")) {
    node.setAttribute("tabindex", "0");
    node.setAttribute("role", "button");
  }
}

/** Listen to `change:<trait>` for each trait; returns the function that stops listening. */
function watch(model, handlers) {
  const pairs = Object.entries(handlers).map(([trait, fn]) => [`change:${trait}`, fn]);
  for (const [event, fn] of pairs) model.on(event, fn);
  return () => {
    for (const [event, fn] of pairs) model.off(event, fn);
  };
}

/** Click and keyboard (Enter, Space) on `root` send the intent of what was hit. */
function listen(root, view, model) {
  const send = (event) => {
    const message = intentFor(event.target, view);
    if (!message) return;
    event.preventDefault();
    model.send(message);
  };
  const onKey = (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    if (event.target.closest && event.target.closest("button, input")) return;
    send(event);
  };
  root.addEventListener("click", send);
  root.addEventListener("keydown", onKey);
  return () => {
    root.removeEventListener("click", send);
    root.removeEventListener("keydown", onKey);
  };
}

function setText(node, text) {
  node.textContent = text ?? "";
  node.hidden = !text;
}

function setHtml(node, html) {
  node.innerHTML = html ?? "";
  node.hidden = !html;
}

function buttonRow(doc, row, buttons) {
  row.replaceChildren(
    ...(buttons ?? []).map((b) =>
      make(doc, "button", {
        type: "button",
        class: `dw-button dw-${b.kind}`,
        "data-kind": b.kind,
        "data-action": b.action,
        "data-player": b.player,
        disabled: b.disabled,
        text: b.label,
      }),
    ),
  );
  row.hidden = !(buttons ?? []).length;
}

function handRows(doc, container, hands, extra) {
  container.replaceChildren(
    ...(hands ?? []).map((hand) => {
      const row = make(doc, "div", {
        class: `dw-hand${hand.turn ? " dw-turn" : ""}${hand.human ? " dw-human" : ""}`,
        "data-player": hand.player,
      });
      row.append(make(doc, "div", { class: "dw-hand-label", text: hand.label ?? hand.name }));
      const picture = make(doc, "div", { class: "dw-hand-svg", html: hand.svg ?? "" });
      focusable(picture);
      row.append(picture);
      if (extra) extra(row, hand);
      return row;
    }),
  );
}

/**
 * The hint panel: a title, a note on what the value means, and the best moves first; each
 * move is a button (its kind and action come from Python) with its value and reason. While
 * Python is still searching (`pending`), only the title shows.
 */
function drawHints(doc, box, hints) {
  const moves = (hints && hints.moves) || [];
  if (!hints || !hints.title) {
    box.replaceChildren();
    box.hidden = true;
    return;
  }
  box.classList.toggle("dw-pending", Boolean(hints.pending));
  const list = make(doc, "ol", { class: "dw-hint-list" }, moves.map((m) =>
    make(doc, "li", { class: m.best ? "dw-hint-best" : undefined }, [
      make(doc, "button", {
        type: "button",
        class: "dw-button dw-hint-move",
        "data-kind": m.kind,
        "data-action": m.action,
        text: m.label,
      }),
      make(doc, "span", { class: "dw-hint-value", title: "expected result of the hand", text: m.value_text ?? "" }),
      make(doc, "div", { class: "dw-hint-reason", text: m.reason ?? "" }),
    ]),
  ));
  box.replaceChildren(
    make(doc, "div", { class: "dw-heading", text: hints.title }),
    ...(moves.length ? [list] : []),
    ...(hints.note ? [make(doc, "div", { class: "dw-hint-note", text: hints.note })] : []),
  );
  box.hidden = false;
}

/** The log of the match, hand by hand, scrolled to its last line. */
function drawLog(doc, box, groups) {
  box.replaceChildren(
    ...(groups ?? []).map((group) =>
      make(doc, "section", { class: "dw-log-hand" }, [
        make(doc, "div", { class: "dw-log-title", text: group.title }),
        make(doc, "ol", {}, (group.lines ?? []).map((line) => make(doc, "li", { text: line }))),
      ]),
    ),
  );
  box.hidden = !(groups ?? []).length;
  box.scrollTop = box.scrollHeight;
}

function skeleton(doc, el, view) {
  const root = make(doc, "div", { class: `dw-widget dw-${view}`, "data-view": view });
  const parts = {
    root,
    status: make(doc, "div", { class: "dw-status", role: "status", "aria-live": "polite" }),
    error: make(doc, "div", { class: "dw-error", role: "alert" }),
    board: make(doc, "div", { class: "dw-board" }),
    layout: make(doc, "div", { class: "dw-layout" }),
    table: make(doc, "div", { class: "dw-table-area" }),
    side: make(doc, "div", { class: "dw-side" }),
    scores: make(doc, "div", { class: "dw-scores-box" }),
  };
  parts.layout.append(parts.table, parts.side);
  root.append(parts.status, parts.error, parts.board, parts.layout);
  el.append(root);
  return parts;
}

// -- the game -------------------------------------------------------------------------------
export function renderGame({ model, el }) {
  const doc = el.ownerDocument;
  const p = skeleton(doc, el, "game");
  const choices = make(doc, "div", { class: "dw-choices" });
  const hands = make(doc, "div", { class: "dw-hands" });
  const buttons = make(doc, "div", { class: "dw-buttons" });
  const reveal = make(doc, "input", { type: "checkbox", class: "dw-reveal" });
  const revealLabel = make(doc, "label", { class: "dw-toggle" }, [reveal, doc.createTextNode(" show all hands")]);
  const summary = make(doc, "div", { class: "dw-summary-box" });
  const log = make(doc, "div", { class: "dw-log", tabindex: "0" });
  const hints = make(doc, "div", { class: "dw-hints", hidden: true });
  p.root.insertBefore(choices, p.layout);
  p.table.append(hands, buttons);
  p.side.append(hints, p.scores, summary, log, revealLabel);

  const draw = {
    status: () => setText(p.status, model.get("status")),
    error: () => setText(p.error, model.get("error")),
    board_svg: () => {
      p.board.innerHTML = model.get("board_svg") ?? "";
      focusable(p.board);
    },
    hands: () => handRows(doc, hands, model.get("hands")),
    choices: () => buttonRow(doc, choices, model.get("choices")),
    buttons: () => buttonRow(doc, buttons, model.get("buttons")),
    scores_html: () => setHtml(p.scores, model.get("scores_html")),
    summary_html: () => setHtml(summary, model.get("summary_html")),
    moves_log: () => drawLog(doc, log, model.get("moves_log")),
    busy: () => p.root.classList.toggle("dw-busy", Boolean(model.get("busy"))),
    hints: () => drawHints(doc, hints, model.get("hints")),
    reveal: () => {
      reveal.checked = Boolean(model.get("reveal"));
    },
  };
  for (const fn of Object.values(draw)) fn();
  const onReveal = () => {
    model.set("reveal", reveal.checked);
    model.save_changes();
  };
  reveal.addEventListener("change", onReveal);
  const unwatch = watch(model, draw);
  const unlisten = listen(p.root, "game", model);
  return () => {
    unwatch();
    unlisten();
    reveal.removeEventListener("change", onReveal);
    p.root.remove();
  };
}

// -- the replay -----------------------------------------------------------------------------
export function clampStep(step, frames) {
  const last = Math.max(0, (frames?.length ?? 1) - 1);
  const n = Number.isFinite(step) ? Math.trunc(step) : 0;
  return Math.min(Math.max(n, 0), last);
}

export function renderReplay({ model, el }) {
  const doc = el.ownerDocument;
  const p = skeleton(doc, el, "replay");
  const controls = make(doc, "div", { class: "dw-controls" });
  const button = (name, label, title) =>
    make(doc, "button", { type: "button", class: `dw-button dw-${name}`, "data-step": name, title, text: label });
  const first = button("first", "« First", "the deal");
  const back = button("back", "‹ Back", "one move back (←)");
  const next = button("next", "Next ›", "the next move (→)");
  const last = button("last", "Last »", "the last move");
  const play = button("play", "Play", "play the moves one after another");
  const slider = make(doc, "input", { type: "range", class: "dw-slider", min: 0, step: 1, "aria-label": "move" });
  const stepText = make(doc, "span", { class: "dw-step-text" });
  const open = make(doc, "input", { type: "checkbox", class: "dw-open-hands" });
  const openLabel = make(doc, "label", { class: "dw-toggle" }, [open, doc.createTextNode(" open hands")]);
  controls.append(first, back, next, last, play, slider, openLabel);
  const hands = make(doc, "div", { class: "dw-hands" });
  const note = make(doc, "div", { class: "dw-note" });
  const ru = make(doc, "p", { class: "dw-note-ru", lang: "ru" });
  const en = make(doc, "p", { class: "dw-note-en", lang: "en" });
  note.append(ru, en);
  p.root.insertBefore(controls, p.board);
  p.root.insertBefore(stepText, p.board);
  p.table.append(hands);
  p.side.append(note, p.scores);
  setText(p.status, "");

  let timer = null;
  const frames = () => model.get("frames") ?? [];
  const current = () => clampStep(model.get("step"), frames());
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
    play.textContent = "Play";
  };
  const show = () => {
    const all = frames();
    const k = current();
    const frame = all[k] ?? {};
    const openHands = Boolean(model.get("open_hands"));
    p.board.innerHTML = (openHands ? frame.board : frame.board_closed ?? frame.board) ?? "";
    hands.innerHTML = (openHands ? frame.hands : frame.hands_closed) ?? "";
    setHtml(p.scores, frame.scores);
    const parts = splitNote(frame.note);
    setText(ru, parts.ru);
    setText(en, parts.en);
    note.hidden = !parts.ru && !parts.en;
    setText(stepText, frame.text ?? "");
    slider.max = String(Math.max(0, all.length - 1));
    slider.value = String(k);
    open.checked = openHands;
    first.disabled = back.disabled = k <= 0;
    next.disabled = last.disabled = k >= all.length - 1;
    setText(p.error, model.get("error"));
  };
  const go = (k) => {
    const step = clampStep(k, frames());
    if (step !== model.get("step")) {
      model.set("step", step);
      model.save_changes();
    }
    show();
  };
  const onClick = (event) => {
    const target = event.target.closest && event.target.closest("button[data-step]");
    if (!target) return;
    const k = current();
    const name = target.getAttribute("data-step");
    if (name !== "play") stop();
    if (name === "first") go(0);
    else if (name === "back") go(k - 1);
    else if (name === "next") go(k + 1);
    else if (name === "last") go(frames().length - 1);
    else if (name === "play") {
      if (timer !== null) return stop();
      if (k >= frames().length - 1) go(0);
      play.textContent = "Pause";
      timer = setInterval(() => {
        const at = current();
        if (at >= frames().length - 1) stop();
        else go(at + 1);
      }, Math.max(50, Number(model.get("interval")) || 1000));
    }
  };
  const onSlide = () => {
    stop();
    go(Number(slider.value));
  };
  const onOpen = () => {
    model.set("open_hands", open.checked);
    model.save_changes();
    show();
  };
  const onKey = (event) => {
    if (event.target.closest && event.target.closest("input")) return;
    if (event.key === "ArrowRight") go(current() + 1);
    else if (event.key === "ArrowLeft") go(current() - 1);
  };
  controls.addEventListener("click", onClick);
  slider.addEventListener("input", onSlide);
  open.addEventListener("change", onOpen);
  p.root.addEventListener("keydown", onKey);
  show();
  const unwatch = watch(model, { step: show, frames: show, open_hands: show, error: show });
  return () => {
    stop();
    unwatch();
    controls.removeEventListener("click", onClick);
    slider.removeEventListener("input", onSlide);
    open.removeEventListener("change", onOpen);
    p.root.removeEventListener("keydown", onKey);
    p.root.remove();
  };
}

// -- the sandbox ----------------------------------------------------------------------------
export function renderSandbox({ model, el }) {
  const doc = el.ownerDocument;
  const p = skeleton(doc, el, "sandbox");
  const hands = make(doc, "div", { class: "dw-hands" });
  const buttons = make(doc, "div", { class: "dw-buttons" });
  const movesTitle = make(doc, "div", { class: "dw-heading", text: "Legal moves (points for the mover)" });
  const moves = make(doc, "ol", { class: "dw-moves" });
  const preview = make(doc, "div", { class: "dw-preview" });
  const hints = make(doc, "div", { class: "dw-hints", hidden: true });
  p.table.append(hands, buttons);
  p.side.append(hints, p.scores, movesTitle, moves);
  p.root.append(preview);

  const tilesInput = (klass, value, label) =>
    make(doc, "input", { type: "text", class: klass, value: value ?? "", "aria-label": label, spellcheck: "false" });
  const editRow = (row, hand) => {
    // Cross in two hands sends a left and a right hand (hand.right is given)
    const split = hand.right !== undefined && hand.right !== null;
    const inputs = split
      ? [
          make(doc, "span", { class: "dw-edit-label", text: "left" }),
          tilesInput("dw-tiles", hand.tiles, `left hand of ${hand.name}`),
          make(doc, "span", { class: "dw-edit-label", text: "right" }),
          tilesInput("dw-tiles-right", hand.right, `right hand of ${hand.name}`),
        ]
      : [tilesInput("dw-tiles", hand.tiles, `tiles of ${hand.name}`)];
    const set = make(doc, "button", {
      type: "button",
      class: "dw-button dw-set-hand",
      "data-kind": "set_hand",
      "data-player": hand.player,
      text: split ? "Set hands" : "Set hand",
    });
    row.append(make(doc, "div", { class: "dw-edit" }, [...inputs, set]));
  };
  const drawMoves = () => {
    const chosen = (model.get("preview") ?? {}).action;
    moves.replaceChildren(
      ...(model.get("moves") ?? []).map((m) =>
        make(doc, "li", { class: m.action === chosen ? "dw-chosen" : undefined }, [
          make(doc, "button", {
            type: "button",
            class: "dw-button dw-move",
            "data-kind": "preview",
            "data-action": m.action,
            text: m.label,
          }),
          make(doc, "span", { class: `dw-points${m.points ? " dw-plus" : ""}`, text: m.points_text ?? "" }),
        ]),
      ),
    );
  };
  const drawPreview = () => {
    const view = model.get("preview") ?? {};
    if (view.action === undefined) {
      preview.replaceChildren();
      preview.hidden = true;
      return;
    }
    preview.hidden = false;
    const answers = make(doc, "div", { class: "dw-answers" });
    for (const answer of view.answers ?? []) {
      const list = make(doc, "ul", {}, (answer.moves ?? []).map((text) => make(doc, "li", { text })));
      answers.append(make(doc, "div", { class: "dw-answer" }, [
        make(doc, "div", { class: "dw-answer-name", text: answer.title ?? answer.name }),
        list,
      ]));
    }
    preview.replaceChildren(
      make(doc, "div", { class: "dw-heading", text: view.title ?? "" }),
      make(doc, "div", { class: "dw-board dw-preview-board", html: view.svg ?? "" }),
      answers,
      make(doc, "div", { class: "dw-buttons" }, [
        make(doc, "button", { type: "button", class: "dw-button dw-play", "data-kind": "play", "data-action": view.action, text: "Play this move" }),
        make(doc, "button", { type: "button", class: "dw-button dw-close", "data-kind": "clear_preview", text: "Close" }),
      ]),
    );
  };
  const draw = {
    status: () => setText(p.status, model.get("status")),
    error: () => setText(p.error, model.get("error")),
    board_svg: () => {
      p.board.innerHTML = model.get("board_svg") ?? "";
    },
    hands: () => handRows(doc, hands, model.get("hands"), editRow),
    buttons: () => buttonRow(doc, buttons, model.get("buttons")),
    scores_html: () => setHtml(p.scores, model.get("scores_html")),
    moves: drawMoves,
    hints: () => drawHints(doc, hints, model.get("hints")),
    preview: () => {
      drawPreview();
      drawMoves();
    },
  };
  for (const fn of Object.values(draw)) fn();
  const unwatch = watch(model, draw);
  const unlisten = listen(p.root, "sandbox", model);
  return () => {
    unwatch();
    unlisten();
    p.root.remove();
  };
}

export const VIEWS = { game: renderGame, replay: renderReplay, sandbox: renderSandbox };

/** anywidget entry: draw the view the model names; returns the cleanup. */
export function renderWidget({ model, el }) {
  const view = VIEWS[model.get("view")] ?? renderGame;
  return view({ model, el });
}

export default { render: renderWidget };
