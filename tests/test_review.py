"""The review of a hand (issue 26): what it judges, on what it may know, and how it refuses."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from test_bots import HiddenTileRead, poisoned

from domino_widgets.bots import make_player
from domino_widgets.bots.exact import nothing_hidden
from domino_widgets.bots.reviews import Decision, ReviewError, judge, review
from domino_widgets.engine import State
from domino_widgets.engine.i18n import language
from domino_widgets.engine.record import Record

WORK = 3_000  # a small budget keeps the tests quick; the bench measures the real one

# Cross, two players: You can lay 0:4 on 5:0 (4 + 5 + 5 + 5 + 6 = 25) or the 0:0 (nothing).
BLUNDER = {
    "format": "domino-record/1", "game": "cross", "players": ["You", "Bot"],
    "hands": {"You": ["5:3", "5:5", "3:3", "4:0", "4:2", "5:2", "0:0"],
              "Bot": ["4:3", "3:1", "5:4", "6:0", "2:0", "3:2", "6:1"]},
    "boneyard": ["5:0", "6:4", "1:0", "6:3", "4:4", "2:1", "6:6", "6:2", "2:2", "4:1", "6:5",
                 "1:1", "5:1", "3:0"],
    "leader": "You",
    "moves": [
        {"player": "You", "play": "3:3"},
        {"player": "Bot", "play": "3:4", "on": "3:3", "at": 3, "side": "south"},
        {"player": "You", "play": "3:5", "on": "3:3", "at": 3, "side": "north"},
        {"player": "Bot", "play": "4:5", "on": "3:4"},
        {"player": "You", "play": "5:5", "on": "4:5"},
        {"player": "Bot", "play": "3:2", "on": "3:3", "at": 3, "side": "west"},
        {"player": "You", "play": "2:5", "on": "3:2"},
        {"player": "Bot", "play": "3:1"},
        {"player": "You", "play": "5:0", "on": "2:5"},
        {"player": "Bot", "play": "1:6"},
        {"player": "You", "play": "0:0", "on": "5:0"},
    ],
}

# Cross, two players, the boneyard drawn out: You know the Bot's last tiles.
OPEN_ENDGAME = {
    "format": "domino-record/1", "game": "cross", "players": ["You", "Bot"],
    "hands": {"You": ["5:3", "1:0", "3:1", "3:0", "5:2", "6:5", "4:0"],
              "Bot": ["3:3", "1:1", "6:1", "0:0", "2:0", "5:4", "3:2"]},
    "boneyard": ["6:2", "5:0", "6:0", "6:3", "4:3", "4:4", "6:4", "5:1", "4:2", "6:6", "5:5",
                 "2:2", "2:1", "4:1"],
    "leader": "Bot",
    "moves": [{"player": p, "play": t} if isinstance(t, str) else {"player": p, **t}
              for p, t in [
        ("Bot", "1:1"), ("You", {"play": "1:3", "on": "1:1", "at": 1, "side": "south"}),
        ("Bot", {"play": "1:6", "on": "1:1", "at": 1, "side": "north"}), ("You", "6:5"),
        ("Bot", "5:4"), ("You", "3:5"), ("Bot", "5:0"), ("You", {"play": "0:1", "on": "5:0"}),
        ("Bot", "4:3"), ("You", "3:0"), ("Bot", "0:6"), ("You", "6:4"),
        ("Bot", {"play": "1:5", "on": "1:1", "at": 1, "side": "west"}), ("You", "4:4"),
        ("Bot", "4:2"), ("You", {"play": "5:2", "on": "1:5"}),
        ("Bot", {"play": "2:6", "on": "4:2"}),
        ("You", "6:6"), ("Bot", "6:3"), ("You", "2:2"), ("Bot", "3:3"),
        ("You", {"play": "2:1", "on": "2:2"}), ("Bot", "3:2"), ("You", {"draw": "4:1"})]],
}


def finished(data: dict[str, Any], seed: int = 1) -> State:
    """The record's position, with the hand played to its end by greedy players."""
    replayed = Record(copy.deepcopy(data)).replay().state
    assert replayed is not None
    greedy = make_player("greedy", seed=seed)
    while replayed.hand_over is None:
        replayed.apply(greedy.choose(replayed, replayed.turn))
    return replayed


def greedy_hand(game: str, n: int = 4, seed: int = 4) -> State:
    state = State.new(game, ["You"] + [f"Bot {i}" for i in range(1, n)], seed=seed)
    greedy = make_player("greedy", seed=1)
    while state.hand_over is None:
        state.apply(greedy.choose(state, state.turn))
    return state


def facts(d: Decision) -> tuple:
    """What a decision says, without the position it was made in."""
    return (d.depth, d.played, d.best, d.candidates, d.loss, d.size, d.verdict, d.reason, d.exact)


