"""Engine cost in machine instructions: bench_engine.py's random Traditional games, counted by
valgrind instead of timed, so that two runs, or two versions, compare exactly on a noisy machine.

Run: `.venv/bin/python bench/bench_instructions.py [--games 300]` (needs Debian's `valgrind`;
`apt-get install valgrind`). For each loop of bench_engine.py (ours with every move checked,
ours trusted, dominoes 6.1.0) a fresh Python runs it under `valgrind --tool=cachegrind` on N
deals and on 2N deals; the difference over N is the loop's instructions per game, with the
set-up, the imports and the first games' warming up (caches filled, code specialised) left
out. Prints those and the ratios to dominoes; asserts nothing. `--tree DIR` counts the engine
of another checkout (`git worktree add --detach /tmp/old 314c7ef`) with this
checkout's loops, as bench_versions.py times them. `--every-game` counts random hands of every
game instead (bench_engine.py's per-game loop: `State.new` and `apply` until the hand ends, up
to four players), per hand (issue 25: no game may rise by more than 5%).

Figures of 2026-12-01 (issue 17), 300 deals (f4df2d9: 200), instructions a game, checked /
trusted against dominoes' 1,268,233-1,269,788: f4df2d9 (before the speed work) 1,271,445 / -, 1.00x;
314c7ef (session 7) 501,797 / 494,000, 2.53x / 2.57x; session 8 470,286 / 463,088, 2.70x /
2.74x. The clock ratio of bench_engine.py reads lower (0.76-0.78x, about 2.0x and about 2.1x):
per instruction, our engine runs slower than dominoes'.

Issue 25 (one turn machine), 4086443 -> fa5f6ec, one sitting: Traditional checked / trusted
470,679 / 461,438 -> 467,248 / 461,347 (dominoes 1,263,898 and 1,259,130 in the two runs:
2.69x / 2.74x -> 2.69x / 2.73x). `--every-game`, 40 hands, per hand: cross 1,668,330 ->
1,626,311 (-2.5%), cross-two-hands 4,620,998 -> 4,548,890 (-1.6%), matador -0.4%, quintuple
-0.9%, sausage -3.4%, sevastopol -2.0%, sevens -3.3%, six-matador -0.9%, spider -1.3%,
traditional 685,036 -> 657,322 (-4.0%). The constructors (300 calls less none, a
four-player Traditional deal): `State.from_hands` 400k -> 135k, `State.new` 221k -> 222k (about
half of it, by a profile, is the seeded deal: a generator seeded from a string and the shuffle,
which must deal as before; a quarter of a game, about 117k, is not reached).

Session 10 (the split as an action, record/notation/state split into modules), 2329ff9 ->
41aa175, `--every-game`, 40 hands, per hand: cross 1,657,596 -> 1,654,608, cross-two-hands
4,548,996 -> 4,547,521, matador 1,315,044 -> 1,315,262 (+0.02%), quintuple 1,347,161 ->
1,342,209, sausage 1,469,551 -> 1,464,748, sevastopol 1,327,485 -> 1,321,426, sevens 649,549 ->
648,171, six-matador 1,349,093 -> 1,343,085, spider 1,378,339 -> 1,375,517, traditional
688,571 -> 683,977: no game rose. `State.from_hands` plus a four-player Traditional game with
an apply/undo/apply at every move: 1,287,723 -> 1,288,298 (+0.04%).

Session 11 (issue 25, the public constructors; the last rows, 200 calls), 4a79d95 -> 2775470:
`State.new` 220,091 -> 179,600 (0.47 -> 0.38 of a checked game), `State.from_hands` 138,190 ->
100,474 (0.29 -> 0.21); checked games 468,723 -> 468,573. Gone: the locale read from
`os.environ` at every text (the language is kept, read again when it is set), the default names
formatted at every call, the hands given as text read tile by tile. What is left of
`State.new` is mostly the seeded deal, which must deal as before: the generator seeded from its
string about 43k (28k of it CPython's Mersenne Twister set-up, in C; 10k the string's hash),
the shuffle about 64k (27 steps of Python; a re-implementation that draws every word in one
call and makes the very same swaps measured 58k, not kept), the state itself about 33k. A
quarter of a game (about 117k) is out of reach while the deal stays the same.

Session 11 (issue 25: Cross.place through ``Table.extend_at``), 8dfba53 -> this, `--every-game`
per hand: 200 hands, cross 1,589,203 -> 1,598,216 (+0.57%), cross-two-hands 4,061,405 ->
4,084,768 (+0.58%), traditional 635,468 -> 637,586 (not on its path); at 40 hands the same
code reads up to 3% apart (traditional 624,717 and 641,921 in two sittings): count 200.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent

CHILD = """
import sys
sys.path.insert(0, {tree!r})
import domino_widgets.engine, domino_widgets.engine.games.base  # the tree's, before the bench's
sys.path.insert(0, {bench!r})
import bench_engine as bench
assert domino_widgets.__file__.startswith({tree!r})
hands = bench.deals({dealt}, 1)[:{games}]  # (the same deals made in both runs)
if {loop!r} == "trusted" and not hasattr(bench.State, "apply_trusted"):
    sys.exit(NO_LOOP)  # a version from before the trusted path
if {loop!r} == "dominoes":
    bench.run_dominoes(bench.load_dominoes(), hands, 0)
