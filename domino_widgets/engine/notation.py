"""Moves in words: ``Move`` (an action described), its one-line notation (``str(move)``,
read back by ``Move.parse``), and the record notation of a placement (RECORD.md: ``play``,
``on``, ``at``, ``side``, ``crosswise``, ...), read into an action.

The engine's actions are ints (``actions.py``); this module is where they meet the notation
people write, and ``Move.parse(state, str(move)) == move`` for every legal move. The grammar
(docs/rules.md, "Move notation")::

    move      = placement | cut | "draw" | "pass" | "end turn" | "next hand"
    placement = ["play "] TILE [" on " TARGET] [" at " PIP] [" " SIDE]
                [" crosswise"] [" face down"] [" (" HAND " hand)"]
    cut       = "cut with " TILE ", give the " ("top" | "bottom") " ribbon" [" (" HAND " hand)"]
    TARGET    = TILE [" #" NUMBER] | "#" NUMBER     (NUMBER: the placement number, from 1)
    TILE      = PIP ":" PIP;  PIP = "0" ... "6"
    SIDE      = "east" | "west" | "north" | "south" | "top" | "bottom";  HAND = "left" | "right"

Every refusal text comes from ``explain.py``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
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
    end_of,
    flags_of,
    placement,
    tile_of,
)
from .errors import AmbiguousMoveError, IllegalMoveError, NotationError
from .table import (
    BRANCH,
    GROWS,
    INNER,
    LIES_ACROSS,
    LIES_FACE_DOWN,
    NUMBER,
    OUTER,
    PARENT,
    PLACED,
    PLAYER,
    SIDE,
    SLOT,
    TILE,
    VALUE,
    EndRow,
    tile_of_row,
)
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
    by_number: bool = False  # the notation names the joined tile by its number (two sets)
    by_value: bool = False  # the notation names the end's value (``at``)

    def __str__(self) -> str:
        """The move in notation (the grammar is in this module's docstring)."""
        if self.kind != "play":
            return self.kind
        hand = f" ({self.hand} hand)" if self.hand else ""
        if self.cut:  # Sausage: across both ribbon ends, its top half first
            return f"cut with {self.played_as}, give the {self.give} ribbon{hand}"
        text = f"play {self.played_as}"
        if self.on_tile is not None:
            text += f" on {self.on_tile}" + (f" #{self.on}" if self.by_number else "")
        if self.by_value:
            text += f" at {self.at}"
        if self.side:
            text += f" {self.side}"
        if self.crosswise:
            text += " crosswise"
        if self.face_down:
            text += " face down"
        return text + hand

    @classmethod
    def parse(cls, st: State, text: str) -> Move:
        """The legal move that ``text`` names in ``st`` (``"play 6:4 on 1:4"``, ``"6:4"``,
        ``"draw"``...); ``IllegalMoveError`` (``AmbiguousMoveError``) if there is none (more
        than one)."""
        action = parse_action(st, text)
        if action not in st.legal_actions():
            raise IllegalMoveError(explain.why_illegal(st, action))
        return describe(st, action)


def describe(st: State, action: int) -> Move:
    """The Move of an action in this position (it need not be legal). For a legal placement
    its notation names it alone: the joined tile's number and the end's value are written
    where the tile and side alone would leave a choice."""
    move = _described(st, action)
    if action < 0:
        return move
    hand = st.rules.record_extras(st, action).get("hand")
    if hand:
        move = replace(move, hand=hand)
    legal = st.legal_actions()
    if move.on is None or action not in legal:
        return move
    index = TILES[tile_of(action)].index
    if sum(1 for x in legal if x >= 0 and TILES[tile_of(x)].index == index) == 1:
        return move  # the tile's one legal placement: its tile alone names it
    for by_number, by_value in ((False, False), (False, True), (True, False), (True, True)):
        named = replace(move, by_number=by_number, by_value=by_value)
        try:
            if parse_action(st, str(named)) == action:
                return named
        except IllegalMoveError:
            continue
    return replace(move, by_number=True, by_value=True)  # pragma: no cover - always found


def _described(st: State, action: int) -> Move:
    """The fields of a Move, as the action and the table give them."""
    p = st.turn
    if action < 0:
        return Move(action, p, SPECIAL_NAMES.get(action, "?"))
    t, i, flags = tile_of(action), end_of(action), flags_of(action)
    tile = TILES[t]
    end = st.table.ends[i] if i != LEAD and i < len(st.table.ends) else None
    if end is None:
        return Move(action, p, "play", tile, played_as=str(tile))
    if flags & CROSSWISE:
        played = str(tile)
    else:
        played = tile.oriented(st.rules.touching_half(t, end[VALUE]))
    joined = st.table[end[PLACED]]
    return Move(action, p, "play", tile, end[PLACED], f"{joined[INNER]}:{joined[OUTER]}",
                end[VALUE], end[SIDE], played, bool(flags & CROSSWISE), bool(flags & FACE_DOWN),
                bool(flags & CUT), ("bottom" if flags & GIVE_BOTTOM else "top")
                if flags & CUT else None)


# -- notation -> action ------------------------------------------------------------------------
_TILE = r"[0-6]:[0-6]"
_PLACEMENT = re.compile(
    rf"(?:play )?(?P<play>{_TILE})"
    rf"(?: on (?:(?P<on>{_TILE})(?: #(?P<number>[0-9]{{1,3}}))?|#(?P<only_number>[0-9]{{1,3}})))?"
    r"(?: at (?P<at>[0-6]))?"
    r"(?: (?P<side>east|west|north|south|top|bottom))?"
    r"(?P<crosswise> crosswise)?(?P<face_down> face down)?"
    r"(?: \((?P<hand>left|right) hand\))?")
_CUT = re.compile(rf"cut with (?P<play>{_TILE}), give the (?P<give>top|bottom) ribbon"
                  r"(?: \((?P<hand>left|right) hand\))?")


def parse_action(st: State, text: object) -> int:
    """The action that a move in notation names in ``st`` (see the grammar above)."""
    if not isinstance(text, str):
        raise NotationError(explain.not_notation(text))
    if text in WORDS:
        return WORDS[text]
    return find_placement(st, **notation_fields(st, text))


def notation_fields(st: State, text: str) -> dict[str, Any]:
    """The record fields (``play``, ``on``, ``at``, ...) of a placement in notation."""
    cut = _CUT.fullmatch(text)
    if cut:
        fields: dict[str, Any] = {"play": cut["play"], "cut": True, "give": cut["give"]}
        if cut["hand"]:
            fields["hand"] = cut["hand"]
        return fields
    match = _PLACEMENT.fullmatch(text)
    if match is None:
        raise NotationError(explain.not_notation(text))
    fields = {"play": match["play"]}
    number = match["number"] or match["only_number"]
    if number is not None:
        fields["on"] = int(number)
        _check_numbered(st, int(number), match["on"])
    elif match["on"]:
        fields["on"] = match["on"]
    if match["at"]:
        fields["at"] = int(match["at"])
    for key in ("side", "hand"):
        if match[key]:
            fields[key] = match[key]
    for key in ("crosswise", "face_down"):
        if match[key]:
            fields[key] = True
    return fields


def _check_numbered(st: State, number: int, tile: str | None) -> None:
    """``on 3:5 #4``: placement 4 must be there and be a 3:5."""
    bad = explain.bad_placement_number(number, len(st.table.placed))
    if bad:
        raise IllegalMoveError(bad)
    if tile is not None:
        placed = tile_of_row(st.table[number])
        if placed != tile:
            raise IllegalMoveError(explain.wrong_numbered_tile(number, placed, tile))


# -- record notation -> action ----------------------------------------------------------------
WORDS = {"draw": DRAW, "pass": PASS, "end": END_TURN, "end turn": END_TURN,
         "next hand": NEXT_HAND}
"""The words ``State.play`` takes for the actions that place no tile."""

PLACEMENT_FIELDS = ("on", "at", "side", "crosswise", "face_down", "cut", "give", "hand")
"""What a placement may say besides its tile (RECORD.md)."""

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

    def fits(self, st: State, end: EndRow) -> bool:
        """Whether ``end`` is one that ``on``, ``at`` and ``side`` allow."""
        return ((self.on is None or is_on(st, end, self.on))
                and (self.at is None or end[VALUE] == self.at)
                and (self.side is None or end[SIDE] == self.side))


def action_of(st: State, move: object, where: dict[str, Any]) -> object:
    """The action a move names: a word (``"draw"``, ``"end"``...), a move in notation
    (``"play 6:4 on 1:4"``), or a tile with the record fields in ``where`` (``on=``,
    ``at=``...); any other value is returned as given."""
    if not isinstance(move, str):
        return move
    if move in WORDS:
        return WORDS[move]
    unknown = set(where) - set(PLACEMENT_FIELDS)
    if unknown:
        raise IllegalMoveError(explain.unknown_fields(unknown, PLACEMENT_FIELDS))
    if where or not _is_notation(move):
        return find_placement(st, move, **where)
    return parse_action(st, move)


def _is_notation(text: str) -> bool:
    """Whether ``text`` is meant as a move in notation rather than a lone tile."""
    return " " in text.strip() or text.startswith(("play", "cut"))


def find_placement(st: State, play: str, on: object = None, at: object = None,
                   side: object = None, crosswise: object = None, face_down: object = None,
                   cut: object = None, give: object = None, hand: object = None) -> int:
    """The legal placement that a move in record notation names (RECORD.md). Where it fits
    several ends and the choice changes the game, ``AmbiguousMoveError`` lists them."""
    a, b = parse_halves(play)
    tile = TILES[tile_index(a, b)]
    held = _held(st, tile, hand)
    where = Where(on, at, side, crosswise, face_down, cut, give)
    cands = [x for x in st.legal_actions() if x >= 0 and tile_of(x) in held]
    if st.table.placed:
        cands = [x for x in cands if end_of(x) != LEAD]
    if not cands:
        if not st.table.placed:
            raise IllegalMoveError(explain.may_not_lead(st, tile))
        raise _refusal(st, held, where, explain.no_match(st, tile))
    cands = _by_end(st, cands, tile, held, where)
    cands = _by_flags(st, cands, tile, held, where)
    if len(cands) > 1 and not same_game(st, cands):
        raise AmbiguousMoveError(explain.ambiguous(tile, [_choice(st, x, cands)
                                                          for x in cands]))
    return cands[0]


def _choice(st: State, action: int, rivals: list[int]) -> str:
    """How a choice among ``rivals`` is named in an ambiguity message: a move in notation
    (``play 1:4 on 2:1 east``) that tells it from the others."""
    move = _described(st, action)
    ends = [end for r in rivals if r != action and (end := _end(st, r)) is not None]
    twins = [e for e in ends if st.table[e[PLACED]][TILE] % SET_SIZE
             == st.table[move.on or 0][TILE] % SET_SIZE]
    named = replace(move, by_number=any(e[PLACED] != move.on for e in twins),
                    by_value=any(e[PLACED] == move.on and e[SIDE] == move.side for e in twins))
    return str(named)


# -- the same game ---------------------------------------------------------------------------
Shape = tuple[Any, ...]
"""A position as the rules read it (``shape``): nested tuples that compare by value."""


def same_game(st: State, actions: list[int]) -> bool:
    """Whether every action gives the same game as the first: the positions after them have
    the same shape (docs/rules.md, "The same game")."""
    first, *others = [_shape_after(st, a) for a in actions]
    return all(other[0] in first for other in others)


def _shape_after(st: State, action: int) -> tuple[Shape, Shape]:
    """The shape of the position after ``action``; the state is put back exactly (applied
    and undone: a clone would hand the state a copy of its table)."""
    applied = st.applied
    st.apply(action)
    try:
        return shape(st), shape(st, swap_ribbons=True)
    finally:
        st.undo()
        st.applied = applied


def shape(st: State, swap_ribbons: bool = False) -> Shape:
    """Everything the rules read of a position, with the table as a tree whose placements are
    not numbered and whose branches are told apart by how they grow, not by their compass
    names: turning or mirroring the table, or swapping two free sides of a double, keeps it.
    With ``swap_ribbons`` Sausage's top and bottom ribbons trade names (and counts)."""
    table = st.table
    ribbon = {"top": "bottom", "bottom": "top"} if swap_ribbons else {}
    aux = table.aux
    if swap_ribbons and hasattr(aux, "top") and hasattr(aux, "bottom"):
        aux = aux._replace(top=aux.bottom, bottom=aux.top)
    placed = table.placed
    children: dict[int, list[int]] = {}
    for p in placed:
        children.setdefault(p[PARENT], []).append(p[NUMBER])
    ends: dict[int, dict[int, list[EndRow]]] = {}
    for e in table.ends:
        ends.setdefault(e[PLACED], {}).setdefault(e[SLOT], []).append(e)
    this_turn = set(st.turn_plays)
    last = len(placed)

    def grows(side: str, parent_side: str) -> str:
        if side in ("top", "bottom") or side == "":
            return ribbon.get(side, side)  # a ribbon by its name: they trade names only whole
        return "on" if side == parent_side else "out"

    def node(n: int) -> Shape:
        p = table[n]
        own = sorted(tuple(sorted((e[VALUE], e[BRANCH], grows(e[SIDE], p[GROWS])) for e in slot))
                     for slot in ends.get(n, {}).values())
        kids = sorted((grows(table[c][GROWS], p[GROWS]), node(c)) for c in children.get(n, ()))
        return (p[TILE] % SET_SIZE, p[INNER], p[OUTER], p[PLAYER], p[LIES_ACROSS],
                p[LIES_FACE_DOWN], n == table.centre, n in table.candidates, n in this_turn,
                n == last, tuple(own), tuple(kids))

    roots = tuple(sorted(node(n) for n in children.get(0, ())))
    return (roots, len(table.arms), aux, tuple(st.hands), st.bone_pos, st.aside,
            st.turn, st.leader, len(st.turn_plays), st.draws_this_turn, st.scores,
            st.last_placer, st.hand_over, st.results, st.match_over, st.winner, st.aux,
            st.turn_count)


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
                reason = st.rules.why_not(st, placement(held[0], i, flags))
                if reason:
                    return IllegalMoveError(reason)
    return IllegalMoveError(generic)


def _end(st: State, action: int) -> EndRow | None:
    """The open end a placement joins (None for a lead)."""
    i = end_of(action)
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
                      lambda: explain.cannot_join(tile, on))
    if where.at is not None:
        cands = _keep(st, cands, lambda e: e[VALUE] == where.at, held, where,
                      lambda: explain.cannot_join_value(tile, where.at))
    if where.side is not None:
        cands = _keep(st, cands, lambda e: e[SIDE] == where.side, held, where,
                      lambda: explain.cannot_join_side(tile, where.side))
    return cands


def _keep(st: State, cands: list[int], test: Callable[[EndRow], bool], held: list[int],
          where: Where, generic: Callable[[], str]) -> list[int]:
    """The candidates whose end passes ``test``; none left: refused (``generic()`` says why,
    unless the game has its own reason)."""
    kept = []
    for x in cands:
        end = _end(st, x)
        if end is not None and test(end):
            kept.append(x)
    if not kept:
        raise _refusal(st, held, where, generic())
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


def is_on(st: State, end: EndRow, on: object) -> bool:
    """Whether ``end`` belongs to the tile ``on`` names (a placement number or a tile)."""
    if isinstance(on, bool):
        return False
    if isinstance(on, int):
        return end[PLACED] == on
    try:
        a, b = parse_halves(on)
    except ValueError:
        return False
    return st.table[end[PLACED]][TILE] % SET_SIZE == tile_index(a, b)
