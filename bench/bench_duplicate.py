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

SETTINGS = ("greedy", "search", "search:samples=12", "search:samples=64",
            "search:samples=128:max_work=None")
SEED = 2026


def players_of(game: str) -> int:
    """The GameWidget's default number of players for ``game``."""
    rules = get_rules(game)
    return min(max(4, rules.min_players), rules.max_players)


def one_setting(game: str, setting: str,
                deals: int) -> tuple[list[float], list[float], float, int]:
    """Seat 0's points on each deal and its margin (its points less the others' average: what
    the search plays for, and what wins a match), the CPU seconds and the search's work."""
    n = players_of(game)
    points: list[float] = []
    margins: list[float] = []
    cpu, work = 0.0, 0
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
        margins.append(gains[0] - statistics.fmean(gains[1:]))
    return points, margins, cpu, work


def report(game: str, settings: list[str], deals: int) -> None:
    """Each setting's line as soon as it is measured (greedy and the shipped setting first:
    the others are paired with them on the same deals)."""
    print(f"\n{game}, {players_of(game)} players, {deals} deals (seat 0; the others greedy)")
    print(f"  {'setting':34} {'points':>6} {'margin':>6} {'points vs':>12} {'margin vs':>12} "
          f"{'margin vs':>12} {'work/hand':>9} {'s/hand':>6} {'x time':>6}")
    print(f"  {'':34} {'':>6} {'':>6} {'shipped':>12} {'shipped':>12} {'greedy':>12}")
    order = sorted(settings, key=lambda s: (s != "greedy", s != DUPLICATE_BOT))
    results: dict[str, tuple[list[float], list[float], float, int]] = {}
    for s in order:
        points, margins, cpu, work = results[s] = one_setting(game, s, deals)
        greedy = results.get("greedy")
        shipped = results.get(DUPLICATE_BOT)
        ratio = f"{cpu / shipped[2]:.2f}" if shipped and shipped[2] else ""
        print(f"  {s:34} {statistics.fmean(points):6.2f} {statistics.fmean(margins):6.2f} "
              f"{paired(points, shipped[0] if shipped else None):>12} "
              f"{paired(margins, shipped[1] if shipped else None):>12} "
              f"{paired(margins, greedy[1] if greedy else None):>12} "
              f"{work / deals:9.0f} {cpu / deals:6.3f} {ratio:>6}", flush=True)


def paired(points: list[float], other: list[float] | None) -> str:
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
