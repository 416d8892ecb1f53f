"""Work in steps: a long computation written as a generator that yields where it may stop.

A search yields ``None`` between two guesses of the hidden tiles; a caller that cannot wait
(a script) runs it through at once with ``run_through``, and a widget runs it on the kernel's
event loop in slices (``domino_widgets.widgets.schedule``), so the page stays answered
meanwhile. A step may also yield a number of seconds to pause (a bot's pause in a widget).
"""

from __future__ import annotations

import time
from collections.abc import Generator
from typing import Any, TypeVar

T = TypeVar("T")
Steps = Generator[float | None, None, T]  # yields: None (may stop here) or seconds to pause


def run_through(steps: Generator[Any, Any, T]) -> T:
    """Run ``steps`` to the end at once (pauses skipped) and return what it returns."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            value: T = done.value
            return value


class Stopwatch:
    """The time a computation in steps has run, not counting its stops in between."""

    def __init__(self) -> None:
        self._spent = 0.0
        self._since: float | None = time.perf_counter()

    def stop(self) -> None:
        """Stop counting (before a yield)."""
        if self._since is not None:
            self._spent += time.perf_counter() - self._since
            self._since = None

    def go(self) -> None:
        """Count again (after a yield)."""
        if self._since is None:
            self._since = time.perf_counter()

    @property
    def seconds(self) -> float:
        running = time.perf_counter() - self._since if self._since is not None else 0.0
        return self._spent + running
