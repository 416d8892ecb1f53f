"""The hint panel of ``GameWidget`` and ``SandboxWidget``: the best legal moves of the player
on turn, from ``domino_widgets.bots.hint``, with what each is worth and why.

The search sees only what that player sees and its budget is a number of actions its
playouts may apply (``HINT_WORK``), never a time: the same position gives the same advice in
any kernel, however busy, and in the JupyterLite site; it is about 0.2 s of four-player Cross at
the start of a hand (``bench/bench_hint.py`` measures it). The widgets search on a copy of the
position, as a job on the kernel's event loop in slices (``schedule.py``): the slices only spread
the work out. The page stays answered, the panel says it is thinking, and a hint whose position
changed meanwhile is dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..bots.steps import Steps, run_through
from ..engine.actions import tile_of
from ..engine.errors import IllegalMoveError
from ..engine.i18n import N_, _
from ..engine.state import State
from .schedule import Job
from .text import move_words

HINT_WORK = 20_000  # the search's budget per hint: actions its playouts may apply
HINTS_SHOWN = 3
HINT_NOTE = N_("\"For the hand\": how many points more than the others you can expect to gain "
               "by the end of the hand. The hint knows only your tiles and what the others have "
               "shown.")
THINKING: dict[str, Any] = {"title": N_("Hint: looking for the best moves"), "note": "",
                            "moves": [], "pending": True}


PositionKey = tuple[int, int, int, tuple[tuple[int, ...], ...]]


def position_key(state: State) -> PositionKey:
    """What a hint belongs to: the position (a move, an undo or an edited hand changes it)."""
    return id(state), len(state.history), state.turn, tuple(state.hands)


def check_hintable(state: State) -> None:
    """Refuse a hint when there is no move to hint."""
    if state.match_over:
        raise IllegalMoveError(_("the match is over: there is nothing to hint"))
    if state.hand_over is not None:
        raise IllegalMoveError(_("the hand is over: there is nothing to hint"))


def hint_panel(state: State, kind: str) -> dict[str, Any]:
    """The hints for the player on turn: ``{"title", "note", "moves": [...]}``; each move has
    its ``action``, ``label`` ("6:4 on 1:4, east"), ``value`` and ``points`` ("About +31 for
    the hand"), ``reason`` in plain words (what makes it better than the next best move),
    ``tile`` (-1 for a draw or a pass) and the ``kind`` of message a click on it sends
    (``play``, ``preview``). One legal move is said once, with no note."""
    return run_through(hint_panel_steps(state, kind))


def hint_panel_steps(state: State, kind: str) -> Steps[dict[str, Any]]:
    """``hint_panel`` in steps, between the search's guesses (``state`` must not change)."""
    from ..bots.hints import hinting  # the bots import the engine only; loaded when first asked

    check_hintable(state)
    seat = state.turn
    legal = set(state.legal_actions())
    found = yield from hinting(state, seat, n=HINTS_SHOWN, time_limit=None,
                               max_work=HINT_WORK, seed=len(state.history))

    found = [h for h in found if h.action in legal]
    only = len(legal) == 1  # nothing was searched
    moves = [{"move": str(h.move), "label": sentence_case(move_words(h.move)), "value": h.value,
              "points": "" if only else sentence_case(h.points),
              "reason": sentence_case(h.reason), "kind": kind, "best": k == 0}
             for k, h in enumerate(found)]
    name = state.players[seat]
    if only:
        return {"title": _("Hint for {name}").format(name=name), "note": "", "moves": moves}
    return {"title": _("Hint for {name}: the best moves first").format(name=name),
            "note": _(HINT_NOTE), "moves": moves}


def sentence_case(text: str) -> str:
    """``play 6:4 on 1:4 east`` -> ``Play 6:4 on 1:4 east``."""
    return text[:1].upper() + text[1:]


def hinted(state: State, panel: dict[str, Any]) -> tuple[int | None, int | None]:
    """(the tile id, the placement action) of the best hint, to mark in the pictures: the
    panel carries notation only, read back here against ``state``."""
    moves = panel.get("moves") or []
    if not moves:
        return None, None
    action = state.parse_move(moves[0]["move"])
    if action < 0:
        return None, None
    return tile_of(action), action


class Hints:
    """The hint of a widget: ``_state`` and ``_refresh()`` (which shows ``_hints`` while
    ``_hints_at`` is the position's key) come from the widget."""

    HINT_KIND = "play"  # the message a click on a hinted move sends
    _state: State
    _refresh: Callable[[], None]  # the widget's

    def _init_hints(self) -> None:
        self._hints: dict[str, Any] = {}
        self._hints_at: PositionKey | tuple[()] = ()
        self._hint_job: Job | None = None

    def _hint_later(self) -> bool:
        """Whether the search runs as a job on the event loop (else at once)."""
        return True

    def _start_hint(self) -> None:
        """Find the hint now, or (``_hint_later``) on a copy as a job on the event loop,
        showing that it is thinking meanwhile."""
        st = self._state
        check_hintable(st)
        key = position_key(st)
        if self._hints_at == key and self._hints.get("pending"):
            return  # already thinking about this position
        if not self._hint_later():
            self._hints, self._hints_at = hint_panel(st, self.HINT_KIND), key
            self._refresh()
            return
        self._hints, self._hints_at = {**THINKING, "title": _(THINKING["title"])}, key
        self._refresh()
        self._hint_job = Job(self._hint_steps(st.clone(), key), self._hint_failed,
                             lambda: getattr(self, "lang", None)).start()

    def _hint_steps(self, twin: State, key: PositionKey) -> Steps[None]:
        panel = yield from hint_panel_steps(twin, self.HINT_KIND)
        if self._hints_at != key or position_key(self._state) != key:
            return  # the position changed meanwhile: the hint is stale
        self._hints = panel
        self._refresh()

    def _hint_failed(self, err: BaseException) -> None:
        """A search that failed: said in the panel, never raised from the loop."""
        self._hints = {"title": _("No hint"), "note": f"{type(err).__name__}: {err}"[:300],
                       "moves": []}
        self._refresh()

    def _drop_hint(self) -> None:
        """Forget the hint (and stop any still being sought)."""
        self._hints, self._hints_at = {}, ()
        if self._hint_job is not None:
            self._hint_job.cancel()
            self._hint_job = None

    def _hint_again(self) -> None:
        """Seek the hint shown again (its words in a new language), if one is shown."""
        shown = bool(self._hints)
        self._drop_hint()
        if shown:
            try:
                self._start_hint()
            except IllegalMoveError:
                pass  # nothing to hint any more

    def _hint_running(self) -> bool:
        """Whether a hint is still being sought."""
        return self._hint_job is not None and self._hint_job.running
