"""§2 Cross in two hands: two hands of 7, both hands every turn, draws into a hand."""

import hashlib
import json
import random
import subprocess
import sys

import pytest
from positions import refused

from domino_widgets.bots.players import greedy_action
from domino_widgets.engine import DRAW, END_TURN, GAMES, NEXT_HAND, State
from domino_widgets.engine.actions import SPLIT, placement, split_action, tile_of
from domino_widgets.engine.errors import RecordError
from domino_widgets.engine.games.cross import Cross
from domino_widgets.engine.games.cross_two_hands import (
    LEFT,
    RIGHT,
    SplitError,
    hands_of,
    split,
)
from domino_widgets.engine.games.scoring import counted_ends, end_sum
from domino_widgets.engine.i18n import language
from domino_widgets.engine.record import Record, record_from_state
from domino_widgets.engine.table import VALUE
from domino_widgets.engine.tiles import SET_SIZE, TILES


def game(hands, boneyard=(), leader=None, options=None, later_hand=False):
    """A position: every player's (left, right) tiles as strings of the same length."""
    for left, right in hands.values():
        assert len(left.split()) == len(right.split())
    return State.from_hands("cross-two-hands",
                            {n: left.split() + right.split() for n, (left, right) in hands.items()},
                            boneyard=list(boneyard), leader=leader, options=options,
                            later_hand=later_hand)


def after_opening(bob_left, bob_right, boneyard=(), options=None):
    """Ann opens with 1:1 (left) and 1:4 east (right): ends 4 (east) and 1, 1, 1 on the free
    sides of the centre. Then it is Bob's turn."""
    st = game({"Ann": ("1:1 0:0", "1:4 0:5"), "Bob": (bob_left, bob_right)}, boneyard,
              options=options)
    st.play("1:1")
    st.play("1:4", on="1:1", side="east")
    assert st.turn == 1
    return st


def names(tiles):
    return [str(t) for t in tiles]


def played(st):
    return [(str(TILES[tile_of(a)]), st.rules.hand_of(st, st.turn, tile_of(a)))
            for a in st.legal_actions() if a >= 0]


def later_hand(hands, leader, **kw):
    """A position in a later hand, where the leader may lead any tile (S6)."""
    return game(hands, leader=leader, later_hand=True, **kw)


# -- the deal and the split -------------------------------------------------------------
def test_2_one_set_for_two_players_fourteen_each_no_boneyard():
    st = State.new("cross-two-hands", 2, seed=1)
    assert st.copies == 1 and [len(h) for h in st.hands] == [14, 14] and st.drawable() == 0
    assert sorted(t % SET_SIZE for h in st.hands for t in h) == list(range(SET_SIZE))


def test_2_three_players_mix_two_sets_and_leave_fourteen_in_the_boneyard():
    st = State.new("cross-two-hands", 3, seed=2)
    assert st.copies == 2 and [len(h) for h in st.hands] == [14] * 3 and st.drawable() == 14
    every = sorted(t % SET_SIZE for h in [*st.hands, st.boneyard] for t in h)
    assert every == sorted(list(range(SET_SIZE)) * 2)


def test_2_four_players_deal_all_fifty_six_tiles():
    st = State.new("cross-two-hands", 4, seed=3)
    assert [len(h) for h in st.hands] == [14] * 4 and st.drawable() == 0
    assert sorted(t for h in st.hands for t in h) == list(range(2 * SET_SIZE))


def test_2_default_split_is_as_dealt_the_first_seven_left():
    st = State.new("cross-two-hands", 2, seed=4)
    left, right = hands_of(st, 0)
    assert [t.id for t in left] == list(st.hands[0][:7])
    assert [t.id for t in right] == list(st.hands[0][7:])
    record = record_from_state(st)
    assert record.data["hands"][st.players[0]] == {"left": names(left), "right": names(right)}


