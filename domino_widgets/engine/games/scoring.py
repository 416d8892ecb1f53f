"""Scoring parts shared by games that count the open ends during play."""

from __future__ import annotations

from ..table import Table
from ..tiles import TILES


def counted_values(table: Table, doubles_whole: bool, centre_whole: bool) -> list[int]:
    """The counted ends one by one, the centre first: the open end of every started arm (both
    line ends before a centre exists). A double at an end counts both halves if
    ``doubles_whole``; the centre counts both halves while at most one of its sides is occupied
    if ``centre_whole``; a side of a centre where no arm has started counts nothing."""
    values = []
    placed = table.placed
    if centre_whole and table.centre and len(table.arms) <= 1:
        values.append(2 * TILES[placed[table.centre - 1].tile_id].a)
    for e in table.ends:
        if e.branch:
            continue
        whole = doubles_whole and TILES[placed[e.placed - 1].tile_id].is_double
        values.append(2 * e.value if whole else e.value)
    return values


def end_sum(table: Table, doubles_whole: bool, centre_whole: bool) -> int:
    """The sum of the counted ends (see ``counted_values``)."""
    return sum(counted_values(table, doubles_whole, centre_whole))


def sum_text(values: list[int], points: int) -> str:
    """``6 + 3 + 2 + 4 = 15 -> 4 points`` (``-> no points`` when nothing scores)."""
    total = sum(values)
    terms = " + ".join(str(v) for v in values) or "0"
    result = f"{points} point{'s' if points != 1 else ''}" if points else "no points"
    return f"{terms} = {total} -> {result}"


def round_to_five(pips: int) -> int:
    """§1: pips rounded to the nearest multiple of 5 (remainder 1-2 down, 3-4 up)."""
    return 5 * ((pips + 2) // 5)
