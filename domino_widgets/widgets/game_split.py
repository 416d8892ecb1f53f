"""Cross in two hands' split in a ``GameWidget`` (a part, ``game_part.py``): before the first
move of a hand each human splits his 14 tiles into a left and a right hand (click a tile, then
one of the other hand, to swap them; Start, or Keep as dealt), one human after another. A swap
is an engine action (``split_action``), so it is checked, recorded and undone like a move.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..engine.errors import IllegalMoveError
from ..engine.games.cross_two_hands import two_hands_of
from ..engine.i18n import _
from ..engine.tiles import SET_SIZE, TILES
from ..render.scores import game_title, you_or
from .base import IntentError, speaking
from .game_part import GamePart
from .seats import at_hand_start, not_held


class Splitting(GamePart):
    """Who splits now, and his clicks; ``_split_done`` keys (new games, hand, seat) the
    splits finished, ``_dealt_left`` the left hand as dealt (Keep as dealt)."""

    def _init_split(self) -> None:
        self._split_done: set[tuple[int, int, int]] = set()  # (new games, hand, seat)
        self._dealt_left: dict[tuple[int, int, int], list[str]] = {}

    def _splitter(self) -> int | None:
        """Cross in two hands: the human seat that has still to split its tiles into a left
        and a right hand before the first move of this hand (None: nobody)."""
        st = self._state
        if not self._humans or not st.rules.two_hands or not at_hand_start(st):
            return None
        return next((p for p in self._humans
                     if (self._new_games, st.hand_no, p) not in self._split_done), None)

    def _check_splitter(self, player: int | None) -> int:
        """The seat splitting now (it must be ``player``, if named)."""
        st = self._state
        self._check_uncovered()
        seat = self._splitter()
        if seat is None:
            if not st.rules.two_hands:
                raise IllegalMoveError(_("{game} has no left and right hands to split").format(
                    game=game_title(st)))
            raise IllegalMoveError(_("the hands are split before the first move of a hand, "
                                     "not now"))
        if player is not None and player != seat:
            if not 0 <= player < st.n:
                raise IntentError(_("there is no seat {n}").format(n=player))
            raise IllegalMoveError(you_or(st.players[seat], _("You split the tiles now, not "
                                                              "{other}"),
                                          _("{name} splits the tiles now, not {other}"),
                                          other=st.players[player]))
        return seat

    def _split_click(self, tile_id: int, player: int | None) -> None:
        """A click on a tile while splitting: select it, or swap it with the selected tile
        of the other hand."""
        seat = self._check_splitter(player)
        st = self._state
        if not 0 <= tile_id < SET_SIZE * st.copies:
            raise IntentError(_("there is no tile number {n} in this game").format(n=tile_id))
        if tile_id not in st.hands[seat]:
            raise IllegalMoveError(not_held(st.players[seat], TILES[tile_id], None))
        rules = two_hands_of(st)
        chosen = self._selected
        if chosen is None or chosen not in st.hands[seat] or (
                rules.hand_of(st, seat, chosen) == rules.hand_of(st, seat, tile_id)):
            self._selected = None if chosen == tile_id else tile_id
            self._refresh()
            return
        left, _right = rules.hands_of(st, seat)
        key = (self._new_games, st.hand_no, seat)
        self._dealt_left.setdefault(key, [str(TILES[t]) for t in left])
        out, back = (chosen, tile_id) if chosen in left else (tile_id, chosen)
        new_left = [back if t == out else t for t in left]
        st.apply(rules.split_action(st, seat, [str(TILES[t]) for t in new_left]))
        self._selected = None
        self._refresh()

    def _finish_split(self, player: int | None, keep: bool) -> None:
        seat = self._check_splitter(player)
        st = self._state
        key = (self._new_games, st.hand_no, seat)
        if keep and key in self._dealt_left:
            st.apply(two_hands_of(st).split_action(st, seat, self._dealt_left[key]))
        self._split_done.add(key)
        self._selected = None
        self._refresh()
        self._run_bots()

    def _intent_start_hand(self, player: int | None = None) -> None:
        self._finish_split(player, keep=False)

    def _intent_keep_split(self, player: int | None = None) -> None:
        self._finish_split(player, keep=True)

    @speaking
    def split(self, left: Iterable[str] | None = None) -> None:
        """Cross in two hands, before a hand: the splitting human's left hand (7 tiles such as
        ``["3:5", "6:6", ...]``; the rest is the right hand) and start; None keeps the tiles
        as dealt."""
        seat = self._check_splitter(None)
        if left is not None:
            st = self._state
            st.apply(two_hands_of(st).split_action(st, seat, list(left)))
        self._finish_split(None, keep=left is None)

    def _offer_split_again(self) -> None:
        """After an undo: back before the first move of a hand, the split is offered again."""
        st = self._state
        start = at_hand_start(st)
        self._split_done = {k for k in self._split_done
                            if k[0] != self._new_games or k[1] < st.hand_no
                            or (k[1] == st.hand_no and not start)}

    def _forget_dropped_splits(self) -> None:
        """After the match New game replaced is back: the splits of the dropped match go."""
        self._split_done = {k for k in self._split_done if k[0] <= self._new_games}
        self._dealt_left = {k: v for k, v in self._dealt_left.items() if k[0] <= self._new_games}
