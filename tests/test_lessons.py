"""The lessons: each notebooks/NAME.md (MyST Markdown, jupytext) is the source of
notebooks/NAME.ipynb; the two agree, and JupyterLab's jupytext pairing keeps them in step."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import jupytext
import nbformat
import pytest
from jupytext import TextFileContentsManager

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
FORMATS = "ipynb,md:myst"
SOURCES = sorted(NOTEBOOKS.glob("*.md"))


def cells(nb: nbformat.NotebookNode) -> list[tuple[str, str]]:
    return [(cell.cell_type, cell.source.strip("\n")) for cell in nb.cells]


def test_every_notebook_has_a_source_and_every_source_a_notebook() -> None:
    notebooks = {p.stem for p in NOTEBOOKS.glob("*.ipynb")}
    assert len(SOURCES) >= 12 and {p.stem for p in SOURCES} == notebooks


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_notebook_agrees_with_its_source(source: Path) -> None:
    text = jupytext.read(source, fmt="md:myst")
    stored = nbformat.read(source.with_suffix(".ipynb"), as_version=4)
    assert cells(stored) == cells(text), (
        f"notebooks/{source.stem}.ipynb is not what notebooks/{source.name} says: run "
        f".venv/bin/python tools/make_notebooks.py {source.stem}")
    assert text.metadata["jupytext"]["formats"] == FORMATS
    assert stored.metadata["jupytext"]["formats"] == FORMATS


@pytest.fixture
def lesson(tmp_path: Path) -> Path:
    """A copy of one paired lesson (source and notebook) in a folder of its own."""
    for path in NOTEBOOKS.glob("05_spider.*"):
        shutil.copy(path, tmp_path)
    return tmp_path


def test_a_lesson_edited_as_a_notebook_and_saved_updates_its_source(lesson: Path) -> None:
    manager = TextFileContentsManager(root_dir=str(lesson))  # what JupyterLab saves through
    model = manager.get("05_spider.ipynb")
    outputs = [cell.get("outputs") for cell in model["content"].cells]
    model["content"].cells[0].source = "# Spider, as a teacher tells it"
    manager.save(model, "05_spider.ipynb")
    source = jupytext.read(lesson / "05_spider.md", fmt="md:myst")
    assert source.cells[0].source == "# Spider, as a teacher tells it"
    saved = nbformat.read(lesson / "05_spider.ipynb", as_version=4)
    assert cells(saved) == cells(source)
    assert [cell.get("outputs") for cell in saved.cells] == outputs  # the outputs stay


def test_a_source_opened_as_a_notebook_and_saved_keeps_the_outputs(lesson: Path) -> None:
    manager = TextFileContentsManager(root_dir=str(lesson))
    model = manager.get("05_spider.md")  # "Open With > Jupytext Notebook"
    code = next(c for c in model["content"].cells if c.cell_type == "code" and c.get("outputs"))
    assert code.outputs, "the notebook's outputs are shown beside the source's cells"
    model["content"].cells[-2].source += "\n\nA line a teacher added."
    manager.save(model, "05_spider.md")
    saved = nbformat.read(lesson / "05_spider.ipynb", as_version=4)
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
    assert asked >= 30  # every exercise of the lessons is a question widget


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_a_stored_lesson_shows_the_questions_never_the_answers(source: Path) -> None:
    stored = nbformat.read(source.with_suffix(".ipynb"), as_version=4)
    for cell in stored.cells:
        if cell.cell_type != "code" or "teaching.ask_" not in cell.source:
            continue
        shown = [o.data.get("text/plain", "") for o in cell.outputs
                 if o.output_type == "execute_result"]
        assert len(shown) == 1 and shown[0].startswith("Exercise: "), (cell.id, shown)
        assert "Right" not in shown[0] and "The answer" not in shown[0]


GAME_CELL = re.compile(r'GameWidget\("([\w-]+)", players=(\[[^\]]*\]), humans=\[0\], seed=(\d+)\)')


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_a_lessons_game_against_the_bots_starts_on_the_learners_turn(source: Path) -> None:
    """The closing game's seed deals a first hand that the learner (seat 0) leads: no bot moves
    before the board shows, so the stored output does not depend on timing."""
    import ast

    from domino_widgets import new_game

    for game, players, seed in GAME_CELL.findall(source.read_text(encoding="utf-8")):
        assert new_game(game, ast.literal_eval(players), seed=int(seed)).turn == 0, (
            f"{source.name}: with seed={seed} a bot leads {game}; pick a seed the learner leads")
