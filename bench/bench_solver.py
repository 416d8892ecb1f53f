"""The exact solver's figures (issue 34 item 1): for fully known positions of every game, how
many it proves within its node budget, and the nodes and CPU time it takes, per game and per
number of tiles in the bigger hand; beside it, plain minimax on the small cases; and the
values of the compact model checked against the engine's own search. Prints; asserts nothing.

    .venv/bin/python bench/bench_solver.py                     # every game, 2 players
    .venv/bin/python bench/bench_solver.py --games cross traditional --hands 40
    .venv/bin/python bench/bench_solver.py --players 4 --budget 200000

The positions: ``--hands`` random hands of each game (seeded, random moves), every position of
each where a player is to choose, from the deal to the last move, whose hands hold at most
``--tiles`` tiles (the boneyard, in its draw order, is part of the position). CPU time is
``time.process_time`` (this process's own CPU, less sensitive to other work on the machine
than the wall clock, though a loaded machine still slows it); the load average is printed
with the figures. The issue's goal: every two-player Cross and Traditional position with up
to 7 tiles a hand proved within 1 s of CPU.

Figures of 2026-12-06 (session 12), see the report of issue 34.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from domino_widgets.bots.solver import plain_minimax, solve  # noqa: E402
from domino_widgets.bots.solver_model import compact_model  # noqa: E402
from domino_widgets.engine.games import GAMES  # noqa: E402
from domino_widgets.engine.state import State  # noqa: E402

PLAIN_BUDGET = 300_000  # nodes (else that position is left out of the comparison)
CHECK_BUDGET = 30_000  # the engine's search beside the compact model's, where it proves


def positions(game: str, players: int, hands: int, tiles: int) -> list[tuple[int, State]]:
    """(tiles in the bigger hand, position) for every choice of ``hands`` random hands."""
    out = []
    for seed in range(hands):
        rng = random.Random(seed)
        st = State.new(game, players, seed=seed)
        while st.hand_over is None:
            legal = st.legal_actions()
            biggest = max(map(len, st.hands))
            if len(legal) > 1 and biggest <= tiles and not st.turn_plays:
                out.append((biggest, st.clone()))
            st.apply_trusted(rng.choice(legal))
    return out


def quantiles(values: list[float]) -> tuple[float, float, float]:
    """Median, 90th percentile, maximum."""
    ordered = sorted(values)
    return (statistics.median(ordered), ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))],
            ordered[-1])


def bench_game(game: str, players: int, hands: int, tiles: int, budget: int,
               check: bool, plain_tiles: int) -> None:
    found = positions(game, players, hands, tiles)
    rows: dict[int, list[tuple[bool, int, float]]] = defaultdict(list)
    plain: dict[int, list[tuple[int, float, int, float]]] = defaultdict(list)
    beyond: dict[int, int] = defaultdict(int)  # positions plain minimax could not finish
    agree = disagree = 0
    model = compact_model(found[0][1]) is not None if found else False
    for size, st in found:
        start = time.process_time()
        solution = solve(st, budget=budget)
        cpu = time.process_time() - start
        rows[size].append((solution.proved, solution.nodes, cpu))
        if size <= plain_tiles and solution.proved:
            start = time.process_time()
            found_plain = plain_minimax(st, budget=PLAIN_BUDGET)
            plain_cpu = time.process_time() - start
            if found_plain is None:
                beyond[size] += 1
            else:
                reference, plain_nodes = found_plain
                plain[size].append((plain_nodes, plain_cpu, solution.nodes, cpu))
                values = {a: solution.value_of(a) for a in reference}
                if values == reference:
                    agree += 1
                else:
                    disagree += 1
        if check and model and solution.proved:
            engine = solve(st, budget=CHECK_BUDGET, engine_only=True)
            if engine.proved:
                same = [m.value for m in engine.moves] == [solution.value_of(m.action)
                                                           for m in engine.moves]
                agree += same
                disagree += not same
    kind = "compact model" if model else "engine"
    print(f"\n{game}, {players} players ({kind}), {len(found)} positions of {hands} hands")
    print("  tiles  positions  proved     nodes: median    p90      max"
          "   CPU s: median    p90     max")
    for size in sorted(rows):
        cells = rows[size]
        proved = sum(p for p, _, _ in cells)
        nodes = quantiles([float(n) for _, n, _ in cells])
        cpu = quantiles([c for _, _, c in cells])
        print(f"  {size:>5}  {len(cells):>9}  {proved:>6}  {nodes[0]:>15,.0f} {nodes[1]:>8,.0f}"
              f" {nodes[2]:>8,.0f}  {cpu[0]:>14.4f} {cpu[1]:>7.4f} {cpu[2]:>7.3f}")
    for size in sorted(set(plain) | set(beyond)):
        cells = plain[size]
        if not cells:
            print(f"  plain minimax, {size} tiles: none of {beyond[size]} positions within "
                  f"{PLAIN_BUDGET:,} nodes")
            continue
        print(f"  plain minimax, {size} tiles, {len(cells)} positions: nodes median "
              f"{statistics.median(c[0] for c in cells):,.0f} (solver "
              f"{statistics.median(c[2] for c in cells):,.0f}), CPU median "
              f"{statistics.median(c[1] for c in cells):.4f} s (solver "
              f"{statistics.median(c[3] for c in cells):.4f} s); "
              f"{beyond[size]} more beyond its {PLAIN_BUDGET:,} nodes")
    if agree or disagree:
        print(f"  values checked against plain minimax{' and the engine' if check else ''}: "
              f"{agree} agree, {disagree} disagree")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="*", default=sorted(GAMES))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--tiles", type=int, default=7)
    parser.add_argument("--budget", type=int, default=1_000_000)
    parser.add_argument("--plain-tiles", type=int, default=3,
                        help="run plain minimax where the bigger hand holds at most this many")
    parser.add_argument("--check", action="store_true",
                        help="solve on the engine too where the compact model is used")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} {os.getloadavg()[1]:.1f} on "
          f"{os.cpu_count()} cores; budget {args.budget:,} nodes; "
          f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    for game in args.games:
        players = args.players
        rules = GAMES[game]
        if not rules.min_players <= players <= rules.max_players:
            players = rules.min_players
        bench_game(game, players, args.hands, args.tiles, args.budget, args.check,
                   args.plain_tiles)
    print(f"\nload average at the end {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
