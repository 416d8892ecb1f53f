"""The lessons' exercises in real JupyterLab with a kernel, driven by Chromium: one exercise of
each kind (a move clicked on the board: its tile, then its end; a number typed; a choice)
answered wrongly, then rightly, with the feedback checked, then an answer revealed."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect
from test_browser_lab import open_notebook, run_cell, write_notebook

pytestmark = pytest.mark.browser

CELLS = [
    'from domino_widgets import State, load_record, teaching\n'
    'after = load_record("cross-photos").positions()\n'
    'teaching.ask_best_move(after[9])',
    'teaching.ask_count(after[11])',
    'st = State.from_hands("traditional", {"Olga": ["2:2", "4:2", "6:5"],\n'
    '                                      "Pavel": ["2:3", "1:0", "0:0"],\n'
    '                                      "Rita": ["6:6", "3:4", "5:5"]}, boneyard=[])\n'
    'for tile in ["2:2", "2:3", "3:4"]:\n'
    '    st.play(tile)\n'
    'st.play("4:2", on="3:4")  # 4:2 fits both ends: on says which\n'
    'teaching.ask_next_leader(st)',
]


def press(exercise: Locator, label: str) -> None:
    exercise.get_by_role("button", name=label, exact=True).click()


def feedback(exercise: Locator, text: str) -> None:
    expect(exercise.locator(".dw-exercise-feedback")).to_contain_text(text, timeout=15_000)


def checked(exercise: Locator, text: str) -> None:
    press(exercise, "Check")
    feedback(exercise, text)


def test_answer_each_kind_of_exercise_wrongly_then_rightly_then_reveal(lab_server: Any,
                                                                       page: Page) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    write_notebook(lab_server.root / "exercises.ipynb", CELLS)
    open_notebook(page, lab_server, "exercises.ipynb")
    exercises = page.locator(".dw-exercise")
    for k in range(len(CELLS)):
        run_cell(page, k)
        expect(exercises).to_have_count(k + 1, timeout=60_000)

    tiles = exercises.nth(0)  # which move scores most? the tile, then the end, on the board
    board = tiles.locator(".dw-exercise_board")
    expect(board.locator(".dw-board svg")).to_be_visible()
    expect(board.locator(".dw-playable")).to_have_count(0)  # nothing marked: no answer given
    board.locator(".dw-hand-tile[data-tile='4:0']").click()
    expect(board.locator(".dw-target")).to_have_count(1, timeout=15_000)  # where 4:0 fits
    board.locator(".dw-target").click()  # the end clicked: the answer is checked
    feedback(tiles, "Not quite: 4:0 on 2:4, east: 5 points; another tile scores more.")
    expect(tiles).not_to_contain_text("6:5 scores")
    board.locator(".dw-hand-tile[data-tile='6:5']").click()
    expect(board.locator(".dw-target")).to_have_count(3, timeout=15_000)
    expect(board.locator(".dw-status")).to_contain_text("Now click the end where 6:5 goes")
    board.locator(".dw-target[data-move='play 5:6 on 1:5 west']").click()
    feedback(tiles, ": 10 points; this tile scores more on another end. Try again")
    board.locator(".dw-hand-tile[data-tile='6:5']").click()
    board.locator(".dw-target[data-move='play 5:6 on 5:5 north']").click()
    feedback(tiles, "Right: 5:6 on 5:5, north: 15 points, the most here.")
    press(tiles, "Show the answer")
    expect(tiles).to_contain_text("The answer: 6:5 scores 15", timeout=15_000)
    expect(tiles).to_contain_text("4:0 on 2:4, east: 5 points")
    expect(tiles.locator(".dw-exercise-offline")).to_have_text("")  # a kernel answers here

    number = exercises.nth(1)  # what do the counted ends add up to?
    number.locator("input").fill("20")
    checked(number, "Not quite: not 20. Add what each counted end shows")
    number.locator("input").fill("25")
    checked(number, "Right: 5 + 12 + 8 = 25 -> 25 points.")

    choice = exercises.nth(2)  # who leads the next hand?
    press(choice, "Rita")
    checked(choice, "Not quite: not Rita. Here the hand was blocked")
    press(choice, "Pavel")
    checked(choice, "Right: the hand was blocked and Pavel leads")
    page.screenshot(path=str(lab_server.root / "exercises.png"), full_page=True)
    assert not errors, errors
