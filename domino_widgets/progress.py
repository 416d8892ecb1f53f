"""A learner's progress, kept in one plain JSON file: his name, each lesson task's stars and
first-try result, the puzzles solved, the hands reviewed, and the items he missed that a
warm-up brings back. The format is written down in docs/progress.md.

The file is ``domino-progress.json`` in the kernel's folder (the notebook's folder, in
JupyterLab and in the JupyterLite site alike, where it lives in the browser's storage), or the
path in the environment variable ``DOMINO_WIDGETS_PROGRESS``. The lessons call the functions at
the end of this module (``record_try``, ``record_shown``, ``lesson_stars``, ``warmup``,
``learner_name``...); each change reads the file again, applies itself and writes the whole
file anew, atomically (a temporary file beside it, then ``os.replace``), so that two open
notebooks add to one file and a crash never leaves half a file.

A file that cannot be read is never lost or written over: a damaged one is kept aside under a
name that says so (``domino-progress.damaged-20261206-0512.json``) and a new one is started; one
written by a newer version of the package is left as it is and nothing is saved to it. Either
way ``notice()`` says so, in the learner's language. The puzzles' older file
(``puzzle-progress.json`` of the Puzzles notebook) is read once and carried over; it stays where
it is.

Reading a file for a teacher (``Progress.read``, used by the class report) never writes.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .engine.errors import DominoError
from .engine.i18n import _
from .engine.quoting import quoted

FORMAT = "domino-widgets progress"
VERSION = 1
FILE = "domino-progress.json"
ENVIRONMENT = "DOMINO_WIDGETS_PROGRESS"
"""The environment variable that names the progress file, when set (a path)."""
PUZZLE_FILE = "puzzle-progress.json"
"""The Puzzles notebook's own file before this one (widgets/puzzle_progress.py): carried over."""
PUZZLE_FORMAT = "domino-widgets puzzle progress"
MAX_BYTES = 1_000_000
"""A learner's file is a few kilobytes; a bigger one is not read."""
MAX_STARS = 3
MAX_TRIES = 10_000
MAX_NAME = 60
WARMUP = 3
"""How many missed items a warm-up brings back."""

LESSONS = ("00_start", "01_traditional", "02_sevastopol", "03_spider", "04_sausage",
           "05_sevens", "06_matador", "07_six_matador", "08_cross", "09_cross_two_hands",
           "10_quintuple", "11_learn_from_your_games", "puzzles")
"""The lessons a progress file may name: each notebook's name without ``.ipynb`` (the Russian
lesson ``ru/08_cross`` is the same lesson ``08_cross``). tests/test_progress.py checks it
against notebooks/."""

FIRST, LATER, SHOWN = "first", "later", "shown"
PUZZLE_RESULTS = (FIRST, LATER, SHOWN)
TASK, QUESTION = "task", "question"
KINDS = (TASK, QUESTION)
_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:/-]{0,79}")
"""A task's, a puzzle's or a hand's id: short, printable, no spaces."""

# What was wrong with a file that could not be read (ProgressError.kind).
DAMAGED, TOO_BIG, NEWER, FOREIGN, IMPOSSIBLE, MISSING = (
    "damaged", "too big", "newer", "foreign", "impossible", "missing")


class ProgressError(DominoError):
    """A progress file that cannot be read (``kind``: damaged, too big, newer, foreign,
    impossible, missing), or a bad value given to record (``kind`` ``""``)."""

    def __init__(self, message: str, kind: str = "") -> None:
        super().__init__(message)
        self.kind = kind


def stars_for(tries: int, shown: bool) -> int:
    """The stars a task earns: three at the first try, two at the second, one later, none
    when the answer was shown before it was found."""
    if shown or tries < 1:
        return 0
    return max(1, MAX_STARS + 1 - tries)


