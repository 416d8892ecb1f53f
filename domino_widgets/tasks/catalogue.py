"""Every lesson's tasks, by lesson and task id: the position, the goal, what to do.

A task is written once here and serves both languages: the players are named in Russian, as
the shipped records are, and a lesson shows them in its reader's alphabet (Катя is Katya in
English). The lesson's notebook gives each step its words (the rule before the task, what
follows once it is solved) and names the task by its id (``lesson.step("fits", ...)``); the
warm-up of a later lesson brings a missed task back by the same id, and the progress file
keeps its stars under it. An id is stable: change a task's position, keep its id only if the
task still asks the same thing.

How to add one: docs/developing.md, "How to write a lesson task".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..engine.actions import NEXT_HAND
from ..engine.alphabet import latin, readers_name
from ..engine.errors import DominoError
from ..engine.i18n import N_, _, ngettext
from ..engine.tiles import TILES, parse_tile
from ..engine.words import move_words
from .goals import BEST_RESULT, CUTS, FITS, OBEYS, ON_DOUBLE, SCORES_MOST, Goal
from .kinds import ChoiceTask, MoveTask, NumberTask, SplitTask, Task, TilesTask

if TYPE_CHECKING:
    from ..engine.state import State

Maker = Callable[[], Task]


class UnknownTask(DominoError):
    """A lesson or a task id that the catalogue does not have."""


def position(game: str, hands: Mapping[str, str], *, boneyard: str | None = None,
             moves: str | list[str] = "", leader: str | None = None, later: bool = False,
             scores: Mapping[str, int] | None = None,
             options: dict[str, Any] | None = None) -> State:
    """A position, as ``lesson.position`` makes it: these hands (``{"Катя": "1:1 1:2"}``, in
    seat order), this boneyard (``""``: none), then these moves (``"1:1 1:3"``, or with
    commas where a move needs more than its tile, or a list); the players named in the
    reader's alphabet, and ``scores`` (by name) before the hand, for a task about the match."""
    from ..engine.state import State as Match

    names = {name: readers_name(name) for name in hands}
    state = Match.from_hands(game, {names[n]: t.split() for n, t in hands.items()},
                             boneyard=None if boneyard is None else boneyard.split(),
                             leader=None if leader is None else names[leader], options=options,
                             later_hand=later)
    for name, points in (scores or {}).items():
        state.award(list(hands).index(name), points)
    listed = moves if isinstance(moves, list) else (
        [m.strip() for m in moves.split(",") if m.strip()] if "," in moves else moves.split())
    for move in listed:
        state.play(move)
    return state


def record_position(name: str, after: int) -> State:
    """A shipped record's position after its move ``after``, its players named in the
    reader's alphabet."""
    from ..engine.record import Record, readers_record

    return readers_record(Record.shipped(name)).positions()[after]


def record_end(name: str) -> State:
    """The position at the end of a shipped record, its players named in the reader's
    alphabet."""
    from ..engine.record import Record, readers_record

    state = readers_record(Record.shipped(name)).replay().state
    assert state is not None  # a replay always ends in a state
    return state


def next_deal(state: State) -> State:
    """The start of the hand after ``state``'s (dealt by the match's seed)."""
    twin = state.clone()
    twin.apply(NEXT_HAND)
    return twin


def dealt(game: str, seed: int, names: str = "Катя Дима Ольга") -> State:
    """A seeded deal, the players named in the reader's alphabet."""
    from ..engine.state import State as Match

    return Match.new(game, [readers_name(n) for n in names.split()], seed=seed)


# -- the numbers and choices the engine works out -------------------------------------------
def boneyard_size(state: State) -> tuple[int, str]:
    """How many tiles may be drawn, and why: the tiles dealt, and the one set aside."""
    n = state.drawable()
    given = sum(len(h) for h in state.hands)
    if state.aside is not None:
        return n, ngettext("{dealt} tiles are dealt and one is set aside: {n} tile can be "
                           "drawn.", "{dealt} tiles are dealt and one is set aside: {n} tiles "
                           "can be drawn.", n).format(dealt=given, n=n)
    return n, ngettext("{dealt} tiles are dealt, and {n} tile is left.",
                       "{dealt} tiles are dealt, and {n} tiles are left.", n).format(
        dealt=given, n=n)


def first_leader(state: State) -> tuple[str, str]:
    """Who leads the position's hand, by the engine's rule, and why."""
    name = state.players[state.turn]
    leads = [state.move_text(a).removeprefix("play ") for a in state.legal_actions()]
    tile = parse_tile(leads[0]) if len(leads) == 1 else None
    if tile is None:
        return name, _("{name} leads, with any tile.").format(name=name)
    lowest = TILES[state.lowest_double()[1]]
    if tile.a == tile.b and lowest.index == tile.index:
        why = _("{name} holds {tile}, the lowest double anyone holds (1:1 first, 0:0 last).")
    else:
        why = _("{name} holds {tile}, the tile that leads in this game.")
    return name, why.format(name=name, tile=tile)


def next_leader(state: State) -> tuple[str, str]:
    twin = state.clone()
    twin.apply(NEXT_HAND)
    name = state.players[twin.turn]
    result = state.hand_over
    assert result is not None  # a task about the next hand is set after one
    if result.reason == "domino":
        why = _("{name} went out, and the player who finishes a hand leads the next.")
    else:
        why = _("the hand was blocked, and the player with the fewest pips, {name}, leads.")
    return name, why.format(name=name)


def hand_points(player: str) -> Callable[[State], tuple[int, str]]:
    def measure(state: State) -> tuple[int, str]:
        result = state.hand_over
        assert result is not None  # a task about a hand's points is set after it
        seat = next(p for p, name in enumerate(state.players) if latin(name) == latin(player))
        pips = ", ".join(f"{n} {v}" for n, v in zip(state.players, result.pips, strict=True))
        return result.points[seat], _("{name} scores {points} (pips left: {pips}).").format(
            name=state.players[seat], points=result.points[seat], pips=pips)
    return measure


def match_winner(state: State) -> tuple[str, str]:
    totals = ", ".join(f"{n} {s}" for n, s in zip(state.players, state.scores, strict=True))
    if state.match_over and state.winner is not None:
        name = state.players[state.winner]
        return name, _("after the hand: {totals}. Someone has reached the target, and the "
                       "highest total wins.").format(totals=totals)
    return _(NOBODY_YET), _("after the hand: {totals}. Nobody has reached the target: "
                            "another hand is played.").format(totals=totals)


NOBODY_YET = N_("nobody yet")


def players(state: State) -> list[str]:
    return list(state.players)


