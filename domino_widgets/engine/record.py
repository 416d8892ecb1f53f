"""Game records (RECORD.md): read, check, write and replay.

A record is kept as the JSON object it was read from, so writing it back gives the same bytes
(in the canonical layout ``dumps`` produces). ``replay`` plays it through a ``State`` and
reports one step per move.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeAlias

from .actions import DRAW, END_TURN, NEXT_HAND, PASS, SPLIT
from .errors import DominoError, IllegalMoveError, RecordError
from .explain import not_the_turn_of, quoted, unknown_game, unprintable_name
from .games import GAMES, get_rules
from .games.base import Deal, Rules
from .i18n import LANGUAGES, _, current_language, ngettext, npgettext
from .state import State
from .tiles import SET_SIZE, TILES, Tile, parse_tile
from .words import agreeing, hand_end_words, move_words, reason_words

if TYPE_CHECKING:
    from .notation import Move

Note: TypeAlias = "str | dict[str, str]"
"""A record's note: one text, or one text per language (``{"ru": "...", "en": "..."}``)."""
Done: TypeAlias = "Move | Tile"
"""What a record move did, one item each: a placement or pass described (a ``Move``), or a tile
drawn."""

FORMAT = "domino-record/1"
TOP_KEYS = ("format", "game", "options", "players", "hands", "boneyard", "aside", "leader",
            "moves", "notes")
PLACEMENT_KEYS = {"play", "on", "at", "side", "crosswise", "face_down", "cut", "give", "hand"}
SIDES = ("east", "west", "north", "south", "top", "bottom")


# -- reading and writing ------------------------------------------------------------------
@dataclass
class Record:
    """A checked game record: ``data`` is the JSON object, in the order it was written."""

    data: dict[str, Any]
    source: str = "record"

    def __post_init__(self) -> None:
        """Every way of making a record checks it once, so ``replay`` meets no surprises."""
        check(self.data)

    @property
    def game(self) -> str:
        return str(self.data["game"])

    @property
    def players(self) -> list[str]:
        return list(self.data["players"])

    @property
    def is_match(self) -> bool:
        return isinstance(self.data["hands"], list)

    def hand_moves(self) -> list[list[dict[str, Any]]]:
        """The moves, one list per hand."""
        moves = self.data["moves"]
        return moves if self.is_match else [moves]

    def moves(self) -> list[dict[str, Any]]:
        """All moves in order (numbered from 1 across the hands of a match)."""
        return [m for hand in self.hand_moves() for m in hand]

    def note(self, number: int, lang: str | None = None) -> str | None:
        """The note of move ``number`` in ``lang`` (default: the current language), else in
        the first language the note gives; None where the move has no note."""
        return note_text(self.data.get("notes", {}).get(str(number)), lang)

    def dumps(self) -> str:
        return dumps(self.data)

    def save(self, path: str | Path) -> None:
        Path(path).write_text(self.dumps(), encoding="utf-8")

    @classmethod
    def loads(cls, text: str, source: str = "record") -> Record:
        try:
            data = json.loads(text, parse_int=_small_int)
        except json.JSONDecodeError as err:
            raise RecordError(_("not valid JSON: {error} at line {line} column {column}").format(
                error=err.msg, line=err.lineno, column=err.colno)) from None
        except RecursionError:
            raise RecordError(_too_deep()) from None
        return cls(data, source)

    @classmethod
    def load(cls, name_or_path: str | Path) -> Record:
        """A record from a file, or a shipped record by name (``quintuple-book``)."""
        path = Path(name_or_path)
        if path.is_file():
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as err:
                raise RecordError(_("cannot read the file: {error}").format(error=err)) from None
            return cls.loads(text, path.name)
        name = str(name_or_path)
        if name in shipped_records():
            text = resources.files("domino_widgets.records").joinpath(f"{name}.json").read_text(
                encoding="utf-8")
            return cls.loads(text, f"{name}.json")
        raise RecordError(_("no such file or shipped record: {name} (shipped: {records})").format(
            name=quoted(name), records=", ".join(shipped_records())))

    def replay(self, on_step: Callable[[dict[str, Any], State], None] | None = None) -> Replay:
        return replay(self, on_step)

    def positions(self) -> list[State]:
        """The position at the deal, then after each move: ``positions()[n]`` follows move n
        (in a match, numbered across the hands)."""
        found = [start_state(self)]
        replay(self, lambda step, state: found.append(state.clone()))
        return found


