"""The offline JupyterLite site in headless Chromium: the lessons run in the browser (Pyodide),
with no install and nothing asked of any host but the one serving the site.

The site is built once (``bash scripts/lite.sh build/lite/site``; reused while its inputs are
unchanged) and served on 127.0.0.1; Chromium resolves no other name, and every request to
another host is refused and fails the test.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from lite_site import (
    FIRST_CHOICE,
    GAME_CELL_JS,
    LAB_VIEW,
    LEARNERS_VIEW,
    LIVE_STEPS,
    PLAYABLE,
    ROOT,
    Offline,
    bare_kernel,
    build_site,
    cell_errors,
    cell_times,
    launch,
    load_build,
    open_and_play,
    open_lesson,
    ran_itself,
    served,
    with_a_failing_cell,
)
from playwright.sync_api import Page, expect
from widget_harness import shot

from domino_widgets.engine.i18n import _ as say
from domino_widgets.engine.i18n import language
from domino_widgets.widgets.stored import GETTING_READY, OPEN_LAB, STOPPED

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def lite(playwright: Any) -> Iterator[SimpleNamespace]:
    """The built site, served, and a browser that cannot leave this machine."""
    site, seconds, _ = build_site()
    print(f"\nlite: site ready in {seconds:.0f} s")
    with served(site) as base:
        browser = launch(playwright)
        try:
            yield SimpleNamespace(base=base, browser=browser, site=site)
        finally:
            browser.close()


@pytest.fixture
def offline(lite: SimpleNamespace) -> Iterator[tuple[Offline, Page]]:
    """A page of the site; the test fails if anything asked another host."""
    off = Offline(lite.browser)
    page = off.context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield off, page
    off.close()
    assert not off.outside, f"requests to other hosts: {off.outside[:10]}"
    assert not errors, errors


def test_the_site_holds_the_lessons_and_their_records_at_the_root(
        lite: SimpleNamespace) -> None:
    files = lite.site / "files"
    assert sorted(p.name for p in files.glob("*.ipynb")) == sorted(
        p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
    assert sorted(p.name for p in (files / "ru").glob("*.ipynb")) == sorted(
        p.name for p in (ROOT / "notebooks" / "ru").glob("*.ipynb"))  # the Russian lessons
    assert sorted(p.name for p in (files / "records").glob("*.json")) == sorted(
        p.name for p in (ROOT / "domino_widgets" / "records").glob("*.json"))
    assert (lite.site / "lab" / "index.html").exists()
    assert (lite.site / ".gitignore").read_text() == "*\n"  # never committed, wherever built
    lock = json.loads((lite.site / "static/pyodide/pyodide-lock.json").read_text())
    assert "domino-widgets" in lock["packages"]  # loaded with the kernel: no %pip cell


def test_every_page_of_the_site_asks_nothing_of_another_host(
        lite: SimpleNamespace, offline: tuple[Offline, Page]) -> None:
    off, page = offline
    for path in ("", "tree/index.html", "notebooks/index.html?path=00_start.ipynb"):
        page.goto(f"{lite.base}/{path}")
        page.wait_for_load_state("networkidle")
    expect(page.locator(".jp-Notebook")).to_be_visible(timeout=60_000)
    assert off.requests > 10


def test_08_cross_runs_in_the_browser_and_plays_with_the_bot_and_hints(
        lite: SimpleNamespace, offline: tuple[Offline, Page]) -> None:
    off, page = offline
    seconds = open_lesson(page, lite.base, "08_cross.ipynb")
    print(f"lite: kernel ready in {seconds:.1f} s")
    ran_itself(page)
    assert cell_errors(page) == []
    assert page.locator(".jp-Notebook .jp-OutputArea-output[data-mime-type="
                        "'application/vnd.jupyter.stderr']").count() == 0

    game = page.locator(".dw-widget.dw-game").last
    game.scroll_into_view_if_needed()
    status = game.locator(".dw-status")
    expect(status).to_contain_text("Your turn", timeout=30_000)
    board = game.locator(".dw-board .dw-tile")
    before = board.count()
    for _ in range(3):  # a playable tile, then an end (or the tile again if it fits one place)
        targets = game.locator(".dw-board .dw-target")
        if targets.count():
            targets.first.click()
            break
        selected = game.locator(".dw-own .dw-selected")
        (selected if selected.count() else game.locator(".dw-own .dw-playable")).first.click()
        page.wait_for_timeout(300)
    expect(game.locator(".dw-log")).to_contain_text("Bot", timeout=30_000)  # the bot answered
    expect(status).to_contain_text("Your turn", timeout=30_000)
    assert board.count() >= before + 1

    game.locator("button[data-kind='hint']").click()
    hints = game.locator(".dw-hints li button")
    expect(hints.first).to_be_visible(timeout=30_000)
    expect(hints.first).to_contain_text(re.compile(r"[0-6]:[0-6]"))  # a move, in words


def test_a_folded_cells_code_is_hidden_until_the_learner_opens_it(
        lite: SimpleNamespace, offline: tuple[Offline, Page]) -> None:
    off, page = offline
    nb = json.loads((lite.site / "files" / "01_traditional.ipynb").read_text(encoding="utf-8"))
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    index = next(i for i, c in enumerate(code)
                 if c["metadata"].get("jupyter", {}).get("source_hidden"))
    line = next(ln for ln in "".join(code[index]["source"]).splitlines() if "(" in ln).strip()
    open_lesson(page, lite.base, "01_traditional.ipynb", timeout_s=300)
    cell = page.locator(".jp-Notebook .jp-CodeCell").nth(index)
    expect(cell.locator(".jp-InputPlaceholder")).to_be_visible(timeout=30_000)
    expect(cell.locator(".jp-InputArea-editor")).to_have_count(0)
    expect(page.get_by_text(line, exact=False)).to_have_count(0)
    cell.locator(".jp-InputPlaceholder").click()  # the learner asks to see the code
    expect(cell.locator(".jp-InputArea-editor")).to_contain_text(line.split("(")[0])


def test_10_quintuple_steps_the_book_replay_in_the_browser(
        lite: SimpleNamespace, offline: tuple[Offline, Page]) -> None:
    _, page = offline
    open_lesson(page, lite.base, "10_quintuple.ipynb")
    ran_itself(page)
    assert cell_errors(page) == []
    replay = page.locator(".dw-widget.dw-replay").first
    replay.scroll_into_view_if_needed()
    expect(replay.locator(".dw-step-text")).to_contain_text("The deal", timeout=30_000)
    replay.locator("button[data-step='next']").click()
    replay.locator("button[data-step='next']").click()
    expect(replay.locator(".dw-step-text")).to_contain_text("Move 2 of 10: Irina")  # Latin


# -- open and play (issue 39) -------------------------------------------------------------------
@pytest.fixture(scope="module")
def bare(lite: SimpleNamespace) -> float:
    """A bare kernel's first output in the site, from navigation, in this run: what each lesson
    opened below is measured against (a first visit each, in a context of its own)."""
    off = Offline(lite.browser)
    try:
        return bare_kernel(off.context.new_page(), lite.base)
    finally:
        off.close()


def played(name: str, seconds: dict[str, float], bare: float) -> str:
    return (f"\nlite: {name}: the boards' words at {seconds['ready_words']:.1f} s, a tile at "
            f"{seconds['tile']:.1f} s, the click answered at {seconds['answered']:.1f} s; a bare "
            f"kernel's first output {bare:.1f} s; ratio {seconds['answered'] / bare:.2f} "
            f"(goal <= 1.1; load average {os.getloadavg()[0]:.1f})")


@pytest.mark.parametrize(("lang", "width"), [("en", 1280), ("ru", 360), ("en", 360),
                                             ("ru", 1280)])
def test_the_cross_lesson_from_its_link_plays_at_once_in_the_learners_view(
        lite: SimpleNamespace, offline: tuple[Offline, Page], bare: float, lang: str,
        width: int) -> None:
    """Opened from the docs' link, the lesson runs itself: no menu, no key, no code. Until the
    kernel is ready each board says, in the lesson's language, that it is being made; then a
    click on a tile of the first game board is answered by the kernel."""
    off, page = offline
    page.set_viewport_size({"width": width, "height": 800 if width > 400 else 740})
    name = "08_cross.ipynb" if lang == "en" else "ru/08_cross.ipynb"
    with language(lang):
        getting_ready, open_lab = say(GETTING_READY), say(OPEN_LAB)
    page.goto("about:blank")
    seconds = open_and_play(page, lite.base, name, LEARNERS_VIEW)
    print(played(f"{name} in the learners' view at {width} px", seconds, bare))
    page.screenshot(path=shot(f"lite-learners-{lang}-{width}.png"))
    # what the learner saw while the kernel started: the words, in his language
    waited = page.evaluate("() => getComputedStyle(document.querySelector('.jp-NotebookPanel'))"
                           ".getPropertyValue('--dw-getting-ready')")
    assert json.loads(waited) == getting_ready
    # no code, no menu, no toolbar, no file browser; JupyterLab one link away
    expect(page.locator(".jp-CodeCell .jp-InputArea-editor").first).to_be_hidden()
    expect(page.locator("#menu-panel-wrapper, #top-panel-wrapper").first).to_be_hidden()
    expect(page.locator(".jp-NotebookPanel-toolbar")).to_be_hidden()
    expect(page.locator(".jp-DirListing")).to_have_count(0)
    link = page.locator(".dw-open-lab a")
    expect(link).to_have_text(open_lab)
    assert link.get_attribute("href") == f"../lab/index.html?path={name.replace('/', '%2F')}"
    ran_itself(page)
    assert cell_errors(page) == []
    order = [index for index, _ in cell_times(page)]  # the learner stayed at the top
    assert order == sorted(order), order
    # the steps' first choice, at the left edge of its output, takes a click (nothing of the
    # Notebook interface lies over it: its output's prompt overlay is hidden too)
    page.locator(FIRST_CHOICE).first.click(timeout=30_000)
    expect(page.locator(".dw-widget.dw-steps .dw-steps-feedback").first).to_have_attribute(
        "data-right", re.compile("^(true|false)$"), timeout=60_000)
    assert off.outside == []


def test_a_board_scrolled_to_while_the_lesson_starts_is_made_first_and_stays_in_view(
        lite: SimpleNamespace, offline: tuple[Offline, Page], bare: float) -> None:
    """A learner who goes down to the game while the page loads: once the lesson's first cell
    (its imports and steps) has run, the game's cell runs before the boards above it, and the
    game stays where he put it while the boards above are drawn."""
    off, page = offline
    page.set_viewport_size({"width": 1280, "height": 800})
    seconds = open_and_play(page, lite.base, "08_cross.ipynb", LEARNERS_VIEW, scrolled=True)
    print(played("08_cross.ipynb scrolled to the game", seconds, bare))
    page.screenshot(path=shot("lite-learners-scrolled-to-the-game-en-1280.png"))
    assert abs(seconds["moved"]) <= 2, seconds
    ran_itself(page)
    order = [index for index, _ in cell_times(page)]
    game = page.evaluate(GAME_CELL_JS)
    assert order[1] == game, order
    assert sorted(order) == [2, 4, 6, 8, 10, 12]  # every code cell ran, once
    assert cell_errors(page) == []
    assert off.outside == []


def test_a_board_clicked_while_it_is_made_says_it_comes_and_then_answers(
        lite: SimpleNamespace, offline: tuple[Offline, Page]) -> None:
    """The start lesson from the site's front page: its board, clicked before the kernel is
    ready, says that it comes in a moment; then the board is drawn and takes a move."""
    _off, page = offline
    page.goto(f"{lite.base}/")  # the front page: the start lesson in the learners' view
    waiting = page.locator(".dw-lesson-starting .dw-board-waiting").first
    waiting.wait_for(timeout=300_000)
    waiting.click()
    one_moment = page.evaluate(
        "() => getComputedStyle(document.querySelector('.dw-clicked'), '::before').content")
    assert json.loads(one_moment) == "Getting the board ready… It comes in a moment."
    tile = page.locator(PLAYABLE).first
    tile.wait_for(timeout=300_000)  # the same output, now the live board
    assert "00_start.ipynb" in page.url
    status = page.locator(".dw-widget.dw-game .dw-status").first
    before = status.inner_text()
    tile.click()
    expect(status).not_to_have_text(before, timeout=60_000)
    page.screenshot(path=shot("lite-start-played.png"))


@pytest.mark.parametrize("width", [1280, 360])
def test_the_cross_lesson_plays_at_once_in_jupyterlab_too(
        lite: SimpleNamespace, offline: tuple[Offline, Page], bare: float, width: int) -> None:
    """The same link's lesson in JupyterLab ("See the code"). On a phone the file browser,
    which JupyterLab opens beside the lesson and which would take the whole width, is folded
    away; on a wider screen it stays."""
    off, page = offline
    page.set_viewport_size({"width": width, "height": 800 if width > 400 else 740})
    seconds = open_and_play(page, lite.base, "08_cross.ipynb", LAB_VIEW)
    print(played(f"08_cross.ipynb in JupyterLab at {width} px", seconds, bare))
    expect(page.locator("#jp-menu-panel, .lm-MenuBar").first).to_be_visible()  # all of Lab
    folded = page.evaluate("() => window.jupyterapp.shell.leftCollapsed")
    lesson = page.locator(".jp-NotebookPanel").first.bounding_box()
    assert lesson is not None
    if width < 700:
        assert folded and lesson["width"] >= 0.75 * width, (folded, lesson)
    else:
        assert not folded
    page.screenshot(path=shot(f"lite-lab-en-{width}.png"))
    assert off.outside == []


def site_with_a_failing_cell(site: Path, copy: Path, lesson: str) -> None:
    """A copy of ``site`` whose ``lesson`` has a cell that fails after its first code cell,
    the lesson still the site's own (its digest in the site's setting is the new one)."""
    shutil.copytree(site, copy)
    path = copy / "files" / lesson
    nb = with_a_failing_cell(json.loads(path.read_text(encoding="utf-8")),
                             'raise RuntimeError("a board that cannot be made")')
    path.write_text(json.dumps(nb, ensure_ascii=False), encoding="utf-8")
    config_path = copy / "jupyter-lite.json"
    config = json.loads(config_path.read_text(encoding="utf-8"))
    config["jupyter-config-data"]["dominoWidgetsLessons"][lesson] = (
        load_build().cells_digest(nb))
    config_path.write_text(json.dumps(config), encoding="utf-8")


def test_a_lesson_stopped_by_a_failing_cell_says_so_in_the_learners_view(
        lite: SimpleNamespace, tmp_path: Path) -> None:
    """A cell of a lesson that fails stops the lesson, as Run All stops: the lesson is not
    marked as run, says along the bottom of the view, in its language, what happened and what
    to do, and the learner sees no traceback (JupyterLab, one link away, shows it in the
    cell)."""
    site_with_a_failing_cell(lite.site, tmp_path / "site", "ru/00_start.ipynb")
    with served(tmp_path / "site") as base:
        off = Offline(lite.browser)
        page = off.context.new_page()
        try:
            page.set_viewport_size({"width": 360, "height": 740})
            page.goto(f"{base}/{LEARNERS_VIEW}?path=ru/00_start.ipynb")
            page.wait_for_selector("[data-dw-lesson]", state="attached", timeout=300_000)
            assert page.locator(".jp-NotebookPanel").get_attribute("data-dw-lesson") == "stopped"
            with language("ru"):
                stopped = say(STOPPED)
            notice = page.locator(".dw-lesson-stopped")
            expect(notice).to_have_text(stopped)
            expect(notice).to_be_in_viewport(ratio=1)
            box = notice.bounding_box()
            assert box and box["height"] > 20 and page.evaluate(  # nothing drawn over it
                "([x, y]) => !!document.elementFromPoint(x, y)?.closest('.dw-lesson-stopped')",
                [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2])
            assert any("a board that cannot be made" in e for e in cell_errors(page))
            # no traceback in sight; the game above the cell ran, the steps below it did not
            expect(page.locator("text=RuntimeError >> visible=true")).to_have_count(0)
            expect(page.locator(PLAYABLE).first).to_be_visible()
            expect(page.locator(LIVE_STEPS)).to_have_count(0)
            page.screenshot(path=shot("lite-learners-stopped-ru-360.png"))
        finally:
            off.close()
    assert not off.outside, off.outside[:10]


# the open notebook's kernel runs ``code``; what it prints
PRINTED_JS = """async (code) => {
  const panel = [...window.jupyterapp.shell.widgets('main')].find(w => w.sessionContext);
  const future = panel.sessionContext.session.kernel.requestExecute({code});
  let text = '';
  future.onIOPub = (msg) => { if (msg.header.msg_type === 'stream') text += msg.content.text; };
  await future.done;
  return text;
}"""


def drive_looks(off: Offline) -> list[str]:
    """The requests to the browser storage from now on (each of Python's looks there is one)."""
    looks: list[str] = []
    off.context.on("request", lambda r: looks.append(r.url) if "/api/drive" in r.url else None)
    return looks


def test_the_sites_kernel_starts_in_the_browser_storage_with_few_looks_there(
        lite: SimpleNamespace, offline: tuple[Offline, Page]) -> None:
    """The kernel's worker moves into the browser storage once its own imports are done
    (``build.drive_after_imports``): before, Python looked there for every module imported at
    start, each look a request through the page: 101 of them. The kernel still
    works there: a file it writes is in the storage the file browser shows."""
    off, page = offline
    looks = drive_looks(off)
    bare_kernel(page, lite.base)
    at_start = len(looks)
    said = page.evaluate(PRINTED_JS, "import os\nprint(os.getcwd())\n"
                         "open('written-here.txt', 'w').write('kept')")
    assert said.strip() == "/drive"
    kept = page.evaluate("() => window.jupyterapp.serviceManager.contents.get('written-here"
                         ".txt', {content: true, format: 'text'}).then(m => m.content)")
    assert kept == "kept"
    assert len(looks) > at_start  # the cell's own work in the folder is seen here
    assert at_start <= 10, at_start  # none on 2026-12-06; 101 as JupyterLite starts it


def test_a_first_import_in_the_sites_kernel_does_not_list_the_working_folder(
        lite: SimpleNamespace, offline: tuple[Offline, Page]) -> None:
    """The working folder is last on the path of the site's kernels: a library imported for
    the first time is found with no request through the page (with the folder first, Python
    listed the whole folder, a request per file, about 0.1 s), and a learner's own module
    beside his notebook is still imported."""
    off, page = offline
    looks = drive_looks(off)
    bare_kernel(page, lite.base)
    before = len(looks)
    said = page.evaluate(PRINTED_JS, "import colorsys, sys\nprint(sys.path[-1] == '')")
    assert said.strip() == "True"
    assert len(looks) == before, looks[before:]
    said = page.evaluate(PRINTED_JS, "open('dw_learners_own.py', 'w').write('ANSWER = 42')\n"
                         "import dw_learners_own\nprint(dw_learners_own.ANSWER)")
    assert said.strip() == "42"


# the kernels and sessions that run, and the kernel of the notebook in view
KERNELS_JS = """async () => {
  const manager = window.jupyterapp.serviceManager;
  await Promise.all([manager.kernels.refreshRunning(), manager.sessions.refreshRunning()]);
  const nb = [...window.jupyterapp.shell.widgets('main')].find(w => w.sessionContext);
  return {kernels: [...manager.kernels.running()].map(k => k.id),
          sessions: [...manager.sessions.running()].map(s => [s.path, s.kernel.id]),
          notebook: nb.sessionContext.session.kernel.id};
}"""


# what a board's place says while its cell runs (its stored output cleared, the board not yet
# drawn), each time the page changes
SAID_WHILE_RUNNING_JS = """
window.dwSaid = [];
new MutationObserver(() => {
  const empty = '.dw-lesson-starting .dw-board-running '
    + '.jp-OutputArea:not(:has(.jp-OutputArea-child))';
  for (const area of document.querySelectorAll(empty)) {
    window.dwSaid.push(getComputedStyle(area, '::before').content);
  }
}).observe(document, {subtree: true, childList: true, attributes: true});
"""


def test_the_linked_lessons_kernel_starts_while_its_notebook_loads(
        lite: SimpleNamespace, offline: tuple[Offline, Page]) -> None:
    """The lessons' extension starts the kernel of the lesson a link opens as soon as the page
    has started, before the notebook's file is even asked for (loading and drawing it takes a
    second or more); the notebook then takes that kernel: one kernel runs, the lesson's. While
    a board's cell runs, its place says that the board is being made (never blank)."""
    _off, page = offline
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    page.add_init_script(SAID_WHILE_RUNNING_JS)
    page.goto(f"{lite.base}/{LEARNERS_VIEW}?path=ru/08_cross.ipynb")
    page.wait_for_selector("[data-dw-lesson=ran]", timeout=300_000)
    said = page.evaluate("window.dwSaid")
    with language("ru"):
        assert said and {json.loads(words) for words in said} == {say(GETTING_READY)}
    worker = next(k for k, url in enumerate(asked) if "comlink.worker" in url)
    notebook = next(k for k, url in enumerate(asked) if "/files/ru/08_cross.ipynb" in url)
    assert worker < notebook, (asked[worker], asked[notebook])
    running = page.evaluate(KERNELS_JS)
    assert running["kernels"] == [running["notebook"]]
    assert running["sessions"] == [["ru/08_cross.ipynb", running["notebook"]]]
    assert cell_errors(page) == []


UPLOADED = {"cells": [{"cell_type": "code", "metadata": {}, "outputs": [],
                       "execution_count": None, "source": "print('ran by itself')"}],
            "metadata": {"kernelspec": {"name": "python", "display_name": "Python (Pyodide)",
                                        "language": "python"}},
            "nbformat": 4, "nbformat_minor": 5}
SAVE_JS = """([path, nb]) => window.jupyterapp.serviceManager.contents.save(
  path, {type: 'notebook', format: 'json', content: nb})"""


def test_a_notebook_the_site_did_not_make_never_runs_itself(
        lite: SimpleNamespace, offline: tuple[Offline, Page]) -> None:
    """Only the site's own lessons run on opening: not a notebook a user uploads, nor a lesson
    whose code he changed (saved in the browser over the site's copy)."""
    _off, page = offline
    open_lesson(page, lite.base, "08_cross.ipynb")
    lesson = json.loads((lite.site / "files" / "08_cross.ipynb").read_text(encoding="utf-8"))
    code = next(c for c in lesson["cells"] if c["cell_type"] == "code")
    code["source"] = "".join(code["source"]) + "\nprint('changed')"
    page.evaluate(SAVE_JS, ["08_cross.ipynb", lesson])
    page.evaluate(SAVE_JS, ["mine.ipynb", UPLOADED])
    for name in ("mine.ipynb", "08_cross.ipynb"):
        page.goto(f"{lite.base}/{LEARNERS_VIEW}?path={name}")
        page.wait_for_function(KERNEL_READY_OF_NOTEBOOK_JS, timeout=300_000, polling=100)
        page.wait_for_timeout(3000)  # time enough for a run that should not come
        assert page.evaluate("() => document.querySelectorAll("
                             "'.dw-lesson-starting, [data-dw-lesson]').length") == 0, name
        assert "dw-learner-view" not in page.evaluate("() => document.body.className"), name
        expect(page.locator(".jp-OutputArea-output", has_text="ran by itself")).to_have_count(0)
        # the Notebook interface as it is: its menu and its toolbar
        expect(page.locator(".jp-NotebookPanel-toolbar")).to_be_visible(timeout=60_000)


KERNEL_READY_OF_NOTEBOOK_JS = """() => {
  const nb = [...(window.jupyterapp?.shell.widgets('main') ?? [])].find(w => w.sessionContext);
  const k = nb?.sessionContext.session?.kernel;
  return !!k && k.connectionStatus === 'connected' && k.status === 'idle';
}"""


CLASS_LINK = "&lock_answers=true&bots=beginner&deal=17&deals.08_cross=5"
CLASS_FILE_JS = """async () => (await window.jupyterapp.serviceManager.contents.get(
  'domino-class.toml', {content: true})).content"""
# what the lesson's kernel reads (from its own folder, ru/, and up): domino_widgets.classroom
CLASS_READ_JS = """async () => {
  const nb = [...window.jupyterapp.shell.widgets('main')].find(w => w.sessionContext);
  const kernel = nb.sessionContext.session.kernel;
  return await new Promise((resolve) => {
    const future = kernel.requestExecute({code: 'from domino_widgets.classroom import '
      + 'find_settings\\ns = find_settings()\\nprint(s.lock_answers, s.bots, s.deal, '
      + 's.deal_of("08_cross"), s.problems)'});
    let text = '';  // the kernel may send a print in several pieces: all of them, once done
    future.onIOPub = (msg) => { if (msg.header.msg_type === 'stream') text += msg.content.text; };
    future.done.then(() => resolve(text));
  });
}"""


def test_a_link_with_class_settings_gives_them_to_the_lesson(
        lite: SimpleNamespace, offline: tuple[Offline, Page]) -> None:
    """Issue 37's URL parameters: the site writes them into the class file at the top of the
    browser's storage before the lesson runs, and the lesson's kernel reads them there."""
    _off, page = offline
    page.goto(f"{lite.base}/{LEARNERS_VIEW}?path=ru/00_start.ipynb{CLASS_LINK}")
    page.wait_for_selector("[data-dw-lesson=ran]", timeout=300_000)
    assert page.evaluate(CLASS_FILE_JS) == ('lock_answers = "true"\nbots = "beginner"\n'
                                            'deal = "17"\n\n[deals]\n08_cross = "5"\n')
    assert page.evaluate(CLASS_READ_JS).strip() == "True beginner 17 5 []"
