"""The shared rules (S1-S10 of RULES.md) as one base class, ``Rules``; each game overrides what
differs.

A ``Rules`` object is immutable: the game with its options resolved (setting an attribute once
it is made raises ``AttributeError``; whatever a game remembers between calls lives on the
``State``). It answers questions about a position and makes the changes of a placement, and it
says when a hand is blocked (S4) and when the match is won (S8); the state's ``apply`` runs the
turns, hands and match by these hooks. What a game has (scoring during play, its own S3, ...)
is worked out once per ``Rules`` from the hooks its class overrides (``OVERRIDES``); only
facts that no hook shows are declared. The tables its hooks read at every
move (``fit``, ``line_rows``, ``joins``, ...) are made once per ``Rules`` from its options.

The class reads in the order of the rule book: what a game is (its facts, options, players and
target), the deal and who leads (S6, S7, S10), placements and laying a tile (S1), the turn,
drawing and passing (S2) and the end of a hand (S3, S4, S5). What the hooks share with the
players and the search is in ``fits`` (which tiles fit, S4's test), ``leading`` (S7) and
``hand_data`` (``Deal``, ``HandResult``, S5's points, S9's settlement).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from ..actions import (
    DRAW,
    END_OF,
    END_SHIFT,
    END_TURN,
    FLAGS_OF,
    LEAD,
    LEAD_CODE,
    PASS,
    TILE_OF,
    TILE_SHIFT,
)
from ..errors import IllegalMoveError, OptionError
from ..i18n import _
from ..options import Option, resolve
from ..table import (
    BRANCH,
    NUMBER,
    OPPOSITE,
    OUTER,
    SIDE,
    SLOT,
    VALUE,
    EndRow,
    PlacedRow,
    Table,
    end_row,
    placed_row,
)
from ..tiles import SET_SIZE, TILES, Tile, full_set
from .fits import TMASK, Row, doubles_if, fit_masks, joins, line_rows, one_of_each, others_hold
from .hand_data import Deal, HandResult, traditional_points
from .leading import lowest_double_lead
from .scoring import Counted, counted_text

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..position import Position

ONLY_PASS = [PASS]  # the legal actions of a player who can only pass (compared, never changed)
PERPENDICULAR = {"east": ("north", "south"), "west": ("north", "south"),
                 "north": ("east", "west"), "south": ("east", "west")}

# What a game has, by the hooks it overrides: the feature is ``when`` if it overrides any of them.
OVERRIDES: dict[str, tuple[tuple[str, ...], bool]] = {
    "scores_during_play": (("counted",), True),
    "plain_turns": (("turn_continues", "turn_points", "next_player"), False),
    "filters_ends": (("open_ends",), True),
    "dead_tables": (("dead_table",), True),
    "plain_laying": (("place", "lay_lead", "lay_on"), False),
    "own_placements": (("placements", "turn_actions"), True),
    "scores_placements": (("placement_points",), True),
    "scores_passes": (("pass_points",), True),
    "own_turn_points": (("turn_points",), True),
    "own_went_out": (("went_out",), True),
    "own_next_player": (("next_player",), True),
    "own_blocked": (("blocked",), True),
    "own_take_drawn": (("take_drawn",), True),
}


class Translated:
    """A class attribute in the current language: a game's ``title`` is marked with ``N_`` in
    its module and read, from the class or from a ``Rules``, through the catalogue."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __get__(self, obj: object, owner: type | None = None) -> str:
        return _(self.text) if self.text else ""


class _Frozen(type):
    """Makes every ``Rules`` immutable once its whole ``__init__`` (a subclass's too) is done,
    and reads its ``title`` in the current language (``Translated``)."""

    def __new__(mcs, name: str, bases: tuple[type, ...], namespace: dict[str, Any]) -> _Frozen:
        if isinstance(namespace.get("title"), str):
            namespace["title"] = Translated(namespace["title"])
        return super().__new__(mcs, name, bases, namespace)

    def __call__(cls, *args: Any, **kwargs: Any) -> Any:
        rules = super().__call__(*args, **kwargs)
        object.__setattr__(rules, "_frozen", True)
        return rules


