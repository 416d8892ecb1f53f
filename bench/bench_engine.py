"""Engine speed: random 4-player games against the `dominoes` package, legal moves, undo.

Run: `.venv/bin/python bench/bench_engine.py [--games N]`. It installs dominoes==6.1.0 from
PyPI into bench/.peers (beside the package, not as a dependency) the first time, then plays the
same deals in both engines in this one process and prints the figures (CPU time of this process,
best of three, so that other work on a shared machine weighs little). No assertions: goals
are in the issue (3x dominoes' games per second, a legal-move call <= 1 us, undo <= 5 us).

Figures of 2026-12-01 (issue 17), idle machine, games/s checked / trusted and the ratio to
dominoes 6.1.0 in the same run:
- before the issue's work (f4df2d9): 8,362-8,502, 0.76-0.78x (bench_versions.py, 10,000 deals);
- after session 6 (ea3bda7, the fast path): 14,531-15,071 / 15,013-15,673, 1.32-1.37x /
  1.36-1.42x (bench_versions.py, alternating with the next line);
- after session 7 (rows as plain tuples, State in slots, play.py): 22,300-22,450 /
  22,841-23,030, 1.99-2.08x / 2.04-2.13x (bench_versions.py); this bench, three runs:
  22,142-22,416 / 22,590-22,984 against 11,045-11,103, 1.99-2.03x / 2.04-2.08x.
- after session 8 (actions decoded by table, None in the rows, draws on the fast path, S7 once
  a hand; 436,121 -> 404,936 machine instructions a checked replayed game), bench_versions.py,
  four alternations with 314c7ef on a noisy machine: 21,562-22,871 / 22,211-23,700 games/s,
  2.06-2.18x / 2.07-2.26x (314c7ef in the same runs: 1.91-2.06x / 1.97-2.12x); this bench,
  seven runs: 2.10, 1.95, 2.19, 2.04, 2.19, 2.04, 2.04x / 2.23, 2.04, 2.13, 2.03, 2.14, 2.06,
  2.15x (the 1.95x run on a slow moment: dominoes read 9,918 games/s there, 10,340 in the first).
  In machine instructions a game (bench_instructions.py: valgrind, deterministic) this bench's
  loops read 2.70x / 2.74x (314c7ef: 2.53x / 2.57x; f4df2d9: 1.00x).
Per tile vs Traditional after session 7 (2,000 hands a game): cross 2.13, cross-two-hands
2.69, matador 2.24, quintuple 1.90, sausage 2.12, sevastopol 1.81, sevens 2.16, six-matador
2.04, spider 2.10 (Traditional 315,446 tiles/s; 143,635-154,111 at f4df2d9); after session 8:
cross 2.21, cross-two-hands 2.70, matador 2.18, quintuple 1.89, sausage 2.07, sevastopol 1.82,
sevens 2.02, six-matador 2.04, spider 2.10 (Traditional 319,593 tiles/s). A placement is about
390 Python instructions on the fast path, a random game about 405,000 machine ones.
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PEERS = ROOT / "bench" / ".peers"
sys.path.insert(0, str(ROOT))

from domino_widgets.engine import GAMES, State  # noqa: E402
from domino_widgets.engine.games import get_rules  # noqa: E402
from domino_widgets.engine.games.hand_data import Deal  # noqa: E402
from domino_widgets.engine.games.leading import lowest_double_lead  # noqa: E402
from domino_widgets.engine.tiles import TILES  # noqa: E402


def load_dominoes():
    """Import dominoes 6.1.0, installing it into bench/.peers first if needed."""
    sys.path.insert(0, str(PEERS))
    try:
        import dominoes
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--target", str(PEERS),
                        "dominoes==6.1.0"], check=True)
        importlib.invalidate_caches()
        import dominoes
    return dominoes


def deals(n: int, seed: int) -> list[tuple[tuple[int, ...], ...]]:
    """n random 4 x 7 deals of one set (tile ids)."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        tiles = list(range(28))
        rng.shuffle(tiles)
        out.append(tuple(tuple(tiles[i * 7:(i + 1) * 7]) for i in range(4)))
    return out


