"""Playouts per second of the search player in Cross, Quintuple, Matador and Cross in two hands.
Prints figures; asserts nothing.

    .venv/bin/python bench/bench_search.py                  # 3 runs, best of them per game
    .venv/bin/python bench/bench_search.py --runs 1 --games cross --profile 20

The positions are seeded: four-player hands (``--players``) dealt from ``--seed``, greedy
players at every seat, and at each turn of seat 0 with more than one legal action the search
player (default settings, the bots' real code: ``SearchPlayer.choose``) decides. Every playout
of those decisions is counted (``rollouts_done``) and divided by their CPU time, which includes
what a decision spends besides the playouts (the facts of the view, the reading of the others'
choices, the sampled worlds). The same positions and the same seeds on every run, so the
figures of two versions of the code compare (run one with ``PYTHONPATH`` set to the other's
worktree). A digest of every decision's choice and work is printed too: two versions that make
the same choices with the same work print the same digest.

``--profile N`` prints the top N entries (by own time) of a cProfile of the decisions.

``--instructions`` counts the decisions' machine instructions instead of timing them (valgrind's
cachegrind; needs ``apt-get install valgrind``): for Cross, Quintuple and Cross in two hands
(``INSTRUCTION_DECISIONS`` of them, the search's fixed work budget, ``max_work``), a fresh Python
that makes the positions and decides, less one that only makes them, with the digest of the
choices. ``--tree DIR`` counts another checkout's engine with this script
(``git worktree add --detach /tmp/old 4086443``): two versions compare exactly on a noisy
machine, and equal digests say they made the same choices with the same work.

Figures of 2026-12-01 (issue 17), playouts per CPU second, f4df2d9 (before the speed work)
against main 560c412 (the playouts ask the game what a move scores, ``Rules.quiet_gain``, and
the engine's fast path), three alternating runs on a shared, loaded machine (same digests):
cross 1,205-1,207 -> 2,487-2,687 (2.1-2.2x); quintuple 2,054-2,132 -> 3,951-4,425 (1.9-2.1x);
matador 2,595-2,693 -> 5,668-6,161 (2.1-2.3x); cross-two-hands 177-181 -> 476-492 (2.7-2.8x).
Engine applications per playout 88.8 -> 28.2, 66.2 -> 27.4, 41.3 -> 27.4, 482 -> 123. The
decisions' instructions (valgrind cachegrind, the positions' set-up subtracted), f4df2d9 ->
main: cross 12.19 -> 4.77 billion (2.6x), quintuple 9.94 -> 4.11 (2.4x), matador 5.68 -> 2.35
(2.4x), cross-two-hands 36.2 -> 12.1 (3.0x).

Session 7 (rows as plain tuples, State in slots, Cross in two hands' plans by end values),
ea3bda7 -> main 2b0c822, two alternating runs on an idle machine, same digests: cross
2,624-2,654 -> 3,063-3,113; quintuple 4,278-4,394 -> 4,892-5,031; matador 6,195-6,304 ->
7,278-7,352; cross-two-hands 498-504 -> 589-591. Against f4df2d9 on an idle machine (1,194-1,197,
2,091-2,118, 2,687-2,712, 179-180): 2.6x, 2.3-2.4x, 2.7x, 3.3x.

Session 8 (draws on the fast path, actions decoded by table), 314c7ef -> main, alternating runs
on a noisy machine, same digests: cross 2,895-3,068 -> 2,777-3,006 (the same, within noise:
Cross plays through the hooks); quintuple 4,784-4,815 -> 4,540-4,825; matador 6,638-6,897 ->
6,359-7,017 (three runs of four: +4-5%); cross-two-hands 534-554 -> 553-567.

Session 11 (issue 25, every rule once), ``--instructions``, 8/16/2 decisions, same digests
(5e8b4b33a73c, 53482842b28f, 717177989bfc) in every row: 4086443 (the issue's start) cross
1,782,889,471, quintuple 2,604,306,399, cross-two-hands 3,476,755,657; main 8dfba53
1,773,792,338, 2,621,241,346, 3,449,839,973; Cross.place through ``Table.extend_at``
1,780,793,679 (+0.39%), 2,621,547,760 (+0.01%, not on its path), 3,464,851,174 (+0.44%), kept
(a second sitting: main 1,776,128,069 / 2,621,613,720 / 3,450,190,817, this 1,781,449,037 /
2,621,935,390 / 3,464,507,451: the counts move by about 0.1% between runs of the same code).
Not kept, which ends count in one loop (``count_ends``: the sum, the values that fit after a
lay, the parts): 1,796,427,733 (+1.28%), 2,670,873,697 (+1.89%), 3,454,203,882 (+0.13%); the
same called without ``end_total`` between, on top of the row kept: 1,796,143,652 (+0.8%),
2,662,735,407 (+1.6%), 3,466,857,713 (+0.07%); a second loop of its own for the values that
fit, the closed end cut by its index: +3.8%, +4.4%. The sum after a turn (``end_sum``, a
third of the calls in Cross, a third in Quintuple) pays the loop's work for the values that
fit and the closed slot: about 1,700 instructions a call more.
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import io
import os
import pstats
import random
import re
import subprocess
import sys
import time
from pathlib import Path

from domino_widgets.bots import SearchPlayer
from domino_widgets.bots.players import greedy_action
from domino_widgets.engine import GAMES, State

GAMES_MEASURED = ("cross", "quintuple", "matador", "cross-two-hands")
DECISIONS = {"cross": 24, "quintuple": 24, "matador": 24, "cross-two-hands": 8}
INSTRUCTION_DECISIONS = {"cross": 8, "quintuple": 16, "cross-two-hands": 2}

# The child that ``--instructions`` runs under valgrind: the tree's engine, this script.
CHILD = """
import sys
sys.path.insert(0, {tree!r})
import domino_widgets
assert domino_widgets.__file__.startswith({tree!r}), domino_widgets.__file__
sys.path.insert(0, {bench!r})
import bench_search as bench
spots = bench.positions({game!r}, {count}, {seed}, {players})
if {decide}:
    print(bench.measure(spots)[2])
