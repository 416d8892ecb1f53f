"""Mines the shipped puzzles (run from the project root; the rule is in
``domino_widgets/puzzles/mining.py`` and docs/developing.md, "Puzzles")::

    nice -n 10 .venv/bin/python tools/make_puzzles.py                 # every game, 2 workers
    .venv/bin/python tools/make_puzzles.py cross --count 45 --seed 0 --workers 2
    .venv/bin/python tools/make_puzzles.py cross --hands 3 --out /tmp/p   # a tiny run

Hands are mined in batches, in order, on the executor path of ``bots/simulate.py`` (a process
pool by default, a Dask client's executor with ``--dask ADDRESS``); a game stops after the
first batch that brings its puzzles to ``--found`` (default: ``mining.FIND`` times the count),
and the puzzles kept are ``--count`` of them spread over themes and grades. The output is the
same for the same seed, whatever runs it. Ctrl-C stops cleanly (exit 130, the workers stopped).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from domino_widgets.bots.reviews import REVIEW_WORK  # noqa: E402
from domino_widgets.bots.simulate import (  # noqa: E402
    _leave_signals_to_parent,
    progress_bar,
    stop_pool,
)
from domino_widgets.engine.games import GAMES  # noqa: E402
from domino_widgets.puzzles.loading import dumps_puzzles, loads  # noqa: E402
from domino_widgets.puzzles.mining import FIND, Mined, choose_spread, mine_hand  # noqa: E402

OUT = ROOT / "domino_widgets" / "puzzles" / "data"
BATCH = 8  # hands per batch


def mine_game(game: str, seed: int | str, count: int, executor: Executor | None,
              found_goal: int | None = None, hands: int | None = None,
              progress: bool | None = None, on_batch: Callable[[list[Mined]], None] | None = None,
              work: int = REVIEW_WORK) -> tuple[list[dict[str, Any]], int, int]:
    """The puzzles of one game (ids given), the hands played and the candidates judged."""
    goal = found_goal if found_goal is not None else FIND * count
    found: list[dict[str, Any]] = []
    judged = played = 0
    bar = progress_bar(goal if hands is None else hands, f"{game} puzzles", "puzzle", progress)
    try:
        for batch in _batches(hands):
            results = _run(executor, game, seed, batch, work)
            played += len(batch)
            for mined in results:
                judged += mined.candidates
                found.extend(mined.found)
            if on_batch is not None:
                on_batch(results)
            bar.update(len(batch) if hands is not None
                       else min(goal, len(found)) - bar.n)
            bar.set_postfix(hands=played, candidates=judged)
            if hands is None and len(found) >= goal:
                break
    except BaseException:
        bar.leave = False
        raise
    finally:
        bar.close()
    kept = choose_spread(found, count)
    return [{"id": f"{game}-{k:03d}", **item} for k, item in enumerate(kept, 1)], played, judged


def _batches(hands: int | None) -> Iterator[list[int]]:
    first = 0
    while hands is None or first < hands:
        last = first + BATCH if hands is None else min(hands, first + BATCH)
        yield list(range(first, last))
        first = last


def _run(executor: Executor | None, game: str, seed: int | str, batch: list[int],
         work: int = REVIEW_WORK) -> list[Mined]:
    """One batch of hands, in hand order, on the executor (or here)."""
    if executor is None:
        return [mine_hand(game, seed, h, work) for h in batch]
    futures: list[Future[Mined]] = [executor.submit(mine_hand, game, seed, h, work)
                                    for h in batch]
    try:
        for _done in as_completed(futures):
            pass
        return [f.result() for f in futures]
    except BaseException:
        for f in futures:
            f.cancel()
        raise


def write(game: str, items: list[dict[str, Any]], out: Path) -> Path:
    """Check the puzzles through the loader and write the game's file."""
    found, errors = loads(json.dumps(items), f"{game}.json")
    if errors:
        raise SystemExit(f"make_puzzles: {errors[0]}")
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{game}.json"
    path.write_text(dumps_puzzles(found), encoding="utf-8")
    return path


def counts(items: list[dict[str, Any]]) -> str:
    themes: dict[str, int] = {}
    grades: dict[int, int] = {}
    for item in items:
        themes[item["theme"]] = themes.get(item["theme"], 0) + 1
        grades[item["grade"]] = grades.get(item["grade"], 0) + 1
    return (f"themes {dict(sorted(themes.items()))}; "
            f"grades {dict(sorted(grades.items()))}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--seed", default="0")
    parser.add_argument("--count", type=int, default=45, help="puzzles kept per game")
    parser.add_argument("--found", type=int, default=None, help="puzzles found before keeping")
    parser.add_argument("--hands", type=int, default=None, help="mine exactly this many hands")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--dask", default=None, help="a Dask scheduler's address")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--work", type=int, default=REVIEW_WORK,
                        help="the first evaluation's budget (the confirmation: ten times it)")
    args = parser.parse_args(argv)
    pool = client = None
    try:
        executor: Executor | None = None
        if args.dask:
            from distributed import Client

            client = Client(args.dask)
            executor = client.get_executor()
        elif args.workers > 1:
            pool = ProcessPoolExecutor(args.workers, initializer=_leave_signals_to_parent)
            executor = pool
        for game in args.games:
            start = time.perf_counter()
            items, played, judged = mine_game(game, args.seed, args.count, executor,
                                              args.found, args.hands, work=args.work)
            path = write(game, items, args.out)
            print(f"{game}: {len(items)} puzzles from {played} hands, {judged} candidates, "
                  f"{time.perf_counter() - start:.0f} s -> {path.name}; {counts(items)}",
                  flush=True)
    except KeyboardInterrupt:
        if pool is not None:
            stop_pool(pool)
            pool = None
        print("make_puzzles: interrupted", file=sys.stderr)
        return 130
    finally:
        if pool is not None:
            pool.shutdown()
        if client is not None:
            client.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
