"""A learner's progress through the puzzles: the streak (puzzles solved in a row at the first
try), the best streak, and how each puzzle went, by its id. The score per theme is worked out
from these, so the file holds each fact once.

It is saved as a small JSON file (``save``/``load``) by a path of the kernel's file system, which
is the notebook's folder in JupyterLab and the browser's own storage in the JupyterLite site:
the same call works in both, and the file shows in the file browser.

    {"format": "domino-widgets puzzle progress", "version": 1, "streak": 2, "best_streak": 5,
     "results": {"cross-017": "first", "cross-018": "later", "cross-020": "shown"}}
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.errors import DominoError
from ..engine.i18n import _
from ..engine.quoting import quoted

FORMAT = "domino-widgets puzzle progress"
VERSION = 1
FILE = "puzzle-progress.json"
"""Where the widget's Save and Load buttons keep the progress (the notebook's folder)."""
FIRST, LATER, SHOWN = "first", "later", "shown"
RESULTS = (FIRST, LATER, SHOWN)
MAX_BYTES = 1_000_000


class ProgressError(DominoError):
    """A progress file that cannot be read (missing, not JSON, not a progress file)."""


@dataclass
class Progress:
    """The streak, the best streak, and each finished puzzle's result: ``first`` (solved at the
    first try), ``later`` (solved after a wrong try) or ``shown`` (the answer shown first)."""

    streak: int = 0
    best_streak: int = 0
    results: dict[str, str] = field(default_factory=dict)

    def finish(self, puzzle_id: str, result: str) -> None:
        """Note how a puzzle went; the streak grows at a first-try solution and ends
        otherwise. A puzzle done before keeps its first result (a learner who knows it now
        does not score it again), but the streak follows every puzzle."""
        self.results.setdefault(puzzle_id, result)
        self.streak = self.streak + 1 if result == FIRST else 0
        self.best_streak = max(self.best_streak, self.streak)

    def by_theme(self, themes: Mapping[str, str]) -> dict[str, tuple[int, int]]:
        """Per theme (``themes``: a puzzle's id -> its theme): (solved at the first try,
        puzzles done), in the order first met; puzzles not in ``themes`` are left out."""
        scores: dict[str, tuple[int, int]] = {}
        for puzzle_id, result in self.results.items():
            theme = themes.get(puzzle_id)
            if theme is not None:
                first, done = scores.get(theme, (0, 0))
                scores[theme] = (first + (result == FIRST), done + 1)
        return scores

    def solved(self, ids: Iterable[str]) -> int:
        """How many of these puzzles are solved (at the first try or later)."""
        return sum(self.results.get(i) in (FIRST, LATER) for i in ids)

    def with_results_of(self, older: Progress) -> Progress:
        """This progress with the puzzles done in ``older`` too (a puzzle in both keeps the
        older result), its best streak the better one: what a save adds to a file another
        widget wrote (a lesson's puzzles and the Puzzles notebook share one file)."""
        return Progress(self.streak, max(self.best_streak, older.best_streak),
                        {**self.results, **older.results})

    def as_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "streak": self.streak,
                "best_streak": self.best_streak, "results": dict(self.results)}

    def save(self, path: str | Path) -> Path:
        """Write the progress to ``path`` (a small JSON file), with the puzzles done that a
        progress file already there holds (another widget's); the path written."""
        target = Path(path)
        try:
            older = Progress.load(target) if target.exists() else Progress()
        except ProgressError:
            older = Progress()  # not a progress file: written over
        kept = self.with_results_of(older)
        try:
            target.write_text(json.dumps(kept.as_json(), indent=1, sort_keys=True) + "\n",
                              encoding="utf-8")
        except OSError as err:
            raise ProgressError(_("cannot save the progress to {path}: {reason}").format(
                path=quoted(target.name), reason=err.strerror or err)) from None
        return target

    @classmethod
    def load(cls, path: str | Path) -> Progress:
        """The progress saved in ``path``; ``ProgressError`` if it cannot be read."""
        source = Path(path)
        name = quoted(source.name)  # a learner knows the file by its name
        try:
            if source.stat().st_size > MAX_BYTES:
                raise ProgressError(_("{path} is too big for a progress file").format(
                    path=name))
            data = json.loads(source.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise ProgressError(_("no progress saved in {path} yet").format(path=name)) from None
        except (OSError, UnicodeDecodeError, ValueError):
            raise ProgressError(_("{path} is not a progress file of the puzzles").format(
                path=name)) from None
        return cls.from_json(data, name)

    @classmethod
    def from_json(cls, data: Any, name: str) -> Progress:
        """A progress from its JSON form (read from file ``name``), checked."""
        bad = ProgressError(_("{path} is not a progress file of the puzzles").format(path=name))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise bad
        streak, best, results = data.get("streak"), data.get("best_streak"), data.get("results")
        numbers = [n for n in (streak, best) if isinstance(n, int) and not isinstance(n, bool)
                   and n >= 0]
        if len(numbers) != 2 or not isinstance(results, dict) or not all(
                isinstance(k, str) and v in RESULTS for k, v in results.items()):
            raise bad
        return cls(streak=numbers[0], best_streak=max(numbers), results=dict(results))
