"""The widgets from Python: traits, intents (the messages the page sends, forged ones too),
arguments, and the replay frames of the shipped records. No kernel, no browser:
``widget._handle_custom_msg(content, [])`` is what ipywidgets calls for a message from JS.
"""

from __future__ import annotations

import html
import logging
import re
from typing import Any

import anywidget
import pytest
import traitlets
from ipywidgets.embed import embed_data
from positions import cross_with_a_choice

import domino_widgets
from domino_widgets import GameWidget, ReplayWidget, SandboxWidget
from domino_widgets.engine import (
    DRAW,
    GAMES,
    TILES,
    Deal,
    Record,
    State,
    move_words,
    parse_tile,
    shipped_records,
)
from domino_widgets.engine.actions import END_TURN
from domino_widgets.engine.alphabet import latin
from domino_widgets.engine.table import GROWS, LIES_FACE_DOWN, tile_of_row
from domino_widgets.widgets.base import STATIC, WidgetArgumentError
from domino_widgets.widgets.seats import tile_notation


def needs(game: str) -> pytest.MarkDecorator:
    """Skip while ``game`` is not registered yet (games are written alongside the widgets)."""
    return pytest.mark.skipif(game not in GAMES, reason=f"{game} is not registered yet")


def ids(text: str) -> tuple[int, ...]:
    return tuple(parse_tile(t).index for t in text.split())


def tid(text: str) -> int:
    return parse_tile(text).index


def scripted(game: str, hands: list[str], boneyard: str | None = None,
             names: tuple[str, ...] = ("You", "Bot")) -> State:
    """A state with these hands; the boneyard is the rest (in this order, if given)."""
    dealt = [ids(h) for h in hands]
    used = {t for h in dealt for t in h}
    bone = ids(boneyard) if boneyard is not None else tuple(i for i in range(28) if i not in used)
    return State.new(game, list(names), deals=[Deal(tuple(dealt), bone)])


# You hold no 1:1, the bot leads it; then 1:2 fits both ends of 1:1.
YOU = "1:2 2:3 3:4 4:5 5:6 6:0 0:3"
BOT = "1:1 2:2 3:3 4:4 5:5 6:6 0:0"


@pytest.fixture
def game() -> GameWidget:
    return GameWidget(scripted("traditional", [YOU, BOT]), humans=[0], pause=0)


def send(widget: Any, content: Any) -> bool:
    """Deliver a message as the page would; True when it was accepted."""
    widget._handle_custom_msg(content, [])
    return not widget.error


def said(message: str, error: str) -> bool:
    """Whether ``error`` says ``message``: a message shown begins with a capital."""
    return message in error or message[:1].upper() + message[1:] in error


def shown(widget: Any) -> Any:
    """Two at one screen: the one to move presses Show my tiles, if they are covered."""
    if widget.cover:
        assert send(widget, {"kind": "show_tiles"})
    return widget


def tile_msg(widget: Any, tile_id: int) -> dict[str, Any]:
    """A click on a hand tile as the page sends it: the tile in notation and, in Cross in two
    hands, the hand that holds it."""
    st = widget.state
    message = {"kind": "tile", "tile": str(TILES[tile_id])}
    owner = next((p for p, hand in enumerate(st.hands) if tile_id in hand), None)
    if st.rules.two_hands and owner is not None:
        message["hand"] = ("left", "right")[st.rules.hand_of(st, owner, tile_id)]
    return message


def play_msg(widget: Any, action: int, kind: str = "play") -> dict[str, Any]:
    """A move as the page sends it: in notation, never the engine's number."""
    return {"kind": kind, "move": widget.state.move_text(action)}


def action_of(widget: Any, entry: dict[str, Any]) -> int:
    """The engine's action of a synced move entry, read back from its notation (the page
    gets no engine number)."""
    assert "action" not in entry
    return widget.state.parse_move(entry["move"])


def first_target(svg: str) -> dict[str, Any]:
    """The play message of the first clickable end in a board picture (its data-move)."""
    return {"kind": "play", "move": html.unescape(svg.split('data-move="')[1].split('"')[0])}


def log_lines(widget: GameWidget) -> list[str]:
    """Every line of the game's log, hand after hand."""
    return [line for group in widget.moves_log for line in group["lines"]]


def snapshot(widget: Any) -> tuple:
    st = widget.state
    return (tuple(st.table.tile_ids()), tuple(st.hands), st.turn, st.scores, len(st.history),
            widget.board_svg, widget.hands, getattr(widget, "hints", None))


# -- the package and the front-end files ---------------------------------------------------
def test_widgets_are_exported_from_the_package() -> None:
    assert domino_widgets.GameWidget is GameWidget
    assert domino_widgets.ReplayWidget is ReplayWidget
    assert domino_widgets.SandboxWidget is SandboxWidget


def test_front_end_is_one_module_and_one_style_sheet(game: GameWidget) -> None:
    js = (STATIC / "widget.js").read_text()
    assert game._esm == js
    assert game._css == (STATIC / "widget.css").read_text()
    assert "export default { render: renderWidget }" in js
    assert "export function render(" not in js  # gotcha: a named render export warns
    for line in js.splitlines():  # self-contained: no imports at all (no CDN, no relative)
        assert not line.startswith("import "), line
    assert "http://" not in js.replace("http://www.w3.org/2000/svg", "")
    assert "https://" not in js


def test_synced_traits_have_the_same_names_as_in_js(game: GameWidget) -> None:
    js = (STATIC / "widget.js").read_text()
    for widget, names in (
        (game, ["view", "status", "error", "board_svg", "scores_html", "hands", "buttons",
                "choices", "summary_html", "moves_log", "busy", "reveal"]),
        (ReplayWidget("cross-photos"), ["frames", "step", "open_hands", "interval"]),
        (SandboxWidget(game="traditional", players=2, seed=1),
         ["hands", "moves", "preview", "buttons"]),
    ):
        synced = set(widget.keys)
        for name in names:
            assert name in synced, name
            assert f'"{name}"' in js or f"{name}:" in js, name


@pytest.mark.parametrize("make", [
    lambda: GameWidget("cross", colour="red"),
    lambda: ReplayWidget("cross-photos", speed=2),
    lambda: SandboxWidget(game="cross", hand="1:1"),
])
def test_unknown_keyword_arguments_are_refused_clearly(make: Any) -> None:
    with pytest.raises(WidgetArgumentError, match="has no argument '(colour|speed|hand)'; "
                                                  "it takes: "):
        make()
    assert issubclass(WidgetArgumentError, TypeError)
    assert issubclass(WidgetArgumentError, ValueError)


