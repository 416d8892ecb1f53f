"""A move described (``Described``): its fields and its one-line notation (``str``). A leaf
module, so that the modules which say a move in words (``words.py``) or read one (the games,
through ``Position.describe``) are typed against it without importing the notation;
``notation.Move`` is the same move with ``Move.parse``, which reads the notation back.
"""

from __future__ import annotations

from dataclasses import dataclass

from .tiles import Tile


@dataclass(frozen=True)
class Described:
    """A legal action, described: who does what, with which tile, on which end; ``str`` writes
    it in notation (the grammar is in ``notation.py``'s docstring)."""

    action: int
    player: int
    kind: str  # "play", "draw", "pass", "end turn", "next hand"
    tile: Tile | None = None
    on: int | None = None  # placement number of the tile joined (None for a lead)
    on_tile: str | None = None  # the joined tile as it lies, its touching half first
    at: int | None = None  # the value of the end joined
    side: str | None = None
    played_as: str | None = None  # the tile written with the touching half first
    crosswise: bool = False
    face_down: bool = False
    cut: bool = False
    give: str | None = None
    hand: str | None = None  # two hands (§2): "left" or "right"
    by_number: bool = False  # the notation names the joined tile by its number (two sets)
    by_value: bool = False  # the notation names the end's value (``at``)

    def __str__(self) -> str:
        """The move in notation (the grammar is in ``notation.py``'s docstring)."""
        if self.kind != "play":
            return self.kind
        hand = f" ({self.hand} hand)" if self.hand else ""
        if self.cut:  # Sausage: across both ribbon ends, its top half first
            return f"cut with {self.played_as}, give the {self.give} ribbon{hand}"
        text = f"play {self.played_as}"
        if self.on_tile is not None:
            text += f" on {self.on_tile}" + (f" #{self.on}" if self.by_number else "")
        if self.by_value:
            text += f" at {self.at}"
        if self.side:
            text += f" {self.side}"
        if self.crosswise:
            text += " crosswise"
        if self.face_down:
            text += " face down"
        return text + hand
