"""The search player: it guesses the hidden tiles many times and plays each legal move out to
the end of the hand in every guess.

From ``state.view(me)`` it knows its hand and the tiles it drew, the others' hand counts, the
table and the public actions; ``world.py`` deals the unseen tiles consistently with what the
table showed (draws, passes, the lead), and ``reading.py`` adds what the others' choices
suggest (``read="greedy"``; ``read="none"`` keeps to the facts). In each sampled world every
legal move is tried and the hand played to its end; the move with the best average result
is chosen. In the playouts the others play greedy; the searcher's own later moves are greedy
too, except in the games that score the ends during play, where they look one reply ahead
(``lookahead_action``: the turn's points less the greedy reply's), since that measured better
there and worse in Matador, but not in Cross in two hands, where a look-ahead costs five times
more (``rollout="auto"``; or choose ``greedy``, ``lookahead``, ``random``). The result of a
hand, for the searcher, is its own gain minus the average gain of the others, plus a bonus
for coming first. Every few guesses the moves that the best one leads by more than ``prune``
standard errors are dropped, so the rest are compared on more guesses for the same number of
playouts. The budget is a number of
samples (times the moves: that many playouts), capped by ``max_work``, the actions the
playouts may apply (the same on every machine, so choices stay reproducible; it bounds the
dear decisions of Cross in two hands to about a second): the search stops after the guess that
reaches it, so the last guess may pass it by its own playouts (up to a fifth in Cross in two
hands). A playout counts the actions the plain method applies, also where it takes a trial's
result, or the game's own answer (``Rules.quiet_gain``), instead of applying the move
(``players.tried``, ``players.greedy_keys``). Optionally a time limit (which
makes it less reproducible). With ``see_all`` it plays on the true hands instead: a teaching mode.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..engine.actions import end_of, flags_of, tile_of
from ..engine.errors import OptionError
from ..engine.explain import quoted
from ..engine.games.base import Rules
from ..engine.i18n import _
from ..engine.tiles import SET_SIZE
from .players import (
    Known,
    Player,
    best_of,
    finish_turn_greedily,
    greedy_action,
    greedy_step,
    settle,
    shed_weight,
    tried,
    turn_gain,
)
from .reading import read_choices
from .steps import Steps, Stopwatch, run_through
from .world import Knowledge, determinize, knowledge, sample

if TYPE_CHECKING:
    from ..engine.state import State
    from ..engine.view import PlayerView

ROLLOUT_POLICIES = ("auto", "greedy", "lookahead", "random")
READINGS = ("greedy", "none")  # how the others' past choices are read (``reading.py``)
PRUNE_AFTER = 8  # guesses between two prunings of the moves (and before the first)
PRUNE_STRETCH = 4  # pruning may spread the budget over at most this many times the guesses
MAX_WORK = 60_000  # actions a decision may apply in its playouts (checked after each guess)


@dataclass
class MoveStats:
    """What the samples say about one legal action."""

    action: int
    visits: int = 0
    margin_total: float = 0.0  # sum of hand results (own gain minus the others' mean gain)
    wins: float = 0.0  # hands where the mover came first (ties share)
    turn_total: int = 0  # sum of the points of the mover's turn that this action starts
    ended: int = 0  # samples where the hand ended within the mover's turn
    reply_best: int = 0  # the most the next player scored in reply, over the samples
    reply_total: int = 0
    same: tuple[int, ...] = ()  # other actions equivalent to this one (a centre's free sides)
    scores: list[float] = field(default_factory=list)  # what the search maximizes, per sample

    def _mean(self, total: float) -> float:
        return total / self.visits if self.visits else 0.0

    @property
    def margin(self) -> float:
        """Mean result of the hand: own gain minus the others' mean gain."""
        return self._mean(self.margin_total)

    @property
    def win_rate(self) -> float:
        return self._mean(self.wins)

    @property
    def turn_points(self) -> float:
        return self._mean(self.turn_total)

    @property
    def reply_mean(self) -> float:
        return self._mean(self.reply_total)

    def add_result(self, margin: float, share: float, win_bonus: float) -> None:
        """One more playout: its hand result and share of first place."""
        self.visits += 1
        self.margin_total += margin
        self.scores.append(margin + win_bonus * share)
        self.wins += share