def test_2_the_player_chooses_his_split_and_a_record_keeps_it():
    st = State.new("cross-two-hands", ["Ann", "Bob"], seed=5)
    tiles = sorted(TILES[t] for t in st.hands[1])
    split(st, "Bob", [str(t) for t in tiles[7:]])
    left, right = hands_of(st, 1)
    assert sorted(left) == tiles[7:] and sorted(right) == tiles[:7]
    rng = random.Random(5)
    for _ in range(12):
        st.apply(rng.choice(st.legal_actions()))
    while st.turn_plays:  # a record holds whole turns
        st.apply(rng.choice(st.legal_actions()))
    record = Record.loads(record_from_state(st).dumps())
    assert sorted(record.data["hands"]["Bob"]["left"]) == sorted(str(t) for t in tiles[7:])
    replayed = record.replay().state
    assert replayed.hands == st.hands and replayed.aux == st.aux


@pytest.mark.parametrize(("left", "match"), [
    (["6:6", "5:5", "4:4", "3:3", "2:2", "1:1"], "a hand holds 7 tiles: 6 given"),
    (["6:6", "5:5", "4:4", "3:3", "2:2", "1:1", "0:0", "6:5"], "a hand holds 7 tiles: 8 given"),
    (["6:6", "5:5", "4:4", "3:3", "2:2", "1:1", "5:1"], "Ann does not hold 5:1"),
    (["6:6", "6:6", "4:4", "3:3", "2:2", "1:1", "0:0"], "Ann holds 6:6 only once"),
    ("6:6", "a list of 7 tiles"),
    (7, "a list of tiles"),
])
def test_2_a_split_that_is_not_seven_of_his_own_tiles_is_refused(left, match):
    st = game({"Ann": ("6:6 5:5 4:4 3:3 2:2 1:1 0:0", "6:5 6:4 6:3 6:2 6:1 6:0 5:4"),
               "Bob": ("5:3 5:2 5:0 4:3 4:2 4:1 4:0", "3:2 3:1 3:0 2:1 2:0 1:0 5:1")})
    refused(st, lambda: split(st, "Ann", left), match)
    assert issubclass(SplitError, ValueError)


def test_2_the_split_is_made_before_the_first_move_only():
    st = State.new("cross-two-hands", ["Ann", "Bob"], seed=6)
    st.apply(st.legal_actions()[0])
    left, _ = hands_of(st, 1)
    refused(st, lambda: split(st, "Bob", [str(t) for t in left]), "before the first move")
    refused(st, lambda: split(st, "Eve", [str(t) for t in left]), "unknown player 'Eve'")


# -- the turn: both hands ---------------------------------------------------------------
def test_2_first_move_is_the_lowest_double_plus_a_tile_of_the_other_hand():
    st = game({"Ann": ("1:1 0:0", "1:4 0:5"), "Bob": ("2:2 6:6", "3:3 4:6")})
    assert st.turn == 0 and played(st) == [("1:1", LEFT)]
    st.play("1:1")
    assert st.turn == 0 and {tile for tile, _ in played(st)} == {"4:1"}
    assert {hand for _, hand in played(st)} == {RIGHT}
    refused(st, lambda: st.play("end"), "the right hand can still play 4:1: a turn uses both")
    st.play("1:4")
    assert st.turn == 1


def test_2_later_hands_lead_any_tile_of_either_hand_and_the_other_hand_follows():
    st = later_hand({"Ann": ("3:5 0:0", "5:6 2:1"), "Bob": ("2:2 4:4", "2:4 6:6")}, "Ann")
    # after 0:0 the right hand could not follow, nor the left hand after 2:1:
    assert sorted(played(st)) == [("5:3", LEFT), ("6:5", RIGHT)]
    st.play("3:5")
    assert played(st)[0][0] == "6:5" and st.turn == 0
    st.play("5:6")
    assert st.turn == 1


def test_2_ending_the_turn_after_one_hand_is_refused_while_the_other_can_play():
    st = after_opening("4:6 2:2", "6:3 5:5")
    st.play("4:6")
    assert END_TURN not in st.legal_actions()
    message = refused(st, lambda: st.apply(END_TURN), "the right hand can still play 6:3")
    assert message == "the right hand can still play 6:3: a turn uses both hands"


def test_2_a_first_tile_that_would_leave_the_other_hand_without_a_move_is_refused():
    st = after_opening("4:6 4:2", "6:3 5:5")
    assert played(st) == [("6:4", LEFT)]
    message = refused(st, lambda: st.play("4:2"), "would leave the right hand no tile to play")
    assert message == ("4:2 from the left hand would leave the right hand no tile to play: a "
                       "turn uses both hands (play 6:4 from the left)")


