"""Players' names in the reader's alphabet: the package's records name their players in Russian
(``Аня``, ``Борис``); an English text writes them in Latin letters (``Anya``, ``Boris``), a
Russian one keeps them. A replay, a sandbox, a review, a rule card, a puzzle or a lesson shows a
record's players so, and the record itself keeps its names (RECORD.md): a record so named is
``record.readers_record``, a state so named ``State.respelled``.

>>> latin("Ольга"), latin("Андрей")
('Olga', 'Andrey')
"""

from __future__ import annotations

from .i18n import current_language

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


def players_seat(players: tuple[str, ...] | list[str], name: str) -> int | None:
    """The seat of the player called ``name``, in either spelling (``Андрей`` or ``Andrey``);
    None if nobody is."""
    for seat, player in enumerate(players):
        if name == player or latin(name) == player or latin(player) == name:
            return seat
    return None
