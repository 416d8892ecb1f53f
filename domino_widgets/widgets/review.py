"""``ReviewWidget``: a finished hand reviewed on the board, one player's decisions with the
others' moves in between (``bots/reviews.py`` judges them).

The review runs as a job on the kernel's event loop (``schedule.py``), a decision at a time,
with its progress shown; then every frame (board with the played and best moves outlined, the
verdict, the player's hand, the scores) is made here once and kept in the synced ``frames``
trait, so stepping runs in the page alone, as the replay does.

A review done is recorded in the learner's progress file (``progress.record_review``, by the
hand's id ``hand_id``): the mistakes it flagged, and, as Fix my mistakes goes, how many of them
he fixed himself.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import replace
from typing import Any, ClassVar

import traitlets

from .. import progress
from ..bots.reviews import REVIEW_WORK, Decision, Plan, decision_words, judging, plan_review
from ..bots.steps import Steps
from ..engine.i18n import N_, _, language, ngettext
from ..engine.record import Record, readers_player, readers_record
from ..engine.state import State
from ..engine.words import move_words
from ..render.review_chart import review_chart_svg, x_of
from ..render.scores import count_tiles, you_or
from .base import (
    DominoWidget,
    Field,
    IntentError,
    reject_unknown,
    speaking,
    went_wrong,
    widget_language,
    words_of,
)
from .hints import sentence_case
from .mistakes import Mistake, MistakesWidget, mistakes_of
from .panel import Panelled
from .pictures import board_picture, hand_svg, scores_html
from .schedule import Job
from .text import board_words

WORDS = {"first": N_("First"), "first_title": N_("The deal (Home)"), "back": N_("Back"),
         "back_title": N_("One move back (left arrow)"), "next": N_("Next"),
         "next_title": N_("The next move (right arrow)"), "last": N_("Last"),
         "last_title": N_("The last move (End)"),
         "previous_decision": N_("Previous decision"),
         "previous_decision_title": N_("Your decision before this one (Page Up)"),
         "next_decision": N_("Next decision"),
         "next_decision_title": N_("Your next decision (Page Down)"),
         "widget": N_("Review of a hand: the arrow keys step through it"),
         "chart": N_("The score after every move"), "language": N_("Language"),
         "try_again": N_("Try again"),
         "try_again_title": N_("Find a better move in this position yourself"),
         "fix_mistakes": N_("Fix my mistakes"),
         "fix_mistakes_title": N_("Every mistake of the hand in a row: find a better move for "
                                  "each"),
         "decisions": N_("Your decisions"),
         "go_to": N_("Go to this decision")}


class ReviewWidget(Panelled, DominoWidget):
    """The review of ``player``'s decisions (a seat or a name) in ``hand`` of a finished game
    or a record (or its name; default: its last finished hand): ``ReviewWidget(game, "You")``.
    ``work`` and ``seed`` are the review's (``bots.reviews.review``). Try again on a flagged
    decision asks it below the review (``try_again``); ``autofocus`` gives the review the
    keyboard when it is drawn (the GameWidget opens it so)."""

    ARGS = ("game", "player", "hand", "work", "seed", "lang", "autofocus")

    view = traitlets.Unicode("review").tag(sync=True)
    frames = traitlets.List(traitlets.Dict()).tag(sync=True)
    step = traitlets.Int(0).tag(sync=True)
    progress = traitlets.Float(0.0).tag(sync=True)  # the share of the decisions judged
    chart = traitlets.Unicode("").tag(sync=True)
    autofocus = traitlets.Bool(False).tag(sync=True)
    decisions = traitlets.List(traitlets.Dict()).tag(sync=True)  # each with its points lost
    summary = traitlets.Unicode("").tag(sync=True)  # the points lost beside the hand's result

    INTENTS: ClassVar[dict[str, dict[str, Field]]] = {"try_again": {"decision": (int, True)},
                                                      "fix_mistakes": {}}
    FROM_PAGE: ClassVar[dict[str, type]] = {"step": int}

    def __init__(self, game: State | Record | str, player: int | str = 0,
                 hand: int | None = None, work: int = REVIEW_WORK, seed: int | str = 0,
                 lang: str | None = None,
                 autofocus: bool = False, **unknown: Any) -> None:
        code = widget_language(lang)
        with language(code):
            reject_unknown(type(self).__name__, unknown, self.ARGS)
            if isinstance(game, str):  # a shipped record's name, or a record's file
                game = Record.load(game)
            if isinstance(game, Record):  # its players in the reader's alphabet
                game, player = readers_record(game), readers_player(game, player)
            self._plan: Plan = plan_review(game, player, hand=hand, work=work, seed=seed)
            self._work, self._seed = work, seed
            self._decisions: dict[int, Decision] = {}
            super().__init__(lang=code, words=words_of(WORDS), status=self._progress_words(),
                             autofocus=bool(autofocus))
        self._question: Any = None
        self._job = Job(self._reviewing(), self._failed, lambda: self.lang).start()

    def __repr__(self) -> str:
        plan = self._plan
        return (f"ReviewWidget({plan.state.rules.name}, {plan.state.players[plan.seat]}, "
                f"hand {plan.hand + 1}, {len(plan.chosen)} decisions)")

    def wait(self, timeout: float | None = None) -> bool:
        """Finish the review now (scripts and tests); False if ``timeout`` ran out first."""
        return self._job.finish(timeout)

    @property
    def review(self) -> Any:
        """The review (``bots.reviews.Review``), once it is done; else None."""
        if len(self._decisions) < len(self._plan.chosen):
            return None
        return self._plan.review(list(self._decisions.values()), self._work, self._seed)

    def try_again(self, k: int = 0) -> Any:
        """The ``k``-th flagged decision (from 0) as a question on the exercise board
        (``try_again``), in the widget's language; None if there is no such decision."""
        flagged = [d for d in self._decisions.values() if d.flagged]
        if not 0 <= k < len(flagged):
            return None
        with language(self.lang):
            return try_again(flagged[k], self._plan.threshold)

    def fix_mistakes(self, start: int = 0) -> Any:
        """Every flagged decision in a row, from the ``start``-th (``MistakesWidget``), in the
        widget's language; None when the hand has no mistake (or is still being reviewed)."""
        if self.review is None:
            return None
        mistakes = mistakes_of(list(self._decisions.values()), self._plan.threshold)
        if not mistakes:
            return None
        return MistakesWidget(mistakes, start, lang=self.lang, hand=self.hand_id)

    @property
    def hand_id(self) -> str:
        """The reviewed hand's id in the progress file: the game, a digest of its deal and
        moves, the hand's number and the player's seat (``cross-3f9a0c21d4/hand-2/seat-1``)."""
        return hand_id(self._plan)

    def _intent_try_again(self, decision: int) -> None:
        """The page's Try again: the ``decision``-th flagged decision, asked below."""
        self._ask_below(self.try_again(decision), decision)

    def _intent_fix_mistakes(self) -> None:
        """The page's Fix my mistakes: the run of every flagged decision, below."""
        self._ask_below(self.fix_mistakes(), 0)

    def _ask_below(self, question: Any, decision: int) -> None:
        if question is None:
            raise IntentError(_("there is no flagged decision {n} to try again").format(
                n=decision))
        if self._question is not None:
            self._question.close()
        self._question = question
        self.show_below(question)

    def close(self) -> None:
        """Close the review, the question below it and its column."""
        if getattr(self, "_question", None) is not None:
            self._question.close()
        if getattr(self, "_job", None) is not None:
            self._job.cancel()
        self.close_panel()
        super().close()

    def _reviewing(self) -> Steps[None]:
        plan = self._plan
        for depth, position in plan.chosen:
            played = plan.state.history[depth][0]
            self._decisions[depth] = yield from judging(
                position, plan.seat, played, work=self._work, seed=self._seed,
                threshold=plan.threshold)
            self.progress = len(self._decisions) / len(plan.chosen)
            self.status = self._progress_words()
        self._make_frames()
        moments = sum(d.flagged for d in self._decisions.values())
        progress.record_review(self.hand_id, moments, 0)  # the best review of it is kept

    def _failed(self, err: BaseException) -> None:
        self.error = went_wrong(err)

    def _speak(self) -> None:
        """Every word made again in the new language (the verdicts too: they are judged
        again from the same work and seed, which gives the same figures)."""
        self.words = words_of(WORDS)
        if self.review is not None:
            plan = self._plan
            for depth, position in plan.chosen:
                self._decisions[depth] = _rejudged(self._decisions[depth], position, plan)
            self._make_frames()
        else:
            self.status = self._progress_words()

    def _progress_words(self) -> str:
        done, total = len(self._decisions), len(self._plan.chosen)
        name = self._plan.state.players[self._plan.seat]
        if done < total:
            return _("Reviewing the decisions of {name}: {done} of {total}…").format(
                name=name, done=done, total=total)
        flagged = [d for d in self._decisions.values() if d.flagged]
        if not flagged:
            return ngettext("{name}: {total} decision reviewed, no mistake that matters.",
                            "{name}: {total} decisions reviewed, no mistake that matters.",
                            total).format(name=name, total=total)
        lost = round(sum(d.loss for d in flagged))
        return ngettext("{name}: {count} mistake in {total} decisions, about {points} points "
                        "lost.", "{name}: {count} mistakes in {total} decisions, about {points} "
                        "points lost.", len(flagged)).format(
            name=name, count=len(flagged), total=total, points=lost)

    @speaking
    def _make_frames(self) -> None:
        plan = self._plan
        world = plan.state.clone()
        world.undo_to(plan.start)
        steps = len(plan.scores)
        frames = [self._frame(world, _("The deal: the hand begins."), x_of(0, steps))]
        for i, (action, mover) in enumerate(plan.actions):
            decision = self._decisions.get(len(world.history))
            if decision is not None:
                frames.append({**self._decision_frame(world, decision, x_of(i, steps)),
                               "at": i, "move": move_words(decision.played.move),
                               "lost": round(decision.loss)})
            before = world.scores[mover]
            text = _("{name}: {move}").format(name=world.players[mover],
                                               move=move_words(world.describe(action)))
            world.apply(action)
            gained = world.scores[mover] - before
            if gained:
                text += f" ({gained:+d})"
            frames.append(self._frame(world, text, x_of(i + 1, steps)))
        losses = [(d.depth - plan.start, d.loss) for d in self._decisions.values() if d.flagged]
        with self.hold_sync():
            self.chart = review_chart_svg(plan.scores, plan.state.players, plan.seat, losses)
            self.frames = frames
            self.decisions = decision_list(frames)
            self.summary = lost_beside_result(plan, list(self._decisions.values()))
            self.status = self._progress_words()
            self.progress = 1.0

    def _frame(self, world: State, text: str, x: float) -> dict[str, Any]:
        seat = self._plan.seat
        board, caption = board_picture(world, viewer=seat, last=True)
        return {"board": board, "caption": caption, "label": board_words(world), "text": text,
                "hand": hand_svg(world, seat, face_up=True), "scores": scores_html(world),
                "hand_label": f"{world.players[seat]}: {count_tiles(len(world.hands[seat]))}",
                "chart_x": x}

    def _decision_frame(self, world: State, d: Decision, x: float) -> dict[str, Any]:
        seat = self._plan.seat
        played, best = d.played.move, d.best[0].move
        outlines = ((best.action, "best"),) if d.size == "best" else (
            (best.action, "best"), (played.action, "played"))
        board, caption = board_picture(world, viewer=seat, last=False, outlines=outlines)
        if d.size == "best":
            legend = _("Green outline: the move played ({move}), the best here.").format(
                move=move_words(played))
        else:  # a move's words hold commas: they go in brackets
            legend = _("Green outline: the best move ({best}). Red dashes: the move played "
                       "({move}).").format(best=move_words(best), move=move_words(played))
        number = list(self._decisions).index(d.depth) + 1
        flagged = [k for k in self._decisions.values() if k.flagged]
        text = _("Decision {k} of {n}: {name} to play").format(
            k=number, n=len(self._decisions), name=world.players[seat])
        frame = self._frame(world, text, x)
        frame["hand"] = marked_hand(frame["hand"], best, "best")
        if d.size != "best":
            frame["hand"] = marked_hand(frame["hand"], played, "played")
        return {**frame, "board": board, "caption": caption,
                "decision": True, "size": d.size, "size_name": d.size_name,
                "verdict": sentence_case(d.verdict),
                "reason": sentence_case(d.reason) + "." if d.reason else "", "legend": legend,
                **({"try_again": flagged.index(d)} if d.flagged else {})}

    @traitlets.validate("step")
    def _valid_step(self, proposal: dict[str, Any]) -> int:
        return min(max(int(proposal["value"]), 0), max(0, len(self.frames) - 1))


