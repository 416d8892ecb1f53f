"""The state of a match: the deal, whose turn, the legal actions, play/draw/pass, hand end,
the match to its target, and exact undo.

Actions are ints (see ``actions.py``); ``legal_moves()`` wraps them in ``Move`` objects for
people. Every change goes through ``apply``, which keeps a snapshot for ``undo``. The notation
of moves lives in ``notation.py``, every refusal text in ``explain.py``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from operator import add, attrgetter
from typing import Any

from . import explain, notation
from .actions import NEXT_HAND, SPLIT
from .editing import edited
from .errors import IllegalMoveError, OptionError
from .games import get_rules
from .games.base import Deal, HandResult, Rules, lowest_double_lead, settlement
from .games.scoring import Counted
from .i18n import _
from .notation import Move as Move  # re-exported: ``from .state import Move``
from .play import make_play
from .table import Table, new_tuple
from .tiles import PIPS, SET_SIZE, TILES, Tile, parse_tile
from .undo import DRAW_STEP_SIZE, STEP_SIZE, is_step
from .view import PlayerView, view_of

# Everything ``State.undo`` restores (``State._snapshot``; ``view.py`` reads the hand number,
# the boneyard and its position, and the table's snapshot).
Snapshot = tuple[Any, ...]
# What undo needs of an action on the fast path (``undo.py``: its layout).
Step = tuple[Any, ...]


class State:
    """A match in progress. Create one with ``State.new(game, players, seed=...)``."""

    # Slots, not a ``__dict__``: every field is then read and written at the cost of a list
    # index (CPython gives up its fast layout for instances of more than 30 attributes).
    __slots__ = ("rules", "players", "n", "copies", "lists_lines", "seed", "deals",
                 "first_leader", "boneyard_known", "history", "dealt", "leaders", "scores",
                 "results", "match_over", "winner", "turn_count", "last_placer", "applied",
                 "_legal", "memo", "_owner", "hand_no", "hands", "boneyard", "bone_pos", "aside",
                 "table", "turn_plays", "draws_this_turn", "hand_over", "aux", "leader", "turn",
                 "hand_start", "hand_turn0", "_s7", "__weakref__")

    def __init__(self, rules: Rules, players: Sequence[str], seed: int | str,
                 deals: Sequence[Deal] = (), leader: int | None = None,
                 boneyard_known: bool = True) -> None:
        rules.check_players(len(players))
        self.rules = rules
        self.players = tuple(players)
        self.n = len(players)
        self.copies = rules.copies(self.n)
        # a line's placements are listed on the fast path (play.py) as ``Rules.placements`` does
        self.lists_lines = rules.lists_lines and not rules.sides_first and self.copies == 1
        self.seed = seed
        self.deals = tuple(deals)
        self.first_leader = leader
        self.boneyard_known = boneyard_known
        self.history: list[tuple[int, Snapshot, int]] = []
        self.dealt: list[Deal] = []  # the deal of every hand started so far
        self.leaders: list[int] = []
        self.scores: tuple[int, ...] = (0,) * self.n
        self.results: tuple[HandResult, ...] = ()
        self.match_over = False
        self.winner: int | None = None
        self.turn_count = 0
        self.last_placer = 0
        self.applied = 0  # actions applied to this state (undone ones too): the search's work
        self._legal: list[int] | None = None
        # What a game remembers of positions it has worked out (Cross in two hands: its turn
        # plans), each entry checked against the position before use. Rules objects are shared
        # and immutable, so such memos live here; a clone starts with its own, empty.
        self.memo: dict[str, Any] = {}
        self._owner = object()  # marks the tables this state may restore in place (``clone``)
        self._s7: tuple[tuple[tuple[int, ...], ...], tuple[int, int]] | None = None
        self._start_hand(0)

    @classmethod
    def new(cls, game: str, players: int | Sequence[str] = 4, *, seed: int | str | None = None,
            options: dict[str, Any] | None = None, deals: Sequence[Deal] = (),
            leader: int | str | None = None) -> State:
        """A new match of ``game`` (a name from RULES.md) for ``players`` (a count or names)."""
        rules = get_rules(game, options)
        names = default_names(players, rules)
        lead = leader_seat(leader, names)
        if seed is None:
            seed = random.randrange(2**31)
        return cls(rules, names, seed, deals, lead)

    @classmethod
    def from_hands(cls, game: str, hands: Mapping[str, Sequence[str]], *,
                   boneyard: Sequence[str] | None = None, leader: str | None = None,
                   options: dict[str, Any] | None = None, seed: int | str = 0,
                   later_hand: bool = False) -> State:
        """A position to explore: the given hands (any sizes) and boneyard (draw order; by
        default the undealt tiles in order). Later hands of the match are dealt from ``seed``.
        With ``later_hand`` the position is the start of the match's second hand, where
        ``leader`` leads by the rule for later hands (in most games: any tile, S6)."""
        rules = get_rules(game, options)
        if not isinstance(hands, Mapping):
            raise OptionError(explain.hands_not_by_name(hands))
        names = default_names(list(hands), rules)
        for name in names:
            if isinstance(hands[name], str) or not isinstance(hands[name], Sequence):
                raise OptionError(explain.hand_not_a_list(name, hands[name]))
        if not any(hands[name] for name in names):
            raise OptionError(explain.every_hand_empty())
        copies = rules.copies(len(names))
        count = [0] * SET_SIZE
        dealt = tuple([taken(hands[name], count, copies) for name in names])
        if boneyard is None:
            bone = tuple([i + SET_SIZE * c for c in range(copies) for i in range(SET_SIZE)
                          if count[i] <= c])
        else:
            bone = taken(boneyard, count, copies)
        lead = leader_seat(leader, names)
        if later_hand and lead is None:
            raise OptionError(_("a later hand needs its leader"))
        return cls.from_deal(rules, names, Deal(dealt, bone), lead, later_hand=later_hand,
                             seed=seed)

    @classmethod
    def from_deal(cls, rules: Rules, players: Sequence[str], deal: Deal, leader: int | None,
                  *, later_hand: bool = False, seed: int | str = 0) -> State:
        """The start of a hand dealt as ``deal`` (tile ids) and led by ``leader`` (None: by the
        rule for a first hand); with ``later_hand``, a hand after the first (S6 leads)."""
        state = cls(rules, players, seed, [deal], leader)
        if later_hand:
            state.hand_no = 1
            state.dealt = state.dealt * 2  # the first hand is never looked at again
            state.leaders = state.leaders * 2
            state._legal = None
        return state

    # -- the hand ---------------------------------------------------------------------
    def _rng(self, *parts: object) -> random.Random:
        return random.Random("/".join(str(p) for p in (self.seed, *parts)))

    def _start_hand(self, k: int) -> None:
        self.hand_no = k
        if k < len(self.dealt):  # a hand started again after undo: the same deal (and split)
            deal = self.dealt[k]
        elif k < len(self.deals):
            deal = self.deals[k]
        else:
            attempt = 0
            while True:
                deal = self.rules.deal(self.n, self._rng(k, attempt))
                if not self.rules.needs_redeal(deal, k) and self._may_lead(deal, k):
                    break
                attempt += 1
        if k == 0 and self.first_leader is not None and not self._may_lead(deal, k):
            raise OptionError(explain.cannot_lead(self.rules.title, self.players,
                                                  self.first_leader or 0, deal))
        if k == len(self.dealt):
            self.dealt.append(deal)
        self.hands = list(map(tuple, deal.hands))
        self.boneyard = tuple(deal.boneyard)
        self.bone_pos = 0
        self.aside = deal.aside
        self.table = table = Table()
        table.owner = self._owner  # (``_own``, without the call)
        self.turn_plays: tuple[int, ...] = ()
        self.draws_this_turn = 0
        self.hand_over: HandResult | None = None
        self.aux: Any = None
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
        self._legal = None

    def _may_lead(self, deal: Deal, k: int) -> bool:
        """Whether the leader named for the first hand may lead ``deal`` (``Rules.can_lead``:
        a game led by one tile of the set needs him to hold it)."""
        return k > 0 or self.first_leader is None or self.rules.can_lead(deal, self.first_leader)

    # -- queries ----------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return self.turn

    @property
    def is_terminal(self) -> bool:
        return self.match_over

    def pips(self) -> list[int]:
        """Pips left in each player's hand."""
        out = []
        for hand in self.hands:  # (a loop: twice as fast as sum(map(...)) on short hands)
            pips = 0
            for t in hand:
                pips += PIPS[t]
            out.append(pips)
        return out

    def lowest_double(self) -> tuple[int, int]:
        """S7 on the hands as they are: (player, tile id) of the lowest double, else of the
        highest tile (``base.lowest_double_lead``). A new hand asks it for its leader and again
        for his lead: the answer is kept with the hands it was worked out for."""
        hands = tuple(self.hands)
        known = self._s7
        if known is not None and known[0] == hands:
            return known[1]
        found = lowest_double_lead(hands)
        self._s7 = (hands, found)
        return found

    def drawable(self) -> int:
        """How many boneyard tiles may still be drawn."""
        return len(self.boneyard) - self.bone_pos - self.rules.reserve()

    def hand_tiles(self, p: int) -> list[Tile]:
        return [TILES[t] for t in self.hands[p]]

    def target(self) -> int:
        return self.rules.target(self.n)

    def counted(self) -> Counted | None:
        """The counted ends now and the points they score (``Rules.counted``): None in games
        that do not score the ends during play, and on an empty table."""
        return self.rules.counted(self)

    def legal_actions(self) -> list[int]:
        """The legal actions now (computed once per position)."""
        legal = self._legal
        if legal is None:
            if self.match_over:
                legal = []
            elif self.hand_over is not None:
                legal = [NEXT_HAND]
            else:
                legal = self.rules.turn_actions(self, self.turn)
            self._legal = legal
        return legal

    def legal_moves(self) -> list[Move]:
        """The legal actions, described."""
        return [self.describe(a) for a in self.legal_actions()]

    def describe(self, action: int) -> Move:
        """The Move of an action in this position (it need not be legal)."""
        return notation.describe(self, action)

    def move_text(self, action: int) -> str:
        """The notation of an action in this position (``"play 6:4 on 1:4 east"``)."""
        return str(notation.describe(self, action))

    def parse_move(self, text: str) -> int:
        """The legal action that a move in notation names (``Move.parse`` for the action)."""
        return notation.Move.parse(self, text).action

    # -- changes ----------------------------------------------------------------------
    def _snapshot(self) -> Snapshot:
        return (self.hand_no, tuple(self.hands), self.boneyard, self.bone_pos, self.aside,
                self.table, self.table.snapshot(), self.turn, self.leader, self.turn_plays,
                self.draws_this_turn, self.scores, self.last_placer, self.hand_over, self.results,
                self.match_over, self.winner, self.aux, self.turn_count, self.hand_start,
                self.hand_turn0)

    def _restore(self, snap: Snapshot) -> None:
        (self.hand_no, hands, self.boneyard, self.bone_pos, self.aside, table, table_snap,
         self.turn, self.leader, self.turn_plays, self.draws_this_turn, self.scores,
         self.last_placer, self.hand_over, self.results, self.match_over, self.winner, self.aux,
         self.turn_count, self.hand_start, self.hand_turn0) = snap
        self.hands = list(hands)
        if table is self.table or table.owner is self._owner:
            self.table = table
            table.restore(table_snap)
        else:  # a table this state shares with a clone: left as the history saw it, copied
            self.table = self._own(table.copy(table_snap))
        self._legal = None

    # ``apply`` and ``apply_trusted`` (play.py, the turn machine): one body, made twice
    apply = make_play(checked=True)
    apply_trusted = make_play(checked=False)

    def _undo_step(self, step: Step, mover: int) -> None:
        """Take back an action that the turn machine played itself (``play.py``) from its
        ``Step``."""
        if len(step) == DRAW_STEP_SIZE:
            self.boneyard, self.bone_pos = step[STEP_SIZE:]
            step = step[:STEP_SIZE]
        (_hand_no, table, ends, count, slot, self.hands[mover], self.last_placer,
         self.turn_count, self.draws_this_turn, self.scores, self.results) = step
        current = self.table
        if table is current or table.owner is self._owner:
            self.table = table
            del table.placed[count:]
            table.ends = ends
            table.next_slot = slot
        else:  # a table shared with a clone: copied (the rest of it as the current one is)
            self.table = self._own(table.copy((count, ends, current.centre, current.candidates,
                                               current.arms, current.aux, slot)))
        self.turn = mover
        self.hand_over = None
        self.match_over = False
        self.winner = None
        self._legal = None

    def _last_as_snapshot(self) -> None:
        """Make the last history record a whole snapshot, if it is a ``Step``: before a change
        that is not an action (a position edit, ``editing.py``), so that undo back past it
        restores everything the edit changed too. The state must stand right after it."""
        if not self.history or not is_step(self.history[-1][1]):
            return
        action, step, mover = self.history[-1]
        before = self.clone()  # the state before that action, from its step
        before.history.pop()
        before._undo_step(step, mover)
        self.history[-1] = (action, before._snapshot(), mover)

    def undo(self) -> int:
        """Take back the last action exactly; returns it (actions of earlier hands too)."""
        if not self.history:
            raise IllegalMoveError(_("nothing to undo"))
        action, record, mover = self.history.pop()
        if len(record) <= DRAW_STEP_SIZE:  # (``undo.is_step``, without a call)
            self._undo_step(record, mover)
        else:
            if action <= SPLIT:  # a split's snapshot, then the hand's deal before it
                self.dealt[record[0]] = record[-1]
                record = record[:-1]
            self._restore(record)
        return action

    def undo_to(self, depth: int) -> None:
        """Take back every action after the first ``depth`` of the history: the same state as
        ``undo`` that many times, restored in one go from the first whole snapshot among them
        (the steps before it are then undone one by one)."""
        history = self.history
        if not 0 <= depth <= len(history):
            raise IllegalMoveError(_("nothing to undo"))
        for k in range(depth, len(history)):
            record = history[k][1]
            if not is_step(record):
                for action, later, _mover in reversed(history[k:]):
                    if action <= SPLIT:  # the hand's deal before the split (``undo``)
                        self.dealt[later[0]] = later[-1]
                if history[k][0] <= SPLIT:
                    record = record[:-1]
                del history[k:]
                self._restore(record)
                break
        while len(history) > depth:
            self.undo()

    def position_changed(self) -> None:
        """The position was changed outside an action (a position edit, the split of Cross in
        two hands): the legal actions listed for it are listed again when asked."""
        self._legal = None

    def award(self, p: int, points: int) -> None:
        scores = list(self.scores)
        scores[p] += points
        self.scores = tuple(scores)

    def take_from_hand(self, p: int, t: int) -> None:
        hand = self.hands[p]
        i = hand.index(t)
        self.hands[p] = hand[:i] + hand[i + 1:]

    def finish_hand(self, reason: str, winner: int | None) -> None:
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

    def settlement(self) -> int | None:
        """S9: what the match winner collects, once the match is over."""
        if self.winner is None:
            return None
        return settlement(self.scores, self.winner, self.rules.option("settlement"))

    # -- explaining a refusal, reading the notation (explain.py, notation.py) -----------
    def why_illegal(self, action: object) -> str:
        """One line that says why an action is not legal now."""
        return explain.why_illegal(self, action)

    def find_placement(self, play: str, **where: Any) -> int:
        """The legal placement that a move in record notation names (RECORD.md)."""
        return notation.find_placement(self, play, **where)

    # -- convenience for people ---------------------------------------------------------
    def play(self, move: Move | int | str, *, player: int | str | None = None,
             **where: Any) -> Move:
        """Play a move: a ``Move``, an action, ``"draw"``, ``"pass"``, ``"end"`` or a tile such
        as ``"1:6"`` with ``on=``, ``at=``, ``side=`` ... as in a record. With ``player`` (a
        seat or a name) the move is refused unless it is that player's turn. Returns the
        Move."""
        if player is not None:
            self.check_turn(player)
        action = move.action if isinstance(move, Move) else notation.action_of(self, move, where)
        if type(action) is not int or action not in self.legal_actions():
            raise IllegalMoveError(explain.why_illegal(self, action))
        described = self.describe(action)
        self.apply_trusted(action)  # checked just above
        return described

    def check_turn(self, player: int | str) -> None:
        """Refuse (IllegalMoveError) unless it is ``player``'s turn (a seat or a name)."""
        if isinstance(player, str):
            if player not in self.players:
                raise IllegalMoveError(explain.no_such_player(self, player))
            player = self.players.index(player)
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < self.n:
            raise IllegalMoveError(explain.no_such_player(self, player))
        if player != self.turn:
            raise IllegalMoveError(explain.not_your_turn(self, player))

    def seat_of(self, player: object) -> int | None:
        """The seat of ``player`` (a seat number or a name); None for no such player."""
        if isinstance(player, str) and player in self.players:
            return self.players.index(player)
        if isinstance(player, int) and not isinstance(player, bool) and 0 <= player < self.n:
            return player
        return None

    def edited(self, *, hands: Mapping[int | str, Sequence[int | str]] | None = None,
               split: Mapping[int | str, Sequence[int | str]] | None = None,
               boneyard: Sequence[int | str] | None = None) -> State:
        """A new state with this position edited: the named players' ``hands`` (tile ids or
        tiles such as ``"3:5"``), their left hands (``split``, Cross in two hands) and the
        undrawn ``boneyard``, checked (``editing.py``: no tile made up, given twice or taken
        from the table or out of play; hand sizes the game allows; an empty hand ends the
        hand as the rules say). This state is not changed; undo in the new one goes back past
        the edit to the moves before it."""
        return edited(self, hands, split, boneyard)

    # -- what-ifs for the search (on its own clones; unchecked, for speed) ----------------
    def guess_hidden(self, hands: Mapping[int, tuple[int, ...]], boneyard: tuple[int, ...],
                     aside: int | None, splits: Mapping[int, tuple[tuple[int, ...],
                                                                 tuple[int, ...]]]) -> None:
        """Make this state (a clone) a sampled world: the named players hold ``hands`` (two
        hands: ``splits``), the undrawn boneyard is ``boneyard`` and the set-aside tile
        ``aside``; the true deal is forgotten. Unchecked: ``bots/world.py`` keeps every count
        as it was (``edited`` is the checked way)."""
        for q, hand in hands.items():
            self.hands[q] = hand
        if splits:
            self.aux = self.rules.edited_aux(self, dict(splits))
        self.boneyard = boneyard
        self.bone_pos = 0
        if self.aside is not None:
            self.aside = aside
        self.dealt = []
        self._legal = None
        self.memo = {}

    @contextmanager
    def holding(self, player: int, tiles: tuple[int, ...]) -> Iterator[list[int]]:
        """This state with ``player`` holding ``tiles`` for a moment; yields his legal actions
        then (the search asks what he would have done with other tiles)."""
        hand = self.hands[player]
        self.hands[player] = tiles
        self._legal = None
        try:
            yield self.legal_actions()
        finally:
            self.hands[player] = hand
            self._legal = None

    def view(self, player: int | None) -> PlayerView:
        """What ``player`` (a seat or a name; None: a spectator) may see."""
        if player is None:
            return view_of(self, None)
        seat = self.seat_of(player)
        if seat is None:
            raise IllegalMoveError(explain.no_such_player(self, player))
        return view_of(self, seat)

    def clone(self) -> State:
        """An independent copy that can be undone too, at a cost that does not grow with the
        match: the history's entries are shared (they never change), and so are the tables
        they name: from now on neither state changes those, each goes on with a copy of the
        table in play (and undo back past this moment copies the table it needs)."""
        twin = object.__new__(State)
        for name, value in zip(FIELDS, fields_of(self), strict=True):
            setattr(twin, name, value)
        twin.hands = list(self.hands)
        twin.dealt = list(self.dealt)
        twin.leaders = list(self.leaders)
        twin.memo = {}
        twin.history = list(self.history)
        twin._owner = object()
        twin.table = twin._own(self.table.copy())
        self._owner = object()  # every table so far is now shared with the clone
        self.table = self._own(self.table.copy())
        return twin

    def _own(self, table: Table) -> Table:
        """``table``, marked as this state's own (restored in place on undo)."""
        table.owner = self._owner
        return table

    def __repr__(self) -> str:
        return (f"<State {self.rules.name} hand {self.hand_no + 1}, {len(self.table)} tiles down, "
                f"{self.players[self.turn]} to play>")

    def _repr_svg_(self) -> str:
        """The picture notebooks show: the table, every hand open, the turn and the scores."""
        from ..render import state_svg  # lazy: the engine does not depend on the pictures

        return state_svg(self, reveal=True)


# Every field of a state, and a reader of them all at once (``State.clone``).
FIELDS = tuple(name for name in State.__slots__ if name != "__weakref__")
fields_of = attrgetter(*FIELDS)


def default_names(players: int | Iterable[str], rules: Rules | None = None) -> list[str]:
    """Player names: given ones (distinct, non-empty, printable) or 'Player 1', 'Player 2',
    ...; a count or a list the game (``rules``) is not for is refused before any is made."""
    if isinstance(players, bool) or not isinstance(players, int | list | tuple):
        raise OptionError(explain.not_players(players))
    if rules is not None:
        rules.check_players(players if isinstance(players, int) else len(players))
    if isinstance(players, int):
        name = _("Player {number}")
        return [name.format(number=i + 1) for i in range(players)]
    names = list(players)
    if not all(isinstance(n, str) and n.strip() for n in names):
        raise OptionError(_("player names must be non-empty strings"))
    odd = next((n for n in names if not n.isprintable()), None)
    if odd is not None:
        raise OptionError(explain.unprintable_name(odd))
    if len(set(names)) != len(names):
        raise OptionError(_("player names must be different"))
    return names


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
