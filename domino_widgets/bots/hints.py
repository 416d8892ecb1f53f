"""Hints for a learner: the best moves now, with what they are worth and why, in plain words.

>>> from domino_widgets import new_game
>>> from domino_widgets.bots import hint
>>> state = new_game("cross", ["Ann", "Bob"], seed=3)
>>> [h.move.kind for h in hint(state, samples=4)]
['play']
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.actions import tile_of
from ..engine.errors import IllegalMoveError
from ..engine.explain import not_your_turn
from ..engine.i18n import _, ngettext
from ..engine.notation import Move
from ..engine.tiles import TILES
from ..engine.words import move_words
from .estimates import Estimate, Evaluation, evaluating
from .exact import nothing_hidden
from .move_stats import MoveStats
from .reasons import value_words
from .search import SearchPlayer
from .steps import Steps, run_through

if TYPE_CHECKING:
    from ..engine.state import State

HINT_SAMPLES = 400  # at most this many guesses of the hidden tiles
HINT_WORK = 20_000  # actions the playouts of a hint may apply (about 0.2 s of four-player Cross)


@dataclass(frozen=True)
class Hint:
    """A suggested move: the move, its expected result for the hand (with its standard error,
    and whether it is exact) and a short reason that says what makes it better than the next
    best move."""

    move: Move
    value: float  # expected result of the hand: own points minus the others' mean
    win_rate: float  # share of the playouts where the player came first
    points_now: float  # points the turn that starts with this move scores (on average)
    reason: str
    samples: int
    stderr: float = 0.0  # the standard error of ``value`` (0: exact, or not measured)
    exact: bool = False  # ``value`` proved (nothing hidden and the rest solved)

    @property
    def action(self) -> int:
        return self.move.action

    @property
    def points(self) -> str:
        """The expected result in words a child reads: ``about +31 for the hand``."""
        return hand_value_words(self.value, self.stderr, self.exact)

    def __str__(self) -> str:
        return f"{move_words(self.move)} ({self.points}): {self.reason}"


def hand_value_words(value: float, stderr: float = 0.0, exact: bool = False) -> str:
    """A move's expected result for the hand in words: "about +31 for the hand" ("give or take
    8" where twice the standard error is 2 points or more; "exactly" where proved)."""
    return value_words(Estimate(value, stderr, exact))


def hint(state: State, seat: int | None = None, n: int = 3, *, see_all: bool = False,
         time_limit: float | None = None, samples: int = HINT_SAMPLES,
         seed: int | str = 0, max_work: int | None = HINT_WORK) -> list[Hint]:
    """The ``n`` best legal moves of ``seat`` (default: the player to move), best first.

    The search sees only what that player sees unless ``see_all`` (a teaching mode). It plays
    ``samples`` guesses of the hidden tiles or stops at the guess whose playouts reach
    ``max_work`` actions, whichever comes first: the same position and seed give the same
    advice on any machine, however busy. A ``time_limit`` in seconds may stop it sooner (and
    makes it depend on the machine's speed).
    """
    return run_through(hinting(state, seat, n, see_all=see_all, time_limit=time_limit,
                               samples=samples, seed=seed, max_work=max_work))


def hinting(state: State, seat: int | None = None, n: int = 3, *, see_all: bool = False,
            time_limit: float | None = None, samples: int = HINT_SAMPLES,
            seed: int | str = 0, max_work: int | None = HINT_WORK) -> Steps[list[Hint]]:
    """``hint`` in steps (``steps.py``): it yields between guesses of the hidden tiles, and
    ``state`` must not change meanwhile (give it a copy).

    Every move is played out on every guess (none is dropped early, so none keeps the value
    of its first guesses) and valued by the points alone (no bonus for coming first): the
    lines come in the order of the values they show. Where the player knows every tile's place,
    the judge's evaluation values the moves (``estimates.evaluating``: exact where the solver
    proves it, as the review does)."""
    if seat is None:
        seat = state.turn
    if state.match_over:
        raise IllegalMoveError(_("the match is over: there is nothing to hint"))
    if seat != state.turn:
        raise IllegalMoveError(not_your_turn(state, seat))
    legal = state.legal_actions()
    if len(legal) == 1:
        judged = Evaluation([MoveStats(legal[0])], False, 0)
    elif not see_all and nothing_hidden(state, seat):  # the judge's: exact where it proves it
        judged = yield from evaluating(state, seat, work=max_work or HINT_WORK, seed=seed)
    else:
        searcher = SearchPlayer(seed, samples=samples, time_limit=time_limit, see_all=see_all,
                                max_work=max_work, win_bonus=0.0, prune=math.inf)
        searcher.stop_when_decided = False  # the figures a learner reads rest on the budget
        found = yield from searcher.analysing(state, seat)
        judged = Evaluation(found, False, max(st.visits for st in found))
    stats = judged.stats
    stats.sort(key=lambda st: (st.margin, -st.action), reverse=True)
    return [Hint(state.describe(s.action), round(s.margin, 2), round(s.win_rate, 3),
                 round(s.turn_points, 2), _reason(state, seat, judged, k, len(legal)),
                 s.visits, round(judged.estimate(s).stderr, 2), judged.exact)
            for k, s in enumerate(stats[:max(1, n)])]


