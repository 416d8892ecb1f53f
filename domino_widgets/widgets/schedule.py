"""The widgets' work that takes time (a bot's pause and move, a hint search) as jobs on the
kernel's event loop: no thread, so the same code runs in ipykernel and in Pyodide (JupyterLite),
where threads cannot start.

A job runs a generator in steps (``domino_widgets.bots.steps``): a yielded number of seconds is
a pause (``loop.call_later``); at a yielded ``None`` the job goes on until its slice of
``SLICE_SECONDS`` is used, then gives the loop a turn (``loop.call_soon``), so the page's clicks
are answered between two slices and the widget shows that it is thinking. Every step runs on
the loop of the thread that started the job: the kernel's own, so traits change only there.

Without a running loop (a script, a test) a job waits for ``finish()``, which runs the rest at
once, pauses skipped (the widgets' ``wait()``).

Each step runs in the language its widget speaks at that moment (``speaks``): a step run by the
loop does not inherit the language of the code that started the job.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Generator
from inspect import GEN_RUNNING, getgeneratorstate
from typing import Any

from ..engine.i18n import language

log = logging.getLogger(__name__)

SLICE_SECONDS = 0.05  # the longest a job holds the loop before it lets a click in


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The event loop running in this thread: the kernel's (ipykernel, Pyodide), or None."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class Job:
    """One piece of a widget's work in steps, run by ``start()`` on the loop or by
    ``finish()`` at once; ``on_error`` gets what a step raised; ``speaks`` gives the language
    each step runs in (None: the kernel's)."""

    def __init__(self, steps: Generator[float | None, None, Any],
                 on_error: Callable[[BaseException], None],
                 speaks: Callable[[], str | None] = lambda: None) -> None:
        self._steps: Generator[float | None, None, Any] | None = steps
        self._on_error = on_error
        self._speaks = speaks
        self._loop = running_loop()
        self._handle: asyncio.Handle | None = None

    def start(self) -> Job:
        """Run the job on the loop, from its next turn (without a loop: at ``finish()``)."""
        self._schedule(0.0)
        return self

    @property
    def running(self) -> bool:
        """Whether the job still has steps to run."""
        return self._steps is not None

    def cancel(self) -> None:
        """Stop the job where it is (its remaining steps never run)."""
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        steps, self._steps = self._steps, None
        if steps is not None and getgeneratorstate(steps) != GEN_RUNNING:  # may cancel itself
            steps.close()

    def finish(self, timeout: float | None = None) -> bool:
        """Run the rest of the job now, pauses skipped; False if ``timeout`` seconds ran out
        first (the rest then goes on as before)."""
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        deadline = None if timeout is None else time.monotonic() + timeout
        while self._steps is not None:
            if deadline is not None and time.monotonic() >= deadline:
                self._schedule(0.0)
                return False
            self._advance()
        return True

    def _advance(self) -> float | None:
        """One step; what it yielded (None also when the job ended)."""
        steps = self._steps
        if steps is None:
            return None
        with language(self._speaks()):
            try:
                return next(steps)
            except StopIteration:
                self._steps = None
            except Exception as err:  # shown by the widget: never a traceback from the loop
                self._steps = None
                log.debug("a widget job failed", exc_info=True)
                self._on_error(err)
        return None

    def _run_slice(self) -> None:
        self._handle = None
        end = time.monotonic() + SLICE_SECONDS
        while self._steps is not None:
            pause = self._advance()
            if self._steps is None:
                return
            if pause:
                self._schedule(pause)
                return
            if time.monotonic() >= end:
                self._schedule(0.0)
                return

    def _schedule(self, delay: float) -> None:
        if self._loop is None or self._loop.is_closed():
            return  # no loop: the rest waits for finish()
        if delay > 0:
            self._handle = self._loop.call_later(delay, self._run_slice)
        else:
            self._handle = self._loop.call_soon(self._run_slice)


def finish_all(jobs: list[Job | None], timeout: float | None = None) -> bool:
    """``finish`` every job in turn within one ``timeout``; False if it ran out."""
    deadline = None if timeout is None else time.monotonic() + timeout
    for job in jobs:
        if job is None:
            continue
        left = None if deadline is None else max(0.0, deadline - time.monotonic())
        if not job.finish(left):
            return False
    return True
