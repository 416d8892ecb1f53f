"""§7 Six Matador: sum 6, matadors 0:6 1:5 2:4 3:3 0:0 crosswise on 0 ends, strict and simple
scoring from play alone, draw and end as Matador."""

import pytest
from positions import placements, refused

from domino_widgets.engine import DRAW, PASS, State
from domino_widgets.engine.actions import CROSSWISE, placement, tile_of
from domino_widgets.engine.games.six_matador import SixMatador
from domino_widgets.engine.record import Record
from domino_widgets.engine.table import LIES_ACROSS, VALUE
from domino_widgets.engine.tiles import TILES, parse_tile


def six(hands, boneyard=(), leader=None, **kw):
    return State.from_hands("six-matador", hands, boneyard=list(boneyard),
                            leader=leader or next(iter(hands)), **kw)






def test_7_six_matador_deal_six_for_two_or_three_seven_for_four_without_reserve():
    for n, size, reserve in ((2, 6, 16), (3, 6, 10), (4, 7, 0)):
        st = State.new("six-matador", n, seed=1)
        assert [len(h) for h in st.hands] == [size] * n and st.drawable() == reserve
    with pytest.raises(ValueError, match="2-4 players"):
        State.new("six-matador", 5)


def test_7_six_matador_leader_by_lot_and_any_tile_leads():
    assert {State.new("six-matador", 3, seed=s).turn for s in range(30)} == {0, 1, 2}
    st = State.new("six-matador", 2, seed=8)
    assert sorted(tile_of(a) for a in st.legal_actions()) == sorted(st.hands[st.turn])


def test_7_six_matador_touching_halves_sum_to_six_a_six_is_answered_by_a_zero():
    st = six({"A": ["6:4", "1:1"], "B": ["2:3", "0:3", "5:5"]})
    st.play("6:4")  # ends 4 and 6
    assert placements(st) == [("0:3", 6, False), ("2:3", 4, False)]


def test_7_six_matador_matadors_are_0_6_1_5_2_4_3_3_and_0_0():
    assert sorted(str(TILES[i]) for i in SixMatador().matadors) == [
        "0:0", "3:3", "4:2", "5:1", "6:0"]


def test_7_six_matador_zero_end_takes_only_a_matador_crosswise():
    st = six({"A": ["4:0", "1:1"], "B": ["6:5", "5:1", "3:3", "0:0", "2:2"]})
    st.play("4:0")  # ends 0 and 4: 6:5's 6 would make 6 with the 0, but a 0 end is a matador's
    assert placements(st) == [("0:0", 0, True), ("2:2", 4, False), ("3:3", 0, True),
                         ("5:1", 0, True)]


def test_7_six_matador_crosswise_matador_either_half_may_be_joined():
    st = six({"A": ["4:0", "0:3", "4:2", "5:5"], "B": ["6:0", "2:2"]})
    st.play("4:0")
    st.play("6:0", crosswise=True)  # shows 6 and 0 in one place
    assert sorted(st.table.values()) == [0, 4, 6]
    assert placements(st) == [("0:3", 6, False), ("2:4", 4, False), ("4:2", 0, True)]
    st.play("0:3")  # on the 6 half: the 0 half is closed with it
    assert sorted(st.table.values()) == [3, 4]
    st.undo()
    st.play("4:2", crosswise=True)  # or a matador on the 0 half
    assert sorted(st.table.values()) == [2, 4, 4]


def test_7_six_matador_matador_may_go_lengthwise_but_never_0_0():
    st = six({"A": ["6:1", "3:3"], "B": ["5:1", "0:0", "2:2"]}, boneyard=["4:4"])
    st.play("6:1")  # ends 1 and 6
    # 0:0 would make 6 with the 6, but it is never laid lengthwise
    assert placements(st) == [("5:1", 1, False)]
    st.play("5:1")
    assert not st.table[2][LIES_ACROSS] and sorted(st.table.values()) == [1, 6]


def test_7_six_matador_draw_one_per_turn_and_the_hand_goes_on_after_going_out():
    st = six({"A": ["6:1", "4:4"], "B": ["5:0"]}, boneyard=["2:2", "1:1", "3:3"])
    st.play("6:1")
    st.play("0:5", at=6)  # B is out; ends 1 and 5: the hand goes on
    assert st.hand_over is None and st.hands[1] == ()
    st.apply(DRAW)  # A draws 2:2: it does not fit
    assert st.legal_actions() == [PASS]
    refused(st, DRAW, "drawn the one tile of this turn")
    st.apply(PASS)
    assert st.legal_actions() == [DRAW]  # B, with no tiles, draws on his turn


def test_7_six_matador_strict_scores_matadors_ten_joins_one_lead_nothing():
    st = six({"A": ["6:1", "3:3", "4:4"], "B": ["5:1", "4:2"]})
    st.play("6:1")  # a lead of a non-matador: nothing
    assert st.scores == (0, 0)
    st.play("5:1")  # a matador lengthwise: 10
    assert st.scores == (0, 10)
    st2 = six({"A": ["3:3", "1:1"], "B": ["3:2", "4:4"]})
    st2.play("3:3")  # a matador lead: 10
    assert st2.scores == (10, 0)
    st2.play("3:2")  # another tile that joins: 1
    assert st2.scores == (10, 1)


def test_7_six_matador_strict_pass_loses_six_and_scores_go_negative():
    st = six({"A": ["6:1", "5:5"], "B": ["2:2", "4:4"]}, boneyard=["3:2"])
    st.play("6:1")  # ends 1 and 6
    st.apply(DRAW)  # B draws 3:2: no fit
    st.apply(PASS)
    assert st.scores == (0, -6)


