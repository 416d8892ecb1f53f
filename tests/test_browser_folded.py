"""A lesson as a learner first sees it in real JupyterLab: the cells that make boards and
questions are folded (their code is not visible until the learner opens one), and their stored
outputs show. Screenshots of the first screen, in both languages, go to build/img/ (docs/img/
with DW_SCREENSHOTS=docs)."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import nbformat
import pytest
from playwright.sync_api import Page, expect

from tests.test_browser_lab import open_notebook
from tests.test_lessons import folded

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
LESSON = "00_start"
SHOTS = Path(__file__).resolve().parents[1] / "build" / "img"
SCROLL_TO_TOP = """() => document.querySelectorAll('.jp-WindowedPanel-outer, .jp-Notebook')
  .forEach(e => { e.scrollTop = 0; })"""


def first_folded(path: Path) -> tuple[int, str]:
    """The index among code cells of the lesson's first folded cell, and a line of its code."""
    nb = nbformat.read(path, as_version=4)
    code = [c for c in nb.cells if c.cell_type == "code"]
    index = next(i for i, c in enumerate(code) if folded(c))
    line = next(ln for ln in code[index].source.splitlines() if "(" in ln)
    return index, line.strip()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_folded_cells_code_is_hidden_until_the_learner_opens_it_in_jupyterlab(
        lab_server: Any, page: Page, lang: str) -> None:
    source = NOTEBOOKS / (f"{LESSON}.ipynb" if lang == "en" else f"ru/{LESSON}.ipynb")
    name = f"folded_{lang}_{LESSON}.ipynb"
    shutil.copy(source, lab_server.root / name)
    index, line = first_folded(source)
    page.set_viewport_size({"width": 1280, "height": 900})
    open_notebook(page, lab_server, name)
    cell = page.locator(".jp-Notebook .jp-CodeCell").nth(index)
    expect(cell.locator(".jp-InputPlaceholder")).to_be_visible(timeout=30_000)
    expect(cell.locator(".jp-InputArea-editor")).to_have_count(0)
    expect(page.get_by_text(line, exact=False)).to_have_count(0)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"lesson-first-screen-{lang}.png"))

    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    game = page.locator(".dw-widget.dw-game")
    expect(game).to_be_visible(timeout=120_000)
    question = page.locator(".dw-widget.dw-steps").first  # the lesson's steps
    expect(question).to_be_visible(timeout=60_000)
    page.evaluate(SCROLL_TO_TOP)
    page.wait_for_timeout(1000)
    box = game.bounding_box()
    assert box is not None and 0 < box["y"] < 900, "the first board is not in the first screen"
    expect(page.locator(".jp-InputArea-editor:visible")).to_have_count(0)  # no code visible
    # a folded cell shows its first line: words, never code that might hold an answer
    expect(page.locator(".jp-InputPlaceholder", has_text="teaching.")).to_have_count(0)
    expect(page.locator(".jp-InputPlaceholder", has_text="import")).to_have_count(0)
    page.screenshot(path=str(SHOTS / f"lesson-run-{lang}.png"))
    question.scroll_into_view_if_needed()
    expect(question.locator(".dw-steps-feedback")).to_be_hidden()  # no answer yet
    expect(question.locator(".dw-steps-then")).to_be_hidden()
    page.screenshot(path=str(SHOTS / f"lesson-question-{lang}.png"))

    cell.locator(".jp-InputPlaceholder").click()  # the learner asks to see the code
    expect(cell.locator(".jp-InputArea-editor")).to_be_visible(timeout=15_000)
    expect(cell.locator(".jp-InputArea-editor")).to_contain_text(line.split("(")[0])
