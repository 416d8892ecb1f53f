"""The learner's progress file (domino_widgets/progress.py, docs/progress.md): the round trip,
the atomic write, a damaged or newer file never lost or written over, the puzzles' older file
carried over once, and the checks of impossible values."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from domino_widgets import progress
from domino_widgets.progress import (
    FILE,
    LESSONS,
    Missed,
    Progress,
    ProgressError,
    Store,
    stars_for,
)

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A notebook's folder as the kernel's: the progress file goes there."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv(progress.ENVIRONMENT, raising=False)
    progress._stores.clear()
    return tmp_path


def test_the_lessons_a_file_may_name_are_the_notebooks() -> None:
    names = {p.stem for p in (ROOT / "notebooks").glob("*.md")}
    assert {n for n in names if n[:2].isdigit()} | {"puzzles"} == set(LESSONS)


def test_stars_are_three_at_the_first_try_and_none_when_the_answer_was_shown() -> None:
    assert [stars_for(n, False) for n in (1, 2, 3, 7)] == [3, 2, 1, 1]
    assert stars_for(1, True) == 0


def test_round_trip_of_every_part(here: Path) -> None:
    p = Progress()
    p.set_name("  Masha   K. ")
    p.record_try("01_traditional", "lead-double", right=False, title="Lead the double")
    p.record_try("01_traditional", "lead-double", right=True)
    p.record_try("01_traditional", "score-ends", right=True, kind="question")
    p.record_shown("02_sevastopol", "count-hand")
    p.record_puzzle("cross-017", "first")
    p.record_puzzle("cross-018", "shown")
    p.record_review("11/hand-3", moments=4, found=3)
    p.write(here / FILE)
    back = Progress.read(here / FILE)
    assert back.as_json() == p.as_json()
    assert back.name == "Masha K."
    assert back.stars("01_traditional") == {"lead-double": 2, "score-ends": 3}
    assert back.lessons["01_traditional"]["score-ends"].kind == "question"
    assert back.lesson_stars() == {"01_traditional": 5, "02_sevastopol": 0}
    assert back.solved_puzzles() == 1
    assert back.warmup() == [Missed("01_traditional", "lead-double"),
                             Missed("02_sevastopol", "count-hand"), Missed("puzzles", "cross-018")]
    data = json.loads((here / FILE).read_text(encoding="utf-8"))
    assert data["format"] == "domino-widgets progress" and data["version"] == 1


def test_a_task_done_again_raises_its_stars_and_leaves_the_warm_up_when_right_at_once() -> None:
    p = Progress()
    for right in (False, False, True):
        p.record_try("03_spider", "t1", right)
    first = p.lessons["03_spider"]["t1"]
    assert (first.tries, first.first_try, first.stars) == (3, False, 1)
    assert p.warmup("04_sausage") == [Missed("03_spider", "t1")]
    assert p.warmup("03_spider") == []  # the lesson itself brings its own tasks
    p.record_try("03_spider", "t1", True)  # the warm-up: right at once
    assert p.warmup() == [] and p.lessons["03_spider"]["t1"].stars == 3
    assert (first.tries, first.first_try) == (3, False)  # the first go is what it was


def test_the_learner_api_keeps_the_file_beside_the_notebook(here: Path) -> None:
    progress.set_learner_name("Dima")
    progress.record_try("01_traditional", "t1", right=True)
    assert (here / FILE).is_file()
    progress._stores.clear()  # a new kernel
    assert progress.learner_name() == "Dima"
    assert progress.task_stars("01_traditional") == {"t1": 3}
    assert progress.lesson_stars() == {"01_traditional": 3}
    assert progress.notice() == ""
    assert [p.name for p in here.iterdir()] == [FILE]  # no temporary file left


def test_the_environment_variable_names_the_file(here: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    elsewhere = here / "class" / "kate.json"
    elsewhere.parent.mkdir()
    monkeypatch.setenv(progress.ENVIRONMENT, str(elsewhere))
    progress.record_puzzle("cross-001", "first")
    assert elsewhere.is_file() and not (here / FILE).exists()


def test_the_write_is_atomic_a_failed_write_leaves_the_old_file_whole(
        here: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    progress.record_try("01_traditional", "t1", right=True)
    before = (here / FILE).read_bytes()

    def broken(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(progress.os, "replace", broken)
    progress.record_try("01_traditional", "t2", right=True)
    assert (here / FILE).read_bytes() == before  # the old file, whole
    assert [p.name for p in here.iterdir()] == [FILE]  # the temporary file removed
    assert "No space left on device" in progress.notice()


def test_a_damaged_file_is_kept_aside_and_a_new_one_started(here: Path) -> None:
    (here / FILE).write_text('{"format": "domino-widgets progress", "vers', encoding="utf-8")
    damaged = (here / FILE).read_bytes()
    progress.record_try("01_traditional", "t1", right=True)
    aside = [p for p in here.iterdir() if p.name != FILE]
    assert len(aside) == 1 and aside[0].name.startswith("domino-progress.damaged-")
    assert aside[0].read_bytes() == damaged  # never lost
    assert aside[0].name in progress.notice() and "damaged" in progress.notice()
    assert Progress.read(here / FILE).stars("01_traditional") == {"t1": 3}
    (here / FILE).write_text("[]", encoding="utf-8")  # a second one gets a name of its own
    progress.record_try("01_traditional", "t2", right=True)
    assert len([p for p in here.iterdir() if p.name != FILE]) == 2


def test_the_notice_speaks_the_learners_language(here: Path) -> None:
    from domino_widgets.engine.i18n import language
    (here / FILE).write_bytes(b"\xff\xfe")
    with language("ru"):
        progress.record_try("01_traditional", "t1", right=True)
        assert "повреждён" in progress.notice()


def test_a_file_of_a_newer_version_is_never_written_over(here: Path) -> None:
    newer = {"format": "domino-widgets progress", "version": 2, "name": "Olga", "stars": "*"}
    (here / FILE).write_text(json.dumps(newer), encoding="utf-8")
    before = (here / FILE).read_bytes()
    result = progress.record_try("01_traditional", "t1", right=True)
    assert result.stars == 3  # kept in memory meanwhile
    assert (here / FILE).read_bytes() == before and len(list(here.iterdir())) == 1
    assert "newer version" in progress.notice()
    assert progress.task_stars("01_traditional") == {"t1": 3}


@pytest.mark.parametrize("content, kind", [
    (b"not json", "damaged"),
    (b'{"format": "something else"}', "foreign"),
    (b'{"format": "domino-widgets progress", "version": 9}', "newer"),
    (b'{"format": "domino-widgets progress", "version": 1, "lessons": {"99_poker": '
     b'{"tasks": {}}}}', "impossible"),
    (b'{"format": "domino-widgets progress", "version": 1, "lessons": {"01_traditional": '
     b'{"tasks": {"t1": {"kind": "task", "tries": 1, "first_try": true, "solved": true, '
     b'"shown": false, "stars": 5}}}}}', "impossible"),  # more stars than there are
    (b'{"format": "domino-widgets progress", "version": 1, "lessons": {"01_traditional": '
     b'{"tasks": {"t1": {"kind": "task", "tries": 0, "first_try": null, "solved": false, '
     b'"shown": false, "stars": 2}}}}}', "impossible"),  # stars for a task never solved
    (b'{"format": "domino-widgets progress", "version": 1, "puzzles": {"streak": -1, '
     b'"best_streak": 0, "results": {}}}', "impossible"),
    (b'{"format": "domino-widgets progress", "version": 1, "lessons": []}', "impossible"),
    (b'{"format": "domino-widgets progress", "version": true}', "impossible"),
    (b" " * (progress.MAX_BYTES + 1), "too big"),
])
def test_a_file_that_cannot_be_read_says_why(tmp_path: Path, content: bytes, kind: str) -> None:
    path = tmp_path / "masha.json"
    path.write_bytes(content)
    with pytest.raises(ProgressError) as err:
        Progress.read(path)
    assert err.value.kind == kind and "masha.json" in str(err.value)
    assert path.read_bytes() == content  # reading never writes


def test_the_puzzles_older_file_is_carried_over_once_and_kept(here: Path) -> None:
    old = {"format": "domino-widgets puzzle progress", "version": 1, "streak": 2,
           "best_streak": 4, "results": {"cross-017": "first", "cross-018": "later"}}
    (here / "puzzle-progress.json").write_text(json.dumps(old), encoding="utf-8")
    before = (here / "puzzle-progress.json").read_bytes()
    assert progress.learner_name() == ""  # the first reading carries it over
    saved = Progress.read(here / FILE)
    assert saved.puzzles == old["results"] and saved.best_streak == 4
    assert saved.imported == ["puzzle-progress.json"]
    assert saved.warmup() == [Missed("puzzles", "cross-018")]
    assert (here / "puzzle-progress.json").read_bytes() == before  # never lost
    progress.record_puzzle("cross-019", "first")
    old["results"]["cross-020"] = "first"  # read once: a later change is not read again
    (here / "puzzle-progress.json").write_text(json.dumps(old), encoding="utf-8")
    progress.record_puzzle("cross-021", "first")
    assert set(Progress.read(here / FILE).puzzles) == {
        "cross-017", "cross-018", "cross-019", "cross-021"}


def test_a_damaged_puzzles_file_is_not_carried_over_and_left_alone(here: Path) -> None:
    (here / "puzzle-progress.json").write_text("{oops", encoding="utf-8")
    progress.record_puzzle("cross-001", "first")
    assert Progress.read(here / FILE).imported == []
    assert (here / "puzzle-progress.json").read_text(encoding="utf-8") == "{oops"


@pytest.mark.parametrize("call", [
    lambda p: p.record_try("99_poker", "t1", True),
    lambda p: p.record_try("01_traditional", "two words", True),
    lambda p: p.record_try("01_traditional", "t1", True, kind="quiz"),
    lambda p: p.record_puzzle("cross-001", "perfect"),
    lambda p: p.record_review("h1", moments=2, found=3),
    lambda p: p.set_name("x" * 61),
])
def test_bad_values_are_refused_and_change_nothing(call: object) -> None:
    p = Progress()
    before = p.as_json()
    with pytest.raises(ProgressError):
        call(p)  # type: ignore[operator]
    assert p.as_json() == before


def test_a_folder_that_cannot_be_written_gives_a_notice_not_an_error(
        here: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(progress.ENVIRONMENT, str(here / "no-such-folder" / FILE))
    result = progress.record_try("01_traditional", "t1", right=True)
    assert result.stars == 3
    assert "cannot be saved" in progress.notice()


def test_a_file_that_cannot_be_moved_aside_is_left_alone(
        here: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (here / FILE).write_text("{", encoding="utf-8")
    real = os.replace

    def refuse(src: object, dst: object) -> None:
        if str(dst).endswith(FILE):
            real(src, dst)  # type: ignore[arg-type]
        else:
            raise OSError(13, "Permission denied")

    monkeypatch.setattr(progress.os, "replace", refuse)
    store = Store(here / FILE)
    store.change(lambda p: p.record_try("01_traditional", "t1", True))
    assert (here / FILE).read_text(encoding="utf-8") == "{"
    assert store.read_only and "left as it is" in store.notice
