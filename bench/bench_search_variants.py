"""Variants of the search player that were measured and not shipped, kept so that the figures
can be run again. Prints win rates against greedy on the bench's seeded two-player hands
(``bench_bots.py`` uses the same deals: game i's deal depends only on the seed and i).

    .venv/bin/python bench/bench_search_variants.py --variant tree --games matador --hands 1000
    .venv/bin/python bench/bench_search_variants.py --variant rule:holdfits --games matador
    .venv/bin/python bench/bench_search_variants.py --variant playout:double --games quintuple

Variants:
- ``tree``: the shipped root (every legal move on every sampled world, pruning) with a tree
  below each root move (UCT over the searcher's later decisions, keyed by what it sees: its
  own moves and draws, the others' public actions). A node plays the default playout move for
  its first ``K`` visits, then tries the others and picks by UCB1. So the searcher's later
  moves improve with the samples instead of staying greedy.
- ``rule:NAME``: a plain rule instead of greedy, alone against greedy (Matador's ideas: keep
  the tiles that fit, hold the matadors). A rule that beats greedy would be a better playout.
- ``playout:NAME``: the default search with other keys for its own look-ahead playout moves
  (games that score the ends): ``nostuck`` drops "the reply must draw"; ``double`` counts the
  turn's points twice against the reply's; ``next`` adds its own best points on the turn after
  the greedy reply.

Figures of 2026-11-30, seed 2024, the first 1,000 hands (95% +-3.1%; the default search
has 56.0% in Matador and 57.9% in Quintuple on these hands):
  tree, Matador: 56.8% (24 samples), 55.9% (96 samples; plain 96 samples: 57.6%).
  tree, Quintuple: 57.8%.
  playout keys, Quintuple: nostuck 55.6%, double 57.1%, next 57.3% (3x the time).
  Matador, the default search with one setting changed (bench_bots.py --search): prune=0
  56.1%, trust=0 57.1%, read=none 55.3%.
  Rules alone against greedy, Matador, 2,000 hands: fits 47.6%, pipsfits 49.5%, sum 49.3%,
  sum5 47.9%, hold 49.9%, holdfits 48.9%: none beats greedy's heaviest-tile rule.
  The search told the opponent's hand (bench_bots.py --ceiling) with 96 samples: Matador 58.6%,
  as with 24; Quintuple with 64 samples 62.0% (61.5% with 24). So neither more samples, nor
  knowing the hand, nor a tree over the later decisions lifts Matador to 60% against greedy.
Reading the others as greedy players, against an opponent who is not greedy (the default search
against the search with read=none, 1,000 hands): Cross 50.4%, Quintuple 49.9%: no harm, no
gain (against greedy, reading gains: Quintuple read=none 55.5% against 57.9%).
"""

from __future__ import annotations

import argparse
import math
import random
import time
from collections.abc import Callable

from domino_widgets.bots import SearchPlayer, simulate
from domino_widgets.bots import playouts as search_module
from domino_widgets.bots.players import (
    Player,
    finish_turn_greedily,
    greedy_action,
    shed_weight,
    turn_gain,
)
from domino_widgets.bots.world import determinize, knowledge, sample
from domino_widgets.engine import State
from domino_widgets.engine.actions import DRAW, tile_of
from domino_widgets.engine.table import VALUE
from domino_widgets.engine.tiles import SET_SIZE, TILES

Policy = Callable[[State, random.Random], int]


