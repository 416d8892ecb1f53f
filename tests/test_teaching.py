"""The exercise checks of the notebooks (domino_widgets.teaching) and their bar charts."""

import pytest

from domino_widgets import State, lesson, load_record, teaching
from domino_widgets.charts import bar_chart
from domino_widgets.teaching import (
    NO_ANSWER,
    check,
    check_best_move,
    check_count,
    check_hand_points,
    check_next_leader,
    check_penalty,
    check_playable,
    later_hand,
    move_points,
)


def after(name, n):
    return load_record(name).positions()[n]


def test_record_positions_are_the_deal_then_the_position_after_each_move():
    record = load_record("quintuple-book")
    found = {}
    record.replay(on_step=lambda step, st: found.__setitem__(step["n"], st.clone()))
    positions = record.positions()
    assert len(positions) == len(record.moves()) + 1 and not positions[0].table.placed
    for n, st in found.items():
        assert positions[n].scores == st.scores
        assert positions[n].table.tile_ids() == st.table.tile_ids()


def test_8_quintuple_counted_ends_read_as_their_sum():
    assert str(after("quintuple-book", 6).counted()) == "6 + 2 + 4 + 3 = 15 -> 4 points"
    assert "of 4 arms" in str(after("quintuple-book", 2).counted())


def blocked_three():
    st = State.from_hands("traditional", {"Olga": ["2:2", "4:2", "6:5"],
                                          "Pavel": ["2:3", "1:0", "0:0"],
                                          "Rita": ["6:6", "3:4", "5:5"]}, boneyard=[])
    for tile in ["2:2", "2:3", "3:4"]:
        st.play(tile)
    st.play("4:2", on="3:4")  # it fits the 2 of 2:2 too
    return st


def test_check_reads_tiles_in_any_notation_and_names_loosely():
    assert check("2-6", "6:2") and check("6|2", "6:2") and check(" cleo ", "Cleo")
    assert check("7", 7) and not check("8", 7)
    verdict = check("5:3", "6:2", "why")
    assert not verdict and "the answer is 6:2. why" in repr(verdict)


@pytest.mark.parametrize("answer", [None, "", "   "])
def test_an_empty_answer_asks_for_one(answer):
    assert repr(check(answer, 3)) == NO_ANSWER
    assert repr(check_penalty(13, answer)) == NO_ANSWER


def test_1_cross_best_move_before_photo_5_is_the_third_arm():
    st = after("cross-photos", 9)
    points = sorted((str(m.tile), p) for m, p in move_points(st))
    assert points == [("4:0", 5), ("6:5", 10), ("6:5", 15), ("6:5", 15)]
    assert check_best_move(st, "5:6")
    wrong = check_best_move(st, "4:0")
    assert not wrong and "6:5 scores 15" in repr(wrong)
    assert "cannot be placed" in repr(check_best_move(st, "2:0"))
    assert "cannot read" in repr(check_best_move(st, "five-six"))


def test_1_cross_best_move_counts_the_doubles_that_follow_in_the_turn():
    st = after("cross-photos", 10)
    assert max(p for m, p in move_points(st) if str(m.tile) == "6:6") == 25


def test_1_cross_a_double_is_worth_the_best_turn_it_starts_not_the_heaviest_next_double():
    """The turn scores once, at its end: 3:3 on the 3 makes 18 (nothing), 6:6 after it 24
    (nothing), but 2:2 after it makes 20. The heaviest double first (6:6) must not hide it."""
    st = lesson.position("cross", {"Ann": "6:0 2:1 6:1 6:6 3:3 2:2 1:0",
                                   "Bob": "1:1 0:0 5:0 4:1 4:3 3:1 4:4"}, boneyard="",
                         moves="1:1, play 1:6 on 1:1 north, play 1:3 on 1:1 east, "
                               "play 1:2 on 1:1 west, play 1:4 on 1:1 south")
    points = {str(m.tile): p for m, p in move_points(st)}
    assert points == {"6:0": 0, "6:6": 0, "3:3": 20, "2:2": 20}
    assert check_best_move(st, "3:3") and not check_best_move(st, "6:6")
    assert st.players[st.turn] == "Ann" and len(st.history) == 5  # the position stays


def test_8_quintuple_best_move_when_nothing_scores_accepts_any_tile():
    verdict = check_best_move(after("quintuple-book", 7), "6:4")
    assert verdict and "no move scores" in repr(verdict)


def test_8_quintuple_check_count_uses_the_four_free_ends():
    st = after("quintuple-book", 8)
    assert check_count(st, 13) and not check_count(st, 15)
    assert "not counted" not in repr(check_count(st, "13 points"))


