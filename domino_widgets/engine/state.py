"""The state of a match, the engine's public front: the deal, whose turn, the legal actions,
play/draw/pass, the end of a hand, the match to its target, and exact undo.

``State`` is one class, its methods in its body, in the order a reader meets them: making a
match, the hand (its start, its end, S5-S9), what is asked of a position, what people call,
``apply`` (the one way an action changes the state) and undo, and the search's what-ifs.
Actions are ints (see ``actions.py``); ``legal_moves()`` wraps them in ``Move`` objects for
people. The rules of a game are the hooks of its ``Rules`` (``games/base.py``), which
``apply`` calls; the notation of moves lives in ``notation.py``, every refusal text in
``explain.py``, the checks of a position edit in ``editing.py``, a player's view in
``view.py``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from operator import add, attrgetter
from typing import Any

from . import explain, notation
from .actions import DRAW, END_TURN, NEXT_HAND, PASS, SPLIT, split_seat
from .editing import checked_edit
from .errors import IllegalMoveError, OptionError, SplitError
from .games import get_rules
from .games.base import ONLY_PASS, Rules
from .games.hand_data import Deal, HandResult, settlement
from .games.leading import lowest_double_lead
from .games.scoring import Counted
from .hand import dealt_from_hands, default_names, leader_seat
from .i18n import _
from .notation import Move
from .table import Table, new_tuple
from .tiles import PIPS, TILES, Tile
from .undo import Snapshot, Step, Undo
from .view import PlayerView, view_of

ONLY_END_TURN = [END_TURN]  # the legal actions of a turn that can only end (compared only)


class State:
    """A match in progress. Create one with ``State.new(game, players, seed=...)``."""

    # Slots, not a ``__dict__``: every field is then read and written at the cost of a list
    # index (CPython gives up its fast layout for instances of more than 30 attributes).
    __slots__ = ("rules", "players", "n", "copies", "seed", "deals", "first_leader",
                 "boneyard_known", "history", "dealt", "leaders", "scores", "results",
                 "match_over", "winner", "turn_count", "last_placer", "applied", "_legal", "memo",
                 "_owner", "hand_no", "hands", "boneyard", "bone_pos", "aside", "table",
                 "turn_plays", "draws_this_turn", "hand_over", "aux", "leader", "turn",
                 "hand_start", "hand_turn0", "_s7", "__weakref__")
    # The hand in play, set by ``_start_hand`` (and put back by undo).
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

    # -- making a match ---------------------------------------------------------------
    def __init__(self, rules: Rules, players: Sequence[str], seed: int | str,
                 deals: Sequence[Deal] = (), leader: int | None = None,
                 boneyard_known: bool = True) -> None:
        rules.check_players(len(players))
        self.rules = rules
        self.players = tuple(players)
        self.n = len(players)
        self.copies = rules.copies(self.n)
        self.seed = seed
        self.deals = tuple(deals)
        self.first_leader = leader
        self.boneyard_known = boneyard_known
        self.history: list[tuple[int, Undo, int]] = []
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

    # -- the hand: its start (S6, S7, S10) ----------------------------------------------
    def _rng(self, *parts: object) -> random.Random:
        """The generator of a hand's deal or lot, from the match's seed (one entry point, which
        tests watch)."""
        return random.Random("/".join(str(p) for p in (self.seed, *parts)))

    def _start_hand(self, k: int) -> None:
        """Begin hand ``k`` (0-based): its deal (dealt again after undo: the same, split and
        all), a new table, its leader (S6, S7) and the game's data."""
        self.hand_no = k
        deal = self._deal_for(k)
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
        self._legal = None

    def _deal_for(self, k: int) -> Deal:
        """The deal of hand ``k``: as dealt before (a hand started again after undo: the same,
        split and all), as given, or dealt from the seed (again, until the deal may stand)."""
        if k < len(self.dealt):
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
        return deal

    def _may_lead(self, deal: Deal, k: int) -> bool:
        """Whether the leader named for the first hand may lead ``deal`` (``Rules.can_lead``:
        a game led by one tile of the set needs him to hold it)."""
        return k > 0 or self.first_leader is None or self.rules.can_lead(deal, self.first_leader)

    # -- the hand: its end (S3, S4, S5, S8, S9) ------------------------------------------
    def _judge_hand(self) -> None:
        """End the hand if it is over: S3 (``Rules.went_out``), S4 (``Rules.blocked``), the
        turn bound. The last stage of ``apply``, and of a position edit. S4 can hold only where
        the player to move can only pass, so it is asked then (and every time where the game
        has its own S4 or a dead table, which may block first)."""
        rules = self.rules
        # S3 needs an empty hand in every game: while each player holds a tile, nobody is out
        out = rules.went_out(self) if () in self.hands else None
        if out is not None:
            self.finish_hand("domino", out)
            return
        # The hand is in progress (an edit of a finished hand is refused), so its legal actions
        # are the game's ``turn_actions``: listed now, kept for the next ``legal_actions``.
        self._legal = legal = rules.turn_actions(self, self.turn)
        _steps, bound, blocks_any_turn = rules.move_facts
        if (blocks_any_turn or legal == ONLY_PASS) and rules.blocked(self):
            self.finish_hand("blocked", rules.block_winner(self))
        elif bound and self.turn_count - self.hand_turn0 >= bound:
            self.finish_hand("bound", rules.block_winner(self))

    def finish_hand(self, reason: str, winner: int | None) -> None:
        """The hand ends (``reason``: "domino", "blocked" or "bound"; ``_judge_hand`` judges
        it): S5's scoring, the result, and S8."""
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

    # -- what is asked of a position ------------------------------------------------------
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
        highest tile (``leading.lowest_double_lead``). A new hand asks it for its leader and
        again for his lead: the answer is kept with the hands it was worked out for."""
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

    def hand_tiles(self, p: int) -> list[Tile]:
        """Player ``p``'s tiles, as ``Tile`` objects."""
        return [TILES[t] for t in self.hands[p]]

    def target(self) -> int:
        """The score that wins the match (for its number of players)."""
        return self.rules.target(self.n)

    def counted(self) -> Counted | None:
        """The counted ends now and the points they score (``Rules.counted``): None in games
        that do not score the ends during play, and on an empty table."""
        return self.rules.counted(self)

    def seat_of(self, player: object) -> int | None:
        """The seat of ``player`` (a seat number or a name); None for no such player."""
        if isinstance(player, str) and player in self.players:
            return self.players.index(player)
        if isinstance(player, int) and not isinstance(player, bool) and 0 <= player < self.n:
            return player
        return None

    # -- what people call: moves in notation, refusals in words, views ----------------------
    def legal_moves(self) -> list[Move]:
        """The legal actions, described."""
        return [notation.describe(self, a) for a in self.legal_actions()]

    def describe(self, action: int) -> Move:
        """The Move of an action in this position (it need not be legal)."""
        return notation.describe(self, action)

    def move_text(self, action: int) -> str:
        """The notation of an action in this position (``"play 6:4 on 1:4 east"``)."""
        return str(notation.describe(self, action))

    def parse_move(self, text: str) -> int:
        """The legal action that a move in notation names (``Move.parse`` for the action)."""
        return Move.parse(self, text).action

    def why_illegal(self, action: object) -> str:
        """One line that says why an action is not legal now."""
        return explain.why_illegal(self, action)

    def find_placement(self, play: str, **where: Any) -> int:
        """The legal placement that a move in record notation names (RECORD.md)."""
        return notation.find_placement(self, play, **where)

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
        described = notation.describe(self, action)
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

    def view(self, player: int | str | None) -> PlayerView:
        """What ``player`` (a seat or a name; None: a spectator) may see."""
        if player is None:
            return view_of(self, None)
        seat = self.seat_of(player)
        if seat is None:
            raise IllegalMoveError(explain.no_such_player(self, player))
        return view_of(self, seat)

    def _repr_svg_(self) -> str:
        """The picture notebooks show: the table, every hand open, the turn and the scores."""
        from ..render import state_svg  # lazy: the engine does not depend on the pictures

        return state_svg(self, reveal=True)

    def respelled(self, names: Sequence[str]) -> State:
        """This state with its players called ``names``, seat by seat (a reader's spelling of
        the same players, ``alphabet.readers_names``): a copy with the same position, history
        and scores, which can be undone too; this state itself where the names are the same."""
        if tuple(names) == self.players:
            return self
        if len(names) != self.n:
            raise ValueError(f"{len(names)} names for {self.n} players")
        twin = self.clone()
        twin.players = tuple(names)
        return twin

    def edited(self, *, hands: Mapping[int | str, Sequence[int | str]] | None = None,
               split: Mapping[int | str, Sequence[int | str]] | None = None,
               boneyard: Sequence[int | str] | None = None) -> State:
        """A new state with this position edited: the named players' ``hands`` (tile ids or
        tiles such as ``"3:5"``), their left hands (``split``, Cross in two hands) and the
        undrawn ``boneyard`` (in draw order; without it, tiles given to a hand leave it and
        the tiles a hand gives up go to its end), checked by ``editing.checked_edit`` (no tile
        made up, given twice or taken from the table or out of play; hand sizes the game
        allows); an ``EditError`` changes nothing. An empty hand ends the hand as the rules
        say. This state is not changed; undo in the new one goes back past the edit to the
        moves before it (the last action's record made whole: a ``Step`` restores too little)."""
        new_hands, undrawn, splits = checked_edit(self, hands, split, boneyard)
        twin = self.clone()
        if twin.history and isinstance(twin.history[-1][1], Step):  # a step restores too little
            action, _step, mover = twin.history[-1]
            before = twin.clone()
            before.undo()
            twin.history[-1] = (action, before._snapshot(), mover)
        twin.hands = new_hands
        twin.boneyard = self.boneyard[:self.bone_pos] + undrawn
        twin.aux = self.rules.edited_aux(twin, splits)
        twin.memo = {}
        twin._legal = None
        twin._judge_hand()
        return twin

    # -- apply: the one way an action changes the state ------------------------------------
    def apply(self, action: int) -> None:
        """Apply a legal action; an illegal one raises ``IllegalMoveError`` and changes
        nothing. A split of Cross in two hands (``actions.split_action``: a player's split of
        his tiles into a left and a right hand before the first move of a hand) is never among
        the legal actions (random play and the search never split): it is checked apart, by
        the game's ``split_refusal`` (another game refuses every split)."""
        offered = self._legal
        if offered is None:
            offered = self.legal_actions()
        if action not in offered:
            if type(action) is not int or action > SPLIT:
                raise IllegalMoveError(self.why_illegal(action))
            refusal = self.rules.split_refusal(self, action)  # (never offered: checked apart)
            if refusal is not None:
                raise SplitError(refusal)
        self.apply_trusted(action)

    def apply_trusted(self, action: int) -> None:  # noqa: C901, PLR0912
        """Apply an action that ``legal_actions()`` offers in this very position, without
        checking it again: the path of the engine's own moves (the search's playouts, random
        play) and the body of ``apply``. An action not offered now leaves the state undefined,
        so anything a person or a record gives goes through ``apply``.

        Three stages, each by the game's hooks: 1. lay the tile (``Rules.place``, S1) and score
        it, or score a pass (``Rules.pass_points``), or take a drawn tile (``Rules.take_drawn``,
        S2); 2. the turn ends (it scores ``Rules.turn_points``; a pass scores none) and passes
        (``Rules.next_player``), unless it goes on (``Rules.turn_continues``, a draw); 3. the
        hand ends if it is over (``_judge_hand``). The undo record is every field that an action
        may change, as it was (``undo.Undo``)."""
        rules = self.rules
        p = self.turn
        table = self.table
        record: Undo
        if action > NEXT_HAND and rules.move_facts[0]:  # a placement, a pass or a draw, in steps
            record = new_tuple(Step, (
                self.hand_no, table, len(table.placed), table.ends, table.next_slot,
                self.hands[p], self.last_placer, self.turn_count, self.draws_this_turn,
                self.scores, self.results, self.boneyard, self.bone_pos, table.centre, table.arms))
        else:
            record = self._snapshot()
        try:
            if action >= 0:  # 1. a placement
                points = rules.place(self, action)
                if points:
                    self.award(p, points)
                self.last_placer = p
                if not rules.plain_turns:
                    self.turn_plays += (len(self.table.placed),)
                    self._legal = None
                    if rules.turn_continues(self) and self.legal_actions() != ONLY_END_TURN:
                        self.history.append((action, record, p))
                        self.applied += 1
                        return  # (no hand ends within a turn)
            elif action == PASS:  # S2, S4
                if rules.scores_passes:
                    points = rules.pass_points(self, p)
                    if points:
                        self.award(p, points)
            elif action == DRAW:  # S2: the boneyard's next tile joins his hand
                rules.take_drawn(self, p, self.boneyard[self.bone_pos])
                self.bone_pos += 1
                self.draws_this_turn += 1
                if self.turn_plays:  # two hands: the hand that drew plays on, if it can
                    self._legal = None
                    if self.legal_actions() != ONLY_END_TURN:
                        self.history.append((action, record, p))
                        self.applied += 1
                        return
            elif action == NEXT_HAND:
                self._start_hand(self.hand_no + 1)
                self.history.append((action, record, p))
                self.applied += 1
                return
            elif action <= SPLIT:  # made by the game (``take_split``); the hand's moves follow
                assert type(record) is Snapshot
                record = record._replace(deal=self.dealt[self.hand_no])  # (undo puts it back)
                rules.take_split(self, action)
                self.history.append((action, record, split_seat(action)))
                self.applied += 1
                self.hand_start = len(self.history)
                return
            if action != DRAW or self.turn_plays:  # 2. the turn ends and passes
                if action != PASS and rules.own_turn_points:
                    points = rules.turn_points(self)
                    if points:
                        self.award(p, points)
                self.turn = rules.next_player(self) if rules.own_next_player else (p + 1) % self.n
                self.turn_plays = ()
                self.draws_this_turn = 0
                self.turn_count += 1
            self._legal = None
            self._judge_hand()  # 3.
        except Exception:  # (a game's hook failed: the state goes back as it was)
            self.history.append((action, record, p))
            self.undo()
            raise
        self.history.append((action, record, p))
        self.applied += 1

    def award(self, p: int, points: int) -> None:
        scores = list(self.scores)
        scores[p] += points
        self.scores = tuple(scores)

    def take_from_hand(self, p: int, t: int) -> None:
        hand = self.hands[p]
        i = hand.index(t)
        self.hands[p] = hand[:i] + hand[i + 1:]

    def position_changed(self) -> None:
        """The position was changed outside an action (a position edit, the split of Cross in
        two hands): the legal actions listed for it are listed again when asked."""
        self._legal = None

    # -- undo -----------------------------------------------------------------------------
    def _snapshot(self) -> Snapshot:
        """Every field of the state that an action may change, as it is now."""
        table = self.table
        return new_tuple(Snapshot, (
            self.hand_no, tuple(self.hands), self.boneyard, self.bone_pos, self.aside, table,
            len(table.placed), table.ends, table.centre, table.candidates, table.arms, table.aux,
            table.next_slot, self.turn, self.leader, self.turn_plays, self.draws_this_turn,
            self.turn_count, self.last_placer, self.scores, self.results, self.hand_over,
            self.aux, self.hand_start, self.hand_turn0, None))

    def undo(self) -> int:
        """Take back the last action exactly; returns it (actions of earlier hands too)."""
        if not self.history:
            raise IllegalMoveError(_("nothing to undo"))
        action, record, mover = self.history.pop()
        current = self.table
        if isinstance(record, Step):
            (_hand_no, table, count, ends, slot, self.hands[mover], self.last_placer,
             self.turn_count, self.draws_this_turn, self.scores, self.results, self.boneyard,
             self.bone_pos, centre, arms) = record
            candidates, table_aux = current.candidates, current.aux  # (a step changes neither)
            self.turn = mover
            self.turn_plays = ()
            self.hand_over = None
        else:
            (self.hand_no, hands, self.boneyard, self.bone_pos, self.aside, table, count, ends,
             centre, candidates, arms, table_aux, slot, self.turn, self.leader,
             self.turn_plays, self.draws_this_turn, self.turn_count, self.last_placer,
             self.scores, self.results, self.hand_over, self.aux, self.hand_start,
             self.hand_turn0, deal) = record
            self.hands = list(hands)
            if deal is not None:  # a split's record: the hand's deal before it
                self.dealt[self.hand_no] = deal
        if table is current or table.owner is self._owner:
            del table.placed[count:]
            table.ends = ends
            table.centre = centre
            table.candidates = candidates
            table.arms = arms
            table.aux = table_aux
            table.next_slot = slot
            self.table = table
        else:  # a table this state shares with a clone: left as the history saw it, copied
            self.table = self._own(table.copy((count, ends, centre, candidates, arms, table_aux,
                                               slot)))
        self.match_over = False  # (no action is taken once the match is over)
        self.winner = None
        self._legal = None
        return action

    def undo_to(self, depth: int) -> None:
        """Take back every action after the first ``depth`` of the history: the same state as
        ``undo`` that many times (the steps of ``Rules.step_undo`` undone one by one, from the
        last whole snapshot among them)."""
        history = self.history
        if not 0 <= depth <= len(history):
            raise IllegalMoveError(_("nothing to undo"))
        for k in range(depth, len(history)):
            if type(history[k][1]) is Snapshot:  # restored whole: the records after it go
                for _action, record, _mover in reversed(history[k + 1:]):
                    if type(record) is Snapshot and record.deal is not None:  # (``undo``)
                        self.dealt[record.hand_no] = record.deal
                del history[k + 1:]
                break
        while len(history) > depth:
            self.undo()

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

    # -- what-ifs for the search, on its own clones (unchecked: ``edited`` is the checked way)
    def guess_hidden(self, hands: Mapping[int, tuple[int, ...]], boneyard: tuple[int, ...],
                     aside: int | None,
                     splits: Mapping[int, tuple[tuple[int, ...], tuple[int, ...]]]) -> None:
        """Make this state (a clone) a sampled world: the named players hold ``hands`` (two
        hands: ``splits``), the undrawn boneyard is ``boneyard`` and the set-aside tile
        ``aside``; the true deal is forgotten. Unchecked: ``bots/world.py`` keeps every count
        as it was."""
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

    def __repr__(self) -> str:
        return (f"<State {self.rules.name} hand {self.hand_no + 1}, {len(self.table)} tiles down, "
                f"{self.players[self.turn]} to play>")


# Every field of a state, and a reader of them all at once (``State.clone``).
FIELDS = tuple(name for name in State.__slots__ if name != "__weakref__")
fields_of = attrgetter(*FIELDS)
