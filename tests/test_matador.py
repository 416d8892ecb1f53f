"""§6 Matador: sum 7, matadors crosswise on 0 ends, one draw per turn, a hand that going out does
not end, traditional scoring by fewest pips."""

import random

import pytest
from positions import placements, refused

from domino_widgets.engine import DRAW, NEXT_HAND, PASS, State
from domino_widgets.engine.actions import CROSSWISE, LEAD, placement, tile_of
from domino_widgets.engine.games.matador import Matador
from domino_widgets.engine.record import Record
from domino_widgets.engine.table import INNER, LIES_ACROSS, NUMBER, PARENT, SIDE, SLOT, VALUE
from domino_widgets.engine.tiles import TILES, parse_tile


def matador(hands, boneyard=(), leader=None, **kw):
    return State.from_hands("matador", hands, boneyard=list(boneyard),
                            leader=leader or next(iter(hands)), **kw)






def test_6_matador_deal_six_for_two_or_three_five_for_four_rest_is_reserve():
    for n, size in ((2, 6), (3, 6), (4, 5)):
        st = State.new("matador", n, seed=2)
        assert [len(h) for h in st.hands] == [size] * n
        assert st.drawable() == 28 - n * size
    with pytest.raises(ValueError, match="2-4 players"):
        State.new("matador", 5)


def test_6_matador_leader_by_lot_seeded():
    leaders = {State.new("matador", 4, seed=s).turn for s in range(40)}
    assert leaders == {0, 1, 2, 3}
    assert all(State.new("matador", 4, seed=s).turn == State.new("matador", 4, seed=s).turn
               for s in range(10))


def test_6_the_lot_comes_from_the_seed_and_only_games_with_a_lot_draw_it(monkeypatch):
    made = []
    rng = State._rng
    monkeypatch.setattr(State, "_rng", lambda st, *parts: made.append(parts) or rng(st, *parts))
    for seed in range(10):  # seeded matches keep their first leader
        assert State.new("matador", 4, seed=seed).turn == \
            random.Random(f"{seed}/0/lot").randrange(4)
    assert made.count((0, "lot")) == 10
    made.clear()
    for game in ("cross", "sevastopol", "sausage", "sevens", "traditional"):
        State.new(game, 4, seed=1)  # the first leader is found from the tiles: no lot
    assert made and (0, "lot") not in made


def test_6_matador_any_tile_leads_and_the_layout_is_a_line():
    st = State.new("matador", 3, seed=4)
    leads = st.legal_actions()
    assert sorted(tile_of(a) for a in leads) == sorted(st.hands[st.turn])
    st.apply(leads[0])
    assert len(st.table.ends) == 2 and {e[SIDE] for e in st.table.ends} == {"east", "west"}


def test_6_matador_touching_halves_sum_to_seven():
    st = matador({"A": ["5:3", "6:6"], "B": ["4:2", "2:1", "3:3"]})
    st.play("5:3")  # ends 3 and 5
    assert placements(st) == [("2:1", 5, False), ("2:4", 5, False), ("4:2", 3, False)]
    st.play("4:2", at=3)
    assert sorted(st.table.values()) == [2, 5]


def test_6_matador_matadors_are_6_1_5_2_4_3_and_0_0():
    rules = Matador()
    assert sorted(str(TILES[i]) for i in rules.matadors) == ["0:0", "4:3", "5:2", "6:1"]


def test_6_matador_zero_end_takes_only_a_matador_crosswise():
    st = matador({"A": ["4:0", "6:6"], "B": ["6:1", "3:3", "5:0", "0:0", "2:1"]})
    st.play("4:0")  # ends 0 and 4
    assert placements(st) == [("0:0", 0, True), ("3:3", 4, False), ("6:1", 0, True)]


def test_6_matador_crosswise_matador_shows_both_halves_and_either_may_be_joined():
    st = matador({"A": ["4:0", "6:2", "1:5"], "B": ["6:1", "5:5", "4:4"]})
    st.play("4:0")
    st.play("6:1", crosswise=True)
    placed = st.table[2]
    assert placed[LIES_ACROSS]
    halves = st.table.end_on(2)
    assert sorted(e[VALUE] for e in halves) == [1, 6] and len({e[SLOT] for e in halves}) == 1
    assert placements(st) == [("1:5", 6, False), ("6:2", 1, False)]
    st.play("6:2")  # joins the 1 half; the end is now the 2 of 6:2, the 6 half is closed
    assert sorted(st.table.values()) == [2, 4]
    st.undo()
    st.play("1:5")  # or the 6 half
    assert sorted(st.table.values()) == [4, 5]


