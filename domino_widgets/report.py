"""The class report: every learner's progress file under a folder, gathered into one table (a
row per learner: each lesson's stars and first-try results, the puzzles solved, what he is stuck
on), the tasks the class missed most, and a chart of the class per lesson (SVG).

``class_report(FOLDER)`` in a teacher's notebook shows it; ``domino-widgets report FOLDER``
prints it (``--csv``, ``--json``, ``--html FILE``). The folder is flat (``masha.json``,
``dima.json``, or a folder per learner) or an nbgrader ``submitted/`` tree
(``submitted/STUDENT/ASSIGNMENT/domino-progress.json``: one row per student, his assignments
merged). A file that cannot be read (damaged, too big, from a newer version, not a progress
file, impossible values) is listed by name with the reason and left out; nothing is ever
written to the folder.
"""

from __future__ import annotations

import csv
import html
import io
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .engine.errors import DominoError
from .engine.i18n import N_, _, current_language, language, ngettext
from .engine.quoting import quoted
from .progress import (
    FILE,
    FIRST,
    LATER,
    LESSONS,
    MAX_STARS,
    PUZZLE_FILE,
    SHOWN,
    Progress,
    ProgressError,
    TaskResult,
)

MAX_FILES = 5_000
"""Files looked at under a folder at most (a class is some tens of learners)."""
NBGRADER_COPIES = ("autograded", "feedback", "release", "source")
"""nbgrader's folders that hold copies of the submissions or the teacher's own files."""
ASIDE = "aside"
TITLES = {"00_start": N_("Start here"), "01_traditional": N_("Traditional"),
          "02_sevastopol": N_("Sevastopol"), "03_spider": N_("Spider"),
          "04_sausage": N_("Sausage"), "05_sevens": N_("Sevens"), "06_matador": N_("Matador"),
          "07_six_matador": N_("Six Matador"), "08_cross": N_("Cross"),
          "09_cross_two_hands": N_("Cross in two hands"), "10_quintuple": N_("Quintuple"),
          "11_learn_from_your_games": N_("Your games"), "puzzles": N_("Puzzles")}
"""Each lesson's short name, for a table's head."""


class ReportError(DominoError):
    """A report that cannot be made: the folder is missing or is not a folder."""


def lesson_title(lesson: str) -> str:
    """A lesson's short name in the current language, with its number: ``08 Cross``."""
    title = _(TITLES[lesson])
    return f"{lesson[:2]} {title}" if lesson[:2].isdigit() else title


@dataclass
class LessonCell:
    """One learner in one lesson: the stars, the tasks done, how many right at the first try,
    the answers shown, and the tasks tried but not found yet (their titles, else ids)."""

    stars: int = 0
    done: int = 0
    first_try: int = 0
    shown: int = 0
    stuck: list[str] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return {"stars": self.stars, "tasks": self.done, "first_try": self.first_try,
                "shown": self.shown, "stuck": list(self.stuck)}


@dataclass
class Learner:
    """A row of the report: one learner (one student of an nbgrader tree)."""

    name: str
    sources: list[str]
    progress: Progress

    @property
    def lessons(self) -> dict[str, LessonCell]:
        cells: dict[str, LessonCell] = {}
        for lesson in LESSONS:
            for task, result in self.progress.lessons.get(lesson, {}).items():
                cell = cells.setdefault(lesson, LessonCell())
                cell.stars += result.stars
                cell.done += result.tries > 0 or result.shown
                cell.first_try += result.first_try is True
                cell.shown += result.shown
                if result.tries and not result.solved and not result.shown:
                    cell.stuck.append(task_title(lesson, task, result.title))
        return cells

    @property
    def stuck(self) -> list[tuple[str, str]]:
        """(lesson, task) of every task tried and not found, the answer not asked for."""
        return [(lesson, task) for lesson, tasks in self.progress.lessons.items()
                for task, r in tasks.items() if r.tries and not r.solved and not r.shown]

    def as_json(self) -> dict[str, Any]:
        return {"name": self.name, "files": list(self.sources),
                "lessons": {k: c.as_json() for k, c in self.lessons.items()},
                "puzzles_solved": self.progress.solved_puzzles(),
                "hands_reviewed": len(self.progress.reviews),
                "updated": self.progress.updated}


