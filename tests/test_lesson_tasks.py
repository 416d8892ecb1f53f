"""Lessons you do (issue 36): every task of the catalogue, in both languages, answered on the
steps widget with every answer the engine accepts and with a wrong one; the engine's answers
worked out here from the rules alone (legal moves, a plain search of the rest of the hand);
stars, the progress file, a lesson opened again, the warm-up, and nothing of a later step on
the page before its time."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from domino_widgets import language, lesson
from domino_widgets.engine.actions import tile_of
from domino_widgets.engine.tiles import TILES, parse_tile
from domino_widgets.progress import Progress
from domino_widgets.tasks import catalogue
from domino_widgets.tasks.kinds import ChoiceTask, MoveTask, NumberTask, SplitTask, TilesTask
from domino_widgets.widgets.steps import StepsWidget, markdown, step
from tests.open_margins import open_margins, open_turn_points

TASKS = catalogue.every_task()
LANGS = ("en", "ru")


@pytest.fixture(autouse=True)
def progress_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "domino-progress.json"
    monkeypatch.setenv("DOMINO_WIDGETS_PROGRESS", str(path))
    return path


def one_step(lesson_id: str, task_id: str, lang: str) -> StepsWidget:
    return StepsWidget(lesson_id, [step(task_id, "T")], warm_up=False, record=False, lang=lang)


# -- the engine's own answer, from the rules ---------------------------------------------------
def _centre_after(state: Any, action: int) -> bool:
    """Whether ``action`` makes a centre of one of two candidate doubles."""
    work = state.clone()
    work.apply(action)
    return bool(work.table.centre)


def engine_right(state: Any, goal: str) -> set[str]:
    """The placements (notation) that meet ``goal``, from the rules alone."""
    placements = [a for a in state.legal_actions() if a >= 0]
    if goal == "fits":
        good = placements
    elif goal == "obeys":
        good = list(state.legal_actions())
    elif goal == "closes":
        good = [a for a in placements if state.describe(a).face_down]
    elif goal == "on_double":
        good = [a for a in placements if (state.describe(a).on_tile or "x").split(":")[0]
                == (state.describe(a).on_tile or "y").split(":")[-1]]
    elif goal == "cuts":
        good = [a for a in placements if state.describe(a).cut]
    elif goal == "doubles":
        good = [a for a in placements if TILES[tile_of(a)].a == TILES[tile_of(a)].b]
    elif goal == "scores_most":
        points = {a: open_turn_points(state.clone(), a) for a in placements}
        good = [a for a in placements if points[a] == max(points.values())]
    elif goal == "across_zero":
        good = [a for a in placements if state.describe(a).crosswise]
    elif goal == "decides_centre":
        good = [a for a in placements if not state.table.centre and _centre_after(state, a)]
    elif goal == "best_result":
        margins = open_margins(state)
        best = max(margins[a] for a in placements)
        good = [a for a in placements if margins[a] >= best - 1e-9]
    else:
        raise AssertionError(f"no oracle for the goal {goal}: write one from the rules")
    return {state.move_text(a) for a in good}


def both_hands_lead(state: Any, left: list[str]) -> bool:
    """Cross in two hands, from the rules: with ``left`` as the mover's left hand, his first
    turn lays a tile from each hand (the double he must lead in one hand, a tile showing its
    number in the other)."""
    held = [str(t) for t in state.hand_tiles(state.turn)]
    assert len(set(left)) == 7 and set(left) <= set(held)
    leads = {state.move_text(a).split()[1] for a in state.legal_actions() if a >= 0}
    assert len(leads) == 1  # the first hand: the lowest double leads
    lead = parse_tile(leads.pop())
    lead_hand = left if str(lead) in left else [t for t in held if t not in left]
    other = [t for t in held if (t in left) != (lead_hand is left)]
    assert str(lead) in lead_hand and str(lead) not in other
    return any(lead.a in (parse_tile(t).a, parse_tile(t).b) for t in other)


def drawn_to_fit(state: Any) -> Any:
    """The position once the mover has drawn as the rules make him (nothing fits)."""
    work = state.clone()
    while all(a < 0 for a in work.legal_actions()) and "draw" in [
            work.move_text(a) for a in work.legal_actions()]:
        work.play("draw")
    return work


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("lesson_id", "task_id"), TASKS, ids=[f"{a}/{b}" for a, b in TASKS])
def test_every_task_judged_as_the_engine_judges_it(lesson_id: str, task_id: str,
                                                    lang: str) -> None:
    with language(lang):
        task = catalogue.task(lesson_id, task_id)
    history = list(task.position.history)  # the snapshot stays as it was through every answer
    hands = list(task.position.hands)
    if isinstance(task, SplitTask):
        assert task.right_answers()
        assert all(both_hands_lead(task.position, left) for left in task.right_answers())
        assert not both_hands_lead(task.position, task.wrong_answer())
    elif isinstance(task, MoveTask):
        work = drawn_to_fit(task.position)
        assert {line[-1] for line in task.right_answers()} == engine_right(work, task.goal.name)
    elif isinstance(task, TilesTask):
        right = {parse_tile(m.split()[1]).index for m in engine_right(task.position,
                                                                       task.goal.name)}
        assert {t.index for t in task.right_tiles()} == right
    for answer in task.right_answers():
        widget = one_step(lesson_id, task_id, lang)
        given = answer if isinstance(answer, list) else [answer]
        assert widget.answer(*given) is True, (answer, widget.feedback)
        assert widget.now.stars == 3
        assert widget.feedback["text"].startswith("Right" if lang == "en" else "Верно")
    wrong = task.wrong_answer()
    if wrong is not None:
        widget = one_step(lesson_id, task_id, lang)
        given = wrong if isinstance(wrong, list) else [wrong]
        assert widget.answer(*given) is False, (wrong, widget.feedback)
        assert widget.now.tries == 1 and not widget.now.open
        assert widget.then_html == ""
        rule = widget.task.rule
        with language(lang):
            from domino_widgets.engine.i18n import _

            assert _(rule) in widget.feedback["text"]  # the reason names the rule
    assert task.position.history == history and task.position.hands == hands


def test_every_kind_of_task_is_in_the_catalogue() -> None:
    kinds = {type(catalogue.task(a, b)) for a, b in TASKS}
    assert kinds == {MoveTask, TilesTask, NumberTask, ChoiceTask, SplitTask}


# -- one step at a time, stars, progress -------------------------------------------------------
STEPS = [step("who-leads", "Rule 2", "The lowest double leads.", then="FOLLOW-UP-ONE"),
         step("fits", "Rule 3", "SECRET-RULE-TEXT", then="FOLLOW-UP-TWO"),
         step("went-out", "Rule 7", "Going out.", then="FOLLOW-UP-THREE")]


def page(widget: StepsWidget) -> str:
    """Everything the widget has sent to the page."""
    return json.dumps(widget.get_state(), ensure_ascii=False, default=str)


def test_a_later_step_and_the_follow_up_are_not_on_the_page_before_their_time() -> None:
    widget = StepsWidget("01_traditional", STEPS, warm_up=False, lang="en")
    shown = page(widget)
    assert "FOLLOW-UP-ONE" not in shown and "SECRET-RULE-TEXT" not in shown
    assert "Olga" in shown  # the task's board: every hand open
    assert widget.answer("Pavel") is False
    assert "FOLLOW-UP-ONE" not in page(widget)
    assert not widget.handle_intent({"kind": "next"})  # locked until solved or shown
    assert widget.answer("Olga") is True
    assert "FOLLOW-UP-ONE" in page(widget) and "SECRET-RULE-TEXT" not in page(widget)
    assert widget.handle_intent({"kind": "next"})
    assert "SECRET-RULE-TEXT" in page(widget) and "FOLLOW-UP-TWO" not in page(widget)
    assert widget.now.task_id == "fits"


def test_stars_for_few_tries_and_none_when_the_answer_was_asked() -> None:
    widget = StepsWidget("01_traditional", STEPS, warm_up=False, lang="en")
    widget.answer("Pavel")
    widget.answer("Olga")
    assert widget.now.stars == 2
    widget.handle_intent({"kind": "next"})
    widget.handle_intent({"kind": "show"})
    assert widget.now.stars == 0 and widget.now.open
    assert "6:2" in widget.feedback["text"]
    widget.handle_intent({"kind": "next"})
    assert widget.answer(20) is True and widget.now.stars == 3
    assert widget.summary.endswith("★ 5 of 9")


def test_progress_is_kept_and_a_lesson_opened_again_starts_where_it_stopped(
        progress_file: Path) -> None:
    widget = StepsWidget("01_traditional", STEPS, warm_up=False, lang="en")
    widget.answer("Rita")
    widget.answer("Olga")
    widget.handle_intent({"kind": "next"})
    kept = json.loads(progress_file.read_text())
    result = kept["lessons"]["01_traditional"]["tasks"]["who-leads"]
    assert (result["stars"], result["first_try"], result["tries"]) == (2, False, 2)
    again = StepsWidget("01_traditional", STEPS, warm_up=False, lang="en")
    assert again.current == 1 and again.steps[0].stars == 2
    assert "FOLLOW-UP-ONE" in page(again)  # the step done shows what followed it


def test_the_warm_up_brings_back_a_task_missed_in_another_lesson() -> None:
    first = StepsWidget("01_traditional", STEPS, warm_up=False, lang="en")
    first.answer("Pavel")  # wrong at the first try: missed
    first.answer("Olga")
    later = StepsWidget("00_start", [step("pips", "Pips")], lang="en")
    assert later.now.warm_up and later.now.task_id == "who-leads"
    assert later.step["title"].startswith("Warm-up")
    assert later.answer("Olga") is True  # found at the first try this time: no longer missed
    again = StepsWidget("00_start", [step("pips", "Pips")], lang="en")
    assert not again.now.warm_up


def test_the_steps_read_the_progress_file_once_for_the_warm_up_and_the_steps_done(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Each read is a request through the page in the browser version (issue 39)."""
    first = StepsWidget("01_traditional", STEPS, warm_up=False, lang="en")
    first.answer("Pavel")  # missed: a warm-up elsewhere
    first.answer("Olga")
    reads: list[Path] = []
    real = Progress.read
    monkeypatch.setattr(Progress, "read", lambda path, *a: reads.append(path) or real(path, *a))
    again = StepsWidget("01_traditional", STEPS, lang="en")
    assert again.current == 1 and again.steps[0].stars == 2  # the step done, restored
    elsewhere = StepsWidget("00_start", [step("pips", "Pips")], lang="en")
    assert elsewhere.now.warm_up and elsewhere.now.task_id == "who-leads"
    assert len(reads) == 2


