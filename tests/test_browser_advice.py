"""A phone shows the answer (issue 38, item 1): the real widget.js and widget.css in Chromium,
bridged to Python widgets (``widget_harness.py``), at 360 and 1,280 px. The board keeps in view
what the words speak of, measured by geometry (``tests/measure_in_view.js``): a solved
puzzle's green outline, the targets of a chosen tile, a review step's best move, the last tile
and an end where the player may lay a tile; labels never break inside a word; no text or input
overflows at 360 px; the exercise board has one frame.

Screenshots at 390 px of a puzzle solved, a review step and a hint, in both languages
(``advice-*.png``, ``widget_harness.shot``), to look at as a learner would."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect
from puzzle_moves import clicks
from widget_harness import Harness, shot

from domino_widgets import GameWidget, SandboxWidget, State
from domino_widgets.engine.tiles import TILES
from domino_widgets.puzzles import puzzles
from domino_widgets.widgets.choosers import greedy
from domino_widgets.widgets.exercise_board import ExerciseBoard
from domino_widgets.widgets.puzzle import PuzzleWidget
from domino_widgets.widgets.review import ReviewWidget

pytestmark = pytest.mark.browser

WIDTHS = (360, 1280)
IN_VIEW_JS = (Path(__file__).parent / "measure_in_view.js").read_text()
MEASURE_JS = (Path(__file__).parent / "measure_layout.js").read_text()


def open_widget(page: Page, widget: Any, width: int, height: int = 900) -> Harness:
    page.set_viewport_size({"width": width, "height": height})
    h = Harness(page, widget)
    page.evaluate("(w) => { document.getElementById('root').style.width = w + 'px'; }",
                  width - 8)
    page.wait_for_timeout(150)  # the board is centred once laid out
    return h


def in_view(root: Locator) -> dict[str, Any]:
    """How much of each marked part of the board is inside the board's box (per cent)."""
    result: dict[str, Any] = root.evaluate(IN_VIEW_JS)
    return result


def all_in_view(shares: list[int]) -> bool:
    return bool(shares) and min(shares) >= 99


# -- a solved puzzle and a chosen tile ---------------------------------------------------------
def wide_puzzles() -> list[Any]:
    """The first four Cross puzzles (boards wider than a phone's)."""
    return list(puzzles(game="cross"))[:4]


@pytest.mark.parametrize("width", WIDTHS)
def test_a_solved_puzzles_outline_and_a_chosen_tiles_targets_are_in_view(
        page: Page, width: int) -> None:
    scrolled = 0
    for puzzle in wide_puzzles():
        widget = PuzzleWidget(collection=[puzzle], lang="en")
        h = open_widget(page, widget, width)
        root = page.locator(".dw-widget.dw-puzzle")
        tile, move = clicks(puzzle, right=True)
        root.locator(f".dw-own .dw-hand-tile[data-tile='{tile}']").first.click()
        h.deliver()
        page.wait_for_timeout(100)
        m = in_view(root)
        assert m["targets"], puzzle.id
        if m["targets_span"] <= m["board"][0]:  # they fit the box: every one is seen
            assert all_in_view(m["targets"]), (puzzle.id, width, m)
        else:
            assert max(m["targets"]) >= 99, (puzzle.id, width, m)
        root.locator(f".dw-board .dw-target[data-move='{move}']").click()
        h.deliver()
        expect(root.locator(".dw-puzzle-verdict")).to_have_attribute("data-right", "true")
        page.wait_for_timeout(150)
        m = in_view(root)
        assert all_in_view(m["best"]), (puzzle.id, width, m)  # "Right: ... west" and seen
        scrolled += m["scrolls"]
    assert scrolled or width > 1000  # on a phone the boards do scroll: the test measures


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_screenshot_of_a_puzzle_solved_at_390_px(page: Page, lang: str) -> None:
    puzzle = wide_puzzles()[0]
    widget = PuzzleWidget(collection=[puzzle], lang=lang)
    h = open_widget(page, widget, 390)
    root = page.locator(".dw-widget.dw-puzzle")
    tile, move = clicks(puzzle, right=True)
    root.locator(f".dw-own .dw-hand-tile[data-tile='{tile}']").first.click()
    h.deliver()
    root.locator(f".dw-board .dw-target[data-move='{move}']").click()
    h.deliver()
    page.wait_for_timeout(150)
    assert all_in_view(in_view(root)["best"])
    root.locator(".dw-board").scroll_into_view_if_needed()
    page.screenshot(path=shot(f"advice-puzzle-solved-{lang}-390.png"))


