"""Exercises for learners: the learner types an answer, the engine works out the right one, and
a friendly verdict comes back (never a traceback).

>>> from domino_widgets.teaching import check_penalty
>>> check_penalty(13, 15)
Right: 13 pips round to 15 (a remainder of 3 or 4 rounds up).

The exercises are in three modules beside this front, where every name stays importable
(``teaching.ask_count``, ``from domino_widgets.teaching import check_penalty``): the verdicts
and the reading of an answer (``teaching_verdicts.py``), the checks and the positions they ask
about (``teaching_checks.py``), the questions as widgets (``teaching_asks.py``); here too the
teacher's ``score`` and ``lock_answers``.
"""

from __future__ import annotations

from typing import Any

from .engine.words import move_words as move_words  # the one way a move is said
from .teaching_asks import BLOCKED as BLOCKED
from .teaching_asks import CLICK_FIRST as CLICK_FIRST
from .teaching_asks import WENT_OUT as WENT_OUT
from .teaching_asks import ask_best_move as ask_best_move
from .teaching_asks import ask_best_play as ask_best_play
from .teaching_asks import ask_choice as ask_choice
from .teaching_asks import ask_count as ask_count
from .teaching_asks import ask_cut as ask_cut
from .teaching_asks import ask_goal_tile as ask_goal_tile
from .teaching_asks import ask_hand_points as ask_hand_points
from .teaching_asks import ask_next_leader as ask_next_leader
from .teaching_asks import ask_number as ask_number
from .teaching_asks import ask_penalty as ask_penalty
from .teaching_asks import ask_playable as ask_playable
from .teaching_asks import ask_tile as ask_tile
from .teaching_asks import playable_names as playable_names
from .teaching_checks import LISTED_MOVES as LISTED_MOVES
from .teaching_checks import check_best_move as check_best_move
from .teaching_checks import check_count as check_count
from .teaching_checks import check_hand_points as check_hand_points
from .teaching_checks import check_next_leader as check_next_leader
from .teaching_checks import check_penalty as check_penalty
from .teaching_checks import check_playable as check_playable
from .teaching_checks import counted_sum as counted_sum
from .teaching_checks import later_hand as later_hand
from .teaching_checks import move_points as move_points
from .teaching_verdicts import NO_ANSWER as NO_ANSWER
from .teaching_verdicts import Verdict as Verdict
from .teaching_verdicts import cannot_read as cannot_read
from .teaching_verdicts import check as check

_playable_names = playable_names  # the name the lessons' order test reads


# -- for the teacher: the score of a notebook, and answers switched off ----------------------
def score() -> Any:
    """A summary of this notebook's exercises, kept up to date as they are answered: how many
    were right at the first try (put it in the last cell of a lesson)."""
    from .exercises import Score

    return Score()


def lock_answers(locked: bool = True) -> None:
    """Switch off "Show the answer" on every exercise, shown and to come (``False``: on again),
    so that a class finds the answers itself."""
    from .exercises import lock_answers as lock

    lock(locked)