def hand_id(plan: Plan) -> str:
    """A reviewed hand's id in the progress file: the same hand of the same game has the same
    id in any notebook and on any day (the game, a digest of the deal and the hand's moves,
    the hand's number and the player's seat)."""
    world = plan.state.clone()
    world.undo_to(plan.start)
    deal = [sorted(hand) for hand in world.hands]
    text = repr((plan.state.rules.name, deal, plan.actions))
    digest = hashlib.sha256(text.encode()).hexdigest()[:10]
    return f"{plan.state.rules.name}-{digest}/hand-{plan.hand + 1}/seat-{plan.seat + 1}"


def marked_hand(svg: str, move: Any, kind: str) -> str:
    """The hand's picture with the tile of ``move`` marked as the board marks its place: the
    best move's tile outlined in green, the played one's in red dashes (``widget.css``)."""
    if move.tile is None:
        return svg
    found = re.compile(r'class="(dw-hand-tile[^"]*)" data-tile="' + re.escape(str(move.tile))
                       + '"')
    return found.sub(lambda m: f'class="{m[1]} dw-review-{kind}" data-tile="{move.tile}"', svg,
                     count=1)


def _rejudged(d: Decision, position: State, plan: Plan) -> Decision:
    """``d`` with its words made again in the current language (the figures stay)."""
    verdict, reason = decision_words(d)
    return replace(d, verdict=verdict, reason=reason)


