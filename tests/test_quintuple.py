"""§8 Quintuple: a four-way centre, 2 for the first double, 4 for fives on four arms."""

import pytest

from domino_widgets.engine import DRAW, State
from domino_widgets.engine.record import Record
from domino_widgets.engine.table import LIES_ACROSS, tile_of_row


def q(hands, boneyard=(), **kw):
    kw.setdefault("leader", list(hands)[0])
    return State.from_hands("quintuple", hands, boneyard=list(boneyard), **kw)


def test_8_quintuple_deal_six_for_two_or_three_five_for_four():
    assert [len(h) for h in State.new("quintuple", 2, seed=1).hands] == [6, 6]
    assert [len(h) for h in State.new("quintuple", 3, seed=1).hands] == [6, 6, 6]
    st = State.new("quintuple", 4, seed=1)
    assert [len(h) for h in st.hands] == [5] * 4 and st.drawable() == 8


def test_8_quintuple_first_leader_by_lot_and_any_tile_leads():
    leaders = {State.new("quintuple", 4, seed=s).turn for s in range(40)}
    assert leaders == {0, 1, 2, 3}
    st = State.new("quintuple", 4, seed=3)
    assert len(st.legal_actions()) == 5


def test_8_quintuple_first_double_scores_2_and_becomes_the_centre():
    st = q({"A": ["5:3", "1:0"], "B": ["3:3", "3:4"]})
    st.play("5:3")
    st.play("3:3")
    assert st.scores == (0, 2) and st.table.centre == 2


def test_8_quintuple_later_doubles_lie_lengthwise_and_count_once():
    st = q({"A": ["1:1", "1:4", "6:6", "0:3"], "B": ["1:6", "1:2", "1:0", "4:4"]})
    for t in ("1:1", "1:6", "1:4", "1:2", "6:6", "1:0"):
        st.play(t)
    placed = st.table[5]
    assert tile_of_row(placed) == "6:6" and not placed[LIES_ACROSS]
    assert st.rules.end_total(st) == 4 + 2 + 6 + 0  # 6:6 counts 6, not 12


def test_8_quintuple_fives_score_4_only_once_the_centre_has_four_arms():
    st = q({"A": ["1:1", "1:4", "2:2"], "B": ["1:6", "1:0", "0:5"]})
    st.play("1:1")
    st.play("1:6")
    st.play("1:4")  # 6 + 4 = 10 on two arms: no points by default
    assert st.scores == (2, 0)
    st2 = q({"A": ["1:1", "1:4", "2:2"], "B": ["1:6", "1:0", "0:5"]},
            options={"score_with_fewer_arms": True})
    st2.play("1:1")
    st2.play("1:6")
    st2.play("1:4")
    assert st2.scores == (2 + 4, 0)


def test_8_quintuple_the_book_game_after_ten_moves():
    replay = Record.load("quintuple-book").replay()
    assert [s["points"] for s in replay.steps] == [2, 0, 0, 0, 0, 4, 4, 0, 4, 4]
    assert replay.result["scores"] == {"Андрей": 6, "Ирина": 8, "Ольга": 4, "Вадим": 0}


def test_8_quintuple_the_score_repeats_while_the_sum_stays_a_multiple_of_5():
    replay = Record.load("quintuple-book").replay()
    assert replay.steps[6]["player"] == "Ольга" and replay.steps[6]["points"] == 4


def test_8_quintuple_a_player_who_runs_out_with_tiles_in_reserve_draws_on_his_turn():
    st = q({"A": ["1:1"], "B": ["1:2", "6:6", "0:0"]}, boneyard=["2:5", "3:3"])
    st.play("1:1")  # A is out, but the reserve holds 2 tiles: play goes on
    assert st.hand_over is None
    st.play("1:2")
    assert st.turn == 0 and st.legal_actions() == [DRAW]
    st.apply(DRAW)
    st.play("2:5")
    assert st.hand_over is None


def test_8_quintuple_out_with_an_empty_reserve_scores_2_more():
    st = q({"A": ["1:1", "1:3"], "B": ["1:2", "6:6", "0:0"]})
    st.play("1:1")
    st.play("1:2")
    st.play("1:3")
    assert st.hand_over.reason == "domino" and st.hand_over.points == (2, 0)
    assert st.scores == (2 + 2, 0)


def test_8_quintuple_block_gives_1_to_the_fewest_pips():
    st = q({"A": ["1:1", "0:4"], "B": ["1:2", "6:6"]})
    st.play("1:1")
    st.play("1:2")
    assert st.hand_over.reason == "blocked" and st.hand_over.points == (1, 0)


def test_8_quintuple_block_tie_scores_nothing():
    st = q({"A": ["1:1", "0:5"], "B": ["1:4", "2:3"]})
    st.play("1:1")
    st.play("1:4")
    assert st.hand_over.reason == "blocked" and st.hand_over.winner is None
    assert st.hand_over.points == (0, 0)


def test_8_quintuple_block_point_to_lowest_score_option():
    hands = {"A": ["1:1", "0:4"], "B": ["1:2", "6:6"]}
    st = q(hands, options={"block_point_to": "lowest_score"})
    st.play("1:1")  # A has 2 points for the first double, B none
    st.play("1:2")
    assert st.hand_over.reason == "blocked" and st.hand_over.points == (0, 1)


@pytest.mark.parametrize("n,target", [(2, 25), (3, 25), (4, 20)])
def test_8_quintuple_target_25_or_20(n, target):
    assert State.new("quintuple", n, seed=0).target() == target
