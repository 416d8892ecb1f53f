"""Mines the shipped puzzles (run from the project root; the rule is in
``domino_widgets/puzzles/mining.py`` and docs/developing.md, "Puzzles")::

    nice -n 10 .venv/bin/python tools/make_puzzles.py                 # every game, 2 workers
    .venv/bin/python tools/make_puzzles.py cross --count 45 --seed 0 --workers 2
    .venv/bin/python tools/make_puzzles.py cross --hands 3 --out /tmp/p   # a tiny run

Hands are mined in batches, in order, on the executor path of ``bots/simulate.py`` (a process
pool by default, a Dask client's executor with ``--dask ADDRESS``); a game stops after the
first batch that brings its confirmed puzzles to ``--found`` (default: ``mining.FIND`` times
the count) or after ``--max-hands`` hands, and the puzzles kept are ``--count`` of them spread
over themes and grades. Each hand mined is written to ``--cache`` (one JSON line a hand, per
game, seed and budget) as soon as it is done: a run stopped (Ctrl-C, exit 130, the workers
stopped) and started again goes on from the hands it has. The output is the same for the same
seed, whatever runs it. The last line of each game gives the figures the docs quote: hands,
candidates, how many went to the confirmation and how many it kept, the counts per theme and
grade.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from domino_widgets.bots.simulate import (  # noqa: E402
    _leave_signals_to_parent,
    progress_bar,
    stop_pool,
)
from domino_widgets.engine.games import GAMES  # noqa: E402
from domino_widgets.puzzles.loading import dumps_puzzles, load, loads  # noqa: E402
from domino_widgets.puzzles.mining import (  # noqa: E402
    FIND,
    WORK,
    Mined,
    choose_spread,
    mine_hand,
    mine_shipped,
    refreshed,
)

OUT = ROOT / "domino_widgets" / "puzzles" / "data"
CACHE = ROOT / "build" / "mining"
BATCH = 8  # hands per batch
MAX_HANDS = 600  # a game stops after this many hands, whatever it found
SHIPPED = "shipped"  # the cache's seed for the puzzles of an earlier mining


def mine_game(game: str, seed: int | str, count: int, executor: Executor | None,
              found_goal: int | None = None, hands: int | None = None,
              progress: bool | None = None, on_batch: Callable[[list[Mined]], None] | None = None,
              work: int = WORK, cache: Path | None = None, max_hands: int | None = None,
              shipped: Path | None = None) -> tuple[list[dict[str, Any]], int, int]:
    """The puzzles of one game (ids given), the hands played and the candidates judged;
    ``cache``: a file of hands mined before (read, then added to); ``shipped``: a file of an
    earlier mining's puzzles, each confirmed as a candidate before any hand is mined."""
    goal = found_goal if found_goal is not None else math.ceil(FIND * count)
    found: list[dict[str, Any]] = []
    judged = played = 0
    if shipped is not None:  # an earlier mining's puzzles: candidates to confirm first
        old = _cached(cache, game, SHIPPED, work)
        todo = [i for i in range(len(load(shipped)[0])) if i not in old]
        for first in range(0, len(todo), BATCH):
            for mined in _run(executor, game, SHIPPED, todo[first:first + BATCH], work,
                              shipped):
                _remember(cache, game, SHIPPED, work, mined)
                old[mined.hand] = mined
        for i in sorted(old):
            judged += old[i].candidates
            found.extend(old[i].found)
    done = _cached(cache, game, seed, work)
    bar = progress_bar(goal if hands is None else hands, f"{game} puzzles", "puzzle", progress)
    try:
        for batch in _batches(hands):
            if ((max_hands is not None and batch[0] >= max_hands)
                    or (hands is None and len(found) >= goal)):
                break
            todo = [h for h in batch if h not in done]
            results = {m.hand: m for m in _run(executor, game, seed, todo, work)}
            for mined in results.values():
                _remember(cache, game, seed, work, mined)
            results |= {h: done[h] for h in batch if h in done}
            ordered = [results[h] for h in batch]
            played += len(batch)
            for mined in ordered:
                judged += mined.candidates
                found.extend(mined.found)
            if on_batch is not None:
                on_batch(ordered)
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
    return numbered(game, choose_spread(found, count)), played, judged


def _cached(cache: Path | None, game: str, seed: int | str, work: int) -> dict[int, Mined]:
    """The hands of ``cache`` mined for this game, seed and budget."""
    if cache is None or not cache.exists():
        return {}
    done = {}
    for line in cache.read_text(encoding="utf-8").splitlines():
        try:
            item = json.loads(line)
        except json.JSONDecodeError:
            continue  # a line cut short by a stop: mined again
        if (item.get("game"), str(item.get("seed")), item.get("work")) == (game, str(seed), work):
            done[item["hand"]] = Mined(item["hand"], item["candidates"], tuple(item["found"]),
                                       item["sent"], item["confirmed"])
    return done


