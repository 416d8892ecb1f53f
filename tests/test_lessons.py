"""The lessons: each notebooks/NAME.md (MyST Markdown, jupytext) is the source of
notebooks/NAME.ipynb; the two agree, and JupyterLab's jupytext pairing keeps them in step. Every
lesson is there in both languages: English in notebooks/, Russian in notebooks/ru/ (the same
NAME, the same exercises), and each sets its language in its first code cell."""

from __future__ import annotations

import functools
import html
import json
import re
import shutil
from pathlib import Path
from typing import Any

import jupytext
import nbformat
import pytest
from jupytext import TextFileContentsManager

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
FORMATS = "ipynb,md:myst"
LANGUAGES = {"en": NOTEBOOKS, "ru": NOTEBOOKS / "ru"}
ENGLISH = sorted(NOTEBOOKS.glob("*.md"))
RUSSIAN = sorted(LANGUAGES["ru"].glob("*.md"))
SOURCES = ENGLISH + RUSSIAN
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
# The English lessons whose Russian version is still being written (issue 15): a name leaves
# this set in the commit that adds notebooks/ru/NAME.md, and the set is empty when all are done.
NOT_YET_IN_RUSSIAN: set[str] = set()


def lesson_id(source: Path) -> str:
    """``08_cross`` for an English lesson, ``ru/08_cross`` for a Russian one."""
    return source.relative_to(NOTEBOOKS).with_suffix("").as_posix()


def language_of(source: Path) -> str:
    return "ru" if source.parent == LANGUAGES["ru"] else "en"


def cells(nb: nbformat.NotebookNode) -> list[tuple[str, str]]:
    return [(cell.cell_type, cell.source.strip("\n")) for cell in nb.cells]


HIDE_INPUT = "hide-input"  # the tag of a folded cell (tools/make_notebooks.py)
# What an open code cell says first, so that a learner knows it is there to be read.
READ_ME = {"en": "# Code to read", "ru": "# Этот код стоит прочитать"}


def folded(cell: nbformat.NotebookNode) -> bool:
    return HIDE_INPUT in cell.metadata.get("tags", [])


@pytest.mark.parametrize("source", SOURCES, ids=lesson_id)
def test_every_code_cell_of_a_lesson_is_folded_or_says_it_is_there_to_be_read(
        source: Path) -> None:
    """A learner meets no code unless he asks: a cell that makes a board or a question is
    folded (tag hide-input), and an open cell starts by saying that it is there to read."""
    lang = language_of(source)
    for cell in jupytext.read(source, fmt="md:myst").cells:
        if cell.cell_type == "code" and not folded(cell):
            assert cell.source.startswith(READ_ME[lang]), (
                f"{lesson_id(source)}: an open code cell that does not start with "
                f"{READ_ME[lang]!r} (or fold it: tags: [hide-input]):\n{cell.source[:200]}")


@pytest.mark.parametrize("source", SOURCES, ids=lesson_id)
def test_a_folded_cell_shows_words_not_code(source: Path) -> None:
    """JupyterLab shows the first line of a folded cell: a comment in words ("Draws the board
    or asks the question"), never a line of code that might hold an answer."""
    from test_lessons_order import STILL_BEING_REWRITTEN

    if source.stem in STILL_BEING_REWRITTEN:
        pytest.skip("being rewritten (issue 27)")
    for cell in jupytext.read(source, fmt="md:myst").cells:
        if cell.cell_type == "code" and folded(cell):
            assert cell.source.startswith("# "), (
                f"{lesson_id(source)}: a folded cell whose first line is code:\n"
                f"{cell.source.splitlines()[0]}")


@pytest.mark.parametrize("source", SOURCES, ids=lesson_id)
def test_a_folded_cell_is_folded_in_the_notebook_too(source: Path) -> None:
    """JupyterLab, Notebook 7 and JupyterLite hide the code of a cell whose metadata says
    jupyter.source_hidden; the docs site folds it by its tag (docs/hooks.py)."""
    text = jupytext.read(source, fmt="md:myst")
    stored = nbformat.read(source.with_suffix(".ipynb"), as_version=4)
    assert [folded(c) for c in stored.cells] == [folded(c) for c in text.cells]
    for cell in stored.cells:
        hidden = cell.metadata.get("jupyter", {}).get("source_hidden", False)
        assert hidden == folded(cell), (lesson_id(source), cell.id)


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_every_notebook_has_a_source_and_every_source_a_notebook(lang: str) -> None:
    folder = LANGUAGES[lang]
    notebooks = {p.stem for p in folder.glob("*.ipynb")}
    assert notebooks and {p.stem for p in folder.glob("*.md")} == notebooks
    assert len(ENGLISH) >= 12
    assert not [p for p in folder.iterdir() if p.is_dir() and p != LANGUAGES["ru"]
                and not p.name.startswith(".")], "a lesson folder that is no language"


