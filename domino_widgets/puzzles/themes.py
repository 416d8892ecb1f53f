"""The puzzles' themes, each tagged by the engine from the position and the answer, never by
hand: a theme is a key, a name and one sentence of what it teaches (both in the catalogues),
and a small function that says whether it holds.

A puzzle takes the first theme of ``THEMES`` (in this order) that holds for its answer. The
last three are the fallback and between them always hold for exactly one answer: the answer
scores strictly the most now (``most-points``), or is otherwise the greedy player's one choice
(``heavy``: the most pips shed among moves that score alike), or neither (``later``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from ..bots.greedy import greedy_action, shed_weight, turn_gain
from ..bots.move_stats import distinct_moves
from ..bots.sampler import determinize, sample
from ..bots.world import state_knowledge
from ..engine.actions import CROSSWISE, CUT, FACE_DOWN, flags_of, tile_of
from ..engine.i18n import N_
from ..engine.tiles import TILES

if TYPE_CHECKING:
    from ..engine.state import State


@dataclass(frozen=True)
class Theme:
    """A theme: its key (in puzzle files), its name and what it teaches (marked texts: read
    them through ``_``), and its tagger."""

    key: str
    name: str
    teaches: str
    holds: Callable[[Look], bool] = field(repr=False, compare=False)


class Look:
    """What the taggers ask of one position and one answer, worked out once: the mover, the
    distinct moves (one action each), the points each move's turn scores, the position after
    each turn. Only what the mover can know is read: the hidden tiles are dealt one fixed way
    from his knowledge (``seen_deal``), so a move that ends the hand counts the same in every
    deal he cannot tell apart."""

    def __init__(self, position: State, answer: int) -> None:
        self.mover = position.turn
        self.position = seen_deal(position, self.mover)
        classes = distinct_moves(position.view(self.mover))
        self.moves = [st.action for st in classes]
        # the answer as its distinct move's action (a centre's other side names the same move)
        self.answer = next((st.action for st in classes
                            if answer == st.action or answer in st.same), answer)

    @cached_property
    def gains(self) -> dict[int, int]:
        """The points of the turn each move starts (the rest of the turn played greedily)."""
        return {a: turn_gain(self.position, a) for a in self.moves}

    def after(self, action: int) -> State:
        """The position after ``action`` and the rest of the mover's turn, played greedily."""
        world = self.position.clone()
        world.apply(action)
        rng = random.Random(0)
        while world.turn == self.mover and world.hand_over is None and world.turn_plays:
            world.apply(greedy_action(world, rng))
        return world

    @cached_property
    def after_answer(self) -> State:
        return self.after(self.answer)

    @cached_property
    def held(self) -> dict[int, frozenset[int]]:
        """The tiles each other player may hold, as far as the mover knows (the facts only:
        what the table showed, never what the others' choices suggest)."""
        know = state_knowledge(self.position, self.position.view(self.mover))
        return {q: frozenset(t for t in know.unseen if any(t not in ban for ban in bans))
                for q, bans in know.bans.items()}

    def may_hold(self, player: int) -> frozenset[int]:
        return self.held.get(player, frozenset())

    def others(self) -> list[int]:
        return [a for a in self.moves if a != self.answer]

    def key(self, action: int) -> tuple[int, int]:
        """The greedy player's key: the turn's points, then the pips shed."""
        return (self.gains[action], shed_weight(action))


def seen_deal(position: State, mover: int) -> State:
    """A copy of ``position`` with the tiles hidden from ``mover`` dealt one fixed way from
    what he knows (the facts of the table): the same copy for every deal he cannot tell
    apart, and no hidden tile of ``position`` read."""
    know = state_knowledge(position, position.view(mover))
    return determinize(position, mover, sample(know, random.Random(0), reads=False))


def _placed_by_mover(look: Look) -> list[int]:
    """The tiles the mover laid in the answer's turn."""
    world = look.after_answer
    start = len(look.position.history)
    return [tile_of(a) for a, _snap, p in world.history[start:] if a >= 0 and p == look.mover]


def doubles(look: Look) -> bool:
    """The answer is a double, and its turn lays two doubles or more and scores."""
    if look.answer < 0 or not TILES[tile_of(look.answer)].is_double:
        return False
    laid = [t for t in _placed_by_mover(look) if TILES[t].is_double]
    return len(laid) >= 2 and look.gains[look.answer] > 0


def centre(look: Look) -> bool:
    """The answer's turn scores while the centre double is counted whole."""
    counted = look.after_answer.counted()
    return (look.gains[look.answer] > 0 and counted is not None
            and any(end.end is None for end in counted.ends))


def matador(look: Look) -> bool:
    """The answer lays a matador crosswise on a blank end."""
    return look.answer >= 0 and bool(flags_of(look.answer) & CROSSWISE)


