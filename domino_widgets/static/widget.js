// domino_widgets front end: one self-contained ES module for the widgets (view "game",
// "replay", "sandbox", "exercise_board"). It holds no game rules and no words: Python draws the
// SVG, marks what is clickable with data attributes, lists the buttons and sends every label
// (the `words` trait); this module shows the traits and reports clicks as custom messages
// ({kind, ...}). The replay steps through frames that are all in the model, so it works
// without a kernel (static HTML export). The language switch (English / Русский, the
// `languages` trait, each name in its own language) asks Python for the other language
// (`{kind: "language", lang}`); Python sends every word again.
//
// One layout for the three views: the stage (status, the buttons of the moment, the board
// and your hand) comes first; the side (other hands, scores, log, hints) sits beside it when
// the widget is wide and below it when narrow (flex-wrap, no fixed widths).

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

/** A note "the book's words (Russian)\nthe explanation (in the note's language)" as its two
 * parts, `ru` and `en` (either may be empty; `en` is Russian too in a Russian replay). */
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
 * by Python are read, and they carry the game's notation, never the engine's numbers: a
 * highlighted end (data-move, "play 1:2 on 1:1 east"), a hand tile (data-tile "1:2", and the
 * data-hand of its group in Cross in two hands), a button (data-kind with data-move /
 * data-player), a sandbox hand form (set_hand).
 */
export function intentFor(target, view) {
  if (!target || typeof target.closest !== "function") return null;
  const button = target.closest("button[data-kind]");
  if (button) {
    if (button.disabled) return null;
    const message = { kind: button.getAttribute("data-kind") };
    const move = button.getAttribute("data-move");
    const player = int(button.getAttribute("data-player"));
    const lang = button.getAttribute("data-lang");
    const decision = int(button.getAttribute("data-decision")); // the review's Try again
    if (decision !== null) message.decision = decision;
    if (move) message.move = move;
    if (lang) message.lang = lang;
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
  if (view === "sandbox") { // a hand tile: Python shows its move, or says what to do
    const held = target.closest(".dw-hand-tile[data-tile]");
    const owner = held && held.closest(".dw-hand[data-player]");
    if (!owner) return null;
    return { kind: "tile", tile: held.getAttribute("data-tile"), player: int(owner.getAttribute("data-player")) };
  }
  if (view !== "game" && view !== "exercise_board" && view !== "puzzle") return null; // the boards that take moves

  const end = target.closest(".dw-target[data-move]");
  if (end) return { kind: "play", move: end.getAttribute("data-move") };
  const tile = target.closest(".dw-hand-tile[data-tile]");
  if (tile && tile.closest(".dw-human")) {
    const message = { kind: "tile", tile: tile.getAttribute("data-tile") };
    const group = tile.closest(".dw-hand-group[data-hand]");
    if (group) message.hand = group.getAttribute("data-hand"); // Cross in two hands
    return message;
  }
  if (view === "game" && target.closest(".dw-board")) return { kind: "board" }; // Python says what to do
  return null;
}

/** Make the clickable parts of freshly inserted SVG reachable by keyboard. */
function focusable(container) {
  for (const node of container.querySelectorAll(".dw-target[data-move], .dw-playable[data-tile]")) {
    node.setAttribute("tabindex", "0");
    node.setAttribute("role", "button");
  }
}

/** Listen to `change:<trait>` for each trait; returns the function that stops listening. */
/** Keys on a view: `actionFor(key)` gives what a key does, or null; a key typed into a form
 * field is the field's. Returns the function that stops listening. */
function onKeys(root, actionFor) {
  const onKey = (event) => {
    if (event.target.closest && event.target.closest("input, select, textarea")) return;
    const action = actionFor(event.key);
    if (!action) return;
    event.preventDefault();
    action();
  };
  root.addEventListener("keydown", onKey);
  return () => root.removeEventListener("keydown", onKey);
}

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
  later(box, () => {
    box.scrollTop = box.scrollHeight; // the last move in view
  });
}

function setText(node, text) {
  node.textContent = text ?? "";
  node.hidden = !text;
}

function setHtml(node, html) {
  node.innerHTML = html ?? "";
  node.hidden = !html;
}

/** A word Python sent for this view (`words` trait), or "". */
function word(model, key) {
  return (model.get("words") ?? {})[key] ?? "";
}

function buttonOf(doc, b) {
  return make(doc, "button", {
    type: "button",
    class: `dw-button dw-${b.kind}`,
    "data-kind": b.kind,
    "data-move": b.move,
    "data-player": b.player,
    disabled: b.disabled,
    title: b.title,
    text: b.label,
  });
}

function buttonRow(doc, row, buttons) {
  row.replaceChildren(...(buttons ?? []).map((b) => buttonOf(doc, b)));
  row.hidden = !(buttons ?? []).length;
}

/** One hand: its label, then its picture (or its groups, each with a label). */
function handRow(doc, hand, extra) {
  const row = make(doc, "div", {
    class: `dw-hand${hand.turn ? " dw-turn" : ""}${hand.human ? " dw-human" : ""}`,
    "data-player": hand.player,
  });
  row.append(make(doc, "div", { class: "dw-hand-label", text: hand.label ?? hand.name }));
  const groups = hand.groups ?? [{ label: "", svg: hand.svg }];
  for (const group of groups) {
    const box = make(doc, "div", { class: "dw-hand-group", "data-hand": group.hand });
    if (group.label) box.append(make(doc, "div", { class: "dw-group-label", text: group.label }));
    const picture = make(doc, "div", { class: "dw-hand-svg", html: group.svg ?? "" });
    focusable(picture);
    box.append(picture);
    row.append(box);
  }
  if (extra) extra(row, hand);
  return row;
}

function handRows(doc, container, hands, extra) {
  container.replaceChildren(...(hands ?? []).map((hand) => handRow(doc, hand, extra)));
  container.hidden = !(hands ?? []).length;
}

/**
 * The hint panel: a title, the best moves first (each a button whose kind and move come
 * from Python, with its expected points for the hand and its reason), and a note. While Python is still searching (`pending`),
 * only the title shows, with a spinner.
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
        "data-move": m.move,
        text: m.label,
      }),
      ...(m.points ? [make(doc, "div", { class: "dw-hint-points", text: m.points })] : []),
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

/** What a board keeps in view, most important first: the answer outlined (a review's best
 * move, a solved puzzle), the move played, the places the tile chosen may go, a hint's place,
 * the last tile laid, the ends where the player on turn may lay a tile, then the rest. */
export const IN_VIEW = [".dw-outline-best", ".dw-outline-played", ".dw-target", ".dw-hint-mark",
  ".dw-tile.dw-last", ".dw-tile.dw-fits", ".dw-tile"];

