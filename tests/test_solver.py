"""The exact solver (issue 34 item 1): its values against plain minimax in every game, the
review's verdict where every tile is known, and its refusals of bad input."""

from __future__ import annotations

import random

import pytest

from domino_widgets.bots.exact import exact_margins, nothing_hidden
from domino_widgets.bots.reviews import judge
from domino_widgets.bots.solver import (
    SolverError,
    plain_values,
    random_position,
    solve,
)
from domino_widgets.engine.actions import CUT, FACE_DOWN
from domino_widgets.engine.games import GAMES
from domino_widgets.engine.state import State

PLAYERS = (2, 3, 4)
PLAIN_BUDGET = 6_000  # nodes


def small_positions(game: str, players: int, count: int) -> list[tuple[State, dict[int, float]]]:
    """Up to ``count`` fully known positions of ``game`` (random hands, each taken back from
    its end as far as plain minimax solves it within ``PLAIN_BUDGET``), with its values."""
    out = []
    for seed in range(count):
        found = None
        for back in (3, 6, 10, 15):
            st = random_position(game, players, seed=seed, back=back)
            reference = None if st is None else plain_values(st, budget=PLAIN_BUDGET)
            if st is None or reference is None:
                break
            found = (st, reference)
        if found is not None:
            out.append(found)
    return out


@pytest.mark.parametrize("game", sorted(GAMES))
def test_solver_agrees_with_plain_minimax_in_every_game(game: str) -> None:
    """Every legal move's value is plain minimax's, with the table, the pruning, the ordering
    and the grouped moves, for every number of players the game allows."""
    checked = 0
    for players in PLAYERS:
        if not GAMES[game].min_players <= players <= GAMES[game].max_players:
            continue
        for st, reference in small_positions(game, players, 3):
            solution = solve(st, budget=PLAIN_BUDGET, engine_only=True)
            assert solution.proved
            assert {a: solution.value_of(a) for a in reference} == reference, (game, players)
            assert solution.moves[0].for_mover == max(reference.values())
            checked += 1
    assert checked >= 3


def positions_offering(game: str, players: int, flag: int, count: int) -> list[State]:
    """Positions of random hands where the player to move may make a move with ``flag``
    (Sausage's cut, Spider's closing double), small enough for plain minimax."""
    out = []
    for seed in range(60):
        rng = random.Random(seed)
        st = State.new(game, players, seed=seed)
        while st.hand_over is None:
            legal = st.legal_actions()
            small = sum(map(len, st.hands)) + st.drawable() <= 10
            if small and any(a >= 0 and a & flag for a in legal) and plain_values(
                    st, budget=PLAIN_BUDGET) is not None:
                out.append(st)
                break
            st.apply_trusted(rng.choice(legal))
        if len(out) == count:
            break
    return out


@pytest.mark.parametrize(("game", "flag"), [("sausage", CUT), ("spider", FACE_DOWN)])
def test_solver_agrees_with_plain_minimax_on_cuts_and_closing_doubles(game: str,
                                                                     flag: int) -> None:
    """Sausage's cuts (the tiles cut off go back into a hand) and Spider's face-down
    doubles, offered at the root, solved as plain minimax solves them."""
    for players in PLAYERS:
        found = positions_offering(game, players, flag, 2)
        assert len(found) == 2
        for st in found:
            reference = plain_values(st, budget=PLAIN_BUDGET)
            solution = solve(st, budget=PLAIN_BUDGET)
            assert solution.proved and reference is not None
            assert {a: solution.value_of(a) for a in reference} == reference


def test_solver_values_a_small_end_by_hand() -> None:
    """Traditional, two players, A to lead: 6:6 shuts B out (he passes, A goes out: +7);
    6:1 lets B play 1:1 before A goes out (B keeps 2:3: +5). Judged from B's seat, the same
    values turn negative."""
    st = State.from_hands("traditional", {"A": ["6:6", "6:1"], "B": ["1:1", "2:3"]},
                          boneyard=[], leader="A", later_hand=True)
    solution = solve(st)
    assert solution.proved and solution.best is not None
    assert [(str(st.describe(m.action)), m.value) for m in solution.moves] == [
        ("play 6:6", 7.0), ("play 6:1", 5.0)]
    assert [m.value for m in solve(st, seat=1).moves] == [-7.0, -5.0]


