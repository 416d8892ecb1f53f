"""Hints with their points (issue 38, item 2): each line shows its expected result for the hand
in words a child reads, the lines come best first by that value, and a line's reason names
what makes it better than the next best move, never a fact that argues the other way."""

from __future__ import annotations

import re

import pytest
from test_bots import position

from domino_widgets.bots.hints import hand_value_words, hint
from domino_widgets.engine.i18n import language
from domino_widgets.widgets.hints import hint_panel

GAMES = [("cross", 4), ("cross", 2), ("traditional", 2), ("sevens", 4), ("matador", 2),
         ("quintuple", 3), ("sevastopol", 4)]
BETTER = [  # what a reason may say, and how its two figures must compare
    (re.compile(r"scores ([−-]?\d+) now \(the next best move: ([−-]?\d+)\)"),
     lambda a, b: a > b),
    (re.compile(r"at most (\d+) to score in reply \(the next best move: up to (\d+)\)"),
     lambda a, b: a < b),
    (re.compile(r"sheds (\d+) pips? \(the next best move: (\d+)\)"), lambda a, b: a > b),
]


def test_a_hands_value_is_said_in_words_a_child_reads() -> None:
    assert hand_value_words(30.7) == "about +31 for the hand"
    assert hand_value_words(-12.2) == "about −12 for the hand"
    assert hand_value_words(0.3) == "about 0 for the hand"
    assert hand_value_words(22.2, stderr=4.1) == "about +22 for the hand, give or take 8"
    assert hand_value_words(22.2, stderr=0.4) == "about +22 for the hand"
    assert hand_value_words(9, exact=True) == "exactly +9 for the hand"
    with language("ru"):
        assert hand_value_words(30.7) == "около +31 за партию"


@pytest.mark.parametrize(("game", "n"), GAMES)
def test_hint_lines_come_best_first_by_the_points_they_show(game: str, n: int) -> None:
    for seed in range(4):
        state = position(game, n, seed=seed, moves=4)
        hints = hint(state, n=5, samples=24)
        values = [h.value for h in hints]
        assert values == sorted(values, reverse=True), (game, seed, values)
        assert all(re.fullmatch(r"(about|exactly) (0|[+−]\d+) for the hand(, give or take \d+)?",
                                h.points) for h in hints), [h.points for h in hints]


@pytest.mark.parametrize(("game", "n"), GAMES)
def test_a_hints_reason_says_what_makes_it_better_never_what_argues_against_it(
        game: str, n: int) -> None:
    said = 0
    for seed in range(6):
        state = position(game, n, seed=seed, moves=4)
        for h in hint(state, n=5, samples=24):
            assert "can score up to" not in h.reason  # the old words, which argued either way
            for pattern, holds in BETTER:
                for a, b in pattern.findall(h.reason):
                    assert holds(*(int(x.replace("−", "-")) for x in (a, b))), h.reason
                    said += 1
    assert said or game not in ("cross", "traditional")  # the facts there tell moves apart


def test_the_hint_panel_shows_each_lines_points_in_both_languages() -> None:
    state = position("cross", 4, seed=1, moves=4)
    panel = hint_panel(state, "play")
    assert all(m["points"].startswith("About ") for m in panel["moves"])
    assert panel["moves"][0]["reason"][:1].isupper()
    with language("ru"):
        panel = hint_panel(state, "play")
    assert all(m["points"].startswith("Около ") for m in panel["moves"])


@pytest.mark.parametrize(("game", "n"), GAMES[:3])
def test_a_hint_says_how_sure_its_points_are_as_the_judge_does(game: str, n: int) -> None:
    """Each value carries the judge's standard error ("give or take"); a line no further ahead
    of the next than the noise is said to be about as good as it, never "ahead"."""
    spread = 0
    for seed in range(4):
        hints = hint(position(game, n, seed=seed, moves=4), n=5, samples=24)
        for h, nxt in zip(hints, hints[1:], strict=False):
            if round(h.value) == round(nxt.value):
                assert "ahead of the next best move" not in h.reason, h.reason
        spread += sum(h.stderr > 0 and "give or take" in h.points for h in hints)
    assert spread


def test_where_every_tile_is_known_a_hint_is_exact_and_agrees_with_the_review() -> None:
    """Two-player Cross, the boneyard empty: the hint asks the judge's evaluation, which the
    solver proves ("exactly ... for the hand"), and the review judges its first line best."""
    from domino_widgets import State
    from domino_widgets.bots.exact import nothing_hidden
    from domino_widgets.bots.reviews import judge
    from domino_widgets.widgets.choosers import greedy

    state = State.new("cross", ["Ann", "Bob"], seed=11)
    while not (len(state.legal_actions()) > 1 and nothing_hidden(state, state.turn)):
        assert state.hand_over is None
        state.apply(greedy(state))
    hints = hint(state, n=3)
    assert all(h.exact and h.points.startswith("exactly ") for h in hints), hints
    assert all("give or take" not in h.points for h in hints)
    assert judge(state, state.turn, hints[0].action).size == "best"