else:
    bench.run_ours(hands, 0, trusted={loop!r} == "trusted")
"""

GAME_CHILD = """
import random, sys
sys.path.insert(0, {tree!r})
from domino_widgets.engine import GAMES, State
for name in sorted(GAMES):  # a move of each first: the imports and the rules' tables made
    st = State.new(name, min(4, GAMES[name].max_players), seed="warm")
    st.apply(st.legal_actions()[0])
name = {game!r}
if name != "-":
    players = min(4, GAMES[name].max_players)
    rng = random.Random(2)
    for i in range({games}):
        st = State.new(name, players, seed=i)
        play = st.apply_trusted if {loop!r} == "trusted" else st.apply
        while st.hand_over is None:
            play(rng.choice(st.legal_actions()))
"""

MAKER_CHILD = """
import sys
sys.path.insert(0, {tree!r})
import domino_widgets.engine
sys.path.insert(0, {bench!r})
import bench_engine as bench
hands = bench.deals(300, 1)
texts = [{{n: [str(bench.TILES[t]) for t in h] for n, h in zip("NESW", d)}} for d in hands]
bench.State.new("traditional", 4, seed="warm")
bench.State.from_hands("traditional", texts[0], boneyard=[])
for i in range({calls}):
    if {maker!r} == "new":
        bench.State.new("traditional", 4, seed=i)
    else:
        bench.State.from_hands("traditional", texts[i % 300], boneyard=[])
"""

LOOPS = ("checked", "trusted", "dominoes")
NO_LOOP = 3  # the child's exit status when the version has no such loop


def instructions(tree: str, loop: str, games: int, dealt: int, game: str = "") -> int | None:
    """Machine instructions of a fresh Python that deals ``dealt`` hands and plays the first
    ``games`` of them in ``loop`` (None: the version has no such loop); with ``game``, that
    game's first ``games`` random hands (``GAME_CHILD``); with loop ``new`` or ``from_hands``,
    ``games`` calls of that constructor (``MAKER_CHILD``)."""
    if loop in ("new", "from_hands"):
        code = MAKER_CHILD.format(tree=tree, bench=str(BENCH), calls=games, maker=loop)
    elif game:
        code = GAME_CHILD.format(tree=tree, games=games, loop=loop, game=game)
    else:
        code = CHILD.format(tree=tree, bench=str(BENCH), games=games, dealt=dealt, loop=loop)
        code = code.replace("NO_LOOP", str(NO_LOOP))
    env = dict(os.environ, PYTHONHASHSEED="0")
    done = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                           "--cachegrind-out-file=/dev/null", sys.executable, "-c", code],
                          capture_output=True, text=True, env=env)
    if done.returncode == NO_LOOP:
        return None
    if done.returncode:
        raise RuntimeError(f"the {loop} loop failed:\n{done.stderr[-2000:]}")
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if found is None:
        raise RuntimeError(f"valgrind printed no count:\n{done.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--tree", default=str(BENCH.parent), help="the checkout to count")
    parser.add_argument("--every-game", action="store_true",
                        help="random hands of every game (--games of them, default 100)")
    args = parser.parse_args()
    tree = str(Path(args.tree).resolve())
    if shutil.which("valgrind") is None:
        sys.exit("bench_instructions.py needs valgrind: apt-get install valgrind")
    if args.every_game:
        every_game(tree, 100 if args.games == 300 else args.games)
        return
    n = args.games
    per_game: dict[str, float] = {}
    for loop in LOOPS:
        whole, half = instructions(tree, loop, 2 * n, 2 * n), instructions(tree, loop, n, 2 * n)
        if whole is not None and half is not None:
            per_game[loop] = (whole - half) / n
    print(f"random 4-player Traditional games, {n} deals (bench_engine.py's loops), machine "
          f"instructions a game; the engine of {tree}")
    for loop, count in per_game.items():
        ratio = "" if loop == "dominoes" else f"   {per_game['dominoes'] / count:5.2f}x dominoes"
        print(f"  {loop:<9} {count:12,.0f}{ratio}")
    print(f"the public constructors, a four-player Traditional deal, {n} calls: machine "
          "instructions a call, and the part of a checked game (issue 25: at most 0.25)")
    for maker in ("new", "from_hands"):
        whole, half = instructions(tree, maker, 2 * n, 0), instructions(tree, maker, n, 0)
        assert whole is not None and half is not None
        count = (whole - half) / n
        print(f"  State.{maker:<11} {count:10,.0f}   {count / per_game['checked']:5.2f} of a game")


def every_game(tree: str, n: int) -> None:
    """Print every game's machine instructions per random hand (checked): a run that plays
    ``n`` hands, less a run that only sets up (imports, one move of every game)."""
    sys.path.insert(0, tree)
    from domino_widgets.engine import GAMES

    print(f"random hands of every game (up to 4 players), {n} hands, machine instructions a "
          f"hand (State.new and apply until the hand ends); the engine of {tree}")
    base = instructions(tree, "checked", 0, 0, "-")
    assert base is not None
    for name in sorted(GAMES):
        count = instructions(tree, "checked", n, 0, name)
        assert count is not None
        print(f"  {name:<16} {(count - base) / n:12,.0f}", flush=True)


if __name__ == "__main__":
    main()
