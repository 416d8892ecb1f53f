"""Small bar charts as SVG, for notebooks: no plotting library, nothing fetched.

>>> chart = bar_chart({"leader": 4.5, "other": -2.0}, title="Points per hand")
>>> chart
Points per hand: leader 4.5, other -2.0
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from dataclasses import dataclass

WIDTH = 520
BAR_HEIGHT = 26
GAP = 10
LABEL_WIDTH = 170
VALUE_WIDTH = 70
COLOURS = ("#2f6f4f", "#b5651d", "#35608f", "#8f3563", "#6b6b2f", "#4f4f8f")


@dataclass(frozen=True)
class BarChart:
    """Horizontal bars, one per label; shows itself as SVG in a notebook and as one line of
    text elsewhere."""

    bars: tuple[tuple[str, float], ...]
    title: str
    unit: str = ""
    digits: int = 1

    def _value(self, value: float) -> str:
        return f"{value:.{self.digits}f}{self.unit}"

    def __repr__(self) -> str:
        items = ", ".join(f"{label} {self._value(v)}" for label, v in self.bars)
        return f"{self.title}: {items}"

    def _repr_svg_(self) -> str:
        values = [v for _, v in self.bars]
        low, high = min(0.0, *values), max(0.0, *values)
        span = (high - low) or 1.0
        plot = WIDTH - LABEL_WIDTH - VALUE_WIDTH
        zero = LABEL_WIDTH + plot * (0 - low) / span
        top = 30
        height = top + len(self.bars) * (BAR_HEIGHT + GAP) + 4
        out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
               f'viewBox="0 0 {WIDTH} {height}" font-family="sans-serif" font-size="13">',
               f'<text x="4" y="18" font-weight="bold">{html.escape(self.title)}</text>']
        for i, (label, value) in enumerate(self.bars):
            y = top + i * (BAR_HEIGHT + GAP)
            x0 = zero + plot * min(value, 0) / span
            w = plot * abs(value) / span
            colour = COLOURS[i % len(COLOURS)]
            mid = y + BAR_HEIGHT / 2 + 4
            out.append(f'<text x="{LABEL_WIDTH - 8}" y="{mid:.1f}" text-anchor="end">'
                       f'{html.escape(label)}</text>')
            out.append(f'<rect x="{x0:.1f}" y="{y}" width="{max(w, 1):.1f}" '
                       f'height="{BAR_HEIGHT}" fill="{colour}"/>')
            out.append(f'<text x="{zero + plot * max(value, 0) / span + 6:.1f}" y="{mid:.1f}">'
                       f'{html.escape(self._value(value))}</text>')
        out.append(f'<line x1="{zero:.1f}" y1="{top - 4}" x2="{zero:.1f}" y2="{height - 2}" '
                   'stroke="#444"/>')
        out.append("</svg>")
        return "".join(out)


def bar_chart(bars: Mapping[str, float], *, title: str, unit: str = "",
              digits: int = 1) -> BarChart:
    """A bar chart of ``bars`` (label -> value, in the order given)."""
    return BarChart(tuple((str(k), float(v)) for k, v in bars.items()), title, unit, digits)
