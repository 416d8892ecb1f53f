"""What could they hold? (issue 26): the unseen tiles and the values another player cannot hold,
from public information only."""

from __future__ import annotations

from test_bots import poisoned

from domino_widgets.bots import make_player
from domino_widgets.bots.counting import what_they_could_hold
from domino_widgets.engine import State
from domino_widgets.engine.actions import DRAW
from domino_widgets.engine.i18n import language


def after_a_draw_by_the_bot(seed: int = 0) -> State:
    """A two-player Cross hand played by greedy players until the Bot has drawn."""
    for s in range(seed, seed + 50):
        state = State.new("cross", ["You", "Bot"], seed=s)
        greedy = make_player("greedy", seed=1)
        while state.hand_over is None:
            state.apply(greedy.choose(state, state.turn))
            drew = [a for a, _snap, p in state.history if p == 1 and a == DRAW]
            if drew and state.turn == 0 and state.hand_over is None:
                return state
    raise AssertionError("no draw by the Bot in 50 hands")


def test_the_values_a_player_drew_on_are_named_and_he_truly_holds_none() -> None:
    state = after_a_draw_by_the_bot()
    counting = what_they_could_hold(state, 0)
    (absence,) = counting.absences
    assert absence.player == 1 and absence.values
    held = {v for t in state.hand_tiles(1) for v in (t.a, t.b)}
    assert not held & set(absence.values)  # what the table told is true of his hand
    assert "Bot has no tile with" in absence.reason
    mine = {t.index for t in state.hand_tiles(0)}
    assert not mine & {t.index for t in counting.unseen}
    assert len(counting.unseen) == len(state.hands[1]) + len(state.boneyard) - state.bone_pos
    with language("ru"):
        assert "Bot: нет костей с" in what_they_could_hold(state, 0).absences[0].reason


def test_counting_never_reads_a_hidden_tile() -> None:
    """The poison test: the same counting with every hidden tile made unreadable."""
    state = after_a_draw_by_the_bot()
    assert what_they_could_hold(poisoned(state, 0), 0) == what_they_could_hold(state, 0)
