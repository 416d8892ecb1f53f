"""Bots: every player keeps the rules in every game, the players that do not see all hands never
read a hidden tile, their guesses agree with what the table showed, and hints are legal moves."""

from __future__ import annotations

import random
from typing import Any

import pytest

from domino_widgets.bots import SearchPlayer, hint, make_player
from domino_widgets.bots.players import greedy_action
from domino_widgets.bots.world import fits, knowledge, sample
from domino_widgets.engine import (
    GAMES,
    IllegalMoveError,
    OptionError,
    State,
    move_words,
    parse_tile,
)
from domino_widgets.engine.actions import DRAW, NEXT_HAND
from domino_widgets.engine.games import get_rules
from domino_widgets.engine.undo import Step, Undo

SEAT_COUNTS = sorted({(name, n) for name, cls in GAMES.items()
                      for n in (cls.min_players, cls.max_players)})
KINDS = ("random", "greedy", "search:samples=2", "omniscient:samples=2")


def play_hands(state: State, players: list[Any], hands: int = 2) -> int:
    """Play ``hands`` hands, checking every choice is legal; returns the actions played."""
    count = 0
    while not state.match_over and len(state.results) < hands:
        if state.hand_over is not None:
            state.apply(NEXT_HAND)
            continue
        seat = state.turn
        action = players[seat].choose(state, seat)
        assert action in state.legal_actions(), (state.rules.name, state.describe(action))
        state.apply(action)
        count += 1
    return count


@pytest.mark.parametrize(("game", "n"), SEAT_COUNTS)
def test_s1_every_player_makes_only_legal_moves(game: str, n: int) -> None:
    state = State.new(game, n, seed=f"legal/{game}/{n}")
    players = [make_player(KINDS[(i + n) % len(KINDS)], seed=i) for i in range(n)]
    assert play_hands(state, players) > 0
    assert state.results, "at least one hand was finished"


def position(game: str, n: int, seed: int, moves: int) -> State:
    """A position in the middle of a hand, after up to ``moves`` greedy and random actions, with
    a choice to make (more than one legal action) on a table that is not empty."""
    rng = random.Random(seed)
    state = State.new(game, n, seed=f"pos/{game}/{n}/{seed}")
    chosen = None
    for _ in range(400):
        if state.hand_over is not None:
            state.apply(NEXT_HAND)
            continue
        if (len(state.legal_actions()) > 1 and state.table.placed
                and len(state.history) >= moves):
            chosen = state
            break
        legal = state.legal_actions()
        state.apply(greedy_action(state, rng) if rng.random() < 0.5 else rng.choice(legal))
    assert chosen is not None, f"no position with a choice in {game}"
    return chosen


class HiddenTileRead(AssertionError):
    """A bot looked at a tile it may not see."""


class PoisonedHand(tuple):
    """A hidden hand: its size may be counted, its tiles may not be read."""

    def __new__(cls, size: int) -> PoisonedHand:
        return super().__new__(cls, (None,) * size)

    def _refuse(self, *args: object) -> Any:
        raise HiddenTileRead("a hidden tile was read")

    __iter__ = __getitem__ = __contains__ = __add__ = __eq__ = __hash__ = _refuse
    index = count = _refuse


class PoisonedBoneyard(PoisonedHand):
    """A boneyard whose tiles may not be read, except those ``me`` drew (he saw them)."""

    def __new__(cls, tiles: tuple[int, ...], seen: set[int]) -> PoisonedBoneyard:
        twin = super().__new__(cls, len(tiles))
        twin.seen = {i: tiles[i] for i in seen}
        return twin

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, int) and i in self.seen:
            return self.seen[i]
        raise HiddenTileRead("a hidden tile of the boneyard was read")


class PoisonedTile:
    """A hidden single tile (the tile set aside, a past deal)."""

    def __getattr__(self, name: str) -> Any:
        raise HiddenTileRead(f"a hidden tile was read ({name})")

    def __index__(self) -> int:
        raise HiddenTileRead("a hidden tile was read")

    __int__ = __index__


