"""What the other puzzle modules share: the error, the grades and a move's facts."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.errors import DominoError

GRADES = (1, 2, 3)
__all__ = ["GRADES", "Facts", "PuzzleError"]


class PuzzleError(DominoError):
    """A puzzle that cannot be used: a missing field, an unknown theme, a malformed record, a
    position that cannot be reached, an answer that is not legal there."""


@dataclass(frozen=True)
class Facts:
    """What the evaluation found for one move besides its value: the points of the turn it
    starts (``now``, on average), the most the next player scored in reply (``reply``), and
    whether it always ended the hand (``ends``)."""

    now: float = 0.0
    reply: int = 0
    ends: bool = False
