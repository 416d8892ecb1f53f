"""Puzzles: positions from played hands where one move is clearly best for the player to
move, by theme and grade (issue 28). No widget imports.

>>> from domino_widgets.puzzles import THEMES, puzzles
>>> puzzle = puzzles("cross")[0]
>>> puzzle.theme in THEMES, puzzle.grade in (1, 2, 3)
(True, True)
"""

from .base import GRADES, Facts, PuzzleError
from .loading import first_puzzles, load, loads, puzzles, shipped_games
from .model import Puzzle
from .themes import THEMES, Theme, tag

__all__ = ["GRADES", "THEMES", "Facts", "Puzzle", "PuzzleError", "Theme", "first_puzzles", "load",
           "loads", "puzzles", "shipped_games", "tag"]
