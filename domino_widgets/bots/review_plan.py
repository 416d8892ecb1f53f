"""What a review is made of and goes through: its verdicts (``Candidate``, ``Decision``,
``Review``), and its plan (``Plan``, ``plan_review``): the hand's actions, the scores after
each and the positions where the player had a choice, found before any decision is judged
(``reviews.py`` judges them). The names stay importable from ``reviews``."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.actions import NEXT_HAND, SPLIT
from ..engine.errors import DominoError
from ..engine.i18n import N_, _
from ..engine.quoting import quoted
from ..engine.record import Record
from .estimates import Estimate
from .move_stats import distinct_moves
from .world import as_played_live, live_record

if TYPE_CHECKING:
    from ..engine.notation import Move
    from ..engine.state import State
    from ..engine.view import PlayerView

REVIEW_WORK = 30_000  # actions a decision's evaluation may apply (the default budget; bench_review)
# Points lost from which a decision is flagged, per game: set by bench/bench_review.py from the
# losses measured on greedy players' hands (the derivation is in docs/site_src/review.md). Issue
# 34's bench (greedy hands, 30,000 actions a decision against 300,000 with independent seeds, a
# verdict sized only beyond two standard errors): a decision agrees when both flag it or
# neither does and their best moves agree; goal 95% of 200 decisions or more. The figures of
# every game are in review.md; these four were chosen before (issue 26), the others take 5.
THRESHOLDS = {
    "cross": 8.0,
    "cross-two-hands": 25.0,
    "quintuple": 2.0,
    "matador": 4.0,
}
DEFAULT_THRESHOLD = 5.0
SIZES = {"best": N_("best"), "close": N_("about as good"), "good": N_("good"),
         "mistake": N_("mistake"), "blunder": N_("big mistake")}
READINGS = ("greedy", "none")  # how the others' past choices are read (``reading.py``)


class ReviewError(DominoError):
    """A review that cannot be made: no such player, no decision, an unfinished hand."""


@dataclass(frozen=True)
class Candidate:
    """One move the player could make, with what it is expected to bring."""

    move: Move
    value: float  # his points minus the others' average, gained from here to the hand's end
    points_now: float  # the points of the turn this move starts (on average)
    reply_best: int  # the most the next player scored in reply (none where the hand ended)
    ends_hand: bool  # whether the move (and the rest of his turn) always ended the hand
    same: tuple[int, ...] = ()  # other actions that make the same move (a centre's sides)
    stderr: float = 0.0  # the standard error of ``value`` (0: exact, or one deal)
    gap: float = 0.0  # how much the best move beats it by (0 for the best)
    gap_se: float = 0.0  # the standard error of ``gap``, deal by deal (0: exact)

    @property
    def near_best(self) -> bool:
        """Whether it cannot be told from the best move: no gap, or one within the noise."""
        return Estimate(self.gap, self.gap_se).sureness() in ("unsure", "likely")

    def makes(self, action: int) -> bool:
        return action == self.move.action or action in self.same


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed player: the position before it, and its verdict."""

    depth: int  # the number of actions of the match played before it
    position: State  # the whole position; what he saw is ``view``
    played: Candidate
    best: tuple[Candidate, ...]  # the best move, and any as good
    candidates: tuple[Candidate, ...]  # every distinct legal move, best first
    loss: float  # points the played move lost against the best (0 or more)
    size: str  # "best", "close" (within the noise), "good", "mistake", "blunder"
    verdict: str  # a sentence, in the language of the review
    reason: str  # why, in plain words ("" where the move was the best)
    exact: bool  # proved: nothing hidden any more, and the rest of the hand solved
    loss_se: float = 0.0  # the standard error of ``loss`` (0 where exact)
    deals: int = 1  # the sampled deals each move was played on (1 where exact)

    @property
    def view(self) -> PlayerView:
        """The position as the player saw it."""
        return self.position.view(self.played.move.player)

    @property
    def flagged(self) -> bool:
        return self.size in ("mistake", "blunder")

    @property
    def size_name(self) -> str:
        return _(SIZES[self.size])


@dataclass(frozen=True)
class Review:
    """The review of one player's decisions in one hand."""

    game: str
    player: int
    name: str
    hand: int  # the hand's number in the match, from 0
    threshold: float
    work: int
    seed: int | str
    decisions: tuple[Decision, ...]
    start: int  # the history's length at the hand's start
    actions: tuple[tuple[int, int], ...]  # (action, mover) of every action of the hand
    scores: tuple[tuple[int, ...], ...]  # every score at the start, then after each action

    @property
    def flagged(self) -> tuple[Decision, ...]:
        return tuple(d for d in self.decisions if d.flagged)

    @property
    def lost(self) -> float:
        """The points lost in the hand's decisions."""
        return sum(d.loss for d in self.decisions)


