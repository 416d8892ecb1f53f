"""Cross in two hands' plan search: a look one tile ahead on the table (``Look``), from the
values the open ends show (``ends_info``), which tiles of a hand fit (``fitting``) and whether the
other hand can still play after a placement (``openings_on_ends``, ``keeping``).
``CrossTwoHands.plan`` asks it for a player's legal actions."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from operator import itemgetter
from typing import TYPE_CHECKING, Any, TypeVar

from ...actions import END_MASK, END_SHIFT, FLAG_MASK, LEAD, TILE_SHIFT, placement, tile_of
from ...table import BRANCH, PLACED, VALUE, EndRow, Table
from ...tiles import DOUBLE, HALF_A, HALF_B, PIPS, TILES
from ..base import Rules
from ..fits import TMASK, one_of_each

if TYPE_CHECKING:
    from ...position import Position

LEFT, RIGHT = 0, 1
_T = TypeVar("_T")
KIND_BIT = tuple(1 << t.index for t in TILES)  # a bit for each kind of tile (both copies alike)
# ``ends_info`` of the open ends by the values they show, in order (a pure function of them);
# forgotten all at once when it holds ENDS_INFO_SIZE sequences
ByValue = tuple[tuple[int, ...], ...]  # by value: the action codes of the ends showing it
EndsInfo = tuple[ByValue, int, int]
ENDS_INFO: dict[tuple[int, ...], EndsInfo] = {}
ENDS_INFO_SIZE = 20000
_value_of = itemgetter(VALUE)

Split = tuple[tuple[int, ...], tuple[int, ...]]  # a player's left and right hands (tile ids)


class Look:
    """Looks one tile ahead on the table: which tiles fit, and whether a hand can still play
    after a given placement. Exact and cheap: from the values of the open ends, except where a
    tile decides between two candidate centres (then the tile is laid and taken back)."""

    __slots__ = ("rules", "st", "p", "by_value", "presence", "single")

    def __init__(self, rules: Rules, st: Position[Any], p: int) -> None:
        self.rules, self.st, self.p = rules, st, p
        self.by_value, self.presence, self.single = ends_info(rules, st)

    def openings(self, hands: Split) -> tuple[tuple[list[int], list[int]],
                                               tuple[list[int], list[int]]]:
        """At the start of a turn: the placements of each hand, and those of them after which
        the other hand can still play in this turn (``placements`` and ``keeps`` at once)."""
        need = (values_needed(hands[LEFT]), values_needed(hands[RIGHT]))
        table = self.st.table
        if table.is_empty or table.candidates:  # a lead, or a tile may decide the centre
            if table.is_empty:  # (the tiles he may lead, asked once for both hands)
                leads = self.rules.lead_tiles(self.st, self.p)
                both = ([placement(t) for t in one_of_each(hands[LEFT]) if t in leads],
                        [placement(t) for t in one_of_each(hands[RIGHT]) if t in leads])
            else:
                both = (self.placements(hands[LEFT]), self.placements(hands[RIGHT]))
            return both, ([a for a in both[LEFT] if self.keeps(a, hands[LEFT], need[RIGHT])],
                          [a for a in both[RIGHT] if self.keeps(a, hands[RIGHT], need[LEFT])])
        return openings_on_ends(hands, table.ends, self.by_value, self.presence, self.single,
                                self if self.rules.options["double_then_any"] else None)

    def placements(self, tiles: tuple[int, ...], doubles_only: bool = False) -> list[int]:
        """The placements of these tiles (one copy of each kind) on the open ends."""
        st = self.st
        if st.table.is_empty:
            leads = self.rules.lead_tiles(st, self.p)
            return [placement(t) for t in one_of_each(tiles) if t in leads]
        return fitting(tiles, self.by_value, self.presence, doubles_only)

    def keeps(self, action: int, own: tuple[int, ...], need: int) -> bool:
        """Whether, after ``action`` from the hand ``own``, the other hand (whose tiles show the
        values ``need``) can still play in this turn: at once, or with ``double_then_any``
        after more tiles of ``own``."""
        if self.after(action) & need:
            return True
        t = action >> TILE_SHIFT
        if self.rules.options["double_then_any"] and TILES[t].is_double:
            rest = tuple(x for x in own if x != t)
            return self._later(action, rest, need, 2)
        return False

    def after(self, action: int) -> int:
        """The values of the open ends (a bit each) once ``action`` is laid."""
        t, i = action >> TILE_SHIFT, action >> END_SHIFT & END_MASK
        tile = TILES[t]
        if i == LEAD:
            return (1 << tile.a) | (1 << tile.b)
        table = self.st.table
        end = table.ends[i]
        if table.candidates and end[BRANCH] and end[PLACED] in table.candidates:
            return self._laid(action, lambda: presence_of(table))
        if tile.is_double:  # a double leaves its value open (a new centre opens more of it)
            return self.presence
        v = end[VALUE]
        return self.presence & ~(self.single & 1 << v) | 1 << tile.other(v)

    def _later(self, action: int, own: tuple[int, ...], need: int, depth: int) -> bool:
        """``double_then_any``: after the double ``action``, can more tiles of the same hand
        (doubles, then one non-double) open a value the other hand needs? Searched to
        ``depth`` more doubles."""
        def search() -> bool:
            look = Look(self.rules, self.st, self.p)
            for a in look.placements(own):
                if look.after(a) & need:
                    if not TILES[tile_of(a)].is_double:
                        return True
                elif depth and TILES[tile_of(a)].is_double:
                    rest = tuple(t for t in own if t != tile_of(a))
                    if look._later(a, rest, need, depth - 1):
                        return True
            return False

        return self._laid(action, search)

    def _laid(self, action: int, probe: Callable[[], _T]) -> _T:
        """``probe()`` with ``action`` laid on the table for a moment (then taken back)."""
        st, rules = self.st, self.rules
        table = st.table
        snap, plays = table.snapshot(), st.turn_plays
        t, i, flags = action >> TILE_SHIFT, action >> END_SHIFT & END_MASK, action & FLAG_MASK
        try:
            if i == LEAD:
                rules.lay_lead(table, t, st.turn)
            else:
                rules.lay_on(st, table, t, table.ends[i], flags)
            st.turn_plays = plays + (len(table.placed),)
            return probe()
        finally:
            st.turn_plays = plays
            table.restore(snap)


def openings_on_ends(hands: Split, ends: tuple[EndRow, ...], by_value: ByValue, presence: int,
                     single: int, look: Look | None
                     ) -> tuple[tuple[list[int], list[int]], tuple[list[int], list[int]]]:
    """``Look.openings`` on a table with tiles and no candidate centres, from the open ends'
    ``ends_info``; ``look`` answers ``keeps`` for a double with ``double_then_any`` (else
    None). Each hand's placements are listed by ``fitting``, and the values its tiles answer
    by ``values_needed``; where the other hand answers two values shown now, a placement closes at
    most one of them, so every placement keeps the other hand playing (most turns): only the
    others look placement by placement (``keeping``)."""
    left = fitting(hands[LEFT], by_value, presence)
    right = fitting(hands[RIGHT], by_value, presence)
    needs = (values_needed(hands[LEFT]), values_needed(hands[RIGHT]))
    answered = presence & needs[RIGHT]  # the values shown now that the right hand answers
    keep_left = left if answered & (answered - 1) else \
        keeping(left, ends, needs[RIGHT], presence, single, hands[LEFT], look)
    answered = presence & needs[LEFT]
    keep_right = right if answered & (answered - 1) else \
        keeping(right, ends, needs[LEFT], presence, single, hands[RIGHT], look)
    return (left, right), (keep_left, keep_right)


def keeping(raw: list[int], ends: tuple[EndRow, ...], wanted: int, presence: int, single: int,
            own: tuple[int, ...], look: Look | None) -> list[int]:
    """The placements ``raw`` of the hand ``own`` after which the other hand, whose tiles
    answer the values ``wanted``, can still play in this turn, where it answers at most one
    value shown now. A double leaves the values as they were; a non-double on an end showing
    one half shows the other: that end's value may be gone, the other half's is new."""
    answered = presence & wanted
    if answered & ~single:  # the value it answers is shown twice: no tile closes both
        return raw
    kept: list[int] = []
    if answered:
        for a in raw:
            t = a >> TILE_SHIFT
            if DOUBLE[t]:
                kept.append(a)
                continue
            shown = ends[a >> END_SHIFT & END_MASK][VALUE]
            if 1 << shown != answered or 1 << PIPS[t] - shown & wanted:
                kept.append(a)
        return kept
    for a in raw:  # nothing shown now is answered: only a new value keeps it playing
        t = a >> TILE_SHIFT
        if DOUBLE[t]:
            if look is not None and look.keeps(a, own, wanted):
                kept.append(a)
            continue
        if 1 << PIPS[t] - ends[a >> END_SHIFT & END_MASK][VALUE] & wanted:
            kept.append(a)
    return kept


def fitting(tiles: tuple[int, ...], by_value: ByValue, presence: int,
            doubles_only: bool = False) -> list[int]:
    """The placements of these tiles (one copy of each kind) on a table with tiles, from the
    open ends' ``ends_info``: each tile on the ends showing its first half, then its second."""
    out: list[int] = []
    seen = 0
    for t in tiles:
        if not TMASK[t] & presence:
            continue
        bit = KIND_BIT[t]
        if seen & bit:
            continue
        double = DOUBLE[t]
        if doubles_only and not double:
            continue
        seen |= bit
        base = t << TILE_SHIFT
        for code in by_value[HALF_A[t]]:
            out.append(base | code)
        if not double:
            for code in by_value[HALF_B[t]]:
                out.append(base | code)
    return out


