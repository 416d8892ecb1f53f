"""Where each placed tile lies: positions found by walking from the lead (or the centre).

Units: one unit is half a tile, so a lengthwise tile is 2 x 1 and a crosswise tile 1 x 2; ``y``
grows downwards, as in SVG. Tiles are laid in the order they were placed, so a tile never moves
when later tiles arrive. An arm runs straight until it would leave the picture's box (or touch
another tile); then it bends a quarter turn towards its *drift* side (clockwise of the way it
started, so four arms turn like a pinwheel and a line's two arms snake apart) and, after a short
run, turns back the way it came: a snake.

The geometry (``Rect``, ``Exit``, ``Spot``, headings) is in ``geometry.py``; its names stay
importable from here.
"""

from __future__ import annotations

from dataclasses import replace

from ..engine.table import OPPOSITE, End, Placed
from .geometry import HEADINGS as HEADINGS
from .geometry import STEP as STEP
from .geometry import Centres as Centres
from .geometry import Exit as Exit
from .geometry import Rect as Rect
from .geometry import Spot as Spot
from .geometry import new_arm as new_arm
from .geometry import rotate as rotate
from .geometry import square as square

GAP = 0.3  # the least free space between tiles that do not touch
LOOK = 1.3  # room kept ahead of a tile for the next one (a crosswise double needs 1)
SNAKE_RUN = 2  # tiles laid towards the drift side before a snake turns back
JUMP_LIMIT = 120

FAR = 1000.0
CORRIDORS = {"east": Rect(0.5, -1.5, FAR, 1.5), "west": Rect(-FAR, -1.5, -0.5, 1.5),
             "north": Rect(-1.5, -FAR, 1.5, -1), "south": Rect(-1.5, 1, 1.5, FAR)}
"""The strip along each side of a centre at the origin that only that side's arm may use."""


