"""The pictures the widgets show, from ``domino_widgets.render``.

Until a render function exists, a tiny private stand-in draws the same data attributes
(``g.dw-tile``, ``g.dw-target``, ``g.dw-hand-tile``) so the widgets and their tests work.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from html import escape
from typing import Any

from ..engine.i18n import _
from ..engine.state import State
from ..engine.table import End, Placed
from ..engine.tiles import TILES

try:  # the render package is written alongside the widgets
    from .. import render as _render
except ImportError:  # pragma: no cover - depends on the tree
    _render = None


def _pick(name: str, fallback: Callable[..., str]) -> Callable[..., str]:
    found = getattr(_render, name, None) if _render is not None else None
    return found if callable(found) else fallback


# -- the stand-ins -------------------------------------------------------------------------
def _tile_box(x: int, tile: str, klass: str, attrs: str) -> str:
    return (f'<g class="{klass}" {attrs} transform="translate({x},4)">'
            f'<rect width="44" height="24" rx="4" fill="#fffdf5" stroke="#333"/>'
            f'<text x="22" y="17" text-anchor="middle" font-size="13">{escape(tile)}</text></g>')


def _table_svg(state: State, *, viewer: int | None = None, reveal: bool = False,
               targets: dict[int, int] | None = None) -> str:
    parts = []
    x = 4
    for p in map(Placed._make, state.table.placed):
        parts.append(_tile_box(x, f"{p.inner}:{p.outer}", "dw-tile",
                               f'data-tile="{TILES[p.tile_id]}" data-n="{p.n}"'))
        x += 48
    for i, action in sorted((targets or {}).items()):
        end = End._make(state.table.ends[i])
        parts.append(_tile_box(x, f"→{end.value}", "dw-target",
                               f'data-move="{escape(state.move_text(action))}" data-end="{i}"'))
        x += 48
    width = max(x, 120)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="dw-table" width="{width}" '
            f'height="32" viewBox="0 0 {width} 32">{"".join(parts)}</svg>')


def _hand_svg(state: State, player: int, *, face_up: bool = True,
              playable: Collection[int] | None = None, selected: int | None = None) -> str:
    parts = []
    playable = set(playable or ())
    for k, t in enumerate(state.hands[player]):
        klass = "dw-hand-tile"
        if t in playable:
            klass += " dw-playable"
        if t == selected:
            klass += " dw-selected"
        text = str(TILES[t]) if face_up else "?"
        copy = ' data-copy="1"' if TILES[t].copy else ""
        attrs = f'data-tile="{TILES[t]}"{copy}' if face_up else ""
        parts.append(_tile_box(4 + 48 * k, text, klass, attrs))
    width = max(4 + 48 * len(state.hands[player]), 60)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="dw-hand" width="{width}" '
            f'height="32" viewBox="0 0 {width} 32">{"".join(parts)}</svg>')


def _scores_html(state: State) -> str:
    rows = "".join(f"<tr><td>{escape(name)}</td><td>{score}</td></tr>"
                   for name, score in zip(state.players, state.scores, strict=True))
    return (f'<table class="dw-scores"><tr><th>Player</th><th>Points</th></tr>{rows}'
            f'<tr><td colspan="2">target {state.target()}</td></tr></table>')


table_svg: Callable[..., str] = _pick("table_svg", _table_svg)
hand_svg: Callable[..., str] = _pick("hand_svg", _hand_svg)
scores_html: Callable[..., str] = _pick("scores_html", _scores_html)


def uses_stand_ins() -> list[str]:
    """The names still drawn by the stand-ins (empty once render provides them all)."""
    pairs: list[tuple[str, Any]] = [("table_svg", _table_svg), ("hand_svg", _hand_svg),
                                    ("scores_html", _scores_html)]
    return [name for name, fallback in pairs if globals()[name] is fallback]


MIN_TILE = 40  # px: a board tile is never shorter than this on its long side (the box scrolls):
# its pips stay readable on a phone


def board_picture(state: State, **options: Any) -> tuple[str, str]:
    """The board of a widget and its caption: the table without words in the picture (they
    would shrink with it), at least ``MIN_TILE`` px a tile; the caption says the counted ends,
    or that the table is empty."""
    svg = table_svg(state, words=False, min_tile=MIN_TILE, **options)
    if not state.table.placed:
        return svg, _("The table is empty.")
    count = state.rules.count_text(state)
    if not count:
        return svg, ""
    return svg, _("Counted ends: {count}").format(count=count.replace(" -> ", " → "))