def blunder_depth() -> int:
    """The history's length at the planted decision (before You's last move)."""
    data = copy.deepcopy(BLUNDER)
    data["moves"].pop()
    before = Record(data).replay().state
    assert before is not None
    return len(before.history)


def test_a_planted_blunder_in_cross_is_flagged_with_its_size() -> None:
    """0:0 scores nothing where 0:4 scores 25: a mistake of what that costs by the end of the
    hand (25, less what the 0:4 may still score later), flagged by Cross's threshold of 8."""
    state = finished(BLUNDER)
    result = review(state, "You", work=WORK)
    decision = next(d for d in result.decisions if d.depth == blunder_depth())
    assert decision.played.move.tile is not None and str(decision.played.move.tile) == "0:0"
    assert decision.best[0].move.played_as == "0:4"
    assert decision.best[0].points_now == 25 and decision.played.points_now == 0
    assert decision.flagged and decision.size == ("mistake" if decision.loss < 24 else "blunder")
    # 25 now, less what the 0:4 may still score later: as ten times the work finds it
    closer = judge(decision.position, 0, decision.played.move.action, work=10 * WORK)
    assert 12 <= decision.loss <= 25 and abs(decision.loss - closer.loss) <= 4
    assert "25" in decision.reason and "0:4" in decision.reason, decision.reason


def test_the_review_never_reads_a_hidden_tile() -> None:
    """The poison test: the same verdicts with every hidden tile made unreadable."""
    state = finished(BLUNDER)
    result = review(state, "You", work=WORK)
    for decision in result.decisions:
        trap = poisoned(decision.position, 0)
        with pytest.raises(HiddenTileRead):
            sum(len(str(t)) for t in trap.hands[1])  # the trap is armed
        played = decision.played.move.action
        assert facts(judge(trap, 0, played, work=WORK)) == facts(decision)


@pytest.mark.parametrize("game", ["cross", "quintuple", "matador", "cross-two-hands"])
def test_the_same_seed_and_budget_give_the_same_review(game: str) -> None:
    state = greedy_hand(game, seed=5)
    first = review(state, "You", work=1_500, seed=3)
    second = review(state.clone(), "You", work=1_500, seed=3)
    assert [facts(d) for d in first.decisions] == [facts(d) for d in second.decisions]


def _exact(world: State, before: tuple[int, ...]) -> tuple[int, ...]:
    """Every player's gain to the end of the hand, each playing for his own result (ties by
    the lowest action): a plain search of the whole rest of the hand, on the true tiles."""
    if world.hand_over is not None:
        return tuple(s - b for s, b in zip(world.scores, before, strict=True))
    mover = world.turn
    options = []
    for action in world.legal_actions():
        world.apply(action)
        gains = _exact(world, before)
        world.undo()
        others = [g for q, g in enumerate(gains) if q != mover]
        options.append((gains[mover] - sum(others) / len(others), -action, gains))
    return max(options)[2]


def test_where_nothing_is_hidden_the_best_move_is_the_exact_searchs() -> None:
    state = finished(OPEN_ENDGAME)
    result = review(state, "You", work=WORK)
    open_ones = [d for d in result.decisions if nothing_hidden(d.position, 0)]
    assert open_ones, "the record reaches an open end of the hand"
    for decision in open_ones:
        assert decision.exact
        world = decision.position.clone()
        values = {}
        for action in world.legal_actions():
            world.apply(action)
            gains = _exact(world, decision.position.scores)
            world.undo()
            values[action] = gains[0] - sum(gains[1:]) / len(gains[1:])
        top = max(values.values())
        assert decision.best[0].value == pytest.approx(top)
        assert {c.move.action for c in decision.best} <= {a for a, v in values.items() if v == top}
        assert decision.played.value == pytest.approx(values[decision.played.move.action])


def test_a_review_reads_a_record_as_it_reads_the_game() -> None:
    from domino_widgets.engine.record import record_from_state

    state = finished(BLUNDER)
    from_record = review(record_from_state(state), "You", work=WORK)
    from_game = review(state, "You", work=WORK)
    assert [facts(d) for d in from_record.decisions] == [facts(d) for d in from_game.decisions]
    assert len(from_game.scores) == len(from_game.actions) + 1
    assert from_game.scores[-1] == state.scores


@pytest.mark.parametrize(("game", "n"), [("traditional", 2), ("sevens", 4)])
def test_a_game_is_judged_the_same_live_and_from_its_record(game: str, n: int) -> None:
    """A record names its leader, also where the game's lead rule chose him: the review reads
    the lead the same from the record as in the live game (seed 100: it read less from the
    record, and a decision of each game changed its verdict)."""
    from domino_widgets.engine.record import record_from_state

    state = greedy_hand(game, n=n, seed=100)
    record = record_from_state(state)
    assert "leader" in record.data
    for seat in range(n):
        live = review(state, seat, work=WORK)
        replayed = review(record, seat, work=WORK)
        assert [facts(d) for d in replayed.decisions] == [facts(d) for d in live.decisions]