def cut(look: Look) -> bool:
    """The answer cuts the sausage."""
    return look.answer >= 0 and bool(flags_of(look.answer) & CUT)


def close_leg(look: Look) -> bool:
    """The answer closes a leg of the spider with a double face down."""
    return look.answer >= 0 and bool(flags_of(look.answer) & FACE_DOWN)


def go_out(look: Look) -> bool:
    """The answer's turn lays the mover's last tile and so ends the hand."""
    world = look.after_answer
    return world.hand_over is not None and not world.hands[look.mover]


def _next_cannot_place(look: Look, world: State) -> bool:
    """Whether the player to move in ``world`` (the mover's turn over) surely cannot lay a
    tile: no tile he may hold, as far as the mover can know (``Look.may_hold``), fits."""
    if world.hand_over is not None or world.turn == look.mover or world.rules.two_hands:
        return False
    nxt = world.turn
    for tile in look.may_hold(nxt):
        with world.holding(nxt, (tile,)) as legal:
            if any(a >= 0 for a in legal):
                return False
    return True


def block(look: Look) -> bool:
    """After the answer's turn the next player surely cannot lay a tile (he must draw or
    pass), and after some other move he might. Decided from what the mover can know: the
    tiles the next player may hold by the facts of the table (his draws and passes), never his
    real tiles (``world.py``)."""
    if not _next_cannot_place(look, look.after_answer):
        return False
    return any(not _next_cannot_place(look, look.after(a)) for a in look.others())


def keep_double(look: Look) -> bool:
    """The answer is not a double, though the mover could lay a double now that scores as
    much this turn or more."""
    if look.answer < 0 or TILES[tile_of(look.answer)].is_double:
        return False
    mine = look.gains[look.answer]
    return any(a >= 0 and TILES[tile_of(a)].is_double and look.gains[a] >= mine
               for a in look.others())


def _greedy_one(look: Look) -> bool:
    top = look.key(look.answer)
    return all(look.key(a) < top for a in look.others())


def most_points(look: Look) -> bool:
    """The answer's turn scores strictly more than any other move's."""
    mine = look.gains[look.answer]
    return mine > 0 and all(look.gains[a] < mine for a in look.others())


def heavy(look: Look) -> bool:
    """The answer is the greedy player's one choice, not by the points: among the moves that
    score the most now it sheds the most pips."""
    return _greedy_one(look) and not most_points(look)


def later(look: Look) -> bool:
    """The answer is not the greedy player's one choice: another move scores as much now and
    sheds as many pips, or more."""
    return not _greedy_one(look)


THEMES: dict[str, Theme] = {t.key: t for t in (
    Theme("doubles", N_("Doubles in one turn"),
          N_("In Cross a turn may lay several doubles: two doubles laid at once can score "
             "together."), doubles),
    Theme("centre", N_("Score on the centre"),
          N_("The centre double counts both its halves only while the line goes one way from "
             "it: score on it while it still counts."), centre),
    Theme("matador", N_("A matador on a blank"),
          N_("Only a matador may be laid on a blank end, crosswise: lay it where it helps you "
             "most."), matador),
    Theme("cut", N_("The cut"),
          N_("A cut sends one ribbon into the previous player's hand: choose when to cut and "
             "which piece to give."), cut),
    Theme("close-leg", N_("Close a leg"),
          N_("A double laid face down closes a leg of the spider: nothing more is played "
             "there."), close_leg),
    Theme("go-out", N_("Go out before the count"),
          N_("Lay your last tile first: the hand ends, and the tiles left in the others' hands "
             "are counted."), go_out),
    Theme("block", N_("Block the next player"),
          N_("Leave the next player no end that his tiles fit: he must draw or pass."), block),
    Theme("keep-double", N_("Keep a double for later"),
          N_("A double can wait: lay another tile now and keep the double for a better "
             "moment."), keep_double),
    Theme("most-points", N_("Score the most now"),
          N_("Take the points that are there: here the move that scores the most this turn is "
             "the best."), most_points),
    Theme("heavy", N_("Shed the heavy tiles"),
          N_("When the moves score alike, lay the tile with the most pips: the pips left in "
             "your hand count against you at the end of the hand."), heavy),
    Theme("later", N_("Think beyond this turn"),
          N_("The best move is not the one that scores or sheds the most now: think of what "
             "it leaves the others."), later),
)}


def tag(position: State, answer: int) -> str:
    """The theme of a puzzle: the first of ``THEMES`` that holds for ``answer`` (an action of
    the player to move in ``position``)."""
    look = Look(position, answer)
    return next(key for key, theme in THEMES.items() if theme.holds(look))
