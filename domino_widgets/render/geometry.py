"""The geometry of the table picture: headings, rectangles, the exits a tile may join, and a
placed tile's spot. Units: one unit is half a tile, so a lengthwise tile is 2 x 1 and a
crosswise tile 1 x 2; ``y`` grows downwards, as in SVG. Where each tile goes is ``layout.py``'s.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

Centres = tuple[tuple[float, float], tuple[float, float]]  # a tile's two half centres

HEADINGS = ("east", "south", "west", "north")  # clockwise on the screen
STEP = {"east": (1, 0), "south": (0, 1), "west": (-1, 0), "north": (0, -1)}


def rotate(heading: str, quarters: int) -> str:
    """The heading turned clockwise by ``quarters`` quarter turns."""
    return HEADINGS[(HEADINGS.index(heading) + quarters) % 4]


@dataclass(frozen=True)
class Rect:
    x0: float
    y0: float
    x1: float
    y1: float

    def overlaps(self, other: Rect, gap: float = 0.0) -> bool:
        """Whether the two rectangles, one grown by ``gap``, share any inner point."""
        return (self.x0 - gap < other.x1 and other.x0 < self.x1 + gap
                and self.y0 - gap < other.y1 and other.y0 < self.y1 + gap)

    def inside(self, box: Rect) -> bool:
        return (self.x0 >= box.x0 and self.y0 >= box.y0 and self.x1 <= box.x1
                and self.y1 <= box.y1)

    def union(self, other: Rect) -> Rect:
        return Rect(min(self.x0, other.x0), min(self.y0, other.y0), max(self.x1, other.x1),
                    max(self.y1, other.y1))

    def grown(self, heading: str, length: float) -> Rect:
        """The rectangle lengthened by ``length`` towards ``heading``."""
        dx, dy = STEP[heading]
        return Rect(self.x0 + min(0, dx) * length, self.y0 + min(0, dy) * length,
                    self.x1 + max(0, dx) * length, self.y1 + max(0, dy) * length)


def square(x: float, y: float, half: float = 0.5) -> Rect:
    return Rect(x - half, y - half, x + half, y + half)


@dataclass(frozen=True)
class Exit:
    """An open edge a tile may join: its midpoint, the way out, and how its arm bends."""

    x: float
    y: float
    heading: str
    drift: str  # the side the arm bends to at the edge of the box (where its rows stack)
    across: str  # the last heading that was not towards the drift side
    run: int = 0  # tiles laid since the last bend
    column: bool = False  # an arm leaving a centre north or south, before its first bend
    arm: str = ""  # the side of the centre this arm leaves from (a lead centre's arms)
    avoid: str = ""  # a half of a crosswise matador: the way to its other half, where a tile
    # bending at once would lie beside both halves and hide which one it joined

    def shifted(self, dx: float, dy: float) -> Exit:
        return replace(self, x=self.x + dx, y=self.y + dy)

    def moved(self, steps: float, heading: str | None = None) -> Exit:
        dx, dy = STEP[heading or self.heading]
        return replace(self, x=self.x + dx * steps, y=self.y + dy * steps)


def new_arm(x: float, y: float, heading: str, arm: str = "") -> Exit:
    """The exit of an arm that starts here. Rows run east and west: an arm that starts north
    (south) bends east (west) at the edge and then stacks its rows back towards the centre."""
    return Exit(x, y, heading, rotate(heading, 1), heading, 0, heading in ("north", "south"),
                arm)


@dataclass
class Spot:
    """A placed tile's place: rectangle, the centre and value of each half, and exits.

    ``exits`` is keyed by a logical side (``east``, ``top``...) or ``*`` (the one way on);
    ``half_exits`` are a crosswise matador's two exits, one per half, with the half's value.
    """

    n: int
    rect: Rect
    halves: tuple[tuple[float, float, int], tuple[float, float, int]]
    exits: dict[str, Exit] = field(default_factory=dict)
    half_exits: tuple[tuple[int, Exit], ...] = ()
    link: tuple[float, float, float, float] | None = None  # a dotted line after a jump
    parent: int = 0

    def exit_for(self, side: str, value: int | None = None) -> Exit:
        """The exit a tile joining ``side`` (and a half showing ``value``) uses."""
        for half_value, ex in self.half_exits:
            if half_value == value:
                return ex
        if side in self.exits:
            return self.exits[side]
        return self.exits.get("*") or next(iter(self.exits.values()))
