"""The faster search decides exactly as before (issue 17): seeded decisions of every game, with
each playout policy, make the same choices with the same playouts and the same work (digests
taken from the code before the speed work, f7da2db)."""

from __future__ import annotations

import hashlib
import random

import pytest

from domino_widgets.bots import SearchPlayer
from domino_widgets.bots.players import greedy_action
from domino_widgets.engine import GAMES, State

BEFORE = {
    "cross": "d96da814716df4b5ebe08a3134464ec569ddf073208d8199458a930d38bbab22",
    "cross-two-hands": "951b11e3578fcde9380d53d5b7cabc0a01b510eaf2ad5c7b27b4d386cac53664",
    "matador": "7697c010c975533f222bcbb8ad9c09593323e2aa362068a9f0ae6fd67fcab26a",
    "quintuple": "74bfcb7a122ac6fe3dcb8cb590a3fb0d185ea044b8bd3634f8a03e595f366bc9",
    "sausage": "68b4d939edf8e990d86bdd28d56d0ad3668662807fdd00167fffaf8564599565",
    "sevastopol": "af4ed2bea5db2fdffc88c53093a003d85adfadb7b85e173f472f7bed9a578d90",
    "sevens": "467c5c478507e0f3d52e998b0cedece61a2de9ab881d9017b17b2607ed00ac8d",
    "six-matador": "ee12dc8bd9c01effef22125762ab8ecb66d251b8c2b6b88832709fedd7729baa",
    "spider": "5e27aee15df2885df27a23a9d3bc234c11db5c2e4f65788bab792cf2e58cadd2",
    "traditional": "d2ac675355d1b15f68185d6b8634a8212d2f81f21c315d77aa03ad2d147d5faf",
}


def decisions_digest(game: str) -> str:
    """Six decisions of the search player at seat 0 (two in Cross in two hands) in seeded
    hands of the most players, the rollouts auto, lookahead and random in turn."""
    count = 2 if game == "cross-two-hands" else 6
    digest = hashlib.sha256()
    found, hand = 0, 0
    n = GAMES[game].max_players
    while found < count:
        state = State.new(game, n, seed=f"same-search/{game}/{hand}")
        rng = random.Random(hand)
        hand += 1
        while state.hand_over is None and found < count:
            if state.turn == 0 and len(state.legal_actions()) > 1 and rng.random() < 0.5:
                bot = SearchPlayer(seed=found, rollout=("auto", "lookahead", "random")[found % 3])
                action = bot.choose(state.clone(), 0)
                digest.update(f"{action},{bot.rollouts_done},{bot.work_done};".encode())
                found += 1
            state.apply(greedy_action(state, rng))
    return digest.hexdigest()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_search_decides_as_before_the_speed_work(game: str) -> None:
    assert decisions_digest(game) == BEFORE[game]
