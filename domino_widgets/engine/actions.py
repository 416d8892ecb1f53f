"""Actions are small ints, as in OpenSpiel: cheap to list, compare and store.

A placement is ``tile_id << 9 | end_index << 4 | flags``; ``end_index`` is the position of the
open end in ``table.ends`` (``LEAD`` for the first tile of a hand). Other actions are negative.
"""

LEAD = 31
CROSSWISE = 1  # a matador laid crosswise
FACE_DOWN = 2  # Spider's closing double
CUT = 4  # Sausage's cut
GIVE_BOTTOM = 8  # with CUT: the bottom ribbon goes to the previous player (else the top one)

DRAW = -1
PASS = -2
END_TURN = -3
NEXT_HAND = -4

SPECIAL_NAMES = {DRAW: "draw", PASS: "pass", END_TURN: "end turn", NEXT_HAND: "next hand"}


def placement(tile_id: int, end_index: int = LEAD, flags: int = 0) -> int:
    """Encode a placement action."""
    return tile_id << 9 | end_index << 4 | flags


def tile_of(action: int) -> int:
    return action >> 9


def end_of(action: int) -> int:
    return (action >> 4) & 31


def flags_of(action: int) -> int:
    return action & 15
