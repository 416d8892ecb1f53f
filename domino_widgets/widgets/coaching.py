"""The coach of the GameWidget (issue 26), an object the widget holds: "Review this hand" when
a hand ends (with several humans, each his own), the teaching mode (``coach=True``: a move that
loses more than the game's threshold is offered back before the bots answer), "What could they
hold?" (also in the sandbox, as ``CountingToggle``) and the same deal played by the search bot
in the learner's seat (``duplicate.py``).

The judging is ``bots.reviews.judging`` with the review's own budget and seed, run as a job on
the event loop in slices (``schedule.py``): a move is judged the same in the teaching mode as in
the review of its hand, in any kernel. Nothing here reads a hidden tile: the counting is
``bots.counting`` (the player's view), the judging samples the hidden tiles from his view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

import traitlets

from ..bots.counting import what_they_could_hold
from ..bots.genders import gender_of
from ..bots.move_stats import distinct_moves
from ..bots.reasons import points_words
from ..bots.reviews import REVIEW_WORK, Decision, judging
from ..engine.errors import IllegalMoveError
from ..engine.i18n import N_, _
from ..engine.words import move_words
from ..render.scores import you_or
from .base import Field, IntentError, went_wrong
from .duplicate import Duplicate
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
    return {"title": title, "who": counted_for(state.players[seat]), "lines": lines}


def counted_for(name: str) -> str:
    """Whose counting the box shows, in the player's grammatical gender (``genders.py``, as
    the counting aid's sentences are), neutral where the name does not tell it; the learner
    ("You") is spoken to."""
    said = {"f": _("Counted for {name}, from her tiles and what everybody saw:"),
            "m": _("Counted for {name}, from his tiles and what everybody saw:")}.get(
        gender_of(name) or "", _("Counted for {name}, from the tiles in that hand and what "
                                 "everybody saw:"))
    return you_or(name, _("Counted for you, from your tiles and what everybody saw:"), said)


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
        self.counting = counting_trait(self._state, self._counting_seat(), self._counting_on,
                                       self.COUNTING_NAMED)


def counting_trait(state: State, seat: int | None, on: bool, named: bool) -> dict[str, Any]:
    """The ``counting`` trait: the box's label and state and, when ``on``, its panel."""
    panel = counting_panel(state, seat, named) if on else {}
    return {"on": on, "label": _(COUNTING_WORDS["counting"]), **panel}


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


