"""A player's grammatical gender, for the sentences that need one (a Russian past tense: «Аня
брала», «Борис брал»; an English pronoun: she, he). Told by ``set_gender`` (a lesson may ask
the learner), else guessed from the name; None where the name does not tell (``Саша``,
``Ann``?), and then the words are neutral.

>>> gender_of("Аня"), gender_of("Борис"), gender_of("Боря"), gender_of("Саша")
('f', 'm', 'm', None)
>>> gender_of("Anya"), gender_of("Boris"), gender_of("Bot 1")
('f', 'm', None)
"""

from __future__ import annotations

from ..engine.alphabet import latin
from ..engine.errors import OptionError
from ..engine.i18n import _

GENDERS = ("f", "m")

# Russian names, and their diminutives, that end in -а/-я and are men's
MEN_IN_A = frozenset("""никита илья фома кузьма лука савва данила гаврила миша паша гриша дима
вова петя ваня коля толя федя серёжа сережа лёша леша алёша алеша костя витя стёпа степа боря
гоша володя юра сеня лёва лева тёма тема рома гена веня жора митя вася сёма сема слава славик
""".split())
# ...and those that may be either (a Саша is Александр or Александра)
EITHER = frozenset("саша женя валя шура сева сима".split())
# women's names that end in a soft sign
WOMEN_IN_SOFT = frozenset("любовь нинель адель рахиль".split())
# a few Latin-letter names that do not end as Russian ones do
WOMEN = frozenset("ann anne kate cat alice eve mary ruth jane liz beth olive rose".split())
MEN = frozenset("""bob ben tom john jack sam max leo dan tim jim joe paul peter mark luke
adam nick""".split())
# the words a player is named by that are nouns of a gender («Бот 1»: masculine)
MASCULINE_NOUNS = frozenset(["бот"])

_told: dict[str, str] = {}


class GenderError(OptionError):
    """A gender that is not ``"f"``, ``"m"`` or None."""


def set_gender(name: str, gender: str | None) -> None:
    """Say the grammatical gender of the player called ``name`` (``"f"``, ``"m"``; None:
    forget it, and guess from the name again)."""
    if gender is not None and gender not in GENDERS:
        raise GenderError(_("a gender is \"f\", \"m\" or None, not {value}").format(
            value=repr(gender)[:40]))
    key = name.strip().casefold()
    if gender is None:
        _told.pop(key, None)
    else:
        _told[key] = gender


def gender_of(name: str) -> str | None:
    """``"f"``, ``"m"`` or None (unknown): as told by ``set_gender``, else from the name."""
    key = name.strip().casefold()
    if key in _told:
        return _told[key]
    words = key.split()
    if not words:
        return None
    first = words[0]
    if first in MASCULINE_NOUNS:
        return "m"
    if any("а" <= c <= "я" or c == "ё" for c in first):
        return _russian(first)
    if first in WOMEN:
        return "f"
    if first in MEN:
        return "m"
    return _transliterated(first)


def _russian(name: str) -> str | None:
    if name in EITHER:
        return None
    if name in MEN_IN_A:
        return "m"
    if name.endswith(("а", "я")):
        return "f"
    if name.endswith("ь"):
        return "f" if name in WOMEN_IN_SOFT else "m"
    if name[-1].isalpha():
        return "m"
    return None


def _transliterated(name: str) -> str | None:
    """A Russian name written in Latin letters (``Anya``, ``Boris``), by the Russian rules."""
    if name in {latin(n) for n in EITHER}:
        return None
    if name in {latin(n) for n in MEN_IN_A}:
        return "m"
    if name.endswith("a"):  # Anya, Vera, Olga; Anna, Emma
        return "f"
    russian_men = ("ey", "iy", "ay", "ov", "ev", "in", "is", "eb", "on", "or", "an", "ir", "em")
    if name.endswith(russian_men) and name.isalpha():  # Andrey, Boris, Gleb, Anton, Igor...
        return "m"
    return None
