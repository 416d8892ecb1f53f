"""A lesson's steps as a learner does them, in real JupyterLab and in the JupyterLite site
(issue 36): a task solved wrong, then right; its stars; the next step unlocked; the page
reloaded and the progress still there; a missed task back as the warm-up of the next lesson.
Screenshots of a first screen and of a task solved, at 360 and 1,280 px, in both languages, go
to build/img/ (docs/img/ with DW_SCREENSHOTS=docs)."""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.test_browser_lab import open_notebook, write_notebook

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[1]
SHOTS = ROOT / ("docs/img" if os.environ.get("DW_SCREENSHOTS") == "docs" else "build/img")
WORDS = {"en": {"warm": "Warm-up", "stars": "★★☆", "summary_2": "Step 2 of 12 · ★ 2 of 36",
                "after": "A set has 28 tiles"},
         "ru": {"warm": "Разминка", "stars": "★★☆", "summary_2": "Шаг 2 из 12 · ★ 2 из 36",
                "after": "В наборе 28 костей"}}
NOTEBOOKS = ROOT / "notebooks"


def lesson_file(name: str, lang: str) -> Path:
    return NOTEBOOKS / (f"{name}.ipynb" if lang == "en" else f"ru/{name}.ipynb")


def named(lang: str, width: int) -> str:
    """A screenshot's name part: ``360``, or ``ru-360`` for the Russian one (the docs'
    gallery pairs ``x-360.png`` with ``x-ru-360.png``)."""
    return f"ru-{width}" if lang == "ru" else str(width)


def run_all(page: Page) -> None:
    """Run All Cells, from the menu's command (a click would land on the narrow page's
    margins at 360 px)."""
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")


