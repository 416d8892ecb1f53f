"""The solver's compact model of Cross, Sevens and Traditional (``bots/solver_model.py``) in
lockstep with the engine (issue 34 item 1): over thousands of random positions of every game it
covers, it offers the engine's legal moves, and after each move it stands where the engine
stands (the same position, the same points, the same end of the hand); undo puts it back."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from domino_widgets.bots.solver import plain_values, random_position, solve
from domino_widgets.bots.solver_model import CANDIDATES, CENTRE, LINE, LineModel, compact_model
from domino_widgets.engine.actions import NEXT_HAND
from domino_widgets.engine.state import State

COVERED = [("cross", 2, None), ("cross", 3, None), ("cross", 4, None),
           ("cross", 2, {"reserve": 2}), ("traditional", 2, None), ("traditional", 3, None),
           ("traditional", 4, None), ("sevens", 2, None), ("sevens", 3, None),
           ("sevens", 5, None), ("sevens", 2, {"dead_table_blocks": True}),
           ("sevens", 4, {"dead_table_blocks": True, "next_hand_lead": "winner"})]
HANDS = 80  # seeds per case, two hands each: some 3,000 positions


def model_of(st: State) -> LineModel:
    model = compact_model(st)
    assert model is not None
    return model


def lockstep_hand(st: State, rng: random.Random, phases: Counter[int]) -> int:
    """Play ``st``'s hand to its end (doubles chosen more often than at random, so that Cross
    makes its centre, and its two candidates, in every way), the model beside it; the
    positions seen."""
    from domino_widgets.engine.actions import TILE_SHIFT
    from domino_widgets.engine.tiles import TILES

    positions = 0
    model = model_of(st)
    while st.hand_over is None:
        legal = st.legal_actions()
        assert set(model.moves()) == {model.move_of(a) for a in legal}
        phases[model.key()[2]] += 1
        doubles = [a for a in legal if a >= 0 and TILES[a >> TILE_SHIFT].is_double]
        action = rng.choice(doubles if doubles and len(st.table) and rng.random() < 0.7 else legal)
        before = model.key()
        model.play(model.move_of(action))
        st.apply(action)
        positions += 1
        assert model.scores() == st.scores
        assert model.over() == (st.hand_over is not None)
        if st.hand_over is None:
            assert model.mover() == st.turn
            assert model.key() == model_of(st).key()
        model.undo()
        assert model.key() == before
        if st.hand_over is None:
            model = model_of(st)
    return positions


@pytest.mark.parametrize(("game", "players", "options"), COVERED)
def test_compact_model_moves_in_lockstep_with_the_engine(game: str, players: int,
                                                         options: dict[str, object] | None) -> None:
    """Each seed plays a first hand (led by the lowest double) and a second (led by any
    tile: a line first, then Cross's centre or its two candidates) beside the model."""
    positions = 0
    phases: Counter[int] = Counter()
    for seed in range(HANDS):
        rng = random.Random(seed)
        st = State.new(game, players, seed=seed, options=options)
        positions += lockstep_hand(st, rng, phases)
        if not st.match_over:
            st.apply(NEXT_HAND)
            positions += lockstep_hand(st, rng, phases)
    assert positions > 2_000
    if game == "cross":
        assert phases[LINE] > 100 and phases[CENTRE] > 1_000


def candidates_deal(players: int, rng: random.Random) -> State:
    """A second hand of Cross where the leader holds x:y and the next player x:x and y:y, so
    that he may lay the first double at one end of the line and a second at the other in one
    turn (§1: two candidate centres); the other tiles are dealt at random."""
    from domino_widgets.engine.tiles import TILES

    x, y = rng.sample(range(7), 2)
    lead, first, second = f"{x}:{y}", f"{x}:{x}", f"{y}:{y}"
    rest = [str(t) for t in TILES[:28] if str(t) not in (lead, first, second)
            and str(t) not in (f"{y}:{x}",)]
    rng.shuffle(rest)
    hands = {f"P{p}": [rest.pop() for _ in range(6 if p == 0 else 5 if p == 1 else 7)]
             for p in range(players)}
    hands["P0"].append(lead)
    hands["P1"] += [first, second]
    st = State.from_hands("cross", hands, boneyard=rest if players < 4 else [], leader="P0",
                          later_hand=True)
    st.play(lead)
    for double in (first, second):
        st.play(next(str(st.describe(a)) for a in st.legal_actions()
                     if str(st.describe(a)).startswith(f"play {double}")))
    assert st.table.candidates
    return st


@pytest.mark.parametrize("players", [2, 3, 4])
def test_compact_model_in_lockstep_after_two_candidate_centres(players: int) -> None:
    """Hands that make two candidate centres, played on beside the model: which one becomes
    the centre, tiles on the line through them, more doubles in the same turn."""
    positions = 0
    phases: Counter[int] = Counter()
    for seed in range(HANDS):
        rng = random.Random(seed)
        st = candidates_deal(players, rng)
        positions += lockstep_hand(st, rng, phases)
    assert positions > 500 and phases[CANDIDATES] >= HANDS


def test_compact_model_covers_only_its_games() -> None:
    assert compact_model(State.new("matador", 2, seed=1)) is None
    assert compact_model(State.new("cross-two-hands", 2, seed=1)) is None
    assert compact_model(State.new("cross", 2, seed=1, options={"double_then_any": True})) is None


@pytest.mark.parametrize("game", ["cross", "sevens", "traditional"])
def test_solver_on_the_compact_model_agrees_with_plain_minimax(game: str) -> None:
    """The same values as plain minimax on the engine, searched on the compact model."""
    checked = 0
    for players in (2, 3):
        for seed in range(4):
            st = random_position(game, players, seed=seed, back=7)
            reference = None if st is None else plain_values(st, budget=6_000)
            if st is None or reference is None:
                continue
            solution = solve(st, budget=6_000)
            assert solution.proved
            assert {a: solution.value_of(a) for a in reference} == reference
            checked += 1
    assert checked >= 4
