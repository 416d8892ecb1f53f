"""Bots: the search player against greedy, hint latency, rollouts per second, and the speed-up
of simulations on two cores. Prints figures; asserts nothing.

    .venv/bin/python bench/bench_bots.py            # 2,000 hands per game (minutes)
    .venv/bin/python bench/bench_bots.py --hands 200 --games cross

Figures of 2026-11-30 (2 cores; default search: 24 samples x moves, reading the others'
choices, pruning, rollout auto), seed 2024, the same deals for every variant:
search vs greedy over 2,000 hands (95% +-2.2%; goal 60%):
  Cross 62.9%, Quintuple 56.5%, Matador 55.1%  (first session: 58.5%, 55.9%, 54.9%).
Steps, Cross over 2,000 hands: facts of the lead, own draws and pruning 60.0%; + reading the
others' choices 61.6%; + lookahead playouts 62.9%. Quintuple: lookahead playouts 57.9% over
the first 1,000 hands (55.9% before), 56.5% over 2,000 (56.5% before). Matador: lookahead
playouts 52.9% over 1,000 (56.0% before), so Matador keeps greedy playouts; lookahead with the
pips before the blocked reply 55.6% over 2,000; win bonus 40: 55.9% over 1,000; 96 samples:
57.6% over 1,000 (4x the time). Quintuple: trust 0: 57.3%, win bonus 20: 57.6% (over the
first 1,000, where the default has 57.9%).
64 samples (`--search search:samples=64`, 2.7x the time), 2,000 hands: Cross 66.3%,
Quintuple 58.7%, Matador 55.1%. The default stays 24 so that bots answer quickly in a widget.
Quintuple over the first 1,000 hands: 24 samples 57.9%, 64: 58.8%, 128: 57.5%.
--ceiling, the same search told the opponent's hand but not the boneyard order (1,000 hands):
  Quintuple 61.5% (the default 57.9% on those hands), Matador 58.6% (56.0%).
So better guessing of the hands could add at most 3-4 points there, and in Matador even
knowing them stays under 60%. Every hand seen, the boneyard order included (omniscient):
Matador 95%, Quintuple 87%: the order of the draws decides most hands.
Hint, four-player Cross (idle machine): free lead of hand 2 median 206 ms, max 213 ms (25
samples per move); bench_hint.py: every position 202-212 ms (a hint spends its whole budget;
a bot's search stops once one move leads the rest beyond the noise).
Rerun after the work budget (max_work) came in, 2026-11-30: the same three win rates to the
tenth; hint 201 ms / 210 ms median; speed-up on 2 cores 1.77x; playouts per second on this
machine about 15% lower than below (Cross 2 players greedy 1,684, 4 players 688). With 64
samples the budget binds now and then: Cross 66.1%, Quintuple 58.6% (2,000 hands; 66.3% and
58.7% without it).
Playouts per second, one core: Cross 2 players greedy 1,985, random 4,349; Cross 4 players
greedy 811, random 4,183; Quintuple greedy 1,972, random 4,676; Matador greedy 1,860, random
3,527. Speed-up of a simulation on 2 idle cores: 1.86x (1.15x while another run used them).
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import time

from domino_widgets.bots import SearchPlayer, hint, simulate
from domino_widgets.bots.players import greedy_action
from domino_widgets.bots.world import Knowledge
from domino_widgets.engine import GAMES, State
from domino_widgets.engine.actions import NEXT_HAND
from domino_widgets.engine.view import PlayerView

WIN_GAMES = ("cross", "quintuple", "matador")


def win_rates(games: list[str], hands: int, seed: int, search: str) -> None:
    """Search against greedy over two-player hands; every deal is played from both seats."""
    print(f"search ({search}) against greedy, {hands} two-player hands each "
          f"(every deal from both seats; a tie counts half)")
    for game in games:
        if game not in GAMES:
            print(f"  {game:<10} not registered")
            continue
        r = simulate(game, [search, "greedy"], hands, seed=seed, until="hand", progress=False)
        p = r.win_rate(0)
        half = 1.96 * math.sqrt(p * (1 - p) / hands)
        print(f"  {game:<10} win rate {p:6.1%} (95% +-{half:.1%}); wins {r.wins[0]}-{r.wins[1]}, "
              f"ties {r.ties}; mean points {r.mean_scores[0]:+.1f} vs {r.mean_scores[1]:+.1f}; "
              f"{r.seconds:.0f} s", flush=True)


class HandSeer(SearchPlayer):
    """For measurement only, never shipped: the search player told the others' hands (not the
    order of the boneyard). Its win rate bounds what better guessing of the hands could add."""

    def knowledge(self, state: State, view: PlayerView) -> Knowledge:
        know = super().knowledge(state, view)
        for q in know.bans:
            true = state.hands[q]
            know.bans[q] = [frozenset(t for t in know.unseen if t != true[s])
                            for s in range(len(true))]
            know.read_bans[q] = know.bans[q]
        return know


def ceiling(games: list[str], hands: int, seed: int) -> None:
    print(f"the same search told the opponent's hand (not the boneyard order), {hands} hands")
    for game in games:
        r = simulate(game, [HandSeer(), "greedy"], hands, seed=seed, until="hand",
                     progress=False)
        p = r.win_rate(0)
        half = 1.96 * math.sqrt(p * (1 - p) / hands)
        print(f"  {game:<10} win rate {p:6.1%} (95% +-{half:.1%}); {r.seconds:.0f} s", flush=True)


def four_player_cross_positions(count: int) -> list[tuple[str, State]]:
    """Starts of hands with a choice: the second player's first move of hand 1, and the
    leader's free lead of hand 2 (any of 7 tiles)."""
    out = []
    for seed in range(count):
        state = State.new("cross", 4, seed=seed)
        state.apply(state.legal_actions()[0])  # the lowest double leads
        out.append(("hand 1, second player", state.clone()))
        rng = random.Random(seed)
        while state.hand_over is None:
            state.apply(greedy_action(state, rng))
        state.apply(NEXT_HAND)
        out.append(("hand 2, free lead", state))
    return out