def test_6_matador_crosswise_double_blank_takes_only_another_matador():
    st = matador({"A": ["4:0", "5:2", "6:6"], "B": ["0:0", "1:1", "4:3"]})
    st.play("4:0")
    st.play("0:0")
    assert st.table[2][LIES_ACROSS] and sorted(st.table.values()) == [0, 0, 4]
    assert placements(st) == [("5:2", 0, True)]  # one choice: both 0 halves are one slot
    st.play("5:2")
    assert sorted(st.table.values()) == [2, 4, 5]


def test_6_matador_seven_matador_may_be_played_lengthwise():
    st = matador({"A": ["3:1", "6:6"], "B": ["6:1", "2:2"]})
    st.play("3:1")  # ends 1 and 3
    assert placements(st) == [("6:1", 1, False)]
    st.play("6:1")
    assert not st.table[2][LIES_ACROSS] and sorted(st.table.values()) == [1, 3]


def test_6_matador_double_blank_is_only_ever_a_matador():
    st = matador({"A": ["0:0", "6:6"], "B": ["5:0", "4:3"]})
    st.play("0:0")  # a lead 0:0 lies across the line; both sides take only a matador
    assert st.table[1][LIES_ACROSS] and st.table.values() == [0, 0]
    assert placements(st) == [("4:3", 0, True), ("4:3", 0, True)]
    st2 = matador({"A": ["6:5", "6:6"], "B": ["0:0", "3:3"]}, boneyard=["1:1"])
    st2.play("6:5")
    assert st2.legal_actions() == [DRAW]  # 0:0 never lengthwise


def test_6_matador_anywhere_option_allows_crosswise_on_any_end():
    hands = {"A": ["5:3", "6:6"], "B": ["5:2", "1:1"]}
    st = matador(hands)
    st.play("5:3")
    assert placements(st) == [("2:5", 5, False)]
    st = matador(hands, options={"matador_anywhere": True})
    st.play("5:3")  # ends 3 and 5
    assert placements(st) == [("2:5", 5, False), ("5:2", 3, True), ("5:2", 5, True)]
    st.play("5:2", at=3, crosswise=True)
    assert sorted(st.table.values()) == [2, 5, 5]


def test_6_matador_doubles_are_ordinary_tiles_in_line():
    st = matador({"A": ["5:3", "6:6"], "B": ["4:4", "1:1"]})
    st.play("5:3")
    st.play("4:4")
    assert not st.table[2][LIES_ACROSS] and sorted(st.table.values()) == [4, 5]


def test_6_matador_no_move_draw_one_tile_and_play_it_if_it_fits():
    st = matador({"A": ["5:3", "6:6"], "B": ["1:1", "0:1"]}, boneyard=["4:4", "6:2"])
    st.play("5:3")
    assert st.legal_actions() == [DRAW]
    st.apply(DRAW)
    assert placements(st) == [("4:4", 3, False)]
    st.play("4:4")
    assert st.turn == 0


def test_6_matador_drawn_tile_that_does_not_fit_means_pass():
    st = matador({"A": ["5:3", "6:6"], "B": ["1:1", "0:1"]}, boneyard=["6:0", "4:4"])
    st.play("5:3")
    st.apply(DRAW)
    assert st.legal_actions() == [PASS]
    st.apply(PASS)
    assert st.turn == 0 and st.drawable() == 1


def test_6_matador_going_out_does_not_end_the_hand_a_player_without_tiles_draws():
    st = matador({"A": ["5:3", "5:5"], "B": ["4:2", "1:1"]}, boneyard=["1:6", "0:0"])
    st.play("5:3")
    st.play("4:2", at=3)
    st.play("5:5")  # A has no tiles left (ends 5 and 5), but the hand goes on
    assert st.hands[0] == () and st.hand_over is None
    st.apply(DRAW)  # B draws 1:6, which does not fit a 5
    st.apply(PASS)
    assert st.turn == 0 and st.legal_actions() == [DRAW]  # A, with no tiles, draws
    st.apply(DRAW)
    assert st.hands[0] == (parse_tile("0:0").id,)
    assert st.hand_over is not None  # reserve empty, nobody can place


def test_6_matador_hand_ends_only_when_reserve_empty_and_nobody_can_place():
    st = matador({"A": ["5:3", "6:6"], "B": ["1:1", "6:5"]}, boneyard=["0:1"])
    st.play("5:3")
    assert st.hand_over is None  # the reserve still has a tile
    st.apply(DRAW)  # 0:1 does not fit 3 or 5; the reserve is empty; A cannot place either
    assert st.hand_over is not None and st.hand_over.reason == "blocked"