class SearchPlayer(Player):
    """Determinized rollouts: ``samples`` guesses of the hidden tiles, every legal move played
    out to the end of the hand in each."""

    kind = "search"
    SETTINGS = ("samples", "time_limit", "rollout", "see_all", "win_bonus", "trust", "read",
                "prune", "max_work")

    def __init__(self, seed: int | str | None = None, samples: int = 24,
                 time_limit: float | None = None, rollout: str = "auto",
                 see_all: bool = False, win_bonus: float = 5.0, trust: float = 1.0,
                 read: str = "greedy", prune: float = 2.0,
                 max_work: int | None = MAX_WORK) -> None:
        super().__init__(seed)
        if rollout not in ROLLOUT_POLICIES:
            raise OptionError(_("rollout must be one of {choices}, not {value}").format(
                choices=", ".join(ROLLOUT_POLICIES), value=quoted(rollout)))
        if read not in READINGS:
            raise OptionError(_("read must be one of {choices}, not {value}").format(
                choices=", ".join(READINGS), value=quoted(read)))
        if isinstance(samples, bool) or not isinstance(samples, int) or samples < 1:
            raise OptionError(_("samples must be a positive whole number, not {value}").format(
                value=quoted(samples)))
        if time_limit is not None and not (isinstance(time_limit, (int, float))
                                           and time_limit > 0):
            raise OptionError(_("time_limit must be a positive number of seconds, not {value}")
                              .format(value=quoted(time_limit)))
        if max_work is not None and (isinstance(max_work, bool) or not isinstance(max_work, int)
                                     or max_work < 1):
            raise OptionError(_("max_work must be a positive whole number of actions or None, "
                                "not {value}").format(value=quoted(max_work)))
        self.samples = samples
        self.time_limit = time_limit
        self.max_work = max_work
        self.rollout = rollout
        self.see_all = bool(see_all)
        self.win_bonus = float(win_bonus)
        self.trust = float(trust)
        self.read = read
        self.prune = float(prune)
        self.rollouts_done = 0  # a counter for benchmarks
        self.work_done = 0  # actions applied by the playouts so far (``max_work`` per decision)
        self.stop_when_decided = True  # False: spend the whole budget (steadier hint figures)

    @property
    def kind_name(self) -> str:
        return "omniscient" if self.see_all else "search"

    def spec(self) -> str:
        text = self.kind_name
        defaults = SearchPlayer()
        for name in (s for s in self.SETTINGS if s != "see_all"):  # see_all: the kind name
            value = getattr(self, name)
            if value != getattr(defaults, name):
                text += f":{name}={value:g}" if isinstance(value, float) else f":{name}={value}"
        return text

    def choosing(self, state: State, seat: int) -> Steps[int]:
        view = state.view(seat)
        if len(view.legal_actions) == 1:
            return view.legal_actions[0]
        know = None if self.see_all else self.knowledge(state, view)
        stats = yield from self.analysing(state, seat, know=know)
        return self.pick(stats, self.baseline(state, seat, stats, know)).action

    def baseline(self, state: State, seat: int, stats: list[MoveStats],
                 know: Knowledge | None) -> MoveStats:
        """The move greedy would make here (on a world sampled by the facts of ``know``: the
        points of a move do not depend on the hidden tiles unless it ends the hand)."""
        world = state.clone()
        if know is not None:
            guess = sample(know, random.Random(self.rng.getrandbits(32)), reads=False)
            determinize(state, seat, guess, world)
        choice = greedy_action(world, random.Random(0))
        return next((st for st in stats if choice == st.action or choice in st.same), stats[0])

    def pick(self, stats: list[MoveStats], baseline: MoveStats) -> MoveStats:
        """The best move by the samples, if it beats ``baseline`` (greedy's move) by more than
        ``trust`` standard errors of the paired differences; else the baseline. Differences
        within the noise of a few samples do not overrule a sound rule of thumb."""
        best = max(kept_to_the_end(stats), key=self.score)
        if best is baseline or self.trust <= 0:
            return best
        return best if paired_margin(best, baseline) > self.trust else baseline

    def analyse(self, state: State, seat: int, samples: int | None = None,
                time_limit: float | None = None,
                know: Knowledge | None = None) -> list[MoveStats]:
        """Statistics of every legal action of ``seat`` (whose turn it must be); ``know``:
        what ``self.knowledge`` gave for this position, if already at hand."""
        return run_through(self.analysing(state, seat, samples, time_limit, know))

    def analysing(self, state: State, seat: int, samples: int | None = None,
                  time_limit: float | None = None,
                  know: Knowledge | None = None) -> Steps[list[MoveStats]]:
        """``analyse`` in steps: it yields after each guess of the hidden tiles (``state``
        must not change meanwhile; the time limit counts the search's own time only)."""
        view = state.view(seat)
        legal = list(view.legal_actions)
        if not legal:
            raise ValueError(f"it is not {state.players[seat]}'s turn")
        samples = samples or self.samples
        limit = time_limit if time_limit is not None else self.time_limit
        clock = Stopwatch()
        if know is None and not self.see_all:
            know = self.knowledge(state, view)
        world = state.clone()
        stats = distinct_moves(view)
        active, budget, work_before = stats, samples * len(stats), self.work_done
        for done in range(1, PRUNE_STRETCH * samples + 1):
            if know is not None:
                determinize(state, seat, sample(know, self.rng), twin=world)
            self._sample_once(world, seat, active, self.rng.getrandbits(32))
            budget -= len(active)
            if (budget <= 0 or (limit is not None and clock.seconds >= limit)
                    or (self.max_work is not None
                        and self.work_done - work_before >= self.max_work)):
                break
            if self.prune > 0 and done >= PRUNE_AFTER and done % PRUNE_AFTER == 0:
                active = self.survivors(active)
                if len(active) == 1 and self.stop_when_decided:
                    break  # one move left: more playouts would not change the choice
            clock.stop()
            yield None
            clock.go()
        return stats

    def survivors(self, active: list[MoveStats]) -> list[MoveStats]:
        """The moves still worth sampling: those the best one does not beat by more than
        ``prune`` standard errors of the paired differences. The rollouts they no longer take
        go to the close contenders, so the same budget compares them on more guesses."""
        best = max(active, key=self.score)
        return [st for st in active if st is best or paired_margin(best, st) <= self.prune]

    def knowledge(self, state: State, view: PlayerView) -> Knowledge:
        """What the view tells of the hidden tiles: the facts, and unless ``read="none"``
        what the others' past choices suggest (``reading.py``)."""
        named = state.first_leader is not None
        know = knowledge(state.rules, view, named_leader=named)
        if self.read == "greedy":
            reads = read_choices(state, view, know, random.Random(self.rng.getrandbits(32)))
            if reads:
                know = knowledge(state.rules, view, reads, named)
        return know

    def score(self, st: MoveStats) -> float:
        """What the search maximizes: the mean hand result plus the bonus for coming first."""
        return st.margin + self.win_bonus * st.win_rate

    def outcome(self, world: State, before: tuple[int, ...], seat: int) -> tuple[float, float]:
        """What a finished playout is worth to ``seat``: (margin, share of first place), from
        the scores ``before`` the move (``hand_result``)."""
        return hand_result(world.scores, before, seat)

    def _sample_once(self, world: State, seat: int, stats: list[MoveStats], seed: int) -> None:
        """Every action of ``stats`` played out once in ``world`` (left as it was found); the
        same chance for every action, so they are compared on equal terms. ``work_done`` grows
        by the actions applied, look-aheads included."""
        root = len(world.history)
        applied = world.applied
        before = world.scores
        step: _RandomPlayout | _GreedyPlayout | _Lookahead = (
            _RandomPlayout() if self.rollout == "random" else _GreedyPlayout())
        if self.rollout == "lookahead" or (self.rollout == "auto"
                                           and auto_looks_ahead(world.rules)):
            step = _own_lookahead(seat)
        for st in stats:
            rng = random.Random(seed)
            world.apply(st.action)
            _finish_turn(world, seat, step, rng)
            st.turn_total += world.scores[seat] - before[seat]
            if world.hand_over is not None:
                st.ended += 1
            else:
                replier = world.turn
                start = world.scores[replier]
                _finish_turn(world, replier, step, rng)
                reply = world.scores[replier] - start
                st.reply_best = max(st.reply_best, reply)
                st.reply_total += reply
            step.to_end(world, rng)
            self.rollouts_done += 1
            st.add_result(*self.outcome(world, before, seat), self.win_bonus)
            while len(world.history) > root:
                world.undo()
        self.work_done += world.applied - applied + (step.known.saved if step.known else 0)


