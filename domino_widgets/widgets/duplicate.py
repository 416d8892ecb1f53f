"""The same deal, another player in your seat (issue 26): after a hand, the GameWidget plays the
hand again from its deal with the search bot in the learner's seat, and the other seats played
by the same bots with the same seeds (``choosers.PlayerChooser`` seeds a choice by the position),
then shows the two results side by side, in points. That is duplicate scoring: the same tiles,
so luck is taken out.

The hand is played as a job on the event loop in slices (the search yields between its guesses),
its work bounded by the search's own budget, never by time: the same hand gives the same result
in any kernel.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..bots.reviews import hand_span
from ..engine.errors import IllegalMoveError
from ..engine.i18n import _
from .base import went_wrong
from .choosers import resolve_bot
from .schedule import Job

if TYPE_CHECKING:
    from ..bots.steps import Steps
    from ..engine.state import State

# The bot in the learner's seat: of the settings bench/bench_duplicate.py measured on the same
# deals (12 to 128 samples, no work limit, no win bonus), none played better beyond the noise,
# and this one plays a four-player Cross hand in about 0.16 s (issue 38; figures in the bench).
DUPLICATE_BOT = "search"


def hand_bounds(state: State) -> tuple[int, int]:
    """Where the last finished hand starts and ends in the history."""
    return hand_span(state, len(state.results) - 1)


def gains(state: State, start: int, end: int) -> list[int]:
    """Each player's points in the hand played between ``start`` and ``end``."""
    world = state.clone()
    world.undo_to(end)
    after = world.scores
    world.undo_to(start)
    return [a - b for a, b in zip(after, world.scores, strict=True)]


def playing_again(state: State, seat: int, bots: Any, strong: Any) -> Steps[list[int]]:
    """The last finished hand of ``state`` played again from its deal: ``strong`` (a chooser)
    in ``seat``, ``bots`` in the others; each player's points in it."""
    start, _end = hand_bounds(state)
    world = state.clone()
    world.undo_to(start)
    return (yield from playing_hand(world, seat, bots, strong))


def playing_hand(world: State, seat: int, bots: Any, strong: Any) -> Steps[list[int]]:
    """The hand of ``world`` played to its end (``world`` changes): ``strong`` in ``seat``,
    ``bots`` in the others; each player's points in it (``bench/bench_duplicate.py`` measures
    the bot settings so)."""
    before = world.scores
    while world.hand_over is None:
        chooser = strong if world.turn == seat else bots
        steps = getattr(chooser, "steps", None)
        action = (yield from steps(world.clone())) if steps else chooser(world.clone())
        world.apply(getattr(action, "action", action))
        yield None
    return [a - b for a, b in zip(world.scores, before, strict=True)]


class Duplicate:
    """The duplicate of a GameWidget's last hand: started by the page, shown by ``panel()``;
    ``refresh`` redraws the widget when the bot has played, ``speaks`` is its language."""

    def __init__(self, refresh: Callable[[], None], speaks: Callable[[], str]) -> None:
        self._refresh = refresh
        self._speaks = speaks
        self.job: Job | None = None
        self._for: tuple[int, int, int] | None = None  # the hand it is about
        self._result: list[int] | None = None
        self._error = ""

    @staticmethod
    def _key(state: State) -> tuple[int, int, int]:
        return (id(state), len(state.history), len(state.results))

    def can_start(self, state: State) -> bool:
        """Whether the comparison of this hand is still to be asked for."""
        return self._for != self._key(state)

    def start(self, state: State, seat: int | None, bots: Any, pause: float) -> None:
        """Play the last finished hand of ``state`` again, the search bot in ``seat`` and
        ``bots`` in the others (at once if ``pause`` is 0, else on the event loop)."""
        if state.hand_over is None and not state.match_over or not state.results:
            raise IllegalMoveError(_("The hand is not over yet."))
        if seat is None:
            raise IllegalMoveError(_("There is no seat of yours to give to the bot."))
        self.stop()
        self._for, self._result, self._error = self._key(state), None, ""
        strong = resolve_bot(DUPLICATE_BOT, state.seed)
        self.job = Job(self._steps(state.clone(), seat, bots, strong), self._failed,
                       self._speaks)
        if pause <= 0:
            self.job.finish()
        else:
            self.job.start()

    def _steps(self, state: State, seat: int, bots: Any, strong: Any) -> Steps[None]:
        self._result = yield from playing_again(state, seat, bots, strong)
        self.job = None
        self._refresh()

    def _failed(self, err: BaseException) -> None:
        self.job = None
        self._error = went_wrong(err)
        self._refresh()

    def stop(self) -> None:
        """Stop the bot's hand under way."""
        if self.job is not None:
            self.job.cancel()
            self.job = None

    def panel(self, state: State, seat: int | None) -> dict[str, Any]:
        """What the page shows: nothing, the bot at work, or the two results side by side."""
        if self._for is None or seat is None:
            return {}
        if self._for != self._key(state):  # the game went on: it was of another hand
            self.stop()
            self._for = None
            return {}
        title = _("The same deal, the bot in your seat")
        if self._error:
            return {"title": title, "text": self._error, "rows": []}
        if self._result is None:
            return {"title": title, "pending": True,
                    "text": _("The bot is playing your tiles, the other seats as before…")}
        return self._table(title, state, seat)

    def _table(self, title: str, st: State, seat: int) -> dict[str, Any]:
        start, end = hand_bounds(st)
        yours = gains(st, start, end)
        bots = self._result or []
        rows = [{"name": name, "yours": f"{yours[q]:+d}", "bot": f"{bots[q]:+d}",
                 "seat": q == seat} for q, name in enumerate(st.players)]
        you, bot = yours[seat], bots[seat]
        if bot > you:
            verdict = _("With the same tiles the bot made {more} in your seat, you made {less}: "
                        "review the hand to see where.").format(more=bot, less=you)
        elif bot < you:
            verdict = _("With the same tiles you made {more}, the bot only {less}: well "
                        "played.").format(more=you, less=bot)
        else:
            verdict = _("With the same tiles the bot made {points} too: as good as the "
                        "bot.").format(points=bot)
        return {"title": title, "text": verdict, "rows": rows,
                "columns": [_("Player"), _("Your hand"), _("The bot in your seat")],
                "note": _("The other seats are played by the same bots; where the table "
                          "differs, so may their moves.")}
