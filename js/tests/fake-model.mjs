// A stand-in for anywidget's model (get/set/save_changes/send/on/off), shared by the
// node tests and the Chromium harness test (tests/test_browser_widgets.py).
export function fakeModel(initial) {
  const state = { ...initial };
  const handlers = new Map();
  const sent = [];
  let saves = 0;
  return {
    sent,
    get saves() {
      return saves;
    },
    get: (key) => state[key],
    set(key, value) {
      state[key] = value;
      for (const fn of handlers.get(`change:${key}`) ?? []) fn();
    },
    /** Set several traits, as a kernel update does. */
    update(values) {
      Object.assign(state, values);
      for (const key of Object.keys(values)) {
        for (const fn of handlers.get(`change:${key}`) ?? []) fn();
      }
    },
    save_changes() {
      saves += 1;
    },
    send(message) {
      sent.push(message);
    },
    on(event, fn) {
      handlers.set(event, [...(handlers.get(event) ?? []), fn]);
    },
    off(event, fn) {
      handlers.set(event, (handlers.get(event) ?? []).filter((f) => f !== fn));
    },
    listenerCount(event) {
      if (event === undefined) return [...handlers.values()].reduce((n, list) => n + list.length, 0);
      return (handlers.get(event) ?? []).length;
    },
  };
}

const TILE = (text, klass = "dw-hand-tile dw-playable") =>
  `<g class="${klass}" data-tile="${text}"><rect width="20" height="40"/><text>${text}</text></g>`;

/** A game position as GameWidget syncs it: a tile on the table, two ends to click. */
export const GAME = {
  view: "game",
  status: "Your turn: click a highlighted end for 1:2.",
  error: "",
  board_svg:
    '<svg xmlns="http://www.w3.org/2000/svg" class="dw-table"><g class="dw-tile" data-tile="1:1" data-n="1"><rect width="40" height="20"/></g>' +
    '<g class="dw-target" data-move="play 1:2 on 1:1 east"><rect x="50" width="20" height="20"/></g>' +
    '<g class="dw-target" data-move="play 1:2 on 1:1 west"><rect x="80" width="20" height="20"/></g></svg>',
  scores_html: "<table><tr><td>You</td><td>0</td></tr></table>",
  hands: [
    { player: 0, name: "You", label: "You: 2 tiles", turn: true, human: true, own: true,
      svg: `<svg xmlns="http://www.w3.org/2000/svg">${TILE("1:2")}${TILE("2:2", "dw-hand-tile")}</svg>` },
    { player: 1, name: "Bot", label: "Bot: 3 tiles", turn: false, human: false,
      svg: '<svg xmlns="http://www.w3.org/2000/svg"><g class="dw-hand-tile dw-face-down"><rect/></g></svg>' },
  ],
  buttons: [
    { kind: "draw", label: "Draw a tile" },
    { kind: "new_game", label: "New game" },
  ],
  choices: [],
  selected: { tile: "2:1" },
  summary_html: "",
  moves_log: [{ hand: 0, title: "Hand 1", lines: ["Bot: play 1:1"] }],
  busy: false,
  reveal: false,
  hints: {},
  board_label: "Traditional, hand 1. 1 tile on the table; open ends: 1, 1. You are to play.",
  board_caption: "",
  levels: [{ value: "beginner", label: "Beginner" }, { value: "club", label: "Club" }],
  level: "club",
  level_locked: false,
  words: { show_all: "Show all hands", level: "Bots:", log: "The match so far", widget: "Domino game" },
};

/** A hint panel as GameWidget syncs it after the Hint button (best move first). */
export const HINTS = {
  title: "Hint for You: the best moves first",
  note: "The hint knows only your tiles and what the others have shown.",
  moves: [
    { move: "play 1:2 on 1:1 west", label: "play 1:2 on 1:1 west", value: 2.5, value_text: "+2.5",
      reason: "leaves Bot nothing to score next turn", kind: "play", tile: 2, best: true },
    { move: "play 1:2 on 1:1 east", label: "play 1:2 on 1:1 east", value: -1, value_text: "-1.0",
      reason: "Bot may score up to 10 in reply", kind: "play", tile: 2, best: false },
  ],
};

const frame = (k, note) => ({
  board: `<svg xmlns="http://www.w3.org/2000/svg" class="dw-table" data-frame="${k}"></svg>`,
  hands: `<div class="dw-hand"><div class="dw-hand-svg" data-open="${k}"></div></div>`,
  hands_closed: `<div class="dw-hand"><div class="dw-hand-svg" data-closed="${k}"></div></div>`,
  scores: `<table><tr><td>Ann</td><td>${k}</td></tr></table>`,
  note,
  text: k === 0 ? "The deal" : `Move ${k} of 2`,
});

/** A replay of two moves, as ReplayWidget syncs it. */
export const REPLAY = {
  view: "replay",
  status: "",
  error: "",
  board_svg: "",
  scores_html: "",
  title: "cross: test",
  frames: [frame(0, ""), frame(1, "Аня ходит 5:5.\nAnya leads 5:5."), frame(2, "Only English.")],
  step: 0,
  open_hands: true,
  interval: 100,
  words: { first: "First", back: "Back", next: "Next", last: "Last", play: "Play", pause: "Pause",
    slider: "Move", open_hands: "Open hands", back_title: "One move back (left arrow)" },
};

/** A sandbox position as SandboxWidget syncs it. */
export const SANDBOX = {
  view: "sandbox",
  status: "Ann is on turn.",
  error: "",
  board_svg: '<svg xmlns="http://www.w3.org/2000/svg" class="dw-table"></svg>',
  scores_html: "",
  hands: [
    { player: 0, name: "Ann", label: "Ann: 2 tiles", turn: true, human: true, tiles: "1:2 3:4",
      svg: `<svg xmlns="http://www.w3.org/2000/svg">${TILE("1:2", "dw-hand-tile")}</svg>` },
    { player: 1, name: "Bob", label: "Bob: 1 tile", turn: false, human: true, tiles: "6:6",
      svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' },
  ],
  moves: [
    { move: "play 1:2 on 1:1 east", label: "play 1:2 on 1:1 east", points: 0, points_text: "0" },
    { move: "play 3:4 on 3:3 east", label: "play 3:4 on 3:3 east", points: 10, points_text: "+10" },
  ],
  preview: {},
  buttons: [{ kind: "hint", label: "Hint" }, { kind: "undo", label: "Undo" }],
  hints: {},
  words: { moves: "Every move, with the points it scores", left: "Left", right: "Right",
    set_hand: "Set hand", set_hands: "Set hands" },
};

export const EXERCISE = {
  view: "exercise_board",
  status: "Now click the end where 1:2 goes.",
  error: "",
  board_svg: GAME.board_svg,
  board_label: GAME.board_label,
  board_caption: "",
  hands: [GAME.hands[0]],
  words: { widget: "The board of an exercise" },
};
