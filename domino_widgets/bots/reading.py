"""Reading the others' choices: what an opponent's plays suggest about the tiles he kept.

Most players take the points a turn offers and otherwise shed their heaviest tile; greedy does
exactly that. If an opponent played so, then at each turn he opened with a play he held no tile
that would have served him better by that rule. The hand so far is replayed in one sampled
world (the table, which decides what a tile would have scored, is the same in every world) and,
at each such turn, the tiles he would have preferred are listed; so are, where a turn of
several tiles (Cross's doubles) ended by itself, the tiles that would have let him go on.
``knowledge`` bans them from the places of his hand at that moment, as it bans the tiles that
fitted when he drew or passed.
These reads are guesses, not facts: when no deal fits them, sampling falls back to the facts
alone (``sampler.sample``).

Only the player's view is read: his own hand and the tiles he drew, the public actions, the
counts. The replay is skipped in games where a hand is split in two (its draws say less), after
tiles went back from the table into a hand (Sausage's cut), and stops at a face-down tile the
viewer may not see.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..engine.actions import END_TURN, tile_of
from ..engine.errors import IllegalMoveError
from ..engine.games.hand_data import Deal
from ..engine.state import State
from .greedy import shed_weight, turn_gain
from .sampler import Sample, sample
from .world import Knowledge, hand_events

if TYPE_CHECKING:
    from ..engine.view import PlayerView, PublicEvent


def read_choices(state: State, view: PlayerView, know: Knowledge,
                 rng: random.Random) -> dict[int, frozenset[int]]:
    """For each opponent's turn of this hand that opened with a play: the unseen tiles he
    would have played instead, had he held them and played like greedy (event index ->
    tiles). Empty where the hand cannot be replayed."""
    events = hand_events(view)
    if not events or know.returned or state.rules.two_hands:
        return {}
    world = replay_start(state, view, know, sample(know, rng, reads=False), events)
    if world is None:
        return {}
    reads: dict[int, frozenset[int]] = {}
    candidates = frozenset(know.unseen)
    for k, stage in replay(world, events, view.turn):
        e = events[k]
        if stage == "ended":  # a turn of several tiles ended by itself: nothing to go on with
            reads[k] = reads.get(k, frozenset()) | continuing_tiles(world, e.player, candidates)
        elif (stage == "before" and e.kind == "play" and e.player != view.me
              and e.action is not None and not world.turn_plays and not world.draws_this_turn):
            reads[k] = preferred_tiles(world, e.player, e.action, candidates)
    return {k: banned for k, banned in reads.items() if banned}


def replay(world: State, events: list[PublicEvent], turn_now: int) -> Iterator[tuple[int, str]]:
    """Apply the hand's events to ``world`` one by one, yielding ``(k, "before")`` just before
    event ``k``, and ``(k, "ended")`` after a play that ended its player's turn though
    ``world`` would let him go on (he then ends it here too). Stops at a face-down tile the
    viewer may not see (``(k, "hidden")``), or where the sampled world parts from what
    happened (``(k, "parted")``)."""
    for k, e in enumerate(events):
        if e.action is None:
            yield k, "hidden"
            return
        yield k, "before"
        try:
            world.apply(e.action)
        except IllegalMoveError:
            yield k, "parted"
            return
        later = events[k + 1].player if k + 1 < len(events) else turn_now
        if world.turn == e.player and later != e.player and world.hand_over is None:
            yield k, "ended"
            if END_TURN not in world.legal_actions():
                yield k, "parted"
                return
            world.apply(END_TURN)


def continuing_tiles(world: State, player: int, candidates: frozenset[int]) -> frozenset[int]:
    """The tiles that would let ``player`` go on with his turn now (Cross: another double)."""
    found = set()
    for tile in candidates:
        with world.holding(player, (tile,)) as legal:
            if any(a >= 0 and tile_of(a) == tile for a in legal):
                found.add(tile)
    return frozenset(found)


def preferred_tiles(world: State, player: int, action: int,
                    candidates: frozenset[int]) -> frozenset[int]:
    """The tiles greedy would have played rather than ``action`` (the points of the whole
    turn, then the heaviest tile), each judged as if held beside the tile played."""
    banned = set()
    for tile in candidates:
        with world.holding(player, (tile_of(action), tile)) as legal:
            if action not in legal:
                continue
            chosen = (turn_gain(world, action), shed_weight(action))
            if any((turn_gain(world, a), shed_weight(a)) > chosen
                   for a in legal if a >= 0 and tile_of(a) == tile):
                banned.add(tile)
    return frozenset(banned)


def replay_start(state: State, view: PlayerView, know: Knowledge, guess: Sample,
                 events: list[PublicEvent]) -> State | None:
    """The start of this hand in the world of ``guess``: every hand as dealt and the boneyard in
    the order the draws took it, traced back through the places of ``know``."""
    me = know.me
    tile_of: dict[int, int] = {place: tile for k, place in know.played_from.items()
                               if (tile := events[k].tile_id) is not None}  # a play's: always
    for q, ids in know.place_ids.items():
        tile_of.update(zip(ids, guess.hands[q], strict=True))
    mine = Counter(view.hand)
    drawn = []
    for k, e in enumerate(events):
        if e.kind == "draw":
            tile = e.tile_id if e.player == me else tile_of.get(know.drawn_into.get(k, -1))
            if tile is None:
                return None
            drawn.append(tile)
            if e.player == me:
                mine[tile] -= 1
        elif e.kind == "play" and e.player == me and e.tile_id is not None:
            mine[e.tile_id] += 1
    if any(count < 0 for count in mine.values()):
        return None
    hands: list[tuple[int, ...]] = []
    for q in range(len(view.players)):
        if q == me:
            hands.append(tuple(mine.elements()))
        elif any(i not in tile_of for i in know.dealt_ids[q]):
            return None
        else:
            hands.append(tuple(tile_of[i] for i in know.dealt_ids[q]))
    aside = None
    if state.aside is not None:  # only whether a tile lies aside, never which
        aside = guess.rest[0] if guess.rest else None
    deal = Deal(tuple(hands), tuple(drawn) + guess.boneyard, aside)
    return State.from_deal(state.rules, state.players, deal, events[0].player,
                           later_hand=view.hand_no > 0, seed=state.seed)
