"""Each theme's tagger holds for a move that shows it and not for one that does not, on
positions built by hand (issue 28); the three fallback themes share every move out."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from domino_widgets.engine.state import State
from domino_widgets.lesson import position
from domino_widgets.puzzles import THEMES, tag
from domino_widgets.puzzles.themes import Look


def cross_two_doubles() -> State:
    """Ann may lay 5:5 and 6:6 in one turn: 10 + 12 + 3 = 25."""
    return position("cross", {"Ann": "1:1 1:6 5:5 6:6 0:2 0:3 0:4",
                              "Bob": "1:5 1:3 2:4 2:3 3:4 4:5 4:6"},
                    moves="1:1, 1:5 on 1:1 east, 1:6 on 1:1 west, 1:3 on 1:1 north")


def cross_centre() -> State:
    """Bob answers the lead 5:5: 5:0 scores 10 on the centre, 5:1 nothing."""
    return position("cross", {"Ann": "5:5 6:6 0:1 0:2 0:3 0:4 0:6",
                              "Bob": "5:0 5:1 2:3 2:4 3:4 4:5 4:6"}, moves="5:5")


def matador_blank() -> State:
    return position("matador", {"Ann": "5:0 1:1 2:2", "Bob": "4:3 2:6 1:3"}, leader="Ann",
                    moves="5:0")


def spider_leg() -> State:
    return position("spider", {"Ann": "1:1 4:4 2:2 3:3 5:5 6:6 0:0",
                               "Bob": "1:4 1:2 2:3 2:4 3:4 4:5 4:6"}, moves="1:1, 1:4")


def sausage_even() -> State:
    return position("sausage", {"Ann": "1:1 1:4 2:2 5:5 6:6 0:0 5:6",
                                "Bob": "1:3 3:4 2:3 2:4 2:5 4:5 4:6"},
                    moves="1:1, 1:3 top, 1:4 bottom")


def traditional_void() -> State:
    """Bob passed on the ends 1 and 2: Ann knows he holds neither. 2:2 leaves him the ends 1
    and 2 (blocked, whatever he holds); 1:5 opens a 5, which he may hold."""
    return position("traditional", {"Ann": "1:1 1:2 2:2 1:5 6:5",
                                    "Bob": "3:4 3:5 4:6 6:6 0:3"}, boneyard="",
                    moves="1:1, pass, 1:2 on 1:1, pass")


def last_tile() -> State:
    return position("traditional", {"Ann": "1:1 1:2", "Bob": "1:3 5:5 2:2"}, boneyard="",
                    moves="1:1, 1:3")


def two_tiles() -> State:
    """Ann's 1:2 and 1:6 score nothing now (the boneyard is full: no move can end the hand)."""
    return position("traditional", {"Ann": "1:1 1:2 1:6", "Bob": "1:3 5:5 2:2 6:6"},
                    moves="1:1, 1:3")


# theme, position, a move for which it holds, a move for which it does not (notation)
CASES: list[tuple[str, Callable[[], State], str, str | None]] = [
    ("doubles", cross_two_doubles, "play 5:5 on 1:5 east", "play 3:0 on 1:3 north"),
    ("centre", cross_centre, "play 5:0 on 5:5 east", "play 5:1 on 5:5 east"),
    ("matador", matador_blank, "play 4:3 on 5:0 east crosswise", "play 2:6 on 5:0 west"),
    ("close-leg", spider_leg, "play 4:4 on 1:4 east face down", "play 4:4 on 1:4 east"),
    ("cut", sausage_even, "cut with 3:4, give the top ribbon", "play 3:4 on 1:3 top"),
    ("block", traditional_void, "play 2:2 on 1:2 east", "play 1:5 on 1:1 west"),
    ("go-out", last_tile, "play 1:2 on 1:1 west", None),
    ("keep-double", cross_two_doubles, "play 3:0 on 1:3 north", "play 5:5 on 1:5 east"),
    ("most-points", cross_centre, "play 5:0 on 5:5 east", "play 5:1 on 5:5 east"),
    ("heavy", two_tiles, "play 1:6 on 1:1 west", "play 1:2 on 1:1 west"),
    ("later", two_tiles, "play 1:2 on 1:1 west", "play 1:6 on 1:1 west"),
]