@dataclass
class TaskResult:
    """How one task (or question) of a lesson went. ``tries``, ``first_try`` and ``shown`` are
    of the first time it was done (``first_try`` is ``None`` before any try); ``stars`` are the
    best earned, also when it was done again; ``retries`` counts the tries of a later go that
    has not found it yet."""

    title: str = ""
    kind: str = TASK
    tries: int = 0
    first_try: bool | None = None
    solved: bool = False
    shown: bool = False
    stars: int = 0
    retries: int = 0

    @property
    def missed(self) -> bool:
        """Wrong at the first try, or the answer shown first."""
        return self.first_try is False or self.shown

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "tries": self.tries,
                                "first_try": self.first_try, "solved": self.solved,
                                "shown": self.shown, "stars": self.stars}
        if self.title:
            data["title"] = self.title
        if self.retries:
            data["retries"] = self.retries
        return data

    @classmethod
    def from_json(cls, data: Any, where: str) -> TaskResult:
        """A task's result from its JSON form, or ``ProgressError`` (impossible) naming it."""
        if not isinstance(data, dict):
            raise _impossible(where)
        title, kind = data.get("title", ""), data.get("kind", TASK)
        tries, retries, stars = (data.get("tries"), data.get("retries", 0), data.get("stars"))
        first, solved, shown = data.get("first_try"), data.get("solved"), data.get("shown")
        if not (isinstance(title, str) and len(title) <= 200 and kind in KINDS
                and all(_count(n, MAX_TRIES) for n in (tries, retries))
                and _count(stars, MAX_STARS) and first in (None, True, False)
                and isinstance(solved, bool) and isinstance(shown, bool)):
            raise _impossible(where)
        assert isinstance(tries, int) and isinstance(stars, int) and isinstance(retries, int)
        # what cannot happen: stars without a solution, a first try that was never made, a
        # solution with no try, right at the first try yet not solved
        if ((stars and not solved) or (first is None) != (tries == 0) or (solved and not tries)
                or (first and not solved) or (retries and not solved)):
            raise _impossible(where)
        return cls(title, kind, tries, first, solved, shown, stars, retries)


@dataclass(frozen=True)
class Missed:
    """An item the learner missed, that a warm-up brings back: a lesson's task, or a puzzle
    (``lesson`` is ``"puzzles"`` and ``task`` the puzzle's id)."""

    lesson: str
    task: str

    @property
    def is_puzzle(self) -> bool:
        return self.lesson == "puzzles"

    def as_json(self) -> dict[str, str]:
        return {"puzzle": self.task} if self.is_puzzle else {"lesson": self.lesson,
                                                              "task": self.task}


@dataclass
class Review:
    """A hand the learner reviewed (lesson 11, the review widget): the moments that changed
    the outcome, and how many of them he found himself."""

    moments: int = 0
    found: int = 0

    def as_json(self) -> dict[str, int]:
        return {"moments": self.moments, "found": self.found}


