"""§9 Sevens: 2-5 players, 5 tiles each, the highest tile leads, sum 7, a 0 end is dead."""

import random

import pytest
from positions import refused

from domino_widgets.engine import DRAW, NEXT_HAND, PASS, RecordError, State, language
from domino_widgets.engine.actions import LEAD, placement
from domino_widgets.engine.games.leading import highest_tile_lead
from domino_widgets.engine.games.sevens import every_end_dead
from domino_widgets.engine.record import Record
from domino_widgets.engine.table import LIES_ACROSS, VALUE
from domino_widgets.engine.tiles import parse_tile


def sevens(hands, boneyard=(), **kw):
    return State.from_hands("sevens", hands, boneyard=list(boneyard), **kw)


def moves(st):
    return sorted((m.played_as, m.at) for m in st.legal_moves() if m.kind == "play")


def test_9_sevens_two_to_five_players_five_tiles_each_rest_is_reserve():
    for n in (2, 3, 4, 5):
        st = State.new("sevens", n, seed=3)
        assert [len(h) for h in st.hands] == [5] * n and st.drawable() == 28 - 5 * n
    with pytest.raises(ValueError, match="2-5 players"):
        State.new("sevens", 6)


def test_9_sevens_holder_of_the_highest_tile_leads_it():
    st = sevens({"A": ["5:4", "1:1"], "B": ["6:3", "0:0"], "C": ["4:4", "2:1"]})
    assert st.turn == 1  # 6:3, 5:4 and 4:4 all have 9 pips; 6:3 has the higher half
    assert st.legal_actions() == [placement(parse_tile("6:3").id, LEAD)]


def test_9_sevens_touching_halves_sum_to_seven():
    st = sevens({"A": ["6:5", "1:1"], "B": ["2:3", "1:4", "5:5"]})
    st.play("6:5")  # ends 5 and 6
    assert moves(st) == [("1:4", 6), ("2:3", 5)]  # 5:5 fits neither


def test_9_sevens_a_zero_end_is_dead():
    st = sevens({"A": ["6:6", "4:3"], "B": ["1:0", "6:5"], "C": ["0:0", "6:1"]},
                boneyard=["5:2"])
    st.play("6:6")
    st.play("1:0")  # leaves a 0
    assert sorted(st.table.values()) == [0, 6]
    assert moves(st) == [("1:6", 6)]  # nothing goes on the 0, not even 0:0
    st.play("1:6")
    assert st.legal_actions() == [DRAW]  # A: 4:3 fits neither the 0 nor the 6


def test_9_sevens_doubles_lie_in_line():
    st = sevens({"A": ["6:5", "1:0"], "B": ["2:2", "3:3"]})
    st.play("6:5")
    st.play("2:2")
    assert not st.table[2][LIES_ACROSS] and sorted(st.table.values()) == [2, 6]


def test_9_sevens_draw_until_playable():
    st = sevens({"A": ["6:5", "3:3"], "B": ["4:4", "3:0"]}, boneyard=["0:0", "2:2", "5:3"])
    st.play("6:5")
    st.apply(DRAW)  # 0:0 fits nowhere
    assert st.legal_actions() == [DRAW]
    st.apply(DRAW)  # 2:2 fits the 5
    assert moves(st) == [("2:2", 5)]
    refused(st, DRAW, "cannot draw: a tile can be played")


def test_9_sevens_empty_reserve_means_pass():
    st = sevens({"A": ["6:5", "2:3"], "B": ["4:4", "3:0"]}, boneyard=[])
    st.play("6:5")
    assert st.legal_actions() == [PASS]
    st.apply(PASS)
    assert st.turn == 0


def test_9_sevens_going_out_scores_the_pips_left_in_the_other_hands():
    st = sevens({"A": ["6:6", "1:3"], "B": ["1:0", "2:2"]}, boneyard=[])
    st.play("6:6")
    st.play("1:0")
    st.play("1:3")
    assert st.hand_over.reason == "domino" and st.hand_over.winner == 0
    assert st.scores == (4, 0)


# The five-player example of issue 18: A 6:6, B 1:0, C 1:3, D 4:0 leave two dead 0 ends.
FIVE = {"A": ["6:6", "5:6", "5:5", "4:6", "4:5"], "B": ["1:0", "3:6", "4:4", "3:5", "2:6"],
        "C": ["1:3", "1:6", "2:5", "3:4", "3:3"], "D": ["4:0", "0:6", "1:4", "1:5", "2:4"],
        "E": ["0:3", "1:2", "2:2", "0:5", "2:3"]}
