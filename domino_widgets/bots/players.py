"""Players that choose moves: random, greedy, and the spec strings that name them.

A player chooses through ``state.view(seat)`` only: what that player may see. Where it needs a
full ``State`` to try a move (the points a move scores), it plays on a sampled world
(``world.py``) in which the hidden tiles are guesses, never on the real hands.
"""

from __future__ import annotations

import copy
import random
from typing import TYPE_CHECKING, Any

from ..engine.actions import tile_of
from ..engine.errors import OptionError
from ..engine.tiles import TILES
from .steps import Steps, run_through
from .world import determinize, knowledge, sample

if TYPE_CHECKING:
    from ..engine.state import State

CONTINUATION_DEPTH = 4  # how many more tiles of the same turn greedy looks at (Cross's doubles)


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
        world = determinize(state, seat, sample(knowledge(state.rules, view), self.rng))
        return greedy_action(world, self.rng)


def turn_gain(st: State, action: int) -> int:
    """The points the mover gains by ``action`` and the rest of the same turn played greedily
    one tile at a time (Cross's doubles, the second hand of Cross in two hands); the state is
    left unchanged."""
    mover = st.turn
    before = st.scores[mover]
    depth = len(st.history)
    st.apply(action)
    try:
        finish_turn_greedily(st, mover, CONTINUATION_DEPTH)
        return st.scores[mover] - before
    finally:
        while len(st.history) > depth:
            st.undo()


def finish_turn_greedily(st: State, mover: int, limit: int | None = None) -> None:
    """While ``mover``'s turn goes on after a placement (Cross's doubles, the second hand of
    Cross in two hands), place the tile that scores most, then the heaviest; at most ``limit``
    tiles."""
    placed = 0
    while (st.turn == mover and st.turn_plays and st.hand_over is None
           and (limit is None or placed < limit)):
        st.apply(max(st.legal_actions(), key=lambda a: (step_gain(st, a), shed_weight(a))))
        placed += 1


def step_gain(st: State, action: int) -> int:
    """The points the mover gains by ``action`` alone (state unchanged)."""
    mover = st.turn
    before = st.scores[mover]
    st.apply(action)
    gain = st.scores[mover] - before
    st.undo()
    return gain


def shed_weight(action: int) -> int:
    """The pips a placement sheds (0 for draw, pass, end of turn)."""
    return TILES[tile_of(action)].pips if action >= 0 else 0


def greedy_action(st: State, rng: random.Random) -> int:
    """Greedy's choice on a full state: most points now, then the heaviest tile, then chance."""
    legal = st.legal_actions()
    if len(legal) == 1:
        return legal[0]
    best: list[int] = []
    best_key: tuple[int, int] | None = None
    for a in legal:
        key = (turn_gain(st, a), shed_weight(a))
        if best_key is None or key > best_key:
            best, best_key = [a], key
        elif key == best_key:
            best.append(a)
    return best[0] if len(best) == 1 else rng.choice(best)


PLAYER_KINDS = ("random", "greedy", "search", "omniscient")


def make_player(spec: str | Player, seed: int | str | None = None) -> Player:
    """A player from its name: ``random``, ``greedy``, ``search`` or ``omniscient`` (search
    that sees every hand, for teaching), with settings as ``search:samples=32:rollout=random``.
    """
    if isinstance(spec, Player):
        return spec.for_game(seed) if seed is not None else spec
    if not isinstance(spec, str):
        raise OptionError(f"a player is a name such as 'greedy', not {spec!r}")
    kind, _, settings = spec.strip().partition(":")
    kind = kind.strip().lower()
    kwargs = _settings(spec, settings)
    if kind in ("search", "omniscient", "see-all", "see_all"):
        from .search import SearchPlayer

        if kind != "search":
            kwargs["see_all"] = True
        try:
            return SearchPlayer(seed, **kwargs)
        except TypeError:
            known = ", ".join(SearchPlayer.SETTINGS)
            raise OptionError(f"unknown setting in player {spec!r}; known: {known}") from None
    if kind not in PLAYER_KINDS:
        raise OptionError(f"unknown player {spec!r}; players: {', '.join(PLAYER_KINDS)}")
    if kwargs:
        raise OptionError(f"player {kind} has no settings ({spec!r})")
    return RandomPlayer(seed) if kind == "random" else GreedyPlayer(seed)


def _settings(spec: str, text: str) -> dict[str, Any]:
    """``samples=32:rollout=random`` -> {"samples": 32, "rollout": "random"}."""
    out: dict[str, Any] = {}
    for part in filter(None, (p.strip() for p in text.split(":"))):
        key, eq, value = part.partition("=")
        if not eq or not key.strip():
            raise OptionError(f"bad player setting {part!r} in {spec!r}: write name=value")
        value = value.strip()
        if value.lower() == "none":  # a budget left open (max_work=None)
            out[key.strip()] = None
            continue
        try:
            out[key.strip()] = int(value)
        except ValueError:
            try:
                out[key.strip()] = float(value)
            except ValueError:
                out[key.strip()] = value
    return out
