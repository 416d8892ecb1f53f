"""``StepsWidget``: a lesson as a sequence of steps in one widget, each a rule and a task on the
board that the learner does himself, judged by the engine (``domino_widgets.tasks``).

A step shows its rule and its task; the learner answers on the board (a tile and an end, Draw,
Pass; every tile that meets the goal; a number; a choice). A wrong try gets the engine's reason
with the rule named and another try; a wrong move is taken back at once. When the task is
solved, or its answer asked for, the step's follow-up shows and **Next** opens the next step:
nothing of a later step (its rule, its task, its answer) is on the page before that. Up to
three stars reward few tries (3 at the first try, 2 at the second, 1 later, none when the
answer was asked for first). Every try is kept in the learner's progress file
(``domino_widgets.progress``); a lesson opened again starts at its first step not yet solved,
and it begins with up to three tasks missed in other lessons, as a warm-up.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

import traitlets

from ..answer_lock import answers_locked
from ..engine.actions import LEAD, end_of, tile_of
from ..engine.errors import DominoError
from ..engine.i18n import N_, _, language, ngettext
from ..engine.state import State
from ..engine.tiles import TILES
from ..render.hand import hand_groups
from ..tasks import catalogue
from ..tasks.kinds import (
    ChoiceTask,
    MoveTask,
    NumberTask,
    PuzzleTask,
    SplitTask,
    Task,
    TilesTask,
    held_tile,
    puzzle_task,
)
from .base import DominoWidget, Field, IntentError, speaking, widget_language, words_of
from .pictures import board_picture, hand_svg
from .text import board_words

if TYPE_CHECKING:
    from ..progress import Progress

PER_ROW = 8
WORDS = {
    "widget": N_("The lesson, step by step"),
    "check": N_("Check"),
    "show": N_("Show me"),
    "next": N_("Next step"),
    "again": N_("Start the task again"),
    "answer": N_("Your answer"),
}
made: list[StepsWidget] = []
"""The steps widgets made in this kernel, in order (the teachers' answer key reads them)."""
BUTTON_WORDS = {"draw": N_("Draw a tile"), "pass": N_("Pass"), "end turn": N_("End turn")}
WARM_UP = N_("Warm-up: a task you missed before")


@dataclass
class Step:
    """One step: a task of the catalogue (``lesson``, ``task_id``), the words before it
    (``title``, ``text``: Markdown) and after it (``then``)."""

    task_id: str
    title: str
    text: str = ""
    then: str = ""
    lesson: str = ""
    warm_up: bool = False
    tries: int = 0
    solved: bool = False
    shown: bool = False
    task: Task | None = field(default=None, repr=False)

    @property
    def stars(self) -> int:
        """3 at the first try, 2 at the second, 1 later; 0 when shown first or not solved."""
        if self.shown or not self.solved:
            return 0
        return max(1, 4 - self.tries)

    @property
    def open(self) -> bool:
        """Whether the next step may open: solved, or its answer shown."""
        return self.solved or self.shown


def step(task_id: str, title: str, text: str = "", then: str = "") -> Step:
    """A step of a lesson: the catalogue's task ``task_id``, the rule before it (``title``
    and ``text``, Markdown) and what follows once it is solved (``then``)."""
    return Step(task_id, title, text, then)


def markdown(text: str) -> str:
    """A little Markdown as HTML: paragraphs, ``*`` lists, **bold**, *italic*, `code` and
    [links](url). Everything else is text (escaped)."""
    blocks = [b.strip("\n") for b in re.split(r"\n\s*\n", text.strip()) if b.strip()]
    out = []
    for block in blocks:
        lines = block.split("\n")
        if all(re.match(r"\s*[*-] |\s{2,}\S", line) for line in lines) and re.match(
                r"\s*[*-] ", lines[0]):
            items: list[str] = []
            for line in lines:
                if re.match(r"\s*[*-] ", line):
                    items.append(re.sub(r"^\s*[*-] ", "", line))
                else:
                    items[-1] += " " + line.strip()
            out.append("<ul>" + "".join(f"<li>{_inline(i)}</li>" for i in items) + "</ul>")
        else:
            out.append(f"<p>{_inline(' '.join(line.strip() for line in lines))}</p>")
    return "".join(out)


def _inline(text: str) -> str:
    text = html.escape(text, quote=False)
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<i>\1</i>", text)
    text = re.sub(r"`([^`]+)`", r"<code>\1</code>", text)
    return re.sub(r"\[([^\]]+)\]\(([^)\s]+)\)",
                  lambda m: f'<a href="{html.escape(m.group(2))}">{m.group(1)}</a>', text)


def stars_text(stars: int) -> str:
    return "★" * stars + "☆" * (3 - stars)


class StepsWidget(DominoWidget):
    """The steps of ``lesson`` (its notebook's name, ``"01_traditional"``), each a ``Step``;
    ``warm_up`` brings back up to three tasks missed in other lessons first; ``record``
    keeps every try in the progress file."""

    view = traitlets.Unicode("steps").tag(sync=True)
    hands = traitlets.List(traitlets.Dict()).tag(sync=True)
    done = traitlets.List(traitlets.Dict()).tag(sync=True)  # the steps behind: title, stars
    step = traitlets.Dict().tag(sync=True)  # the step now: its title, rule, task
    feedback = traitlets.Dict().tag(sync=True)  # {"text", "right"}
    then_html = traitlets.Unicode("").tag(sync=True)  # the follow-up, once solved or shown
    buttons = traitlets.List(traitlets.Dict()).tag(sync=True)
    choices = traitlets.List(traitlets.Dict()).tag(sync=True)
    field = traitlets.Dict().tag(sync=True)  # the number's field: {"label"} or {}
    summary = traitlets.Unicode("").tag(sync=True)  # "Step 3 of 10 · ★ 7 of 30"

    INTENTS: ClassVar[dict[str, dict[str, Field]]] = {
        "tile": {"tile": (str, True), "hand": (str, False), "player": (int, False)},
        "play": {"move": (str, True)},
        "move": {"move": (str, True)},
        "check": {"answer": (str, False)},
        "choose": {"choice": (str, True)},
        "show": {},
        "next": {},
        "again": {},
    }

    def __init__(self, lesson: str, steps: Sequence[Step], *, warm_up: bool = True,
                 record: bool = True, lang: str | None = None) -> None:
        self.lesson = lesson
        self.record = record
        self._steps: list[Step] = [Step(s.task_id, s.title, s.text, s.then, s.lesson or lesson)
                                   for s in steps]
        lang = widget_language(lang)
        with language(lang):
            for s in self._steps:  # an unknown id fails here; each task is made when shown
                catalogue.check_task(s.lesson, s.task_id)
            known = _progress_call("store").load() if warm_up or record else None
            if known is not None and warm_up:
                self._steps[:0] = self._warm_ups(known)
            self._restore(known)
        self.current = next((k for k, s in enumerate(self._steps) if not s.open),
                            len(self._steps) - 1) if self._steps else 0
        self._work: State | None = None
        self.picked: list[int] = []
        super().__init__(lang=lang, words=words_of(WORDS))
        self._begin()
        made.append(self)

    def __repr__(self) -> str:
        return f"StepsWidget({self.lesson})"

    # -- progress --------------------------------------------------------------------------
    def _warm_ups(self, known: Progress) -> list[Step]:
        """Up to three tasks missed before in other lessons (those the catalogue has), from
        the progress file as read once for the steps (``known``)."""
        missed = known.warmup(self.lesson)
        steps = []
        for item in missed:
            try:
                task = (puzzle_task(item.task) if item.is_puzzle
                        else catalogue.task(item.lesson, item.task))
            except DominoError:
                continue
            steps.append(Step(item.task, _(WARM_UP), lesson=item.lesson, warm_up=True,
                              task=task))
        return steps[:3]

    def _restore(self, known: Progress | None) -> None:
        """The steps solved in an earlier visit, with their stars, from the progress file as
        read once for the steps (``known``)."""
        if not self.record or known is None:
            return
        kept = known.lessons.get(self.lesson, {})
        for s in self._steps:
            result = kept.get(s.task_id)
            if not s.warm_up and result is not None and result.solved:
                s.solved, s.shown = True, result.stars == 0
                s.tries = 4 - max(result.stars, 1)

    def _note(self, s: Step, right: bool | None) -> None:
        """Keep a try (``right``) or a shown answer (None) in the progress file; a puzzle
        keeps how it went once it is solved or shown."""
        if not self.record:
            return
        if isinstance(s.task, PuzzleTask):
            if right is None or right:
                result = "shown" if right is None else "first" if s.tries == 1 else "later"
                _progress_call("record_puzzle", s.task_id, result)
            return
        if right is None:
            _progress_call("record_shown", s.lesson, s.task_id, s.title)
        else:
            _progress_call("record_try", s.lesson, s.task_id, right, s.title)

    # -- the step now ----------------------------------------------------------------------
    @property
    def steps(self) -> list[Step]:
        return list(self._steps)

    @property
    def now(self) -> Step:
        return self._steps[self.current]

    @property
    def task(self) -> Task:
        return self.task_of(self.current)

    def task_of(self, k: int) -> Task:
        """The task of step ``k``, made when it is first asked for (in the widget's language):
        the first board waits for one task, not for every step's."""
        s = self._steps[k]
        if s.task is None:
            with language(self.lang):
                s.task = catalogue.task(s.lesson, s.task_id)
        return s.task

    def _begin(self) -> None:
        """Set up the step ``current``: a fresh copy of its position, nothing picked."""
        self._work = self.task.position.clone()
        self.picked = []
        self.feedback = {}
        self._refresh()

    @speaking
    def _speak(self) -> None:
        for s in self._steps:  # the tasks made so far, again in the new language
            if isinstance(s.task, PuzzleTask):
                s.task = puzzle_task(s.task_id)
            elif s.task is not None:
                s.task = catalogue.task(s.lesson, s.task_id)
            if s.warm_up:
                s.title = _(WARM_UP)
        self.words = words_of(WORDS)
        self._begin()

    # -- answering (the page's intents, and the same from Python) ---------------------------
    def _intent_tile(self, tile: str, hand: str | None = None, player: int | None = None) -> None:
        task, work = self.task, self._work
        assert work is not None
        t = held_tile(work, tile)
        if isinstance(task, TilesTask):
            self.picked = [p for p in self.picked if p != t] if t in self.picked else [
                *self.picked, t]
            self._refresh()
            return
        if not isinstance(task, MoveTask) or self.now.open:
            raise IntentError(_("this task is not answered with a tile"))
        self.picked = [] if self.picked == [t] else [t]
        self._refresh()
        if self.picked and not self._targets():  # it goes nowhere on the table: judge it
            self._try(f"play {TILES[t]}")

    def _intent_play(self, move: str) -> None:
        self._try(move)

    def _intent_move(self, move: str) -> None:
        if move not in getattr(self.task, "buttons", ()):
            raise IntentError(_("this task has no button {move}").format(move=repr(move)))
        self._try(move)

    def _try(self, move: str) -> None:
        task, work = self.task, self._work
        if not isinstance(task, MoveTask) or work is None or self.now.open:
            raise IntentError(_("this task is not answered with a move"))
        tried = task.try_move(work, move)
        self.picked = []
        if tried.right:  # the right move is made on the board: the learner sees what it did
            work.apply(work.parse_move(move))
        if tried.right is None:  # a move on the way (a draw): made, the learner goes on
            self.feedback = {"text": tried.text, "right": None}
        else:
            self._judged(tried.right, tried.text if tried.right is False
                         else _("Right: {why}").format(why=tried.text))
        self._refresh()

    def _intent_check(self, answer: str | None = None) -> None:
        task = self.task
        if self.now.open:
            raise IntentError(_("this step is done: go on with Next"))
        if isinstance(task, TilesTask):
            picked = [str(TILES[t]) for t in self.picked]
            verdict = task.judge(picked)
            if verdict.right and isinstance(task, SplitTask):  # the hands as he split them
                self._work = task.split_of([TILES[t] for t in self.picked])
        elif isinstance(task, NumberTask):
            verdict = task.judge(answer or "")
        else:
            raise IntentError(_("this task is answered on the board"))
        if verdict.counted:
            self._judged(verdict.right, verdict.text)
        else:
            self.feedback = {"text": verdict.text, "right": False}
        self._refresh()

    def _intent_choose(self, choice: str) -> None:
        task = self.task
        if not isinstance(task, ChoiceTask) or self.now.open:
            raise IntentError(_("this task has no choices"))
        verdict = task.judge(choice)
        if verdict.counted:
            self._judged(verdict.right, verdict.text)
        self._refresh()

    def _judged(self, right: bool, text: str) -> None:
        s = self.now
        s.tries += 1
        s.solved = right
        self._note(s, right)
        self.feedback = {"text": text, "right": right}
        if right:
            self.picked = []

    def _intent_show(self) -> None:
        if answers_locked():
            raise IntentError(_("the answers are switched off for this class"))
        s = self.now
        if not s.solved:
            s.shown = True
            self._note(s, None)
        self.feedback = {"text": self.task.answer_text(), "right": None}
        self._refresh()

    def _intent_next(self) -> None:
        if not self.now.open:
            raise IntentError(_("solve this task first, or ask for its answer"))
        if self.current + 1 >= len(self._steps):
            raise IntentError(_("this was the last step"))
        self.current += 1
        self._begin()

    def refresh(self) -> None:
        """Draw the step again (after the teacher switched the answers off or on)."""
        with language(self.lang):
            self._refresh()

    def _intent_again(self) -> None:
        feedback = self.feedback
        self._begin()
        self.feedback = feedback

    # -- from Python: what the clicks do -----------------------------------------------------
    def answer(self, *given: str) -> bool | None:
        """Answer the step now as the learner would: moves in notation one after another
        (``"draw"``, ``"play 4:3 on 3:1 west"``), the tiles to mark, a number or a choice;
        the verdict (None: a move on the way)."""
        task = self.task
        if isinstance(task, MoveTask):
            for move in given:
                self.handle_intent({"kind": "play", "move": move})
            return self.feedback.get("right")
        if isinstance(task, TilesTask):
            self.picked = []
            for tile in given:
                self.handle_intent({"kind": "tile", "tile": tile})
            self.handle_intent({"kind": "check"})
        elif isinstance(task, NumberTask):
            self.handle_intent({"kind": "check", "answer": str(given[0])})
        else:
            self.handle_intent({"kind": "choose", "choice": given[0]})
        return self.feedback.get("right")

    # -- the picture -----------------------------------------------------------------------
    def _targets(self) -> dict[int, int]:
        work = self._work
        if work is None or not isinstance(self.task, MoveTask) or len(self.picked) != 1:
            return {}
        tile = TILES[self.picked[0]].index
        targets: dict[int, int] = {}
        for a in work.legal_actions():
            if a >= 0 and TILES[tile_of(a)].index == tile and end_of(a) != LEAD:
                targets.setdefault(end_of(a), a)
        return targets

    def _refresh(self) -> None:
        s, task, work = self.now, self.task, self._work
        assert work is not None
        with self.hold_sync():
            self.step = {"number": self.current + 1, "count": len(self._steps),
                         "title": s.title, "html": markdown(s.text),
                         "question": task.instruction(), "kind": task.kind,
                         "warm_up": s.warm_up, "stars": stars_text(s.stars) if s.open else ""}
            self.done = [{"title": d.title, "stars": stars_text(d.stars),
                          "label": _("{title}: {n} of 3 stars").format(title=d.title,
                                                                       n=d.stars),
                          "then": markdown(d.then)}
                         for d in self._steps[:self.current]]
            self.then_html = markdown(s.then) if s.open else ""
            self._draw_board(task, work)
            self.choices = ([{"value": c, "label": c} for c in task.choices]
                            if isinstance(task, ChoiceTask) and not s.open else [])
            self.field = ({"label": _("Your answer")} if isinstance(task, NumberTask)
                          and not s.open else {})
            self.buttons = self._buttons(task, s)
            self.summary = self._summary()
            self.status = self._status(task, s)

    def _draw_board(self, task: Task, work: State) -> None:
        mover = task.position.turn  # his hand stays in view once his move is made
        on_board = isinstance(task, MoveTask | TilesTask)
        board, _caption = board_picture(work, viewer=mover if on_board else None,
                                        reveal=not on_board, targets=self._targets() or None)
        # an empty table only where a tile may be led onto it
        self.board_svg = board if work.table.placed or isinstance(task, MoveTask) else ""
        self.board_caption = ""
        label = board_words(work)
        if on_board:
            name = work.players[mover]
            count = len(work.hands[mover])
            entry: dict[str, Any] = {
                "player": mover, "name": name, "turn": True, "human": True, "own": True,
                "count": count,
                "label": ngettext("{name}: {n} tile", "{name}: {n} tiles", count).format(
                    name=name, n=count),
                "svg": hand_svg(work, mover, selected=set(self.picked), per_row=PER_ROW)}
            groups = hand_groups(work, mover)
            if len(groups) > 1:
                entry["groups"] = [{"label": f"{lab}: {len(tiles)}", "hand": hand,
                                    "svg": hand_svg(work, mover, group=k,
                                                    selected=set(self.picked),
                                                    per_row=PER_ROW) if tiles else ""}
                                   for k, ((lab, tiles), hand) in enumerate(
                                       zip(groups, ("left", "right"), strict=False))]
            self.hands = [entry]
        else:  # a question about the whole position: every hand open, none to click
            self.hands = [{"player": p, "name": n, "turn": False, "human": False, "own": False,
                           "count": len(work.hands[p]), "label": n,
                           "svg": hand_svg(work, p, per_row=PER_ROW)}
                          for p, n in enumerate(work.players) if work.hands[p]]
            label += " " + " ".join(f"{n}: {', '.join(str(t) for t in work.hand_tiles(p))}."
                                    for p, n in enumerate(work.players) if work.hands[p])
        self.board_label = label

    def _buttons(self, task: Task, s: Step) -> list[dict[str, Any]]:
        row: list[dict[str, Any]] = []
        if isinstance(task, MoveTask) and not s.open:
            row += [{"kind": "move", "move": b, "label": _(BUTTON_WORDS[b])}
                    for b in task.buttons]
            if self._work is not None and len(self._work.history) > len(task.position.history):
                row.append({"kind": "again", "label": _("Start the task again")})
        if isinstance(task, TilesTask | NumberTask) and not s.open:
            row.append({"kind": "check", "label": _("Check"), "primary": True})
        if not s.open and not answers_locked():
            row.append({"kind": "show", "label": _("Show me")})
        elif self.current + 1 < len(self._steps):
            row.append({"kind": "next", "label": _("Next step"), "primary": True})
        return row

    def _summary(self) -> str:
        earned = sum(s.stars for s in self._steps)
        return _("Step {n} of {count} · ★ {stars} of {most}").format(
            n=self.current + 1, count=len(self._steps), stars=earned,
            most=3 * len(self._steps))

    def _status(self, task: Task, s: Step) -> str:
        if s.open:
            if self.current + 1 < len(self._steps):
                return _("Done. Read what follows, then go on with Next step.")
            return _("The last step is done: ★ {stars} of {most}.").format(
                stars=sum(x.stars for x in self._steps), most=3 * len(self._steps))
        if isinstance(task, MoveTask) and self.picked and self._targets():
            return _("Now click the end where {tile} goes.").format(tile=TILES[self.picked[0]])
        return ""  # the question above says what to do


def _progress_call(name: str, *args: Any) -> Any:
    """Call ``domino_widgets.progress``'s function ``name``; its problems (a damaged file...)
    are in ``progress.notice()``, never raised at the learner."""
    from .. import progress

    return getattr(progress, name)(*args)


def stars_table(lessons: Sequence[tuple[str, str]]) -> str:
    """Each lesson's stars (from the progress file) as an HTML table: (notebook name, title)
    rows, for the start lesson."""
    stars = _progress_call("lesson_stars") or {}
    lesson_word, stars_word = html.escape(_("Lesson")), html.escape(_("Stars"))
    rows = []
    for name, title in lessons:
        n = stars.get(name, 0)
        said = html.escape(ngettext("{n} star", "{n} stars", n).format(n=n))
        rows.append(f'<tr><td>{html.escape(title)}</td><td aria-label="{said}">★ {n}</td></tr>')
    head = f'<thead><tr><th scope="col">{lesson_word}</th><th scope="col">{stars_word}</th></tr>'
    return (f'<table class="dw-stars-table">{head}</thead><tbody>{"".join(rows)}</tbody>'
            "</table>")
