"""The state of a match, the engine's public front: the deal, whose turn, the legal actions,
play/draw/pass, hand end, the match to its target, and exact undo.

Actions are ints (see ``actions.py``); ``legal_moves()`` wraps them in ``Move`` objects for
people. Every change goes through ``apply`` (``play.py``, the turn machine), which keeps a
record for ``undo`` (``undo.py``). Groups of ``State``'s methods are written in their own
modules as functions of the state and bound in the class (the same methods, at the same cost):
a hand's start and end in ``hand.py``, what people call in ``for_people.py``, the search's
what-ifs in ``what_if.py``. The notation of moves lives in ``notation.py``, every refusal text
in ``explain.py``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from operator import attrgetter
from typing import Any

from .actions import NEXT_HAND
from .errors import OptionError
from .for_people import (
    check_turn,
    counted,
    describe,
    edited_state,
    find_placement,
    hand_tiles,
    legal_moves,
    move_text,
    parse_move,
    play_move,
    repr_svg,
    seat_of,
    target,
    view_for,
    why_illegal,
)
from .games import get_rules
from .games.base import Rules
from .games.hand_data import Deal, HandResult
from .games.leading import lowest_double_lead
from .hand import dealt_from_hands, finish_hand, hand_rng, match_settlement, may_lead, start_hand
from .hand import default_names as default_names  # importable from here, as before
from .hand import leader_seat as leader_seat
from .hand import taken as taken
from .i18n import _
from .notation import Move as Move  # re-exported: ``from .state import Move``
from .play import make_play
from .table import Table
from .tiles import PIPS
from .undo import Snapshot as Snapshot
from .undo import Step as Step
from .undo import last_as_snapshot, restore, snapshot, undo_back_to, undo_last, undo_step
from .what_if import guess_hidden, holding


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
    # The hand in play, set by ``starting.start_hand`` (and put back by undo).
    hand_no: int
    hands: list[tuple[int, ...]]
    boneyard: tuple[int, ...]
    bone_pos: int
    aside: int | None
    table: Table
    turn_plays: tuple[int, ...]
    draws_this_turn: int
    hand_over: HandResult | None
    aux: Any
    leader: int
    turn: int
    hand_start: int  # where the hand's moves begin in the history
    hand_turn0: int  # the turn count when the hand began

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
        names, deal = dealt_from_hands(rules, hands, boneyard)
        lead = leader_seat(leader, names)
        if later_hand and lead is None:
            raise OptionError(_("a later hand needs its leader"))
        return cls.from_deal(rules, names, deal, lead, later_hand=later_hand,
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
    # The hand (``hand.py``): its start, its deal's generator, S7's leader check.
    _start_hand = start_hand
    _rng = hand_rng
    _may_lead = may_lead

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

    # -- changes ----------------------------------------------------------------------
    # Undo (``undo.py``): a whole snapshot, or the short step of the turn machine's own
    # actions; ``undo`` takes back the last action, ``undo_to`` every one after a depth.
    _snapshot = snapshot
    _last_as_snapshot = last_as_snapshot
    _restore = restore
    _undo_step = undo_step
    undo = undo_last
    undo_to = undo_back_to

    # ``apply`` and ``apply_trusted`` (play.py, the turn machine): one body, made twice
    apply = make_play(checked=True)
    apply_trusted = make_play(checked=False)

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

    # The end of a hand (``hand.py``): S5's scoring, the result, S8; S9's settlement.
    finish_hand = finish_hand
    settlement = match_settlement

    # What people call (``for_people.py``): moves described, refusals in words, a move by its
    # notation, whose turn, a seat by name, a checked edit, a view, a notebook's picture.
    hand_tiles = hand_tiles
    target = target
    counted = counted
    legal_moves = legal_moves
    describe = describe
    move_text = move_text
    parse_move = parse_move
    why_illegal = why_illegal
    find_placement = find_placement
    play = play_move
    check_turn = check_turn
    seat_of = seat_of
    edited = edited_state
    view = view_for
    _repr_svg_ = repr_svg

    # What-ifs for the search, on its own clones (``what_if.py``).
    guess_hidden = guess_hidden
    holding = holding

    def __repr__(self) -> str:
        return (f"<State {self.rules.name} hand {self.hand_no + 1}, {len(self.table)} tiles down, "
                f"{self.players[self.turn]} to play>")

# Every field of a state, and a reader of them all at once (``State.clone``).
FIELDS = tuple(name for name in State.__slots__ if name != "__weakref__")
fields_of = attrgetter(*FIELDS)


