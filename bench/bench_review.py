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
        [--games cross quintuple] [--save FILE.json]

``--save`` writes every judged decision (its loss and best moves at both budgets) and the CPU
times, so that other thresholds can be read later without judging again.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

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


def measure(game: str, decisions: int, work: int, workers: int) -> dict[str, object]:
    """Judge greedy hands of ``game`` until ``decisions`` are judged; print the figures and
    return them."""
    judged: list[Judged] = []
    cpus: list[float] = []
    seed = 0
    wall = time.monotonic()
    with ProcessPoolExecutor(workers) as pool:
        while len(judged) < decisions:
            jobs = [(game, s, work) for s in range(seed, seed + 2 * workers)]
            seed += len(jobs)
            for found, cpu in pool.map(judged_hand, jobs):
                judged.extend(found)
                cpus.append(cpu)
    wall = time.monotonic() - wall
    cpus.sort()
    print(f"\n{game}: {len(judged)} decisions of greedy players in {len(cpus)} hands, "
          f"budget {work} actions (and {10 * work}); {wall:.0f} s wall with {workers} workers")
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
    return {"game": game, "work": work, "wall": wall, "cpus": cpus,
            "judged": [(loss, sorted(best), loss10, sorted(best10))
                       for loss, best, loss10, best10 in judged]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=200)
    parser.add_argument("--work", type=int, default=REVIEW_WORK)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--games", nargs="*", default=list(GAMES))
    parser.add_argument("--save", type=Path, help="write the judged decisions to this file")
    args = parser.parse_args()
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]  # each game as it ends
    saved = []
    for game in args.games:
        saved.append(measure(game, args.decisions, args.work, args.workers))
        if args.save:
            args.save.write_text(json.dumps(saved))


if __name__ == "__main__":
    main()