def test_2_a_hand_that_cannot_play_in_any_order_skips_without_a_boneyard():
    st = after_opening("4:6", "5:5")
    assert played(st) == [("6:4", LEFT)]
    st.play("4:6")
    assert st.turn == 0 and st.aux.turn_hands == (LEFT,)  # the right hand sat out


def test_2_when_the_hands_exclude_each_other_either_plays_and_the_other_skips():
    st = after_opening("4:2", "4:3")
    assert sorted(played(st)) == [("4:2", LEFT), ("4:3", RIGHT)]
    st.play("4:3")
    assert st.turn == 0 and names(hands_of(st, 1)[0]) == ["4:2"]  # the left hand sat out


def test_2_a_hand_adds_one_non_double_or_doubles_and_then_its_part_is_over():
    st = after_opening("1:6 1:2 4:5", "4:4 6:6 5:5")
    st.play("1:6", on="1:1", side="west")
    refused(st, lambda: st.play("1:2"), "the left hand has played its part of this turn")
    st.play("4:4")  # the right hand's doubles may go on: 6:6 fits the 6
    assert END_TURN in st.legal_actions() and played(st) == [("6:6", RIGHT)]
    st.play("6:6")
    assert st.turn == 0


def test_2_after_a_double_the_same_hand_adds_only_doubles():
    st = after_opening("4:4 4:5", "1:6 3:3")
    st.play("4:4")
    refused(st, lambda: st.play("4:5"), "after a double the left hand may add only doubles")
    st.play("1:6")
    assert st.turn == 0


def test_2_double_then_any_lets_a_hand_add_one_non_double_after_its_doubles():
    st = after_opening("4:4 4:2", "2:3 5:5", options={"double_then_any": True})
    assert ("4:4", LEFT) in played(st)  # then 4:2 opens the 2 the right hand needs
    st.play("4:4")
    st.play("4:2")
    st.play("2:3")
    assert st.turn == 0
    st = after_opening("4:4 4:2", "2:3 5:5")
    assert played(st) == [("4:2", LEFT)]  # by default 4:4 would leave the right hand stuck


def test_2_a_tile_from_the_wrong_hand_is_refused():
    st = after_opening("4:6 2:2", "6:3 5:5")
    message = refused(st, lambda: st.play("4:6", hand="right"), "in the left hand")
    assert message == "6:4 is in the left hand of Bob, not in the right"
    refused(st, lambda: st.play("4:6", hand="middle"), "hand must be 'left' or 'right'")
    data = Record.load("cross-two-hands-turn").data
    data["moves"][1]["plays"][0]["hand"] = "right"
    with pytest.raises(ValueError, match="^move 2: placement 1: 4:3 is in the left hand of "
                                         "Борис, not in the right$"):
        Record.loads(json.dumps(data)).replay()


def test_2_two_first_doubles_of_one_turn_are_both_candidates():
    st = later_hand({"Ann": ("3:5 0:0", "3:3 5:5"), "Bob": ("6:6 0:1", "0:2 0:4")}, "Ann")
    st.play("3:5")
    st.play("3:3")
    st.play("5:5")
    assert len(st.table.candidates) == 2 and st.turn == 1


# -- drawing ------------------------------------------------------------------------------
def test_2_a_hand_that_cannot_play_in_any_order_draws_first_into_that_hand():
    st = after_opening("4:6", "5:5", boneyard=["2:0", "6:3", "3:0"])
    assert st.legal_actions() == [DRAW]
    message = refused(st, lambda: st.play("4:6"), "draws from the boneyard first")
    assert message.startswith("the right hand cannot play in any order of this turn")
    st.apply(DRAW)
    st.apply(DRAW)
    assert names(hands_of(st, 1)[1]) == ["5:5", "2:0", "6:3"]
    assert played(st) == [("6:4", LEFT)]
    st.play("4:6")
    st.play("6:3")
    assert st.turn == 0