@dataclass(frozen=True)
class Plan:
    """What a review goes through, before any decision is judged: the hand's actions, the
    scores after each, and the positions where the player had a choice."""

    state: State
    seat: int
    hand: int
    threshold: float
    start: int
    actions: tuple[tuple[int, int], ...]
    scores: tuple[tuple[int, ...], ...]
    chosen: tuple[tuple[int, State], ...]  # (depth, position) of every decision

    def review(self, decisions: list[Decision], work: int, seed: int | str) -> Review:
        return Review(self.state.rules.name, self.seat, self.state.players[self.seat],
                      self.hand, self.threshold, work, seed, tuple(decisions), self.start,
                      self.actions, self.scores)


def plan_review(game_or_record: State | Record | str, player: int | str, *, hand: int | None = None,
                work: int = REVIEW_WORK, threshold: float | None = None,
                seed: int | str = 0) -> Plan:
    """The decisions a review of ``player`` in ``hand`` judges; refused (``ReviewError``)
    where no review can be made, or a setting is wrong (before anything is judged)."""
    check_seed(seed)
    state = _final_state(game_or_record)
    seat = _seat(state, player)
    k = _hand_number(state, hand)
    check_work(work)
    limit = check_threshold(threshold, state.rules.name)
    start, actions = _hand_actions(state, k)
    world = state.clone()
    world.undo_to(start)
    scores = [world.scores]
    chosen: list[tuple[int, State]] = []
    for action, mover in actions:
        if mover == seat and len(distinct_moves(world.view(seat))) > 1:
            chosen.append((len(world.history), world.clone()))
        world.apply(action)
        scores.append(world.scores)
    if not chosen:
        raise ReviewError(_("{name} made no decision in this hand: every move was forced")
                          .format(name=state.players[seat]))
    return Plan(state, seat, k, limit, start, tuple(actions), tuple(scores), tuple(chosen))


def check_work(work: object) -> None:
    """``work``: a positive whole number of actions."""
    if isinstance(work, bool) or not isinstance(work, int) or work < 1:
        raise ReviewError(_("the review's work must be a positive whole number, not {value}")
                          .format(value=quoted(work)))


def check_threshold(threshold: object, game: str) -> float:
    """``threshold``: None (the game's own) or a positive number of points; the one to use."""
    if threshold is None:
        return THRESHOLDS.get(game, DEFAULT_THRESHOLD)
    if (isinstance(threshold, bool) or not isinstance(threshold, (int, float))
            or not math.isfinite(threshold) or threshold <= 0):
        raise ReviewError(_("the review's threshold must be a positive number of points, "
                            "not {value}").format(value=quoted(threshold)))
    return float(threshold)


def check_seed(seed: object) -> None:
    """``seed``: a whole number or a text."""
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise ReviewError(_("the review's seed must be a whole number or a text, not {value}")
                          .format(value=quoted(seed)))


def check_read(read: object) -> None:
    """``read``: how the others' past choices are read, one of ``READINGS``."""
    if read not in READINGS:
        raise ReviewError(_("the review's reading must be one of {choices}, not {value}")
                          .format(choices=", ".join(READINGS), value=quoted(read)))


def _final_state(game_or_record: object) -> State:
    """The game at its end: a state (a copy), a record replayed, or a shipped record or file
    by name; read as the live game it is (``world.as_played_live``: a leader named where the
    game's rule would choose him is the rule's choice), so that a game and its record are
    judged alike."""
    from ..engine.state import State

    if isinstance(game_or_record, str):
        game_or_record = Record.load(game_or_record)
    if isinstance(game_or_record, Record):
        replayed = live_record(game_or_record).replay().state
        assert replayed is not None
        return replayed
    if isinstance(game_or_record, State):
        return as_played_live(game_or_record)
    raise ReviewError(_("a review needs a game or a record, not {kind}").format(
        kind=type(game_or_record).__name__))


def _seat(state: State, player: int | str) -> int:
    seat = state.seat_of(player)
    if seat is None:
        raise ReviewError(_("no such player in this game: {player} (players: {names})").format(
            player=quoted(player), names=", ".join(state.players)))
    return seat


def _hand_number(state: State, hand: int | None) -> int:
    """The hand to review: ``hand`` if it is finished, else the last finished one."""
    finished = len(state.results)
    if hand is None:
        hand = finished - 1
    if isinstance(hand, bool) or not isinstance(hand, int) or not 0 <= hand < finished:
        if finished == 0 or hand == finished:
            raise ReviewError(_("the hand is not over yet: only a finished hand is reviewed"))
        raise ReviewError(_("no such hand: the game has {count} finished").format(
            count=finished))
    return hand


def hand_span(state: State, k: int) -> tuple[int, int]:
    """Where hand ``k`` starts and ends in the history (its deal's split included)."""
    starts = [0] + [i + 1 for i, (a, _snap, _p) in enumerate(state.history) if a == NEXT_HAND]
    end = starts[k + 1] - 1 if k + 1 < len(starts) else len(state.history)
    return starts[k], end


def _hand_actions(state: State, k: int) -> tuple[int, list[tuple[int, int]]]:
    """Where hand ``k``'s moves start in the history, and its actions with their movers."""
    start, end = hand_span(state, k)
    while start < end and state.history[start][0] <= SPLIT:  # splits come before any move
        start += 1
    return start, [(a, p) for a, _snap, p in state.history[start:end]]
