"""§1 Cross: the centre, the arms, turns of doubles, scoring by fives, penalties rounded to 5."""

import pytest

from domino_widgets.engine import DRAW, END_TURN, NEXT_HAND, IllegalMoveError, State
from domino_widgets.engine.games.cross import Cross
from domino_widgets.engine.games.scoring import round_to_five
from domino_widgets.engine.record import Record
from domino_widgets.engine.table import BRANCH, GROWS, LIES_ACROSS, SIDE


def cross(hands, boneyard=(), **kw):
    return State.from_hands("cross", hands, boneyard=list(boneyard), **kw)


def later_hand(hands, leader, **kw):
    """A position in a later hand of a match, where the leader may lead any tile (S6)."""
    return cross(hands, leader=leader, later_hand=True, **kw)


def total(st):
    return Cross.end_total(st.table)


def test_1_cross_deal_seven_each_and_no_boneyard_for_four():
    st = State.new("cross", 4, seed=1)
    assert [len(h) for h in st.hands] == [7] * 4 and st.drawable() == 0
    st = State.new("cross", 2, seed=1)
    assert st.drawable() == 14
    with pytest.raises(ValueError, match="2-4 players"):
        State.new("cross", 5)


def test_1_cross_reserve_option_keeps_tiles_undrawable():
    st = State.from_hands("cross", {"A": ["1:1", "6:6"], "B": ["3:4", "5:6"]},
                          boneyard=["0:0", "2:2", "1:3"], options={"reserve": 2})
    st.play("1:1")
    st.apply(DRAW)  # one drawable tile: 0:0, does not fit
    assert DRAW not in st.legal_actions() and st.drawable() == 0


def test_1_cross_first_hand_lowest_double_later_hands_any_tile():
    st = cross({"A": ["3:3", "1:2"], "B": ["6:6", "5:4"]})
    assert st.turn == 0 and [m.played_as for m in st.legal_moves()] == ["3:3"]
    st = State.new("cross", 2, seed=8)
    while st.hand_over is None:
        st.apply(st.legal_actions()[0])
    st.apply(NEXT_HAND)
    assert len(st.legal_actions()) == len(st.hands[st.turn])


def test_1_cross_first_double_is_the_centre_with_four_open_sides():
    st = cross({"A": ["5:5", "0:1"], "B": ["5:0", "5:4", "5:6", "5:3"]})
    st.play("5:5")
    assert st.table.centre == 1
    assert sorted(e[SIDE] for e in st.table.ends) == ["east", "north", "south", "west"]


def test_1_cross_a_double_that_appears_mid_line_becomes_the_centre():
    st = later_hand({"A": ["6:6", "5:3", "3:4"], "B": ["3:3", "1:2", "2:4"]}, "A")
    st.play("5:3")
    st.play("3:3")
    assert st.table.centre == 2
    assert st.table.arms == {"west"}  # the line came in from the west
    # the line end (5) and the centre counting whole (6): 11
    assert total(st) == 11


def test_1_cross_later_doubles_are_ordinary_crosswise_at_an_end():
    st = cross({"A": ["5:5", "0:0", "2:3"], "B": ["5:0", "0:1", "6:6"]})
    st.play("5:5")
    st.play("5:0")
    st.play("0:0")
    placed = st.table[3]
    assert placed[LIES_ACROSS] and st.table.centre == 1
    assert [e[SIDE] for e in st.table.end_on(3)] == ["east"]  # no branching


def test_1_cross_two_doubles_at_once_both_candidates_third_side_decides():
    st = later_hand({"A": ["6:6", "5:3", "1:2"], "B": ["3:3", "5:5", "2:4"],
                     "C": ["3:6", "5:1", "0:0"]}, "A")
    st.play("5:3")
    st.play("3:3")  # B: first double ...
    st.play("5:5")  # ... and a second at the other line end in the same turn
    assert st.turn == 2  # no double left: the turn ended by itself
    table = st.table
    assert table.centre == 0 and table.candidates == (2, 3)
    assert total(st) == 6 + 10  # both doubles at line ends count whole
    st.play("3:6", on="3:3", side="north")  # C plays on a third side of 3:3
    assert table.centre == 2 and table.candidates == ()
    assert not [e for e in table.end_on(3) if e[BRANCH]]  # 5:5 is ordinary now
    assert table.arms == {"west", "north"}
    # the centre no longer counts and its free east side counts nothing: 10 (5:5) + 6
    assert total(st) == 10 + 6


def test_1_cross_a_turn_of_several_doubles_each_on_an_open_end():
    st = later_hand({"A": ["5:5", "5:1", "6:6", "1:1", "3:3", "5:2", "2:4"],
                     "B": ["5:6", "5:3", "2:0", "0:4"]}, "A")
    st.play("5:5")  # +10
    st.play("5:6")  # east: 10 + 6
    st.play("5:1")  # west: 6 + 1
    st.play("5:3")  # north: 6 + 1 + 3 = 10, B +10
    st.play("6:6")
    assert st.turn == 0 and END_TURN in st.legal_actions()
    assert all(m.tile.is_double for m in st.legal_moves() if m.kind == "play")
    before = st._snapshot()
    with pytest.raises(IllegalMoveError):
        st.play("5:2")  # fits the south side, but no non-double after doubles
    assert st._snapshot() == before
    st.play("1:1")
    st.play("3:3")
    assert st.turn == 1  # no double left: the turn ended by itself
    assert st.scores == (10 + 12 + 2 + 6, 10)  # counted after the whole turn


