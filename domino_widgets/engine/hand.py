"""What people give a match's constructors: the players' names (``default_names``), a leader
by name or seat (``leader_seat``), and the hands given by name with their boneyard
(``dealt_from_hands``, for ``State.from_hands``), each checked with a clear refusal.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import chain

from . import explain
from .errors import IllegalMoveError, OptionError
from .games.base import Rules
from .games.hand_data import Deal
from .i18n import _
from .tiles import INDEX_BY_TEXT, SET_SIZE, TILES, parse_tile


def dealt_from_hands(rules: Rules, hands: Mapping[str, Sequence[str]],
                     boneyard: Sequence[str] | None) -> tuple[list[str], Deal]:
    """The players' names and the deal of hands given by name (``State.from_hands``): every
    hand a list of tiles, not all empty; the boneyard by default the undealt tiles in order."""
    if type(hands) is not dict and not isinstance(hands, Mapping):
        raise OptionError(explain.hands_not_by_name(hands))
    names = default_names(list(hands), rules)
    given = [hands[name] for name in names]
    for name, hand in zip(names, given, strict=True):
        if type(hand) not in _LISTS and (isinstance(hand, str) or not isinstance(hand, Sequence)):
            raise OptionError(explain.hand_not_a_list(name, hand))
    if not any(given):
        raise OptionError(explain.every_hand_empty())
    copies = rules.copies(len(names))
    if copies == 1:
        quick = one_set_deal(given, boneyard)
        if quick is not None:
            return names, quick
    count = [0] * SET_SIZE
    dealt = tuple([taken(hands[name], count, copies) for name in names])
    if boneyard is None:
        bone = tuple([i + SET_SIZE * c for c in range(copies) for i in range(SET_SIZE)
                      if count[i] <= c])
    else:
        bone = taken(boneyard, count, copies)
    return names, Deal(dealt, bone)


def one_set_deal(hands: list[Sequence[str]], boneyard: Sequence[str] | None) -> Deal | None:
    """``dealt_from_hands``'s common case, read by a lookup per tile: one set, every tile
    written ``"a:b"`` and dealt once. None otherwise: ``taken`` then reads the tiles one by one
    and says what is wrong. The same deal as ``taken`` makes (a tile's id is its set index)."""
    index = INDEX_BY_TEXT.__getitem__
    try:
        dealt = tuple([tuple(map(index, hand)) for hand in hands])
        bone = None if boneyard is None else tuple(map(index, boneyard))
    except (KeyError, TypeError):
        return None
    every = list(chain.from_iterable(dealt))
    if bone is not None:
        every += bone
    seen = set(every)
    if len(seen) != len(every):
        return None
    if bone is None:
        bone = tuple(sorted(_ONE_SET - seen))
    return Deal(dealt, bone)


_ONE_SET = frozenset(range(SET_SIZE))


def default_names(players: int | Iterable[str], rules: Rules | None = None) -> list[str]:
    """Player names: given ones (distinct, non-empty, printable) or 'Player 1', 'Player 2',
    ...; a count or a list the game (``rules``) is not for is refused before any is made."""
    if isinstance(players, bool) or not isinstance(players, _PLAYERS):
        raise OptionError(explain.not_players(players))
    if rules is not None:
        rules.check_players(players if isinstance(players, int) else len(players))
    if isinstance(players, int):
        name = _("Player {number}")
        made = _NUMBERED.get((name, players))
        if made is None:
            made = tuple([name.format(number=i + 1) for i in range(players)])
            if players <= 16:
                _NUMBERED[name, players] = made
        return list(made)
    names = list(players)
    if {str}.issuperset(map(type, names)) and all(map(str.strip, names)) and all(
            map(str.isprintable, names)) and len(set(names)) == len(names):
        return names  # (the common case, checked without a Python call per name)
    if not all(isinstance(n, str) and n.strip() for n in names):
        raise OptionError(_("player names must be non-empty strings"))
    odd = next((n for n in names if not n.isprintable()), None)
    if odd is not None:
        raise OptionError(explain.unprintable_name(odd))
    if len(set(names)) != len(names):
        raise OptionError(_("player names must be different"))
    return names


_LISTS = (list, tuple)
_PLAYERS = (int, list, tuple)  # (a tuple: ``int | list | tuple`` is made again at every call)
_NUMBERED: dict[tuple[str, int], tuple[str, ...]] = {}
"""Default names made, by the translated pattern and the count (``str.format`` by keyword
costs some microseconds a name, and every ``State.new`` of a count asks)."""


def taken(texts: Iterable[str], count: list[int], copies: int) -> tuple[int, ...]:
    """The tile ids of ``texts`` (tiles such as ``"3:5"``), each the next copy of its tile not
    yet dealt (``count``: the copies dealt so far, by set index); a tile dealt more often than
    the ``copies`` of the set hold is refused."""
    ids = []
    for text in texts:
        index = parse_tile(text).index
        copy = count[index]
        if copy >= copies:
            raise IllegalMoveError(_("{tile} is dealt more often than the set holds")
                                   .format(tile=TILES[index]))
        count[index] = copy + 1
        ids.append(index + SET_SIZE * copy)
    return tuple(ids)


def leader_seat(leader: object, names: Sequence[str]) -> int | None:
    """The seat of a leader given as a name or a seat number (None: the rules choose)."""
    if leader is None:
        return None
    if isinstance(leader, str) and leader in names:
        return names.index(leader)
    if type(leader) is int and 0 <= leader < len(names):
        return leader
    raise OptionError(explain.unknown_leader(leader, names))
