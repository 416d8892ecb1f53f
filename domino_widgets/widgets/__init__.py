"""The Jupyter widgets (anywidget): play, replay and explore the games in a notebook.

All of them share one front-end module (``static/widget.js``) and one style sheet
(``static/widget.css``); the pictures come from ``domino_widgets.render``.
"""

from .base import IntentError, WidgetArgumentError
from .game import GameWidget
from .puzzle import PuzzleWidget
from .replay import ReplayWidget
from .review import ReviewWidget
from .sandbox import SandboxWidget

__all__ = ["GameWidget", "IntentError", "PuzzleWidget", "ReplayWidget", "ReviewWidget",
           "SandboxWidget", "WidgetArgumentError"]