def players_or_nobody(state: State) -> list[str]:
    return [*state.players, _(NOBODY_YET)]


def pips_of(tile: str) -> Callable[[State], tuple[int, str]]:
    def measure(_state: State) -> tuple[int, str]:
        t = parse_tile(tile)
        return t.a + t.b, _("{a} + {b} = {n}: the pips of a tile are its two halves added "
                            "up.").format(a=t.a, b=t.b, n=t.a + t.b)
    return measure


DOUBLES_RULE = N_("The rule: a double has two equal halves.")


# -- the lessons' tasks ---------------------------------------------------------------------
THREE = {"Ольга": "0:0 6:5 4:4 3:1 2:0", "Павел": "6:6 5:1 3:2 4:0 6:2",
         "Рита": "5:5 6:3 4:1 2:1 5:0"}
CLEO = {"Катя": "0:0 6:6 5:3 4:1 2:1", "Дима": "2:2 4:4 6:1 3:1", "Вера": "3:3 6:2 5:2 4:0"}
BLOCKED = {"Ольга": "2:2 4:2 6:5", "Павел": "2:3 1:0 0:0", "Рита": "6:6 3:4 5:5"}


def _traditional() -> dict[str, Maker]:
    game = "traditional"
    return {
        "deal": lambda: NumberTask(
            position(game, {"Катя": "5:3 1:0 3:1 3:0 5:2 6:5 4:0",
                            "Дима": "3:3 1:1 6:1 0:0 2:0 5:4 3:2",
                            "Вера": "6:2 5:0 6:0 6:3 4:3 4:4 6:4"}),
            boneyard_size, N_("The rule: each player takes 7 tiles; the rest are the "
                              "boneyard."),
            N_("How many tiles are left in the boneyard?")),
        "who-leads": lambda: ChoiceTask(
            position(game, THREE), players, first_leader,
            N_("The rule: the lowest double leads the first hand: 1:1, 2:2, 3:3, 4:4, 5:5, "
               "6:6, and 0:0 last."), N_("Who leads the first hand?")),
        "lead-double": lambda: MoveTask(
            position(game, THREE), FITS, N_("It is {name}'s lead. Click the tile to lead."),
            rule=N_("The rule: the lowest double leads the first hand: 1:1, 2:2, 3:3, 4:4, "
                    "5:5, 6:6, and 0:0 last."), buttons=()),
        "fits": lambda: TilesTask(
            position(game, CLEO, boneyard="5:5 6:0 4:3 1:1", moves="2:2"), FITS,
            N_("Click every tile of {name}'s that fits, then Check.")),
        "on-double": lambda: MoveTask(
            position(game, CLEO, boneyard="5:5 6:0 4:3 1:1",
                     moves="2:2, 2:6, 1:2, 1:3, 3:3"), ON_DOUBLE,
            N_("{name}'s turn: lay a tile on the double."), buttons=()),
        "must-play": lambda: MoveTask(
            position(game, CLEO, boneyard="5:5 6:0 4:3 1:1",
                     moves="2:2, 2:6, 1:2, 1:3, 3:3, 6:6"), FITS,
            N_("{name} would rather keep every tile for later. Make the move the rules ask "
               "for."),
            rule=N_("The rule: you must play if you can; you draw only when nothing fits.")),
        "draw": lambda: MoveTask(
            position(game, CLEO, boneyard="5:5 6:0 4:3 1:1",
                     moves="2:2, 2:6, 1:2, 1:3, 3:3, 6:6, 6:1"), FITS,
            N_("It is {name}'s turn. Make the move the rules ask for."),
            rule=N_("The rule: with nothing that fits, draw one tile at a time until one "
                    "fits, and play it.")),
        "went-out": lambda: NumberTask(
            position(game, {"Катя": "1:1 1:2", "Дима": "1:3 4:4 6:6"}, boneyard="",
                     moves="1:1 1:3 1:2"), hand_points("Катя"),
            N_("The rule: who goes out scores the pips on the tiles the others still hold."),
            N_("How many points does Katya score for the hand?")),
        "blocked": lambda: NumberTask(
            position(game, BLOCKED, boneyard="", moves="2:2, 2:3, 3:4, play 4:2 on 3:4"),
            hand_points("Павел"),
            N_("The rule: a blocked hand goes to the fewest pips, who scores the others' "
               "pips minus his own."), N_("How many points does Pavel score for the hand?")),
        "next-lead": lambda: ChoiceTask(
            position(game, BLOCKED, boneyard="", moves="2:2, 2:3, 3:4, play 4:2 on 3:4"),
            players, next_leader,
            N_("The rule: who finished the hand leads the next; after a blocked hand, the "
               "fewest pips."), N_("Who leads the next hand?")),
        "match": lambda: ChoiceTask(
            position(game, {"Катя": "1:1 1:2", "Дима": "1:3 4:4 6:6"}, boneyard="",
                     moves="1:1 1:3 1:2", scores={"Катя": 80, "Дима": 97}),
            players_or_nobody, match_winner,
            N_("The rule: the match ends when a hand ends with someone at the target or "
               "more; the highest total wins."),
            N_("The match is to 100. Before this hand Katya had 80 and Dima 97. Who wins "
               "the match?")),
        "heavy-tile": lambda: MoveTask(
            position(game, {"Катя": "6:5 1:0 3:3", "Дима": "6:1 6:4 4:0"}, boneyard="",
                     leader="Дима", later=True, moves="6:1"), BEST_RESULT,
            N_("Dima will go out first. Make {name}'s best move."), buttons=()),
    }


def _start() -> dict[str, Maker]:
    game = "traditional"
    return {
        "pips": lambda: NumberTask(
            position(game, {"Катя": "6:5 3:0 4:4 2:1", "Дима": "6:6"}), pips_of("6:5"),
            N_("The rule: the pips of a tile are its two halves added up."),
            N_("How many pips are on the tile 6:5?")),
        "double": lambda: TilesTask(
            position(game, {"Катя": "6:5 3:0 4:4 2:1", "Дима": "6:6 1:0"}, leader="Катя",
                     later=True), DOUBLES, N_("Click {name}'s double, then Check.")),
        "first-move": lambda: MoveTask(
            position(game, {"Катя": "5:2 4:1 3:3", "Дима": "6:5 6:6 0:1"}, boneyard="",
                     leader="Дима", later=True, moves="6:5"), FITS,
            N_("Your turn, as {name}: lay a tile that fits."), buttons=()),
    }


def _is_double_move(state: State, moves: list[Any]) -> list[Any]:
    return [m for m in moves if m.tile is not None and m.tile.a == m.tile.b]


