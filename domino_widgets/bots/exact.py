"""The end of a hand solved exactly, once nothing is hidden from a player any more.

Nothing is hidden when every unseen tile must be in one other hand (no boneyard, every other
hand empty but one): the player's knowledge (``world.py``) then allows one deal only, so the
deal built from it is the true one, found without reading it. The exact solver
(``solver.py``) then values every move: every player plays for his own result to the end of
the hand (his points minus the others' average). A value is exact only when the solver proved
it within its budget of nodes (``EXACT_NODES_PER_WORK`` for each action of the review's work);
otherwise ``exact_margins`` answers None and the review estimates instead.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .greedy import turn_gain
from .move_stats import MoveStats, distinct_moves
from .sampler import determinize, sample
from .solver import solve
from .world import state_knowledge

if TYPE_CHECKING:
    from ..engine.state import State

# Nodes the solver may search for each action of the review's work (``work``): at the default
# work of 10,000 actions, 200,000 nodes (bench/bench_solver.py: two-player Cross and
# Traditional need a median of some 2,000 from a position with 7 tiles a hand; the engine's own
# search, for the other games, some 30,000 nodes a second).
EXACT_NODES_PER_WORK = 20


def nothing_hidden(position: State, seat: int) -> bool:
    """Whether ``seat`` knows every tile's place (by his view only; two hands never: the
    split of the other's tiles between his hands is not known)."""
    if position.rules.two_hands:
        return False
    view = position.view(seat)
    know = state_knowledge(position, view)
    holders = [q for q, c in enumerate(know.counts) if q != seat and c > 0]
    return (know.boneyard == 0 and len(holders) <= 1
            and len(know.unseen) == know.hidden_total)


def exact_margins(position: State, seat: int,
                  work: int) -> list[tuple[MoveStats, float]] | None:
    """Each distinct move of ``seat`` with his exact result (his gain minus the others'
    average to the end of the hand), or None if the solver cannot prove it within
    ``EXACT_NODES_PER_WORK * work`` nodes. Call only where ``nothing_hidden``."""
    view = position.view(seat)
    know = state_knowledge(position, view)
    world = determinize(position, seat, sample(know, random.Random(0), reads=False))
    stats = distinct_moves(view)
    solution = solve(world, seat, budget=EXACT_NODES_PER_WORK * work,
                     actions=[st.action for st in stats])
    if not solution.proved:
        return None
    found = []
    for st in stats:
        value = solution.value_of(st.action)
        assert value is not None  # every move asked is solved in a proved solution
        add_facts(world, seat, st)
        st.visits = 1
        found.append((st, value))
    return found


def solved_deal(world: State, seat: int, actions: list[int], nodes: int) -> list[float] | None:
    """``seat``'s result to the end of the hand (his gain minus the others' average) after
    each of ``actions`` (his, to move in ``world``: a sampled deal, every tile known), every
    player playing his best with every tile seen; None where the solver cannot prove it within
    ``nodes``. ``world`` is left as found."""
    solution = solve(world, seat, budget=nodes, actions=actions)
    if not solution.proved:
        return None
    values = [solution.value_of(a) for a in actions]
    return None if any(v is None for v in values) else [float(v or 0.0) for v in values]


def add_facts(world: State, seat: int, st: MoveStats) -> None:
    """Add to ``st`` what its move does in ``world`` (``seat`` to move; left as found): the
    points of the turn it starts (played on greedily), whether that turn ends the hand, and
    the most the next player can score in reply."""
    st.turn_total += turn_gain(world, st.action)
    st.ended += int(_ends_in_turn(world, st.action, seat))
    world.apply_trusted(st.action)
    _reply_facts(world, seat, st)
    world.undo()


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
        best = max(turn_gain(world, a) for a in world.legal_actions())
        st.reply_best = max(st.reply_best, best)
    world.undo_to(depth)
