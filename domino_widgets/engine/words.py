"""Messages that name a player read right for "You" as for "Anna".

English agrees the verb with the name (``Anna does not hold`` / ``You do not hold``), so a
message that names a player is written twice, once for a player called "You" (a widget's
human) and once for any other name, and ``agreeing`` picks one. Both are marked at the call
site, where Babel finds them::

    agreeing(name, _("{name} does not hold {tile}"), _("{name} do not hold {tile}"))

A translation need not follow English there: Russian puts the name before a colon
(``Анна: нет кости 6:4``), which reads the same for «Вы» and for «Анна» and needs no case of
the name, nor a gender for a past tense.
"""

from __future__ import annotations

from .i18n import pgettext

YOU = ("you", "вы")
"""The names that mean the one reading (a widget's human), in every language spoken."""


def is_you(name: str) -> bool:
    """Whether ``name`` is the reader himself ("You", «Вы»)."""
    said = name.strip().casefold()
    return said in YOU or said == pgettext("the player at the screen", "You").casefold()


def agreeing(name: str, third_person: str, you: str) -> str:
    """``you`` when ``name`` is the reader, else ``third_person`` (both already looked up)."""
    return you if is_you(name) else third_person