DOUBLES = Goal("doubles", DOUBLES_RULE, _is_double_move,
               lambda _s, moves: _("{tile} has two different halves.").format(
                   tile=moves[0].tile))

def _closes(state: State, moves: list[Any]) -> list[Any]:
    return [m for m in moves if m.face_down]


CLOSES = Goal("closes", N_("The rule: a double laid face down on the end of a leg closes it."),
              _closes, lambda _s, moves: _("{move} does not close a leg.").format(
                  move=move_words(moves[0])))
SIXES = ("Андрей", "Ирина", "Ольга", "Вадим")


def _sevastopol() -> dict[str, Maker]:
    game = "sevastopol"
    four = "Катя Дима Ольга Павел"
    return {
        "deal": lambda: NumberTask(
            dealt(game, 1, four), boneyard_size,
            N_("The rule: four players take 7 tiles each: all 28 are dealt."),
            N_("How many tiles are left in the boneyard?")),
        "who-leads": lambda: ChoiceTask(
            dealt(game, 1, four), players, first_leader,
            N_("The rule: whoever holds 6:6 leads it, in every hand."),
            N_("Who leads this hand?")),
        "lead": lambda: MoveTask(
            dealt(game, 1, four), FITS, N_("It is {name}'s lead. Click the tile to lead."),
            rule=N_("The rule: whoever holds 6:6 leads it, in every hand."), buttons=()),
        "pass": lambda: MoveTask(
            record_position("sevastopol-sixes", 1), OBEYS,
            N_("It is {name}'s turn. Make the move the rules ask for."),
            rule=N_("The rule: until each side of 6:6 holds a tile, only a six may be played; "
                    "with nothing to play, you pass.")),
        "sides-first": lambda: TilesTask(
            record_position("sevastopol-sixes", 5), FITS,
            N_("Click every tile of {name}'s that fits (none, if none does), then Check."),
            rule=N_("The rule: until each side of 6:6 holds a tile, only a six may be played, "
                    "on a free side.")),
        "any-arm": lambda: TilesTask(
            record_position("sevastopol-sixes", 7), FITS,
            N_("Click every tile of {name}'s that fits, then Check."),
            rule=N_("The rule: once the four sides hold a tile, any arm's end may be played "
                    "on.")),
        "across": lambda: MoveTask(
            record_position("sevastopol-sixes", 14), ON_DOUBLE,
            N_("{name}'s turn: lay a tile on the double."), buttons=()),
        "went-out": lambda: NumberTask(
            record_end("sevastopol-sixes"), hand_points("Вадим"),
            N_("The rule: who goes out scores the pips on the tiles the other three still "
               "hold."),
            N_("How many points does Vadim score for the hand?")),
        "next-lead": lambda: ChoiceTask(
            next_deal(record_end("sevastopol-sixes")), players, first_leader,
            N_("The rule: whoever holds 6:6 leads it, in every hand, whoever won the last."),
            N_("Vadim won the last hand. Here is the new deal: who leads it?")),
        "stop-olga": lambda: MoveTask(
            position(game, {"Катя": "4:0 3:3 4:4 2:1 3:0 1:1 6:5",
                            "Дима": "3:1 6:2 6:1 4:3 6:3 3:2 6:4",
                            "Ольга": "5:3 6:6 5:4 6:0 4:2 5:1 5:5",
                            "Павел": "5:2 1:0 5:0 2:0 0:0 4:1 2:2"},
                     moves="6:6, pass, play 6:5 on 6:6 west, play 6:4 on 6:6 south, "
                           "play 6:0 on 6:6 east, pass, pass, play 6:2 on 6:6 north, "
                           "play 4:5 on 6:4 south, play 0:5 on 6:0 east, play 2:1 on 6:2 north, "
                           "play 1:6 on 2:1 north, play 5:3 on 6:5 west, play 5:2 on 4:5 south, "
                           "play 3:0 on 5:3 west, play 2:3 on 5:2 south, play 5:5 on 0:5 east, "
                           "play 0:1 on 3:0 west, play 3:3 on 2:3 south, play 6:3 on 1:6 north, "
                           "play 1:5 on 0:1 west, pass, pass"), BEST_RESULT,
            N_("{name} wants to be the first out. Make his best move."), buttons=()),
    }


def _spider() -> dict[str, Maker]:
    game = "spider"
    legs = {"Катя": "1:1 4:4 2:5", "Дима": "1:4 6:6 1:6 0:0"}
    return {
        "drawable": lambda: NumberTask(
            dealt(game, 1), boneyard_size,
            N_("The rule: with two or three players one tile of the boneyard is set aside; "
               "nobody draws it."), N_("How many tiles can be drawn from the boneyard?")),
        "who-leads": lambda: ChoiceTask(
            dealt(game, 1), players, first_leader,
            N_("The rule: whoever holds 1:1 leads it, in every hand."),
            N_("Who leads this hand?")),
        "legs": lambda: TilesTask(
            record_position("spider-closed-leg", 6), FITS,
            N_("Click every tile of {name}'s that fits, then Check."),
            rule=N_("The rule: tiles go on the four sides of 1:1 and along the legs, in any "
                    "order.")),
        "close": lambda: MoveTask(
            position(game, legs, boneyard="3:3 2:2", moves="1:1, play 1:4 on 1:1 east"),
            CLOSES, N_("{name}'s turn: close the east leg."), buttons=()),
        "after-closed": lambda: TilesTask(
            record_position("spider-closed-leg", 7), FITS,
            N_("Click every tile of {name}'s that fits, then Check."),
            rule=N_("The rule: nothing more is played on a closed leg.")),
        "went-out": lambda: NumberTask(
            record_end("spider-closed-leg"), hand_points("Борис"),
            N_("The rule: who goes out scores the pips on the tiles the others still hold; a "
               "face-down "
               "double lies on the table and counts for nobody."),
            N_("How many points does Boris score for the hand?")),
        "close-or-not": lambda: MoveTask(
            position(game, {"Катя": "5:4 5:0 4:2 5:1 6:1 3:0 1:1",
                            "Дима": "6:0 5:3 6:2 5:2 4:4 6:4 4:1"}, boneyard="",
                     moves="1:1, play 1:4 on 1:1 west, play 1:6 on 1:1 south, "
                           "play 6:0 on 1:6 south, play 1:5 on 1:1 north, play 5:2 on 1:5 north, "
                           "play 4:5 on 1:4 west, play 2:6 on 5:2 north, play 0:3 on 6:0 south, "
                           "play 6:4 on 2:6 north, play 5:0 on 4:5 west"), BEST_RESULT,
            N_("{name} wants to be the first out. Make his best move."), buttons=()),
    }


