"""Helpers shared by the game tests: a refused move changes nothing and says one line."""

from __future__ import annotations

from typing import Any

import pytest

from domino_widgets.engine import IllegalMoveError, State


def refused(st: State, action: Any, match: str) -> str:
    """Try a bad move (an action int, a tile string, ``(tile, {on: ...})`` or a function of no
    arguments such as ``lambda: split(st, ...)``): it must raise a one-line IllegalMoveError (a
    ValueError subclass) matching ``match`` and leave the state and its legal actions exactly
    as they were. Returns the message."""
    before, legal = st._snapshot(), list(st.legal_actions())
    with pytest.raises(IllegalMoveError, match=match) as err:
        if isinstance(action, int):
            st.apply(action)
        elif isinstance(action, str):
            st.play(action)
        elif callable(action):
            action()
        else:
            st.play(action[0], **action[1])
    assert isinstance(err.value, ValueError) and "\n" not in str(err.value)
    assert st._snapshot() == before and st.legal_actions() == legal
    return str(err.value)


def placements(st: State) -> list[tuple[str, int | None, bool]]:
    """The legal placements as (tile as played, value of the end joined, crosswise)."""
    return sorted((m.played_as, m.at, m.crosswise) for m in st.legal_moves() if m.kind == "play")


def cross_with_a_choice(seed: int = 0) -> Any:
    """A GameWidget of four-player Cross after the lead: a human on turn with several legal
    moves (the first such deal from ``seed`` on)."""
    from domino_widgets.widgets import GameWidget

    for k in range(seed, seed + 40):
        st = State.new("cross", 4, seed=k)
        st.apply(st.legal_actions()[0])
        while st.turn_plays and st.hand_over is None:
            st.apply(st.legal_actions()[-1])
        if len(st.legal_actions()) > 2:
            return GameWidget(st, humans=[st.turn], pause=0)
    raise AssertionError("no position with a choice")
