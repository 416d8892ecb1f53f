"""The hint panel of ``GameWidget`` and ``SandboxWidget``: the best legal moves of the player
on turn, from ``domino_widgets.bots.hint``, with what each is worth and why.

The search sees only what that player sees, and its budget is small (``HINT_SECONDS``), so it
runs in the kernel's thread without freezing the page: about 0.2 s for four-player Cross at
the start of a hand (``bench/bench_hint.py`` measures it).
"""

from __future__ import annotations

from typing import Any

from ..engine.errors import IllegalMoveError
from ..engine.state import State

HINT_SECONDS = 0.2  # the search's time budget per hint
HINTS_SHOWN = 3
VALUE_NOTE = ("Value: the expected result of the hand for {name}: own points minus the others' "
              "average, from {samples} playouts with guessed hidden tiles.")


def position_key(state: State) -> tuple:
    """What a hint belongs to: the position (a move, an undo or an edited hand changes it)."""
    return id(state), len(state.history), state.turn, tuple(state.hands)


def hint_panel(state: State, kind: str) -> dict[str, Any]:
    """The hints for the player on turn: ``{"title", "note", "moves": [...]}``; each move has
    its ``action``, ``label``, ``value`` (and ``value_text``), ``reason``, ``tile`` (-1 for a
    draw or a pass) and the ``kind`` of message a click on it sends (``play``, ``preview``)."""
    from ..bots import hint  # the bots import the engine only; loaded when first asked

    if state.match_over:
        raise IllegalMoveError("the match is over: there is nothing to hint")
    if state.hand_over is not None:
        raise IllegalMoveError("the hand is over: there is nothing to hint")
    seat = state.turn
    legal = set(state.legal_actions())
    found = [h for h in hint(state, seat, n=HINTS_SHOWN, time_limit=HINT_SECONDS,
                             seed=len(state.history)) if h.action in legal]
    only = len(legal) == 1  # nothing was searched: no value to show
    moves = [{"action": h.action, "label": str(h.move), "value": h.value,
              "value_text": "" if only else f"{h.value:+.1f}", "reason": h.reason, "kind": kind,
              "tile": h.action >> 9 if h.action >= 0 else -1, "best": k == 0}
             for k, h in enumerate(found)]
    name = state.players[seat]
    samples = max((h.samples for h in found), default=0)
    if only:
        note = "There is only one legal move."
    else:
        note = VALUE_NOTE.format(name=name, samples=samples)
    return {"title": f"Hint for {name}: the best moves first", "note": note, "moves": moves}


def hinted(panel: dict[str, Any]) -> tuple[int | None, int | None]:
    """(the tile, the placement action) of the best hint, to mark in the pictures."""
    moves = panel.get("moves") or []
    if not moves or moves[0]["action"] < 0:
        return None, None
    return moves[0]["tile"], moves[0]["action"]