def _sausage() -> dict[str, Maker]:
    game = "sausage"
    cut = {"Катя": "1:1 5:2 3:3", "Дима": "1:5 4:6 2:2", "Ольга": "1:4 2:6 4:4 6:5"}
    return {
        "who-leads": lambda: ChoiceTask(
            dealt(game, 3), players, first_leader,
            N_("The rule: whoever holds 1:1 leads the first hand with it."),
            N_("Who leads the first hand?")),
        "ribbons": lambda: TilesTask(
            record_position("sausage-cut", 2), FITS,
            N_("Click every tile of {name}'s that fits, then Check."),
            rule=N_("The rule: a ribbon may be ahead by one tile, no more; the one ahead waits "
                    "for the other.")),
        "cut": lambda: MoveTask(
            position(game, cut, boneyard="3:2 0:0",
                     moves="1:1, play 1:5 on 1:1 top, 1:4, 5:2, 4:6"), CUTS,
            N_("{name}'s turn: cut the sausage."), buttons=()),
        "went-out": lambda: NumberTask(
            record_end("sausage-cut"), hand_points("Аня"),
            N_("The rule: who goes out scores the pips on the tiles the others still hold; the "
               "tiles cut "
               "away count for nobody."),
            N_("How many points does Anya score for the hand?")),
        "lengthen-or-cut": lambda: MoveTask(
            position(game, {"Катя": "4:2 3:2 6:3 2:0 6:5 5:0 5:2",
                            "Дима": "5:1 0:0 1:1 2:2 2:1 3:3 4:0",
                            "Ольга": "6:6 5:3 6:2 3:1 4:1 4:4 4:3",
                            "Павел": "5:5 3:0 6:4 6:0 5:4 6:1 1:0"},
                     moves=["1:1", "play 1:3 on 1:1 top", "play 1:6 on 1:1 bottom",
                            "cut with 3:6, give the bottom ribbon", "play 6:0 on 3:6 bottom",
                            "play 3:2 on 3:6 top", "play 2:2 on 3:2 top", "pass",
                            "play 0:3 on 6:0 bottom", "play 2:5 on 2:2 top",
                            "play 3:3 on 0:3 bottom", "cut with 5:3, give the bottom ribbon",
                            "play 3:3 on 5:3 bottom", "pass", "play 5:5 on 5:3 top",
                            "play 5:0 on 5:5 top", "play 3:0 on 3:3 bottom", "pass",
                            "play 0:1 on 5:0 top", "play 0:2 on 3:0 bottom",
                            "play 2:1 on 0:2 bottom", "play 1:4 on 0:1 top",
                            "play 4:6 on 1:4 top", "pass", "play 1:5 on 2:1 bottom",
                            "play 6:2 on 4:6 top", "play 5:4 on 1:5 bottom"]), BEST_RESULT,
            N_("Pavel, before {name}, holds one tile. Make her best move."), buttons=()),
    }


YOU, BOT = N_("You"), N_("Bot")


def _absent_values(state: State) -> tuple[str, str]:
    """The values the other player cannot hold, as the counting of the player to move finds
    them (``bots/counting.py``), and why."""
    from ..bots.counting import what_they_could_hold

    counting = what_they_could_hold(state, state.turn)
    absence = counting.absences[0]
    reason = absence.reason
    return ", ".join(map(str, absence.values)), reason if reason.endswith(".") else reason + "."


def _learn() -> dict[str, Maker]:
    from ..engine.state import State as Match

    def hand() -> State:
        state = Match.new("cross", [_(YOU), _(BOT)], seed=54, options={"target": 30})
        for move in ("play 1:1", "draw", "draw", "draw", "play 1:0 on 1:1 east",
                     "play 1:3 on 1:1 south", "play 0:2 on 1:0 east"):
            state.play(move)
        return state

    return {
        "absent": lambda: ChoiceTask(
            hand(), lambda _s: ["0", "1", "2", "6"], _absent_values,
            N_("The rule: a player who draws or passes holds no tile for the ends he could not "
               "match, except one he draws later."),
            N_("Which value can Bot not hold?")),
    }


# -- 08_cross ------------------------------------------------------------------------------
def counted_sum(state: State) -> tuple[int, str]:
    """The sum of the counted ends (Cross, Quintuple), and the ends written out."""
    counted = state.counted()
    assert counted is not None  # a task about the counted ends is set on a game that has them
    return counted.total, _("The counted ends: {count}.").format(
        count=(state.rules.count_text(state) or "").replace(" -> ", " → "))


def after(move: str, decide: Callable[[State], tuple[Any, str]]
          ) -> Callable[[State], tuple[Any, str]]:
    """``decide`` asked of the position once ``move`` is played (several: with commas; the
    learner sees the position before them, so that nothing on the board answers the
    question)."""
    def asked(state: State) -> tuple[Any, str]:
        return decide(played(state, move))
    return asked


def played(state: State, moves: str) -> State:
    """A copy of ``state`` with ``moves`` played (several: with commas)."""
    twin = state.clone()
    for move in (m.strip() for m in moves.split(",")):
        if move:
            twin.play(move)
    return twin


def penalty_of(player: str) -> Callable[[State], tuple[int, str]]:
    """What is taken off ``player``'s score at the end of the hand (Cross: his pips rounded to
    5), and why."""
    def measure(state: State) -> tuple[int, str]:
        result = state.hand_over
        assert result is not None  # asked once the hand is over (``after``)
        seat = next(p for p, name in enumerate(state.players) if latin(name) == latin(player))
        pips, lost = result.pips[seat], -result.points[seat]
        return lost, ngettext("{name} holds {pips} pip; rounded to 5 it is {lost}, taken off "
                              "his score.", "{name} holds {pips} pips; rounded to 5 they are "
                              "{lost}, taken off his score.", pips).format(
            name=state.players[seat], pips=pips, lost=lost)
    return measure


def _decides_centre(state: State, moves: list[Any]) -> list[Any]:
    chosen = []
    for move in moves:
        twin = state.clone()
        twin.apply(move.action)
        if twin.table.centre and not state.table.centre:
            chosen.append(move)
    return chosen


DECIDES_CENTRE = Goal(
    "decides_centre", N_("The rule: when two doubles could be the centre, the first one "
                         "played on from a third side becomes it."), _decides_centre,
    lambda _s, moves: _("{move} goes on along the line: both doubles can still become the "
                        "centre.").format(move=move_words(moves[0])))