class TreeSearch(SearchPlayer):
    """The search with a UCT tree over the searcher's later decisions below each root move."""

    def __init__(self, seed: int | str | None = None, first_visits: int = 4,
                 explore: float = 1.0, **settings) -> None:
        super().__init__(seed, **settings)
        self.first_visits = first_visits
        self.explore = explore
        self._results: list[float] = []

    def analyse(self, state, seat, samples=None, time_limit=None, know=None):
        self._results = []
        return super().analyse(state, seat, samples, time_limit, know)

    def _spread(self) -> float:
        """The spread of the playout results so far (the scale of UCB's exploration)."""
        n = len(self._results)
        if n < 2:
            return 10.0
        mean = sum(self._results) / n
        return max(1.0, math.sqrt(sum((x - mean) ** 2 for x in self._results) / n))

    def _sample_once(self, world: State, seat: int, stats, seed: int) -> None:
        root = len(world.history)
        before = world.scores
        policy: Policy = greedy_action
        if search_module.auto_looks_ahead(world.rules):
            policy = search_module.own_lookahead(seat)
        scale = self._spread() * self.explore
        for st in stats:
            tree = st.__dict__.setdefault("tree", {})
            rng = random.Random(seed)
            world.apply(st.action)
            path = self._descend(world, seat, tree, policy, rng, scale)
            st.add_result(*self.outcome(world, before, seat), self.win_bonus)
            score = st.scores[-1]
            for edge in path:
                edge[0] += 1
                edge[1] += score
            self._results.append(score)
            while len(world.history) > root:
                world.undo()

    def _descend(self, world: State, seat: int, tree: dict, policy: Policy,
                 rng: random.Random, scale: float) -> list[list[float]]:
        """Play to the end of the hand; returns the tree edges taken (visits, total)."""
        key: tuple = ()
        path: list[list[float]] = []
        in_tree, expanded = True, False
        while world.hand_over is None:
            mover = world.turn
            action = None
            if in_tree and mover == seat and len(world.legal_actions()) > 1:
                node = tree.get(key)
                if node is None and not expanded:
                    node = tree[key] = [0, {}]
                    expanded = True
                if node is None:
                    in_tree = False
                else:
                    action = self._select(world, node, policy, rng, scale)
                    path.append(node[1].setdefault(action, [0, 0.0]))
            if action is None:
                action = policy(world, rng)
            if in_tree:
                seen = world.boneyard[world.bone_pos] if mover == seat and action == DRAW else None
                key += ((action, seen),)
            world.apply(action)
        return path

    def _select(self, world: State, node: list, policy: Policy, rng: random.Random,
                scale: float) -> int:
        node[0] += 1
        edges = node[1]
        if node[0] <= self.first_visits:
            return policy(world, rng)
        legal = world.legal_actions()
        untried = [a for a in legal if a not in edges]
        if untried:
            return untried[0]
        log_n = math.log(node[0])
        return max(legal, key=lambda a: edges[a][1] / edges[a][0]
                   + scale * math.sqrt(log_n / edges[a][0]))


def _fitting_tiles(st: State, p: int) -> int:
    """How many tiles of ``p``'s hand fit some open end (the matador games' rule)."""
    rules = st.rules
    values = {e[VALUE] for e in st.table.ends}
    count = 0
    for t in st.hands[p]:
        k = t % SET_SIZE
        tile = TILES[k]
        count += any(k in rules.matadors if v == 0 else
                     k != 0 and rules.match_sum - v in (tile.a, tile.b) for v in values)
    return count


RULE_KEYS: dict[str, Callable[[int, bool, int], tuple]] = {
    "fits": lambda pips, matador, fits: (fits, pips),
    "pipsfits": lambda pips, matador, fits: (pips, fits),
    "sum": lambda pips, matador, fits: (pips + 3 * fits,),
    "sum5": lambda pips, matador, fits: (pips + 5 * fits,),
    "hold": lambda pips, matador, fits: (not matador, pips),
    "holdfits": lambda pips, matador, fits: (not matador, fits, pips),
}


