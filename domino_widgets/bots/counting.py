"""What could they hold? The tiles a player has not seen, and for each other player the values
he cannot hold now, because he drew or passed when they were on the table: counting the tiles,
from public information only (``world.py`` reads the view, never a hidden hand).

>>> from domino_widgets import new_game
>>> from domino_widgets.bots.counting import what_they_could_hold
>>> state = new_game("cross", ["You", "Bot"], seed=3)
>>> len(what_they_could_hold(state, 0).unseen)
21
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.i18n import _
from ..engine.tiles import SET_SIZE, TILES, Tile
from .world import hand_events, knowledge

if TYPE_CHECKING:
    from ..engine.state import State


@dataclass(frozen=True)
class Absence:
    """Values a player cannot hold now, and why, in words."""

    player: int
    values: tuple[int, ...]
    reason: str


@dataclass(frozen=True)
class Counting:
    """What ``me`` can tell of the hidden tiles."""

    me: int
    unseen: tuple[Tile, ...]  # the tiles he has not seen: in the others' hands or the boneyard
    absences: tuple[Absence, ...]  # per other player, the values he cannot hold (if any)

    def lines(self) -> list[str]:
        """The counting in sentences, for a reader."""
        tiles = ", ".join(str(t) for t in self.unseen)
        out = [_("Tiles you have not seen ({count}): {tiles}").format(count=len(self.unseen),
                                                                      tiles=tiles or "-")]
        out += [a.reason for a in self.absences]
        return out


def what_they_could_hold(state: State, me: int) -> Counting:
    """The counting of ``me`` (a seat) in the hand in play, from his view only."""
    view = state.view(me)
    know = knowledge(state.rules, view, named_leader=state.first_leader is not None)
    unseen = tuple(TILES[t] for t in sorted(set(know.unseen), key=lambda t: t % SET_SIZE))
    absences = []
    for q, bans in sorted(know.bans.items()):
        if not bans:
            continue
        values = tuple(v for v in range(7) if _never(v, bans, know.unseen))
        if values:
            absences.append(Absence(q, values, _reason(state, view, q, values)))
    return Counting(me, unseen, tuple(absences))


def _never(value: int, bans: list[frozenset[int]], unseen: list[int]) -> bool:
    """Whether every unseen tile showing ``value`` is banned from every place of a hand."""
    tiles = [t for t in unseen if value in (TILES[t].a, TILES[t].b)]
    return bool(tiles) and all(t in banned for banned in bans for t in tiles)


def _reason(state: State, view: object, q: int, values: tuple[int, ...]) -> str:
    """Why ``q`` holds none of ``values``: the ends the table showed when he drew or passed."""
    shown = []
    for e in hand_events(view):  # type: ignore[arg-type]
        if e.player == q and e.kind in ("draw", "pass") and e.ends_before:
            ends = ", ".join(str(v) for v in sorted(set(e.ends_before)))
            if ends not in shown:
                shown.append(ends)
    return _("{name} holds no tile with {values}: he drew or passed when the ends showed "
             "{ends}").format(name=state.players[q], values=", ".join(map(str, values)),
                              ends="; ".join(shown))