CROSS_SCORES = replace(SCORES_MOST, rule=N_(
    "The rule: after a turn, when the counted ends add up to a multiple of 5 (5, 10, 15...), "
    "the player scores the sum."))
CROSS_DOUBLES = replace(SCORES_MOST, rule=N_(
    "The rule: a turn is one tile that is not a double, or any number of doubles, each on an "
    "open end; it is counted once, after its last tile."))


def _cross() -> dict[str, Maker]:
    game = "cross"
    photos = "cross-photos"
    short = {"Аня": "5:5 5:0", "Борис": "5:1 6:6 4:2"}
    two = "5:5, play 5:1 on 5:5 east"
    last = "play 5:0 on 5:5 west"
    return {
        "who-leads": lambda: ChoiceTask(
            dealt(game, 6, "Аня Борис Ольга"), players, first_leader,
            N_("The rule: the lowest double leads the first hand: 1:1, 2:2, 3:3, 4:4, 5:5, "
               "6:6, and 0:0 last."), N_("Who leads the first hand?")),
        "centre": lambda: TilesTask(
            position(game, {"Аня": "5:5 5:4 6:6 2:3", "Борис": "5:0 5:2 6:1 3:3 4:1"},
                     boneyard="", leader="Аня", later=True,
                     moves="5:5, play 5:0 on 5:5 east, play 5:4 on 5:5 west"), FITS,
            N_("Click every tile of {name}'s that fits, then Check."),
            rule=N_("The rule: the first double is the centre: its four sides are open, so up "
                    "to four arms grow from it.")),
        "two-centres": lambda: MoveTask(
            position(game, {"Аня": "5:3 2:1 6:0", "Борис": "3:3 5:5 3:1 5:6",
                            "Ольга": "3:6 5:1 0:0 4:2"}, boneyard="", leader="Аня",
                     later=True, moves="5:3 3:3 5:5"), DECIDES_CENTRE,
            N_("{name}'s turn: make one of the two doubles the centre."), buttons=()),
        "count-centre": lambda: NumberTask(
            record_position(photos, 3), counted_sum,
            N_("The rule: the centre counts both halves while at most one of its sides is "
               "taken; every started arm counts its open end."),
            N_("What do the counted ends add up to?")),
        "count": lambda: NumberTask(
            position(game, {"Аня": "4:4 4:5 5:5 1:0", "Борис": "4:6 6:6 2:3 0:0"},
                     boneyard="", leader="Аня", later=True,
                     moves="4:4, play 4:6 on 4:4 east, play 4:5 on 4:4 west, 6:6, 5:5"),
            counted_sum,
            N_("The rule: a double at the end of an arm counts both halves; the centre counts "
               "nothing once two of its sides are taken."),
            N_("What do the counted ends add up to?")),
        "scores": lambda: MoveTask(
            position(game, {"Аня": "3:3 3:1 1:5 3:5 5:0 6:1 4:2", "Борис": "3:6 3:4 0:0 2:2"},
                     boneyard="", leader="Аня", later=True,
                     moves="3:3 3:6 3:1 3:4 1:5 pass"), CROSS_SCORES,
            N_("{name}'s turn: lay the tile that scores the most."), buttons=()),
        "only-doubles": lambda: TilesTask(
            position(game, {"Аня": "2:2 2:1 3:4", "Борис": "2:6 6:6 1:1 1:4 2:5 6:3"},
                     boneyard="", leader="Аня", later=True,
                     moves="2:2, play 2:6 on 2:2 east, play 2:1 on 2:2 west, play 6:6 on 2:6"),
            FITS, N_("{name}'s turn goes on after 6:6. Click every tile he may still lay, "
                     "then Check."),
            rule=N_("The rule: after a double the turn goes on only with doubles; a tile that "
                    "is not a double may not follow.")),
        "doubles-turn": lambda: MoveTask(
            record_position(photos, 10), CROSS_DOUBLES,
            N_("{name}'s turn: start the turn that scores the most."), buttons=()),
        "penalty": lambda: NumberTask(
            position(game, short, boneyard="", moves=two), after(last, penalty_of("Борис")),
            N_("The rule: at the end of a hand each player's pips left are rounded to 5 (1 or "
               "2 down, 3 or 4 up) and taken off his score."),
            N_("Anya lays her last tile, 5:0. How many points are taken off Boris's score?")),
        "next-lead": lambda: ChoiceTask(
            position(game, short, boneyard="", moves=two), players, after(last, next_leader),
            N_("The rule: who finished the hand leads the next, with any tile; after a blocked "
               "hand, the fewest pips."),
            N_("Anya lays her last tile, 5:0. Who leads the next hand?")),
        "match": lambda: ChoiceTask(
            position(game, short, boneyard="", moves=two,
                     scores={"Аня": 95, "Борис": 112}),
            players_or_nobody, after(last, match_winner),
            N_("The rule: the match ends when a hand ends with someone at 105 or more, after "
               "the penalties; the highest total wins."),
            N_("The match is to 105: Anya has 105, Boris 112. Anya lays her last tile, 5:0. "
               "Who wins the match?")),
    }


# -- 05_sevens -------------------------------------------------------------------------------
def played_out(decide: Callable[[State], tuple[Any, str]]) -> Callable[[State], tuple[Any, str]]:
    """``decide`` asked once the moves the rules force (a draw, a pass: the only legal action)
    are made, up to the end of the hand or a choice."""
    def asked(state: State) -> tuple[Any, str]:
        twin = state.clone()
        while twin.hand_over is None and len(twin.legal_actions()) == 1:
            twin.apply(twin.legal_actions()[0])
        return decide(twin)
    return asked


SEVEN_RULE = N_("The rule: touching halves add up to 7: a 6 takes a 1, a 5 a 2, a 4 a 3.")


