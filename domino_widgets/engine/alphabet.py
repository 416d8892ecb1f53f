"""Players' names in the reader's alphabet: the package's records name their players in Russian
(``Аня``, ``Борис``); an English text writes them in Latin letters (``Anya``, ``Boris``), a
Russian one keeps them.

>>> latin("Ольга"), latin("Андрей")
('Olga', 'Andrey')
"""

from __future__ import annotations

import copy

from .i18n import current_language
from .record import Record

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


def name_of(name: str) -> str:
    """A player's name as the current language writes it: Latin letters in English, kept in
    Russian."""
    return latin(name) if current_language() == "en" else name


def readers_record(record: Record) -> Record:
    """The record with its players named as the current language writes them (``name_of``):
    the same game, the same moves; the record itself stays as it is."""
    names = {p: name_of(p) for p in record.players}
    if all(p == q for p, q in names.items()):
        return record
    data = copy.deepcopy(record.data)
    data["players"] = [names[p] for p in data["players"]]
    hands = data["hands"]
    data["hands"] = ([{names[p]: h for p, h in deal.items()} for deal in hands]
                     if isinstance(hands, list) else {names[p]: h for p, h in hands.items()})
    if "leader" in data:
        data["leader"] = names[data["leader"]]
    for hand in data["moves"] if record.is_match else [data["moves"]]:
        for move in hand:
            move["player"] = names[move["player"]]
    return Record(data, record.source)
