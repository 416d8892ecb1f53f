"""§5 Sausage: a head, two ribbons at most one tile apart, and the cut that hands a piece back."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest
from positions import refused

from domino_widgets.engine import DRAW, NEXT_HAND, PASS, Deal, State, record_from_state
from domino_widgets.engine.actions import CUT, GIVE_BOTTOM, placement
from domino_widgets.engine.errors import OptionError
from domino_widgets.engine.games import get_rules
from domino_widgets.engine.games.hand_data import traditional_points
from domino_widgets.engine.games.sausage import Sausage
from domino_widgets.engine.record import Record
from domino_widgets.engine.record.playback import Replay
from domino_widgets.engine.table import GROWS, LIES_ACROSS, SIDE, VALUE, tile_of_row
from domino_widgets.engine.tiles import SET_SIZE, TILES, parse_tile

NAMES = ["Аня", "Борис", "Вера"]
HANDS = (["1:1", "5:2", "0:0", "3:3", "6:0", "3:0", "5:3"],
         ["1:5", "4:6", "2:2", "4:0", "6:3", "2:1", "5:5"],
         ["1:4", "2:6", "6:6", "4:2", "3:1", "5:0", "4:4"])
BONEYARD = ["6:5", "3:2", "1:0", "5:4", "2:0", "4:3", "6:1"]
# the record's first five moves: the ribbons are two tiles each, ends 2 (top) and 6 (bottom)
OPENING = [("1:1", {}), ("1:5", {"side": "top"}), ("1:4", {"side": "bottom"}),
           ("5:2", {"side": "top"}), ("4:6", {"side": "bottom"})]


def ids(tiles: list[str]) -> tuple[int, ...]:
    return tuple(parse_tile(t).id for t in tiles)


def deal(hands: tuple[list[str], ...] = HANDS, boneyard: list[str] = BONEYARD) -> Deal:
    return Deal(tuple(ids(h) for h in hands), ids(boneyard))


def opened(upto: int = len(OPENING), hands: tuple[list[str], ...] = HANDS) -> State:
    st = State.new("sausage", NAMES, deals=[deal(hands)])
    for play, where in OPENING[:upto]:
        st.play(play, **where)
    return st


def names(tiles: tuple[int, ...] | list[int]) -> list[str]:
    return sorted(str(TILES[t]) for t in tiles)


def conserved(st: State) -> bool:
    out = (list(st.boneyard[st.bone_pos:]) + st.table.tile_ids()
           + list(st.rules.out_of_play(st)) + [t for h in st.hands for t in h])
    return sorted(out) == list(range(SET_SIZE))


def ribbon(st: State, side: str) -> list[str]:
    return [str(tile_of_row(p)) for p in st.table.placed if p[GROWS] == side]


def test_5_two_to_four_players_seven_tiles_each() -> None:
    for n in (2, 3, 4):
        st = State.new("sausage", n, seed=n)
        assert [len(h) for h in st.hands] == [7] * n
        assert len(st.boneyard) == 28 - 7 * n
    with pytest.raises(OptionError):
        State.new("sausage", 5, seed=1)


def test_5_holder_of_one_one_leads_the_first_hand() -> None:
    st = opened(0)
    assert st.turn == 0 and [str(m) for m in st.legal_moves()] == ["play 1:1"]
    for seed in range(20):
        st = State.new("sausage", 2, seed=seed)
        assert [str(m) for m in st.legal_moves()] == ["play 1:1"]


def test_5_first_hand_redeal_when_nobody_holds_one_one() -> None:
    rules = get_rules("sausage")
    assert rules.needs_redeal(Deal((ids(["2:2"]), ids(["3:3"])), ids(["1:1"])), 0)
    assert not rules.needs_redeal(Deal((ids(["2:2"]), ids(["3:3"])), ids(["1:1"])), 1)
    redealt = 0
    for seed in range(20):
        st = State.new("sausage", 2, seed=seed)
        redealt += rules.needs_redeal(rules.deal(2, st._rng(0, 0)), 0)
    assert redealt > 0


def test_5_later_hand_redeal_when_nobody_holds_a_double() -> None:
    rules = get_rules("sausage")
    no_double = Deal((ids(["2:1", "3:1"]), ids(["4:1", "5:1"])), ids(["6:6"]))
    assert rules.needs_redeal(no_double, 1)
    assert not rules.needs_redeal(Deal((ids(["2:2"]), ids(["4:1"])), ids(["1:1"])), 1)


def first_hand_winner(seed: int) -> tuple[State, int, list[int]]:
    """A two-player match played at random to the end of hand 1: the state, the hand's winner
    and the actions, so the same hand can be replayed with another second deal."""
    rng = random.Random(seed)
    st = State.new("sausage", ["A", "B", "C"], seed=seed)
    actions = []
    while st.hand_over is None:
        actions.append(rng.choice(st.legal_actions()))
        st.apply(actions[-1])
    return st, st.results[0].winner, actions


def test_5_later_hands_the_winner_leads_any_double() -> None:
    seed = next(s for s in range(50) if first_hand_winner(s)[0].results[0].reason == "domino")
    st, winner, _ = first_hand_winner(seed)
    st.apply(NEXT_HAND)
    doubles = {str(TILES[t]) for t in st.hands[winner] if TILES[t].is_double}
    if doubles:
        assert st.turn == winner
        assert {str(m.tile) for m in st.legal_moves()} == doubles
    else:
        assert st.turn != winner


def test_5_winner_without_a_double_the_next_player_with_one_leads() -> None:
    seed = next(s for s in range(50) if first_hand_winner(s)[0].results[0].reason == "domino")
    st, winner, actions = first_hand_winner(seed)
    second = [[], [], []]
    second[winner] = ["2:1", "3:1", "4:1", "5:1", "6:1", "1:0", "2:0"]
    second[(winner + 1) % 3] = ["3:2", "4:2", "5:2", "6:2", "3:0", "4:3", "5:3"]
    second[(winner + 2) % 3] = ["6:6", "4:0", "5:4", "6:4", "5:0", "6:5", "6:3"]
    rest = [t for t in (str(x) for x in TILES[:SET_SIZE]) if not any(t in h for h in second)]
    replayed = State.new("sausage", ["A", "B", "C"], seed=seed,
                         deals=[st.dealt[0], deal(tuple(second), rest)])
    for a in actions:
        replayed.apply(a)
    replayed.apply(NEXT_HAND)
    assert replayed.turn == (winner + 2) % 3
    assert [str(m) for m in replayed.legal_moves()] == ["play 6:6"]


def test_5_reading_head_crosswise_with_two_ribbons() -> None:
    st = opened(1)
    head = st.table[1]
    assert head[LIES_ACROSS] and tile_of_row(head) == "1:1"
    assert [(e[SIDE], e[VALUE]) for e in st.table.ends] == [("top", 1), ("bottom", 1)]
    sides = {m.side for m in st.legal_moves()}
    assert sides == {"top", "bottom"}  # Борис: 1:5 or 2:1 on either ribbon


def test_5_each_tile_extends_one_ribbon_lengthwise() -> None:
    st = opened(2)
    placed = st.table[2]
    assert placed[GROWS] == "top" and not placed[LIES_ACROSS]
    assert {e[SIDE]: e[VALUE] for e in st.table.ends} == {"top": 5, "bottom": 1}
    assert ribbon(st, "top") == ["5:1"] and ribbon(st, "bottom") == []


def test_5_a_double_in_a_ribbon_lies_lengthwise() -> None:
    rng = random.Random(3)
    seen = 0
    for seed in range(30):
        st = State.new("sausage", 3, seed=seed)
        while st.hand_over is None:
            st.apply(rng.choice(st.legal_actions()))
            last = st.table.placed[-1]
            if last[GROWS] in ("top", "bottom") and tile_of_row(last).is_double:
                seen += 1
                assert not last[LIES_ACROSS]
    assert seen > 0


def test_5_ribbon_that_is_ahead_cannot_be_extended() -> None:
    st = opened(2)  # the top ribbon is a tile ahead
    assert {m.side for m in st.legal_moves()} == {"bottom"}
    st.play("1:4", side="bottom")
    st.play("5:2", side="top")
    message = refused(st, ("2:2", {"side": "top"}), "is a tile ahead")  # 2:2 fits the top 2
    assert message == ("the top ribbon is a tile ahead and cannot be extended: extend the "
                       "bottom ribbon")
    top = next(i for i, e in enumerate(st.table.ends) if e[SIDE] == "top")
    refused(st, placement(parse_tile("2:2").id, top), "is a tile ahead")


def test_5_ribbons_are_never_more_than_one_tile_apart() -> None:
    rng = random.Random(11)
    for seed in range(40):
        st = State.new("sausage", 2 + seed % 3, seed=seed)
        while st.hand_over is None:
            st.apply(rng.choice(st.legal_actions()))
            top, bottom = len(ribbon(st, "top")), len(ribbon(st, "bottom"))
            assert abs(top - bottom) <= 1
            assert (st.table.aux.top, st.table.aux.bottom) == (top, bottom)
            assert conserved(st)


def test_5_cut_across_even_ribbons() -> None:
    st = opened()
    cuts = [m for m in st.legal_moves() if m.cut]
    assert [(str(m.tile), m.played_as, m.give) for m in cuts] == [
        ("6:2", "2:6", "top"), ("6:2", "2:6", "bottom")]
    assert str(cuts[1]) == "cut with 2:6, give the bottom ribbon"


def test_5_cut_refused_when_the_ribbons_are_uneven() -> None:
    hands = (HANDS[0], [*HANDS[1][:6], "4:2"], ["5:5" if t == "4:2" else t for t in HANDS[2]])
    st = opened(4, hands)  # top 5:1, 5:2; bottom 1:4: the top is a tile ahead
    assert {e[SIDE]: e[VALUE] for e in st.table.ends} == {"top": 2, "bottom": 4}
    # Борис's 4:2 shows both ends, 2 and 4
    message = refused(st, ("4:2", {"cut": True, "give": "top"}), "same length")
    assert message == "a cut needs both ribbons the same length (top 2, bottom 1)"
    top = next(i for i, e in enumerate(st.table.ends) if e[SIDE] == "top")
    refused(st, placement(parse_tile("4:2").id, top, CUT), "same length")


def test_5_cut_needs_a_tile_in_each_ribbon_and_both_ends_matched() -> None:
    st = opened(1)
    refused(st, ("1:5", {"cut": True, "give": "top"}), "at least one tile in each ribbon")
    st = opened()  # Вера holds 4:2: the top end only
    refused(st, ("4:2", {"cut": True, "give": "top"}),
            r"must match both ribbon ends \(top 2, bottom 6\)")


def test_5_cut_gives_a_ribbon_to_the_previous_player() -> None:
    st = opened()
    boris = st.hands[1]
    st.play("2:6", cut=True, give="bottom")  # Вера cuts; Борис sat before her
    assert names(st.hands[1]) == names(boris + ids(["1:4", "4:6"]))
    assert names(st.rules.out_of_play(st)) == names(ids(["1:5", "5:2", "1:1"]))
    assert st.turn == 1  # the taker moves next
    head = st.table[1]
    assert len(st.table) == 1 and head[LIES_ACROSS] and tile_of_row(head) == "6:2"
    assert {e[SIDE]: e[VALUE] for e in st.table.ends} == {"top": 2, "bottom": 6}
    assert conserved(st)


def test_5_cut_may_give_the_top_ribbon() -> None:
    st = opened()
    boris = st.hands[1]
    st.play("2:6", cut=True, give="top")
    assert names(st.hands[1]) == names(boris + ids(["1:5", "5:2"]))
    assert names(st.rules.out_of_play(st)) == names(ids(["1:4", "4:6", "1:1"]))


def test_5_play_goes_on_in_order_from_the_taker() -> None:
    st = opened()
    st.play("2:6", cut=True, give="bottom")
    order = []
    for _ in range(4):
        order.append(st.turn)
        st.apply(st.legal_actions()[0])
    assert order == [1, 2, 0, 1]


def test_5_cut_is_undone_exactly() -> None:
    st = opened()
    before, table = st._snapshot(), st.table
    st.play("2:6", cut=True, give="bottom")
    st.undo()
    assert st._snapshot() == before and st.table is table
    assert len(st.table) == 5 and st.turn == 2 and st.aux == ()


def test_5_no_move_draws_with_two_or_three_players() -> None:
    st = opened(4)  # Борис must answer on the bottom (4): he holds 4:6 and 4:0
    st.play("4:6", side="bottom")
    st.play("2:6", cut=True, give="bottom")
    st.play("6:4", side="bottom")
    st.play("2:4", side="top")
    assert st.turn == 0 and st.legal_actions() == [DRAW]  # Аня: nothing for the two 4s


def test_5_no_move_passes_with_four_players() -> None:
    rng = random.Random(2)
    passes = 0
    for seed in range(20):
        st = State.new("sausage", 4, seed=seed)
        assert st.boneyard == ()
        while st.hand_over is None:
            legal = st.legal_actions()
            assert DRAW not in legal
            passes += legal == [PASS]
            st.apply(rng.choice(legal))
    assert passes > 0


def test_5_first_out_wins_with_traditional_scoring() -> None:
    result = Record.load("sausage-cut").replay()
    assert result.hand_ends == [{"after": 33, "reason": "domino", "points": {"Аня": 15}}]
    assert result.state.pips() == [0, 7, 8]
    assert get_rules("sausage").target(3) == 100


def test_5_going_out_with_the_cut_ends_the_hand_and_the_piece_counts() -> None:
    rng = random.Random(1)
    for seed in range(400):
        st = State.new("sausage", 2, seed=seed)
        while st.hand_over is None:
            legal = st.legal_actions()
            cuts = [a for a in legal if a >= 0 and a & CUT and len(st.hands[st.turn]) == 1]
            if cuts:
                before = sum(TILES[t].pips for t in st.hands[1 - st.turn])
                top = sum(tile_of_row(p).pips for p in st.table.placed if p[GROWS] == "top")
                give_top = next(a for a in cuts if not a & GIVE_BOTTOM)
                cutter = st.turn
                st.apply(give_top)
                result = st.results[-1]
                assert result.reason == "domino" and result.winner == cutter
                assert result.points[cutter] == before + top
                return
            st.apply(rng.choice(legal))
    pytest.fail("no hand ended with a cut")


class ShortSausage(Sausage):
    """Sausage with a bound low enough for a test to reach (the real one is 400)."""

    turn_bound = 7


def test_5_after_400_turns_the_hand_is_declared_blocked() -> None:
    assert Sausage.turn_bound == 400
    st = State(ShortSausage(), NAMES, seed=0, deals=[deal()])
    for play, where in OPENING:
        st.play(play, **where)
    st.play("2:6", cut=True, give="bottom")
    assert st.hand_over is None and st.turn_count == 6
    st.play("6:4", side="bottom")  # the seventh turn
    result = st.hand_over
    assert result is not None and result.reason == "bound"
    pips = st.pips()
    assert result.points == traditional_points(pips, "blocked", pips.index(min(pips)))
    assert result.winner == pips.index(min(pips))


def test_5_turn_limit_reads_as_a_declared_block() -> None:
    replay = Replay("sausage", steps=[{"n": 1, "player": "Аня", "action": "pass", "points": 0,
                                       "scores": {"Аня": 0}}],
                    hand_ends=[{"after": 1, "reason": "bound", "points": {"Аня": 3}}],
                    result={"scores": {"Аня": 3}, "winner": None, "settlement": None})
    lines = [line.strip() for line in replay.lines()]
    assert "hand over: turn limit reached, counted as blocked; Аня +3" in lines


def test_5_shipped_record_cut_and_handover() -> None:
    record = Record.load("sausage-cut")
    assert record.moves()[5] == {"player": "Вера", "play": "2:6", "cut": True, "give": "bottom"}
    result = record.replay()
    assert result.steps[5]["action"] == "cut with 2:6, give the bottom ribbon"
    assert result.steps[6]["player"] == "Борис"
    for key in (1, 3, 6, 7, 33):
        assert record.note(key, "ru") != record.note(key, "en")
    again = record_from_state(result.state)
    assert again.replay().as_json() == result.as_json()
    out = subprocess.run([sys.executable, "-m", "domino_widgets", "replay", "sausage-cut"],
                         capture_output=True, text=True, check=True).stdout
    assert "cut with 2:6, giving away the bottom ribbon" in out
    assert "hand over: Аня went out; Аня +15" in out