"""


def positions(game: str, count: int, seed: int, players: int) -> list[tuple[State, int]]:
    """``count`` seeded positions where seat 0 has a choice, with the searcher's seed."""
    found: list[tuple[State, int]] = []
    n = min(players, GAMES[game].max_players)
    hand = 0
    while len(found) < count:
        state = State.new(game, n, seed=f"{seed}/{hand}")
        rng = random.Random(hand)
        hand += 1
        while state.hand_over is None and len(found) < count:
            if state.turn == 0 and len(state.legal_actions()) > 1:
                found.append((state.clone(), len(found)))
            state.apply(greedy_action(state, rng))
    return found


def measure(spots: list[tuple[State, int]]) -> tuple[int, float, str, int]:
    """(playouts, CPU seconds, digest of the choices and work, the actions applied)."""
    playouts = work = 0
    cpu = 0.0
    digest = hashlib.sha256()
    for state, bot_seed in spots:
        bot = SearchPlayer(seed=bot_seed)
        world = state.clone()
        start = time.process_time()
        action = bot.choose(world, 0)
        cpu += time.process_time() - start
        playouts += bot.rollouts_done
        work += bot.work_done
        digest.update(f"{action},{bot.rollouts_done},{bot.work_done};".encode())
    return playouts, cpu, digest.hexdigest()[:12], work


def instructions(tree: str, game: str, count: int, seed: int, players: int,
                 decide: bool) -> tuple[int, str]:
    """(machine instructions, digest) of a fresh Python that makes ``count`` positions of
    ``game`` with the engine of ``tree`` and, if ``decide``, lets the search decide them."""
    code = CHILD.format(tree=tree, bench=str(Path(__file__).resolve().parent), game=game,
                        count=count, seed=seed, players=players, decide=decide)
    done = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                           "--cachegrind-out-file=/dev/null", sys.executable, "-c", code],
                          capture_output=True, text=True, env=dict(os.environ, PYTHONHASHSEED="0"))
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if done.returncode or found is None:
        raise RuntimeError(f"the count failed:\n{done.stderr[-2000:]}")
    return int(found.group(1).replace(",", "")), done.stdout.strip()


def count_instructions(tree: str, games: list[str], seed: int, players: int,
                       decisions: int) -> None:
    """Print the search's machine instructions on each game's seeded decisions, set-up less."""
    print(f"search decisions, machine instructions (valgrind), {players} players (at most); "
          f"the engine of {tree}")
    for game in games:
        count = decisions or INSTRUCTION_DECISIONS.get(game, 4)
        made, _ = instructions(tree, game, count, seed, players, False)
        total, digest = instructions(tree, game, count, seed, players, True)
        print(f"  {game:<16} {count:3d} decisions  {total - made:15,d} instructions  "
              f"choices {digest}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES_MEASURED))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--decisions", type=int, default=0,
                        help="decisions per game (default: 24, Cross in two hands 8)")
    parser.add_argument("--profile", type=int, default=0, metavar="N",
                        help="print the top N entries of a profile of the decisions")
    parser.add_argument("--instructions", action="store_true",
                        help="count machine instructions under valgrind (Cross, Quintuple, "
                             "Cross in two hands) instead of timing")
    parser.add_argument("--tree", default=str(Path(__file__).resolve().parent.parent),
                        help="with --instructions: the checkout whose engine to count")
    args = parser.parse_args()
    if args.instructions:
        games = args.games.split(",") if args.games != ",".join(GAMES_MEASURED) \
            else list(INSTRUCTION_DECISIONS)
        count_instructions(str(Path(args.tree).resolve()), games, args.seed, args.players,
                           args.decisions)
        return
    print(f"search playouts per CPU second, {args.players} players (at most), best of "
          f"{args.runs} runs")
    for game in args.games.split(","):
        spots = positions(game, args.decisions or DECISIONS.get(game, 24), args.seed,
                          args.players)
        runs = [measure(spots) for _ in range(args.runs)]
        playouts, cpu, digest, work = max(runs, key=lambda run: run[0] / run[1])  # the best
        best = playouts / cpu
        print(f"  {game:<16} {len(spots):3d} decisions  {playouts:7,d} playouts  "
              f"{best:8,.0f} playouts/s  {work / cpu:9,.0f} actions/s  "
              f"{cpu / len(spots) * 1000:7.1f} ms a decision  choices {digest}", flush=True)
        if args.profile:
            profile = cProfile.Profile()
            profile.enable()
            measure(spots)
            profile.disable()
            out = io.StringIO()
            pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(args.profile)
            print("\n".join(line for line in out.getvalue().splitlines()[4:] if line.strip()))


if __name__ == "__main__":
    main()
