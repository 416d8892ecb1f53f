"""For the teacher: a notebook's exercises keep a score (right at the first try), and
"Show the answer" can be switched off for a class (``teaching.lock_answers``)."""

from __future__ import annotations

import pytest

from domino_widgets import exercises, teaching
from domino_widgets.engine.i18n import language


@pytest.fixture(autouse=True)
def fresh_notebook():
    exercises._made.clear()
    exercises.lock_answers(False)
    yield
    exercises._made.clear()
    exercises.lock_answers(False)


def number(question: str = "How many?", expected: int = 15):
    return teaching.ask_number(question, expected, "because.")


def test_the_score_counts_right_at_the_first_try_later_shown_and_open():
    score = teaching.score()
    first, later, shown, untouched = (number(q) for q in ("a?", "b?", "c?", "d?"))
    assert score.counts() == {"first": 0, "later": 0, "shown": 0, "open": 4, "total": 4}
    assert first.answer(15)
    assert not later.answer(14) and later.answer(15)
    shown.reveal()
    assert score.counts() == {"first": 1, "later": 1, "shown": 1, "open": 1, "total": 4}
    assert "Right at the first try: 1 of 4 exercises." in score.value  # live, in the widget
    assert untouched.tries == 0


def test_a_blank_or_unreadable_answer_is_not_a_try():
    exercise = number()
    assert not exercise.answer("")
    assert not exercise.answer("fifteen")
    assert exercise.tries == 0 and exercise.first_right is None
    assert exercise.answer(15) and exercise.first_right is True


def test_a_wrong_first_try_stays_wrong_at_the_first_try_after_the_right_answer():
    exercise = number()
    exercise.answer(10)
    exercise.answer(15)
    exercise.answer(15)
    assert (exercise.tries, exercise.first_right, exercise.solved) == (3, False, True)


def test_a_cell_run_again_replaces_its_exercise_in_the_score():
    cell = compile('exercise = teaching.ask_number("a?", 15, "because.")', "cell-1.py", "exec")
    names = {"teaching": teaching}
    exec(cell, names)
    names["exercise"].answer(1)
    exec(cell, names)
    assert exercises.made() == [names["exercise"]]
    assert teaching.score().counts()["open"] == 1


def test_two_exercises_with_the_same_question_in_two_cells_both_count():
    names = {"teaching": teaching}
    for k in (1, 2):
        exec(compile('teaching.ask_number("a?", 15, "")', f"cell-{k}.py", "exec"), names)
    assert len(exercises.made()) == 2


def test_lock_answers_hides_show_the_answer_and_reveals_nothing_until_unlocked():
    before = number("a?")
    teaching.lock_answers()
    after = number("b?")
    assert before.show_button.layout.display == after.show_button.layout.display == "none"
    said = after.reveal()
    assert "15" not in said and "switched off" in said and not after.shown
    teaching.lock_answers(False)
    assert before.show_button.layout.display is None
    assert "15" in after.reveal() and after.shown


def test_the_score_speaks_russian_in_a_russian_lesson():
    with language("ru"):
        score = teaching.score()
        number("Сколько?").answer(15)
        teaching.lock_answers()
        locked = number("Ещё?").reveal()
    assert "С первой попытки верно: 1 из 2 заданий." in repr(score)
    assert "учител" in locked


def test_an_empty_notebook_says_so():
    assert repr(teaching.score()) == "No exercise in this notebook yet."