def note_text(note: Note | None, lang: str | None = None) -> str | None:
    """A note (a text, or one text per language) as read in ``lang`` (default: the current
    language), else in the first language it gives."""
    if note is None or isinstance(note, str):
        return note
    return note.get(lang or current_language(), next(iter(note.values())))


def shipped_records() -> list[str]:
    """Names of the records that ship with the package."""
    folder = resources.files("domino_widgets.records")
    return sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".json"))


def dumps(data: Any) -> str:
    """The canonical layout: a move per line, short lists of tiles on one line."""
    return _dump(data, 0) + "\n"


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def _dump(value: Any, depth: int) -> str:
    text = _compact(value)
    is_move = isinstance(value, dict) and "player" in value
    scalars_only = isinstance(value, list) and not any(isinstance(v, dict | list) for v in value)
    if not isinstance(value, dict | list) or not value or is_move or scalars_only or (
            depth > 0 and len(text) <= 100):
        return text
    pad = "  " * (depth + 1)
    if isinstance(value, dict):
        items = [f"{pad}{_compact(k)}: {_dump(v, depth + 1)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + "  " * depth + "}"
    items = [pad + _dump(v, depth + 1) for v in value]
    return "[\n" + ",\n".join(items) + "\n" + "  " * depth + "]"


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
    unknown = [k for k in data if k not in TOP_KEYS]
    if unknown:
        raise RecordError(_("unknown field {value}").format(value=quoted(unknown[0])))
    if data.get("format") != FORMAT:
        raise RecordError(_("format must be {format}, not {value}").format(
            format=repr(FORMAT), value=quoted(data.get("format"))))
    game = data.get("game")
    if not isinstance(game, str) or game not in GAMES:
        raise RecordError(unknown_game(game, GAMES))
    options = data.get("options", {})
    players = data.get("players")
    if (not isinstance(players, list) or not all(isinstance(p, str) and p for p in players)
            or len(set(players)) != len(players)):
        raise RecordError(_("players must be a list of different names"))
    odd = next((p for p in players if not p.isprintable()), None)
    if odd is not None:
        raise RecordError(unprintable_name(odd))
    try:
        rules = get_rules(game, options)
        rules.check_players(len(players))
    except DominoError as err:
        raise RecordError(str(err)) from None
    match = isinstance(data.get("hands"), list)
    hands: list[Any] = data["hands"] if match else [data.get("hands")]
    moves = data.get("moves")
    if not isinstance(moves, list):
        raise RecordError(_("moves must be a list"))
    moves_by_hand = moves if match else [moves]
    if match and (not hands or len(moves_by_hand) != len(hands)
                  or not all(isinstance(m, list) for m in moves_by_hand)):
        raise RecordError(_("a match has a list of moves for each hand of 'hands'"))
    for k, hand in enumerate(hands):
        _check_hand(hand, players, _in_hand("hands", k, match), rules)
    if "boneyard" in data:
        boneyards = data["boneyard"] if match else [data["boneyard"]]
        if not isinstance(boneyards, list) or len(boneyards) != len(hands) or not all(
                isinstance(b, list) for b in boneyards):
            raise RecordError(_("boneyard must be a list of tiles (a list of such lists in a "
                                "match)"))
        for k, b in enumerate(boneyards):
            for t in b:
                _tile(t, _in_hand("boneyard", k, match))
    if "aside" in data:
        _check_aside(data["aside"], match, len(hands), rules, len(players))
    if "leader" in data and data["leader"] not in players:
        raise RecordError(_("leader {value} is not one of the players").format(
            value=quoted(data["leader"])))
    number = 0
    for hand_moves in moves_by_hand:
        for move in hand_moves:
            number += 1
            _check_move(move, players, number, rules.two_hands)
    _check_notes(data.get("notes", {}), number)
    return data


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
            _tile(t, _in_hand("aside", k, isinstance(aside, list)))
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
                _tile(t, f"{where}: {name}" + (f": {side}" if split else ""))


