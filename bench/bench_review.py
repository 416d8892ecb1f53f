"""The review of a hand (issue 26): its CPU time, its agreement with ten times the budget, and
the losses it finds in greedy players' decisions, from which each game's threshold is set.

For each game, greedy players play four-player hands (two-player for none: every game here
takes four); every seat's decisions are judged at the review's budget and at ten times it.
Printed per game:

- CPU seconds per hand review (one player's decisions; goal for Cross: 5 s or less);
- the distribution of the points lost by greedy's decisions (share above each candidate
  threshold);
- for each candidate threshold: the share of greedy's decisions it flags, and the agreement
  with ten times the budget (a decision agrees when both flag it and name a common best move,
  or neither flags it; goal: 90% or more over 200 decisions or more).

    .venv/bin/python bench/bench_review.py [--decisions 200] [--work 10000] [--workers 2]
        [--games cross quintuple] [--first-seed 0] [--save FILE.json]
    .venv/bin/python bench/bench_review.py --report FILE.json [FILE.json ...]

``--save`` writes every judged decision (its loss and best moves at both budgets) and the CPU
times after every hand, so that a run stopped early keeps what it judged and other thresholds
can be read later without judging again (``--report``; runs of one game from different first
seeds merge).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from domino_widgets import State  # noqa: E402
from domino_widgets.bots import make_player  # noqa: E402
from domino_widgets.bots.reviews import REVIEW_WORK, THRESHOLDS, judge, review  # noqa: E402

GAMES = ("cross", "cross-two-hands", "quintuple", "matador")
CANDIDATES = (1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0, 12.0, 15.0, 20.0, 25.0, 30.0)
Judged = tuple[float, frozenset[int], float, frozenset[int]]  # loss, best; the same at 10x


def greedy_hand(game: str, seed: int) -> State:
    state = State.new(game, 4, seed=seed)
    greedy = make_player("greedy", seed=seed)
    while state.hand_over is None:
        state.apply(greedy.choose(state, state.turn))
    return state


def judged_hand(job: tuple[str, int, int]) -> tuple[list[Judged], float]:
    """Every seat's decisions in one greedy hand, judged at ``work`` and ten times it; and
    the CPU seconds of seat 0's review at ``work``."""
    game, seed, work = job
    state = greedy_hand(game, seed)
    start = time.process_time()
    first = review(state, 0, work=work)
    cpu = time.process_time() - start
    out: list[Judged] = []
    for seat in range(state.n):
        try:
            small = first if seat == 0 else review(state, seat, work=work)
        except ValueError:
            continue  # no decision for this seat
        for d in small.decisions:
            big = judge(d.position, seat, d.played.move.action, work=10 * work)
            out.append((d.loss, _best(d), big.loss, _best(big)))
    return out, cpu


def _best(decision: object) -> frozenset[int]:
    return frozenset(a for c in decision.best for a in (c.move.action, *c.same))  # type: ignore[attr-defined]


def agreement(judged: list[Judged], threshold: float) -> float:
    agree = 0
    for loss, best, loss10, best10 in judged:
        flag, flag10 = loss >= threshold, loss10 >= threshold
        agree += flag == flag10 and (not flag or bool(best & best10))
    return agree / len(judged)


def measure(game: str, decisions: int, work: int, workers: int, first_seed: int = 0,
            save: Path | None = None) -> dict[str, Any]:
    """Judge greedy hands of ``game``, ``workers`` at a time, until ``decisions`` are judged
    (the hands under way are finished); ``save`` is rewritten after every hand, so a run
    stopped early keeps what it judged. The figures are printed and returned."""
    got: dict[str, Any] = {"game": game, "work": work, "workers": workers, "wall": 0.0,
                           "cpus": [], "judged": []}
    start = time.monotonic()
    seed = first_seed
    with ProcessPoolExecutor(workers) as pool:
        running = set()
        while running or len(got["judged"]) < decisions:
            while len(running) < workers and len(got["judged"]) < decisions:
                running.add(pool.submit(judged_hand, (game, seed, work)))
                seed += 1
            done, running = wait(running, return_when=FIRST_COMPLETED)
            for job in done:
                found, cpu = job.result()
                got["judged"] += [(loss, sorted(best), loss10, sorted(best10))
                                  for loss, best, loss10, best10 in found]
                got["cpus"].append(cpu)
            got["wall"] = time.monotonic() - start
            print(f"  {game}: {len(got['judged'])} decisions in {len(got['cpus'])} hands, "
                  f"{got['wall']:.0f} s", file=sys.stderr)
            if save:
                save.write_text(json.dumps(got))
    print_figures(got)
    return got


def print_figures(got: dict[str, Any]) -> None:
    """The figures of one game's judged decisions (``measure``'s, or saved ones)."""
    game, work = got["game"], got["work"]
    judged: list[Judged] = [(loss, frozenset(best), loss10, frozenset(best10))
                            for loss, best, loss10, best10 in got["judged"]]
    cpus = sorted(got["cpus"])
    print(f"\n{game}: {len(judged)} decisions of greedy players in {len(cpus)} hands, "
          f"budget {work} actions (and {10 * work}); {got['wall']:.0f} s wall with "
          f"{got['workers']} workers")
    print(f"  CPU per hand review (one seat): median {cpus[len(cpus) // 2]:.2f} s, "
          f"max {cpus[-1]:.2f} s")
    losses = sorted(j[0] for j in judged)
    quantiles = [losses[min(len(losses) - 1, int(q * len(losses)))] for q in (0.5, 0.75, 0.9,
                                                                               0.95, 0.99)]
    print("  greedy's loss quantiles 50/75/90/95/99%: "
          + " / ".join(f"{q:.1f}" for q in quantiles))
    for t in CANDIDATES:
        share = sum(j[0] >= t for j in judged) / len(judged)
        print(f"  threshold {t:4.1f}: flags {share:6.1%} of greedy's decisions, agreement "
              f"with 10x {agreement(judged, t):6.1%}"
              + ("   <- shipped" if THRESHOLDS.get(game) == t else ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=200)
    parser.add_argument("--work", type=int, default=REVIEW_WORK)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--games", nargs="*", default=list(GAMES))
    parser.add_argument("--first-seed", type=int, default=0, help="the first hand's seed")
    parser.add_argument("--save", type=Path,
                        help="write the judged decisions to this file (one game), after every hand")
    parser.add_argument("--report", type=Path, nargs="*", default=[],
                        help="print the figures of saved files instead (files of one game merge)")
    args = parser.parse_args()
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]  # each game as it ends
    if args.report:
        report(args.report)
        return
    for game in args.games:
        measure(game, args.decisions, args.work, args.workers, args.first_seed, args.save)


def report(paths: list[Path]) -> None:
    """The figures of saved runs, the runs of one game merged."""
    games: dict[str, dict[str, Any]] = {}
    for path in paths:
        got = json.loads(path.read_text())
        have = games.setdefault(got["game"], {**got, "cpus": [], "judged": [], "wall": 0.0})
        have["cpus"] += got["cpus"]
        have["judged"] += got["judged"]
        have["wall"] += got["wall"]
    for got in games.values():
        print_figures(got)


if __name__ == "__main__":
    main()
