"""Puzzles (issue 28): the miner's speed in candidate positions a minute, on one worker, on
two and on a local Dask cluster of two; and the time to judge an answer. Prints figures;
asserts nothing.

    nice -n 10 .venv/bin/python bench/bench_puzzles.py               # Cross, 4 hands a run
    .venv/bin/python bench/bench_puzzles.py --game quintuple --hands 8

A run mines the same hands (seed ``bench``) with the miner's own code (``tools/make_puzzles.py``,
``mining.mine_hand``): wall time and CPU time of every process, candidates judged, puzzles
found. From it: candidates a minute, and the time 1,000 Cross candidates would take (goal: 10
minutes on the two cores). Each run's CPU seconds per candidate show what the machine's other
load hides in the wall time. Judging: every distinct move of every shipped puzzle, the first
judgement of a puzzle (the position is replayed once) and the next ones (a lookup); goal 100
ms.

Figures of 2026-12-02, Cross, 4 hands (42 candidates), the 2 cores nearly idle (load 0.8):
  1 worker   13.5 s wall, 0.31 s CPU a candidate: 186 a minute, 1,000 in 5.4 min
  2 workers   7.6 s wall, 0.33 s CPU a candidate: 331 a minute, 1,000 in 3.0 min (1.78x)
  local Dask (2 workers) 10.4 s wall, 0.39 s CPU a candidate: 241 a minute, 1,000 in 4.1 min
  judging an answer: median 0.28 ms, max 38 ms; loading a shipped puzzle 5 ms.
The same run while five other jobs shared the cores (load 13): 1 worker 18, 2 workers 34, Dask
27 candidates a minute. The whole mining of the 450 puzzles (tools/make_puzzles.py, 2 workers)
took 66 min under that load; Cross in two hands alone, 358 candidates, 137 s on idle cores.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import resource
import sys
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from importlib import resources
from pathlib import Path
from statistics import median
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from domino_widgets.bots.simulate import _leave_signals_to_parent  # noqa: E402
from domino_widgets.puzzles import loads, shipped_games  # noqa: E402
from domino_widgets.puzzles.loading import DATA  # noqa: E402


def _tool() -> Any:
    spec = importlib.util.spec_from_file_location("make_puzzles",
                                                  ROOT / "tools" / "make_puzzles.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _cpu() -> float:
    """CPU seconds of this process and its finished children."""
    me = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def mining(label: str, game: str, hands: int, executor: Executor | None,
           cpu_of: Any = None) -> None:
    """One run; with a process pool the pool is shut down inside the timing, so that the
    CPU time of its finished workers is counted (``RUSAGE_CHILDREN``)."""
    make = _tool()
    start, cpu = time.perf_counter(), (cpu_of or _cpu)()
    items, played, judged = make.mine_game(game, "bench", 1000, executor, hands=hands,
                                           progress=False)
    if isinstance(executor, ProcessPoolExecutor):
        executor.shutdown()
    wall = time.perf_counter() - start
    used = (cpu_of or _cpu)() - cpu
    rate = judged / wall * 60
    print(f"  {label:<22} {played} hands, {judged} candidates, {len(items)} puzzles: "
          f"{wall:6.1f} s wall, {used:6.1f} s CPU ({used / max(judged, 1):.2f} s a candidate)"
          f" -> {rate:5.0f} candidates a minute; 1,000 would take {1000 / rate:4.1f} min "
          f"(CPU-bound on 2 free cores: {1000 * used / max(judged, 1) / 2 / 60:4.1f} min)",
          flush=True)


def dask_cpu(client: Any) -> Any:
    """The CPU seconds of the cluster's workers so far (read from each worker process)."""
    def worker_cpu() -> float:
        usage = resource.getrusage(resource.RUSAGE_SELF)
        return usage.ru_utime + usage.ru_stime

    return lambda: sum(client.run(worker_cpu).values())


def judging() -> None:
    times, loading, count = [], 0.0, 0
    for game in shipped_games():
        text = resources.files(DATA).joinpath(f"{game}.json").read_text(encoding="utf-8")
        begin = time.perf_counter()
        found, _errors = loads(text)  # checks each puzzle: its position is replayed once
        loading += time.perf_counter() - begin
        count += len(found)
        for puzzle in found:
            for move in puzzle.values:
                begin = time.perf_counter()
                puzzle.judge(move)
                times.append(time.perf_counter() - begin)
    print(f"  loading {count} puzzles: {loading / max(count, 1) * 1e3:.1f} ms a puzzle; "
          f"judging an answer ({len(times)} answers): median {median(times) * 1e3:.2f} ms, "
          f"max {max(times) * 1e3:.2f} ms (goal: 100 ms)")


def confirmation_rates(cache: Path) -> None:
    """The mining's confirmation rate per game, from a mining's cache folder (``--cache`` of
    tools/make_puzzles.py): the candidates sent to the confirmation and how many it kept, for
    an earlier mining's puzzles (``--shipped``) and for the hands mined."""
    tool = _tool()
    sent = kept = 0
    for path in sorted(cache.glob("*.jsonl")):
        game = path.stem
        lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()
                 if line.strip()]
        runs = sorted({(str(item["seed"]), item["work"]) for item in lines})
        for seed, work in runs:
            print(f"  {game} ({'an earlier mining' if seed == tool.SHIPPED else 'seed ' + seed}):"
                  f" {tool.rates(path, game, seed, work)}")
        sent += sum(item["sent"] for item in lines)
        kept += sum(item["confirmed"] for item in lines)
    if sent:
        print(f"  all games: {kept} of {sent} candidates confirmed ({kept / sent:.0%})")


def main() -> int:
    parser = argparse.ArgumentParser(description="the puzzle miner's speed")
    parser.add_argument("--game", default="cross")
    parser.add_argument("--hands", type=int, default=4)
    parser.add_argument("--skip-mining", action="store_true")
    parser.add_argument("--rates", type=Path, metavar="CACHE",
                        help="print the confirmation rates of a mining's cache folder instead")
    args = parser.parse_args()
    if args.rates:
        print("the mining's confirmation rate (candidates the first look found, kept by the "
              "independent confirmation):")
        confirmation_rates(args.rates)
        return 0
    print(f"{args.game}: mining {args.hands} hands a run, {os.cpu_count()} cores "
          f"(load {os.getloadavg()[0]:.1f})")
    if not args.skip_mining:
        for workers in (1, 2):
            pool = ProcessPoolExecutor(workers, initializer=_leave_signals_to_parent)
            try:
                mining(f"{workers} worker{'s' * (workers > 1)}", args.game, args.hands, pool)
            finally:
                pool.shutdown()
        try:
            import distributed
        except ImportError:
            print("  Dask: dask[distributed] is not installed; skipped")
        else:
            with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                          dashboard_address=None) as cluster, \
                    distributed.Client(cluster) as client:
                mining("local Dask, 2 workers", args.game, args.hands, client.get_executor(),
                       dask_cpu(client))
    judging()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
