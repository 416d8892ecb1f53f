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

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..engine.i18n import _
from .exact import exact_margins, nothing_hidden
from .move_stats import MoveStats, kept_to_the_end
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
from .review_plan import check_work
from .review_plan import hand_span as hand_span
from .review_plan import plan_review as plan_review
from .search import SearchPlayer
from .steps import Steps, run_through

if TYPE_CHECKING:
    from ..engine.record import Record
    from ..engine.state import State

REVIEW_SAMPLES = 100_000  # guesses: far more than the work allows, so the work bounds it
BIG = 3.0  # a loss of this many thresholds is a big mistake


def review(game_or_record: State | Record | str, player: int | str, *, hand: int | None = None,
           work: int = REVIEW_WORK, seed: int | str = 0,
           threshold: float | None = None) -> Review:
    """The review of ``player``'s decisions (a seat or a name) in ``hand`` of a finished game
    or a record, a shipped record's name or a record's file (default: its last finished
    hand); ``work`` actions of search per decision."""
    return run_through(reviewing(game_or_record, player, hand=hand, work=work, seed=seed,
                                 threshold=threshold))


def reviewing(game_or_record: State | Record | str, player: int | str, *, hand: int | None = None,
              work: int = REVIEW_WORK, seed: int | str = 0,
              threshold: float | None = None) -> Steps[Review]:
    """``review`` in steps (``steps.py``): it yields between guesses of the hidden tiles. The
    game given is not changed (the review works on a copy)."""
    plan = plan_review(game_or_record, player, hand=hand, work=work, threshold=threshold)
    decisions = []
    for depth, position in plan.chosen:
        decision = yield from judging(position, plan.seat, plan.state.history[depth][0],
                                      work=work, seed=seed, threshold=plan.threshold)
        decisions.append(decision)
    return plan.review(decisions, work, seed)


def judge(position: State, seat: int, played: int, *, work: int = REVIEW_WORK,
          seed: int | str = 0, threshold: float | None = None) -> Decision:
    """The verdict on ``played`` (an action of ``seat``, whose turn it is in ``position``),
    judged on what ``seat`` could know there; ``position`` is not changed."""
    return run_through(judging(position, seat, played, work=work, seed=seed,
                               threshold=threshold))


def judging(position: State, seat: int, played: int, *, work: int = REVIEW_WORK,
            seed: int | str = 0, threshold: float | None = None) -> Steps[Decision]:
    """``judge`` in steps. The seed of the search is ``seed`` with the position's depth, so
    a decision is judged the same alone as within a review."""
    check_work(work)
    if position.turn != seat or played not in position.legal_actions():
        raise ReviewError(_("that move was not {name}'s to make here").format(
            name=position.players[seat]))
    limit = (THRESHOLDS.get(position.rules.name, DEFAULT_THRESHOLD) if threshold is None
             else threshold)
    depth = len(position.history)
    candidates, exact = yield from _candidates(position, seat, played, work,
                                               f"{seed}:{depth}")
    candidates = [_as_played(position, c, played) for c in candidates]
    candidates.sort(key=lambda c: c.value, reverse=True)
    mine = next(c for c in candidates if c.makes(played))
    top = candidates[0].value
    best = tuple(c for c in candidates if c.value >= top - 1e-9)
    loss = 0.0 if mine in best else round(top - mine.value, 2)
    size = ("best" if loss == 0 else "good" if loss < limit
            else "mistake" if loss < BIG * limit else "blunder")
    verdict = verdict_words(size, mine, best[0], loss)
    reason = "" if round(loss) == 0 else reason_words(position, seat, mine, best[0], loss)
    return Decision(depth, position.clone(), mine, best, tuple(candidates), loss, size,
                    verdict, reason, exact)


class _ReviewSearch(SearchPlayer):
    """The search, spending its whole budget, that never drops the move played: the best
    move and the played one are compared on every guess."""

    def __init__(self, played: int, seed: str, **settings: Any) -> None:
        super().__init__(seed, **settings)
        self.played = played
        self.stop_when_decided = False

    def survivors(self, active: list[MoveStats]) -> list[MoveStats]:
        kept = super().survivors(active)
        mine = [st for st in active if st not in kept
                and (st.action == self.played or self.played in st.same)]
        return kept + mine


def _candidates(position: State, seat: int, played: int, work: int,
                seed: str) -> Steps[tuple[list[Candidate], bool]]:
    """Every distinct move with its expected result: exact where nothing is hidden and the
    rest of the hand is small, else by the search on guesses of the hidden tiles."""
    if nothing_hidden(position, seat):
        exact = exact_margins(position, seat, work)
        if exact is not None:
            return [_candidate(position, st, value) for st, value in exact], True
    searcher = _ReviewSearch(played, f"review:{seed}", samples=REVIEW_SAMPLES, max_work=work,
                             win_bonus=0.0)
    stats = yield from searcher.analysing(position, seat)
    kept = {id(st) for st in kept_to_the_end(stats)}
    # a move dropped early is valued on its fewer guesses, never above a move kept to the end
    top_kept = max((st.margin for st in stats if id(st) in kept), default=0.0)
    return [_candidate(position, st, st.margin if id(st) in kept else min(st.margin, top_kept))
            for st in stats], False


def _candidate(position: State, st: MoveStats, value: float) -> Candidate:
    return Candidate(position.describe(st.action), round(value, 2), round(st.turn_points, 2),
                     st.reply_best, st.visits > 0 and st.ended == st.visits, st.same)


def _as_played(position: State, candidate: Candidate, played: int) -> Candidate:
    """``candidate`` named by ``played`` where that is one of its twins (two placements that
    make the same game are one candidate, named by the first of them): the review says the
    move as it was played."""
    if candidate.move.action == played or played not in candidate.same:
        return candidate
    twins = tuple(a for a in (candidate.move.action, *candidate.same) if a != played)
    return replace(candidate, move=position.describe(played), same=twins)
