"""Two or more people at one screen (``GameWidget`` with several human seats).

Between the turns of two humans the hands are covered: every hand is drawn face down (its
tiles carry no ``data-tile``, so no face is in the page) until the human to move presses
"Show my tiles". Only that human's tiles are then shown; "Show all hands" is not offered.
With one human seat nothing is covered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.errors import IllegalMoveError
from ..engine.i18n import _
from ..engine.state import State


class SharedScreen:
    """The cover of a widget: ``_state``, ``_humans``, ``_refresh()`` and ``_acting()`` (the
    human seat that acts now, or None) come from the widget."""

    _state: State
    _humans: list[int]

    def _init_screen(self) -> None:
        # the human who pressed Show my tiles last (the only human sees his own at once)
        self._seen_by: int | None = self._humans[0] if len(self._humans) == 1 else None
        self._looked: int | None = None  # the human who saw his tiles before, to look away

    if TYPE_CHECKING:  # the widget's, declared only: a method here would hide a part's
        def _acting(self) -> int | None: ...
        def _refresh(self) -> None: ...

    def _shared(self) -> bool:
        """Whether several people play at this screen."""
        return len(self._humans) > 1

    def _covered(self) -> bool:
        """Whether the hands are covered now: a human is to act who has not pressed Show my
        tiles since another human saw his."""
        seat = self._acting()
        return self._shared() and seat is not None and seat != self._seen_by

    def _cover_all(self) -> None:
        """Cover the hands (a new hand, a new match, an undo): the next human shows his."""
        if self._shared():
            if self._seen_by is not None:
                self._looked = self._seen_by
            self._seen_by = None

    def _cover_text(self) -> str:
        """``Bob's turn: Ann, look away; Bob, press Show my tiles.``"""
        seat = self._acting()
        if seat is None:
            return ""
        name = self._state.players[seat]
        other = self._seen_by if self._seen_by is not None else self._looked
        if other is not None and other != seat:
            return _("{name}'s turn: {other}, look away; {name}, press Show my tiles.").format(
                name=name, other=self._state.players[other])
        return _("{name}'s turn: the others look away; {name}, press Show my tiles.").format(
            name=name)

    def _cover_buttons(self) -> list[dict[str, Any]]:
        seat = self._acting()
        return [{"kind": "show_tiles", "label": _("Show my tiles"), "player": seat}]

    def _check_uncovered(self) -> None:
        """Refuse a move while the hands are covered."""
        if self._covered():
            seat = self._acting()
            name = self._state.players[seat] if seat is not None else ""
            raise IllegalMoveError(_("The tiles are covered: {name}, press Show my tiles "
                                     "first.").format(name=name))

    def _intent_show_tiles(self, player: int | None = None) -> None:
        seat = self._acting()
        if not self._covered() or seat is None:
            raise IllegalMoveError(_("Nothing is covered now."))
        if player is not None and player != seat:
            raise IllegalMoveError(_("It is {name}'s turn to look, not {other}'s.").format(
                name=self._state.players[seat], other=self._state.players[player]
                if 0 <= player < self._state.n else repr(player)))
        if self._seen_by is not None:
            self._looked = self._seen_by
        self._seen_by = seat
        self._refresh()
