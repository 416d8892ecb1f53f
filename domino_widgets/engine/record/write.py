"""A state's moves as a record writes them (RECORD.md): every whole turn, hand by hand, each
placement in the shortest notation that names it (``placement_spec``). ``record.py``'s
``record_from_state`` writes the rest of the record around them."""

from __future__ import annotations

from typing import Any

from ..actions import DRAW, END_TURN, NEXT_HAND, PASS, SPLIT
from ..errors import DominoError, RecordError
from ..state import State
from ..tiles import TILES


def placement_spec(state: State, action: int) -> dict[str, Any]:
    """The shortest record placement that names ``action`` in this position."""
    move = state.describe(action)
    base: dict[str, Any] = {"play": move.played_as}
    flags: dict[str, Any] = {}
    if move.crosswise:
        flags["crosswise"] = True
    if move.face_down:
        flags["face_down"] = True
    if move.cut:
        flags.update({"cut": True, "give": move.give})
    flags.update(state.rules.record_extras(state, action))
    tries: list[dict[str, Any]] = [{}]
    if move.on is not None:
        on: list[Any] = [move.on_tile, move.on]
        for where in on:
            tries += [{"on": where}, {"on": where, "at": move.at},
                      {"on": where, "at": move.at, "side": move.side}]
    for where in tries:
        spec = {**base, **{k: v for k, v in where.items() if v is not None}, **flags}
        try:
            if state.find_placement(**spec) == action:
                return spec
        except DominoError:
            continue
    raise RecordError(f"cannot write {move} in record notation")  # pragma: no cover


def moves_of(state: State) -> list[list[dict[str, Any]]]:
    """The record's moves of ``state``, a list for each hand: every whole turn (a turn of Cross
    in two hands still waiting for a hand is left out, as a record's move is the whole turn)."""
    writer = _MovesWriter(State(state.rules, list(state.players), state.seed, deals=state.dealt,
                                leader=state.leaders[0]))
    for action, _snap, _counted in state.history:
        if action <= SPLIT:  # a split: the record's hands hold it (``fresh`` is dealt so)
            continue
        if action >= 0:
            writer.placement(action)
        elif action == DRAW:
            writer.draw()
        else:
            writer.other(action)
    return writer.finished()


class _MovesWriter:
    """The moves of a state written as ``fresh`` (its match from the start) replays them: the
    placements of the turn in progress are written out as one move when it ends; draws that a
    later placement or pass makes implicit are left out."""

    def __init__(self, fresh: State) -> None:
        self.fresh = fresh
        self.names = list(fresh.players)
        self.hands_moves: list[list[dict[str, Any]]] = [[]]
        self.turn: list[dict[str, Any]] = []
        self.mover = 0
        self.drawn: list[dict[str, Any]] = []

    def flush(self) -> None:
        """The turn in progress written out as one move (``play``, or ``plays``)."""
        turn, player = self.turn, self.names[self.mover]
        if len(turn) == 1:
            self.hands_moves[-1].append({"player": player, **turn[0]})
        elif turn:
            self.hands_moves[-1].append({"player": player, "plays": list(turn)})
        turn.clear()

    def placement(self, action: int) -> None:
        fresh = self.fresh
        self.drawn.clear()
        if not self.turn:
            self.mover = fresh.turn
        self.turn.append(placement_spec(fresh, action))
        fresh.apply(action)
        if not fresh.turn_plays or fresh.turn != self.mover:
            self.flush()

    def draw(self) -> None:
        fresh = self.fresh
        self.drawn.append({"player": self.names[fresh.turn],
                           "draw": str(TILES[fresh.boneyard[fresh.bone_pos]])})
        fresh.apply(DRAW)
        if self.turn and fresh.turn != self.mover:  # the draw ended a turn (two hands): the
            self.flush()  # replay draws it at the end of the move, as the rules require
            self.drawn.clear()
        if fresh.hand_over is not None:  # the draw ended the hand: write it out
            self.hands_moves[-1].extend(self.drawn)
            self.drawn.clear()

    def other(self, action: int) -> None:
        """A pass, the end of a turn or the next hand."""
        self.drawn.clear()
        if action == PASS:
            self.hands_moves[-1].append({"player": self.names[self.fresh.turn], "pass": True})
        elif action == END_TURN:
            self.flush()
        elif action == NEXT_HAND:
            self.flush()
            self.hands_moves.append([])
        self.fresh.apply(action)

    def finished(self) -> list[list[dict[str, Any]]]:
        """The moves, with the turn in progress and its draws (two hands: half a turn is
        left out)."""
        if self.turn and END_TURN not in self.fresh.legal_actions():
            self.turn.clear()
            self.drawn.clear()
        self.flush()
        self.hands_moves[-1].extend(self.drawn)  # draws of a turn still in progress
        return self.hands_moves