class Layout:
    """The spots of the tiles laid so far; ``add`` lays the next one."""

    def __init__(self, box: Rect, match_sum: int | None = None, ribbons: bool = False) -> None:
        self.box = box
        self.match_sum = match_sum
        self.ribbons = ribbons  # Sausage: a head and two ribbons side by side, straight on
        self.spots: dict[int, Spot] = {}
        self.children: dict[int, list[int]] = {}
        self.corridors: dict[str, Rect] = {}  # kept free for the arms of a centre

    # -- queries ------------------------------------------------------------------------
    def bounds(self) -> Rect | None:
        """The rectangle around every tile laid (None when there is none)."""
        out = None
        for spot in self.spots.values():
            out = spot.rect if out is None else out.union(spot.rect)
        return out

    def exit_of(self, end: End) -> Exit | None:
        spot = self.spots.get(end.placed)
        return None if spot is None else spot.exit_for(end.side, end.value)

    def free(self, rect: Rect, skip: int = 0, gap: float = GAP) -> bool:
        """Whether ``rect`` keeps ``GAP`` from every tile but the tile ``skip`` it joins, that
        tile's parent and its other children, which it must only not overlap (they meet at a
        bend or round a centre)."""
        near = {skip, *self.children.get(skip, ())}
        if skip in self.spots:
            near.add(self.spots[skip].parent)
        return not any(s.rect.overlaps(rect, 0.0 if n in near else gap)
                       for n, s in self.spots.items())

    def clear(self, rect: Rect, arm: str) -> bool:
        """Whether ``rect`` stays out of the strips kept for the other arms of the centre."""
        return not any(r.overlaps(rect) for side, r in self.corridors.items() if side != arm)

    def _fits(self, rect: Rect, look: Rect, skip: int, arm: str, tier: int) -> bool:
        """Tier 0: inside the box, room ahead, off other arms' strips; 1: anywhere else with
        room ahead, off the strips; 2: room ahead; 3: free; 4: at least not overlapping."""
        if tier == 0 and not look.inside(self.box):
            return False
        if tier <= 1 and not self.clear(look, arm):
            return False
        if tier <= 2:
            return self.free(look, skip)
        return self.free(rect, skip, GAP if tier == 3 else 0.0)

    # -- laying -------------------------------------------------------------------------
    def add(self, p: Placed, double: bool, branching: bool = False) -> Spot:
        """Lay placement ``p`` (``double``: whether its tile is a double; ``branching``: a
        centre, or a candidate centre, which opens its two other sides)."""
        if p.parent == 0 or p.parent not in self.spots:
            spot = self._lead(p, branching)
        else:
            parent = self.spots[p.parent]
            ex = parent.exit_for(p.side, self._joined_value(p, parent))
            spot = self._choose(p, double, branching, ex)
            spot.parent = p.parent
            self.children.setdefault(p.parent, []).append(p.n)
        self.spots[p.n] = spot
        return spot

    def ghost(self, ex: Exit, skip: int) -> Rect:
        """Where a lengthwise tile joining ``ex`` would lie (the mark of a target end)."""
        options = self._long_options(ex)
        for tier in range(5):
            for rect, _, _, look in options:
                if self._fits(rect, look, skip, ex.arm, tier):
                    return rect
        return options[0][0]

    def _joined_value(self, p: Placed, parent: Spot) -> int:
        """The value of the half of a crosswise matador that ``p`` joins: by the sum rule, or
        (a matador across a matador) its 0 half."""
        if p.crosswise and parent.half_exits:
            return 0
        if self.match_sum is None:
            return p.inner
        return self.match_sum - p.inner

    def _lead(self, p: Placed, branching: bool = False) -> Spot:
        """The first tile (or a head) at the origin: across if crosswise, else lengthwise."""
        if p.crosswise and self.ribbons:
            rect = Rect(-0.5, -1, 0.5, 1)
            halves = ((0.0, -0.5, p.inner), (0.0, 0.5, p.outer))
            exits = {"top": new_arm(0.5, -0.5, "east"), "bottom": new_arm(0.5, 0.5, "east")}
        elif p.crosswise:
            rect = Rect(-0.5, -1, 0.5, 1)
            halves = ((0.0, -0.5, p.inner), (0.0, 0.5, p.outer))
            arm = {side: side if branching else "" for side in STEP}
            exits = {"east": new_arm(0.5, 0, "east", arm["east"]),
                     "west": new_arm(-0.5, 0, "west", arm["west"]),
                     "north": new_arm(0, -1, "north", arm["north"]),
                     "south": new_arm(0, 1, "south", arm["south"])}
            if branching:
                self.corridors = dict(CORRIDORS)
        else:
            rect = Rect(-1, -0.5, 1, 0.5)
            halves = ((-0.5, 0.0, p.inner), (0.5, 0.0, p.outer))
            exits = {"east": new_arm(1, 0, "east"), "west": new_arm(-1, 0, "west")}
        exits["*"] = next(iter(exits.values()))
        return Spot(p.n, rect, halves, exits)

    def _choose(self, p: Placed, double: bool, branching: bool, ex: Exit) -> Spot:
        """The first option that fits: inside the box with room ahead, then anywhere free. A
        double across the line may also be the corner of a bend (not a centre)."""
        if p.crosswise:
            options = [self._crosswise(p, double, ex, branching)]
            if double and not branching:  # a bend, or in a narrow place along the line
                options += [self._long_spot(p, *o) for o in self._long_options(ex)
                            if o[2].heading != ex.heading]
                options.append(self._long_spot(p, *self._straight(ex)))
        elif self.ribbons:
            return self._long_spot(p, *self._straight(ex))[0]
        else:
            options = [self._long_spot(p, *o) for o in self._long_options(ex)]
        for tier in range(5):
            for spot, look in options:
                if self._fits(spot.rect, look, p.parent, ex.arm, tier):
                    return spot
        return self._jump(p, double, branching, ex)

    def _jump(self, p: Placed, double: bool, branching: bool, ex: Exit) -> Spot:
        """No room next to the end: lay the tile a little further on, joined by a dotted
        line."""
        for steps in range(1, JUMP_LIMIT):
            for heading in (ex.heading, ex.drift, rotate(ex.drift, 2)):
                moved = replace(ex.moved(steps, heading), heading=ex.heading)
                if p.crosswise:
                    spot = self._crosswise(p, double, moved, branching)[0]
                else:
                    spot = self._long_spot(p, *self._straight(moved))[0]
                if self.free(spot.rect, p.parent):
                    spot.link = (ex.x, ex.y, moved.x, moved.y)
                    return spot
        raise AssertionError("no free place for a tile")  # pragma: no cover

    def _long_options(self, ex: Exit) -> list[tuple[Rect, Centres, Exit, Rect]]:
        """Straight on, or a quarter turn either way, in order of preference; each as (tile
        rectangle, half centres, new exit, rectangle with the room kept ahead)."""
        h = ex.heading
        sides = [rotate(h, 1), rotate(h, 3)]
        if h == ex.drift:
            back = rotate(ex.across, 2)
            order = [back, "ahead", ex.across] if ex.run >= SNAKE_RUN else [
                "ahead", back, ex.across]
        elif ex.drift in sides:
            order = ["ahead", ex.drift, rotate(ex.drift, 2)]
        else:
            order = ["ahead", *sides]
        return [self._straight(ex) if c == "ahead" else self._corner(ex, c) for c in order
                if c != ex.avoid]

    @staticmethod
    def _straight(ex: Exit) -> tuple[Rect, Centres, Exit, Rect]:
        dx, dy = STEP[ex.heading]
        c1 = (ex.x + dx * 0.5, ex.y + dy * 0.5)
        c2 = (ex.x + dx * 1.5, ex.y + dy * 1.5)
        rect = square(*c1).union(square(*c2))
        nxt = replace(ex, x=ex.x + 2 * dx, y=ex.y + 2 * dy, run=ex.run + 1, avoid="")
        return rect, (c1, c2), nxt, rect.grown(ex.heading, LOOK)

    @staticmethod
    def _corner(ex: Exit, heading: str) -> tuple[Rect, Centres, Exit, Rect]:
        """A bend: the inner half just beyond the end, the outer half towards ``heading``."""
        dx, dy = STEP[ex.heading]
        ex2, ey2 = STEP[heading]
        c1 = (ex.x + dx * 0.5, ex.y + dy * 0.5)
        c2 = (c1[0] + ex2, c1[1] + ey2)
        rect = square(*c1).union(square(*c2))
        x, y = c2[0] + ex2 * 0.5, c2[1] + ey2 * 0.5
        if ex.column:  # the first bend of a north or south arm: rows stack back
            nxt = Exit(x, y, heading, rotate(ex.heading, 2), heading, 1, arm=ex.arm)
        else:
            towards_drift = heading in (ex.drift, rotate(ex.drift, 2))
            nxt = Exit(x, y, heading, ex.drift, ex.across if towards_drift else heading, 1,
                       arm=ex.arm)
        return rect, (c1, c2), nxt, rect.grown(heading, LOOK)

    def _long_spot(self, p: Placed, rect: Rect, centres: Centres, nxt: Exit,
                   look: Rect) -> tuple[Spot, Rect]:
        (x1, y1), (x2, y2) = centres
        spot = Spot(p.n, rect, ((x1, y1, p.inner), (x2, y2, p.outer)), {"*": nxt})
        return spot, look

    def _crosswise(self, p: Placed, double: bool, ex: Exit,
                   branching: bool = False) -> tuple[Spot, Rect]:
        """A tile across the arm: a double (a centre opens its two other sides) or a matador
        showing both halves, each of which may be joined."""
        h = ex.heading
        dx, dy = STEP[h]
        px, py = STEP[rotate(h, 1)]
        cx, cy = ex.x + dx * 0.5, ex.y + dy * 0.5
        rect = Rect(cx - 0.5 * abs(dx) - abs(px), cy - 0.5 * abs(dy) - abs(py),
                    cx + 0.5 * abs(dx) + abs(px), cy + 0.5 * abs(dy) + abs(py))
        halves = ((cx - px * 0.5, cy - py * 0.5, p.inner), (cx + px * 0.5, cy + py * 0.5, p.outer))
        on = replace(ex, x=ex.x + dx, y=ex.y + dy, run=ex.run + 1)
        spot = Spot(p.n, rect, halves)
        if double and branching:  # a centre: each of its sides starts an arm afresh
            on = new_arm(on.x, on.y, h, ex.arm)
        if double:  # sides are named as the engine names them, turned as the arm has turned
            logical = p.side if p.side in STEP else h
            turn = (HEADINGS.index(h) - HEADINGS.index(logical)) % 4
            spot.exits = {"*": on, logical: on}
            for side in (rotate(logical, 1), rotate(logical, 3)):
                seen = rotate(side, turn)
                sx, sy = STEP[seen]
                spot.exits[side] = new_arm(cx + sx, cy + sy, seen, ex.arm)
        else:
            first, second = rotate(h, 3), rotate(h, 1)  # where each half lies
            spot.exits = {"*": on}  # the middle: for a tile whose joined half is not known
            spot.half_exits = (
                (p.inner, replace(on.shifted(-px * 0.5, -py * 0.5), avoid=second)),
                (p.outer, replace(on.shifted(px * 0.5, py * 0.5), avoid=first)))
        return spot, rect.grown(h, LOOK)


def walk_order(placed: list[Placed], centre: int) -> list[Placed]:
    """The placements in the order the layout lays them. With a centre that appeared along the
    line, the walk starts from it, so the cross stands upright: the line it lies on becomes its
    back arm, walked from the centre to the lead and on along the lead's other side (those
    tiles turned round: ``inner`` is the half towards the centre)."""
    if not centre or placed[centre - 1].parent == 0:
        return placed
    root = placed[centre - 1]
    back = OPPOSITE[root.side]
    order = [root._replace(parent=0, side="")]
    done = {centre}
    previous, node = root, placed[root.parent - 1]
    while True:
        turned = node.parent != 0 or root.side == "east"  # a lead is turned if entered east
        inner, outer = (node.outer, node.inner) if turned else (node.inner, node.outer)
        order.append(node._replace(parent=previous.n, side=back, inner=inner, outer=outer))
        done.add(node.n)
        if node.parent == 0:
            break
        previous, node = node, placed[node.parent - 1]
    order.extend(p for p in placed if p.n not in done)
    return order
