"""Words and small HTML pieces the widgets show: the end-of-hand summary, move lines."""

from __future__ import annotations

from html import escape
from typing import Any, NamedTuple

from ..engine.games.base import HandResult
from ..engine.state import State
from ..render.scores import agree

REASONS = {
    "domino": "{winner} went out",
    "blocked": "the hand is blocked (рыба)",
    "bound": "the turn limit is reached: the hand counts as blocked",
}


def hand_end_text(state: State, result: HandResult) -> str:
    """One line: how hand ``result`` ended and who won it."""
    names = state.players
    winner = names[result.winner] if result.winner is not None else None
    how = REASONS.get(result.reason, result.reason).format(winner=winner)
    if result.reason != "domino":
        how += f", won by {winner}" if winner is not None else ", nobody wins it"
    return f"Hand {result.number + 1} is over: {how}."


def summary_html(state: State, result: HandResult | None = None) -> str:
    """The end-of-hand summary, for ``result`` (default: the last hand played): one sentence,
    then a table with one number per cell: pips left, points of the hand, total."""
    if result is None:
        if not state.results:
            return ""
        result = state.results[-1]
    totals = result.totals or state.scores
    rows = []
    for p, name in enumerate(state.players):
        points = result.points[p]
        shown = f"{points:+d}" if points else "0"
        klass = ' class="dw-minus"' if points < 0 else (' class="dw-plus"' if points > 0 else "")
        rows.append(f'<tr><th scope="row">{escape(name)}</th><td>{result.pips[p]}</td>'
                    f"<td{klass}>{shown}</td><td>{totals[p]}</td></tr>")
    sentence = escape(hand_end_text(state, result))
    return (f'<p class="dw-summary-text">{sentence}</p><table class="dw-summary">'
            f'<tr><th scope="col">Player</th><th scope="col">Pips left</th>'
            f'<th scope="col">Points this hand</th><th scope="col">Total</th></tr>'
            f"{''.join(rows)}</table>")


def signed(points: int) -> str:
    """``+10``, ``-5``; an empty string for 0."""
    return f"{points:+d}" if points else ""


class LogLine(NamedTuple):
    """One line of a game's log: the history length after it, its hand, who moved (None for
    the end of a hand), whether it was a draw, and its text."""

    n: int
    hand: int
    player: int | None
    draw: bool
    text: str


def log_groups(state: State, lines: list[LogLine]) -> list[dict[str, Any]]:
    """The log of the match hand by hand: ``[{"title": "Hand 1", "lines": [...]}]``; a run of
    draws by one player reads as one line ("Bot 3 draws 4 tiles")."""
    groups: list[dict[str, Any]] = []
    run = 0
    for k, line in enumerate(lines):
        if not groups or groups[-1]["hand"] != line.hand:
            groups.append({"hand": line.hand, "title": f"Hand {line.hand + 1}", "lines": []})
        if line.draw:
            run += 1
            following = lines[k + 1] if k + 1 < len(lines) else None
            if following is not None and following.draw and following.player == line.player \
                    and following.hand == line.hand:
                continue
            name = state.players[line.player] if line.player is not None else ""
            what = "a tile" if run == 1 else f"{run} tiles"
            groups[-1]["lines"].append(f"{agree(name, 'draws', 'draw')} {what}")
            run = 0
            continue
        groups[-1]["lines"].append(line.text)
    return groups


def board_words(state: State) -> str:
    """The position in words, for a screen reader: the game, the open ends, whose turn it is
    and the scores."""
    title = state.rules.title or state.rules.name
    parts = [f"{title}, hand {state.hand_no + 1}."]
    placed = len(state.table.placed)
    if not placed:
        parts.append("The table is empty.")
    else:
        ends = ", ".join(str(e.value) for e in state.table.ends)
        tiles = f"{placed} tile{'s' if placed != 1 else ''} on the table"
        parts.append(f"{tiles}; open ends: {ends}." if ends else f"{tiles}; no open end.")
    if state.match_over:
        parts.append("The match is over.")
    elif state.hand_over is not None:
        parts.append("The hand is over.")
    else:
        parts.append(f"{agree(state.players[state.turn], 'is', 'are')} to play.")
    scores = ", ".join(f"{name} {score}" for name, score in zip(state.players, state.scores,
                                                                  strict=True))
    parts.append(f"Scores: {scores}.")
    return " ".join(parts)
