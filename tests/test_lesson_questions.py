"""Questions that cannot go wrong (issue 36, item 4).

Each lesson is run as after Run All Cells, in both languages. Every question it asks is noted
with a snapshot of the position taken when it was asked; then, with every cell run, each
question is answered with every answer the engine accepts and with a wrong one, and each
verdict is compared with the engine's own judgement of the snapshot: the rules (which tiles
fit, which cut, what a hand scored, who leads) or an exact search of the rest of the hand with
every hand open (which play gives the best result). The oracles here are written from the
engine alone, not from the code that judges the questions.

A question whose answer is written into the lesson (``ask_choice``, ``ask_tile``,
``ask_number``) cannot be checked against the engine: a lesson may keep one only while it is
listed in ``WRITTEN_ANSWERS_LEFT``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jupytext
import pytest

from domino_widgets import current_language, language, set_language, teaching
from domino_widgets import lesson as lesson_helpers
from domino_widgets.engine.actions import NEXT_HAND, tile_of
from domino_widgets.engine.errors import DominoError
from domino_widgets.engine.games.scoring import round_to_five
from domino_widgets.engine.tiles import TILES, parse_tile
from domino_widgets.teaching import Verdict
from tests.open_margins import open_margins, open_turn_points

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
LESSONS = [p for folder in (NOTEBOOKS, NOTEBOOKS / "ru") for p in sorted(folder.glob("[01]*.md"))]
WRITTEN = {"ask_choice", "ask_tile", "ask_number"}
WRITTEN_ANSWERS_LEFT: set[str] = set()
"""The lessons that still ask a question with an answer written into the lesson, to be made a
task the engine judges (a name leaves this set in the commit that does it)."""


@dataclass
class Asked:
    """A question as the lesson asked it: the ``teaching`` function, a snapshot of its
    arguments, and the question made."""

    kind: str
    args: tuple[Any, ...]
    kwargs: dict[str, Any]
    question: Any = None
    notes: list[str] = field(default_factory=list)


def _snapshot(value: Any) -> Any:
    return value.clone() if hasattr(value, "legal_actions") else value


def run_all(source: Path, monkeypatch: pytest.MonkeyPatch) -> list[Asked]:
    """Run every code cell of the lesson (Run All Cells), noting each question asked."""
    from domino_widgets import ReviewWidget

    asked: list[Asked] = []

    def spy(name: str, real: Callable[..., Any]) -> Callable[..., Any]:
        def asking(*args: Any, **kwargs: Any) -> Any:
            note = Asked(name, tuple(_snapshot(a) for a in args),
                         {k: _snapshot(v) for k, v in kwargs.items()})
            note.question = real(*args, **kwargs)
            asked.append(note)
            return note.question
        return asking

    for name in dir(teaching):
        if name.startswith("ask_"):
            monkeypatch.setattr(teaching, name, spy(name, getattr(teaching, name)))
    real_retry = ReviewWidget.try_again

    def try_again(review: Any, k: int = 0) -> Any:
        review.wait()
        note = Asked("try_again", (review, k), {})
        note.question = real_retry(review, k)
        asked.append(note)
        return note.question

    monkeypatch.setattr(ReviewWidget, "try_again", try_again)
    real_steps = lesson_helpers.steps

    def steps(*args: Any, **kwargs: Any) -> Any:
        widget = real_steps(*args, **kwargs)
        asked.append(Asked("steps", (widget,), {}, widget))
        return widget

    monkeypatch.setattr(lesson_helpers, "steps", steps)
    cells = [c.source for c in jupytext.read(source, fmt="md:myst").cells
             if c.cell_type == "code"]
    namespace: dict[str, Any] = {"display": lambda *shown, **how: None}
    lang = "ru" if source.parent.name == "ru" else "en"
    before = current_language()
    try:
        with language(lang):
            for code in cells:
                exec(compile(code, str(source), "exec"), namespace)  # noqa: S102
    finally:
        set_language(before)
    return asked


# -- the engine's judgement, from the snapshot -------------------------------------------------
def _placements(state: Any) -> list[int]:
    return [a for a in state.legal_actions() if a >= 0]


def _tile(action: int) -> str:
    return str(TILES[tile_of(action)])


def _tiles_meeting(state: Any, good: Callable[[int], bool]) -> tuple[list[str], list[str]]:
    """The mover's tiles with a placement that is ``good``, and the rest of his hand."""
    right = sorted({_tile(a) for a in _placements(state) if good(a)})
    rest = [str(t) for t in state.hand_tiles(state.turn) if str(t) not in right]
    return right, rest


Oracle = tuple[list[Any], Any]  # the right answers, and a wrong one (None: none can be wrong)


