"""Sevens (§9): what the table of dead 0 ends does, under both settings of
``dead_table_blocks``, over the same seeded random hands.

Run from the project root: ``PYTHONPATH=. .venv/bin/python bench/bench_sevens.py [HANDS]``.
Hand ``i`` is dealt from seed ``i`` for 2 + i % 4 players (2-5) and played by uniformly random
legal actions from ``random.Random(i)``: both settings make the same choices until a table
goes dead, so the figures compare the same hands. Prints, for each setting: hands played,
hands blocked, blocks reached through a dead table, mean pips drawn per hand (and per dead
block, after the last end died), the mean points a hand gives, and how many hands have another
winner or other points; nothing is asserted.
"""

from __future__ import annotations

import random
import sys
import time
from dataclasses import dataclass, field

from domino_widgets.engine import DRAW, State
from domino_widgets.engine.games.hand_data import HandResult
from domino_widgets.engine.games.sevens import every_end_dead
from domino_widgets.engine.tiles import TILES

SETTINGS = {"draw the reserve (default)": {}, "dead_table_blocks=True": {"dead_table_blocks": True}}


@dataclass
class Figures:
    """The counts of one setting over the hands."""

    hands: int = 0
    blocked: int = 0
    dead_blocks: int = 0
    pips_drawn: int = 0
    pips_drawn_dead: int = 0  # drawn after the last end died
    seconds: float = 0.0
    results: list[HandResult] = field(default_factory=list)


def play(i: int, options: dict, figures: Figures) -> None:
    """Hand ``i`` under ``options``, its figures added to ``figures``."""
    st = State.new("sevens", 2 + i % 4, seed=i, options=options)
    rng = random.Random(i)
    dead = False
    while st.hand_over is None:
        action = rng.choice(st.legal_actions())
        if action == DRAW:
            pips = TILES[st.boneyard[st.bone_pos]].pips
            figures.pips_drawn += pips
            figures.pips_drawn_dead += pips if dead else 0
        st.apply(action)
        dead = dead or every_end_dead(st, st.rules.fit)
    result = st.hand_over
    figures.hands += 1
    figures.blocked += result.reason == "blocked"
    figures.dead_blocks += result.reason == "blocked" and dead
    figures.results.append(result)


def main() -> None:
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    figures = {}
    for name, options in SETTINGS.items():
        fig = figures[name] = Figures()
        start = time.process_time()
        for i in range(hands):
            play(i, options, fig)
        fig.seconds = time.process_time() - start
    print(f"Sevens, {hands} seeded random hands (2-5 players), both settings side by side")
    print(f"{'':<28} {'hands':>6} {'blocked':>8} {'dead':>6} {'pips drawn':>11} "
          f"{'on dead':>8} {'points':>7} {'ms/hand':>8}")
    for name, fig in figures.items():
        per_dead = fig.pips_drawn_dead / fig.dead_blocks if fig.dead_blocks else 0.0
        points = sum(sum(r.points) for r in fig.results) / fig.hands
        print(f"{name:<28} {fig.hands:>6} {fig.blocked:>8} {fig.dead_blocks:>6} "
              f"{fig.pips_drawn / fig.hands:>11.2f} {per_dead:>8.2f} {points:>7.1f} "
              f"{1000 * fig.seconds / fig.hands:>8.3f}")
    default, quick = figures.values()
    winners = sum(a.winner != b.winner for a, b in zip(default.results, quick.results,
                                                        strict=True))
    points = sum(a.points != b.points for a, b in zip(default.results, quick.results,
                                                      strict=True))
    print("columns: blocked = hands blocked; dead = blocks reached through a table of dead 0 "
          "ends; pips drawn = mean pips drawn per hand; on dead = mean pips drawn per dead "
          "block after the last end died; points = mean points a hand gives")
    print(f"hands with another winner: {winners}; with other points: {points} "
          f"(of {hands}; the settings differ only after a table goes dead)")


if __name__ == "__main__":
    main()
