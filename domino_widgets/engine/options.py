"""Rule options: every [reading] of RULES.md is a named option with its default."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import OptionError
from .i18n import N_, _
from .quoting import quoted


@dataclass(frozen=True)
class Option:
    """A rule option: its name, default, allowed values and a line of explanation."""

    name: str
    default: Any
    doc: str
    choices: tuple[Any, ...] | None = None
    kind: type | None = None  # bool, int or str; defaults to the default's type

    @property
    def description(self) -> str:
        """``doc`` in the current language (``doc`` is the English, marked with ``N_``)."""
        return _(self.doc)

    def check(self, game: str, value: Any) -> Any:
        kind = self.kind or type(self.default)
        if kind is bool and not isinstance(value, bool):
            raise OptionError(_("option {name} of {game} must be true or false, not {value}")
                              .format(name=self.name, game=game, value=quoted(value)))
        if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            raise OptionError(_("option {name} of {game} must be a whole number, not {value}")
                              .format(name=self.name, game=game, value=quoted(value)))
        if kind is str and not isinstance(value, str):
            raise OptionError(_("option {name} of {game} must be a string, not {value}")
                              .format(name=self.name, game=game, value=quoted(value)))
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(repr(c) for c in self.choices)
            raise OptionError(_("option {name} of {game} must be one of {allowed}, not {value}")
                              .format(name=self.name, game=game, allowed=allowed,
                                      value=quoted(value)))
        if kind is int and value < 0:
            raise OptionError(_("option {name} of {game} must not be negative, not {value}")
                              .format(name=self.name, game=game, value=quoted(value)))
        return value


SHARED_OPTIONS = (
    Option("settlement", "pairwise",
           N_("S9: the winner collects sum(winner - loser) ('pairwise') or winner - "
              "sum(losers) ('literal', the book's words read literally)"),
           ("pairwise", "literal")),
    Option("target", 0, N_("S8: points that end the match; 0 means the game's own target"),
           kind=int),
)


def resolve(game: str, declared: tuple[Option, ...],
            given: dict[str, Any] | None) -> dict[str, Any]:
    """Every option's value: the given ones checked, the rest at their defaults."""
    known = {o.name: o for o in declared + SHARED_OPTIONS}
    if given is not None and not isinstance(given, dict):
        raise OptionError(_("options of {game} must be a mapping of names to values")
                          .format(game=game))
    given = dict(given or {})
    unknown = sorted(set(given) - set(known))
    if unknown:
        raise OptionError(_("unknown option {name} for {game}; known: {known}").format(
            name=quoted(unknown[0]), game=game, known=", ".join(sorted(known))))
    return {name: opt.check(game, given[name]) if name in given else opt.default
            for name, opt in known.items()}
