"""The games, one module each, by their record names (RECORD.md)."""

from __future__ import annotations

from typing import Any

from ..errors import OptionError
from .base import Rules
from .cross import Cross
from .cross_two_hands import CrossTwoHands
from .matador import Matador
from .quintuple import Quintuple
from .sausage import Sausage
from .sevastopol import Sevastopol
from .sevens import Sevens
from .six_matador import SixMatador
from .spider import Spider
from .traditional import Traditional

GAMES: dict[str, type[Rules]] = {
    cls.name: cls
    for cls in (Cross, CrossTwoHands, Quintuple, Traditional, Matador, SixMatador, Sevens,
                Sevastopol, Spider, Sausage)
}


def get_rules(game: str, options: dict[str, Any] | None = None) -> Rules:
    """The rules of ``game`` with ``options``; unknown names are an ``OptionError``."""
    if not isinstance(game, str) or game not in GAMES:
        from ..explain import unknown_game  # lazy: explain reads the games' types only

        raise OptionError(unknown_game(game, GAMES))
    return GAMES[game](options)
