"""A puzzle's words: right, wrong (a reason that never names the answer), refused, and the
answer with its reason. Made from the facts the evaluation stored, in the current language;
a move is said by ``move_words``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from ..bots.reasons import points_words
from ..engine.actions import tile_of
from ..engine.i18n import _
from ..engine.tiles import TILES
from ..engine.words import move_words
from .base import Facts

if TYPE_CHECKING:
    from ..engine.state import State


class Puzzle(Protocol):
    """What the words read of a ``model.Puzzle`` (which says itself by this module)."""

    @property
    def answer(self) -> str: ...
    @property
    def values(self) -> dict[str, float]: ...
    @property
    def facts(self) -> dict[str, Facts]: ...
    @property
    def exact(self) -> bool: ...


def said(state: State, notation: str) -> str:
    """A move in notation, in words."""
    return move_words(state.describe(state.parse_move(notation)))


def _pips(state: State, notation: str) -> int:
    action = state.parse_move(notation)
    return TILES[tile_of(action)].pips if action >= 0 else 0


def _facts(puzzle: Puzzle, name: str) -> Facts:
    return puzzle.facts.get(name) or Facts()


def _runner_up(puzzle: Puzzle) -> float:
    others = [v for k, v in puzzle.values.items() if k != puzzle.answer]
    return max(others) if others else puzzle.values[puzzle.answer]


def refused(why: str) -> str:
    return _("That move cannot be made here: {why}").format(why=why)


def right(puzzle: Puzzle, state: State, played: str | None = None) -> str:
    """The verdict on the answer, named as it was ``played`` (notation: a centre's other free
    side names the same move)."""
    return _("Right: {answer}").format(answer=solution(puzzle, state, played))


def solution(puzzle: Puzzle, state: State, played: str | None = None) -> str:
    """The answer in words (as ``played``, where given) and why it is best."""
    best = _facts(puzzle, puzzle.answer)
    now = round(best.now)
    others_now = [round(_facts(puzzle, k).now) for k in puzzle.values if k != puzzle.answer]
    parts = []
    if now > 0 and all(n < now for n in others_now):
        parts.append(_("it scores {points}, more than any other move").format(
            points=points_words(now)))
    elif now > 0:
        parts.append(_("it scores {points}").format(points=points_words(now)))
    if best.ends:
        parts.append(_("it ends the hand"))
    gap = puzzle.values[puzzle.answer] - _runner_up(puzzle)
    if puzzle.exact:
        parts.append(_("played out to the end of the hand, it leaves you {points} better off "
                       "than the next best move (worked out exactly)").format(
            points=points_words(gap)))
    else:
        parts.append(_("played out to the end of the hand, it leaves you about {points} better "
                       "off than the next best move").format(points=points_words(gap)))
    return _("{move}: {why}.").format(move=said(state, played or puzzle.answer),
                                      why="; ".join(parts))


def wrong(puzzle: Puzzle, state: State, name: str) -> str:
    """Why the move ``name`` (notation) is not the best, without naming the best."""
    mine, best = _facts(puzzle, name), _facts(puzzle, puzzle.answer)
    move = said(state, name)
    loss = points_words(puzzle.values[puzzle.answer] - puzzle.values[name])
    replier = state.players[(state.turn + 1) % state.n]
    if round(mine.now) < round(best.now):
        if round(mine.now) <= 0:
            why = _("{move} scores nothing, and there is a move that scores now").format(
                move=move)
        else:
            why = _("{move} scores {points}, and there is a move that scores more now").format(
                move=move, points=points_words(mine.now))
    elif not mine.ends and mine.reply > best.reply and mine.reply > 0:
        why = _("{move} leaves {name} an end to score {points} on").format(
            move=move, name=replier, points=points_words(mine.reply))
    elif best.ends and not mine.ends:
        why = _("{move} does not end the hand, and here a move that does is better").format(
            move=move)
    elif not state.rules.scores_during_play and _pips(state, puzzle.answer) > _pips(state,
                                                                                    name):
        why = _("{move}: another tile has more pips, and the pips you keep count against "
                "you when the hand ends").format(move=move)
    else:
        return _("Not the best: {move}, played out to the end of the hand, leaves you about "
                 "{points} worse off than the best move.").format(move=move, points=loss)
    return _("Not the best: {why}. Played out to the end of the hand, it leaves you about "
             "{points} worse off than the best move.").format(why=why, points=loss)
