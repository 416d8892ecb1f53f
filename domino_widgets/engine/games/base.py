"""The shared rules (S1-S10 of RULES.md) as a base class; each game overrides what differs.

A ``Rules`` object is immutable: the game with its options resolved (setting an attribute once
it is made raises ``AttributeError``; whatever a game remembers between calls lives on the
``State``). It answers questions about a ``State`` and makes the changes of a placement, and it
says when a hand is blocked (S4) and when the match is won (S8); the turn machine
(``play.py``) runs the turns, hands and match by these hooks. What a game has (scoring during
play, its own S3, ...) is worked out once per class from the hooks it overrides
(``Rules.__init_subclass__``, ``OVERRIDES``); only facts that no hook shows are declared.

``Rules`` is written in layers, one module a section, each the base of the next (the same
methods at the same cost): ``rules_core`` (facts, features, options, players, target),
``rules_deal`` (the deal, who leads), ``rules_place`` (placements, laying a tile),
``rules_turn`` (the turn, drawing and passing, the end of a hand); this module makes them one
class. What they share is in ``fits`` (which tiles fit, S4's test), ``leading`` (S7) and
``hand_data`` (``Deal``, ``HandResult``, S5's points, S9's settlement); every name is
importable from here, as before.
"""

from __future__ import annotations

from types import FunctionType, MappingProxyType
from typing import Any

from ..options import resolve
from ..tiles import TILES
from .fits import (
    TMASK,
    Row,
    doubles_if,
    fit_masks,
    holds_another,
    holds_fit,
    joins,
    line_fits,
    line_rows,
    make_row,
    one_of_each,
    others_hold,
)
from .hand_data import Deal, HandResult, settlement, traditional_points
from .leading import (
    DOUBLES_IN_ORDER,
    HIGHEST_KEY,
    highest_tile_lead,
    holder_of,
    lowest_double_lead,
)
from .rules_core import Translated
from .rules_place import PERPENDICULAR
from .rules_turn import ONLY_PASS, TurnRules

__all__ = ["DOUBLES_IN_ORDER", "FAST_PATH_FEATURES", "HIGHEST_KEY", "ONLY_PASS", "OVERRIDES",
           "PERPENDICULAR", "TMASK", "Deal", "HandResult", "Row", "Rules", "Translated",
           "doubles_if", "fit_masks", "highest_tile_lead", "holder_of", "holds_another",
           "holds_fit", "joins", "line_fits", "line_rows", "lowest_double_lead", "make_row",
           "one_of_each", "others_hold", "settlement", "traditional_points"]

# The features of ``Rules`` that the turn machine (``play.py``) reads at every move (copied onto
# the instance, where they are read three times faster).
FAST_PATH_FEATURES = ("plain_turns", "scores_placements", "scores_passes", "own_went_out",
                      "turn_bound")


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

class Rules(TurnRules):
    """A game of the rule book with its options. Defaults are Traditional dominoes (§10)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Work out what the game has from the hooks it overrides (``OVERRIDES``)."""
        super().__init_subclass__(**kwargs)
        for feature, (hooks, when) in OVERRIDES.items():
            own = any(getattr(cls, hook) is not getattr(Rules, hook) for hook in hooks)
            setattr(cls, feature, own == when)

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        self.options = MappingProxyType(
            resolve(self.name, self.declared_options, options))
        self.fit = fit_masks(self.match_sum)
        self.line_rows = line_rows(self.fit)
        self.joins = joins(self.fit)
        self.crosswise = doubles_if(self.doubles_crosswise)
        # the leads the fast path leaves to ``lay_lead``; the doubles that make a centre when
        # laid on a line's end (Cross, Quintuple: ``lay_on``'s other case)
        self.hooked_leads = tuple(self.hooked_lead(t) for t in range(len(TILES)))
        self.centre_makers = doubles_if(self.centre == "first_double")
        self.makes_centres = self.centre != "none"  # (only a centre has branch ends)
        self.fast_turns = (self.plain_turns and (self.plain_laying or self.flagged_laying)
                           and not self.own_blocked)
        self.lists_lines = not (self.own_placements or self.filters_ends)  # (fast path, too)
        # S4 asks ``dead_table`` first where it can block with these options (the class fact
        # ``dead_tables`` says only that the game has one)
        self.asks_dead_table = self.dead_tables and self.dead_table_can_block()
        # the features the turn machine reads at every move, copied onto the instance
        # (an instance's attribute is read three times faster than its class's)
        for feature in FAST_PATH_FEATURES:
            setattr(self, feature, getattr(self, feature))

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


def _hooks_in_one_class(cls: type) -> None:
    """Copy the methods of ``cls``'s layers into ``cls`` itself: the same functions, found one
    class up a game's MRO instead of up to five. A random hand then costs what it cost when
    ``Rules`` was one class (bench_instructions.py: some 0.5% fewer machine instructions in
    every game than through the layers)."""
    for layer in cls.__mro__[1:-1]:  # the top layer first: what it overrides wins
        for name, value in vars(layer).items():
            if isinstance(value, FunctionType | classmethod | staticmethod) \
                    and not name.startswith("__") and name not in vars(cls):
                setattr(cls, name, value)


_hooks_in_one_class(Rules)  # (before any game subclasses it)

