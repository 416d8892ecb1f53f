"""``ExerciseBoard``: the board of an exercise, answered by clicking on it.

It shows the table and the hand of the player to move, drawn as in the game, and takes the
game's clicks: a tile of the hand (one, or several to mark them all), then, where the question
asks for it, a marked end of the table. Nothing on it gives the answer away: the tiles are not
marked playable, the counted ends are not written under the table, and an end is marked only
for the tile clicked, as in the game. What the clicks mean is judged by the exercise around it
(``domino_widgets.exercises``); the page only reports them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

import traitlets

from ..engine.actions import LEAD, end_of, tile_of
from ..engine.errors import IllegalMoveError
from ..engine.games.cross_two_hands import two_hands_of
from ..engine.i18n import N_, _, ngettext
from ..engine.state import State
from ..engine.tiles import TILES, parse_tile
from ..engine.words import move_words
from ..render.hand import hand_groups
from ..render.scores import you_or
from .base import DominoWidget, Field, IntentError
from .pictures import board_picture, hand_svg
from .text import board_words

HANDS = ("left", "right")  # Cross in two hands: a click names the hand holding the tile
PER_ROW = 8
WORDS = {"widget": N_("The board of an exercise: click a tile of the hand")}


class ExerciseBoard(DominoWidget):
    """The table and the mover's hand of ``state``; ``several`` lets the learner mark several
    tiles, ``ends`` asks for the end where the tile goes too. ``on_answer`` is called when a
    click completes an answer (an end clicked)."""

    view = traitlets.Unicode("exercise_board").tag(sync=True)
    hands = traitlets.List(traitlets.Dict()).tag(sync=True)

    INTENTS: ClassVar[dict[str, dict[str, Field]]] = {
        "tile": {"tile": (str, True), "hand": (str, False), "player": (int, False)},
        "play": {"move": (str, True)},
    }

    def __init__(self, state: State, several: bool = False, ends: bool = False,
                 on_answer: Callable[[], Any] | None = None) -> None:
        self._state = state
        self.several, self.ends = several, ends
        self._on_answer = on_answer
        self.picked: list[int] = []  # tile ids clicked, in order
        self.move: str | None = None  # the end clicked, as the move's notation
        super().__init__(words={key: _(text) for key, text in WORDS.items()})
        self._refresh()

    def __repr__(self) -> str:
        return f"ExerciseBoard({self._state.rules.name})"

    @property
    def mover(self) -> int:
        return self._state.turn

    def tiles(self) -> list[str]:
        """The mover's tiles in notation, as the hand shows them."""
        return [str(TILES[t]) for _, group in hand_groups(self._state, self.mover)
                for t in group]

    # -- answering from Python (as the clicks do) ------------------------------------------------
    def choose(self, tiles: list[str], move: str | None = None) -> None:
        """Mark these tiles of the hand (and no other), or the tile and the end of ``move``
        (in notation), as clicks would."""
        picked = [self._held(t) for t in tiles]
        self.picked = picked if self.several else picked[-1:]
        self.move = None
        if move is not None:
            self.picked = [tile_of(self._state.parse_move(move))]
            self._set_move(move)
        self._refresh()

    def clear(self) -> None:
        self.picked, self.move = [], None
        self._refresh()

    # -- what the page sends ---------------------------------------------------------------------
    def _held(self, text: str, hand: str | None = None) -> int:
        st = self._state
        wanted = parse_tile(text).index
        mine = [t for t in st.hands[self.mover] if TILES[t].index == wanted]
        if hand is not None:
            if not st.rules.two_hands or hand not in HANDS:
                raise IntentError(_("there is no {hand} hand here").format(hand=repr(hand))[:100])
            two = two_hands_of(st)
            mine = [t for t in mine if two.hand_of(st, self.mover, t) == HANDS.index(hand)]
        if not mine:
            raise IllegalMoveError(_("{name} does not hold {tile}").format(
                name=st.players[self.mover], tile=TILES[wanted]))
        return mine[0]

    def _intent_tile(self, tile: str, hand: str | None = None, player: int | None = None) -> None:
        if player is not None and player != self.mover:
            raise IntentError(_("there is no hand {player} in this exercise").format(
                player=player))
        t = self._held(tile, hand)
        if self.several:
            self.picked = [p for p in self.picked if p != t] if t in self.picked else [
                *self.picked, t]
        else:
            again = self.picked == [t] and self.move is None  # a second click lets it go
            self.picked = [] if again else [t]
        self.move = None
        self._refresh()
        if self.ends and self.picked and not self._targets():
            self._answered()  # it goes nowhere: that is the answer to judge

    def _intent_play(self, move: str) -> None:
        self._set_move(move)
        self._refresh()
        self._answered()

    def _set_move(self, move: str) -> None:
        if not self.ends:
            raise IntentError(_("this exercise asks for tiles only"))
        action = self._state.parse_move(move)  # IllegalMoveError if it is no legal move
        if action < 0 or tile_of(action) not in self.picked and not any(
                TILES[tile_of(action)].index == TILES[t].index for t in self.picked):
            raise IllegalMoveError(_("click a tile of the hand first, then an end marked for it"))
        self.picked = [tile_of(action)]
        self.move = self._state.move_text(action)

    def _answered(self) -> None:
        if self._on_answer is not None:
            self._on_answer()

    # -- the picture -----------------------------------------------------------------------------
    def _targets(self) -> dict[int, int]:
        """The ends marked for the tile clicked (with ``ends``): where it may go."""
        st = self._state
        if not self.ends or len(self.picked) != 1:
            return {}
        tile = TILES[self.picked[0]].index
        targets: dict[int, int] = {}
        for a in st.legal_actions():
            if a >= 0 and TILES[tile_of(a)].index == tile and end_of(a) != LEAD:
                targets.setdefault(end_of(a), a)
        return targets

    def _refresh(self) -> None:
        st = self._state
        board, _caption = board_picture(st, viewer=self.mover, targets=self._targets() or None)
        picked = set(self.picked)
        name = st.players[self.mover]
        count = len(st.hands[self.mover])
        entry: dict[str, Any] = {
            "player": self.mover, "name": name, "turn": True, "human": True, "own": True,
            "count": count,
            "label": ngettext("{name}: {n} tile", "{name}: {n} tiles", count).format(name=name,
                                                                                    n=count),
            "svg": hand_svg(st, self.mover, selected=picked, per_row=PER_ROW)}
        groups = hand_groups(st, self.mover)
        if len(groups) > 1:  # Cross in two hands: each hand with its label
            entry["groups"] = [{"label": f"{label}: {len(tiles)}", "hand": HANDS[k],
                                "svg": hand_svg(st, self.mover, group=k, selected=picked,
                                                per_row=PER_ROW) if tiles else ""}
                               for k, (label, tiles) in enumerate(groups)]
        with self.hold_sync():
            self.board_svg = board
            self.board_caption = ""  # the counted ends would answer a counting question
            self.board_label = board_words(st)
            self.hands = [entry]
            self.status = self._status_text()

    def _status_text(self) -> str:
        name = self._state.players[self.mover]
        if self.several:
            return you_or(name, _("Click each tile of your hand that applies; click it again to "
                                  "let it go."),
                          _("Click each tile of {name}'s hand that applies; click it again to "
                            "let it go."))
        if not self.picked:
            return you_or(name, _("Click a tile of your hand."),
                          _("Click a tile of {name}'s hand."))
        tile = TILES[self.picked[0]]
        if self.ends and self.move is None and self._targets():
            return _("Now click the end where {tile} goes.").format(tile=tile)
        st = self._state
        chosen = move_words(st.describe(st.parse_move(self.move))) if self.move else str(tile)
        return _("You chose {move}.").format(move=chosen)
