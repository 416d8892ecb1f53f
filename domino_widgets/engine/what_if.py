"""What-ifs for the search, on its own clones of a ``State`` (bound in its class): a sampled
world in place of the hidden tiles (``guess_hidden``), and a player holding other tiles for a
moment (``holding``). Unchecked, for speed: ``State.edited`` is the checked way.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .games.base import Rules
    from .position import Match


def guess_hidden(self: Match[Rules], hands: Mapping[int, tuple[int, ...]],
                 boneyard: tuple[int, ...], aside: int | None,
                 splits: Mapping[int, tuple[tuple[int, ...], tuple[int, ...]]]) -> None:
    """Make this state (a clone) a sampled world: the named players hold ``hands`` (two
    hands: ``splits``), the undrawn boneyard is ``boneyard`` and the set-aside tile
    ``aside``; the true deal is forgotten. Unchecked: ``bots/world.py`` keeps every count
    as it was (``edited`` is the checked way)."""
    for q, hand in hands.items():
        self.hands[q] = hand
    if splits:
        self.aux = self.rules.edited_aux(self, dict(splits))
    self.boneyard = boneyard
    self.bone_pos = 0
    if self.aside is not None:
        self.aside = aside
    self.dealt = []
    self._legal = None
    self.memo = {}


@contextmanager
def holding(self: Match[Rules], player: int, tiles: tuple[int, ...]) -> Iterator[list[int]]:
    """This state with ``player`` holding ``tiles`` for a moment; yields his legal actions
    then (the search asks what he would have done with other tiles)."""
    hand = self.hands[player]
    self.hands[player] = tiles
    self._legal = None
    try:
        yield self.legal_actions()
    finally:
        self.hands[player] = hand
        self._legal = None