# -- a review step -----------------------------------------------------------------------------
def reviewed_hand() -> State:
    """A finished four-player Cross hand (the board wider than a phone), played greedily."""
    state = State.new("cross", ["Ann", "Bob", "Cat", "Dan"], seed=5)
    while state.hand_over is None:
        state.apply(greedy(state))
    return state


@pytest.fixture(scope="module")
def review_state() -> State:
    return reviewed_hand()


def review_at_a_decision(page: Page, state: State, width: int, lang: str) -> Locator:
    widget = ReviewWidget(state.clone(), 0, lang=lang, work=400)
    widget.wait()
    open_widget(page, widget, width)
    root = page.locator(".dw-widget.dw-review")
    root.focus()
    frames = widget.frames
    # the decision with the widest board that outlines two moves (best and played apart)
    chosen = max((k for k, f in enumerate(frames) if f.get("decision") and f["size"] != "best"),
                 key=lambda k: len(frames[k]["board"]), default=None)
    if chosen is None:
        chosen = max(k for k, f in enumerate(frames) if f.get("decision"))
    page.keyboard.press("Home")
    for _ in range(chosen):
        page.keyboard.press("ArrowRight")
    expect(root.locator(".dw-verdict")).to_be_visible()
    page.wait_for_timeout(150)
    return root


@pytest.mark.parametrize("width", WIDTHS)
def test_every_review_steps_best_move_is_in_view(page: Page, review_state: State,
                                                 width: int) -> None:
    widget = ReviewWidget(review_state.clone(), 0, lang="en", work=400)
    widget.wait()
    open_widget(page, widget, width)
    root = page.locator(".dw-widget.dw-review")
    root.focus()
    page.keyboard.press("Home")
    seen = 0
    for _ in range(sum(1 for f in widget.frames if f.get("decision"))):
        page.keyboard.press("PageDown")  # the next decision
        expect(root.locator(".dw-verdict")).to_be_visible()
        page.wait_for_timeout(120)
        m = in_view(root)
        assert all_in_view(m["best"]), (width, seen, m)
        seen += 1
    assert seen >= 3


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_screenshot_of_a_review_step_at_390_px(page: Page, review_state: State,
                                                lang: str) -> None:
    root = review_at_a_decision(page, review_state, 390, lang)
    assert all_in_view(in_view(root)["best"])
    root.locator(".dw-step-text").scroll_into_view_if_needed()
    page.screenshot(path=shot(f"advice-review-step-{lang}-390.png"))


# -- the game: the last tile, an end to play, a hint ---------------------------------------------
def mid_hand(tiles: int, seed: int, lang: str = "en") -> GameWidget:
    w = GameWidget("cross", players=4, seed=seed, pause=0, lang=lang)
    while w.state.hand_over is None and len(w.state.table.placed) < tiles:
        w.play(greedy(w.state))
    return w


@pytest.mark.parametrize("width", WIDTHS)
def test_the_last_tile_and_an_end_to_play_are_in_view(page: Page, width: int) -> None:
    for seed in range(3):
        w = mid_hand(16, seed)
        if w.state.turn != 0 or w.state.hand_over is not None:
            continue
        open_widget(page, w, width)
        m = in_view(page.locator(".dw-widget.dw-game"))
        assert all_in_view(m["last"]), (seed, width, m)
        assert m["fits"] and max(m["fits"]) >= 99, (seed, width, m)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_screenshot_of_a_hint_at_390_px(page: Page, lang: str) -> None:
    w = mid_hand(12, 1, lang)
    h = open_widget(page, w, 390)
    root = page.locator(".dw-widget.dw-game")
    root.locator(".dw-bar button[data-kind='hint']").click()
    h.deliver()
    w.wait()
    h.push()
    hints = root.locator(".dw-hints")
    expect(hints.locator(".dw-hint-points").first).to_contain_text(
        "for the hand" if lang == "en" else "за партию")
    page.wait_for_timeout(150)
    m = in_view(root)
    assert all_in_view(m["hint"]), m  # where the hint's tile would go, on the board
    root.locator(".dw-board").scroll_into_view_if_needed()
    page.screenshot(path=shot(f"advice-hint-board-{lang}-390.png"))
    hints.scroll_into_view_if_needed()
    page.screenshot(path=shot(f"advice-hint-{lang}-390.png"))


