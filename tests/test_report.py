"""The class report (domino_widgets/report.py, the command ``report``): a folder of progress
files made by the package (three learners and a damaged file), the table, the CSV's header and
rows, the JSON, the chart, an nbgrader tree, and every bad file listed by name, skipped, and
never written to."""

from __future__ import annotations

import csv
import io
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from classes import S1, T1, T2, learner, make_class

from domino_widgets.cli import main
from domino_widgets.engine.i18n import language
from domino_widgets.progress import FILE
from domino_widgets.report import class_report, gather


@pytest.fixture
def class_folder(tmp_path: Path) -> Path:
    """Three learners (one gave no name) and Kate's damaged file, a folder each."""
    return make_class(tmp_path / "7B")


def snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {str(p.relative_to(folder)): (p.read_bytes(), p.stat().st_mtime_ns)
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_the_report_has_a_row_per_learner_and_lists_the_damaged_file(
        class_folder: Path) -> None:
    before = snapshot(class_folder)
    report = gather(class_folder)
    assert [r.name for r in report.learners] == ["Dima", "Masha", "olga"]  # olga: her folder
    assert report.lessons == ["01_traditional", "02_sevastopol"]
    masha = report.learners[1].lessons
    assert (masha["01_traditional"].stars, masha["01_traditional"].first_try,
            masha["01_traditional"].done) == (8, 2, 3)
    assert (masha["02_sevastopol"].stars, masha["02_sevastopol"].stuck) == (4, [])
    dima = report.learners[0]
    assert dima.lessons["01_traditional"].stuck == ["Lead the lowest double"]
    assert report.learners[2].lessons["02_sevastopol"].stuck == ["Pass when no six fits"]
    assert [(s.source, s.kind) for s in report.skipped] == [("kate/domino-progress.json",
                                                              "damaged")]
    hard = report.missed_most()
    assert [(t.task, t.missed, t.stuck) for t in hard[:2]] == [("old-q2-playable", 3, 0),
                                                               ("old-pass", 2, 1)]
    text = report.text()
    assert "kate/domino-progress.json' is damaged" in text
    assert "01 Traditional: Lead the lowest double" in text  # who is stuck, and on what
    assert snapshot(class_folder) == before  # nothing written back


def test_the_csv_has_a_header_and_one_row_per_learner(class_folder: Path) -> None:
    rows = list(csv.reader(io.StringIO(gather(class_folder).csv())))
    assert rows[0] == [
        "learner", "files",
        "01_traditional stars", "01_traditional tasks", "01_traditional first try",
        "02_sevastopol stars", "02_sevastopol tasks", "02_sevastopol first try",
        "puzzles solved", "hands reviewed", "stuck on", "updated"]
    assert [r[:-1] for r in rows[1:]] == [
        ["Dima", "dima/domino-progress.json", "2", "3", "0", "0", "0", "0", "0", "0",
         "01_traditional/old-lead-double"],
        ["Masha", "masha/domino-progress.json", "8", "3", "2", "4", "2", "1", "2", "0", ""],
        ["olga", "olga/domino-progress.json", "6", "3", "1", "0", "2", "0", "1", "0",
         "02_sevastopol/old-pass"]]
    assert all(r[-1].endswith("Z") for r in rows[1:])


def test_the_json_holds_the_same(class_folder: Path) -> None:
    data = json.loads(json.dumps(gather(class_folder).as_json()))
    assert [x["name"] for x in data["learners"]] == ["Dima", "Masha", "olga"]
    assert data["learners"][1]["lessons"]["01_traditional"] == {
        "stars": 8, "tasks": 3, "first_try": 2, "shown": 0, "stuck": []}
    assert data["per_lesson"]["01_traditional"] == {
        "first": 3, "later": 4, "shown": 1, "stuck": 1, "learners": 3}
    assert data["skipped"][0]["kind"] == "damaged"


def test_the_chart_is_svg_with_a_bar_a_lesson(class_folder: Path) -> None:
    svg = ET.fromstring(gather(class_folder).chart_svg())
    texts = [t.text for t in svg.iter("{http://www.w3.org/2000/svg}text")]
    assert "01 Traditional" in texts and "02 Sevastopol" in texts
    tips = [t.text for t in svg.iter("{http://www.w3.org/2000/svg}title")]
    assert "not found yet: 1" in tips and "right at the first try: 3" in tips


def test_the_report_speaks_russian(class_folder: Path) -> None:
    report = class_report(class_folder, lang="ru")
    with language("ru"):
        page = report.page()
        text = report.text()
    assert "Отчёт по классу" in page and "Застрял на" in page and "Привычное домино" in page
    assert "3 ученика" in text and "повреждён" in text


def test_an_nbgrader_tree_is_a_row_per_student_with_his_assignments_merged(
        tmp_path: Path) -> None:
    course = tmp_path / "course"
    first = learner("Masha", {T1: [False, True], T2: [True]})
    second = learner("", {S1: [True], T1: [True]})  # lesson 01 again, in another assignment
    for assignment, progress in (("lesson01", first), ("lesson02", second)):
        folder = course / "submitted" / "m.ivanova" / assignment
        folder.mkdir(parents=True)
        progress.write(folder / FILE)
    copy = course / "autograded" / "m.ivanova" / "lesson01"  # nbgrader's copy: not counted
    copy.mkdir(parents=True)
    first.write(copy / FILE)
    (course / "gradebook.db").write_bytes(b"")
    report = gather(course)
    assert [(r.name, r.sources) for r in report.learners] == [
        ("Masha", ["submitted/m.ivanova/lesson01/domino-progress.json",
                   "submitted/m.ivanova/lesson02/domino-progress.json"])]
    cells = report.learners[0].lessons
    assert cells["01_traditional"].stars == 3 + 3  # lead-double's better go (3), score-ends
    assert cells["02_sevastopol"].stars == 3
    assert [r.name for r in gather(course / "submitted").learners] == ["Masha"]


def impossible(**task: object) -> str:
    body = {"kind": "task", "tries": 1, "first_try": True, "solved": True, "shown": False,
            "stars": 3, **task}
    return json.dumps({"format": "domino-widgets progress", "version": 1,
                       "lessons": {"01_traditional": {"tasks": {"t1": body}}}})


@pytest.mark.parametrize("name, content, kind, says", [
    ("damaged.json", "{", "damaged", "is damaged"),
    ("big.json", " " * 1_000_001, "too big", "is too big"),
    ("newer.json", '{"format": "domino-widgets progress", "version": 7}', "newer",
     "newer version"),
    ("stars.json", impossible(stars=4), "impossible", "cannot have"),
    ("unknown.json", '{"format": "domino-widgets progress", "version": 1, "lessons": '
                     '{"12_poker": {"tasks": {}}}}', "impossible", "'12_poker'"),
    ("notes.json", '{"homework": "read chapter 3"}', "foreign", "not a progress file"),
    ("domino-progress.damaged-20261206-0512.json", "{", "aside", "put aside"),
])
def test_a_bad_file_is_named_skipped_and_never_written(
        class_folder: Path, name: str, content: str, kind: str, says: str) -> None:
    (class_folder / name).write_text(content, encoding="utf-8")
    before = snapshot(class_folder)
    report = gather(class_folder)
    assert len(report.learners) == 3  # the others are all there
    bad = [s for s in report.skipped if s.source == name]
    assert len(bad) == 1 and bad[0].kind == kind and says in bad[0].reason
    assert name in bad[0].reason
    assert snapshot(class_folder) == before


def test_the_puzzles_older_file_alone_counts_as_the_learners(tmp_path: Path) -> None:
    (tmp_path / "vera").mkdir()
    (tmp_path / "vera" / "puzzle-progress.json").write_text(json.dumps({
        "format": "domino-widgets puzzle progress", "version": 1, "streak": 1,
        "best_streak": 2, "results": {"cross-001": "first", "cross-002": "shown"}}))
    report = gather(tmp_path)
    assert [(r.name, r.progress.solved_puzzles()) for r in report.learners] == [("vera", 1)]


def test_a_name_that_looks_like_a_formula_is_quoted_in_the_csv(tmp_path: Path) -> None:
    learner("=HYPERLINK(1)", {T1: [True]}).write(tmp_path / "x.json")
    rows = list(csv.reader(io.StringIO(gather(tmp_path).csv())))
    assert rows[1][0] == "'=HYPERLINK(1)"


def test_the_command_prints_the_table_csv_and_json(
        class_folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["report", str(class_folder)]) == 0
    out = capsys.readouterr().out
    assert "Masha" in out and "Missed most:" in out and "is damaged" in out
    assert main(["report", str(class_folder), "--csv"]) == 0
    said = capsys.readouterr()
    assert said.out.splitlines()[0].startswith("learner,files,01_traditional stars")
    assert len(said.out.splitlines()) == 4
    assert said.err.count("\n") == 1 and "kate/domino-progress.json" in said.err
    assert main(["report", str(class_folder), "--json", "--html", str(tmp_path / "r.html"),
                 "--svg", str(tmp_path / "r.svg")]) == 0
    assert json.loads(capsys.readouterr().out)["learners"][0]["name"] == "Dima"
    assert "<table" in (tmp_path / "r.html").read_text(encoding="utf-8")
    ET.fromstring((tmp_path / "r.svg").read_text(encoding="utf-8"))


@pytest.mark.parametrize("folder, says", [("missing", "is not a folder"),
                                          ("empty", "no progress file under")])
def test_the_command_refuses_a_folder_without_progress_in_one_line(
        tmp_path: Path, folder: str, says: str, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "empty").mkdir()
    assert main(["report", str(tmp_path / folder)]) == 2
    err = capsys.readouterr().err
    assert says in err and err.count("\n") == 1


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_task_of_the_lessons_is_named_by_its_rule_in_the_teachers_language(
        tmp_path: Path, lang: str) -> None:
    from domino_widgets.engine.i18n import _
    from domino_widgets.tasks.catalogue import task

    for name, right in (("a", [False, False]), ("b", [False, True])):  # both miss must-play
        learner(name, {("01_traditional", "must-play", "Rule 6", "task"): right}).write(
            tmp_path / f"{name}.json")
    report = class_report(tmp_path, lang=lang)
    with language(lang):
        rule = _(task("01_traditional", "must-play").rule)
    (hard,) = report.missed_most()
    assert (hard.title, hard.missed, hard.stuck) == (rule, 2, 1)
    assert rule in report.html() and "Rule 6" not in report.html()


def test_each_layout_of_a_class_folder_is_a_row_per_learner(tmp_path: Path) -> None:
    one = learner("", {T1: [True]})
    for path in ("school/7B/masha/domino-progress.json", "school/7B/dima/domino-progress.json",
                 "school/7C/masha/domino-progress.json",  # another Masha, in another class
                 "school/7D/vera.json", "school/7D/oleg.json"):  # files renamed, side by side
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        one.write(tmp_path / path)
    report = gather(tmp_path / "school")
    assert [(r.name, r.sources) for r in report.learners] == [
        ("dima", ["7B/dima/domino-progress.json"]),
        ("masha", ["7B/masha/domino-progress.json"]),
        ("masha", ["7C/masha/domino-progress.json"]),
        ("oleg", ["7D/oleg.json"]), ("vera", ["7D/vera.json"])]
    single = gather(tmp_path / "school" / "7B" / "dima")  # one learner's own folder
    assert [r.name for r in single.learners] == ["dima"]
