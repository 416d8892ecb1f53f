"""The lessons' exercises in real JupyterLab with a kernel, driven by Chromium: one exercise of
each kind (tiles clicked under the table, a number typed, a choice) answered wrongly, then
rightly, with the feedback checked, then an answer revealed."""

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


def checked(exercise: Locator, text: str) -> None:
    press(exercise, "Check")
    expect(exercise.locator(".widget-html").last).to_contain_text(text, timeout=15_000)


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

    tiles = exercises.nth(0)  # which tile scores most? clicked under the table
    expect(tiles.locator("svg").first).to_be_visible()
    press(tiles, "4:0")
    checked(tiles, "Not quite: 4:0 scores 5; another tile scores more.")
    expect(tiles).not_to_contain_text("6:5 scores")
    press(tiles, "6:5")  # one tile at a time: 4:0 is let go
    checked(tiles, "Right: 6:5 scores 15, the most here.")
    press(tiles, "Show the answer")
    expect(tiles).to_contain_text("The answer: 6:5 scores 15", timeout=15_000)
    expect(tiles).to_contain_text("4:0 on 2:4 (east): 5 points")

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