def _check_move(move: Any, players: list[str], number: int, two_hands: bool) -> None:
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
            _check_placement(item, number, two_hands, _placement_no(k))
    elif kind == "play":
        _check_placement({k: v for k, v in move.items() if k != "player"}, number, two_hands)
    elif kind == "draw":
        if set(move) != {"player", "draw"}:
            raise RecordError(_("a draw move has only player and draw"), number)
        _tile(move["draw"], "draw", number)
    elif move.get("pass") is not True or set(move) != {"player", "pass"}:
        raise RecordError(_('a pass is written {{"player": P, "pass": true}}'), number)


def _in_hand(field: str, k: int, per_hand: bool) -> str:
    """Where a field of hand ``k`` is, for messages: ``boneyard: hand 2`` in a match."""
    return _("{field}: hand {number}").format(field=field, number=k + 1) if per_hand else field


def _placement_no(k: int) -> str:
    """``placement 2: ``, the start of a message about the k-th placement of a move."""
    return _("placement {number}: ").format(number=k + 1)


def _tile(text: Any, where: str, number: int | None = None) -> None:
    """Refuse a bad tile with a one-line ``RecordError`` naming where it is written
    (``where: bad tile '9:9': ...``; after ``move n:`` for a move's tile)."""
    try:
        parse_tile(text)
    except DominoError as err:
        raise RecordError(f"{where}: {err}", number) from None


def _check_placement(item: Any, number: int, two_hands: bool, where: str = "") -> None:
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
    _tile(item["play"], f"{where}play", number)
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
            _tile(on, f"{where}on", number)
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
    for flag in ("crosswise", "face_down", "cut"):
        if flag in item and not isinstance(item[flag], bool):
            raise RecordError(_("{where}{field} must be true or false").format(
                where=where, field=flag), number)
    if "give" in item and item["give"] not in ("top", "bottom"):
        raise RecordError(_("{where}give must be 'top' or 'bottom'").format(where=where),
                          number)
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


# -- from a record to a state ---------------------------------------------------------------
def deals_of(record: Record) -> tuple[list[Deal], bool]:
    """The deals of every hand (tile ids, two sets told apart) and whether boneyards were
    given."""
    data = record.data
    rules = get_rules(data["game"], data.get("options", {}))
    players = data["players"]
    n = len(players)
    copies = rules.copies(n)
    hands = data["hands"] if record.is_match else [data["hands"]]
    known = "boneyard" in data
    boneyards = (data["boneyard"] if record.is_match else [data["boneyard"]]) if known else None
    deals = []
    for k, hand in enumerate(hands):
        used = [0] * SET_SIZE

        def take(text: str, used: list[int] = used, k: int = k) -> int:
            index = parse_tile(text).index
            if used[index] >= copies:
                text = (_("hand {number}: {tile} is dealt more often than the sets hold")
                        if copies > 1 else
                        _("hand {number}: {tile} is dealt more often than the set holds"))
                raise RecordError(text.format(number=k + 1, tile=TILES[index]))
            used[index] += 1
            return index + SET_SIZE * (used[index] - 1)

        dealt = []
        for name in players:
            tiles = hand[name]
            dealt.append(tuple(take(t) for t in (
                tiles["left"] + tiles["right"] if isinstance(tiles, dict) else tiles)))
        aside_text = _aside_of(data, k)
        aside = take(aside_text) if aside_text is not None else None
        if boneyards is not None:
            bone = tuple(take(t) for t in boneyards[k])
            missing = [TILES[i] for i in range(SET_SIZE) if used[i] < copies]
            if missing:
                raise RecordError(_("hand {number}: {tile} is neither dealt nor in the "
                                    "boneyard").format(number=k + 1, tile=missing[0]))
        else:
            bone = tuple(i + SET_SIZE * c for c in range(copies) for i in range(SET_SIZE)
                         if used[i] <= c)
        deal = rules.deal_from_record(hand, players, Deal(tuple(dealt), bone, aside))
        for name, tiles in zip(players, dealt, strict=True):
            if len(tiles) != rules.hand_size(n) * (2 if isinstance(hand[name], dict) else 1):
                raise RecordError(ngettext("hand {number}: {name} holds {count} tile; {game} "
                                           "deals {size}",
                                           "hand {number}: {name} holds {count} tiles; {game} "
                                           "deals {size}", len(tiles)).format(
                    number=k + 1, name=name, count=len(tiles), game=rules.name,
                    size=rules.hand_size(n)))
        deals.append(deal)
    return deals, known


