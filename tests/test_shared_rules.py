"""S1-S10, the shared rules, mostly on Traditional dominoes (§10) where nothing overrides them."""

import random

import pytest

from domino_widgets.engine import DRAW, NEXT_HAND, PASS, IllegalMoveError, State
from domino_widgets.engine.games.hand_data import HandResult, settlement
from domino_widgets.engine.games.leading import lowest_double_lead
from domino_widgets.engine.table import LIES_ACROSS
from domino_widgets.engine.tiles import parse_tile


def ids(*tiles):
    return tuple(parse_tile(t).id for t in tiles)


def test_s1_must_play_when_a_tile_fits():
    st = State.from_hands("traditional", {"A": ["1:1", "6:6"], "B": ["1:2", "3:4"]},
                          boneyard=["5:5"])
    st.play("1:1")
    assert st.legal_actions() != [DRAW]
    before = st._snapshot()
    for action in (DRAW, PASS):
        with pytest.raises(IllegalMoveError, match="cannot .*2:1"):
            st.apply(action)
    assert st._snapshot() == before


def test_s2_draw_one_at_a_time_until_a_tile_fits_then_place_it():
    st = State.from_hands("traditional", {"A": ["1:1", "6:6"], "B": ["3:4", "5:6"]},
                          boneyard=["0:0", "1:3", "2:2"])
    st.play("1:1")
    assert st.legal_actions() == [DRAW]
    st.apply(DRAW)
    assert st.hand_tiles(1)[-1] == "0:0" and st.legal_actions() == [DRAW]
    st.apply(DRAW)
    assert [m.played_as for m in st.legal_moves()] == ["1:3", "1:3"]  # both ends of 1:1
    with pytest.raises(IllegalMoveError):
        st.apply(DRAW)


def test_s2_empty_boneyard_means_pass():
    st = State.from_hands("traditional", {"A": ["1:1", "1:6"], "B": ["3:4", "5:6"]},
                          boneyard=[])
    st.play("1:1")
    assert st.legal_actions() == [PASS]
    st.apply(PASS)
    assert st.turn == 0


def test_s3_a_double_lies_crosswise_and_counts_as_one_end():
    st = State.from_hands("traditional", {"A": ["1:1", "5:5"], "B": ["1:5", "0:0"]},
                          boneyard=[])
    st.play("1:1")
    st.play("1:5")
    st.play("5:5")
    assert st.table[3][LIES_ACROSS]
    assert sorted(st.table.values()) == [1, 5]  # one end of value 5, not two


def test_s4_blocked_hand_when_nobody_can_place_or_draw():
    st = State.from_hands("traditional", {"A": ["1:1", "6:6"], "B": ["1:2", "5:5"]},
                          boneyard=[])
    st.play("1:1")
    st.play("1:2")
    assert st.hand_over is not None and st.hand_over.reason == "blocked"
    assert st.legal_actions() == [NEXT_HAND]


def test_s5_going_out_scores_the_pips_left_in_all_other_hands():
    st = State.from_hands("traditional", {"A": ["1:1"], "B": ["6:6", "2:3"], "C": ["4:4"]},
                          boneyard=[])
    st.play("1:1")
    assert st.hand_over.reason == "domino" and st.hand_over.winner == 0
    assert st.scores == (12 + 5 + 8, 0, 0)


def test_s5_block_won_by_fewest_pips_who_scores_the_others_minus_his_own():
    st = State.from_hands("traditional", {"A": ["1:1", "0:2"], "B": ["1:3", "6:6"],
                                          "C": ["5:5", "4:4"]}, boneyard=[])
    st.play("1:1")  # A: 0:2 left = 2
    st.play("1:3")  # B: 6:6 = 12; C: 18; ends 1 and 3: blocked
    assert st.hand_over.reason == "blocked" and st.hand_over.winner == 0
    assert st.scores == (12 + 18 - 2, 0, 0)


