"""The pictures the widgets show: ``domino_widgets.render``'s table, hand and score sheet
(named here for the widgets), and a board with its caption."""

from __future__ import annotations

from typing import Any

from ..engine.i18n import _
from ..engine.state import State
from ..render import hand_svg as hand_svg
from ..render import scores_html as scores_html
from ..render import table_svg

MIN_TILE = 40  # px: a board tile is never shorter than this on its long side (the box scrolls):
# its pips stay readable on a phone


def board_picture(state: State, **options: Any) -> tuple[str, str]:
    """The board of a widget and its caption: the table without words in the picture (they
    would shrink with it), at least ``MIN_TILE`` px a tile; the caption says the counted ends,
    or that the table is empty. The tiles whose ends take a tile of the viewer on turn are
    marked (``dw-fits``), so that the page keeps them in view."""
    svg = table_svg(state, words=False, min_tile=MIN_TILE, fits=True, **options)
    if not state.table.placed:
        return svg, _("The table is empty.")
    count = state.rules.count_text(state)
    if not count:
        return svg, ""
    return svg, _("Counted ends: {count}").format(count=count.replace(" -> ", " → "))


