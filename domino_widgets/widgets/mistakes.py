"""``MistakesWidget``: "Fix my mistakes" (issue 38), every flagged decision of a reviewed hand
in a row, as lichess's "Learn from your mistakes" does.

Each mistake is asked as a question on the board of the position the player faced: he clicks
the tile, then the end where it goes; the review's own figures judge it (a move that loses less
than the game's threshold against the best is right), so the run needs no search. A wrong move
gets the points it loses and another try; the best move shows only on "Show the answer"; Next
mistake goes on. The run ends with what was won back: the points the mistakes cost, and how
many of them the moves found in the run would have saved. Given the reviewed hand's id
(``hand``), the run records in the learner's progress file how many of the hand's mistakes he
has fixed himself (``progress.record_review``: the review's ``found``, docs/progress.md).

It is the puzzle widget (``PuzzleWidget``: the same board, clicks, verdict and buttons) over a
run of mistakes instead of the shipped puzzles, with its own words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..bots.estimates import Estimate
from ..bots.reasons import points_words, reason_words
from ..bots.reviews import Decision, verdict_size
from ..engine.errors import DominoError
from ..engine.i18n import N_, _, language, ngettext
from ..engine.state import State
from ..engine.words import move_words
from ..puzzles.saying import refused
from ..teaching_verdicts import Verdict
from .hints import sentence_case
from .puzzle import PuzzleWidget
from .puzzle_progress import FIRST, LATER, SHOWN, Progress

WORDS = {"widget": N_("Fix my mistakes: find a better move for each mistake of the hand"),
         "language": N_("Language"), "progress": N_("Points won back")}


class Mistake:
    """A flagged decision as a question of the run: the position the player faced, judged by
    the review's figures (a move that loses less than ``threshold`` is right)."""

    def __init__(self, decision: Decision, threshold: float) -> None:
        self.decision, self.threshold = decision, threshold
        position = decision.position
        self.id = f"decision-{decision.depth}"
        self.answer = position.move_text(decision.best[0].move.action)
        self.game, self.theme, self.grade = position.rules.name, "", 0  # (as a puzzle's)
        self.found: float | None = None  # the loss of the move found (right) in the run

    def position(self) -> State:
        return self.decision.position.clone()

    @property
    def loss(self) -> float:
        """The points the move played lost against the best."""
        return self.decision.loss

    def loss_of(self, action: int) -> float:
        """The points ``action`` loses against the best, by the review's figures."""
        top = self.decision.best[0]
        mine = next(c for c in self.decision.candidates if c.makes(action))
        return max(0.0, round(top.value - mine.value, 2))

    def judge(self, move: str | int) -> Verdict:
        """The verdict on ``move`` (notation or an action), named by the end it was laid on:
        right where the review would not flag it (``reviews.verdict_size``: a loss under the
        threshold, or within the noise); else the points it loses."""
        position = self.decision.position
        try:
            action = move if isinstance(move, int) else position.parse_move(str(move))
            said = move_words(position.describe(action))
        except DominoError as err:
            return Verdict(False, refused(str(err)), counted=False)
        loss = self.loss_of(action)
        mine = next(c for c in self.decision.candidates if c.makes(action))
        size = verdict_size(loss, Estimate(mine.gap, mine.gap_se), self.threshold)
        if size in ("best", "close", "good"):  # sized as the review sizes a move
            self.found = loss if self.found is None else min(self.found, loss)
            return Verdict(True, _("Right: {move} loses nothing that matters here.").format(
                move=said))
        return Verdict(False, _("Not quite: {move} loses about {points} points by the end of "
                                "the hand.").format(move=said, points=round(loss)))

    def solution(self) -> str:
        """The best move, and why (for "Show the answer")."""
        d = self.decision
        top = d.best[0]
        reason = reason_words(d.position, d.position.turn, d.played, top, d.loss)
        return _("The answer: {move}. {reason}.").format(move=move_words(top.move),
                                                        reason=sentence_case(reason))


def mistakes_of(decisions: Sequence[Decision], threshold: float) -> list[Mistake]:
    """The flagged decisions, in the order they were made, as the run's questions."""
    return [Mistake(d, threshold) for d in decisions if d.flagged]


