"""One home for each rule (issue 11, item 5): S4 and S8 are ``Rules`` hooks, games declare what
they have, ``Rules`` objects are immutable, and nothing outside the engine writes the engine's
fields."""

import pytest

from domino_widgets.engine import GAMES, PASS, State, get_rules
from domino_widgets.engine.games.base import Rules

TURN_HOOKS = ("turn_continues", "turn_points", "next_player")


def overrides(cls: type[Rules], hook: str) -> bool:
    return getattr(cls, hook) is not getattr(Rules, hook)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_declared_features_agree_with_the_hooks_each_game_overrides(name):
    """The declarations replace probing; this test is the one place that still probes, to keep
    the two in step."""
    cls = GAMES[name]
    assert cls.plain_turns == (not any(overrides(cls, hook) for hook in TURN_HOOKS))
    assert cls.filters_ends == overrides(cls, "open_ends")
    assert cls.scores_during_play == overrides(cls, "counted")
    assert cls.two_hands == overrides(cls, "hand_filter")
    assert cls.all_ends_open == (name != "sausage")
    assert bool(get_rules(name).matadors) == (name in ("matador", "six-matador"))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_rules_are_immutable_setting_an_attribute_raises(name):
    rules = get_rules(name)
    for attribute in ("target", "fit", "options", "new_thing", "_frozen"):
        with pytest.raises(AttributeError, match="do not change"):
            setattr(rules, attribute, None)
    with pytest.raises(AttributeError, match="do not change"):
        del rules.fit
    with pytest.raises(TypeError):
        rules.options["target"] = 1  # type: ignore[index]
    assert get_rules(name).options == rules.options


def test_memos_live_on_the_state_not_on_the_shared_rules():
    """Cross in two hands remembers its last plan on the state: two states on one Rules object
    do not see each other's memo, and a clone starts with its own."""
    rules = get_rules("cross-two-hands")
    a = State(rules, ["A", "B"], seed=1)
    b = State(rules, ["A", "B"], seed=2)
    a.legal_actions(), b.legal_actions()
    assert vars(rules).keys() == {"options", "fit", "_frozen"}
    assert a.memo is not b.memo and a.clone().memo == {}


def test_s4_blocked_is_a_rules_hook():
    """S4 lives in ``Rules.blocked``: a game that overrides it decides when its hands block."""

    class NeverBlocked(type(get_rules("traditional"))):
        def blocked(self, st):
            return False

    hands = {"A": ["1:1", "6:6"], "B": ["2:3", "4:5"]}
    st = State.from_hands("traditional", hands, boneyard=[])
    st.play("1:1")  # nobody can place or draw now
    assert st.hand_over is not None and st.hand_over.reason == "blocked"
    plain = State.from_hands("traditional", hands, boneyard=[])
    other = State(NeverBlocked(), plain.players, 0, deals=plain.dealt)
    other.play("1:1")
    assert other.hand_over is None and other.legal_actions() == [PASS]
    other.apply(PASS)
    assert other.hand_over is None and other.turn == 0


def test_s8_match_winner_is_a_rules_hook():
    """S8 lives in ``Rules.match_winner``: the single top score at or above the target wins; a
    tie at the top plays on."""
    st = State.new("traditional", ["A", "B", "C"], seed=1)
    rules = st.rules
    st.scores = (100, 40, 100)  # a test may set a position up by hand
    assert rules.match_winner(st) is None
    st.scores = (100, 40, 99)
    assert rules.match_winner(st) == 0
    st.scores = (99, 40, 98)
    assert rules.match_winner(st) is None


# -- structured counting ----------------------------------------------------------------------
def test_1_cross_counted_names_each_counted_tile_and_value():
    st = State.from_hands("cross", {"A": ["5:5", "0:1"], "B": ["5:0", "5:4", "5:6", "5:3"]})
    st.play("5:5")
    counted = st.counted()
    assert counted == st.rules.counted(st)
    # the centre counts whole while at most one side is occupied: no end of its own
    assert [(c.placed, str(c.tile), c.value, c.end) for c in counted.ends] == [
        (1, "5:5", 10, None)]
    assert counted.points == 10 and counted.total == 10
    st.play("5:0")
    assert [(c.placed, str(c.tile), c.value) for c in st.counted().ends] == [
        (1, "5:5", 10), (2, "5:0", 0)]
    assert st.rules.count_text(st) == "10 + 0 = 10 -> 10 points"


def test_8_quintuple_counted_waits_for_four_arms():
    st = State.from_hands("quintuple", {"A": ["5:5", "0:1"], "B": ["5:0", "5:4", "5:6", "5:3"]},
                          leader="A")
    assert st.counted() is None  # an empty table counts nothing
    st.play("5:5")
    counted = st.counted()
    assert not counted.counting and counted.ends == () and counted.centre == 1
    assert st.rules.count_text(st) == ("0 of 4 arms: the ends count once the centre has four "
                                       "arms")


def test_counted_is_none_where_the_ends_do_not_score():
    st = State.from_hands("traditional", {"A": ["5:5", "0:1"], "B": ["5:0", "5:4"]})
    st.play("5:5")
    assert st.counted() is None and st.rules.count_text(st) is None


def test_nothing_parses_the_counted_text_back():
    """The renderer and the exercises read ``counted()``; none of them parses the text."""
    import inspect

    from domino_widgets import render, teaching
    from domino_widgets.render import table

    assert "count_text" not in inspect.getsource(teaching.counted_sum)
    for module in (teaching, render, table):
        assert "counted_terms" not in inspect.getsource(module)
    assert "count_text" not in inspect.getsource(table)
