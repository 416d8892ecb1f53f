"""One home for each rule (issue 11, item 5): S4 and S8 are ``Rules`` hooks, games declare what
they have, ``Rules`` objects are immutable, and nothing outside the engine writes the engine's
fields."""

import ast
from pathlib import Path

import pytest

import domino_widgets
from domino_widgets.engine import GAMES, PASS, State, get_rules
from domino_widgets.engine.games.base import OVERRIDES, Rules
from domino_widgets.engine.state import FIELDS
from domino_widgets.engine.tiles import TILES as TILES_


def overrides(cls: type[Rules], hook: str) -> bool:
    return getattr(cls, hook) is not getattr(Rules, hook)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_game_has_what_its_hooks_show_worked_out_once_per_rules(name):
    """What a game has is worked out from the hooks it overrides (``Rules.OVERRIDES``), not
    declared by hand."""
    cls = GAMES[name]
    rules = get_rules(name)
    for feature, (hooks, when) in OVERRIDES.items():
        assert getattr(rules, feature) == (any(overrides(cls, h) for h in hooks) == when), feature
    assert cls.all_ends_open == (name != "sausage")
    assert bool(get_rules(name).matadors) == (name in ("matador", "six-matador"))


def test_a_new_game_gets_its_features_from_the_hooks_it_overrides():
    class Scoring(type(get_rules("traditional"))):
        def pass_points(self, st, p):
            return 1

    rules = Scoring()
    assert rules.scores_passes and not rules.scores_placements and rules.plain_turns


@pytest.mark.parametrize("name", sorted(GAMES))
def test_an_option_never_overwrites_a_class_fact(name):
    """Options live in ``options`` and in what a ``Rules`` works out from them; the features
    of the class are the instance's too (Sevens' ``dead_table_blocks`` decides whether S4
    asks ``dead_table``, not whether the game has one)."""
    from test_random_play import option_variants

    for options in option_variants(name):
        rules = get_rules(name, options)
        for feature in (*OVERRIDES, "two_hands", "all_ends_open", "step_undo"):
            assert getattr(rules, feature) == getattr(get_rules(name), feature), (feature,
                                                                                 options)
    if name == "sevens":
        assert not get_rules(name).asks_dead_table
        assert get_rules(name, {"dead_table_blocks": True}).asks_dead_table


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
    # what a Rules object holds: its options, and tables made from them once (never changed)
    assert vars(rules).keys() == {*OVERRIDES, "options", "fit", "line_rows", "joins", "move_facts",
                                  "crosswise", "centre_makers", "asks_dead_table", "sides_first",
                                  "_frozen"}
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


# -- history that does not weigh on play ------------------------------------------------------
def _random_moves(st: State, count: int, seed: int) -> None:
    import random

    rng = random.Random(seed)
    for _ in range(count):
        if st.match_over:
            return
        st.apply(rng.choice(st.legal_actions()))


@pytest.mark.parametrize("name", ["traditional", "cross", "sausage", "cross-two-hands"])
def test_clone_shares_the_history_and_both_undo_back_across_hands(name):
    """A clone and its original share the history's entries; either may undo past the moment
    of the clone (into earlier hands too) while the other plays on, and both end exactly where
    a state that never was cloned ends."""
    st = State.new(name, 2, seed=5, options={"target": 10**6})
    _random_moves(st, 150, 1)
    twin = st.clone()
    assert twin.history == st.history
    _random_moves(st, 40, 2)  # the original plays on ...
    for _ in range(120):  # ... while the clone undoes far back
        twin.undo()
    alone = State.new(name, 2, seed=5, options={"target": 10**6})
    _random_moves(alone, 150, 1)
    for _ in range(120):
        alone.undo()
    assert twin._snapshot()[:5] == alone._snapshot()[:5]
    assert twin.table.placed == alone.table.placed and twin.table.ends == alone.table.ends
    _random_moves(twin, 60, 3)
    _random_moves(alone, 60, 3)
    assert twin.scores == alone.scores and twin.table.placed == alone.table.placed
    while st.history:  # the original still undoes to the start
        st.undo()
    fresh = State.new(name, 2, seed=5, options={"target": 10**6})
    assert st._snapshot()[:5] == fresh._snapshot()[:5] and not st.table.placed


def test_a_view_holds_the_hand_in_play_only():
    st = State.new("traditional", 2, seed=5, options={"target": 10**6})
    while st.hand_no < 3:
        _random_moves(st, 1, st.hand_no + len(st.history))
    _random_moves(st, 3, 0)
    view = st.view(st.turn)
    assert {e.hand_no for e in view.events} == {3}
    assert len(view.events) == len(st.history) - st.hand_start - 1  # (the next-hand move)


def test_a_closed_game_widget_lets_its_match_go():
    import gc
    import weakref

    from domino_widgets.widgets import GameWidget

    w = GameWidget("traditional", players=2, humans=[0], seed=2, pause=0)
    assert w.wait(10)
    match = weakref.ref(w.state)
    w.close()
    gc.collect()
    assert w.state is None and match() is None