/** The box to show, from boxes `{left, right, top, bottom}` in groups most important first:
 * the first box always, then each other box (nearest first) while the whole still fits in
 * `width` x `height`. */
export function boxToShow(groups, width, height) {
  let shown = null;
  for (const group of groups) {
    const near = (r) => shown ? Math.abs((r.left + r.right) - (shown.left + shown.right)) +
      Math.abs((r.top + r.bottom) - (shown.top + shown.bottom)) : 0;
    for (const r of [...group].sort((a, b) => near(a) - near(b))) {
      if (!shown) {
        shown = { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        continue;
      }
      const next = { left: Math.min(shown.left, r.left), right: Math.max(shown.right, r.right),
        top: Math.min(shown.top, r.top), bottom: Math.max(shown.bottom, r.bottom) };
      if (next.right - next.left <= width && next.bottom - next.top <= height) shown = next;
    }
  }
  return shown;
}

/**
 * When the board is wider (or taller) than its box (it keeps its tiles legible and scrolls),
 * show what the words speak of: the parts of `IN_VIEW`, the most important first, and as many
 * of the others around them as the box holds.
 */
export function centreBoard(board) {
  if (!board || board.scrollWidth <= board.clientWidth + 1 && board.scrollHeight <= board.clientHeight + 1) return;
  const pick = (selector) => [...board.querySelectorAll(selector)].map((n) => n.getBoundingClientRect()).filter((r) => r.width > 0);
  const shown = boxToShow(IN_VIEW.map(pick), board.clientWidth, board.clientHeight);
  if (!shown) return;
  const outer = board.getBoundingClientRect();
  board.scrollLeft += (shown.left + shown.right) / 2 - (outer.left + outer.right) / 2;
  board.scrollTop += (shown.top + shown.bottom) / 2 - (outer.top + outer.bottom) / 2;
}

function later(board, fn) {
  const view = board.ownerDocument.defaultView;
  if (view && typeof view.requestAnimationFrame === "function") view.requestAnimationFrame(fn);
}

/** The board: the picture, its words for a screen reader, and its caption under it. */
function drawBoard(board, caption, svg, label, text) {
  board.innerHTML = svg ?? "";
  board.setAttribute("aria-label", label || "");
  for (const picture of board.querySelectorAll("svg")) {
    picture.removeAttribute("role"); // the board box speaks for the picture
    picture.setAttribute("aria-hidden", "true");
  }
  focusable(board);
  setText(caption, text);
  centreBoard(board);
  later(board, () => centreBoard(board)); // once the page has laid it out
}

/** The language switch: one button a language, named in its own language; the one spoken
 * now is pressed. A click asks Python for that language. */
function drawLanguages(doc, box, model) {
  const current = model.get("lang");
  const languages = model.get("languages") ?? [];
  box.replaceChildren(...languages.map((l) => make(doc, "button", {
    type: "button",
    class: "dw-button dw-lang",
    "data-kind": "language",
    "data-lang": l.value,
    lang: l.value,
    "aria-pressed": l.value === current ? "true" : "false",
    text: l.label,
  })));
  box.setAttribute("aria-label", word(model, "language"));
  box.hidden = languages.length < 2;
  const root = box.closest(".dw-widget");
  if (root && current) root.setAttribute("lang", current);
}

function skeleton(doc, el, view) {
  const root = make(doc, "div", { class: `dw-widget dw-${view}`, "data-view": view, tabindex: "0" });
  const parts = {
    root,
    main: make(doc, "div", { class: "dw-main" }),
    stage: make(doc, "div", { class: "dw-stage" }),
    side: make(doc, "div", { class: "dw-side" }),
    head: make(doc, "div", { class: "dw-head" }),
    languages: make(doc, "div", { class: "dw-languages", role: "group" }),
    status: make(doc, "div", { class: "dw-status", role: "status", "aria-live": "polite" }),
    error: make(doc, "div", { class: "dw-error", role: "alert" }),
    bar: make(doc, "div", { class: "dw-bar" }),
    board: make(doc, "div", { class: "dw-board", role: "img" }),
    caption: make(doc, "div", { class: "dw-caption" }),
    scores: make(doc, "div", { class: "dw-scores-box" }),
  };
  parts.head.append(parts.status, parts.languages);
  parts.stage.append(parts.head, parts.error, parts.bar, parts.board, parts.caption);
  parts.main.append(parts.stage, parts.side);
  root.append(parts.main);
  el.append(root);
  const Observer = doc.defaultView && doc.defaultView.ResizeObserver;
  parts.observer = Observer ? new Observer(() => centreBoard(parts.board)) : null;
  if (parts.observer) parts.observer.observe(parts.board); // a new width: show what matters
  return parts;
}

/** A labelled checkbox that sets a boolean trait. */
function toggle(doc, klass) {
  const box = make(doc, "input", { type: "checkbox", class: klass });
  const text = doc.createElement("span");
  const label = make(doc, "label", { class: "dw-toggle" }, [box, text]);
  return { box, text, label };
}

// -- the game -------------------------------------------------------------------------------
export function renderGame({ model, el }) {
  const doc = el.ownerDocument;
  const p = skeleton(doc, el, "game");
  const buttons = make(doc, "div", { class: "dw-buttons" });
  const choices = make(doc, "div", { class: "dw-choices" });
  const level = make(doc, "select", { class: "dw-level" });
  const levelText = doc.createElement("span");
  const levelLabel = make(doc, "label", { class: "dw-level-label" }, [levelText, level]);
  p.bar.append(buttons, choices, levelLabel);
  const summary = make(doc, "div", { class: "dw-summary-box" });
  const own = make(doc, "div", { class: "dw-hands dw-own" });
  const cover = make(doc, "div", { class: "dw-cover", hidden: true });
  p.stage.insertBefore(summary, p.board);
  p.stage.append(cover, own);
  const others = make(doc, "div", { class: "dw-hands dw-others" });
  const reveal = toggle(doc, "dw-reveal");
  const logTitle = make(doc, "div", { class: "dw-heading" });
  const log = make(doc, "div", { class: "dw-log", tabindex: "0" });
  const hints = make(doc, "div", { class: "dw-hints", hidden: true });
  p.side.append(hints, others, p.scores, logTitle, log, reveal.label);
  const unmountCoach = mountCoach(doc, model, p, summary); // the coach's parts (issue 26)

  const drawHands = () => {
    const hands = model.get("hands") ?? [];
    handRows(doc, own, hands.filter((h) => h.own));
    handRows(doc, others, hands.filter((h) => !h.own));
  };
  const drawLevel = () => {
    const levels = model.get("levels") ?? [];
    level.replaceChildren(...levels.map((l) => make(doc, "option", { value: l.value, text: l.label })));
    level.value = model.get("level") ?? "";
    level.disabled = Boolean(model.get("level_locked"));
    level.title = model.get("level_locked") ? word(model, "level_locked") : "";
    levelLabel.hidden = !levels.length;
  };
  const drawWords = () => {
    drawLanguages(doc, p.languages, model);
    reveal.text.textContent = ` ${word(model, "show_all")}`;
    levelText.textContent = `${word(model, "level")} `;
    logTitle.textContent = word(model, "log");
    p.root.setAttribute("aria-label", word(model, "widget"));
    drawLevel();
  };
  const drawBar = () => {
    buttonRow(doc, buttons, (model.get("buttons") ?? []).filter((b) => b.kind !== "show_tiles"));
    buttonRow(doc, choices, model.get("choices"));
    drawCover();

  };
  // Two at one screen: while the hands are covered, the one to move is asked to show his
  // (every hand is face down meanwhile: Python sends no face)
  const drawCover = () => {
    const text = model.get("cover") ?? "";
    const show = (model.get("buttons") ?? []).filter((b) => b.kind === "show_tiles");
    cover.replaceChildren(...(text ? show.map((b) => buttonOf(doc, b)) : [])); // the status says why

    cover.hidden = !text;
    p.root.classList.toggle("dw-covered", Boolean(text));
  };
  const drawReveal = () => {
    reveal.box.checked = Boolean(model.get("reveal"));
    reveal.label.hidden = !model.get("can_reveal");
  };
  const draw = {
    status: () => setText(p.status, model.get("status")),
    error: () => setText(p.error, model.get("error")),
    board_svg: () => drawBoard(p.board, p.caption, model.get("board_svg"), model.get("board_label"), model.get("board_caption")),
    hands: drawHands,
    choices: drawBar,
    buttons: drawBar,
    scores_html: () => setHtml(p.scores, model.get("scores_html")),
    summary_html: () => setHtml(summary, model.get("summary_html")),
    moves_log: () => {
      drawLog(doc, log, model.get("moves_log"));
      logTitle.hidden = log.hidden;
    },
    busy: () => p.root.classList.toggle("dw-busy", Boolean(model.get("busy"))),
    hints: () => drawHints(doc, hints, model.get("hints")),
    reveal: drawReveal,
    can_reveal: drawReveal,
    cover: drawBar,

    words: drawWords,
    lang: drawWords,
    languages: drawWords,
    levels: drawLevel,
    level: drawLevel,
    level_locked: drawLevel,
  };
  for (const fn of Object.values(draw)) fn();
  const onReveal = () => {
    model.set("reveal", reveal.box.checked);
    model.save_changes();
  };
  const onLevel = () => model.send({ kind: "bot_level", level: level.value });
  reveal.box.addEventListener("change", onReveal);
  level.addEventListener("change", onLevel);
  const unwatch = watch(model, { ...draw, board_label: draw.board_svg, board_caption: draw.board_svg });
  const unlisten = listen(p.root, "game", model);
  return () => {
    unwatch();
    unlisten();
    unmountCoach();
    reveal.box.removeEventListener("change", onReveal);
    level.removeEventListener("change", onLevel);
    if (p.observer) p.observer.disconnect();
    p.root.remove();
  };
}

// -- the replay -----------------------------------------------------------------------------
export function clampStep(step, frames) {
  const last = Math.max(0, (frames?.length ?? 1) - 1);
  const n = Number.isFinite(step) ? Math.trunc(step) : 0;
  return Math.min(Math.max(n, 0), last);
}

// Step k of a stepped view (the replay, the review), kept within its frames: the model's step
// is set (and sent to Python) only when it changes, and the view is drawn again.
function stepper(model, frames, show) {
  return (k) => {
    const step = clampStep(k, frames());
    if (step !== model.get("step")) {
      model.set("step", step);
      model.save_changes();
    }
    show();
  };
}

/** The step a key asks for in the replay (null: not a replay key). */
export function stepForKey(key, step, total) {
  if (key === "ArrowRight") return step + 1;
  if (key === "ArrowLeft") return step - 1;
  if (key === "Home") return 0;
  if (key === "End") return total - 1;
  return null;
}

/** A replay frame's picture: the picture itself, or in the stored form
 * (domino_widgets/widgets/stored.py, which keeps each picture once in the model's `pictures`)
 * the index of a picture, or a list of indices (the hands, a row a player) joined. */
export function pictureOf(value, pictures) {
  if (typeof value === "number") return pictures?.[value] ?? "";
  if (Array.isArray(value)) return value.map((k) => pictures?.[k] ?? "").join("");
  return value;
}

export function renderReplay({ model, el }) {
  const doc = el.ownerDocument;
  const p = skeleton(doc, el, "replay");
  const controls = make(doc, "div", { class: "dw-controls" });
  const button = (name) => make(doc, "button", { type: "button", class: `dw-button dw-${name}`, "data-step": name });
  const first = button("first");
  const back = button("back");
  const next = button("next");
  const last = button("last");
  const play = button("play");
  const slider = make(doc, "input", { type: "range", class: "dw-slider", min: 0, step: 1 });
  const open = toggle(doc, "dw-open-hands");
  controls.append(first, back, next, last, play, slider, open.label);
  const stepText = make(doc, "div", { class: "dw-step-text" });
  p.bar.append(controls);
  p.stage.insertBefore(stepText, p.board);
  const hands = make(doc, "div", { class: "dw-hands" });
  const note = make(doc, "div", { class: "dw-note" });
  const ru = make(doc, "p", { class: "dw-note-ru", lang: "ru" });
  const en = make(doc, "p", { class: "dw-note-en", lang: "en" });
  note.append(ru, en);
  p.side.append(note, hands, p.scores);
  setText(p.status, "");
  const announce = make(doc, "div", { class: "dw-announce", role: "status", "aria-live": "polite" });
  p.stage.append(announce);
  let said = null;

  let timer = null;
  const frames = () => model.get("frames") ?? [];
  const current = () => clampStep(model.get("step"), frames());
  const playing = () => timer !== null;
  const label = (node, name) => {
    node.textContent = word(model, name);
    node.title = word(model, `${name}_title`);
  };
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
    label(play, "play");
  };
  const show = () => {
    const all = frames();
    const k = current();
    const frame = all[k] ?? {};
    const openHands = Boolean(model.get("open_hands"));
    const pictures = model.get("pictures") ?? [];
    const board = pictureOf(frame.board, pictures);
    const closedBoard = pictureOf(frame.board_closed, pictures) ?? board;
    drawBoard(p.board, p.caption, openHands ? board : closedBoard, frame.label, frame.caption);
    hands.innerHTML = pictureOf(openHands ? frame.hands : frame.hands_closed, pictures) ?? "";
    if (Number.isInteger(frame.turn)) hands.children[frame.turn]?.classList.add("dw-turn");
    setHtml(p.scores, pictureOf(frame.scores, pictures));
    const parts = splitNote(frame.note);
    setText(ru, parts.ru);
    setText(en, parts.en); // the explanation, in the widget's language: Russian too (issue 36)
    en.setAttribute("lang", model.get("lang") || "en");
    note.hidden = !parts.ru && !parts.en;
    setText(stepText, frame.text ?? "");
    if ((frame.text ?? "") !== said) {
      said = frame.text ?? "";
      announce.textContent = said; // each step read out once (the status region)
    }
    slider.max = String(Math.max(0, all.length - 1));
    slider.value = String(k);
    slider.setAttribute("aria-label", word(model, "slider"));
    slider.setAttribute("aria-valuetext", frame.text ?? "");
    open.box.checked = openHands;
    open.text.textContent = ` ${word(model, "open_hands")}`;
    for (const [node, name] of [[first, "first"], [back, "back"], [next, "next"], [last, "last"]]) label(node, name);
    if (!playing()) label(play, "play");
    p.root.setAttribute("aria-label", word(model, "widget"));
    drawLanguages(doc, p.languages, model);
    first.disabled = back.disabled = k <= 0;
    next.disabled = last.disabled = k >= all.length - 1;
    setText(p.error, model.get("error"));
  };
  const go = stepper(model, frames, show);
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
      if (playing()) return stop();
      if (k >= frames().length - 1) go(0);
      label(play, "pause");
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
    model.set("open_hands", open.box.checked);
    model.save_changes();
    show();
  };
  const stepOn = (step) => (step === null ? null : () => { stop(); go(step); });
  controls.addEventListener("click", onClick);
  slider.addEventListener("input", onSlide);
  open.box.addEventListener("change", onOpen);
  const unkey = onKeys(p.root, (key) => stepOn(stepForKey(key, current(), frames().length)));
  show();
  const unwatch = watch(model, { step: show, frames: show, open_hands: show, error: show, words: show, lang: show, languages: show });
  const unlisten = listen(p.root, "replay", model); // the language switch
  return () => {
    stop();
    unwatch();
    unlisten();
    controls.removeEventListener("click", onClick);
    slider.removeEventListener("input", onSlide);
    open.box.removeEventListener("change", onOpen);
    unkey();
    if (p.observer) p.observer.disconnect();
    p.root.remove();
  };
}

