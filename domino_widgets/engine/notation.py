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

Every refusal text comes from ``explain.py``. A record placement's fields are matched against
the legal placements in ``placing.py``, and whether two placements make the same game is
``same_game.py``'s; their names are importable from here too.
"""

from __future__ import annotations

import re
from dataclasses import replace
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
    tile_of,
)
from .errors import AmbiguousMoveError, IllegalMoveError, NotationError
from .move import Described
from .table import (
    INNER,
    OUTER,
    PLACED,
    SIDE,
    TILE,
    VALUE,
    tile_of_row,
)
from .tiles import SET_SIZE, TILES, parse_halves, tile_index

if TYPE_CHECKING:
    from .position import Position

from .placing import Where, _by_end, _by_flags, _end, _held, _refusal
from .same_game import same_game


class Move(Described):
    """A legal action, described (``move.Described``'s fields and notation), and read back
    from its notation by ``Move.parse``."""

    @classmethod
    def parse(cls, st: Position[Any], text: str) -> Move:
        """The legal move that ``text`` names in ``st`` (``"play 6:4 on 1:4"``, ``"6:4"``,
        ``"draw"``...); ``IllegalMoveError`` (``AmbiguousMoveError``) if there is none (more
        than one)."""
        action = parse_action(st, text)
        if action not in st.legal_actions():
            raise IllegalMoveError(explain.why_illegal(st, action))
        return describe(st, action)


def describe(st: Position[Any], action: int) -> Move:
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


def _described(st: Position[Any], action: int) -> Move:
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


def parse_action(st: Position[Any], text: object) -> int:
    """The action that a move in notation names in ``st`` (see the grammar above)."""
    if not isinstance(text, str):
        raise NotationError(explain.not_notation(text))
    if text in WORDS:
        return WORDS[text]
    return find_placement(st, **notation_fields(st, text))


def notation_fields(st: Position[Any], text: str) -> dict[str, Any]:
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


def _check_numbered(st: Position[Any], number: int, tile: str | None) -> None:
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


def action_of(st: Position[Any], move: object, where: dict[str, Any]) -> object:
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


def find_placement(st: Position[Any], play: str, on: object = None, at: object = None,
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


def _choice(st: Position[Any], action: int, rivals: list[int]) -> str:
    """How a choice among ``rivals`` is named in an ambiguity message: a move in notation
    (``play 1:4 on 2:1 east``) that tells it from the others."""
    move = _described(st, action)
    ends = [end for r in rivals if r != action and (end := _end(st, r)) is not None]
    twins = [e for e in ends if st.table[e[PLACED]][TILE] % SET_SIZE
             == st.table[move.on or 0][TILE] % SET_SIZE]
    named = replace(move, by_number=any(e[PLACED] != move.on for e in twins),
                    by_value=any(e[PLACED] == move.on and e[SIDE] == move.side for e in twins))
    return str(named)