def exercises(source: Path) -> int:
    """The lesson's questions (``teaching.ask_*``) and the tasks of its steps
    (``lesson.step``)."""
    return sum(code.count("teaching.ask_") + code.count("lesson.step(")
               for code in code_cells(source))


@pytest.mark.parametrize("english", ENGLISH, ids=lambda p: p.stem)
def test_every_english_lesson_has_a_russian_one_with_the_same_exercises(english: Path) -> None:
    russian = LANGUAGES["ru"] / english.name
    if english.stem in NOT_YET_IN_RUSSIAN:
        assert not russian.exists(), (
            f"notebooks/ru/{english.name} is there: take {english.stem!r} out of "
            "NOT_YET_IN_RUSSIAN in tests/test_lessons.py")
        return
    assert russian.exists(), f"notebooks/{english.name} has no Russian version notebooks/ru/"
    assert exercises(russian) == exercises(english), "the Russian lesson asks other exercises"


def test_every_russian_lesson_has_an_english_one() -> None:
    assert RUSSIAN and {p.name for p in RUSSIAN} <= {p.name for p in ENGLISH}
    assert NOT_YET_IN_RUSSIAN <= {p.stem for p in ENGLISH}


@pytest.mark.parametrize("source", SOURCES, ids=lesson_id)
def test_a_lesson_sets_its_language_in_its_first_code_cell(source: Path) -> None:
    """So that it reads the same whatever the reader's locale: the package's words (refusals,
    captions, the widgets) are those of the lesson."""
    first, lang = code_cells(source)[0], language_of(source)
    assert re.search(rf"""^(\w+\.)?set_language\(["']{lang}["']\)$""", first, re.M), (
        f"{lesson_id(source)}: the first code cell does not say "
        f'set_language("{lang}")')


@pytest.mark.parametrize("source", SOURCES, ids=lesson_id)
def test_notebook_agrees_with_its_source(source: Path) -> None:
    text = jupytext.read(source, fmt="md:myst")
    stored = nbformat.read(source.with_suffix(".ipynb"), as_version=4)
    assert cells(stored) == cells(text), (
        f"notebooks/{lesson_id(source)}.ipynb is not what notebooks/{lesson_id(source)}.md "
        f"says: run .venv/bin/python tools/make_notebooks.py {lesson_id(source)}")
    assert text.metadata["jupytext"]["formats"] == FORMATS
    assert stored.metadata["jupytext"]["formats"] == FORMATS


@pytest.fixture
def lesson(tmp_path: Path) -> Path:
    """A copy of one paired lesson (source and notebook) in a folder of its own."""
    for path in NOTEBOOKS.glob("03_spider.*"):
        shutil.copy(path, tmp_path)
    return tmp_path


def test_a_lesson_edited_as_a_notebook_and_saved_updates_its_source(lesson: Path) -> None:
    manager = TextFileContentsManager(root_dir=str(lesson))  # what JupyterLab saves through
    model = manager.get("03_spider.ipynb")
    outputs = [cell.get("outputs") for cell in model["content"].cells]
    model["content"].cells[0].source = "# Spider, as a teacher tells it"
    manager.save(model, "03_spider.ipynb")
    source = jupytext.read(lesson / "03_spider.md", fmt="md:myst")
    assert source.cells[0].source == "# Spider, as a teacher tells it"
    saved = nbformat.read(lesson / "03_spider.ipynb", as_version=4)
    assert cells(saved) == cells(source)
    assert [cell.get("outputs") for cell in saved.cells] == outputs  # the outputs stay


