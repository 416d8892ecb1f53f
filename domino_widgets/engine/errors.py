"""Errors of the engine: every one is a ValueError with a message a player can act on."""

from .messages import _


class DominoError(ValueError):
    """Base of every error the engine raises on bad input; the state is left unchanged."""


class TileError(DominoError):
    """A tile string that is not a domino of the double-six set."""


class IllegalMoveError(DominoError):
    """A move the rules do not allow now (wrong player, tile not held, no matching end...)."""


class AmbiguousMoveError(IllegalMoveError):
    """A move that could mean more than one thing (a tile that fits several ends, where the
    choice changes the game): the message lists the choices; nothing is guessed."""


class SplitError(IllegalMoveError):
    """A split into left and right hands (Cross in two hands) that is not 7 + 7 of the
    player's own tiles, or that comes after the hand has begun."""


class NotationError(IllegalMoveError):
    """A text that is not a move in the notation (see ``engine/notation.py``)."""


class OptionError(DominoError):
    """An unknown game, an unknown rule option, or a bad option value or player count."""


class RecordError(DominoError):
    """A game record that is malformed or contains an illegal move.

    ``move`` is the 1-based move number where the record went wrong, if any.
    """

    def __init__(self, message: str, move: int | None = None) -> None:
        self.move = move
        self.detail = message
        if move is not None:
            message = _("move {number}: {message}").format(number=move, message=message)
        super().__init__(message)