@pytest.mark.parametrize("pips, penalty", [(1, 0), (2, 0), (3, 5), (7, 5), (8, 10), (12, 10),
                                           (13, 15)])
def test_1_cross_check_penalty_rounds_to_the_nearest_5(pips, penalty):
    assert check_penalty(pips, penalty) and check_penalty(pips, -penalty)
    assert not check_penalty(pips, penalty + 5)


def test_s5_check_hand_points_of_a_blocked_hand():
    st = blocked_three()
    assert check_hand_points(st, "Pavel", 32)
    assert not check_hand_points(st, "Olga", 32)
    assert "not a player" in repr(check_hand_points(st, "Ann", 0))


def test_s6_check_next_leader_after_a_block_and_before_the_end():
    st = blocked_three()
    assert check_next_leader(st, "pavel") and not check_next_leader(st, "Rita")
    fresh = State.from_hands("traditional", {"A": ["1:1"], "B": ["2:2"]})
    assert "not over" in repr(check_next_leader(fresh, "A"))


def test_s1_check_playable_compares_sets_of_tiles():
    st = after("sevens-dead-zero", 3)
    assert check_playable(st, "none") and check_playable(st, [])
    st = after("spider-closed-leg", 6)
    assert check_playable(st, "0:0, 2:3, 5:2, 6:3")
    verdict = check_playable(st, "0:0, 4:4")
    assert not verdict and "4:4 cannot be placed" in repr(verdict)
    assert "cannot read" in repr(check_playable(st, "0:0, x"))


def test_s6_later_hand_lets_the_leader_lead_any_tile():
    st = later_hand("cross", {"A": ["5:3", "2:1"], "B": ["3:3", "5:5"]}, leader="A",
                    boneyard=[])
    assert sorted(m.played_as for m in st.legal_moves()) == ["2:1", "5:3"]


def test_a_verdict_shows_as_coloured_html():
    assert "#1b7f3b" in check(3, 3)._repr_html_()
    assert "#a33a00" in check(2, 3)._repr_html_()


def test_bar_chart_draws_one_bar_per_value_and_reads_as_text():
    chart = bar_chart({"a": 2, "b": -1.5}, title="T", unit="%")
    assert repr(chart) == "T: a 2.0%, b -1.5%"
    svg = chart._repr_svg_()
    assert svg.count("<rect") == 2 and ">-1.5%<" in svg


# -- exercises as questions ------------------------------------------------------------------
def wrong_then_right(exercise, wrong, right, answer_words):
    """A wrong answer says why without the answer; the right one says Right; the answer is
    shown only when asked."""
    verdict = exercise.answer(*wrong) if isinstance(wrong, tuple) else exercise.answer(wrong)
    assert not verdict and "Try again" in repr(verdict)
    assert answer_words not in repr(verdict)
    assert "Try again" in exercise.feedback.value
    verdict = exercise.answer(*right) if isinstance(right, tuple) else exercise.answer(right)
    assert verdict and repr(verdict).startswith("Right")
    shown = exercise.reveal()
    assert shown.startswith("The answer: ") and answer_words in shown
    assert answer_words in exercise.feedback.value


def test_1_cross_best_move_exercise_is_answered_on_the_board():
    exercise = teaching.ask_best_move(after("cross-photos", 9))
    board = exercise.board
    assert exercise.tiles == ["4:0", "2:0", "6:5"] and exercise.children[1] is board
    assert board.view == "exercise_board" and "<svg" in board.board_svg
    assert "dw-playable" not in board.hands[0]["svg"]  # the hand does not tell what fits
    assert board.board_caption == ""  # nor the counted ends under the table
    assert repr(exercise) == ("Exercise: Which move scores most for Борис? Click the tile, then "
                              "the end where it goes. (answer it in a running notebook)")
    wrong_then_right(exercise, "4:0", "5:6", "6:5 scores 15")
    assert "cannot be placed" in repr(exercise.answer("2:0"))
    assert "Click a tile" in repr(exercise.answer())
    # on the board: the tile, then one of the ends marked for it (that click checks)
    assert board.handle_intent({"kind": "tile", "tile": "6:5"})
    assert board.board_svg.count('class="dw-target"') == 3 and "dw-selected" in board.hands[0][
        "svg"]
    assert "Now click the end where 6:5 goes" in board.status
    assert board.handle_intent({"kind": "play", "move": "play 5:6 on 1:5 west"})
    assert ("5:6 on 1:5, west: 10 points; this tile scores more on another end. Try again"
            in exercise.feedback.value)
    assert board.handle_intent({"kind": "tile", "tile": "5:6"})
    assert board.handle_intent({"kind": "play", "move": "play 5:6 on 5:5 south"})
    assert exercise.feedback.value.count("Right: 5:6 on 5:5, south: 15 points, the most here")
    assert board.status == "You chose 5:6 on 5:5, south."  # the move in words, as elsewhere
    # a tile that goes nowhere is judged at once; a click that is no move is refused
    assert board.handle_intent({"kind": "tile", "tile": "2:0"})
    assert "2:0 cannot be placed here" in exercise.feedback.value
    assert not board.handle_intent({"kind": "tile", "tile": "3:3"})
    assert "does not hold 3:3" in board.error
    assert not board.handle_intent({"kind": "play", "move": "play 4:0 on 2:4 east"})
    assert "Click a tile of the hand first" in board.error
    assert exercise.answer("play 5:6 on 5:5 north")