def test_a_source_opened_as_a_notebook_and_saved_keeps_the_outputs(lesson: Path) -> None:
    manager = TextFileContentsManager(root_dir=str(lesson))
    model = manager.get("03_spider.md")  # "Open With > Jupytext Notebook"
    code = next(c for c in model["content"].cells if c.cell_type == "code" and c.get("outputs"))
    assert code.outputs, "the notebook's outputs are shown beside the source's cells"
    model["content"].cells[-2].source += "\n\nA line a teacher added."
    manager.save(model, "03_spider.md")
    saved = nbformat.read(lesson / "03_spider.ipynb", as_version=4)
    assert saved.cells[-2].source.endswith("A line a teacher added.")
    assert any(c.get("outputs") for c in saved.cells)


def code_cells(source: Path) -> list[str]:
    return [c.source for c in jupytext.read(source, fmt="md:myst").cells if c.cell_type == "code"]


def test_no_lesson_source_contains_a_filled_in_answer() -> None:
    asked = 0
    for source in SOURCES:
        for code in code_cells(source):
            assert not re.search(r"^\s*answer\s*=", code, re.M), (source.name, code)
            assert "teaching.check" not in code, (source.name, code)
            asked += code.count("teaching.ask_")
    # every exercise of the lessons is a question widget (the Russian ones: the same, above)
    tasks = sum(code.count("lesson.step(") for source in SOURCES for code in code_cells(source))
    assert sum(map(exercises, ENGLISH)) >= 30 and asked + tasks == sum(map(exercises, SOURCES))


def unanswered(lang: str) -> tuple[str, str]:
    """What an exercise shows in ``lang`` on a page without a kernel before its question (the
    question only), and the words that start its answer, which show only when asked for in a
    running notebook."""
    from domino_widgets import language, teaching

    with language(lang):
        exercise = teaching.ask_number("QUESTION", 7, "WHY")
        shown, answer = repr(exercise), exercise.reveal()
    assert "WHY" not in shown and "7" not in shown and "WHY" in answer
    return shown.split("QUESTION")[0], answer.split("7")[0].strip(" :")


@pytest.mark.parametrize("source", SOURCES, ids=lesson_id)
def test_a_stored_lesson_shows_the_questions_never_the_answers(source: Path) -> None:
    stored = nbformat.read(source.with_suffix(".ipynb"), as_version=4)
    before, answer = unanswered(language_of(source))
    for cell in stored.cells:
        if cell.cell_type != "code" or "teaching.ask_" not in cell.source:
            continue
        shown = [o.data.get("text/plain", "") for o in cell.outputs
                 if o.output_type == "execute_result"]
        assert len(shown) == 1 and shown[0].startswith(before), (cell.id, shown)
        assert answer not in shown[0] and "Right" not in shown[0], (cell.id, shown)


# feedback and answers (a reviewed decision's question and the review's button say "Try again"
# alone: only the feedback goes on "Try again, or show the answer")
ANSWER_WORDS = ("Right:", "Not quite", "The answer", "Try again, or")


RETRY = ".try_again("  # a decision of a reviewed hand asked again: an exercise too


def stored_models(stored: nbformat.NotebookNode) -> dict[str, Any]:
    return stored.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})


@pytest.mark.parametrize("source", SOURCES, ids=lesson_id)
def test_a_lessons_stored_widget_state_shows_every_widget_and_no_answer(source: Path) -> None:
    """Every widget a cell shows is in the stored state (a live board with no kernel), with
    stable ids and the stub for the front end; an exercise's stored state holds its question
    and board, says it needs a running notebook, and holds no answer nor any feedback."""
    from domino_widgets.engine.i18n import _, language
    from domino_widgets.exercises import OFFLINE
    from domino_widgets.widgets.stored import STORED_ID, STUB_CSS, stub_esm

    stored = nbformat.read(source.with_suffix(".ipynb"), as_version=4)
    models = stored_models(stored)
    prefix = lesson_id(source).replace("_", "-").replace("/", "-")
    lang = language_of(source)
    with language(lang):
        notice = _(OFFLINE)
    shown = [o.data[WIDGET_VIEW]["model_id"] for c in stored.cells if c.cell_type == "code"
             for o in c.outputs if WIDGET_VIEW in o.get("data", {})]
    assert set(shown) <= set(models) and all(k.startswith(f"{prefix}-w") for k in models)
    text = json.dumps(models)
    for words in ANSWER_WORDS:
        assert words not in text, (source.name, words)
    for model in models.values():
        fields = model["state"]
        if model["model_module"] == "anywidget":
            # the stub draws, in the lesson's language, where the board will be: run the cell
            assert (fields["_esm"], fields["_css"]) == (stub_esm(lang), STUB_CSS)
            # a stylesheet of its own: opened beside a running lesson, it never unstyles it
            assert fields["_anywidget_id"].endswith(STORED_ID), fields["_anywidget_id"]
        classes = fields.get("_dom_classes", [])
        if "dw-exercise-feedback" in classes:
            assert fields["value"] == ""
        if "dw-exercise-offline" in classes:
            assert html.unescape(re.sub(r"<[^>]+>", "", fields["value"])) == notice
    asked = sum(c.source.count("teaching.ask_") + c.source.count(RETRY) for c in stored.cells
                if c.cell_type == "code")
    offline = sum("dw-exercise-offline" in m["state"].get("_dom_classes", [])
                  for m in models.values())
    assert offline == asked, "every exercise says that answering needs a running notebook"


