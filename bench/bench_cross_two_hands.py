"""Random play of Cross in two hands against Traditional: tiles placed per second.

Run from the project root: ``PYTHONPATH=. .venv/bin/python bench/bench_cross_two_hands.py``.
Prints the rate of each game (best of three runs) and the ratio; nothing is asserted.
"""

from __future__ import annotations

import random
import time

from domino_widgets.engine import State

GAMES_PER_RUN = 12


def tiles_per_second(game: str, players: int) -> float:
    """Whole matches of uniformly random legal actions; placements per CPU second."""
    placed = 0
    start = time.process_time()
    for seed in range(GAMES_PER_RUN):
        state = State.new(game, players, seed=seed)
        rng = random.Random(seed)
        while not state.match_over:
            action = rng.choice(state.legal_actions())
            placed += action >= 0
            state.apply(action)
    return placed / (time.process_time() - start)


def main() -> None:
    print(f"{'players':>7}  {'traditional':>12}  {'cross-two-hands':>15}  {'slower by':>9}")
    for players in (2, 3, 4):
        base = max(tiles_per_second("traditional", players) for _ in range(3))
        two = max(tiles_per_second("cross-two-hands", players) for _ in range(3))
        print(f"{players:>7}  {base:>10.0f}/s  {two:>13.0f}/s  {base / two:>8.2f}x")


if __name__ == "__main__":
    main()
