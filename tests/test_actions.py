"""Actions as small ints (engine/actions.py): the fast path's tables read every placement as
the arithmetic does."""

from __future__ import annotations

from domino_widgets.engine.actions import (
    END_OF,
    FLAGS_OF,
    PLACEMENTS,
    TILE_OF,
    end_of,
    flags_of,
    placement,
    tile_of,
)


def test_the_tables_read_every_placement_as_the_arithmetic_does() -> None:
    assert len(TILE_OF) == len(END_OF) == len(FLAGS_OF) == PLACEMENTS
    for action in range(PLACEMENTS):
        assert TILE_OF[action] == tile_of(action)
        assert END_OF[action] == end_of(action)
        assert FLAGS_OF[action] == flags_of(action)


def test_a_placement_reads_back_as_it_was_made() -> None:
    for tile_id in (0, 27, 55):
        for end in (0, 5, 31):
            for flags in (0, 1, 15):
                action = placement(tile_id, end, flags)
                assert (TILE_OF[action], END_OF[action], FLAGS_OF[action]) == (tile_id, end, flags)