def test_a_review_speaks_russian() -> None:
    state = finished(BLUNDER)
    with language("ru"):
        result = review(state, "You", work=WORK)
    decision = next(d for d in result.decisions if d.depth == blunder_depth())
    assert "Ошибка" in decision.verdict and "0:4" in decision.verdict


@pytest.mark.parametrize(("args", "words"), [
    (("Nobody",), "no such player"),
    ((7,), "no such player"),
    (("You",), "not over"),
])
def test_a_review_that_cannot_be_made_is_refused(args: tuple, words: str) -> None:
    state = Record(copy.deepcopy(BLUNDER)).replay().state
    assert state is not None
    before = (state.scores, len(state.history), state.hands)
    with pytest.raises(ReviewError, match=words):
        review(state, *args, work=WORK)
    assert (state.scores, len(state.history), state.hands) == before


def test_a_player_with_no_decision_and_a_bad_budget_are_refused() -> None:
    state = finished(BLUNDER)
    with pytest.raises(ReviewError, match="whole number"):
        review(state, "You", work=0)
    with pytest.raises(ReviewError, match="game or a record"):
        review({"game": "cross"}, "You")  # type: ignore[arg-type]
    forced = State.from_hands("cross", {"You": ["6:6"], "Bot": ["1:1", "2:3"]}, boneyard=[],
                              leader="You")
    forced.apply(forced.legal_actions()[0])
    with pytest.raises(ReviewError, match="no decision"):
        review(forced, "You", work=WORK)


def test_a_malformed_record_is_refused_with_a_domino_error() -> None:
    from domino_widgets.engine import DominoError

    bad = copy.deepcopy(BLUNDER)
    bad["moves"].append({"player": "Bot", "play": "6:6"})
    with pytest.raises(DominoError):
        review(Record(bad), "You", work=WORK)


def test_the_review_names_the_move_played_not_its_twin() -> None:
    """Two placements that make the same game (the free sides of a centre) are one candidate:
    the review says the one that was played (Cross, seed 48: You lays 1:6 south of the 1:1,
    not north)."""
    from domino_widgets.bots.move_stats import distinct_moves
    from domino_widgets.engine.words import move_words

    state = State.new("cross", ["You", "Bot"], seed=48)
    greedy = make_player("greedy", seed=1)
    twins_played = 0
    while state.hand_over is None:
        seat = state.turn
        action = greedy.choose(state, seat)
        group = next(st for st in distinct_moves(state.view(seat))
                     if action == st.action or action in st.same)
        if seat == 0 and group.same:  # the last of the twins, never the one the group is named by
            action = group.same[-1]
            twins_played += 1
        state.apply(action)
    assert twins_played
    result = review(state, "You", work=1_500)
    for decision in result.decisions:
        action = state.history[decision.depth][0]
        played = decision.position.describe(action)
        assert decision.played.move == played
        assert decision.played.makes(action)
        assert move_words(played) in decision.verdict
        if decision.size == "best":
            assert decision.played in decision.best  # the green outline: where he played


@pytest.mark.parametrize(("settings", "words"), [
    ({"threshold": "a"}, "threshold must be a positive number"),
    ({"threshold": -1}, "threshold must be a positive number"),
    ({"threshold": 0}, "threshold must be a positive number"),
    ({"threshold": float("nan")}, "threshold must be a positive number"),
    ({"threshold": float("inf")}, "threshold must be a positive number"),
    ({"threshold": True}, "threshold must be a positive number"),
    ({"work": "many"}, "work must be a positive whole number"),
    ({"work": 2.5}, "work must be a positive whole number"),
    ({"seed": 1.5}, "seed must be a whole number or a text"),
    ({"seed": None}, "seed must be a whole number or a text"),
    ({"read": "minds"}, "reading must be one of greedy, none"),
])
def test_bad_settings_are_refused_naming_the_setting_and_what_it_takes(
        settings: dict[str, Any], words: str) -> None:
    """A wrong type or range is a ``ReviewError`` (a ``ValueError``) naming the setting and
    what it accepts, for the review and for one decision; the game is left as it was."""
    state = finished(BLUNDER)
    before = (state.scores, len(state.history))
    with pytest.raises(ReviewError, match=words):
        review(state, "You", **{"work": WORK, **settings})
    decision = review(state, "You", work=WORK).decisions[0]
    with pytest.raises(ValueError, match=words):
        judge(decision.position, 0, decision.played.move.action, **{"work": WORK, **settings})
    assert (state.scores, len(state.history)) == before
    with pytest.raises(ReviewError) as english:
        review(state, "You", **{"work": WORK, **settings})
    with language("ru"), pytest.raises(ReviewError) as russian:
        review(state, "You", **{"work": WORK, **settings})
    assert str(russian.value) != str(english.value) and "review" not in str(russian.value)


