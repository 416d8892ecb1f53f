"""The real widget.js and widget.css in Chromium, with a fake model bridged to a Python widget
(``widget_harness.py``): real layout and hit-testing, real intents checked in Python.

Also saves a picture of every registered game in mid-play to <game>.png, and of the three
widgets in Russian (``widget_harness.shot``: build/img/, or docs/img/ with DW_SCREENSHOTS=docs).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect
from positions import cross_with_a_choice
from widget_harness import Harness, shot

from domino_widgets import GameWidget, ReplayWidget, SandboxWidget
from domino_widgets.engine import GAMES, TILES, Deal, State, parse_tile
from domino_widgets.widgets.choosers import greedy

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def shared_page(browser: Browser) -> Iterator[Page]:
    """One page for the pictures of all games (a new page per game costs more than the
    picture)."""
    page = browser.new_page(viewport={"width": 1080, "height": 900})
    yield page
    page.close()


def hand_tile(t: int) -> str:
    """The selector of hand tile ``t``: its notation, and its set (the page gets no id)."""
    tile = TILES[t]
    return (f".dw-hand-tile[data-tile='{tile}']"
            + ("[data-copy='1']" if tile.copy else ":not([data-copy])"))


def tid(text: str) -> int:
    return parse_tile(text).index


def scripted_traditional() -> State:
    """You hold no 1:1, so the bot leads it; your 1:2 then fits both ends."""
    you = [tid(t) for t in "1:2 2:3 3:4 4:5 5:6 6:0 0:3".split()]
    bot = [tid(t) for t in "1:1 2:2 3:3 4:4 5:5 6:6 0:0".split()]
    rest = tuple(i for i in range(28) if i not in you + bot)
    return State.new("traditional", ["You", "Bot"], deals=[Deal((tuple(you), tuple(bot)), rest)])


def test_click_a_tile_then_a_highlighted_end_plays_it(page: Page) -> None:
    w = GameWidget(scripted_traditional(), humans=[0], pause=0)
    h = Harness(page, w)
    root = page.locator(".dw-widget.dw-game")
    expect(root.locator(".dw-status")).to_have_text(  # the bot's lead said (issue 38)
        "Bot led 1:1. Your turn: click a tile that fits.")
    expect(root.locator(".dw-board .dw-tile")).to_have_count(1)

    root.locator(hand_tile(tid('2:3'))).click()  # fits nowhere
    assert h.deliver() == [{"kind": "tile", "tile": "3:2"}]  # notation, as the SVG writes it
    expect(root.locator(".dw-error")).to_have_text("3:2 does not match any open end (ends: 1, 1)")

    root.locator(hand_tile(tid('1:2'))).click()
    h.deliver()
    targets = root.locator(".dw-board .dw-target")
    expect(targets).to_have_count(2)
    expect(root.locator(".dw-error")).to_be_hidden()
    box = targets.first.bounding_box()
    assert box and box["width"] > 10 and box["height"] > 10  # real layout: a target to hit

    targets.first.click()
    (message,) = h.deliver()
    assert message["kind"] == "play" and message["move"].startswith("play 1:2 on 1:1")
    assert w.state.table.tile_ids() == [tid("1:1"), tid("1:2"), tid("2:2")]  # and the bot's
    expect(root.locator(".dw-board .dw-tile")).to_have_count(3)
    expect(root.locator(".dw-board .dw-target")).to_have_count(0)
    expect(root.locator(".dw-log li").last).to_contain_text("Bot: 2:2 on 1:2")

    root.locator("button[data-kind='undo']").click()
    h.deliver()
    assert w.state.table.tile_ids() == [tid("1:1")]
    expect(root.locator(".dw-board .dw-tile")).to_have_count(1)
    assert not h.errors and not h.blocked


def test_sandbox_preview_and_play_in_chromium(page: Page) -> None:
    w = SandboxWidget("quintuple-book", at=5)
    h = Harness(page, w)
    root = page.locator(".dw-widget.dw-sandbox")
    move = root.locator(".dw-moves li", has_text="0:3 on 1:0, west")  # the move in words
    expect(move.locator(".dw-points")).to_have_text("+4")
    move.locator("button").click()
    h.deliver()
    expect(root.locator(".dw-bar .dw-preview-title")).to_have_text(
        "After Irina: 0:3 on 1:0, west (+4 points)")  # the record's Ирина, in Latin letters
    expect(root.locator(".dw-hand-label").first).to_have_text("Andrey: 3 tiles")
    expect(root.locator(".dw-board .dw-tile")).to_have_count(6)  # the preview, on the board
    expect(root.locator(".dw-answer")).to_have_count(3)
    root.locator(".dw-bar button[data-kind='play']").click()
    h.deliver()
    assert len(w.state.table.placed) == 6
    expect(root.locator(".dw-bar .dw-preview-title")).to_be_hidden()
    assert not h.errors and not h.blocked


def test_replay_steps_in_chromium_without_python(page: Page) -> None:
    w = ReplayWidget("cross-photos")
    h = Harness(page, w)
    root = page.locator(".dw-widget.dw-replay")
    root.locator("button[data-step='last']").click()
    expect(root.locator(".dw-step-text")).to_have_text(w.frames[-1]["text"])
    expect(root.locator(".dw-note-en")).to_contain_text("Photo 6")
    root.locator("button[data-step='back']").click()
    root.locator("button[data-step='back']").click()
    expect(root.locator(".dw-board .dw-tile")).to_have_count(9)
    assert page.evaluate("window.model.get('step')") == len(w.frames) - 3
    assert h.sent() == []  # stepping needs no kernel
    root.screenshot(path=shot("widget-replay.png"))
    assert not h.errors and not h.blocked


def mid_play(game: str, lang: str = "en") -> GameWidget:
    """A game of ``game`` some way into its first hand, your turn where possible, and a tile
    picked that fits several ends (so the highlighted ends show)."""
    w = GameWidget(game, humans=[0], seed=5, pause=0, bot="first", lang=lang)
    if any(b["kind"] == "keep_split" for b in w.buttons):  # Cross in two hands
        w._handle_custom_msg({"kind": "keep_split"}, [])
    st = w.state
    goal = 9 if game != "sausage" else 7
    for _ in range(60):
        if st.hand_over is not None or len(st.table.placed) >= goal:
            break
        if st.turn in w._humans:
            w._handle_custom_msg({"kind": "play", "move": st.move_text(greedy(st))}, [])
            assert not w.error, w.error
    for t in st.hands[0]:
        if not w._human_turn() or len(w._tile_actions(t)) > 1:
            break
    if w._human_turn() and len(w._tile_actions(t)) > 1:
        w._handle_custom_msg({"kind": "tile", "tile": str(TILES[t])}, [])
    return w


@pytest.mark.parametrize("game", sorted(GAMES))
def test_screenshot_of_every_game_in_mid_play(shared_page: Page, game: str) -> None:
    w = mid_play(game)
    h = Harness(shared_page, w)
    widget = shared_page.locator(".dw-widget.dw-game")
    expect(widget.locator(".dw-board svg")).to_be_visible()
    assert widget.locator(".dw-board .dw-tile").count() == len(w.state.table.placed)
    path = Path(shot(f"{game}.png"))
    widget.screenshot(path=str(path))
    assert path.stat().st_size > 5_000
    assert not h.errors and not h.blocked


def test_hint_button_shows_the_best_moves_and_a_click_plays_one(page: Page) -> None:
    w = cross_with_a_choice()
    me = w.state.turn
    h = Harness(page, w)
    root = page.locator(".dw-widget.dw-game")
    hints = root.locator(".dw-side .dw-hints")
    expect(hints).to_be_hidden()
    root.locator("button[data-kind='hint']").click()
    assert h.deliver() == [{"kind": "hint"}]
    expect(hints).to_be_visible()
    rows = hints.locator("li")
    expect(rows).to_have_count(len(w.hints["moves"]))
    best = w.hints["moves"][0]
    best_action = w.state.parse_move(best["move"])
    expect(rows.first.locator("button")).to_have_text(best["label"])
    expect(rows.first.locator(".dw-hint-reason")).to_have_text(best["reason"])
    mark = root.locator(".dw-board .dw-hint-mark")
    expect(mark).to_have_count(1)
    box = mark.bounding_box()
    assert box and box["width"] > 10 and box["height"] > 10  # drawn where the tile would go
    expect(root.locator(f".dw-hand[data-player='{me}'] .dw-hinted")).to_have_count(1)
    mark.click(force=True)  # the mark is a picture, not a button: a click on the table
    assert h.deliver() == [{"kind": "board"}]  # (Python says to click a tile first)
    assert not w.error and w.status.startswith("Nothing happens there")

    rows.first.locator("button").click()
    assert h.deliver() == [{"kind": "play", "move": best["move"]}]
    assert any(a == best_action for a, _, _ in w.state.history)
    expect(hints).to_be_hidden()
    expect(root.locator(".dw-board .dw-hint-mark")).to_have_count(0)
    assert not h.errors and not h.blocked


def test_2_split_the_tiles_by_clicks_then_start(page: Page) -> None:
    w = GameWidget("cross-two-hands", players=["You", "Bot"], humans=[0], seed=2, pause=0,
                   bot="first")
    st = w.state
    rules = st.rules
    h = Harness(page, w)
    root = page.locator(".dw-widget.dw-game")
    expect(root.locator(".dw-status")).to_contain_text("split your 14 tiles")
    left, right = rules.hands_of(st, 0)
    out, into = left[0], right[0]
    mine = root.locator(".dw-hand[data-player='0']")
    mine.locator(hand_tile(out)).click()
    assert h.deliver() == [{"kind": "tile", "tile": str(TILES[out]), "hand": "left"}]
    expect(mine.locator(".dw-selected")).to_have_count(1)
    mine.locator(hand_tile(into)).click()
    h.deliver()
    new_left = rules.hands_of(st, 0)[0]
    assert TILES[into].index in {t % 28 for t in new_left}
    assert TILES[out].index not in {t % 28 for t in new_left} or (
        sum(t % 28 == TILES[out].index for t in left) > 1)
    assert st.table.is_empty  # nothing played while splitting
    root.locator("button[data-kind='start_hand']").click()
    h.deliver()
    expect(root.locator(".dw-status")).not_to_contain_text("split")
    expect(root.locator("button[data-kind='hint']")).to_be_visible()
    assert [t % 28 for t in st.dealt[0].hands[0][:7]] == [t % 28 for t in new_left]
    assert not h.errors and not h.blocked


def test_2_sandbox_sets_a_left_and_a_right_hand_in_chromium(page: Page) -> None:
    w = SandboxWidget(game="cross-two-hands", players=["Ann", "Bob"], seed=1)
    h = Harness(page, w)
    row = page.locator(".dw-widget.dw-sandbox .dw-hand[data-player='1']")
    row.locator("input.dw-tiles").fill("6:6 5:5")
    row.locator("input.dw-tiles-right").fill("1:2")
    row.locator("button[data-kind='set_hand']").click()
    assert h.deliver() == [{"kind": "set_hand", "player": 1, "tiles": "6:6 5:5",
                            "right": "1:2"}]
    left, right = w.state.rules.hands_of(w.state, 1)
    assert [str(TILES[t]) for t in left] == ["6:6", "5:5"]
    assert [str(TILES[t]) for t in right] == ["2:1"]
    expect(row.locator("input.dw-tiles-right")).to_have_value("2:1")
    expect(page.locator(".dw-error")).to_be_hidden()
    assert not h.errors and not h.blocked


def test_a_hand_played_to_its_end_by_clicks_shows_every_hand_face_up(page: Page) -> None:
    w = GameWidget("traditional", players=["You", "Bot"], humans=[0], seed=7, pause=0,
                   bot="first")
    h = Harness(page, w)
    root = page.locator(".dw-widget.dw-game")
    for _ in range(120):
        if w.state.hand_over is not None:
            break
        targets = root.locator(".dw-board .dw-target")
        selected = root.locator(".dw-own .dw-selected")
        playable = root.locator(".dw-own .dw-playable")
        if targets.count():
            targets.first.click()
        elif selected.count():  # it fits one place only: the second click plays it
            expect(root.locator(".dw-status")).to_contain_text("fits one place only")
            selected.first.click()
        elif playable.count():
            playable.first.click()
        else:
            root.locator(".dw-bar button[data-kind='draw'], "
                         ".dw-bar button[data-kind='pass']").first.click()
        h.deliver()
        assert not w.error, w.error
    assert w.state.hand_over is not None
    expect(root.locator(".dw-summary-box")).to_be_visible()
    expect(root.locator(".dw-summary-box table tr")).to_have_count(3)
    expect(root.locator(".dw-bar button[data-kind='next_hand']")).to_be_visible()
    expect(root.locator(".dw-hand .dw-back")).to_have_count(0)  # no tile face down
    shown = root.locator(".dw-hand .dw-hand-tile[data-tile]").count()
    assert shown == sum(len(hand) for hand in w.state.hands)
    for p, hand in enumerate(w.state.hands):
        pips = sum(TILES[t].pips for t in hand)
        expect(root.locator(f".dw-hand[data-player='{p}'] .dw-hand-label")).to_contain_text(
            f"{pips} pips")
    assert not h.errors and not h.blocked


def test_a_game_switched_to_russian_by_its_own_control_speaks_russian_and_back(
        page: Page) -> None:
    w = GameWidget(scripted_traditional(), humans=[0], pause=0)
    h = Harness(page, w)
    root = page.locator(".dw-widget.dw-game")
    status = root.locator(".dw-status")
    expect(status).to_have_text("Bot led 1:1. Your turn: click a tile that fits.")
    switch = root.locator(".dw-languages button")
    expect(switch).to_have_text(["English", "Русский"])
    expect(switch.first).to_have_attribute("aria-pressed", "true")
    expect(root.locator(".dw-languages")).to_have_attribute("aria-label", "Language")

    root.locator(".dw-languages button[data-lang='ru']").click()
    assert h.deliver() == [{"kind": "language", "lang": "ru"}]
    expect(status).to_have_text("Bot: заход с 1:1. Ваш ход: нажмите на подходящую кость.")
    expect(root).to_have_attribute("lang", "ru")
    expect(root.locator(".dw-languages")).to_have_attribute("aria-label", "Язык")
    expect(switch.last).to_have_attribute("aria-pressed", "true")
    expect(root.locator("button[data-kind='new_game']")).to_have_text("Новая игра")
    expect(root.locator(".dw-reveal + span, label.dw-toggle span").first).to_have_text(
        " Показать кости всех")
    expect(root.locator(".dw-log-title").first).to_have_text("Партия 1")
    expect(root.locator(".dw-log li").first).to_contain_text("Bot: заход 1:1")
    expect(root.locator(".dw-scores-box")).to_contain_text("Итого")
    expect(root.locator(".dw-board")).to_have_attribute("aria-label", re.compile("^Привычное"))

    root.locator(hand_tile(tid("2:3"))).click()  # fits nowhere: refused in Russian (engine)
    h.deliver()
    expect(root.locator(".dw-error")).to_be_visible()

    root.locator(".dw-languages button[data-lang='en']").click()
    h.deliver()
    expect(status).to_have_text("Bot led 1:1. Your turn: click a tile that fits.")
    expect(root.locator("button[data-kind='new_game']")).to_have_text("New game")
    expect(root.locator(".dw-log li").first).to_contain_text("Bot: lead 1:1")
    expect(root).to_have_attribute("lang", "en")

    page.evaluate("() => window.model.send({kind: 'language', lang: 'xx'})")  # forged
    h.deliver()
    expect(root.locator(".dw-error")).to_have_text("The widget speaks English, Русский, not 'xx'")
    expect(status).to_have_text("Bot led 1:1. Your turn: click a tile that fits.")
    assert not h.errors and not h.blocked


RUSSIAN = {  # name: the widget in Russian, its view's class
    "game": (lambda: mid_play("cross", "ru"), "dw-game"),
    "replay": (lambda: ReplayWidget("quintuple-book", step=6, lang="ru"), "dw-replay"),
    "sandbox": (lambda: SandboxWidget("cross-photos", at=10, lang="ru"), "dw-sandbox"),
}


@pytest.mark.parametrize("name", list(RUSSIAN))
def test_screenshots_of_the_three_widgets_in_russian(shared_page: Page, name: str) -> None:
    make, klass = RUSSIAN[name]
    w = make()
    h = Harness(shared_page, w)
    widget = shared_page.locator(f".dw-widget.{klass}")
    expect(widget.locator(".dw-board svg")).to_be_visible()
    expect(widget.locator(".dw-languages button[aria-pressed='true']")).to_have_text("Русский")
    widget.screenshot(path=shot(f"widget-{name}-ru.png"))
    assert not h.errors and not h.blocked