# -- position editing ---------------------------------------------------------------------------
def _tiles(st: State, p: int) -> list[str]:
    return [str(t) for t in st.hand_tiles(p)]


def test_edited_gives_a_new_checked_state_and_leaves_the_old_one():
    st = State.from_hands("traditional", {"A": ["1:1", "6:6", "2:3"], "B": ["1:2", "3:4"]},
                          boneyard=["5:5", "0:0"])
    st.play("1:1")
    new = st.edited(hands={"B": ["1:2", "5:5"]})
    assert _tiles(new, 1) == ["2:1", "5:5"] and _tiles(st, 1) == ["2:1", "4:3"]
    assert [str(TILES_[t]) for t in new.boneyard[new.bone_pos:]] == ["0:0", "4:3"]
    new.undo()  # back past the edit: the move before it
    assert new.table.is_empty and _tiles(new, 1) == ["2:1", "4:3"]


@pytest.mark.parametrize("edit, message", [
    ({"hands": {"B": ["1:2", "1:2"]}}, "2:1 cannot be given: it is given twice"),
    ({"hands": {"B": ["1:1"]}}, "1:1 cannot be given: it is on the table"),
    ({"hands": {"B": ["2:3"]}}, r"3:2 cannot be given twice \(A and B would hold it\)"),
    ({"hands": {"B": ["1:2"]}, "boneyard": ["5:5"]}, "4:3, 0:0 would be lost"),
    ({"hands": {"C": ["1:2"]}}, "no player 'C'"),
    ({"hands": {"B": [99]}}, "not a tile of this game: 99"),
    ({"hands": {"B": "1:2"}}, "tiles are given as a list"),
    ({"split": {"A": ["6:6"]}}, "a player holds one hand"),
])
def test_edited_refuses_a_bad_edit_and_changes_nothing(edit, message):
    from domino_widgets.engine import DominoError

    st = State.from_hands("traditional", {"A": ["1:1", "6:6", "2:3"], "B": ["1:2", "3:4"]},
                          boneyard=["5:5", "0:0"])
    st.play("1:1")
    before = st._snapshot()
    with pytest.raises(DominoError, match=message):
        st.edited(**edit)
    assert st._snapshot() == before


def test_4_spider_edited_refuses_the_set_aside_tile():
    st = State.new("spider", 3, seed=4)
    aside = st.aside
    assert aside is not None
    from domino_widgets.engine.tiles import TILES as ALL

    with pytest.raises(ValueError, match=f"{ALL[aside]} cannot be given: it is out of play"):
        st.edited(hands={0: [str(ALL[aside])]})


def test_edited_refuses_a_hand_larger_than_the_game_allows():
    st = State.new("sevastopol", 4, seed=1)  # 4 x 7, no boneyard: a hand holds at most 7
    taken = list(st.hands[0]) + [st.hands[1][0]]
    with pytest.raises(ValueError, match="would hold 8 tiles; a hand of .* holds at most 7"):
        st.edited(hands={0: taken, 1: list(st.hands[1][1:])})


def test_s3_an_emptied_hand_ends_the_hand_as_the_rules_say():
    hands = {"A": ["1:1", "6:6", "2:3"], "B": ["1:2", "3:4"]}
    st = State.from_hands("traditional", hands, boneyard=["5:5", "0:0"])
    st.play("1:1")
    out = st.edited(hands={"A": []}, boneyard=["5:5", "0:0", "6:6", "2:3"])
    assert out.hand_over is not None and out.hand_over.reason == "domino"
    assert out.hand_over.winner == 0


def test_6_matador_an_emptied_hand_does_not_end_the_hand():
    st = State.new("matador", 2, seed=3)
    rest = list(st.boneyard[st.bone_pos:]) + list(st.hands[0])
    out = st.edited(hands={0: []}, boneyard=rest)
    assert out.hand_over is None and out.hands[0] == ()


def test_2_edited_two_hands_needs_the_left_hand_and_keeps_both_split():
    st = State.new("cross-two-hands", 2, seed=2)
    hand = [str(t) for t in st.hand_tiles(0)]
    with pytest.raises(ValueError, match="give the left hand too"):
        st.edited(hands={0: hand})
    new = st.edited(hands={0: hand}, split={0: hand[7:]})
    left, right = new.rules.hands_of(new, 0)
    assert [str(t) for t in map(TILES_.__getitem__, left)] == hand[7:]
    assert sorted(left + right) == sorted(new.hands[0])


def _written(target):
    """What an assignment target changes: ``a.b`` for ``a.b = ...`` and ``a.b[i] = ...``."""
    import ast

    if isinstance(target, (ast.Tuple, ast.List)):
        return [part for elt in target.elts for part in _written(elt)]
    if isinstance(target, ast.Starred):
        return _written(target.value)
    while isinstance(target, ast.Subscript):
        target = target.value
    return [target]


