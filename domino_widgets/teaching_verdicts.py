"""The verdicts of the lessons' exercises: a learner's answer read (a tile, a number), judged,
and said in a sentence or two (``Verdict``), never a traceback. ``teaching.py`` is the front.
"""

from __future__ import annotations

import functools
import html
import inspect
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .engine.errors import DominoError
from .engine.i18n import N_, _
from .engine.tiles import Tile, parse_tile

NO_ANSWER = N_("Type your answer in the cell above (between the quotes or after the =), then "
              "run it.")


@dataclass(frozen=True)
class Verdict:
    """The result of a check: right or not, and a sentence or two that says why."""

    right: bool
    text: str
    counted: bool = True
    """False when the learner gave no answer to judge (blank, not a number): no try is
    counted."""

    def __bool__(self) -> bool:
        return self.right

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        colour = "#1b7f3b" if self.right else "#a33a00"
        body = html.escape(self.text).replace("\n", "<br>")
        return f'<div style="color:{colour};font-family:sans-serif">{body}</div>'


def answered(answer: Any) -> bool:
    return answer is not None and not (isinstance(answer, str) and not answer.strip())


def needs_answer(check_answer: Callable[..., Verdict]) -> Callable[..., Verdict]:
    """A check that first asks for an answer when the learner's cell left it blank."""
    signature = inspect.signature(check_answer)

    @functools.wraps(check_answer)
    def checked(*args: Any, **kwargs: Any) -> Verdict:
        if not answered(signature.bind(*args, **kwargs).arguments.get("answer")):
            return Verdict(False, _(NO_ANSWER), counted=False)
        return check_answer(*args, **kwargs)

    return checked


def verdict_of(right: bool, text: str) -> Verdict:
    return Verdict(right, (_("Right: {why}") if right else _("Not quite: {why}")).format(why=text))


def read_tile(answer: Any) -> Tile | None:
    """A tile from a learner's answer ("3:5", "5-3", "3|5" or a Tile), else None."""
    if isinstance(answer, Tile):
        return answer
    text = str(answer).strip().split(" ")[0].strip(",.;")
    try:
        return parse_tile(text)
    except DominoError:
        return None


def cannot_read(answer: Any, what: str) -> str:
    """``I cannot read 'x' as a number.``"""
    return _("I cannot read {answer} as {what}.").format(answer=repr(answer), what=what)


def read_int(answer: Any) -> int | None:
    if isinstance(answer, bool):
        return None
    if isinstance(answer, int):
        return answer
    match = re.fullmatch(r"\s*([+-]?\d+)\s*(points?|pips?)?\s*", str(answer))
    return int(match.group(1)) if match else None


@needs_answer
def check(answer: Any, expected: Any, why: str = "") -> Verdict:
    """The plainest check: ``answer`` equals ``expected`` (tiles compare by their faces,
    numbers and names loosely). ``why`` explains the right answer."""
    if isinstance(expected, str) and read_tile(expected) is not None:
        expected = read_tile(expected)
    if isinstance(expected, Tile):
        tile = read_tile(answer)
        right = tile is not None and tile == expected
    elif isinstance(expected, int) and not isinstance(expected, bool):
        right = read_int(answer) == expected
    else:
        right = str(answer).strip().casefold() == str(expected).strip().casefold()
    tail = f" {why}" if why else ""
    if right:
        return verdict_of(True, f"{expected}.{tail}")
    return verdict_of(False, _("you answered {answer}; the answer is {expected}.").format(
        answer=answer, expected=expected) + tail)


# -- what an exercise says: a wrong answer's reason, the answer on "Show the answer" ---------
def not_quite(text: str) -> Verdict:
    return Verdict(False, _("Not quite: {why} Try again, or show the answer.").format(why=text))


def solution_text(verdict: Verdict) -> str:
    return _("The answer: {answer}").format(
        answer=verdict.text.removeprefix(_("Right: {why}").format(why="")))


def answer_is(expected: Any, why: str) -> str:
    return _("The answer: {answer}").format(answer=f"{expected}. {why}")


def judge_against(expected: str, why: str, hint: str, blank: str,
                  exact: bool = False) -> Callable[[Any], Verdict]:
    """A check of an answer against ``expected``: why when right, the ``hint`` when not.
    With ``exact`` (a choice among written answers) the answer must be ``expected`` itself:
    "4:4 on 6:4, north" is not "4:4 on 6:4, north, face down" though both begin with 4:4."""
    def judge(answer: Any) -> Verdict:
        if not answered(answer):
            return Verdict(False, _(blank), counted=False)
        if answer == expected if exact else check(answer, expected):
            return verdict_of(True, f"{expected}. {why}")
        return not_quite(_("not {answer}.").format(answer=answer) + (" " + hint if hint else ""))

    return judge
