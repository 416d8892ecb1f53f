"""The picture of a ``GameWidget`` (a part, ``game_part.py``): whose tiles are face up, the
places marked for the selected tile, each hand's entry, the buttons and the status line, all
worked out for ``GameWidget._refresh``, which writes them into the traits.
"""

from __future__ import annotations

from typing import Any

from ..engine.actions import end_of
from ..engine.i18n import ngettext
from ..engine.tiles import TILES
from ..render.hand import hand_groups
from ..render.scores import count_tiles
from .game_part import GamePart
from .game_status import (
    play_buttons,
    selected_status,
    split_buttons,
    split_status,
    status_between,
    turn_status,
    your_turn,
)
from .hints import sentence_case
from .pictures import hand_svg
from .seats import HANDS
from .text import move_words

PER_ROW = 8  # hand tiles in a row: a hand stays legible in a narrow widget


class Picture(GamePart):
    """What ``_refresh`` shows, worked out from the match and the widget's fields."""

    def _look(self, covered: bool, human: bool, splitter: int | None) -> None:
        """Whose tiles are face up: with several people at the screen only the one to move,
        once he showed them; else the human on turn, or the one splitting his tiles."""
        if self._shared():
            self._viewer = None if covered else self._acting()
        elif human:
            self._viewer = self._state.turn
        elif splitter is not None:
            self._viewer = splitter

    def _targets(self, human: bool,
                 legal: list[int]) -> tuple[dict[int, int], list[dict[str, Any]]]:
        """The places marked on the table (end -> action) for the selected tile, or a lone
        lead's at once, and the moves as buttons when a place does not tell them apart."""
        st = self._state
        targets: dict[int, int] = {}
        choices: list[dict[str, Any]] = []
        if self._selected is not None:
            actions = self._tile_actions(self._selected)
            for a in actions:
                targets.setdefault(end_of(a), a)  # the lead's place too, on an empty table
            if len(actions) > len(targets):
                choices = [{"kind": "play", "move": st.move_text(a),
                            "label": sentence_case(move_words(st.describe(a)))}
                           for a in actions]
        elif human and st.table.is_empty:
            leads = [a for a in legal if a >= 0]
            if len(leads) == 1:  # one tile may lead, one way: its place is marked at once
                targets[end_of(leads[0])] = leads[0]
        return targets, choices

    def _revealed(self) -> bool:
        """Whether every hand is shown ("Show all hands": never to several people at once)."""
        return self.reveal and self.can_reveal

    def _hand_entry(self, p: int, playable: set[int],
                    hint_tile: int | None = None) -> dict[str, Any]:
        st = self._state
        splitter = self._splitter()
        on_turn = p == st.turn and st.hand_over is None and not st.match_over
        if splitter is not None:
            on_turn = p == splitter
        ended = st.hand_over is not None or st.match_over
        face_up = self._revealed() or p == self._viewer or ended  # all shown at a hand's end
        selected = self._selected if on_turn else None
        options: dict[str, Any] = {"face_up": face_up,
                   "playable": playable if on_turn and splitter is None else None,
                   "selected": selected, "hinted": hint_tile if on_turn else None,
                   "per_row": PER_ROW}
        count = len(st.hands[p])
        label = f"{st.players[p]}: {count_tiles(count)}"
        if ended:
            pips = sum(TILES[t].pips for t in st.hands[p])
            label += ", " + ngettext("{n} pips", "{n} pips", pips).format(n=pips)
        entry = {"player": p, "name": st.players[p], "turn": on_turn,
                 "human": p in self._humans, "own": p == self._viewer, "count": count,
                 "label": label, "svg": hand_svg(st, p, **options) if count else ""}
        groups = hand_groups(st, p)
        if len(groups) > 1:  # Cross in two hands: each hand with its label, in words
            entry["groups"] = [{"label": f"{name}: {len(tiles)}", "hand": HANDS[k],
                                "svg": hand_svg(st, p, group=k, **options) if tiles else ""}
                               for k, (name, tiles) in enumerate(groups)]
        return entry

    def _between_hands(self) -> bool:
        """Whether the bots' strength may change now: between hands (or before the first
        tile of a hand)."""
        st = self._state
        return st.match_over or st.hand_over is not None or st.table.is_empty

    def _all_buttons(self, covered: bool, splitter: int | None, legal: list[int],
                     human: bool) -> list[dict[str, Any]]:
        if covered:
            return self._cover_buttons() + self._undo_new_buttons()
        if splitter is not None:
            return split_buttons() + self._undo_new_buttons()
        return (play_buttons(self._state, legal, human) + self._coach_buttons()
                + self._undo_new_buttons())

    def _status_line(self, covered: bool, splitter: int | None, human: bool) -> str:
        """The status: what to do now (the coach's question first), after a notice."""
        if covered:
            status = self._cover_text()
        elif splitter is not None:
            status = split_status(self._state, splitter, len(self._humans) == 1,
                                  self._selected)
        else:
            status = self._status_text(human)
        status = self._coach_refresh() or status
        return f"{self._notice} {status}" if self._notice else status

    def _status_text(self, human: bool) -> str:
        st = self._state
        said = status_between(st, human)
        if said is not None:
            return said
        who = your_turn(st, len(self._humans) == 1)
        if self._selected is not None:
            return selected_status(who, TILES[self._selected],
                                   self._tile_actions(self._selected))
        return turn_status(st, who)
