"""Exercises as questions: a small widget asks, the engine checks the learner's answer, and the
feedback says why in the lesson's terms without giving the right answer away; "Show the
answer" reveals it, with the reasoning, only when asked.

Made with ``teaching.ask_*`` (``ask_best_move(position)``, ``ask_count(position)``, ...). A
stored notebook shows the question only: the answer is worked out when the learner asks.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from .engine.i18n import N_, _, current_language, language

if TYPE_CHECKING:
    from .engine.state import State
    from .teaching import Verdict

Judge = Callable[[Any], "Verdict"]

OFFLINE_CLASS = "dw-exercise-offline"
OFFLINE = N_("This page is a stored copy of the notebook: the Check button needs Python. Run "
             "the notebook to answer (on the docs site: Open in the browser).")
"""What the stored copy of an exercise says under it, where no kernel answers (written into the
notebook's widget state by tools/make_notebooks.py)."""


class Exercise(w.VBox):
    """A question with a way to answer it (tiles of the hand, a number, a choice), a Check
    button, feedback, and a Show the answer button. It speaks the language of the moment it
    is made in, also when its buttons are pressed later."""

    def __init__(self, question: str, answer_box: w.Widget, read: Callable[[], Any],
                 judge: Judge, solution: Callable[[], str], board: str = "") -> None:
        self.question = question
        self.lang = current_language()
        self._read, self._judge, self._solution = read, judge, solution
        self.feedback = w.HTML("", layout=w.Layout(min_height="1.5em")).add_class(
            "dw-exercise-feedback")
        self.check_button = w.Button(description=_("Check"), button_style="primary")
        self.show_button = w.Button(description=_("Show the answer"))
        self.check_button.on_click(lambda _: self.check())
        self.show_button.on_click(lambda _: self.reveal())
        parts: list[w.Widget] = [w.HTML(f"<b>{html.escape(question)}</b>")]
        if board:
            parts.append(w.HTML(board, layout=w.Layout(max_width="100%", overflow="auto")))
        # empty while a kernel answers; a stored copy of the notebook says there how to answer
        self.offline = w.HTML("").add_class(OFFLINE_CLASS)
        parts += [answer_box, w.HBox([self.check_button, self.show_button]), self.feedback,
                  self.offline]
        super().__init__(parts)
        self.add_class("dw-exercise")

    def __repr__(self) -> str:
        """What a page without a kernel shows (the docs site): the question, never the answer."""
        with language(self.lang):
            return _("Exercise: {question} (answer it in a running notebook)").format(
                question=self.question)

    def check(self) -> Verdict:
        """Check the answer given in the widget; the feedback shows under it."""
        with language(self.lang):
            verdict = self._judge(self._read())
        self.feedback.value = verdict._repr_html_()
        return verdict

    def reveal(self) -> str:
        """Show the right answer and why."""
        with language(self.lang):
            text = self._solution()
        body = html.escape(text).replace("\n", "<br>")
        self.feedback.value = f'<div style="font-family:sans-serif">{body}</div>'
        return text


class TilesExercise(Exercise):
    """Answered on the board (``ExerciseBoard``): click a tile of the mover's hand, several
    with ``several``; with ``ends``, then the marked end where it goes (that click checks)."""

    def __init__(self, question: str, state: State, judge: Judge, solution: Callable[[], str],
                 several: bool = False, ends: bool = False) -> None:
        from .widgets.exercise_board import ExerciseBoard

        self.board = ExerciseBoard(state, several=several, ends=ends, on_answer=self.check)
        self.tiles = self.board.tiles()
        self.several = several
        super().__init__(question, self.board, self.chosen, judge, solution)

    def chosen(self) -> Any:
        """The answer on the board: the tile clicked (None for none), or the move when an end
        was clicked too; with ``several`` the list of tiles clicked."""
        from .engine.tiles import TILES

        picked = [str(TILES[t]) for t in self.board.picked]
        if self.several:
            return picked
        return self.board.move or (picked[0] if picked else None)

    def answer(self, *tiles: str) -> Verdict:
        """Click these tiles (and no other), then Check; a move in notation (``"play 5:6 on
        1:5 west"``) clicks its tile, then its end."""
        if len(tiles) == 1 and tiles[0].startswith("play "):
            self.board.choose([], move=tiles[0])
        else:
            self.board.choose(list(tiles))
        return self.check()


class NumberExercise(Exercise):
    """Answered by typing a number."""

    def __init__(self, question: str, judge: Judge, solution: Callable[[], str],
                 board: str = "") -> None:
        self.field = w.Text(placeholder=_("a number"), layout=w.Layout(width="8em"))
        super().__init__(question, self.field, lambda: self.field.value, judge, solution, board)

    def answer(self, value: int | str) -> Verdict:
        """Type ``value``, then Check."""
        self.field.value = str(value)
        return self.check()


class ChoiceExercise(Exercise):
    """Answered by choosing one of a few answers."""

    def __init__(self, question: str, choices: Sequence[str], judge: Judge,
                 solution: Callable[[], str]) -> None:
        self.choices = w.ToggleButtons(options=list(choices), value=None)
        super().__init__(question, self.choices, lambda: self.choices.value, judge, solution)

    def answer(self, choice: str) -> Verdict:
        """Choose ``choice``, then Check."""
        if choice not in self.choices.options:
            from .engine.errors import OptionError

            raise OptionError(_("not one of the answers: {choice}; they are {choices}").format(
                choice=repr(choice), choices=", ".join(self.choices.options)))
        self.choices.value = choice
        return self.check()
