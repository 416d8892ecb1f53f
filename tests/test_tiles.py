"""Tile notation: a:b, a-b, a|b; str() round-trips; one or two sets."""

import pytest

from domino_widgets.engine.errors import TileError
from domino_widgets.engine.tiles import SET_SIZE, TILES, full_set, parse_halves, parse_tile


@pytest.mark.parametrize("text", ["3:5", "5:3", "3-5", "3|5", " 3 : 5 "])
def test_notation_accepts_colon_dash_and_bar(text):
    tile = parse_tile(text)
    assert (tile.a, tile.b) == (5, 3)
    assert tile == parse_tile("5:3")


def test_str_round_trips_for_every_tile_of_both_sets():
    for tile in TILES:
        assert parse_tile(str(tile)) == tile
        assert parse_tile(str(tile)).index == tile.index


@pytest.mark.parametrize("text", ["7:1", "3:", "", "a:b", "3:5:1", "35", None, 35, "-1:2"])
def test_bad_tile_strings_are_value_errors(text):
    with pytest.raises(TileError) as err:
        parse_tile(text)
    assert isinstance(err.value, ValueError)
    assert "\n" not in str(err.value)


def test_a_set_has_28_tiles_and_two_sets_56():
    assert len(full_set()) == 28 and len(set(TILES[i].index for i in full_set())) == 28
    assert len(full_set(2)) == 56
    second = TILES[SET_SIZE + 5]
    assert second.copy == 1 and second == TILES[5] and second.id != TILES[5].id


def test_pips_and_doubles():
    assert parse_tile("6:5").pips == 11
    assert parse_tile("4:4").is_double and not parse_tile("4:3").is_double


def test_halves_keep_the_written_order():
    assert parse_halves("1:6") == (1, 6)
    assert parse_tile("6:1").oriented(1) == "1:6"
