"""A hand from its start to its end: the players' names and seats, the hands given by name
(``State.from_hands``), the start of every hand (``State._start_hand``: its deal, its leader,
S6 and S7), Cross in two hands' split before the first move (``split_hands``, an action that
``apply`` checks apart), and the end (``State.finish_hand``: S5, the result, S8; S9's
settlement). ``State``'s methods among them are written as functions of the state and bound
in its class, as ``undo.py``'s are.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from itertools import chain
from operator import add
from typing import TYPE_CHECKING

from . import explain
from .actions import split_seat
from .errors import IllegalMoveError, OptionError, SplitError
from .games.base import Rules
from .games.hand_data import Deal, HandResult, settlement
from .i18n import _
from .table import Table, new_tuple
from .tiles import INDEX_BY_TEXT, SET_SIZE, TILES, parse_tile

if TYPE_CHECKING:
    from .position import Match


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


def hand_rng(self: Match[Rules], *parts: object) -> random.Random:
    """The generator of a hand's deal or lot, from the match's seed; bound as ``State._rng``,
    through which the hand's start calls it (one entry point, which tests watch)."""
    return random.Random("/".join(str(p) for p in (self.seed, *parts)))


def start_hand(self: Match[Rules], k: int) -> None:
    """Begin hand ``k`` (0-based): its deal (dealt again after undo: the same, split and all),
    a new table, its leader (S6, S7) and the game's data (``State._start_hand``)."""
    self.hand_no = k
    deal = deal_for(self, k)
    if k == len(self.dealt):
        self.dealt.append(deal)
    self.hands = list(map(tuple, deal.hands))
    self.boneyard = tuple(deal.boneyard)
    self.bone_pos = 0
    self.aside = deal.aside
    self.table = table = Table()
    table.owner = self._owner  # (``_own``, without the call)
    self.turn_plays = ()
    self.draws_this_turn = 0
    self.hand_over = None
    self.aux = None
    if k == 0 and self.first_leader is not None:
        leader = self.first_leader
    elif k == 0:
        leader = self.rules.first_leader(self, lambda: self._rng(k, "lot"))
    else:
        leader = self.rules.next_leader(self, self.results[-1])
    self.leader = self.turn = leader
    if k == len(self.leaders):
        self.leaders.append(leader)
    self.hand_start = len(self.history)
    self.hand_turn0 = self.turn_count
    self.aux = self.rules.initial_aux(self)
    self.position_changed()


def deal_for(self: Match[Rules], k: int) -> Deal:
    """The deal of hand ``k``: as dealt before (a hand started again after undo: the same, split
    and all), as given, or dealt from the seed (again, until the deal may stand)."""
    if k < len(self.dealt):
        deal = self.dealt[k]
    elif k < len(self.deals):
        deal = self.deals[k]
    else:
        attempt = 0
        while True:
            deal = self.rules.deal(self.n, self._rng(k, attempt))
            if not self.rules.needs_redeal(deal, k) and may_lead(self, deal, k):
                break
            attempt += 1
    if k == 0 and self.first_leader is not None and not may_lead(self, deal, k):
        raise OptionError(explain.cannot_lead(self.rules.title, self.players,
                                              self.first_leader or 0, deal))
    return deal


def may_lead(self: Match[Rules], deal: Deal, k: int) -> bool:
    """Whether the leader named for the first hand may lead ``deal`` (``Rules.can_lead``:
    a game led by one tile of the set needs him to hold it)."""
    return k > 0 or self.first_leader is None or self.rules.can_lead(deal, self.first_leader)


def finish_hand(self: Match[Rules], reason: str, winner: int | None) -> None:
    """The hand ends (``reason``: "domino", "blocked" or "bound"; ``play.py`` judges it):
    S5's scoring, the result, and S8."""
    rules = self.rules
    pips = tuple(self.pips())
    points = tuple(rules.hand_points(self, reason, winner, pips))
    self.scores = totals = tuple(map(add, self.scores, points))
    result = new_tuple(HandResult, (self.hand_no, reason, winner, points, pips,
                                    len(self.history) + 1, totals))
    self.hand_over = result
    self.results += (result,)
    self._legal = None
    winner = rules.match_winner(self)
    if winner is not None:
        self.match_over = True
        self.winner = winner


def match_settlement(self: Match[Rules]) -> int | None:
    """S9: what the match winner collects, once the match is over."""
    if self.winner is None:
        return None
    return settlement(self.scores, self.winner, self.rules.option("settlement"))


def split_hands(st: Match[Rules], action: int) -> None:
    """Cross in two hands: a player's split of his tiles into a left and a right hand
    (``actions.split_action``) before the first move of a hand. Never among
    ``legal_actions()`` (random play and the search never split): ``apply`` checks it by the
    game's ``split_refusal`` (another game refuses every split) and makes it by
    ``take_split``. Its undo record is a whole snapshot followed by the hand's deal as it was
    (``State.undo`` puts both back); the hand's moves begin after it (``hand_start``), so a
    player's view, a record and a review see moves only: a record keeps the split in its
    hands, ``{"left": [...], "right": [...]}``."""
    rules = st.rules
    refusal = rules.split_refusal(st, action)
    if refusal is not None:
        raise SplitError(refusal)
    record = st._snapshot() + (st.dealt[st.hand_no],)
    rules.take_split(st, action)
    st.history.append((action, record, split_seat(action)))
    st.applied += 1
    st.hand_start = len(st.history)


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