class MistakesWidget(PuzzleWidget):
    """Every flagged decision of a review (``mistakes_of``) in a row, from the ``start``-th,
    in ``lang``: ``ReviewWidget.fix_mistakes()`` makes it. ``hand`` is the reviewed hand's id
    in the progress file (``ReviewWidget.hand_id``), where the mistakes fixed are recorded;
    None: nothing is recorded."""

    def __init__(self, mistakes: Sequence[Mistake], start: int = 0,
                 lang: str | None = None, hand: str | None = None) -> None:
        if not mistakes:
            raise ValueError("there is no mistake to fix")
        self.hand = hand
        super().__init__(collection=list(mistakes), lang=lang)
        if start:
            with language(self.lang):
                self._go(min(max(start, 0), len(mistakes) - 1))

    def __repr__(self) -> str:
        return f"MistakesWidget({len(self._order)} mistakes)"

    # -- what the run keeps: its own results; in the progress file, the hand's review --------
    def _kept(self) -> Progress:
        """A run starts afresh: its mistakes are not puzzles of the learner's file."""
        return Progress()

    def _record(self, puzzle_id: str, result: str) -> None:
        """A mistake done: kept for the run's summary, and the mistakes fixed so far (found
        by the learner, the answer not shown first) recorded as the hand's review."""
        self.progress.finish(puzzle_id, result)
        if self.hand is None:
            return
        fixed = sum(self.progress.results.get(m.id) in (FIRST, LATER) for m in self._order)
        hand, moments = self.hand, len(self._order)
        self._store().change(lambda p: p.record_review(hand, moments, fixed))

    def _score_lines(self) -> list[str]:
        notice = self._store().notice if self.hand is not None else ""
        lines = won_back(self._order, self.progress.results)
        return [notice, *lines] if notice else lines

    # -- its own words (the puzzle widget's hooks) ---------------------------------------------
    def _words(self) -> dict[str, str]:
        return WORDS

    def _menus(self) -> list[dict[str, Any]]:
        return []

    def _header(self, done: bool) -> dict[str, str]:
        mistake: Mistake = self.current
        name = self._state.players[self._state.turn]
        played = move_words(mistake.decision.played.move)
        return {"title": _("Mistake {k} of {n}").format(k=self._index + 1, n=len(self._order)),
                "game": "", "grade": "", "grade_title": "",
                "goal": _("{name} played {move} here and lost about {points}. Find a better "
                          "move: click the tile, then the end where it goes.").format(
                    name=name, move=played, points=points_words(mistake.loss)),
                "theme": ""}

    def _buttons(self, done: bool) -> list[dict[str, Any]]:
        """Previous, Show the answer (while it is open), Next (while a mistake is left): a
        button that would do nothing is not shown."""
        several = len(self._order) > 1
        out = [{"kind": "previous", "label": _("Previous mistake"),
                "title": _("The mistake before this one (left arrow)")}] if several else []
        if not done:
            out.append({"kind": "show", "label": _("Show the answer")})
        if several and not self._all_done():
            out.append({"kind": "next", "label": _("Next mistake"),
                        "title": _("The next mistake not done yet (right arrow)")})
        return out

    def _all_done(self) -> bool:
        return all(m.id in self.progress.results for m in self._order)

    def _done_words(self) -> str:
        done = self._done
        if self._all_done():
            return _("Every mistake of the hand is done: the summary is under \"Points won "
                     "back\".")
        return {FIRST: _("Fixed at the first try."), LATER: _("Fixed."),
                SHOWN: _("The better move is outlined in green on the board.")}[done or SHOWN]


def won_back(mistakes: Sequence[Mistake], results: dict[str, str]) -> list[str]:
    """The run's summary: the mistakes fixed (at the first try), and the points the moves found
    would have saved of what the mistakes cost."""
    cost = sum(m.loss for m in mistakes)
    fixed = [m for m in mistakes if results.get(m.id) in (FIRST, LATER)]
    first = sum(results.get(m.id) == FIRST for m in mistakes)
    saved = sum(m.loss - (m.found or 0.0) for m in fixed)
    return [ngettext("Fixed: {fixed} of {n} mistake ({first} at the first try).",
                     "Fixed: {fixed} of {n} mistakes ({first} at the first try).",
                     len(mistakes)).format(fixed=len(fixed), n=len(mistakes), first=first),
            _("Points won back: about {saved} of the {cost} the mistakes cost.").format(
                saved=round(saved), cost=round(cost)),
            ngettext("Answers shown: {n}.", "Answers shown: {n}.",
                     sum(results.get(m.id) == SHOWN for m in mistakes)).format(
                n=sum(results.get(m.id) == SHOWN for m in mistakes))]