@pytest.mark.parametrize(("theme", "make", "yes", "no"), CASES, ids=[c[0] for c in CASES])
def test_each_tagger_holds_for_its_move_and_not_for_another(
        theme: str, make: Callable[[], State], yes: str, no: str | None) -> None:
    state = make()
    holds = THEMES[theme].holds
    assert holds(Look(state, state.parse_move(yes)))
    if no is not None:
        assert not holds(Look(state, state.parse_move(no)))


def test_go_out_does_not_hold_with_tiles_left_after_the_move() -> None:
    state = two_tiles()
    for action in state.legal_actions():
        assert not THEMES["go-out"].holds(Look(state, action))


def test_every_theme_is_tested() -> None:
    assert {c[0] for c in CASES} == set(THEMES)


@pytest.mark.parametrize("make", [cross_two_doubles, cross_centre, matador_blank, spider_leg,
                                  sausage_even, two_tiles])
def test_exactly_one_fallback_theme_holds_for_every_move(make: Callable[[], State]) -> None:
    state = make()
    for action in state.legal_actions():
        look = Look(state, action)
        assert sum(THEMES[k].holds(look) for k in ("most-points", "heavy", "later")) == 1
        assert tag(state, action) in THEMES


def test_a_puzzle_takes_the_first_theme_that_holds() -> None:
    state = cross_two_doubles()
    assert tag(state, state.parse_move("play 5:5 on 1:5 east")) == "doubles"
    assert tag(state, state.parse_move("play 3:0 on 1:3 north")) == "keep-double"
    centre = cross_centre()
    assert tag(centre, centre.parse_move("play 5:0 on 5:5 east")) == "centre"


def test_themes_have_names_and_sentences_in_both_languages() -> None:
    from domino_widgets.engine.i18n import _, language

    for theme in THEMES.values():
        with language("ru"):
            name, teaches = _(theme.name), _(theme.teaches)
        assert name != theme.name and teaches != theme.teaches
        assert any("а" <= ch <= "я" for ch in name.lower())
        assert teaches.endswith(".") and theme.teaches.endswith(".")


def test_a_move_that_ends_the_hand_is_counted_from_what_the_mover_can_know() -> None:
    """Ann's 1:6 may block the hand (the boneyard is empty), and the count then depends on
    Bob's hidden pips: the themes read one deal made from Ann's knowledge, the same whatever
    Bob really holds."""
    from domino_widgets.bots.sampler import determinize, sample
    from domino_widgets.bots.world import state_knowledge

    state = position("traditional", {"Ann": "1:1 1:2 1:6", "Bob": "1:3 5:5 2:2 6:6"},
                     boneyard="", moves="1:1, 1:3")
    know = state_knowledge(state, state.view(state.turn))
    for move in ("play 1:6 on 1:1 west", "play 1:2 on 1:1 west"):
        themes = {tag(determinize(state, state.turn, sample(know, random.Random(k),
                                                             reads=False)),
                      state.parse_move(move)) for k in range(12)}
        assert len(themes) == 1, (move, themes)


def test_the_block_theme_is_decided_from_what_the_mover_can_know() -> None:
    """Block holds only where the next player surely cannot lay a tile by what the mover can
    know, not by his real tiles: in the sausage Bob's real tiles fit nowhere after 3:4, but
    Ann cannot know it; in every deal she cannot tell apart the theme is the same."""
    from domino_widgets.bots.sampler import determinize, sample
    from domino_widgets.bots.world import state_knowledge

    state = sausage_even()
    assert not THEMES["block"].holds(Look(state, state.parse_move("play 3:4 on 1:3 top")))
    for make, move in ((traditional_void, "play 2:2 on 1:2 east"),
                       (sausage_even, "play 3:4 on 1:3 top")):
        state = make()
        seat = state.turn
        know = state_knowledge(state, state.view(seat))
        themes = set()
        for k in range(12):
            world = determinize(state, seat, sample(know, random.Random(k), reads=False))
            themes.add(tag(world, world.parse_move(move)))
        assert len(themes) == 1, themes
