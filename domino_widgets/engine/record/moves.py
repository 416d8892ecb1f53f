"""A record's moves checked (RECORD.md): a move's shape, each placement's fields, and a tile
where a record names one, with the record's refusals. ``shape.py`` asks them."""

from __future__ import annotations

from typing import Any

from ..errors import DominoError, RecordError
from ..i18n import _
from ..quoting import quoted
from ..tiles import parse_tile

PLACEMENT_KEYS = {"play", "on", "at", "side", "crosswise", "face_down", "cut", "give", "hand"}
SIDES = ("east", "west", "north", "south", "top", "bottom")


def check_move(move: Any, players: list[str], number: int, two_hands: bool) -> None:
    """One move's shape; ``two_hands``: the game's placements name their hand (§2)."""
    if not isinstance(move, dict):
        raise RecordError(_("a move must be an object"), number)
    if move.get("player") not in players:
        raise RecordError(_("unknown player {value}").format(value=quoted(move.get("player"))),
                          number)
    kinds = [k for k in ("play", "plays", "draw", "pass") if k in move]
    if len(kinds) != 1:
        raise RecordError(_("a move has exactly one of play, plays, draw or pass"), number)
    kind = kinds[0]
    if kind == "plays":
        if set(move) != {"player", "plays"} or not isinstance(move["plays"], list) or not move[
                "plays"]:
            raise RecordError(_("plays must be a non-empty list of placements"), number)
        for k, item in enumerate(move["plays"]):
            check_placement(item, number, two_hands, placement_no(k))
    elif kind == "play":
        check_placement({k: v for k, v in move.items() if k != "player"}, number, two_hands)
    elif kind == "draw":
        if set(move) != {"player", "draw"}:
            raise RecordError(_("a draw move has only player and draw"), number)
        check_tile(move["draw"], "draw", number)
    elif move.get("pass") is not True or set(move) != {"player", "pass"}:
        raise RecordError(_('a pass is written {{"player": P, "pass": true}}'), number)


def placement_no(k: int) -> str:
    """``placement 2: ``, the start of a message about the k-th placement of a move."""
    return _("placement {number}: ").format(number=k + 1)


def check_tile(text: Any, where: str, number: int | None = None) -> None:
    """Refuse a bad tile with a one-line ``RecordError`` naming where it is written
    (``where: bad tile '9:9': ...``; after ``move n:`` for a move's tile)."""
    try:
        parse_tile(text)
    except DominoError as err:
        raise RecordError(f"{where}: {err}", number) from None


def check_placement(item: Any, number: int, two_hands: bool, where: str = "") -> None:
    """One placement of a move; ``where`` (``placement 2: ``) says which of ``plays``. In
    Cross in two hands (``two_hands``) each placement names its hand; elsewhere none may."""
    if not isinstance(item, dict) or "play" not in item:
        raise RecordError(_("{where}a placement is an object with play").format(where=where),
                          number)
    unknown = set(item) - PLACEMENT_KEYS
    if unknown:
        raise RecordError(_("{where}unknown field {value} in a placement").format(
            where=where, value=quoted(sorted(unknown)[0])),
                          number)
    check_tile(item["play"], f"{where}play", number)
    _check_where(item, number, where)
    for flag in ("crosswise", "face_down", "cut"):
        if flag in item and not isinstance(item[flag], bool):
            raise RecordError(_("{where}{field} must be true or false").format(
                where=where, field=flag), number)
    if "give" in item and item["give"] not in ("top", "bottom"):
        raise RecordError(_("{where}give must be 'top' or 'bottom'").format(where=where),
                          number)
    _check_hand_field(item, number, two_hands, where)


def _check_where(item: dict[str, Any], number: int, where: str) -> None:
    """A placement's ``on``, ``at`` and ``side``: where on the table it goes."""
    if "on" in item:  # a tile or a placement number (RECORD.md); omitted, never null
        on = item["on"]
        if type(on) is int:
            if on < 1:
                raise RecordError(_("{where}on: placement numbers start at 1, not {number}")
                                  .format(where=where, number=on), number)
        elif on is None:
            raise RecordError(_("{where}on: null is not allowed; leave on out").format(
                where=where), number)
        else:
            check_tile(on, f"{where}on", number)
    if "at" in item:
        at = item["at"]
        if at is None:
            raise RecordError(_("{where}at: null is not allowed; leave at out").format(
                where=where), number)
        if type(at) is not int or not 0 <= at <= 6:
            raise RecordError(_("{where}at must be a pip value 0-6, not {value}").format(
                where=where, value=quoted(at)), number)
    if "side" in item and item["side"] not in SIDES:
        raise RecordError(_("{where}side must be one of {sides}, not {value}").format(
            where=where, sides=", ".join(SIDES), value=quoted(item["side"])), number)


def _check_hand_field(item: dict[str, Any], number: int, two_hands: bool, where: str) -> None:
    """A placement's ``hand``: in Cross in two hands always, elsewhere never."""
    if "hand" in item and not two_hands:
        raise RecordError(_("{where}hand: only cross-two-hands has a left and a right hand; "
                            "leave hand out").format(where=where), number)
    if two_hands and "hand" not in item:
        raise RecordError(_('{where}hand is missing: each placement of cross-two-hands says '
                            'which hand plays it ("hand": "left" or "right")').format(
            where=where), number)
    if "hand" in item and item["hand"] not in ("left", "right"):
        raise RecordError(_("{where}hand must be 'left' or 'right'").format(where=where),
                          number)
