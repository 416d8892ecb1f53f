"""What could they hold? The tiles a player has not seen, and for each other player the values
he cannot hold now, because he had to draw or pass when they were on the table: counting the tiles,
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
from .genders import gender_of
from .world import hand_events, state_knowledge

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
    know = state_knowledge(state, view)
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
    """Why ``q`` holds none of ``values``, in plain sentences: what he holds none of, then
    each time he drew or passed and what the open ends showed then (``Anya has no tile with a 2
    or a 5. She had to draw from the boneyard when the open ends were 1, 2 and 5.``), with the
    player's grammatical gender (``genders.py``), neutral where his name does not tell it."""
    name = state.players[q]
    sentences = [_("{name} has no tile with {values}.").format(
        name=name, values=any_of(values))]
    said: list[tuple[str, tuple[int, ...]]] = []
    for e in hand_events(view):  # type: ignore[arg-type]
        if e.player == q and e.kind in ("draw", "pass") and e.ends_before:
            ends = tuple(sorted(set(e.ends_before)))
            if (e.kind, ends) not in said:
                said.append((e.kind, ends))
    gender = gender_of(name)
    sentences += [_occasion(kind, ends, gender) for kind, ends in said]
    return " ".join(sentences)


def any_of(values: tuple[int, ...]) -> str:
    """``a 5``, ``a 2 or a 5``, ``a 1, a 2 or a 5`` (Russian «5», «2 или 5»)."""
    # TRANSLATORS: a value of a tile's half, as "a tile with ..." says it: "a 5"
    said = [_("a {value}").format(value=v) for v in values]
    if len(said) == 1:
        return said[0]
    # TRANSLATORS: the last of several values a tile may show: "a 1, a 2 or a 5"
    return _("{values} or {last}").format(values=", ".join(said[:-1]), last=said[-1])


def _ends_words(ends: tuple[int, ...]) -> str:
    """The open ends' values as the sentence ends: ``were 1, 2 and 5``, ``all showed 5``."""
    if len(ends) == 1:
        return _("all showed {value}").format(value=ends[0])
    # TRANSLATORS: the open ends' values: "were 1, 2 and 5"
    return _("were {values} and {last}").format(values=", ".join(map(str, ends[:-1])),
                                                last=ends[-1])


def _occasion(kind: str, ends: tuple[int, ...], gender: str | None) -> str:
    """One time the player drew (or passed), with the ends then, in his gender."""
    when = _ends_words(ends)
    if kind == "draw":
        said = {"f": _("She had to draw from the boneyard when the open ends {when}."),
                "m": _("He had to draw from the boneyard when the open ends {when}.")}.get(
            gender or "", _("They had to draw from the boneyard when the open ends {when}."))
    else:
        said = {"f": _("She had to pass when the open ends {when}."),
                "m": _("He had to pass when the open ends {when}.")}.get(
            gender or "", _("They had to pass when the open ends {when}."))
    return said.format(when=when)