def run_ours(hands_list, seed: int, trusted: bool = False) -> tuple[float, int]:
    """Random legal games in our engine: every move checked (``apply``), or with ``trusted``
    on the path of the engine's own moves (``apply_trusted``, as the search plays)."""
    rules = get_rules("traditional")
    names = ["N", "E", "S", "W"]
    rng = random.Random(seed)
    choice = rng.choice
    placed = 0
    t0 = time.process_time()
    for hands in hands_list:
        st = State(rules, names, 0, deals=[Deal(hands)])
        play = st.apply_trusted if trusted else st.apply
        while st.hand_over is None:
            play(choice(st.legal_actions()))
        placed += len(st.table.placed)
    return time.process_time() - t0, placed


def run_public(hands_list, seed: int) -> tuple[float, int]:
    """The same games through the public API only, as a user plays them: the position made by
    ``State.from_hands`` (tiles as text, the default names), then ``legal_actions`` and
    ``apply`` (issue 25: the constructors cost at most a quarter of a game)."""
    rng = random.Random(seed)
    choice = rng.choice
    texts = [{name: [str(TILES[t]) for t in hand] for name, hand in zip("NESW", hands, strict=True)}
             for hands in hands_list]
    placed = 0
    t0 = time.process_time()
    for hands in texts:
        st = State.from_hands("traditional", hands, boneyard=[])
        while st.hand_over is None:
            st.apply(choice(st.legal_actions()))
        placed += len(st.table.placed)
    return time.process_time() - t0, placed


def run_dominoes(dominoes, hands_list, seed: int) -> tuple[float, int]:
    rng = random.Random(seed)
    choice = rng.choice
    Domino, Hand, Game, Board = dominoes.Domino, dominoes.Hand, dominoes.Game, dominoes.Board
    converted = []
    for hands in hands_list:
        dh = [[Domino(TILES[t].a, TILES[t].b) for t in h] for h in hands]
        p, lead = lowest_double_lead(hands)
        converted.append((dh, p, Domino(TILES[lead].a, TILES[lead].b)))
    placed = 0
    t0 = time.process_time()
    for dh, p, lead in converted:
        game = Game(Board(), [Hand(list(h)) for h in dh], [], p, ((lead, True),), p, None)
        game.make_move(lead, True)
        while game.result is None:
            game.make_move(*choice(game.valid_moves))
        placed += len(game.board)
    return time.process_time() - t0, placed


def constructor_costs(hands_list, rounds: int = 3) -> dict[str, float]:
    """CPU seconds of one call of each public constructor, best of ``rounds``: ``State.new``
    (a seeded deal, the default names) and ``State.from_hands`` (the same deals as text)."""
    texts = [{name: [str(TILES[t]) for t in hand] for name, hand in zip("NESW", hands, strict=True)}
             for hands in hands_list]
    n = len(hands_list)
    best = {"State.new": float("inf"), "State.from_hands": float("inf")}
    for _ in range(rounds):
        t0 = time.process_time()
        for i in range(n):
            State.new("traditional", 4, seed=i)
        best["State.new"] = min(best["State.new"], (time.process_time() - t0) / n)
        t0 = time.process_time()
        for hands in texts:
            State.from_hands("traditional", hands, boneyard=[])
        best["State.from_hands"] = min(best["State.from_hands"], (time.process_time() - t0) / n)
    return best


def median_ns(samples: list[float]) -> float:
    return statistics.median(samples) * 1e9


def legal_and_undo_costs(n_states: int = 3000) -> dict[str, float]:
    """Median cost of one legal-move computation (the rules' ``turn_actions``, which
    ``legal_actions`` calls once per position), one cached call, and one undo."""
    rng = random.Random(5)
    compute, cached, undo = [], [], []
    timer = time.perf_counter
    reps = 20
    while len(compute) < n_states:
        st = State.new("traditional", 4, seed=rng.random())
        while st.hand_over is None:
            t0 = timer()
            for _ in range(reps):
                st.rules.turn_actions(st, st.turn)
            compute.append((timer() - t0) / reps)
            t0 = timer()
            for _ in range(reps):
                st.legal_actions()
            cached.append((timer() - t0) / reps)
            action = rng.choice(st.legal_actions())
            st.apply(action)
            t0 = timer()
            st.undo()
            undo.append(timer() - t0)
            st.apply(action)
    return {"legal (computed)": median_ns(compute), "legal (cached)": median_ns(cached),
            "undo": median_ns(undo)}