GAME_CELL = re.compile(r'(?:GameWidget|lesson\.game)\("([\w-]+)", players=(\[[^\]]*\]), '
                       r'humans=\[0\], seed=(\d+)(?:,\s*options=(\{[^}]*\}))?'
                       r'(?:,\s*coach=(True))?\)')
"""A lesson's game against the bots: ``lesson.game(...)`` (a game lesson's closing game, under
the class's settings) or ``GameWidget(...)``; the game, players, seed, options and the coach."""
GAME_LESSONS = [s for s in SOURCES if s.stem[:2] in {f"{n:02d}" for n in range(1, 11)}]


@pytest.mark.parametrize("source", SOURCES, ids=lesson_id)
def test_a_lessons_game_against_the_bots_starts_on_the_learners_turn(source: Path) -> None:
    """The closing game's seed deals a first hand that the learner (seat 0) leads: no bot moves
    before the board shows, so the stored output does not depend on timing."""
    import ast

    from domino_widgets import new_game

    games = GAME_CELL.findall(source.read_text(encoding="utf-8"))
    assert games or source not in GAME_LESSONS, f"{source.name}: no closing game found"
    for game, players, seed, options, _coach in games:
        assert new_game(game, ast.literal_eval(players), seed=int(seed),
                        options=ast.literal_eval(options or "{}")).turn == 0, (
            f"{source.name}: with seed={seed} a bot leads {game}; pick a seed the learner leads")


@pytest.mark.parametrize("source", GAME_LESSONS, ids=lesson_id)
def test_a_game_lessons_closing_game_is_short_coached_and_the_classs(source: Path) -> None:
    """Issue 36: the closing game of a game lesson (01-10) is short and runs with the coach;
    issue 37: it is ``lesson.game``, so that a class's deal and bots apply to it."""
    import ast

    text = source.read_text(encoding="utf-8")
    games = GAME_CELL.findall(text)
    assert len(games) == 1 and "GameWidget(" not in text, source.name
    _game, _players, _seed, options, coach = games[0]
    assert text.count("lesson.game(") == 1 and coach == "True", source.name
    assert ast.literal_eval(options or "{}").get("target"), f"{source.name}: a whole match"


@functools.cache
def lesson_counts() -> Any:
    """tools/lesson_counts.py, the counts of issue 36's note, as a module."""
    import importlib.util
    import sys

    spec = importlib.util.spec_from_file_location("lesson_counts",
                                                  NOTEBOOKS.parent / "tools/lesson_counts.py")
    assert spec is not None and spec.loader is not None
    counting = importlib.util.module_from_spec(spec)
    sys.modules["lesson_counts"] = counting  # its dataclass looks itself up there
    spec.loader.exec_module(counting)
    return counting


@pytest.mark.parametrize("source", GAME_LESSONS, ids=lesson_id)
def test_a_game_lesson_teaches_its_rules_as_tasks_after_few_words(source: Path) -> None:
    """Issue 36's counts (tools/lesson_counts.py): every rule a step with a task, and the
    learner's first task after a short goal (the book and the options are at the end)."""
    counts = lesson_counts().count(source)
    assert counts.rules >= 4 and counts.tasks >= counts.rules, counts
    assert counts.before_task <= 200, counts
    assert counts.before_task < counts.before_game <= 1500, counts