def test_the_review_widget_refuses_a_bad_setting_in_the_learners_language() -> None:
    from domino_widgets import ReviewWidget

    state = finished(BLUNDER)
    for settings, words in (({"work": "x"}, "объём работы разбора"),
                            ({"seed": 1.5}, "зерно разбора")):
        with pytest.raises(ReviewError, match=words):
            ReviewWidget(state, "You", lang="ru", **settings)


def test_every_move_is_judged_on_the_same_deals_and_none_is_frozen_early() -> None:
    """No move is dropped after a few deals: every one is played on every deal, at least
    ``MIN_DEALS`` of them, whatever the budget, and each value carries its standard error."""
    from domino_widgets.bots.estimates import MIN_DEALS, evaluate

    state = greedy_hand("cross", seed=5)
    plan_review_positions = [d.position for d in review(state, "You", work=WORK).decisions]
    for position in plan_review_positions:
        found = evaluate(position, 0, work=50, seed=1)
        counts = {len(st.scores) for st in found.stats}
        assert counts == {found.deals} and found.deals >= MIN_DEALS
        assert all(found.estimate(st).stderr > 0 for st in found.stats
                   if len(set(st.scores)) > 1)
    decision = review(state, "You", work=WORK).decisions[0]
    assert decision.deals >= MIN_DEALS
    assert all(c.stderr >= 0 and (c.gap_se > 0 or c.gap == 0 or decision.exact)
               for c in decision.candidates)


@pytest.mark.parametrize(("settings", "words"), [
    ({"work": 0}, "work must be a positive whole number"),
    ({"work": "lots"}, "work must be a positive whole number"),
    ({"work": 100, "min_deals": 0}, "min_deals must be a positive whole number"),
    ({"work": 100, "others": "bridge"}, "others must be one of greedy, lookahead"),
])
def test_the_evaluation_refuses_bad_settings(settings: dict[str, Any], words: str) -> None:
    from domino_widgets.bots.estimates import evaluate
    from domino_widgets.engine.errors import OptionError

    state = greedy_hand("cross", seed=5)
    state.undo_to(len(state.history) - 3)
    with pytest.raises(OptionError, match=words):
        evaluate(state, state.turn, **settings)


def test_a_verdict_is_sized_only_beyond_the_noise() -> None:
    """A loss within two standard errors is not sized: "about as good as" (under one),
    "probably a little worse" (one to two); beyond that, good, mistake or big mistake by the
    game's threshold. An exact loss has no noise."""
    from domino_widgets.bots.estimates import Estimate
    from domino_widgets.bots.reviews import verdict_size

    assert verdict_size(0.0, Estimate(0.0, 0.0), 8.0) == "best"
    assert verdict_size(10.0, Estimate(10.0, 6.0), 8.0) == "close"
    assert verdict_size(10.0, Estimate(10.0, 9.0), 8.0) == "close"
    assert verdict_size(3.0, Estimate(3.0, 1.0), 8.0) == "good"
    assert verdict_size(10.0, Estimate(10.0, 4.0), 8.0) == "mistake"
    assert verdict_size(30.0, Estimate(30.0, 4.0), 8.0) == "blunder"
    assert verdict_size(10.0, Estimate(10.0, 0.0, exact=True), 8.0) == "mistake"


def test_the_words_say_how_sure_in_both_languages() -> None:
    from domino_widgets.bots.estimates import Estimate
    from domino_widgets.bots.reasons import value_words, verdict_words

    state = finished(BLUNDER)
    decision = next(d for d in review(state, "You", work=WORK).decisions
                    if d.depth == blunder_depth())
    mine, best = decision.played, decision.best[0]
    assert "about as good as" in verdict_words("close", mine, best, 2.0, 4.0)
    assert "probably a little worse" in verdict_words("close", mine, best, 6.0, 4.0)
    assert "worked out exactly" in verdict_words("mistake", mine, best, 12.0, 0.0, True)
    assert value_words(Estimate(31.2, 0.4)) == "about +31 for the hand"
    assert value_words(Estimate(31.2, 4.0)) == "about +31 for the hand, give or take 8"
    assert value_words(Estimate(-5.0, 0.0, exact=True)) == "exactly \u22125 for the hand"
    with language("ru"):
        assert "примерно так же хорош" in verdict_words("close", mine, best, 2.0, 4.0)
        assert "вероятно, немного хуже" in verdict_words("close", mine, best, 6.0, 4.0)
        assert value_words(Estimate(31.2, 4.0)) == "около +31 за партию, плюс-минус 8"
