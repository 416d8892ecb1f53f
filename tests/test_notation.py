"""The move notation (docs/rules.md, "Move notation"): one line per move, written by
``str(move)`` and read back by ``Move.parse``, with every part the position needs."""

from __future__ import annotations

import random

import pytest

from domino_widgets.engine import (
    DRAW,
    END_TURN,
    NEXT_HAND,
    PASS,
    IllegalMoveError,
    Move,
    State,
)
from domino_widgets.engine.errors import NotationError
from domino_widgets.engine.notation import notation_fields


def later_hand(game: str, hands: dict[str, list[str]], **kw: object) -> State:
    return State.from_hands(game, hands, leader=next(iter(hands)), later_hand=True, **kw)


def first_move_with(game: str, players: int, marker: str, seeds: int = 400) -> tuple[State, Move]:
    """A position of random play of ``game`` with a legal move whose notation has ``marker``."""
    for seed in range(seeds):
        rng = random.Random(seed)
        st = State.new(game, players, seed=seed)
        while st.hand_over is None:
            for move in st.legal_moves():
                if marker in str(move):
                    return st, move
            st.apply(rng.choice(st.legal_actions()))
    raise AssertionError(f"no {game} move with {marker!r}")


def test_notation_reads_a_lead_a_placement_and_the_words():
    st = later_hand("traditional", {"A": ["2:1", "6:6", "1:4"], "B": ["2:4", "5:5", "0:3"]})
    assert [str(m) for m in st.legal_moves()] == ["play 2:1", "play 6:6", "play 4:1"]
    assert Move.parse(st, "play 2:1") == Move.parse(st, "2:1") == st.describe(st.legal_actions()[0])
    st.play("play 2:1")
    assert str(st.play("play 2:4 on 2:1 west")) == "play 2:4 on 2:1 west"
    assert [str(m) for m in st.legal_moves()] == ["play 1:4 on 2:1 east", "play 4:1 on 2:4 west"]
    assert st.move_text(st.legal_actions()[1]) == "play 4:1 on 2:4 west"
    assert st.parse_move("4:1 on 2:4") == st.legal_actions()[1]


@pytest.mark.parametrize("word, action", [("draw", DRAW), ("pass", PASS),
                                          ("end turn", END_TURN), ("next hand", NEXT_HAND)])
def test_notation_words_name_the_actions_without_a_tile(word, action):
    st = State.new("traditional", 2, seed=1)
    assert str(st.describe(action)) == word
    assert notation_fields is not None  # the placement reader is separate from the words
    if action in st.legal_actions():
        assert Move.parse(st, word).action == action
    else:
        with pytest.raises(IllegalMoveError):
            Move.parse(st, word)


@pytest.mark.parametrize("game, players, marker, field", [
    ("matador", 2, " crosswise", "crosswise"),
    ("spider", 4, " face down", "face_down"),
    ("sausage", 2, "cut with", "give"),
    ("cross-two-hands", 2, " hand)", "hand"),
])
def test_notation_round_trips_every_kind_of_placement(game, players, marker, field):
    st, move = first_move_with(game, players, marker)
    text = str(move)
    assert Move.parse(st, text) == move
    assert field in notation_fields(st, text)


def test_notation_names_the_joined_tile_by_its_number_and_checks_it():
    st = later_hand("traditional", {"A": ["2:1", "6:6", "1:4"], "B": ["2:4", "5:5", "0:3"]})
    st.play("2:1")
    st.play("2:4 on 2:1")
    move = Move.parse(st, "play 4:1 on #2")
    assert move == Move.parse(st, "play 4:1 on 2:4 #2") == Move.parse(st, str(move))
    assert move.on == 2 and str(move) == "play 4:1 on 2:4 west"
    for text, message in (("4:1 on 2:1 #2", "tile 2 on the table is 4:2, not 2:1"),
                          ("4:1 on #3", "no tile 3 on the table"),
                          ("4:1 on #0", "placement numbers start at 1")):
        with pytest.raises(IllegalMoveError, match=message):
            Move.parse(st, text)


@pytest.mark.parametrize("text", ["", "play", "6:4 on", "play 6:4 on 1:4 sideways", "6:7",
                                  "play 6:4\n", "١:١ on 1:1", "PLAY 6:4", "play 6:4 at 9"])
def test_notation_refuses_what_is_not_a_move(text):
    st = later_hand("traditional", {"A": ["6:4", "1:1"], "B": ["2:4", "5:5"]})
    before = st._snapshot()
    with pytest.raises(IllegalMoveError) as err:
        Move.parse(st, text)
    assert "\n" not in str(err.value)
    assert st._snapshot() == before


def test_notation_refuses_a_text_that_is_not_a_string():
    st = later_hand("traditional", {"A": ["6:4", "1:1"], "B": ["2:4", "5:5"]})
    with pytest.raises(NotationError, match="not a move: 64"):
        Move.parse(st, 64)  # type: ignore[arg-type]


# -- unambiguous moves (docs/rules.md, "The same game") ------------------------------------
def test_ambiguous_placement_is_refused_naming_the_ends_to_choose_from():
    from domino_widgets.engine import AmbiguousMoveError

    st = later_hand("traditional", {"A": ["2:1", "6:6", "1:4"], "B": ["2:4", "5:5", "0:3"]})
    st.play("2:1")
    st.play("2:4")
    before = st._snapshot()
    with pytest.raises(AmbiguousMoveError, match="4:1 fits more than one end; say which: "
                       "play 1:4 on 2:1 east or play 4:1 on 2:4 west"):
        st.play("1:4")
    assert st._snapshot() == before
    assert str(st.play("1:4", on="2:4")) == "play 4:1 on 2:4 west"


def test_ambiguous_record_move_is_refused_at_its_number():
    from domino_widgets.engine import Record, RecordError

    data = {"format": "domino-record/1", "game": "traditional", "players": ["A", "B"],
            "hands": {"A": ["1:2", "6:6", "1:4", "0:6", "0:1", "0:2", "0:3"],
                      "B": ["2:4", "5:5", "0:4", "0:5", "3:3", "1:1", "6:5"]},
            "moves": [{"player": "B", "play": "1:1"}]}
    Record(data).replay()  # 1:1 leads (the lowest double)
    data["moves"] += [{"player": "A", "play": "1:2"}, {"player": "B", "play": "2:4"},
                      {"player": "A", "play": "1:4"}]
    with pytest.raises(RecordError, match="move 4: 4:1 fits more than one end"):
        Record(data).replay()
    data["moves"][-1]["on"] = "1:1"
    Record(data).replay()


@pytest.mark.parametrize("game, hands, moves, tile", [
    # the two ends of a double laid as a line
    ("traditional", {"A": ["3:3", "6:6"], "B": ["3:5", "5:5"]}, ["3:3"], "3:5"),
    # the free sides of a centre double, beside or opposite the first arm
    ("cross", {"A": ["5:5", "5:1", "6:6"], "B": ["5:6", "0:3", "0:4"]}, ["5:5", "5:6"], "5:1"),
])
def test_the_same_game_lets_on_be_left_out(game, hands, moves, tile):
    st = later_hand(game, hands)
    for move in moves:
        st.play(move)
    fits = [m for m in st.legal_moves() if m.tile == tile]
    assert len(fits) > 1
    assert st.play(tile) == fits[0]
