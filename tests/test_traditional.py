"""§10 Traditional: equal halves, doubles crosswise, a line, draw until playable, S5."""

from domino_widgets.engine import State
from domino_widgets.engine.table import SIDE


def test_10_traditional_deal_two_to_four_players_seven_tiles():
    for n in (2, 3, 4):
        st = State.new("traditional", n, seed=n)
        assert [len(h) for h in st.hands] == [7] * n
        assert st.drawable() == 28 - 7 * n


def test_10_traditional_equal_halves_touch_on_a_line():
    st = State.from_hands("traditional", {"A": ["1:1", "3:5"], "B": ["1:3", "0:0"]},
                          boneyard=[])
    st.play("1:1")
    assert sorted(e[SIDE] for e in st.table.ends) == ["east", "west"]  # a line, not a cross
    st.play("1:3")
    move = st.legal_moves()[0]
    assert move.played_as == "3:5" and move.at == 3


def test_10_traditional_no_centre_and_no_points_during_play():
    st = State.new("traditional", 4, seed=9)
    while st.hand_over is None:
        st.apply(st.legal_actions()[0])
        assert st.table.centre == 0
        if st.hand_over is None:
            assert st.scores == (0, 0, 0, 0)


def test_10_traditional_target_100():
    assert State.new("traditional", 2, seed=0).target() == 100
