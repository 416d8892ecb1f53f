"""What a position is to the modules that read one: the ``Position`` Protocol.

The games' hooks, the refusal texts, the notation, the pictures and the views are typed against
it, not against ``State``: ``state.py`` (the public front) imports them to run, and they import
nothing of it, not even for their types, so the package has no import cycle
(``tests/test_import_cycles.py``). ``State`` meets it (mypy checks that wherever a state is
passed). It lists the match's and the hand's data and the few queries and changes those modules
call; it is generic in the type of the rules (``Position[Rules]``; ``Position[Any]`` in
``games/base.py``, which defines ``Rules``), so that it imports no game.
Only types of leaf modules appear here (tiles, table, a hand's data, a described move).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:
    from .games.hand_data import Deal, HandResult
    from .move import Described
    from .table import Table
    from .undo import Undo

R_co = TypeVar("R_co", covariant=True)


class Position(Protocol[R_co]):
    """A match and the hand in play, as ``State`` holds them (see its fields)."""

    @property
    def rules(self) -> R_co: ...

    # the match
    players: tuple[str, ...]
    n: int
    copies: int
    seed: int | str
    deals: tuple[Deal, ...]
    first_leader: int | None
    boneyard_known: bool
    history: list[tuple[int, Undo, int]]  # (action, undo record, player)
    dealt: list[Deal]
    leaders: list[int]
    scores: tuple[int, ...]
    results: tuple[HandResult, ...]
    match_over: bool
    winner: int | None
    turn_count: int
    last_placer: int
    applied: int
    memo: dict[str, Any]
    # the hand in play
    hand_no: int
    hands: list[tuple[int, ...]]
    boneyard: tuple[int, ...]
    bone_pos: int
    aside: int | None
    table: Table
    turn_plays: tuple[int, ...]
    draws_this_turn: int
    hand_over: HandResult | None
    aux: Any
    leader: int
    turn: int
    hand_start: int
    hand_turn0: int

    # queries
    def legal_actions(self) -> list[int]: ...
    def pips(self) -> list[int]: ...
    def lowest_double(self) -> tuple[int, int]: ...
    def drawable(self) -> int: ...
    def seat_of(self, player: object) -> int | None: ...
    def target(self) -> int: ...
    def settlement(self) -> int | None: ...
    def describe(self, action: int) -> Described: ...
    def move_text(self, action: int) -> str: ...

    # changes (through the turn machine, or a game's own bookkeeping)
    def apply(self, action: int) -> None: ...
    def undo(self) -> int: ...
    def position_changed(self) -> None: ...
    def award(self, p: int, points: int) -> None: ...
    def take_from_hand(self, p: int, t: int) -> None: ...