# -- words that fit ---------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_no_label_breaks_inside_a_word_and_nothing_overflows_at_360_px(
        page: Page, lang: str) -> None:
    problems = []
    widget = PuzzleWidget(lang=lang)
    open_widget(page, widget, 360)
    root = page.locator(".dw-widget.dw-puzzle")
    broken = root.evaluate("""(root) => [...root.querySelectorAll(
        '.dw-puzzle-menu-label > span, .dw-button, .dw-hand-label, .dw-puzzle-title')]
        .filter((n) => n.textContent.trim() && !n.textContent.trim().includes(' '))
        .filter((n) => { const r = document.createRange(); r.selectNodeContents(n);
                         const tops = [...r.getClientRects()].map((x) => Math.round(x.top));
                         return new Set(tops).size > 1; })
        .map((n) => n.textContent.trim())""")
    if broken:
        problems.append(f"puzzle ({lang}): a one-word label broken in two: {broken}")
    m = root.evaluate(MEASURE_JS)
    if m["overflow"]:
        problems.append(f"puzzle ({lang}): {m['overflow'][:4]}")
    start = State.new("traditional", ["Ann", "Bob"], seed=2)
    ten = [*start.hand_tiles(0), *(TILES[t] for t in start.boneyard)][:10]
    sandbox = SandboxWidget(start, lang=lang)
    sandbox.set_hand(0, " ".join(map(str, ten)))  # ten tiles: three from the boneyard
    open_widget(page, sandbox, 360)
    root = page.locator(".dw-widget.dw-sandbox")
    cut = root.evaluate("""(root) => [...root.querySelectorAll('input.dw-tiles')]
        .filter((n) => n.scrollWidth > n.clientWidth + 1).map((n) => n.value)""")
    if cut:
        problems.append(f"sandbox ({lang}): a hand's tiles cut in their field: {cut}")
    m = root.evaluate(MEASURE_JS)
    if m["overflow"]:
        problems.append(f"sandbox ({lang}): {m['overflow'][:4]}")
    page.screenshot(path=shot(f"advice-sandbox-{lang}-360.png"), full_page=True)
    assert not problems, "\n".join(problems)


def test_the_exercise_board_has_one_frame_at_1280_px(page: Page) -> None:
    state = State.new("cross", ["Ann", "Bob"], seed=3)
    for _ in range(5):
        state.apply(greedy(state))
    open_widget(page, ExerciseBoard(state, ends=True), 1280)
    sizes = page.locator(".dw-board").evaluate(
        "(b) => [b.getBoundingClientRect().width, b.querySelector('svg')"
        ".getBoundingClientRect().width, getComputedStyle(b).borderTopWidth]")
    box, picture, border = sizes
    assert abs(box - picture) <= 1 and border == "0px", sizes  # the cloth's edge, no box
    page.screenshot(path=shot("advice-exercise-board-1280.png"))


# -- Fix my mistakes, by clicks ------------------------------------------------------------------
def play_by_clicks(page: Page, h: Harness, root: Locator, move: str) -> None:
    """Click the tile of ``move`` (notation), then its end, as a learner does."""
    run = h.widget
    state = run.current.decision.position
    tile = state.describe(state.parse_move(move)).tile
    root.locator(f".dw-own .dw-hand-tile[data-tile='{tile}']").first.click()
    h.deliver()
    if run.move is None:
        root.locator(f".dw-board .dw-target[data-move='{move}']").click()
        h.deliver()