class Coach:
    """The coach of a ``GameWidget``, an object it holds: the teaching mode's judging and
    take-back offer, the review of a hand shown below the game, the counting box and the same
    deal played by the bot. It is told the position in each call; ``refresh`` redraws the
    widget, ``judged(offered, error)`` comes back when a move was judged, ``show_below``
    puts a widget under the game and ``speaks`` gives the widget's language."""

    def __init__(self, teaching: object, refresh: Callable[[], None],
                 judged: Callable[[bool, str], None], show_below: Callable[..., None],
                 speaks: Callable[[], str]) -> None:
        self.teaching = bool(teaching)
        self._refresh = refresh
        self._judged = judged
        self._show_below = show_below
        self._speaks = speaks
        self.judging: Job | None = None  # the move just played, being judged
        self.offer: Decision | None = None  # a flagged move offered back
        self.review: ReviewWidget | None = None  # the review shown below the game
        self.counting_on = False  # "What could they hold?" is open
        self.duplicate = Duplicate(refresh, speaks)

    def waits(self, kind: str) -> str | None:
        """Why intent ``kind`` waits now (a move being judged or offered back), or None."""
        if kind not in WAITS_FOR_THE_COACH or not self.holds():
            return None
        return (_("Your move is being checked: a moment.") if self.offer is None
                else _("Take your move back, or keep it, first."))

    def holds(self) -> bool:
        """Whether the bots wait for the coach (a move being judged, or offered back)."""
        return self.judging is not None or self.offer is not None

    # -- what the page shows ----------------------------------------------------------------
    def status(self) -> str | None:
        """The status to show instead of the game's, if any."""
        if self.judging is not None:
            return _("Checking your move…")
        if self.offer is not None:
            return _("Your move was checked: take it back, or keep it?")
        return None

    def offer_panel(self) -> dict[str, Any]:
        """The take-back offer (``coach_offer``), or {}."""
        return offer_words(self.offer) if self.offer else {}

    def counting(self, state: State, seat: int | None, humans: list[int]) -> dict[str, Any]:
        """The counting box (``counting``) for the game's one human (with several at one
        screen it is not offered)."""
        if len(humans) != 1:
            return {}
        return counting_trait(state, seat, self.counting_on, named=False)

    def buttons(self, state: State, humans: list[int]) -> list[dict[str, Any]]:
        """After a hand: Review this hand (one a human, with several), and the same deal
        played by the bot."""
        if not humans or state.hand_over is None and not state.match_over or not state.results:
            return []
        if len(humans) == 1:
            out: list[dict[str, Any]] = [{"kind": "review_hand",
                                          "label": _("Review this hand")}]
        else:  # each reviews his own decisions (issue 38)
            out = [{"kind": "review_hand", "player": p,
                    "label": _("{name}: review the hand").format(name=state.players[p])}
                   for p in humans]
        if self.review is not None:
            out.append({"kind": "close_review", "label": _("Close the review")})
        if len(humans) == 1 and self.duplicate.can_start(state):
            out.append({"kind": "duplicate",
                        "label": _("What would the bot have made of your tiles?")})
        return out

    # -- Review this hand -----------------------------------------------------------------
    def open_review(self, state: State, seat: int) -> None:
        """The review of ``seat``'s decisions in the hand just over, shown below the game."""
        from .review import ReviewWidget

        if state.hand_over is None and not state.match_over:
            raise IllegalMoveError(_("The hand is not over yet."))
        if not 0 <= seat < state.n:
            raise IntentError(_("there is no seat {n}").format(n=seat))
        review = ReviewWidget(state.clone(), seat, lang=self._speaks(), autofocus=True)
        self.close_review()
        self.review = review
        self._show_below(review.panel)

    def close_review(self) -> None:
        """Take the review away (if one is shown)."""
        if self.review is not None:
            self._show_below()
            self.review.close()
            self.review = None

    # -- the teaching mode ----------------------------------------------------------------
    def judge_first(self, before: State, action: int, humans: list[int], pause: float) -> bool:
        """In the teaching mode, judge the move just played (from ``before``) before the bots
        answer: at once (``pause`` 0) or as a job; False where there is nothing to judge (not
        coaching, or a forced move)."""
        if not self.teaching or before.turn not in humans:
            return False
        if len(distinct_moves(before.view(before.turn))) < 2:
            return False
        self.judging = Job(self._judge_steps(before, action), self._judge_failed,
                           self._speaks)
        if pause <= 0:
            self.judging.finish()
        else:
            self.judging.start()
        return True

    def _judge_steps(self, before: State, action: int) -> Steps[None]:
        decision = yield from judging(before, before.turn, action, work=REVIEW_WORK)
        self.judging = None
        if decision.flagged:
            self.offer = decision
        self._judged(decision.flagged, "")

    def _judge_failed(self, err: BaseException) -> None:
        self.judging = None
        self._judged(False, went_wrong(err))

    def take_back(self) -> None:
        """Take it back, pressed: the widget then undoes the move."""
        if self.offer is None:
            raise IllegalMoveError(_("There is no move to take back now."))
        self.offer = None

    def keep(self) -> None:
        """Keep it, pressed: the widget then lets the bots answer."""
        if self.offer is None:
            raise IllegalMoveError(_("There is no move to keep now."))
        self.offer = None

    def stop(self) -> None:
        """Forget the judging and the offer (an undo, a new game, closing)."""
        if self.judging is not None:
            self.judging.cancel()
            self.judging = None
        self.offer = None

    def close(self) -> None:
        """Stop everything and take the review away (the widget closes)."""
        self.stop()
        self.duplicate.stop()
        self.close_review()

    def jobs(self) -> list[Job | None]:
        """The coach's work under way (the widget's ``wait`` finishes it)."""
        return [self.judging, self.duplicate.job]
