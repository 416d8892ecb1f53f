"""The Jupyter widgets (anywidget): play, replay and explore the games in a notebook.

All of them share one front-end module (``static/widget.js``) and one style sheet
(``static/widget.css``); the pictures come from ``domino_widgets.render``.

Each widget class is imported when first asked for, so that a lesson's first board (its steps,
``widgets/steps.py``) does not wait for the game, review and puzzle widgets to load: in the
browser version's kernel that is a third of the first cell's time (issue 39).
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

from .base import IntentError, WidgetArgumentError

if TYPE_CHECKING:
    from .game import GameWidget
    from .puzzle import PuzzleWidget
    from .replay import ReplayWidget
    from .review import ReviewWidget
    from .sandbox import SandboxWidget

_LAZY = {"GameWidget": "game", "PuzzleWidget": "puzzle", "ReplayWidget": "replay",
         "ReviewWidget": "review", "SandboxWidget": "sandbox"}

__all__ = ["GameWidget", "IntentError", "PuzzleWidget", "ReplayWidget", "ReviewWidget",
           "SandboxWidget", "WidgetArgumentError"]


def __getattr__(name: str) -> Any:
    """The widget class ``name``, imported now (once: then it is a global of this module)."""
    if name in _LAZY:
        value = getattr(import_module(f".{_LAZY[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
