"""The clicks of a ``GameWidget`` (a part, ``game_part.py``): a tile of the hand, a move, Draw,
Pass, End turn, Hint, the table, and the same moves from Python (``play``, ``hint``). Each is
checked against the match first: a refused one raises, and nothing changes.
"""

from __future__ import annotations

from typing import Any

from ..engine.actions import DRAW, END_TURN, LEAD, PASS, placement, tile_of
from ..engine.errors import IllegalMoveError
from ..engine.games.cross_two_hands import two_hands_of
from ..engine.i18n import _
from ..engine.tiles import SET_SIZE, TILES, parse_tile
from ..render.scores import game_title, you_or
from .base import IntentError, speaking
from .game_part import GamePart
from .seats import HANDS, not_held


class Clicks(GamePart):
    """The human's moves: checked, then played (``_human_action``)."""

    def _tile_actions(self, tile_id: int) -> list[int]:
        """The legal placements of this tile (a second-set twin counts as the same tile)."""
        st = self._state
        legal = [a for a in st.legal_actions() if a >= 0]
        exact = [a for a in legal if tile_of(a) == tile_id]
        if exact:
            return exact
        twins = [a for a in legal if TILES[tile_of(a)].index == tile_id % SET_SIZE]
        rules = st.rules  # two hands: a twin in the other hand differs
        if rules.two_hands and tile_id in st.hands[st.turn]:
            mine = two_hands_of(st).hand_of(st, st.turn, tile_id)
            twins = [a for a in twins if two_hands_of(st).hand_of(st, st.turn, tile_of(a)) == mine]
        return twins

    def _check_seat(self, player: int | None) -> None:
        """Refuse an intent unless a human seat is on turn (and it is ``player``, if named)."""
        st = self._state
        if st.match_over:
            raise IllegalMoveError(_("The match is over: press New game to play again."))
        if st.hand_over is not None:
            raise IllegalMoveError(_("The hand is over: press Next hand."))
        self._check_uncovered()
        splitter = self._splitter()
        if splitter is not None:
            raise IllegalMoveError(you_or(
                st.players[splitter],
                _("You split the tiles into a left and a right hand first: press Start (or "
                  "Keep as dealt)"),
                _("{name} splits the tiles into a left and a right hand first: press Start "
                  "(or Keep as dealt)")))
        name = st.players[st.turn]
        if player is not None:
            if not 0 <= player < st.n:
                raise IntentError(_("there is no seat {n}").format(n=player))
            if player != st.turn:
                raise IllegalMoveError(you_or(
                    name, _("it is your turn, not {other}'s"), _("it is {name}'s turn, not "
                                                                "{other}'s"),
                    other=st.players[player]))
        if st.turn not in self._humans:
            raise IllegalMoveError(_("it is {name}'s turn: the bot plays by itself").format(
                name=name))

    def _human_action(self, action: int) -> None:
        if action not in self._state.legal_actions():
            raise IllegalMoveError(self._state.why_illegal(action))
        before = self._state.clone() if self._coach else None
        self._apply(action, human=True)
        self._refresh()
        if before is None or not self._judge_first(before, action):
            self._run_bots()

    def _held(self, text: str, hand: str | None, seat: int) -> int:
        """The tile of ``seat`` that a click names: its notation (``"1:2"``) and, in Cross in
        two hands, the hand that holds it (``"left"``, ``"right"``)."""
        st = self._state
        wanted = parse_tile(text).index
        mine = [t for t in st.hands[seat] if TILES[t].index == wanted]
        if hand is not None:
            if not st.rules.two_hands:
                raise IntentError(_("{game} has no left and right hands").format(
                    game=game_title(st)))
            if hand not in HANDS:
                raise IntentError(_("a hand is left or right, not {value}").format(
                    value=repr(hand))[:100])
            mine = [t for t in mine if two_hands_of(st).hand_of(st, seat, t) == HANDS.index(hand)]
        if not mine:
            raise IllegalMoveError(not_held(st.players[seat], TILES[wanted], hand))
        return mine[0]

    def _intent_tile(self, tile: str, hand: str | None = None,
                     player: int | None = None) -> None:
        splitter = self._splitter()
        if splitter is not None:
            self._split_click(self._held(tile, hand, self._check_splitter(player)), player)
            return
        self._check_seat(player)
        self._tile_click(self._held(tile, hand, self._state.turn))

    def _tile_click(self, id: int) -> None:  # noqa: A002
        """A click on tile ``id`` of the player on turn: select it, or play it."""
        st = self._state
        actions = self._tile_actions(id)
        if not actions:
            probe = placement(id, 0 if st.table.ends else LEAD)
            raise IllegalMoveError(st.why_illegal(probe))
        if len(actions) == 1 and self._selected == id:  # the second click: said, now played
            self._human_action(actions[0])
            return
        self._selected = None if self._selected == id else id
        self._refresh()

    def _intent_play(self, move: str, player: int | None = None) -> None:
        self._check_seat(player)
        self._human_action(self._state.parse_move(move))

    def _intent_draw(self, player: int | None = None) -> None:
        self._check_seat(player)
        self._human_action(DRAW)

    def _intent_pass(self, player: int | None = None) -> None:
        self._check_seat(player)
        self._human_action(PASS)

    def _intent_end_turn(self, player: int | None = None) -> None:
        self._check_seat(player)
        self._human_action(END_TURN)

    def _intent_hint(self, player: int | None = None) -> None:
        self._check_seat(player)
        self._start_hint()

    def _hint_later(self) -> bool:
        return self.pause > 0  # like the bots: pause=0 does everything at once

    def _intent_deselect(self) -> None:
        self._selected = None
        self._refresh()

    def _intent_board(self) -> None:
        """A click on the table that hit no marked place: say what to do instead."""
        self._check_uncovered()
        if self._selected is not None:
            tile = TILES[self._selected]
            self._notice = _("{tile} cannot go there: click a marked place, or {tile} again "
                             "to let it go.").format(tile=tile)
        elif self._acting() is not None:
            self._notice = _("Nothing happens there: click a tile of your hand first.")
        self._refresh()

    @speaking
    def play(self, tile_or_action: int | str, **where: Any) -> None:
        """Play for the human on turn from Python, like a click: an action number or a move
        in record notation (``w.play("1:6", on="1:1")``)."""
        self._check_seat(None)
        action = tile_or_action
        if isinstance(tile_or_action, str):
            action = self._state.find_placement(tile_or_action, **where)
        self._human_action(int(action))