// -- the sandbox ----------------------------------------------------------------------------
export function renderSandbox({ model, el }) {
  const doc = el.ownerDocument;
  const p = skeleton(doc, el, "sandbox");
  const buttons = make(doc, "div", { class: "dw-buttons" });
  const title = make(doc, "div", { class: "dw-preview-title" });
  p.bar.append(title, buttons);
  const hands = make(doc, "div", { class: "dw-hands" });
  const movesTitle = make(doc, "div", { class: "dw-heading" });
  const moves = make(doc, "ol", { class: "dw-moves" });
  const answers = make(doc, "div", { class: "dw-answers" });
  const picks = make(doc, "div", { class: "dw-picks" }, [
    make(doc, "div", { class: "dw-moves-box" }, [movesTitle, moves]),
    answers,
  ]);
  const hints = make(doc, "div", { class: "dw-hints", hidden: true });
  p.side.append(hints, picks, hands, p.scores);
  const unmountCoach = mountCoach(doc, model, p, null); // "What could they hold?" (issue 26)

  const tilesInput = (klass, value, label) =>
    make(doc, "input", { type: "text", class: klass, value: value ?? "", "aria-label": label, spellcheck: "false" });
  const editRow = (row, hand) => {
    // Cross in two hands sends a left and a right hand (hand.right is given)
    const split = hand.right !== undefined && hand.right !== null;
    const inputs = split
      ? [
          make(doc, "span", { class: "dw-edit-label", text: word(model, "left") }),
          tilesInput("dw-tiles", hand.tiles, hand.left_label),
          make(doc, "span", { class: "dw-edit-label", text: word(model, "right") }),
          tilesInput("dw-tiles-right", hand.right, hand.right_label),
        ]
      : [tilesInput("dw-tiles", hand.tiles, hand.tiles_label)];
    const set = make(doc, "button", {
      type: "button",
      class: "dw-button dw-set-hand",
      "data-kind": "set_hand",
      "data-player": hand.player,
      text: word(model, split ? "set_hands" : "set_hand"),
    });
    row.append(make(doc, "div", { class: "dw-edit" }, [...inputs, set]));
  };
  const drawMoves = () => {
    const chosen = (model.get("preview") ?? {}).move;
    movesTitle.textContent = word(model, "moves");
    moves.replaceChildren(
      ...(model.get("moves") ?? []).map((m) =>
        make(doc, "li", { class: m.move === chosen ? "dw-chosen" : undefined }, [
          make(doc, "button", {
            type: "button",
            class: "dw-button dw-move",
            "data-kind": "preview",
            "data-move": m.move,
            "aria-pressed": m.move === chosen ? "true" : "false",
            text: m.label,
          }),
          make(doc, "span", { class: `dw-points${m.points ? " dw-plus" : ""}`, text: m.points_text ?? "" }),
        ]),
      ),
    );
  };
  let shown;
  const drawPreview = () => {
    const view = model.get("preview") ?? {};
    const active = view.move !== undefined;
    p.root.classList.toggle("dw-previewing", active);
    if (active) {
      drawBoard(p.board, p.caption, view.svg, view.label, view.caption);
      setText(title, view.title);
      buttonRow(doc, buttons, view.buttons);
    } else {
      drawBoard(p.board, p.caption, model.get("board_svg"), model.get("board_label"), model.get("board_caption"));
      setText(title, "");
      buttonRow(doc, buttons, model.get("buttons"));
    }
    answers.replaceChildren(
      ...(view.answers ?? []).map((answer) =>
        make(doc, "div", { class: "dw-answer" }, [
          make(doc, "div", { class: "dw-answer-name", text: answer.title ?? answer.name }),
          make(doc, "ul", {}, (answer.moves ?? []).map((text) => make(doc, "li", { text }))),
        ]),
      ),
    );
    answers.hidden = !active;
    if (active && shown !== view.move && typeof p.stage.scrollIntoView === "function") {
      p.stage.scrollIntoView({ block: "nearest" }); // the result where the eye goes next
    }
    shown = active ? view.move : undefined;
  };
  const draw = {
    status: () => setText(p.status, model.get("status")),
    error: () => setText(p.error, model.get("error")),
    hands: () => handRows(doc, hands, model.get("hands"), editRow),
    scores_html: () => setHtml(p.scores, model.get("scores_html")),
    moves: drawMoves,
    hints: () => drawHints(doc, hints, model.get("hints")),
    preview: () => {
      drawPreview();
      drawMoves();
    },
    words: () => {
      p.root.setAttribute("aria-label", word(model, "widget"));
      drawLanguages(doc, p.languages, model);
      drawMoves();
    },
  };
  draw.lang = draw.words;
  draw.languages = draw.words;
  for (const fn of Object.values(draw)) fn();
  const unwatch = watch(model, { ...draw, board_svg: drawPreview, board_label: drawPreview, board_caption: drawPreview, buttons: drawPreview });
  const unlisten = listen(p.root, "sandbox", model);
  return () => {
    unwatch();
    unlisten();
    unmountCoach();
    if (p.observer) p.observer.disconnect();
    p.root.remove();
  };
}

