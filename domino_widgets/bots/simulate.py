"""Many games between players, reproducible from a seed, on one core, on the cores of one
machine or on a cluster.

Game ``i`` is played on the deal of seed ``(seed, i // k)`` with the players rotated ``i % k``
seats (``k`` players): every deal is played from every seat, so luck of the deal cancels out.
The players' own chance is seeded by ``(seed, i, seat)``. The games are cut into chunks and
submitted to a ``concurrent.futures`` executor: a ``ProcessPoolExecutor`` by default when there
are many games, or any executor given, such as a Dask cluster's
``distributed.Client(...).get_executor()``. Results come back in game order, so they are the
same whatever runs them. The tallies (``GameOutcome``, ``SimulationResult``) are in
``tallies.py``, importable from here too.
"""

from __future__ import annotations

import os
import signal
import sys
import time
from collections.abc import Iterable, Sequence
from concurrent.futures import Executor, Future, as_completed
from typing import TYPE_CHECKING, Any

from ..engine.actions import NEXT_HAND
from ..engine.errors import OptionError
from ..engine.games import get_rules
from ..engine.i18n import _
from ..engine.quoting import quoted
from ..engine.state import State
from .making import make_player
from .players import Player
from .tallies import GameOutcome as GameOutcome
from .tallies import SimulationResult as SimulationResult
from .tallies import player_names as player_names

if TYPE_CHECKING:
    from concurrent.futures import ProcessPoolExecutor

PARALLEL_FROM = 40  # games from which the default runs on every core
MAX_HANDS = 200  # a match still undecided after this many hands is stopped, unfinished
UNTIL = ("match", "hand")
Play = tuple[str, dict[str, Any], Sequence[Player], int | str]  # game, options, players, seed


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
    made, names = _checked(game, players, n, options, until)
    start = time.perf_counter()
    args: Play = (game, options, made, seed)
    cores = workers or os.cpu_count() or 1
    pool, note = None, ""
    if executor is None and n >= PARALLEL_FROM and cores > 1:
        pool, note = _process_pool(cores)
    bar = progress_bar(n, f"{game} {' v '.join(names)}", until, progress)
    try:
        outcomes = _played(args, n, until, max_hands, (pool, executor), workers, cores, bar)
    except BaseException:
        bar.leave = False  # an interrupted run leaves no half bar behind
        raise
    finally:
        bar.close()
    return SimulationResult(game, names, n, seed, until, options, tuple(outcomes),
                            time.perf_counter() - start, note)


def _checked(game: str, players: Sequence[str | Player], n: int, options: dict[str, Any],
             until: str) -> tuple[list[Player], tuple[str, ...]]:
    """The players made from their names, and their names in the tally; refused
    (``OptionError``) where the game, the players, ``n`` or ``until`` will not do."""
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
    return made, player_names(specs)


def _played(args: Play, n: int, until: str, max_hands: int,
            runners: tuple[ProcessPoolExecutor | None, Executor | None], workers: int | None,
            cores: int, bar: Any) -> list[GameOutcome]:
    """The games' outcomes in game order: on our own pool, on the executor given, or in this
    process one after another."""
    pool, executor = runners
    if pool is not None:
        return _run_in_pool(pool, args, n, until, max_hands, cores, bar)
    if executor is not None:
        return _run(executor, args, n, until, max_hands, workers or 2, bar)
    outcomes = []
    for i in range(n):
        outcomes.append(play_game(*args, i, until, max_hands))
        bar.update(1)
    return outcomes


def _process_pool(workers: int) -> tuple[ProcessPoolExecutor | None, str]:
    """A pool of ``workers`` processes, or None and why where processes cannot start."""
    if sys.platform == "emscripten":
        return None, _("ran in this process: this platform cannot start processes (the "
                       "browser)")
    # imported here: the process pool's module and multiprocessing take a tenth of a second
    # to import in the browser's Python, where no process can start (issue 39)
    from concurrent.futures import ProcessPoolExecutor

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
    """Shut ``pool`` down now: queued chunks cancelled, running workers ended and reaped, and
    the pool's own thread finished. That thread closes its pipe once it sees the workers
    gone; left running, it could close the pipe while Python, exiting, writes to it (Python
    3.11's ``concurrent.futures`` takes no lock there), which printed a traceback after
    "interrupted" about once in many Ctrl-Cs."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    manager = getattr(pool, "_executor_manager_thread", None)
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()
    for process in processes:
        process.join(1)
    if manager is not None:
        manager.join(5)  # a hang guard: it ends as soon as it sees the workers gone


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
