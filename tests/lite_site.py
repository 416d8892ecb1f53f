"""The JupyterLite site in headless Chromium, for tests/test_lite_browser.py and
bench/bench_lite.py (a helper module, not a test file).

The site is built once (``bash scripts/lite.sh build/lite/site``, skipped while its inputs are
unchanged) and served on 127.0.0.1 by ``tools/lite/serve.py``. The browser resolves no other
host, and every request to one is recorded and refused (``Offline``), from the pages, the
kernel's worker and the service worker alike.
"""

from __future__ import annotations

import importlib.util
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "build" / "lite" / "site"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync",
                 # no name resolves but this machine's: nothing can leave it
                 "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"]
BUILD_TIMEOUT_S = 600


def load_build() -> ModuleType:
    """tools/lite/build.py, the site's build, as a module."""
    spec = importlib.util.spec_from_file_location("lite_build", ROOT / "tools/lite/build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def with_a_failing_cell(nb: dict[str, Any], source: str) -> dict[str, Any]:
    """Lesson ``nb`` with a code cell ``source`` (one that fails) after its first code cell."""
    first = next(i for i, cell in enumerate(nb["cells"]) if cell["cell_type"] == "code")
    nb["cells"].insert(first + 1, {"cell_type": "code", "execution_count": None, "id": "fails",
                                   "metadata": {}, "outputs": [], "source": source})
    return nb

# the kernel answers: idle, or busy already with the cells of a lesson that runs itself
KERNEL_READY_JS = """() => {
  const k = window.jupyterapp?.shell.currentWidget?.sessionContext?.session?.kernel;
  return !!k && k.connectionStatus === 'connected' && ['idle', 'busy'].includes(k.status);
}"""
# the lesson has run itself (the lessons' extension marks its panel) and the kernel is idle
ALL_RUN_JS = """() => {
  const nb = window.jupyterapp?.shell.currentWidget;
  const k = nb?.sessionContext.session?.kernel;
  return k?.status === 'idle' && nb.node.dataset.dwLesson === 'ran';
}"""
# what the cells wrote as errors: tracebacks and text on stderr
ERRORS_JS = """() => {
  const nb = window.jupyterapp.shell.currentWidget;
  const out = [];
  for (const c of nb.content.widgets.filter(c => c.model.type === 'code')) {
    for (const o of c.model.outputs.toJSON()) {
      if (o.output_type === 'error') out.push(`${o.ename}: ${o.evalue}`);
      if (o.output_type === 'stream' && o.name === 'stderr') out.push(String(o.text));
    }
  }
  return out;
}"""
ADD_CELL_JS = """(source) => {
  const nb = window.jupyterapp.shell.currentWidget;
  const at = nb.content.widgets.length;
  nb.content.model.sharedModel.insertCell(at, {cell_type: 'code', source});
  nb.content.activeCellIndex = at;
  return window.jupyterapp.commands.execute('notebook:run-cell');
}"""


def build_site(out: Path = SITE) -> tuple[Path, float, str]:
    """The site, built now or reused if fresh: (its folder, seconds taken, what it said)."""
    t0 = time.monotonic()
    done = subprocess.run(["bash", str(ROOT / "scripts" / "lite.sh"), str(out)],
                          capture_output=True, text=True, timeout=BUILD_TIMEOUT_S)
    said = done.stdout + done.stderr
    if done.returncode:
        raise RuntimeError(f"scripts/lite.sh failed:\n{said[-4000:]}")
    return out, time.monotonic() - t0, said


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def served(site: Path) -> Iterator[str]:
    """``site`` on http://127.0.0.1:PORT (yielded) while the block runs."""
    port = _free_port()
    proc = subprocess.Popen([sys.executable, str(ROOT / "tools" / "lite" / "serve.py"),
                             str(site), "--port", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"{url}/jupyter-lite.json", timeout=2):
                    break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise RuntimeError("the site's server did not start") from None
                time.sleep(0.1)
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


class Offline:
    """A browser context that refuses, and notes, every request to another host."""

    def __init__(self, browser: Any) -> None:
        self.outside: list[str] = []
        self.failed: list[str] = []
        self.requests = 0
        self.context = browser.new_context(viewport={"width": 1400, "height": 1000})
        self.context.route("**/*", self._route)
        self.context.on("requestfailed", lambda r: self.failed.append(f"{r.url} {r.failure}"))

    def _route(self, route: Any) -> None:
        url = urllib.parse.urlparse(route.request.url)
        if url.scheme in ("http", "https", "ws", "wss") and url.hostname != "127.0.0.1":
            self.outside.append(route.request.url)
            route.abort()
            return
        self.requests += 1
        route.continue_()

    def close(self) -> None:
        self.context.close()


def launch(playwright: Any) -> Any:
    """Debian's Chromium, headless, resolving no host but this machine."""
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                      args=CHROMIUM_ARGS)


def open_lesson(page: Any, base: str, name: str, timeout_s: float = 300,
                wait_run: bool = True) -> float:
    """Open lesson ``name`` in the site's JupyterLab; seconds until its kernel is ready. The
    site's lessons run themselves when opened: unless ``wait_run`` is false, this returns once
    the lesson has (so that a cell a test adds runs after the lesson's own)."""
    t0 = time.monotonic()
    page.goto(f"{base}/lab/index.html?path={name}")
    page.wait_for_function(KERNEL_READY_JS, timeout=timeout_s * 1000, polling=100)
    seconds = time.monotonic() - t0
    if wait_run:
        page.wait_for_function(RUN_OVER_JS, timeout=timeout_s * 1000, polling=100)
    return seconds


# no lesson is running itself: it has run, or the notebook is none of the site's lessons (the
# lessons' extension marks a lesson of the site from the moment it opens, before its kernel)
RUN_OVER_JS = "() => !document.querySelector('.dw-lesson-starting')"


def ran_itself(page: Any, timeout_s: float = 300) -> None:
    """Wait until the open lesson has run every cell by itself (nothing was clicked)."""
    page.wait_for_function(ALL_RUN_JS, timeout=timeout_s * 1000, polling=250)


def run_all(page: Any, timeout_s: float = 300) -> None:
    """What tests written before the lessons ran themselves call after ``open_lesson``: the
    lesson has run every cell by itself; wait until it has."""
    ran_itself(page, timeout_s)


def add_cell(page: Any, source: str) -> None:
    """Append a code cell to the open notebook and run it."""
    page.evaluate(ADD_CELL_JS, source)


def cell_errors(page: Any) -> list[str]:
    return page.evaluate(ERRORS_JS)


# -- open and play (issue 39): a lesson from its link, and a bare kernel, in the same run --------
LEARNERS_VIEW = "notebooks/index.html"  # the site's default entry (tools/lite/build.py)
LAB_VIEW = "lab/index.html"
# the first game board's tiles that the learner may play now (the kernel has drawn it)
PLAYABLE = ".dw-widget.dw-game .dw-own .dw-playable"
# the first choice of the steps' task (a stored board is a stub's line: this is the live one)
FIRST_CHOICE = ".dw-widget.dw-steps .dw-steps-choices .dw-choice"
# the steps drawn by the kernel (a stored board is a stub's line)
LIVE_STEPS = ".dw-widget.dw-steps .dw-steps-question"
# the first element that ``selector`` finds is drawn on the page
SHOWN_JS = """(selector) => {
  const el = document.querySelector(selector);
  return !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
}"""
# a new notebook in the site's JupyterLab, its kernel asked to print as soon as it answers
BARE_KERNEL_JS = """async () => {
  const app = window.jupyterapp;
  await app.restored;
  const panel = await app.commands.execute('notebook:create-new', {kernelName: 'python'});
  await panel.sessionContext.ready;
  const kernel = panel.sessionContext.session.kernel;
  await kernel.info;  // as the lessons' extension waits before it runs a lesson
  return await new Promise((resolve) => {
    const future = kernel.requestExecute({code: 'print("bare kernel ready")'});
    future.onIOPub = (msg) => {
      if (msg.header.msg_type === 'stream') resolve(msg.content.text);
    };
  });
}"""


def bare_kernel(page: Any, base: str, timeout_s: float = 300) -> float:
    """Seconds from navigating to the site's JupyterLab to a new notebook's first output,
    its code sent as soon as its kernel answers (what any lesson waits for at least)."""
    t0 = time.monotonic()
    page.goto(f"{base}/{LAB_VIEW}")
    page.wait_for_function("() => !!window.jupyterapp", timeout=timeout_s * 1000, polling=50)
    page.set_default_timeout(timeout_s * 1000)
    said = page.evaluate(BARE_KERNEL_JS)
    assert "bare kernel ready" in said, said
    return time.monotonic() - t0


def open_and_play(page: Any, base: str, name: str, view: str = LEARNERS_VIEW,
                  timeout_s: float = 300, board: str = "game",
                  at_once: bool = False, scrolled: bool = False) -> dict[str, float]:
    """Open lesson ``name`` from its link and, with no menu and no key, click its first board:
    a tile of its first game board (``board="game"``, the issue's test), or the first choice
    of its steps' first task (``board="steps"``: the lesson's first board, whose first task
    asks a question answered by a click on one of the choices). Seconds from navigating to
    the words on the boards being made (``ready_words``), to the kernel's answer
    (``kernel``), to the tile or choice drawn live (``tile``) and to the click answered
    (``answered``: the game board's status says something new, or the steps' verdict is
    given, which only the kernel writes). ``at_once`` (the benchmark): the mouse clicks where
    the tile is drawn as soon as it is drawn; otherwise a locator's click, which first waits,
    over two frames and several calls (about 0.1 s), until the tile stands still and nothing
    lies over it: a page still drawing the boards below can move the tile under the mouse.
    ``scrolled``: the learner scrolls to the game board as soon as the lesson shows, before
    its kernel is ready (``moved``: how far, in px, the game went on the screen from then until
    its tile was drawn)."""
    t0 = time.monotonic()
    page.goto(f"{base}/{view}?path={name}")
    out: dict[str, float] = {}
    page.wait_for_function(WAITING_WORDS_JS, timeout=timeout_s * 1000, polling=50)
    out["ready_words"] = time.monotonic() - t0
    if scrolled:  # once the lesson is drawn, and dressed in the learners' view
        page.wait_for_function(f"() => ({GAME_CELL_JS})() !== false && ({DRESSED_JS})()",
                               timeout=timeout_s * 1000, polling=50)
        _, scrolled_top = page.evaluate(SCROLL_TO_GAME_JS)
    selector = PLAYABLE if board == "game" else FIRST_CHOICE
    # watched every 20 ms, as a learner's eye would (a locator's own wait looks less and less
    # often, every 0.5 s after a while, which would add up to 0.5 s to every figure)
    page.wait_for_function(SHOWN_JS, arg=selector, timeout=timeout_s * 1000, polling=20)
    tile = page.locator(selector).first
    out["tile"] = time.monotonic() - t0
    if scrolled:
        out["moved"] = page.evaluate(GAME_CELL_TOP_JS) - scrolled_top
    said = (".dw-widget.dw-game .dw-status" if board == "game"
            else ".dw-widget.dw-steps .dw-steps-feedback")  # what the kernel writes
    changed = ("([el, before]) => el.innerText !== before" if board == "game"
               else "([el, before]) => !!el.dataset.right && el.innerText !== before")
    point, before = page.evaluate(CENTRE_JS, [selector, said])
    if at_once and point:
        page.mouse.click(*point)
    else:
        tile.click()
    page.wait_for_function(changed, arg=[page.locator(said).first.element_handle(), before],
                           timeout=timeout_s * 1000, polling=20)
    out["answered"] = time.monotonic() - t0
    ready = page.evaluate("() => document.querySelector('[data-dw-kernel-ready]')"
                          "?.dataset.dwKernelReady")
    if ready:
        out["kernel"] = int(ready) / 1000  # from the navigation, as the page counts it
    return out


# the index of the open lesson's game cell (the first whose code plays a game) once it is drawn
GAME_CELL_JS = """() => {
  const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const cells = (panel && panel.content && panel.content.widgets) || [];
  const index = cells.findIndex((c) => c.model.sharedModel.getSource().includes('lesson.game('));
  return index >= 0 && cells[index].node.isConnected ? index : false;
}"""
# the learners' view has its bar over the lesson (which moves the lesson down), or is not shown
DRESSED_JS = """() => !document.body.classList.contains('dw-learner-view')
  || !!document.querySelector('.dw-open-lab')"""
# the game cell's top on the screen, in px
GAME_CELL_TOP_JS = """() => Math.round(window.jupyterapp.shell.currentWidget.content
  .widgets[(GAME_CELL)()].node.getBoundingClientRect().top)""".replace("GAME_CELL", GAME_CELL_JS)
# the learner scrolls the game cell to the top of the view, as often as it takes to stay there
# (the notebook guesses the height of the cells it has not drawn yet); [its index, its top]
SCROLL_TO_GAME_JS = """async () => {
  const index = (GAME_CELL)();
  const node = window.jupyterapp.shell.currentWidget.content.widgets[index].node;
  const tops = [];
  for (let k = 0; k < 30; k++) {
    node.scrollIntoView({block: 'start'});
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 30)));
    tops.push(Math.round(node.getBoundingClientRect().top));
    if (tops.length >= 3 && tops.slice(-3).every((top) => top === tops[tops.length - 1])) break;
  }
  return [index, tops[tops.length - 1]];
}""".replace("GAME_CELL", GAME_CELL_JS)


# the centre of the first element ``selector`` finds, brought into view ([x, y] on the page, or
# null if another element lies over that point), and the text of the first ``said`` now
CENTRE_JS = """([selector, said]) => {
  const el = document.querySelector(selector);
  el.scrollIntoView({block: 'center', inline: 'nearest'});
  const box = el.getBoundingClientRect();
  const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
  const point = el.contains(document.elementFromPoint(x, y)) ? [x, y] : null;
  return [point, document.querySelector(said).innerText];
}"""


def cell_times(page: Any) -> list[tuple[int, float]]:
    """The cells the lessons' extension has run so far: (index, seconds) each, in order."""
    times = page.evaluate("() => [...document.querySelectorAll('.jp-NotebookPanel')]"
                          ".map(p => p.dwCellTimes).find(t => t) || []")
    return [(index, ms / 1000) for index, ms in times]


# a board being made says so: the words the lessons' extension puts on its output (or the stub's
# line, where the stored widget is drawn before the kernel runs its cell)
WAITING_WORDS_JS = """() => {
  if ([...document.querySelectorAll('.dw-run-to-show')].some(e => e.offsetParent)) return true;
  const waiting = [...document.querySelectorAll('.dw-lesson-starting .dw-board-waiting')];
  return waiting.some(e => getComputedStyle(e, '::before').content.length > 3);
}"""
