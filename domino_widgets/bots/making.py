"""A player from its name (``make_player("search:samples=32")``): the one module that knows
every kind of player, so that ``players.py`` and ``search.py`` need not know each other."""

from __future__ import annotations

from typing import Any

from ..engine.errors import OptionError
from ..engine.i18n import _
from ..engine.quoting import quoted
from .players import GreedyPlayer, Player, RandomPlayer
from .search import SearchPlayer

PLAYER_KINDS = ("random", "greedy", "search", "omniscient")


def make_player(spec: str | Player, seed: int | str | None = None) -> Player:
    """A player from its name: ``random``, ``greedy``, ``search`` or ``omniscient`` (search
    that sees every hand, for teaching), with settings as ``search:samples=32:rollout=random``.
    """
    if isinstance(spec, Player):
        return spec.for_game(seed) if seed is not None else spec
    if not isinstance(spec, str):
        raise OptionError(_("a player is a name such as 'greedy', not {value}").format(
            value=quoted(spec)))
    kind, _colon, settings = spec.strip().partition(":")
    kind = kind.strip().lower()
    kwargs = _settings(spec, settings)
    if kind in ("search", "omniscient", "see-all", "see_all"):
        if kind != "search":
            kwargs["see_all"] = True
        try:
            return SearchPlayer(seed, **kwargs)
        except TypeError:
            known = ", ".join(SearchPlayer.SETTINGS)
            raise OptionError(_("unknown setting in player {value}; known: {known}").format(
                value=quoted(spec), known=known)) from None
    if kind not in PLAYER_KINDS:
        raise OptionError(_("unknown player {value}; players: {players}").format(
            value=quoted(spec), players=", ".join(PLAYER_KINDS)))
    if kwargs:
        raise OptionError(_("player {kind} has no settings ({value})").format(
            kind=kind, value=quoted(spec)))
    return RandomPlayer(seed) if kind == "random" else GreedyPlayer(seed)


def _settings(spec: str, text: str) -> dict[str, Any]:
    """``samples=32:rollout=random`` -> {"samples": 32, "rollout": "random"}."""
    out: dict[str, Any] = {}
    for part in filter(None, (p.strip() for p in text.split(":"))):
        key, eq, value = part.partition("=")
        if not eq or not key.strip():
            raise OptionError(_("bad player setting {setting} in {value}: write name=value")
                              .format(setting=quoted(part), value=quoted(spec)))
        value = value.strip()
        if value.lower() == "none":  # a budget left open (max_work=None)
            out[key.strip()] = None
            continue
        try:
            out[key.strip()] = int(value)
        except ValueError:
            try:
                out[key.strip()] = float(value)
            except ValueError:
                out[key.strip()] = value
    return out
