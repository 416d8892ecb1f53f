"""Pictures of the games: pure functions from a state to SVG (and the score sheet to HTML).

They read the engine's state and never change it (rules -> table -> picture -> widget). Every
picture is a complete ``<svg>`` with a ``viewBox``, so it scales; ``width`` is at most 900 px.

- ``table_svg(state, *, viewer=None, reveal=False, targets=None, last=True)``: the table.
- ``hand_svg(state, player, *, face_up=True, playable=None, selected=None)``: one hand.
- ``scores_html(state)``: the score sheet (an HTML ``<table class="dw-scores">``).
- ``state_svg(state, *, viewer=None, reveal=False)``: table, hands, turn and scores together
  (``State._repr_svg_`` uses it with every hand open).
- ``tile_svg(tile, ...)``: one domino.

The widgets find the parts of a picture by these classes and data attributes (stable; the
front end attaches clicks to them):

- ``<g class="dw-tile" data-tile="a:b" data-n="K">``: a placed tile; ``a:b`` is the tile in
  notation (``a >= b``), ``K`` its placement number (``Placed.n``). Extra classes: ``dw-last``
  (laid in the last move), ``dw-face-down`` (Spider's closing double; hidden from this viewer it
  has no ``data-tile``), ``dw-second-set`` (a tile of the second set, also tinted blue with a
  corner mark), ``dw-centre``, ``dw-candidate`` (Cross's two possible centres). Parts counted
  in the ends' sum are outlined by ``rect.dw-counted``.
- ``<g class="dw-target" data-move="MOVE" data-end="I">``: a clickable
  mark where a tile would go on open end ``I`` (its index in ``state.table.ends``; 31 for the
  lead), standing for the move ``MOVE`` in notation (``play 1:2 on 1:1 east``, what the page
  sends back). No engine ints reach the page.
- ``<g class="dw-hand-tile" data-tile="a:b">``: a tile in a hand, with ``dw-playable`` /
  ``dw-selected``; a tile of the second set (two-set games) also has ``data-copy="1"``. A
  face-down hand tile is ``g.dw-hand-tile.dw-back`` without ``data-tile``. Cross in two hands
  labels its groups ``text.dw-hand-label`` ("left hand", "right hand").
- ``text.dw-count``: the counted ends written out under the table
  (``Counted ends: 6 + 3 + 2 + 4 = 15 -> 4 points``).
"""

from .hand import hand_svg
from .overview import state_svg
from .scores import scores_html
from .table import table_svg
from .tiles import tile_svg

__all__ = ["hand_svg", "scores_html", "state_svg", "table_svg", "tile_svg"]
