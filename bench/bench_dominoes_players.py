"""Our search player against the `dominoes` package's own players, in its 4-player game.

    .venv/bin/python bench/bench_dominoes_players.py              # about 5 minutes
    .venv/bin/python bench/bench_dominoes_players.py --hands 20 --opponent bota_gorda

The `dominoes` package (6.1.0, installed into bench/.peers by bench_engine.py) is the referee:
its own ``Game`` deals 4 x 7 tiles from a seed (no boneyard), partners 0+2 against 1+3; whoever
goes out wins the pips left in all hands for the team, a blocked hand goes to the team with
fewer pips. The holder of 1:1 leads it (our S7; the package's ``starting_domino`` argument).
One team is two of our ``SearchPlayer`` (default settings), the other a `dominoes` player; every
deal is played twice, the teams swapping seats. Our players see our engine's ``traditional``
state, mirrored move by move from the referee's game (``State.from_hands``, empty boneyard), and
choose through ``state.view(seat)``; at every turn both engines must agree on the legal moves,
or the run stops. Our search plays for the partnership: a playout is scored as the referee
scores the hand for the team (``TeamSearch``); ``--selfish`` keeps S5, each for himself.

The opponents: ``probabilistic_alphabeta`` is the package's best player that does not look at
hidden hands (it samples hands consistent with what was played and passed, and runs a team
minimax search to the end of the hand in each); at its defaults (every possible hand, from the
first move) it does not finish, so here it samples 8 hands from the 8th move on, with moves
ordered by ``bota_gorda``, which plays before that. ``bota_gorda`` (heaviest tile first) is the
package's best plain rule (in the package's own game, probabilistic_alphabeta at these settings
beat it 63.5% +-5.4% over 300 hands; from move 6 it cost 3x more for no measured gain, and from
move 4, 10x); ``omniscient`` looks at all hands and is left out. ``--ab-start``/``--ab-samples``
set a stronger (slower) searcher.

Figures of 2026-11-30 (default 500 hands per opponent, the same deals as before; 2 cores):
our search playing for the partnership (``TeamSearch``, the default here): against
probabilistic_alphabeta 55.0% (95% +-4.4%; 272 won, 222 lost, 6 tied; 147 blocked), +4.0 points
per hand (+-3.3); against bota_gorda 69.9% (+-4.0%), +14.1 points per hand (+-2.8). Our search
thinks 0.13 s per hand (two seats), probabilistic_alphabeta 0.25 s. Each for himself
(``--selfish``, the first measurement): 52.8% (+-4.4%), +0.1 points per hand (+-3.0), and
68.4% (+-4.1%), +10.0 points. Runs are reproducible; the engines never disagreed on a legal
move.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from bench_engine import load_dominoes

from domino_widgets.bots import SearchPlayer
from domino_widgets.engine import State
from domino_widgets.engine.actions import LEAD, PASS, end_of, placement, tile_of
from domino_widgets.engine.table import VALUE
from domino_widgets.engine.tiles import TILES, tile_index

NAMES = ["P1", "P2", "P3", "P4"]
AB_START, AB_SAMPLES = 8, 8  # probabilistic_alphabeta: from which move, how many sampled hands


class TeamSearch(SearchPlayer):
    """Our search, for this benchmark only (RULES.md has no partnership game): a playout is
    worth what the referee gives the partnership (seats 0+2 against 1+3), not what S5 gives
    the player. Going out wins every pip left for the team; a blocked hand goes to the team
    with fewer pips, which scores both teams' pips; equal pips, nothing."""

    def outcome(self, world: State, before: tuple[int, ...], seat: int) -> tuple[float, float]:
        pips = world.pips()
        total = sum(pips)
        result = world.hand_over
        if result.reason == "domino":
            won = result.winner % 2 == seat % 2
            return (total if won else -total), float(won)
        ours, theirs = pips[seat % 2] + pips[seat % 2 + 2], pips[1 - seat % 2] + pips[3 - seat % 2]
        if ours == theirs:
            return 0.0, 0.5
        return (total, 1.0) if ours < theirs else (-total, 0.0)