def test_2_a_hand_left_without_a_move_draws_when_its_moment_comes():
    st = after_opening("4:2", "4:3", boneyard=["6:6", "2:5", "3:3"])
    assert DRAW not in st.legal_actions()  # each hand could play now: no draw yet
    st.play("4:2")
    assert st.legal_actions() == [DRAW]
    refused(st, lambda: st.apply(END_TURN), "the right hand has no tile to play: it must draw")
    st.apply(DRAW)
    st.apply(DRAW)
    assert names(hands_of(st, 1)[1]) == ["4:3", "6:6", "5:2"] and hands_of(st, 1)[0] == []
    st.play("2:5")
    assert st.turn == 0


def test_2_a_hand_that_draws_and_finds_nothing_ends_the_turn_and_the_replay_says_so():
    st = after_opening("4:2 6:5", "4:3 5:5", boneyard=["6:6"])
    st.play("4:2")
    st.apply(DRAW)
    assert st.turn == 0 and st.drawable() == 0
    record = record_from_state(st)  # one move, the whole turn: the replay makes the draw
    assert record.data["moves"][-1] == {"player": "Bob", "play": "4:2", "hand": "left"}
    # (replayed from whole deals in test_2_records_of_random_games_with_splits_replay_...)


# -- scoring and the end of the hand --------------------------------------------------------
def test_2_scoring_is_judged_after_the_whole_turn():
    st = game({"Ann": ("5:5 0:6", "5:1 6:6"), "Bob": ("1:3 2:4", "6:2 0:2")})
    st.play("5:5")
    assert Cross.end_total(st.table) == 10 and st.scores == (0, 0)  # 10 after one hand only
    st.play("5:1")
    assert Cross.end_total(st.table) == 11 and st.scores == (0, 0)
    steps = Record.load("cross-two-hands-turn").replay().steps
    assert [s["points"] for s in steps] == [5, 10, 10, 20, 15]


def test_2_the_hand_ends_when_a_player_has_no_tiles_in_both_hands():
    st = State.from_hands("cross-two-hands", {"Ann": ["1:1", "2:0", "1:4"],
                                              "Bob": ["4:6", "3:3", "6:2", "5:5"]},
                          boneyard=[])
    assert [names(h) for h in hands_of(st, 0)] == [["1:1", "2:0"], ["4:1"]]
    st.play("1:1")
    st.play("1:4", on="1:1", side="east")
    assert st.hand_over is None and hands_of(st, 0)[1] == []  # an empty hand: play goes on
    st.play("4:6")
    st.play("6:2")
    assert st.turn == 0 and st.hand_over is None
    st.play("2:0")  # the empty right hand sits out; the left plays its last tile
    assert st.hand_over is not None and st.hand_over.winner == 0
    assert st.hand_over.points == (0, -15)  # Bob: 3:3 and 5:5, 16 pips -> 15
    assert st.legal_actions() == [NEXT_HAND]


def test_2_target_is_205():
    assert GAMES["cross-two-hands"]().target(2) == 205
    assert State.new("cross-two-hands", 3, seed=1).target() == 205


def test_2_undo_restores_the_hands_and_the_turn_and_then_takes_back_the_split():
    st = State.new("cross-two-hands", 3, seed=7)
    dealt, deal = st._snapshot(), st.dealt[0]
    split(st, 1, [str(TILES[t]) for t in st.hands[1][7:]])
    start, split_deal = st._snapshot(), st.dealt[0]
    rng = random.Random(7)
    for _ in range(40):
        st.apply(rng.choice(st.legal_actions()))
    while len(st.history) > 1:
        st.undo()
    assert st._snapshot() == start and st.dealt[0] == split_deal
    assert st.undo() <= SPLIT  # the split is an action too
    assert st._snapshot() == dealt and st.dealt[0] == deal and not st.history


def test_2_the_split_is_an_action_checked_recorded_and_undone():
    st = State.new("cross-two-hands", ["Ann", "Bob"], seed=11)
    left = [str(TILES[t]) for t in st.hands[1][7:]]
    action = st.rules.split_action(st, "Bob", left)
    assert action <= SPLIT and action not in st.legal_actions()
    before, legal = st._snapshot(), list(st.legal_actions())
    st.apply(action)
    assert [a for a, _, _ in st.history] == [action] and st.history[0][2] == 1
    assert [str(t) for t in hands_of(st, 1)[0]] == left
    assert st.legal_actions() == legal  # the split is no move: the same player leads
    assert st.view(0).events == () and st.view(1).events == ()
    st.undo()
    assert st._snapshot() == before and not st.history
    st.apply(action)
    st.apply(st.legal_actions()[0])
    refused(st, lambda: st.apply(action), "before the first move")
    st.undo_to(0)  # back past the split in one go: the deal as dealt again
    assert st._snapshot() == before and st.dealt[0] == State.new(
        "cross-two-hands", ["Ann", "Bob"], seed=11).dealt[0]