def kept_to_the_end(stats: list[MoveStats]) -> list[MoveStats]:
    """The moves that pruning left to the end of the search (the most playouts)."""
    most = max(st.visits for st in stats)
    return [st for st in stats if st.visits == most]


def paired_margin(a: MoveStats, b: MoveStats) -> float:
    """How many standard errors ``a`` leads ``b`` by, over the guesses both were played on
    (the first ones: a move dropped from the search takes no more); -inf with fewer than two
    shared guesses."""
    diffs = [x - y for x, y in zip(a.scores, b.scores, strict=False)]
    if len(diffs) < 2:
        return float("-inf")
    mean = sum(diffs) / len(diffs)
    spread: float = (sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)) ** 0.5
    if spread == 0:
        return float("inf") if mean > 0 else (0.0 if mean == 0 else float("-inf"))
    root: float = len(diffs) ** 0.5
    return mean / (spread / root)


def distinct_moves(view: PlayerView) -> list[MoveStats]:
    """One ``MoveStats`` per class of equivalent legal actions: the same tile (either set's
    copy) on ends of the same tile that show the same value and are alike (the free sides of a
    centre), which differ only in where the picture draws them."""
    classes: dict[tuple[int, ...], MoveStats] = {}
    for a in view.legal_actions:
        key: tuple[int, ...] = (a,)
        i = end_of(a)
        if a >= 0 and i < len(view.ends):
            e = view.ends[i]
            key = (tile_of(a) % SET_SIZE, flags_of(a), e.placed, e.value, e.branch)
        if key in classes:
            classes[key].same += (a,)
        else:
            classes[key] = MoveStats(a)
    return list(classes.values())


