"""The bots of a ``GameWidget`` (a part, ``game_part.py``): the bots on turn move one after
another, ``pause`` seconds apart, as a job on the kernel's event loop (``schedule.py``; at once
if ``pause`` is 0), and their strength may change between hands.
"""

from __future__ import annotations

from ..bots.steps import Steps
from ..engine.errors import IllegalMoveError
from ..engine.i18n import _
from ..engine.state import Move
from .base import IntentError, went_wrong
from .choosers import resolve_bot
from .game_part import GamePart
from .schedule import Job
from .seats import BOT_LEVEL, LEVELS, WORDS


class Bots(GamePart):
    """The bots' moves (``_bots``: the job still to come) and strength (``_level``)."""

    def _init_bots(self, bot: object, seed: int | str) -> None:
        self._chooser = resolve_bot(bot, seed)
        self._level = BOT_LEVEL.get(bot, "") if isinstance(bot, str) else ""
        self._bots = None

    def _levels(self) -> list[dict[str, str]]:
        """The bots' strengths to choose from, in the current language (none for bots set in
        the code, and none when every seat is a person's)."""
        if not self._level or len(self._humans) >= len(self._state.players):
            return []

        return [{"value": k, "label": _(label)} for k, (label, _player) in LEVELS.items()]

    def _intent_bot_level(self, level: str) -> None:
        if not self._level:
            raise IllegalMoveError(_("these bots are set in the code: their strength is fixed"))
        if level not in LEVELS:
            raise IntentError(_("unknown strength {value}").format(value=repr(level))[:100])
        if not self._between_hands():
            raise IllegalMoveError(_(WORDS["level_locked"]))
        self._level = level
        self._chooser = resolve_bot(LEVELS[level][1], self._state.seed)
        self._refresh()

    def _bot_due(self) -> bool:
        st = self._state
        return (not st.match_over and st.hand_over is None and st.turn not in self._humans
                and self._splitter() is None)

    def _bot_choice(self) -> Steps[int | None]:
        """The action of the bot on turn, in steps if it searches; None (and ``error`` set)
        if the bot did not give a legal one."""
        st = self._state
        name = st.players[st.turn]
        steps = getattr(self._chooser, "steps", None)
        try:  # on a copy: the search's steps leave the page free to change the real state
            choice = (yield from steps(st.clone())) if steps else self._chooser(st.clone())
        except Exception as err:  # a user's bot function may fail: report, do not raise
            self.error = _("the bot of {name} failed: {error}").format(
                name=name, error=f"{type(err).__name__}: {err}")[:300]
            return None
        action = choice.action if isinstance(choice, Move) else choice
        if isinstance(action, bool) or not isinstance(action, int) or (
                action not in st.legal_actions()):
            self.error = _("the bot of {name} chose {choice}, which is not a legal move").format(
                name=name, choice=repr(choice))[:300]
            return None
        return action

    def _bot_steps(self) -> Steps[None]:
        """The bots on turn move one after another, ``pause`` seconds apart."""
        while self._bot_due():
            if self.pause > 0:
                yield self.pause
            action = yield from self._bot_choice()
            if action is None:
                break
            self._apply(action, human=False)
            self._refresh()
        self.busy = False
        self._refresh()

    def _run_bots(self) -> None:
        """Let the bots on turn move: at once if ``pause`` is 0, else as a job on the event
        loop."""
        if self._coach_holds():
            return  # the bots wait for the coach's question to be answered
        self._stop_bots()
        if not self._bot_due():
            return
        job = Job(self._bot_steps(), self._bots_failed, lambda: self.lang)
        if self.pause <= 0:
            job.finish()
            return
        self.busy = True
        self._bots = job.start()

    def _bots_failed(self, err: BaseException) -> None:
        self.error = went_wrong(err)
        self.busy = False
        self._refresh()

    def _stop_bots(self) -> None:
        """Cancel the bot moves still to come (and forget a move the coach judges)."""
        self._coach_stop()
        if self._bots is not None:
            self._bots.cancel()
            self._bots = None
        self.busy = False