def _aside_of(data: dict[str, Any], k: int) -> str | None:
    """The set-aside tile of hand ``k``: one tile (the first hand's), or a list per hand."""
    aside = data.get("aside")
    if isinstance(aside, list):
        return aside[k] if k < len(aside) else None
    return aside if k == 0 else None


def start_state(record: Record) -> State:
    """The state before the first move of a record."""
    data = record.data
    deals, known = deals_of(record)
    rules = get_rules(data["game"], data.get("options", {}))
    players = data["players"]
    leader = players.index(data["leader"]) if "leader" in data else None
    state = State(rules, players, seed=f"record:{record.source}", deals=deals, leader=leader,
                  boneyard_known=known)
    return state


# -- replay ---------------------------------------------------------------------------------
@dataclass
class Replay:
    """What ``replay`` reports (RECORD.md's ``--json`` form) and the final state."""

    game: str
    steps: list[dict[str, Any]] = field(default_factory=list)
    hand_ends: list[dict[str, Any]] = field(default_factory=list)
    result: dict[str, Any] = field(default_factory=dict)
    state: State | None = None
    done: list[list[Move | Tile]] = field(default_factory=list)  # each step's items, for text
    notes: dict[str, Note] = field(default_factory=dict)  # the record's notes, as written

    def as_json(self, notes: bool = False) -> dict[str, Any]:
        """RECORD.md's JSON form; with ``notes``, a step that has a note carries it as the
        record writes it (a text, or one text per language), the same in every language."""
        steps = self.steps if not notes else [
            {**s, "note": self.notes[str(s["n"])]} if str(s["n"]) in self.notes else s
            for s in self.steps]
        return {"game": self.game, "steps": steps, "hand_ends": self.hand_ends,
                "result": self.result}

    def hand_end_words(self, hand_end: dict[str, Any]) -> str:
        """How a hand of ``hand_ends`` ended, in words (``words.hand_end_words``)."""
        number = self.hand_ends.index(hand_end)
        if self.state is None or number >= len(self.state.results):
            return reason_words(str(hand_end["reason"]))
        return hand_end_words(self.state, self.state.results[number])

    def lines(self, notes: bool = False) -> list[str]:
        """The text form: one line per move, then the hand ends and the result; with
        ``notes``, each move's note in the current language under its line."""
        out = []
        width = max((len(s["player"]) for s in self.steps), default=6)
        ends = {h["after"]: h for h in self.hand_ends}
        for k, s in enumerate(self.steps):
            totals = ", ".join(f"{k} {v}" for k, v in s["scores"].items())
            action = ("; ".join(map(move_words, self.done[k])) if k < len(self.done)
                      else s["action"])
            out.append(f"{s['n']:>3}  {s['player']:<{width}}  {action:<28} "
                       f"{s['points']:>+4}   {totals}")
            note = note_text(self.notes.get(str(s["n"]))) if notes else None
            if note:
                out.extend("       " + line for line in note.splitlines())
            if s["n"] in ends:
                h = ends[s["n"]]
                pts = (", ".join(f"{k} {v:+d}" for k, v in h["points"].items())
                       or _("no points"))
                out.append("     " + _("hand over: {how}; {points}").format(
                    how=self.hand_end_words(h), points=pts))
        r = self.result
        totals = ", ".join(f"{k} {v}" for k, v in r["scores"].items())
        if r["winner"]:
            out.append("     " + _("totals: {totals}; winner {winner}, settlement {settlement}")
                       .format(totals=totals, winner=r["winner"], settlement=r["settlement"]))
        else:
            out.append("     " + _("totals: {totals}").format(totals=totals))
        return out


