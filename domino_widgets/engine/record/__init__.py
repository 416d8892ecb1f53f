"""Game records (RECORD.md): read, check, write and replay.

A record is kept as the JSON object it was read from, so writing it back gives the same bytes
(in the canonical layout ``dumps`` produces). ``replay`` plays it through a ``State`` and
reports one step per move.

This package's front: ``Record``, ``dumps``, ``record_from_state`` (a state written as a
record), ``shipped_records`` and ``readers_record`` (a record's players named in the reader's
alphabet, ``alphabet.py``) live here; the record's shape is checked in ``shape.py`` (a
move's in ``moves.py``), a record's state starts in ``start.py``, its replay is
``playback.py`` (``replay``, importable from here too), a state's moves as a record writes
them are ``write.py``.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from ..alphabet import players_seat, readers_names
from ..errors import RecordError
from ..i18n import _
from ..quoting import quoted
from ..state import State
from ..tiles import TILES
from .playback import Replay, note_text, replay
from .shape import FORMAT, Note, _small_int, _too_deep, check
from .start import start_state
from .write import moves_of

__all__ = ["Record", "dumps", "readers_player", "readers_record", "record_from_state", "replay",
           "shipped_records"]


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
        return cls.shipped(str(name_or_path))

    @classmethod
    def shipped(cls, name: str) -> Record:
        """A record that ships with the package, by name (``cross-photos``), looking at no
        file of the working folder (in the browser version each look there is a request)."""
        if name not in _shipped_names():
            raise RecordError(_("no such file or shipped record: {name} (shipped: {records})")
                              .format(name=quoted(name), records=", ".join(shipped_records())))
        text = resources.files("domino_widgets.records").joinpath(f"{name}.json").read_text(
            encoding="utf-8")
        return cls.loads(text, f"{name}.json")

    def replay(self, on_step: Callable[[dict[str, Any], State], None] | None = None) -> Replay:
        return replay(self, on_step)

    def positions(self) -> list[State]:
        """The position at the deal, then after each move: ``positions()[n]`` follows move n
        (in a match, numbered across the hands)."""
        found = [start_state(self)]
        replay(self, lambda step, state: found.append(state.clone()))
        return found


def readers_record(record: Record, lang: str | None = None) -> Record:
    """``record`` with its players named as a reader of ``lang`` writes them (default: the
    current language): the same game, the same moves and notes. The record itself is not
    changed; it is returned as it is where no name changes."""
    names = readers_names(record.players, lang)
    if all(p == q for p, q in names.items()):
        return record
    data = copy.deepcopy(record.data)
    data["players"] = [names[p] for p in data["players"]]
    data["hands"] = ([_renamed(deal, names) for deal in data["hands"]] if record.is_match
                     else _renamed(data["hands"], names))
    if "leader" in data:
        data["leader"] = names[data["leader"]]
    for hand in data["moves"] if record.is_match else [data["moves"]]:
        for move in hand:
            move["player"] = names[move["player"]]
    return Record(data, record.source)


def _renamed(hands: dict[str, Any], names: dict[str, str]) -> dict[str, Any]:
    """A deal's hands under the new names, in the same order."""
    return {names[p]: held for p, held in hands.items()}


def readers_player(record: Record, player: int | str, lang: str | None = None) -> int | str:
    """A player of ``record`` (a seat, or a name in either alphabet) as ``readers_record``
    names him; a seat, or a name nobody has, stays as it is (for the caller to refuse)."""
    if isinstance(player, int):
        return player
    seat = players_seat(record.players, player)
    return player if seat is None else readers_names(record.players, lang)[record.players[seat]]


def shipped_records() -> list[str]:
    """Names of the records that ship with the package."""
    return list(_shipped_names())


@cache
def _shipped_names() -> tuple[str, ...]:
    """The shipped records' names, listed once: the package's files do not change while it
    runs (a lesson asks for them for every record it shows)."""
    folder = resources.files("domino_widgets.records")
    return tuple(sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".json")))


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


# -- from a state to a record (its moves: ``write.py``) -------------------------------
def record_from_state(state: State, notes: dict[str, Note] | None = None) -> Record:
    """A record of everything played in ``state``, which replays identically: every whole turn
    (a turn of Cross in two hands still waiting for a hand is left out, as a record's move is
    the whole turn)."""
    rules = state.rules
    names = list(state.players)
    hands_moves = moves_of(state)
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
