// domino_widgets' lessons open ready to play: a JupyterLab / JupyterLite extension written as a
// plain script (a module-federation container by hand, no build step; JupyterLab loads it
// from package.json's jupyterlab._build.load). It runs a lesson's cells when the lesson is
// opened, and only a lesson that is the package's own:
//
// - in the JupyterLite site (tools/lite/build.py), the site's setting `dominoWidgetsLessons`
//   names each of its lessons with a digest of its cells; a notebook runs itself only if its
//   path is there and its cells are the same (a notebook a user uploads, or a lesson whose
//   code he changed, does not);
// - in JupyterLab (scripts/lab.sh, `domino-widgets lessons`), with no such setting, a notebook
//   runs itself only if JupyterLab trusts it (signed by this user's own key: `jupyter trust`,
//   which lab.sh and `domino-widgets lessons` do for the lessons they open) and it holds the
//   package's stored boards. A trusted notebook's outputs may already run scripts on opening,
//   so this asks JupyterLab for nothing it does not already allow.
//
// Until the kernel is ready the stored boards say so (widgets/stored.py's stub listens for the
// event below). In the site's Notebook interface (its learners' view) a lesson shows no code,
// no menu and no toolbar, and one link opens it in JupyterLab.
(function () {
  "use strict";
  const NAME = "domino-widgets-lessons";
  const STARTING = "dw-lesson-starting"; // on a lesson's panel while its kernel starts
  const LEARNER = "dw-learner-view"; // on <body> in the learners' view of a lesson
  const EVENT = "domino-widgets:lesson"; // on window: a panel started or stopped starting
  const CLICKED = "dw-clicked"; // a board clicked while it is being made
  const WAITING = "dw-board-waiting"; // a board's output while its widget is not drawn yet
  const RUNNING = "dw-board-running"; // a board's cell running, its stored output cleared
  const STOPPED = "dw-lesson-stopped"; // the notice of a lesson stopped by a cell that failed
  const VIEW = "application/vnd.jupyter.widget-view+json";
  const NARROW = 700; // px: a window narrower has no room for JupyterLab's side panel and a lesson
  let shareScope = null; // the modules JupyterLab shares (given to init)
  // class settings a link to a lesson may carry (issue 37, domino_widgets/classroom.py)
  const CLASS_FILE = "domino-class.toml";
  const CLASS_KEYS = ["language", "lock_answers", "bots", "deal"];
  const DEALS = /^deals\.([A-Za-z0-9_]+)$/; // deals.08_cross=5: that lesson's own deal
  const STYLE = `
body.${LEARNER} #top-panel-wrapper, body.${LEARNER} #menu-panel-wrapper,
body.${LEARNER} .jp-NotebookPanel-toolbar, body.${LEARNER} .jp-CodeCell .jp-Cell-inputWrapper,
body.${LEARNER} .jp-OutputPrompt, body.${LEARNER} .jp-OutputArea-prompt,
body.${LEARNER} .jp-OutputArea-promptOverlay,
body.${LEARNER} .jp-InputPrompt, body.${LEARNER} .jp-Collapser { display: none !important; }
body.${LEARNER} .jp-Cell { padding-left: 0; }
body.${LEARNER} .jp-cell-toolbar, body.${LEARNER} .jp-Cell .jp-Cell-inputWrapper .jp-InputArea-prompt { display: none !important; }
body.${LEARNER} .jp-Notebook .jp-Cell, body.${LEARNER} .jp-Notebook .jp-Cell.jp-mod-active,
body.${LEARNER} .jp-Notebook .jp-Cell.jp-mod-selected {
  border-color: transparent !important; background: transparent !important; box-shadow: none !important;
  outline: none !important; }
.dw-open-lab { text-align: right; margin: 0 12px; padding: 4px 0; font-size: var(--jp-ui-font-size1, 13px); }
body.${LEARNER} .jp-OutputArea-child:has([data-mime-type="application/vnd.jupyter.stderr"]) {
  display: none !important; }
.${STOPPED} { position: absolute; left: 0; right: 0; bottom: 0; z-index: 10; margin: 0;
  padding: .7em 1em; border-top: 4px solid #c62828; background: var(--jp-layout-color1, #fff);
  color: var(--jp-content-font-color1, #000); font-size: var(--jp-content-font-size2, 15px);
  box-shadow: 0 -2px 6px rgba(0, 0, 0, .15); }
.${STARTING} .${WAITING} { font-size: 0 !important; }
.${STARTING} .${WAITING}::before, .${STARTING} .${RUNNING} .jp-OutputArea:not(:has(.jp-OutputArea-child))::before {
  content: var(--dw-getting-ready, "…"); display: block; margin: .4em 0; padding: .5em .8em;
  border-left: 3px solid #888; font-style: italic; opacity: .8; cursor: progress;
  font-size: var(--jp-content-font-size1, 14px); }
.${STARTING} .${WAITING}.${CLICKED}::before { content: var(--dw-one-moment, "…"); }
`;

  function pageConfig() {
    const el = document.getElementById("jupyter-config-data");
    try {
      return el ? JSON.parse(el.textContent || "{}") : {};
    } catch (err) {
      return {};
    }
  }

  /** The digest of a notebook's cells (their kinds and sources), as build.py writes it. */
  async function digest(model) {
    let text = "";
    for (const cell of model.cells) {
      text += `${cell.type}\u001f${cell.sharedModel.getSource()}\u001e`;
    }
    const bytes = new TextEncoder().encode(text);
    const hash = await crypto.subtle.digest("SHA-256", bytes);
    return Array.from(new Uint8Array(hash), (b) => b.toString(16).padStart(2, "0")).join("");
  }

  /** Whether JupyterLab trusts every cell and the notebook holds the package's boards. */
  function trustedLesson(model) {
    for (const cell of model.cells) {
      if (cell.type === "code" && !cell.trusted) return false;
    }
    const widgets = model.getMetadata ? model.getMetadata("widgets") : undefined;
    const state = widgets && widgets["application/vnd.jupyter.widget-state+json"];
    return !!state && Object.values(state.state || {}).some((m) =>
      String((m.state || {})._anywidget_id || "").startsWith("domino_widgets."));
  }

  /** Whether the notebook of ``panel`` is one of the package's lessons, to run on opening. */
  async function ownLesson(panel, lessons) {
    if (lessons) {
      const want = lessons[panel.context.path];
      return !!want && want === (await digest(panel.content.model));
    }
    return trustedLesson(panel.content.model);
  }

  /** The lesson's words (``config.dominoWidgetsWords``, in the lesson's language), or null. */
  function lessonWords(panel, config) {
    return (config.dominoWidgetsWords || {})[panel.context.path.startsWith("ru/") ? "ru" : "en"] || null;
  }

  /** The lesson's words for its boards while they are being made, as CSS variables (the
   *  widget manager draws a stored board only once the kernel answers: until then its output
   *  is empty and shows these words). */
  function boardWords(panel, config) {
    const said = lessonWords(panel, config);
    if (!said) return;
    panel.node.style.setProperty("--dw-getting-ready", JSON.stringify(said.getting_ready));
    panel.node.style.setProperty("--dw-one-moment", JSON.stringify(said.one_moment));
  }

  /** A click on a board that is being made says that it comes in a moment. */
  function onClick(event) {
    const output = event.target.closest && event.target.closest(`.${STARTING} .${WAITING}`);
    if (output) output.classList.add(CLICKED);
  }

  /** The site vouches for its own lesson (its path and cells checked): its stored outputs
   *  show as they were made (pictures of the table, the boards) instead of their plain text,
   *  as JupyterLab shows a notebook its user trusts. The browser version keeps no signatures. */
  function trust(model) {
    for (const cell of model.cells) {
      if (!cell.trusted) cell.trusted = true;
    }
  }

  function mark(panel, starting) {
    panel.node.classList.toggle(STARTING, starting);
    window.dispatchEvent(new CustomEvent(EVENT, { detail: { node: panel.node, starting } }));
  }

  function learnerView(config) {
    return config.notebookPage === "notebooks" && !!config.dominoWidgetsLessons;
  }

  /** A lesson that stopped at a cell that failed says so, in its words, with what to do, in
   *  a band along the bottom of its view that stays there while the learner scrolls (the
   *  learners' view hides the error itself; JupyterLab shows it in the cell). */
  function sayStopped(panel, config) {
    const words = lessonWords(panel, config);
    if (!words || !words.stopped || panel.node.querySelector(`.${STOPPED}`)) return;
    const notice = document.createElement("p");
    notice.className = STOPPED;
    notice.setAttribute("role", "alert");
    notice.textContent = words.stopped;
    panel.node.appendChild(notice);
  }

  /** The learners' view: no code, no menu, no toolbar, and a link to JupyterLab. */
  function dress(app, panel, config) {
    const words = lessonWords(panel, config);
    document.body.classList.add(LEARNER);
    for (const area of [app.shell.top, app.shell.menu]) {
      if (area && area.hide) area.hide(); // no empty band where they were
    }
    if (!words || panel.node.querySelector(".dw-open-lab")) return;
    const bar = document.createElement("p");
    bar.className = "dw-open-lab";
    const link = document.createElement("a");
    link.href = `../lab/index.html?path=${encodeURIComponent(panel.context.path)}`;
    link.textContent = words.open_lab;
    bar.appendChild(link);
    panel.node.insertBefore(bar, panel.node.firstChild);
  }

  async function kernelReady(panel) {
    await panel.sessionContext.ready;
    const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
    if (!kernel) return false;
    await kernel.info; // the kernel has answered: it runs cells now
    return !panel.isDisposed;
  }

  /** The module ``name`` that JupyterLab shares with its extensions (module federation). */
  async function shared(name) {
    const versions = shareScope && shareScope[name];
    const newest = versions && Object.keys(versions).sort().pop();
    if (!newest) return null;
    const factory = await versions[newest].get();
    return factory();
  }

  /** Whether a cell's outputs hold a board (a widget's view). */
  function showsBoard(cell) {
    return cell.model.outputs.toJSON().some((output) => !!(output.data && output.data[VIEW]));
  }

  /** The part of the window where the notebook of ``panel`` shows: [top, bottom] in px. */
  function shown(panel) {
    const view = panel.content.node.getBoundingClientRect();
    return [Math.max(view.top, 0), Math.min(view.bottom, window.innerHeight)];
  }

  /** Whether some of ``cell`` is in ``[top, bottom]`` (``shown``) now. */
  function inView(cell, [top, bottom]) {
    if (!cell.node.isConnected) return false;
    const box = cell.node.getBoundingClientRect();
    return box.height > 0 && box.bottom > top && box.top < bottom;
  }

  /** Run the code cells of ``panel`` one after the other, top to bottom: each cell keeps its
   *  stored output until its turn comes, then its board's place says that the board is being
   *  made until the board comes; the learner stays where he is (JupyterLab's Run All clears
   *  every output at once, makes the last cell active and scrolls to it). One cell at a time,
   *  not all sent at once: a click on a board drawn already then waits for the cell that runs,
   *  not for every cell below it (measured: sending them all at once made the steps' first
   *  answer later by as much as it made the game board sooner; two at a time, on 2026-12-06,
   *  made the game board's answer 0.05 s sooner and the steps' 0.1 s later). Once the first
   *  code cell has run (a lesson's imports), a cell in view that may run ahead (``ahead``, its
   *  index among the notebook's cells: build.py's ``cells_ahead``) goes before the cells above
   *  it, looked at again before each cell: a learner who scrolled to the game while the page
   *  loaded gets that board first (``place`` keeps his place: ``keepPlace``). Whether every
   *  cell ran: a cell that fails stops the run, as Run All stops. */
  async function runInPlace(app, panel, ahead, place) {
    const cells = await shared("@jupyterlab/cells");
    if (!cells || !cells.CodeCell || !cells.CodeCell.execute) {
      return !!(await app.commands.execute("notebook:run-all-cells")); // the nearest thing
    }
    const times = []; // [cell index, ms]: what each cell took, in the order run (bench_lite.py)
    panel.node.dwCellTimes = times;
    const pending = panel.content.widgets.map((cell, index) => [index, cell])
      .filter(([, cell]) => cell.model.type === "code");
    while (pending.length) {
      if (panel.isDisposed) return false;
      place.hold();
      const view = shown(panel);
      const seen = times.length ? pending.findIndex(([index, cell]) =>
        ahead.has(index) && inView(cell, view)) : -1;
      const [index, cell] = pending.splice(Math.max(seen, 0), 1)[0];
      const began = performance.now();
      cell.node.classList.toggle(RUNNING, showsBoard(cell));
      const reply = await cells.CodeCell.execute(cell, panel.sessionContext);
      cell.node.classList.remove(RUNNING);
      times.push([index, Math.round(performance.now() - began)]);
      if (reply && reply.content && reply.content.status === "error") return false;
    }
    return true;
  }

  /** While a lesson runs, the cell at the top of the learner's view stays where it is on the
   *  screen as the boards above it are drawn (a board's place before the kernel answers is
   *  not its size): a learner who scrolled down to a board does not lose it. JupyterLab's
   *  notebook does not keep it (the browser's own scroll anchoring does not reach into its
   *  windowed list: measured, the game of 08_cross went 520 px down when the steps above it
   *  were drawn). Nothing is held while the learner is at the top. Its ``hold`` puts the
   *  cell back at once (``runInPlace`` asks before it looks at what is in view); ``release``
   *  ends it. */
  function keepPlace(panel) {
    const scroller = panel.node.querySelector(".jp-WindowedPanel-outer");
    const content = panel.node.querySelector(".jp-WindowedPanel-viewport");
    if (!scroller || !content || typeof ResizeObserver === "undefined") {
      return { hold: () => {}, release: () => {} };
    }
    let anchor = null; // [a cell's node, its top on the screen]
    const pick = () => {
      anchor = null;
      if (scroller.scrollTop <= 0) return;
      const [top] = shown(panel);
      const cell = panel.content.widgets.find((c) => inView(c, [top, Infinity]));
      if (cell) anchor = [cell.node, cell.node.getBoundingClientRect().top];
    };
    const hold = () => {
      if (!anchor || !anchor[0].isConnected) return;
      const moved = anchor[0].getBoundingClientRect().top - anchor[1];
      if (Math.abs(moved) >= 1) scroller.scrollTop += moved; // its scroll event picks again
    };
    scroller.addEventListener("scroll", pick, { passive: true });
    const observer = new ResizeObserver(hold);
    observer.observe(content);
    pick();
    const release = () => {
      scroller.removeEventListener("scroll", pick);
      observer.disconnect();
    };
    return { hold, release };
  }

  /** A board whose widget is not drawn yet (JupyterLab's "Loading widget..." until the kernel
   *  answers) says, in the lesson's words, that it is being made. */
  function watchBoards(panel) {
    const LOADING = "Loading widget...";
    const look = () => {
      for (const node of panel.node.querySelectorAll(".jp-OutputArea-output")) {
        const waiting = node.childElementCount === 0 && node.textContent === LOADING;
        node.classList.toggle(WAITING, waiting);
      }
    };
    const observer = new MutationObserver(look);
    observer.observe(panel.node, { childList: true, subtree: true, characterData: true });
    look();
    return () => {
      observer.disconnect();
      for (const node of panel.node.querySelectorAll(`.${WAITING}`)) node.classList.remove(WAITING);
    };
  }

  /** The class file that the page's URL asks for, or null: the class settings among its
   *  parameters (``?path=08_cross.ipynb&lock_answers=true&deal=17&deals.08_cross=5``), each
   *  value as a TOML string, as domino_widgets/classroom.py reads them. */
  function classFile(search) {
    const params = new URLSearchParams(search);
    const lines = CLASS_KEYS.filter((key) => params.has(key))
      .map((key) => `${key} = ${JSON.stringify(params.get(key))}`);
    const deals = [...params.keys()].filter((key) => DEALS.test(key))
      .map((key) => `${key.match(DEALS)[1]} = ${JSON.stringify(params.get(key))}`);
    if (deals.length) lines.push("", "[deals]", ...deals);
    return lines.length ? lines.join("\n") + "\n" : null;
  }

  /** The site's lesson opened with class settings in its link: they go into the class file
   *  at the top of the browser's storage (the kernel's folder is below it) before the lesson
   *  runs, over the file the teacher may have put there. */
  async function classFromLink(app) {
    const content = classFile(window.location.search);
    if (content === null) return;
    await app.serviceManager.contents.save(CLASS_FILE, { type: "file", format: "text", content });
  }

  /** Whether ``path`` is one of the site's own lessons (by its setting, not yet checked
   *  against the notebook's content: ``ownLesson``). */
  function siteLesson(config, path) {
    const lessons = config.dominoWidgetsLessons;
    return !!(lessons && path && lessons[path]);
  }

  async function start(app, panel, config) {
    const lessons = config.dominoWidgetsLessons;
    const path = () => panel.context.path;
    const likely = siteLesson(config, path());
    boardWords(panel, config);
    if (likely) {
      mark(panel, true); // the stored boards say "Getting the board ready…" at once
      if (learnerView(config)) document.body.classList.add(LEARNER);
    }
    await panel.context.ready;
    const own = await ownLesson(panel, lessons);
    if (!own) {
      document.body.classList.remove(LEARNER);
      if (likely) mark(panel, false);
      return;
    }
    if (lessons) trust(panel.content.model);
    mark(panel, true);
    if (learnerView(config)) dress(app, panel, config);
    const unwatch = watchBoards(panel);
    const place = keepPlace(panel);
    try {
      if (lessons) await classFromLink(app);
      if (await kernelReady(panel)) {
        // ms from the page's navigation to the kernel's answer (bench/bench_lite.py reads it)
        panel.node.dataset.dwKernelReady = String(Math.round(performance.now()));
        // "ran": every cell has run (the tests wait for it); "stopped": a cell failed
        const ahead = new Set(lessons ? (config.dominoWidgetsAhead || {})[path()] || [] : []);
        const ran = await runInPlace(app, panel, ahead, place);
        if (!ran && !panel.isDisposed) sayStopped(panel, config);
        panel.node.dataset.dwLesson = ran ? "ran" : "stopped";
      }
    } finally {
      setTimeout(place.release, 2000); // the last boards are drawn after their cells have run
      unwatch();
      mark(panel, false);
    }
  }

  /** The notebook the page's link opens: ``?path=NAME`` (JupyterLite) or ``/lab/tree/NAME``
   *  (JupyterLab), or null. */
  function linkedPath() {
    const query = new URLSearchParams(window.location.search).get("path");
    if (query) return query;
    const tree = window.location.pathname.split("/lab/tree/")[1];
    return tree ? decodeURIComponent(tree) : null;
  }

  /** The kernel of the lesson the page's link opens, started as soon as the application
   *  has started: in parallel with loading the notebook and drawing its stored boards, which
   *  takes a second or more before the notebook would start its kernel itself. The notebook
   *  finds this session by its path and takes it (JupyterLab's SessionContext looks for a
   *  running session of its path before it starts one). Only for the site's own lessons;
   *  the kernel runs nothing until the lesson's cells are checked (``start``). The session's
   *  own connection handles no comms (the notebook's widget manager does) and is closed. */
  async function prestart(app, path, kernelName) {
    const sessions = app.serviceManager.sessions;
    await sessions.ready;
    if (Array.from(sessions.running()).some((model) => model.path === path)) return;
    const session = await sessions.startNew(
      { path, name: path.split("/").pop(), type: "notebook", kernel: { name: kernelName } },
      { kernelConnectionOptions: { handleComms: false } });
    session.dispose(); // the connection, not the kernel
  }

  /** On a phone, the lesson a link opens gets the width: JupyterLab's file browser, opened
   *  beside it as the page opens the link (``filebrowser:activate``), would take it all
   *  (measured at 360 px: the lesson 30 px wide). Until the lesson's kernel answers, the
   *  browser is folded away again each time the page opens it; the learner opens it at will. */
  function roomFor(app, panel) {
    if (window.innerWidth >= NARROW || !app.shell.collapseLeft) return;
    const fold = () => app.shell.collapseLeft();
    const opened = (_, args) => {
      if (args.id === "filebrowser:activate") Promise.resolve(args.result).then(fold, fold);
    };
    fold();
    app.commands.commandExecuted.connect(opened);
    kernelReady(panel).catch(() => false)
      .then(() => app.commands.commandExecuted.disconnect(opened));
  }

  function isNotebookPanel(widget) {
    return !!(widget && widget.content && widget.context && widget.sessionContext &&
              widget.content.model !== undefined && typeof widget.context.path === "string" &&
              widget.context.path.endsWith(".ipynb"));
  }

  const plugin = {
    id: `${NAME}:run-on-open`,
    description: "Runs the package's own lessons when they are opened.",
    autoStart: true,
    activate(app) {
      const config = pageConfig();
      if (!document.getElementById("dw-lessons-style")) {
        const style = document.createElement("style");
        style.id = "dw-lessons-style";
        style.textContent = STYLE;
        document.head.appendChild(style);
      }
      document.addEventListener("click", onClick, true);
      // A lesson runs itself when it is opened: by the page's link, or by the learner later;
      // not the tabs the page restores from an earlier visit (each would start a kernel).
      const linked = linkedPath();
      if (siteLesson(config, linked) && config.dominoWidgetsKernel) {
        app.started.then(() => prestart(app, linked, config.dominoWidgetsKernel))
          .catch((err) => console.warn(`${NAME}:`, err));
      }
      const seen = new WeakSet();
      let restored = false;
      const look = () => {
        for (const widget of Array.from(app.shell.widgets("main"))) {
          if (!isNotebookPanel(widget) || seen.has(widget)) continue;
          seen.add(widget);
          if (!restored && widget.context.path !== linked) continue; // a restored tab
          if (widget.context.path === linked) roomFor(app, widget);
          start(app, widget, config).catch((err) => console.warn(`${NAME}:`, err));
        }
      };
      if (app.shell.currentChanged) app.shell.currentChanged.connect(look);
      if (app.shell.layoutModified) app.shell.layoutModified.connect(look);
      app.restored.then(() => {
        look();
        restored = true;
      });
    },
  };

  const scope = (window._JUPYTERLAB = window._JUPYTERLAB || {});
  scope[NAME] = {
    init: (scope) => {
      shareScope = scope;
      return Promise.resolve();
    },
    get: (module) => Promise.resolve(() => {
      if (module !== "./extension") throw new Error(`${NAME}: no module ${module}`);
      return { __esModule: true, default: [plugin] };
    }),
  };
})();
