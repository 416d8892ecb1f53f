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
(``greedy.tried``, ``greedy.greedy_keys``). Optionally a time limit (which
makes it less reproducible). With ``see_all`` it plays on the true hands instead: a teaching mode.

The playout steps are in ``playouts.py``, the statistics of the moves (``MoveStats``,
``paired_margin``) in ``move_stats.py``; their names stay importable from here.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..engine.errors import OptionError
from ..engine.i18n import _
from ..engine.quoting import quoted
from .greedy import greedy_action
from .move_stats import MoveStats as MoveStats
from .move_stats import distinct_moves as distinct_moves
from .move_stats import hand_result as hand_result
from .move_stats import kept_to_the_end as kept_to_the_end
from .move_stats import paired_margin as paired_margin
from .players import Player
from .playouts import GreedyPlayout, Playout, RandomPlayout, finish_turn, own_lookahead
from .playouts import auto_looks_ahead as auto_looks_ahead
from .playouts import lookahead_action as lookahead_action
from .playouts import lookahead_step as lookahead_step
from .playouts import scores_the_ends as scores_the_ends
from .reading import read_choices
from .sampler import determinize, sample
from .steps import Steps, Stopwatch, run_through
from .world import Knowledge, state_knowledge

if TYPE_CHECKING:
    from ..engine.state import State
    from ..engine.view import PlayerView

ROLLOUT_POLICIES = ("auto", "greedy", "lookahead", "random")
READINGS = ("greedy", "none")  # how the others' past choices are read (``reading.py``)
PRUNE_AFTER = 8  # guesses between two prunings of the moves (and before the first)
PRUNE_STRETCH = 4  # pruning may spread the budget over at most this many times the guesses
MAX_WORK = 60_000  # actions a decision may apply in its playouts (checked after each guess)


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
        self.min_guesses = 0  # guesses made whatever the budget (the judge's floor)

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
            if done >= self.min_guesses and (
                    budget <= 0 or (limit is not None and clock.seconds >= limit)
                    or (self.max_work is not None
                        and self.work_done - work_before >= self.max_work)):
                break
            if done % PRUNE_AFTER == 0 and self.enough(active, done):
                break
            if self.prune > 0 and done >= PRUNE_AFTER and done % PRUNE_AFTER == 0:
                active = self.survivors(active)
                if len(active) == 1 and self.stop_when_decided:
                    break  # one move left: more playouts would not change the choice
            clock.stop()
            yield None
            clock.go()
        return stats

    def enough(self, active: list[MoveStats], done: int) -> bool:
        """Whether ``done`` guesses tell enough to stop before the budget (the judge's early
        stop; the player spends its budget)."""
        return False

    def survivors(self, active: list[MoveStats]) -> list[MoveStats]:
        """The moves still worth sampling: those the best one does not beat by more than
        ``prune`` standard errors of the paired differences. The rollouts they no longer take
        go to the close contenders, so the same budget compares them on more guesses."""
        best = max(active, key=self.score)
        return [st for st in active if st is best or paired_margin(best, st) <= self.prune]

    def knowledge(self, state: State, view: PlayerView) -> Knowledge:
        """What the view tells of the hidden tiles: the facts, and unless ``read="none"``
        what the others' past choices suggest (``reading.py``)."""
        know = state_knowledge(state, view)
        if self.read == "greedy":
            reads = read_choices(state, view, know, random.Random(self.rng.getrandbits(32)))
            if reads:
                know = state_knowledge(state, view, reads)
        return know

    def score(self, st: MoveStats) -> float:
        """What the search maximizes: the mean hand result plus the bonus for coming first."""
        return st.margin + self.win_bonus * st.win_rate

    def outcome(self, world: State, before: tuple[int, ...], seat: int) -> tuple[float, float]:
        """What a finished playout is worth to ``seat``: (margin, share of first place), from
        the scores ``before`` the move (``hand_result``)."""
        return hand_result(world.scores, before, seat)

    def playout_steps(self, world: State, seat: int) -> Playout:
        """The steps of this search's playouts (``rollout``; the others play greedy)."""
        if self.rollout == "lookahead" or (self.rollout == "auto"
                                           and auto_looks_ahead(world.rules)):
            return own_lookahead(seat)
        return RandomPlayout() if self.rollout == "random" else GreedyPlayout()

    def _sample_once(self, world: State, seat: int, stats: list[MoveStats], seed: int) -> None:
        """Every action of ``stats`` played out once in ``world`` (left as it was found); the
        same chance for every action, so they are compared on equal terms. ``work_done`` grows
        by the actions applied, look-aheads included."""
        root = len(world.history)
        applied = world.applied
        before = world.scores
        step = self.playout_steps(world, seat)
        for st in stats:
            rng = random.Random(seed)
            world.apply(st.action)
            finish_turn(world, seat, step, rng)
            st.turn_total += world.scores[seat] - before[seat]
            if world.hand_over is not None:
                st.ended += 1
            else:
                replier = world.turn
                start = world.scores[replier]
                finish_turn(world, replier, step, rng)
                reply = world.scores[replier] - start
                st.reply_best = max(st.reply_best, reply)
                st.reply_total += reply
            step.to_end(world, rng)
            self.rollouts_done += 1
            st.add_result(*self.outcome(world, before, seat), self.win_bonus)
            while len(world.history) > root:
                world.undo()
        self.work_done += world.applied - applied + (step.known.saved if step.known else 0)
