"""The game engine: pure Python, standard library only (no widget imports).

>>> from domino_widgets.engine import State
>>> state = State.new("traditional", ["Ann", "Bob"], seed=7)
>>> len(state.hands[0])
7
"""

from .actions import DRAW, END_TURN, NEXT_HAND, PASS
from .errors import (
    AmbiguousMoveError,
    DominoError,
    IllegalMoveError,
    OptionError,
    RecordError,
    TileError,
)
from .games import GAMES, get_rules
from .games.base import Rules
from .games.hand_data import Deal, HandResult
from .i18n import current_language, language, set_language
from .notation import Move
from .record import Record, record_from_state, replay, shipped_records
from .state import State
from .tiles import TILES, Tile, parse_tile
from .words import hand_end_words, move_words

__all__ = [
    "current_language", "language", "set_language",
    "AmbiguousMoveError", "DRAW", "END_TURN", "NEXT_HAND", "PASS", "GAMES", "TILES", "Deal",
    "DominoError", "HandResult", "IllegalMoveError", "Move", "OptionError", "Record",
    "RecordError", "Rules", "State", "Tile", "TileError", "get_rules", "parse_tile",
    "record_from_state", "replay", "shipped_records", "move_words", "hand_end_words",
]
