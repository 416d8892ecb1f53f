"""A tiny stand-in for ``domino_widgets.puzzles`` (the data side of issue 28), with the same
interface: three puzzles on the shipped records, judged by the points a move scores now."""

from __future__ import annotations

import sys
import types
from dataclasses import dataclass
from typing import Any

from domino_widgets import load_record, teaching
from domino_widgets.engine.i18n import ngettext
from domino_widgets.engine.record import readers_record
from domino_widgets.engine.words import move_words
from domino_widgets.teaching import Verdict


@dataclass(frozen=True)
class Theme:
    key: str
    name: str  # marked texts, read through _
    teaches: str


THEMES = {"centre": Theme("centre", "Scoring on the centre", "Score while it counts."),
          "fives": Theme("fives", "Fives", "A multiple of 5 scores.")}


@dataclass(frozen=True)
class Puzzle:
    id: str
    game: str
    record: str
    move: int
    answer: str
    theme: str
    grade: int
    values: tuple[float, ...] = ()

    def position(self) -> Any:
        return readers_record(load_record(self.record)).positions()[self.move]

    def _points(self, move: str) -> tuple[Any, int, int]:
        st = self.position()
        options = dict((m.action, (m, p)) for m, p in teaching.move_points(st))
        m, points = options[st.parse_move(move)]
        return m, points, max(p for _m, p in options.values())

    def judge(self, move: str) -> Verdict:
        m, points, best = self._points(move)
        said = ngettext("{move}: {points} point", "{move}: {points} points", points).format(
            move=move_words(m), points=points)
        if points == best:
            return Verdict(True, f"{said}.")
        return Verdict(False, f"{said}; there is a move that scores more.")

    def solution(self) -> str:
        m, points, _best = self._points(self.answer)
        return f"{move_words(m)}: {points} points."


PUZZLES = [
    Puzzle("cross-001", "cross", "cross-photos", 3, "play 1:5 on 0:1 east", "centre", 1),
    Puzzle("quintuple-001", "quintuple", "quintuple-book", 5, "play 0:3 on 1:0 west", "fives", 2),
    Puzzle("quintuple-002", "quintuple", "quintuple-book", 8, "play 3:5 on 0:3 west", "fives", 3),
]


def puzzles(game: str | None = None, theme: str | None = None,
            grade: int | None = None) -> list[Puzzle]:
    return [p for p in PUZZLES if (game is None or p.game == game)
            and (theme is None or p.theme == theme) and (grade is None or p.grade == grade)]


def installed() -> types.ModuleType:
    """This module as ``domino_widgets.puzzles`` (put it in ``sys.modules``)."""
    return sys.modules[__name__]
