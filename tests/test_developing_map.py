"""docs/developing.md is a newcomer's map (issue 35, item 5): every name of the package it
mentions exists where the map says. A dotted name in backticks whose first part is a module of
the package (``scoring.end_sum``, ``games.scoring.Counted``) or one of its classes
(``State.apply``, ``Rules.blocked``) is imported and looked up part by part; a class or a
function named by a module must be defined in that module, not merely imported there (the map
sends a reader to the module that defines a name); a field a class declares (a slot, an
annotation: ``State.memo``, ``Rules.line_rows``) counts. A source file it names
(``state.py``, ``record/shape.py``) and a folder of the package (``games/cross_two_hands/``,
``widgets/game/``) are found in the tree. A map that names a gone name (``explain.Counted``,
``words.Move``, ``play.py``, ``position.Match``) fails here."""

from __future__ import annotations

import ast
import functools
import importlib
import inspect
import pkgutil
import re
from pathlib import Path
from types import ModuleType

import domino_widgets

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "domino_widgets"
MAP = ROOT / "docs" / "developing.md"
TICKED = re.compile(r"`([^`\n]+)`")
DOTTED = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+")
SOURCE_FILE = re.compile(r"[\w/.-]*\w\.py|[\w/-]+/")
# A file name, not a dotted name of the package (`cross.png` is not module cross's `png`).
OTHER_FILE = re.compile(r".*\.(png|svg|html|css|js|json|md|ipynb|po|mo|txt|toml|yml|yaml|sh|lock)")
# Folders of the package that are not in the source tree: the wheel packs notebooks/ there.
BUILT = {"domino_widgets/lessons/"}


def _modules() -> dict[str, list[str]]:
    """Every module of the package by each dotted tail of its name (``scoring``,
    ``games.scoring``, ``engine.games.scoring``)."""
    found: dict[str, list[str]] = {}
    for info in pkgutil.walk_packages(domino_widgets.__path__, "domino_widgets."):
        parts = info.name.split(".")
        for k in range(1, len(parts)):
            found.setdefault(".".join(parts[k:]), []).append(info.name)
    return found


def _classes(modules: dict[str, list[str]]) -> dict[str, list[type]]:
    found: dict[str, list[type]] = {}
    for name in {m for names in modules.values() for m in names}:
        module = importlib.import_module(name)
        for attr, value in vars(module).items():
            if inspect.isclass(value) and value.__module__ == name:
                found.setdefault(attr, []).append(value)
    return found


Modules = dict[str, list[str]]
Classes = dict[str, list[type]]


def _resolves(token: str, modules: Modules, classes: Classes) -> bool | None:
    """Whether a dotted name resolves (None: it names nothing of the package)."""
    if OTHER_FILE.fullmatch(token):
        return None
    parts = token.split(".")
    for k in range(len(parts) - 1, 0, -1):  # the longest module prefix first
        for module_name in modules.get(".".join(parts[:k]), []):
            if _walk(importlib.import_module(module_name), parts[k:]):
                return True
        if ".".join(parts[:k]) in modules:
            return False
    if parts[0] in classes:
        return any(_walk(cls, parts[1:]) for cls in classes[parts[0]])
    return None


def _declares(cls: type, name: str) -> bool:
    """Whether the class or a base declares ``name`` as a field (a slot, an annotation)."""
    for klass in cls.__mro__:
        slots = vars(klass).get("__slots__", ())
        if name in ((slots,) if isinstance(slots, str) else slots):
            return True
        if name in vars(klass).get("__annotations__", {}):
            return True
    return False


@functools.cache
def _reexported(module_name: str) -> frozenset[str]:
    """The names a module re-exports on purpose: ``from x import name as name``, ``__all__``."""
    module = importlib.import_module(module_name)
    names = set(getattr(module, "__all__", ()))
    if module.__file__:
        tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
        names.update(alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                     for alias in node.names if alias.asname == alias.name)
    return frozenset(names)


def _walk(target: object, parts: list[str]) -> bool:
    for part in parts:
        if isinstance(target, ModuleType):
            if hasattr(target, part):
                value = getattr(target, part)
                defined_in = getattr(value, "__module__", None)
                named = inspect.isclass(value) or inspect.isfunction(value)
                if (named and defined_in != target.__name__
                        and part not in _reexported(target.__name__)):
                    return False  # imported here, defined elsewhere: the map names the wrong module
                target = value
                continue
            try:  # a submodule not imported by its package
                target = importlib.import_module(f"{target.__name__}.{part}")
                continue
            except ImportError:
                return False
        if hasattr(target, part):
            target = getattr(target, part)
        elif inspect.isclass(target) and _declares(target, part):
            return part is parts[-1]  # a field: nothing to look up under it
        else:
            return False
    return True


def _file_exists(token: str) -> bool | None:
    """Whether a file or folder of the tree that the map names exists (None: not the package's)."""
    if token.endswith("/"):
        inner = token.removeprefix("domino_widgets/")
        top = inner.split("/")[0]
        if token in BUILT or not any(p.is_dir() and (p / "__init__.py").exists()
                                     for p in PACKAGE.rglob(top)):
            return None  # a folder outside the package: build output, nbgrader's, a placeholder
    token = token.rstrip("/")
    return any(str(p.relative_to(ROOT)).endswith(token) for p in ROOT.rglob(Path(token).name)
               if ".venv" not in p.parts and "node_modules" not in p.parts)


def _missing(text: str) -> tuple[list[str], int]:
    modules = _modules()
    classes = _classes(modules)
    missing, checked = [], 0
    for token in TICKED.findall(text):
        if SOURCE_FILE.fullmatch(token) and ("/" in token or token.endswith(".py")):
            found = _file_exists(token)
        elif DOTTED.fullmatch(token):
            found = _resolves(token, modules, classes)
        else:
            continue
        if found is not None:
            checked += 1
            if not found:
                missing.append(token)
    return missing, checked


def test_every_package_name_the_map_mentions_exists() -> None:
    missing, checked = _missing(MAP.read_text(encoding="utf-8"))
    assert checked > 200  # the map was read
    assert missing == [], missing


def test_a_gone_name_is_found_missing() -> None:
    gone = ["explain.Counted", "words.Move", "position.Match", "undo.drawn_tile",
            "Rules.fast_turns", "State._last_as_snapshot", "base.FAST_PATH_FEATURES",
            "record.shape.check_moves", "engine/play.py", "engine/record_start.py",
            "games/two_hands_plan.py", "widgets/game_part.py"]
    here = ["State.apply", "State.memo", "Rules.line_rows", "scoring.end_sum", "scoring.fives",
            "record.shape.check", "notation.Move", "engine/state.py", "games/cross_two_hands/",
            "widgets/game/"]
    text = " ".join(f"`{name}`" for name in gone + here)
    missing, checked = _missing(text)
    assert checked == len(gone) + len(here)
    assert missing == gone


def test_names_outside_the_package_are_not_checked() -> None:
    outside = ["cross.png", "build/lite/", "submitted/STUDENT/ASSIGNMENT/", "DIR/",
               "domino_widgets/lessons/", "pyproject.toml"]
    assert _missing(" ".join(f"`{name}`" for name in outside)) == ([], 0)
