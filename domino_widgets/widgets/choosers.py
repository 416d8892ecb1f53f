"""Simple built-in move choosers for the bot seats of ``GameWidget``.

A chooser takes a ``State`` (the bot is ``state.turn``) and returns one of
``state.legal_actions()``. The real bots live in ``domino_widgets.bots`` once it exists; these
two only need the legal moves and the scores.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine.actions import END_TURN, tile_of
from ..engine.errors import OptionError
from ..engine.state import State
from ..engine.tiles import TILES

if TYPE_CHECKING:
    from ..bots.players import Player
    from ..bots.steps import Steps

Chooser = Callable[[State], int]


def first_legal(state: State) -> int:
    """The first legal action."""
    return state.legal_actions()[0]


def points_of(state: State, action: int) -> int:
    """What ``action`` would score for the player on turn, the turn finished (on a clone)."""
    twin = state.clone()
    mover = twin.turn
    before = twin.scores[mover]
    twin.apply(action)
    if twin.turn == mover and twin.turn_plays and END_TURN in twin.legal_actions():
        twin.apply(END_TURN)
    return twin.scores[mover] - before


def greedy(state: State) -> int:
    """The action that scores most at once; among equals, the heaviest tile leaves the hand."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]

    def key(action: int) -> tuple[int, int]:
        weight = TILES[tile_of(action)].pips if action >= 0 else -1
        return points_of(state, action), weight

    return max(legal, key=key)


BUILT_IN: dict[str, Chooser] = {"first": first_legal, "greedy": greedy}


class PlayerChooser:
    """A player of ``domino_widgets.bots`` as a chooser; ``steps`` chooses in steps (a
    search yields between its guesses, so the widget runs it on the event loop in slices).

    Each choice is seeded by the match's seed and the position's place in the match (its
    hand and history length), not by the choices before it: the same position, seed and
    strength give the same move again, after an undo or in another kernel."""

    def __init__(self, player: Player, seed: object = None) -> None:
        self.player = player
        self.seed = seed

    def _reseed(self, state: State) -> None:
        self.player.rng.seed(f"{self.seed}/{state.hand_no}/{len(state.history)}")

    def __call__(self, state: State) -> int:
        self._reseed(state)
        return self.player.choose(state, state.turn)

    def steps(self, state: State) -> Steps[int]:
        self._reseed(state)
        return self.player.choosing(state, state.turn)


def resolve_bot(bot: object, seed: int | str | None = None) -> Chooser:
    """A chooser from a function of the state, a player of ``domino_widgets.bots`` or its
    name ("greedy", "random", "search", ...); the built-in two stand in without that package."""
    try:
        from ..bots import Player, make_player
    except ImportError:  # pragma: no cover - the bots package is optional here
        Player = make_player = None  # type: ignore[assignment,misc]  # noqa: N806
    if Player is not None and (isinstance(bot, Player) or (
            isinstance(bot, str) and bot not in BUILT_IN or bot == "greedy")):
        return PlayerChooser(make_player(bot, seed), seed)

    if callable(bot):
        return bot
    if isinstance(bot, str) and bot in BUILT_IN:
        return BUILT_IN[bot]
    if isinstance(bot, str):
        raise OptionError(f"unknown bot {bot!r}; bots: {', '.join(BUILT_IN)}")
    raise OptionError(f"bot must be a name or a function of the state, not {bot!r}")