def test_s5_a_tie_for_fewest_scores_nothing():
    st = State.from_hands("traditional", {"A": ["1:1", "0:5"], "B": ["1:4", "2:3"]},
                          boneyard=[])
    st.play("1:1")
    st.play("1:4")
    assert st.hand_over.reason == "blocked" and st.hand_over.winner is None
    assert st.scores == (0, 0)


def test_s6_who_went_out_leads_the_next_hand_any_tile():
    st = State.from_hands("traditional", {"A": ["1:1"], "B": ["6:6", "2:3"]}, boneyard=[],
                          seed=5)
    st.play("1:1")
    st.apply(NEXT_HAND)
    assert st.hand_no == 1 and st.turn == 0
    assert len(st.legal_actions()) == len(st.hands[0])  # any tile may lead


def test_s6_after_a_block_fewest_pips_tie_nearest_after_last_placer():
    st = State.from_hands("traditional", {"A": ["1:1", "0:2"], "B": ["1:3", "6:6"],
                                          "C": ["0:1", "4:4"]}, boneyard=[], seed=3)
    st.play("1:1")
    st.play("1:3")
    st.play("1:0")  # C placed last; ends 3 and 0
    # A holds 0:2 which fits the 0: not blocked yet
    st.play("0:2")
    # now A went out
    assert st.hand_over.reason == "domino"
    rules = st.rules
    tie = HandResult(0, "blocked", None, (0, 0, 0), (5, 9, 5), 0)
    st.last_placer = 1  # B placed last: the tied A (0) and C (2); nearest after B is C
    assert rules.next_leader(st, tie) == 2
    st.last_placer = 2  # C placed last: nearest after C is A
    assert rules.next_leader(st, tie) == 0


def test_s7_lowest_double_in_russian_order():
    hands = (ids("0:0", "6:5"), ids("6:6", "2:3"), ids("3:3", "4:1"))
    assert lowest_double_lead(hands) == (2, parse_tile("3:3").id)
    hands = (ids("0:0", "6:5"), ids("6:6", "2:3"))
    assert lowest_double_lead(hands) == (1, parse_tile("6:6").id)  # 0:0 comes last


def test_s7_no_double_anywhere_means_the_highest_tile_leads():
    hands = (ids("6:4", "2:1"), ids("5:5", "2:3")[1:] + ids("6:5"))
    assert lowest_double_lead(hands) == (1, parse_tile("6:5").id)


def test_s7_the_first_hand_must_lead_the_lowest_double():
    st = State.from_hands("traditional", {"A": ["4:4", "1:2"], "B": ["2:2", "6:5"]},
                          boneyard=[])
    assert st.turn == 1
    with pytest.raises(IllegalMoveError, match="may not lead"):
        st.play("6:5")
    st.play("2:2")


def test_s8_match_ends_when_a_hand_reaches_the_target_highest_total_wins():
    st = State.new("traditional", 2, seed=11, options={"target": 30})
    while not st.match_over:
        st.apply(st.legal_actions()[0])
    assert max(st.scores) >= 30 and st.scores[st.winner] == max(st.scores)
    assert all(r.number == i for i, r in enumerate(st.results))


def test_s8_a_tie_at_the_top_plays_another_hand():
    st = State.from_hands("traditional", {"A": ["1:1", "0:5"], "B": ["1:4", "2:3"]},
                          boneyard=[], options={"target": 1})
    st.scores = (5, 5)
    st.play("1:1")
    st.play("1:4")  # blocked, tie: nobody scores, 5-5 at the top
    assert st.hand_over is not None and not st.match_over
    assert st.legal_actions() == [NEXT_HAND]


def test_s9_settlement_pairwise_and_literal():
    scores = (30, 10, 5, 0)
    assert settlement(scores, 0, "pairwise") == 20 + 25 + 30
    assert settlement(scores, 0, "literal") == 30 - 15
    assert settlement((30, 10), 0, "pairwise") == settlement((30, 10), 0, "literal") == 20