def _remember(cache: Path | None, game: str, seed: int | str, work: int, mined: Mined) -> None:
    if cache is None:
        return
    cache.parent.mkdir(parents=True, exist_ok=True)
    line = json.dumps({"game": game, "seed": str(seed), "work": work, "hand": mined.hand,
                       "candidates": mined.candidates, "sent": mined.sent,
                       "confirmed": mined.confirmed, "found": list(mined.found)},
                      ensure_ascii=False, sort_keys=True)
    with cache.open("a", encoding="utf-8") as out:
        out.write(line + "\n")


def rates(cache: Path, game: str, seed: int | str, work: int) -> str:
    """The mining's figures from its cache: hands, candidates, sent to the confirmation and
    kept by it (its confirmation rate)."""
    done = _cached(cache, game, seed, work).values()
    hands = len(done)
    candidates = sum(m.candidates for m in done)
    sent = sum(m.sent for m in done)
    kept = sum(m.confirmed for m in done)
    rate = f"{kept / sent:.0%}" if sent else "-"
    return (f"{hands} hands, {candidates} candidates, {sent} sent to the confirmation, "
            f"{kept} confirmed ({rate})")


def _batches(hands: int | None) -> Iterator[list[int]]:
    first = 0
    while hands is None or first < hands:
        last = first + BATCH if hands is None else min(hands, first + BATCH)
        yield list(range(first, last))
        first = last


def _run(executor: Executor | None, game: str, seed: int | str, batch: list[int],
         work: int = WORK, shipped: Path | None = None) -> list[Mined]:
    """One batch of hands (or, with ``shipped``, of that file's puzzles), in order, on the
    executor (or here)."""
    if not batch:
        return []
    job: Callable[..., Mined] = mine_hand
    args: list[tuple[Any, ...]] = [(game, seed, h, work) for h in batch]
    if shipped is not None:
        job, args = mine_shipped, [(game, i, str(shipped), work) for i in batch]
    if executor is None:
        return [job(*a) for a in args]
    futures: list[Future[Mined]] = [executor.submit(job, *a) for a in args]
    try:
        for _done in as_completed(futures):
            pass
        return [f.result() for f in futures]
    except BaseException:
        for f in futures:
            f.cancel()
        raise


def refresh_game(game: str, path: Path, executor: Executor | None,
                 work: int = WORK) -> tuple[list[dict[str, Any]], int]:
    """The puzzles of a file confirmed again by this code (``mining.refreshed``), the ones it
    no longer keeps dropped, the rest numbered anew; and how many were dropped."""
    items = [{k: v for k, v in item.items() if k != "id"}
             for item in json.loads(path.read_text(encoding="utf-8"))]
    if executor is None:
        results = [refreshed(item, work) for item in items]
    else:
        futures = [executor.submit(refreshed, item, work) for item in items]
        results = [f.result() for f in futures]
    kept = [item for item in results if item is not None]
    return numbered(game, kept), len(items) - len(kept)


def numbered(game: str, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The puzzles of ``game`` with their ids, numbered in order from 1 (``cross-001``)."""
    return [{"id": f"{game}-{k:03d}", **item} for k, item in enumerate(items, 1)]


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
    parser.add_argument("--work", type=int, default=WORK,
                        help="the first evaluation's budget (the confirmation: ten times it)")
    parser.add_argument("--cache", type=Path, default=CACHE,
                        help="a folder: one file of mined hands per game (resumes a run)")
    parser.add_argument("--max-hands", type=int, default=MAX_HANDS,
                        help="stop a game after this many hands, whatever it found")
    parser.add_argument("--refresh", action="store_true",
                        help="confirm the puzzles of the game's file (in --out) again with this "
                             "code and write them back, dropping any it no longer keeps")
    parser.add_argument("--shipped", action="store_true",
                        help="confirm the puzzles shipped now (kept aside in the cache folder "
                             "the first time) before mining new hands")
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
            if args.refresh:
                items, dropped = refresh_game(game, args.out / f"{game}.json", executor,
                                              args.work)
                path = write(game, items, args.out)
                print(f"{game}: {len(items)} puzzles kept, {dropped} dropped by the "
                      f"confirmation run again -> {path.name}; {counts(items)}; "
                      f"{time.perf_counter() - start:.0f} s", flush=True)
                continue
            cache = args.cache / f"{game}.jsonl"
            shipped = None
            if args.shipped:
                shipped = args.cache / f"{game}.shipped.json"
                if not shipped.exists():
                    shipped.parent.mkdir(parents=True, exist_ok=True)
                    shipped.write_bytes((OUT / f"{game}.json").read_bytes())
            items, played, judged = mine_game(game, args.seed, args.count, executor,
                                              args.found, args.hands, work=args.work,
                                              cache=cache, max_hands=args.max_hands,
                                              shipped=shipped)
            path = write(game, items, args.out)
            print(f"{game}: {len(items)} puzzles -> {path.name}; "
                  + (f"the shipped ones: {rates(cache, game, SHIPPED, args.work)}; "
                     if args.shipped else "")
                  + f"mined: {rates(cache, game, args.seed, args.work)}; {counts(items)}; "
                  f"{time.perf_counter() - start:.0f} s", flush=True)
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
