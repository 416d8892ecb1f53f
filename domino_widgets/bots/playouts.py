"""The search's playouts: the steps that play a sampled world on to the end of the hand.

The others play greedy (``greedy.py``); the searcher's own moves are greedy too, or look one
reply ahead (``lookahead_action``: the turn's points less the greedy reply's) in the games that
score the ends during play (``auto_looks_ahead``), or are random (``rollout="random"``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine.games.base import Rules
from .greedy import (
    Known,
    best_of,
    finish_turn_greedily,
    greedy_step,
    settle,
    shed_weight,
    tried,
    turn_gain,
)

if TYPE_CHECKING:
    from ..engine.state import State


def scores_the_ends(rules: Rules) -> bool:
    """Whether the game scores the open ends during play (Cross, Cross in two hands,
    Quintuple)."""
    return rules.scores_during_play


def auto_looks_ahead(rules: Rules) -> bool:
    """Whether ``rollout="auto"`` has the searcher's own playout moves look one reply ahead:
    in the games that score the ends during play, except where a turn places tiles from two
    hands (Cross in two hands): there a look-ahead costs five times a greedy move, and the same
    ``max_work`` buys five times as many greedy playouts."""
    return rules.scores_during_play and not rules.two_hands


def own_lookahead(seat: int) -> Lookahead:
    """Playout steps where ``seat`` looks one reply ahead (the others play greedy)."""
    return Lookahead(seat)


class GreedyPlayout:
    """Playout steps where every player plays greedy, each step taking what the trials of the
    step before found for its position (``known``: ``greedy.Known``)."""

    step = staticmethod(greedy_step)  # every player's step

    def __init__(self) -> None:
        self.known = Known()

    def __call__(self, st: State, rng: random.Random) -> None:
        self.step(st, rng, self.known)

    def to_end(self, st: State, rng: random.Random) -> None:
        """Steps to the end of the hand."""
        step, known = self.step, self.known
        while st.hand_over is None:
            step(st, rng, known)


class Lookahead:
    """Playout steps where ``seat`` looks one reply ahead and the others play greedy. When the
    move he keeps ends his turn, his look-ahead has tried every reply of the next player in that
    very position: that player's greedy step takes those keys (``known``: ``greedy.Known``)."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.known = Known()

    def __call__(self, st: State, rng: random.Random) -> None:
        if st.turn == self.seat:
            lookahead_step(st, rng, self.known)
        else:
            greedy_step(st, rng, self.known)

    def to_end(self, st: State, rng: random.Random) -> None:
        """Steps to the end of the hand."""
        seat, known = self.seat, self.known
        while st.hand_over is None:
            if st.turn == seat:
                lookahead_step(st, rng, known)
            else:
                greedy_step(st, rng, known)


class RandomPlayout:
    """Playout steps of uniformly random legal actions."""

    known = None

    def __call__(self, st: State, rng: random.Random) -> None:
        legal = st.legal_actions()
        st.apply_trusted(legal[0] if len(legal) == 1 else legal[rng.randrange(len(legal))])

    def to_end(self, st: State, rng: random.Random) -> None:
        """Steps to the end of the hand."""
        while st.hand_over is None:
            self(st, rng)


def lookahead_action(st: State, rng: random.Random) -> int:
    """The points of the turn less what the next player's greedy reply scores; then a reply
    that must draw or pass; then the heaviest tile."""
    legal = st.legal_actions()
    if len(legal) == 1:
        return legal[0]
    return best_of(legal, [_lookahead_key(st, a) for a in legal], rng)


def lookahead_step(st: State, rng: random.Random, known: Known | None = None) -> None:
    """Apply ``lookahead_action``'s choice (drawing on ``rng`` the same way), keeping the trial
    of the heaviest tile applied when it is the choice (``greedy.tried``); ``known`` counts
    what that spares and learns the replies' keys of the kept move."""
    legal = st.legal_actions()
    if len(legal) == 1:
        st.apply_trusted(legal[0])
        return
    depth = len(st.history)
    if known is None:
        keys, last = tried(st, legal, _lookahead_key)
    else:
        known.after = None
        keys, last = tried(st, legal, lambda s, a, keep: _lookahead_key(s, a, keep, known))
    choice = best_of(legal, keys, rng)
    settle(st, depth, legal, last, choice, known)
    if known is not None and choice != legal[last]:
        known.after = None


class EveryoneLooksAhead(GreedyPlayout):
    """Playout steps where every player looks one reply ahead (``lookahead_action``): the
    others taken to play otherwise than as the greedy bot (the judge's check of its
    assumption, ``estimates.py``)."""

    step = staticmethod(lookahead_step)


Playout = GreedyPlayout | Lookahead | EveryoneLooksAhead | RandomPlayout


def _lookahead_key(st: State, action: int, keep: bool = False,
                   known: Known | None = None) -> tuple[int, int, int]:
    mover = st.turn
    before = st.scores[mover]
    depth = len(st.history)
    st.apply_trusted(action)
    try:
        if st.turn == mover and st.turn_plays and st.hand_over is None:
            finish_turn_greedily(st, mover, None, known)  # Cross's doubles
        gain = st.scores[mover] - before
        reply, stuck = 0, 0
        if st.hand_over is None and st.turn != mover:
            legal = st.legal_actions()
            answers = [a for a in legal if a >= 0]
            if answers:
                work = known.work_at(st) if known is not None else 0
                gains = [turn_gain(st, a, False, known) for a in answers]
                reply = max(gains)
                if (keep and known is not None and len(st.history) == depth + 1
                        and answers == legal):
                    known.note(st.history[-1],
                               [(g, shed_weight(a)) for g, a in zip(gains, answers, strict=True)],
                               known.work_at(st) - work)
            else:
                stuck = 1
        return gain - reply, stuck, shed_weight(action)
    finally:
        stop = depth + 1 if keep else depth
        while len(st.history) > stop:
            st.undo()


def finish_turn(world: State, player: int, step: Callable[[State, random.Random], None],
                 rng: random.Random) -> None:
    """Play on while it is ``player``'s turn (draws, a turn of several tiles) and the hand goes
    on."""
    while world.turn == player and world.hand_over is None:
        step(world, rng)
