"""Two or more people at one screen (a ``GameWidget`` with several human seats): the cover.

Between the turns of two humans the hands are covered: every hand is drawn face down (its
tiles carry no ``data-tile``, so no face is in the page) until the human to move presses
"Show my tiles". Only that human's tiles are then shown; "Show all hands" is not offered.
While the hands are covered nothing is played and nothing is taken back (Undo would take back
the move of the other person, who has looked away). With one human seat nothing is covered.
"""

from __future__ import annotations

from typing import Any

from ...engine.errors import IllegalMoveError
from ...engine.i18n import _
from ...engine.state import State


class Cover:
    """Who has seen his tiles at a screen shared by several humans. The widget tells it who
    acts now (``acting``: the human seat that splits or is on turn, or None)."""

    def __init__(self, humans: list[int]) -> None:
        self.shared = len(humans) > 1  # several people play at this screen
        # the human who pressed Show my tiles last (the only human sees his own at once)
        self._seen_by: int | None = humans[0] if len(humans) == 1 else None
        self._looked: int | None = None  # the human who saw his tiles before, to look away

    def covers(self, acting: int | None) -> bool:
        """Whether the hands are covered now: a human is to act who has not pressed Show my
        tiles since another human saw his."""
        return self.shared and acting is not None and acting != self._seen_by

    def cover_all(self) -> None:
        """Cover the hands (a new hand, a new match, an undo): the next human shows his."""
        if self.shared:
            if self._seen_by is not None:
                self._looked = self._seen_by
            self._seen_by = None

    def text(self, state: State, acting: int | None) -> str:
        """``Bob's turn: Ann, look away; Bob, press Show my tiles.``"""
        if acting is None:
            return ""
        name = state.players[acting]
        other = self._seen_by if self._seen_by is not None else self._looked
        if other is not None and other != acting:
            return _("{name}'s turn: {other}, look away; {name}, press Show my tiles.").format(
                name=name, other=state.players[other])
        return _("{name}'s turn: the others look away; {name}, press Show my tiles.").format(
            name=name)

    @staticmethod
    def buttons(acting: int | None) -> list[dict[str, Any]]:
        """Show my tiles, for the human to act."""
        return [{"kind": "show_tiles", "label": _("Show my tiles"), "player": acting}]

    def check_uncovered(self, state: State, acting: int | None) -> None:
        """Refuse a move while the hands are covered."""
        if self.covers(acting):
            name = state.players[acting] if acting is not None else ""
            raise IllegalMoveError(_("The tiles are covered: {name}, press Show my tiles "
                                     "first.").format(name=name))

    def check_undo(self, state: State, acting: int | None) -> None:
        """Refuse Undo while the hands are covered: the move it takes back is another
        person's, who has looked away (issue 38)."""
        if self.covers(acting):
            name = state.players[acting] if acting is not None else ""
            raise IllegalMoveError(_("Nothing is taken back while the tiles are covered: "
                                     "{name}, press Show my tiles first.").format(name=name))

    def show(self, state: State, acting: int | None, player: int | None) -> None:
        """Show my tiles, pressed by ``player`` (if named): the tiles of ``acting`` are shown."""
        if not self.covers(acting) or acting is None:
            raise IllegalMoveError(_("Nothing is covered now."))
        if player is not None and player != acting:
            raise IllegalMoveError(_("It is {name}'s turn to look, not {other}'s.").format(
                name=state.players[acting], other=state.players[player]
                if 0 <= player < state.n else repr(player)))
        if self._seen_by is not None:
            self._looked = self._seen_by
        self._seen_by = acting