def poisoned(state: State, me: int) -> State:
    """A copy of ``state`` whose hidden parts for ``me`` raise when read: the other hands (and
    their left/right split), the boneyard (but the tiles ``me`` drew), the set-aside tile, the
    deals, and the same in every undo snapshot."""
    twin = state.clone()

    def hands(values: Any) -> tuple:
        return tuple(h if q == me else PoisonedHand(len(h)) for q, h in enumerate(values))

    def aux(value: Any) -> Any:
        if hasattr(value, "with_hand") and isinstance(getattr(value, "hands", None), tuple):
            return value._replace(hands=tuple(
                split if q == me else (PoisonedHand(len(split[0])), PoisonedHand(len(split[1])))
                for q, split in enumerate(value.hands)))
        return value

    drawn: dict[int, set[int]] = {}  # boneyard (by id) -> the places ``me`` drew from
    for a, snap, p in twin.history:
        if a == DRAW and p == me:
            drawn.setdefault(id(snap.boneyard), set()).add(snap.bone_pos)

    def boneyard(tiles: tuple[int, ...]) -> PoisonedBoneyard:
        return PoisonedBoneyard(tiles, drawn.get(id(tiles), set()))

    twin.hands = list(hands(twin.hands))
    twin.boneyard = boneyard(twin.boneyard)
    twin.aside = None if twin.aside is None else PoisonedTile()
    twin.dealt = [PoisonedTile() for _ in twin.dealt]
    twin.aux = aux(twin.aux)

    def record(snap: Undo, p: int) -> Undo:
        """An undo record (engine/undo.py) with its hidden parts poisoned: a step holds the
        mover's hand before his action and the boneyard."""
        if isinstance(snap, Step):
            return snap._replace(hand=snap.hand if p == me else PoisonedHand(len(snap.hand)),
                                 boneyard=boneyard(snap.boneyard))
        return snap._replace(hands=hands(snap.hands), boneyard=boneyard(snap.boneyard),
                             aside=None if snap.aside is None else PoisonedTile(),
                             aux=aux(snap.aux),
                             deal=None if snap.deal is None else PoisonedTile())

    twin.history = [(a, record(snap, p), p) for a, snap, p in twin.history]
    twin._legal = None
    return twin


@pytest.mark.parametrize(("game", "n"), SEAT_COUNTS)
def test_search_never_reads_a_hidden_tile(game: str, n: int) -> None:
    """The poison test: with every hidden tile made unreadable, the search player, greedy,
    random and the hint choose exactly as they do on the true state."""
    state = position(game, n, seed=1, moves=2 * n)
    me = state.turn
    trap = poisoned(state, me)
    with pytest.raises(HiddenTileRead):
        sum(len(str(t)) for t in trap.hands[(me + 1) % n])  # the trap is armed
    for kind in ("random", "greedy", "search:samples=4"):
        assert (make_player(kind, seed=5).choose(trap, me)
                == make_player(kind, seed=5).choose(state, me)), kind
    true_stats = SearchPlayer(5, samples=4).analyse(state, me)
    trap_stats = SearchPlayer(5, samples=4).analyse(trap, me)
    assert true_stats == trap_stats
    assert ([h.action for h in hint(trap, samples=3, time_limit=None)]
            == [h.action for h in hint(state, samples=3, time_limit=None)])


def test_see_all_mode_reads_the_hands_and_plays_better_informed() -> None:
    """The omniscient (teaching) mode is allowed to look: on the poisoned state it trips."""
    state = position("cross", 2, seed=2, moves=4)
    with pytest.raises(HiddenTileRead):
        make_player("omniscient:samples=2", seed=1).choose(poisoned(state, state.turn),
                                                           state.turn)


def _matching(tiles: tuple[int, ...], places: list[frozenset[int]]) -> bool:
    """Whether every tile can go to its own place that does not ban it (Kuhn's matching)."""
    owner: dict[int, int] = {}

    def put(i: int, seen: set[int]) -> bool:
        for j, banned in enumerate(places):
            if tiles[i] in banned or j in seen:
                continue
            seen.add(j)
            if j not in owner or put(owner[j], seen):
                owner[j] = i
                return True
        return False

    return len(tiles) == len(places) and all(put(i, set()) for i in range(len(tiles)))