def shot(page: Page, widget: Locator | None, name: str) -> None:
    """A screenshot as the learner sees it at the page's width: the widget, or the page."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    if widget is None:
        page.screenshot(path=str(SHOTS / f"{name}.png"))
        return
    widget.scroll_into_view_if_needed()
    widget.screenshot(path=str(SHOTS / f"{name}.png"))

def shots_at_both_widths(page: Page, widget: Locator, name: str, lang: str) -> None:
    """Screenshots of ``widget`` at 1,280 and 360 px (``name``-1280.png and so on), then the
    page back at 1,280 px."""
    for width in (1280, 360):
        page.set_viewport_size({"width": width, "height": 900})
        shot(page, widget, f"{name}-{named(lang, width)}")
    page.set_viewport_size({"width": 1280, "height": 900})



def do_the_first_step(page: Page, steps: Locator, lang: str, tag: str) -> None:
    """Step 1 of lesson 01 (how many tiles in the boneyard?) wrong, then right: its stars,
    what follows it, and the next step."""
    words = WORDS[lang]
    expect(steps.locator(".dw-steps-then")).to_be_hidden()  # nothing of what follows yet
    expect(steps.locator("button[data-kind='next']")).to_have_count(0)
    field = steps.locator("input.dw-steps-number")
    field.fill("8")
    field.press("Enter")
    feedback = steps.locator(".dw-steps-feedback")
    expect(feedback).to_have_attribute("data-right", "false", timeout=30_000)
    expect(steps.locator(".dw-steps-then")).to_be_hidden()
    field.fill("7")
    steps.locator("button[data-kind='check']").click()
    expect(feedback).to_have_attribute("data-right", "true", timeout=30_000)
    expect(steps.locator(".dw-steps-title")).to_contain_text(words["stars"])
    expect(steps.locator(".dw-steps-then")).to_contain_text(words["after"])
    shot(page, steps, f"steps-solved-{tag}")
    steps.locator("button[data-kind='next']").click()
    expect(steps.locator(".dw-steps-summary")).to_have_text(words["summary_2"], timeout=30_000)
    expect(steps.locator(".dw-choice")).to_have_count(3)  # who leads? one choice a player
    expect(steps.locator(".dw-steps-done summary")).to_contain_text(words["stars"])


def open_and_run(page: Page, lab: Any, path: str) -> Locator:
    open_notebook(page, lab, path)
    run_all(page)
    steps = page.locator(".dw-widget.dw-steps").first
    expect(steps).to_be_visible(timeout=120_000)
    expect(steps.locator(".dw-steps-question")).to_be_visible(timeout=60_000)
    return steps


# -- JupyterLab ------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_steps_in_jupyterlab(lab_server: Any, page: Page, lang: str) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    for width in (1280, 360):  # each width a learner of his own (his folder, his file)
        folder = lab_server.root / f"steps_{lang}_{width}"
        folder.mkdir(exist_ok=True)
        for name in ("01_traditional", "02_sevastopol"):
            shutil.copy(lesson_file(name, lang), folder / f"{name}.ipynb")
        page.set_viewport_size({"width": 1280, "height": 900})
        open_notebook(page, lab_server, f"steps_{lang}_{width}/01_traditional.ipynb")
        page.evaluate("() => window.jupyterapp.shell.collapseLeft()")  # the notebook's width
        page.set_viewport_size({"width": width, "height": 900})
        shot(page, None, f"lesson-01-first-screen-{named(lang, width)}")
        page.set_viewport_size({"width": 1280, "height": 900})
        run_all(page)
        steps = page.locator(".dw-widget.dw-steps").first
        expect(steps.locator(".dw-steps-question")).to_be_visible(timeout=120_000)
        page.set_viewport_size({"width": width, "height": 900})
        shot(page, steps, f"steps-first-step-{named(lang, width)}")
        do_the_first_step(page, steps, lang, named(lang, width))
        box = steps.bounding_box()
        assert box is not None and box["width"] <= width
        assert (folder / "domino-progress.json").exists()
    page.set_viewport_size({"width": 1280, "height": 900})

    page.reload()  # the page again, the lesson run again: the progress is still there
    steps = open_and_run(page, lab_server, f"steps_{lang}_1280/01_traditional.ipynb")
    expect(steps.locator(".dw-steps-summary")).to_have_text(WORDS[lang]["summary_2"],
                                                             timeout=60_000)
    expect(steps.locator(".dw-steps-done summary")).to_contain_text(WORDS[lang]["stars"])

    # the next lesson begins with the task missed (wrong at the first try) as a warm-up
    warm = open_and_run(page, lab_server, f"steps_{lang}_1280/02_sevastopol.ipynb")
    expect(warm.locator(".dw-steps-title")).to_contain_text(WORDS[lang]["warm"],
                                                            timeout=60_000)
    expect(warm.locator("input.dw-steps-number")).to_be_visible()
    warm.scroll_into_view_if_needed()  # in view for its screenshot
    expect(warm.locator(".dw-steps-feedback")).to_have_css("display", "none",  # styled now
                                                          timeout=60_000)
    shot(page, warm, f"steps-warm-up-{named(lang, 1280)}")
    assert not errors, errors


def test_steps_keyboard_in_jupyterlab(lab_server: Any, page: Page) -> None:
    """A task done with the keyboard alone: tiles chosen with Enter, then Check."""
    folder = lab_server.root / "steps_keys"
    folder.mkdir(exist_ok=True)
    write_notebook(folder / "keys.ipynb", [
        'from domino_widgets import lesson, set_language\nset_language("en")\n'
        'lesson.steps("01_traditional", [lesson.step("fits", "Rule 3")], warm_up=False)'])
    steps = open_and_run(page, lab_server, "steps_keys/keys.ipynb")
    for tile in ("6:2", "5:2"):
        steps.locator(f".dw-hand-tile[data-tile='{tile}']").focus()
        page.keyboard.press("Enter")
        expect(steps.locator(f".dw-hand-tile.dw-selected[data-tile='{tile}']")).to_have_count(
            1, timeout=15_000)
    steps.locator("button[data-kind='check']").focus()
    page.keyboard.press("Enter")
    expect(steps.locator(".dw-steps-feedback")).to_have_attribute("data-right", "true",
                                                                  timeout=15_000)
    assert steps.locator(".dw-steps-feedback").get_attribute("role") == "status"


# -- the JupyterLite site ----------------------------------------------------------------------
@pytest.fixture(scope="module")
def lite(playwright: Any) -> Iterator[SimpleNamespace]:
    from lite_site import build_site, launch, served

    site, _, _ = build_site()
    with served(site) as base:
        browser = launch(playwright)
        try:
            yield SimpleNamespace(base=base, browser=browser, site=site)
        finally:
            browser.close()


# the progress file in the site's browser storage (its text), or what reading it said
STORED_PROGRESS_JS = """() => window.jupyterapp.serviceManager.contents
  .get('domino-progress.json', {content: true, format: 'text'})
  .then((model) => model.content, (err) => `(none: ${err})`)"""


def stored_progress(page: Page, lesson: str = "", timeout_s: float = 30) -> str:
    """The progress file as the browser storage holds it: once it names ``lesson`` (or as it
    is after ``timeout_s``)."""
    deadline = time.monotonic() + timeout_s
    while True:
        text = str(page.evaluate(STORED_PROGRESS_JS))
        if f'"{lesson}"' in text or time.monotonic() > deadline:
            return text
        time.sleep(0.2)


def test_steps_in_the_jupyterlite_site(lite: SimpleNamespace) -> None:
    from lite_site import Offline, cell_errors, open_lesson
    from lite_site import run_all as run_every_cell

    off = Offline(lite.browser)
    page = off.context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        open_lesson(page, lite.base, "01_traditional.ipynb", timeout_s=300)
        run_every_cell(page)
        steps = page.locator(".dw-widget.dw-steps").first
        expect(steps.locator(".dw-steps-question")).to_be_visible(timeout=300_000)
        do_the_first_step(page, steps, "en", "lite")
        kept = stored_progress(page, "01_traditional")  # in the storage before the page goes
        assert '"01_traditional"' in kept, kept

        page.reload()  # a new kernel, the same browser storage
        open_lesson(page, lite.base, "01_traditional.ipynb", timeout_s=300)
        run_every_cell(page)
        steps = page.locator(".dw-widget.dw-steps").first
        summary = steps.locator(".dw-steps-summary")
        try:
            expect(summary).to_have_text(WORDS["en"]["summary_2"], timeout=120_000)
        except AssertionError as err:  # say what the storage held, and what the cells wrote
            raise AssertionError(f"{err}\nprogress file now: {stored_progress(page)}\n"
                                 f"cell errors: {cell_errors(page)}") from None
        open_lesson(page, lite.base, "02_sevastopol.ipynb", timeout_s=300)  # a warm-up
        run_every_cell(page)
        # the site's workspace keeps lesson 01 open in a tab of its own: the lesson in view
        warm = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .dw-widget.dw-steps").first
        expect(warm.locator(".dw-steps-title")).to_contain_text("Warm-up", timeout=300_000)
    finally:
        off.close()
    assert not off.outside, off.outside[:10]
    assert not errors, errors


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_move_on_the_board_wrong_then_right(lab_server: Any, page: Page, lang: str) -> None:
    """A task done on the board: a tile, then a marked end; a wrong move is taken back with
    its reason, and the right one solves it (screenshots at 1,280 and 360 px)."""
    folder = lab_server.root / f"steps_move_{lang}"
    folder.mkdir(exist_ok=True)
    write_notebook(folder / "move.ipynb", [
        f'from domino_widgets import lesson, set_language\nset_language("{lang}")\n'
        'lesson.steps("01_traditional", [lesson.step("on-double", "Rule 4", "A double lies '
        'across.", then="A 3 on the double.")], warm_up=False)'])
    steps = open_and_run(page, lab_server, f"steps_move_{lang}/move.ipynb")
    page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
    steps.locator(".dw-hand-tile[data-tile='6:6']").click()  # it fits the 6, not the double
    steps.locator(".dw-board .dw-target").first.click()
    feedback = steps.locator(".dw-steps-feedback")
    expect(feedback).to_have_attribute("data-right", "false", timeout=15_000)
    expect(steps.locator(".dw-board .dw-tile")).to_have_count(5)  # taken back: 5 tiles down
    shots_at_both_widths(page, steps, "steps-move-wrong", lang)
    steps.locator(".dw-hand-tile[data-tile='5:3']").click()
    expect(steps.locator(".dw-board .dw-target")).to_have_count(1, timeout=15_000)
    steps.locator(".dw-board .dw-target").first.click()
    expect(feedback).to_have_attribute("data-right", "true", timeout=15_000)
    expect(steps.locator(".dw-steps-title")).to_contain_text("★★☆")
    shots_at_both_widths(page, steps, "steps-move-solved", lang)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_two_hands_split_then_a_turn_of_both_hands(lab_server: Any, page: Page,
                                                    lang: str) -> None:
    """Lesson 09 on the board: the seven tiles of the left hand clicked (as dealt: wrong,
    the first turn would be one tile; one tile swapped: right), then a turn that may not end
    while the other hand can play (End turn refused, a tile of the right hand solves it)."""
    folder = lab_server.root / f"steps_two_hands_{lang}"
    folder.mkdir(exist_ok=True)
    write_notebook(folder / "two.ipynb", [
        f'from domino_widgets import lesson, set_language\nset_language("{lang}")\n'
        'lesson.steps("09_cross_two_hands", [lesson.step("split", "Rule 2", "Split.", '
        'then="SPLIT-DONE"), lesson.step("both-must", "Rule 6", "Both.", then="BOTH-DONE")], '
        'warm_up=False)'])
    steps = open_and_run(page, lab_server, f"steps_two_hands_{lang}/two.ipynb")
    page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
    feedback = steps.locator(".dw-steps-feedback")
    for tile in ("1:1", "3:1", "5:1", "6:1", "4:4", "6:2", "5:2"):  # the left hand as dealt
        steps.locator(f".dw-hand-tile[data-tile='{tile}']").click()
    steps.locator("button[data-kind='check']").click()
    expect(feedback).to_have_attribute("data-right", "false", timeout=15_000)
    expect(steps.locator(".dw-steps-then")).to_be_hidden()
    for tile in ("1:1", "3:3"):  # 1:1 to the right hand, 3:3 to the left
        steps.locator(f".dw-hand-tile[data-tile='{tile}']").click()
    steps.locator("button[data-kind='check']").click()
    expect(feedback).to_have_attribute("data-right", "true", timeout=15_000)
    expect(steps.locator(".dw-steps-then")).to_contain_text("SPLIT-DONE")
    expect(steps.locator(".dw-steps-title")).to_contain_text("★★☆")
    shot(page, steps, f"steps-two-hands-split-{named(lang, 1280)}")
    steps.locator("button[data-kind='next']").click()
    end_turn = steps.locator("button[data-kind='move'][data-move='end turn']")
    expect(end_turn).to_be_visible(timeout=15_000)
    end_turn.click()
    expect(feedback).to_have_attribute("data-right", "false", timeout=15_000)
    steps.locator(".dw-hand-tile[data-tile='6:4']").click()
    steps.locator(".dw-board .dw-target").first.click()
    expect(feedback).to_have_attribute("data-right", "true", timeout=15_000)
    expect(steps.locator(".dw-steps-then")).to_contain_text("BOTH-DONE")
    shots_at_both_widths(page, steps, "steps-two-hands-turn", lang)
