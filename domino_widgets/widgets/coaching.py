"""The coach in the GameWidget (issue 26): "Review this hand" when a hand ends, the teaching
mode (``coach=True``: a move that loses more than the game's threshold is offered back before
the bots answer), "What could they hold?" (also in the sandbox) and the same deal played by the
search bot in the learner's seat (``duplicate.py``).

The judging is ``bots.reviews.judging`` with the review's own budget and seed, run as a job on
the event loop in slices (``schedule.py``): a move is judged the same in the teaching mode as in
the review of its hand, in any kernel. Nothing here reads a hidden tile: the counting is
``bots.counting`` (the player's view), the judging samples the hidden tiles from his view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import traitlets

from ..bots.counting import what_they_could_hold
from ..bots.move_stats import distinct_moves
from ..bots.reasons import points_words
from ..bots.reviews import REVIEW_WORK, Decision, judging
from ..engine.errors import IllegalMoveError
from ..engine.i18n import N_, _
from ..engine.words import move_words
from .base import Field, went_wrong
from .duplicate import Duplicate
from .panel import Panelled
from .schedule import Job

if TYPE_CHECKING:
    from ..bots.reviews import Candidate
    from ..bots.steps import Steps
    from ..engine.state import State
    from .review import ReviewWidget

COUNTING_WORDS = {"counting": N_("What could they hold?")}
# what may not be done while a move is judged or its take-back offered
WAITS_FOR_THE_COACH = frozenset({"tile", "play", "draw", "pass", "end_turn", "hint", "next_hand",
                                 "start_hand", "keep_split", "bot_level", "review_hand",
                                 "duplicate"})


def counting_panel(state: State, seat: int | None, named: bool = False) -> dict[str, Any]:
    """What ``seat`` can tell of the hidden tiles, for the page: ``{"title", "lines"}`` (the
    unseen tiles, then each other player's missing values with the reason; ``named``: ``who``
    says whose counting it is). Public information only (``bots.counting``)."""
    title = _(COUNTING_WORDS["counting"])
    if seat is None:
        return {"title": title, "lines": [_("Shown to the player whose tiles are on the "
                                            "screen.")]}
    if state.match_over or state.hand_over is not None:
        return {"title": title, "lines": [_("The hand is over: every hand is open.")]}
    counting = what_they_could_hold(state, seat)
    lines = counting.lines()
    if not counting.absences:
        lines.append(_("Nobody has drawn or passed yet: any player may hold any of these "
                       "tiles."))
    if not named:
        return {"title": title, "lines": lines}
    who = _("Counted for {name}, from his tiles and what everybody saw:").format(
        name=state.players[seat])
    return {"title": title, "who": who, "lines": lines}


class CountingToggle(traitlets.HasTraits):
    """The "What could they hold?" box of a widget (off at first); the widget calls
    ``_counting_seat()`` for whose counting it shows."""

    counting = traitlets.Dict().tag(sync=True)  # {"on", "label", "title", "lines"}
    COUNTING_INTENTS: ClassVar[dict[str, dict[str, Field]]] = {"counting": {"show": (bool, True)}}
    _counting_on = False
    COUNTING_NAMED = True  # the sandbox says whose counting it is (the player on turn)
    _state: State

    def _counting_seat(self) -> int | None:
        return self._state.turn

    def _intent_counting(self, show: bool) -> None:
        self._counting_on = show
        self._show_counting()

    def _show_counting(self) -> None:
        panel = (counting_panel(self._state, self._counting_seat(), self.COUNTING_NAMED)
                 if self._counting_on else {})
        self.counting = {"on": self._counting_on, "label": _(COUNTING_WORDS["counting"]),
                         **panel}


def coach_reason(position: State, seat: int, mine: Candidate, best: Candidate,
                 loss: float) -> str:
    """Why the move played costs points, from the review's facts, naming no better move (the
    learner looks for it himself)."""
    move = move_words(mine.move)
    now_best, now_mine = round(best.points_now), round(mine.points_now)
    if now_best > now_mine:
        scored = (_("{move} scores nothing").format(move=move) if now_mine <= 0 else
                  _("{move} scores {points}").format(move=move, points=points_words(now_mine)))
        return _("{scored}, and another move scores {points} now").format(
            scored=scored, points=points_words(now_best))
    if not mine.ends_hand and mine.reply_best > best.reply_best:
        return _("{move} leaves {name} an end to score {points} on").format(
            move=move, name=position.players[(seat + 1) % position.n],
            points=points_words(mine.reply_best))
    if best.ends_hand and not mine.ends_hand:
        return _("another move ends the hand now")
    if not position.rules.scores_during_play and mine.move.tile is not None:
        return _("{tile} sheds few pips: another tile sheds more, and the pips you keep count "
                 "against you when the hand ends").format(tile=mine.move.tile)
    return _("played out to the end of the hand, however the unseen tiles may lie, another "
             "move leaves you about {points} better off").format(points=points_words(loss))


def offer_words(d: Decision) -> dict[str, Any]:
    """The take-back offer of a flagged move: the loss in points, the reason, two buttons."""
    text = _("{move} loses about {points} by the end of the hand.").format(
        move=move_words(d.played.move).capitalize(), points=points_words(d.loss))
    reason = coach_reason(d.position, d.played.move.player, d.played, d.best[0], d.loss)
    return {"text": text, "reason": reason[:1].upper() + reason[1:] + ".",
            "question": _("Take it back and look for a better move?"),
            "buttons": [{"kind": "take_back", "label": _("Take it back")},
                        {"kind": "keep_move", "label": _("Keep it")}]}


class Coaching(Panelled, CountingToggle):
    """The coach of ``GameWidget``: ``_state``, ``_refresh``, ``_run_bots``, ``_marks``,
    ``_humans`` and ``_viewer`` are the game's."""

    coach_offer = traitlets.Dict().tag(sync=True)  # the take-back offer, or {}
    COUNTING_NAMED = False  # the game counts for "you"
    duplicate = traitlets.Dict().tag(sync=True)  # the same deal by the bot: {"title", ...}
    COACH_INTENTS: ClassVar[dict[str, dict[str, Field]]] = {
        **CountingToggle.COUNTING_INTENTS, "review_hand": {}, "close_review": {},
        "take_back": {}, "keep_move": {}, "duplicate": {}}
    _humans: list[int]
    _viewer: int | None
    _marks: list[int]
    lang: str
    pause: float
    busy: bool
    error: str

    def _init_coach(self, coach: object) -> None:
        self._coach = bool(coach)
        self._judging: Job | None = None
        self._offer: Decision | None = None
        self._review: ReviewWidget | None = None
        self._dup = Duplicate(self)

    def _counting_seat(self) -> int | None:
        return self._viewer

    def _show_counting(self) -> None:
        """The game counts for its one human (several at one screen: not offered)."""
        if len(self._humans) == 1:
            super()._show_counting()
        else:
            self.counting = {}

    def _handle_intent(self, content: Any) -> bool:
        kind = content.get("kind") if isinstance(content, dict) else None
        if kind in WAITS_FOR_THE_COACH and (self._judging is not None or self._offer):
            self.error = (_("Your move is being checked: a moment.") if self._offer is None
                          else _("Take your move back, or keep it, first."))
            return False
        return super()._handle_intent(content)  # type: ignore[misc,no-any-return]

    # -- what the page shows ----------------------------------------------------------------
    def _coach_refresh(self) -> str | None:
        """Set the coach's traits; the status to show instead of the game's, if any."""
        self._show_counting()
        self.coach_offer = offer_words(self._offer) if self._offer else {}
        self.duplicate = self._dup.panel()
        if self._judging is not None:
            return _("Checking your move…")
        if self._offer is not None:
            return _("Your move was checked: take it back, or keep it?")
        return None

    def _coach_buttons(self) -> list[dict[str, Any]]:
        """After a hand: Review this hand, and the same deal played by the bot."""
        st = self._state
        if not self._humans or st.hand_over is None and not st.match_over or not st.results:
            return []
        out = [{"kind": "review_hand", "label": _("Review this hand")}]
        if self._review is not None:
            out.append({"kind": "close_review", "label": _("Close the review")})
        if len(self._humans) == 1 and self._dup.can_start():
            out.append({"kind": "duplicate",
                        "label": _("What would the bot have made of your tiles?")})
        return out

    # -- Review this hand -----------------------------------------------------------------
    def _intent_review_hand(self) -> None:
        from .review import ReviewWidget

        st = self._state
        if st.hand_over is None and not st.match_over:
            raise IllegalMoveError(_("The hand is not over yet."))
        review = ReviewWidget(st.clone(), self._humans[0], lang=self.lang, autofocus=True)
        self._close_review()
        self._review = review
        self.show_below(review.panel)
        self._refresh()  # type: ignore[attr-defined]

    def _intent_close_review(self) -> None:
        self._close_review()
        self._refresh()  # type: ignore[attr-defined]

    def _close_review(self) -> None:
        if self._review is not None:
            self.show_below()
            self._review.close()
            self._review = None

    # -- the teaching mode ----------------------------------------------------------------
    def _judge_first(self, before: State, action: int) -> bool:
        """In the teaching mode, judge the move just played (from ``before``) before the bots
        answer; False where there is nothing to judge (not coaching, or a forced move)."""
        if not self._coach or before.turn not in self._humans:
            return False
        if len(distinct_moves(before.view(before.turn))) < 2:
            return False
        self._judging = Job(self._judge_steps(before, action), self._judge_failed,
                            lambda: self.lang)
        if self.pause <= 0:
            self._judging.finish()
        else:
            self.busy = True
            self._refresh()  # type: ignore[attr-defined]
            self._judging.start()
        return True

    def _judge_steps(self, before: State, action: int) -> Steps[None]:
        decision = yield from judging(before, before.turn, action, work=REVIEW_WORK)
        self._judging = None
        self.busy = False
        if decision.flagged:
            self._offer = decision
            self._refresh()  # type: ignore[attr-defined]
        else:
            self._refresh()  # type: ignore[attr-defined]
            self._run_bots()  # type: ignore[attr-defined]

    def _judge_failed(self, err: BaseException) -> None:
        self._judging = None
        self.busy = False
        self.error = went_wrong(err)
        self._refresh()  # type: ignore[attr-defined]
        self._run_bots()  # type: ignore[attr-defined]

    def _coach_holds(self) -> bool:
        """Whether the bots wait for the coach (a move being judged, or offered back)."""
        return self._judging is not None or self._offer is not None

    def _coach_stop(self) -> None:
        """Forget the judging and the offer (an undo, a new game, closing)."""
        if self._judging is not None:
            self._judging.cancel()
            self._judging = None
        self._offer = None

    def _intent_take_back(self) -> None:
        if self._offer is None:
            raise IllegalMoveError(_("There is no move to take back now."))
        self._offer = None
        self._intent_undo()  # type: ignore[attr-defined]

    def _intent_keep_move(self) -> None:
        if self._offer is None:
            raise IllegalMoveError(_("There is no move to keep now."))
        self._offer = None
        self._refresh()  # type: ignore[attr-defined]
        self._run_bots()  # type: ignore[attr-defined]

    # -- the same deal, the bot in your seat -------------------------------------------------
    def _intent_duplicate(self) -> None:
        self._dup.start()

    def _coach_close(self) -> None:
        self._coach_stop()
        self._dup.stop()
        self._close_review()
        self.close_panel()

    def _coach_jobs(self) -> list[Job | None]:
        return [self._judging, self._dup.job]