def oracle(q: Asked) -> Oracle:  # noqa: C901, PLR0911, PLR0912  # one case a question kind
    """Every answer the engine accepts for this question, and a wrong one."""
    a = q.args
    if q.kind == "ask_playable":
        state = a[0]
        right, rest = _tiles_meeting(state, lambda _a: True)
        return [right], (right + rest[:1] if rest else right[1:])
    if q.kind == "ask_best_move":
        state = a[0]
        points = {m: open_turn_points(state.clone(), m) for m in _placements(state)}
        best = max(points.values())
        worse = [m for m, p in points.items() if p < best]
        return ([state.move_text(m) for m, p in points.items() if p == best],
                state.move_text(worse[0]) if worse else None)
    if q.kind == "ask_best_play":
        state = a[0]
        margins = open_margins(state)
        best = max(margins[m] for m in _placements(state))
        right, rest = _tiles_meeting(state, lambda m: margins[m] >= best - 1e-9)
        return [[t] for t in right], ([rest[0]] if rest else None)
    if q.kind == "ask_cut":
        state = a[0]
        right, rest = _tiles_meeting(state, lambda m: state.describe(m).cut)
        return [[t] for t in right], ([rest[0]] if rest else None)
    if q.kind == "ask_count":
        total = a[0].counted().total
        return [total], total + 1
    if q.kind == "ask_penalty":
        return [round_to_five(a[0])], round_to_five(a[0]) + 5
    if q.kind == "ask_hand_points":
        state, player = a[0], a[1]
        points = state.hand_over.points[state.players.index(player)]
        return [points], points + 1
    if q.kind == "ask_next_leader":
        twin = a[0].clone()
        twin.apply(NEXT_HAND)
        leader = a[0].players[twin.turn]
        return [leader], next(p for p in a[0].players if p != leader)
    if q.kind == "try_again":
        review, k = a
        decision = review.review.flagged[k]
        top = decision.best[0].value
        right = [str(c.move) for c in decision.candidates
                 if top - c.value < review.review.threshold]
        wrong = [str(c.move) for c in decision.candidates
                 if top - c.value >= review.review.threshold]
        return right, (wrong[0] if wrong else None)
    if q.kind == "ask_choice":
        choices, expected = list(a[1]), a[2]
        return [expected], next(c for c in choices if c != expected)
    if q.kind == "ask_tile":
        expected = a[2]
        hand = [str(t) for t in a[0].hand_tiles(a[0].turn)]
        return [[expected]], [next(t for t in hand if parse_tile(t) != parse_tile(expected))]
    if q.kind == "ask_number":
        return [a[1]], a[1] + 1
    raise AssertionError(f"no oracle for {q.kind}: write one from the engine")


def answer(question: Any, given: Any) -> Any:
    """Answer a question as a learner would (the board, the number field, the choice); a
    refusal of the board (a tile not held) is the verdict the learner sees."""
    try:
        if isinstance(given, list):
            return question.answer(*given)
        return question.answer(given)
    except DominoError as err:
        return Verdict(False, str(err))


def step_problems(where: str, widget: Any) -> list[str]:
    """Walk the lesson's steps widget as a learner would, after Run All Cells: each step
    answered wrong (refused), then right (accepted: the answers the catalogue's test checks
    against the rules), then Next."""
    found = []
    while True:
        task = widget.task
        wrong = task.wrong_answer()
        if wrong is not None and widget.answer(*(wrong if isinstance(wrong, list) else [wrong])):
            found.append(f"{where} step {widget.now.task_id}: the wrong answer {wrong!r} is "
                         "accepted")
        widget.handle_intent({"kind": "again"})
        right = task.right_answers()[0]
        if widget.answer(*(right if isinstance(right, list) else [right])) is not True:
            found.append(f"{where} step {widget.now.task_id}: the right answer {right!r} is "
                         f"refused: {widget.feedback}")
            widget.handle_intent({"kind": "show"})
        if widget.current + 1 >= len(widget.steps):
            return found
        widget.handle_intent({"kind": "next"})


def problems_of(source: Path, asked: list[Asked]) -> list[str]:
    name = source.stem
    found = []
    for n, q in enumerate(asked, 1):
        where = f"{source.parent.name}/{name} question {n} ({q.kind})"
        if q.kind == "steps":
            found += step_problems(where, q.question)
            continue
        if q.kind in WRITTEN and name not in WRITTEN_ANSWERS_LEFT:
            found.append(f"{where}: its answer is written into the lesson, not judged by the "
                         "engine")
        right, wrong = oracle(q)
        for given in right:
            verdict = answer(q.question, given)
            if not verdict.right:
                found.append(f"{where}: the right answer {given!r} is refused: {verdict.text}")
        if wrong is not None:
            verdict = answer(q.question, wrong)
            if verdict.right:
                found.append(f"{where}: the wrong answer {wrong!r} is accepted: {verdict.text}")
    return found


@pytest.mark.parametrize("source", LESSONS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_answer_is_judged_as_the_engine_judges_it(source: Path, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DOMINO_WIDGETS_PROGRESS", str(tmp_path / "domino-progress.json"))
    asked = run_all(source, monkeypatch)
    assert asked, f"{source.name} asks no question"
    problems = problems_of(source, asked)
    assert not problems, "\n".join(problems)


def test_the_written_answers_left_are_lessons() -> None:
    names = {p.stem for p in LESSONS}
    assert WRITTEN_ANSWERS_LEFT <= names
