"""The first layer of ``Rules`` (``base.py``): what a game is, its facts and features, its
options, players and target (S8), and what makes a ``Rules`` immutable and its title
translated. The layers, each a base of the next, one per section of the shared rules:
``RulesCore`` -> ``DealRules`` (the deal, who leads) -> ``PlacementRules`` (placements, laying a
tile) -> ``TurnRules`` (the turn, drawing and passing, the end of a hand) -> ``Rules``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..errors import OptionError
from ..i18n import _
from ..options import Option, resolve
from .fits import Row

if TYPE_CHECKING:
    from ..position import Position


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


class RulesCore(metaclass=_Frozen):
    """What a game is: the facts it declares, the features worked out from its hooks (by
    ``Rules.__init_subclass__``), what ``Rules.__init__`` makes of its options, its players
    and its target."""

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
    # The game's own ``place``/``lay_lead``/``lay_on`` differ from the shared ones only for
    # flagged placements (crosswise, face down) and for the leads ``hooked_lead`` names: the
    # turn machine (play.py) lays the others itself.
    flagged_laying = False

    # -- what the game has, worked out from the hooks it overrides (``__init_subclass__``) --
    scores_during_play = False  # the open ends are counted and scored during play (``counted``)
    # A turn is one placement, scores nothing when it ends and passes to the left (the shared
    # ``turn_continues``, ``turn_points`` and ``next_player``): the turn machine skips them.
    plain_turns = True
    filters_ends = False  # its own ``open_ends``, which ``placements`` must ask
    dead_tables = False  # its own ``dead_table`` (Sevens), which S4 asks first
    plain_laying = True  # laid by the shared ``place``, ``lay_lead`` and ``lay_on``
    own_placements = False  # its own ``placements`` or ``turn_actions``
    scores_placements = False  # its own ``placement_points`` (Quintuple)
    scores_passes = False  # its own ``pass_points`` (Six Matador)
    own_turn_points = False  # its own ``turn_points`` (Cross)
    own_went_out = False  # its own ``went_out`` (Quintuple, the matador games)
    own_next_player = False  # its own ``next_player`` (Sausage: the taker)
    own_blocked = False  # its own S4 (``blocked``; Cross in two hands)
    own_take_drawn = False  # its own ``take_drawn`` (Cross in two hands)

    # -- made by ``Rules.__init__`` from the options (see there) --
    options: Mapping[str, Any]
    fit: tuple[int, ...]
    line_rows: tuple[Row, ...]
    joins: tuple[tuple[int, int], ...]
    crosswise: tuple[bool, ...]
    hooked_leads: tuple[bool, ...]
    centre_makers: tuple[bool, ...]
    makes_centres: bool
    fast_turns: bool
    lists_lines: bool
    asks_dead_table: bool

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
