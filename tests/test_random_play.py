"""Random play of every game with every option: the invariants of the engine hold.

- tiles are conserved; only legal moves are applied (illegal ones are refused, state unchanged);
- scores equal a fresh replay of the history; every game ends;
- a record written from the game replays identically (through JSON text);
- undoing every move returns the initial state;
- every legal move's notation reads back as that move: ``Move.parse(st, str(m)) == m``;
- every offered action applies, also when a named player leads the first hand.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from domino_widgets.engine import GAMES, IllegalMoveError, Move, State
from domino_widgets.engine.actions import placement
from domino_widgets.engine.record import Record, record_from_state
from domino_widgets.engine.tiles import SET_SIZE

HANDS_PER_GAME = 2000
MATCHES_PER_VARIANT = 3
MAX_ACTIONS_PER_HAND = 3000


def option_variants(game: str) -> list[dict]:
    """The default options, then each option at a value other than its default."""
    rules = GAMES[game]
    variants: list[dict] = [{}]
    for opt in rules.declared_options:
        kind = opt.kind or type(opt.default)
        if opt.choices:
            values = [c for c in opt.choices if c != opt.default]
        elif kind is bool:
            values = [not opt.default]
        elif kind is int:
            values = [opt.default + 2 if opt.name == "reserve" else opt.default + 10]
        else:
            values = []
        variants += [{opt.name: v} for v in values]
    variants.append({"settlement": "literal", "target": 10})
    return variants


def conserved(st: State) -> bool:
    """Every tile of the set(s) is in exactly one place."""
    places = [t for h in st.hands for t in h]
    places += list(st.boneyard[st.bone_pos:])
    places += st.table.tile_ids()
    places += list(st.rules.out_of_play(st))  # the set-aside tile, cut-off pieces
    return Counter(places) == Counter(range(SET_SIZE * st.copies))


def play_hand(st: State, rng: random.Random, check_illegal: bool,
              check_notation: bool = True) -> None:
    """Random legal actions until the hand is over (checking conservation as it goes, and
    with ``check_notation`` that every legal move's notation reads back as that move)."""
    for _ in range(MAX_ACTIONS_PER_HAND):
        if st.hand_over is not None:
            return
        legal = st.legal_actions()
        assert legal, "a live hand always has a legal action"
        if check_notation:
            for move in st.legal_moves():
                assert Move.parse(st, str(move)) == move, str(move)
        if check_illegal:
            for action in legal:  # the engine offers only what the player to move can make
                twin = st.clone()
                twin.apply(action)
            bogus = (-1, -2, -3, -4, 0, placement(0), placement(60))
            bad = rng.choice([a for a in bogus if a not in legal])
            before = st._snapshot()
            with pytest.raises(IllegalMoveError):
                st.apply(bad)
            assert st._snapshot() == before
        st.apply(rng.choice(legal))
        assert conserved(st)
    raise AssertionError("the hand did not end")


def players_for(game: str, rng: random.Random) -> int:
    rules = GAMES[game]
    return rng.randint(rules.min_players, rules.max_players)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_random_hands_keep_the_invariants(game):
    variants = option_variants(game)
    rng = random.Random(f"hands/{game}")
    per_variant = HANDS_PER_GAME // len(variants) + 1
    for options in variants:
        for i in range(per_variant):
            n = players_for(game, rng)
            leader = rng.randrange(n) if i % 3 == 0 else None  # a named leader, or the rules'
            st = State.new(game, n, seed=f"{game}/{i}", options=options, leader=leader)
            play_hand(st, rng, check_illegal=i % 10 == 0, check_notation=i % 4 == 0)
            assert st.hand_over.reason in ("domino", "blocked", "bound")
            assert sum(len(h) for h in st.hands) >= 0


@pytest.mark.parametrize("game", sorted(GAMES))
def test_random_matches_end_replay_round_trip_and_undo(game):
    rng = random.Random(f"matches/{game}")
    for options in option_variants(game):
        for i in range(MATCHES_PER_VARIANT):
            opts = {"target": 40, **options} if "target" not in options else options
            st = State.new(game, players_for(game, rng), seed=f"m/{game}/{i}", options=opts)
            initial = st._snapshot()
            for _ in range(60):
                play_hand(st, rng, check_illegal=False)
                if st.match_over:
                    break
                st.apply(st.legal_actions()[0])
            assert st.match_over, "the match reached its target"
            assert max(st.scores) >= st.target() and st.scores[st.winner] == max(st.scores)

            # scores equal a fresh replay of the history
            fresh = State(st.rules, st.players, st.seed)
            for action, _, _ in st.history:
                fresh.apply(action)
            assert fresh.scores == st.scores and fresh.hands == st.hands

            # a record written from the game replays identically, through its JSON text
            record = Record.loads(record_from_state(st).dumps())
            assert Record.loads(record.dumps()).dumps() == record.dumps()
            replayed = record.replay()
            assert tuple(replayed.result["scores"].values()) == st.scores
            assert replayed.state.hands == st.hands
            assert replayed.result["winner"] == st.players[st.winner]

            # undoing every move returns the initial state
            while st.history:
                st.undo()
            assert st._snapshot() == initial
            assert st.table.placed == [] and st.scores == (0,) * st.n