def test_s9_settlement_option_reaches_the_state():
    for how in ("pairwise", "literal"):
        st = State.new("quintuple", 4, seed=2, options={"settlement": how})
        while not st.match_over:
            st.apply(st.legal_actions()[-1])
        assert st.settlement() == settlement(st.scores, st.winner, how)


def test_s10_the_same_seed_gives_the_same_deals():
    a = State.new("cross", 3, seed=42)
    b = State.new("cross", 3, seed=42)
    c = State.new("cross", 3, seed=43)
    assert a.hands == b.hands and a.boneyard == b.boneyard
    assert a.hands != c.hands


def test_a_move_out_of_turn_is_refused_and_changes_nothing():
    st = State.from_hands("traditional", {"A": ["1:1", "6:6"], "B": ["1:2", "3:4"]},
                          boneyard=[])
    before = st._snapshot()
    for who, message in (("B", "it is A's turn, not B's"), (1, "it is A's turn, not B's"),
                         ("Zed", "no player named 'Zed'"), (7, "no such player: 7")):
        with pytest.raises(IllegalMoveError, match=message):
            st.play("1:1", player=who)
        assert st._snapshot() == before
    st.play("1:1", player="A")
    assert st.turn == 1


@pytest.mark.parametrize("game,options,message", [
    ("poker", None, "unknown game 'poker'"),
    ("cross", {"turbo": True}, "unknown option 'turbo' for cross"),
    ("cross", {"reserve": "two"}, "option reserve of cross must be a whole number"),
    ("quintuple", {"block_point_to": "nobody"}, "option block_point_to of quintuple must be one"),
    ("traditional", {"settlement": 1}, "option settlement of traditional must be a string"),
])
def test_an_unknown_game_or_option_is_one_clear_error(game, options, message):
    from domino_widgets.engine import OptionError

    with pytest.raises(OptionError, match=message) as err:
        State.new(game, 2, options=options)
    assert isinstance(err.value, ValueError) and "\n" not in str(err.value)


def test_a_bad_tile_string_in_a_move_changes_nothing():
    st = State.new("traditional", 2, seed=1)
    before = st._snapshot()
    with pytest.raises(ValueError, match="bad tile '9:9'"):
        st.play("9:9")
    assert st._snapshot() == before


def test_a_placement_number_past_the_table_says_so_and_changes_nothing():
    st = State.from_hands("traditional", {"A": ["1:1", "1:6"], "B": ["1:2", "3:4"]},
                          boneyard=[])
    st.play("1:1")
    st.play("1:2", on="1:1")
    before = st._snapshot()
    for on, message in ((5, r"no tile 5 on the table \(2 placed\)"),
                        (0, "placement numbers start at 1, not 0")):
        with pytest.raises(IllegalMoveError, match=message) as err:
            st.play("1:6", on=on)
        assert "\n" not in str(err.value)
        assert st._snapshot() == before
    st.play("1:6", on=1)


@pytest.mark.parametrize("game, options", [
    ("matador", {}), ("matador", {"matador_anywhere": True}), ("six-matador", {}),
    ("six-matador", {"scoring": "simple"}), ("sausage", {})])
def test_s4_can_place_answers_as_the_placements_do(game, options):
    """S4 asks ``can_place`` of the others when the player to move cannot place: where a game
    answers it by the halves of a hand (Matador's 0:0 and crosswise matadors, Sausage's ribbon
    ahead and its cut), it must say exactly whether ``placements`` lists any."""
    rng = random.Random(7)
    asked = set()
    for seed in range(60):
        st = State.new(game, rng.randint(2, 4), seed=seed, options=options)
        while st.hand_over is None:
            for q in range(st.n):
                listed = bool(st.rules.placements(st, q))
                assert st.rules.can_place(st, q) == listed
                asked.add(listed)
            st.apply(rng.choice(st.legal_actions()))
    assert asked == {True, False}