def test_2_a_made_up_split_action_is_refused_and_changes_nothing():
    st = State.new("cross-two-hands", ["Ann", "Bob"], seed=12)
    before = st._snapshot()
    own, other = st.hands[0], st.hands[1]
    refused(st, lambda: st.apply(split_action(0, other[:7])), "Ann does not hold")
    refused(st, lambda: st.apply(split_action(0, (own[0],) * 7)), "Ann holds")
    refused(st, lambda: st.apply(split_action(5, own[:7])), "unknown player 5")
    refused(st, lambda: st.apply(split_action(0, own[:7] + own[7:8])), "not an action")
    assert st._snapshot() == before and not st.history
    with language("ru"):
        refused(st, lambda: st.apply(split_action(0, other[:7])), "Ann: на руках нет кости")
        st.apply(st.legal_actions()[0])
        refused(st, lambda: st.apply(split_action(1, other[:7])), "до первого хода")
    cross = State.new("cross", ["Ann", "Bob"], seed=12)
    refused(cross, lambda: cross.apply(split_action(0, cross.hands[0][:7])),
            "cross has no left and right hands to split")


def test_2_a_record_of_a_split_hand_is_the_record_of_that_deal():
    st = State.new("cross-two-hands", ["Ann", "Bob", "Eve"], seed=13)
    split(st, "Eve", [str(TILES[t]) for t in reversed(st.hands[2][3:10])])
    dealt = State.new("cross-two-hands", ["Ann", "Bob", "Eve"], seed=13, deals=st.dealt)
    rng = random.Random(13)
    for _ in range(30):
        action = rng.choice(st.legal_actions())
        st.apply(action)
        dealt.apply(action)
    while st.turn_plays:
        action = st.legal_actions()[0]
        st.apply(action)
        dealt.apply(action)
    assert record_from_state(st).dumps() == record_from_state(dealt).dumps()


# -- records --------------------------------------------------------------------------------
@pytest.mark.parametrize(("cut", "match"), [
    (None, "the hand of Аня must be split: "),
    (6, "Аня's left hand holds 6 tiles; each hand holds 7"),
    (8, "Аня's left hand holds 8 tiles; each hand holds 7"),
])
def test_2_a_record_gives_each_hand_seven_tiles(cut, match):
    data = Record.load("cross-two-hands-turn").data
    tiles = data["hands"]["Аня"]["left"] + data["hands"]["Аня"]["right"]
    data["hands"]["Аня"] = tiles if cut is None else {"left": tiles[:cut], "right": tiles[cut:]}
    with pytest.raises(ValueError, match=match):
        Record.loads(json.dumps(data)).replay()


def test_2_the_shipped_record_replays_from_the_command_line():
    run = subprocess.run([sys.executable, "-m", "domino_widgets", "replay",
                          "cross-two-hands-turn"], capture_output=True, text=True, check=True)
    lines = run.stdout.splitlines()
    assert "lead 1:1 (left hand); 1:3 on 1:1, east (right hand)" in lines[0]
    assert "1:2 on 1:1, west (right hand)" in lines[2] and "left" not in lines[2]
    assert lines[-1].strip() == "totals: Аня 30, Борис 30"
    record = Record.load("cross-two-hands-turn")
    assert all(set(note) == {"ru", "en"} for note in record.data["notes"].values())


# -- records: a move is the whole turn --------------------------------------------------------
def shipped(moves=None):
    """The shipped record cross-two-hands-turn as data, with its moves replaced (if given)."""
    data = Record.load("cross-two-hands-turn").data
    if moves is not None:
        data["moves"] = moves
        del data["notes"]
    return data


def replay_refused(data, match):
    """The record is refused, and the message is ``match`` exactly."""
    with pytest.raises(RecordError) as caught:
        Record.loads(json.dumps(data)).replay()
    assert str(caught.value) == match
    return caught.value


