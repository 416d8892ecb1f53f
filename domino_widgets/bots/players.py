"""Players that choose moves: random, greedy, and the spec strings that name them.

A player chooses through ``state.view(seat)`` only: what that player may see. Where it needs a
full ``State`` to try a move (the points a move scores), it plays on a sampled world
(``world.py``) in which the hidden tiles are guesses, never on the real hands. Greedy's rule
and the playout steps built on it are in ``greedy.py`` (its names stay importable from here).
"""

from __future__ import annotations

import copy
import random
from typing import TYPE_CHECKING

from .greedy import CONTINUATION_DEPTH as CONTINUATION_DEPTH
from .greedy import PIPS as PIPS
from .greedy import Known as Known
from .greedy import best_of as best_of
from .greedy import finish_turn_greedily as finish_turn_greedily
from .greedy import greedy_action
from .greedy import greedy_keys as greedy_keys
from .greedy import greedy_step as greedy_step
from .greedy import quiet_trial as quiet_trial
from .greedy import settle as settle
from .greedy import shed_weight as shed_weight
from .greedy import step_gain as step_gain
from .greedy import tried as tried
from .greedy import tried_turn as tried_turn
from .greedy import turn_gain as turn_gain
from .sampler import determinize, sample
from .steps import Steps, run_through
from .world import state_knowledge

if TYPE_CHECKING:
    from ..engine.state import State


class Player:
    """Base of the players: ``choose(state, seat)`` returns a legal action of ``seat``."""

    kind = "player"
    see_all = False  # True only for the teaching mode that looks at every hand

    def __init__(self, seed: int | str | None = None) -> None:
        self.rng = random.Random(seed)

    def for_game(self, seed: int | str) -> Player:
        """A fresh copy of this player for one game, its choices seeded by ``seed``."""
        twin = copy.copy(self)
        twin.rng = random.Random(seed)
        return twin

    def choose(self, state: State, seat: int) -> int:
        """A legal action of ``seat`` (whose turn it is)."""
        if type(self).choosing is Player.choosing:
            raise NotImplementedError(f"{type(self).__name__} defines neither choose nor "
                                      "choosing")
        return run_through(self.choosing(state, seat))

    def choosing(self, state: State, seat: int) -> Steps[int]:
        """``choose`` in steps (``steps.py``): a long search yields between its guesses, so a
        widget can run it on the kernel's event loop; the quick players take one step."""
        yield from ()
        return self.choose(state, seat)

    def spec(self) -> str:
        """The name that ``make_player`` turns back into this player."""
        return self.kind

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.spec()}>"


class RandomPlayer(Player):
    """Any legal action, uniformly."""

    kind = "random"

    def choose(self, state: State, seat: int) -> int:
        legal = state.view(seat).legal_actions
        return legal[0] if len(legal) == 1 else self.rng.choice(legal)


class GreedyPlayer(Player):
    """The most points now for itself (the whole turn, if doubles let it go on); among equals,
    the heaviest tile, to shed pips."""

    kind = "greedy"

    def choose(self, state: State, seat: int) -> int:
        view = state.view(seat)
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        know = state_knowledge(state, view)
        world = determinize(state, seat, sample(know, self.rng))
        return greedy_action(world, self.rng)
