"""A lesson as an nbgrader assignment: ``write_assignment(lesson, course)`` (the command
``domino-widgets assignment LESSON --nbgrader DIR``) writes ``DIR/source/NAME/NAME.ipynb``, the
lesson's notebook (its cells, no outputs) followed by one autograded cell per task of the
lesson. Each of those cells reads the learner's saved progress (``domino-progress.json``
beside the notebook, which nbgrader collects with it) and gives the task's stars as points,
0 to 3 (nbgrader's partial credit: a test cell whose value is a number scores that number).

The teacher then runs nbgrader as usual: ``generate_assignment``, release, collect,
``autograde``; docs: "Using the lessons with JupyterHub and nbgrader".
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from .engine.errors import DominoError
from .engine.i18n import _, current_language, language
from .engine.quoting import quoted
from .lessons import LANGUAGE_FOLDERS, lessons_folder
from .progress import (
    FILE,
    LESSONS,
    MAX_STARS,
    MISSING,
    Progress,
    ProgressError,
    progress_path,
)

SCHEMA = 3
"""nbgrader's cell metadata schema (nbgrader 0.9)."""
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")


class AssignmentError(DominoError):
    """An assignment that cannot be written (an unknown lesson, one without tasks, a bad name,
    a folder that cannot be written)."""


def lesson_tasks(lesson: str) -> list[tuple[str, str]]:
    """The tasks of ``lesson``, (id, what to do) in the lesson's order, in the current
    language: the lessons' catalogue (``domino_widgets.tasks``)."""
    from .tasks.catalogue import lesson_tasks as makers_of

    try:
        makers = makers_of(lesson)
    except DominoError:
        makers = {}
    if not makers:
        raise AssignmentError(_("lesson {lesson} has no tasks to grade").format(
            lesson=quoted(lesson)))
    return [(task_id, " ".join(str(make().instruction()).split()))
            for task_id, make in makers.items()]


def points(lesson: str, task: str) -> float:
    """The points of a task in an assignment: its stars (0 to 3) in the progress file beside
    the notebook; 0 (and a line saying why) if there is none or it cannot be read. This is
    what an autograded cell of the assignment shows, and nbgrader reads as its score."""
    path = progress_path()
    try:
        progress = Progress.read(path)
    except ProgressError as err:
        aside = sorted(path.parent.glob(f"{path.stem}.damaged-*{path.suffix}"))
        if err.kind == MISSING and aside:  # the lesson, run again, put a damaged file aside
            print(_("0 points: the progress file was damaged; it is kept as {aside}.").format(
                aside=quoted(aside[-1].name, 100)))
        else:
            print(_("0 points: {reason}.").format(reason=err))
        return 0.0
    result = progress.lessons.get(lesson, {}).get(task)
    return float(result.stars) if result is not None else 0.0


def assignment_notebook(lesson: str, tasks: list[tuple[str, str]] | None = None,
                        lang: str | None = None) -> dict[str, Any]:
    """The nbgrader source notebook of ``lesson`` (a notebook's JSON): the lesson's cells
    without outputs, then a heading and one autograded cell per task (``tasks``: (id, what to
    do); default: the lesson's own)."""
    if lesson not in LESSONS or lesson == "puzzles":
        raise AssignmentError(_("unknown lesson {value}: choose one of {choices}").format(
            value=quoted(lesson), choices=", ".join(x for x in LESSONS if x != "puzzles")))
    with language(lang) as code:
        graded = lesson_tasks(lesson) if tasks is None else tasks
        source = lessons_folder() / LANGUAGE_FOLDERS[code] / f"{lesson}.ipynb"
        notebook = json.loads(source.read_text(encoding="utf-8"))
        cells = [_cleared(cell, k) for k, cell in enumerate(notebook["cells"])]
        cells.insert(0, _markdown("dw-assignment-intro", _(
            "**This lesson is an assignment.** Do its tasks in the order they come; your stars "
            "are saved in `{file}` beside this notebook. When you are done, save the notebook "
            "and submit it: the cells at the end give each task's stars as points.").format(
            file=FILE)))
        cells.append(_markdown("dw-points-heading", _(
            "## Points\n\nEach cell below gives a task's points: its stars, 0 to {most}. "
            "Run it to see yours.").format(most=MAX_STARS)))
        for task_id, title in graded:
            cells.append(_points_cell(lesson, task_id, title))
        return {"cells": cells, "metadata": {
            "kernelspec": notebook["metadata"].get("kernelspec", {
                "display_name": "Python 3", "language": "python", "name": "python3"}),
            "language_info": {"name": "python"}, "domino_widgets": {
                "lesson": lesson, "lang": current_language(),
                "tasks": [task_id for task_id, _title in graded]}},
            "nbformat": 4, "nbformat_minor": 5}


def write_assignment(lesson: str, course: str | Path, name: str | None = None,
                     lang: str | None = None,
                     tasks: list[tuple[str, str]] | None = None) -> Path:
    """Write ``course/source/NAME/NAME.ipynb`` (NAME: ``name``, default the lesson's), the
    lesson's nbgrader source notebook; the path written."""
    name = lesson if name is None else name
    if not _NAME.fullmatch(name):
        raise AssignmentError(_("{value} is not an assignment name (letters, digits and - _ ., "
                                "at most 64)").format(value=quoted(name)))
    notebook = assignment_notebook(lesson, tasks, lang)
    folder = Path(course) / "source" / name
    target = folder / f"{name}.ipynb"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n",
                          encoding="utf-8")
    except OSError as err:
        raise AssignmentError(_("cannot write {path}: {reason}").format(
            path=quoted(str(target), 100), reason=err.strerror or err)) from None
    return target


def _cleared(cell: dict[str, Any], k: int) -> dict[str, Any]:
    """A lesson's cell for the source notebook: no outputs, no execution count, an id."""
    out = {"cell_type": cell["cell_type"], "id": cell.get("id") or f"dw-cell-{k}",
           "metadata": dict(cell.get("metadata", {})), "source": cell["source"]}
    if cell["cell_type"] == "code":
        out.update(outputs=[], execution_count=None)
    return out


def _markdown(cell_id: str, text: str) -> dict[str, Any]:
    return {"cell_type": "markdown", "id": cell_id, "source": text, "metadata": {
        "nbgrader": {"grade": False, "solution": False, "locked": True,
                     "grade_id": cell_id, "schema_version": SCHEMA}}}


def _points_cell(lesson: str, task_id: str, title: str) -> dict[str, Any]:
    grade_id = re.sub(r"[^A-Za-z0-9_-]", "-", f"{lesson}-{task_id}")
    comment = " ".join(_("Points of the task: {title}").format(title=title).split())
    source = (f"# {comment}\n"
              "from domino_widgets.assignment import points\n\n"
              f"points({lesson!r}, {task_id!r})")
    return {"cell_type": "code", "id": grade_id, "execution_count": None, "outputs": [],
            "source": source, "metadata": {"nbgrader": {
                "grade": True, "solution": False, "locked": True, "points": MAX_STARS,
                "grade_id": grade_id, "schema_version": SCHEMA}}}