// -- the board of an exercise ----------------------------------------------------------------
/**
 * The table and the hand of an exercise (the question, its buttons and the feedback are
 * widgets around it): a click on a hand tile or a marked end is reported as in the game.
 */
export function renderExercise({ model, el }) {
  const doc = el.ownerDocument;
  const p = skeleton(doc, el, "exercise_board");
  const own = make(doc, "div", { class: "dw-hands dw-own" });
  p.stage.append(own);
  p.side.hidden = true;
  const draw = {
    status: () => setText(p.status, model.get("status")),
    error: () => setText(p.error, model.get("error")),
    board_svg: () => drawBoard(p.board, p.caption, model.get("board_svg"), model.get("board_label"), model.get("board_caption")),
    hands: () => {
      handRows(doc, own, model.get("hands"));
      for (const tile of own.querySelectorAll(".dw-hand-tile[data-tile]")) {
        tile.setAttribute("tabindex", "0"); // any tile may be the answer: none is marked playable
        tile.setAttribute("role", "button");
      }
    },
    words: () => p.root.setAttribute("aria-label", word(model, "widget")),
  };
  for (const fn of Object.values(draw)) fn();
  const unwatch = watch(model, { ...draw, board_label: draw.board_svg, board_caption: draw.board_svg });
  const unlisten = listen(p.root, "exercise_board", model);
  return () => {
    unwatch();
    unlisten();
    if (p.observer) p.observer.disconnect();
    p.root.remove();
  };
}

