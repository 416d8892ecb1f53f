"""A record's shape checked (RECORD.md): its keys, hands, moves, placements and notes, with
the record's refusals. ``check`` runs once for every record made (``Record.__post_init__``).
"""

from __future__ import annotations

import re
from typing import Any, TypeAlias

from ..errors import DominoError, RecordError
from ..explain import unknown_game, unprintable_name
from ..games import GAMES, get_rules
from ..games.base import Rules
from ..i18n import LANGUAGES, _
from ..quoting import quoted
from .moves import check_move, check_tile

Note: TypeAlias = "str | dict[str, str]"
"""A record's note: one text, or one text per language (``{"ru": "...", "en": "..."}``)."""
FORMAT = "domino-record/1"
TOP_KEYS = ("format", "game", "options", "players", "hands", "boneyard", "aside", "leader",
            "moves", "notes")


# -- checking the shape -------------------------------------------------------------------
MAX_DEPTH = 8  # a record nests a placement in a move in a hand's moves in moves: 5 levels
MAX_DIGITS = 9
NOTE_KEY = re.compile(r"[1-9][0-9]*")


def _small_int(text: str) -> int:
    """A JSON integer, refused when it has more digits than any record needs."""
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise RecordError(_("a number of {count} digits: no field of a record needs more than "
                            "{most}").format(count=len(text), most=MAX_DIGITS))
    return int(text)


def _too_deep() -> str:
    return _("not a record: nested deeper than {most} levels").format(most=MAX_DEPTH)


def _check_plain(data: Any) -> None:
    """JSON values only, nested at most ``MAX_DEPTH`` deep, with small integers and text
    that can be written out (no lone surrogate), checked without recursion."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise RecordError(_too_deep())
        if isinstance(value, dict):
            stack.extend((k, depth) for k in value)
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)
        elif isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                raise RecordError(_("text that cannot be written out: {value}").format(
                    value=quoted(value))) from None
        elif isinstance(value, int) and not isinstance(value, bool):
            if abs(value) >= 10**MAX_DIGITS:
                raise RecordError(_("a number of more than {most} digits: no field of a record "
                                    "needs one").format(most=MAX_DIGITS))
        elif not (value is None or isinstance(value, bool | float)):
            raise RecordError(_("not a JSON value: {value}").format(value=quoted(value)))


def check(data: Any) -> dict[str, Any]:
    """Check that ``data`` follows RECORD.md; raise ``RecordError`` saying what is wrong."""
    if not isinstance(data, dict):
        raise RecordError(_("a record must be a JSON object"))
    _check_plain(data)
    players, rules = _check_game(data)
    match = isinstance(data.get("hands"), list)
    hands: list[Any] = data["hands"] if match else [data.get("hands")]
    moves_by_hand = _moves_by_hand(data.get("moves"), match, hands)
    for k, hand in enumerate(hands):
        _check_hand(hand, players, _in_hand("hands", k, match), rules)
    if "boneyard" in data:
        _check_boneyards(data["boneyard"], match, len(hands))
    if "aside" in data:
        _check_aside(data["aside"], match, len(hands), rules, len(players))
    if "leader" in data and data["leader"] not in players:
        raise RecordError(_("leader {value} is not one of the players").format(
            value=quoted(data["leader"])))
    number = 0
    for hand_moves in moves_by_hand:
        for move in hand_moves:
            number += 1
            check_move(move, players, number, rules.two_hands)
    _check_notes(data.get("notes", {}), number)
    return data


def _check_game(data: dict[str, Any]) -> tuple[list[str], Rules]:
    """The top keys, the format, the game with its options and the players; the players and
    the game's rules."""
    unknown = [k for k in data if k not in TOP_KEYS]
    if unknown:
        raise RecordError(_("unknown field {value}").format(value=quoted(unknown[0])))
    if data.get("format") != FORMAT:
        raise RecordError(_("format must be {format}, not {value}").format(
            format=repr(FORMAT), value=quoted(data.get("format"))))
    game = data.get("game")
    if not isinstance(game, str) or game not in GAMES:
        raise RecordError(unknown_game(game, GAMES))
    players = data.get("players")
    if (not isinstance(players, list) or not all(isinstance(p, str) and p for p in players)
            or len(set(players)) != len(players)):
        raise RecordError(_("players must be a list of different names"))
    odd = next((p for p in players if not p.isprintable()), None)
    if odd is not None:
        raise RecordError(unprintable_name(odd))
    try:
        rules = get_rules(game, data.get("options", {}))
        rules.check_players(len(players))
    except DominoError as err:
        raise RecordError(str(err)) from None
    return players, rules


