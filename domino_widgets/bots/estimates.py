"""The judge's evaluation of a position: every distinct move valued on the same sampled deals,
each value with its standard error, and exact where it can be.

This is the search's machinery (``search.py``) used more carefully than the Strong bot uses it
to choose a move:

- every move is played on every sampled deal (no move is dropped after a few deals, so none
  keeps the value of its first ones), and at least ``MIN_DEALS`` deals are sampled whatever
  the budget;
- where nothing is hidden any more and the rest of the hand is small, the position is solved
  exactly (``exact.py``): its values are *proved*, with no error;
- elsewhere each sampled deal is solved exactly where it is small (``solver.py``: every tile
  of the deal seen, as a double-dummy solver does), else played out by the playouts;
- a move's value is the mean over the deals, with its standard error; the gap between two
  moves is the mean of their differences deal by deal, with its own (smaller) standard error.

What it assumes of the others (named in ``docs/site_src/review.md``, measured by
``bench/bench_review.py``): with ``read="greedy"`` the hidden tiles are dealt as if the others'
past choices were greedy's (``reading.py``; ``read="none"`` keeps to the facts); in the
playouts the others play like the greedy bot (``others="greedy"``), or every player looks one
reply ahead (``others="lookahead"``); a small deal solved exactly is played as if every player
saw every tile.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.errors import OptionError
from ..engine.i18n import _
from ..engine.quoting import quoted
from .exact import add_facts, exact_margins, nothing_hidden, solved_deal
from .move_stats import MoveStats
from .playouts import EveryoneLooksAhead, Playout
from .search import SearchPlayer
from .steps import Steps, run_through

if TYPE_CHECKING:
    from ..engine.state import State

MIN_DEALS = 16  # deals sampled whatever the budget (every move is played on each)
MAX_DEALS = 100_000  # far more than a budget buys: the work bounds the deals
# What dealing the hidden tiles costs, counted in actions: every deal adds it to the work, so
# that cheap deals (a hand nearly over, a deal solved at once) are bounded by the budget too,
# and ten times the budget buys ten times the deals everywhere.
DEAL_WORK = 20
# A sampled deal with at most this many tiles in hands and boneyard is solved exactly
# (``solver.py``), if the solver proves it within EXACT_DEAL_NODES nodes (else it is played
# out): by the position's size alone, never by the budget, so that a bigger budget judges the
# same way, on more deals.
EXACT_TILES = 8
EXACT_DEAL_NODES = 20_000
OTHERS = ("greedy", "lookahead")  # how the others play in the playouts
Z_SURE = 2.0  # a gap of this many standard errors is beyond the noise
Z_LIKELY = 1.0  # ... of this many, probably real


@dataclass(frozen=True)
class Estimate:
    """A value with how sure it is: its standard error (0 where exact) and whether it was
    proved (``exact``), on how many sampled deals (1 where exact)."""

    value: float
    stderr: float = 0.0
    exact: bool = False
    deals: int = 1

    def z(self) -> float:
        """How many standard errors the value is from 0 (inf where exact and not 0)."""
        if self.stderr > 0:
            return abs(self.value) / self.stderr
        return math.inf if self.value != 0 else 0.0

    def sureness(self) -> str:
        """``"exact"`` (proved), ``"sure"`` (beyond the noise), ``"likely"`` (probably not
        0) or ``"unsure"`` (within the noise): how sure a gap between two moves is."""
        if self.exact:
            return "exact"
        z = self.z()
        return "sure" if z >= Z_SURE else "likely" if z >= Z_LIKELY else "unsure"

    def as_json(self) -> dict[str, Any]:
        return {"value": round(self.value, 2), "stderr": round(self.stderr, 2),
                "exact": self.exact, "deals": self.deals}


@dataclass
class Evaluation:
    """Every distinct move's results, deal by deal (``MoveStats.scores``), and whether they
    are proved."""

    stats: list[MoveStats]
    exact: bool
    deals: int
    exact_deals: int = 0  # sampled deals solved exactly
    work: int = 0  # the actions its deals applied

    def estimate(self, st: MoveStats) -> Estimate:
        """The move's value: the mean of its deals, with the standard error of that mean."""
        return _estimate(st.scores, self.exact)

    def gap(self, a: MoveStats, b: MoveStats) -> Estimate:
        """How much ``a`` beats ``b`` by: the mean of their differences deal by deal, with its
        standard error (the same deals for both, so the luck of a deal cancels out)."""
        return _estimate([x - y for x, y in zip(a.scores, b.scores, strict=True)], self.exact)

    def best(self) -> MoveStats:
        return max(self.stats, key=lambda st: (st.margin, -st.action))


