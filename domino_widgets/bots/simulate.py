"""Many games between players, reproducible from a seed, on one core, on the cores of one
machine or on a cluster.

Game ``i`` is played on the deal of seed ``(seed, i // k)`` with the players rotated ``i % k``
seats (``k`` players): every deal is played from every seat, so luck of the deal cancels out.
The players' own chance is seeded by ``(seed, i, seat)``. The games are cut into chunks and
submitted to a ``concurrent.futures`` executor: a ``ProcessPoolExecutor`` by default when there
are many games, or any executor given, such as a Dask cluster's
``distributed.Client(...).get_executor()``. Results come back in game order, so they are the
same whatever runs them.
"""

from __future__ import annotations

import os
import signal
import sys
import time
from collections.abc import Iterable, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from typing import Any

from ..engine.actions import NEXT_HAND
from ..engine.errors import OptionError
from ..engine.explain import quoted
from ..engine.games import get_rules
from ..engine.i18n import _, ngettext, pgettext
from ..engine.state import State
from .making import make_player
from .players import Player

PARALLEL_FROM = 40  # games from which the default runs on every core
MAX_HANDS = 200  # a match still undecided after this many hands is stopped, unfinished
UNTIL = ("match", "hand")
Play = tuple[str, dict[str, Any], Sequence[Player], int | str]  # game, options, players, seed


@dataclass(frozen=True)
class GameOutcome:
    """One game: who sat where, the scores and the winner by player (not by seat)."""

    index: int
    seats: tuple[int, ...]  # seats[s]: the player (index into the players list) at seat s
    scores: tuple[int, ...]  # per player: final scores (a match) or the hand's points
    winner: int | None  # per player index; None for a tie or an unfinished match
    hands: int
    blocks: int  # hands that ended blocked (or at the turn bound)
    actions: int
    finished: bool = True


@dataclass
class SimulationResult:
    """Outcomes of ``n`` games and their totals per player; ``summary()`` writes them out."""

    game: str
    players: tuple[str, ...]
    n: int
    seed: int | str
    until: str
    options: dict[str, Any]
    outcomes: tuple[GameOutcome, ...]
    seconds: float = field(default=0.0, compare=False)
    note: str = field(default="", compare=False)  # how it ran, where that is worth saying

    @property
    def wins(self) -> tuple[int, ...]:
        counts = [0] * len(self.players)
        for o in self.outcomes:
            if o.winner is not None:
                counts[o.winner] += 1
        return tuple(counts)

    @property
    def ties(self) -> int:
        """Games with no single winner (a tie for first, or an unfinished match)."""
        return sum(o.winner is None for o in self.outcomes)

    def win_rate(self, player: int = 0) -> float:
        """Wins of ``player`` per game, a tie counted as a share (1/k of a win among k)."""
        total = 0.0
        for o in self.outcomes:
            if o.winner == player:
                total += 1
            elif o.winner is None:
                top = max(o.scores)
                if o.scores[player] == top:
                    total += 1 / o.scores.count(top)
        return total / len(self.outcomes) if self.outcomes else 0.0

    @property
    def mean_scores(self) -> tuple[float, ...]:
        k = len(self.players)
        return tuple(sum(o.scores[p] for o in self.outcomes) / max(1, self.n) for p in range(k))

    @property
    def hands(self) -> int:
        return sum(o.hands for o in self.outcomes)

    @property
    def blocks(self) -> int:
        return sum(o.blocks for o in self.outcomes)

    @property
    def unfinished(self) -> int:
        return sum(not o.finished for o in self.outcomes)

    def summary(self) -> str:
        """A small table: wins, win rate and mean score per player, then the totals."""
        played = (ngettext("{n} hand", "{n} hands", self.n) if self.until == "hand"
                  else ngettext("{n} match", "{n} matches", self.n)).format(n=self.n)
        head = _("{game}: {played}, seed {seed}").format(game=self.game, played=played,
                                                          seed=self.seed)
        if self.options:
            head = _("{head}, options {options}").format(head=head, options=self.options)
        lines = [head]
        # TRANSLATORS: the columns of the table, each at most as wide as the English
        heads = (pgettext("column", "player"), pgettext("column", "wins"),
                 pgettext("column", "win rate"), pgettext("column", "mean score"))
        width = max(len(p) for p in self.players)
        cols = [max(len(h), w) for h, w in zip(heads[1:], (6, 8, 10), strict=True)]
        lines.append(f"  {heads[0]:<{width}}  {heads[1]:>{cols[0]}}  {heads[2]:>{cols[1]}}  "
                     f"{heads[3]:>{cols[2]}}")
        for p, name in enumerate(self.players):
            lines.append(f"  {name:<{width}}  {self.wins[p]:>{cols[0]}}  "
                         f"{self.win_rate(p):>{cols[1]}.1%}  {self.mean_scores[p]:>{cols[2]}.1f}")
        tail = _("ties {ties}; hands {hands}, blocked {blocked}").format(
            ties=self.ties, hands=self.hands, blocked=self.blocks)
        if self.unfinished:
            tail = _("{totals}; unfinished {count}").format(totals=tail, count=self.unfinished)
        if self.seconds:
            tail = _("{totals}; {seconds} s").format(totals=tail, seconds=f"{self.seconds:.1f}")
        lines.append("  " + tail)
        if self.note:
            lines.append(f"  ({self.note})")
        return "\n".join(lines)

    def as_json(self) -> dict[str, Any]:
        data = {k: v for k, v in asdict(self).items() if k != "outcomes"}
        data.update(wins=list(self.wins), ties=self.ties, hands=self.hands, blocks=self.blocks,
                    win_rates=[round(self.win_rate(p), 4) for p in range(len(self.players))],
                    mean_scores=[round(s, 3) for s in self.mean_scores],
                    unfinished=self.unfinished)
        return data


