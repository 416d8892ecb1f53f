"""Players' names in the reader's alphabet: the package's records name their players in Russian
(``Аня``, ``Борис``); an English text writes them in Latin letters (``Anya``, ``Boris``), a
Russian one keeps them. A replay, a sandbox, a review, a rule card, a puzzle or a lesson shows a
record's players so, and the record itself keeps its names (RECORD.md).

>>> latin("Ольга"), latin("Андрей")
('Olga', 'Andrey')
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from .i18n import current_language
from .record import Record
from .state import State

LATIN = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя", (
    "a b v g d e yo zh z i y k l m n o p r s t u f kh ts ch sh shch - y - e yu ya").split(),
    strict=True))


def latin(name: str) -> str:
    """A Russian name in Latin letters, as an English text writes it (``Ольга`` -> ``Olga``,
    ``Андрей`` -> ``Andrey``); other letters are kept."""
    out = []
    for letter in name:
        low = LATIN.get(letter.lower())
        if low is None:
            out.append(letter)
        elif low != "-":
            out.append(low.capitalize() if letter.isupper() else low)
    return "".join(out)


def readers_name(name: str, lang: str | None = None) -> str:
    """``name`` as a reader of ``lang`` (default: the current language) writes it: Latin
    letters in English, the name itself in Russian."""
    return latin(name) if (lang or current_language()) == "en" else name


name_of = readers_name  # the current language's spelling (the puzzles' name for it)


def readers_names(players: list[str], lang: str | None = None) -> dict[str, str]:
    """Each player's name -> the reader's spelling; the names as they are if two of them would
    be spelled alike (``Олег`` and ``Oleg`` at one table)."""
    names = {p: readers_name(p, lang) for p in players}
    return names if len(set(names.values())) == len(players) else {p: p for p in players}


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


def players_seat(players: tuple[str, ...] | list[str], name: str) -> int | None:
    """The seat of the player called ``name``, in either spelling (``Андрей`` or ``Andrey``);
    None if nobody is."""
    for seat, player in enumerate(players):
        if name == player or latin(name) == player or latin(player) == name:
            return seat
    return None


def readers_player(record: Record, player: int | str, lang: str | None = None) -> int | str:
    """A player of ``record`` (a seat, or a name in either alphabet) as ``readers_record``
    names him; a seat, or a name nobody has, stays as it is (for the caller to refuse)."""
    if isinstance(player, int):
        return player
    seat = players_seat(record.players, player)
    return player if seat is None else readers_names(record.players, lang)[record.players[seat]]


def respelled(state: State, names: Sequence[str]) -> State:
    """``state`` with its players called ``names``, seat by seat (a reader's spelling of the
    same players): a copy with the same position, history and scores, which can be undone
    too; ``state`` itself where the names are the same."""
    if tuple(names) == state.players:
        return state
    if len(names) != state.n:
        raise ValueError(f"{len(names)} names for {state.n} players")
    twin = state.clone()
    twin.players = tuple(names)
    return twin