def scores_the_ends(rules: Rules) -> bool:
    """Whether the game scores the open ends during play (Cross, Cross in two hands,
    Quintuple)."""
    return rules.scores_during_play


def auto_looks_ahead(rules: Rules) -> bool:
    """Whether ``rollout="auto"`` has the searcher's own playout moves look one reply ahead:
    in the games that score the ends during play, except where a turn places tiles from two
    hands (Cross in two hands): there a look-ahead costs five times a greedy move, and the same
    ``max_work`` buys five times as many greedy playouts."""
    return rules.scores_during_play and not rules.two_hands


def _own_lookahead(seat: int) -> _Lookahead:
    """Playout steps where ``seat`` looks one reply ahead (the others play greedy)."""
    return _Lookahead(seat)


class _GreedyPlayout:
    """Playout steps where every player plays greedy, each step taking what the trials of the
    step before found for its position (``known``: ``players.Known``)."""

    def __init__(self) -> None:
        self.known = Known()

    def __call__(self, st: State, rng: random.Random) -> None:
        greedy_step(st, rng, self.known)

    def to_end(self, st: State, rng: random.Random) -> None:
        """Steps to the end of the hand."""
        known = self.known
        while st.hand_over is None:
            greedy_step(st, rng, known)


class _Lookahead:
    """Playout steps where ``seat`` looks one reply ahead and the others play greedy. When the
    move he keeps ends his turn, his look-ahead has tried every reply of the next player in that
    very position: that player's greedy step takes those keys (``known``: ``players.Known``)."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.known = Known()

    def __call__(self, st: State, rng: random.Random) -> None:
        if st.turn == self.seat:
            lookahead_step(st, rng, self.known)
        else:
            greedy_step(st, rng, self.known)

    def to_end(self, st: State, rng: random.Random) -> None:
        """Steps to the end of the hand."""
        seat, known = self.seat, self.known
        while st.hand_over is None:
            if st.turn == seat:
                lookahead_step(st, rng, known)
            else:
                greedy_step(st, rng, known)


class _RandomPlayout:
    """Playout steps of uniformly random legal actions."""

    known = None

    def __call__(self, st: State, rng: random.Random) -> None:
        legal = st.legal_actions()
        st.apply_trusted(legal[0] if len(legal) == 1 else legal[rng.randrange(len(legal))])

    def to_end(self, st: State, rng: random.Random) -> None:
        """Steps to the end of the hand."""
        while st.hand_over is None:
            self(st, rng)


def lookahead_action(st: State, rng: random.Random) -> int:
    """The points of the turn less what the next player's greedy reply scores; then a reply
    that must draw or pass; then the heaviest tile."""
    legal = st.legal_actions()
    if len(legal) == 1:
        return legal[0]
    return best_of(legal, [_lookahead_key(st, a) for a in legal], rng)


def lookahead_step(st: State, rng: random.Random, known: Known | None = None) -> None:
    """Apply ``lookahead_action``'s choice (drawing on ``rng`` the same way), keeping the trial
    of the heaviest tile applied when it is the choice (``players.tried``); ``known`` counts
    what that spares and learns the replies' keys of the kept move."""
    legal = st.legal_actions()
    if len(legal) == 1:
        st.apply_trusted(legal[0])
        return
    depth = len(st.history)
    if known is None:
        keys, last = tried(st, legal, _lookahead_key)
    else:
        known.after = None
        keys, last = tried(st, legal, lambda s, a, keep: _lookahead_key(s, a, keep, known))
    choice = best_of(legal, keys, rng)
    settle(st, depth, legal, last, choice, known)
    if known is not None and choice != legal[last]:
        known.after = None


