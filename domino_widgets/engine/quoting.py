"""A value the user gave, as a message shows it (``quoted``): a leaf module, so that every
module that makes a message (tiles, explain, options, the bots) may use it without importing
the others."""

from __future__ import annotations

LONGEST = 40
"""About the most characters of a value a message shows."""


def quoted(value: object, longest: int = LONGEST) -> str:
    """A value as a message shows it: ``repr``-style (so a newline or a lone surrogate shows as
    an escape, never breaks the line) and cut to about ``longest`` characters."""
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a value whose repr fails is still named
        text = f"<{type(value).__name__}>"
    if len(text) > longest:
        text = text[:longest - 9] + "[...]" + text[-4:]
    return text
