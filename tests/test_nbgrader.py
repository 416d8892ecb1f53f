"""A lesson as an nbgrader assignment, round trip with the real nbgrader (from PyPI) on a
throwaway course: ``write_assignment`` (the command ``assignment``), ``nbgrader
generate_assignment``, learners' submissions whose progress files are made through the
package's Python API, ``nbgrader autograde``, and the grades read back from its gradebook.

nbgrader runs from a venv of its own, ``build/nbgrader-venv`` (made here once, with the pins
of constraints.txt: ``pip install -c constraints.txt -e ".[nbgrader]"``), not from .venv:
nbgrader and the notebook package it needs put their extensions into the JupyterLab of the venv
they are installed in, and the browser tests drive .venv's JupyterLab.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from domino_widgets import progress
from domino_widgets.assignment import (
    AssignmentError,
    assignment_notebook,
    points,
    write_assignment,
)
from domino_widgets.cli import main
from domino_widgets.report import gather
from domino_widgets.tasks.catalogue import lesson_tasks

ROOT = Path(__file__).resolve().parents[1]
VENV = ROOT / "build" / "nbgrader-venv"
TASKS = [("lead-double", "Lead the lowest double"), ("score-ends", "Count the hand's points"),
         ("q2-playable", "Which tiles can Cleo play?")]
"""The tasks graded here (the lessons' catalogue may have others: the grading is the same)."""
GRADES = """
import json
from nbgrader.api import Gradebook
out = {}
with Gradebook("sqlite:///gradebook.db") as gb:
    for student in gb.students:
        nb = gb.find_submission_notebook("lesson01", "lesson01", student.id)
        out[student.id] = {g.name: [g.score, g.max_score] for g in nb.grades}
print(json.dumps(out))
"""


def nbgrader_venv() -> Path:
    """The venv with nbgrader, made now if pyproject.toml or constraints.txt changed."""
    stamp = hashlib.sha256(b"".join((ROOT / f).read_bytes() for f in (
        "pyproject.toml", "constraints.txt")) + sys.version.encode()).hexdigest()
    done = VENV / ".stamp"
    if done.exists() and done.read_text() == stamp:
        return VENV
    shutil.rmtree(VENV, ignore_errors=True)
    subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    pip = [str(VENV / "bin" / "python"), "-m", "pip", "install", "-q", "-c",
           str(ROOT / "constraints.txt")]
    subprocess.run([*pip, "--upgrade", "pip"], check=True, cwd=ROOT)
    subprocess.run([*pip, "--build-constraint", str(ROOT / "constraints.txt"), "-e",
                    ".[nbgrader]"], check=True, cwd=ROOT)
    done.write_text(stamp)
    return VENV


def nbgrader(venv: Path, course: Path, *args: str) -> str:
    """Run ``nbgrader ARGS`` in the course; its output (it fails the test if nbgrader does)."""
    env = {**os.environ, "PATH": f"{venv / 'bin'}{os.pathsep}{os.environ['PATH']}"}
    env.pop(progress.ENVIRONMENT, None)  # the learners' files are beside their notebooks
    done = subprocess.run([str(venv / "bin" / "nbgrader"), *args], cwd=course, env=env,
                          capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return done.stdout + done.stderr


def submit(course: Path, student: str, do: list[tuple[str, str, object]],
           monkeypatch: pytest.MonkeyPatch) -> Path:
    """A learner's submission: the released notebook, and his progress file made by the
    package's API as the lesson's tasks make it (``do``: (call, task, right))."""
    folder = course / "submitted" / student / "lesson01"
    folder.mkdir(parents=True)
    shutil.copy(course / "release" / "lesson01" / "lesson01.ipynb", folder)
    monkeypatch.setenv(progress.ENVIRONMENT, str(folder / progress.FILE))
    progress._stores.clear()
    for call, task, value in do:
        if call == "name":
            progress.set_learner_name(str(value))
        elif call == "show":
            progress.record_shown("01_traditional", task)
        else:
            progress.record_try("01_traditional", task, right=bool(value))
    monkeypatch.delenv(progress.ENVIRONMENT)
    progress._stores.clear()
    return folder


def test_the_nbgrader_round_trip_gives_each_task_its_stars(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    venv = nbgrader_venv()
    course = tmp_path / "course"
    course.mkdir()
    (course / "nbgrader_config.py").write_text(
        "c = get_config()\n"
        f"c.CourseDirectory.root = {str(course)!r}\n"
        'c.CourseDirectory.course_id = "domino"\n'
        "c.ExecutePreprocessor.timeout = 600\n", encoding="utf-8")
    write_assignment("01_traditional", course, name="lesson01")  # the lesson's own tasks
    nbgrader(venv, course, "generate_assignment", "lesson01", "--force")
    released = json.loads((course / "release" / "lesson01" / "lesson01.ipynb").read_text())
    graded = [c for c in released["cells"] if c["metadata"].get("nbgrader", {}).get("grade")]
    tasks = list(lesson_tasks("01_traditional"))
    assert [c["metadata"]["nbgrader"]["points"] for c in graded] == [3] * len(tasks)

    submit(course, "masha", [("name", "", "Masha"), ("try", "deal", True),
                             ("try", "who-leads", False), ("try", "who-leads", True),
                             ("try", "lead-double", False), ("try", "lead-double", False),
                             ("try", "lead-double", True)], monkeypatch)
    submit(course, "dima", [("show", "deal", None), ("try", "who-leads", False)],
           monkeypatch)
    damaged = submit(course, "kate", [("try", "deal", True)], monkeypatch)
    (damaged / progress.FILE).write_text("{", encoding="utf-8")
    submit(course, "nobody", [], monkeypatch)  # saved nothing: no file at all
    nbgrader(venv, course, "autograde", "lesson01", "--create", "--force")

    done = subprocess.run([str(venv / "bin" / "python"), "-c", GRADES], cwd=course,
                          capture_output=True, text=True, check=True)
    grades = json.loads(done.stdout)
    ids = [f"01_traditional-{task}" for task in tasks]
    masha = [3.0, 2.0, 1.0] + [0.0] * (len(tasks) - 3)  # deal, who-leads, lead-double, the rest
    assert tasks[:3] == ["deal", "who-leads", "lead-double"]
    assert {s: [grades[s][i][0] for i in ids] for s in grades} == {
        "masha": masha, "dima": [0.0] * len(tasks), "kate": [0.0] * len(tasks),
        "nobody": [0.0] * len(tasks)}
    assert all(grades[s][i][1] == 3.0 for s in grades for i in ids)
    autograded = (course / "autograded" / "kate" / "lesson01" / "lesson01.ipynb").read_text()
    # the lesson, run again by autograde, put the damaged file aside: the points cells say so
    assert "the progress file was damaged" in autograded

    report = gather(course / "submitted")  # the class report reads nbgrader's tree
    assert [(r.name, r.sources) for r in report.learners] == [
        ("dima", ["dima/lesson01/domino-progress.json"]),
        ("Masha", ["masha/lesson01/domino-progress.json"])]
    assert [s.source for s in report.skipped] == ["kate/lesson01/domino-progress.json"]


def test_the_assignment_holds_the_lesson_and_a_locked_points_cell_per_task() -> None:
    notebook = assignment_notebook("01_traditional", TASKS)
    cells = notebook["cells"]
    lesson = json.loads((ROOT / "notebooks" / "01_traditional.ipynb").read_text())
    assert [c["source"] for c in cells[1:1 + len(lesson["cells"])]] == [
        c["source"] for c in lesson["cells"]]
    assert all(c.get("outputs", []) == [] for c in cells)
    grading = [c for c in cells if c["metadata"].get("nbgrader", {}).get("grade")]
    assert [c["metadata"]["nbgrader"]["grade_id"] for c in grading] == [
        "01_traditional-lead-double", "01_traditional-score-ends", "01_traditional-q2-playable"]
    assert all(c["metadata"]["nbgrader"]["locked"] for c in grading)
    assert "points('01_traditional', 'lead-double')" in grading[0]["source"]
    assert "widgets" not in notebook["metadata"]  # no stored widget state
    russian = assignment_notebook("01_traditional", TASKS, lang="ru")
    assert "задани" in russian["cells"][0]["source"]
    assert russian["metadata"]["domino_widgets"]["lang"] == "ru"


@pytest.fixture
def beside_the_notebook(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A learner's folder, the current one, with no progress file named elsewhere."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv(progress.ENVIRONMENT, raising=False)
    progress._stores.clear()
    return tmp_path


def test_points_are_the_stars_beside_the_notebook(
        beside_the_notebook: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert points("01_traditional", "t1") == 0.0
    assert "no progress saved" in capsys.readouterr().out
    progress.record_try("01_traditional", "t1", right=False)
    progress.record_try("01_traditional", "t1", right=True)
    assert points("01_traditional", "t1") == 2.0
    assert points("01_traditional", "t2") == 0.0


def test_the_assignment_command_writes_the_source_notebook(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import domino_widgets.assignment as assignment

    monkeypatch.setattr(assignment, "lesson_tasks", lambda lesson: TASKS)
    assert main(["assignment", "01_traditional", "--nbgrader", str(tmp_path)]) == 0
    assert (tmp_path / "source" / "01_traditional" / "01_traditional.ipynb").is_file()
    assert "generate_assignment 01_traditional" in capsys.readouterr().out


@pytest.mark.parametrize("argv, says", [
    (["assignment", "99_poker", "--nbgrader", "X"], "unknown lesson '99_poker'"),
    (["assignment", "01_traditional", "--nbgrader", "X", "--name", "a b"],
     "'a b' is not an assignment name"),
    (["assignment", "01_traditional"], "required: --nbgrader"),
])
def test_the_assignment_command_refuses_bad_input_in_one_line(
        argv: list[str], says: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    try:
        status = main(argv)
    except SystemExit as stop:  # a usage error: argparse's exit
        status = int(stop.code or 0)
    assert status == 2
    err = capsys.readouterr().err
    assert says in err and err.count("\n") == 1
    assert not list(tmp_path.iterdir())  # nothing written


def test_a_lesson_without_tasks_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    import domino_widgets.tasks.catalogue as catalogue
    from domino_widgets.assignment import lesson_tasks

    monkeypatch.setattr(catalogue, "lesson_tasks", lambda lesson: {})
    with pytest.raises(AssignmentError, match="no tasks to grade"):
        lesson_tasks("10_quintuple")


def test_an_assignment_grades_every_task_of_the_lessons_catalogue(tmp_path: Path) -> None:
    from domino_widgets.assignment import lesson_tasks
    from domino_widgets.tasks.catalogue import lesson_tasks as catalogue

    assert [t for t, _words in lesson_tasks("01_traditional")] == list(
        catalogue("01_traditional"))
    assert main(["assignment", "01_traditional", "--nbgrader", str(tmp_path)]) == 0
    notebook = json.loads((tmp_path / "source" / "01_traditional" /
                           "01_traditional.ipynb").read_text(encoding="utf-8"))
    graded = [c["metadata"]["nbgrader"]["grade_id"] for c in notebook["cells"]
              if c["metadata"].get("nbgrader", {}).get("grade")]
    assert graded == [f"01_traditional-{t}" for t in catalogue("01_traditional")]


def test_points_say_when_the_progress_file_was_put_aside(
        beside_the_notebook: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tmp_path = beside_the_notebook
    (tmp_path / progress.FILE).write_text("{", encoding="utf-8")
    assert points("01_traditional", "deal") == 0.0
    assert "is damaged" in capsys.readouterr().out
    progress.task_stars("01_traditional")  # a lesson opened: the damaged file goes aside
    assert points("01_traditional", "deal") == 0.0
    assert "the progress file was damaged; it is kept as" in capsys.readouterr().out
