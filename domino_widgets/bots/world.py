"""What a player can know about the hidden tiles, and sampled worlds consistent with it.

Everything here starts from ``state.view(me)``: own hand, the others' hand counts, the table and
the public events. The unseen tiles are dealt at random into the others' hands and the boneyard,
keeping each sample consistent with what the table showed: a player who passed or drew holds no
tile that fitted the open ends at that moment (draws after it bring unknown tiles back in).
The samples and the full ``State`` made from one (a *determinization*) are in ``sampler.py``
(``sample``, ``determinize``, ``Sample``: importable from here too).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import partial
from types import SimpleNamespace
from typing import TYPE_CHECKING

from ..engine.games.base import Rules
from ..engine.games.fits import TMASK
from ..engine.games.leading import lowest_double_lead
from ..engine.record import Record, record_from_state
from ..engine.tiles import TILES, full_set
from ..engine.view import HIDDEN, PlayerView, PublicEvent
from .sampler import SAMPLE_TRIES as SAMPLE_TRIES
from .sampler import Knowledge as Knowledge
from .sampler import Sample as Sample
from .sampler import determinize as determinize
from .sampler import sample as sample

if TYPE_CHECKING:
    from ..engine.state import State


def fits(rules: Rules, tile_id: int, ends: tuple[int, ...]) -> bool:
    """Whether a tile could join one of the open ends showing ``ends`` by the game's fit test
    (its touching rule, and a matador's right to a 0 end in the matador games)."""
    matador = rules.is_matador(tile_id)
    fit = rules.fit
    mask = TMASK[tile_id]
    if not (matador and TILES[tile_id].pips == 0) and any(fit[v] & mask for v in ends):
        return True  # (0:0 is only ever a matador: never lengthwise)
    if not matador:
        return False
    return 0 in ends or bool(ends and rules.crosswise_anywhere())


def fits_every(rules: Rules, tile_id: int, ends: tuple[int, ...]) -> bool:
    """Whether a tile fits each of the ends: it fits whichever of them are open."""
    return bool(ends) and all(fits(rules, tile_id, (v,)) for v in ends)


def ban_rule(rules: Rules, view: PlayerView, placed_before: int) -> str:
    """How much a pass or a draw with ``placed_before`` tiles on the table tells: ``"any"``
    (every end shown was open: no tile fitting any of them was held), ``"every"`` (only some
    ends were open, unknown which: no tile fitting all of them), or ``"none"`` (a player with
    two hands: one hand may draw while the other could play)."""
    if rules.two_hands:
        return "none"
    if rules.sides_first:
        placed = view.placed[:placed_before]
        if placed and placed[0].crosswise:
            sides = {p.side for p in placed if p.parent == 1}
            return "any" if len(sides) >= 4 else "every"
        return "every"
    if not rules.all_ends_open:
        return "every"  # the game closes some ends (Sausage's ribbon that is ahead)
    return "any"


@dataclass
class _Place:
    """One tile's place in a hidden hand while the hand's events are followed."""

    id: int
    facts: set[int] = field(default_factory=set)
    reads: set[int] = field(default_factory=set)

def knowledge(rules: Rules, view: PlayerView,
              reads: dict[int, frozenset[int]] | None = None,
              named_leader: bool = False) -> Knowledge:
    """The viewer's knowledge of the hidden tiles, from his view alone; ``reads`` maps an
    event of this hand (its index) to the tiles its player's choice suggests he did not hold
    (``reading.read_choices``); ``named_leader``: the match named who leads its first hand
    (``State.first_leader``, known to every player), so that lead may be his own fallback."""
    me = view.me
    if me is None:
        raise ValueError("a spectator has no hand to play from")
    events = hand_events(view)
    know = _unseen(rules, view, me, events)
    ids = iter(range(10**6))
    places = _dealt_places(rules, view, events, know, ids, named_leader)
    _follow(rules, view, events, places, know, ids, reads or {})
    _held(view, places, know)
    return know


def state_knowledge(state: State, view: PlayerView,
                    reads: dict[int, frozenset[int]] | None = None) -> Knowledge:
    """``knowledge`` of ``view``'s player in ``state``: the lead read as a named leader's
    where the match named him (``State.first_leader``, known to every player)."""
    return knowledge(state.rules, view, reads, state.first_leader is not None)


class _ByLot(Exception):
    """The game draws lots for its first leader: no deal shows whom the rule would choose."""


def _no_lot() -> object:
    raise _ByLot


def rule_leader(state: State) -> bool:
    """Whether the leader named for the first hand is the one the game's own lead rule picks
    on its deal. A record always names its leader (RECORD.md), also a record of a game whose
    rule chose him: such a record is the live game, read from its whole text (its deal
    included) before anyone's decision is judged. Where the rule draws lots, the lead is any
    tile, and naming the leader tells nothing more."""
    if state.first_leader is None or not state.dealt:
        return False
    hands = tuple(tuple(h) for h in state.dealt[0].hands)
    probe = SimpleNamespace(hand_no=0, hands=hands, n=len(hands), options=state.rules.options,
                            lowest_double=partial(lowest_double_lead, hands))
    try:
        chosen = state.rules.first_leader(probe, _no_lot)  # type: ignore[arg-type]
    except (_ByLot, AttributeError, LookupError, TypeError):
        return False
    return bool(chosen == state.first_leader)


def live_record(record: Record) -> Record:
    """``record`` read as the live game it records: without its ``leader`` where that is the
    player the game's lead rule picks on its deal (``rule_leader``), so that the rule chooses
    him again, the same game is replayed move for move, and his lead tells the others what it
    told them at the table. Read from the record's whole text, before anyone's decision is
    judged."""
    if "leader" not in record.data or record.is_match:
        return record
    start = {k: v for k, v in record.data.items() if k != "notes"} | {"moves": []}
    replayed = Record(start, record.source).replay().state
    if replayed is None or not rule_leader(replayed):
        return record
    return Record({k: v for k, v in record.data.items() if k != "leader"}, record.source)


def as_played_live(state: State) -> State:
    """A finished ``state`` read as the live game it is (``live_record``): a copy replayed
    without its named leader where the game's rule picks him, else ``state`` itself."""
    if not rule_leader(state):
        return state
    replayed = live_record(record_from_state(state)).replay().state
    return replayed if replayed is not None else state


def _unseen(rules: Rules, view: PlayerView, me: int, events: list[PublicEvent]) -> Knowledge:
    """The knowledge's tiles and counts: every tile neither in the viewer's hand nor seen on
    the table or played this hand, no bans yet."""
    seen = set(view.hand)
    on_table = {p.tile_id for p in view.placed if p.tile_id != HIDDEN}
    played = {e.tile_id for e in events
              if e.kind == "play" and e.tile_id is not None and e.tile_id != HIDDEN}
    seen |= on_table | played
    unseen = [t for t in full_set(rules.copies(len(view.players))) if t not in seen]
    know = Knowledge(me, unseen, view.hand_counts, view.boneyard_count,
                     returned=bool(played - on_table))
    if len(unseen) < know.hidden_total:
        # Tiles went back from the table into a hand (Sausage's cut): any tile played this
        # hand and no longer on the table may be held again.
        unseen += sorted(played - on_table)
    return know


def _dealt_places(rules: Rules, view: PlayerView, events: list[PublicEvent], know: Knowledge,
                  ids: Iterator[int], named_leader: bool) -> dict[int, list[_Place]]:
    """Each other hand as it was dealt, as places, each with the tiles the lead tells it
    cannot hold (``lead_bans``)."""
    places: dict[int, list[_Place]] = {q: [] for q in range(len(view.players)) if q != know.me}
    dealt = {q: view.hand_counts[q] for q in places}
    for e in events:  # the dealt size: the count now, less draws, plus plays
        if e.player in dealt:
            dealt[e.player] += {"draw": -1, "play": 1}.get(e.kind, 0)
    first = lead_bans(rules, view, events, named_leader)
    for q in places:
        places[q] = [_Place(next(ids), set(first.get(q, ()))) for _ in range(max(0, dealt[q]))]
        know.dealt_ids[q] = [place.id for place in places[q]]
    return places


def _follow(rules: Rules, view: PlayerView, events: list[PublicEvent],
            places: dict[int, list[_Place]], know: Knowledge, ids: Iterator[int],
            reads: dict[int, frozenset[int]]) -> None:
    """Follow the public events of this hand, oldest first (S2: who draws or passes had no
    tile fitting the ends): the places of each other hand and the tiles each cannot hold."""
    every = full_set(rules.copies(len(view.players)))
    on_table_count = 0
    for k, e in enumerate(events):
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
                place.facts |= banned
        if k in reads:
            for place in hand:
                place.reads |= reads[k]
        if e.kind == "draw":
            hand.append(_Place(next(ids)))
            know.drawn_into[k] = hand[-1].id
        elif e.kind == "play" and hand:
            know.played_from[k] = hand.pop(_place_of(hand, e.tile_id)).id


def _held(view: PlayerView, places: dict[int, list[_Place]], know: Knowledge) -> None:
    """The bans of the places each other hand holds now, among the unseen tiles."""
    unseen_set = set(know.unseen)
    for q, hand in places.items():
        size = view.hand_counts[q]
        if know.returned:
            hand = []  # tiles left the table, some into a hand (Sausage's cut): bans unsure
        hand = (hand + [_Place(-1) for _ in range(size)])[:size]
        know.bans[q] = [frozenset(place.facts & unseen_set) for place in hand]
        know.read_bans[q] = [frozenset((place.facts | place.reads) & unseen_set)
                             for place in hand]
        know.place_ids[q] = [place.id for place in hand]


def hand_events(view: PlayerView) -> list[PublicEvent]:
    """The public events of the hand in play, in order."""
    return [e for e in view.events if e.hand_no == view.hand_no]


def lead_bans(rules: Rules, view: PlayerView, events: list[PublicEvent],
              named_leader: bool = False) -> dict[int, set[int]]:
    """For each other player, the tiles he cannot have been dealt, because the lead shows who
    held the tile that must lead (S7: leading 3:3 in a first hand of Cross tells that nobody
    was dealt 1:1 or 2:2). A leader named for the first hand who holds none of the rule's tiles
    leads by the rule applied to his own hand (``Rules.leads``): then his lead tells of his own
    hand only (no lower double in it), nothing of the others'."""
    if not events or events[0].kind != "play" or events[0].tile_id in (None, HIDDEN):
        return {}
    leader, led = events[0].player, events[0].tile_id
    named_leader = named_leader and view.hand_no == 0  # later hands: the rules choose
    n = len(view.players)
    others = (leader + 1) % n
    banned = set()
    for t in full_set(rules.copies(n)):
        if t == led:
            continue
        hands: list[tuple[int, ...]] = [()] * n
        if named_leader:
            hands[leader] = (led, t)
        else:
            hands[leader], hands[others] = (led,), (t,)
        # what a lead rule may ask of a state (``State.lowest_double``: S7 on its hands)
        dealt = tuple(hands)
        probe = SimpleNamespace(hand_no=view.hand_no, hands=dealt, options=view.options,
                                lowest_double=partial(lowest_double_lead, dealt))
        try:
            if named_leader:
                lost = led not in rules.leads(probe, leader)
            else:
                lost = led not in rules.lead_tiles(probe, leader)
        except (AttributeError, LookupError, TypeError):
            return {}  # a lead rule that needs more of the state: no inference
        if lost:
            banned.add(t)
    if named_leader:
        return {leader: banned} if leader != view.me else {}
    return {q: banned for q in range(n) if q != view.me}


def _place_of(hand: list[_Place], tile: int | None) -> int:
    """The place a played tile came from. A ban falls on every place held at the time, so an
    older place has every ban of a newer one: take the oldest place that could hold the tile,
    which leaves the others as free as the truth can be (after drawing until a tile fits, only
    the drawn tile's place can hold it)."""
    for i, place in enumerate(hand):
        if tile is None or tile not in place.facts:
            return i
    return 0
