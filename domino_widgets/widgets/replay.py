"""``ReplayWidget``: step through a game record, with the book's note beside each move.

Every frame (board, hands open and closed, note, scores, step text) is computed here once and
kept in the synced ``frames`` trait, so stepping runs in the page alone: it works in a static
HTML export with no kernel.
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any, ClassVar

import traitlets

from ..engine.actions import DRAW, NEXT_HAND
from ..engine.errors import OptionError
from ..engine.i18n import N_, _, language
from ..engine.record import Record, readers_record
from ..engine.record.start import start_state
from ..engine.state import State
from ..engine.tiles import TILES
from ..engine.words import hand_end_words, move_words
from ..render.hand import hand_groups
from ..render.scores import count_tiles
from .base import DominoWidget, Field, reject_unknown, widget_language, words_of
from .pictures import board_picture, hand_svg, scores_html
from .text import board_words

PER_ROW = 8  # hand tiles in a row, as in the game
WORDS = {"first": N_("First"), "first_title": N_("The deal (Home)"), "back": N_("Back"),
         "back_title": N_("One move back (left arrow)"), "next": N_("Next"),
         "next_title": N_("The next move (right arrow)"), "last": N_("Last"),
         "last_title": N_("The last move (End)"), "play": N_("Play"),
         "play_title": N_("Play the moves one after another"), "pause": N_("Pause"),
         "pause_title": N_("Stop playing the moves"), "slider": N_("Move"),
         "open_hands": N_("Open hands"),
         "widget": N_("Replay of a game: the arrow keys step through the moves"),
         "language": N_("Language")}


def hands_html(state: State, face_up: bool) -> str:
    """Every player's hand as labelled rows (the replay's picture of the hands); Cross in two
    hands labels its left and right hand in words beside the picture."""
    rows = []
    for p, name in enumerate(state.players):
        count = len(state.hands[p])
        turn = " dw-turn" if p == state.turn and state.hand_over is None else ""
        label = f"{name}: {count_tiles(count)}"
        groups = hand_groups(state, p)
        parts = []
        for k, (group, tiles) in enumerate(groups):
            title = (f'<div class="dw-group-label">{escape(f"{group}: {len(tiles)}")}</div>'
                     if len(groups) > 1 else "")
            picture = hand_svg(state, p, face_up=face_up, group=k, per_row=PER_ROW) if (
                tiles) else ""
            parts.append(f'<div class="dw-hand-group">{title}'
                         f'<div class="dw-hand-svg">{picture}</div></div>')
        rows.append(f'<div class="dw-hand{turn}" data-player="{p}">'
                    f'<div class="dw-hand-label">{escape(label)}</div>{"".join(parts)}</div>')
    return "".join(rows)


def frame_of(state: State, text: str, note: str) -> dict[str, str]:
    """One replay frame: the pictures and words of ``state``."""
    board, caption = board_picture(state, reveal=True)
    closed, _caption = board_picture(state, reveal=False)
    frame = {"board": board, "hands": hands_html(state, True),
             "hands_closed": hands_html(state, False), "scores": scores_html(state),
             "note": note, "text": text, "caption": caption, "label": board_words(state)}
    if closed != board:
        frame["board_closed"] = closed
    return frame


def load(record: object) -> Record:
    """A Record from a Record, a path or a shipped name."""
    if isinstance(record, Record):
        return record
    if isinstance(record, str | Path):
        return Record.load(record)
    raise OptionError(_("record must be a Record, a file path or a shipped name, not {value}")
                      .format(value=repr(record)))


def record_frames(record: Record) -> list[dict[str, str]]:
    """Frame 0 is the deal; frame k shows the position after move k (in the current
    language, the players named in its alphabet: ``readers_record``)."""
    record = readers_record(record)
    start = start_state(record)
    total = len(record.moves())
    leader = start.players[start.turn]
    frames = [frame_of(start, _("The deal: {total} moves follow; {name} leads.").format(
        total=total, name=leader), "")]
    seen = [0]  # hands finished so far
    said = Said(start)

    def on_step(step: dict[str, Any], state: State) -> None:
        n = step["n"]
        text = _("Move {n} of {total}: {name}, {action}").format(
            n=n, total=total, name=step["player"], action=said.turn(step, state))
        if step["points"]:
            text += f" ({step['points']:+d})"
        if len(state.results) > seen[0]:
            seen[0] = len(state.results)
            result = state.results[-1]
            ends = ", ".join(f"{state.players[p]} {v:+d}"
                             for p, v in enumerate(result.points) if v) or _("no points")
            text += ". " + _("Hand over: {how}; {points}").format(
                how=hand_end_words(state, result), points=ends)
        frames.append(frame_of(state, text, record.note(n) or ""))

    record.replay(on_step)
    return frames


class Said:
    """A record's turns in words (``move_words``): each action of the turn described on a
    copy of the position before it."""

    def __init__(self, start: State) -> None:
        self.before = start.clone()

    def turn(self, step: dict[str, Any], state: State) -> str:
        before = self.before
        words = []
        for action, _snap, _mover in state.history[len(before.history):]:
            if action == DRAW:
                words.append(move_words(TILES[before.boneyard[before.bone_pos]]))
            elif action != NEXT_HAND:
                words.append(move_words(before.describe(action)))
            before.apply(action)
        return "; ".join(words)  # a move's words hold commas


MIN_INTERVAL = 50  # ms: the fastest autoplay


class ReplayWidget(DominoWidget):
    """Step through a record: ``ReplayWidget("quintuple-book")`` (a Record, a path or a
    shipped name). First, back, next, last, a slider and autoplay; all hands open by default.
    ``lang`` is the language it speaks ("en", "ru"; default the kernel's)."""

    ARGS = ("record", "step", "open_hands", "interval", "lang")

    view = traitlets.Unicode("replay").tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    frames = traitlets.List(traitlets.Dict()).tag(sync=True)
    step = traitlets.Int(0).tag(sync=True)
    open_hands = traitlets.Bool(True).tag(sync=True)
    interval = traitlets.Int(1200).tag(sync=True)  # autoplay: milliseconds per move

    INTENTS: ClassVar[dict[str, dict[str, Field]]] = {}
    FROM_PAGE: ClassVar[dict[str, type]] = {"step": int, "open_hands": bool}

    def __init__(self, record: Record | str | Path, step: int = 0, open_hands: bool = True,
                 interval: int = 1200, lang: str | None = None, **unknown: Any) -> None:
        code = widget_language(lang)
        with language(code):
            reject_unknown(type(self).__name__, unknown, self.ARGS)
            if isinstance(step, bool) or not isinstance(step, int):
                raise OptionError(_("step must be a whole number, not {value}").format(
                    value=repr(step)))
            self._record = load(record)
            frames = record_frames(self._record)
            if isinstance(interval, bool) or not isinstance(interval, int) or (
                    interval < MIN_INTERVAL):
                raise OptionError(_("interval must be a whole number of milliseconds >= {least}, "
                                    "not {value}").format(least=MIN_INTERVAL,
                                                          value=repr(interval)))
            super().__init__(frames=frames, title=f"{self._record.game}: {self._record.source}",
                             open_hands=bool(open_hands), interval=interval, lang=code,
                             words=words_of(WORDS))
            self.step = step

    def _speak(self) -> None:
        """Every frame made again in the new language (the step stays where it is)."""
        with self.hold_sync():
            self.frames = record_frames(self._record)
            self.words = words_of(WORDS)

    def __repr__(self) -> str:
        """Stable text: the record, not the step (which the page changes)."""
        return f"ReplayWidget({self.title}, {len(self.frames) - 1} moves)"

    @property
    def record(self) -> Record:
        return self._record

    @traitlets.validate("step")
    def _valid_step(self, proposal: dict[str, Any]) -> int:
        value = proposal["value"]
        return min(max(int(value), 0), max(0, len(self.frames) - 1))

    @traitlets.validate("frames")
    def _valid_frames(self, proposal: dict[str, Any]) -> list[dict[str, Any]]:
        if not proposal["value"]:
            raise traitlets.TraitError(_("a replay needs at least the frame of the deal"))
        frames: list[dict[str, Any]] = proposal["value"]
        return frames

    @traitlets.validate("interval")
    def _valid_interval(self, proposal: dict[str, Any]) -> int:
        value: int = proposal["value"]
        if value < MIN_INTERVAL:
            raise traitlets.TraitError(_("interval must be at least {least} milliseconds, not "
                                         "{value}").format(least=MIN_INTERVAL, value=repr(value)))
        return value

    @property
    def frame(self) -> dict[str, str]:
        """The frame shown now."""
        return self.frames[min(self.step, len(self.frames) - 1)]

    def first(self) -> None:
        self.step = 0

    def back(self) -> None:
        self.step -= 1

    def next(self) -> None:
        self.step += 1

    def last(self) -> None:
        self.step = len(self.frames) - 1
