"""The chart of a reviewed hand: each player's score after every move, and where the reviewed
player lost points (a pure function to SVG, as the other pictures).

``<svg class="dw-review-chart">``: one ``polyline.dw-chart-line`` a player (``data-player``),
the reviewed player's drawn thicker; a ``circle.dw-chart-loss`` at each flagged decision
(``data-step``: its index in ``scores``), sized by the points lost; ``line.dw-chart-now``, the
marker of the step shown, which the page moves (``x_of`` gives its x).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

from ..engine.i18n import _
from .tiles import num

COLOURS = ("#0072b2", "#d55e00", "#009e73", "#cc79a7")  # told apart by colour-blind readers too
WIDTH, HEIGHT = 360.0, 150.0
LEFT, RIGHT, TOP, BOTTOM = 34.0, 8.0, 10.0, 40.0  # room for the numbers and the names


def x_of(step: int, steps: int) -> float:
    """The x of ``step`` of ``steps`` score rows (0: the hand's start)."""
    return LEFT + (WIDTH - LEFT - RIGHT) * step / max(1, steps - 1)


def review_chart_svg(scores: Sequence[Sequence[int]], names: Sequence[str], you: int,
                     losses: Sequence[tuple[int, float]] = ()) -> str:
    """Each player's score (``scores[k]``: every score after the k-th move, ``scores[0]`` at
    the start) as a line; ``losses``: (step, points lost) of the flagged decisions of ``you``."""
    low = min(0, *(min(row) for row in scores))
    high = max(1, *(max(row) for row in scores))

    def y_of(value: float) -> float:
        return TOP + (HEIGHT - TOP - BOTTOM) * (high - value) / (high - low)

    label = _("Each player's score after every move; red circles: points you lost")
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="dw-review-chart" '
           f'viewBox="0 0 {num(WIDTH)} {num(HEIGHT)}" width="{num(WIDTH)}" '
           f'height="{num(HEIGHT)}" role="img" aria-label="{escape(label)}">',
           f'<rect width="{num(WIDTH)}" height="{num(HEIGHT)}" fill="#ffffff"/>']
    for value in sorted({low, 0, high}):
        y = y_of(value)
        out.append(f'<line x1="{num(LEFT)}" x2="{num(WIDTH - RIGHT)}" y1="{num(y)}" '
                   f'y2="{num(y)}" stroke="#dddddd"/>'
                   f'<text x="{num(LEFT - 4)}" y="{num(y + 4)}" text-anchor="end" '
                   f'font-size="11" font-family="sans-serif" fill="#555555">{value}</text>')
    out.extend(_lines(scores, names, you, y_of))
    out.extend(_losses(scores, you, losses, y_of))
    out.append(f'<line class="dw-chart-now" x1="{num(LEFT)}" x2="{num(LEFT)}" y1="{num(TOP)}" '
               f'y2="{num(HEIGHT - BOTTOM)}" stroke="#222222" stroke-width="1.5" '
               f'stroke-dasharray="3 3"/>')
    out.append(_legend(names, you))
    out.append("</svg>")
    return "".join(out)


def _lines(scores: Sequence[Sequence[int]], names: Sequence[str], you: int,
           y_of: Callable[[float], float]) -> list[str]:
    """One ``polyline.dw-chart-line`` a player, the reviewed player's drawn thicker."""
    steps = len(scores)
    out = []
    for p, name in enumerate(names):
        points = " ".join(f"{num(x_of(k, steps))},{num(y_of(row[p]))}"
                          for k, row in enumerate(scores))
        width = 3.5 if p == you else 2
        out.append(f'<polyline class="dw-chart-line" data-player="{p}" points="{points}" '
                   f'fill="none" stroke="{COLOURS[p % len(COLOURS)]}" stroke-width="{width}" '
                   f'stroke-linejoin="round"><title>{escape(name)}</title></polyline>')
    return out


def _losses(scores: Sequence[Sequence[int]], you: int, losses: Sequence[tuple[int, float]],
            y_of: Callable[[float], float]) -> list[str]:
    """A ``circle.dw-chart-loss`` at each flagged decision, sized by the points lost."""
    steps = len(scores)
    out = []
    for step, lost in losses:
        r = min(9.0, 3.5 + lost / 5)
        words = _("about {points} lost here").format(points=round(lost))
        out.append(f'<circle class="dw-chart-loss" data-step="{step}" '
                   f'cx="{num(x_of(step, steps))}" cy="{num(y_of(scores[step][you]))}" '
                   f'r="{num(r)}" fill="#c0392b" fill-opacity="0.75" stroke="#ffffff">'
                   f'<title>{escape(words)}</title></circle>')
    return out


def _legend(names: Sequence[str], you: int) -> str:
    """The players' names under the chart, each in his line's colour, two to a row."""
    parts = []
    for p, name in enumerate(names):
        x = LEFT + (p % 2) * (WIDTH - LEFT) / 2
        y = HEIGHT - BOTTOM + 18 + (p // 2) * 15
        weight = "bold" if p == you else "normal"
        shown = name if len(name) <= 18 else name[:17] + "…"
        parts.append(f'<rect x="{num(x)}" y="{num(y - 8)}" width="14" height="4" '
                     f'fill="{COLOURS[p % len(COLOURS)]}"/>'
                     f'<text x="{num(x + 18)}" y="{num(y - 2)}" font-size="11" '
                     f'font-family="sans-serif" font-weight="{weight}" fill="#222222">'
                     f'{escape(shown)}</text>')
    return "".join(parts)
