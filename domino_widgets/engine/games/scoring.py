"""Scoring parts shared by games that count the open ends during play: the counted ends
(``Counted``) and their text (``counted_text``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ..i18n import _, ngettext
from ..table import BRANCH, PLACED, SLOT, TILE, VALUE, EndRow, Table
from ..tiles import DOUBLE, TILES, Tile

# The totals of the counted ends that score (Cross §1, Quintuple §8): a positive multiple of 5
# (a set: asked without a call on the search's hot path; no table of 28 tiles counts 500).
FIVES = frozenset(range(5, 500, 5))


class CountedEnd(NamedTuple):
    """One counted end: the tile counted (placement ``placed``), what it counts (both halves
    of a double at an end, or of a centre counted whole) and the open end (None for a centre
    counted whole)."""

    placed: int
    tile: Tile
    value: int
    end: EndRow | None


@dataclass(frozen=True)
class Counted:
    """The counted ends of a position and the points they score (``Rules.counted``).

    ``counting`` is False where the ends do not count yet (Quintuple before its centre has four
    arms: ``arms`` of them so far, ``centre`` its placement number, 0 for no centre yet)."""

    ends: tuple[CountedEnd, ...]
    points: int
    counting: bool = True
    arms: int = 0
    centre: int = 0

    @property
    def values(self) -> tuple[int, ...]:
        """What each counted end counts, the centre first."""
        return tuple(c.value for c in self.ends)

    @property
    def total(self) -> int:
        """The sum of the counted ends."""
        return sum(c.value for c in self.ends)

    def __str__(self) -> str:
        """The counted ends written out: ``6 + 3 + 2 + 4 = 15 -> 4 points``."""
        return counted_text(self) or ""


def counted_text(counted: Counted | None) -> str | None:
    """The counted ends written out: ``6 + 3 + 2 + 4 = 15 -> 4 points`` (``-> no points``
    when nothing scores), or why nothing is counted yet; None where nothing is counted."""
    if counted is None:
        return None
    if not counted.counting:
        if not counted.centre:
            return _("no centre yet: the ends count once the first double has four arms")
        return ngettext("{arms} of 4 arms: the ends count once the centre has four arms",
                        "{arms} of 4 arms: the ends count once the centre has four arms",
                        counted.arms).format(arms=counted.arms)
    terms = " + ".join(str(v) for v in counted.values) or "0"
    points = counted.points
    result = (ngettext("{n} point", "{n} points", points).format(n=points) if points
              else _("no points"))
    # TRANSLATORS: the sum of the counted ends and what it scores: "6 + 3 + 2 + 4 = 15 -> 3 points"
    return _("{terms} = {total} -> {result}").format(terms=terms, total=counted.total,
                                                    result=result)


def fives(total: int) -> int:
    """Cross §1, Quintuple §8: a counted sum scores when it is a positive multiple of 5; the
    sum itself (Quintuple scores its own points for it)."""
    return total if total in FIVES else 0


def end_sum(table: Table, doubles_whole: bool, centre_whole: bool, closes: int = -1,
            arms: int = -1, parts: list[tuple[int, int, EndRow | None]] | None = None) -> int:
    """The sum of the counted ends: the open end of every started arm (both line ends before a
    centre exists), the centre first. A double at an end counts both halves if
    ``doubles_whole``; the centre counts both halves while at most one of its sides is
    occupied if ``centre_whole``; a side of a centre where no arm has started counts nothing.
    The one place where which ends count is written: ``parts``, where given, gets (placement,
    value, end) of each counted end (``counted_ends``); ``closes`` and ``arms``: the ends as
    they will be once a tile closes the end of slot ``closes`` and the centre has ``arms``
    arms (``after_laying``). The scoring's hot path (a search counts the ends after every turn
    it tries), so it sums as it goes and makes no tuple unless asked for the parts."""
    placed = table.placed
    centre = table.centre
    total = 0
    if centre_whole and centre and (len(table.arms) if arms < 0 else arms) <= 1:
        total = 2 * TILES[placed[centre - 1][TILE]].a
        if parts is not None:
            parts.append((centre, total, None))
    for e in table.ends:
        if e[BRANCH] or e[SLOT] == closes:
            continue
        value = 2 * e[VALUE] if doubles_whole and DOUBLE[placed[e[PLACED] - 1][TILE]] \
            else e[VALUE]
        total += value
        if parts is not None:
            parts.append((e[PLACED], value, e))
    return total


def counted_ends(table: Table, doubles_whole: bool,
                 centre_whole: bool) -> tuple[CountedEnd, ...]:
    """The counted ends one by one, the centre first (those ``end_sum`` sums)."""
    parts: list[tuple[int, int, EndRow | None]] = []
    end_sum(table, doubles_whole, centre_whole, parts=parts)
    return tuple(CountedEnd(n, TILES[table[n][TILE]], value, end) for n, value, end in parts)


def after_laying(table: Table, end: EndRow, value: int, fit: tuple[int, ...], doubles_whole: bool,
                 centre_whole: bool) -> tuple[int, int]:
    """The sum of the counted ends (``end_sum``) and the values that fit some end (a bit each,
    by ``fit``) as they will be once a tile laid on ``end`` closes its slot and opens one plain
    end showing ``value``, counted once (a tile that makes no centre and no candidate), without
    laying it: the search asks what a move scores before it tries it (``Rules.quiet_gain``)."""
    closes, on, _value, _side, branch = end
    arms = len(table.arms) + (branch and on == table.centre)
    total = value + end_sum(table, doubles_whole, centre_whole, closes, arms)
    reach = fit[value]
    for e in table.ends:
        if e[SLOT] != closes:
            reach |= fit[e[VALUE]]
    return total, reach


def round_to_five(pips: int) -> int:
    """§1: pips rounded to the nearest multiple of 5 (remainder 1-2 down, 3-4 up)."""
    return 5 * ((pips + 2) // 5)
