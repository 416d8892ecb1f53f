"""A lesson's tasks on the board, judged by the engine: the goals (``goals.py``: which moves
meet a task's goal, the exact search that decides the best result with every hand open), the
kinds of task (``kinds.py``: a move, the tiles that..., a number, a choice) and every lesson's
tasks by id (``catalogue.py``). Pure Python above the engine: no widget imports; the widget
that shows them is ``widgets/steps.py``."""

from .catalogue import every_task as every_task
from .catalogue import task as task
from .goals import BEST_RESULT as BEST_RESULT
from .goals import CUTS as CUTS
from .goals import FITS as FITS
from .goals import GOALS as GOALS
from .goals import ON_DOUBLE as ON_DOUBLE
from .goals import SCORES_MOST as SCORES_MOST
from .goals import Goal as Goal
from .goals import open_outcomes as open_outcomes
from .goals import right_moves as right_moves
from .goals import right_tiles as right_tiles
from .kinds import ChoiceTask as ChoiceTask
from .kinds import MoveTask as MoveTask
from .kinds import NumberTask as NumberTask
from .kinds import Task as Task
from .kinds import TilesTask as TilesTask
