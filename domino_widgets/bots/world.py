"""What a player can know about the hidden tiles, and sampled worlds consistent with it.

Everything here starts from ``state.view(me)``: own hand, the others' hand counts, the table and
the public events. The unseen tiles are dealt at random into the others' hands and the boneyard,
keeping each sample consistent with what the table showed: a player who passed or drew holds no
tile that fitted the open ends at that moment (draws after it bring unknown tiles back in).
A sample becomes a full ``State`` (a *determinization*) by overwriting the hidden parts of a
clone; the rules then play it out as usual.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..engine.games.base import TMASK, Rules
from ..engine.tiles import TILES, full_set
from ..engine.view import HIDDEN, PlayerView

if TYPE_CHECKING:
    from ..engine.state import State

SAMPLE_TRIES = 20  # attempts to honour every constraint before dropping the oldest ones


def fits(rules: Rules, tile_id: int, ends: tuple[int, ...]) -> bool:
    """Whether a tile could join one of the open ends showing ``ends`` by the game's fit test
    (its touching rule, and a matador's right to a 0 end in the matador games)."""
    is_matador = getattr(rules, "is_matador", None)
    matador = is_matador is not None and is_matador(tile_id)
    fit = rules.fit
    mask = TMASK[tile_id]
    if not (matador and TILES[tile_id].pips == 0) and any(fit[v] & mask for v in ends):
        return True  # (0:0 is only ever a matador: never lengthwise)
    if not matador:
        return False
    return 0 in ends or bool(ends and rules.crosswise_anywhere())  # type: ignore[attr-defined]


def fits_every(rules: Rules, tile_id: int, ends: tuple[int, ...]) -> bool:
    """Whether a tile fits each of the ends: it fits whichever of them are open."""
    return bool(ends) and all(fits(rules, tile_id, (v,)) for v in ends)


def ban_rule(rules: Rules, view: PlayerView, placed_before: int) -> str:
    """How much a pass or a draw with ``placed_before`` tiles on the table tells: ``"any"``
    (every end shown was open: no tile fitting any of them was held), ``"every"`` (only some
    ends were open, unknown which: no tile fitting all of them), or ``"none"`` (a player with
    two hands: one hand may draw while the other could play)."""
    kind = type(rules)
    if kind.hand_filter is not Rules.hand_filter:
        return "none"
    if rules.sides_first:
        placed = view.placed[:placed_before]
        if placed and placed[0].crosswise:
            sides = {p.side for p in placed if p.parent == 1}
            return "any" if len(sides) >= 4 else "every"
        return "every"
    if kind.open_ends is not Rules.open_ends and not hasattr(rules, "is_matador"):
        return "every"  # the game closes some ends (Sausage's ribbon that is ahead)
    return "any"


@dataclass
class Knowledge:
    """What ``me`` knows: the unseen tiles, how many each hand and the boneyard hold, and for
    each other player the tiles banned from each of his hand's places (oldest first)."""

    me: int
    unseen: list[int]
    counts: tuple[int, ...]
    boneyard: int
    bans: dict[int, list[frozenset[int]]] = field(default_factory=dict)

    @property
    def hidden_total(self) -> int:
        return sum(c for q, c in enumerate(self.counts) if q != self.me) + self.boneyard


def knowledge(rules: Rules, view: PlayerView) -> Knowledge:
    """The viewer's knowledge of the hidden tiles, from his view alone."""
    me = view.me
    if me is None:
        raise ValueError("a spectator has no hand to play from")
    n = len(view.players)
    events = [e for e in view.events if e.hand_no == view.hand_no]
    seen = set(view.hand)
    on_table = {p.tile_id for p in view.placed if p.tile_id != HIDDEN}
    played = {e.tile_id for e in events
              if e.kind == "play" and e.tile_id is not None and e.tile_id != HIDDEN}
    seen |= on_table | played
    unseen = [t for t in full_set(rules.copies(n)) if t not in seen]
    hidden_total = sum(c for q, c in enumerate(view.hand_counts) if q != me)
    hidden_total += view.boneyard_count
    if len(unseen) < hidden_total:
        # Tiles went back from the table into a hand (Sausage's cut): any tile played this
        # hand and no longer on the table may be held again.
        unseen += sorted(played - on_table)
    know = Knowledge(me, unseen, view.hand_counts, view.boneyard_count)
    unseen_set = set(unseen)
    every = full_set(rules.copies(n))
    # Each other hand as places, oldest first, each with the tiles it cannot hold: follow the
    # public events of this hand (S2: who draws or passes had no tile fitting the ends).
    places: dict[int, list[set[int]]] = {q: [] for q in range(n) if q != me}
    dealt = {q: view.hand_counts[q] for q in places}
    for e in events:  # the dealt size: the count now, less draws, plus plays
        if e.player in dealt:
            dealt[e.player] += {"draw": -1, "play": 1}.get(e.kind, 0)
    for q in places:
        places[q] = [set() for _ in range(max(0, dealt[q]))]
    on_table_count = 0
    for e in events:
        hand = places.get(e.player)
        if e.kind == "play":
            on_table_count += 1
        if hand is None:
            continue
        if e.kind in ("draw", "pass") and e.ends_before:
            rule = ban_rule(rules, view, on_table_count)
            test = fits if rule == "any" else fits_every
            banned = {t for t in every if rule != "none" and test(rules, t, e.ends_before)}
            for place in hand:
                place |= banned
        if e.kind == "draw":
            hand.append(set())
        elif e.kind == "play" and hand:
            hand.pop(_place_of(hand, e.tile_id))
    for q, hand in places.items():
        size = view.hand_counts[q]
        if played - on_table:
            hand = []  # tiles left the table, some into a hand (Sausage's cut): bans unsure
        hand = (hand + [set() for _ in range(size)])[:size]
        know.bans[q] = [frozenset(place & unseen_set) for place in hand]
    return know


def _place_of(hand: list[set[int]], tile: int | None) -> int:
    """The place a played tile came from. A ban falls on every place held at the time, so an
    older place has every ban of a newer one: take the oldest place that could hold the tile,
    which leaves the others as free as the truth can be (after drawing until a tile fits, only
    the drawn tile's place can hold it)."""
    for i, place in enumerate(hand):
        if tile is None or tile not in place:
            return i
    return 0


def _split_hands(world: State, hands: dict[int, tuple[int, ...]]) -> None:
    """Games that keep each hand split in two (Cross in two hands: ``aux.hands`` holds every
    player's left and right hands): split the guessed hands the same sizes as the true ones
    (how many tiles lie in each heap is seen at the table; which tiles is not)."""
    aux = world.aux
    if not (hasattr(aux, "with_hand") and isinstance(getattr(aux, "hands", None), tuple)):
        return
    for q, hand in hands.items():
        left = len(aux.hands[q][0])
        aux = aux.with_hand(q, (hand[:left], hand[left:]))
    world.aux = aux


@dataclass
class Sample:
    """One guess at the hidden tiles: the others' hands, the boneyard in draw order and the
    unseen tiles in no hand and not in the boneyard (set aside, face down)."""

    hands: dict[int, tuple[int, ...]]
    boneyard: tuple[int, ...]
    rest: tuple[int, ...]


def sample(know: Knowledge, rng: random.Random) -> Sample:
    """A random deal of the unseen tiles consistent with the bans (if none can be found in a
    few tries, the constraints are relaxed, so a sample always exists)."""
    for attempt in range(SAMPLE_TRIES + 1):
        result = _try_sample(know, rng, strict=attempt < SAMPLE_TRIES)
        if result is not None:
            return result
    raise AssertionError("an unconstrained sample cannot fail")  # pragma: no cover


def _try_sample(know: Knowledge, rng: random.Random, strict: bool) -> Sample | None:
    pool = list(know.unseen)
    rng.shuffle(pool)
    hands: dict[int, list[int]] = {}
    places: list[tuple[int, frozenset[int]]] = []
    for q, count in enumerate(know.counts):
        if q == know.me:
            continue
        hands[q] = []
        bans = know.bans.get(q, []) if strict else []
        for s in range(count):
            places.append((q, bans[s] if s < len(bans) else frozenset()))
    places.sort(key=lambda place: -len(place[1]))  # the most constrained first
    taken = [False] * len(pool)
    for q, banned in places:
        for i, t in enumerate(pool):
            if not taken[i] and t not in banned:
                taken[i] = True
                hands[q].append(t)
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
    for q, hand in guess.hands.items():
        world.hands[q] = hand
    _split_hands(world, guess.hands)
    world.boneyard = guess.boneyard
    world.bone_pos = 0
    if world.aside is not None:
        world.aside = guess.rest[0] if guess.rest else None
    world.dealt = []  # the true deal stays out of the sampled world
    world._legal = None
    return world

