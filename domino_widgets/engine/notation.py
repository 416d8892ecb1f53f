"""Moves in words: ``Move`` (an action described) and the record notation of a placement
(RECORD.md: ``play``, ``on``, ``at``, ``side``, ``crosswise``, ...), read into an action.

The engine's actions are ints (``actions.py``); this module is where they meet the notation
people write. Every refusal text comes from ``explain.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import explain
from .actions import (
    CROSSWISE,
    CUT,
    DRAW,
    END_TURN,
    FACE_DOWN,
    GIVE_BOTTOM,
    LEAD,
    NEXT_HAND,
    PASS,
    SPECIAL_NAMES,
)
from .errors import IllegalMoveError
from .table import End
from .tiles import SET_SIZE, TILES, Tile, parse_halves, tile_index

if TYPE_CHECKING:
    from .state import State


@dataclass(frozen=True)
class Move:
    """A legal action, described: who does what, with which tile, on which end."""

    action: int
    player: int
    kind: str  # "play", "draw", "pass", "end turn", "next hand"
    tile: Tile | None = None
    on: int | None = None  # placement number of the tile joined (None for a lead)
    on_tile: str | None = None  # the joined tile as it lies, its touching half first
    at: int | None = None  # the value of the end joined
    side: str | None = None
    played_as: str | None = None  # the tile written with the touching half first
    crosswise: bool = False
    face_down: bool = False
    cut: bool = False
    give: str | None = None
    hand: str | None = None  # two hands (§2): "left" or "right"

    def __str__(self) -> str:
        if self.kind != "play":
            return self.kind
        if self.cut:  # Sausage: across both ribbon ends, its top half first
            return f"cut with {self.played_as}, give the {self.give} ribbon"
        text = f"play {self.played_as}"
        if self.on_tile is not None:
            text += f" on {self.on_tile}"
        if self.side:
            text += f" {self.side}"
        if self.crosswise:
            text += " crosswise"
        if self.face_down:
            text += " face down"
        if self.hand:
            text += f" ({self.hand} hand)"
        return text


def describe(st: State, action: int) -> Move:
    """The Move of an action in this position (it need not be legal), without its hand."""
    p = st.turn
    if action < 0:
        return Move(action, p, SPECIAL_NAMES.get(action, "?"))
    t, i, flags = action >> 9, (action >> 4) & 31, action & 15
    tile = TILES[t]
    end = st.table.ends[i] if i != LEAD and i < len(st.table.ends) else None
    if end is None:
        return Move(action, p, "play", tile, played_as=str(tile))
    if flags & CROSSWISE:
        played = str(tile)
    else:
        played = tile.oriented(st.rules.touching_half(t, end.value))
    joined = st.table[end.placed]
    return Move(action, p, "play", tile, end.placed, f"{joined.inner}:{joined.outer}",
                end.value, end.side, played, bool(flags & CROSSWISE), bool(flags & FACE_DOWN),
                bool(flags & CUT), ("bottom" if flags & GIVE_BOTTOM else "top")
                if flags & CUT else None)


# -- record notation -> action ----------------------------------------------------------------
WORDS = {"draw": DRAW, "pass": PASS, "end": END_TURN, "end turn": END_TURN,
         "next hand": NEXT_HAND}
"""The words ``State.play`` takes for the actions that place no tile."""

FLAG_WORDS = ((CROSSWISE, "crosswise"), (FACE_DOWN, "face down"), (CUT, "as a cut"))


@dataclass(frozen=True)
class Where:
    """What a record placement says beyond its tile (RECORD.md); None where it is silent."""

    on: object = None
    at: object = None
    side: object = None
    crosswise: object = None
    face_down: object = None
    cut: object = None
    give: object = None

    def wanted(self, flag: int) -> object:
        """What the placement says about ``flag`` (None: nothing)."""
        return {CROSSWISE: self.crosswise, FACE_DOWN: self.face_down, CUT: self.cut}[flag]

    def flags(self) -> int:
        return ((CROSSWISE if self.crosswise else 0) | (FACE_DOWN if self.face_down else 0)
                | (CUT if self.cut else 0) | (GIVE_BOTTOM if self.cut and self.give == "bottom"
                                              else 0))

    def fits(self, st: State, end: End) -> bool:
        """Whether ``end`` is one that ``on``, ``at`` and ``side`` allow."""
        return ((self.on is None or is_on(st, end, self.on))
                and (self.at is None or end.value == self.at)
                and (self.side is None or end.side == self.side))


def action_of(st: State, move: object, where: dict[str, Any]) -> object:
    """The action a word (``"draw"``, ``"pass"``, ``"end"`` ...) or a placement in record
    notation (``"1:6"`` with ``on=``, ``at=`` ...) names; other values are returned as given."""
    if isinstance(move, str) and move in WORDS:
        return WORDS[move]
    if isinstance(move, str):
        return find_placement(st, move, **where)
    return move


def find_placement(st: State, play: str, on: object = None, at: object = None,
                   side: object = None, crosswise: object = None, face_down: object = None,
                   cut: object = None, give: object = None, hand: object = None) -> int:
    """The legal placement that a move in record notation names (RECORD.md)."""
    a, b = parse_halves(play)
    tile = TILES[tile_index(a, b)]
    held = _held(st, tile, hand)
    where = Where(on, at, side, crosswise, face_down, cut, give)
    cands = [x for x in st.legal_actions() if x >= 0 and x >> 9 in held]
    if st.table.placed:
        cands = [x for x in cands if (x >> 4) & 31 != LEAD]
    if not cands:
        if not st.table.placed:
            raise IllegalMoveError(explain.may_not_lead(st, tile))
        raise _refusal(st, held, where, explain.no_match(st, tile))
    cands = _by_end(st, cands, tile, held, where)
    cands = _by_flags(st, cands, tile, held, where)
    return cands[0]


def _held(st: State, tile: Tile, hand: object) -> list[int]:
    """The ids of ``tile`` that the player to move holds (in ``hand``, where he has two)."""
    held = [t for t in st.hands[st.turn] if t % SET_SIZE == tile.index]
    if not held:
        raise IllegalMoveError(explain.not_held(st.players[st.turn], tile))
    if hand is not None:
        held = st.rules.hand_filter(st, held, hand)
    return held


def _refusal(st: State, held: list[int], where: Where, generic: str) -> IllegalMoveError:
    """The game's own reason (``Rules.why_not``) for the placement named, else ``generic``."""
    if held:
        flags = where.flags()
        for i, e in enumerate(st.table.ends):
            if where.fits(st, e):
                reason = st.rules.why_not(st, held[0] << 9 | i << 4 | flags)
                if reason:
                    return IllegalMoveError(reason)
    return IllegalMoveError(generic)


