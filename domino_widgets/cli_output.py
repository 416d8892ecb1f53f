"""What the command line prints: its output flushed where a closed pipe is caught, and every
error as one line of at most ``MAX_LINE`` characters on standard error (``cli.py`` is the
front; its exit statuses are here).
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

PROG = "domino-widgets"
MAX_LINE = 300  # characters of one error line, the program's name included
EXIT_ERROR, EXIT_PIPE, EXIT_INTERRUPT, EXIT_TERMINATED = 2, 141, 130, 143


def one_line(text: str, limit: int = MAX_LINE) -> str:
    """``text`` on one printable line of at most ``limit`` characters.

    Line breaks, control characters and lone surrogates are written as escapes (``\\n``);
    a longer text is cut and ends with ``...``.
    """
    line = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)
    return line if len(line) <= limit else line[:limit - 3] + "..."


def shortened(text: str, limit: int = 120) -> str:
    """``text``, its middle cut out when it is longer than ``limit`` (a long file name)."""
    if len(text) <= limit:
        return text
    half = (limit - 3) // 2
    return f"{text[:half]}...{text[-half:]}"


def say_error(message: str, prefix: str = f"{PROG}: ") -> None:
    """Print ``domino-widgets: message`` as one line on standard error."""
    print(one_line(prefix + message), file=sys.stderr, flush=True)


def print_text(text: str) -> int:
    """Print ``text`` and flush it here, where a closed pipe is caught; exit status 0."""
    print(text)
    sys.stdout.flush()
    return 0


def as_json(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2)


def silence_output() -> None:
    """After a closed pipe: send what is left of the output nowhere, so exit stays quiet."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    for stream in (sys.stdout, sys.stderr):
        try:
            os.dup2(devnull, stream.fileno())
        except (OSError, ValueError):
            pass
    os.close(devnull)
