"""``Rules.quiet_gain``: what a placement scores, told without applying it (the search's greedy
steps ask it before they try a move). Where a game answers, applying the move must give the
same: the mover gains exactly that, nobody else gains, the turn ends and the hand goes on."""

from __future__ import annotations

import random

import pytest

from domino_widgets.engine import GAMES, State

VARIANTS = [(game, {}) for game in sorted(GAMES)] + [
    ("cross", {"double_then_any": True}),
    ("cross", {"reserve": 2}),
    ("cross-two-hands", {"double_then_any": True}),
    ("quintuple", {"score_with_fewer_arms": True}),
    ("matador", {"matador_points": 10}),
    ("matador", {"matador_anywhere": True, "matador_points": 10}),
]
ANSWERS = {"cross", "cross-two-hands", "quintuple", "matador"}  # the others: always None


def checked_positions(game: str, options: dict, hands: int) -> tuple[int, int]:
    """Every legal action of every position of ``hands`` seeded random hands (every player
    count) checked against applying it; (actions answered, actions scoring points)."""
    answered = scoring = 0
    rules = GAMES[game]
    for n in range(rules.min_players, rules.max_players + 1):
        for k in range(hands):
            st = State.new(game, n, seed=f"quiet/{game}/{n}/{k}", options=options)
            rng = random.Random(k)
            while st.hand_over is None:
                for action in st.legal_actions():
                    gain = st.rules.quiet_gain(st, action)
                    if gain is None:
                        continue
                    answered += 1
                    scoring += gain != 0
                    mover, before = st.turn, st.scores
                    st.apply(action)
                    expected = tuple(s + (gain if q == mover else 0)
                                     for q, s in enumerate(before))
                    assert st.scores == expected, (st, action)
                    assert st.hand_over is None and st.turn_plays == () and st.turn != mover
                    st.undo()
                legal = st.legal_actions()
                st.apply(legal[rng.randrange(len(legal))])
    return answered, scoring


@pytest.mark.parametrize(("game", "options"), VARIANTS,
                         ids=[f"{g}-{'-'.join(o) or 'default'}" for g, o in VARIANTS])
def test_quiet_gain_is_what_applying_the_move_scores(game, options):
    answered, scoring = checked_positions(game, options, hands=12)
    if game in ANSWERS:
        assert answered > 100
    else:
        assert answered == 0


@pytest.mark.parametrize("game", ["cross", "cross-two-hands", "quintuple"])
def test_1_2_8_quiet_gain_finds_the_points_of_the_counted_ends(game):
    """Cross (§1), Cross in two hands (§2, the tile that ends a turn) and Quintuple (§8) score
    multiples of 5 on the ends: some answers are points, not only 0."""
    assert checked_positions(game, {}, hands=12)[1] > 10


def test_6_matador_quiet_gain_finds_the_matador_points_of_the_option():
    assert checked_positions("matador", {"matador_points": 10}, hands=12)[1] > 0