@pytest.mark.parametrize(("game", "n"), SEAT_COUNTS)
def test_s2_what_the_table_showed_never_excludes_the_true_hands(game: str, n: int) -> None:
    """A player who drew or passed held no tile fitting the ends then: the bans built from the
    public events always leave room for the hands as they truly are."""
    rng = random.Random(3)
    state = State.new(game, n, seed=f"bans/{game}/{n}")
    while len(state.results) < 2 and not state.match_over:
        if state.hand_over is not None:
            state.apply(NEXT_HAND)
            continue
        me = state.turn
        know = knowledge(state.rules, state.view(me))
        for q, places in know.bans.items():
            hidden = tuple(t for t in state.hands[q])
            assert _matching(hidden, places), (game, q, state.describe(state.history[-1][0]))
        legal = state.legal_actions()
        state.apply(greedy_action(state, rng) if rng.random() < 0.7 else rng.choice(legal))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_s2_sampled_hands_honour_passes_and_draws(game: str) -> None:
    """Samples deal exactly the unseen tiles, in the hand sizes seen, and keep the bans."""
    cls = GAMES[game]
    state = position(game, cls.min_players, seed=4, moves=8)
    me = state.turn
    know = knowledge(state.rules, state.view(me))
    rng = random.Random(0)
    for _ in range(20):
        guess = sample(know, rng)
        dealt = [t for h in guess.hands.values() for t in h] + list(guess.boneyard)
        assert sorted(dealt + list(guess.rest)) == sorted(know.unseen)
        for q, hand in guess.hands.items():
            assert len(hand) == state.view(me).hand_counts[q]
        assert len(guess.boneyard) == state.view(me).boneyard_count


def test_s2_a_player_who_passed_is_never_dealt_a_fitting_tile() -> None:
    """Traditional, two players, no boneyard left: Bob passed on ends 6 and 6, so no guess
    gives him a six."""
    state = State.from_hands("traditional", {"Ann": ["6:6", "6:5", "1:0"], "Bob": ["2:1", "3:0"]},
                             boneyard=[], leader="Ann")
    state.play("6:6")
    state.play("pass")
    state.play("6:5", on="6:6")
    view = state.view(1)
    assert [e.kind for e in view.events] == ["play", "pass", "play"]
    know = knowledge(state.rules, state.view(0))
    rng = random.Random(1)
    for _ in range(30):
        assert not any(fits(state.rules, t, (6, 6)) for t in sample(know, rng).hands[1])


def test_s7_a_named_leaders_own_lead_tells_nothing_of_the_other_hands() -> None:
    """Cross, Bob named to lead: he holds no 1:1 and leads his own lowest double, 5:5 (the
    rule applied to his hand). Ann truly holds 1:1, so the lead bans nothing from her; it
    tells only that Bob held no lower double. With the lead left to the rules, leading 5:5
    would tell that nobody held 1:1 to 4:4."""
    hands = {"Ann": ["1:1", "6:5", "6:4", "6:3", "6:2", "6:1", "6:0"],
             "Bob": ["5:5", "4:3", "4:2", "4:1", "4:0", "5:0", "5:1"],
             "Cara": ["5:4", "5:3", "5:2", "3:2", "3:1", "3:0", "2:0"],
             "Dan": ["2:1", "1:0", "0:0", "6:6", "4:4", "3:3", "2:2"]}
    state = State.from_hands("cross", hands, leader="Bob")
    state.play("5:5")
    lower = {parse_tile(t).index for t in ("1:1", "2:2", "3:3", "4:4")}
    know = knowledge(state.rules, state.view(2), named_leader=True)
    for q in (0, 1, 3):
        assert _matching(state.hands[q], know.bans[q])
    assert not any(lower & banned for q in (0, 3) for banned in know.bans[q])
    assert all(lower <= banned for banned in know.bans[1])
    assert not any(parse_tile("6:6").index in banned for banned in know.bans[1])
    unnamed = knowledge(state.rules, state.view(2))
    assert all(lower <= banned for q in (0, 1, 3) for banned in unnamed.bans[q])


def test_search_beats_random_in_cross_on_a_few_seeded_hands() -> None:
    """A weak check that the search is searching (the 2,000-hand figures are in bench/)."""
    from domino_widgets.bots import simulate

    result = simulate("cross", ["search:samples=6", "random"], 16, seed=7, until="hand",
                      progress=False, workers=1)
    assert result.win_rate(0) > 0.5


