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
    .venv/bin/python bench/bench_duplicate.py --games cross --players 2

Figures of 2026-12-06 (issue 38), 200 deals, the same for every setting; CPU seconds a hand
(process time, measured while the machine was loaded, so read the ratios); "vs" columns are
mean paired differences with their standard errors. The margin is the seat's points less the
others' average in the hand (what the search plays for, and what wins a match).
Cross, 4 players (the widget's default):
  greedy 27.35 points, margin 0.54; search (shipped: 24 samples, 60,000 actions a decision)
  33.20, 10.12 (margin +9.57+-1.69 against greedy), 34,351 actions a hand, 0.16 s a hand;
  12 samples: points -1.50+-1.12, margin -2.40+-1.13 against the shipped, 0.61x the time;
  64 samples: -1.85+-0.90, -1.23+-0.97, 2.15x; 128 samples with no work limit: -1.95+-1.10,
  -1.47+-1.18, 3.36x; win_bonus=0: +0.35+-0.51, +0.18+-0.36, 0.96x.
Cross, 2 players (as in the lessons): greedy 25.40, 1.50; search 27.12, 10.57 (+9.07+-2.10),
  0.09 s; 64 samples -1.68+-1.26, -0.33+-1.67, 2.07x; win_bonus=0 -0.75+-0.55, -0.60+-0.83.
Traditional, 4 players (points only): greedy 4.61; search 11.38 (+6.78+-1.10), 0.035 s;
  64 samples +0.63+-0.87 against the shipped, 2.14x; 128 samples, no limit, -0.14+-0.86, 3.60x.
So no setting measured plays better than the shipped one beyond the noise (more samples cost
2-3.4x the time and score no more: in Cross a point or two less), and the shipped one plays a
four-player hand in a sixth of a second here: the duplicate comparison keeps it
(``DUPLICATE_BOT``). One deal says little: the paired difference of a single hand has a
standard deviation of about 21 points in four-player Cross (1.52 x sqrt(200)), so a bot that
made 5 where the learner made 30 is one hand's luck of the draw, not a weak setting.
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


PLAYERS: int | None = None  # --players: else the GameWidget's default for each game


def players_of(game: str) -> int:
    """The number of players: ``--players``, or the GameWidget's default for ``game``."""
    if PLAYERS is not None:
        return PLAYERS
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
    parser.add_argument("--players", type=int, default=None,
                        help="players a deal (default: the GameWidget's for the game)")
    args = parser.parse_args()
    global PLAYERS
    PLAYERS = args.players
    print(f"shipped duplicate bot: {DUPLICATE_BOT}")
    for game in args.games.split(","):
        report(game, args.settings.split(","), args.deals)


if __name__ == "__main__":
    main()