export const VIEWS = { game: renderGame, replay: renderReplay, sandbox: renderSandbox, exercise_board: renderExercise };

/** anywidget entry: draw the view the model names; returns the cleanup. */
export function renderWidget({ model, el }) {
  const view = VIEWS[model.get("view")] ?? renderGame;
  return view({ model, el });
}

export default { render: renderWidget };

// == the review (issue 26; its own section: the other views do not use it) =================
/** The step a key asks for in the review: the replay's keys, and Page Up / Page Down for the
 * reviewed player's previous and next decision (null: not a review key). */
export function reviewStepForKey(key, step, frames) {
  if (key === "PageDown") return nextDecision(frames, step, 1);
  if (key === "PageUp") return nextDecision(frames, step, -1);
  return stepForKey(key, step, frames.length);
}

/** The index of the next (direction 1) or previous (-1) decision frame from `step`, or
 * `step` when there is none. */
export function nextDecision(frames, step, direction) {
  for (let k = step + direction; k >= 0 && k < frames.length; k += direction) {
    if (frames[k]?.decision) return k;
  }
  return step;
}

/** The index of the decision frame at step `at` of the hand (a chart's dot), or -1. */
export function frameAt(frames, at) {
  return frames.findIndex((f) => f?.decision && f.at === at);
}