def _reason(state: State, seat: int, judged: Evaluation, k: int, choices: int) -> str:
    """What makes the ``k``-th best move better than the next best, in plain words: only the
    facts where it does better (it ends the hand, scores more now, leaves the next player less
    to score, sheds more pips, wins the hand more often), else how much better it comes out by
    the end of the hand, said as sure as the gap is (the judge's ``Evaluation.gap``). Never a
    fact that argues the other way."""
    stats = judged.stats
    st = stats[k]
    name = state.describe(st.action).kind
    if choices == 1:
        if name == "draw":
            return _("no tile fits: draw from the boneyard")
        if name == "pass":
            return _("no tile fits and nothing can be drawn: pass")
        return _("the only legal move")
    if len(stats) == 1:
        return _("the only move here: its other places make the same move")
    if k + 1 == len(stats):  # the last of all: what it is against the one above
        above = judged.gap(stats[k - 1], st)
        if round(above.value) <= 0 or above.sureness() == "unsure":
            return _("about as good as the move above")
        return _("the last of the moves: each one above comes out better")
    runner_up = stats[k + 1]
    ahead = judged.gap(st, runner_up)
    gap = round(ahead.value)
    if gap <= 0:  # the same result: a fact it does better in would not make it better
        return (_("just as good as the next best move, with every tile known") if ahead.exact
                else _("about as good as the next best move"))
    parts = _better_facts(state, seat, st, runner_up)
    if not parts:
        if ahead.sureness() == "unsure":
            return _("about as good as the next best move")
        if ahead.exact:
            return ngettext("exactly {points} point ahead of the next best move, all tiles known",
                            "exactly {points} points ahead of the next best move, all tiles known",
                            gap).format(points=gap)
        if ahead.sureness() == "likely":
            return ngettext("probably a little better than the next best move (about {points} "
                            "point)", "probably a little better than the next best move (about "
                            "{points} points)", gap).format(points=gap)
        return ngettext("played out to the end of the hand, it comes out about {points} point "
                        "ahead of the next best move",
                        "played out to the end of the hand, it comes out about {points} points "
                        "ahead of the next best move", gap).format(points=gap)
    if len(parts) > 1:
        # TRANSLATORS: the last two reasons of a hint: "it scores 5 now, ..., and <last>"
        return _("{reasons}, and {last}").format(reasons=", ".join(parts[:-1]), last=parts[-1])
    return parts[0]


def _better_facts(state: State, seat: int, st: MoveStats, other: MoveStats) -> list[str]:
    """The facts in which ``st`` does better than ``other``, as parts of a sentence."""
    parts = []
    ends, other_ends = _always_ends(st), _always_ends(other)
    now, other_now = round(st.turn_points), round(other.turn_points)
    if ends and not other_ends:
        parts.append(_("it ends the hand now"))
    if now > other_now:
        parts.append(_("it scores {points} now (the next best move: {other})").format(
            points=signed_words(now), other=signed_words(other_now)))
    scoring_game = state.counted() is not None  # (nothing is counted on an empty table)
    if scoring_game and not ends and not other_ends and st.reply_best < other.reply_best:
        nxt = state.players[(seat + 1) % state.n]
        if st.reply_best == 0:
            parts.append(_("it leaves {name} nothing to score next turn (the next best move: "
                           "up to {other})").format(name=nxt, other=other.reply_best))
        else:
            parts.append(_("it leaves {name} at most {points} to score in reply (the next best "
                           "move: up to {other})").format(name=nxt, points=st.reply_best,
                                                          other=other.reply_best))
    pips, other_pips = _pips(st.action), _pips(other.action)
    if not state.rules.scores_during_play and pips > other_pips:
        parts.append(ngettext("it sheds {pips} pip (the next best move: {other})",
                              "it sheds {pips} pips (the next best move: {other})", pips).format(
            pips=pips, other=other_pips))
    if not ends and st.win_rate >= other.win_rate + 0.1:
        parts.append(_("you win the hand more often after it"))
    return parts


def signed_words(points: int) -> str:
    """A number of points with the minus sign of arithmetic (``−10``), not a hyphen."""
    return f"\u2212{-points}" if points < 0 else str(points)


def _always_ends(st: MoveStats) -> bool:
    return bool(st.visits) and st.ended == st.visits


def _pips(action: int) -> int:
    return TILES[tile_of(action)].pips if action >= 0 else 0