@pytest.mark.parametrize(("game", "n"), SEAT_COUNTS)
def test_hint_lists_only_legal_moves_best_first(game: str, n: int) -> None:
    state = position(game, n, seed=6, moves=3)
    hints = hint(state, n=4, samples=3, time_limit=None)
    legal = state.legal_actions()
    assert 1 <= len(hints) <= 4
    assert all(h.action in legal for h in hints)
    assert len({h.action for h in hints}) == len(hints)
    assert all(h.reason and isinstance(h.value, float) for h in hints)
    assert str(hints[0]).startswith(f"{move_words(hints[0].move)} ({hints[0].points}): ")
    assert [h.value for h in hints] == sorted((h.value for h in hints), reverse=True)


def test_hint_of_a_forced_move_says_so() -> None:
    state = State.new("cross", 2, seed=1)
    (only,) = hint(state)
    assert only.action == state.legal_actions()[0]
    assert only.reason == "the only legal move"


def test_hint_says_what_a_move_scores_in_plain_words() -> None:
    """§1: after the lead 1:1 (the centre counts both halves), 1:3 makes 2 + 3 = 5 and scores
    5; 1:0 makes 2 and scores nothing."""
    state = State.from_hands("cross", {"Ann": ["1:1", "4:4", "2:6"],
                                       "Bob": ["1:3", "1:0", "6:5"]}, boneyard=[])
    state.play("1:1")
    hints = {str(h.move.tile): h.reason for h in hint(state, n=5, samples=8, time_limit=None)}
    assert hints["3:1"].startswith("it scores 5 now")
    assert not any("playout" in r or "average" in r or "%" in r for r in hints.values())
    assert "scores" not in hints["1:0"]


def test_hint_refuses_the_wrong_seat_and_a_finished_match() -> None:
    state = State.new("traditional", 2, seed=1)
    with pytest.raises(IllegalMoveError, match="turn"):
        hint(state, seat=1 - state.turn)


@pytest.mark.parametrize("spec", ["", "rando", "search:samples", "search:colour=red",
                                  "greedy:samples=3", "search:samples=0", "search:max_work=0",
                                  "search:max_work=lots"])
def test_bad_player_names_are_option_errors(spec: str) -> None:
    with pytest.raises(OptionError):
        make_player(spec)


def test_player_specs_round_trip_and_copies_are_independent() -> None:
    player = make_player("search:samples=7:rollout=random:max_work=900")
    assert player.spec() == "search:samples=7:rollout=random:max_work=900"
    assert make_player(player.spec()).spec() == player.spec()
    open_budget = make_player("search:max_work=None")
    assert open_budget.max_work is None and open_budget.spec() == "search:max_work=None"
    assert make_player(open_budget.spec()).max_work is None
    a, b = player.for_game(1), player.for_game(1)
    assert a.rng.random() == b.rng.random()
    assert make_player("omniscient").see_all and not make_player("search").see_all


def test_fit_test_is_the_games_own() -> None:
    """§6: touching halves sum to 7 and a 0 end takes only a matador; §10: equal halves."""
    matador = get_rules("matador")
    assert not fits(matador, parse_tile("3:0").id, (0,))
    assert fits(matador, parse_tile("6:1").id, (0,))
    five_three = parse_tile("5:3").id
    assert fits(matador, five_three, (4,)) and not fits(matador, five_three, (3,))
    traditional = get_rules("traditional")
    assert fits(traditional, parse_tile("6:6").id, (6,))
    assert not fits(traditional, parse_tile("0:0").id, (6, 5))


def test_search_spends_the_playouts_of_clearly_worse_moves_on_the_close_ones() -> None:
    """Pruning: a move the best one leads by more than ``prune`` standard errors takes no more
    playouts; the budget (samples x moves) goes to the close contenders, if any are left."""
    pruned = 0
    for seed in range(12):
        state = position("cross", 2, seed=seed, moves=6)
        player = SearchPlayer(seed, samples=16, rollout="greedy")
        stats = player.analyse(state, state.turn)
        assert player.rollouts_done < 17 * len(stats)
        assert sum(st.visits for st in stats) == player.rollouts_done
        most = max(st.visits for st in stats)
        if min(st.visits for st in stats) < most:
            pruned += 1
            assert most > 16
        unpruned = SearchPlayer(seed, samples=16, rollout="greedy", prune=0)
        assert {st.visits for st in unpruned.analyse(state, state.turn)} == {16}
    assert pruned >= 3