def _auto_draw(state: State, number: int) -> list[Done]:
    """S2: draw as the rules require before a placement or a pass (or, in two hands, when the
    other hand's moment comes), until the mover may play or his turn is over."""
    drawn: list[Done] = []
    mover = state.turn
    while state.turn == mover and state.hand_over is None and DRAW in state.legal_actions():
        if not state.boneyard_known:
            raise RecordError(_no_boneyard(), number)
        drawn.append(TILES[state.boneyard[state.bone_pos]])
        state.apply(DRAW)
    return drawn


def _ended_by_draws(state: State, done: list[Done], name: str, tile: str | None) -> str | None:
    """Why ``name``'s pass (``tile`` None) or placement of ``tile`` cannot be made when the
    draws the rules required before it ended the hand (Sevens' dead table: the whole reserve
    drawn, then the hand blocked); None when they did not."""
    drawn = [str(item) for item in done if isinstance(item, Tile)]
    if state.hand_over is None or not drawn:
        return None
    n = len(drawn)
    # TRANSLATORS: a record passes or plays where the engine first had to draw
    happened = agreeing(
        name, ngettext("{name} first had to draw {n} tile ({tiles}), and then the hand ended: "
                       "{how}", "{name} first had to draw {n} tiles ({tiles}), and then the "
                       "hand ended: {how}", n),
        npgettext("you", "{name} first had to draw {n} tile ({tiles}), and then the hand "
                  "ended: {how}", "{name} first had to draw {n} tiles ({tiles}), and then the "
                  "hand ended: {how}", n)).format(name=name, n=n, tiles=", ".join(drawn),
                                                  how=hand_end_words(state))
    if tile is None:
        return _("there is no pass here: {happened}").format(happened=happened)
    return _("{tile} cannot be played here: {happened}").format(tile=tile, happened=happened)


def _no_boneyard() -> str:
    return _("the record has no boneyard, so it may not contain draws")


def _apply_move(state: State, move: dict[str, Any], number: int) -> list[Done]:
    """Apply one record move (a whole turn); return what was done: the placements and passes
    described, the tiles drawn."""
    done: list[Done] = []
    if "draw" in move:
        if DRAW not in state.legal_actions():
            raise RecordError(state.why_illegal(DRAW), number)
        if not state.boneyard_known:
            raise RecordError(_no_boneyard(), number)
        expected = TILES[state.boneyard[state.bone_pos]]
        if parse_tile(move["draw"]) != expected:
            raise RecordError(_("the next boneyard tile is {tile}, not {given}").format(
                tile=expected, given=move["draw"]), number)
        state.apply(DRAW)
        return [expected]
    if "pass" in move:
        done += _auto_draw(state, number)
        if PASS not in state.legal_actions():
            why = _ended_by_draws(state, done, move["player"], None)
            raise RecordError(why or state.why_illegal(PASS), number)
        done.append(state.describe(PASS))
        state.apply(PASS)
        return done
    placements = move["plays"] if "plays" in move else [move]
    mover = state.turn
    for k, item in enumerate(placements):
        if k > 0 and (state.turn != mover or not state.turn_plays):
            raise RecordError(_("the turn is over before {tile}: only doubles (or the rules' "
                                "other hand) may follow in one turn").format(tile=item["play"]),
                              number)
        done += _auto_draw(state, number)
        ended = _ended_by_draws(state, done, move["player"], str(item["play"]))
        if ended:
            raise RecordError(ended, number)
        on = item.get("on")
        if isinstance(on, int) and not isinstance(on, bool) and on > len(state.table):
            place = _placement_no(k) if "plays" in move else ""
            raise RecordError(_("{where}on: no tile {number} on the table ({placed} placed)")
                              .format(where=place, number=on, placed=len(state.table)), number)
        where = {key: item[key] for key in item if key not in ("play", "player")}
        try:
            action = state.find_placement(item["play"], **where)
        except IllegalMoveError as err:
            if "plays" not in move:
                raise
            raise RecordError(f"{_placement_no(k)}{err}", number) from None
        done.append(state.describe(action))
        state.apply(action)
    if state.turn == mover and state.turn_plays and state.hand_over is None:
        done += _finish_turn(state, number)
    return done