def test_s1_playable_exercise_takes_every_tile_clicked():
    exercise = teaching.ask_playable(after("spider-closed-leg", 6))
    wrong_then_right(exercise, ("0:0", "4:4"), ("0:0", "2:3", "5:2", "6:3"), "0:0, 3:2, 5:2, 6:3")
    assert "3 more tiles" in repr(exercise.answer("0:0"))
    assert teaching.ask_playable(after("sevens-dead-zero", 3)).answer()  # none clicked: none


def test_8_quintuple_count_exercise_is_a_number_field():
    exercise = teaching.ask_count(after("quintuple-book", 8))
    wrong_then_right(exercise, 15, "13", "= 13")
    assert "Type a number" in repr(exercise.answer("thirteen"))


def test_1_cross_penalty_exercise_rounds_to_the_nearest_5():
    wrong_then_right(teaching.ask_penalty(13), 10, -15, "round to 15")


def test_s5_hand_points_and_s6_next_leader_exercises():
    st = blocked_three()
    wrong_then_right(teaching.ask_hand_points(st, "Pavel"), 10, 32, "+32")
    leader = teaching.ask_next_leader(st)
    assert leader.choices.options == ("Olga", "Pavel", "Rita") and leader.choices.value is None
    wrong_then_right(leader, "Rita", "Pavel", "blocked and Pavel leads")
    with pytest.raises(ValueError, match="not one of the answers"):
        leader.answer("Ann")
    with pytest.raises(ValueError, match="not over"):
        teaching.ask_next_leader(State.from_hands("traditional", {"A": ["1:1"], "B": ["2:2"]}))


def test_choice_tile_and_number_exercises_give_the_reason_only_when_asked():
    choice = teaching.ask_choice("Who leads?", ["Olga", "Pavel"], "Pavel", "4:4 comes first.",
                                 hint="Which double comes first?")
    assert "Which double comes first?" in repr(choice.answer("Olga"))
    wrong_then_right(choice, "Olga", "Pavel", "4:4 comes first")
    number = teaching.ask_number("What does the pass cost?", -6, "A pass costs 6.")
    wrong_then_right(number, 6, "-6", "A pass costs 6")
    st = State.from_hands("traditional", {"A": ["1:1", "2:6"], "B": ["2:2", "3:3"]})
    tile = teaching.ask_tile(st, "Which tile leads?", "1:1", "The lowest double leads.")
    wrong_then_right(tile, "2:6", "1:1", "The lowest double leads")


def test_an_exercise_is_a_widget_whose_buttons_check_and_reveal():
    exercise = teaching.ask_penalty(8)
    exercise.field.value = "10"
    exercise.check_button.click()
    assert "Right" in exercise.feedback.value
    exercise.show_button.click()
    assert "The answer: 8 pips round to 10" in exercise.feedback.value


def test_the_exercise_board_asks_you_for_a_tile_of_your_hand_in_both_languages() -> None:
    from domino_widgets.engine.i18n import language
    from domino_widgets.lesson import position
    from domino_widgets.widgets.exercise_board import ExerciseBoard

    yours = position("cross", {"You": "1:1 1:2", "Bot": "2:2 3:3"})
    theirs = position("cross", {"Ann": "1:1 1:2", "Bot": "2:2 3:3"})
    assert ExerciseBoard(yours).status == "Click a tile of your hand."
    assert ExerciseBoard(theirs).status == "Click a tile of Ann's hand."
    assert ExerciseBoard(yours, several=True).status.startswith("Click each tile of your hand")
    with language("ru"):
        assert ExerciseBoard(yours).status == "Нажмите на свою кость."
