"""What the puzzle widget works out from its board: the moves of the tile clicked (and whether
its end alone tells them apart), the buttons for the moves no end names, the verdict shown,
and the board with the answer outlined. Functions of the position, the tiles clicked and the
puzzle, so that ``puzzle.py`` keeps the widget's flow."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine.actions import end_of, tile_of
from ..engine.i18n import _
from ..engine.state import State
from ..engine.tiles import TILES


def tile_actions(state: State, picked: Sequence[int]) -> list[int]:
    """The legal placements of the one tile clicked (none if not exactly one)."""
    if len(picked) != 1:
        return []
    wanted = TILES[picked[0]].index
    return [a for a in state.legal_actions() if a >= 0 and TILES[tile_of(a)].index == wanted]


def ambiguous(state: State, picked: Sequence[int]) -> bool:
    """Whether the tile clicked has more moves than its ends tell apart (a lead, face down or
    not, a cut): its moves are then buttons."""
    actions = tile_actions(state, picked)
    return len(actions) > max(1, len({end_of(a) for a in actions}))


def choice_buttons(state: State, picked: Sequence[int], open_: bool) -> list[dict[str, Any]]:
    """The moves of the tile clicked when its end alone does not tell them apart (while the
    puzzle is ``open_``), and the moves without a tile (draw, pass)."""
    from ..engine.words import move_words
    from .hints import sentence_case

    shown = tile_actions(state, picked) if open_ and ambiguous(state, picked) else []
    shown += [a for a in state.legal_actions() if a < 0]
    return [{"kind": "play", "move": state.move_text(a),
             "label": sentence_case(move_words(state.describe(a)))} for a in shown]


def verdict_of(puzzle: Any, said: tuple[str, str]) -> dict[str, Any]:
    """What the verdict box shows: the answer (``("shown", "")``), the verdict on a move
    (``("judged", move)``), or nothing."""
    kind, move = said
    if kind == "shown":
        return {"right": None, "text": _("The answer: {answer}").format(
            answer=puzzle.solution())}
    if kind != "judged":
        return {}
    verdict = puzzle.judge(move)
    text = verdict.text if verdict.right else _("{reason} Try again, or show the "
                                               "answer.").format(reason=verdict.text)
    return {"right": bool(verdict.right), "text": text}


def answer_board(state: State, answer: str, board: str) -> str:
    """The board with the answer (notation) outlined; ``board`` where the answer is no
    placement."""
    from .pictures import board_picture

    action = state.parse_move(answer)
    if action < 0:
        return board
    outlined, _caption = board_picture(state, viewer=state.turn, outlines=((action, "best"),))
    return outlined
