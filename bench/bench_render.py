"""The pictures' cost: SVG size (bytes) and build time (median CPU ms) of full four-arm tables.

Run from the project root: ``PYTHONPATH=. .venv/bin/python bench/bench_render.py``.
The positions are the ends of seeded random hands (the table at its fullest); each picture is
built ``RUNS`` times and the median is printed. Nothing is asserted.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from domino_widgets.engine import State
from domino_widgets.render import hand_svg, scores_html, state_svg, table_svg

RUNS = 30
POSITIONS = (  # game, players, seed: the end of the first hand
    ("cross", 4, 1),
    ("quintuple", 4, 1),
    ("cross-two-hands", 4, 3),
    ("sevastopol", 4, 2),
    ("traditional", 2, 1),
)


def end_of_hand(game: str, players: int, seed: int) -> State:
    """The first hand played out with seeded random legal actions."""
    st = State.new(game, players, seed=seed)
    rng = random.Random(seed)
    while st.hand_over is None:
        st.apply(rng.choice(st.legal_actions()))
    return st


def median_ms(build: Callable[[], str]) -> tuple[float, int]:
    times = []
    size = 0
    for _ in range(RUNS):
        start = time.process_time()
        size = len(build().encode())
        times.append((time.process_time() - start) * 1000)
    return statistics.median(times), size


def main() -> None:
    print(f"{'position':<24} {'tiles':>5}  {'table_svg':>18}  {'state_svg':>18}  "
          f"{'hand + scores':>13}")
    for game, players, seed in POSITIONS:
        st = end_of_hand(game, players, seed)
        arms = len(st.table.arms) if st.table.centre else 0
        name = f"{game} {players}p" + (f" ({arms} arms)" if arms else "")
        table_ms, table_size = median_ms(lambda st=st: table_svg(st, reveal=True))
        state_ms, state_size = median_ms(lambda st=st: state_svg(st, reveal=True))
        rest_ms, _ = median_ms(lambda st=st: hand_svg(st, 0) + scores_html(st))
        print(f"{name:<28} {len(st.table.placed):>5}  {table_ms:>6.2f} ms {table_size:>6} B  "
              f"{state_ms:>6.2f} ms {state_size:>6} B  {rest_ms:>10.2f} ms")


if __name__ == "__main__":
    main()
