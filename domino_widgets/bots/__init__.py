"""Players that choose moves, hints for a learner, and simulations of many games.

Pure Python on top of the engine; no widget imports.

>>> from domino_widgets.bots import simulate
>>> result = simulate("traditional", ["greedy", "random"], 4, seed=1, progress=False)
>>> result.n
4
"""

from .hints import Hint, hint
from .making import make_player
from .players import GreedyPlayer, Player, RandomPlayer
from .reviews import Decision, Review, ReviewError, judge, review
from .search import SearchPlayer
from .simulate import simulate
from .tallies import GameOutcome, SimulationResult

__all__ = [
    "Decision", "GameOutcome", "GreedyPlayer", "Hint", "Player", "RandomPlayer", "Review",
    "ReviewError", "SearchPlayer", "SimulationResult", "hint", "judge", "make_player", "review",
    "simulate",
]
