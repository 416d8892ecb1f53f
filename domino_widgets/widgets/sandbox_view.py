"""What the sandbox shows of a position: every legal move with the points it scores, the
hands (to see and to edit), the status, and the position after a chosen move with each
opponent's answers. Functions of the position; the widget puts them in its traits."""

from __future__ import annotations

from typing import Any

from ..engine.games.cross_two_hands import two_hands_of
from ..engine.i18n import _, ngettext
from ..engine.state import State
from ..engine.tiles import TILES
from ..render.scores import count_tiles, you_or
from .hints import sentence_case
from .pictures import board_picture, hand_svg
from .sandbox_edits import finish_turn
from .text import board_words, hand_end_text, move_words


def move_points(state: State) -> list[tuple[int, int, bool]]:
    """(action, points for the mover, whether the hand ends) for every legal action."""
    twin = state.clone()
    mover = state.turn
    out = []
    for action in state.legal_actions():
        before, results = twin.scores[mover], len(twin.results)
        steps = len(twin.history)
        twin.apply(action)
        finish_turn(twin, mover)
        out.append((action, twin.scores[mover] - before, len(twin.results) > results))
        while len(twin.history) > steps:
            twin.undo()
    return out


def move_list(state: State) -> list[dict[str, Any]]:
    """Every legal move: its notation, its words and the points it scores."""
    moves = []
    for action, points, ends in move_points(state):
        text = f"{points:+d}" if points else "0"
        if ends:
            text += ", " + _("hand ends")
        moves.append({"move": state.move_text(action),
                      "label": sentence_case(move_words(state.describe(action))),
                      "points": points, "points_text": text})
    return moves


def after(state: State, action: int) -> State:
    """The position after ``action`` (its turn finished), on a copy."""
    twin = state.clone()
    mover = twin.turn
    twin.apply(action)
    finish_turn(twin, mover)
    return twin


def hand_entry(state: State, p: int, hint_tile: int | None = None,
               later: State | None = None) -> dict[str, Any]:
    """A hand: its picture (during a preview, as it is ``later``, after the move) and its
    tiles to edit (as they are now)."""
    drawn = later if later is not None else state
    on_turn = p == state.turn and state.hand_over is None and not state.match_over
    name = state.players[p]
    options: dict[str, Any] = {"face_up": True, "per_row": 8,
                               "hinted": hint_tile if on_turn and later is None else None}
    entry = {"player": p, "name": name, "turn": on_turn, "human": True,
             "svg": hand_svg(drawn, p, **options) if drawn.hands[p] else "",
             "tiles": " ".join(str(TILES[t]) for t in state.hands[p]),
             "tiles_label": _("The tiles of {name}").format(name=name),
             "label": f"{name}: {count_tiles(len(state.hands[p]))}"}
    if state.rules.two_hands:  # Cross in two hands: the left and the right hand
        entry.update(two_hands_entry(state, drawn, p, options))
    return entry


def two_hands_entry(state: State, drawn: State, p: int,
                    options: dict[str, Any]) -> dict[str, Any]:
    """Cross in two hands: a hand's left and right tiles to edit, and their pictures."""
    name = state.players[p]
    left, right = two_hands_of(state).hands_of(state, p)
    sides = zip((_("Left hand"), _("Right hand")), two_hands_of(drawn).hands_of(drawn, p),
                strict=True)
    return {"tiles": " ".join(str(TILES[t]) for t in left),
            "right": " ".join(str(TILES[t]) for t in right),
            "left_label": _("The left hand of {name}").format(name=name),
            "right_label": _("The right hand of {name}").format(name=name),
            "groups": [{"label": f"{side}: {len(tiles)}",
                        "svg": hand_svg(drawn, p, group=k, **options) if tiles else ""}
                       for k, (side, tiles) in enumerate(sides)]}


def status_text(state: State, previewing: bool) -> str:
    """Whose turn it is and what to do, or how the hand or match ended."""
    if state.match_over:
        return you_or(state.players[state.winner or 0], _("The match is over: You win."),
                      _("The match is over: {name} wins."))
    if state.hand_over is not None:
        return hand_end_text(state, state.hand_over)
    if previewing:
        return _("The board shows the position after this move. Play it, choose another "
                 "move, or go back.")
    count = len(state.legal_actions())
    moves = ngettext("{n} move", "{n} moves", count).format(n=count)
    return you_or(state.players[state.turn],
                  _("You are on turn. Choose a move to see the position after it and the "
                    "answers ({moves})."),
                  _("{name} is on turn. Choose a move to see the position after it and the "
                    "answers ({moves})."), moves=moves)


def preview_of(state: State, action: int) -> dict[str, Any]:
    """The position after ``action``: its title (the move and its points), picture, words,
    every opponent's answers and the buttons to play it or go back."""
    mover = state.turn
    move = state.describe(action)
    twin = after(state, action)
    points = twin.scores[mover] - state.scores[mover]
    answers = [answers_of(twin, q) for q in range(state.n) if q != mover]
    title = _("After {name}: {move}").format(name=state.players[mover], move=move_words(move))
    title += " (" + (ngettext("{n} points", "{n} points", abs(points)).format(n=f"{points:+d}")
                     if points else _("no points")) + ")"  # the move's words hold commas
    if twin.hand_over is not None:
        title += ". " + hand_end_text(twin, twin.hand_over)
    svg, caption = board_picture(twin, reveal=True)
    buttons = [{"kind": "play", "move": str(move), "label": _("Play this move")},
               {"kind": "clear_preview", "label": _("Back")}]
    return {"move": str(move), "title": title, "svg": svg, "caption": caption,
            "label": board_words(twin), "answers": answers, "buttons": buttons}


def answers_of(twin: State, q: int) -> dict[str, Any]:
    """What player ``q`` could answer in the position ``twin`` (his real hand)."""
    name = twin.players[q]
    if twin.hand_over is not None or twin.match_over:
        return {"player": q, "name": name, "title": name, "moves": []}
    moves = [move_words(twin.describe(a)) for a in twin.rules.placements(twin, q)]
    if not moves:
        moves = [_("no tile fits: draws or passes")]
    title = (_("{name} could answer (next on turn)") if twin.turn == q
             else _("{name} could answer")).format(name=name)
    return {"player": q, "name": name, "title": title, "moves": moves}