def _sevens() -> dict[str, Maker]:
    game = "sevens"
    dead = "sevens-dead-zero"
    return {
        "who-leads": lambda: ChoiceTask(
            position(game, {"Аня": "6:3 2:1", "Борис": "5:4 4:4", "Вера": "5:5 1:0"}),
            players, first_leader,
            N_("The rule: the highest tile leads: the most pips, then the higher half."),
            N_("Who leads the first hand?")),
        "sum-seven": lambda: TilesTask(
            position(game, {"Аня": "6:5 3:3", "Борис": "1:4 2:0 3:6 4:4 5:2"}, boneyard="",
                     moves="6:5"), FITS,
            N_("Click every tile of {name}'s that fits, then Check."), rule=SEVEN_RULE),
        "doubles": lambda: TilesTask(
            position(game, {"Аня": "6:6 3:3 2:2 4:4 5:5 6:0", "Борис": "1:5 0:0",
                            "Вера": "1:4 0:1"}, boneyard="",
                     moves="6:6, play 1:5 on 6:6 east, play 1:4 on 6:6 west"), FITS,
            N_("Click every tile of {name}'s that fits, then Check."),
            rule=N_("The rule: a double lies in line and joins as its number: 3:3 answers a "
                    "4, and leaves a 3.")),
        "dead-zero": lambda: TilesTask(
            position(game, {"Аня": "6:6 0:3 0:0 4:4 5:2 3:6", "Борис": "1:0 6:2 2:2",
                            "Вера": "1:4 0:5 2:4"}, boneyard="", moves="6:6, 1:0, 1:4"), FITS,
            N_("Click every tile of {name}'s that fits, then Check."),
            rule=N_("The rule: nothing adds up to 7 with a 0, so a 0 end takes no tile, ever.")),
        "draw": lambda: MoveTask(
            record_position(dead, 3), FITS,
            N_("It is {name}'s turn. Make the move the rules ask for."),
            rule=N_("The rule: with nothing that fits, draw from the boneyard until a tile "
                    "fits, and play it.")),
        "blocked": lambda: NumberTask(
            record_position(dead, 9), played_out(hand_points("Вера")),
            N_("The rule: when both ends are 0, the player to move draws the whole boneyard, "
               "the hand is blocked, and the fewest pips score the others' pips minus their "
               "own."),
            N_("Vera has played 2:0: both ends are 0. How many points does Vera score for the "
               "hand?")),
    }


# -- 06_matador ------------------------------------------------------------------------------
def _across(state: State, moves: list[Any]) -> list[Any]:
    return [m for m in moves if m.kind == "play" and m.crosswise]


ACROSS_ZERO = Goal(
    "across_zero", N_("The rule: a 0 end takes only a matador (6:1, 5:2, 4:3 or 0:0), laid "
                      "across the line."), _across,
    lambda _s, moves: _("{move} lies along the line; it does not answer the 0.").format(
        move=move_words(moves[0])))
WENT_OUT_DRAWS = N_("The rule: going out does not end the hand: a player with no tiles draws on "
                    "his turn while the boneyard lasts.")


def _matador() -> dict[str, Maker]:
    game = "matador"
    ended = {"Аня": "6:2 3:3", "Борис": "1:4 6:6"}
    return {
        "sum-seven": lambda: TilesTask(
            position(game, {"Аня": "6:2 4:0 3:3", "Борис": "1:5 5:2 0:0 4:4 6:1"},
                     leader="Аня", boneyard="1:1 2:2", moves="6:2"), FITS,
            N_("Click every tile of {name}'s that fits, then Check."), rule=SEVEN_RULE),
        "across-zero": lambda: MoveTask(
            position(game, {"Аня": "4:0 6:2", "Борис": "2:1 0:0 4:3 5:1 6:5"}, leader="Аня",
                     boneyard="1:1", moves="4:0"), ACROSS_ZERO,
            N_("{name}'s turn: answer the 0."), buttons=()),
        "both-halves": lambda: TilesTask(
            position(game, {"Аня": "4:0 6:2 1:5 3:3 2:2", "Борис": "6:1 0:0"}, leader="Аня",
                     boneyard="1:1", moves="4:0, play 6:1 on 4:0 crosswise"), FITS,
            N_("Click every tile of {name}'s that fits, then Check."),
            rule=N_("The rule: a matador across the line shows both halves: the next tile may "
                    "join either of them, by the sum of 7.")),
        "lengthwise": lambda: TilesTask(
            position(game, {"Аня": "1:3 5:5", "Борис": "6:1 4:4 3:3 1:1 0:0 2:0"},
                     leader="Аня", boneyard="6:6", moves="1:3"), FITS,
            N_("Click every tile of {name}'s that fits, then Check."),
            rule=N_("The rule: 6:1, 5:2 and 4:3 may also go along the line by the sum of 7, "
                    "0:0 never; a double lies in line and joins as its number.")),
        "one-draw": lambda: MoveTask(
            position(game, {"Аня": "6:6 2:0", "Борис": "2:2 3:4"}, leader="Аня",
                     boneyard="5:5 1:6", moves="6:6, draw"), OBEYS,
            N_("{name} has drawn 5:5, which does not fit. Make the move the rules ask for."),
            rule=N_("The rule: with nothing that fits, draw one tile only; play it if it "
                    "fits, else pass.")),
        "keeps-playing": lambda: MoveTask(
            position(game, {"Аня": "6:2", "Борис": "1:3 5:5"}, leader="Аня",
                     boneyard="5:4 0:0", moves="6:2, 1:3"), FITS,
            N_("{name} has no tiles left, and it is her turn. Make the move the rules ask "
               "for."), rule=WENT_OUT_DRAWS),
        "score": lambda: NumberTask(
            position(game, ended, leader="Аня", boneyard="", moves="6:2, 1:4"),
            after("3:3", played_out(hand_points("Аня"))),
            N_("The rule: the hand ends when the boneyard is empty and nobody can play; the "
               "fewest pips score the others' pips minus their own."),
            N_("Anya lays 3:3, her last tile. How many points does she score for the hand?")),
        "next-lead": lambda: ChoiceTask(
            position(game, ended, leader="Аня", boneyard="", moves="6:2, 1:4"), players,
            after("3:3", played_out(next_leader)),
            N_("The rule: a hand that nobody can play on is led next by the fewest pips."),
            N_("Anya lays 3:3, her last tile. Who leads the next hand?")),
    }


# -- 07_six_matador --------------------------------------------------------------------------
def score_of(player: str) -> Callable[[State], tuple[int, str]]:
    """``player``'s score in the match now, and everyone's."""
    def measure(state: State) -> tuple[int, str]:
        seat = next(p for p, name in enumerate(state.players) if latin(name) == latin(player))
        totals = ", ".join(f"{n} {s}" for n, s in zip(state.players, state.scores, strict=True))
        return state.scores[seat], _("The scores now: {totals}.").format(totals=totals)
    return measure


SIX_ACROSS = replace(ACROSS_ZERO, rule=N_(
    "The rule: a 0 end takes only a matador (0:6, 1:5, 2:4, 3:3 or 0:0), laid across the "
    "line."))
SIX_STRICT = replace(SCORES_MOST, rule=N_(
    "The rule (the strict count): 10 points for every matador laid, 1 for every other tile "
    "that joins, and 5 more for a tile along the line that leaves a 6 on its free half."))


