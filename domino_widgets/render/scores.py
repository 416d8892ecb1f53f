"""The score sheet as an HTML table: players as columns, one row per hand, totals, target."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..engine.games.base import HandResult
    from ..engine.state import State

RIGHT = ' style="text-align:right"'
YOU = "You"  # the name a widget gives a single human seat: "You lead", not "You leads"
REASONS = {"domino": "{winner} went out", "blocked": "blocked", "bound": "turn limit reached"}


def hand_rows(state: State) -> list[tuple[str, list[int], list[int]]]:
    """One row per finished hand, then the hand in play: (label, points scored during play,
    points of the hand's end) per player."""
    names = state.players
    n = len(names)
    rows = []
    before = [0] * n
    for r in state.results:
        after = list(r.totals) if r.totals else [b + p for b, p in zip(before, r.points,
                                                                       strict=True)]
        in_play = [a - b - p for a, b, p in zip(after, before, r.points, strict=True)]
        rows.append((hand_label(state, r), in_play, list(r.points)))
        before = after
    if state.hand_over is None and not state.match_over:
        in_play = [s - b for s, b in zip(state.scores, before, strict=True)]
        rows.append((f"Hand {state.hand_no + 1} (in play)", in_play, [0] * n))
    return rows


def hand_label(state: State, result: HandResult) -> str:
    """``Hand 2: Ann went out`` / ``Hand 3: blocked, Bob wins it``."""
    names = state.players
    winner = None if result.winner is None else names[result.winner]
    text = REASONS.get(result.reason, result.reason).format(winner=winner)
    if result.reason != "domino" and winner is not None:
        text += f", {agree(winner, 'wins', 'win')} it"
    return f"Hand {result.number + 1}: {text}"


def _cell(in_play: int, end: int) -> str:
    total = in_play + end
    if not in_play and not end:
        return f'<td class="dw-points"{RIGHT}>0</td>'
    parts = []
    if in_play:
        parts.append(f"{in_play:+d} in play")
    if end:
        parts.append(f"{end:+d} at the end")
    detail = ", ".join(parts)
    shown = f"{total:+d}" if total else "0"  # one number a cell; the detail on hover
    return f'<td class="dw-points" title="{detail}"{RIGHT}>{shown}</td>'



def scores_html(state: State) -> str:
    """The score sheet of ``state``: a ``<table class="dw-scores">`` with a column per player,
    a row per hand (points scored in play and at the hand's end), the totals, the target and
    the winner."""
    names = state.players
    scores = state.scores
    head = "".join(f'<th scope="col">{escape(name)}</th>' for name in names)
    body = []
    for label, in_play, end in hand_rows(state):
        cells = "".join(_cell(a, b) for a, b in zip(in_play, end, strict=True))
        body.append(f'<tr><th scope="row">{escape(label)}</th>{cells}</tr>')
    top = max(scores)
    totals = "".join(f'<td class="dw-total{" dw-leader" if s == top and any(scores) else ""}"'
                     f"{RIGHT}><b>{s}</b></td>" for s in scores)
    target = state.target()
    footer = f"Target {target}. {outcome(state)}"
    return (f'<table class="dw-scores"><thead><tr><th scope="col">Hand</th>{head}</tr></thead>'
            f'<tbody>{"".join(body)}</tbody><tfoot><tr><th scope="row">Total</th>{totals}</tr>'
            f'<tr><td colspan="{len(names) + 1}" class="dw-outcome">{escape(footer)}</td></tr>'
            f"</tfoot></table>")


def outcome(state: State) -> str:
    """Who has won, or who leads and how far the target is."""
    names = state.players
    scores = state.scores
    if state.winner is not None:
        winner = names[state.winner]
        text = f"{agree(winner, 'wins', 'win')} the match"
        collected = state.settlement()
        if collected is not None:
            text += f" and {'collect' if winner == YOU else 'collects'} {collected}"
        return text + "."
    top = max(scores)
    leaders = [names[p] for p, s in enumerate(scores) if s == top]
    if not any(scores):
        return "No points yet."
    if len(leaders) > 1:
        return f"{' and '.join(leaders)} share the lead with {top}."
    lead = agree(leaders[0], "leads", "lead")
    return f"{lead} with {top}; {max(0, state.target() - top)} to go."


def agree(name: str, one: str, you: str) -> str:
    """``name`` and a verb that agrees with it: ``Anna leads``, but ``You lead``."""
    return f"{name} {you if name == YOU else one}"
