"""The puzzle widget in Chromium (issue 28): the real widget.js and widget.css with a fake model
bridged to a Python ``PuzzleWidget`` (``widget_harness.py``), at phone and laptop widths in
both languages: a puzzle answered wrongly, then rightly, by clicks and by the keyboard, the
streak shown; a screenshot of each (puzzle-WIDTH.png, puzzle-ru-WIDTH.png; after the wrong
move: puzzle-wrong-...)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from puzzle_moves import clicks
from widget_harness import Harness, shot

from domino_widgets.widgets.puzzle import PuzzleWidget

pytestmark = pytest.mark.browser

WIDTHS = {360: 800, 1280: 800}
SUFFIX = {"en": "", "ru": "-ru"}  # the docs' gallery pairs puzzle-360.png with puzzle-ru-360.png
WORDS = {"en": ("Try again", "Solved at the first try", "Streak: 1 puzzle"),
         "ru": ("Попробуйте ещё раз", "Решено с первой попытки", "Серия: 1 задача")}


def open_puzzle(page: Page, widget: PuzzleWidget, width: int) -> Harness:
    page.set_viewport_size({"width": width, "height": WIDTHS[width]})
    h = Harness(page, widget)
    page.evaluate("(w) => { document.getElementById('root').style.width = w + 'px'; }",
                  width - 8)
    return h


def play(page: Page, h: Harness, tile: str, move: str) -> None:
    """Click ``tile`` (as the hand writes it), then the end of ``move``, as a learner does."""
    root = page.locator(".dw-widget.dw-puzzle")
    root.locator(f".dw-own .dw-hand-tile[data-tile='{tile}']").first.click()
    h.deliver()
    root.locator(f".dw-board .dw-target[data-move='{move}']").click()
    h.deliver()


@pytest.mark.parametrize("lang", list(WORDS))
@pytest.mark.parametrize("width", list(WIDTHS))
def test_a_puzzle_answered_wrongly_then_rightly_and_the_next_at_the_first_try(
        page: Page, width: int, lang: str) -> None:
    widget = PuzzleWidget(lang=lang)
    h = open_puzzle(page, widget, width)
    wrong, first, streak = WORDS[lang]
    root = page.locator(".dw-widget.dw-puzzle")
    expect(root.locator(".dw-board svg")).to_be_visible()
    expect(root.locator(".dw-playable")).to_have_count(0)  # nothing marked: no answer given
    play(page, h, *clicks(widget.current, right=False))
    verdict = root.locator(".dw-puzzle-verdict[role='status']")
    expect(verdict).to_contain_text(wrong)
    expect(verdict).to_have_attribute("data-right", "false")
    expect(root.locator(".dw-puzzle-theme")).to_be_hidden()
    expect(root.locator(".dw-board .dw-target")).to_have_count(0)  # another try, a clean board
    expect(root.locator(".dw-own .dw-selected")).to_have_count(0)
    root.locator(".dw-puzzle-verdict").scroll_into_view_if_needed()
    page.screenshot(path=shot(f"puzzle-wrong{SUFFIX[lang]}-{width}.png"), full_page=True)
    play(page, h, *clicks(widget.current, right=True))
    expect(verdict).to_have_attribute("data-right", "true")
    expect(root.locator(".dw-puzzle-theme")).to_be_visible()
    expect(root.locator(".dw-board .dw-outline-best")).to_have_count(1)
    root.focus()
    page.keyboard.press("ArrowRight")  # the next puzzle, by the keyboard
    h.deliver()
    expect(root.locator(".dw-puzzle-title")).to_contain_text("2")
    tile_text, move = clicks(widget.current, right=True)
    tile = root.locator(f".dw-own .dw-hand-tile[data-tile='{tile_text}']").first
    tile.focus()
    page.keyboard.press("Enter")  # the tile, by the keyboard
    h.deliver()
    if widget.move is None:  # then its end
        target = root.locator(f".dw-board .dw-target[data-move='{move}']")
        target.focus()
        page.keyboard.press("Enter")
        h.deliver()
    expect(root.locator(".dw-status")).to_contain_text(first)
    expect(root.locator(".dw-puzzle-score")).to_contain_text(streak)
    page.screenshot(path=shot(f"puzzle{SUFFIX[lang]}-{width}.png"), full_page=True)
    overflow = root.evaluate("(n) => n.scrollWidth - n.clientWidth")
    assert overflow <= 1, f"the puzzle overflows its width by {overflow} px"
    assert not h.errors and not h.blocked


def test_a_forged_message_from_the_page_shows_a_refusal_and_changes_nothing(
        page: Page) -> None:
    widget = PuzzleWidget(lang="ru")
    h = open_puzzle(page, widget, 1280)
    _tile, move = clicks(widget.current, right=True)
    page.evaluate("(move) => window.model.send({kind: 'play', move})", move)  # no tile first
    h.deliver()
    expect(page.locator(".dw-error")).to_be_visible()
    expect(page.locator(".dw-puzzle-verdict")).to_have_text("")
    assert widget.done is None and not h.errors
