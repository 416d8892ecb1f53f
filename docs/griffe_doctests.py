"""Griffe extension for the API reference: the package's doctest examples (``>>>`` lines and
their output) are shown as Python console blocks, not read as Markdown text."""

from __future__ import annotations

from typing import Any

import griffe


def fence_doctests(text: str) -> str:
    """``text`` with every run of doctest lines (a ``>>>`` line, its ``...`` continuations and
    the output up to a blank line) put in a ```` ```pycon ```` fence."""
    out: list[str] = []
    block: list[str] = []

    def flush() -> None:
        indent = block[0][: len(block[0]) - len(block[0].lstrip())]
        out.extend([f"{indent}```pycon", *block, f"{indent}```"])
        block.clear()

    for line in text.splitlines():
        if line.lstrip().startswith(">>>") or (block and line.strip()):
            block.append(line)
            continue
        if block:
            flush()
        out.append(line)
    if block:
        flush()
    return "\n".join(out)


class DoctestFences(griffe.Extension):
    """Fence the doctests of every docstring before it is parsed."""

    def on_instance(self, *, obj: griffe.Object, **kwargs: Any) -> None:
        if obj.docstring and ">>>" in obj.docstring.value:
            obj.docstring.value = fence_doctests(obj.docstring.value)
