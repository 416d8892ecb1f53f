"""How long the search player thinks per decision in four-player hands of every game, and how
much of it goes to reading the others' past choices. Prints figures; asserts nothing.

    .venv/bin/python bench/bench_decisions.py               # 12 hands per game (a few minutes)
    .venv/bin/python bench/bench_decisions.py --hands 4 --games sausage,matador

One search player (default settings) sits at seat 0 of a four-player hand (``--players``; as
many as the game allows), the others play greedy; every decision of the search player
with more than one legal action is timed, and within it the reading (``read_choices``). The
deals are seeded, so runs compare. ``--uncapped`` lifts the work budget (``max_work``).

Figures of 2026-11-30, 6 hands per game, 4 players, one core (ms: median / 90th pct / max):
  cross 55 / 194 / 318; cross-two-hands 596 / 1,642 / 2,062; quintuple 13 / 58 / 92;
  traditional 10 / 29 / 42; matador 25 / 67 / 69; six-matador 32 / 58 / 141; sevens 12 / 22 / 33;
  sevastopol 28 / 87 / 134; spider 23 / 88 / 123; sausage 26 / 49 / 96.
Reading the others' choices takes 2-8% of a decision (at most 4 ms). The work budget (60,000
applied actions) binds only in Cross in two hands; there, uncapped and with look-ahead
playouts (before this budget): 4 players, 3 hands, median 1.5 s, max 27 s; 2 players,
2 hands, up to 18 s.
Two-player hands of Cross, Quintuple and Matador never reach the budget (30 hands each: max
29,270, 36,274 and 10,895 actions), and bench_bots.py's win rates are unchanged by it.

Figures of 2026-12-01, 12 hands per game, 4 players, CPU ms (median / 90th pct / max), before
and after Cross in two hands stopped planning turns it throws away (same run, a machine loaded
about 4x, so the wall clock read 2-4x these): cross-two-hands 716 / 1,765 / 2,108 -> 339 / 779 /
867 (134 decisions, the same work and choices); cross 47 / 164 / 228 -> 42 / 152 / 203;
traditional 15 / 33 / 54 -> 15 / 32 / 48.

Figures of 2026-12-01 (issue 17), 12 hands per game, 4 players, CPU ms (median / 90th pct /
max), f7da2db against the playouts that keep their trials on the engine's trusted path (same
run, alternating, a machine loaded about 5x): cross-two-hands 374 / 872 / 1,032 -> 289 / 668 /
737; cross 49 / 172 / 241 -> 38 / 132 / 187; traditional 16 / 40 / 51 -> 12 / 26 / 37. The same
decisions, playouts and work (134, 66 and 51 decisions): the bots think less, they do not
sample more.

Figures of 2026-12-01 (issue 17), 6 hands per game, 4 players, CPU ms (median / 90th pct /
max), f4df2d9 against main with the playouts asking the game what a move scores
(``Rules.quiet_gain``) and the engine's fast path (same run, alternating): cross 36 / 130 /
205 -> 18 / 67 / 145 (32 decisions); quintuple 13 / 47 / 88 -> 10 / 29 / 47 (23); matador
25 / 66 / 68 -> 13 / 31 / 34 (16); cross-two-hands 295 / 775 / 865 -> 117 / 275 / 322 (66). The
same work in every decision (the same playouts): the bots think less, they do not sample more.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from domino_widgets.bots import SearchPlayer, reading, search
from domino_widgets.bots.players import greedy_action
from domino_widgets.engine import GAMES, State

READ_TIME: list[float] = []


def _timed_read(*args, **kwargs):
    start = time.perf_counter()
    try:
        return READ_FUNCTION(*args, **kwargs)
    finally:
        READ_TIME.append(time.perf_counter() - start)


READ_FUNCTION = reading.read_choices
search.read_choices = _timed_read  # the search module's own reference, timed


def measure(game: str, hands: int, seed: int, players: int,
            settings: dict) -> tuple[list[float], list[float], list[float], list[int], int]:
    """(decision times, their CPU times, reading times, work per decision, the longest hand in
    actions)."""
    decisions: list[float] = []
    cpu: list[float] = []
    work: list[int] = []
    reads: list[float] = []
    longest = 0
    n = min(players, GAMES[game].max_players)
    for i in range(hands):
        state = State.new(game, n, seed=f"{seed}/{i}")
        bot = SearchPlayer(seed=i, **settings)
        rng = random.Random(i)
        start_len = len(state.history)
        while state.hand_over is None:
            if state.turn == 0 and len(state.legal_actions()) > 1:
                READ_TIME.clear()
                bot.work_done = 0
                start, start_cpu = time.perf_counter(), time.process_time()
                action = bot.choose(state, 0)
                decisions.append(time.perf_counter() - start)
                cpu.append(time.process_time() - start_cpu)
                work.append(bot.work_done)
                reads.append(sum(READ_TIME))
            else:
                action = greedy_action(state, rng)
            state.apply(action)
        longest = max(longest, len(state.history) - start_len)
    return decisions, cpu, reads, work, longest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=12)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--uncapped", action="store_true", help="max_work=None")
    args = parser.parse_args()
    settings = {"max_work": None} if args.uncapped else {}
    print(f"search decisions, {args.hands} hands per game, {args.players} players (at most), "
          "the searcher at seat 0, "
          "the others greedy (ms: median / 90th percentile / max, wall clock and CPU time; "
          "reading's share)")
    for game in args.games.split(","):
        times, cpu, reads, work, longest = measure(game, args.hands, args.seed, args.players,
                                                   settings)
        if not times:
            print(f"  {game:<16} no decision with a choice")
            continue
        share = sum(reads) / sum(times)
        print(f"  {game:<16} {len(times):4d} decisions  {_figures(times)} ms (CPU "
              f"{_figures(cpu)})  reading {share:5.1%} (max {max(reads) * 1000:5.1f} ms)"
              f"  work median {statistics.median(work):,.0f} max {max(work):,} actions, "
              f"{sum(work) / sum(times):,.0f}/s; longest hand {longest}", flush=True)


def _figures(seconds: list[float]) -> str:
    """``median / 90th percentile / max`` in milliseconds."""
    ms = sorted(t * 1000 for t in seconds)
    return f"{statistics.median(ms):6.1f} / {ms[int(0.9 * (len(ms) - 1))]:6.1f} / {ms[-1]:6.1f}"


if __name__ == "__main__":
    main()