FIVE_RESERVE = ["0:0", "0:2", "1:1"]


def five_after_the_last_end_dies(**options):
    st = sevens(FIVE, boneyard=FIVE_RESERVE, options=options)
    for tile in ("6:6", "1:0", "1:3", "4:0"):
        st.play(tile)
    assert sorted(st.table.values()) == [0, 0]
    return st


def test_9_sevens_dead_table_draws_the_whole_reserve_then_blocks_s2_s4():
    st = five_after_the_last_end_dies()
    assert st.hand_over is None and st.players[st.turn] == "E"
    for drawn in FIVE_RESERVE:  # S2: E has no placement, so he draws; nothing ever fits
        assert st.legal_actions() == [DRAW] and st.hand_over is None
        st.apply(DRAW)
        assert parse_tile(drawn).id in st.hands[4]
    # S4: nobody can place and nobody can draw: blocked, on the pips now in hand
    assert st.hand_over.reason == "blocked" and st.drawable() == 0
    assert st.hand_over.pips == (40, 33, 27, 23, 24)  # E's 20 pips + 0:0, 0:2, 1:1
    assert st.hand_over.winner == 3 and st.scores == (0, 0, 0, 40 + 33 + 27 + 24 - 23, 0)
    assert st.scores[3] == 101


def test_9_sevens_dead_table_blocks_option_blocks_at_once_without_drawing():
    st = five_after_the_last_end_dies(dead_table_blocks=True)
    assert st.hand_over is not None and st.hand_over.reason == "blocked"
    assert st.drawable() == 3 and len(st.hands[4]) == 5  # nobody draws
    assert st.hand_over.winner == 4 and st.scores == (0, 0, 0, 0, 40 + 33 + 27 + 23 - 20)
    assert st.scores[4] == 103
    refused(st, DRAW, "the match is over")  # 103 reaches the target of 100


def test_9_sevens_dead_table_with_an_empty_reserve_blocks_under_both_settings():
    hands = {"A": ["6:6", "2:0", "5:5"], "B": ["1:0", "6:5"], "C": ["1:5", "4:4"]}
    for options in ({}, {"dead_table_blocks": True}):
        st = sevens(hands, boneyard=[], options=options)
        for tile in ("6:6", "1:0", "1:5", "2:0"):
            st.play(tile)
        assert st.hand_over.reason == "blocked", options
        assert st.hand_over.winner == 2 and st.scores == (0, 0, 10 + 11 - 8)


def test_9_sevens_one_dead_end_does_not_block_under_either_setting():
    for options in ({}, {"dead_table_blocks": True}):
        st = sevens({"A": ["6:6", "4:3"], "B": ["1:0", "6:5"], "C": ["0:0", "6:1"]},
                    boneyard=["5:2"], options=options)
        st.play("6:6")
        st.play("1:0")
        assert st.hand_over is None and moves(st) == [("1:6", 6)]


def test_9_sevens_dead_table_blocks_is_declared_and_checked():
    assert State.new("sevens", 3, seed=1).rules.options["dead_table_blocks"] is False
    with pytest.raises(ValueError, match="dead_table_blocks of sevens must be true or false"):
        State.new("sevens", 3, options={"dead_table_blocks": "yes"})
    with pytest.raises(ValueError, match="unknown option 'dead_table_block' for sevens"):
        State.new("sevens", 3, options={"dead_table_block": True})
    with pytest.raises(ValueError, match="unknown option 'dead_table_blocks' for matador"):
        State.new("matador", 2, options={"dead_table_blocks": True})


def test_9_sevens_random_play_reaches_dead_tables_under_both_settings():
    """The random-play test plays the new option value; here random hands show each setting's
    dead table: by default it blocks once the reserve is drawn, with the option at the
    placement that kills the last end."""
    from test_random_play import option_variants

    assert {"dead_table_blocks": True} in option_variants("sevens")
    rng = random.Random("sevens/dead")
    for options in ({}, {"dead_table_blocks": True}):
        dead_blocks = drawn_out = 0
        for i in range(300):
            st = State.new("sevens", rng.randint(2, 5), seed=f"dead/{i}", options=options)
            while st.hand_over is None:
                st.apply(rng.choice(st.legal_actions()))
            if st.hand_over.reason == "blocked" and every_end_dead(st, st.rules.fit):
                dead_blocks += 1
                last = st.history[-1][0]
                if options:
                    assert last >= 0  # the placement that killed the last end
                else:
                    assert st.drawable() == 0
                    drawn_out += last == DRAW  # the reserve was drawn on the dead table
        assert dead_blocks > 10 and (drawn_out > 10 or options), (options, dead_blocks, drawn_out)


