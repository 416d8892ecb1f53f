"""A stored lesson opened in real JupyterLab before it is run (Chromium): where each board will
be, the stub of the stored widget state says, in the lesson's language, to run the cell; run,
the cell shows the board itself."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import nbformat
import pytest
from nbformat.sign import NotebookNotary
from playwright.sync_api import Page, expect
from test_browser_lab import open_notebook

from domino_widgets.engine.i18n import _, language
from domino_widgets.widgets.stored import RUN_CLASS, RUN_TO_SHOW

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
SANDBOX = 'lesson.sandbox("cross-photos", at=10)'  # a cell of 08_cross
IMPORTS = "set_language("  # the lesson's first code cell, which imports what the others call

# JupyterLab draws only the cells in view (its windowed notebook): bring the cell whose source
# holds the text into view first and make it the active cell. The lesson folds that cell's code
# (a learner sees no code), so the cell is found by its source in the model, not on the page.
SHOW_CELL_JS = """async (text) => {
  const notebook = window.jupyterapp.shell.currentWidget.content;
  const index = notebook.widgets.findIndex((cell) => cell.model.sharedModel.getSource()
    .includes(text));
  notebook.activeCellIndex = index;
  await notebook.scrollToItem(index, "center");
  return index;
}"""
RUN_ACTIVE_CELL_JS = "() => window.jupyterapp.commands.execute('notebook:run-cell')"
ACTIVE_CELL = ".jp-Notebook .jp-CodeCell.jp-mod-active"


def trusted(source: Path, copy: Path, data_dir: Path) -> None:
    """Copy a lesson and trust the copy as the server's user would (``jupyter trust``): an
    untrusted notebook shows its widgets' plain text, never their stored views."""
    nb = nbformat.read(source, as_version=4)
    NotebookNotary(data_dir=str(data_dir)).sign(nb)
    nbformat.write(nb, copy)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_stored_lesson_opened_before_it_is_run_says_to_run_the_cell(lab_server: Any,
                                                                       page: Page,
                                                                       lang: str) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    source = NOTEBOOKS / ("08_cross.ipynb" if lang == "en" else "ru/08_cross.ipynb")
    name = f"stored_{lang}_08_cross.ipynb"
    trusted(source, lab_server.root / name, lab_server.root.parent / "data")
    with language(lang):
        line = _(RUN_TO_SHOW)
    open_notebook(page, lab_server, name)
    assert page.evaluate(SHOW_CELL_JS, SANDBOX) > 0
    cell = page.locator(ACTIVE_CELL)
    expect(cell.locator(".jp-InputArea-editor")).to_be_hidden()  # the code stays folded
    # where the board will be: one line in the lesson's language, no empty board
    expect(cell.locator(f".{RUN_CLASS}")).to_have_text(line, timeout=60_000)
    expect(cell.locator(".dw-board")).to_have_count(0)
    page.screenshot(path=str(lab_server.root / f"stored-{lang}.png"))
    page.evaluate(SHOW_CELL_JS, IMPORTS)  # the lesson's imports first, as a learner runs it
    page.evaluate(RUN_ACTIVE_CELL_JS)
    page.evaluate(SHOW_CELL_JS, SANDBOX)
    page.evaluate(RUN_ACTIVE_CELL_JS)  # the cell, run (Shift+Enter): the board itself
    expect(cell.locator(".dw-board svg").first).to_be_visible(timeout=60_000)
    expect(cell.locator(f".{RUN_CLASS}")).to_have_count(0)
    page.evaluate(SHOW_CELL_JS, SANDBOX)
    page.screenshot(path=str(lab_server.root / f"stored-{lang}-run.png"))
    assert not errors, errors