def cross_issue_34() -> tuple[State, int]:
    """Issue 34's example: Cross, two players, boneyard empty, ends 0, 0, 1, 5 (the 5 on 5:5,
    counted 10); the learner holds 4:1 2:2 5:3 4:4 4:0, the other 4:2 5:0 5:2 4:3; the move
    judged is 0:4 on 3:0."""
    hands = {"You": ["4:1", "2:2", "5:3", "4:4", "4:0", "3:2", "5:4", "6:2", "1:0", "6:5",
                     "2:1", "1:1", "2:0", "6:6"],
             "Other": ["4:2", "5:0", "5:2", "4:3", "5:5", "6:3", "0:0", "6:1", "5:1", "6:0",
                       "3:3", "3:1", "6:4", "3:0"]}
    st = State.from_hands("cross", hands, boneyard=[], leader="You", later_hand=True)
    for move in ["play 2:0", "play 0:6 on 2:0 east", "play 6:6 on 0:6 east", "end turn",
                 "play 6:1 on 6:6 north", "play 1:1 on 6:1 north", "end turn",
                 "play 1:5 on 1:1 north", "play 5:4 on 1:5 north", "play 4:6 on 5:4 north",
                 "play 6:2 on 6:6 east", "play 6:3 on 6:6 south", "play 2:1 on 2:0 west",
                 "play 3:1 on 6:3 south", "play 2:3 on 6:2 east", "play 3:3 on 2:3 east",
                 "play 6:5 on 4:6 north", "play 3:0 on 3:3 east", "play 1:0 on 3:1 south",
                 "play 5:5 on 6:5 north", "play 0:0 on 1:0 south"]:
        st.play(move)
    assert sorted(st.table.values()) == [0, 0, 1, 5] and st.turn == 0
    assert sorted(st.hand_tiles(0)) == sorted(["4:1", "2:2", "5:3", "4:4", "4:0"])
    played = next(a for a in st.legal_actions() if str(st.describe(a)) == "play 0:4 on 3:0 east")
    return st, played


def test_cross_issue_34_position_judged_best_and_exact() -> None:
    """The review called 0:4 on 3:0 a mistake here (the position too big for its exact
    budget, the rest played greedily); solved, it is the best move, and said to be exact."""
    st, played = cross_issue_34()
    assert nothing_hidden(st, 0)
    decision = judge(st, 0, played)
    assert decision.exact
    assert decision.size == "best" and decision.loss == 0
    values = {str(c.move): c.value for c in decision.candidates}
    assert values == {"play 0:4 on 3:0 east": -10.0, "play 0:4 on 0:0 south": -10.0,
                      "play 1:4 on 2:1 west": -15.0, "play 5:3 on 5:5 north": -15.0}


def test_exact_only_when_proved() -> None:
    """A budget too small to prove the answer: the solver says so, and the review's exact
    values are withheld (it estimates instead)."""
    st, played = cross_issue_34()
    solution = solve(st, budget=50)
    assert not solution.proved and solution.best is None
    assert exact_margins(st, 0, work=1) is None
    full = solve(st, budget=100_000)
    assert full.proved and full.nodes > 50


@pytest.mark.parametrize("budget", [0, -5, 1.5, "100", None, True])
def test_solver_refuses_a_bad_budget(budget: object) -> None:
    st = State.new("traditional", 2, seed=1)
    with pytest.raises(SolverError, match="budget") as err:
        solve(st, budget=budget)  # type: ignore[arg-type]
    assert isinstance(err.value, ValueError)
    with pytest.raises(SolverError, match="budget"):
        plain_values(st, budget=budget)  # type: ignore[arg-type]


def test_solver_refuses_a_bad_seat_and_a_finished_hand() -> None:
    st = State.new("traditional", 2, seed=1)
    with pytest.raises(SolverError, match="seat"):
        solve(st, seat=2)
    with pytest.raises(SolverError, match="actions"):
        solve(st, actions=[-99])
    while st.hand_over is None:
        st.apply(st.legal_actions()[0])
    with pytest.raises(SolverError, match="over"):
        solve(st)