class Rules(metaclass=_Frozen):
    """A game of the rule book with its options. Defaults are Traditional dominoes (§10)."""

    name = ""
    title = ""
    min_players = 2
    max_players = 4
    declared_options: tuple[Option, ...] = ()
    default_target = 100
    match_sum: int | None = None  # None: equal halves touch; 7 or 6: touching halves sum to it
    centre = "none"  # "none", "first_double" (Cross, Quintuple) or "lead" (a four-way lead)
    doubles_crosswise = True  # a later double lies across the line (pictures, counting)
    draw_policy = "until_playable"  # or "one_per_turn", "none"
    tiles_each = 7
    turn_bound = 0  # turns after which a hand is declared blocked (0: none)
    sides_first = False  # a lead centre's four sides are all taken before an arm grows (§3, §4)

    # -- what the game has, declared: facts that no hook shows --
    two_hands = False  # every player holds a left and a right hand (§2)
    all_ends_open = True  # every open end takes a tile (Sausage: not the ribbon that is ahead)
    matadors: frozenset[int] = frozenset()  # set indexes of the matadors (§6, §7)
    # Its placements, passes and draws change only the mover's hand, the table's placements,
    # ends, slots, centre and arms, the scores and the boneyard's position (one placement a
    # turn, no candidates for a centre, no game data): ``apply`` records them by a short
    # ``undo.Step``.
    step_undo = False

    # -- what the game has, worked out by ``__init__`` from the hooks its class overrides
    # (``OVERRIDES``): read at every move, so kept on the ``Rules`` object itself --
    scores_during_play: bool  # the open ends are counted and scored during play (``counted``)
    # A turn is one placement, scores nothing when it ends and passes to the left (the shared
    # ``turn_continues``, ``turn_points`` and ``next_player``): ``apply`` skips them.
    plain_turns: bool
    filters_ends: bool  # its own ``open_ends``, which ``placements`` must ask
    dead_tables: bool  # its own ``dead_table`` (Sevens), which S4 asks first
    plain_laying: bool  # laid by the shared ``place``, ``lay_lead`` and ``lay_on``
    own_placements: bool  # its own ``placements`` or ``turn_actions``
    scores_placements: bool  # its own ``placement_points`` (Quintuple)
    scores_passes: bool  # its own ``pass_points`` (Six Matador)
    own_turn_points: bool  # its own ``turn_points`` (Cross)
    own_went_out: bool  # its own ``went_out`` (Quintuple, the matador games)
    own_next_player: bool  # its own ``next_player`` (Sausage: the taker)
    own_blocked: bool  # its own S4 (``blocked``; Cross in two hands)
    own_take_drawn: bool  # its own ``take_drawn`` (Cross in two hands)

    # -- made by ``Rules.__init__`` from the options (see there) --
    options: Mapping[str, Any]
    fit: tuple[int, ...]
    line_rows: tuple[Row, ...]
    joins: tuple[tuple[int, int], ...]
    crosswise: tuple[bool, ...]
    centre_makers: tuple[bool, ...]
    asks_dead_table: bool
    # What every move asks of the game, worked out once and read into locals by ``State.apply``
    # (a class fact read through the object costs several times an instance's own): whether a
    # placement, pass or draw is undone by a ``Step`` (``step_undo``), the turns after which a
    # hand is blocked (``turn_bound``), whether S4 is asked at every turn's end (its own
    # ``blocked`` or a dead table that may block) and not only when the player can only pass.
    move_facts: tuple[bool, int, bool]

    # -- made once -------------------------------------------------------------------
    def __init__(self, options: dict[str, Any] | None = None) -> None:
        game = type(self)
        for feature, (hooks, when) in OVERRIDES.items():  # what the game has, by its hooks
            own = any(getattr(game, hook) is not getattr(Rules, hook) for hook in hooks)
            setattr(self, feature, own == when)
        self.options = MappingProxyType(
            resolve(self.name, self.declared_options, options))
        self.fit = fit_masks(self.match_sum)
        self.line_rows = line_rows(self.fit)
        self.joins = joins(self.fit)
        self.crosswise = doubles_if(self.doubles_crosswise)
        # the doubles that make the centre when laid on a line's end while there is none
        # (Cross, Quintuple: ``lay_on``)
        self.centre_makers = doubles_if(self.centre == "first_double")
        # S4 asks ``dead_table`` first where it can block with these options (the class fact
        # ``dead_tables`` says only that the game has one)
        self.asks_dead_table = self.dead_tables and self.dead_table_can_block()
        self.move_facts = (game.step_undo, game.turn_bound,
                           self.own_blocked or self.asks_dead_table)
        # the game's fact, or what its option says (Spider's ``sides_first``): read by every
        # ``placements``, so kept on the object (a class attribute read costs four times more)
        self.sides_first = bool(self.options.get("sides_first", game.sides_first))

    def __setattr__(self, name: str, value: Any) -> None:
        if getattr(self, "_frozen", False):
            raise AttributeError(f"the rules of {self.name} do not change once made: "
                                 f"{name} cannot be set (keep what changes on the State)")
        object.__setattr__(self, name, value)

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"the rules of {self.name} do not change once made: "
                             f"{name} cannot be deleted")

    def __repr__(self) -> str:
        changed = {k: v for k, v in self.options.items() if v != self.default_options()[k]}
        return f"{type(self).__name__}({changed or ''})"

    @classmethod
    def default_options(cls) -> dict[str, Any]:
        return resolve(cls.name, cls.declared_options, None)

    def option(self, name: str) -> Any:
        return self.options[name]

    # -- players, target -------------------------------------------------------------
    def check_players(self, n: int) -> None:
        if not self.min_players <= n <= self.max_players:
            raise OptionError(_("{game} is for {least}-{most} players, not {count}").format(
                game=self.name, least=self.min_players, most=self.max_players, count=n))

    def target(self, n: int) -> int:
        """S8: the points that end the match."""
        return int(self.options["target"] or self.default_target)

    def match_winner(self, st: Position[Any]) -> int | None:
        """S8, judged after a hand's scoring: the one player at or above the target with the
        most points wins the match; a tie at the top plays on (None: the match goes on)."""
        scores = st.scores
        top = max(scores)
        if top >= self.target(st.n) and scores.count(top) == 1:
            return scores.index(top)
        return None

    # == the deal and who leads (S6, S7, S10) ==

    # -- the deal --------------------------------------------------------------------
    def copies(self, n: int) -> int:
        """How many double-six sets are mixed."""
        return 1

    def hand_size(self, n: int) -> int:
        return self.tiles_each

    def deal(self, n: int, rng: random.Random) -> Deal:
        tiles = full_set(self.copies(n))
        rng.shuffle(tiles)
        size = self.hand_size(n)
        hands = tuple(tuple(tiles[i * size:(i + 1) * size]) for i in range(n))
        return Deal(hands, tuple(tiles[n * size:]))

    def needs_redeal(self, deal: Deal, hand_no: int = 0) -> bool:
        """Whether the deal of hand ``hand_no`` (0-based) must be thrown in (nobody holds the
        tile that must lead)."""
        return False

    def initial_aux(self, st: Position[Any]) -> Any:
        """Game-specific data of a new hand (immutable; replaced, never changed in place)."""
        return None

    def record_hand(self, deal: Deal, p: int) -> Any:
        """Player ``p``'s dealt tiles as a record writes them."""
        return [str(TILES[t]) for t in deal.hands[p]]

    def deal_from_record(self, hands: dict[str, Any], players: list[str], deal: Deal) -> Deal:
        """The deal a record gives (two hands: the split into left and right)."""
        return deal

    def record_extras(self, st: Position[Any], action: int) -> dict[str, Any]:
        """Fields a record placement needs besides the common ones (two hands: ``hand``)."""
        return {}

    def visible_placed(self, st: Position[Any], placed: PlacedRow, viewer: int | None) -> PlacedRow:
        """A placed tile as ``viewer`` sees it (Spider hides a face-down double from others)."""
        return placed

    def hand_filter(self, st: Position[Any], held: list[int], hand: object) -> list[int]:
        """The held copies of a tile that are in the named hand (two hands: left or right); a
        game without two hands refuses any hand."""
        raise IllegalMoveError(_("{game} has no left and right hands: leave out hand").format(
            game=self.name))

    def hand_limit(self, n: int) -> int:
        """The most tiles one hand may hold: a dealt hand and every tile that may be drawn (a
        position edit beyond it is refused)."""
        size = self.hand_size(n)
        spare = SET_SIZE * self.copies(n) - n * size - self.reserve() - int(self.sets_aside(n))
        return size + max(0, spare)

    def edited_aux(self, st: Position[Any],
                   splits: dict[int, tuple[tuple[int, ...], tuple[int, ...]]]) -> Any:
        """The game data of ``st`` after a position edit gave it new hands (two hands: the
        players' new left and right hands, ``splits``)."""
        return st.aux

    def split_refusal(self, st: Position[Any], action: int) -> str | None:
        """Why a split into left and right hands (``actions.split_action``) is refused now, or
        None (two hands); a game without two hands refuses every one."""
        return _("{game} has no left and right hands to split").format(game=self.name)

    def take_split(self, st: Position[Any], action: int) -> None:
        """Make a split that ``split_refusal`` allows (two hands: ``hand.split_hands``)."""
        raise IllegalMoveError(self.split_refusal(st, action) or "")

    def reserve(self) -> int:
        """Boneyard tiles that may never be drawn."""
        return 0

    def sets_aside(self, n: int) -> bool:
        """Whether a deal for ``n`` players sets a tile aside, out of play (Spider): only then
        may a record name one."""
        return False

    def out_of_play(self, st: Position[Any]) -> tuple[int, ...]:
        """Tiles of this hand in no hand, not in the boneyard and not on the table: the tile set
        aside (Spider) and whatever a game takes out of play (Sausage's cut-off pieces)."""
        return () if st.aside is None else (st.aside,)

    # -- who leads, and with what ------------------------------------------------------
    def first_leader(self, st: Position[Any], lot: Callable[[], random.Random]) -> int:
        """Who leads the first hand: S7, the lowest double. ``lot()`` makes the seeded random
        generator of a game that draws lots for it (made only when called)."""
        return st.lowest_double()[0]

    def next_leader(self, st: Position[Any], last: HandResult) -> int:
        """S6: who finished the previous hand; after a block the fewest pips (tie: the tied
        player nearest after the last player to place a tile)."""
        if last.reason == "domino" and last.winner is not None:
            return last.winner
        fewest = min(last.pips)
        n = st.n
        for k in range(1, n + 1):
            p = (st.last_placer + k) % n
            if last.pips[p] == fewest:
                return p
        return 0  # pragma: no cover - the loop always finds one

    def lead_tiles(self, st: Position[Any], p: int) -> list[int]:
        """The tiles player ``p`` may lead. First hand: the lowest double (S7); later: any."""
        if st.hand_no == 0:
            return [st.lowest_double()[1]]
        return list(st.hands[p])

    def leads(self, st: Position[Any], p: int) -> list[int]:
        """The tiles ``p`` may lead: the rule's (``lead_tiles``) that he holds. A leader named
        for the first hand who holds none of them leads by the same rule applied to his own
        hand (``own_lead``; docs/rules.md, "A named leader")."""
        hand = st.hands[p]
        held = []
        for t in self.lead_tiles(st, p):  # (a loop: faster than a comprehension for one tile)
            if t in hand:
                held.append(t)
        return held or self.own_lead(st, p)

    def own_lead(self, st: Position[Any], p: int) -> list[int]:
        """S7 on ``p``'s hand alone: his lowest double, else his highest tile."""
        hand = st.hands[p]
        return [lowest_double_lead((hand,))[1]] if hand else []

    def can_lead(self, deal: Deal, p: int) -> bool:
        """Whether ``p``, named to lead the first hand of ``deal``, may lead it."""
        return bool(deal.hands[p])

    # == placements and laying a tile (S1) ==

    # -- placements ------------------------------------------------------------------
    def open_ends(self, st: Position[Any]) -> list[tuple[int, EndRow]]:
        """The ends a tile may join now, with their index in ``table.ends``. With
        ``sides_first``, only the free sides of the centre until it has four arms."""
        table = st.table
        if self.sides_first and table.centre and len(table.arms) < 4:
            return [(i, e) for i, e in enumerate(table.ends) if e[BRANCH]]
        return list(enumerate(table.ends))

    def placements(self, st: Position[Any], p: int) -> list[int]:
        """Every legal placement action of player ``p`` (S1: he must play one if any), in the
        order of his hand, each tile on the ends in their order."""
        table = st.table
        if not table.placed:
            leads = []
            for t in self.leads(st, p):
                leads.append(t << TILE_SHIFT | LEAD_CODE)
            return leads
        if self.filters_ends or self.sides_first:  # (an option may set sides_first)
            return self.placements_on(st, p, self.open_ends(st))
        line = table.ends
        if len(line) != 2:
            return self.placements_on(st, p, enumerate(line))
        row = self.line_rows[line[0][VALUE] * 7 + line[1][VALUE]]  # a line: the common case
        out: list[int] = []
        for t in st.hands[p] if st.copies == 1 else one_of_each(st.hands[p]):
            codes = row[t]
            if codes is not None:
                out += codes
        return out

    def placements_on(self, st: Position[Any],
                      p: int, ends: Iterable[tuple[int, EndRow]]) -> list[int]:
        """The placements of player ``p``'s tiles (one copy of each kind) on ``ends`` (their
        indexes in ``table.ends`` and the ends), in the order of his hand."""
        fit = self.fit
        targets = []  # (the end's bits of a placement action, the halves that fit it)
        reach = 0  # the halves that fit some end: most tiles fit none and are skipped at once
        for i, e in ends:
            mask = fit[e[VALUE]]
            targets.append((i << END_SHIFT, mask))
            reach |= mask
        out = []
        for t in st.hands[p] if st.copies == 1 else one_of_each(st.hands[p]):
            tm = TMASK[t]
            if tm & reach:
                for code, mask in targets:
                    if tm & mask:
                        out.append(t << TILE_SHIFT | code)
        return out

    def is_matador(self, tile_id: int) -> bool:
        """Whether the tile is a matador (§6, §7): it may lie crosswise on a 0 end."""
        return tile_id % SET_SIZE in self.matadors

    def crosswise_anywhere(self) -> bool:
        """Whether a matador may lie crosswise on any end, not only on a 0 end."""
        return False

    def touching_half(self, tile_id: int, value: int) -> int:
        """The half of the tile that joins an end showing ``value``."""
        tile = TILES[tile_id]
        return tile.a if self.fit[value] & (1 << tile.a) else tile.b

    def place(self, st: Position[Any], action: int) -> int:
        """Lay the tile of a placement action; return the points it scores at once."""
        table = st.table
        t = TILE_OF[action]
        i = END_OF[action]
        p = st.turn
        if i == LEAD:
            self.lay_lead(table, t, p)
        else:
            self.lay_on(st, table, t, table.ends[i], FLAGS_OF[action])
        hand = st.hands[p]
        k = hand.index(t)
        st.hands[p] = hand[1:] if k == 0 else hand[:k] + hand[k + 1:]
        return self.placement_points(st, len(table.placed)) if self.scores_placements else 0

    def lay_lead(self, table: Table, t: int, player: int) -> None:
        """The first tile: a four-way centre if it is a double that makes one, else a line."""
        tile = TILES[t]
        if tile.is_double and self.centre in ("first_double", "lead"):
            table.add(placed_row(1, t, player, 0, "", tile.a, tile.b, True), None,
                      [end_row(table.new_slot(), 1, tile.a, side, True)
                       for side in ("east", "west", "north", "south")])
            table.centre = 1
            return
        slot = table.next_slot
        table.next_slot = slot + 2
        table.add((1, t, player, 0, "", tile.a, tile.b, self.crosswise[t], False), None,
                  [(slot + 1, 1, tile.b, "east", False), (slot + 2, 1, tile.a, "west", False)])

    def lay_on(self, st: Position[Any], table: Table, t: int, end: EndRow, flags: int) -> None:
        """Join tile ``t`` to an open end, lengthwise (a double across, where the game says);
        the first double laid on a line's end where the game makes one becomes the centre."""
        closes, on, value, side, branch = end
        inner, outer = self.joins[t * 7 + value]  # (the inner half touches the end)
        if branch and on == table.centre:
            table.arms = table.arms | {side}
        placed = table.placed
        n = len(placed) + 1
        if self.centre_makers[t] and not table.centre and not table.candidates:
            self.make_centre(table, (n, t, st.turn, on, side, inner, outer, True, False), end)
            return
        # The placement closes its end's slot (a crosswise matador's two ends share one) and
        # opens one plain end of its own, showing its outer half and facing the way it grows.
        placed.append((n, t, st.turn, on, side, inner, outer, self.crosswise[t], False))
        table.next_slot = slot = table.next_slot + 1
        new = (slot, n, outer, side, False)
        ends = table.ends
        if len(ends) == 2:  # a line: the common case, without a loop
            first, second = ends
            if first[SLOT] == closes:
                table.ends = (new,) if second[SLOT] == closes else (second, new)
            elif second[SLOT] == closes:
                table.ends = (first, new)
            else:
                table.ends = (first, second, new)
            return
        kept = []
        for e in ends:
            if e[SLOT] != closes:
                kept.append(e)
        kept.append(new)
        table.ends = tuple(kept)

    def make_centre(self, table: Table, placed: PlacedRow, end: EndRow) -> None:
        """A double at a line end becomes the four-way centre: the line runs on through it and
        its two other sides open."""
        side = end[SIDE]
        table.add(placed, end[SLOT],
                  [end_row(table.new_slot(), placed[NUMBER], placed[OUTER], s, True)
                   for s in (side, *PERPENDICULAR[side])])
        table.centre = placed[NUMBER]
        table.arms = frozenset({OPPOSITE[side]})

    def placement_points(self, st: Position[Any], n: int) -> int:
        """Points scored the moment placement ``n`` is laid (none in most games)."""
        return 0

    def quiet_gain(self, st: Position[Any], action: int) -> int | None:
        """The points the mover gains by the placement ``action`` (one of ``legal_actions()``
        now), where the game can tell without applying it: the move ends the turn, cannot end
        the hand, and scores these points and nothing else. None: apply it to find out (the
        default, always right)."""
        return None

    def why_not(self, st: Position[Any], action: int) -> str | None:
        """A game's own one-line reason why an illegal placement on an open end is refused
        (None: the generic reason of ``State.why_illegal``)."""
        return None

    def counted(self, st: Position[Any]) -> Counted | None:
        """The counted ends now (which tile, what it counts) and the points they score, for
        games that score the ends during play (``scores_during_play``); None for the others and
        for an empty table. The text, the pictures' marks and the exercises derive from it."""
        return None

    def count_text(self, st: Position[Any]) -> str | None:
        """``counted`` written out (``6 + 3 + 2 + 4 = 15 -> 4 points``); None where nothing is
        counted."""
        return counted_text(self.counted(st))

    # == the turn, drawing and passing (S2), the end of a hand (S3, S4, S5) ==

    def turn_actions(self, st: Position[Any], p: int) -> list[int]:
        """The legal actions of player ``p`` in a hand in progress: his placements (with
        END_TURN once his turn has begun); with none, DRAW (S2) or else PASS."""
        places = self.placements(st, p)
        if st.turn_plays:
            return places + [END_TURN]
        if places:
            return places
        if self.can_draw(st, p):
            return [DRAW]
        return [PASS]

    def why_not_turn(self, st: Position[Any], action: int) -> str | None:
        """A game's own one-line reason why DRAW, PASS or END_TURN is refused now (None: the
        generic reason of ``State.why_illegal``)."""
        return None

    def why_unfinished(self, st: Position[Any], drawn: list[Tile]) -> str:
        """Why the turn in progress may not end yet (a record's move is the whole turn); the
        move's last placement was followed by the draws of ``drawn``."""
        return _("{name}'s turn is not over after this move: a move is the whole turn").format(
            name=st.players[st.turn])

    def turn_continues(self, st: Position[Any]) -> bool:
        """Whether the player may place more tiles this turn (Cross's doubles)."""
        return False

    def turn_points(self, st: Position[Any]) -> int:
        """Points scored when a turn ends (Cross counts the ends after the whole turn)."""
        return 0

    def next_player(self, st: Position[Any]) -> int:
        return (st.turn + 1) % st.n

    # -- drawing and passing -----------------------------------------------------------
    def can_draw(self, st: Position[Any], p: int) -> bool:
        """S2: draw one at a time until playable; the game may limit it."""
        if self.draw_policy == "none" or st.drawable() <= 0:
            return False
        if self.draw_policy == "one_per_turn":
            return st.draws_this_turn == 0
        return True

    def take_drawn(self, st: Position[Any], p: int, t: int) -> None:
        """Put the drawn tile ``t`` into player ``p``'s hand (two hands: into one of them)."""
        st.hands[p] = st.hands[p] + (t,)

    def pass_points(self, st: Position[Any], p: int) -> int:
        return 0

    # -- the end of a hand ---------------------------------------------------------------
    def blocked(self, st: Position[Any]) -> bool:
        """S4: nobody can place a tile and nobody can draw (or, where the game says so, no
        tile can ever join the table again: ``dead_table``). Asked once a turn has ended.

        At the start of a turn a player with a tile that fits an open end can place it (a
        game's ``placements`` add to those, as Spider's closing doubles do, but take none away
        where no ends are filtered), so the halves of the others' tiles answer at once when one
        of them can; only a hand that looks blocked asks every ``placements``. A game whose
        turns break that rule overrides this hook."""
        if self.asks_dead_table and self.dead_table(st):
            return True
        if st.legal_actions() != ONLY_PASS:  # computed once, kept for the next action
            return False
        if self.draw_policy != "none" and st.drawable() > 0:
            return False
        turn = st.turn
        if not (self.filters_ends or self.sides_first):
            reach = 0
            fit = self.fit
            for e in st.table.ends:
                reach |= fit[e[VALUE]]
            if others_hold(st.hands, turn, reach):
                return False
        return not any(self.can_place(st, q) for q in range(st.n) if q != turn)

    def can_place(self, st: Position[Any], q: int) -> bool:
        """Whether player ``q`` could place a tile now if it were his turn (S4 asks it of the
        others when the player to move cannot)."""
        return bool(self.placements(st, q))

    def dead_table_can_block(self) -> bool:
        """Whether ``dead_table`` may answer True with these options (else S4 never asks it)."""
        return True

    def dead_table(self, st: Position[Any]) -> bool:
        """Whether no tile can ever join the table again, so the hand is blocked at once,
        without drawing (Sevens with ``dead_table_blocks``: every open end shows a dead 0)."""
        return False

    def went_out(self, st: Position[Any]) -> int | None:
        """The player who has gone out and so ends the hand, if any (S3). Asked only when some
        hand is empty (``State._judge_hand``: while every player holds a tile, nobody is out)."""
        return st.hands.index(())

    def hand_points(self, st: Position[Any], reason: str, winner: int | None,
                    pips: tuple[int, ...]) -> tuple[int, ...]:
        """S5: traditional scoring of a finished hand (``pips``: what each hand holds)."""
        return traditional_points(pips, reason, winner)

    def block_winner(self, st: Position[Any]) -> int | None:
        """S5: the player with the fewest pips wins a block; a tie has no winner."""
        pips = st.pips()
        fewest = min(pips)
        return pips.index(fewest) if pips.count(fewest) == 1 else None