def try_again(decision: Decision, threshold: float) -> Any:
    """A flagged decision as a question on the exercise board: the learner picks a move in the
    position he faced; the review's own figures judge it (``mistakes.Mistake``: a move losing
    less than ``threshold`` is right); the best move shows only on "Show the answer"."""
    from ..exercises import TilesExercise
    from ..teaching import Verdict

    mistake = Mistake(decision, threshold)
    position = decision.position

    def judge_answer(answer: Any) -> Verdict:
        text = str(answer or "")
        if not text.startswith("play "):
            return Verdict(False, unplaced_words(position, text), counted=False)
        verdict = mistake.judge(text)
        if verdict.right or not verdict.counted:
            return verdict
        return Verdict(False, _("{reason} Try again, or show the answer.").format(
            reason=verdict.text))

    question = _("Try again: what would you play here? Click the tile, then the end where it "
                 "goes.")
    return TilesExercise(question, position, judge_answer, mistake.solution, ends=True)


def unplaced_words(position: State, answer: str) -> str:
    """What a Try again says to an answer that is no move: a tile that fits no open end says
    so; no tile at all asks for one."""
    from ..engine.tiles import parse_tile

    try:
        tile = parse_tile(answer) if answer else None
    except ValueError:
        tile = None
    if tile is not None:
        return _("{tile} fits no open end here: click another tile.").format(tile=tile)
    return _("Click a tile of the hand first, then the end where it goes.")


