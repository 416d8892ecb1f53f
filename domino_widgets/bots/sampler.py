"""Sampled worlds: a random deal of the hidden tiles consistent with what a player knows
(``Knowledge``, defined here and worked out by ``world.py``), and the full ``State`` made from
it (a *determinization*), by overwriting the hidden parts of a clone; the rules then play it out
as usual."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..engine.state import State

SAMPLE_TRIES = 20  # attempts to honour every constraint before dropping the oldest ones


def _splits(world: State, hands: dict[int, tuple[int, ...]]) -> dict[int, tuple[tuple[int, ...],
                                                                               tuple[int, ...]]]:
    """Games that keep each hand split in two (Cross in two hands): the guessed hands split the
    same sizes as the true ones (how many tiles lie in each heap is seen at the table; which
    tiles is not)."""
    if not world.rules.two_hands:
        return {}
    out = {}
    for q, hand in hands.items():
        left = len(world.aux.hands[q][0])
        out[q] = (hand[:left], hand[left:])
    return out


@dataclass
class Knowledge:
    """What ``me`` knows: the unseen tiles, how many each hand and the boneyard hold, and for
    each other player the tiles banned from each of his hand's places (oldest first): by the
    facts (``bans``), and by the facts with what his choices suggest (``read_bans``, see
    ``reading.py``). The place ids let a sample be traced back to the deal."""

    me: int
    unseen: list[int]
    counts: tuple[int, ...]
    boneyard: int
    bans: dict[int, list[frozenset[int]]] = field(default_factory=dict)
    read_bans: dict[int, list[frozenset[int]]] = field(default_factory=dict)
    place_ids: dict[int, list[int]] = field(default_factory=dict)  # the places held now
    dealt_ids: dict[int, list[int]] = field(default_factory=dict)  # the places dealt
    drawn_into: dict[int, int] = field(default_factory=dict)  # draw event -> its new place
    played_from: dict[int, int] = field(default_factory=dict)  # play event -> its place
    returned: bool = False  # tiles went back from the table into a hand (Sausage's cut)
    reads_fail: bool = False  # no deal fits the reads: sample by the facts alone

    @property
    def hidden_total(self) -> int:
        return sum(c for q, c in enumerate(self.counts) if q != self.me) + self.boneyard


@dataclass
class Sample:
    """One guess at the hidden tiles: the others' hands (each tile in its place, as
    ``Knowledge.place_ids`` orders them), the boneyard in draw order and the unseen tiles in no
    hand and not in the boneyard (set aside, face down)."""

    hands: dict[int, tuple[int, ...]]
    boneyard: tuple[int, ...]
    rest: tuple[int, ...]


def sample(know: Knowledge, rng: random.Random, reads: bool = True) -> Sample:
    """A random deal of the unseen tiles consistent with the bans: the facts and (with
    ``reads``) what the others' choices suggest. If no such deal turns up in a few tries, the
    reads are dropped (for this knowledge from then on), then the facts, so a sample always
    exists."""
    levels = [know.read_bans] if reads and not know.reads_fail else []
    levels += [know.bans, {}]
    for bans in levels:
        for _ in range(SAMPLE_TRIES if bans else 1):
            result = _try_sample(know, rng, bans)
            if result is not None:
                return result
        if bans is know.read_bans:
            know.reads_fail = True
    raise AssertionError("an unconstrained sample cannot fail")  # pragma: no cover


def _try_sample(know: Knowledge, rng: random.Random,
                bans: dict[int, list[frozenset[int]]]) -> Sample | None:
    pool = list(know.unseen)
    rng.shuffle(pool)
    hands: dict[int, list[int]] = {}
    places: list[tuple[int, int, frozenset[int]]] = []
    for q, count in enumerate(know.counts):
        if q == know.me:
            continue
        hands[q] = [-1] * count
        held = bans.get(q, [])
        for s in range(count):
            places.append((q, s, held[s] if s < len(held) else frozenset()))
    places.sort(key=lambda place: -len(place[2]))  # the most constrained first
    taken = [False] * len(pool)
    for q, s, banned in places:
        for i, t in enumerate(pool):
            if not taken[i] and t not in banned:
                taken[i] = True
                hands[q][s] = t
                break
        else:
            return None
    left = [t for i, t in enumerate(pool) if not taken[i]]
    bone = tuple(left[:know.boneyard])
    return Sample({q: tuple(h) for q, h in hands.items()}, bone, tuple(left[know.boneyard:]))


def determinize(state: State, me: int, guess: Sample, twin: State | None = None) -> State:
    """A full ``State`` where the hidden tiles are those of ``guess``: a clone of ``state``
    (or ``twin``, a clone made earlier at this same position) with every other hand, the
    boneyard and the set-aside tile overwritten. Nothing hidden of ``state`` is read."""
    world = state.clone() if twin is None else twin
    world.guess_hidden(guess.hands, guess.boneyard, guess.rest[0] if guess.rest else None,
                       _splits(world, guess.hands))
    return world

