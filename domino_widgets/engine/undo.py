"""The two shapes of an undo record, as ``State.history`` keeps them: ``(action, record,
mover)``.

- A *snapshot* (``State._snapshot``): every field of the state that an action may change.
- A *step*: what a placement, a pass or a draw that the turn machine plays itself (``play.py``)
  changes, in this order: the hand number, the table and
  its ends, its placement count and next slot before the action, the mover's hand, the last
  placer, the turn count, the draws this turn, the scores and the hand results; a draw's step
  goes on with the boneyard and its position.

Readers of the history (``view.py``) ask these functions, not the positions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .table import EndRow

STEP_SIZE = 11  # the length of a step (a snapshot is longer)
DRAW_STEP_SIZE = STEP_SIZE + 2  # a draw's step


def is_step(record: tuple[Any, ...]) -> bool:
    return len(record) <= DRAW_STEP_SIZE


def hand_no_of(record: tuple[Any, ...]) -> int:
    """The hand (0-based) the action was taken in."""
    hand_no: int = record[0]
    return hand_no


def ends_before(record: tuple[Any, ...]) -> tuple[EndRow, ...]:
    """The open ends just before the action."""
    ends: tuple[EndRow, ...] = record[2] if is_step(record) else record[6][1]
    return ends


def drawn_tile(record: tuple[Any, ...]) -> int:
    """The tile that a draw took from the boneyard (the record of a DRAW)."""
    boneyard, position = record[STEP_SIZE:] if is_step(record) else record[2:4]
    tile: int = boneyard[position]
    return tile