@pytest.mark.parametrize("kwargs, message", [
    ({"game": "chess"}, "unknown game 'chess'"),
    ({"humans": [5]}, "humans: 5 is not a seat number"),
    ({"humans": [0, 0]}, "a seat is named twice"),
    ({"bot": "clever"}, "unknown (bot|player) 'clever'"),
    ({"pause": -1}, "pause must be"),
    ({"players": 9}, "cross is for 2-4 players"),
    ({"game": State.new("cross", 2, seed=1), "seed": 3}, "come from the State"),
    ({"game": 7}, "game must be a game name or a State"),
])
def test_bad_game_arguments_raise_one_clear_value_error(kwargs: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        GameWidget(**{"game": "cross", **kwargs})


# -- GameWidget: playing by clicks ------------------------------------------------------------
def test_default_seats_are_you_and_bots_and_a_bot_leads_at_once() -> None:
    w = GameWidget("traditional", players=3, seed=4, pause=0)
    assert w.players == ["You", "Bot 1", "Bot 2"]
    assert w.humans == [0]
    assert w.state.turn == 0 or w.state.hand_over is not None  # bots have moved up to you
    assert [h["human"] for h in w.hands] == [True, False, False]


def test_bots_lead_then_it_is_your_turn_with_your_tiles_marked(game: GameWidget) -> None:
    assert game.state.table.tile_ids() == [tid("1:1")]
    assert log_lines(game) == ["Bot: lead 1:1"]
    assert game.turn == 0
    assert game.status.startswith("Bot led 1:1. Your turn")  # the lead said, not only logged
    you = game.hands[0]
    assert you["turn"] and you["human"]
    assert f'data-tile="{TILES[tid("1:2")]}"' in you["svg"] and 'data-id="' not in you["svg"]
    assert "dw-playable" in you["svg"]
    assert 'data-tile="' not in game.hands[1]["svg"]  # the bot's tiles are face down


def test_the_bots_lead_is_said_in_the_status_until_you_move(game: GameWidget) -> None:
    """Issue 38: a bot's lead is said in the status line, not only in the log, until the
    human moves; in Russian too."""
    assert game.status == "Bot led 1:1. Your turn: click a tile that fits."
    assert send(game, tile_msg(game, tid("1:2")))  # a tile selected: still said
    assert game.status.startswith("Bot led 1:1. Your turn: click a highlighted end")
    assert send(game, {"kind": "play", "move": game.choices[0]["move"]} if game.choices else
                {"kind": "play", "move": game.state.move_text(game._tile_actions(tid("1:2"))[0])})
    assert game.turn == 0 and "led" not in game.status  # the bot answered; the lead is old
    ru = GameWidget(scripted("traditional", [YOU, BOT], names=("Вы", "Бот")), humans=[0],
                    pause=0, lang="ru")
    assert ru.status.startswith("Бот: заход с 1:1. ")


def test_s1_a_tile_that_fits_two_ends_asks_for_the_end(game: GameWidget) -> None:
    assert send(game, tile_msg(game, tid("1:2")))
    assert game.selected == tile_notation(tid("1:2")) == {"tile": "2:1"}  # as data-tile
    assert game.board_svg.count('class="dw-target"') == 2
    assert len(game.state.table.placed) == 1  # nothing played yet
    assert send(game, first_target(game.board_svg))
    # 1:2 is down, then the bot answered 2:2 on the 2 (its only fit)
    assert game.state.table.tile_ids() == [tid("1:1"), tid("1:2"), tid("2:2")]
    assert game.selected == {}
    assert log_lines(game)[-2:] == ["You: 1:2 on 1:1, " + game.state.table[2][GROWS],
                             "Bot: 2:2 on 1:2, " + game.state.table[3][GROWS]]


def test_s1_a_tile_that_fits_one_end_says_so_then_plays_on_the_second_click(
        game: GameWidget) -> None:
    send(game, tile_msg(game, tid("1:2")))
    send(game, first_target(game.board_svg))
    table = game.state.table.tile_ids()
    assert send(game, tile_msg(game, tid("2:3")))  # only the 2 of 2:2 takes it
    assert game.state.table.tile_ids() == table  # nothing played yet: the status says it
    assert game.status == ("Your turn: 3:2 fits one place only. Click 3:2 again, or the "
                           "marked place, to play it.")
    assert game.board_svg.count('class="dw-target"') == 1
    assert send(game, tile_msg(game, tid("2:3")))
    assert tid("2:3") in game.state.table.tile_ids()
    assert send(game, {"kind": "undo"})  # a move played that way is taken back too
    assert game.state.table.tile_ids() == table


def test_clicking_the_selected_tile_again_deselects_it(game: GameWidget) -> None:
    send(game, tile_msg(game, tid("1:2")))
    send(game, tile_msg(game, tid("1:2")))
    assert game.selected == {}
    assert "dw-target" not in game.board_svg


def test_a_tile_that_fits_nowhere_is_refused_with_the_engines_reason(game: GameWidget) -> None:
    before = snapshot(game)
    assert not send(game, tile_msg(game, tid("2:3")))
    assert game.error == "3:2 does not match any open end (ends: 1, 1)"
    assert snapshot(game) == before


def test_s2_draw_button_only_when_drawing_is_legal_and_pass_is_refused() -> None:
    w = GameWidget(scripted("traditional", ["2:3 3:4 4:5 5:6 6:0 0:3 2:4", BOT],
                            boneyard="2:5 1:0 1:3 1:4 1:5 1:6 2:0 2:6 3:5 3:6 4:0 4:6 5:0 1:2"),
                   humans=[0], pause=0)
    kinds = [b["kind"] for b in w.buttons]
    assert "draw" in kinds and "pass" not in kinds and "end_turn" not in kinds
    assert not send(w, {"kind": "pass"})
    assert w.error == "You cannot pass: draw from the boneyard first"
    assert send(w, {"kind": "draw"})  # 2:5: still nothing fits
    assert send(w, {"kind": "draw"})  # 1:0 fits
    assert tid("1:0") in w.state.hands[0]
    assert "draw" not in [b["kind"] for b in w.buttons]
    assert not send(w, {"kind": "draw"})
    assert "cannot draw: a tile can be played (1:0)" in w.error


def cross_with_two_doubles() -> State:
    """Cross: the centre 1:1 with arms ending 2, 4 and 3; Ann to play, holding 2:2 and 3:3."""
    st = scripted("cross", ["1:1 1:4 2:2 3:3 4:5 5:6 0:6", "1:2 1:3 4:4 0:0 5:5 0:5 0:4"],
                  names=("Ann", "Bob"))
    for tile in ("1:1", "1:2", "1:4", "1:3"):
        st.play(tile, on="1:1") if st.table.placed else st.play(tile)
    return st


def test_cross_end_turn_button_appears_during_a_turn_of_doubles() -> None:
    w = shown(GameWidget(cross_with_two_doubles(), humans=[0, 1], pause=0))
    assert w.status.startswith("Ann, your turn")
    assert "end_turn" not in [b["kind"] for b in w.buttons]
    assert send(w, tile_msg(w, tid("2:2")))  # it fits one end: said first
    assert send(w, tile_msg(w, tid("2:2")))
    assert w.state.turn == 0 and w.state.turn_plays  # the turn goes on after a double
    assert "end_turn" in [b["kind"] for b in w.buttons]
    assert send(w, {"kind": "end_turn"})
    assert w.state.turn == 1
    assert "end_turn" not in [b["kind"] for b in w.buttons]


def test_undo_goes_back_to_your_previous_decision_through_bot_moves(game: GameWidget) -> None:
    start = snapshot(game)
    assert not any(b["kind"] == "undo" for b in game.buttons)
    send(game, tile_msg(game, tid("1:2")))
    action = [a for a in game.state.legal_actions() if a >> 9 == tid("1:2")][0]
    send(game, play_msg(game, action))
    assert len(game.state.table.placed) == 3  # yours and the bot's answer
    assert any(b["kind"] == "undo" for b in game.buttons)
    assert send(game, {"kind": "undo"})
    assert snapshot(game)[:5] == start[:5]
    assert log_lines(game) == ["Bot: lead 1:1"]
    taken = game.status.split(". Your turn")[0]  # what it took back, said once
    assert taken.startswith("Taken back: You: 1:2 on 1:1") and "; Bot: " in taken
    assert not send(game, {"kind": "undo"})
    assert game.error == "Nothing to undo: no move of yours yet."




def test_new_game_mid_match_deals_again_and_undo_brings_the_match_back(
        game: GameWidget) -> None:
    send(game, tile_msg(game, tid("1:2")))
    send(game, play_msg(game, game.state.legal_actions()[0]))
    old, before, lines = game.state, snapshot(game)[:5], log_lines(game)
    assert send(game, {"kind": "new_game"})
    assert game.state is not old and game.state.rules.name == "traditional"
    assert game.status.startswith("A new match is dealt. Undo brings back the match you left.")
    assert any(b["kind"] == "undo" for b in game.buttons)
    assert send(game, {"kind": "undo"})  # the match left, as it was: moves, log, undo marks
    assert game.state is old and snapshot(game)[:5] == before and log_lines(game) == lines
    assert game.status.startswith("The match you left is back, as it was.")
    assert send(game, {"kind": "undo"})  # and the move before it is taken back as before
    assert len(game.state.table.placed) == 1


def test_new_game_after_the_match_is_over_keeps_nothing_to_undo() -> None:
    w = GameWidget("traditional", players=2, humans=[], seed=11, pause=0)
    while not w.state.match_over:
        assert send(w, {"kind": "next_hand"})
    assert send(w, {"kind": "new_game"})
    assert not any(b["kind"] == "undo" for b in w.buttons)



def test_hand_end_summary_next_hand_and_match_end_with_bots_only() -> None:
    w = GameWidget("traditional", players=2, humans=[], seed=11, pause=0)
    assert w.state.hand_over is not None  # the bots played the whole hand at once
    result = w.state.results[-1]
    assert "Hand 1 is over" in w.summary_html
    for p, name in enumerate(w.players):
        assert name in w.summary_html and str(result.pips[p]) in w.summary_html
    assert [b["kind"] for b in w.buttons] == ["next_hand", "new_game"]
    for _ in range(60):
        if w.state.match_over:
            break
        assert send(w, {"kind": "next_hand"})
    assert w.state.match_over
    assert w.status.startswith("The match is over")
    assert "next_hand" not in [b["kind"] for b in w.buttons]
    before = snapshot(w)
    for message in ({"kind": "next_hand"}, {"kind": "draw"}, {"kind": "tile", "tile": "0:3"},
                    {"kind": "play", "move": "play 2:6"}):
        assert not send(w, message)
        assert "The match is over" in w.error
    assert snapshot(w) == before


def test_with_a_pause_the_bots_wait_for_the_loop_or_wait() -> None:
    w = GameWidget("traditional", players=["You", "B1", "B2", "B3"], humans=[0], seed=2,
                   pause=0.01)
    assert w.busy  # no event loop here: the bots wait for wait()
    assert w.wait(10)
    assert not w.busy
    assert w.state.turn == 0 or w.state.hand_over is not None
    w.close()


def test_a_failing_or_cheating_bot_function_is_reported_not_raised() -> None:
    st = scripted("traditional", [YOU, BOT])
    w = GameWidget(st, humans=[0], pause=0, bot=lambda state: 12345)
    assert "chose 12345, which is not a legal move" in w.error
    assert w.state.table.is_empty
    w2 = GameWidget(scripted("traditional", [YOU, BOT]), humans=[0], pause=0,
                    bot=lambda state: 1 / 0)
    assert "ZeroDivisionError" in w2.error


def test_reveal_shows_every_hand_face_up(game: GameWidget) -> None:
    assert 'data-tile="' not in game.hands[1]["svg"]
    game.reveal = True  # what the page's box does
    assert 'data-tile="0:0"' in game.hands[1]["svg"]


def test_play_from_python_in_record_notation(game: GameWidget) -> None:
    game.play("2:1", on="1:1", side="east")
    assert tile_of_row(game.state.table[2]).index == tid("1:2")


# -- forged messages: refused, nothing changes, no traceback -----------------------------------
FORGED = [
    ("not an object", "a message from the page must be an object"),
    ({"kind": "cheat"}, "unknown request 'cheat'"),
    ({"id": 3}, "unknown request None"),
    ({"kind": 7}, "unknown request 7"),
    ({"kind": "tile"}, "'tile' needs the field 'tile'"),
    ({"kind": "tile", "tile": 3}, "'tile': tile must be a text, not 3"),
    ({"kind": "tile", "tile": True}, "'tile': tile must be a text, not True"),
    ({"kind": "tile", "id": 3}, "'tile' takes no field 'id'"),  # the engine's numbers: no
    ({"kind": "play", "action": 1040}, "'play' takes no field 'action'"),
    ({"kind": "play", "move": 1.5}, "'play': move must be a text"),
    ({"kind": "play", "move": ["play 1:2"]}, "'play': move must be a text"),
    ({"kind": "tile", "tile": "1:2", "extra": 1}, "'tile' takes no field 'extra'"),
    ({"kind": "tile", "tile": "7:7"}, "bad tile '7:7': halves go from 0 to 6"),
    ({"kind": "tile", "tile": ""}, "bad tile"),
    ({"kind": "tile", "tile": "0:0"}, "You do not hold 0:0"),
    ({"kind": "tile", "tile": "1:2", "hand": "left"}, "has no left and right hands"),
    ({"kind": "play", "move": "fly"}, "not a move: 'fly'"),
    ({"kind": "play", "move": "x" * 5000}, "not a move: 'xxx"),
    ({"kind": "play", "move": "play 0:0"}, "You do not hold 0:0"),
    ({"kind": "play", "move": "play 2:3 on 1:1"}, "3:2 does not match any open end"),
    ({"kind": "end_turn"}, "You have no turn in progress to end"),
    ({"kind": "next_hand"}, "The hand is not over yet."),
    ({"kind": "tile", "tile": "1:2", "player": 1}, "it is your turn, not Bot's"),
    ({"kind": "draw", "player": 5}, "there is no seat 5"),
    ({"kind": "pass", "player": "0"}, "'pass': player must be a whole number"),
    ({"kind": "hint", "player": 1}, "it is your turn, not Bot's"),
    ({"kind": "hint", "player": 7}, "there is no seat 7"),
    ({"kind": "hint", "depth": 9}, "'hint' takes no field 'depth'"),
    ({"kind": "start_hand"}, "Traditional dominoes has no left and right"),
    ({"kind": "keep_split", "player": 0}, "has no left and right hands to split"),
]


@pytest.mark.parametrize("content, message", FORGED)
def test_forged_messages_are_refused_and_change_nothing(
        game: GameWidget, content: Any, message: str, caplog: pytest.LogCaptureFixture) -> None:
    before = snapshot(game)
    with caplog.at_level(logging.WARNING):
        assert not send(game, content)
    assert said(message, game.error)
    assert snapshot(game) == before
    assert not caplog.records  # nothing logged, no traceback


# -- trait updates and comm messages from the page (the path the front end uses) -----------
def comm_message(data: Any) -> dict[str, Any]:
    """A comm message as ipykernel hands it to ``Widget._handle_msg``."""
    return {"content": {"data": data}, "buffers": []}


def update(widget: Any, state: Any) -> None:
    widget._handle_msg(comm_message({"method": "update", "state": state}))


def watch_sends(widget: Any) -> list[Any]:
    """The messages the widget sends to the page from now on."""
    sent: list[Any] = []
    widget.comm.send = lambda data=None, metadata=None, buffers=None: sent.append(data)
    return sent


def synced(widget: Any) -> dict[str, Any]:
    state = widget.get_state()
    state.pop("error")
    return state


WIDGETS = {
    "game": lambda: GameWidget(scripted("traditional", [YOU, BOT]), humans=[0], pause=0),
    "replay": lambda: ReplayWidget("quintuple-book", step=3),
    "sandbox": lambda: SandboxWidget("cross-photos", at=4),
}
BAD_UPDATES = [
    ("game", {"busy": "no"}, "busy is set by the widget, not by the page"),
    ("game", {"turn": 1}, "turn is set by the widget"),
    ("game", {"humans": [1]}, "humans is set by the widget"),
    ("game", {"game": "sevens"}, "game is set by the widget"),
    ("game", {"board_svg": "<svg/>"}, "board_svg is set by the widget"),
    ("game", {"reveal": "yes"}, "reveal must be true or false, not 'yes'"),
    ("game", {"reveal": 1}, "reveal must be true or false, not 1"),
    ("game", {"_esm": "alert(1)"}, "_esm is set by the widget"),
    ("game", {"colour": "red"}, "the widget has no setting 'colour'"),
    ("game", {"reveal": True, "turn": 1}, "turn is set by the widget"),  # all or nothing
    ("game", {"layout": "IPY_MODEL_nowhere"}, "refused a change from the page"),
    ("replay", {"frames": []}, "frames is set by the widget"),
    ("replay", {"interval": 0}, "interval is set by the widget"),
    ("replay", {"step": "abc"}, "step must be a whole number, not 'abc'"),
    ("replay", {"step": True}, "step must be a whole number, not True"),
    ("replay", {"step": 2.5}, "step must be a whole number, not 2.5"),
    ("replay", {"open_hands": "yes"}, "open_hands must be true or false"),
    ("replay", {"title": "mine"}, "title is set by the widget"),
    ("sandbox", {"moves": []}, "moves is set by the widget"),
    ("sandbox", {"preview": {"action": 3}}, "preview is set by the widget"),
]


@pytest.mark.parametrize("view, state, message", BAD_UPDATES)
def test_a_bad_update_from_the_page_is_refused_put_back_and_changes_nothing(
        view: str, state: dict, message: str, caplog: pytest.LogCaptureFixture) -> None:
    w = WIDGETS[view]()
    before = synced(w)
    sent = watch_sends(w)
    with caplog.at_level(logging.WARNING):
        update(w, state)
    assert said(message, w.error)
    assert w.error.startswith("Refused a change from the page")
    assert synced(w) == before
    assert not caplog.records  # no traceback, nothing logged
    put_back = [m["state"] for m in sent if m and m.get("method") == "update"]
    mine = [name for name in state if name in w.keys]
    assert put_back and all(put_back[-1][name] == before[name] for name in mine)
    assert not any(m.get("method") == "echo_update" for m in sent if m)  # no echo of it


@pytest.mark.parametrize("data, message", [
    ({"method": "explode"}, "unknown message from the page 'explode'"),
    ({"state": {"step": 1}}, "unknown message from the page None"),
    ("update", "unknown message from the page None"),
    ({"method": "update", "state": [1, 2]}, "an update from the page must name traits"),
    ({"method": "custom", "content": {"kind": "cheat"}}, "unknown request 'cheat'"),
])
@pytest.mark.parametrize("view", sorted(WIDGETS))
def test_an_unknown_comm_message_is_refused_and_changes_nothing(
        view: str, data: Any, message: str, caplog: pytest.LogCaptureFixture) -> None:
    w = WIDGETS[view]()
    before = synced(w)
    with caplog.at_level(logging.WARNING):
        w._handle_msg(comm_message(data))
    assert said(message, w.error)
    assert synced(w) == before
    assert not caplog.records


def test_the_traits_a_person_changes_sync_from_the_page() -> None:
    r = ReplayWidget("quintuple-book")
    update(r, {"step": 4})
    assert r.step == 4 and not r.error
    update(r, {"step": 999})  # clamped to the last move, as a slider would
    assert r.step == len(r.frames) - 1 and not r.error
    update(r, {"open_hands": False})
    assert r.open_hands is False
    update(r, {"step": "abc"})
    assert r.error and r.step == len(r.frames) - 1
    update(r, {"step": 0})  # the next good update clears the message
    assert r.step == 0 and not r.error
    g = WIDGETS["game"]()
    update(g, {"reveal": True})
    assert g.reveal and 'data-tile="' in g.hands[1]["svg"]  # the bot's tiles face up


def test_the_replay_refuses_empty_frames_and_a_zero_interval_from_python_too() -> None:
    r = ReplayWidget("quintuple-book", step=2)
    with pytest.raises(traitlets.TraitError, match="at least the frame of the deal"):
        r.frames = []
    with pytest.raises(traitlets.TraitError, match="at least 50 milliseconds"):
        r.interval = 0
    assert r.step == 2 and r.frame == r.frames[2] and r.interval == 1200


@pytest.mark.parametrize("cls", [GameWidget, ReplayWidget, SandboxWidget])
def test_no_trait_shadows_an_ipywidgets_attribute(cls: type) -> None:
    base = anywidget.AnyWidget
    own = set(cls.class_trait_names()) - set(base.class_trait_names())
    assert own, cls
    assert not own & set(dir(base)), sorted(own & set(dir(base)))
    assert set(cls.FROM_PAGE) <= own


def test_a_move_on_a_bots_turn_is_refused() -> None:
    w = GameWidget(scripted("traditional", [YOU, BOT]), humans=[0], pause=30)
    try:
        assert w.busy and w.state.turn == 1  # the bot is still "thinking"
        before = snapshot(w)
        assert not send(w, tile_msg(w, tid("1:2")))
        assert w.error == "It is Bot's turn: the bot plays by itself"
        assert not send(w, play_msg(w, w.state.legal_actions()[0]))
        assert not send(w, {"kind": "draw", "player": 1})
        assert snapshot(w) == before
    finally:
        w.close()
    assert not w.busy


def test_after_a_refusal_the_next_good_move_clears_the_message(game: GameWidget) -> None:
    send(game, {"kind": "cheat"})
    assert game.error
    assert send(game, tile_msg(game, tid("1:2")))
    assert game.error == ""


# -- ReplayWidget ---------------------------------------------------------------------------
@pytest.mark.parametrize("name", shipped_records())
def test_replay_frames_of_every_shipped_record(name: str) -> None:
    record = Record.load(name)
    w = ReplayWidget(name)
    moves = record.moves()
    assert len(w.frames) == len(moves) + 1
    result = record.replay()
    for k, frame in enumerate(w.frames):
        assert frame["board"].startswith("<svg")
        assert frame["hands"].count("data-player=") == len(record.players)
        assert frame["scores"]
        if k:
            step = result.steps[k - 1]
            name = latin(step["player"])  # an English reader's letters (the record keeps its own)
            assert frame["text"].startswith(f"Move {k} of {len(moves)}: {name}")
            assert frame["note"] == (record.note(k) or "")
    assert w.frames[0]["text"].startswith("The deal")
    notes = [f["note"] for f in w.frames if f["note"]]
    assert len(notes) == len(record.data.get("notes", {}))


def test_replay_hands_closed_hide_the_tiles() -> None:
    w = ReplayWidget("quintuple-book")
    assert 'data-tile="' in w.frames[0]["hands"]
    assert 'data-tile="' not in w.frames[0]["hands_closed"]


def test_replay_step_is_kept_inside_the_frames_and_steps_from_python() -> None:
    w = ReplayWidget(Record.load("cross-photos"), step=3)
    assert w.step == 3
    w.next()
    assert w.step == 4 and w.frame is w.frames[4]
    w.step = 999
    assert w.step == len(w.frames) - 1
    w.first()
    w.back()
    assert w.step == 0
    w.last()
    assert w.frame["text"].startswith(f"Move {len(w.frames) - 1} of")


def test_replay_accepts_a_path_and_refuses_bad_records(tmp_path: Any) -> None:
    path = tmp_path / "game.json"
    Record.load("quintuple-book").save(path)
    assert len(ReplayWidget(path).frames) == 11
    with pytest.raises(ValueError, match="no such file or shipped record"):
        ReplayWidget("no-such-record")
    with pytest.raises(ValueError, match="record must be"):
        ReplayWidget(42)


def test_replay_refuses_every_message(caplog: pytest.LogCaptureFixture) -> None:
    w = ReplayWidget("cross-photos")
    with caplog.at_level(logging.WARNING):
        assert not send(w, {"kind": "play", "move": "play 1:1"})
    assert "Unknown request 'play'" in w.error
    assert not caplog.records


def test_replay_frames_survive_a_static_export() -> None:
    w = ReplayWidget("quintuple-book")
    state = embed_data([w], drop_defaults=False)["manager_state"]["state"][w.model_id]["state"]
    assert len(state["frames"]) == 11
    assert state["view"] == "replay" and "_esm" in state


# -- SandboxWidget --------------------------------------------------------------------------
def test_sandbox_starts_from_a_record_at_any_move() -> None:
    w = SandboxWidget("quintuple-book", at=5)
    assert len(w.state.table.placed) == 5
    assert w.state.players[w.state.turn] == "Irina"  # the reader's alphabet (the record says Ирина)
    with pytest.raises(ValueError, match="at must be a move number from 0 to 10"):
        SandboxWidget("quintuple-book", at=11)


def test_8_sandbox_lists_every_legal_move_with_the_points_it_scores() -> None:
    # The book, move 6: Irina's 0:3 makes the four free ends 6 + 3 + 2 + 4 = 15: 4 points.
    w = SandboxWidget("quintuple-book", at=5)
    assert [action_of(w, m) for m in w.moves] == w.state.legal_actions()
    by_label = {m["label"]: m["points"] for m in w.moves}
    assert by_label["0:3 on 1:0, west"] == 4
    assert all(points == 0 for label, points in by_label.items() if "0:3" not in label)
    assert snapshot_state(w.state) == snapshot_state(SandboxWidget("quintuple-book", at=5).state)


def snapshot_state(st: State) -> tuple:
    return tuple(st.table.tile_ids()), tuple(st.hands), st.turn, st.scores, len(st.history)


def test_1_sandbox_counts_a_cross_turn_of_doubles_to_its_end() -> None:
    st = cross_with_two_doubles()
    w = SandboxWidget(game=st)
    twin = st.clone()
    for move in w.moves:
        before = twin.scores[0]
        twin.apply(action_of(w, move))
        if twin.turn == 0 and twin.turn_plays:
            twin.apply(END_TURN)
        assert move["points"] == twin.scores[0] - before
        twin = st.clone()


def test_sandbox_preview_shows_the_position_after_and_every_opponents_answers() -> None:
    w = SandboxWidget("quintuple-book", at=5)
    before = snapshot_state(w.state)
    action = next(action_of(w, m) for m in w.moves if m["label"] == "0:3 on 1:0, west")
    assert send(w, play_msg(w, action, "preview"))
    view = w.preview
    assert view["title"] == "After Irina: 0:3 on 1:0, west (+4 points)"  # the reader's letters
    assert [b["kind"] for b in view["buttons"]] == ["play", "clear_preview"]
    assert [b["label"] for b in view["buttons"]] == ["Play this move", "Back"]
    assert w.status.startswith("The board shows the position after this move")
    assert 'dw-last' in view["svg"]  # the new tile is marked
    assert view["svg"].startswith("<svg") and view["svg"] != w.board_svg
    assert [a["name"] for a in view["answers"]] == ["Andrey", "Olga", "Vadim"]
    twin = w.state.clone()
    twin.apply(action)
    olga = twin.players.index("Olga")
    expected = [move_words(twin.describe(a)) for a in twin.rules.placements(twin, olga)]
    assert view["answers"][1]["moves"] == expected
    assert "next on turn" in view["answers"][1]["title"]
    assert snapshot_state(w.state) == before  # a preview changes nothing
    assert send(w, play_msg(w, action))
    assert w.state.scores[w.state.players.index("Irina")] == 4 + before[3][1]
    assert w.preview == {}
    assert send(w, {"kind": "undo"})
    assert snapshot_state(w.state) == before


def test_sandbox_sets_a_hand_from_tile_strings_and_undoes_it() -> None:
    w = SandboxWidget(game="traditional", players=["Ann", "Bob"], seed=3)
    before = snapshot_state(w.state)
    total = sorted(t for h in w.state.hands for t in h) + sorted(w.state.boneyard)
    assert send(w, {"kind": "set_hand", "player": 1, "tiles": "6:6, 5:5 4-4 3|3"})
    assert [str(t) for t in w.state.hand_tiles(1)] == ["6:6", "5:5", "4:4", "3:3"]
    assert w.hands[1]["tiles"] == "6:6 5:5 4:4 3:3"
    after = sorted(t for h in w.state.hands for t in h) + sorted(w.state.boneyard)
    assert sorted(after) == sorted(total)  # no tile lost or made up
    assert [action_of(w, m) for m in w.moves] == w.state.legal_actions()
    assert send(w, {"kind": "undo"})
    assert snapshot_state(w.state) == before


@pytest.mark.parametrize("content, message", [
    ({"kind": "set_hand", "player": 1, "tiles": "7:7"}, "halves go from 0 to 6"),
    ({"kind": "set_hand", "player": 1, "tiles": "1:1 1:1"}, "1:1 cannot be given: it is given"),
    ({"kind": "set_hand", "player": 9, "tiles": "1:1"}, "there is no player 9"),
    ({"kind": "set_hand", "player": 1}, "'set_hand' needs the field 'tiles'"),
    ({"kind": "preview", "move": "play 0:0"}, "0:0 may not lead: 1:1 must lead"),
    ({"kind": "play", "move": 3}, "'play': move must be a text, not 3"),
    ({"kind": "preview", "action": 3}, "'preview' takes no field 'action'"),
    ({"kind": "tile", "tile": "1:1"}, "'tile' needs the field 'player'"),
    ({"kind": "end_turn"}, "unknown request 'end_turn'"),

    ({"kind": "undo"}, "nothing to undo"),
])
def test_sandbox_refuses_bad_messages_and_changes_nothing(content: Any, message: str) -> None:
    w = SandboxWidget(game="traditional", players=["Ann", "Bob"], seed=3)
    before = snapshot_state(w.state), w.hands, w.moves
    assert not send(w, content)
    assert said(message, w.error)
    assert (snapshot_state(w.state), w.hands, w.moves) == before


def test_sandbox_tile_on_the_table_cannot_be_given() -> None:
    w = SandboxWidget("quintuple-book", at=1)
    assert not send(w, {"kind": "set_hand", "player": 1, "tiles": "1:1"})
    assert w.error == "1:1 cannot be given: it is on the table"


def test_sandbox_plays_draws_for_any_seat() -> None:
    st = scripted("traditional", ["2:3 3:4 4:5 5:6 6:0 0:3 2:4", BOT], names=("Ann", "Bob"))
    st.play("1:1")  # Bob leads; Ann holds no 1
    w = SandboxWidget(st)
    assert [action_of(w, m) for m in w.moves] == [DRAW]
    assert send(w, play_msg(w, DRAW))
    assert len(w.state.hands[0]) == 8


@needs("cross-two-hands")
def test_2_two_hands_status_names_the_hand_that_has_still_to_play() -> None:
    w = GameWidget("cross-two-hands", players=2, humans=[0], seed=0, pause=0, bot="first")
    assert send(w, {"kind": "keep_split"})
    assert w.state.turn == 0 and not w.state.turn_plays
    first = next(a for a in w.state.legal_actions() if a >= 0)
    hand = w.state.describe(first).hand
    assert send(w, play_msg(w, first))
    other = {"left": "right", "right": "left"}[hand]
    assert w.status == f"Your turn: click a tile that fits (the {other} hand has still to play)."
    assert log_lines(w)[-1].endswith(f"({hand} hand)")


@needs("cross-two-hands")
def test_2_a_tile_click_plays_from_the_hand_that_holds_it() -> None:
    # Two mixed sets: a tile may lie twice, once in each hand; a click on one copy must never
    # play the twin from the other hand.
    seen_twins = 0
    for seed in range(3):
        w = GameWidget("cross-two-hands", players=4, humans=[0, 1, 2, 3], seed=seed, pause=0)
        for _ in range(4):
            assert send(shown(w), {"kind": "keep_split"})  # every human keeps them as dealt
        st, rules = w.state, w.state.rules
        for _ in range(40):
            if st.hand_over is not None:
                break
            p = st.turn
            for t in st.hands[p]:
                for action in w._tile_actions(t):
                    assert rules.hand_of(st, p, action >> 9) == rules.hand_of(st, p, t)
                    seen_twins += action >> 9 != t
            assert send(shown(w), play_msg(w, st.legal_actions()[0]))
    assert seen_twins  # the case did come up


@needs("spider")
def test_4_a_double_that_may_close_a_leg_is_offered_both_ways() -> None:
    st = scripted("spider", ["1:1 3:3 6:5", "1:3 6:6 5:5"], boneyard="", names=("Ann", "Bob"))
    st.play("1:1")
    st.play("1:3", on="1:1")
    w = shown(GameWidget(st, humans=[0, 1], pause=0))
    assert send(w, tile_msg(w, tid("3:3")))
    assert [c["label"] for c in w.choices] == ["3:3 on 1:3, east",
                                               "3:3 on 1:3, east, face down"]
    assert w.board_svg.count('class="dw-target"') == 1  # one end, two ways: the buttons say
    assert send(w, play_msg(w, action_of(w, w.choices[1])))
    assert w.state.table[3][LIES_FACE_DOWN]
    assert w.choices == []


# -- hints ------------------------------------------------------------------------------------
def marked(svg: str, klass: str, attr: str) -> list[int]:
    """The values of ``attr`` on the groups of class ``klass`` in a picture."""
    return [int(v) for v in re.findall(rf'<g class="[^"]*\b{klass}\b[^"]*"[^>]*?{attr}="(-?\d+)"',
                                       svg)]


def marked_tiles(svg: str, klass: str) -> list[int]:
    """The engine ids of the hand tiles of class ``klass``, read back from their notation
    (``data-tile``) and set (``data-copy``)."""
    found = re.findall(rf'<g class="[^"]*\b{klass}\b[^"]*"[^>]*? data-tile="([^"]+)"'
                       rf'(?: data-copy="(\d)")?', svg)
    return [next(t.id for t in TILES if str(t) == text and t.copy == int(copy or 0))
            for text, copy in found]


def test_hint_lists_legal_moves_of_the_human_on_turn_and_marks_the_best() -> None:
    w = cross_with_a_choice()
    st = w.state
    assert "hint" in [b["kind"] for b in w.buttons]
    before = snapshot(w)
    assert send(w, {"kind": "hint"})
    moves = w.hints["moves"]
    legal = st.legal_actions()
    assert 1 <= len(moves) <= 3
    assert len({action_of(w, m) for m in moves}) == len(moves)
    for m in moves:
        assert action_of(w, m) in legal
        assert m["label"].lower() == move_words(st.describe(action_of(w, m))).lower()
        assert m["reason"] and m["kind"] == "play"
        for jargon in ("playout", "average", "expected", "%", "+0.", "-0."):
            assert jargon not in m["reason"] + w.hints["note"], jargon
    assert [m["best"] for m in moves] == [True] + [False] * (len(moves) - 1)
    assert w.hints["note"].endswith("The hint knows only your tiles and what the others have "
                                    "shown.")
    assert all(m["points"].startswith(("About ", "Exactly ")) and m["points"].endswith(
        "for the hand") or "give or take" in m["points"] for m in moves)
    assert snapshot(w)[:5] == before[:5]  # a hint changes nothing in the game
    best = action_of(w, moves[0])
    me = st.turn
    assert marked_tiles(w.hands[me]["svg"], "dw-hinted") == [best >> 9]
    assert marked(w.board_svg, "dw-hint-mark", "data-end") == [(best >> 4) & 31]
    assert 'class="dw-hint-mark" data-move' not in w.board_svg  # a mark, not a target


def test_a_hinted_move_plays_with_a_click_and_the_hints_go() -> None:
    w = cross_with_a_choice(3)
    send(w, {"kind": "hint"})
    action = action_of(w, w.hints["moves"][0])
    assert send(w, play_msg(w, action))
    assert any(a == action for a, _, _ in w.state.history)  # it was played
    assert w.hints == {}
    assert "dw-hint-mark" not in w.board_svg
    assert not any("dw-hinted" in h["svg"] for h in w.hands)


def test_hint_on_a_bots_turn_or_after_the_match_is_refused_and_changes_nothing() -> None:
    w = GameWidget(scripted("traditional", [YOU, BOT]), humans=[0], pause=30)
    try:
        assert w.busy and w.state.turn == 1
        assert "hint" not in [b["kind"] for b in w.buttons]
        before = snapshot(w)
        assert not send(w, {"kind": "hint"})
        assert w.error == "It is Bot's turn: the bot plays by itself"
        assert not send(w, {"kind": "hint", "player": 1})
        assert snapshot(w) == before and w.hints == {}
    finally:
        w.close()
    over = GameWidget("traditional", players=2, humans=[], seed=11, pause=0)
    while not over.state.match_over:
        send(over, {"kind": "next_hand"})
    assert not send(over, {"kind": "hint"})
    assert "The match is over" in over.error and over.hints == {}


def test_a_single_legal_move_is_hinted_without_a_search() -> None:
    w = GameWidget("cross", players=4, humans=[0], seed=3, pause=0)
    assert len(w.state.legal_actions()) == 1  # the lowest double leads
    assert send(w, {"kind": "hint"})
    (move,) = w.hints["moves"]
    assert move["reason"] == "The only legal move" and w.hints["note"] == ""  # said once
    assert w.hint() == w.hints  # the same from Python


def test_sandbox_hint_for_whoever_is_on_turn() -> None:
    w = SandboxWidget("quintuple-book", at=5)
    assert "hint" in [b["kind"] for b in w.buttons]
    before = snapshot_state(w.state)
    assert send(w, {"kind": "hint"})  # a job on the event loop (here: at wait())
    assert w.hints["pending"] and w.hints["moves"] == []
    assert w.wait(30)
    moves = w.hints["moves"]
    assert moves and all(action_of(w, m) in w.state.legal_actions() for m in moves)
    assert all(m["kind"] == "preview" for m in moves)  # a click shows the position after it
    assert "Irina" in w.hints["title"]  # the record's Ирина, in an English reader's letters
    assert snapshot_state(w.state) == before
    turn = w.state.turn
    best = action_of(w, moves[0])
    if best >= 0:
        assert marked_tiles(w.hands[turn]["svg"], "dw-hinted") == [best >> 9]
    assert send(w, play_msg(w, best, "preview"))
    assert w.hints  # a preview keeps them
    assert send(w, play_msg(w, best))
    assert w.hints == {}
    assert not send(w, {"kind": "hint", "player": 0})
    assert "'hint' takes no field 'player'" in w.error


# Hints and bots on the kernel's event loop (pending, stale, sliced): tests/test_scheduling.py


def test_sandbox_hint_is_refused_when_the_hand_is_over() -> None:
    w = SandboxWidget(game="traditional", players=2, seed=11)
    while w.state.hand_over is None:
        w.play(w.state.legal_actions()[0])
    assert "hint" not in [b["kind"] for b in w.buttons]
    assert not send(w, {"kind": "hint"})
    assert "The hand is over" in w.error and w.hints == {}


# -- stable text fallbacks ----------------------------------------------------------------------
def test_text_fallbacks_name_the_game_not_the_live_position() -> None:
    w = GameWidget("cross", players=4, humans=[0], seed=5, pause=0)
    text = repr(w)
    assert text == "GameWidget(cross, 4 players)"
    w.play(w.state.legal_actions()[0])
    assert repr(w) == text
    s = SandboxWidget("quintuple-book", at=5)
    assert repr(s) == "SandboxWidget(quintuple, 4 players)"
    r = ReplayWidget("quintuple-book")
    text = repr(r)
    r.last()
    assert repr(r) == text == "ReplayWidget(quintuple: quintuple-book.json, 10 moves)"


# -- Cross in two hands: the split before a hand ------------------------------------------------
def two_hands(seed: int = 0, humans: tuple[int, ...] = (0,), leader_is_bot: bool = False,
              players: int = 2) -> GameWidget:
    """A new game of Cross in two hands, waiting for the human(s) to split their tiles."""
    for k in range(seed, seed + 60):
        w = GameWidget("cross-two-hands", players=players, humans=list(humans), seed=k, pause=0,
                       bot="first")
        if not leader_is_bot or w.state.turn not in humans:
            return w
    raise AssertionError("no such deal")


def halves(w: GameWidget, seat: int = 0) -> tuple[list[str], list[str]]:
    left, right = w.state.rules.hands_of(w.state, seat)
    return [str(TILES[t]) for t in left], [str(TILES[t]) for t in right]


@needs("cross-two-hands")
def test_2_the_human_splits_before_the_first_move_and_the_bot_waits() -> None:
    w = two_hands(leader_is_bot=True)
    st = w.state
    assert st.table.is_empty and w.state.turn == 1  # the bot leads, but not yet
    assert [b["kind"] for b in w.buttons] == ["start_hand", "keep_split", "new_game"]
    assert "split your 14 tiles" in w.status and w.hands[0]["turn"]
    assert 'data-tile="' in w.hands[0]["svg"] and "dw-playable" not in w.hands[0]["svg"]
    before = snapshot(w)
    for message in (play_msg(w, st.legal_actions()[0]), {"kind": "draw"},
                    {"kind": "hint"}):
        assert not send(w, message)
        assert w.error == ("You split the tiles into a left and a right hand first: "
                           "press Start (or Keep as dealt)")
        assert snapshot(w) == before


@needs("cross-two-hands")
def test_2_a_click_then_a_click_in_the_other_hand_swaps_two_tiles() -> None:
    w = two_hands()
    st = w.state
    left, right = halves(w)
    lt, rt = st.rules.hands_of(st, 0)[0][2], st.rules.hands_of(st, 0)[1][4]
    assert send(w, tile_msg(w, lt))
    assert w.selected == tile_notation(lt) and "swap it with" in w.status
    assert marked_tiles(w.hands[0]["svg"], "dw-selected") == [lt]
    assert send(w, tile_msg(w, rt))
    new_left, new_right = halves(w)
    assert new_left == left[:2] + [right[4]] + left[3:]
    assert sorted(new_right) == sorted(right[:4] + [left[2]] + right[5:])
    assert w.selected == {} and st.table.is_empty
    # a tile of the same hand only moves the selection; the same tile again lets it go
    first, second = st.rules.hands_of(st, 0)[0][:2]
    send(w, tile_msg(w, first))
    send(w, tile_msg(w, second))
    assert w.selected == tile_notation(second)
    send(w, tile_msg(w, second))
    assert w.selected == {} and halves(w)[0] == new_left
    assert send(w, {"kind": "start_hand"})
    assert [str(TILES[t]) for t in st.dealt[0].hands[0][:7]] == new_left  # the record's
    assert st.turn == 0 and w.status.startswith("Your turn")


@needs("cross-two-hands")
def test_2_keep_as_dealt_undoes_the_swaps_and_starts() -> None:
    w = two_hands(leader_is_bot=True)
    st = w.state
    dealt = halves(w)
    send(w, tile_msg(w, st.rules.hands_of(st, 0)[0][0]))
    send(w, tile_msg(w, st.rules.hands_of(st, 0)[1][0]))
    assert halves(w) != dealt
    assert send(w, {"kind": "keep_split"})
    assert len(st.table.placed) >= 1  # the bot led at once
    assert st.turn == 0 and "Your turn" in w.status  # after "Bot 1 led 1:1."
    assert halves(w) == dealt


@pytest.mark.parametrize("content, message", [
    ({"kind": "tile", "tile": "9:9"}, "bad tile '9:9'"),
    ({"kind": "start_hand", "player": 1}, "You split the tiles now, not Bot"),
    ({"kind": "start_hand", "player": 4}, "there is no seat 4"),
    ({"kind": "keep_split", "left": "1:1"}, "'keep_split' takes no field 'left'"),
])
@needs("cross-two-hands")
def test_2_bad_split_messages_are_refused_and_change_nothing(content: Any, message: str) -> None:
    w = two_hands()
    before = snapshot(w), halves(w)
    assert not send(w, content)
    assert said(message, w.error)
    assert (snapshot(w), halves(w)) == before


@needs("cross-two-hands")
def test_2_a_tile_of_another_player_cannot_be_moved() -> None:
    w = two_hands(humans=(0,))
    w.reveal = True  # the bot's tiles are face up and clickable
    theirs = next(t for t in w.state.hands[1] if t not in w.state.hands[0])
    assert not send(w, tile_msg(w, theirs))
    assert w.error.startswith(f"You do not hold {TILES[theirs]}")


@needs("cross-two-hands")
def test_2_after_the_start_the_split_cannot_change() -> None:
    w = two_hands()
    assert send(w, {"kind": "start_hand"})
    assert not send(w, {"kind": "keep_split"})
    assert w.error == "The hands are split before the first move of a hand, not now"
    with pytest.raises(ValueError, match="before the first move of a hand"):
        w.split(["1:1"] * 7)


@needs("cross-two-hands")
def test_2_two_humans_split_one_after_the_other_then_play() -> None:
    w = shown(two_hands(humans=(0, 1), players=3))
    assert w.status.startswith("Player 1, you: split")
    assert send(w, {"kind": "keep_split", "player": 0})
    assert w.status == ("Player 2's turn: Player 1, look away; Player 2, press Show my "
                        "tiles.") and not any(h["own"] for h in w.hands)
    shown(w)
    assert w.status.startswith("Player 2, you: split") and w.hands[1]["turn"]
    assert not send(w, {"kind": "start_hand", "player": 0})
    assert send(w, {"kind": "start_hand"})
    assert "split" not in w.status


@needs("cross-two-hands")
def test_2_split_from_python_and_again_at_the_next_hand() -> None:
    w = two_hands()
    left, right = halves(w)
    w.split(right)  # the right hand becomes the left one
    assert halves(w)[0] == right
    st = w.state
    for _ in range(400):
        if st.hand_over is not None:
            break
        assert send(w, play_msg(w, st.legal_actions()[0]))
    assert st.hand_over is not None and not st.match_over
    assert send(w, {"kind": "next_hand"})
    assert "split your 14 tiles" in w.status and st.table.is_empty
    assert send(w, {"kind": "undo"})  # back to the end of hand 1; the next hand splits again
    assert send(w, {"kind": "next_hand"})
    assert "split your 14 tiles" in w.status


def split_panel(w: GameWidget) -> tuple:
    """What the page shows of the split: status, buttons, selection, hands and board."""
    return w.status, w.buttons, w.selected, w.hands, w.board_svg, w.turn


@needs("cross-two-hands")
def test_2_undo_back_to_the_start_of_the_hand_offers_the_split_again() -> None:
    w = next(w for k in range(60) if (w := two_hands(seed=k)).state.turn == 0)  # you lead
    st = w.state
    at_start = split_panel(w)
    assert send(w, {"kind": "keep_split"})
    assert send(w, play_msg(w, st.legal_actions()[0]))
    assert st.table.tile_ids()
    assert send(w, {"kind": "undo"})
    assert st.table.is_empty and split_panel(w)[1:] == at_start[1:]  # as the hand started
    assert w.status.startswith("Taken back: You: lead ") and w.status.endswith(at_start[0])
    assert not send(w, play_msg(w, st.legal_actions()[0]))
    assert w.error.startswith("You split the tiles into a left and a right hand first")
    # a split chosen before the undone move stays; Keep as dealt still restores the deal
    dealt = halves(w)
    send(w, tile_msg(w, st.rules.hands_of(st, 0)[0][0]))
    send(w, tile_msg(w, st.rules.hands_of(st, 0)[1][0]))
    chosen = halves(w)
    assert send(w, {"kind": "start_hand"})
    assert send(w, play_msg(w, st.legal_actions()[0]))
    assert send(w, {"kind": "undo"})
    assert "split your 14 tiles" in w.status and halves(w) == chosen
    assert send(w, {"kind": "keep_split"})
    assert halves(w) == dealt and w.status.startswith("Your turn")


@needs("cross-two-hands")
def test_2_sandbox_sets_a_left_and_a_right_hand_and_undoes_it() -> None:
    w = SandboxWidget(game="cross-two-hands", players=3, seed=2)  # two sets, a boneyard
    st = w.state
    rules = st.rules
    before = snapshot_state(st), st.aux
    every = sorted(t % 28 for h in st.hands for t in h) + sorted(t % 28 for t in st.boneyard)
    assert w.hands[0]["right"] and w.hands[0]["tiles"]
    assert send(w, {"kind": "set_hand", "player": 1, "tiles": "6:6 6:6 5:5",
                    "right": "1:2, 3-4 0|0 0:0"})
    assert halves(w, 1) == (["6:6", "6:6", "5:5"], ["2:1", "4:3", "0:0", "0:0"])
    assert w.hands[1]["tiles"] == "6:6 6:6 5:5" and w.hands[1]["right"] == "2:1 4:3 0:0 0:0"
    new = w.state  # the edit made a new state (State.edited); the old one is as it was
    assert new is not st and (snapshot_state(st), st.aux) == before
    for q in range(new.n):  # every hand still split in two, no tile lost or made up
        left, right = rules.hands_of(new, q)
        assert sorted(left + right) == sorted(new.hands[q])
    after = sorted(t % 28 for h in new.hands for t in h) + sorted(t % 28 for t in new.boneyard)
    assert sorted(after) == sorted(every)
    assert [action_of(w, m) for m in w.moves] == new.legal_actions()
    assert send(w, {"kind": "undo"})
    assert (snapshot_state(w.state), w.state.aux) == before


@pytest.mark.parametrize("game, content, message", [
    ("cross-two-hands", {"kind": "set_hand", "player": 0, "tiles": "1:1"},
     "give the left and the right hand"),
    ("cross-two-hands", {"kind": "set_hand", "player": 0, "tiles": "1:1", "right": "7:7"},
     "halves go from 0 to 6"),
    ("cross-two-hands", {"kind": "set_hand", "player": 0, "tiles": "1:1", "right": 5},
     "'set_hand': right must be a text"),
    ("traditional", {"kind": "set_hand", "player": 0, "tiles": "1:1", "right": "2:2"},
     "a player holds one hand"),
])
def test_2_sandbox_refuses_a_wrong_split_and_changes_nothing(game: str, content: Any,
                                                             message: str) -> None:
    if game not in GAMES:
        pytest.skip(f"{game} is not registered yet")
    w = SandboxWidget(game=game, players=2, seed=0)
    before = snapshot_state(w.state), w.state.aux, w.hands
    assert not send(w, content)
    assert said(message, w.error)
    assert (snapshot_state(w.state), w.state.aux, w.hands) == before


def test_lab_script_trusts_the_shipped_notebooks(tmp_path: Any) -> None:
    """Notebooks open with their pictures: the trust line of scripts/lab.sh, run as it is
    there, signs every shipped notebook (checked by Jupyter's notary in the same data dir)."""
    import os
    import subprocess
    from pathlib import Path

    import nbformat
    from nbformat.sign import NotebookNotary

    root = Path(__file__).resolve().parents[1]
    line = next(text for text in (root / "scripts" / "lab.sh").read_text().splitlines()
                if "jupyter trust" in text and not text.startswith("#"))
    env = {**os.environ, "JUPYTER_DATA_DIR": str(tmp_path)}
    subprocess.run(["bash", "-c", line], cwd=root, env=env, check=True, capture_output=True)
    notary = NotebookNotary(data_dir=str(tmp_path))
    shipped = sorted((root / "notebooks").glob("*.ipynb")) + sorted(
        (root / "notebooks").glob("ru/*.ipynb"))
    assert shipped
    for path in shipped:
        assert notary.check_signature(nbformat.read(path, as_version=4)), path.name


# -- what reaches the page ---------------------------------------------------------------------
# The whole numbers the page may get: seats, counts, points, a replay's step and pace. Any
# other number in a synced trait (a tile id, an action) is the engine's.
PAGE_NUMBERS = {"turn", "humans", "player", "count", "hand", "points", "step", "interval"}


def engine_numbers(value: Any, where: str = "") -> list[str]:
    """Where a synced value carries an engine int: an ``action`` key, a number under any name
    but those of PAGE_NUMBERS (``selected`` was a tile id), or an SVG target or hand tile
    marked with ``data-action`` / ``data-id``."""
    found = []
    if isinstance(value, int) and not isinstance(value, bool):
        name = where.rsplit(".", 1)[-1].split("[", 1)[0]
        found += [f"{where}: {value}"] * (name not in PAGE_NUMBERS)
    elif isinstance(value, dict):
        found += [f"{where}.action"] * ("action" in value)
        for key, item in value.items():
            found += engine_numbers(item, f"{where}.{key}")
    elif isinstance(value, (list, tuple)):
        for k, item in enumerate(value):
            found += engine_numbers(item, f"{where}[{k}]")
    elif isinstance(value, str):
        found += [f"{where}: {attr}" for attr in ("data-action=", "data-id=") if attr in value]
    return found


def page_traits(widget: Any) -> dict[str, Any]:
    """Every trait synced to the page, by name."""
    return {name: getattr(widget, name) for name in widget.trait_names(sync=True)}


def test_no_synced_trait_carries_the_engines_ints() -> None:
    seen: list[dict[str, Any]] = []
    game = GameWidget(scripted("traditional", [YOU, BOT]), humans=[0], pause=0)
    assert send(game, tile_msg(game, tid("1:2")))  # fits two ends: two targets
    assert game.board_svg.count('data-move="') == 2 and game.selected == {"tile": "2:1"}
    seen.append(page_traits(game))
    assert send(game, {"kind": "hint"})
    assert game.wait(30) and game.hints["moves"]
    seen.append(page_traits(game))
    st = scripted("spider", ["1:1 3:3 6:5", "1:3 6:6 5:5"], boneyard="", names=("Ann", "Bob"))
    st.play("1:1")
    st.play("1:3", on="1:1")
    spider = shown(GameWidget(st, humans=[0, 1], pause=0))

    assert send(spider, tile_msg(spider, tid("3:3"))) and spider.choices  # the move buttons
    seen.append(page_traits(spider))
    sandbox = SandboxWidget("quintuple-book", at=5)
    assert send(sandbox, {"kind": "hint"}) and sandbox.wait(30) and sandbox.hints["moves"]
    assert send(sandbox, {"kind": "preview", "move": sandbox.moves[0]["move"]})
    assert sandbox.moves and sandbox.preview
    seen.append(page_traits(sandbox))
    replay = ReplayWidget("quintuple-book")
    seen.append(page_traits(replay))
    for traits in seen:
        assert engine_numbers(traits) == []
    assert engine_numbers({"selected": tid("1:2")}) == [".selected: 4"]  # as it was
    assert tile_notation(tid("1:2") + 28) == {"tile": "2:1", "copy": 1}  # as data-copy
    assert 'data-tile="' in replay.frames[0]["hands"]  # the tiles are there, in notation


# -- languages (issue 15): lang=, the page's switch, refusals in the widget's language --------
CYRILLIC = re.compile("[А-Яа-яЁё]")


def texts(widget: Any) -> dict[str, Any]:
    """Every word a widget shows on the page (its synced traits but the pictures' geometry)."""
    keep = ("status", "error", "board_label", "board_caption", "scores_html", "words",
            "buttons", "hands", "moves_log", "summary_html", "hints", "levels", "moves",
            "preview", "frames", "choices")
    return {k: getattr(widget, k) for k in keep if widget.has_trait(k)}


def played_cross(lang: str | None = None) -> GameWidget:
    w = GameWidget("cross", players=4, seed=5, pause=0, lang=lang)
    for _ in range(5):
        w.play(w.state.legal_actions()[0])
    return w


def test_lang_ru_makes_a_game_widget_speak_russian(english_kernel: None) -> None:
    w = played_cross("ru")
    assert w.lang == "ru"
    assert w.players[:2] == ["Вы", "Бот 1"]  # the package's own names, in Russian
    assert w.status.startswith("Ваш ход")
    assert [b["label"] for b in w.buttons][-1] == "Новая игра"
    assert w.words["show_all"] == "Показать кости всех" and w.words["language"] == "Язык"
    assert w.board_label.startswith("Домино-крест, партия 1. На столе ")
    assert "Итого" in w.scores_html and "Игра до 105." in w.scores_html
    assert w.moves_log[0]["title"] == "Партия 1"
    assert all(CYRILLIC.search(line) or re.fullmatch(r"\S+: [\d:]+", line)
               for line in w.moves_log[0]["lines"]), w.moves_log
    assert w.languages == [{"value": "en", "label": "English"}, {"value": "ru", "label": "Русский"}]


def test_the_default_language_is_the_kernels(english_kernel: None) -> None:
    assert GameWidget("cross", seed=1, pause=0).lang == "en"
    domino_widgets.set_language("ru")
    assert GameWidget("cross", seed=1, pause=0).lang == "ru"
    assert ReplayWidget("quintuple-book").frames[0]["text"].startswith("Раздача")
    assert SandboxWidget(game="cross", players=3, seed=1).lang == "ru"
    assert "Your turn" in GameWidget("cross", seed=1, pause=0, lang="en").status


@pytest.mark.parametrize("bad", ["xx", "", 7, None.__class__])
def test_a_bad_lang_is_refused(english_kernel: None, bad: Any) -> None:
    for make in (lambda: GameWidget("cross", seed=1, pause=0, lang=bad),
                 lambda: ReplayWidget("quintuple-book", lang=bad),
                 lambda: SandboxWidget(game="cross", players=3, seed=1, lang=bad)):
        with pytest.raises(ValueError, match="language"):
            make()
    w = GameWidget("cross", seed=1, pause=0)
    before = texts(w)
    with pytest.raises((ValueError, traitlets.TraitError)):
        w.lang = bad
    assert w.lang == "en" and texts(w) == before


def test_the_language_switch_remakes_every_word_and_back(english_kernel: None) -> None:
    w = played_cross()
    english = texts(w)
    assert send(w, {"kind": "language", "lang": "ru"})
    russian = texts(w)
    assert w.lang == "ru" and w.status.startswith("Ваш ход")
    assert w.words["log"] == "Ход игры" and w.moves_log[0]["title"] == "Партия 1"
    assert "Итого" in w.scores_html and "партия 1" in w.board_label
    changed = {k for k in english if english[k] != russian[k]}
    assert {"status", "board_label", "scores_html", "words", "buttons", "hands",
            "moves_log"} <= changed
    assert send(w, {"kind": "language", "lang": "en"})
    assert texts(w) == english  # byte for byte the English it showed before


def test_a_forged_language_is_refused_visibly_and_changes_nothing(english_kernel: None) -> None:
    w = played_cross("ru")
    before = (snapshot(w), texts(w))
    for forged in ({"kind": "language", "lang": "xx"}, {"kind": "language", "lang": "RU"},
                   {"kind": "language", "lang": 3}, {"kind": "language"},
                   {"kind": "language", "lang": "en", "extra": 1}):
        assert not send(w, forged)
        assert CYRILLIC.search(w.error), (forged, w.error)  # said in the widget's language
        w.error = ""
        assert (snapshot(w), texts(w)) == before and w.lang == "ru"
    w._handle_msg({"content": {"data": {"method": "update", "state": {"lang": "en"}}}})
    assert "lang" in w.error and w.lang == "ru"  # the trait is the widget's, not the page's


def test_a_russian_widget_in_an_english_kernel_refuses_in_russian(english_kernel: None) -> None:
    w = GameWidget(scripted("traditional", [YOU, BOT], names=("Вы", "Бот")), humans=[0],
                   pause=0, lang="ru")
    assert not send(w, {"kind": "undo"})
    assert w.error == "Отменять нечего: вы ещё не ходили."
    assert not send(w, {"kind": "tile", "tile": "6:6"})
    assert w.error == "У вас нет 6:6"
    assert not send(w, {"kind": "next_hand"})
    assert w.error == "Партия ещё не окончена."
    with pytest.raises(domino_widgets.DominoError, match="нет левой и правой руки"):
        w.split()  # from Python too
    from domino_widgets.engine.i18n import current_language

    assert current_language() == "en"  # the kernel itself still speaks English
    english = GameWidget(scripted("traditional", [YOU, BOT]), humans=[0], pause=0)
    assert not send(english, {"kind": "undo"})
    assert english.error == "Nothing to undo: no move of yours yet."


def test_jobs_run_in_the_widgets_language(english_kernel: None) -> None:
    w = GameWidget("cross", players=4, seed=5, pause=0.01, lang="ru")
    assert w.busy and w.wait()  # the bots' first moves, as a job
    assert send(w, {"kind": "hint"})
    assert w.hints.get("pending") and w.hints["title"] == "Подсказка: ищу лучшие ходы"
    assert w.wait()  # the job's steps run here, outside any language block
    assert w.hints["title"].startswith("Подсказка (Вы)")
    assert all(CYRILLIC.search(m["label"]) or ":" in m["label"] for m in w.hints["moves"])
    assert send(w, {"kind": "play", "move": w.hints["moves"][0]["move"]})
    assert w.wait()  # the bots' moves, as a job
    assert w.status.startswith("Ваш ход") or w.state.hand_over is not None


def test_replay_and_sandbox_switch_language_and_back(english_kernel: None) -> None:
    r = ReplayWidget("quintuple-book", step=3)
    english = texts(r)
    assert send(r, {"kind": "language", "lang": "ru"})
    assert r.step == 3 and r.frames[3]["text"].startswith("Ход 3 из 10: ")
    assert r.frames[0]["text"] == "Раздача. Всего ходов: 10; заходит Андрей."
    assert r.words["next"] == "Дальше"
    assert send(r, {"kind": "language", "lang": "en"}) and texts(r) == english
    s = SandboxWidget("cross-photos", at=10)
    english = texts(s)
    assert send(s, {"kind": "language", "lang": "ru"})
    assert s.status.startswith("Ходит Аня.") and s.words["set_hand"] == "Задать кости"
    assert send(s, {"kind": "preview", "move": s.moves[0]["move"]})
    assert s.preview["title"].startswith("После хода: Аня, ")
    assert send(s, {"kind": "clear_preview"})
    assert send(s, {"kind": "language", "lang": "en"}) and texts(s) == english


def test_russian_plurals_have_three_forms(english_kernel: None) -> None:
    from domino_widgets.engine.i18n import language
    from domino_widgets.render.scores import count_tiles

    with language("ru"):
        assert [count_tiles(n) for n in (1, 2, 5, 11, 21, 22)] == [
            "1 кость", "2 кости", "5 костей", "11 костей", "21 кость", "22 кости"]
    assert [count_tiles(n) for n in (1, 2)] == ["1 tile", "2 tiles"]


def test_an_exercise_keeps_the_language_it_was_made_in(english_kernel: None) -> None:
    from domino_widgets import teaching
    from domino_widgets.engine.i18n import language

    with language("ru"):
        exercise = teaching.ask_penalty(13)
    assert exercise.check_button.description == "Проверить"
    assert exercise.answer(10).text.startswith("Не совсем: ")  # checked outside the block
    assert exercise.answer(15).text == ("Верно: 13 очков округляются до 15 (остаток 3 или 4 "
                                        "округляется вверх).")
    assert exercise.reveal().startswith("Ответ: 13 очков")
    assert teaching.check_penalty(13, 15).text.startswith("Right: 13 pips")