@dataclass
class Progress:
    """Everything a learner's progress file holds (see docs/progress.md)."""

    name: str = ""
    lessons: dict[str, dict[str, TaskResult]] = field(default_factory=dict)
    puzzles: dict[str, str] = field(default_factory=dict)
    streak: int = 0
    best_streak: int = 0
    reviews: dict[str, Review] = field(default_factory=dict)
    missed: list[Missed] = field(default_factory=list)
    imported: list[str] = field(default_factory=list)
    updated: str = ""

    # -- what the lessons record ------------------------------------------------------------
    def record_try(self, lesson: str, task: str, right: bool, title: str = "",
                   kind: str = TASK) -> TaskResult:
        """One try at a task, judged ``right`` or not: the first go counts its tries until the
        task is found (then its stars); a later go can only raise the stars, and finding it
        at its first try takes it off the missed items."""
        result = self._task(lesson, task, title, kind)
        if not result.solved:
            result.tries += 1
            if result.first_try is None:
                result.first_try = bool(right) and not result.shown
            if right:
                result.solved = True
                result.stars = stars_for(result.tries, result.shown)
            elif Missed(lesson, task) not in self.missed:
                self.missed.append(Missed(lesson, task))
            return result
        result.retries += 1
        if right:
            result.stars = max(result.stars, stars_for(result.retries, False))
            if result.retries == 1:
                self._forget(Missed(lesson, task))
            result.retries = 0
        elif Missed(lesson, task) not in self.missed:
            self.missed.append(Missed(lesson, task))
        return result

    def record_shown(self, lesson: str, task: str, title: str = "",
                     kind: str = TASK) -> TaskResult:
        """The learner asked for the answer of a task: shown before it was found, it earns no
        star and comes back in a warm-up."""
        result = self._task(lesson, task, title, kind)
        if not result.solved:
            result.shown = True
            if Missed(lesson, task) not in self.missed:
                self.missed.append(Missed(lesson, task))
        return result

    def record_puzzle(self, puzzle: str, result: str) -> None:
        """A puzzle finished: ``first`` (solved at the first try), ``later`` or ``shown``. The
        first result of a puzzle is kept; one missed comes back in a warm-up until it is
        solved at the first try."""
        _check_id(puzzle)
        if result not in PUZZLE_RESULTS:
            raise ProgressError(_("unknown puzzle result {value}: choose one of {choices}")
                                .format(value=quoted(result), choices=", ".join(PUZZLE_RESULTS)))
        self.puzzles.setdefault(puzzle, result)
        self.streak = self.streak + 1 if result == FIRST else 0
        self.best_streak = max(self.best_streak, self.streak)
        item = Missed("puzzles", puzzle)
        if result == FIRST:
            self._forget(item)
        elif item not in self.missed:
            self.missed.append(item)

    def record_review(self, hand: str, moments: int, found: int) -> None:
        """A hand reviewed: ``found`` of its ``moments`` found by the learner himself (the
        best review of a hand is kept)."""
        _check_id(hand)
        if not (_count(moments, MAX_TRIES) and _count(found, moments)):
            raise ProgressError(_("a review finds between 0 and {moments} moments, not {found}")
                                .format(moments=quoted(moments), found=quoted(found)))
        old = self.reviews.get(hand)
        if old is None or (found, moments) > (old.found, old.moments):
            self.reviews[hand] = Review(moments, found)

    def set_name(self, name: str) -> None:
        """The learner's name, as he gave it in the start lesson (blank: none)."""
        self.name = _checked_name(name)

    # -- what the lessons read --------------------------------------------------------------
    def stars(self, lesson: str) -> dict[str, int]:
        """Each task's stars in ``lesson``, by the task's id."""
        return {task: r.stars for task, r in self.lessons.get(_checked_lesson(lesson),
                                                               {}).items()}

    def lesson_stars(self) -> dict[str, int]:
        """The stars earned in each lesson with a task done, in the order of ``LESSONS``."""
        return {lesson: sum(r.stars for r in self.lessons[lesson].values())
                for lesson in LESSONS if lesson in self.lessons}

    def warmup(self, lesson: str | None = None, count: int = WARMUP) -> list[Missed]:
        """Up to ``count`` missed items for a warm-up, the oldest first, those of ``lesson``
        itself left out (the lesson brings its own tasks)."""
        return [m for m in self.missed if m.lesson != lesson][:count]

    def solved_puzzles(self) -> int:
        return sum(r in (FIRST, LATER) for r in self.puzzles.values())

    def _task(self, lesson: str, task: str, title: str, kind: str) -> TaskResult:
        _checked_lesson(lesson)
        _check_id(task)
        if kind not in KINDS:
            raise ProgressError(_("unknown kind of task {value}: choose one of {choices}")
                                .format(value=quoted(kind), choices=", ".join(KINDS)))
        result = self.lessons.setdefault(lesson, {}).setdefault(task, TaskResult(kind=kind))
        if title:
            result.title = str(title)[:200]
        return result

    def _forget(self, item: Missed) -> None:
        self.missed = [m for m in self.missed if m != item]

    # -- the file ---------------------------------------------------------------------------
    def as_json(self) -> dict[str, Any]:
        """The file's content (docs/progress.md)."""
        return {
            "format": FORMAT, "version": VERSION, "name": self.name, "updated": self.updated,
            "lessons": {lesson: {"tasks": {t: r.as_json() for t, r in tasks.items()}}
                        for lesson, tasks in self.lessons.items()},
            "puzzles": {"streak": self.streak, "best_streak": self.best_streak,
                        "results": dict(self.puzzles)},
            "reviews": {hand: r.as_json() for hand, r in self.reviews.items()},
            "missed": [m.as_json() for m in self.missed],
            "imported": list(self.imported),
        }

    @classmethod
    def from_json(cls, data: Any, name: str) -> Progress:
        """A progress from the JSON of file ``name``, checked: ``ProgressError`` (foreign,
        newer or impossible) if it is not one this version can keep."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ProgressError(_("{path} is not a progress file of domino-widgets").format(
                path=name), FOREIGN)
        version = data.get("version")
        if not _count(version, 10**6) or version == 0:
            raise _impossible(name)
        assert isinstance(version, int)
        if version > VERSION:
            raise ProgressError(_("{path} was saved by a newer version of domino-widgets "
                                  "(progress format {version}; this one reads {known})").format(
                path=name, version=version, known=VERSION), NEWER)
        try:
            return cls._from_checked(data, name)
        except (TypeError, AttributeError, KeyError):
            raise _impossible(name) from None

    @classmethod
    def _from_checked(cls, data: dict[str, Any], name: str) -> Progress:
        learner = data.get("name", "")
        if not isinstance(learner, str) or len(learner) > MAX_NAME:
            raise _impossible(name)
        lessons: dict[str, dict[str, TaskResult]] = {}
        for lesson, body in _mapping(data.get("lessons", {})).items():
            if lesson not in LESSONS:
                raise ProgressError(_("{path} names a lesson there is not: {lesson}").format(
                    path=name, lesson=quoted(lesson)), IMPOSSIBLE)
            tasks = _mapping(_mapping(body)["tasks"])
            if not all(isinstance(t, str) and _ID.fullmatch(t) for t in tasks):
                raise _impossible(name)
            lessons[lesson] = {t: TaskResult.from_json(r, name) for t, r in tasks.items()}
        puzzles = _mapping(data.get("puzzles", {"streak": 0, "best_streak": 0, "results": {}}))
        streak, best = puzzles["streak"], puzzles["best_streak"]
        results = _mapping(puzzles["results"])
        if not (_count(streak, MAX_TRIES) and _count(best, MAX_TRIES) and all(
                isinstance(k, str) and v in PUZZLE_RESULTS for k, v in results.items())):
            raise _impossible(name)
        reviews: dict[str, Review] = {}
        for hand, review in _mapping(data.get("reviews", {})).items():
            moments, found = _mapping(review)["moments"], _mapping(review)["found"]
            if not (isinstance(hand, str) and _count(moments, MAX_TRIES)
                    and _count(found, moments)):
                raise _impossible(name)
            reviews[hand] = Review(moments, found)
        missed, imported = data.get("missed", []), data.get("imported", [])
        if not (isinstance(missed, list) and isinstance(imported, list)):
            raise _impossible(name)
        missed = [_missed_from_json(m, name) for m in missed]
        updated = data.get("updated", "")
        if not (all(isinstance(i, str) for i in imported) and isinstance(updated, str)):
            raise _impossible(name)
        return cls(learner, lessons, results, streak, max(streak, best), reviews, missed,
                   imported, updated)

    @classmethod
    def read(cls, path: str | Path, shown_as: str = "") -> Progress:
        """The progress saved in ``path``, or ``ProgressError`` saying why it cannot be read
        (the file is never changed); its messages name it ``shown_as`` (default: its name)."""
        source = Path(path)
        name = quoted(shown_as or source.name, 100)
        try:
            size = source.stat().st_size
            raw = b"" if size > MAX_BYTES else source.read_bytes()
        except FileNotFoundError:
            raise ProgressError(_("no progress saved in {path} yet").format(path=name),
                                MISSING) from None
        except OSError:
            raw = b""
        if size > MAX_BYTES:
            raise ProgressError(_("{path} is too big for a progress file ({size} bytes)")
                                .format(path=name, size=size), TOO_BIG)
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            raise ProgressError(_("{path} is damaged: it is not a JSON file").format(
                path=name), DAMAGED) from None
        return cls.from_json(data, name)

    def write(self, path: str | Path) -> Path:
        """Write the progress to ``path`` atomically: a temporary file in the same folder,
        then ``os.replace`` over the old one (``OSError`` if the folder cannot be written)."""
        target = Path(path)
        self.updated = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        text = json.dumps(self.as_json(), indent=1, ensure_ascii=False) + "\n"
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp",
                                             dir=target.parent)
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                out.write(text)
                out.flush()
                with suppress(OSError):  # not every file system syncs (the browser's)
                    os.fsync(out.fileno())
            os.replace(temporary, target)
        except BaseException:
            with suppress(OSError):
                os.unlink(temporary)
            raise
        return target

    def carry_over_puzzles(self, folder: Path) -> bool:
        """Carry the Puzzles notebook's older file (``puzzle-progress.json`` in ``folder``)
        over, once: its results join these (a puzzle in both keeps the result here). False
        if there is none, it was carried over before, or it cannot be read."""
        source = folder / PUZZLE_FILE
        if PUZZLE_FILE in self.imported or not source.is_file():
            return False
        try:
            if source.stat().st_size > MAX_BYTES:
                return False
            data = json.loads(source.read_text(encoding="utf-8"))
            results = dict(data["results"])
            streak, best = data["streak"], data["best_streak"]
        except (OSError, ValueError, TypeError, KeyError):
            return False
        if not (data.get("format") == PUZZLE_FORMAT and _count(streak, MAX_TRIES)
                and _count(best, MAX_TRIES) and all(
                    isinstance(k, str) and v in PUZZLE_RESULTS for k, v in results.items())):
            return False
        self.puzzles = {**results, **self.puzzles}
        if not self.best_streak and not self.streak:
            self.streak = streak
        self.best_streak = max(self.best_streak, best, streak)
        for puzzle, result in results.items():
            item = Missed("puzzles", puzzle)
            if result != FIRST and self.puzzles[puzzle] != FIRST and item not in self.missed:
                self.missed.append(item)
        self.imported.append(PUZZLE_FILE)
        return True


def _count(value: object, most: object) -> bool:
    """``value`` is a whole number from 0 to ``most``."""
    return (isinstance(value, int) and not isinstance(value, bool) and isinstance(most, int)
            and 0 <= value <= most)


def _mapping(value: object) -> dict[str, Any]:
    """``value`` if it is a JSON object; ``TypeError`` (read as impossible) if not."""
    if not isinstance(value, dict):
        raise TypeError(value)
    return value


def _impossible(name: str) -> ProgressError:
    return ProgressError(_("{path} holds values a progress file cannot have").format(path=name),
                         IMPOSSIBLE)


def _missed_from_json(data: Any, name: str) -> Missed:
    if isinstance(data, dict) and isinstance(data.get("puzzle"), str):
        return Missed("puzzles", data["puzzle"])
    if (isinstance(data, dict) and data.get("lesson") in LESSONS
            and isinstance(data.get("task"), str)):
        return Missed(data["lesson"], data["task"])
    raise _impossible(name)


def _checked_lesson(lesson: str) -> str:
    if lesson not in LESSONS:
        raise ProgressError(_("unknown lesson {value}: choose one of {choices}").format(
            value=quoted(lesson), choices=", ".join(LESSONS)))
    return lesson


def _check_id(item: str) -> None:
    if not isinstance(item, str) or not _ID.fullmatch(item):
        raise ProgressError(_("{value} is not a task id (letters, digits and - _ . : /, "
                              "at most 80)").format(value=quoted(item)))


def _checked_name(name: str) -> str:
    text = " ".join(str(name).split())
    if len(text) > MAX_NAME or not text.isprintable():
        raise ProgressError(_("a name has at most {most} letters").format(most=MAX_NAME))
    return text


# -- the learner's file ---------------------------------------------------------------------
def progress_path() -> Path:
    """Where this kernel keeps the progress: ``$DOMINO_WIDGETS_PROGRESS``, else
    ``domino-progress.json`` in the kernel's folder (the notebook's)."""
    named = os.environ.get(ENVIRONMENT, "").strip()
    return Path(named).expanduser() if named else Path.cwd() / FILE


def aside_path(path: Path, when: time.struct_time | None = None) -> Path:
    """A free name beside ``path`` that says the file is damaged and when it was put aside:
    ``domino-progress.damaged-20261206-0512.json`` (``-2``, ``-3``... if taken)."""
    stamp = time.strftime("%Y%m%d-%H%M", when or time.localtime())
    stem = f"{path.stem}.damaged-{stamp}"
    candidate, n = path.with_name(f"{stem}{path.suffix}"), 1
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{stem}-{n}{path.suffix}")
    return candidate


class Store:
    """The learner's progress file at ``path``: every change reads it again, applies itself
    and writes it atomically. Problems never raise: they are kept in ``notice`` (the learner's
    language), and the progress is kept in memory meanwhile."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.notice = ""
        self.read_only = False  # a newer version's file: never written over
        self._memory = Progress()

    def load(self) -> Progress:
        """The progress in the file now: a new one if there is none (with the puzzles'
        older file carried over), a new one with the damaged file kept aside, or, for a newer
        version's file, what this kernel recorded (the file itself is left alone)."""
        if self.read_only:
            return self._memory
        try:
            progress = Progress.read(self.path)
        except ProgressError as err:
            if err.kind == MISSING:
                progress = Progress()
            elif err.kind == NEWER:
                self.read_only = True
                self.notice = _("{error}. It is left as it is, and your progress is not saved "
                                "in it: ask for the newer version of the lessons.").format(
                    error=err)
                return self._memory
            else:
                progress = Progress()
                self._put_aside(err)
                if self.read_only:
                    self._memory = progress
                    return progress
        if progress.carry_over_puzzles(self.path.parent):
            self._save(progress)
        self._memory = progress
        return progress

    def change(self, apply: Callable[[Progress], Any]) -> Any:
        """Apply ``apply(progress)`` to the file's progress and save it; what it returns."""
        progress = self.load()
        answer = apply(progress)
        if not self.read_only:
            self._save(progress)
        return answer

    def _save(self, progress: Progress) -> None:
        try:
            progress.write(self.path)
        except OSError as err:
            self.notice = _("Your progress cannot be saved in {path}: {reason}.").format(
                path=quoted(self.path.name), reason=err.strerror or err)

    def _put_aside(self, err: ProgressError) -> None:
        aside = aside_path(self.path)
        try:
            os.replace(self.path, aside)
        except OSError:
            self.read_only = True  # it cannot be moved: it is not written over either
            self.notice = _("{error}. It is left as it is, and your progress is not saved "
                            "in it.").format(error=err)
            return
        self.notice = _("{error}. It is kept as {aside}, and a new progress file is started "
                        "(your teacher can look at the old one).").format(
            error=err, aside=quoted(aside.name, longest=100))