def test_6_matador_scoring_traditional_fewest_pips_wins():
    st = matador({"A": ["5:3", "1:0"], "B": ["6:6", "6:5"], "C": ["4:4", "5:5"]}, boneyard=[])
    st.play("5:3")
    assert st.hand_over is None  # C can answer the 3 with 4:4
    st.apply(PASS)  # B has nothing and no reserve
    st.play("4:4")  # ends 4 and 5: nobody can place. Pips: A 1, B 23, C 10
    assert st.hand_over.reason == "blocked" and st.hand_over.winner == 0
    assert st.scores == (23 + 10 - 1, 0, 0)


def test_6_matador_points_option_scores_matadors_crosswise_on_a_zero_end():
    hands = {"A": ["4:0", "3:1", "6:6"], "B": ["6:1", "5:2", "2:2"]}
    st = matador(hands, options={"matador_points": 10})
    st.play("4:0")
    st.play("6:1", crosswise=True)
    assert st.scores == (0, 10)
    plain = matador(hands)
    plain.play("4:0")
    plain.play("6:1", crosswise=True)
    assert plain.scores == (0, 0)  # default: 0, traditional scoring only


def test_6_matador_points_not_for_a_lengthwise_matador():
    st = matador({"A": ["3:1", "6:6"], "B": ["6:1", "2:2"]}, options={"matador_points": 10})
    st.play("3:1")
    st.play("6:1")
    assert st.scores == (0, 0)


def test_6_matador_target_is_100():
    assert State.new("matador", 2, seed=1).target() == 100


def test_6_matador_later_hand_led_by_fewest_pips_any_tile():
    st = matador({"A": ["5:3", "1:0"], "B": ["6:6", "6:5"]}, boneyard=[], seed=3)
    st.play("5:3")
    assert st.hand_over.winner == 0
    st.apply(NEXT_HAND)
    assert st.turn == 0 and len(st.legal_actions()) == 6


# -- bad input: a ValueError subclass, one clear line, the state unchanged ------------------
def test_6_matador_bad_matador_crosswise_on_a_nonzero_end():
    st = matador({"A": ["5:3", "6:6"], "B": ["5:2", "1:1"]})
    st.play("5:3")
    end = next(i for i, e in enumerate(st.table.ends) if e[VALUE] == 5)
    text = refused(st, placement(parse_tile("5:2").id, end, CROSSWISE), "only on a 0 end")
    assert "shows 5" in text
    refused(st, ("5:2", {"crosswise": True}), "crosswise")


def test_6_matador_bad_non_matador_on_a_zero_end():
    st = matador({"A": ["4:0", "6:6"], "B": ["5:0", "3:3", "6:1"]})
    st.play("4:0")
    zero = next(i for i, e in enumerate(st.table.ends) if e[VALUE] == 0)
    refused(st, placement(parse_tile("5:0").id, zero), "0 end takes only a matador")
    refused(st, placement(parse_tile("5:0").id, zero, CROSSWISE), "5:0 is not a matador")
    refused(st, placement(parse_tile("6:1").id, zero), "only crosswise")
    refused(st, ("5:0", {"on": "4:0"}), "0 end takes only a matador")


def test_6_matador_bad_second_draw_in_one_turn():
    st = matador({"A": ["5:3", "6:6"], "B": ["1:1", "0:1"]}, boneyard=["6:0", "4:4"])
    st.play("5:3")
    st.apply(DRAW)
    refused(st, DRAW, "drawn the one tile of this turn")


def test_6_matador_bad_pass_while_the_drawn_tile_fits():
    st = matador({"A": ["5:3", "6:6"], "B": ["1:1", "0:1"]}, boneyard=["4:4", "6:0"])
    st.play("5:3")
    st.apply(DRAW)
    refused(st, PASS, "cannot pass: a tile can be played")
    refused(st, DRAW, "cannot draw: a tile can be played")


def test_6_matador_bad_lead_index():
    st = matador({"A": ["5:3", "6:6"], "B": ["1:1", "0:1"]})
    refused(st, placement(parse_tile("1:1").id, LEAD), "does not hold")


def test_6_matador_record_matador_crosswise_replays():
    record = Record.load("matador-crosswise")
    table = record.replay().state.table
    crosswise = {p[NUMBER]: p for p in table.placed if p[LIES_ACROSS]}
    joined = [(p[PARENT], p[INNER]) for p in table.placed
              if p[PARENT] in crosswise and not p[LIES_ACROSS]]
    assert len(joined) >= 2  # crosswise matadors continued ...
    halves = {7 - inner for _, inner in joined}
    assert halves == {1, 5}  # ... on the 1 of 6:1 and on the 5 of 5:2