export function renderReview({ model, el }) {
  const doc = el.ownerDocument;
  const p = skeleton(doc, el, "review");
  const button = (name) => make(doc, "button", { type: "button", class: `dw-button dw-${name}`, "data-step": name });
  const names = ["first", "back", "next", "last", "previous_decision", "next_decision"];
  const buttons = Object.fromEntries(names.map((name) => [name, button(name)]));
  const controls = make(doc, "div", { class: "dw-controls" }, names.map((name) => buttons[name]));
  const meter = make(doc, "progress", { class: "dw-review-progress", max: 1 });
  const stepText = make(doc, "div", { class: "dw-step-text" });
  const verdict = make(doc, "div", { class: "dw-verdict" });
  const size = make(doc, "span", { class: "dw-verdict-size" });
  const sentence = make(doc, "p", { class: "dw-verdict-text" });
  const reason = make(doc, "p", { class: "dw-verdict-reason" });
  const legend = make(doc, "p", { class: "dw-verdict-legend" });
  const retry = make(doc, "button", { type: "button", class: "dw-button dw-try-again", "data-kind": "try_again" });
  verdict.append(size, sentence, reason, legend, retry);
  const announce = make(doc, "div", { class: "dw-announce", role: "status", "aria-live": "polite" });
  const chart = make(doc, "div", { class: "dw-review-chart-box" });
  const hand = make(doc, "div", { class: "dw-hand dw-review-hand" });
  const fix = make(doc, "button", { type: "button", class: "dw-button dw-fix-mistakes", "data-kind": "fix_mistakes" });
  const listTitle = make(doc, "div", { class: "dw-heading" });
  const list = make(doc, "ol", { class: "dw-review-decisions" });
  const summary = make(doc, "p", { class: "dw-review-summary" });
  p.bar.append(controls, fix, meter);
  p.stage.insertBefore(stepText, p.board);
  p.stage.insertBefore(verdict, p.board);
  const handLabel = make(doc, "div", { class: "dw-hand-label" });
  p.stage.append(handLabel, hand, chart);
  p.side.append(listTitle, list, summary, p.scores, announce);

  const frames = () => model.get("frames") ?? [];
  const current = () => clampStep(model.get("step"), frames());
  let said = null;
  const show = () => {
    const all = frames();
    const k = current();
    const frame = all[k] ?? {};
    const progress = Number(model.get("progress")) || 0;
    setText(p.status, model.get("status"));
    meter.value = progress;
    meter.hidden = progress >= 1;
    meter.setAttribute("aria-label", model.get("status") ?? "");
    drawBoard(p.board, p.caption, frame.board, frame.label, frame.caption);
    hand.innerHTML = frame.hand ?? "";
    setText(handLabel, frame.hand_label);
    setHtml(p.scores, frame.scores);
    setText(stepText, frame.text);
    verdict.hidden = !frame.decision;
    verdict.setAttribute("data-size", frame.size ?? "");
    setText(size, frame.size_name);
    setText(sentence, frame.verdict);
    setText(reason, frame.reason);
    setText(legend, frame.legend);
    retry.hidden = !Number.isInteger(frame.try_again);
    if (!retry.hidden) retry.setAttribute("data-decision", String(frame.try_again));
    retry.textContent = word(model, "try_again");
    retry.title = word(model, "try_again_title");
    fix.textContent = word(model, "fix_mistakes");
    fix.title = word(model, "fix_mistakes_title");
    fix.hidden = !all.some((f) => Number.isInteger(f.try_again));
    const decisions = model.get("decisions") ?? [];
    listTitle.textContent = word(model, "decisions");
    listTitle.hidden = !decisions.length;
    list.replaceChildren(...decisions.map((d) => make(doc, "li", { class: `dw-review-${d.size}` }, [
      make(doc, "button", { type: "button", class: "dw-button dw-go-decision", "data-frame": d.frame,
        "aria-current": d.frame === k ? "step" : undefined, title: word(model, "go_to"), text: d.text })])));
    setText(summary, model.get("summary"));
    if (chart.dataset.svg !== model.get("chart")) {
      chart.innerHTML = model.get("chart") ?? "";
      chart.dataset.svg = model.get("chart") ?? "";
      chart.setAttribute("aria-label", word(model, "chart"));
      for (const dot of chart.querySelectorAll("circle.dw-chart-loss[data-step]")) {
        dot.setAttribute("tabindex", "0"); // a dot goes to its decision (click, Enter)
        dot.setAttribute("role", "button");
      }
    }
    const now = chart.querySelector(".dw-chart-now");
    if (now && Number.isFinite(frame.chart_x)) {
      now.setAttribute("x1", String(frame.chart_x));
      now.setAttribute("x2", String(frame.chart_x));
    }
    for (const name of names) {
      buttons[name].textContent = word(model, name);
      buttons[name].title = word(model, `${name}_title`);
    }
    buttons.first.disabled = buttons.back.disabled = k <= 0 || !all.length;
    buttons.next.disabled = buttons.last.disabled = k >= all.length - 1;
    buttons.previous_decision.disabled = nextDecision(all, k, -1) === k;
    buttons.next_decision.disabled = nextDecision(all, k, 1) === k;
    p.root.setAttribute("aria-label", word(model, "widget"));
    drawLanguages(doc, p.languages, model);
    setText(p.error, model.get("error"));
    const words = frame.decision ? [frame.text, frame.verdict].join(" ") : frame.text ?? "";
    if (words !== said) {
      announce.textContent = words; // the verdict (or the move) is read out once per step
      said = words;
    }
  };
  const go = stepper(model, frames, show);
  const onClick = (event) => {
    const target = event.target.closest && event.target.closest("button[data-step]");
    if (!target) return;
    const k = current();
    const name = target.getAttribute("data-step");
    if (name === "first") go(0);
    else if (name === "back") go(k - 1);
    else if (name === "next") go(k + 1);
    else if (name === "last") go(frames().length - 1);
    else if (name === "previous_decision") go(nextDecision(frames(), k, -1));
    else if (name === "next_decision") go(nextDecision(frames(), k, 1));
  };
  controls.addEventListener("click", onClick);
  // a decision of the list, or a dot of the chart: that decision's frame
  const onPick = (event) => {
    if (event.type === "keydown" && event.key !== "Enter" && event.key !== " ") return;
    const item = event.target.closest && event.target.closest("button[data-frame]");
    const dot = event.target.closest && event.target.closest("circle.dw-chart-loss[data-step]");
    const k = item ? Number(item.getAttribute("data-frame"))
      : dot ? frameAt(frames(), Number(dot.getAttribute("data-step"))) : null;
    if (k === null || k < 0) return;
    event.preventDefault();
    event.stopPropagation();
    go(k);
  };
  for (const box of [list, chart]) {
    box.addEventListener("click", onPick);
    box.addEventListener("keydown", onPick);
  }
  const unkey = onKeys(p.root, (key) => {
    const step = reviewStepForKey(key, current(), frames());
    return step === null ? null : () => go(step);
  });
  show();
  if (model.get("autofocus") && typeof p.root.focus === "function") {
    later(p.root, () => p.root.focus()); // opened by a button: the arrow keys step it at once
  }
  const unwatch = watch(model, { step: show, frames: show, progress: show, status: show, chart: show, error: show, words: show, lang: show, languages: show, decisions: show, summary: show });
  const unlisten = listen(p.root, "review", model); // the language switch, Fix my mistakes
  return () => {
    unwatch();
    unlisten();
    controls.removeEventListener("click", onClick);
    for (const box of [list, chart]) {
      box.removeEventListener("click", onPick);
      box.removeEventListener("keydown", onPick);
    }
    unkey();
    if (p.observer) p.observer.disconnect();
    p.root.remove();
  };
}

VIEWS.review = renderReview;

// == the coach (issue 26; its own section): What could they hold?, the take-back offer of the
// teaching mode, the same deal played by the bot. Python makes every word and every answer.
/** Draw the coach's parts of the game (`summary`: its summary box) or of the sandbox (null);
 * returns the cleanup. */
export function mountCoach(doc, model, p, summary) {
  const toggler = toggle(doc, "dw-counting-toggle");
  toggler.label.className = "dw-counting-label"; // (not a .dw-toggle: "Show all hands" is the game's)
  const counting = make(doc, "div", { class: "dw-counting", hidden: true });
  p.side.append(toggler.label, counting);
  const offer = make(doc, "div", { class: "dw-coach-offer", role: "alert", hidden: true }); // read out at once
  const duplicate = make(doc, "div", { class: "dw-duplicate", hidden: true });
  if (summary) {
    p.stage.insertBefore(offer, p.board);
    summary.after(duplicate);
  }
  const drawCounting = () => {
    const c = model.get("counting") ?? {};
    toggler.box.checked = Boolean(c.on);
    toggler.text.textContent = ` ${c.label ?? ""}`;
    toggler.label.hidden = !c.label;
    const lines = c.on ? c.lines ?? [] : [];
    counting.replaceChildren(
      make(doc, "div", { class: "dw-heading", text: c.title }),
      ...(c.who ? [make(doc, "p", { class: "dw-counting-who", text: c.who })] : []),
      make(doc, "ul", {}, lines.map((line) => make(doc, "li", { text: line }))),
    );
    counting.hidden = !lines.length;
  };
  const drawOffer = () => {
    const o = model.get("coach_offer") ?? {};
    offer.replaceChildren(
      make(doc, "p", { class: "dw-coach-loss", text: o.text }),
      make(doc, "p", { class: "dw-coach-reason", text: o.reason }),
      make(doc, "p", { class: "dw-coach-question", text: o.question }),
      make(doc, "div", { class: "dw-buttons" }, (o.buttons ?? []).map((b) => buttonOf(doc, b))),
    );
    offer.hidden = !o.text;
  };
  const drawDuplicate = () => {
    const d = model.get("duplicate") ?? {};
    const columns = d.columns ?? [];
    const table = make(doc, "table", { class: "dw-duplicate-table" }, [
      make(doc, "thead", {}, [make(doc, "tr", {}, columns.map((c) => make(doc, "th", { text: c })))]),
      make(doc, "tbody", {}, (d.rows ?? []).map((r) =>
        make(doc, "tr", { class: r.seat ? "dw-seat" : undefined }, [
          make(doc, "th", { text: r.name }),
          make(doc, "td", { text: r.yours }),
          make(doc, "td", { text: r.bot }),
        ]))),
    ]);
    duplicate.replaceChildren(
      make(doc, "div", { class: "dw-heading", text: d.title }),
      make(doc, "p", { class: "dw-duplicate-text", text: d.text }),
      ...((d.rows ?? []).length ? [table] : []),
      ...(d.note ? [make(doc, "p", { class: "dw-duplicate-note", text: d.note })] : []),
    );
    duplicate.classList.toggle("dw-pending", Boolean(d.pending));
    duplicate.hidden = !d.title;
  };
  const onToggle = () => model.send({ kind: "counting", show: toggler.box.checked });
  toggler.box.addEventListener("change", onToggle);
  drawCounting();
  drawOffer();
  drawDuplicate();
  const unwatch = watch(model, { counting: drawCounting, coach_offer: drawOffer, duplicate: drawDuplicate });
  return () => {
    unwatch();
    toggler.box.removeEventListener("change", onToggle);
  };
}

