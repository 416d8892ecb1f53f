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


# Rules objects made so far, by game and options: a ``Rules`` never changes once made, so every
# state of one game with the same options may share one (a new match is cheaper to start).
_MADE: dict[tuple[Any, ...], Rules] = {}
_MADE_KEPT = 256


def get_rules(game: str, options: dict[str, Any] | None = None) -> Rules:
    """The rules of ``game`` with ``options``; unknown names are an ``OptionError``."""
    if not isinstance(game, str) or game not in GAMES:
        from ..explain import unknown_game  # lazy: explain reads the games' types only

        raise OptionError(unknown_game(game, GAMES))
    if not options:
        key: tuple[Any, ...] = (game,) if options is None or type(options) is dict else ()
    elif type(options) is dict:  # each value with its type: True and 1 are different options
        key = (game, *((name, type(value), value) for name, value in options.items()))
    else:
        key = ()
    try:
        rules = _MADE.get(key) if key else None
    except TypeError:  # a value that cannot be a key (the rules will say what is wrong with it)
        key, rules = (), None
    if rules is None:
        rules = GAMES[game](options)
        if key and len(_MADE) < _MADE_KEPT:
            _MADE[key] = rules
    return rules
