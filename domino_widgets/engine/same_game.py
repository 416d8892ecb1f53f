"""Whether two placements make the same game (``same_game``): a position as the rules read it
(``shape``), so that a move in notation need not tell apart ends that lead to the same play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .table import (
    BRANCH,
    GROWS,
    INNER,
    LIES_ACROSS,
    LIES_FACE_DOWN,
    NUMBER,
    OUTER,
    PARENT,
    PLACED,
    PLAYER,
    SIDE,
    SLOT,
    TILE,
    VALUE,
    EndRow,
)
from .tiles import SET_SIZE

if TYPE_CHECKING:
    from .position import Position


# -- the same game ---------------------------------------------------------------------------
Shape = tuple[Any, ...]
"""A position as the rules read it (``shape``): nested tuples that compare by value."""


def same_game(st: Position[Any], actions: list[int]) -> bool:
    """Whether every action gives the same game as the first: the positions after them have
    the same shape (docs/rules.md, "The same game")."""
    first, *others = [_shape_after(st, a) for a in actions]
    return all(other[0] in first for other in others)


def _shape_after(st: Position[Any], action: int) -> tuple[Shape, Shape]:
    """The shape of the position after ``action``; the state is put back exactly (applied
    and undone: a clone would hand the state a copy of its table)."""
    applied = st.applied
    st.apply(action)
    try:
        return shape(st), shape(st, swap_ribbons=True)
    finally:
        st.undo()
        st.applied = applied


def shape(st: Position[Any], swap_ribbons: bool = False) -> Shape:
    """Everything the rules read of a position, with the table as a tree whose placements are
    not numbered and whose branches are told apart by how they grow, not by their compass
    names: turning or mirroring the table, or swapping two free sides of a double, keeps it.
    With ``swap_ribbons`` Sausage's top and bottom ribbons trade names (and counts)."""
    table = st.table
    ribbon = {"top": "bottom", "bottom": "top"} if swap_ribbons else {}
    aux = table.aux
    if swap_ribbons and hasattr(aux, "top") and hasattr(aux, "bottom"):
        aux = aux._replace(top=aux.bottom, bottom=aux.top)
    placed = table.placed
    children: dict[int, list[int]] = {}
    for p in placed:
        children.setdefault(p[PARENT], []).append(p[NUMBER])
    ends: dict[int, dict[int, list[EndRow]]] = {}
    for e in table.ends:
        ends.setdefault(e[PLACED], {}).setdefault(e[SLOT], []).append(e)
    this_turn = set(st.turn_plays)
    last = len(placed)

    def grows(side: str, parent_side: str) -> str:
        if side in ("top", "bottom") or side == "":
            return ribbon.get(side, side)  # a ribbon by its name: they trade names only whole
        return "on" if side == parent_side else "out"

    def node(n: int) -> Shape:
        p = table[n]
        own = sorted(tuple(sorted((e[VALUE], e[BRANCH], grows(e[SIDE], p[GROWS])) for e in slot))
                     for slot in ends.get(n, {}).values())
        kids = sorted((grows(table[c][GROWS], p[GROWS]), node(c)) for c in children.get(n, ()))
        return (p[TILE] % SET_SIZE, p[INNER], p[OUTER], p[PLAYER], p[LIES_ACROSS],
                p[LIES_FACE_DOWN], n == table.centre, n in table.candidates, n in this_turn,
                n == last, tuple(own), tuple(kids))

    roots = tuple(sorted(node(n) for n in children.get(0, ())))
    return (roots, len(table.arms), aux, tuple(st.hands), st.bone_pos, st.aside,
            st.turn, st.leader, len(st.turn_plays), st.draws_this_turn, st.scores,
            st.last_placer, st.hand_over, st.results, st.match_over, st.winner, st.aux,
            st.turn_count)