def test_9_sevens_target_is_100():
    assert State.new("sevens", 3, seed=1).target() == 100


def test_9_sevens_later_hands_the_highest_tile_leads_again():
    st = sevens({"A": ["6:6", "1:3"], "B": ["1:0", "2:2"]}, boneyard=[], seed=4)
    st.play("6:6")
    st.play("1:0")
    st.play("1:3")
    st.apply(NEXT_HAND)
    holder, tile = highest_tile_lead(tuple(st.hands))
    assert st.turn == holder and st.legal_actions() == [placement(tile, LEAD)]


def test_9_sevens_next_hand_lead_option_winner_leads_any_tile():
    st = sevens({"A": ["6:6", "1:3"], "B": ["1:0", "2:2"]}, boneyard=[], seed=4,
                options={"next_hand_lead": "winner"})
    st.play("6:6")
    st.play("1:0")
    st.play("1:3")
    st.apply(NEXT_HAND)
    assert st.turn == 0 and len(st.legal_actions()) == 5


# -- bad input ---------------------------------------------------------------------------------
def test_9_sevens_bad_lead_of_a_lower_tile():
    st = sevens({"A": ["6:5", "1:1"], "B": ["2:3", "1:4"]})
    refused(st, "1:1", "may not lead: 6:5 must lead")


def test_9_sevens_bad_tile_on_a_dead_zero_end():
    st = sevens({"A": ["6:6", "4:3"], "B": ["1:0", "6:5"], "C": ["0:0", "6:1"]})
    st.play("6:6")
    st.play("1:0")
    zero = next(i for i, e in enumerate(st.table.ends) if e[VALUE] == 0)
    refused(st, placement(parse_tile("0:0").id, zero), "does not match any open end")


def test_9_sevens_record_dead_zero_replays():
    replay = Record.load("sevens-dead-zero").replay()
    assert replay.hand_ends and replay.hand_ends[0]["reason"] == "blocked"
    assert replay.state.drawable() == 0  # Anya drew the whole reserve on the dead table


DRAWN = "2:1, 3:0, 3:1, 4:2, 4:3, 5:0, 5:1, 5:2, 6:0, 6:1, 6:3"  # the reserve, after move 9


def _dead_zero_then(move: dict[str, object]) -> Record:
    """The shipped dead-table record up to its table of dead ends, then ``move`` by Anya in
    place of the draws the engine must make first."""
    data = dict(Record.load("sevens-dead-zero").data)
    data.pop("notes", None)
    data["moves"] = [*data["moves"][:9], move]
    return Record(data)


@pytest.mark.parametrize(("move", "refused_as"), [
    ({"player": "Аня", "pass": True}, "there is no pass here"),
    ({"player": "Аня", "play": "6:3"}, "6:3 cannot be played here"),
], ids=["pass", "placement"])
def test_9_sevens_a_record_move_after_the_forced_draws_is_refused_with_what_happened_s2_s4(
        move: dict[str, object], refused_as: str) -> None:
    with pytest.raises(RecordError) as caught:
        _dead_zero_then(move).replay()
    said = str(caught.value)
    assert said == (f"move 10: {refused_as}: Аня first had to draw 11 tiles ({DRAWN}), and "
                    "then the hand ended: blocked, Вера wins it")
    assert "match is over" not in said and caught.value.move == 10


def test_9_sevens_the_draws_before_a_refused_pass_read_in_russian() -> None:
    with language("ru"), pytest.raises(RecordError) as caught:
        _dead_zero_then({"player": "Аня", "pass": True}).replay()
    assert str(caught.value) == (f"ход 10: пропуска здесь нет: Аня сначала берёт из базара 11 "
                                 f"костей ({DRAWN}), после чего партия окончена: рыба, "
                                 "выигрывает Вера")