def test_1_cross_option_double_then_any_allows_one_non_double_after_doubles():
    hands = {"A": ["5:5", "6:6", "6:1", "2:3"], "B": ["5:6", "0:4", "0:3"]}
    plain = later_hand(hands, "A")
    for st in (plain, later_hand(hands, "A", options={"double_then_any": True})):
        st.play("5:5")
        st.play("5:6")
        st.play("6:6")
    assert plain.turn == 1  # by default the turn ends: no double left
    assert st.turn == 0
    st.play("6:1")
    assert st.turn == 1 and len(st.table) == 4


def test_1_cross_centre_counts_both_halves_while_one_side_is_occupied():
    st = cross({"A": ["5:5", "0:1", "2:3"], "B": ["5:0", "5:4", "2:6"]})
    st.play("5:5")
    assert total(st) == 10
    st.play("5:0")
    assert total(st) == 10 + 0
    st.play("0:1")
    assert total(st) == 11
    st.play("5:4")  # a second side: the centre never counts again
    assert total(st) == 1 + 4


def test_1_cross_unplayed_sides_of_the_centre_count_nothing():
    st = cross({"A": ["5:5", "1:3", "2:6"], "B": ["5:1", "5:6", "2:0"]})
    st.play("5:5")
    st.play("5:1")
    st.play("1:3")
    st.play("5:6")  # east and west taken, north and south still open
    assert {e[SIDE] for e in st.table.ends if e[BRANCH]} == {"north", "south"}
    assert total(st) == 3 + 6


def test_1_cross_a_double_at_an_end_counts_both_halves():
    st = later_hand({"A": ["5:5", "0:1", "1:1", "2:3"], "B": ["5:0", "5:4", "2:2"]}, "A")
    for t in ("5:5", "5:0", "0:1", "5:4", "1:1"):
        st.play(t)
    assert total(st) == 2 + 4


def test_1_cross_scores_a_positive_multiple_of_5_after_the_turn():
    st = cross({"A": ["5:5", "0:1", "5:2"], "B": ["5:0", "5:4", "2:6"]})
    st.play("5:5")
    st.play("5:0")
    st.play("0:1")
    st.play("5:4")
    assert st.scores == (10, 10 + 5)


@pytest.mark.parametrize("pips,penalty", [(1, 0), (2, 0), (3, 5), (7, 5), (8, 10), (12, 10),
                                          (13, 15), (18, 20), (0, 0)])
def test_1_cross_penalty_rounds_pips_to_the_nearest_5(pips, penalty):
    assert round_to_five(pips) == penalty


def test_1_cross_penalties_at_hand_end_and_scores_go_negative():
    st = cross({"A": ["5:5"], "B": ["6:6", "0:1"], "C": ["3:4", "2:0"]})
    st.play("5:5")  # A goes out after scoring 10
    assert st.hand_over.reason == "domino"
    assert st.hand_over.points == (0, -15, -10)  # 13 -> 15, 9 -> 10
    assert st.scores == (10, -15, -10)


def test_1_cross_blocked_hand_penalises_everyone():
    st = cross({"A": ["1:1", "6:6"], "B": ["1:2", "5:5"]})
    st.play("1:1")
    st.play("1:2")
    assert st.hand_over.reason == "blocked"
    assert st.hand_over.points == (-10, -10)


def test_1_cross_target_reached_only_after_penalties_count():
    st = cross({"A": ["5:5", "6:6", "6:3"], "B": ["5:0"]})
    st.scores = (95, 0)
    st.play("5:5")  # A 105 on the table
    st.play("5:0")  # B goes out: A loses 20 (6:6 + 6:3 = 21 -> 20)
    assert st.hand_over.reason == "domino"
    assert st.scores[0] == 105 - 20 and not st.match_over


def test_1_cross_book_photos_record_scores_each_caption():
    replay = Record.load("cross-photos").replay()
    points = [s["points"] for s in replay.steps]
    assert points == [10, 10, 0, 5, 0, 0, 0, 0, 0, 15, 25]
    assert "фото 6" in Record.load("cross-photos").note(11)


def test_1_cross_a_later_double_is_ordinary_while_two_candidates_wait():
    st = later_hand({"A": ["3:5", "6:6", "1:0"], "B": ["3:3", "5:5", "0:4"],
                     "C": ["5:2", "0:0", "6:1"], "D": ["2:2", "4:1", "6:0"]}, "A")
    st.play("3:5")
    st.play("3:3")
    st.play("5:5")
    st.play("5:2", on="5:5", side="east" if st.table[3][GROWS] == "east" else "west")
    st.play("2:2")
    assert st.table.centre == 0 and st.table.candidates == (2, 3)
    assert [e[BRANCH] for e in st.table.end_on(5)] == [False]
