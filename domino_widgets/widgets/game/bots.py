"""The bots of a ``GameWidget``: who chooses their moves (``bot``, or a strength chosen on the
page between hands) and the schedule of their moves still to come, a job on the kernel's event
loop (``schedule.py``; run at once when the widget's ``pause`` is 0).
"""

from __future__ import annotations

from collections.abc import Callable

from ...bots.steps import Steps
from ...engine.errors import IllegalMoveError
from ...engine.i18n import _
from ...engine.notation import Move
from ...engine.state import State
from ..base import IntentError
from ..choosers import Chooser, resolve_bot
from ..schedule import Job
from ..seats import BOT_LEVEL, LEVELS, WORDS


class BotError(IllegalMoveError):
    """A bot that gave no move: its function failed, or it chose something that is not a
    move."""


class Bots:
    """The bot seats' ``chooser``, their strength (``level``: "" for bots set in the code)
    and their moves still to come (``job``)."""

    def __init__(self, bot: object, seed: int | str) -> None:
        self.chooser: Chooser = resolve_bot(bot, seed)
        self.level = BOT_LEVEL.get(bot, "") if isinstance(bot, str) else ""
        self.job: Job | None = None

    def levels(self, humans: list[int], n: int) -> list[dict[str, str]]:
        """The strengths to choose from, in the current language (none for bots set in the
        code, and none when every seat is a person's)."""
        if not self.level or len(humans) >= n:
            return []
        return [{"value": k, "label": _(label)} for k, (label, _player) in LEVELS.items()]

    def set_level(self, level: str, between_hands: bool, seed: int | str) -> None:
        """The strength chosen on the page: only between hands."""
        if not self.level:
            raise IllegalMoveError(_("these bots are set in the code: their strength is fixed"))
        if level not in LEVELS:
            raise IntentError(_("unknown strength {value}").format(value=repr(level))[:100])
        if not between_hands:
            raise IllegalMoveError(_(WORDS["level_locked"]))
        self.level = level
        self.chooser = resolve_bot(LEVELS[level][1], seed)

    def choice(self, state: State) -> Steps[int]:
        """The action of the bot on turn, in steps if it searches (on a copy: the search's
        steps leave the page free to change the real state). ``BotError`` if its function
        failed or gave no action; whether the action is legal, ``State.apply`` says."""
        name = state.players[state.turn]
        steps = getattr(self.chooser, "steps", None)
        try:
            choice = (yield from steps(state.clone())) if steps else self.chooser(state.clone())
        except Exception as err:  # a user's bot function may fail: report, do not raise
            raise BotError(_("the bot of {name} failed: {error}").format(
                name=name, error=f"{type(err).__name__}: {err}")[:300]) from err
        action = choice.action if isinstance(choice, Move) else choice
        if isinstance(action, bool) or not isinstance(action, int):
            raise BotError(not_a_move(name, choice))
        return action

    def start(self, turns: Steps[None], on_error: Callable[[BaseException], None],
              speaks: Callable[[], str | None], pause: float) -> bool:
        """Run the bots' ``turns``: at once if ``pause`` is 0, else as a job on the event loop
        (True: they run on, the widget is busy)."""
        self.stop()
        job = Job(turns, on_error, speaks)
        if pause <= 0:
            job.finish()
            return False
        self.job = job.start()
        return True

    def stop(self) -> None:
        """Cancel the bot moves still to come."""
        if self.job is not None:
            self.job.cancel()
            self.job = None


def not_a_move(name: str, choice: object) -> str:
    """The bot chose something that is not a legal move."""
    return _("the bot of {name} chose {choice}, which is not a legal move").format(
        name=name, choice=repr(choice))[:300]
