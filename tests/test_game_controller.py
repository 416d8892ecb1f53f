"""The GameWidget is one controller (issue 35, item 3): no mixins, an explicit table from intent
to handler, the parts it holds as objects, and a move checked for legality once, by the
engine's ``State.apply``."""

from __future__ import annotations

import inspect
from typing import Any

import pytest

from domino_widgets import GameWidget
from domino_widgets.engine import DRAW, Deal, State, parse_tile
from domino_widgets.widgets.base import DominoWidget
from domino_widgets.widgets.panel import Panelled


def ids(text: str) -> tuple[int, ...]:
    return tuple(parse_tile(t).index for t in text.split())


def send(widget: Any, content: Any) -> bool:
    widget._handle_custom_msg(content, [])
    return not widget.error


def test_the_game_widget_is_one_class_of_the_package_on_two_widget_bases() -> None:
    ours = [c for c in GameWidget.__mro__ if c.__module__.startswith("domino_widgets")]
    assert ours == [GameWidget, Panelled, DominoWidget]


def test_every_intent_has_its_handler_in_the_table_written_in_the_class() -> None:
    assert GameWidget.HANDLERS.keys() == GameWidget.INTENTS.keys()
    for kind, handler in GameWidget.HANDLERS.items():
        if kind == "language":  # the one every widget shares
            assert handler is DominoWidget._intent_language
            continue
        assert handler.__qualname__ == f"GameWidget.{handler.__name__}", kind
        assert inspect.getmodule(handler) is inspect.getmodule(GameWidget)


def test_the_parts_are_objects_the_widget_holds() -> None:
    w = GameWidget("cross", players=["Ann", "Bob", "Bot"], humans=[0, 1], seed=5, pause=0)
    parts = {name: type(getattr(w, name)).__name__
             for name in ("_match", "_cover", "_bots", "_hint", "_coach")}
    assert parts == {"_match": "Match", "_cover": "Cover", "_bots": "Bots",
                     "_hint": "GameHint", "_coach": "Coach"}
    assert type(w._match.split).__name__ == "Split"


def test_a_move_is_checked_once_by_the_engines_apply(monkeypatch: pytest.MonkeyPatch) -> None:
    """The widget does not vet a move itself: the page's move goes to ``State.apply``, which
    refuses an illegal one with its reason and leaves the state unchanged."""
    you, bot = ids("1:2 2:3 3:4 4:5 5:6 6:0 0:3"), ids("1:1 2:2 3:3 4:4 5:5 6:6 0:0")
    rest = tuple(i for i in range(28) if i not in you + bot)
    w = GameWidget(State.new("traditional", ["You", "Bot"], deals=[Deal((you, bot), rest)]),
                   humans=[0], pause=0)
    st = w.state
    assert st.turn == 0 and DRAW not in st.legal_actions()  # 1:2 fits: no drawing
    applied: list[int] = []
    real = State.apply

    def counted(self: State, action: int) -> None:
        applied.append(action)
        real(self, action)

    monkeypatch.setattr(State, "apply", counted)
    history, log = list(st.history), w.moves_log
    assert not send(w, {"kind": "draw"})
    assert applied == [DRAW] and w.error == st.why_illegal(DRAW)
    assert list(st.history) == history and w.moves_log == log
    move = st.move_text(st.legal_actions()[0])
    assert send(w, {"kind": "play", "move": move}) and applied[1] == st.history[len(history)][0]
