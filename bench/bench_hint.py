"""The Hint button's latency: four-player Cross at the start of a hand (goal: 250 ms or less),
for the search alone and for the whole intent (search, then the new pictures), in Python
without a kernel. Prints the median and the largest time; asserts nothing.

    .venv/bin/python bench/bench_hint.py [--positions 20]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from domino_widgets import GameWidget, State  # noqa: E402
from domino_widgets.bots import hint  # noqa: E402
from domino_widgets.engine.actions import NEXT_HAND  # noqa: E402
from domino_widgets.widgets.hints import HINT_WORK, HINTS_SHOWN  # noqa: E402


def positions(count: int) -> list[tuple[str, State]]:
    """Starts of hands with a choice: the second player's first move of hand 1 (after the
    lowest double), and the free lead of hand 2 (any of 7 tiles)."""
    out = []
    for seed in range(count):
        state = State.new("cross", 4, seed=seed)
        state.apply(state.legal_actions()[0])
        while state.turn_plays and state.hand_over is None:  # the leader ends his turn
            state.apply(state.legal_actions()[-1])
        out.append(("hand 1, second player", state.clone()))
        rng = random.Random(seed)
        while state.hand_over is None:
            state.apply(rng.choice(state.legal_actions()))
        state.apply(NEXT_HAND)
        out.append(("hand 2, free lead", state))
    return out


def report(name: str, times: list[float]) -> None:
    ms = sorted(t * 1000 for t in times)
    print(f"  {name:<34} median {statistics.median(ms):4.0f} ms, max {ms[-1]:4.0f} ms "
          f"({len(ms)} positions)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20)
    args = parser.parse_args()
    print(f"hint latency, four-player Cross at the start of a hand "
          f"(budget {HINT_WORK} actions, {HINTS_SHOWN} moves shown)")
    search: dict[str, list[float]] = {}
    intent: dict[str, list[float]] = {}
    for kind, state in positions(args.positions):
        start = time.perf_counter()
        hint(state.clone(), n=HINTS_SHOWN, max_work=HINT_WORK)
        search.setdefault(kind, []).append(time.perf_counter() - start)
        widget = GameWidget(state, humans=[state.turn], pause=0)
        start = time.perf_counter()
        widget._handle_custom_msg({"kind": "hint"}, [])
        intent.setdefault(kind, []).append(time.perf_counter() - start)
        if widget.error:
            print(f"  refused: {widget.error}")
        widget.close()
    for kind in search:
        report(f"{kind}: search", search[kind])
        report(f"{kind}: Hint intent", intent[kind])
    report("all: Hint intent", [t for times in intent.values() for t in times])


if __name__ == "__main__":
    main()