def test_a_decision_stops_at_its_work_budget_the_same_on_every_machine() -> None:
    """``max_work`` bounds the actions a decision's playouts apply (look-aheads included): the
    search stops after the guess that reaches it, every move tried on the same guesses, and the
    same seed makes the same choice. Cross in two hands, whose playouts are the dearest."""
    state = position("cross-two-hands", 2, seed=3, moves=2)
    seat = state.turn
    capped = SearchPlayer(5, samples=24, max_work=3_000)
    stats = capped.analyse(state, seat)
    visits = {st.visits for st in stats}
    assert len(visits) == 1 and visits.pop() < 24  # stopped early, all moves alike
    one_guess = capped.work_done / stats[0].visits
    assert 3_000 <= capped.work_done < 3_000 + one_guess
    free = SearchPlayer(5, samples=24, max_work=None, prune=0)
    assert {st.visits for st in free.analyse(state, seat)} == {24}
    assert free.work_done > capped.work_done
    choices = {SearchPlayer(5, samples=24, max_work=3_000).choose(state, seat) for _ in range(2)}
    assert len(choices) == 1 and choices <= set(state.legal_actions())


def test_applied_counts_every_action_tried_and_undo_does_not_take_it_back() -> None:
    state = State.new("cross", 2, seed=1)
    before = state.applied
    state.apply(state.legal_actions()[0])
    state.undo()
    state.apply(state.legal_actions()[0])
    assert state.applied == before + 2 and state.clone().applied == state.applied


@pytest.mark.parametrize("game", sorted(GAMES))
def test_lookahead_playouts_choose_legal_moves_and_leave_the_world_as_it_was(game: str) -> None:
    """The playout policy that looks one reply ahead: a legal action, the world unchanged."""
    from domino_widgets.bots.search import lookahead_action

    state = position(game, GAMES[game].min_players, seed=6, moves=6)
    before, history = state._snapshot(), len(state.history)
    action = lookahead_action(state, random.Random(0))
    assert action in state.legal_actions()
    assert state._snapshot() == before and len(state.history) == history
    player = SearchPlayer(1, samples=3, rollout="lookahead")
    assert player.choose(state, state.turn) in state.legal_actions()


def test_6_lookahead_playouts_leave_the_next_player_nothing_to_play() -> None:
    """Matador: Ann may lead 5:5 (Bob answers with 2:3) or 1:0 (Bob holds no 6 and no matador
    for the 0 end, so he must draw). Greedy sheds the heavier 5:5; the playout that looks one
    reply ahead leads 1:0."""
    from domino_widgets.bots.search import lookahead_action

    state = State.from_hands("matador", {"Ann": ["5:5", "1:0"], "Bob": ["2:3", "4:4", "2:2"]},
                             leader="Ann")
    assert state.describe(greedy_action(state, random.Random(0))).tile == parse_tile("5:5")
    assert state.describe(lookahead_action(state, random.Random(0))).tile == parse_tile("1:0")


def test_a_hint_plays_every_move_on_every_guess_to_the_end_of_its_budget() -> None:
    """A search drops a move once another leads it beyond the noise, and stops once one move
    leads the rest; a hint plays every move on every guess to its budget, so no value it shows
    keeps the figure of its first few guesses (issue 38: the lines come in the order of the
    values they show)."""
    dropped = 0
    for seed in range(6):
        state = position("cross", 2, seed=seed, moves=6)
        quick = SearchPlayer(0, samples=64)
        visits = [st.visits for st in quick.analyse(state, state.turn)]
        hints = hint(state, n=9, samples=64, max_work=quick.max_work)  # the same budget
        assert len({h.samples for h in hints}) == 1  # every move on the same guesses
        assert hints[0].samples >= min(visits)
        if len(set(visits)) > 1:
            dropped += 1
            assert hints[-1].samples > min(visits)
    assert dropped >= 1
