"""Short helpers for the lessons: the folded cells that set up a board or a question call these,
so that what a curious learner finds when he opens one reads like the game.

>>> from domino_widgets import lesson
>>> table = lesson.position("traditional", {"Ann": "1:1 1:2 5:5", "Bob": "1:3 4:4 6:6"},
...                         boneyard="", moves="1:1 1:3 1:2")
>>> lesson.ends(table)
'3, 2'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .engine.explain import move_text
from .engine.record import Record
from .engine.state import State

Tiles = str | Sequence[str]


def tiles(text: Tiles) -> list[str]:
    """Tiles written one after another, ``"1:1 1:2 5:5"`` (or already a list)."""
    return text.split() if isinstance(text, str) else list(text)


def moves_of(text: str | Sequence[str]) -> list[str]:
    """Moves written one after another: ``"1:1 1:3 1:2"``, or ``"2:2, play 4:2 on 3:4"`` with
    commas where a move needs more than its tile (the record notation)."""
    if not isinstance(text, str):
        return list(text)
    return [m.strip() for m in text.split(",") if m.strip()] if "," in text else text.split()


def position(game: str, hands: Mapping[str, Tiles], *, boneyard: Tiles | None = None,
             moves: str | Sequence[str] = "", leader: str | None = None, later: bool = False,
             options: dict[str, Any] | None = None) -> State:
    """A position: these hands (``{"Ann": "1:1 1:2", ...}``, in seat order), this boneyard
    (``""``: none; by default the tiles nobody holds), then these moves played.

    With ``later`` it is the start of a later hand of the match, led by ``leader`` by the rule
    for later hands."""
    state = State.from_hands(game, {name: tiles(held) for name, held in hands.items()},
                             boneyard=None if boneyard is None else tiles(boneyard),
                             leader=leader, options=options, later_hand=later)
    for move in moves_of(moves):
        state.play(move)
    return state


def record_position(name: str, after: int) -> State:
    """The position of a shipped record (``"spider-closed-leg"``) after its move ``after``."""
    return Record.load(name).positions()[after]


def record_end(name: str) -> State:
    """The position at the end of a shipped record."""
    return Record.load(name).replay().state


def record_moves(name: str) -> str:
    """A shipped record move by move, one line a move, in the lesson's language."""
    return "\n".join(Record.load(name).replay().lines())


def hand(state: State, player: str | None = None) -> str:
    """The tiles ``player`` (by default the player to move) holds: ``"6:3 5:1 4:0"``."""
    seat = state.turn if player is None else state.players.index(player)
    return " ".join(str(t) for t in state.hand_tiles(seat))


def ends(state: State) -> str:
    """The open ends' numbers: ``"3, 2"``."""
    return ", ".join(str(v) for v in state.table.values())


def moves_now(state: State) -> str:
    """What the player to move may do now, one move a line, in words."""
    return "\n".join(move_text(m) for m in state.legal_moves())


def played(state: State, moves: Iterable[str]) -> State:
    """A copy of ``state`` with these moves played (the position itself stays)."""
    later = state.clone()
    for move in moves_of(list(moves) if not isinstance(moves, str) else moves):
        later.play(move)
    return later
