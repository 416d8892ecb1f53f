"""The public constructors' quick paths make what the checked ones make (issue 25: hands
given as ``"a:b"`` are read by a lookup per tile, default names are kept per pattern)."""

import random

import pytest

from domino_widgets.engine import OptionError, State
from domino_widgets.engine.errors import IllegalMoveError
from domino_widgets.engine.hand import default_names
from domino_widgets.engine.tiles import TILES

pytestmark = pytest.mark.usefixtures("english_kernel")


def _texts(hands, sep):
    return {name: [f"{TILES[t].a}{sep}{TILES[t].b}" for t in hand]
            for name, hand in zip("NESW", hands, strict=False)}


@pytest.mark.parametrize("seed", range(20))
def test_hands_as_text_deal_as_the_tile_by_tile_reading(seed):
    rng = random.Random(seed)
    tiles = list(range(28))
    rng.shuffle(tiles)
    hands = [tiles[i * 5:(i + 1) * 5] for i in range(3)]
    for boneyard in (None, [f"{TILES[t].b}:{TILES[t].a}" for t in tiles[15:20]]):
        quick = State.from_hands("traditional", _texts(hands, ":"), boneyard=boneyard)
        slow = State.from_hands("traditional", _texts(hands, "-"), boneyard=boneyard)
        assert quick.dealt == slow.dealt and quick.players == slow.players
        assert quick.legal_actions() == slow.legal_actions()


def test_a_tile_dealt_twice_is_refused_as_before():
    with pytest.raises(IllegalMoveError, match="6:6 is dealt more often"):
        State.from_hands("traditional", {"A": ["6:6", "1:2"], "B": ["6:6"]})
    with pytest.raises(IllegalMoveError, match="2:1 is dealt more often"):
        State.from_hands("traditional", {"A": ["6:6", "1:2"], "B": ["3:3"]},
                         boneyard=["2:1"])


def test_default_names_are_new_lists_in_the_current_language():
    first = default_names(4)
    first.append("X")
    assert default_names(4) == ["Player 1", "Player 2", "Player 3", "Player 4"]
    with pytest.raises(OptionError):
        default_names(["A", "A"])
    assert default_names(("Anna", "Boris")) == ["Anna", "Boris"]