def _lookahead_key(st: State, action: int, keep: bool = False,
                   known: Known | None = None) -> tuple[int, int, int]:
    mover = st.turn
    before = st.scores[mover]
    depth = len(st.history)
    st.apply_trusted(action)
    try:
        if st.turn == mover and st.turn_plays and st.hand_over is None:
            finish_turn_greedily(st, mover, None, known)  # Cross's doubles
        gain = st.scores[mover] - before
        reply, stuck = 0, 0
        if st.hand_over is None and st.turn != mover:
            legal = st.legal_actions()
            answers = [a for a in legal if a >= 0]
            if answers:
                work = known.work_at(st) if known is not None else 0
                gains = [turn_gain(st, a, False, known) for a in answers]
                reply = max(gains)
                if (keep and known is not None and len(st.history) == depth + 1
                        and answers == legal):
                    known.note(st.history[-1],
                               [(g, shed_weight(a)) for g, a in zip(gains, answers, strict=True)],
                               known.work_at(st) - work)
            else:
                stuck = 1
        return gain - reply, stuck, shed_weight(action)
    finally:
        stop = depth + 1 if keep else depth
        while len(st.history) > stop:
            st.undo()


def _finish_turn(world: State, player: int, step: Callable[[State, random.Random], None],
                 rng: random.Random) -> None:
    """Play on while it is ``player``'s turn (draws, a turn of several tiles) and the hand goes
    on."""
    while world.turn == player and world.hand_over is None:
        step(world, rng)


def hand_result(scores: tuple[int, ...], before: tuple[int, ...], seat: int) -> tuple[float, float]:
    """(own gain minus the others' mean gain, the share of first place: 1, 1/k for a k-way tie,
    0) from the scores before and after."""
    gains = [s - b for s, b in zip(scores, before, strict=True)]
    others = [g for q, g in enumerate(gains) if q != seat]
    margin = gains[seat] - sum(others) / len(others)
    top = max(gains)
    share = 1 / gains.count(top) if gains[seat] == top else 0.0
    return margin, share