def test_a_move_task_takes_a_wrong_move_back_and_a_draw_goes_on() -> None:
    widget = StepsWidget("01_traditional", [step("draw", "Draw")], warm_up=False, lang="en")
    assert widget.answer("pass") is False  # refused: the boneyard is not empty
    assert widget.answer("draw") is None
    assert "draws 5:5" in widget.feedback["text"]
    assert widget.answer("draw", "draw") is None
    assert widget.answer("play 3:4 on 3:3 west") is True
    assert widget.now.stars == 2


def test_the_widget_speaks_the_other_language_when_switched() -> None:
    widget = StepsWidget("01_traditional", STEPS, warm_up=False, lang="en")
    assert widget.handle_intent({"kind": "language", "lang": "ru"})
    assert widget.step["question"] == "Кто заходит в первой партии?"
    assert [c["value"] for c in widget.choices] == ["Ольга", "Павел", "Рита"]


def test_markdown_of_a_step() -> None:
    assert markdown("A **bold** and *it*.\n\n* one\n  two\n* [x](y.ipynb)") == (
        '<p>A <b>bold</b> and <i>it</i>.</p><ul><li>one two</li><li><a href="y.ipynb">x</a>'
        "</li></ul>")
    assert markdown("<b>no</b>") == "<p>&lt;b&gt;no&lt;/b&gt;</p>"


