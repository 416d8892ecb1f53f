"""A review of one player's decisions in a finished hand: what he played, what was best, and
what the difference cost, in the game's own points.

>>> from domino_widgets import new_game
>>> from domino_widgets.bots import make_player
>>> from domino_widgets.bots.reviews import review
>>> state = new_game("cross", ["You", "Bot"], seed=4)
>>> greedy = make_player("greedy", seed=1)
>>> while state.hand_over is None:
...     _ = state.apply(greedy.choose(state, state.turn))
>>> result = review(state, "You", work=2_000)
>>> result.player, len(result.decisions) > 0
(0, True)

**What is measured** (``docs/site_src/review.md``): a move's expected result is the player's
points minus the others' average points gained from that position to the end of the hand, in
the game's own points (points scored during play, and the end-of-hand penalties or count), with
the hand played on by the search's playouts (``search.py``). Only what the player could know is
used: the hidden tiles are dealt again, consistently with what he saw (``world.py``), never read.
Where nothing is hidden any more and few moves are left, the hand is searched exactly
(``exact.py``). The work budget (``work``: actions applied per decision) and the seed make a
review reproducible on any machine.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from ..engine.i18n import _
from .estimates import Z_SURE, Estimate, Evaluation, evaluating
from .move_stats import MoveStats
from .reasons import reason_words, verdict_words
from .review_plan import DEFAULT_THRESHOLD as DEFAULT_THRESHOLD
from .review_plan import REVIEW_WORK as REVIEW_WORK
from .review_plan import SIZES as SIZES
from .review_plan import THRESHOLDS as THRESHOLDS
from .review_plan import Candidate as Candidate
from .review_plan import Decision as Decision
from .review_plan import Plan as Plan
from .review_plan import Review as Review
from .review_plan import ReviewError as ReviewError
from .review_plan import check_read, check_seed, check_threshold, check_work
from .review_plan import hand_span as hand_span
from .review_plan import plan_review as plan_review
from .steps import Steps, run_through

if TYPE_CHECKING:
    from ..engine.record import Record
    from ..engine.state import State

BIG = 3.0  # a loss of this many thresholds is a big mistake
SETTLE_STRETCH = 3  # a decision not settled by its budget goes on, up to this many times it


def review(game_or_record: State | Record | str, player: int | str, *, hand: int | None = None,
           work: int = REVIEW_WORK, seed: int | str = 0, threshold: float | None = None,
           read: str = "greedy") -> Review:
    """The review of ``player``'s decisions (a seat or a name) in ``hand`` of a finished game
    or a record, a shipped record's name or a record's file (default: its last finished
    hand); ``work`` actions of search per decision."""
    return run_through(reviewing(game_or_record, player, hand=hand, work=work, seed=seed,
                                 threshold=threshold, read=read))


def reviewing(game_or_record: State | Record | str, player: int | str, *, hand: int | None = None,
              work: int = REVIEW_WORK, seed: int | str = 0, threshold: float | None = None,
              read: str = "greedy") -> Steps[Review]:
    """``review`` in steps (``steps.py``): it yields between guesses of the hidden tiles. The
    game given is not changed (the review works on a copy)."""
    check_seed(seed)
    check_read(read)
    plan = plan_review(game_or_record, player, hand=hand, work=work, threshold=threshold,
                       seed=seed)
    decisions = []
    for depth, position in plan.chosen:
        decision = yield from judging(position, plan.seat, plan.state.history[depth][0],
                                      work=work, seed=seed, threshold=plan.threshold,
                                      read=read)
        decisions.append(decision)
    return plan.review(decisions, work, seed)


def judge(position: State, seat: int, played: int, *, work: int = REVIEW_WORK,
          seed: int | str = 0, threshold: float | None = None, read: str = "greedy") -> Decision:
    """The verdict on ``played`` (an action of ``seat``, whose turn it is in ``position``),
    judged on what ``seat`` could know there; ``position`` is not changed."""
    return run_through(judging(position, seat, played, work=work, seed=seed,
                               threshold=threshold, read=read))


def judging(position: State, seat: int, played: int, *, work: int = REVIEW_WORK,
            seed: int | str = 0, threshold: float | None = None,
            read: str = "greedy") -> Steps[Decision]:
    """``judge`` in steps. The seed of the search is ``seed`` with the position's depth, so
    a decision is judged the same alone as within a review."""
    check_work(work)
    check_seed(seed)
    check_read(read)
    limit = check_threshold(threshold, position.rules.name)
    if position.turn != seat or played not in position.legal_actions():
        raise ReviewError(_("that move was not {name}'s to make here").format(
            name=position.players[seat]))
    depth = len(position.history)
    mine_of = partial(_played_stats, played)
    found = yield from evaluating(position, seat, work=SETTLE_STRETCH * work,
                                  seed=f"review:{seed}:{depth}", read=read,
                                  stop_when=partial(settled, mine_of, limit, work))
    top = found.best()
    candidates = [_as_played(position, _candidate(position, st, found.estimate(st),
                                                  found.gap(top, st)), played)
                  for st in found.stats]
    candidates.sort(key=lambda c: c.value, reverse=True)
    mine_st = next(st for st in found.stats if st.action == played or played in st.same)
    mine = next(c for c in candidates if c.makes(played))
    best = tuple(c for c in candidates if c.value >= candidates[0].value - 1e-9)
    gap = found.gap(top, mine_st)
    loss = 0.0 if mine in best else max(0.0, round(gap.value, 2))
    size = verdict_size(loss, gap, limit)
    decision = Decision(depth, position.clone(), mine, best, tuple(candidates), loss, size,
                        "", "", found.exact, round(gap.stderr, 2), found.deals)
    verdict, reason = decision_words(decision)
    return replace(decision, verdict=verdict, reason=reason)


def decision_words(d: Decision) -> tuple[str, str]:
    """A decision's verdict and reason, in the current language, as sure as its figures."""
    verdict = verdict_words(d.size, d.played, d.best[0], d.loss, d.loss_se, d.exact)
    if d.size in ("best", "close") or round(d.loss) == 0:
        return verdict, ""
    return verdict, reason_words(d.position, d.position.turn, d.played, d.best[0], d.loss)


