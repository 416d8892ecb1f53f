"""The puzzle widget with a real kernel (issue 28): in JupyterLab and in the JupyterLite site
(Pyodide), a puzzle answered wrongly, then rightly, the next at the first try, and the streak
shown; each puzzle recorded at once in the learner's progress file (domino-progress.json beside
the notebook: the kernel's folder, the browser's storage in the site), which a widget made
again goes on from."""

from __future__ import annotations

import json
import time
from types import SimpleNamespace
from typing import Any

import pytest
from lite_site import Offline, cell_errors, open_lesson, ran_itself
from playwright.sync_api import Locator, Page, expect
from puzzle_moves import clicks
from test_browser_lab import open_notebook, run_cell, write_notebook
from test_lite_browser import lite, offline  # noqa: F401 - the site's fixtures
from widget_harness import shot

from domino_widgets.puzzles import puzzles

pytestmark = pytest.mark.browser


def give(root: Locator, puzzle: Any, right: bool) -> None:
    """Click the tile of the right (or a wrong) move, then its end, as a learner does."""
    tile, move = clicks(puzzle, right)
    root.locator(f".dw-own .dw-hand-tile[data-tile='{tile}']").first.click()
    target = root.locator(f".dw-board .dw-target[data-move='{move}']")
    expect(target).to_have_count(1, timeout=30_000)
    target.click()


def wrong_right_streak(root: Locator, first: Any, second: Any) -> None:
    """The run every test makes: wrong, right, next, right at the first try."""
    verdict = root.locator(".dw-puzzle-verdict[role='status']")
    expect(root.locator(".dw-puzzle-goal")).to_contain_text("Find the best move for",
                                                            timeout=60_000)
    give(root, first, right=False)
    expect(verdict).to_contain_text("Try again", timeout=30_000)
    expect(verdict).to_have_attribute("data-right", "false")
    expect(root.locator(".dw-puzzle-theme")).to_be_hidden()
    t0 = time.monotonic()
    give(root, first, right=True)
    expect(verdict).to_have_attribute("data-right", "true", timeout=30_000)
    print(f"\npuzzle: the end clicked to the verdict shown, with the kernel's round trip: "
          f"{time.monotonic() - t0:.2f} s (printed, not asserted)")
    expect(root.locator(".dw-puzzle-score")).to_contain_text("Streak: 0 puzzles")
    root.locator("button[data-kind='next']").click()
    expect(root.locator(".dw-puzzle-title")).to_contain_text("Puzzle 2 of", timeout=30_000)
    give(root, second, right=True)
    expect(root.locator(".dw-status")).to_contain_text("Solved at the first try",
                                                       timeout=30_000)
    expect(root.locator(".dw-puzzle-score")).to_contain_text("Streak: 1 puzzle solved")


def goes_on(root: Locator) -> None:
    """A widget made again (the cell run again: another day) shows the streak kept in the
    progress file, at a puzzle not done yet; no button to save or load."""
    expect(root.locator(".dw-puzzle-score")).to_contain_text("Streak: 1 puzzle solved",
                                                             timeout=60_000)
    expect(root.locator(".dw-puzzle-title")).to_contain_text("Puzzle 3 of")
    expect(root.locator("button[data-kind='save'], button[data-kind='load']")).to_have_count(0)
    expect(root.locator(".dw-error")).to_be_hidden()


def test_a_puzzle_wrong_then_right_and_the_streak_in_jupyterlab(lab_server: Any,
                                                                page: Page) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    write_notebook(lab_server.root / "puzzles.ipynb", [
        "from domino_widgets import PuzzleWidget\nPuzzleWidget(lang='en')"])
    open_notebook(page, lab_server, "puzzles.ipynb")
    run_cell(page, 0)
    root = page.locator(".dw-widget.dw-puzzle")
    shipped = puzzles()
    wrong_right_streak(root, shipped[0], shipped[1])
    kept = json.loads((lab_server.root / "domino-progress.json").read_text())
    assert kept["puzzles"]["results"] == {shipped[0].id: "later", shipped[1].id: "first"}
    assert not (lab_server.root / "puzzle-progress.json").exists()
    run_cell(page, 0)  # the widget made again
    goes_on(page.locator(".dw-widget.dw-puzzle").last)
    page.screenshot(path=shot("puzzle-lab.png"), full_page=True)
    assert not errors, errors


def test_the_puzzles_notebook_in_the_jupyterlite_site(
        lite: SimpleNamespace, offline: tuple[Offline, Page]) -> None:  # noqa: F811
    _off, page = offline
    seconds = open_lesson(page, lite.base, "puzzles.ipynb")
    print(f"lite: kernel ready in {seconds:.1f} s")
    ran_itself(page)  # the site runs its own notebooks when opened
    assert cell_errors(page) == []
    root = page.locator(".dw-widget.dw-puzzle").first
    root.scroll_into_view_if_needed()
    shipped = puzzles()
    wrong_right_streak(root, shipped[0], shipped[1])  # recorded in the browser's storage
    page.locator(".jp-DirListing-item[title*='domino-progress.json'], "
                 ".jp-DirListing-itemText:has-text('domino-progress.json')").first.wait_for(
        timeout=30_000)
    page.screenshot(path=shot("puzzle-lite.png"), full_page=True)