def test_an_unknown_task_is_refused_with_the_ids_there_are() -> None:
    with pytest.raises(catalogue.UnknownTask, match="deal"):
        lesson.steps("01_traditional", [lesson.step("no-such-task", "x")])


def test_the_warm_up_brings_back_a_puzzle_missed_before() -> None:
    from domino_widgets import progress

    progress.record_puzzle("traditional-001", "later")  # solved, but not at the first try
    widget = StepsWidget("01_traditional", [step("deal", "Rule 1")], lang="en")
    assert widget.now.warm_up and widget.now.task_id == "traditional-001"
    assert "best move" in widget.step["question"]
    from domino_widgets.puzzles.loading import puzzles

    puzzle = next(p for p in puzzles("traditional") if p.id == "traditional-001")
    wrong = next(move for move in puzzle.values if move != puzzle.answer)
    assert widget.answer(wrong) is False  # a move the puzzle's confirmation refuses
    assert widget.answer(puzzle.answer) is True
    assert progress.store().load().puzzles["traditional-001"] == "later"


def test_a_draw_is_judged_on_average_over_the_order_of_the_boneyard() -> None:
    from domino_widgets.tasks import open_outcomes

    with language("en"):
        state = catalogue.task("01_traditional", "draw").position
    outcomes = open_outcomes(state)
    assert outcomes is not None and list(outcomes) == [-1]  # she can only draw
    # four tiles may come first, each alike: the average is not any one deal's result
    assert not float(outcomes[-1].gains[0]).is_integer()
    assert open_outcomes(state) == outcomes


