"""The hint of a ``GameWidget``: ``hints.Hints`` (the search on a copy, as a job on the event
loop, the panel dropped when the position changes) held as an object, not mixed into the
widget. It reads the position and asks for a new picture through the widget's callables.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.state import State
from ..hints import Hints, position_key


class GameHint(Hints):
    """The hint panel of the human on turn: ``position`` gives the match's state (New game
    and Undo of New game change it), ``refresh`` shows the panel, ``speaks`` the language,
    ``later`` whether the search runs on the event loop (the widget's ``pause`` > 0)."""

    def __init__(self, position: Callable[[], State], refresh: Callable[[], None],
                 speaks: Callable[[], str], later: Callable[[], bool]) -> None:
        self._position = position
        self._refresh = refresh
        self._speaks = speaks
        self._later = later
        self._init_hints()

    @property  # hints.Hints reads the widget's field: here the match's state, read each time
    def _state(self) -> State:  # type: ignore[override]
        return self._position()

    @property
    def lang(self) -> str:
        """The widget's language (the hint's job speaks it)."""
        return self._speaks()

    def _hint_later(self) -> bool:
        return self._later()

    def start(self) -> None:
        """Seek the hint of the position (refused if the hand or match is over)."""
        self._start_hint()

    def panel(self, human: bool) -> dict[str, Any]:
        """The panel to show: none once the position changed or no human is on turn."""
        if self._hints_at != position_key(self._state) or not human:
            self._drop_hint()
        return self._hints

    def again(self) -> None:
        """Seek the hint shown again (its words in a new language)."""
        self._hint_again()

    def drop(self) -> None:
        """Forget the hint (and stop a search under way)."""
        self._drop_hint()

    @property
    def job(self) -> Any:
        """The search under way, or None (``wait`` finishes it)."""
        return self._hint_job

    def running(self) -> bool:
        """Whether a hint is still being sought."""
        return self._hint_running()
