"""The engine plays exactly as it did before the speed work (issue 17), and ``apply_trusted``
exactly as ``apply``.

- seeded hands of every game, with every option, play the same legal actions, placements,
  scores and results as the engine before the speed work (digests of that code), on the
  checked path (``apply``) and on the trusted one (``apply_trusted``);
- the trusted path leaves every state, history and result as the checked one does, also where
  a move is tried and taken back first (as the search does), and undoes back to the deal.
"""

from __future__ import annotations

import hashlib
import random

import pytest
from test_random_play import option_variants

from domino_widgets.engine import GAMES, NEXT_HAND, State
from domino_widgets.engine.state import FIELDS
from domino_widgets.engine.table import End, Placed

HANDS = 200

# sha256 of ``_transcript`` for every game, from main's code before the speed work (f7da2db).
BEFORE = {
    "cross": "2b89aa988b79cd9e4ca7cf281c02e5caff484162f1b842686c56890df21b28f2",
    "cross-two-hands": "a94ade29d3406a8426c8bf5239586cba1594ff3157575d0158594a3238c20ce2",
    "matador": "76e27744b27ee1b089d9b0e181ece81a6a99eb286dbabf67f15ece111abd91fe",
    "quintuple": "c31ea0f6af34b57ef25e75e1b3ced3d7bc40742998588a1dd6a472b29093228f",
    "sausage": "e28091f2f0c04d346f33b8edbc923cba0b71993a656b7ec73268e377483e6ef3",
    "sevastopol": "a6b0ebff2341e8899463f080cb548d82ab89c71b9bb51c0d26d2c18479ad7cea",
    "sevens": "4da4d6027bd3f0389e019abfe4cbe7f6a8b70ef5e9d0c50238dc2836daeb72fc",
    "six-matador": "59851cab1e830158fdbaa1ea1b73bc47d92e958b27930cc2d63e2bf40904417a",
    "spider": "20f6633facf88d0772475ff0e687ff2746acd70178dd59d9cd7601e5fc0b19e5",
    "traditional": "5ccc1ebd24ae9dce22a024c043ae169e518fceab1e1861f1995370828d212142",
}


def _start(game: str, i: int) -> State:
    """Hand ``i`` of the seeded run: the player counts and the option variants in turn, a
    named first leader every fifth time."""
    rules = GAMES[game]
    variants = option_variants(game)
    n = rules.min_players + i % (rules.max_players - rules.min_players + 1)
    leader = (i // 5) % n if i % 5 == 0 else None
    return State.new(game, n, seed=f"golden/{game}/{i}", options=variants[i % len(variants)],
                     leader=leader)


def _transcript(game: str, play) -> str:
    """Every legal action list, action and score, and every hand's end (result, table, hands),
    through two hands of each seeded match; ``play(state, action)`` applies an action."""
    digest = hashlib.sha256()
    for i in range(HANDS):
        st = _start(game, i)
        rng = random.Random(i)
        for _ in range(2):
            while st.hand_over is None:
                legal = st.legal_actions()
                action = rng.choice(legal)
                play(st, action)
                digest.update(f"{legal}{action}{st.scores}{st.turn};".encode())
            digest.update(f"{st.hand_over}{_named(st.table)}{st.hands}"
                          f"{st.match_over}{st.winner}|".encode())
            if st.match_over:
                break
            play(st, NEXT_HAND)
    return digest.hexdigest()


def _named(table) -> str:
    """The placements and open ends as the digests saw them: printed as named ``Placed`` and
    ``End`` (the table keeps plain rows), a list and a tuple."""
    return f"{[Placed._make(p) for p in table.placed]}{tuple(End._make(e) for e in table.ends)}"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_seeded_hands_play_as_before_the_speed_work(game):
    assert _transcript(game, State.apply) == BEFORE[game]
    assert _transcript(game, State.apply_trusted) == BEFORE[game]


def _position(st: State) -> tuple:
    """Everything a state holds of the match, its table's placements and the history's
    actions, movers and snapshots (the table objects themselves aside: each state has its own)."""
    return (_fields(st), tuple(st.table.placed), st.dealt, st.leaders,
            [(a, _without_table(s), p) for a, s, p in st.history])


def _fields(st: State) -> tuple:
    """Every field of a state but its table object and its history, and its table's fields."""
    table = st.table
    return (tuple(_frozen(getattr(st, name)) for name in FIELDS if name not in SKIPPED)
            + (table.ends, table.centre, table.candidates, table.arms, table.aux,
               table.next_slot))


def _frozen(value: object) -> object:
    """A list as a tuple (a state's hands change in place)."""
    return tuple(value) if isinstance(value, list) else value


SKIPPED = {"table", "history", "_legal", "memo", "_owner", "applied", "dealt", "leaders", "_s7"}


def _without_table(record: tuple) -> tuple:
    """An undo record (``engine/undo.py``) without its table object."""
    return tuple(record._replace(table=None))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_trusted_path_leaves_the_same_states_histories_and_results(game):
    for i in range(HANDS):
        checked, trusted = _start(game, i), _start(game, i)
        initial = _position(trusted)
        rng = random.Random(f"trusted/{i}")
        for _ in range(2):
            while checked.hand_over is None:
                legal = checked.legal_actions()
                action = rng.choice(legal)
                other = rng.choice(legal)
                trusted.apply_trusted(other)  # tried and taken back, as the search does
                trusted.undo()
                checked.apply(action)
                trusted.apply_trusted(action)  # after undo: the legal actions not yet listed
                assert _position(trusted) == _position(checked)
                assert trusted.legal_actions() == checked.legal_actions()
            assert trusted.hand_over == checked.hand_over and trusted.results == checked.results
            if checked.match_over:
                break
            checked.apply(NEXT_HAND)
            trusted.apply_trusted(NEXT_HAND)
        while trusted.history:
            trusted.undo()
        assert _position(trusted) == initial


@pytest.mark.parametrize("game", sorted(GAMES))
def test_undo_to_gives_the_state_of_undo_one_by_one(game):
    """``State.undo_to(depth)`` jumps back from a whole snapshot where it can: the same state,
    history and legal actions as ``undo`` taken that many times, across hands too."""
    for i in range(20):
        st = _start(game, i)
        rng = random.Random(f"undo_to/{i}")
        for _ in range(rng.randrange(20, 120)):
            if st.match_over:
                break
            st.apply(rng.choice(st.legal_actions()))
        depth = rng.randrange(len(st.history) + 1)
        one_by_one, at_once = st.clone(), st.clone()
        while len(one_by_one.history) > depth:
            one_by_one.undo()
        at_once.undo_to(depth)
        assert _position(at_once) == _position(one_by_one)
        assert at_once.legal_actions() == one_by_one.legal_actions()
