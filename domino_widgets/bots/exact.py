"""The end of a hand searched exactly, once nothing is hidden from a player any more.

Nothing is hidden when every unseen tile must be in one other hand (no boneyard, every other
hand empty but one): the player's knowledge (``world.py``) then allows one deal only, so the
deal built from it is the true one, found without reading it. Every player is taken to play
for his own result to the end of the hand (his points minus the others' average), a tie
between his moves broken the same way in every copy of the position (by the action's number).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .greedy import turn_gain
from .move_stats import MoveStats, distinct_moves
from .sampler import determinize, sample
from .world import knowledge

if TYPE_CHECKING:
    from ..engine.state import State


class _TooBig(Exception):
    """The rest of the hand needs more work than allowed."""


def nothing_hidden(position: State, seat: int) -> bool:
    """Whether ``seat`` knows every tile's place (by his view only; two hands never: the
    split of the other's tiles between his hands is not known)."""
    if position.rules.two_hands:
        return False
    view = position.view(seat)
    know = knowledge(position.rules, view, named_leader=position.first_leader is not None)
    holders = [q for q, c in enumerate(know.counts) if q != seat and c > 0]
    return (know.boneyard == 0 and len(holders) <= 1
            and len(know.unseen) == know.hidden_total)


def exact_margins(position: State, seat: int,
                  work: int) -> list[tuple[MoveStats, float]] | None:
    """Each distinct move of ``seat`` with his exact result (his gain minus the others'
    average to the end of the hand), or None if that takes more than ``work`` actions.
    Call only where ``nothing_hidden``."""
    view = position.view(seat)
    know = knowledge(position.rules, view, named_leader=position.first_leader is not None)
    world = determinize(position, seat, sample(know, random.Random(0), reads=False))
    before = world.scores
    stop = world.applied + work
    found = []
    try:
        for st in distinct_moves(view):
            st.turn_total = turn_gain(world, st.action)
            world.apply_trusted(st.action)
            gains = _solve(world, before, stop)
            _reply_facts(world, seat, st)
            world.undo()
            st.visits = 1
            st.ended = int(_ends_in_turn(world, st.action, seat))
            found.append((st, _margin(gains, seat)))
    except _TooBig:
        return None
    return found


def _solve(world: State, before: tuple[int, ...], stop: int) -> tuple[int, ...]:
    """Every player's gain (from ``before``) at the end of the hand, each playing his best."""
    if world.hand_over is not None:
        return tuple(s - b for s, b in zip(world.scores, before, strict=True))
    if world.applied > stop:
        raise _TooBig
    mover = world.turn
    best: tuple[float, int] | None = None
    result: tuple[int, ...] = ()
    for action in sorted(world.legal_actions()):
        world.apply_trusted(action)
        gains = _solve(world, before, stop)
        world.undo()
        key = (_margin(gains, mover), -action)
        if best is None or key > best:
            best, result = key, gains
    return result


def _margin(gains: tuple[int, ...], seat: int) -> float:
    others = [g for q, g in enumerate(gains) if q != seat]
    return gains[seat] - sum(others) / len(others)


def _ends_in_turn(world: State, action: int, seat: int) -> bool:
    """Whether ``action`` with the rest of the turn played greedily ends the hand."""
    depth = len(world.history)
    turn_gain(world, action, keep=True)
    while world.turn == seat and world.hand_over is None and world.turn_plays:
        world.apply_trusted(world.legal_actions()[0])
    ended = world.hand_over is not None
    world.undo_to(depth)
    return ended


def _reply_facts(world: State, seat: int, st: MoveStats) -> None:
    """The most the next player can score in reply, after ``seat``'s turn (``world`` stands
    right after the move; it is left as found)."""
    depth = len(world.history)
    while world.turn == seat and world.hand_over is None:
        world.apply_trusted(world.legal_actions()[0])
    if world.hand_over is None:
        st.reply_best = max(turn_gain(world, a) for a in world.legal_actions())
    world.undo_to(depth)