def _finish_turn(state: State, number: int) -> list[Done]:
    """End the turn a move has made (a move is the whole turn, RECORD.md): draw what the rules
    require (two hands: a hand whose moment came with no tile to play), then end it; refuse the
    move if a hand could still play. Returns the draws, in words."""
    start = state.bone_pos
    drawn = [] if END_TURN in state.legal_actions() else _auto_draw(state, number)
    if state.turn_plays and state.hand_over is None:
        if END_TURN not in state.legal_actions():
            tiles = [TILES[t] for t in state.boneyard[start:state.bone_pos]]
            raise RecordError(state.rules.why_unfinished(state, tiles), number)
        state.apply(END_TURN)
    return drawn


def replay(record: Record, on_step: Callable[[dict[str, Any], State], None] | None = None
           ) -> Replay:
    """Play a record through; raise ``RecordError`` at the first illegal move."""
    state = start_state(record)
    names = record.players
    out = Replay(record.game, state=state, notes=dict(record.data.get("notes", {})))
    hands = record.hand_moves()
    number = 0
    for k, moves in enumerate(hands):
        if k > 0:
            if state.hand_over is None:
                raise RecordError(_("hand {number} is not over, but the record starts hand "
                                    "{next}").format(number=k, next=k + 1), number)
            state.apply(NEXT_HAND)
        for move in moves:
            number += 1
            if state.hand_over is not None:
                raise RecordError(_("the hand is already over"), number)
            player = names.index(move["player"])
            if player != state.turn:
                raise RecordError(not_the_turn_of(names[state.turn], move["player"]), number)
            before = state.scores
            results_before = len(state.results)
            try:
                done = _apply_move(state, move, number)
            except RecordError:
                raise
            except DominoError as err:
                raise RecordError(str(err), number) from None
            end_points = (0,) * state.n
            if len(state.results) > results_before:
                result = state.results[-1]
                end_points = result.points
                out.hand_ends.append({
                    "after": number, "reason": result.reason,
                    "points": {names[p]: v for p, v in enumerate(result.points) if v}})
            shown = tuple(s - e for s, e in zip(state.scores, end_points, strict=True))
            out.done.append(done)
            step = {"n": number, "player": move["player"], "action": ", ".join(map(_said, done)),
                    "points": shown[player] - before[player],
                    "scores": dict(zip(names, shown, strict=True))}
            out.steps.append(step)
            if on_step is not None:
                on_step(step, state)
    out.result = {"scores": dict(zip(names, state.scores, strict=True)),
                  "winner": names[state.winner] if state.winner is not None else None,
                  "settlement": state.settlement()}
    return out


# -- from a state to a record ---------------------------------------------------------------
def placement_spec(state: State, action: int) -> dict[str, Any]:
    """The shortest record placement that names ``action`` in this position."""
    move = state.describe(action)
    base: dict[str, Any] = {"play": move.played_as}
    flags: dict[str, Any] = {}
    if move.crosswise:
        flags["crosswise"] = True
    if move.face_down:
        flags["face_down"] = True
    if move.cut:
        flags.update({"cut": True, "give": move.give})
    flags.update(state.rules.record_extras(state, action))
    tries: list[dict[str, Any]] = [{}]
    if move.on is not None:
        on: list[Any] = [move.on_tile, move.on]
        for where in on:
            tries += [{"on": where}, {"on": where, "at": move.at},
                      {"on": where, "at": move.at, "side": move.side}]
    for where in tries:
        spec = {**base, **{k: v for k, v in where.items() if v is not None}, **flags}
        try:
            if state.find_placement(**spec) == action:
                return spec
        except DominoError:
            continue
    raise RecordError(f"cannot write {move} in record notation")  # pragma: no cover