def _estimate(values: list[float], exact: bool) -> Estimate:
    n = len(values)
    mean = sum(values) / n if n else 0.0
    if exact or n < 2:
        return Estimate(mean, 0.0, exact, n)
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    return Estimate(mean, spread / math.sqrt(n), False, n)


class Evaluator(SearchPlayer):
    """The search made to value every move rather than to choose one: no pruning, every move
    on every deal, a floor of deals, small deals solved exactly, the others' playouts chosen.
    Made by ``evaluating``, which checks its settings first."""

    def __init__(self, seed: str, *, work: int, read: str = "greedy", others: str = "greedy",
                 min_deals: int = MIN_DEALS, solve_small: bool = True,
                 stop_when: Callable[[Evaluation], bool] | None = None,
                 rollout: str = "auto") -> None:
        super().__init__(seed, samples=MAX_DEALS, max_work=work, win_bonus=0.0, read=read,
                         prune=0.0, trust=0.0, rollout=rollout)
        self.others = others
        self.min_guesses = min_deals
        self.stop_when_decided = False
        self.solve_small = solve_small
        self.exact_deals = 0
        self.stop_when = stop_when

    def enough(self, active: list[MoveStats], done: int) -> bool:
        """``stop_when`` asked, past the floor of deals, of the evaluation so far."""
        return (self.stop_when is not None and done >= self.min_guesses
                and self.stop_when(Evaluation(active, False, done, self.exact_deals,
                                              self.work_done)))

    def playout_steps(self, world: State, seat: int) -> Playout:
        if self.others == "lookahead":
            return EveryoneLooksAhead()
        return super().playout_steps(world, seat)

    def _sample_once(self, world: State, seat: int, stats: list[MoveStats], seed: int) -> None:
        self.work_done += DEAL_WORK
        if self.solve_small and _small(world):
            # (the solver works on a copy of ``world``: its nodes are not counted in the work,
            # only the deal's DEAL_WORK)
            found = solved_deal(world, seat, [st.action for st in stats], EXACT_DEAL_NODES)
            if found is not None:
                for st, margin in zip(stats, found, strict=True):
                    add_facts(world, seat, st)
                    st.add_result(margin, 0.0, 0.0)
                self.exact_deals += 1
                self.rollouts_done += len(stats)
                return
        super()._sample_once(world, seat, stats, seed)


def check_settings(work: object, min_deals: object, others: object) -> None:
    """``work`` and ``min_deals`` positive whole numbers, ``others`` one of ``OTHERS``
    (``OptionError`` naming the setting and what it takes)."""
    if others not in OTHERS:
        raise OptionError(_("others must be one of {choices}, not {value}").format(
            choices=", ".join(OTHERS), value=quoted(others)))
    for name, value in (("work", work), ("min_deals", min_deals)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise OptionError(_("{name} must be a positive whole number, not {value}")
                              .format(name=name, value=quoted(value)))


def _small(world: State) -> bool:
    return sum(len(h) for h in world.hands) + len(world.boneyard) <= EXACT_TILES


def evaluate(position: State, seat: int, **settings: Any) -> Evaluation:
    """``evaluating`` run through at once."""
    return run_through(evaluating(position, seat, **settings))


def evaluating(position: State, seat: int, *, work: int, seed: int | str = 0,
               read: str = "greedy", others: str = "greedy", min_deals: int = MIN_DEALS,
               solve_small: bool = True, stop_when: Callable[[Evaluation], bool] | None = None,
               rollout: str = "auto") -> Steps[Evaluation]:
    """Every distinct move of ``seat`` (to move in ``position``, which is not changed), valued
    on what he could know there: exact where nothing is hidden and the rest of the hand takes
    at most ``work`` actions to solve, else on sampled deals (at least ``min_deals``, and as
    many more as ``work`` actions buy, or until ``stop_when`` says the evaluation so far
    tells enough). It yields between deals (``steps.py``)."""
    check_settings(work, min_deals, others)
    if nothing_hidden(position, seat):
        solved = exact_margins(position, seat, work)
        if solved is not None:
            for st, value in solved:
                st.scores.append(value)
                st.margin_total = value
            return Evaluation([st for st, _value in solved], True, 1)
    searcher = Evaluator(f"judge:{seed}", work=work, read=read, others=others,
                         min_deals=min_deals, solve_small=solve_small, stop_when=stop_when,
                         rollout=rollout)
    stats = yield from searcher.analysing(position, seat)
    return Evaluation(stats, False, stats[0].visits, searcher.exact_deals, searcher.work_done)