def _end(st: State, action: int) -> End | None:
    """The open end a placement joins (None for a lead)."""
    i = (action >> 4) & 31
    return None if i == LEAD else st.table.ends[i]


def _by_end(st: State, cands: list[int], tile: Tile, held: list[int],
            where: Where) -> list[int]:
    """The candidates that join the end ``on``, ``at`` and ``side`` name."""
    if where.on is not None:
        on = where.on
        if isinstance(on, int) and not isinstance(on, bool):
            bad = explain.bad_placement_number(on, len(st.table.placed))
            if bad:
                raise IllegalMoveError(bad)
        cands = _keep(st, cands, lambda e: is_on(st, e, on), held, where,
                      explain.cannot_join(tile, on))
    if where.at is not None:
        cands = _keep(st, cands, lambda e: e.value == where.at, held, where,
                      explain.cannot_join_value(tile, where.at))
    if where.side is not None:
        cands = _keep(st, cands, lambda e: e.side == where.side, held, where,
                      explain.cannot_join_side(tile, where.side))
    return cands


def _keep(st: State, cands: list[int], test: Any, held: list[int], where: Where,
          generic: str) -> list[int]:
    """The candidates whose end passes ``test``; none left: refused."""
    kept = []
    for x in cands:
        end = _end(st, x)
        if end is not None and test(end):
            kept.append(x)
    if not kept:
        raise _refusal(st, held, where, generic)
    return kept


def _by_flags(st: State, cands: list[int], tile: Tile, held: list[int],
              where: Where) -> list[int]:
    """The candidates laid as the placement says (crosswise, face down, a cut and its gift);
    where it is silent, the plain way if there is one."""
    for flag, word in FLAG_WORDS:
        wanted = where.wanted(flag)
        if wanted is None:
            cands = [x for x in cands if not x & flag] or cands
            continue
        cands = [x for x in cands if bool(x & flag) == bool(wanted)]
        if not cands:
            raise _refusal(st, held, where, explain.cannot_lay(tile, word, wanted))
    if where.give is not None:
        cands = [x for x in cands if ("bottom" if x & GIVE_BOTTOM else "top") == where.give]
        if not cands:
            raise IllegalMoveError(explain.bad_give(where.give))
    return cands


def is_on(st: State, end: End, on: object) -> bool:
    """Whether ``end`` belongs to the tile ``on`` names (a placement number or a tile)."""
    if isinstance(on, bool):
        return False
    if isinstance(on, int):
        return end.placed == on
    try:
        a, b = parse_halves(on)
    except ValueError:
        return False
    return st.table[end.placed].tile_id % SET_SIZE == tile_index(a, b)