@pytest.mark.parametrize("width", WIDTHS)
def test_fix_my_mistakes_played_through_by_clicks(page: Page, width: int) -> None:
    from test_advice_review import a_hand_with_mistakes, best_and_wrong

    review = ReviewWidget(a_hand_with_mistakes(), 0, work=400)
    review.wait()
    h = open_widget(page, review, width)
    root = page.locator(".dw-widget.dw-review")
    # a dot of the chart, then a line of the list, go to their decisions
    dot = root.locator("circle.dw-chart-loss").nth(1)
    dot.scroll_into_view_if_needed()
    dot.click()
    step = page.evaluate("() => window.model.get('step')")
    assert review.frames[step]["decision"] and review.frames[step]["at"] == int(
        dot.get_attribute("data-step") or -1)
    items = root.locator(".dw-review-decisions button")
    expect(items).to_have_count(len(review.review.decisions))
    items.nth(0).click()
    assert page.evaluate("() => window.model.get('step')") == review.decisions[0]["frame"]
    expect(root.locator(".dw-review-summary")).to_contain_text("do not add up")
    fix = root.locator(".dw-bar button.dw-fix-mistakes")
    expect(fix).to_have_text("Fix my mistakes")
    fix.click()
    h.deliver()
    run = review._question
    assert run is not None and run.current.decision.flagged

    # the run in its own view, answered by clicks
    h = open_widget(page, run, width)
    root = page.locator(".dw-widget.dw-puzzle")
    count = len(run._order)
    for k in range(count):
        expect(root.locator(".dw-puzzle-title")).to_have_text(f"Mistake {k + 1} of {count}")
        best, wrong = best_and_wrong(run)
        if k == 0 and wrong is not None:
            play_by_clicks(page, h, root, wrong)
            expect(root.locator(".dw-puzzle-verdict")).to_have_attribute("data-right", "false")
            expect(root.locator(".dw-puzzle-verdict")).to_contain_text("loses about")
        if k == 1:
            root.locator("button[data-kind='show']").click()  # the answer on request
            h.deliver()
            expect(root.locator(".dw-puzzle-verdict")).to_contain_text("The answer:")
        else:
            play_by_clicks(page, h, root, best)
            expect(root.locator(".dw-puzzle-verdict")).to_have_attribute("data-right", "true")
        page.wait_for_timeout(120)
        assert all_in_view(in_view(root)["best"])  # the better move, outlined, in view
        if k + 1 < count:
            root.locator("button[data-kind='next']").click()
            h.deliver()
    expect(root.locator("button[data-kind='next']")).to_have_count(0)
    expect(root.locator(".dw-status")).to_contain_text("Every mistake of the hand is done")
    score = root.locator(".dw-puzzle-score")
    expect(score).to_contain_text(f"Fixed: {count - 1} of {count} mistakes")
    expect(score).to_contain_text("Points won back: about ")
    page.screenshot(path=shot(f"advice-fix-my-mistakes-{width}.png"), full_page=True)


# -- Try again in JupyterLab at 360 px ---------------------------------------------------------
TRY_AGAIN = """\
import random
from domino_widgets import State
from domino_widgets.widgets.choosers import greedy
from domino_widgets.widgets.review import ReviewWidget
state = State.new("cross", ["You", "Bob"], seed=5)
rng = random.Random(5)
while state.hand_over is None:
    state.apply(rng.choice(state.legal_actions()) if state.turn == 0 else greedy(state))
review = ReviewWidget(state, 0, work=400, lang="{lang}")
review.wait()
review.try_again(0)"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_try_again_fits_a_phone_in_jupyterlab(lab_server: Any, page: Page, lang: str) -> None:
    """The question, the board, the hand and the feedback of Try again stay inside the
    notebook's output at 360 px, and a tile that fits nowhere is said so."""
    from test_browser_lab import open_notebook, run_cell, write_notebook

    page.set_viewport_size({"width": 360, "height": 900})
    name = f"try-again-{lang}.ipynb"
    write_notebook(lab_server.root / name, [TRY_AGAIN.replace("{lang}", lang)])
    open_notebook(page, lab_server, name)
    page.evaluate("() => { window.jupyterapp.shell.collapseLeft(); "
                  "window.jupyterapp.shell.collapseRight(); }")
    out = run_cell(page, 0)
    exercise = page.locator(".dw-exercise")
    expect(exercise).to_be_visible(timeout=90_000)
    expect(exercise.locator("button", has_text="Check")).to_be_hidden()  # the click checks
    board = exercise.locator(".dw-exercise_board")
    tiles = board.locator(".dw-own .dw-hand-tile[data-tile]")
    expect(tiles.first).to_be_visible(timeout=30_000)
    tiles.last.click()
    page.wait_for_timeout(500)
    exercise.scroll_into_view_if_needed()
    m = out.evaluate(MEASURE_JS)
    assert not m["overflow"], m["overflow"][:6]
    page.screenshot(path=shot(f"advice-try-again-{lang}-360.png"))