class Disagreement(RuntimeError):
    """The two engines see different legal moves: the benchmark must stop."""


def opponents(dominoes, start: int = AB_START, samples: int = AB_SAMPLES) -> dict[str, Callable]:
    """The `dominoes` players that may oppose ours, by name."""
    players = dominoes.players
    searcher = players.probabilistic_alphabeta(start_move=start, sample_size=samples,
                                               player=players.bota_gorda)

    def alphabeta(game) -> None:
        players.bota_gorda(game)  # the order before AB_START, and of moves it never ranks
        searcher(game)

    return {"probabilistic_alphabeta": alphabeta, "bota_gorda": players.bota_gorda}


class Mirror:
    """Our engine's state of the referee's game, kept in step with its moves."""

    def __init__(self, game) -> None:
        lead = game.moves[0][0]
        hands = [[str(TILES[tile_index(d.first, d.second)]) for d in h] for h in game.hands]
        hands[game.starting_player].append(str(TILES[tile_index(lead.first, lead.second)]))
        self.state = State.from_hands("traditional", dict(zip(NAMES, hands, strict=True)),
                                      boneyard=[], leader=NAMES[game.starting_player])
        first = placement(tile_index(lead.first, lead.second), LEAD)
        if self.state.legal_actions() != [first]:
            raise Disagreement(f"the first lead: ours {self.state.legal_moves()}, theirs {lead}")
        self.state.apply(first)
        self.ends = (lead.first, lead.second)  # the referee's left and right end values
        self.done = 1  # referee moves mirrored so far

    def catch_up(self, game) -> None:
        """Apply the referee's moves (placements and passes) made since the last call."""
        state = self.state
        for move in game.moves[self.done:]:
            if move is None:
                if state.legal_actions() != [PASS]:
                    raise Disagreement(f"they pass, we can play {state.legal_moves()}")
                state.apply(PASS)
            else:
                d, left = move
                state.apply(self.action(d, left))
                value = self.ends[0] if left else self.ends[1]
                other = d.second if d.first == value else d.first
                self.ends = (other, self.ends[1]) if left else (self.ends[0], other)
            self.done += 1
        if (game.result is None) != (state.hand_over is None) or (
                game.result is None and game.turn != state.turn):
            raise Disagreement(f"after {game.moves}: theirs {game.result} to move "
                               f"{game.turn}, ours {state.hand_over} to move {state.turn}")

    def action(self, d, left: bool) -> int:
        """Our action for the referee's move ``d`` on its left (or right) end."""
        value = self.ends[0] if left else self.ends[1]
        tile = tile_index(d.first, d.second)
        for a in self.state.legal_actions():
            if a >= 0 and tile_of(a) == tile and self.end_value(a) == value:
                return a
        raise Disagreement(f"{d} on {value} is not legal for us: {self.state.legal_moves()}")

    def end_value(self, action: int) -> int:
        return self.state.table.ends[end_of(action)][VALUE]

    def move(self, dominoes, action: int) -> tuple:
        """The referee's move for our action: the tile and whether it goes on the left end."""
        tile = TILES[tile_of(action)]
        return dominoes.Domino(tile.a, tile.b), self.end_value(action) == self.ends[0]

    def check_legal(self, game) -> None:
        ours = {(tile_of(a), self.end_value(a)) for a in self.state.legal_actions()}
        theirs = {(tile_index(d.first, d.second), self.ends[0] if left else self.ends[1])
                  for d, left in game.valid_moves}
        if ours != theirs:
            raise Disagreement(f"legal moves differ at {game.moves}: ours "
                               f"{self.state.legal_moves()}, theirs {game.valid_moves}")


