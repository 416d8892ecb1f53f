"""Actions are small ints, as in OpenSpiel: cheap to list, compare and store.

A placement is ``tile_id << 9 | end_index << 4 | flags``; ``end_index`` is the position of the
open end in ``table.ends`` (``LEAD`` for the first tile of a hand). Other actions are negative:
draw, pass, end of turn, next hand, and (Cross in two hands) a player's split of his tiles into
a left and a right hand, ``SPLIT`` minus the seat and the left hand's tile ids (``split_action``;
never among ``legal_actions()``: ``apply`` checks it by the game's ``split_refusal``).

The hot paths of the engine read an action with the constants below (``action >> TILE_SHIFT``,
``action >> END_SHIFT & END_MASK``, ``action & FLAG_MASK``) rather than by calling
``tile_of``/``end_of``/``flags_of``: the same arithmetic, without a call per move. The fast
path of ``play.py`` reads the same by table (``TILE_OF``, ``END_OF``, ``FLAGS_OF``).
"""

from itertools import chain, repeat

TILE_SHIFT = 9  # action >> TILE_SHIFT: the tile id
END_SHIFT = 4  # action >> END_SHIFT & END_MASK: the end index
END_MASK = 31
FLAG_MASK = 15  # action & FLAG_MASK: the flags
END_STEP = 1 << END_SHIFT  # the difference between the same tile on two neighbouring ends

LEAD = 31
LEAD_CODE = LEAD << END_SHIFT  # the end bits of a lead (``tile_id << TILE_SHIFT | LEAD_CODE``)
CROSSWISE = 1  # a matador laid crosswise
FACE_DOWN = 2  # Spider's closing double
CUT = 4  # Sausage's cut
GIVE_BOTTOM = 8  # with CUT: the bottom ribbon goes to the previous player (else the top one)

DRAW = -1
PASS = -2
END_TURN = -3
NEXT_HAND = -4
SPLIT = -8  # every split action is at most this (``split_action``)
SPLIT_SEAT_BITS = 3  # the seat, in the low bits of a split's code
SPLIT_TILE_BITS = 6  # each tile id of the left hand (below 64: two sets are 56)
SPLIT_TILE_MASK = (1 << SPLIT_TILE_BITS) - 1

# The same by table, for the fast path (``play.py``): CPython 3.11 does not specialise a shift
# or an ``&`` of ints, and a tuple's item costs a fifth of one. Every placement action is below
# ``PLACEMENTS`` (56 tile ids: two sets).
# The tables repeat (built by repetition: a loop over every action costs a lesson's first board
# a few milliseconds more in the browser version).
PLACEMENTS = 56 << TILE_SHIFT
_PER_TILE = 1 << TILE_SHIFT  # the actions of one tile id
TILE_OF = tuple(chain.from_iterable(repeat(t, _PER_TILE) for t in range(56)))
END_OF = tuple(chain.from_iterable(repeat(e, END_STEP) for e in range(END_MASK + 1))) * 56
FLAGS_OF = tuple(range(FLAG_MASK + 1)) * (PLACEMENTS >> END_SHIFT)

SPECIAL_NAMES = {DRAW: "draw", PASS: "pass", END_TURN: "end turn", NEXT_HAND: "next hand"}


def placement(tile_id: int, end_index: int = LEAD, flags: int = 0) -> int:
    """Encode a placement action."""
    return tile_id << TILE_SHIFT | end_index << END_SHIFT | flags


def tile_of(action: int) -> int:
    return action >> TILE_SHIFT


def end_of(action: int) -> int:
    return (action >> END_SHIFT) & END_MASK


def flags_of(action: int) -> int:
    return action & FLAG_MASK


def split_action(seat: int, left: tuple[int, ...] | list[int]) -> int:
    """The action by which the player at ``seat`` splits his tiles: ``left`` (tile ids, in
    order) is his left hand, the rest his right hand (Cross in two hands)."""
    code = seat
    shift = SPLIT_SEAT_BITS
    for t in left:
        code |= t << shift
        shift += SPLIT_TILE_BITS
    return SPLIT - code


def split_seat(action: int) -> int:
    """The seat of the player who splits by a split action."""
    return (SPLIT - action) & ((1 << SPLIT_SEAT_BITS) - 1)


def split_of(action: int, size: int) -> tuple[int, tuple[int, ...], bool]:
    """A split action read back: the seat, the ``size`` tile ids of the left hand, and whether
    the action holds exactly that (False: bits beyond them, not an action)."""
    code = SPLIT - action
    seat = code & ((1 << SPLIT_SEAT_BITS) - 1)
    shift = SPLIT_SEAT_BITS
    left = []
    for _ in range(size):
        left.append(code >> shift & SPLIT_TILE_MASK)
        shift += SPLIT_TILE_BITS
    return seat, tuple(left), code >> shift == 0