def per_game_rates(hands: int, seed: int, rounds: int = 3) -> dict[str, tuple[float, float]]:
    """Random hands per second and tiles placed per second, for every game: CPU time (this
    process only, so other work on the machine weighs less), the best of ``rounds`` rounds, each
    round playing every game in turn so that noise falls on all games alike."""
    best: dict[str, tuple[float, int]] = {}
    for _ in range(rounds):
        for name, cls in sorted(GAMES.items()):
            rng = random.Random(seed)
            n = min(4, cls.max_players)
            placed = 0
            t0 = time.process_time()
            for i in range(hands):
                st = State.new(name, n, seed=i)
                while st.hand_over is None:
                    st.apply(rng.choice(st.legal_actions()))
                placed += sum(1 for action, _, _ in st.history if action >= 0)
            dt = time.process_time() - t0
            if name not in best or dt < best[name][0]:
                best[name] = (dt, placed)
    return {name: (hands / dt, placed / dt) for name, (dt, placed) in best.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--per-game", type=int, default=2000)
    args = parser.parse_args()
    dominoes = load_dominoes()
    hands = deals(args.games, 1)
    # warm up both, then alternate runs so machine noise hits both alike
    run_ours(hands[:500], 0)
    run_dominoes(dominoes, hands[:500], 0)
    ours, trusted, theirs, public = [], [], [], []
    for round_ in range(3):  # interleaved, so that noise on a shared machine falls on all
        ours.append(run_ours(hands, round_))
        theirs.append(run_dominoes(dominoes, hands, round_))
        trusted.append(run_ours(hands, round_, trusted=True))
        public.append(run_public(hands, round_))
    best_ours = min(t for t, _ in ours)
    best_trusted = min(t for t, _ in trusted)
    best_theirs = min(t for t, _ in theirs)
    best_public = min(t for t, _ in public)
    print(f"random 4-player games, same {args.games} deals, best of 3 interleaved runs")
    print(f"  domino_widgets traditional: {args.games / best_ours:10,.0f} games/s "
          f"({ours[0][1] / args.games:.1f} tiles placed per game; every move checked)")
    print(f"  domino_widgets, trusted   : {args.games / best_trusted:10,.0f} games/s "
          "(apply_trusted: the engine's own moves, as the search plays)")
    print(f"  dominoes 6.1.0            : {args.games / best_theirs:10,.0f} games/s "
          f"({theirs[0][1] / args.games:.1f} tiles placed per game)")
    print(f"  domino_widgets, public API: {args.games / best_public:10,.0f} games/s "
          "(State.from_hands, legal_actions, apply)")
    print(f"  ratio                     : {best_theirs / best_ours:10.2f}x checked, "
          f"{best_theirs / best_trusted:.2f}x trusted, {best_theirs / best_public:.2f}x public "
          "API")
    game = best_ours / args.games
    for label, seconds in constructor_costs(hands[:5000]).items():
        print(f"  {label:<26}: {seconds * 1e6:8.2f} us, {seconds / game:.2f} of a checked game "
              "(issue 25: at most 0.25)")
    costs = legal_and_undo_costs()
    for label, ns in costs.items():
        print(f"  median {label:<17}: {ns / 1000:8.2f} us")
    print(f"\nrandom hands per game ({args.per_game} each, up to 4 players; CPU time, best of "
          "3 rounds)")
    rates = per_game_rates(args.per_game, 2)
    base = rates["traditional"][1]
    for name, (hps, tps) in rates.items():
        print(f"  {name:<16} {hps:9,.0f} hands/s {tps:11,.0f} tiles/s  "
              f"{base / tps:5.2f}x slower per tile than traditional")


if __name__ == "__main__":
    main()