// == the puzzles (issue 28; its own section: the other views do not use it) ================
/** What a key asks of the puzzle widget: the next or previous puzzle (null: not its key). */
export function puzzleKey(key) {
  if (key === "ArrowRight") return { kind: "next" };
  if (key === "ArrowLeft") return { kind: "previous" };
  return null;
}

const PUZZLE_SIDE = new Set(["save", "load"]); // the side's buttons; the rest under the board

export function renderPuzzle({ model, el }) {
  const doc = el.ownerDocument;
  const p = skeleton(doc, el, "puzzle");
  const menus = make(doc, "div", { class: "dw-puzzle-menus" });
  const title = make(doc, "span", { class: "dw-puzzle-title" });
  const game = make(doc, "span", { class: "dw-puzzle-game" });
  const grade = make(doc, "span", { class: "dw-puzzle-grade" });
  const top = make(doc, "div", { class: "dw-puzzle-head" }, [title, game, grade]);
  const goal = make(doc, "p", { class: "dw-puzzle-goal" });
  const own = make(doc, "div", { class: "dw-hands dw-own" });
  const choices = make(doc, "div", { class: "dw-choices" });
  const verdict = make(doc, "div", { class: "dw-puzzle-verdict", role: "status", "aria-live": "polite" });
  const theme = make(doc, "p", { class: "dw-puzzle-theme" });
  const buttons = make(doc, "div", { class: "dw-buttons dw-puzzle-buttons" });
  const scoreTitle = make(doc, "div", { class: "dw-heading" });
  const score = make(doc, "ul", { class: "dw-puzzle-score" });
  const keep = make(doc, "div", { class: "dw-buttons dw-puzzle-keep" });
  p.bar.append(menus);
  p.stage.insertBefore(top, p.board);
  p.stage.insertBefore(goal, p.board);
  p.stage.append(own, choices, verdict, theme, buttons);
  p.side.append(scoreTitle, score, keep);

  const drawMenus = () => {
    menus.replaceChildren(...(model.get("menus") ?? []).map((menu) => {
      const select = make(doc, "select", { class: "dw-puzzle-menu", "data-menu": menu.name },
        (menu.options ?? []).map((o) => make(doc, "option", { value: o.value, text: o.label })));
      select.value = menu.value ?? "";
      return make(doc, "label", { class: "dw-puzzle-menu-label" }, [
        make(doc, "span", { text: menu.label }), select]);
    }));
    menus.hidden = !(model.get("menus") ?? []).length;
  };
  const drawPuzzle = () => {
    const puzzle = model.get("puzzle") ?? {};
    setText(title, puzzle.title);
    setText(game, puzzle.game);
    setText(grade, puzzle.grade);
    grade.title = puzzle.grade_title ?? "";
    grade.setAttribute("aria-label", puzzle.grade_title ?? "");
    setText(goal, puzzle.goal);
    setText(theme, puzzle.theme);
  };
  const drawVerdict = () => {
    const v = model.get("verdict") ?? {};
    verdict.textContent = v.text ?? "";
    verdict.setAttribute("data-right", v.right === true ? "true" : v.right === false ? "false" : "");
    verdict.classList.toggle("dw-empty", !v.text);
  };
  const drawButtons = () => {
    const all = model.get("buttons") ?? [];
    buttonRow(doc, buttons, all.filter((b) => !PUZZLE_SIDE.has(b.kind)));
    buttonRow(doc, keep, all.filter((b) => PUZZLE_SIDE.has(b.kind)));
  };
  const draw = {
    status: () => setText(p.status, model.get("status")),
    error: () => setText(p.error, model.get("error")),
    board_svg: () => drawBoard(p.board, p.caption, model.get("board_svg"), model.get("board_label"), model.get("board_caption")),
    hands: () => {
      handRows(doc, own, model.get("hands"));
      for (const tile of own.querySelectorAll(".dw-hand-tile[data-tile]")) {
        tile.setAttribute("tabindex", "0"); // any tile may be the answer: none is marked playable
        tile.setAttribute("role", "button");
      }
    },
    choices: () => buttonRow(doc, choices, model.get("choices")),
    menus: drawMenus,
    puzzle: drawPuzzle,
    verdict: drawVerdict,
    buttons: drawButtons,
    score: () => {
      score.replaceChildren(...(model.get("score") ?? []).map((line) => make(doc, "li", { text: line })));
    },
    words: () => {
      p.root.setAttribute("aria-label", word(model, "widget"));
      scoreTitle.textContent = word(model, "progress");
      drawLanguages(doc, p.languages, model);
    },
  };
  draw.lang = draw.words;
  draw.languages = draw.words;
  for (const fn of Object.values(draw)) fn();
  const onChange = (event) => {
    const select = event.target.closest && event.target.closest("select[data-menu]");
    if (select) model.send({ kind: "choose", menu: select.getAttribute("data-menu"), value: select.value });
  };
  menus.addEventListener("change", onChange);
  const unkey = onKeys(p.root, (key) => {
    const message = puzzleKey(key);
    return message ? () => model.send(message) : null;
  });
  const unwatch = watch(model, { ...draw, board_label: draw.board_svg, board_caption: draw.board_svg });
  const unlisten = listen(p.root, "puzzle", model);
  return () => {
    unwatch();
    unlisten();
    menus.removeEventListener("change", onChange);
    unkey();
    if (p.observer) p.observer.disconnect();
    p.root.remove();
  };
}

VIEWS.puzzle = renderPuzzle;

