"""What a browser test clicks to answer a shipped puzzle: the tile as the hand shows it
(``data-tile``) and the end marked for it (``data-move``), for the answer and for a wrong move."""

from __future__ import annotations

from typing import Any

from domino_widgets.engine.actions import tile_of
from domino_widgets.engine.tiles import TILES


def clicks(puzzle: Any, right: bool) -> tuple[str, str]:
    """(data-tile, data-move) of the puzzle's answer, or of a wrong placement whose tile
    goes on one end in one way only (so its end names it)."""
    st = puzzle.position()
    placements = [a for a in st.legal_actions() if a >= 0]
    answer = st.parse_move(puzzle.answer)
    if right:
        chosen = answer
    else:
        single = [a for a in placements if sum(tile_of(b) == tile_of(a) for b in placements) == 1]
        chosen = next(a for a in single + placements
                      if puzzle.notation_of(a) != puzzle.notation_of(answer))
    return str(TILES[tile_of(chosen)]), st.move_text(chosen)

