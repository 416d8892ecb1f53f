"""Cross in two hands' split in a ``GameWidget``: before the first move of a hand each human
splits his 14 tiles into a left and a right hand (click a tile, then one of the other hand, to
swap them; Start, or Keep as dealt), one human after another. A swap is an engine action
(``split_action``), so it is checked, recorded and undone like a move.
"""

from __future__ import annotations

from collections.abc import Iterable

from ...engine.errors import IllegalMoveError
from ...engine.games.cross_two_hands import two_hands_of
from ...engine.i18n import _
from ...engine.state import State
from ...engine.tiles import SET_SIZE, TILES
from ...render.scores import game_title, you_or
from ..base import IntentError
from ..seats import at_hand_start, not_held


class Split:
    """The splits of one match: which human seats have split their tiles in which hand, and
    each one's left hand as dealt (for Keep as dealt)."""

    def __init__(self, humans: list[int]) -> None:
        self._humans = humans
        self._done: set[tuple[int, int]] = set()  # (hand, seat)
        self._dealt_left: dict[tuple[int, int], list[str]] = {}

    def splitter(self, state: State) -> int | None:
        """The human seat that has still to split its tiles into a left and a right hand
        before the first move of this hand (None: nobody)."""
        if not self._humans or not state.rules.two_hands or not at_hand_start(state):
            return None
        return next((p for p in self._humans if (state.hand_no, p) not in self._done), None)

    def check(self, state: State, player: int | None) -> int:
        """The seat splitting now (it must be ``player``, if named)."""
        seat = self.splitter(state)
        if seat is None:
            if not state.rules.two_hands:
                raise IllegalMoveError(_("{game} has no left and right hands to split").format(
                    game=game_title(state)))
            raise IllegalMoveError(_("the hands are split before the first move of a hand, "
                                     "not now"))
        if player is not None and player != seat:
            if not 0 <= player < state.n:
                raise IntentError(_("there is no seat {n}").format(n=player))
            raise IllegalMoveError(you_or(state.players[seat], _("You split the tiles now, not "
                                                                 "{other}"),
                                          _("{name} splits the tiles now, not {other}"),
                                          other=state.players[player]))
        return seat

    def click(self, state: State, seat: int, tile_id: int, chosen: int | None) -> int | None:
        """A click of ``seat`` on a tile while ``chosen`` is selected: select it (the tile
        selected after it is returned), or swap it with ``chosen`` of the other hand."""
        if not 0 <= tile_id < SET_SIZE * state.copies:
            raise IntentError(_("there is no tile number {n} in this game").format(n=tile_id))
        if tile_id not in state.hands[seat]:
            raise IllegalMoveError(not_held(state.players[seat], TILES[tile_id], None))
        rules = two_hands_of(state)
        if chosen is None or chosen not in state.hands[seat] or (
                rules.hand_of(state, seat, chosen) == rules.hand_of(state, seat, tile_id)):
            return None if chosen == tile_id else tile_id
        left, _right = rules.hands_of(state, seat)
        self._dealt_left.setdefault((state.hand_no, seat), [str(TILES[t]) for t in left])
        out, back = (chosen, tile_id) if chosen in left else (tile_id, chosen)
        self.set_left(state, seat, [str(TILES[t]) for t in
                                    (back if t == out else t for t in left)])
        return None

    @staticmethod
    def set_left(state: State, seat: int, left: Iterable[str]) -> None:
        """``seat``'s left hand is ``left`` (tiles in notation; the rest is the right hand)."""
        state.apply(two_hands_of(state).split_action(state, seat, list(left)))

    def finish(self, state: State, seat: int, keep: bool) -> None:
        """``seat`` has split (Start), or keeps its tiles as dealt (Keep as dealt)."""
        key = (state.hand_no, seat)
        if keep and key in self._dealt_left:
            self.set_left(state, seat, self._dealt_left[key])
        self._done.add(key)

    def offer_again(self, state: State) -> None:
        """After an undo: back before the first move of a hand, the split is offered again."""
        start = at_hand_start(state)
        self._done = {k for k in self._done
                      if k[0] < state.hand_no or (k[0] == state.hand_no and not start)}