// == a lesson's steps (issue 36; the lessons' section: the other views do not use it) ========
/**
 * A lesson as steps: the steps done (each folded, with its stars and what followed it), then
 * the step now: its rule, its task on the board (hand tiles and marked ends send the game's
 * intents), choices or a number's field, the buttons, the verdict and, once solved, what
 * follows. Python decides everything; nothing of a later step is in the model before then.
 */
export function renderSteps({ model, el }) {
  const doc = el.ownerDocument;
  const p = skeleton(doc, el, "steps");
  p.side.hidden = true;
  const summary = make(doc, "div", { class: "dw-steps-summary" });
  const done = make(doc, "div", { class: "dw-steps-done" });
  const title = make(doc, "h3", { class: "dw-steps-title" });
  const rule = make(doc, "div", { class: "dw-steps-rule" });
  const question = make(doc, "p", { class: "dw-steps-question" });
  const own = make(doc, "div", { class: "dw-hands dw-own" });
  const choices = make(doc, "div", { class: "dw-buttons dw-steps-choices", role: "group" });
  const input = make(doc, "input", { type: "text", inputmode: "numeric", class: "dw-steps-number", autocomplete: "off" });
  const fieldLabel = make(doc, "label", { class: "dw-steps-field" }, [make(doc, "span"), input]);
  const buttons = make(doc, "div", { class: "dw-buttons dw-steps-buttons" });
  const feedback = make(doc, "div", { class: "dw-steps-feedback dw-empty", role: "status", "aria-live": "polite" });
  const then = make(doc, "div", { class: "dw-steps-then" });
  p.stage.insertBefore(summary, p.head);
  p.stage.insertBefore(done, p.head);
  p.stage.insertBefore(title, p.head);
  p.stage.insertBefore(rule, p.head);
  p.stage.insertBefore(question, p.head);
  p.stage.append(own, choices, fieldLabel, feedback, then, buttons);

  const drawStep = () => {
    const step = model.get("step") ?? {};
    title.textContent = step.title ? `${step.title}${step.stars ? `  ${step.stars}` : ""}` : "";
    title.classList.toggle("dw-warm-up", Boolean(step.warm_up));
    setHtml(rule, step.html ?? "");
    setText(question, step.question ?? "");
  };
  const drawDone = () => {
    done.replaceChildren(...(model.get("done") ?? []).map((d) => {
      const head = make(doc, "summary", { text: `${d.title}  ${d.stars}`, "aria-label": d.label });
      return make(doc, "details", { class: "dw-steps-step" }, [head, make(doc, "div", { html: d.then ?? "" })]);
    }));
    done.hidden = !(model.get("done") ?? []).length;
  };
  const drawButtons = () => {
    buttonRow(doc, buttons, model.get("buttons"));
    for (const [k, b] of (model.get("buttons") ?? []).entries()) {
      if (b.primary) buttons.children[k].classList.add("dw-primary");
    }
  };
  const drawChoices = () => {
    const all = model.get("choices") ?? [];
    choices.replaceChildren(...all.map((c) => make(doc, "button", {
      type: "button", class: "dw-button dw-choice", "data-kind": "choose", "data-choice": c.value, text: c.label,
    })));
    choices.hidden = !all.length;
    choices.setAttribute("aria-label", model.get("step")?.question ?? "");
  };
  const drawField = () => {
    const field = model.get("field") ?? {};
    fieldLabel.hidden = !field.label;
    fieldLabel.firstChild.textContent = field.label ? `${field.label}: ` : "";
  };
  const drawFeedback = () => {
    const f = model.get("feedback") ?? {};
    feedback.textContent = f.text ?? "";
    feedback.setAttribute("data-right", f.right === true ? "true" : f.right === false ? "false" : "");
    feedback.classList.toggle("dw-empty", !f.text);
  };
  const draw = {
    status: () => { setText(p.status, model.get("status")); p.status.hidden = !model.get("status"); },
    error: () => setText(p.error, model.get("error")),
    board_svg: () => {
      drawBoard(p.board, p.caption, model.get("board_svg"), model.get("board_label"), model.get("board_caption"));
      p.board.hidden = !model.get("board_svg"); // a question about the hands alone: no empty table
      if (!model.get("board_svg")) own.setAttribute("aria-label", model.get("board_label") ?? "");
    },
    hands: () => {
      handRows(doc, own, model.get("hands"));
      for (const tile of own.querySelectorAll(".dw-human .dw-hand-tile[data-tile]")) {
        tile.setAttribute("tabindex", "0"); // any tile may be the answer: none is marked playable
        tile.setAttribute("role", "button");
      }
    },
    summary: () => setText(summary, model.get("summary")),
    step: () => { drawStep(); drawChoices(); },
    done: drawDone,
    buttons: drawButtons,
    choices: drawChoices,
    field: drawField,
    feedback: drawFeedback,
    then_html: () => { setHtml(then, model.get("then_html") ?? ""); then.hidden = !model.get("then_html"); },
    words: () => {
      p.root.setAttribute("aria-label", word(model, "widget"));
      input.setAttribute("aria-label", word(model, "answer"));
      drawLanguages(doc, p.languages, model);
    },
  };
  draw.lang = draw.words;
  draw.languages = draw.words;
  for (const fn of Object.values(draw)) fn();


  const send = (event) => {
    const button = event.target.closest && event.target.closest("button[data-kind]");
    if (button && p.root.contains(button)) {
      if (button.disabled) return;
      const kind = button.getAttribute("data-kind");
      event.preventDefault();
      if (kind === "choose") model.send({ kind, choice: button.getAttribute("data-choice") });
      else if (kind === "check") model.send((model.get("field") ?? {}).label ? { kind, answer: input.value.trim() } : { kind });
      else if (kind === "language") model.send({ kind, lang: button.getAttribute("data-lang") });
      else if (button.getAttribute("data-move")) model.send({ kind, move: button.getAttribute("data-move") });
      else model.send({ kind });
      if (kind === "next" || kind === "show") input.value = "";
      return;
    }
    const message = intentFor(event.target, "exercise_board"); // a hand tile or a marked end
    if (message && message.kind !== "language") {
      event.preventDefault();
      model.send(message);
    }
  };
  const onKey = (event) => {
    if (event.target === input && event.key === "Enter") {
      event.preventDefault();
      model.send({ kind: "check", answer: input.value.trim() });
      return;
    }
    if (event.key !== "Enter" && event.key !== " ") return;
    if (event.target.closest && event.target.closest("button, input, summary")) return;
    send(event);
  };
  p.root.addEventListener("click", send);
  p.root.addEventListener("keydown", onKey);
  const unwatch = watch(model, { ...draw, board_label: draw.board_svg, board_caption: draw.board_svg });
  return () => {
    unwatch();
    p.root.removeEventListener("click", send);
    p.root.removeEventListener("keydown", onKey);
    if (p.observer) p.observer.disconnect();
    p.root.remove();
  };
}

VIEWS.steps = renderSteps;
