"""What a hand is made of and how it ends: its deal (``Deal``) and its result
(``HandResult``); S5's traditional points of a finished hand and S9's settlement."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple


class Deal(NamedTuple):
    """One hand's deal: every player's tiles, the boneyard in draw order, a set-aside tile."""

    hands: tuple[tuple[int, ...], ...]
    boneyard: tuple[int, ...] = ()
    aside: int | None = None


class HandResult(NamedTuple):
    """How a hand ended and what its end-of-hand scoring gave each player."""

    number: int  # 0-based hand number
    reason: str  # "domino" (a player went out), "blocked" (рыба) or "bound" (turn limit)
    winner: int | None  # who went out, or who won the block; None for a tie
    points: tuple[int, ...]  # end-of-hand points per player (penalties negative)
    pips: tuple[int, ...]  # pips left in each hand
    after_action: int  # length of the history when the hand ended
    totals: tuple[int, ...] = ()  # every player's match score after the hand


def traditional_points(pips: Sequence[int], reason: str, winner: int | None) -> tuple[int, ...]:
    """S5: who goes out scores the pips of all other hands; a block's winner (fewest pips)
    scores the others' total minus his own; a tie scores nothing."""
    points = [0] * len(pips)
    if winner is None:
        return tuple(points)
    others = sum(pips) - pips[winner]
    points[winner] = others if reason == "domino" else others - pips[winner]
    return tuple(points)


def settlement(scores: tuple[int, ...], winner: int, how: str) -> int:
    """S9: what the winner collects: sum(winner - loser) or, literally, winner - sum(losers)."""
    losers = [s for p, s in enumerate(scores) if p != winner]
    if how == "literal":
        return scores[winner] - sum(losers)
    return sum(scores[winner] - s for s in losers)
