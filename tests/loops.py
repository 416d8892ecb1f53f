"""A fresh asyncio loop for a test, as the kernel runs a cell and its messages."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any


def on_loop(main: Callable[[], Awaitable[Any]]) -> Any:
    """Run ``main`` on a fresh asyncio loop, as the kernel runs a cell and its messages.

    Playwright's sync API (the browser tests of the same session) leaves its own loop marked
    as running in this thread, from a greenlet; it is set aside meanwhile."""
    outer = asyncio._get_running_loop()
    asyncio._set_running_loop(None)
    try:
        return asyncio.run(main())
    finally:
        asyncio._set_running_loop(outer)