def test_2_a_record_move_leaving_out_a_hand_that_could_play_is_refused_at_that_move():
    moves = shipped()["moves"]
    moves[1] = {"player": "Борис", "play": "3:4", "hand": "left"}  # his right hand skips 4:4
    replay_refused(shipped(moves), "move 2: Борис's right hand can still play (4:4 on 3:4): a "
                                   "move is the whole turn")


def test_2_one_turn_written_as_two_moves_is_refused_at_its_first_half():
    moves = shipped()["moves"]
    moves[1:2] = [{"player": "Борис", "play": "3:4", "hand": "left"},
                  {"player": "Борис", "play": "4:4", "hand": "right"}]
    replay_refused(shipped(moves), "move 2: Борис's right hand can still play (4:4 on 3:4): a "
                                   "move is the whole turn")


def test_2_a_record_ending_on_a_half_turn_is_refused_from_the_command_line(tmp_path):
    moves = shipped()["moves"][:1] + [{"player": "Борис", "play": "3:4", "hand": "left"}]
    path = tmp_path / "half.json"
    path.write_text(json.dumps(shipped(moves)), encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "domino_widgets", "replay", path.name],
                         capture_output=True, text=True, cwd=tmp_path)
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.strip() == ("half.json: move 2: Борис's right hand can still play (4:4 on "
                                  "3:4): a move is the whole turn")


def test_2_a_first_move_made_with_one_hand_is_refused_at_that_move():
    moves = shipped()["moves"]
    moves[0] = {"player": "Аня", "play": "1:1", "hand": "left"}
    replay_refused(shipped(moves), "move 1: Аня's right hand can still play (1:3 on 1:1): a move "
                                   "is the whole turn")


def test_2_each_placement_of_a_two_hands_record_names_its_hand():
    moves = shipped()["moves"]
    moves[2] = {"player": "Аня", "play": "1:2"}  # once taken as a left-hand half turn
    replay_refused(shipped(moves), 'move 3: hand is missing: each placement of cross-two-hands '
                                   'says which hand plays it ("hand": "left" or "right")')
    moves = shipped()["moves"]
    del moves[0]["plays"][1]["hand"]
    with pytest.raises(RecordError, match="^move 1: placement 2: hand is missing: "):
        Record.loads(json.dumps(shipped(moves)))


@pytest.mark.parametrize("name", ["cross-photos", "traditional-hand"])
def test_2_hand_is_refused_outside_cross_in_two_hands(name):
    data = Record.load(name).data
    move = data["moves"][0]
    (move["plays"][0] if "plays" in move else move)["hand"] = "left"
    with pytest.raises(RecordError, match="^move 1: (placement 1: )?hand: only cross-two-hands "
                                          "has a left and a right hand; leave hand out$"):
        Record.loads(json.dumps(data))
    st = Record.load(name).replay().state.clone()
    while st.history:
        st.undo()
    tile = str(TILES[tile_of(st.legal_actions()[0])])
    refused(st, lambda: st.play(tile, hand="left"),
            f"{st.rules.name} has no left and right hands: leave out hand")


def test_2_the_python_api_builds_a_turn_one_placement_at_a_time_a_record_holds_whole_turns():
    st = after_opening("4:6 2:2", "6:3 5:5")
    st.play("4:6")  # half of Bob's turn: the record leaves it out
    assert [m["player"] for m in record_from_state(st).data["moves"]] == ["Ann"]
    st.play("6:3")
    assert record_from_state(st).data["moves"][-1] == {
        "player": "Bob", "plays": [{"play": "4:6", "hand": "left"},
                                   {"play": "6:3", "hand": "right"}]}


