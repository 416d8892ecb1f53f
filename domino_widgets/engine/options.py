"""Rule options: every [reading] of RULES.md is a named option with its default."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import OptionError


@dataclass(frozen=True)
class Option:
    """A rule option: its name, default, allowed values and a line of explanation."""

    name: str
    default: Any
    doc: str
    choices: tuple[Any, ...] | None = None
    kind: type | None = None  # bool, int or str; defaults to the default's type

    def check(self, game: str, value: Any) -> Any:
        kind = self.kind or type(self.default)
        if kind is bool and not isinstance(value, bool):
            raise OptionError(f"option {self.name} of {game} must be true or false, not {value!r}")
        if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            raise OptionError(f"option {self.name} of {game} must be a whole number, not {value!r}")
        if kind is str and not isinstance(value, str):
            raise OptionError(f"option {self.name} of {game} must be a string, not {value!r}")
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(repr(c) for c in self.choices)
            raise OptionError(f"option {self.name} of {game} must be one of {allowed}, "
                              f"not {value!r}")
        if kind is int and value < 0:
            raise OptionError(f"option {self.name} of {game} must not be negative, not {value!r}")
        return value


SHARED_OPTIONS = (
    Option("settlement", "pairwise",
           "S9: the winner collects sum(winner - loser) ('pairwise') or winner - sum(losers) "
           "('literal', the book's words read literally)", ("pairwise", "literal")),
    Option("target", 0, "S8: points that end the match; 0 means the game's own target", kind=int),
)


def resolve(game: str, declared: tuple[Option, ...],
            given: dict[str, Any] | None) -> dict[str, Any]:
    """Every option's value: the given ones checked, the rest at their defaults."""
    known = {o.name: o for o in declared + SHARED_OPTIONS}
    if given is not None and not isinstance(given, dict):
        raise OptionError(f"options of {game} must be a mapping of names to values")
    given = dict(given or {})
    unknown = sorted(set(given) - set(known))
    if unknown:
        raise OptionError(f"unknown option {unknown[0]!r} for {game}; "
                          f"known: {', '.join(sorted(known))}")
    return {name: opt.check(game, given[name]) if name in given else opt.default
            for name, opt in known.items()}
