"""Reading the others' choices (bots/reading.py) and the facts a player's view holds: his own
draws, the public actions, what a lead shows (S7), and a hand replayed in a sampled world."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from domino_widgets.bots import SearchPlayer
from domino_widgets.bots.players import greedy_action
from domino_widgets.bots.reading import read_choices, replay, replay_start
from domino_widgets.bots.world import hand_events, knowledge, sample
from domino_widgets.engine import GAMES, OptionError, State, parse_tile
from domino_widgets.engine.actions import DRAW, NEXT_HAND
from domino_widgets.engine.view import HIDDEN

REPLAYABLE = sorted(name for name in GAMES if name != "cross-two-hands")
PARTIAL_FACTS = ("sausage", "spider", "sevastopol")


def tile(text: str) -> int:
    return parse_tile(text).index


def greedy_hand(game: str, n: int, seed: int, moves: int) -> State:
    """A hand played greedily for up to ``moves`` actions (or to its end), not over."""
    rng = random.Random(seed)
    state = State.new(game, n, seed=f"read/{game}/{n}/{seed}")
    for _ in range(moves):
        if state.hand_over is not None:
            state.apply(NEXT_HAND)
        state.apply(greedy_action(state, rng))
    if state.hand_over is not None:
        state.undo()
    return state


@pytest.mark.parametrize("game", ["cross", "traditional"])
def test_s2_a_player_sees_the_tiles_he_drew_and_nobody_elses(game: str) -> None:
    """Two players: Ann leads 1:1, Bob has no 1 and draws until 1:2 turns up. Bob's view names
    his drawn tiles; Ann's view shows only that he drew. Both read the undo records
    (engine/undo.py) the same, and
    undo gives the tiles back to the boneyard in order."""
    state = State.from_hands(game, {"Ann": ["1:1", "6:6"], "Bob": ["3:4", "5:6"]},
                             boneyard=["0:0", "2:3", "1:2", "4:4"], leader="Ann")
    state.play("1:1")
    for _ in range(3):
        state.apply(DRAW)
    bob, ann = state.view(1).events, state.view(0).events
    assert [e.tile_id for e in bob if e.kind == "draw"] == [tile("0:0"), tile("2:3"),
                                                            tile("1:2")]
    assert [e.tile_id for e in ann if e.kind == "draw"] == [None, None, None]
    assert [e.action for e in ann] == [a for a, _, _ in state.history]
    state.undo()
    state.undo()
    assert state.bone_pos == 1 and state.hands[1] == (tile("3:4"), tile("5:6"), tile("0:0"))
    assert state.legal_actions() == [DRAW]


def test_4_a_face_down_double_hides_its_action_too() -> None:
    """Spider: a double laid face down shows neither its tile nor its action to the others
    until the hand ends."""
    state = State.from_hands("spider", {"Ann": ["1:1", "1:4", "1:3"], "Bob": ["1:2", "4:4", "5:5"]},
                             boneyard=[], leader="Ann")
    state.play("1:1")
    state.play("1:2", on="1:1")
    state.play("1:4", on="1:1")
    closing = next(a for a in state.legal_actions() if state.describe(a).face_down)
    state.apply(closing)
    seen_by_ann = state.view(0).events[-1]
    assert (seen_by_ann.tile_id, seen_by_ann.action) == (HIDDEN, None)
    assert state.view(1).events[-1].action == closing


def test_4_the_replay_stops_before_a_face_down_play_the_viewer_cannot_see() -> None:
    """Spider: Bob closes the 1:1 with 2:2 face down. Ann's view holds that play without its
    action, so her replay stops there ("hidden") and lays nothing for it, in every sampled
    world; it neither tries the play ("before") nor parts from the hand."""
    state = State.from_hands("spider", {"Ann": ["1:1", "1:4", "1:3", "3:3"],
                                        "Bob": ["1:2", "4:4", "5:5", "2:2"]},
                             boneyard=[], leader="Ann")
    state.play("1:1")
    state.play("1:2", on="1:1")
    state.play("1:4", on="1:1")
    closing = next(a for a in state.legal_actions() if state.describe(a).face_down)
    state.apply(closing)
    view = state.view(0)
    assert view.turn == 0
    events = hand_events(view)
    assert [(e.player, e.action is None) for e in events][-1] == (1, True)
    know = knowledge(state.rules, view)
    for seed in range(5):
        world = replay_start(state, view, know, sample(know, random.Random(seed)), events)
        assert world is not None
        stages = list(replay(world, events, view.turn))
        assert stages == [(0, "before"), (1, "before"), (2, "before"), (3, "hidden")]
        assert len(world.table.placed) == 3
    assert set(read_choices(state, view, know, random.Random(0))) <= {0, 1, 2}


def test_s7_a_lead_shows_that_nobody_was_dealt_a_lower_double() -> None:
    """Cross, first hand: Bob leads 3:3, so neither 1:1 nor 2:2 was dealt to anyone (they may
    lie in the boneyard); 4:4 may be anywhere."""
    state = State.from_hands("cross", {"Ann": ["5:6", "4:5"], "Bob": ["3:3", "0:6", "2:5"]},
                             boneyard=["1:1", "2:2", "4:4", "0:1", "0:2"])
    assert state.turn == 1
    state.play("3:3")
    know = knowledge(state.rules, state.view(0))
    for place in know.bans[1]:
        assert {tile("1:1"), tile("2:2")} <= place
        assert tile("4:4") not in place
    rng = random.Random(0)
    for _ in range(20):
        assert not {tile("1:1"), tile("2:2")} & set(sample(know, rng).hands[1])


def test_6_a_greedy_opponents_light_tile_says_he_held_no_heavier_one() -> None:
    """Matador (no points in play, so greedy sheds its heaviest tile): on Ann's lead 6:6 Bob
    laid 1:0. Played like greedy, he held no heavier tile with a 1 (1:5, 1:2, ...), nor 6:1,
    though the facts alone allow them."""
    state = State.from_hands(
        "matador", {"Ann": ["6:6", "3:3", "2:2", "5:5", "0:5", "0:6"],
                    "Bob": ["1:0", "2:3", "4:4", "3:6", "5:6", "0:2"]},
        leader="Ann")
    state.play("6:6")
    state.play("1:0", on="6:6")
    view = state.view(0)
    know = knowledge(state.rules, view)
    reads = read_choices(state, view, know, random.Random(1))
    assert set(reads) == {1}
    heavier = {tile(t) for t in ("1:1", "1:2", "1:4", "1:5", "6:1")}
    assert heavier <= reads[1]
    assert tile("0:4") not in reads[1]  # lighter: not read out
    read = knowledge(state.rules, view, reads)
    assert all(heavier <= place for place in read.read_bans[1])
    assert not any(heavier & place for place in read.bans[1])
    rng = random.Random(2)
    for _ in range(20):
        assert not heavier & set(sample(read, rng).hands[1])


def test_reads_that_no_deal_fits_give_way_to_the_facts() -> None:
    """A reading is a guess: if it leaves no deal, sampling keeps to the facts alone."""
    state = greedy_hand("cross", 2, seed=5, moves=6)
    view = state.view(state.turn)
    events = hand_events(view)
    other = next(k for k, e in enumerate(events) if e.player != view.me)
    everything = frozenset(knowledge(state.rules, view).unseen)
    know = knowledge(state.rules, view, {other: everything})
    guess = sample(know, random.Random(0))
    assert know.reads_fail
    assert sorted(t for h in guess.hands.values() for t in h) != []
    for q, places in know.bans.items():
        assert all(t not in banned for t, banned in zip(guess.hands[q], places, strict=True))


@pytest.mark.parametrize("game", REPLAYABLE)
def test_a_sampled_world_replays_the_hand_to_the_table_as_it_is(game: str) -> None:
    """The hand so far, replayed from a deal traced back from a sample, reaches the same
    table, the same turn and the viewer's own hand, in every game with one hand a player. (In
    Sausage and with ``sides_first`` a pass tells less, so a sample may part from the play.)"""
    cls = GAMES[game]
    replayed = 0
    for n in (cls.min_players, cls.max_players):
        for seed in range(3):
            state = greedy_hand(game, n, seed, moves=6 * n)
            me = state.turn
            view = state.view(me)
            know = knowledge(state.rules, view)
            if know.returned:
                continue  # Sausage after a cut: not replayed
            events = hand_events(view)
            world = replay_start(state, view, know, sample(know, random.Random(seed)), events)
            assert world is not None
            stops = [stage for _, stage in replay(world, events, view.turn)
                     if stage in ("hidden", "parted")]
            assert stops in ([], ["hidden"]) or game in PARTIAL_FACTS, stops
            if not stops:
                replayed += 1
                assert world.table.placed == state.table.placed
                assert world.turn == state.turn
                assert Counter(world.hands[me]) == Counter(state.hands[me])
    assert replayed >= 2


def test_search_read_setting_is_checked() -> None:
    with pytest.raises(OptionError, match="read must be one of greedy, none"):
        SearchPlayer(read="psychic")
    assert SearchPlayer(read="none").spec() == "search:read=none"
