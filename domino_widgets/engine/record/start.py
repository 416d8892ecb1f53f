"""From a record to the state it starts from: every hand's deal and the first leader."""

from __future__ import annotations

from typing import Any, Protocol

from ..errors import RecordError
from ..games import get_rules
from ..games.base import Rules
from ..games.hand_data import Deal
from ..i18n import _, ngettext
from ..state import State
from ..tiles import SET_SIZE, TILES, parse_tile


class Record(Protocol):
    """What a record's start and its replay read of a checked ``record.Record`` (whose module
    runs them; typed so, they import it back for no type)."""

    @property
    def data(self) -> dict[str, Any]: ...
    @property
    def source(self) -> str: ...
    @property
    def game(self) -> str: ...
    @property
    def players(self) -> list[str]: ...
    @property
    def is_match(self) -> bool: ...
    def hand_moves(self) -> list[list[dict[str, Any]]]: ...


# -- from a record to a state ---------------------------------------------------------------
def deals_of(record: Record) -> tuple[list[Deal], bool]:
    """The deals of every hand (tile ids, two sets told apart) and whether boneyards were
    given."""
    data = record.data
    rules = get_rules(data["game"], data.get("options", {}))
    hands = data["hands"] if record.is_match else [data["hands"]]
    known = "boneyard" in data
    boneyards = (data["boneyard"] if record.is_match else [data["boneyard"]]) if known else None
    deals = [_deal_of(rules, data["players"], hand, k, _aside_of(data, k),
                      None if boneyards is None else boneyards[k])
             for k, hand in enumerate(hands)]
    return deals, known


def _deal_of(rules: Rules, players: list[str], hand: dict[str, Any], k: int,
             aside_text: str | None, boneyard: list[str] | None) -> Deal:
    """The deal of hand ``k``: its ``hands`` entry, set-aside tile and boneyard (None: not
    given, so the tiles not dealt, in set order)."""
    copies = rules.copies(len(players))
    used = [0] * SET_SIZE

    def take(text: str) -> int:
        index = parse_tile(text).index
        if used[index] >= copies:
            text = (_("hand {number}: {tile} is dealt more often than the sets hold")
                    if copies > 1 else
                    _("hand {number}: {tile} is dealt more often than the set holds"))
            raise RecordError(text.format(number=k + 1, tile=TILES[index]))
        used[index] += 1
        return index + SET_SIZE * (used[index] - 1)

    dealt = []
    for name in players:
        tiles = hand[name]
        dealt.append(tuple(take(t) for t in (
            tiles["left"] + tiles["right"] if isinstance(tiles, dict) else tiles)))
    aside = take(aside_text) if aside_text is not None else None
    if boneyard is not None:
        bone = tuple(take(t) for t in boneyard)
        missing = [TILES[i] for i in range(SET_SIZE) if used[i] < copies]
        if missing:
            raise RecordError(_("hand {number}: {tile} is neither dealt nor in the "
                                "boneyard").format(number=k + 1, tile=missing[0]))
    else:
        bone = tuple(i + SET_SIZE * c for c in range(copies) for i in range(SET_SIZE)
                     if used[i] <= c)
    deal = rules.deal_from_record(hand, players, Deal(tuple(dealt), bone, aside))
    _check_sizes(rules, players, hand, dealt, k)
    return deal


def _check_sizes(rules: Rules, players: list[str], hand: dict[str, Any],
                 dealt: list[tuple[int, ...]], k: int) -> None:
    """Every player of hand ``k`` holds as many tiles as the game deals (twice as many, split
    into two hands)."""
    n = len(players)
    for name, tiles in zip(players, dealt, strict=True):
        if len(tiles) != rules.hand_size(n) * (2 if isinstance(hand[name], dict) else 1):
            raise RecordError(ngettext("hand {number}: {name} holds {count} tile; {game} "
                                       "deals {size}",
                                       "hand {number}: {name} holds {count} tiles; {game} "
                                       "deals {size}", len(tiles)).format(
                number=k + 1, name=name, count=len(tiles), game=rules.name,
                size=rules.hand_size(n)))


def _aside_of(data: dict[str, Any], k: int) -> str | None:
    """The set-aside tile of hand ``k``: one tile (the first hand's), or a list per hand."""
    aside = data.get("aside")
    if isinstance(aside, list):
        return aside[k] if k < len(aside) else None
    return aside if k == 0 else None


def start_state(record: Record) -> State:
    """The state before the first move of a record."""
    data = record.data
    deals, known = deals_of(record)
    rules = get_rules(data["game"], data.get("options", {}))
    players = data["players"]
    leader = players.index(data["leader"]) if "leader" in data else None
    state = State(rules, players, seed=f"record:{record.source}", deals=deals, leader=leader,
                  boneyard_known=known)
    return state
