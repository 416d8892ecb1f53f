"""Four points RULES.md made precise (issue 18), which the engine follows: §2 one rounding of
both hands, §7 simple scoring, §8 ``block_point_to="lowest_score"``, §10 a later lead."""

from __future__ import annotations

import random

from domino_widgets.engine import NEXT_HAND, PASS, State
from domino_widgets.engine.actions import LEAD, placement
from domino_widgets.engine.games.cross_two_hands import hands_of
from domino_widgets.engine.games.hand_data import Deal
from domino_widgets.engine.games.scoring import round_to_five
from domino_widgets.engine.tiles import parse_tile


def ids(*tiles: str) -> tuple[int, ...]:
    return tuple(parse_tile(t).id for t in tiles)


def match(game: str, deals: list[Deal], leader: int, **options: object) -> State:
    """A match whose hands are dealt as ``deals`` (first hand led by ``leader``)."""
    return State.new(game, ["A", "B"], seed=0, deals=deals, leader=leader, options=options)


def lead_actions(*tiles: str) -> list[int]:
    return sorted(placement(t, LEAD) for t in ids(*tiles))


# -- §2 Cross in two hands: the penalty is both hands' pips together, rounded once ------------
def test_2_penalty_is_the_pips_of_both_hands_together_rounded_once():
    st = State.from_hands("cross-two-hands", {"Ann": ["1:1", "2:0", "1:4"],
                                              "Bob": ["4:6", "3:4", "6:2", "5:2"]},
                          boneyard=[])
    st.play("1:1")
    st.play("1:4", on="1:1", side="east")
    st.play("4:6")  # left hand
    st.play("6:2")  # right hand
    st.play("2:0")  # Ann goes out
    left, right = hands_of(st, 1)
    assert [str(t) for t in left] == ["4:3"] and [str(t) for t in right] == ["5:2"]
    # 7 + 7 = 14 rounds to 15; each hand alone would round to 5, 10 in all
    assert round_to_five(7) + round_to_five(7) == 10
    assert st.hand_over.reason == "domino" and st.hand_over.points == (0, -15)


def test_2_penalty_rounded_once_in_random_hands():
    rng = random.Random("clarified/2")
    for i in range(60):
        st = State.new("cross-two-hands", rng.choice((2, 3, 4)), seed=f"c2/{i}")
        while st.hand_over is None:
            st.apply(rng.choice(st.legal_actions()))
        for p in range(st.n):
            together = sum(t.pips for hand in hands_of(st, p) for t in hand)
            assert st.hand_over.points[p] == -round_to_five(together)


# -- §7 Six Matador, simple scoring: no points for joins, no debt for passing ----------------
def test_7_simple_scoring_no_points_for_joins_and_no_pass_debt():
    hands = {"A": ["6:1", "4:4"], "B": ["0:3", "2:2"]}
    scores = {}
    for scoring in ("strict", "simple"):
        st = State.from_hands("six-matador", hands, boneyard=["1:1", "5:5"], leader="A",
                              options={"scoring": scoring})
        st.play("6:1")
        st.play("0:3", on="6:1", at=6)  # a join: 0 + 6 = 6 (0:3 is no matador)
        joined = st.scores
        st.play("draw")  # A has no 3 or 1: one draw (1:1 does not fit), then a pass
        st.play("pass")
        scores[scoring] = (joined, st.scores)
    assert scores["strict"] == ((0, 1), (-6, 1))  # 1 for the join, 6 of debt for the pass
    assert scores["simple"] == ((0, 0), (0, 0))  # neither


def test_7_simple_scoring_points_only_from_matadors_and_matador_sixes():
    rng = random.Random("clarified/7")
    for i in range(150):
        st = State.new("six-matador", rng.randint(2, 4), seed=f"s7/{i}",
                       options={"scoring": "simple"})
        while st.hand_over is None:
            before, mover = st.scores, st.turn
            action = rng.choice(st.legal_actions())
            st.apply(action)
            gained = st.scores[mover] - before[mover]
            if action == PASS:
                assert gained == 0  # no pass debt
            assert gained in (0, 5, 10) and min(st.scores) >= 0  # never a single point


# -- §8 Quintuple: block_point_to="lowest_score" is the fewest match points so far ----------
def quintuple_block(**options: object) -> State:
    """Hand 1: B leads 1:1 (2 points, the first double) and goes out (2 more): B 4, A 0.
    Hand 2: B leads 6:5, nobody can answer, the hand is blocked with A 7 pips, B 0."""
    deals = [Deal((ids("2:3"), ids("1:1"))), Deal((ids("3:4"), ids("6:5", "0:0")))]
    st = match("quintuple", deals, leader=1, **options)
    st.play("1:1")
    assert st.hand_over.reason == "domino" and st.scores == (0, 4)
    st.apply(NEXT_HAND)
    st.play("6:5")
    assert st.hand_over.reason == "blocked" and st.hand_over.pips == (7, 0)
    return st


def test_8_block_point_default_goes_to_the_fewest_pips():
    st = quintuple_block()
    assert st.hand_over.winner == 1 and st.hand_over.points == (0, 1) and st.scores == (0, 5)


def test_8_block_point_lowest_score_goes_to_the_fewest_match_points_so_far():
    st = quintuple_block(block_point_to="lowest_score")
    # A has 7 pips to B's none, but 0 match points to B's 4 (from the first hand)
    assert st.hand_over.winner == 0 and st.hand_over.points == (1, 0) and st.scores == (1, 4)


def test_8_block_point_lowest_score_a_tie_scores_nothing():
    deals = [Deal((ids("3:4", "2:2"), ids("6:5", "0:0")))]
    st = match("quintuple", deals, leader=1, block_point_to="lowest_score")
    st.play("6:5")
    assert st.hand_over.reason == "blocked" and st.scores == (0, 0)
    assert st.hand_over.winner is None and st.hand_over.points == (0, 0)


# -- §10 Traditional: the leader of a later hand leads any tile ------------------------------
def test_10_later_hand_the_winner_leads_any_tile_not_the_lowest_double():
    deals = [Deal((ids("1:1"), ids("6:6", "5:4"))),
             Deal((ids("6:5", "4:4", "3:0"), ids("1:1", "2:2", "6:3")))]
    st = match("traditional", deals, leader=None)
    assert st.legal_actions() == lead_actions("1:1")  # first hand: the lowest double (S7)
    st.play("1:1")
    assert st.hand_over.reason == "domino" and st.hand_over.winner == 0
    st.apply(NEXT_HAND)
    # B holds 1:1, the lowest double, but A went out: A leads, and any of his tiles
    assert st.turn == 0 and sorted(st.legal_actions()) == lead_actions("6:5", "4:4", "3:0")
    st.play("3:0")
    assert st.table.tile_ids()[0] == parse_tile("3:0").id


def test_10_later_hand_after_a_block_the_fewest_pips_leads_any_tile():
    deals = [Deal((ids("1:1", "6:6"), ids("5:4")), boneyard=()),
             Deal((ids("6:5", "4:4"), ids("1:1", "2:0", "6:3")))]
    st = match("traditional", deals, leader=None)
    st.play("1:1")  # nobody holds a 1: blocked, A 12 pips, B 9
    assert st.hand_over.reason == "blocked" and st.hand_over.winner == 1
    st.apply(NEXT_HAND)
    assert st.turn == 1 and sorted(st.legal_actions()) == lead_actions("1:1", "2:0", "6:3")
