"""The bot settings in the duplicate comparison (issue 38): after a hand, the GameWidget plays the
same deal again with a bot in the learner's seat and the other seats played by the game's bots
(``widgets/duplicate.py``). Which setting plays best there, and how long does the learner wait?

Every setting plays the same deals in seat 0 against the widget's default bots (greedy) in the
other seats, through the widget's own ``playing_hand``; a deal is the first hand of the match
seeded ``SEED/i``, with the game's default number of players in the widget. For each setting
it prints the seat's mean points per hand, the mean paired difference against greedy in the
same seat on the same deals (with its standard error), the search's work per hand (actions its
playouts applied: the same on any machine) and the CPU time per hand as a ratio to the shipped
setting's, measured in one sitting. No assertions.

    .venv/bin/python bench/bench_duplicate.py --deals 100
    .venv/bin/python bench/bench_duplicate.py --games cross --settings greedy,search
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from domino_widgets.bots.steps import run_through  # noqa: E402
from domino_widgets.engine.games import get_rules  # noqa: E402
from domino_widgets.engine.state import State  # noqa: E402
from domino_widgets.widgets.choosers import resolve_bot  # noqa: E402
from domino_widgets.widgets.duplicate import DUPLICATE_BOT, playing_hand  # noqa: E402

SETTINGS = ("greedy", "search", "search:samples=64", "search:samples=128:max_work=None")
SEED = 2026


def players_of(game: str) -> int:
    """The GameWidget's default number of players for ``game``."""
    rules = get_rules(game)
    return min(max(4, rules.min_players), rules.max_players)


def one_setting(game: str, setting: str, deals: int) -> tuple[list[int], float, int]:
    """Seat 0's points on each deal, the CPU seconds and the search's work in all."""
    n = players_of(game)
    points, cpu, work = [], 0.0, 0
    for i in range(deals):
        seed = f"{SEED}/{i}"
        world = State.new(game, [f"P{k}" for k in range(n)], seed=seed)
        bots = resolve_bot("greedy", seed)
        strong = resolve_bot(setting, seed)
        start = time.process_time()
        gains = run_through(playing_hand(world, 0, bots, strong))
        cpu += time.process_time() - start
        player = getattr(strong, "player", None)
        work += getattr(player, "work_done", 0)
        points.append(gains[0])
    return points, cpu, work


def report(game: str, settings: list[str], deals: int) -> None:
    """Each setting's line as soon as it is measured (greedy and the shipped setting first:
    the others are paired with them)."""
    print(f"\n{game}, {players_of(game)} players, {deals} deals (seat 0; the others greedy)")
    print(f"  {'setting':36} {'points':>7} {'vs greedy':>13} {'vs shipped':>13} "
          f"{'work/hand':>10} {'s/hand':>7} {'x shipped':>9}", flush=True)
    order = sorted(settings, key=lambda s: (s != "greedy", s != DUPLICATE_BOT))
    results: dict[str, tuple[list[int], float, int]] = {}
    for s in order:
        points, cpu, work = results[s] = one_setting(game, s, deals)
        greedy = results.get("greedy", (None,))[0]
        shipped, shipped_cpu = results.get(DUPLICATE_BOT, (None, None))[:2]
        ratio = f"{cpu / shipped_cpu:.2f}" if shipped_cpu else ""
        print(f"  {s:36} {statistics.fmean(points):7.2f} {paired(points, greedy):>13} "
              f"{paired(points, shipped):>13} {work / deals:10.0f} {cpu / deals:7.3f} "
              f"{ratio:>9}", flush=True)


def paired(points: list[int], other: list[int] | None) -> str:
    """The mean paired difference and its standard error (same deals), as ``+1.23+-0.45``."""
    if other is None or points is other:
        return ""
    diffs = [a - b for a, b in zip(points, other, strict=True)]
    se = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
    return f"{statistics.fmean(diffs):+.2f}+-{se:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="cross,traditional,quintuple")
    parser.add_argument("--settings", default=",".join(SETTINGS))
    parser.add_argument("--deals", type=int, default=100)
    args = parser.parse_args()
    print(f"shipped duplicate bot: {DUPLICATE_BOT}")
    for game in args.games.split(","):
        report(game, args.settings.split(","), args.deals)


if __name__ == "__main__":
    main()