@dataclass
class Tally:
    hands: int = 0
    wins: int = 0
    ties: int = 0
    points: int = 0  # our team's points, minus the other team's, by the referee's scoring
    blocked: int = 0
    our_seconds: float = 0.0
    their_seconds: float = 0.0
    per_hand: list[int] = field(default_factory=list)

    @property
    def win_rate(self) -> float:
        return (self.wins + self.ties / 2) / self.hands


def play_hand(dominoes, opponent: Callable, seed: str, our_team: int, tally: Tally,
              searcher: type[SearchPlayer] = TeamSearch) -> None:
    """One hand of the referee's game on the deal of ``seed``; our team sits at seats
    ``our_team`` and ``our_team + 2``."""
    random.seed(seed)  # the package deals (and samples) with the global generator
    game = dominoes.Game.new(starting_domino=dominoes.Domino(1, 1))
    random.seed(f"{seed}/play/{our_team}")
    mirror = Mirror(game)
    ours = {seat: searcher(seed=f"{seed}/{our_team}/{seat}")
            for seat in (our_team, our_team + 2)}
    while game.result is None:
        mirror.catch_up(game)
        mirror.check_legal(game)
        start = time.perf_counter()
        if game.turn in ours:
            move = mirror.move(dominoes, ours[game.turn].choose(mirror.state, game.turn))
            tally.our_seconds += time.perf_counter() - start
        else:
            opponent(game)
            move = game.valid_moves[0]
            tally.their_seconds += time.perf_counter() - start
        game.make_move(*move)
    mirror.catch_up(game)
    points = game.result.points * (1 if our_team == 0 else -1)
    tally.hands += 1
    tally.wins += points > 0
    tally.ties += points == 0
    tally.points += points
    tally.blocked += not game.result.won
    tally.per_hand.append(points)


def report(name: str, tally: Tally, seconds: float) -> None:
    n = tally.hands
    p = tally.win_rate
    half = 1.96 * math.sqrt(p * (1 - p) / n)
    mean = tally.points / n
    spread = math.sqrt(sum((x - mean) ** 2 for x in tally.per_hand) / max(n - 1, 1))
    print(f"  vs {name}: {n} hands ({n // 2} deals x 2 seatings), {seconds:.0f} s")
    print(f"    our team's win rate {p:6.1%} (95% +-{half:.1%}); "
          f"won {tally.wins}, lost {n - tally.wins - tally.ties}, tied {tally.ties}; "
          f"{tally.blocked} blocked")
    print(f"    points per hand {mean:+.1f} (95% +-{1.96 * spread / math.sqrt(n):.1f}); "
          f"thinking: ours {tally.our_seconds / n:.2f} s/hand, "
          f"theirs {tally.their_seconds / n:.2f} s/hand", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=500,
                        help="hands per opponent (even: each deal twice); default 500")
    parser.add_argument("--opponent", choices=["probabilistic_alphabeta", "bota_gorda", "both"],
                        default="both")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--ab-start", type=int, default=AB_START,
                        help="probabilistic_alphabeta searches from this move on")
    parser.add_argument("--ab-samples", type=int, default=AB_SAMPLES,
                        help="probabilistic_alphabeta: sampled hands per move")
    parser.add_argument("--selfish", action="store_true",
                        help="our search plays for itself (S5), not for the partnership")
    args = parser.parse_args()
    searcher = SearchPlayer if args.selfish else TeamSearch
    dominoes = load_dominoes()
    players = opponents(dominoes, args.ab_start, args.ab_samples)
    names = list(players) if args.opponent == "both" else [args.opponent]
    deals = max(1, args.hands // 2)
    aim = "each for himself" if args.selfish else "for the partnership"
    print(f"two SearchPlayers (default settings, playing {aim}) against dominoes 6.1.0 "
          "players, the package's 4-player game; a tie counts half")
    for name in names:
        tally = Tally()
        start = time.perf_counter()
        for i in range(deals):
            for our_team in (0, 1):
                play_hand(dominoes, players[name], f"{args.seed}/{i}", our_team, tally,
                          searcher)
        report(name, tally, time.perf_counter() - start)


if __name__ == "__main__":
    main()