def _moves_by_hand(moves: Any, match: bool, hands: list[Any]) -> list[Any]:
    """``moves``: a list of moves, in a match one for each hand of ``hands``."""
    if not isinstance(moves, list):
        raise RecordError(_("moves must be a list"))
    moves_by_hand = moves if match else [moves]
    if match and (not hands or len(moves_by_hand) != len(hands)
                  or not all(isinstance(m, list) for m in moves_by_hand)):
        raise RecordError(_("a match has a list of moves for each hand of 'hands'"))
    return moves_by_hand


def _check_boneyards(boneyard: Any, match: bool, hands: int) -> None:
    """``boneyard``: a list of tiles, in a match one for each of the ``hands``."""
    boneyards = boneyard if match else [boneyard]
    if not isinstance(boneyards, list) or len(boneyards) != hands or not all(
            isinstance(b, list) for b in boneyards):
        raise RecordError(_("boneyard must be a list of tiles (a list of such lists in a "
                            "match)"))
    for k, b in enumerate(boneyards):
        for t in b:
            check_tile(t, _in_hand("boneyard", k, match))


def _check_notes(notes: Any, last: int) -> None:
    """``notes``: keyed by move number 1-``last``; a note is a text, or an object with one text
    per language of the package (RECORD.md)."""
    if not isinstance(notes, dict):
        raise RecordError(_("notes must be an object keyed by move number"))
    for key, text in notes.items():
        if not (isinstance(key, str) and NOTE_KEY.fullmatch(key) and int(key) <= last) or not (
                isinstance(text, str | dict)):
            raise RecordError(_("note {value}: notes are texts keyed by a move number 1-{last} "
                                "(written 1, 2, ... in ASCII digits)").format(
                value=quoted(key), last=last))
        if isinstance(text, dict) and (not text or any(
                lang not in LANGUAGES or not isinstance(words, str)
                for lang, words in text.items())):
            raise RecordError(_("note {value}: a note in several languages is an object with "
                                "one text per language, for example {example} (languages: "
                                "{languages})").format(
                value=quoted(key), example='{"ru": "...", "en": "..."}',
                languages=", ".join(LANGUAGES)))


def _check_aside(aside: Any, match: bool, hands: int, rules: Rules, n: int) -> None:
    """``aside``: one tile (or null) in a one-hand record; in a match also a list with a tile
    or null per hand. A tile only where the game sets one aside."""
    if isinstance(aside, list) and not match:
        raise RecordError(_("aside: a one-hand record sets aside one tile, not a list"))
    asides = aside if isinstance(aside, list) else [aside]
    if len(asides) > hands:
        raise RecordError(_("aside must be a tile (a list with a tile or null per hand in a "
                            "match)"))
    for k, t in enumerate(asides):
        if t is not None:
            check_tile(t, _in_hand("aside", k, isinstance(aside, list)))
    if any(t is not None for t in asides) and not rules.sets_aside(n):
        counts = range(rules.min_players, rules.max_players + 1)
        some = any(rules.sets_aside(c) for c in counts)
        if some:
            raise RecordError(_("aside: {game} sets no tile aside with {count} players").format(
                game=rules.name, count=n))
        raise RecordError(_("aside: {game} sets no tile aside").format(game=rules.name))


def _check_hand(hand: Any, players: list[str], where: str, rules: Rules) -> None:
    """One deal of ``hands``; ``where`` names it in messages (``hands: hand 2``)."""
    if not isinstance(hand, dict) or set(hand) != set(players):
        raise RecordError(_("{where} must give the tiles of every player, by name").format(
            where=where))
    for name, tiles in hand.items():
        split = isinstance(tiles, dict)
        if split and not rules.two_hands:
            raise RecordError(_("{where}: the hand of {name} must be a list of tiles; left and "
                                "right hands are for cross-two-hands").format(
                where=where, name=quoted(name)))
        parts = tiles.items() if split else [("", tiles)]
        if split and set(tiles) != {"left", "right"}:
            raise RecordError(_("{where}: the hand of {name} must have 'left' and 'right'")
                              .format(where=where, name=name))
        for side, part in parts:
            if not isinstance(part, list):
                texts = {"": _("{where}: the hand of {name} must be a list of tiles"),
                         "left": _("{where}: the left hand of {name} must be a list of tiles"),
                         "right": _("{where}: the right hand of {name} must be a list of tiles")}
                raise RecordError(texts[side].format(where=where, name=name))
            for t in part:
                check_tile(t, f"{where}: {name}" + (f": {side}" if split else ""))


def _in_hand(field: str, k: int, per_hand: bool) -> str:
    """Where a field of hand ``k`` is, for messages: ``boneyard: hand 2`` in a match."""
    return _("{field}: hand {number}").format(field=field, number=k + 1) if per_hand else field
