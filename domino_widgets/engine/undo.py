"""The undo records: what ``State.history`` keeps of every action, ``(action, record, mover)``.

Two named records, told apart by their type, both made by ``State.apply_trusted`` and put back
by ``State.undo``:

- a ``Snapshot``: every field of the state that an action may change, as it was just before
  it, the table's fields by name (the table object itself is kept too: undo restores it in
  place when this state owns it, else a copy);
- a ``Step``: the part of it that a placement, a pass or a draw changes in a game whose actions
  change nothing else (``Rules.step_undo``: one placement a turn, no candidates for a centre,
  no game data), at a third of the cost; undo gives the turn back to the mover.

Readers of the history (``view.py``, the bots) read the fields both have by name: ``hand_no``,
``ends`` (before the action), ``boneyard`` and ``bone_pos`` (a draw's tile).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from .games.hand_data import Deal, HandResult
    from .table import EndRow, Table


class Snapshot(NamedTuple):
    """The state just before an action (made without a call to its constructor:
    ``table.new_tuple(Snapshot, (...))``)."""

    hand_no: int
    hands: tuple[tuple[int, ...], ...]
    boneyard: tuple[int, ...]
    bone_pos: int
    aside: int | None
    table: Table
    placed: int  # how many tiles were on the table
    ends: tuple[EndRow, ...]
    centre: int
    candidates: tuple[int, ...]
    arms: frozenset[str]
    table_aux: Any
    next_slot: int
    turn: int
    leader: int
    turn_plays: tuple[int, ...]
    draws_this_turn: int
    turn_count: int
    last_placer: int
    scores: tuple[int, ...]
    results: tuple[HandResult, ...]
    hand_over: HandResult | None  # (the match is never over before an action)
    aux: Any
    hand_start: int
    hand_turn0: int
    deal: Deal | None  # a split's record: the hand's deal before it (else None)


class Step(NamedTuple):
    """What a placement, a pass or a draw changes where ``Rules.step_undo`` holds, as it was
    just before it."""

    hand_no: int
    table: Table
    placed: int  # how many tiles were on the table
    ends: tuple[EndRow, ...]
    next_slot: int
    hand: tuple[int, ...]  # the mover's
    last_placer: int
    turn_count: int
    draws_this_turn: int
    scores: tuple[int, ...]
    results: tuple[HandResult, ...]
    boneyard: tuple[int, ...]
    bone_pos: int
    centre: int  # the table's centre and its started arms (Quintuple's first double)
    arms: frozenset[str]


Undo = Snapshot | Step  # the record of an action