def _six_matador() -> dict[str, Maker]:
    game = "six-matador"
    strict = "six-matador-strict"
    return {
        "sum-six": lambda: TilesTask(
            position(game, {"Аня": "6:1 4:0", "Борис": "5:2 0:3 6:6 1:1 4:4"}, leader="Аня",
                     boneyard="2:2", moves="6:1"), FITS,
            N_("Click every tile of {name}'s that fits, then Check."),
            rule=N_("The rule: touching halves add up to 6: a 0 takes a 6, a 1 a 5, a 2 a 4, a "
                    "3 a 3.")),
        "across-zero": lambda: MoveTask(
            position(game, {"Аня": "6:4 2:0 5:5", "Борис": "0:3 1:5 0:0 4:4 2:4"},
                     leader="Аня", boneyard="1:1", moves="6:4, 0:3, 2:0"), SIX_ACROSS,
            N_("{name}'s turn: answer the 0."), buttons=()),
        "strict": lambda: MoveTask(
            record_position(strict, 1), SIX_STRICT,
            N_("{name}'s turn: lay the tile that scores the most."), buttons=()),
        "pass": lambda: NumberTask(
            record_position(strict, 2), played_out(score_of("Аня")),
            N_("The rule (the strict count): a player who must pass loses 6 points, and a "
               "score may go below zero."),
            N_("Anya has nothing for a 6 or a 3. She draws one tile, 5:5, which fits neither. "
               "What is her score after her turn?")),
    }


# -- 09_cross_two_hands ----------------------------------------------------------------------
TWO_HANDS_COUNT = replace(SCORES_MOST, rule=N_(
    "The rule: the ends are counted as in Cross, once, after the whole turn of both hands: what "
    "the first tile alone makes does not count."))


def _cross_two_hands() -> dict[str, Maker]:
    game = "cross-two-hands"
    turn = "cross-two-hands-turn"
    last = {"Аня": "5:5 5:0", "Борис": "4:3 2:0"}
    out = "5:5, play 5:0 on 5:5 east"
    return {
        "two-sets": lambda: NumberTask(
            dealt(game, 1, "Аня Борис Вера"), boneyard_size,
            N_("The rule: two players share one set; three or four mix two sets (56 tiles, "
               "each tile twice), and everyone takes 14."),
            N_("Three players mix two sets. How many tiles are left in the boneyard?")),
        "split": lambda: SplitTask(
            position(game, {"Аня": "1:1 3:1 5:1 6:1 4:4 6:2 5:2 3:3 6:0 5:0 4:0 2:0 6:3 3:0",
                            "Борис": "0:0 1:0 2:1 2:2 3:2 4:1 4:2 4:3 5:3 5:4 5:5 6:4 6:5 "
                                     "6:6"}, boneyard=""),
            N_("Split {name}'s tiles: click the seven for her left hand (the other seven are "
               "the right), then Check."),
            N_("The rule: each player splits his 14 tiles into a left and a right hand of 7 "
               "before the hand, and every turn lays a tile from each hand, the first one "
               "too.")),
        "first-tile": lambda: TilesTask(
            record_position(turn, 1), FITS,
            N_("Click every tile {name} may lay first, then Check."),
            rule=N_("The rule: a hand sits out only if it cannot play in any order of the turn, "
                    "so a first tile that would leave the other hand nothing to play is "
                    "refused.")),
        "other-hand": lambda: TilesTask(
            played(record_position(turn, 1), "play 3:4 on 1:3 east"), FITS,
            N_("{name} has laid 3:4 from his left hand. Click every tile he may lay now, then "
               "Check."),
            rule=N_("The rule: each hand gives one tile a turn (or one or more doubles), so the "
                    "next tile comes from the other hand.")),
        "draw-hand": lambda: MoveTask(
            position(game, {"Аня": "1:1 0:0 1:3 6:6", "Борис": "3:4 0:5 2:2 6:5",
                            "Вера": "5:5 6:1 0:1 2:3"}, boneyard="6:2 4:5 0:3 5:1",
                     moves="1:1, play 1:3 on 1:1 east"), FITS,
            N_("Three players, with a boneyard: it is {name}'s turn. Make the move the rules "
               "ask for."),
            rule=N_("The rule: a hand that cannot play in any order of the turn draws from the "
                    "boneyard into itself until it can.")),
        "both-must": lambda: MoveTask(
            played(record_position(turn, 5), "play 1:0 on 1:1 south"), FITS,
            N_("{name}'s 1:0 from his left hand makes the ends add up to 15, and he would "
               "like to end his turn here. Make the move the rules ask for."),
            rule=N_("The rule: when both hands can play, both must: playing one hand and "
                    "skipping the other to score is forbidden."), buttons=("end turn",)),
        "best-turn": lambda: MoveTask(
            record_position(turn, 3), TWO_HANDS_COUNT,
            N_("{name}'s turn: start the turn that scores the most."), buttons=()),
        "penalty": lambda: NumberTask(
            position(game, last, boneyard="", leader="Аня", later=True),
            after(out, penalty_of("Борис")),
            N_("The rule: at the end of a hand the pips of both hands are added up, rounded to "
               "5 once, and taken off the score."),
            N_("Anya lays her last tiles, 5:5 from her left hand and 5:0 from her right. Boris "
               "holds 4:3 in his left hand and 2:0 in his right. How many points are taken off "
               "his score?")),
        "match": lambda: ChoiceTask(
            position(game, last, boneyard="", leader="Аня", later=True,
                     scores={"Аня": 195, "Борис": 210}),
            players_or_nobody, after(out, match_winner),
            N_("The rule: the match goes to 205, judged after the penalties; the highest total "
               "wins."),
            N_("The match is to 205: Anya has 195, Boris 210. Anya lays her last tiles, 5:5 "
               "and 5:0. Who wins the match?")),
    }


# -- 10_quintuple ---------------------------------------------------------------------------
def points_and_ends(player: str) -> Callable[[State], tuple[int, str]]:
    """``player``'s score now, and the counted ends that decided the last placement."""
    def measure(state: State) -> tuple[int, str]:
        seat = next(p for p, name in enumerate(state.players) if latin(name) == latin(player))
        return state.scores[seat], _("{name}'s score: {points}. The counted ends: {count}.").format(
            name=state.players[seat], points=state.scores[seat],
            count=(state.rules.count_text(state) or "").replace(" -> ", " → "))
    return measure