def decision_list(frames: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each decision of the review with its points lost, for the page's list: ``{"frame": the
    frame's index, "text": "3. 0:0 on 5:0, west: a mistake, about 14 points lost", "size"}``."""
    out = []
    for k, frame in enumerate(f for f in frames if f.get("decision")):
        lost = int(frame["lost"])
        said = (_("the best move") if frame["size"] == "best" else
                ngettext("{size}, about {points} point lost", "{size}, about {points} points "
                         "lost", lost).format(size=frame["size_name"].lower(), points=lost))
        out.append({"frame": frames.index(frame), "size": frame["size"],
                    "text": _("{k}. {move}: {said}").format(k=k + 1, move=frame["move"],
                                                             said=said)})
    return out


def lost_beside_result(plan: Plan, decisions: list[Decision]) -> str:
    """The points lost in the hand's mistakes beside what the hand really brought, and why the
    two differ: each loss is an estimate made at its moment, against the best move there."""
    flagged = [d for d in decisions if d.flagged]
    if not flagged:
        return ""
    seat, first, last = plan.seat, plan.scores[0], plan.scores[-1]
    gains = [b - a for a, b in zip(first, last, strict=True)]
    others = sum(g for p, g in enumerate(gains) if p != seat) / max(1, len(gains) - 1)
    result = round(gains[seat] - others)
    lost = round(sum(d.loss for d in flagged))
    name = plan.state.players[seat]
    hand = (you_or(name, _("In this hand you ended about {points} points behind the others' "
                           "average."),
                   _("In this hand {name} ended about {points} points behind the others' "
                     "average."), points=-result) if result < 0 else
            you_or(name, _("In this hand you ended about {points} points ahead of the others' "
                           "average."),
                   _("In this hand {name} ended about {points} points ahead of the others' "
                     "average."), points=result))
    return " ".join([
        hand,
        ngettext("The {lost} points lost in {n} mistake are estimates, made at its moment "
                 "against the best move there, however the tiles not seen might lie.",
                 "The {lost} points lost in {n} mistakes are estimates, each made at its moment "
                 "against the best move there, however the tiles not seen might lie.",
                 len(flagged)).format(lost=lost, n=len(flagged)),
        _("They do not add up to the hand's result: the moves after each one, and the tiles "
          "as they really lay, decided the rest.")])