def ends_info(rules: Rules, st: Position[Any]) -> EndsInfo:
    """The open ends as a turn plan reads them, remembered for the last table asked (in
    ``st.memo``): for each value the action codes of the ends that show it, the values shown
    (a bit each) and the values shown by one end only. They depend only on the values the ends
    show, in order, and a table of Cross shows few sequences of them (four ends once the
    centre stands: 2,401), so they are made once for each sequence (``ENDS_INFO``)."""
    ends = st.table.ends
    memo = st.memo
    known = memo.get("ends")
    if known is not None and known[0] is ends:
        remembered: EndsInfo = known[1]
        return remembered
    if rules.filters_ends or rules.sides_first:  # only the ends the game opens take a tile
        info = info_of(ends, rules.open_ends(st))
    else:
        values = tuple(map(_value_of, ends))
        info = ENDS_INFO.get(values)  # type: ignore[assignment]
        if info is None:
            if len(ENDS_INFO) >= ENDS_INFO_SIZE:
                ENDS_INFO.clear()
            info = ENDS_INFO[values] = info_of(ends, enumerate(ends))
    memo["ends"] = (ends, info)
    return info


def info_of(ends: tuple[EndRow, ...], open_ends: Iterable[tuple[int, EndRow]]) -> EndsInfo:
    """``ends_info`` made: the ends ``open_ends`` (their indexes and the ends) take a tile."""
    presence = single = 0
    for e in ends:
        bit = 1 << e[VALUE]
        single = single & ~bit if presence & bit else single | bit
        presence |= bit
    by_value: list[list[int]] = [[], [], [], [], [], [], []]
    for i, e in open_ends:
        by_value[e[VALUE]].append(i << END_SHIFT)
    return tuple(tuple(codes) for codes in by_value), presence, single


def values_needed(tiles: tuple[int, ...]) -> int:
    """The values (a bit each) that some tile of ``tiles`` can answer."""
    mask = 0
    for t in tiles:
        mask |= TMASK[t]
    return mask


def presence_of(table: Table) -> int:
    mask = 0
    for e in table.ends:
        mask |= 1 << e[VALUE]
    return mask
