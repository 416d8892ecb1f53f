"""What people call on a ``State`` (bound in its class, as ``undo.py``'s functions are): why
an action is refused, in words; a move by its notation (``State.play``); whose turn it is; a
seat by name; a checked position edit; a player's view; the picture a notebook shows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from . import explain, notation
from .editing import edited
from .errors import IllegalMoveError
from .notation import Move
from .tiles import TILES, Tile
from .view import PlayerView, view_of

if TYPE_CHECKING:
    from .games.base import Rules
    from .games.scoring import Counted
    from .position import M, Match


def why_illegal(self: Match[Rules], action: object) -> str:
    """One line that says why an action is not legal now."""
    return explain.why_illegal(self, action)


def find_placement(self: Match[Rules], play: str, **where: Any) -> int:
    """The legal placement that a move in record notation names (RECORD.md)."""
    return notation.find_placement(self, play, **where)



def play_move(self: Match[Rules], move: Move | int | str, *, player: int | str | None = None,
              **where: Any) -> Move:
    """Play a move: a ``Move``, an action, ``"draw"``, ``"pass"``, ``"end"`` or a tile such
    as ``"1:6"`` with ``on=``, ``at=``, ``side=`` ... as in a record. With ``player`` (a
    seat or a name) the move is refused unless it is that player's turn. Returns the
    Move."""
    if player is not None:
        self.check_turn(player)
    action = move.action if isinstance(move, Move) else notation.action_of(self, move, where)
    if type(action) is not int or action not in self.legal_actions():
        raise IllegalMoveError(explain.why_illegal(self, action))
    described = notation.describe(self, action)
    self.apply_trusted(action)  # checked just above
    return described


def check_turn(self: Match[Rules], player: int | str) -> None:
    """Refuse (IllegalMoveError) unless it is ``player``'s turn (a seat or a name)."""
    if isinstance(player, str):
        if player not in self.players:
            raise IllegalMoveError(explain.no_such_player(self, player))
        player = self.players.index(player)
    if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < self.n:
        raise IllegalMoveError(explain.no_such_player(self, player))
    if player != self.turn:
        raise IllegalMoveError(explain.not_your_turn(self, player))


def seat_of(self: Match[Rules], player: object) -> int | None:
    """The seat of ``player`` (a seat number or a name); None for no such player."""
    if isinstance(player, str) and player in self.players:
        return self.players.index(player)
    if isinstance(player, int) and not isinstance(player, bool) and 0 <= player < self.n:
        return player
    return None


def edited_state(self: M, *, hands: Mapping[int | str, Sequence[int | str]] | None = None,
                 split: Mapping[int | str, Sequence[int | str]] | None = None,
                 boneyard: Sequence[int | str] | None = None) -> M:
    """A new state with this position edited: the named players' ``hands`` (tile ids or
    tiles such as ``"3:5"``), their left hands (``split``, Cross in two hands) and the
    undrawn ``boneyard``, checked (``editing.py``: no tile made up, given twice or taken
    from the table or out of play; hand sizes the game allows; an empty hand ends the
    hand as the rules say). This state is not changed; undo in the new one goes back past
    the edit to the moves before it."""
    return edited(self, hands, split, boneyard)


def view_for(self: Match[Rules], player: int | None) -> PlayerView:
    """What ``player`` (a seat or a name; None: a spectator) may see."""
    if player is None:
        return view_of(self, None)
    seat = self.seat_of(player)
    if seat is None:
        raise IllegalMoveError(explain.no_such_player(self, player))
    return view_of(self, seat)


def repr_svg(self: Match[Rules]) -> str:
    """The picture notebooks show: the table, every hand open, the turn and the scores."""
    from ..render import state_svg  # lazy: the engine does not depend on the pictures

    return state_svg(self, reveal=True)


def legal_moves(self: Match[Rules]) -> list[Move]:
    """The legal actions, described."""
    return [notation.describe(self, a) for a in self.legal_actions()]


def describe(self: Match[Rules], action: int) -> Move:
    """The Move of an action in this position (it need not be legal)."""
    return notation.describe(self, action)


def move_text(self: Match[Rules], action: int) -> str:
    """The notation of an action in this position (``"play 6:4 on 1:4 east"``)."""
    return str(notation.describe(self, action))


def parse_move(self: Match[Rules], text: str) -> int:
    """The legal action that a move in notation names (``Move.parse`` for the action)."""
    return notation.Move.parse(self, text).action


def hand_tiles(self: Match[Rules], p: int) -> list[Tile]:
    """Player ``p``'s tiles, as ``Tile`` objects."""
    return [TILES[t] for t in self.hands[p]]


def target(self: Match[Rules]) -> int:
    """The score that wins the match (for its number of players)."""
    return self.rules.target(self.n)


def counted(self: Match[Rules]) -> Counted | None:
    """The counted ends now and the points they score (``Rules.counted``): None in games
    that do not score the ends during play, and on an empty table."""
    return self.rules.counted(self)
