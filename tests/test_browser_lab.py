"""The widgets in real JupyterLab with a kernel, driven by Chromium: a click on a hand tile and
on a highlighted end plays the move in Python (read back by running a cell), and the replay
steps with its buttons (the step syncs back to Python)."""

from __future__ import annotations

from typing import Any

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_notebook
from playwright.sync_api import Page, expect

from domino_widgets.engine import parse_tile

pytestmark = pytest.mark.browser

SETUP = """\
from domino_widgets import GameWidget, ReplayWidget
from domino_widgets.engine import TILES, Deal, State, parse_tile
ids = lambda text: tuple(parse_tile(t).index for t in text.split())
you, bot = ids("1:2 2:3 3:4 4:5 5:6 6:0 0:3"), ids("1:1 2:2 3:3 4:4 5:5 6:6 0:0")
rest = tuple(i for i in range(28) if i not in you + bot)
state = State.new("traditional", ["You", "Bot"], deals=[Deal((you, bot), rest)])
w = GameWidget(state, pause=0.05)  # the bot answers from a thread, after 50 ms
w"""
CELLS = [
    SETUP,
    'print("TABLE", [str(TILES[t]) for t in w.state.table.tile_ids()], "TURN", w.state.turn)',
    'r = ReplayWidget("quintuple-book")\nr',
    'print("STEP", r.step)',
]

# The toolbar's idle indicator can show before the kernel connection exists; a Shift+Enter in
# that window is silently dropped (see docs of the test recipe).
KERNEL_READY_JS = """() => {
  const k = window.jupyterapp?.shell.currentWidget?.sessionContext?.session?.kernel;
  return !!k && k.connectionStatus === 'connected' && k.status === 'idle';
}"""


def write_notebook(path: Any, cells: list[str]) -> None:
    nb = new_notebook(cells=[new_code_cell(src) for src in cells], metadata={
        "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}})
    nbformat.write(nb, path)


def open_notebook(page: Page, lab: Any, name: str) -> None:
    page.goto(f"{lab.url}/lab/tree/{name}?token={lab.token}&reset")
    page.wait_for_function(KERNEL_READY_JS, timeout=60_000)


def run_cell(page: Page, index: int) -> Any:
    """Run cell ``index``; returns the locator of its output area."""
    cell = page.locator(".jp-Notebook .jp-CodeCell").nth(index)
    cell.locator(".jp-InputArea-editor").click()
    page.keyboard.press("Shift+Enter")
    return cell.locator(".jp-OutputArea-output")


def test_play_a_move_by_clicks_and_step_a_replay_in_jupyterlab(lab_server: Any,
                                                               page: Page) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    warnings: list[str] = []  # e.g. anywidget's warning about a named `render` export
    page.on("console", lambda m: warnings.append(m.text)
            if m.type in ("warning", "error") and "widget" in m.text.lower()
            and "to activate" not in m.text else None)  # (a plugin slow on a busy machine)

    write_notebook(lab_server.root / "widgets.ipynb", CELLS)
    open_notebook(page, lab_server, "widgets.ipynb")

    run_cell(page, 0)
    game = page.locator(".dw-widget.dw-game")
    expect(game).to_be_visible(timeout=60_000)
    expect(game.locator(".dw-status")).to_contain_text("Your turn", timeout=15_000)
    expect(game.locator(".dw-board .dw-tile")).to_have_count(1)  # the bot led 1:1

    game.locator(f".dw-hand-tile[data-tile='{parse_tile('1:2')}']").click()
    targets = game.locator(".dw-board .dw-target")
    expect(targets).to_have_count(2, timeout=15_000)  # 1:2 fits both ends: Python asks where
    targets.first.click()
    expect(game.locator(".dw-board .dw-tile")).to_have_count(3, timeout=15_000)  # + the bot

    out = run_cell(page, 1)
    expect(out).to_contain_text("TABLE ['1:1', '2:1', '2:2'] TURN 0", timeout=15_000)

    game.locator("button[data-kind='hint']").click()  # sought in a thread of the kernel
    hints = game.locator(".dw-hints li")
    expect(hints.first).to_be_visible(timeout=15_000)
    expect(hints.first.locator("button")).to_contain_text("2:3 on 2:2")  # the only fit

    run_cell(page, 2)
    replay = page.locator(".dw-widget.dw-replay")
    expect(replay).to_be_visible(timeout=30_000)
    expect(replay.locator(".dw-step-text")).to_contain_text("The deal")
    replay.locator("button[data-step='next']").click()
    replay.locator("button[data-step='next']").click()
    expect(replay.locator(".dw-step-text")).to_contain_text("Move 2 of 10: Irina")  # (Ирина)
    expect(replay.locator(".dw-note-en")).to_contain_text("Irina")
    out = run_cell(page, 3)
    expect(out).to_contain_text("STEP 2", timeout=15_000)  # the page's step reached Python
    assert not errors, errors
    assert not warnings, warnings
