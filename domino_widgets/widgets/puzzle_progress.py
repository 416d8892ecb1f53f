"""A learner's progress through the puzzles as the puzzle widget shows it: the streak (puzzles
solved in a row at the first try), the best streak, and how each puzzle went, by its id. The
score per theme is worked out from these, so each fact is kept once.

They are kept in the learner's one progress file (``domino_widgets.progress``, docs/progress.md:
its ``puzzles``), where the lessons' puzzles and the Puzzles notebook add to one streak; this is
that part of it, read (``of_store``) after every puzzle finished. The older
``puzzle-progress.json`` is carried over into the progress file once and never written again.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from .. import progress as store
from ..progress import FIRST, LATER, SHOWN

__all__ = ["FIRST", "LATER", "RESULTS", "SHOWN", "Progress"]
RESULTS = (FIRST, LATER, SHOWN)


@dataclass
class Progress:
    """The streak, the best streak, and each finished puzzle's result: ``first`` (solved at the
    first try), ``later`` (solved after a wrong try) or ``shown`` (the answer shown first)."""

    streak: int = 0
    best_streak: int = 0
    results: dict[str, str] = field(default_factory=dict)

    @classmethod
    def of_store(cls, kept: store.Progress) -> Progress:
        """The puzzles' part of a learner's progress file."""
        return cls(kept.streak, kept.best_streak, dict(kept.puzzles))

    def finish(self, puzzle_id: str, result: str) -> None:
        """Note how a puzzle went; the streak grows at a first-try solution and ends
        otherwise. A puzzle done before keeps its first result (a learner who knows it now
        does not score it again), but the streak follows every puzzle (as the progress file's
        ``record_puzzle`` does)."""
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