def _said(item: Move | Tile) -> str:
    """An item of ``Done`` in the record's notation (``play 1:6 on 1:1 east``, ``draw 3:4``):
    the same in every language (it is the JSON's ``action``)."""
    return f"draw {item}" if isinstance(item, Tile) else str(item)


def record_from_state(state: State, notes: dict[str, Note] | None = None) -> Record:
    """A record of everything played in ``state``, which replays identically: every whole turn
    (a turn of Cross in two hands still waiting for a hand is left out, as a record's move is
    the whole turn)."""
    rules = state.rules
    names = list(state.players)
    fresh = State(rules, names, state.seed, deals=state.dealt, leader=state.leaders[0])
    hands_moves: list[list[dict[str, Any]]] = [[]]
    turn: list[dict[str, Any]] = []
    mover = 0

    def flush() -> None:
        if len(turn) == 1:
            hands_moves[-1].append({"player": names[mover], **turn[0]})
        elif turn:
            hands_moves[-1].append({"player": names[mover], "plays": list(turn)})
        turn.clear()

    drawn: list[dict[str, Any]] = []  # draws a later placement or pass makes implicit
    for action, _snap, _counted in state.history:
        if action <= SPLIT:  # a split: the record's hands hold it (``fresh`` is dealt so)
            continue
        if action >= 0:
            drawn.clear()
            if not turn:
                mover = fresh.turn
            turn.append(placement_spec(fresh, action))
            fresh.apply(action)
            if not fresh.turn_plays or fresh.turn != mover:
                flush()
            continue
        if action == DRAW:
            drawn.append({"player": names[fresh.turn],
                          "draw": str(TILES[fresh.boneyard[fresh.bone_pos]])})
            fresh.apply(action)
            if turn and fresh.turn != mover:  # the draw ended a turn (two hands): the replay
                flush()  # draws it at the end of the move, as the rules require
                drawn.clear()
            if fresh.hand_over is not None:  # the draw ended the hand: write it out
                hands_moves[-1].extend(drawn)
                drawn.clear()
            continue
        drawn.clear()
        if action == PASS:
            hands_moves[-1].append({"player": names[fresh.turn], "pass": True})
        elif action == END_TURN:
            flush()
        elif action == NEXT_HAND:
            flush()
            hands_moves.append([])
        fresh.apply(action)
    if turn and END_TURN not in fresh.legal_actions():  # two hands: half a turn, left out
        turn.clear()
        drawn.clear()
    flush()
    hands_moves[-1].extend(drawn)  # draws of a turn still in progress
    count = len(hands_moves)
    deals = state.dealt[:count]
    hands = [{name: rules.record_hand(d, p) for p, name in enumerate(names)} for d in deals]
    bones = [[str(TILES[t]) for t in d.boneyard] for d in deals]
    data: dict[str, Any] = {"format": FORMAT, "game": rules.name,
                            "options": {k: v for k, v in rules.options.items()
                                        if v != rules.default_options()[k]},
                            "players": names,
                            "hands": hands if count > 1 else hands[0],
                            "boneyard": bones if count > 1 else bones[0]}
    asides = [None if d.aside is None else str(TILES[d.aside]) for d in deals]
    if any(asides):
        data["aside"] = asides if count > 1 else asides[0]
    data["leader"] = names[state.leaders[0]]
    data["moves"] = hands_moves if count > 1 else hands_moves[0]
    if notes:
        data["notes"] = dict(notes)
    return Record(data, "state")
