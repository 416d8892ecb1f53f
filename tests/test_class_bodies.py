"""A class stays whole (issue 35, STYLE.md "Cohesion, not size caps"): every function a class of
the package holds was written in that class's body. A name bound in a class to a function
written elsewhere (``undo = undo_last``, a module's function) sends the reader to another
place, and a method copied from one class into another at import hides it from grep,
go-to-definition and monkeypatching; both fail here, but for the few named exceptions below.
An alias of a method of the same class (``__copy__ = clone``) is the same class's method and
passes."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from types import FunctionType

import pytest

import domino_widgets

# (class, name): why a function written elsewhere is bound there.
EXCEPTIONS: dict[tuple[str, str], str] = {
    ("GreedyPlayout", "step"): "bots/playouts.py: the playout's step is a strategy, a module "
    "function (greedy.greedy_step) that Lookahead calls by name too; no method is copied",
    ("EveryoneLooksAhead", "step"): "the same strategy slot, filled with playouts.lookahead_step",
}


def _modules() -> list[str]:
    found = []
    for info in pkgutil.walk_packages(domino_widgets.__path__, "domino_widgets."):
        if ".lessons" in info.name:
            continue
        found.append(info.name)
    return sorted(found)


def _function(value: object) -> FunctionType | None:
    """The plain function behind a class attribute (a method, a class or static method, a
    property's getter), if any."""
    if isinstance(value, classmethod | staticmethod):
        value = value.__func__
    if isinstance(value, property):
        value = value.fget
    return value if isinstance(value, FunctionType) else None


def strays(cls: type) -> list[str]:
    """The names of ``cls``'s functions that were not written in its body."""
    out = []
    for name, value in vars(cls).items():
        func = _function(value)
        if func is None or (cls.__qualname__, name) in EXCEPTIONS \
                or not func.__module__.startswith(("domino_widgets", __name__)):
            continue  # (or made by the standard library: a named tuple's, a Protocol's)
        written_here = (func.__module__ == cls.__module__
                        and func.__qualname__.startswith(cls.__qualname__ + "."))
        if not written_here:
            out.append(f"{cls.__module__}.{cls.__qualname__}.{name} = "
                       f"{func.__module__}.{func.__qualname__}")
    return out


def _classes() -> list[type]:
    seen: list[type] = []
    for name in _modules():
        try:
            module = importlib.import_module(name)
        except ImportError:  # pragma: no cover - an optional dependency missing
            continue
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == name and cls not in seen:
                seen.append(cls)
                seen.extend(c for c in _nested(cls) if c not in seen)
    return seen


def _nested(cls: type) -> list[type]:
    return [v for v in vars(cls).values() if inspect.isclass(v) and v.__module__ == cls.__module__]


def test_every_class_of_the_package_holds_only_functions_written_in_its_body() -> None:
    classes = _classes()
    assert any(c.__name__ == "State" for c in classes)  # the scan found the engine
    found = [stray for cls in classes for stray in strays(cls)]
    assert found == [], "\n".join(found)


def test_a_bound_function_from_another_module_is_found() -> None:
    from domino_widgets.engine.hand import default_names

    class Bound:
        names = default_names

    assert strays(Bound) == [f"{__name__}.{Bound.__qualname__}.names = "
                             "domino_widgets.engine.hand.default_names"]


def test_a_method_copied_from_another_class_is_found() -> None:
    class First:
        def hook(self) -> int:
            return 1

    class Second:
        pass

    Second.hook = First.hook  # type: ignore[attr-defined]
    assert len(strays(Second)) == 1 and strays(First) == []


@pytest.mark.parametrize("alias", ["same class"])
def test_an_alias_of_a_method_of_the_same_class_passes(alias: str) -> None:
    class Copyable:
        def clone(self) -> Copyable:
            return self

        __copy__ = clone

    assert strays(Copyable) == []
