"""Sizes a newcomer can hold (issue 25): modules of at most 300 lines, functions of at most 40.

The test prints the largest modules and functions of the package and fails on a unit past its
limit that is not in the allow-lists below. Every entry there is a debt, with its reason; an
entry whose unit has come within the limit fails too, so that the lists only shrink. A unit
that has grown past a limit is split along the sections it already has (see
docs/developing.md, "Sizes"), or, if that must wait, listed here with the reason.
"""

from __future__ import annotations

import ast
from pathlib import Path

import domino_widgets

MODULE_LINES = 300
FUNCTION_LINES = 40
ROOT = Path(domino_widgets.__file__).parent

ALLOWED_MODULES: dict[str, str] = {
}
HOT_BODY = ("the one hot body: apply and apply_trusted, inlined stages with their reasons in "
            "the module's doc (a call per stage costs some 2% of a random game)")
ALLOWED_FUNCTIONS = {
    "engine/play.py::make_play": HOT_BODY,
    "engine/play.py::make_play.play": HOT_BODY,
}


def module_sizes() -> dict[str, int]:
    """Every module of the package and its number of lines."""
    return {path.relative_to(ROOT).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
            for path in sorted(ROOT.rglob("*.py"))}


def function_sizes() -> dict[str, int]:
    """Every function (methods and nested functions too, by their dotted names) and its
    number of lines, from ``def`` to its last line."""
    sizes = {}
    for path in sorted(ROOT.rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()

        def walk(node: ast.AST, prefix: str, name: str = name) -> None:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                    end = child.end_lineno or child.lineno
                    sizes[f"{name}::{prefix}{child.name}"] = end - child.lineno + 1
                    walk(child, f"{prefix}{child.name}.")
                elif isinstance(child, ast.ClassDef):
                    walk(child, f"{prefix}{child.name}.")

        walk(ast.parse(path.read_text(encoding="utf-8")), "")
    return sizes


def _judged(sizes: dict[str, int], limit: int, allowed: dict[str, str], kind: str) -> list[str]:
    largest = sorted(sizes.items(), key=lambda item: -item[1])[:12]
    print(f"\nlargest {kind} (limit {limit} lines):")
    for unit, size in largest:
        note = f"   (allowed: {allowed[unit][:50]})" if unit in allowed else ""
        print(f"  {size:5}  {unit}{note}")
    over = {unit for unit, size in sizes.items() if size > limit}
    wrong = [f"{unit}: {sizes[unit]} lines, over {limit}: split it along its sections (or "
             f"list it in tests/test_sizes.py with the reason)"
             for unit in sorted(over - set(allowed))]
    wrong += [f"{unit}: within {limit} lines now (or gone): take it off the allow-list"
              for unit in sorted(set(allowed) - over)]
    return wrong


def test_modules_are_at_most_300_lines() -> None:
    assert _judged(module_sizes(), MODULE_LINES, ALLOWED_MODULES, "modules") == []


def test_functions_are_at_most_40_lines() -> None:
    assert _judged(function_sizes(), FUNCTION_LINES, ALLOWED_FUNCTIONS, "functions") == []


def test_the_allow_lists_give_a_reason_for_every_debt() -> None:
    for allowed in (ALLOWED_MODULES, ALLOWED_FUNCTIONS):
        assert all(reason.strip() for reason in allowed.values())
