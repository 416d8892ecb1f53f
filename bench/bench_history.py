"""Whether a long match weighs on play: the cost of ``clone()``, ``view()`` and the bots'
decisions in one position, reached at hand 300 of a match (a target nobody reaches) and as a
fresh match's second hand (the same deal and leader, no history). Prints figures; asserts
nothing.

    .venv/bin/python bench/bench_history.py                 # traditional and cross, 4 players
    .venv/bin/python bench/bench_history.py --games quintuple --late 100

The match is played to the late hand by random moves (seeded). From both starts the same hand
is played twice: greedy at every seat, then a search player (8 samples) at seat 0 against
greedy; the players are seeded alike, so both starts see the same decisions. Figures: medians
per call (us), and the decisions' time over the whole hand (ms; the search player's only).

Figures of 2026-12-01 10:50 UTC, 4 players, seed 3, a loaded machine, one run each: before
(main at 2687b85) -> after (this change), hand 300 [the same position without history]:
  traditional: clone 22,685 -> 20 us [2.2]; view 44,384 -> 4.0 us [3.9]; greedy decision
  51.8 -> 0.15 ms [0.12]; search decision 184.9 -> 44.8 ms [39.7].
  cross: clone 22,322 -> 20 us [2.4]; view 61,930 -> 4.2 us [4.2]; greedy decision
  71.0 -> 0.19 ms [0.17]; search decision 355.4 -> 156.1 ms [138.3].
Left: the history list itself is still copied by a clone (20 us at hand 300).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from domino_widgets.bots import GreedyPlayer, SearchPlayer  # noqa: E402
from domino_widgets.engine import State  # noqa: E402

HUGE = 10**9  # a target no match reaches


def match_at(game: str, players: int, hand: int, seed: int) -> State:
    """A match of ``game`` at the start of hand ``hand`` (1-based), reached by random play."""
    state = State.new(game, players, seed=seed, options={"target": HUGE})
    rng = random.Random(seed)
    while state.hand_no < hand - 1:
        legal = state.legal_actions()
        state.apply(legal[0] if len(legal) == 1 else rng.choice(legal))
    return state


def per_call_us(call, repeats: int) -> float:
    """Median microseconds of ``call()`` over ``repeats`` calls."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e6


def hand_decisions_ms(state: State, search_seat: int | None, seed: int) -> list[float]:
    """Play one hand from ``state`` (greedy everywhere, a search player at ``search_seat``);
    the time of every decision with a choice (ms), the search player's only if there is one."""
    greedy = GreedyPlayer(seed=seed)
    search = SearchPlayer(seed=seed, samples=8)
    times = []
    hand = state.hand_no
    while state.hand_no == hand and not state.match_over:
        if state.hand_over is not None:
            break
        seat = state.turn
        bot = search if seat == search_seat else greedy
        many = len(state.legal_actions()) > 1
        start = time.perf_counter()
        action = bot.choose(state, seat)
        spent = time.perf_counter() - start
        if many and (search_seat is None or seat == search_seat):
            times.append(spent * 1e3)
        state.apply(action)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="traditional,cross")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--late", type=int, default=300, help="the late hand (1-based)")
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    print(f"one position at hand {args.late} of a match and without history, "
          f"{args.players} players, seed {args.seed}")
    for game in args.games.split(","):
        late = match_at(game, args.players, args.late, args.seed)
        fresh = State.from_deal(late.rules, late.players, late.dealt[late.hand_no], late.leader,
                                later_hand=True, seed=args.seed)
        for label, state in ((f"hand {args.late}", late), ("no history", fresh)):
            clone_us = per_call_us(state.clone, 200)
            view_us = per_call_us(lambda st=state: st.view(st.turn), 200)
            greedy = hand_decisions_ms(state.clone(), None, args.seed)
            search = hand_decisions_ms(state.clone(), 0, args.seed)
            print(f"  {game:<12} {label:<10} ({len(state.history):>5} actions before): "
                  f"clone {clone_us:8.1f} us, view {view_us:8.1f} us; decisions of the hand: "
                  f"greedy {statistics.median(greedy):6.2f} ms median, "
                  f"{sum(greedy):7.1f} ms in all; search {statistics.median(search):6.1f} ms "
                  f"median, {sum(search):7.1f} ms in all")


if __name__ == "__main__":
    main()