def test_a_refused_tile_s_reason_does_not_list_the_tiles_that_may_be_played() -> None:
    """The engine ends some refusals with what may be played instead; in a task that list is
    the answer, so the reason stops before it."""
    widget = StepsWidget("09_cross_two_hands", [step("first-tile", "Rule 3")], warm_up=False,
                         lang="en")
    assert widget.answer("3:2") is False
    text = widget.feedback["text"]
    assert "3:2 from the left hand would leave the right hand no tile to play" in text
    assert "4:3" not in text and "6:1" not in text and "(play" not in text
    assert widget.answer("4:3", "1:0", "4:1", "5:1", "6:1") is True


@pytest.mark.parametrize("lang", LANGS)
def test_two_hands_a_turn_may_not_end_while_the_other_hand_can_play(lang: str) -> None:
    widget = StepsWidget("09_cross_two_hands", [step("both-must", "Rule 5")], warm_up=False,
                         lang=lang)
    assert [b["move"] for b in widget.buttons if b["kind"] == "move"] == ["end turn"]
    assert widget.answer("end turn") is False
    with language(lang):
        from domino_widgets.engine.i18n import _

        assert _(widget.task.rule) in widget.feedback["text"]
    assert widget.answer("play 4:6 on 4:4 east") is True and widget.now.stars == 2
    assert widget.hands[0]["name"] == widget.task.mover  # his hand, not the next player's


def test_a_split_of_other_than_seven_tiles_is_not_counted_as_a_try() -> None:
    widget = StepsWidget("09_cross_two_hands", [step("split", "Rule 2")], warm_up=False,
                         lang="en")
    assert widget.answer("1:1", "3:1") is False
    assert widget.now.tries == 0 and "(2 clicked)" in widget.feedback["text"]
    as_dealt = ["1:1", "3:1", "5:1", "6:1", "4:4", "6:2", "5:2"]
    assert widget.answer(*as_dealt) is False and widget.now.tries == 1
    assert "no tile to lay beside it" in widget.feedback["text"]
    assert widget.answer("3:3", *as_dealt[1:]) is True and widget.now.stars == 2
    left, right = (g["svg"] for g in widget.hands[0]["groups"])  # the hands as he split them
    assert "data-tile=\"3:3\"" in left and "data-tile=\"1:1\"" in right


def test_a_steps_task_is_made_when_it_is_shown_and_speaks_the_widgets_language() -> None:
    """The first board waits for the first task only (in the browser version each task took
    a few milliseconds of the lesson's first answer): a later step's task is made when it
    comes, in the widget's language even under another, and an unknown task id is still
    refused when the steps are made."""
    widget = StepsWidget("01_traditional", STEPS, warm_up=False, record=False, lang="ru")
    assert [s.task is not None for s in widget.steps] == [True, False, False]
    widget.handle_intent({"kind": "show"})
    with language("en"):
        widget.handle_intent({"kind": "next"})
    assert [s.task is not None for s in widget.steps] == [True, True, False]
    assert widget.task.instruction() == widget.task_of(1).instruction()
    with language("ru"):
        assert widget.task.instruction() == catalogue.task("01_traditional", "fits").instruction()
    with pytest.raises(catalogue.UnknownTask):
        StepsWidget("01_traditional", [step("no-such-task", "T")], warm_up=False, record=False)