def hint_latency(count: int) -> None:
    print("hint latency, four-player Cross at the start of a hand (default budget)")
    by_kind: dict[str, list[float]] = {}
    samples: dict[str, list[int]] = {}
    for kind, state in four_player_cross_positions(count):
        start = time.perf_counter()
        hints = hint(state)
        by_kind.setdefault(kind, []).append(time.perf_counter() - start)
        samples.setdefault(kind, []).append(hints[0].samples)
    for kind, times in by_kind.items():
        ms = sorted(t * 1000 for t in times)
        print(f"  {kind:<22} median {statistics.median(ms):5.0f} ms, max {ms[-1]:5.0f} ms, "
              f"{statistics.median(samples[kind]):.0f} samples per move")


def rollout_speed(seconds: float) -> None:
    print("rollouts per second (one core, playouts to the end of the hand)")
    for game, n in (("cross", 2), ("cross", 4), ("quintuple", 2), ("matador", 2)):
        if game not in GAMES:
            continue
        for rollout in ("greedy", "lookahead", "random"):
            player = SearchPlayer(1, samples=10**6, time_limit=seconds, rollout=rollout,
                                  prune=0)
            state = State.new(game, n, seed=3)
            while len(state.legal_actions()) < 2:
                state.apply(state.legal_actions()[0])
            start = time.perf_counter()
            player.analyse(state, state.turn)
            rate = player.rollouts_done / (time.perf_counter() - start)
            print(f"  {game:<10} {n} players, {rollout:<9} playouts: {rate:7.0f} per second")


def speed_up(hands: int) -> None:
    cores = os.cpu_count() or 1
    print(f"simulation speed-up, {hands} hands of Cross, search:samples=8 against greedy "
          f"({cores} cores here)")
    times = {}
    for workers in (1, 2):
        start = time.perf_counter()
        simulate("cross", ["search:samples=8", "greedy"], hands, seed=9, until="hand",
                 progress=False, workers=workers)
        times[workers] = time.perf_counter() - start
        print(f"  {workers} process{'es' if workers > 1 else ''}: {times[workers]:6.1f} s")
    print(f"  speed-up on 2 cores: {times[1] / times[2]:.2f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--games", default=",".join(WIN_GAMES))
    parser.add_argument("--search", default="search", help="the search player's spec")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--skip-wins", action="store_true")
    parser.add_argument("--ceiling", action="store_true",
                        help="also play the search told the opponent's hand")
    args = parser.parse_args()
    hint_latency(5)
    rollout_speed(1.0)
    speed_up(120)
    if not args.skip_wins:
        win_rates(args.games.split(","), args.hands, args.seed, args.search)
    if args.ceiling:
        ceiling(args.games.split(","), args.hands, args.seed)


if __name__ == "__main__":
    main()