def three_players(boneyard_first=None):
    """A whole three-player deal (two sets) in which Bob's left hand plays 4:2 and his right
    hand, left without a tile, draws: through all fourteen boneyard tiles, none of which fits,
    or (``boneyard_first``, swapped into the boneyard from Cid's left hand) a tile that fits."""
    cid_left = ["1:1", "1:0", "2:1", "3:1", "2:0", "2:2", "3:2"]
    bone = ["3:0", "4:0", "4:0", "6:0", "3:3", "4:3", "5:3", "6:3", "4:4", "4:4", "5:4", "5:4",
            "6:4", "6:4"]
    if boneyard_first:
        cid_left[cid_left.index(boneyard_first)] = bone[0]
        bone[0] = boneyard_first
    hands = {"Ann": {"left": ["1:1", "1:0", "2:1", "3:1", "2:0", "2:2", "3:2"],
                     "right": ["4:1", "5:1", "6:1", "5:2", "6:2", "5:5", "6:5"]},
             "Bob": {"left": ["4:2", "0:0", "5:0", "5:5", "6:0", "6:5", "6:6"],
                     "right": ["4:3", "0:0", "3:0", "3:3", "5:0", "5:3", "6:3"]},
             "Cid": {"left": cid_left,
                     "right": ["4:1", "5:1", "6:1", "5:2", "6:2", "4:2", "6:6"]}}
    moves = [{"player": "Ann", "plays": [{"play": "1:1", "hand": "left"},
                                         {"play": "1:4", "on": "1:1", "side": "east",
                                          "hand": "right"}]},
             {"player": "Bob", "play": "4:2", "hand": "left"}]
    return {"format": "domino-record/1", "game": "cross-two-hands", "players": list(hands),
            "hands": hands, "boneyard": bone, "moves": moves}


def test_2_a_move_makes_the_draws_of_the_hand_whose_moment_comes():
    replayed = Record.loads(json.dumps(three_players())).replay()
    assert replayed.steps[-1]["action"] == ("play 4:2 on 1:4 east (left hand), " + ", ".join(
        f"draw {t}" for t in three_players()["boneyard"]))  # nothing fits: the turn is over
    assert replayed.state.turn == 2 and replayed.state.drawable() == 0
    replay_refused(three_players("2:0"), "move 2: Bob's right hand drew 2:0 and can still play "
                                         "(2:0 on 4:2): a move is the whole turn")


# -- random play: the rule, the record, the deal --------------------------------------------
def _fits(st, tiles):
    """Every placement of ``tiles`` on the open ends (a lead on an empty table)."""
    if st.table.is_empty:
        leads = st.rules.lead_tiles(st, st.turn)
        return [placement(t) for t in tiles if t in leads]
    return [placement(t, i) for t in tiles for i, e in enumerate(st.table.ends)
            if TILES[t].has(e[VALUE])]


def _both_hands_can_play(st):
    """By brute force on copies: some tile of one hand, then some tile of the other."""
    left, right = st.rules.hands_of(st, st.turn)
    for first, second in ((left, right), (right, left)):
        for action in _fits(st, first):
            twin = st.clone()
            Cross.place(twin.rules, twin, action)
            if _fits(twin, second):
                return True
    return False


@pytest.mark.parametrize("players", [2, 3, 4])
def test_2_random_turns_use_both_hands_whenever_some_order_allows(players):
    rng = random.Random(players)
    turns = 0
    for seed in range(4):
        st = State.new("cross-two-hands", players, seed=f"both/{seed}")
        while not st.match_over and turns < 400 * (seed + 1):
            legal = st.legal_actions()
            if st.hand_over is not None or st.turn_plays or legal[0] < 0:
                st.apply(rng.choice(legal))
                continue
            must = _both_hands_can_play(st)
            mover = st.turn
            while st.turn == mover and st.hand_over is None:
                legal = st.legal_actions()
                if END_TURN in legal:
                    assert not must or len(set(st.aux.turn_hands)) == 2
                st.apply(rng.choice(legal))
            assert not must or set(st.aux.turn_hands) == {LEFT, RIGHT}
            turns += 1
    assert turns > 100