def player_names(specs: Sequence[str]) -> tuple[str, ...]:
    """Names for the players: their specs, numbered where two are the same."""
    names = []
    for i, s in enumerate(specs):
        same = [j for j, t in enumerate(specs) if t == s]
        names.append(s if len(same) == 1 else f"{s} {same.index(i) + 1}")
    return tuple(names)


def play_game(game: str, options: dict[str, Any], players: Sequence[Player], seed: int | str,
              index: int, until: str = "match", max_hands: int = MAX_HANDS) -> GameOutcome:
    """Game ``index`` of a simulation (see the module's docstring for the seeding)."""
    k = len(players)
    rotation = index % k
    seats = tuple((s + rotation) % k for s in range(k))
    state = State.new(game, [f"P{p}" for p in seats], seed=f"{seed}/{index // k}",
                      options=options)
    seated = [players[p].for_game(f"{seed}/{index}/{s}") for s, p in enumerate(seats)]
    actions = 0
    while not state.match_over:
        if state.hand_over is not None:
            if until == "hand" or len(state.results) >= max_hands:
                break
            state.apply(NEXT_HAND)
            continue
        seat = state.turn
        state.apply(seated[seat].choose(state, seat))
        actions += 1
    by_player = [0] * k
    for s, p in enumerate(seats):
        by_player[p] = state.scores[s]
    if state.match_over and state.winner is not None:
        winner: int | None = seats[state.winner]
    elif until == "hand":
        top = max(by_player)
        winner = by_player.index(top) if by_player.count(top) == 1 else None
    else:
        winner = None
    return GameOutcome(index, seats, tuple(by_player), winner, len(state.results),
                       sum(r.reason != "domino" for r in state.results), actions,
                       state.match_over or until == "hand")


def play_chunk(game: str, options: dict[str, Any], players: Sequence[Player], seed: int | str,
               indices: Sequence[int], until: str, max_hands: int) -> list[GameOutcome]:
    """Several games, for one task of an executor."""
    return [play_game(game, options, players, seed, i, until, max_hands) for i in indices]


def progress_bar(total: int, label: str, unit: str, shown: bool | None = None) -> Any:
    """A ``tqdm.auto`` bar: a notebook bar in Jupyter, a terminal bar with rate and time left
    elsewhere. ``shown=None``: in Jupyter, or where standard error is a terminal."""
    from tqdm.auto import tqdm  # type: ignore[import-untyped]  # no stubs installed (types-tqdm)

    return tqdm(total=total, desc=label, unit=unit, disable=None if shown is None else not shown,
                dynamic_ncols=True)


