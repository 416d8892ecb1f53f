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

if TYPE_CHECKING:
    from .engine.state import State
    from .teaching import Verdict

Judge = Callable[[Any], "Verdict"]


class Exercise(w.VBox):
    """A question with a way to answer it (tiles of the hand, a number, a choice), a Check
    button, feedback, and a Show the answer button."""

    def __init__(self, question: str, answer_box: w.Widget, read: Callable[[], Any],
                 judge: Judge, solution: Callable[[], str], board: str = "") -> None:
        self.question = question
        self._read, self._judge, self._solution = read, judge, solution
        self.feedback = w.HTML("", layout=w.Layout(min_height="1.5em"))
        self.check_button = w.Button(description="Check", button_style="primary")
        self.show_button = w.Button(description="Show the answer")
        self.check_button.on_click(lambda _: self.check())
        self.show_button.on_click(lambda _: self.reveal())
        parts: list[w.Widget] = [w.HTML(f"<b>{html.escape(question)}</b>")]
        if board:
            parts.append(w.HTML(board, layout=w.Layout(max_width="100%", overflow="auto")))
        parts += [answer_box, w.HBox([self.check_button, self.show_button]), self.feedback]
        super().__init__(parts)
        self.add_class("dw-exercise")

    def __repr__(self) -> str:
        """What a page without a kernel shows (the docs site): the question, never the answer."""
        return f"Exercise: {self.question} (answer it in a running notebook)"

    def check(self) -> Verdict:
        """Check the answer given in the widget; the feedback shows under it."""
        verdict = self._judge(self._read())
        self.feedback.value = verdict._repr_html_()
        return verdict

    def reveal(self) -> str:
        """Show the right answer and why."""
        text = self._solution()
        body = html.escape(text).replace("\n", "<br>")
        self.feedback.value = f'<div style="font-family:sans-serif">{body}</div>'
        return text


class TilesExercise(Exercise):
    """Answered by clicking tiles of the mover's hand, under the table: one tile or several."""

    def __init__(self, question: str, state: State, judge: Judge, solution: Callable[[], str],
                 several: bool = False) -> None:
        from .render import table_svg

        self.tiles = [str(t) for t in state.hand_tiles(state.turn)]
        self.buttons = [w.ToggleButton(description=t, layout=w.Layout(width="auto"))
                        for t in self.tiles]
        if not several:
            for button in self.buttons:
                button.observe(self._only_one, "value")
        self.several = several
        player = state.players[state.turn]
        box = w.VBox([w.HTML(f"{html.escape(player)}'s hand (click"
                             f" {'every tile that applies' if several else 'a tile'}):"),
                      w.HBox(self.buttons, layout=w.Layout(flex_flow="row wrap"))])
        super().__init__(question, box, self.chosen, judge, solution,
                         board=table_svg(state, reveal=True))

    def _only_one(self, change: dict[str, Any]) -> None:
        if change["new"]:
            for button in self.buttons:
                if button is not change["owner"]:
                    button.value = False

    def chosen(self) -> Any:
        """The tile chosen (None for none), or with ``several`` the list of tiles chosen."""
        picked = [t for t, b in zip(self.tiles, self.buttons, strict=True) if b.value]
        return picked if self.several else (picked[0] if picked else None)

    def answer(self, *tiles: str) -> Verdict:
        """Click these tiles (and no other), then Check."""
        from .engine.tiles import parse_tile

        wanted = {parse_tile(t) for t in tiles}
        for t, button in zip(self.tiles, self.buttons, strict=True):
            button.value = parse_tile(t) in wanted
        return self.check()


class NumberExercise(Exercise):
    """Answered by typing a number."""

    def __init__(self, question: str, judge: Judge, solution: Callable[[], str],
                 board: str = "") -> None:
        self.field = w.Text(placeholder="a number", layout=w.Layout(width="8em"))
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

            raise OptionError(f"not one of the answers: {choice!r}; they are "
                              f"{', '.join(self.choices.options)}")
        self.choices.value = choice
        return self.check()