_stores: dict[Path, Store] = {}


def store(path: str | Path | None = None) -> Store:
    """The store of ``path`` (default: ``progress_path()``), one per file in this kernel."""
    where = Path(path) if path is not None else progress_path()
    key = where.absolute()
    if key not in _stores:
        _stores[key] = Store(where)
    return _stores[key]


# -- what the lessons call ------------------------------------------------------------------
def record_try(lesson: str, task: str, right: bool, title: str = "",
               kind: str = TASK) -> TaskResult:
    """Record one try at a task of a lesson (``right`` or not); its result so far."""
    result: TaskResult = store().change(
        lambda p: p.record_try(lesson, task, right, title, kind))
    return result


def record_shown(lesson: str, task: str, title: str = "", kind: str = TASK) -> TaskResult:
    """Record that the answer of a task was shown; its result so far."""
    result: TaskResult = store().change(lambda p: p.record_shown(lesson, task, title, kind))
    return result


def record_puzzle(puzzle: str, result: str) -> None:
    """Record a finished puzzle (``first``, ``later`` or ``shown``)."""
    store().change(lambda p: p.record_puzzle(puzzle, result))


def record_review(hand: str, moments: int, found: int) -> None:
    """Record a reviewed hand: ``found`` of its ``moments`` found by the learner."""
    store().change(lambda p: p.record_review(hand, moments, found))


def set_learner_name(name: str) -> None:
    """Keep the learner's name (the start lesson asks for it)."""
    store().change(lambda p: p.set_name(name))


def learner_name() -> str:
    """The learner's name, or ``""`` if he has not given one."""
    return store().load().name


def task_stars(lesson: str) -> dict[str, int]:
    """Each task's stars in ``lesson``, by the task's id."""
    return store().load().stars(lesson)


def lesson_stars() -> dict[str, int]:
    """The stars earned in each lesson with a task done (for the start lesson's table)."""
    return store().load().lesson_stars()


def warmup(lesson: str | None = None, count: int = WARMUP) -> list[Missed]:
    """Up to ``count`` items the learner missed before (not of ``lesson``), the oldest first."""
    return store().load().warmup(lesson, count)


def notice() -> str:
    """What the learner should be told about his progress file (``""``: nothing)."""
    return store().notice


def iter_tasks(progress: Progress) -> Iterator[tuple[str, str, TaskResult]]:
    """Every task result of a progress: (lesson, task, result), lessons in order."""
    for lesson in LESSONS:
        for task, result in progress.lessons.get(lesson, {}).items():
            yield lesson, task, result