def test_7_six_matador_no_pass_penalty_for_a_player_without_tiles():
    st = six({"A": ["6:1", "4:4"], "B": ["5:0"], "C": ["5:1", "1:2"]}, boneyard=[])
    st.play("6:1")
    st.play("0:5", at=6)  # B is out: 1 point
    st.play("5:1", at=1)  # C: a matador, 10 points; ends 1 and 5
    st.apply(PASS)  # A passes with tiles: -6
    assert st.scores == (-6, 1, 10)
    assert st.hand_over is None and st.legal_actions() == [PASS]
    st.apply(PASS)  # B has no tiles: he skips without penalty
    assert st.scores == (-6, 1, 10)


def test_7_six_matador_matador_six_bonus_for_a_lengthwise_tile_leaving_a_six():
    st = six({"A": ["5:3", "1:1"], "B": ["3:6", "2:2"]})
    st.play("5:3")  # ends 3 and 5
    st.play("3:6")  # 1 for the join + 5 for the six left on its free half
    assert st.scores == (0, 6)
    st2 = six({"A": ["6:4", "1:1"], "B": ["0:6", "2:2"]})
    st2.play("6:4")
    st2.play("0:6")  # a matador (10) leaving a 6 (5)
    assert st2.scores == (0, 15)


def test_7_six_matador_simple_scoring_ten_only_for_a_matador_crosswise_on_a_zero_end():
    opts = {"scoring": "simple"}
    st = six({"A": ["4:0", "5:1", "1:1"], "B": ["2:2", "0:6"]}, options=opts)
    st.play("4:0")
    st.play("2:2")  # a join: nothing in simple scoring
    assert st.scores == (0, 0)
    st.play("5:1", crosswise=True)
    assert st.scores == (10, 0)
    st2 = six({"A": ["6:4", "1:1"], "B": ["0:6", "2:2"]}, options=opts)
    st2.play("6:4")
    st2.play("0:6")  # a lengthwise matador: only the matador-six bonus
    assert st2.scores == (0, 5)
    st3 = six({"A": ["6:1", "5:5"], "B": ["2:2", "4:4"]}, boneyard=["3:2"], options=opts)
    st3.play("6:1")
    st3.apply(DRAW)
    st3.apply(PASS)
    assert st3.scores == (0, 0)  # no pass penalty in simple scoring


def test_7_six_matador_double_blank_counts_as_six_a_matador_worth_ten():
    st = six({"A": ["4:0", "1:1"], "B": ["0:0", "2:2"]})
    st.play("4:0")
    st.play("0:0")
    assert st.table[2][LIES_ACROSS] and st.scores == (0, 10)
    assert sorted(st.table.values()) == [0, 0, 4]  # its halves still show 0: matadors only


def test_7_six_matador_no_pip_count_at_the_end_of_a_hand():
    st = six({"A": ["6:1", "6:6"], "B": ["2:2", "4:4"]}, boneyard=[])
    st.play("6:1")
    assert st.hand_over is not None and st.hand_over.points == (0, 0)
    assert st.scores == (0, 0)


def test_7_six_matador_target_100_most_points_settlement_s9():
    st = six({"A": ["3:3", "6:6"], "B": ["2:2", "1:1"], "C": ["4:4", "5:5"]}, boneyard=[],
             options={"target": 10})
    st.play("3:3")  # 10 points; nobody can answer 3: the hand is over
    assert st.match_over and st.winner == 0
    assert st.settlement() == 20  # (10 - 0) + (10 - 0)
    assert State.new("six-matador", 2, seed=1).target() == 100


# -- bad input ---------------------------------------------------------------------------------
def test_7_six_matador_bad_non_matador_on_a_zero_end():
    st = six({"A": ["4:0", "1:1"], "B": ["6:5", "2:2"]})
    st.play("4:0")
    zero = next(i for i, e in enumerate(st.table.ends) if e[VALUE] == 0)
    refused(st, placement(parse_tile("6:5").id, zero), "0 end takes only a matador")


def test_7_six_matador_bad_matador_crosswise_on_a_nonzero_end():
    st = six({"A": ["4:1", "1:1"], "B": ["5:1", "2:2"]})
    st.play("4:1")
    one = next(i for i, e in enumerate(st.table.ends) if e[VALUE] == 1)
    refused(st, placement(parse_tile("5:1").id, one, CROSSWISE), "only on a 0 end")


def test_7_six_matador_bad_double_blank_lengthwise_on_a_six():
    st = six({"A": ["6:1", "1:1"], "B": ["0:0", "2:2"]}, boneyard=["3:3"])
    st.play("6:1")
    six_end = next(i for i, e in enumerate(st.table.ends) if e[VALUE] == 6)
    refused(st, placement(parse_tile("0:0").id, six_end), "0:0 is only ever a matador")


def test_7_six_matador_bad_pass_while_the_drawn_tile_fits():
    st = six({"A": ["6:1", "1:1"], "B": ["2:2", "4:4"]}, boneyard=["5:3"])
    st.play("6:1")
    st.apply(DRAW)
    refused(st, PASS, "cannot pass: a tile can be played")


def test_7_six_matador_record_strict_replays_with_a_debt_and_a_bonus():
    record = Record.load("six-matador-strict")
    replay = record.replay()
    points = [s["points"] for s in replay.steps]
    assert -6 in points and 6 in points and 15 in points
    assert min(s["scores"]["Аня"] for s in replay.steps) < 0
