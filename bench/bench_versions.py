"""Engine speed of several versions of the engine side by side, in one sitting.

Run: `.venv/bin/python bench/bench_versions.py TREE [TREE ...]`, where each TREE is a checkout of
some commit (`git worktree add --detach /tmp/old f4df2d9`). For every tree in turn, twice
(alternating, so that other work on the machine weighs on all alike), a fresh Python with that
tree's `domino_widgets` first on its path runs this checkout's `bench_engine.py` loops: random
four-player Traditional games against `dominoes` 6.1.0 on the same deals (checked, and trusted
where the version has `apply_trusted`), then tiles placed per second in every game and their
cost per tile relative to Traditional. Prints figures; asserts nothing. The figures of
2026-12-01 are in bench_engine.py's docstring.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent

CHILD = r'''
import sys, time, random
sys.path.insert(0, TREE)
import domino_widgets.engine, domino_widgets.engine.games.base  # this tree's, before the bench's
import importlib.util
spec = importlib.util.spec_from_file_location("bench_engine", BENCH + "/bench_engine.py")
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)
import domino_widgets
assert domino_widgets.__file__.startswith(TREE), domino_widgets.__file__
from domino_widgets.engine import GAMES, State

dominoes = bench.load_dominoes()
deals = bench.deals(GAMES_N, 1)
bench.run_ours(deals[:500], 0)
bench.run_dominoes(dominoes, deals[:500], 0)
trusted = hasattr(State, "apply_trusted")
ours, fast, theirs = [], [], []
for r in range(3):
    ours.append(bench.run_ours(deals, r)[0])
    theirs.append(bench.run_dominoes(dominoes, deals, r)[0])
    if trusted:
        fast.append(bench.run_ours(deals, r, trusted=True)[0])
line = f"traditional {GAMES_N / min(ours):,.0f} games/s checked"
if fast:
    line += f", {GAMES_N / min(fast):,.0f} trusted"
line += f"; dominoes {GAMES_N / min(theirs):,.0f}; ratio {min(theirs) / min(ours):.2f}x"
if fast:
    line += f" / {min(theirs) / min(fast):.2f}x"
print(line)
rates = {}
for name in sorted(GAMES):
    best = None
    for r in range(2):
        rng = random.Random(2)
        placed = 0
        start = time.process_time()
        for i in range(HANDS_N):
            st = State.new(name, min(4, GAMES[name].max_players), seed=i)
            while st.hand_over is None:
                st.apply(rng.choice(st.legal_actions()))
            placed += sum(1 for action, _, _ in st.history if action >= 0)
        seconds = time.process_time() - start
        best = seconds if best is None else min(best, seconds)
    rates[name] = placed / best
base = rates["traditional"]
print(f"per tile vs traditional ({base:,.0f} tiles/s): " + ", ".join(
    f"{name} {base / rate:.2f}" for name, rate in rates.items() if name != "traditional"))
'''


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("trees", nargs="+", help="checkouts of the versions to compare")
    parser.add_argument("--games", type=int, default=10000, help="Traditional deals")
    parser.add_argument("--hands", type=int, default=1000, help="hands per game")
    args = parser.parse_args()
    trees = [str(Path(tree).resolve()) for tree in args.trees]
    for _ in range(2):
        for tree in trees:
            code = (CHILD.replace("TREE", repr(tree)).replace("BENCH", repr(str(BENCH)))
                    .replace("GAMES_N", str(args.games)).replace("HANDS_N", str(args.hands)))
            done = subprocess.run([sys.executable, "-c", code], cwd="/", capture_output=True,
                                  text=True)
            label = Path(tree).name
            out = done.stdout.strip() if done.returncode == 0 else done.stderr.strip()[-400:]
            for line in out.splitlines():
                print(f"[{label}] {line}")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
