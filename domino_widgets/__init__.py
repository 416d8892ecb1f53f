"""Domino games of a Russian rule book, with Jupyter widgets.

The engine (``domino_widgets.engine``) is pure Python; the widgets load only when asked for, so
``import domino_widgets`` works without Jupyter.
"""

from typing import TYPE_CHECKING, Any

from .engine import (
    GAMES,
    DominoError,
    IllegalMoveError,
    Move,
    OptionError,
    Record,
    RecordError,
    State,
    Tile,
    TileError,
    current_language,
    hand_end_words,
    language,
    move_words,
    parse_tile,
    record_from_state,
    replay,
    set_language,
    shipped_records,
)

if TYPE_CHECKING:
    from .cards import Card

__version__ = "0.1.0"

_WIDGETS = ("GameWidget", "PuzzleWidget", "ReplayWidget", "ReviewWidget", "SandboxWidget")

__all__ = [
    "GAMES", "DominoError", "IllegalMoveError", "Move", "OptionError", "Record", "RecordError",
    "State", "Tile", "TileError", "current_language", "language", "set_language",
    "new_game", "parse_tile", "move_words", "hand_end_words", "record_from_state", "replay",
    "shipped_records", "load_record", "card", *_WIDGETS,
]


def new_game(game: str, players: Any = 4, **kwargs: Any) -> State:
    """A new match: ``new_game("cross", ["Ann", "Bob"], seed=1, options={"reserve": 2})``."""
    return State.new(game, players, **kwargs)


def load_record(name_or_path: str) -> Record:
    """A game record from a file, or a shipped one by name (``"quintuple-book"``)."""
    return Record.load(name_or_path)


def card(game: str, lang: str | None = None) -> "Card":
    """The rule card of ``game`` to keep and print (one A4 page): ``card("cross", "ru")``."""
    from .cards import card as make

    return make(game, lang)


def __getattr__(name: str) -> Any:
    if name in _WIDGETS:
        from . import widgets

        return getattr(widgets, name)
    raise AttributeError(f"module 'domino_widgets' has no attribute {name!r}")