def test_nothing_outside_the_engine_writes_the_engines_fields():
    """An AST scan of the package outside ``engine/``: no assignment to a State field (or to
    an item of one) on anything but ``self`` (a widget's own traits of the same name)."""
    import ast
    from pathlib import Path

    import domino_widgets

    fields = set(FIELDS)
    root = Path(domino_widgets.__file__).parent
    found = []
    for path in sorted(root.rglob("*.py")):
        if (root / "engine") in path.parents:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            targets = []
            if isinstance(node, ast.Assign):
                targets = node.targets
            elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
                targets = [node.target]
            for target in targets:
                for part in _written(target):
                    if (isinstance(part, ast.Attribute) and part.attr in fields
                            and not (isinstance(part.value, ast.Name)
                                     and part.value.id == "self")):
                        found.append(f"{path.relative_to(root)}:{node.lineno} {part.attr}")
    assert found == []


def test_no_module_probes_the_rules_for_what_a_game_has():
    """Features are declared: nothing calls getattr/hasattr on a Rules object, or compares a
    game's hooks with the base class's (this file's consistency test aside)."""
    import ast
    from pathlib import Path

    import domino_widgets

    root = Path(domino_widgets.__file__).parent
    found = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("getattr", "hasattr") and node.args
                    and "rules" in ast.unparse(node.args[0]).split(".")[-1]):
                found.append(f"{path.relative_to(root)}:{node.lineno}")
            if (isinstance(node, ast.Compare) and any(isinstance(op, (ast.Is, ast.IsNot))
                                                      for op in node.ops)
                    and "Rules." in ast.unparse(node)):
                found.append(f"{path.relative_to(root)}:{node.lineno}")
    assert found == []


def test_the_action_layout_is_read_through_actions_py_only():
    """No module but ``engine/actions.py`` shifts or masks an action by hand (``>> 9``,
    ``& 31``...): the layout is read with ``tile_of``/``end_of``/``flags_of`` or the constants."""
    import re
    from pathlib import Path

    import domino_widgets

    raw = re.compile(r">>\s*[49]\b|<<\s*[49]\b|&\s*(?:15|31)\b")
    root = Path(domino_widgets.__file__).parent
    found = [f"{path.relative_to(root)}:{n}"
             for path in sorted(root.rglob("*.py")) if path.name != "actions.py"
             for n, line in enumerate(path.read_text().splitlines(), 1)
             if raw.search(line.split("#")[0])]
    assert found == []


def _private_writes(path: Path) -> list[str]:
    """Writes to a private field (``x._name = ...``) in ``path`` that are not the class's own:
    the target is neither ``self`` nor ``cls``, nor made in a class that has that field (writes
    to itself or to another of its kind, as ``State.clone`` does); writes to an imported
    module's names are not fields."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    modules = {alias.asname or alias.name for node in ast.walk(tree)
               if isinstance(node, ast.Import) for alias in node.names}
    found = []

    def visit(node: ast.AST, own: set[str]) -> None:
        if isinstance(node, ast.ClassDef):
            own = {t.attr for n in ast.walk(node) for t in _targets(n)
                   if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name)
                   and t.value.id == "self"}
            own |= {e.value for n in ast.walk(node) if isinstance(n, ast.Assign)
                    and any(isinstance(t, ast.Name) and t.id == "__slots__" for t in n.targets)
                    for e in ast.walk(n.value) if isinstance(e, ast.Constant)}
        for t in _targets(node):
            if (isinstance(t, ast.Attribute) and t.attr.startswith("_")
                    and not t.attr.startswith("__") and t.attr not in own
                    and not (isinstance(t.value, ast.Name)
                             and t.value.id in ("self", "cls", *modules))):
                found.append(f"{path}:{node.lineno}: {ast.unparse(t)}")
        for child in ast.iter_child_nodes(node):
            visit(child, own)

    visit(tree, set())
    return found


def _targets(node: ast.AST) -> list[ast.expr]:
    """What an assignment writes (tuples unpacked)."""
    if isinstance(node, ast.Assign):
        targets = node.targets
    elif isinstance(node, ast.AugAssign | ast.AnnAssign):
        targets = [node.target]
    else:
        return []
    return [e for t in targets for e in (t.elts if isinstance(t, ast.Tuple | ast.List) else [t])]


def test_nothing_writes_another_class_private_fields():
    """Games do not write the state's or the table's private fields (issue 25): a class's
    private field is written by that class only, anywhere in the package."""
    package = Path(domino_widgets.__file__).parent
    found = [w for path in sorted(package.rglob("*.py")) for w in _private_writes(path)]
    assert found == []


def test_the_private_field_scan_finds_a_write(tmp_path):
    """The scan above can fail: a game writing the state's listed actions is found, and a
    class writing its own field to another of its kind is not."""
    path = tmp_path / "probe.py"
    path.write_text("def split(st):\n    st._legal = None\n\n\nclass S:\n"
                    "    def clone(self, twin):\n        self._legal = twin._legal = None\n",
                    encoding="utf-8")
    assert _private_writes(path) == [f"{path}:2: st._legal"]