@dataclass(frozen=True)
class Skipped:
    """A file left out of the report, and why (``kind``: damaged, too big, newer, foreign,
    impossible, or aside: a damaged file the lessons put aside)."""

    source: str
    kind: str
    reason: str


@dataclass
class TaskSummary:
    """One task across the class: how many learners met it, missed it (wrong at the first try
    or the answer shown) and are stuck on it."""

    lesson: str
    task: str
    title: str
    kind: str
    met: int = 0
    missed: int = 0
    stuck: int = 0

    def as_json(self) -> dict[str, Any]:
        return {"lesson": self.lesson, "task": self.task, "title": self.title,
                "kind": self.kind, "learners": self.met, "missed": self.missed,
                "stuck": self.stuck}


@dataclass
class ClassReport:
    """What ``gather`` found under a folder: the learners, the files left out."""

    folder: str
    learners: list[Learner] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    problem: str = ""
    """Why there is no report (a folder that is not there), for the notebook to show."""
    lang: str = field(default_factory=current_language)
    """The language it speaks, whenever it is shown: the one it was made in."""

    @property
    def lessons(self) -> list[str]:
        """The lessons some learner has done a task of, in the lessons' order."""
        seen = {lesson for learner in self.learners for lesson in learner.progress.lessons}
        return [lesson for lesson in LESSONS if lesson in seen]

    def tasks(self) -> list[TaskSummary]:
        """Every task some learner met, with the class's results; the tasks of a lesson that
        teach the same rule are one line (a learner who missed either counts once)."""
        with language(self.lang):
            return self._tasks()

    def _tasks(self) -> list[TaskSummary]:
        found: dict[tuple[str, str], TaskSummary] = {}
        seen: dict[tuple[str, str], list[set[int]]] = {}
        for k, learner in enumerate(self.learners):
            for lesson, task, result in _tasks_of(learner.progress):
                title = task_title(lesson, task, result.title)
                summary = found.setdefault((lesson, title), TaskSummary(
                    lesson, task, title, result.kind))
                if task not in summary.task.split():
                    summary.task += f" {task}"
                met, missed, stuck = seen.setdefault((lesson, title), [set(), set(), set()])
                met.add(k)
                if result.missed:
                    missed.add(k)
                if result.tries and not result.solved and not result.shown:
                    stuck.add(k)
        for key, summary in found.items():
            summary.met, summary.missed, summary.stuck = (len(x) for x in seen[key])
        return list(found.values())

    def missed_most(self, limit: int = 10) -> list[TaskSummary]:
        """The tasks and questions most learners missed or are stuck on, the most first."""
        order = {lesson: k for k, lesson in enumerate(LESSONS)}
        hard = [t for t in self.tasks() if t.missed or t.stuck]
        hard.sort(key=lambda t: (-t.missed, -t.stuck, order[t.lesson], t.task))
        return hard[:limit]

    def per_lesson(self) -> dict[str, dict[str, int]]:
        """For the chart: per lesson, the class's tasks right at the first try, found later,
        shown, and not found yet; and how many learners did some of it."""
        out: dict[str, dict[str, int]] = {}
        for lesson in self.lessons:
            counts = {"first": 0, "later": 0, "shown": 0, "stuck": 0, "learners": 0}
            for learner in self.learners:
                tasks = learner.progress.lessons.get(lesson, {}).values()
                counts["learners"] += bool(tasks)
                for r in tasks:
                    key = ("first" if r.first_try else "shown" if r.shown else
                           "later" if r.solved else "stuck" if r.tries else "")
                    if key:
                        counts[key] += 1
            out[lesson] = counts
        return out

    # -- the outputs ------------------------------------------------------------------------
    def as_json(self) -> dict[str, Any]:
        """The report as JSON (the same keys in every language; the words in its own)."""
        with language(self.lang):
            return self._as_json()

    def _as_json(self) -> dict[str, Any]:
        return {"folder": self.folder,
                "lessons": self.lessons,
                "learners": [learner.as_json() for learner in self.learners],
                "missed_most": [t.as_json() for t in self.missed_most()],
                "per_lesson": self.per_lesson(),
                "skipped": [{"file": s.source, "kind": s.kind, "reason": s.reason}
                            for s in self.skipped]}

    def csv(self) -> str:
        """The table for a gradebook or a spreadsheet: a header, then one row per learner. The
        header is the same in every language: ``learner``, ``files``, then for each lesson
        ``LESSON stars``, ``LESSON tasks``, ``LESSON first try``, then ``puzzles solved``,
        ``hands reviewed``, ``stuck on`` (LESSON/TASK, separated by spaces) and ``updated``."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        lessons = self.lessons
        writer.writerow(["learner", "files",
                         *[f"{lesson} {what}" for lesson in lessons
                           for what in ("stars", "tasks", "first try")],
                         "puzzles solved", "hands reviewed", "stuck on", "updated"])
        for learner in self.learners:
            cells = learner.lessons
            row: list[object] = [_spreadsheet_safe(learner.name),
                                 _spreadsheet_safe(" ".join(learner.sources))]
            for lesson in lessons:
                cell = cells.get(lesson, LessonCell())
                row += [cell.stars, cell.done, cell.first_try]
            row += [learner.progress.solved_puzzles(), len(learner.progress.reviews),
                    " ".join(f"{lesson}/{task}" for lesson, task in learner.stuck),
                    learner.progress.updated]
            writer.writerow(row)
        return out.getvalue()

    def text(self) -> str:
        """The report as plain text (the command line's output)."""
        with language(self.lang):
            return self._text()

    def _text(self) -> str:
        if self.problem:
            return self.problem
        lessons = self.lessons
        header = [_("Learner"), *[lesson_title(lesson) for lesson in lessons], _("Puzzles"),
                  _("Stuck on")]
        rows = [header]
        for learner in self.learners:
            cells = learner.lessons
            rows.append([learner.name, *[_cell_text(cells.get(lesson)) for lesson in lessons],
                         str(learner.progress.solved_puzzles()),
                         _stuck_text(cells) or "-"])
        widths = [max(len(r[k]) for r in rows) for k in range(len(header) - 1)]
        lines = ["  ".join([*(c.ljust(w) for c, w in zip(r[:-1], widths, strict=True)), r[-1]])
                 .rstrip() for r in rows]
        lines.insert(0, _("Class report of {folder}: {learners}").format(
            folder=self.folder, learners=_count_learners(len(self.learners))))
        lines.append(_("A lesson's cell: the stars, then the tasks right at the first try of "
                       "the tasks done (! a task tried and not found yet)."))
        hard = self.missed_most()
        if hard:
            lines += ["", _("Missed most:")]
            lines += [f"  {_missed_line(t, len(self.learners))}" for t in hard]
        if self.skipped:
            lines += ["", _("Files left out:")]
            lines += [f"  {s.reason}" for s in self.skipped]
        return "\n".join(lines)

    def chart_svg(self) -> str:
        """The class per lesson: a bar a lesson, its tasks done by the class split into right at
        the first try, found later, answer shown, not found yet."""
        with language(self.lang):
            return _chart(self.per_lesson())

    def html(self) -> str:
        """The report as a piece of HTML: the table, the chart, the tasks missed most and the
        files left out (a notebook shows it; ``page`` makes it a whole page)."""
        with language(self.lang):
            return _html(self)

    def page(self) -> str:
        """The report as a self-contained HTML page (``report --html FILE``)."""
        with language(self.lang):
            title = html.escape(_("Class report"))
        return (f'<!DOCTYPE html>\n<html lang="{self.lang}"><head><meta charset="utf-8">'
                f"<title>{title}</title><style>{STYLE}</style></head><body>"
                f"{self.html()}</body></html>\n")

    def _repr_html_(self) -> str:
        return f"<style>{STYLE}</style>{self.html()}"

    def __repr__(self) -> str:
        return self.text()


def gather(folder: str | Path) -> ClassReport:
    """Read every progress file under ``folder`` (never writing): the report."""
    root = Path(folder)
    if not root.is_dir():
        raise ReportError(_("{path} is not a folder").format(path=quoted(str(folder))))
    report = ClassReport(str(folder))
    found: dict[str, Learner] = {}
    for path in _candidates(root):
        source = path.relative_to(root).as_posix()
        key = _learner_key(path.relative_to(root), root)
        try:
            progress = _read(path, source)
        except ProgressError as err:
            report.skipped.append(Skipped(source, err.kind, str(err)))
            continue
        if progress is None:
            continue
        if key in found:
            found[key].sources.append(source)
            found[key].progress = _merged(found[key].progress, progress)
        else:
            found[key] = Learner(progress.name or key.rsplit("/", 1)[-1], [source], progress)
    for learner in found.values():
        learner.name = learner.progress.name or learner.name
    report.learners = sorted(found.values(), key=lambda x: (x.name.casefold(), x.sources))
    return report


def class_report(folder: str | Path, lang: str | None = None) -> ClassReport:
    """The report of the progress files under ``folder``, for a teacher's notebook (shown as
    the table, the chart, the tasks missed most and the files left out; a folder that is not
    there shows as a line saying so)."""
    with language(lang):
        try:
            return gather(folder)
        except ReportError as err:
            return ClassReport(str(folder), problem=str(err))


def example_class(lang: str | None = None) -> ClassReport:
    """A made-up class of three learners and a damaged file, its progress made as the
    lessons make it: what the report of a class looks like."""
    with language(lang):
        report = ClassReport(_("example"))
        tries: dict[str, dict[tuple[str, str], list[object]]] = {
            "Masha": {("00_start", "double"): [True], ("01_traditional", "deal"): [True],
                      ("01_traditional", "who-leads"): [True],
                      ("01_traditional", "lead-double"): [False, True],
                      ("01_traditional", "fits"): [True], ("01_traditional", "must-play"): [True],
                      ("02_sevastopol", "sides-first"): [True], ("02_sevastopol", "pass"): [False,
                                                                                        True]},
            "Dima": {("00_start", "double"): [True], ("01_traditional", "deal"): [True],
                     ("01_traditional", "who-leads"): [False, False, False],
                     ("01_traditional", "lead-double"): ["show"]},
            "Olga": {("00_start", "double"): [False, True], ("01_traditional", "deal"): [True],
                     ("01_traditional", "who-leads"): [False, True],
                     ("01_traditional", "lead-double"): [True],
                     ("01_traditional", "fits"): [False, False, True],
                     ("01_traditional", "must-play"): [True],
                     ("02_sevastopol", "sides-first"): ["show"],
                     ("02_sevastopol", "pass"): [False, False]},
        }
        puzzles = {"Masha": {"cross-017": FIRST, "cross-018": FIRST, "cross-019": LATER},
                   "Olga": {"cross-017": LATER}}
        for name, done in tries.items():
            progress = Progress(name=name)
            for (lesson, task), results in done.items():
                for right in results:
                    if right == "show":
                        progress.record_shown(lesson, task)
                    else:
                        progress.record_try(lesson, task, bool(right))
            for puzzle, result in puzzles.get(name, {}).items():
                progress.record_puzzle(puzzle, result)
            report.learners.append(Learner(name, [f"{name.lower()}/{FILE}"], progress))
        report.learners.sort(key=lambda x: x.name)
        report.skipped.append(Skipped(f"kate/{FILE}", "damaged", _(
            "{path} is damaged: it is not a JSON file").format(path=quoted(f"kate/{FILE}"))))
        return report


def task_title(lesson: str, task: str, saved: str = "") -> str:
    """A task's words for the teacher, in the current language: the rule it teaches, from the
    lessons' catalogue (``domino_widgets.tasks``; for a task that asks for the best move, what
    it asks), else the words saved with it, else its id."""
    key = (current_language(), lesson, task)
    if key not in _titles:
        from .tasks import BEST_RESULT
        from .tasks.catalogue import task as made

        try:
            found = made(lesson, task)
        except DominoError:  # not a task of the catalogue (an older one): the saved words
            words = ""
        else:
            best = getattr(found, "goal", None) is BEST_RESULT
            words = " ".join(str(found.instruction() if best else _(found.rule)).split())
        _titles[key] = words if len(words) <= 110 else words[:107] + "..."
    return _titles[key] or saved or task


_titles: dict[tuple[str, str, str], str] = {}


def lesson_size(lesson: str) -> int | None:
    """How many tasks ``lesson`` has in the lessons' catalogue (None: not known)."""
    if lesson not in _sizes:
        from .tasks.catalogue import lesson_tasks

        try:
            _sizes[lesson] = len(lesson_tasks(lesson)) or None
        except DominoError:  # a lesson without tasks yet
            _sizes[lesson] = None
    return _sizes[lesson]


_sizes: dict[str, int | None] = {}


# -- reading -------------------------------------------------------------------------------
def _candidates(root: Path) -> Iterator[Path]:
    """The JSON files under ``root``, in a stable order: no hidden files or folders, none of
    nbgrader's copies, at most ``MAX_FILES`` looked at."""
    seen = 0
    for here, folders, files in os.walk(root):
        folders[:] = sorted(f for f in folders if not f.startswith(".")
                            and not (f in NBGRADER_COPIES and _in_nbgrader(Path(here))))
        for name in sorted(files):
            if name.endswith(".json") and not name.startswith("."):
                seen += 1
                if seen > MAX_FILES:
                    return
                yield Path(here) / name


def _in_nbgrader(folder: Path) -> bool:
    """A folder of an nbgrader course (it has ``submitted/`` or a gradebook beside)."""
    return (folder / "submitted").is_dir() or (folder / "gradebook.db").exists()


def _read(path: Path, source: str) -> Progress | None:
    """The progress in ``path``; None for the puzzles' older file beside a progress file (the
    lessons carry it over); ``ProgressError`` if it cannot be read."""
    if ".damaged-" in path.name:
        raise ProgressError(_("{path}: a damaged progress file the lessons put aside").format(
            path=quoted(source, 100)), ASIDE)
    if path.name == PUZZLE_FILE:
        if (path.parent / FILE).exists():
            return None
        progress = Progress()
        if not progress.carry_over_puzzles(path.parent):
            raise ProgressError(_("{path} is not a progress file of the puzzles").format(
                path=quoted(source, 100)), "foreign")
        return progress
    return Progress.read(path, source)


def _learner_key(relative: Path, root: Path) -> str:
    """Whose file this is, as a path under the report's folder: the student of an nbgrader
    tree (the folder after ``submitted``), else the folder holding a ``domino-progress.json``
    (a folder per learner, at any depth), else a renamed file itself (``7B/masha.json``)."""
    parts = (root.resolve().name, *relative.parts)  # the folder may be ``submitted`` itself
    if "submitted" in parts[:-1]:
        k = parts.index("submitted")
        if k + 2 < len(parts):
            return "/".join(parts[1:k + 2]) or parts[k + 1]
    if relative.name in (FILE, PUZZLE_FILE):
        return relative.parent.as_posix() if len(relative.parts) > 1 else parts[0]
    return relative.with_suffix("").as_posix()


def _merged(one: Progress, other: Progress) -> Progress:
    """One learner's two files (two nbgrader assignments) as one: a task in both keeps its
    better result, the puzzles and the reviews of both."""
    both = Progress(name=one.name or other.name, lessons={
        lesson: dict(tasks) for lesson, tasks in one.lessons.items()},
        puzzles=dict(one.puzzles), streak=one.streak,
        best_streak=max(one.best_streak, other.best_streak),
        reviews={**other.reviews, **one.reviews}, missed=list(one.missed),
        updated=max(one.updated, other.updated))
    for lesson, tasks in other.lessons.items():
        mine = both.lessons.setdefault(lesson, {})
        for task, result in tasks.items():
            if task not in mine or _rank(result) > _rank(mine[task]):
                mine[task] = result
    for puzzle, outcome in other.puzzles.items():
        if puzzle not in both.puzzles or (outcome, both.puzzles[puzzle]) in (
                (FIRST, LATER), (FIRST, SHOWN), (LATER, SHOWN)):
            both.puzzles[puzzle] = outcome
    return both


def _rank(result: TaskResult) -> tuple[int, int, int]:
    return (result.solved, result.stars, result.tries)


def _tasks_of(progress: Progress) -> Iterator[tuple[str, str, TaskResult]]:
    for lesson in LESSONS:
        for task, result in progress.lessons.get(lesson, {}).items():
            yield lesson, task, result


def _spreadsheet_safe(text: str) -> str:
    """A cell of the CSV (a name, a file): one starting like a formula is quoted."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def _stuck_text(cells: dict[str, LessonCell]) -> str:
    """The tasks a learner is stuck on, by lesson: ``01 Traditional: Lead the double``."""
    return "; ".join(f"{lesson_title(lesson)}: {title}" for lesson, cell in cells.items()
                     for title in dict.fromkeys(cell.stuck))


def _cell_text(cell: LessonCell | None) -> str:
    if cell is None:
        return "-"
    text = _("{stars}★ {first}/{done}").format(stars=cell.stars, first=cell.first_try,
                                                 done=cell.done)
    return text + (" !" if cell.stuck else "")


def _missed_line(task: TaskSummary, learners: int) -> str:
    """``01 Traditional: The rule: ... — missed by 3 of 3 learners``."""
    return ngettext("{lesson}: {title} — missed by {n} of {total} learner",
                    "{lesson}: {title} — missed by {n} of {total} learners", learners).format(
        lesson=lesson_title(task.lesson), title=task.title, n=task.missed, total=learners) + (
        "; " + ngettext("{n} stuck on it now", "{n} stuck on it now", task.stuck).format(
            n=task.stuck) if task.stuck else "")


# -- drawing -------------------------------------------------------------------------------
COLOURS = {"first": "#2f7d4f", "later": "#d9a33b", "shown": "#8a94a6", "stuck": "#c0392b"}
LEGEND = {"first": N_("right at the first try"), "later": N_("found later"),
          "shown": N_("answer shown"), "stuck": N_("not found yet")}
STYLE = """
.dw-report{font-family:sans-serif;font-size:14px;color:#222;max-width:1240px}
.dw-report h2{font-size:20px;margin:8px 0}
.dw-report h3{font-size:16px;margin:18px 0 6px}
.dw-report table.dw-class-table{border-collapse:collapse;margin:6px 0}
.dw-report table.dw-class-table th,.dw-report table.dw-class-table td{border:1px solid #ccc;
  padding:4px 8px;text-align:center;vertical-align:top}
.dw-report table.dw-class-table th{background:#f3efe8}
.dw-report table.dw-class-table td.dw-name,.dw-report table.dw-class-table td.dw-stuck-on{
  text-align:left}
.dw-report table.dw-class-table td.dw-stuck{background:#fbe3e0}
.dw-report table.dw-class-table td.dw-all{background:#e4f2e8}
.dw-report .dw-stars{font-weight:bold;white-space:nowrap}
.dw-report .dw-small{font-size:12px;color:#555;white-space:nowrap}
.dw-report .dw-note{color:#555;font-size:13px}
.dw-report .dw-chart{margin:16px 0 4px}
"""


def _chart(per_lesson: dict[str, dict[str, int]]) -> str:
    width, label, right, bar, gap, top = 760, 170, 110, 22, 10, 44
    plot = width - label - right
    most = max((sum(c[k] for k in COLOURS) for c in per_lesson.values()), default=0) or 1
    height = top + max(1, len(per_lesson)) * (bar + gap) + 6
    title = html.escape(_("The class per lesson: the tasks done"))
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="13" '
           f'role="img" aria-label="{title}">',
           f'<text x="4" y="16" font-weight="bold">{title}</text>']
    x = 4.0
    for key, colour in COLOURS.items():  # the legend
        words = html.escape(_(LEGEND[key]))
        out.append(f'<rect x="{x:.0f}" y="24" width="12" height="12" fill="{colour}"/>'
                   f'<text x="{x + 16:.0f}" y="34">{words}</text>')
        x += 30 + 6.2 * len(words)
    for i, (lesson, counts) in enumerate(per_lesson.items()):
        y = top + i * (bar + gap)
        mid = y + bar / 2 + 4
        out.append(f'<text x="{label - 8}" y="{mid:.1f}" text-anchor="end">'
                   f'{html.escape(lesson_title(lesson))}</text>')
        x = float(label)
        for key, colour in COLOURS.items():
            w = plot * counts[key] / most
            if counts[key]:
                tip = html.escape(f"{_(LEGEND[key])}: {counts[key]}")
                out.append(f'<rect x="{x:.1f}" y="{y}" width="{w:.1f}" height="{bar}" '
                           f'fill="{colour}"><title>{tip}</title></rect>')
                if w >= 22:
                    out.append(f'<text x="{x + w / 2:.1f}" y="{mid:.1f}" text-anchor="middle" '
                               f'fill="#fff">{counts[key]}</text>')
            x += w
        learners = _count_learners(counts["learners"])
        out.append(f'<text x="{x + 6:.1f}" y="{mid:.1f}" fill="#555">'
                   f'{html.escape(learners)}</text>')
    out.append("</svg>")
    return "".join(out)


CELL_NOTE = N_("A lesson's cell: the stars, then the tasks right at the first try of the tasks "
               "done; red: a task tried and not found yet.")


def _count_learners(n: int) -> str:
    return ngettext("{n} learner", "{n} learners", n).format(n=n)


HEADINGS = {"report": N_("Class report"), "learner": N_("Learner"),
            "puzzles": N_("Puzzles solved"), "stuck": N_("Stuck on"),
            "missed": N_("Missed most"),
            "left_out": N_("Files left out")}
"""The report page's headings (marked here: a text marked inside an f-string is not found)."""


def _html(report: ClassReport) -> str:
    e = html.escape
    w = {key: e(_(text)) for key, text in HEADINGS.items()}
    if report.problem:
        return (f'<div class="dw-report"><h2>{w["report"]}</h2>'
                f'<p class="dw-problem">{e(report.problem)}</p></div>')
    lessons = report.lessons
    total = len(report.learners)
    parts = ['<div class="dw-report">',
             f'<h2>{w["report"]}: {e(Path(report.folder).name or report.folder)}</h2>',
             f'<p class="dw-note">{e(_count_learners(total))}. {e(_(CELL_NOTE))}</p>']
    head = "".join(f"<th>{e(lesson_title(lesson))}</th>" for lesson in lessons)
    parts.append(f'<table class="dw-class-table"><thead><tr><th>{w["learner"]}</th>{head}'
                 f'<th>{w["puzzles"]}</th><th>{w["stuck"]}</th></tr></thead>'
                 "<tbody>")
    for learner in report.learners:
        cells = learner.lessons
        row = [f'<td class="dw-name" title="{e(" ".join(learner.sources))}">'
               f"{e(learner.name)}</td>"]
        for lesson in lessons:
            cell = cells.get(lesson)
            if cell is None:
                row.append('<td class="dw-none">–</td>')
                continue
            mark = ("dw-stuck" if cell.stuck else
                    "dw-all" if cell.first_try == cell.done else "")
            small = _("{first} of {done} at the first try").format(first=cell.first_try,
                                                                    done=cell.done)
            size = lesson_size(lesson)
            stars = (f"{cell.stars} ★" if size is None else _("{stars} of {most} ★").format(
                stars=cell.stars, most=size * MAX_STARS))
            row.append(f'<td class="{mark}"><span class="dw-stars">{e(stars)}</span><br>'
                       f'<span class="dw-small">{e(small)}</span></td>')
        stuck = _stuck_text(cells)
        row.append(f"<td>{learner.progress.solved_puzzles()}</td>")
        row.append(f'<td class="dw-stuck-on{" dw-stuck" if stuck else ""}">'
                   f"{e(stuck) or '–'}</td>")
        parts.append(f"<tr>{''.join(row)}</tr>")
    parts.append("</tbody></table>")
    parts.append(f'<div class="dw-chart">{report.chart_svg()}</div>')
    hard = report.missed_most()
    if hard:
        parts.append(f'<h3>{w["missed"]}</h3><ol>')
        parts += [f"<li>{e(_missed_line(t, total))}</li>" for t in hard]
        parts.append("</ol>")
    if report.skipped:
        parts.append(f'<h3>{w["left_out"]}</h3><ul>')
        parts += [f"<li>{e(s.reason)}</li>" for s in report.skipped]
        parts.append("</ul>")
    parts.append("</div>")
    return "".join(parts)
