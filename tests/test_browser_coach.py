"""The coach in real JupyterLab with a kernel, driven by Chromium (issue 26): a short seeded hand
played to its end by clicks with "What could they hold?" open, Review this hand, the review
stepped with the keyboard to the flagged move, Try again answered on its board; at 1,280 px in
English and at 360 px in Russian. Screenshots go to build/img/ (``coach-lab-*.png``)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from test_browser_lab import open_notebook, run_cell, write_notebook
from test_review import BLUNDER
from widget_harness import shot

pytestmark = pytest.mark.browser

SETUP = """\
import json
from domino_widgets import GameWidget, set_language
from domino_widgets.engine.record import Record
set_language({lang!r})
state = Record(json.loads({record!r})).replay().state
g = GameWidget(state, humans=[0], pause=0.05)
g"""
WORDS = {
    "en": {"unseen": "Tiles you have not seen", "review": "Review this hand",
           "mistake": "mistake", "feedback": ("Right", "Not quite")},
    "ru": {"unseen": "Кости, которых вы не видели", "review": "Разобрать эту партию",
           "mistake": "ошибка", "feedback": ("Верно", "Не совсем")},
}
STEPS = [".dw-board .dw-target", ".dw-choices button", ".dw-own .dw-playable",
         ".dw-bar button[data-kind='draw']", ".dw-bar button[data-kind='end_turn']",
         ".dw-bar button[data-kind='pass']"]
SIGN = ("(g) => g.querySelector('.dw-status').textContent + ' ' + "
        "g.querySelectorAll('.dw-board .dw-tile').length + ' ' + "
        "g.querySelectorAll('.dw-hand-tile').length")  # a draw changes only the hand


def record() -> str:
    """BLUNDER before its last move: You to play, where 0:4 scores 25 and 0:0 nothing."""
    data = copy.deepcopy(BLUNDER)
    data["moves"] = data["moves"][:-1]
    return json.dumps(data)


def play_to_the_end(page: Page, game: Any) -> int:
    """Click as a learner would (a tile, its marked place, Draw, Pass) until the hand is
    over; returns the clicks."""
    review = game.locator(".dw-bar button[data-kind='review_hand']")
    clicks = 0
    while not review.count() and clicks < 60:
        before = game.evaluate(SIGN)
        step = next((s for s in STEPS if game.locator(s).count()), None)
        if step is not None:
            game.locator(step).first.click()
            clicks += 1
        try:
            page.wait_for_function(  # the move answered, or the hand's end drawn
                f"(before) => ({SIGN})(document.querySelector('.dw-widget.dw-game')) !== before"
                " || !!document.querySelector(\".dw-game .dw-bar [data-kind='review_hand']\")",
                arg=before, timeout=15_000)
        except Exception:
            page.screenshot(path=shot("coach-lab-stuck.png"))
            raise AssertionError(f"stuck after {step}: {before}") from None
    return clicks


@pytest.mark.parametrize(("width", "lang"), [(1280, "en"), (360, "ru")])
def test_a_hand_played_reviewed_and_a_mistake_tried_again_in_jupyterlab(
        lab_server: Any, page: Page, width: int, lang: str) -> None:
    words = WORDS[lang]
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_viewport_size({"width": width, "height": 900})
    name = f"coach-{lang}-{width}.ipynb"
    write_notebook(lab_server.root / name, [SETUP.format(lang=lang, record=record())])
    open_notebook(page, lab_server, name)
    page.evaluate("() => { window.jupyterapp.shell.collapseLeft(); "
                  "window.jupyterapp.shell.collapseRight(); }")
    run_cell(page, 0)
    game = page.locator(".dw-widget.dw-game")
    expect(game.locator(".dw-own .dw-playable").first).to_be_visible(timeout=60_000)

    # What could they hold? off at first, then open
    counting = game.locator(".dw-counting")
    expect(counting).to_be_hidden()
    game.locator("input.dw-counting-toggle").check()
    expect(counting).to_contain_text(words["unseen"], timeout=15_000)
    counting.scroll_into_view_if_needed()
    page.screenshot(path=shot(f"coach-lab-counting-{lang}-{width}.png"))

    # the mistake (0:0 where 0:4 scores 25), then the rest of the hand by clicks
    game.locator(".dw-own .dw-hand-tile[data-tile='0:0']").click()
    expect(game.locator(".dw-board .dw-target").first).to_be_visible(timeout=15_000)
    game.locator(".dw-board .dw-target").first.click()
    expect(game.locator(".dw-own .dw-hand-tile[data-tile='0:0']")).to_have_count(0,
                                                                                 timeout=15_000)
    play_to_the_end(page, game)

    # Review this hand: below the game, worked out with its progress, keyboard at once
    button = game.locator(".dw-bar button[data-kind='review_hand']")
    expect(button).to_have_text(words["review"])
    button.focus()
    page.keyboard.press("Enter")  # reachable by the keyboard
    review = page.locator(".dw-widget.dw-review")
    expect(review).to_be_visible(timeout=30_000)
    expect(review.locator(".dw-review-progress")).to_be_hidden(timeout=90_000)
    expect(review).to_be_focused()
    retry = review.locator(".dw-try-again")
    for _ in range(12):
        if retry.is_visible():
            break
        page.keyboard.press("PageDown")  # the learner's next decision
        page.wait_for_timeout(150)
    expect(retry).to_be_visible()
    expect(review.locator(".dw-verdict-size")).to_contain_text(words["mistake"],
                                                               ignore_case=True)
    expect(review.locator(".dw-announce[role='status']")).not_to_be_empty()
    review.locator(".dw-verdict").scroll_into_view_if_needed()
    page.screenshot(path=shot(f"coach-lab-review-{lang}-{width}.png"))

    # Try again: the position asked on the exercise board, answered there
    retry.click()
    exercise = page.locator(".dw-exercise")
    expect(exercise).to_be_visible(timeout=30_000)
    board = exercise.locator(".dw-exercise_board")
    board.locator(".dw-hand-tile[data-tile='4:0']").click()
    expect(board.locator(".dw-target").first).to_be_visible(timeout=15_000)
    board.locator(".dw-target").first.click()
    feedback = exercise.locator(".dw-exercise-feedback")
    expect(feedback).not_to_be_empty(timeout=15_000)
    assert feedback.inner_text().startswith(words["feedback"]), feedback.inner_text()
    exercise.scroll_into_view_if_needed()
    page.screenshot(path=shot(f"coach-lab-try-again-{lang}-{width}.png"))
    assert not errors, errors


# -- the game's coach in the page alone (widget_harness: the real widget.js and .css) ---------
HEIGHTS = {360: 1100, 800: 900, 1280: 900}
OFFER = {"en": ("Take it back", "Keep it", "25 points"),
         "ru": ("Вернуть ход", "Оставить", "25 очков")}


def opened(page: Page, widget: Any, width: int) -> Any:
    from widget_harness import Harness

    page.set_viewport_size({"width": width, "height": HEIGHTS[width]})
    h = Harness(page, widget)
    page.evaluate("(w) => { document.getElementById('root').style.width = w + 'px'; }",
                  width - 8)
    return h


def no_overflow(page: Page) -> None:
    root = page.locator(".dw-widget.dw-game")
    overflow = root.evaluate("(n) => n.scrollWidth - n.clientWidth")
    assert overflow <= 1, f"the game overflows its width by {overflow} px"


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("width", list(HEIGHTS))
def test_the_teaching_mode_offers_the_take_back_on_the_board_with_the_counting_open(
        page: Page, width: int, lang: str) -> None:
    from test_coach_widget import before_the_blunder

    from domino_widgets import GameWidget

    game = GameWidget(before_the_blunder(), humans=[0], pause=0, coach=True, lang=lang)
    game.handle_intent({"kind": "counting", "show": True})
    game.play("0:0", on="5:0")
    h = opened(page, game, width)
    root = page.locator(".dw-widget.dw-game")
    offer = root.locator(".dw-coach-offer")
    back, keep, points = OFFER[lang]
    expect(offer).to_be_visible()
    expect(offer.locator(".dw-coach-reason")).to_contain_text(points)
    expect(offer.locator("button[data-kind='take_back']")).to_have_text(back)
    expect(offer.locator("button[data-kind='keep_move']")).to_have_text(keep)
    expect(root.locator(".dw-counting li").first).to_be_visible()
    page.screenshot(path=shot(f"coach-game-offer-{width}-{lang}.png"), full_page=True)
    no_overflow(page)
    offer.locator("button[data-kind='take_back']").click()
    h.deliver()
    expect(offer).to_be_hidden()
    expect(root.locator(".dw-own .dw-hand-tile[data-tile='0:0']")).to_have_count(1)
    assert not h.errors, h.errors


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("width", list(HEIGHTS))
def test_the_same_deal_by_the_bot_is_shown_beside_yours_after_the_hand(
        page: Page, width: int, lang: str) -> None:
    from test_review import finished

    from domino_widgets import GameWidget

    game = GameWidget(finished(BLUNDER), humans=[0], pause=0, lang=lang)
    h = opened(page, game, width)
    root = page.locator(".dw-widget.dw-game")
    expect(root.locator("button[data-kind='review_hand']")).to_be_visible()
    root.locator("button[data-kind='duplicate']").click()
    h.deliver()
    table = root.locator(".dw-duplicate-table")
    expect(table).to_be_visible()
    expect(table.locator("tbody tr")).to_have_count(2)
    root.locator(".dw-duplicate").scroll_into_view_if_needed()
    page.screenshot(path=shot(f"coach-game-duplicate-{width}-{lang}.png"), full_page=True)
    no_overflow(page)
    assert not h.errors, h.errors


COACHED = """\
import json
from domino_widgets import GameWidget
from domino_widgets.engine.record import Record
state = Record(json.loads({record!r})).replay().state
c = GameWidget(state, humans=[0], pause=0.05, coach=True)
c"""


def test_the_teaching_mode_takes_a_costly_move_back_in_jupyterlab(lab_server: Any,
                                                                 page: Page) -> None:
    """coach=True in a kernel: the move is judged on the event loop before the bot answers;
    Take it back gives the tile back, a good move goes through and the bot answers."""
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_viewport_size({"width": 1280, "height": 900})
    write_notebook(lab_server.root / "coached.ipynb", [COACHED.format(record=record())])
    open_notebook(page, lab_server, "coached.ipynb")
    run_cell(page, 0)
    game = page.locator(".dw-widget.dw-game")
    zero = game.locator(".dw-own .dw-hand-tile[data-tile='0:0']")
    expect(zero).to_be_visible(timeout=60_000)
    tiles = game.locator(".dw-board .dw-tile")
    placed = tiles.count()
    zero.click()
    expect(game.locator(".dw-board .dw-target").first).to_be_visible(timeout=15_000)
    game.locator(".dw-board .dw-target").first.click()
    offer = game.locator(".dw-coach-offer")
    expect(offer).to_be_visible(timeout=30_000)
    expect(offer.locator(".dw-coach-reason")).to_contain_text("25 points")
    expect(tiles).to_have_count(placed + 1)  # the bot waits for the answer
    page.screenshot(path=shot("coach-lab-offer-en-1280.png"))
    offer.locator("button[data-kind='take_back']").click()
    expect(offer).to_be_hidden(timeout=15_000)
    expect(zero).to_be_visible()
    expect(tiles).to_have_count(placed)
    game.locator(".dw-own .dw-hand-tile[data-tile='4:0']").click()
    targets = game.locator(".dw-board .dw-target")
    expect(targets.first).to_be_visible(timeout=15_000)
    best = game.locator(".dw-board .dw-target[data-move='play 0:4 on 5:0 west']")
    (best if best.count() else targets.first).click()
    expect(tiles).to_have_count(placed + 2, timeout=30_000)  # judged good: the bot answered
    expect(offer).to_be_hidden()
    assert not errors, errors


def test_the_replay_announces_each_step(page: Page) -> None:
    from widget_harness import Harness

    from domino_widgets import ReplayWidget

    replay = ReplayWidget("quintuple-book")
    h = Harness(page, replay)
    root = page.locator(".dw-widget.dw-replay")
    announce = root.locator(".dw-announce[role='status']")
    expect(announce).to_have_text(replay.frames[0]["text"])
    root.focus()
    page.keyboard.press("ArrowRight")
    expect(announce).to_have_text(replay.frames[1]["text"])
    assert not h.errors, h.errors


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_what_could_they_hold_in_the_sandbox(page: Page, lang: str) -> None:
    from test_counting import after_a_draw_by_the_bot
    from widget_harness import Harness

    from domino_widgets import SandboxWidget

    sandbox = SandboxWidget(after_a_draw_by_the_bot(), lang=lang)
    page.set_viewport_size({"width": 800, "height": 1000})
    h = Harness(page, sandbox)
    root = page.locator(".dw-widget.dw-sandbox")
    box = root.locator("input.dw-counting-toggle")
    expect(box).not_to_be_checked()
    box.check()
    h.deliver()
    lines = root.locator(".dw-counting li")
    # whose counting: the learner's, said to him (5f07a5c)
    expect(root.locator(".dw-counting-who")).to_contain_text(
        {"en": "Counted for you", "ru": "Ваш подсчёт"}[lang])
    expect(lines).to_have_count(2)  # the unseen tiles, the Bot's missing values
    expect(lines.nth(1)).to_contain_text("Bot")
    root.locator(".dw-counting").scroll_into_view_if_needed()
    page.screenshot(path=shot(f"coach-sandbox-800-{lang}.png"), full_page=True)
    assert not h.errors, h.errors


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_two_humans_each_review_their_own_hand_by_a_click(page: Page, lang: str) -> None:
    """Issue 38: with two humans at one screen each has his Review button after the hand; a
    click opens the review of that player's decisions (it was the first human's alone)."""
    from test_review import finished
    from widget_harness import Harness

    from domino_widgets import GameWidget

    game = GameWidget(finished(BLUNDER), humans=[0, 1], pause=0, lang=lang)
    h = Harness(page, game)  # the harness's page is 1,060 px wide
    root = page.locator(".dw-widget.dw-game")
    buttons = root.locator(".dw-bar button[data-kind='review_hand']")
    expect(buttons).to_have_count(2)
    for seat in (0, 1):
        expect(buttons.nth(seat)).to_contain_text(game.state.players[seat])
    root.locator(".dw-bar").scroll_into_view_if_needed()
    root.screenshot(path=shot(f"coach-two-reviews-{lang}.png"))
    buttons.nth(1).click()
    h.deliver()
    assert game._coach.review is not None and game._coach.review.wait()
    assert game._coach.review.review.player == 1 and not game.error
    buttons.nth(0).click()
    h.deliver()
    assert game._coach.review is not None and game._coach.review.wait()
    assert game._coach.review.review.player == 0 and not game.error
    assert not h.errors, h.errors