def simulate(game: str, players: Sequence[str | Player], n: int, seed: int | str = 0,
             options: dict[str, Any] | None = None, executor: Executor | None = None,
             progress: bool | None = None, until: str = "match", workers: int | None = None,
             max_hands: int = MAX_HANDS) -> SimulationResult:
    """Play ``n`` games of ``game`` between ``players`` (names such as ``"search"``,
    ``"greedy"``, ``"random"``, or ``Player`` objects) and total the results.

    ``until="hand"`` plays one hand per game instead of a whole match. ``executor``: any
    ``concurrent.futures.Executor`` (a Dask cluster's ``client.get_executor()``); by default
    the games run on every core when there are many of them (``workers`` processes), and in
    this process where processes cannot start (in the browser). ``progress``: a tqdm bar,
    ``None`` for one in Jupyter or on a terminal only. Ctrl-C cancels the games not started
    and stops the default pool's processes at once.
    """
    options = dict(options or {})
    rules = get_rules(game, options)
    specs = [p.spec() if isinstance(p, Player) else p for p in players]
    made = [make_player(p) for p in players]
    rules.check_players(len(made))
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise OptionError(_("the number of games must be a positive whole number, not {value}")
                          .format(value=quoted(n)))
    if until not in UNTIL:
        raise OptionError(_("until must be 'match' or 'hand', not {value}").format(
            value=quoted(until)))
    names = player_names(specs)
    start = time.perf_counter()
    args: Play = (game, options, made, seed)
    cores = workers or os.cpu_count() or 1
    pool, note = None, ""
    if executor is None and n >= PARALLEL_FROM and cores > 1:
        pool, note = _process_pool(cores)
    bar = progress_bar(n, f"{game} {' v '.join(names)}", until, progress)
    try:
        if pool is not None:
            outcomes = _run_in_pool(pool, args, n, until, max_hands, cores, bar)
        elif executor is not None:
            outcomes = _run(executor, args, n, until, max_hands, workers or 2, bar)
        else:
            outcomes = []
            for i in range(n):
                outcomes.append(play_game(*args, i, until, max_hands))
                bar.update(1)
    except BaseException:
        bar.leave = False  # an interrupted run leaves no half bar behind
        raise
    finally:
        bar.close()
    return SimulationResult(game, names, n, seed, until, options, tuple(outcomes),
                            time.perf_counter() - start, note)


def _process_pool(workers: int) -> tuple[ProcessPoolExecutor | None, str]:
    """A pool of ``workers`` processes, or None and why where processes cannot start."""
    if sys.platform == "emscripten":
        return None, _("ran in this process: this platform cannot start processes (the "
                       "browser)")
    try:
        return ProcessPoolExecutor(workers, initializer=_leave_signals_to_parent), ""
    except (OSError, NotImplementedError, ImportError) as err:
        return None, _("ran in this process: this platform cannot start processes ({error})"
                       ).format(error=err)


def _leave_signals_to_parent() -> None:
    """In a pool's worker: Ctrl-C is the parent's to handle (it stops the workers)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _run_in_pool(pool: ProcessPoolExecutor, args: Play, n: int, until: str, max_hands: int,
                 workers: int, bar: Any) -> list[GameOutcome]:
    """``_run`` on our own pool, which any exception (Ctrl-C) stops without waiting."""
    try:
        outcomes = _run(pool, args, n, until, max_hands, workers, bar)
    except BaseException:
        stop_pool(pool)
        raise
    pool.shutdown()
    return outcomes


def stop_pool(pool: ProcessPoolExecutor) -> None:
    """Shut ``pool`` down now: queued chunks cancelled, running workers ended and reaped."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()
    for process in processes:
        process.join(1)


def _run(executor: Executor, args: Play, n: int, until: str, max_hands: int, workers: int,
         bar: Any) -> list[GameOutcome]:
    """Submit the games in chunks and gather them back in game order; on any exception
    (Ctrl-C) the chunks not yet started are cancelled."""
    size = max(1, min(50, n // (workers * 8)))
    futures: dict[Future[list[GameOutcome]], int] = {}
    try:
        for indices in chunks(n, size):
            futures[executor.submit(play_chunk, *args, indices, until, max_hands)] = len(indices)
        outcomes: list[GameOutcome] = []
        for future in as_completed(futures):
            outcomes.extend(future.result())
            bar.update(futures[future])
    except BaseException:
        for future in futures:
            future.cancel()
        raise
    return sorted(outcomes, key=lambda o: o.index)


def chunks(n: int, size: int) -> Iterable[list[int]]:
    """Game indices ``0..n-1`` cut into runs of ``size``."""
    for first in range(0, n, size):
        yield list(range(first, min(n, first + size)))