@pytest.mark.parametrize("players", [2, 3, 4])
def test_2_records_of_random_games_with_splits_replay_identically(players):
    rng = random.Random(players)
    written_draws = 0
    for seed in range(3):
        options = {"double_then_any": True} if seed == 2 else {}
        st = State.new("cross-two-hands", players, seed=f"rec/{seed}", options=options)
        for p in range(players):
            tiles = list(st.hands[p])
            rng.shuffle(tiles)
            split(st, p, [str(TILES[t]) for t in tiles[:7]])
        while not st.match_over:
            st.apply(rng.choice(st.legal_actions()))
            if st.hand_over is not None and not st.match_over and rng.random() < 0.5:
                st.apply(NEXT_HAND)
                tiles = list(st.hands[st.turn])
                split(st, st.turn, [str(TILES[t]) for t in tiles[-7:]])
        record = Record.loads(record_from_state(st).dumps())
        replayed = record.replay()
        written_draws += sum(", draw " in s["action"] for s in replayed.steps)
        assert replayed.state.scores == st.scores and replayed.state.hands == st.hands
        moves = [a for a, _, _ in st.history if a > SPLIT]  # a split is in the record's hands
        assert [a for a, _, _ in replayed.state.history] == moves
    assert written_draws or players != 3  # a hand that drew at its moment, in the move


def test_2_turn_plans_are_remembered_on_the_state_not_on_the_shared_rules():
    rules = GAMES["cross-two-hands"]()
    first = State(rules, ["Ann", "Bob"], seed=1)
    second = State(rules, ["Ann", "Bob"], seed=2)
    before = dict(vars(rules))
    for st in (first, second):
        rng = random.Random(3)
        while st.hand_over is None:
            st.apply(rng.choice(st.legal_actions()))
    assert vars(rules) == before  # the rules are shared and stay as they were
    assert first.memo and second.memo and first.memo is not second.memo
    assert first.clone().memo == {}


# -- the same game, faster: seeded hands play exactly as before the speed work ---------------
# Digests of main's code before the turn plans were made faster (commit 6d8e624): every legal
# action list, the action taken and the scores after it, through 200 seeded random hands and 20
# seeded greedy hands (2-4 players, every fourth with double_then_any).
RANDOM_HANDS_DIGEST = "b76127989b893a5dbee9160e8eb745cf04ee22ec2ef56b3b623eb367cfc9029b"
GREEDY_HANDS_DIGEST = "1cab7778f6c39ed0862d80bbabc345f6053756a7544f867320c4700ac64527b3"


def _digest(count, seed, choose):
    digest = hashlib.sha256()
    for i in range(count):
        options = {"double_then_any": True} if i % 4 == 3 else {}
        st = State.new("cross-two-hands", 2 + i % 3, seed=f"{seed}/{i}", options=options)
        rng = random.Random(i)
        while st.hand_over is None:
            legal = st.legal_actions()
            action = choose(st, rng)
            st.apply(action)
            digest.update((f"{legal}{action}{st.scores};" if seed == "golden"
                           else f"{action}{st.scores};").encode())
    return digest.hexdigest()


def test_2_seeded_random_and_greedy_hands_play_the_same_actions_and_scores_as_before():
    assert _digest(200, "golden", lambda st, rng: rng.choice(st.legal_actions())) == (
        RANDOM_HANDS_DIGEST)
    assert _digest(20, "greedy", greedy_action) == GREEDY_HANDS_DIGEST



@pytest.mark.parametrize("game_name", ["cross", "cross-two-hands", "quintuple"])
def test_2_the_counted_sum_after_a_turn_is_the_sum_of_the_counted_ends(game_name):
    rng = random.Random(game_name)
    positions = 0
    for seed in range(30):
        st = State.new(game_name, 3, seed=f"sum/{seed}")
        while st.hand_over is None:
            st.apply(rng.choice(st.legal_actions()))
            for whole in ((True, True), (True, False), (False, True), (False, False)):
                ends = counted_ends(st.table, *whole)
                assert end_sum(st.table, *whole) == sum(c.value for c in ends)
            positions += 1
    assert positions > 300


def test_a_lead_refused_while_a_draw_comes_first_says_so() -> None:
    """Three players: the hand to lead holds nothing that both hands can follow, so a tile is
    drawn first; leading a double then is refused with that reason, not with an empty list of
    the tiles that must lead ("1:1 may not lead:  must lead")."""
    import domino_widgets as dw
    from domino_widgets.engine.actions import DRAW

    game = dw.new_game("cross-two-hands", ["A", "B", "C"], seed=7)
    assert game.legal_actions() == [DRAW]
    before = game._snapshot()
    with pytest.raises(ValueError, match=r"^1:1 may not lead yet: a tile must be drawn first$"):
        game.play("1:1")
    assert game._snapshot() == before and not game.history
