"""A class of learners made through the package's API, for the report's tests (a helper
module, not a test file): three learners, one of whom gave no name, and a damaged file."""

from __future__ import annotations

from pathlib import Path

from domino_widgets.progress import FILE, Progress

T1 = ("01_traditional", "old-lead-double", "Lead the lowest double", "task")
T2 = ("01_traditional", "old-score-ends", "Count the hand's points", "task")
Q1 = ("01_traditional", "old-q2-playable", "Which tiles can Cleo play?", "question")
S1 = ("02_sevastopol", "old-first-four", "Lay the first four sixes", "task")
S2 = ("02_sevastopol", "old-pass", "Pass when no six fits", "task")


def learner(name: str, tries: dict[tuple[str, str, str, str], list[object]],
            puzzles: dict[str, str] | None = None) -> Progress:
    """A learner's progress, made as the lessons make it: one call a try (``"show"``: the
    answer asked for)."""
    p = Progress()
    p.set_name(name)
    for (lesson, task, title, kind), results in tries.items():
        for right in results:
            if right == "show":
                p.record_shown(lesson, task, title, kind)
            else:
                p.record_try(lesson, task, bool(right), title, kind)
    for puzzle, result in (puzzles or {}).items():
        p.record_puzzle(puzzle, result)
    return p


def make_class(root: Path) -> Path:
    """Masha, Dima, an unnamed learner in olga/, and Kate's damaged file: a folder each."""
    files = {
        "masha": learner("Masha", {T1: [True], T2: [True], Q1: [False, True], S1: [True],
                                   S2: [False, False, True]},
                         {"cross-017": "first", "cross-018": "first"}),
        "dima": learner("Dima", {T1: [False, False, False], T2: ["show"], Q1: [False, True]}),
        "olga": learner("", {T1: [True], T2: [False, True], Q1: [False, False, True],
                             S1: ["show"], S2: [False]}, {"cross-017": "later"}),
    }
    for folder, progress in files.items():
        (root / folder).mkdir(parents=True)
        progress.write(root / folder / FILE)
    (root / "kate").mkdir()
    (root / "kate" / FILE).write_text('{"format": "domino-widgets progress", "vers',
                                      encoding="utf-8")
    return root
