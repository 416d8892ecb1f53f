"""The seats of a ``GameWidget`` (the Python side of its constructor): the players' names, the
human seats, the bots' strengths, the match to play, and how a tile or a seat is said.

Plain functions of their arguments: ``game.py`` and the sandbox use them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine.errors import OptionError
from ..engine.games import get_rules
from ..engine.i18n import N_, _
from ..engine.state import State
from ..engine.tiles import TILES
from ..render.scores import YOU, you_or

LEVELS = {"beginner": (N_("Beginner"), "random"), "club": (N_("Club"), "greedy"),
          "strong": (N_("Strong"), "search")}  # the bots' strength: label, player
BOT_LEVEL = {player: level for level, (_, player) in LEVELS.items()}
HANDS = ("left", "right")  # Cross in two hands: a click names the hand holding the tile
WORDS = {"show_all": N_("Show all hands"), "level": N_("Bots:"), "log": N_("The match so far"),
         "level_locked": N_("The bots' strength changes between hands."),
         "widget": N_("Domino game"), "language": N_("Language")}  # the page's own words


def seat_names(players: int | Sequence[str] | None, humans: Sequence[object],
               game: str) -> list[str]:
    """Player names: given ones, or "You" / "Player k" for humans and "Bot k" for bots (in
    the current language; ``humans`` as given, checked later by ``check_humans``)."""
    if players is None:
        rules = get_rules(game)
        players = min(max(4, rules.min_players), rules.max_players)
    if isinstance(players, bool) or not isinstance(players, int | list | tuple):
        raise OptionError(_("players must be a number or a list of names"))
    if not isinstance(players, int):
        return list(players)
    if not humans:
        return [_("Player {n}").format(n=seat + 1) for seat in range(players)]
    names, bots = [], 0
    for seat in range(players):
        if seat in humans:
            names.append(_(YOU) if len(humans) == 1 else _("Player {n}").format(n=seat + 1))
        else:
            bots += 1
            names.append(_("Bot {n}").format(n=bots))
    return names

def check_humans(humans: object, n: int) -> list[int]:
    """The human seats: distinct seat numbers 0 to n-1."""
    if isinstance(humans, int) and not isinstance(humans, bool):
        humans = [humans]
    if not isinstance(humans, list | tuple | set | frozenset):
        raise OptionError(_("humans must be a list of seat numbers, not {value}").format(
            value=repr(humans)))
    seats = list(humans)
    for seat in seats:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise OptionError(_("humans: {value} is not a seat number from 0 to {last}").format(
                value=repr(seat), last=n - 1))
    if len(set(seats)) != len(seats):
        raise OptionError(_("humans: a seat is named twice"))
    return sorted(seats)

def tile_notation(tile_id: int) -> dict[str, Any]:
    """A tile as the page knows it, like a hand tile's data attributes: ``{"tile": "1:2"}``,
    with ``"copy": 1`` for a tile of the second set."""
    tile = TILES[tile_id]
    return {"tile": str(tile), "copy": tile.copy} if tile.copy else {"tile": str(tile)}

def not_held(name: str, tile: object, hand: str | None) -> str:
    """``Ann does not hold 1:2`` (``in the left hand``, Cross in two hands)."""
    if hand == "left":
        return you_or(name, _("You do not hold {tile} in the left hand"),
                      _("{name} does not hold {tile} in the left hand"), tile=tile)
    if hand == "right":
        return you_or(name, _("You do not hold {tile} in the right hand"),
                      _("{name} does not hold {tile} in the right hand"), tile=tile)
    return you_or(name, _("You do not hold {tile}"), _("{name} does not hold {tile}"),
                  tile=tile)

def at_hand_start(st: State) -> bool:
    """Whether the hand in play has not had its first move yet (Cross in two hands: the time
    to split the tiles)."""
    return (not st.match_over and st.hand_over is None and st.table.is_empty
            and st.bone_pos == 0 and st.turn_count == st.hand_turn0)


def check_pause(pause: object) -> float:
    """The time between bot moves: a number of seconds >= 0."""
    if isinstance(pause, bool) or not isinstance(pause, int | float) or pause < 0:
        raise OptionError(_("pause must be a number of seconds >= 0, not {value}").format(
            value=repr(pause)))
    return float(pause)


def match_of(game: str | State, players: int | Sequence[str] | None,
             humans: Sequence[int] | int, seed: int | str | None,
             options: dict[str, Any] | None) -> State:
    """The match a ``GameWidget`` plays: a new one of the game named, or the ``State`` given
    (whose players, seed and options are its own)."""
    if isinstance(game, State):
        if players is not None or seed is not None or options is not None:
            raise OptionError(_("players, seed and options come from the State given as "
                                "game"))
        return game
    if isinstance(game, str):
        seats: list[object] = list(humans) if isinstance(
            humans, list | tuple | set | frozenset) else [humans]
        return State.new(game, seat_names(players, seats, game), seed=seed, options=options)
    raise OptionError(_("game must be a game name or a State, not {value}").format(
        value=repr(game)))