def _played_stats(played: int, stats: list[MoveStats]) -> MoveStats:
    return next(st for st in stats if st.action == played or played in st.same)


def settled(mine_of: Callable[[list[MoveStats]], MoveStats], threshold: float, work: int,
            found: Evaluation) -> bool:
    """Whether a decision's evaluation may stop: its budget ``work`` spent and whether the
    played move is flagged settled beyond the noise (its loss against the best surely below
    the threshold, or surely above it). An unsettled one goes on, up to ``SETTLE_STRETCH``
    times the budget, so that the deals go where the verdict needs them."""
    if found.work < work:
        return False
    gap = found.gap(found.best(), mine_of(found.stats))
    return (gap.value + Z_SURE * gap.stderr < threshold
            or gap.value - Z_SURE * gap.stderr >= threshold)


def verdict_size(loss: float, gap: Estimate, threshold: float) -> str:
    """The size of a verdict: ``best``; ``close`` where the loss is within the noise (about
    as good, or probably a little worse: not sized); else ``good``, ``mistake`` or
    ``blunder`` by the loss against the game's threshold."""
    if loss <= 0:
        return "best"
    if gap.sureness() in ("unsure", "likely"):
        return "close"
    return "good" if loss < threshold else "mistake" if loss < BIG * threshold else "blunder"


def _candidate(position: State, st: MoveStats, value: Estimate, gap: Estimate) -> Candidate:
    return Candidate(position.describe(st.action), round(value.value, 2),
                     round(st.turn_points, 2), st.reply_best,
                     st.visits > 0 and st.ended == st.visits, st.same, round(value.stderr, 2),
                     round(gap.value, 2), round(gap.stderr, 2))


def _as_played(position: State, candidate: Candidate, played: int) -> Candidate:
    """``candidate`` named by ``played`` where that is one of its twins (two placements that
    make the same game are one candidate, named by the first of them): the review says the
    move as it was played."""
    if candidate.move.action == played or played not in candidate.same:
        return candidate
    twins = tuple(a for a in (candidate.move.action, *candidate.same) if a != played)
    return replace(candidate, move=position.describe(played), same=twins)
