"""What one player may see: his own hand, the others' hands as counts, the table, the scores,
and the public record of the hand in play (draws are seen as draws, not as tiles)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .actions import DRAW, FACE_DOWN, NEXT_HAND, PASS, tile_of
from .table import VALUE, End, Placed

if TYPE_CHECKING:
    from .position import Position

HIDDEN = -1  # the tile id shown for a tile the viewer may not see


@dataclass(frozen=True)
class PublicEvent:
    """One action as the viewer saw it: who, what kind, which tile (a drawn tile only for the
    player who drew it), the values of the open ends just before it, and the action itself
    (None for a face-down tile the viewer may not see)."""

    player: int
    kind: str  # "play", "draw", "pass", "end turn", "next hand"
    tile_id: int | None
    ends_before: tuple[int, ...]
    hand_no: int
    action: int | None = None


@dataclass(frozen=True)
class PlayerView:
    """A player's view of a state; ``me`` is None for a spectator (no hand seen)."""

    game: str
    players: tuple[str, ...]
    me: int | None
    turn: int
    hand_no: int
    hand: tuple[int, ...]
    hand_counts: tuple[int, ...]
    placed: tuple[Placed, ...]
    ends: tuple[End, ...]
    scores: tuple[int, ...]
    boneyard_count: int
    drawable: int
    legal_actions: tuple[int, ...]
    events: tuple[PublicEvent, ...]
    options: dict[str, Any]
    aside: int | None = None  # Spider's set-aside tile, shown once the hand is over

    @property
    def my_turn(self) -> bool:
        return self.me is not None and self.me == self.turn


def public_events(state: Position[Any], me: int | None = None) -> tuple[PublicEvent, ...]:
    """The history of the hand in play as player ``me`` saw it (a face-down double of another
    player is HIDDEN until the hand is over; a drawn tile is seen by its drawer only). Only
    this hand: a view costs the same at hand 300 as at hand 1."""
    events = []
    history = state.history
    start = state.hand_start
    if start < len(history) and history[start][0] == NEXT_HAND:
        start += 1  # the move that began this hand belongs to the one before
    for action, record, player in history[start:]:
        ends = tuple(e[VALUE] for e in record.ends)
        seen: int | None = action
        tile: int | None
        if action >= 0:
            kind, tile = "play", tile_of(action)
            if (action & FACE_DOWN and player != me and record.hand_no == state.hand_no
                    and state.hand_over is None):
                tile, seen = HIDDEN, None
        else:
            kind = {DRAW: "draw", PASS: "pass", NEXT_HAND: "next hand"}.get(action, "end turn")
            tile = record.boneyard[record.bone_pos] if action == DRAW and player == me else None
        events.append(PublicEvent(player, kind, tile, ends, record.hand_no, seen))
    return tuple(events)


def seen_placements(state: Position[Any], viewer: int | None) -> tuple[Placed, ...]:
    """The placed tiles as ``viewer`` sees them (``Rules.visible_placed``; None: a spectator),
    named."""
    visible = state.rules.visible_placed
    return tuple(Placed._make(visible(state, p, viewer)) for p in state.table.placed)


def view_of(state: Position[Any], me: int | None) -> PlayerView:
    """The view of player ``me`` (a spectator's when None)."""
    placed = seen_placements(state, me)
    return PlayerView(
        game=state.rules.name, players=state.players, me=me, turn=state.turn,
        hand_no=state.hand_no, hand=state.hands[me] if me is not None else (),
        hand_counts=tuple(len(h) for h in state.hands), placed=placed,
        ends=tuple(map(End._make, state.table.ends)),
        scores=state.scores, boneyard_count=len(state.boneyard) - state.bone_pos,
        drawable=max(0, state.drawable()),
        legal_actions=tuple(state.legal_actions()) if me == state.turn else (),
        events=public_events(state, me), options=dict(state.rules.options),
        aside=state.aside if state.hand_over is not None else None)