class RulePlayer(Player):
    """A plain rule for the matador games: the move with the best ``RULE_KEYS[name]`` of (pips
    shed, whether it spends a matador, own tiles that fit afterwards)."""

    kind = "rule"

    def __init__(self, seed: int | str | None = None, name: str = "fits") -> None:
        super().__init__(seed)
        self.name = name

    def spec(self) -> str:
        return f"rule:{self.name}"

    def choose(self, state: State, seat: int) -> int:
        view = state.view(seat)
        if len(view.legal_actions) == 1:
            return view.legal_actions[0]
        world = determinize(state, seat, sample(knowledge(state.rules, view), self.rng))
        keyed = [(self._key(world, a), a) for a in world.legal_actions()]
        top = max(k for k, _ in keyed)
        return self.rng.choice([a for k, a in keyed if k == top])

    def _key(self, world: State, action: int) -> tuple:
        if action < 0:
            return (-1,)
        mover, tile = world.turn, tile_of(action) % SET_SIZE
        world.apply(action)
        fits = _fitting_tiles(world, mover)
        world.undo()
        return RULE_KEYS[self.name](TILES[tile].pips, tile in world.rules.matadors, fits)


def playout_key(name: str) -> Callable[[State, int], tuple]:
    """A key for the searcher's own look-ahead playout moves (``playout:NAME``)."""

    def key(st: State, action: int) -> tuple:
        mover, before, depth = st.turn, st.scores[st.turn], len(st.history)
        st.apply(action)
        try:
            finish_turn_greedily(st, mover)
            gain, reply, stuck, later = st.scores[mover] - before, 0, 0, 0
            if st.hand_over is None and st.turn != mover:
                answers = [a for a in st.legal_actions() if a >= 0]
                reply = max((turn_gain(st, a) for a in answers), default=0)
                stuck = int(not answers)
                if name == "next":
                    replier, rng = st.turn, random.Random(0)
                    while st.turn == replier and st.hand_over is None:
                        st.apply(greedy_action(st, rng))
                    if st.hand_over is None and st.turn == mover:
                        later = max((turn_gain(st, a) for a in st.legal_actions() if a >= 0),
                                    default=0)
            keys = {"nostuck": (gain - reply, shed_weight(action)),
                    "double": (2 * gain - reply, stuck, shed_weight(action)),
                    "next": (gain - reply + later, stuck, shed_weight(action))}
            return keys[name]
        finally:
            while len(st.history) > depth:
                st.undo()

    return key


def keyed_policy(key: Callable[[State, int], tuple]) -> Policy:
    """The legal action with the highest key; ties by chance."""

    def policy(st: State, rng: random.Random) -> int:
        legal = st.legal_actions()
        if len(legal) == 1:
            return legal[0]
        keyed = [(key(st, a), a) for a in legal]
        top = max(k for k, _ in keyed)
        best = [a for k, a in keyed if k == top]
        return best[0] if len(best) == 1 else rng.choice(best)

    return policy


PLAYOUT_KEYS = ("nostuck", "double", "next")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="tree", help="tree, or rule:NAME")
    parser.add_argument("--games", default="matador,quintuple")
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--samples", type=int, default=24)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    if args.variant == "tree":
        player: Player = TreeSearch(0, samples=args.samples)
    elif args.variant.startswith("rule:") and args.variant[5:] in RULE_KEYS:
        player = RulePlayer(0, args.variant[5:])
    elif args.variant.startswith("playout:") and args.variant[8:] in PLAYOUT_KEYS:
        # the processes of simulate's pool are forked: they see this replacement
        search_module.lookahead_action = keyed_policy(playout_key(args.variant[8:]))
        player = SearchPlayer(0, samples=args.samples)
    else:
        parser.error(f"unknown variant {args.variant!r}; rules: {', '.join(RULE_KEYS)}; "
                     f"playouts: {', '.join(PLAYOUT_KEYS)}")
    for game in args.games.split(","):
        start = time.perf_counter()
        r = simulate(game, [player, "greedy"], args.hands, seed=args.seed, until="hand",
                     progress=False)
        p = r.win_rate(0)
        half = 1.96 * math.sqrt(p * (1 - p) / args.hands)
        print(f"{args.variant} against greedy, {game}, {args.hands} hands: {p:.1%} "
              f"(95% +-{half:.1%}); wins {r.wins[0]}-{r.wins[1]}, ties {r.ties}; "
              f"{time.perf_counter() - start:.0f} s", flush=True)


if __name__ == "__main__":
    main()