def block_point(state: State) -> tuple[str, str]:
    """Who scores the point of a blocked hand (nobody on a tie), and why."""
    result = state.hand_over
    assert result is not None and result.reason == "blocked"  # asked once the hand is blocked
    pips = ", ".join(f"{n} {v}" for n, v in zip(state.players, result.pips, strict=True))
    for seat, points in enumerate(result.points):
        if points:
            return state.players[seat], _("the fewest pips in hand score the point (pips: "
                                          "{pips}).").format(pips=pips)
    return _(NOBODY_YET), _("a tie for the fewest pips scores nothing (pips: {pips}).").format(
        pips=pips)


FIRST_DOUBLE = replace(SCORES_MOST, rule=N_(
    "The rule: the first double on the table scores 2 and becomes the centre, with four sides."))
QUINTUPLE_FOURS = replace(SCORES_MOST, rule=N_(
    "The rule: 4 points when, after a placement, the four free ends add up to a multiple of 5 "
    "(5, 10, 15...)."))
QUINTUPLE_AGAIN = replace(SCORES_MOST, rule=N_(
    "The rule: a later double lies along the line and shows one number; the 4 points are scored "
    "again whenever the four ends still add up to a multiple of 5 after a placement."))


def _quintuple() -> dict[str, Maker]:
    game = "quintuple"
    book = "quintuple-book"
    arms = {"Аня": "2:2 2:1 0:0", "Борис": "2:3 2:6 4:4 0:1"}
    out = {"Аня": "1:1", "Борис": "1:2 6:6"}
    block = {"Аня": "5:5 2:1", "Борис": "5:3 6:6 4:4"}
    return {
        "deal": lambda: NumberTask(
            dealt(game, 2, "Аня Борис Вера Глеб"), boneyard_size,
            N_("The rule: two or three players take 6 tiles each, four take 5; the rest is the "
               "boneyard."), N_("How many tiles are left in the boneyard?")),
        "first-double": lambda: MoveTask(
            position(game, arms, boneyard="5:5 3:3", leader="Аня"), FIRST_DOUBLE,
            N_("It is {name}'s lead, with any tile. Lay the tile that scores the most."),
            buttons=()),
        "four-arms": lambda: NumberTask(
            position(game, arms, boneyard="5:5 3:3", leader="Аня",
                     moves="2:2, play 2:3 on 2:2 east, play 2:1 on 2:2 west"),
            after("play 2:6 on 2:2 north", points_and_ends("Борис")),
            N_("The rule: the ends are counted only once the centre has four arms."),
            N_("Boris lays 2:6 on the third side of 2:2: the ends show 3, 1 and 6. How many "
               "points does he have then?")),
        "scores": lambda: MoveTask(
            record_position(book, 5), QUINTUPLE_FOURS,
            N_("{name}'s turn: lay the tile that scores the most."), buttons=()),
        "again": lambda: MoveTask(
            record_position(book, 6), QUINTUPLE_AGAIN,
            N_("{name}'s turn: lay a tile that scores."), buttons=()),
        "keeps-playing": lambda: MoveTask(
            position(game, out, boneyard="2:5", leader="Аня", moves="1:1 1:2"), FITS,
            N_("{name} has no tiles left, and it is her turn. Make the move the rules ask "
               "for."),
            rule=N_("The rule: a hand ends only when a player has no tiles and the boneyard is "
                    "empty; a player who runs out while tiles remain draws on his turn.")),
        "went-out": lambda: NumberTask(
            position(game, out, boneyard="2:5", leader="Аня", moves="1:1 1:2"),
            after("draw, play 2:5 on 1:2", hand_points("Аня")),
            N_("The rule: a player who has no tiles, with the boneyard empty, ends the hand and "
               "scores 2 more."),
            N_("Anya draws 2:5 and lays it on the 2: her hand and the boneyard are empty. How "
               "many points does she score for going out?")),
        "blocked": lambda: ChoiceTask(
            position(game, block, boneyard="", leader="Аня", moves="5:5"), players_or_nobody,
            after("play 5:3 on 5:5 east", played_out(block_point)),
            N_("The rule: a blocked hand gives 1 point to the player with the fewest pips in "
               "hand; a tie gives it to nobody."),
            N_("Anya has led 5:5 (2 points). Boris lays 5:3, and then nobody can play: the "
               "boneyard is empty. Who scores the point for the block?")),
        "match": lambda: ChoiceTask(
            position(game, out, boneyard="2:5", leader="Аня", moves="1:1 1:2",
                     scores={"Аня": 21, "Борис": 24}), players_or_nobody,
            after("draw, play 2:5 on 1:2", match_winner),
            N_("The rule: two or three players play to 25, four to 20, judged at the end of a "
               "hand; the highest total wins."),
            N_("Two players, to 25: Anya has 23, Boris 24. Anya draws 2:5 and goes out. Who "
               "wins the match?")),
    }


CATALOGUE: dict[str, Callable[[], dict[str, Maker]]] = {
    "00_start": _start,
    "01_traditional": _traditional,
    "02_sevastopol": _sevastopol,
    "03_spider": _spider,
    "04_sausage": _sausage,
    "05_sevens": _sevens,
    "06_matador": _matador,
    "07_six_matador": _six_matador,
    "08_cross": _cross,
    "09_cross_two_hands": _cross_two_hands,
    "10_quintuple": _quintuple,
    "11_learn_from_your_games": _learn,
}
"""Each lesson's tasks, by lesson (the notebook's name), made when asked in the current
language."""


def lesson_tasks(lesson: str) -> dict[str, Maker]:
    """The task makers of ``lesson``, by id, in the lesson's order."""
    if lesson not in CATALOGUE:
        raise UnknownTask(_("no lesson {lesson} has tasks; these do: {lessons}").format(
            lesson=repr(lesson), lessons=", ".join(CATALOGUE)))
    return CATALOGUE[lesson]()


def task(lesson: str, task_id: str) -> Task:
    """The task ``task_id`` of ``lesson``, made now (in the current language)."""
    return check_task(lesson, task_id)[task_id]()


def check_task(lesson: str, task_id: str) -> dict[str, Maker]:
    """The task makers of ``lesson`` if it has the task ``task_id`` (none is made), else an
    ``UnknownTask``."""
    makers = lesson_tasks(lesson)
    if task_id not in makers:
        raise UnknownTask(_("lesson {lesson} has no task {task}; it has: {tasks}").format(
            lesson=lesson, task=repr(task_id), tasks=", ".join(makers)))
    return makers


def every_task() -> list[tuple[str, str]]:
    """Every (lesson, task id) of the catalogue."""
    return [(lesson, task_id) for lesson in CATALOGUE for task_id in lesson_tasks(lesson)]

