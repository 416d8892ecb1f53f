"""Exercises for learners: the learner types an answer, the engine works out the right one, and
a friendly verdict comes back (never a traceback).

>>> from domino_widgets.teaching import check_penalty
>>> check_penalty(13, 15)
Right: 13 pips round to 15 (a remainder of 3 or 4 rounds up).
"""

from __future__ import annotations

import functools
import html
import inspect
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .engine.actions import NEXT_HAND, tile_of
from .engine.errors import DominoError
from .engine.games.scoring import round_to_five
from .engine.i18n import N_, _, ngettext
from .engine.tiles import TILES, Tile, parse_tile
from .engine.words import move_words

if TYPE_CHECKING:
    from .engine.state import Move, State

LISTED_MOVES = 8  # the moves a best-move verdict lists, best first

NO_ANSWER = N_("Type your answer in the cell above (between the quotes or after the =), then "
              "run it.")


@dataclass(frozen=True)
class Verdict:
    """The result of a check: right or not, and a sentence or two that says why."""

    right: bool
    text: str
    counted: bool = True
    """False when the learner gave no answer to judge (blank, not a number): no try is
    counted."""

    def __bool__(self) -> bool:
        return self.right

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        colour = "#1b7f3b" if self.right else "#a33a00"
        body = html.escape(self.text).replace("\n", "<br>")
        return f'<div style="color:{colour};font-family:sans-serif">{body}</div>'


def _answered(answer: Any) -> bool:
    return answer is not None and not (isinstance(answer, str) and not answer.strip())


def _needs_answer(check_answer: Callable[..., Verdict]) -> Callable[..., Verdict]:
    """A check that first asks for an answer when the learner's cell left it blank."""
    signature = inspect.signature(check_answer)

    @functools.wraps(check_answer)
    def checked(*args: Any, **kwargs: Any) -> Verdict:
        if not _answered(signature.bind(*args, **kwargs).arguments.get("answer")):
            return Verdict(False, _(NO_ANSWER), counted=False)
        return check_answer(*args, **kwargs)

    return checked


def _verdict(right: bool, text: str) -> Verdict:
    return Verdict(right, (_("Right: {why}") if right else _("Not quite: {why}")).format(why=text))


def _read_tile(answer: Any) -> Tile | None:
    """A tile from a learner's answer ("3:5", "5-3", "3|5" or a Tile), else None."""
    if isinstance(answer, Tile):
        return answer
    text = str(answer).strip().split(" ")[0].strip(",.;")
    try:
        return parse_tile(text)
    except DominoError:
        return None


def cannot_read(answer: Any, what: str) -> str:
    """``I cannot read 'x' as a number.``"""
    return _("I cannot read {answer} as {what}.").format(answer=repr(answer), what=what)


def _read_int(answer: Any) -> int | None:
    if isinstance(answer, bool):
        return None
    if isinstance(answer, int):
        return answer
    match = re.fullmatch(r"\s*([+-]?\d+)\s*(points?|pips?)?\s*", str(answer))
    return int(match.group(1)) if match else None


@_needs_answer
def check(answer: Any, expected: Any, why: str = "") -> Verdict:
    """The plainest check: ``answer`` equals ``expected`` (tiles compare by their faces,
    numbers and names loosely). ``why`` explains the right answer."""
    if isinstance(expected, str) and _read_tile(expected) is not None:
        expected = _read_tile(expected)
    if isinstance(expected, Tile):
        tile = _read_tile(answer)
        right = tile is not None and tile == expected
    elif isinstance(expected, int) and not isinstance(expected, bool):
        right = _read_int(answer) == expected
    else:
        right = str(answer).strip().casefold() == str(expected).strip().casefold()
    tail = f" {why}" if why else ""
    if right:
        return _verdict(True, f"{expected}.{tail}")
    return _verdict(False, _("you answered {answer}; the answer is {expected}.").format(
        answer=answer, expected=expected) + tail)


# -- positions ---------------------------------------------------------------------------------
def later_hand(game: str, hands: dict[str, list[str]], leader: str,
               boneyard: list[str] | None = None, options: dict[str, Any] | None = None
               ) -> State:
    """A position at the start of a later hand of a match (the second), where ``leader`` leads
    by the rule for later hands (in most games: any tile), with these hands and boneyard."""
    from .engine.state import State

    return State.from_hands(game, hands, boneyard=boneyard, leader=leader, options=options,
                            later_hand=True)


# -- which move scores most ------------------------------------------------------------------
def move_points(state: State) -> list[tuple[Move, int]]:
    """Every placement the player to move may make now, with the points of the whole turn it
    starts: in Cross, the best of every way to go on with doubles (or to stop), since the turn
    scores once, at its end; the state is left as it was."""
    work = state.clone()
    return [(state.describe(a), _best_turn(work, a)) for a in state.legal_actions() if a >= 0]


def _best_turn(state: State, action: int) -> int:
    """The points the mover gains by ``action`` and the best way to finish the turn it starts,
    every way tried (a turn of doubles is a few tiles at most); ``state`` is left as it was."""
    mover = state.turn
    before = state.scores[mover]
    state.apply(action)
    try:
        gain = state.scores[mover] - before
        if state.turn == mover and state.turn_plays and state.hand_over is None:
            gain += max(_best_turn(state, a) for a in state.legal_actions())
        return gain
    finally:
        state.undo()


@_needs_answer
def check_best_move(state: State, answer: Any) -> Verdict:
    """Which tile scores most for the player to move? ``answer`` is a tile ("3:5")."""
    options = move_points(state)
    if not options:
        return Verdict(False, _("{name} cannot place a tile now, so no move scores: he must "
                                "draw or pass.").format(name=state.players[state.turn]))
    tile = _read_tile(answer)
    if tile is None:
        return Verdict(False, cannot_read(answer, _("a tile: write it like 3:5")))
    best = max(points for _move, points in options)
    ranked = sorted(options, key=lambda mp: (-mp[1], str(mp[0])))
    lines = [f"  {move_words(m)}: " + ngettext("{n} point", "{n} points", abs(p)).format(n=p)
             for m, p in ranked]
    if len(lines) > LISTED_MOVES:
        rest = len(lines) - LISTED_MOVES
        lines = lines[:LISTED_MOVES] + ["  " + ngettext("... and {n} more move",
                                                        "... and {n} more moves", rest
                                                        ).format(n=rest)]
    listing = "\n".join(lines)
    mine = [p for m, p in options if m.tile == tile]
    winners = sorted({str(m.tile) for m, p in options if p == best})
    if not mine:
        return _verdict(False, _("{tile} cannot be placed here. Every move the player has:")
                        .format(tile=tile) + f"\n{listing}")
    if best == 0:
        return _verdict(True, _("no move scores here, so for points {tile} is as good as any.")
                        .format(tile=tile) + f"\n{listing}")
    if max(mine) == best:
        others = [w for w in winners if w != str(tile)]
        also = (" " + ngettext("({tiles} scores as much)", "({tiles} score as much)",
                               len(others)).format(tiles=", ".join(others))) if others else ""
        return _verdict(True, _("{tile} scores {best}, the most here{also}.").format(
            tile=tile, best=best, also=also) + f"\n{listing}")
    return _verdict(False, ngettext("{tile} scores {mine}, but {tiles} scores {best}.",
                                    "{tile} scores {mine}, but {tiles} score {best}.",
                                    len(winners)).format(tile=tile, mine=max(mine), best=best,
                                                         tiles=", ".join(winners))
                    + f"\n{listing}")


# -- counting ----------------------------------------------------------------------------------
def counted_sum(state: State) -> int | None:
    """The sum of the counted ends now (games that count ends), else None."""
    counted = state.counted()
    return counted.total if counted is not None and counted.counting else None


@_needs_answer
def check_count(state: State, answer: Any) -> Verdict:
    """What do the counted ends add up to now?"""
    total = counted_sum(state)
    text = str(state.counted() or _("the table is empty"))
    if total is None:
        return Verdict(False, _("Nothing is counted in this position: {text}.").format(text=text))
    value = _read_int(answer)
    if value is None:
        return Verdict(False, cannot_read(answer, _("a number")))
    if value == total:
        return _verdict(True, f"{text}.")
    return _verdict(False, _("you answered {value}; the counted ends are {text}.").format(
        value=value, text=text))


@_needs_answer
def check_penalty(pips: int, answer: Any) -> Verdict:
    """Cross: what is subtracted for ``pips`` left in hand (rounded to the nearest 5)?"""
    value = _read_int(answer)
    if value is None:
        return Verdict(False, cannot_read(answer, _("a number")))
    expected = round_to_five(pips)
    value = abs(value)
    rest = pips % 5
    how = (_("nothing is subtracted for 1 or 2 pips") if pips in (1, 2)
           else _("a multiple of 5 stays as it is") if rest == 0
           else _("a remainder of 1 or 2 rounds down") if rest < 3
           else _("a remainder of 3 or 4 rounds up"))
    if value == expected:
        return _verdict(True, ngettext("{pips} pips round to {expected} ({how}).",
                                       "{pips} pips round to {expected} ({how}).", pips).format(
            pips=pips, expected=expected, how=how))
    return _verdict(False, ngettext("{pips} pips round to {expected}, not {value} ({how}).",
                                    "{pips} pips round to {expected}, not {value} ({how}).",
                                    pips).format(pips=pips, expected=expected, value=value,
                                                 how=how))


# -- hands and leaders ----------------------------------------------------------------------
def _player(state: State, answer: Any) -> int | None:
    text = str(answer).strip().casefold()
    for p, name in enumerate(state.players):
        if name.casefold() == text:
            return p
    return None


@_needs_answer
def check_next_leader(state: State, answer: Any) -> Verdict:
    """The hand is over: who leads the next one? ``answer`` is a player's name."""
    if state.hand_over is None:
        return Verdict(False, _("The hand is not over yet, so nobody leads a new one."))
    p = _player(state, answer)
    if p is None:
        return Verdict(False, _("{answer} is not a player here; the players are {names}.")
                       .format(answer=repr(answer), names=", ".join(state.players)))
    if state.match_over:
        return Verdict(False, _("The match is over: there is no next hand."))
    twin = state.clone()
    twin.apply(NEXT_HAND)
    leader = twin.turn
    name = state.players[leader]
    result = state.hand_over
    pips = ", ".join(f"{n} {v}" for n, v in zip(state.players, result.pips, strict=True))
    if result.reason == "domino" and result.winner == leader:
        why = _("{name} went out, and the player who finished a hand leads the next.")
    elif result.reason == "domino":
        why = _("{name} leads by the game's rule for the next lead (pips left: {pips}).")
    else:
        why = _("the hand was blocked and {name} leads (pips left: {pips}).")
    why = why.format(name=name, pips=pips)
    if p == leader:
        return _verdict(True, why)
    return _verdict(False, _("{name} leads, not {other}: {why}").format(
        name=name, other=state.players[p], why=why))


@_needs_answer
def check_hand_points(state: State, player: str, answer: Any) -> Verdict:
    """The hand is over: how many points did ``player`` get for it?"""
    if state.hand_over is None:
        return Verdict(False, _("The hand is not over yet."))
    p = _player(state, player)
    if p is None:
        return Verdict(False, _("{name} is not a player here.").format(name=repr(player)))
    value = _read_int(answer)
    if value is None:
        return Verdict(False, cannot_read(answer, _("a number")))
    result = state.hand_over
    points = result.points[p]
    pips = ", ".join(f"{n} {v}" for n, v in zip(state.players, result.pips, strict=True))
    why = _("{name} gets {points} for the hand (pips left: {pips}).").format(
        name=player, points=f"{points:+d}", pips=pips)
    return _verdict(value == points, why if value == points
                    else _("you answered {value}; {why}").format(value=value, why=why))


def _tiles_of(answer: Any) -> set[int] | None:
    """A set of tiles from "1:6, 3:0" or a list; empty for "none"; None if unreadable."""
    items: Iterable[Any]
    if isinstance(answer, str):
        if answer.strip().casefold() in ("none", "no tile", "nothing", "-", "нет", "ничего"):
            return set()
        items = [s for s in re.split(r"[,;\s]+", answer) if s]
    else:
        items = answer
    out = set()
    for item in items:
        tile = _read_tile(item)
        if tile is None:
            return None
        out.add(tile.index)
    return out


@_needs_answer
def check_playable(state: State, answer: Any) -> Verdict:
    """Which tiles in the mover's hand can be placed now? ``answer``: "1:6, 3:0" or "none"."""
    given = _tiles_of(answer)
    if given is None:
        return Verdict(False, _("I cannot read {answer}: write tiles like 1:6, 3:0 (or none).")
                       .format(answer=repr(answer)))
    playable = {tile_of(a) for a in state.legal_actions() if a >= 0}
    expected = {TILES[t].index for t in playable}
    names = ", ".join(sorted(str(TILES[t]) for t in expected)) or _("none")
    ends = ", ".join(str(v) for v in state.table.values()) or _("none")
    if given == expected:
        return _verdict(True, _("{tiles} (open ends: {ends}).").format(tiles=names, ends=ends))
    wrong = ", ".join(sorted(str(TILES[t]) for t in given - expected))
    missed = ", ".join(sorted(str(TILES[t]) for t in expected - given))
    parts = []
    if wrong:
        parts.append(_("{tiles} cannot be placed").format(tiles=wrong))
    if missed:
        parts.append(_("{tiles} can be placed too").format(tiles=missed))
    return _verdict(False, _("{problems}. The playable tiles are {tiles} (open ends: {ends}).")
                    .format(problems="; ".join(parts), tiles=names, ends=ends))


# -- exercises as questions (widgets) ------------------------------------------------------------
# Each ask_* returns an exercise widget. A wrong answer gets a reason that does not give the
# right one away; the answer and its reasoning come from the check_* above, on "Show the answer".
CLICK_FIRST = N_("Click a tile of the hand first, then Check.")
WENT_OUT = N_("a player went out")
BLOCKED = N_("the hand was blocked")
def _no(text: str) -> Verdict:
    return Verdict(False, _("Not quite: {why} Try again, or show the answer.").format(why=text))


def _solution(verdict: Verdict) -> str:
    return _("The answer: {answer}").format(
        answer=verdict.text.removeprefix(_("Right: {why}").format(why="")))


def _best_tile(state: State) -> str:
    options = move_points(state)
    best = max(points for _move, points in options)
    return min(str(m.tile) for m, p in options if p == best)


def ask_best_move(state: State, question: str = "") -> Any:
    """Which move of the mover scores most? Answered on the board: click the tile, then the
    end where it goes."""
    from .exercises import TilesExercise

    def judge(answer: Any) -> Verdict:
        if not _answered(answer):
            return Verdict(False, _("Click a tile of the hand first, then the end where it "
                                    "goes."), counted=False)
        if str(answer).startswith("play "):
            return _judge_placement(state, str(answer))
        verdict = check_best_move(state, answer)
        if verdict:
            return Verdict(True, verdict.text.split("\n")[0])
        tile = _read_tile(answer)
        mine = [p for m, p in move_points(state) if m.tile == tile]
        if not mine:
            ends = ", ".join(str(v) for v in state.table.values())
            return _no(_("{tile} cannot be placed here (open ends: {ends}).").format(
                tile=tile, ends=ends))
        return _no(_("{tile} scores {points}; another tile scores more.").format(
            tile=tile, points=max(mine)))

    name = state.players[state.turn]
    return TilesExercise(question or _("Which move scores most for {name}? Click the tile, then "
                                       "the end where it goes.").format(name=name), state, judge,
                         lambda: _solution(check_best_move(state, _best_tile(state))),
                         ends=True)


def _judge_placement(state: State, text: str) -> Verdict:
    """A best-move answer given on the board: this tile on this end."""
    options = move_points(state)
    action = state.parse_move(text)
    move = state.describe(action)
    points = dict((m.action, p) for m, p in options)[action]
    best = max(p for _move, p in options)
    said = ngettext("{move}: {points} point", "{move}: {points} points", abs(points)).format(
        move=move_words(move), points=points)
    if points == best:
        return _verdict(True, _("{said}, the most here.").format(said=said))
    if max(p for m, p in options if m.tile == move.tile) == best:
        return _no(_("{said}; this tile scores more on another end.").format(said=said))
    return _no(_("{said}; another tile scores more.").format(said=said))


def _playable_names(state: State) -> list[str]:
    return sorted({str(TILES[tile_of(a)]) for a in state.legal_actions() if a >= 0})


def ask_playable(state: State, question: str = "") -> Any:
    """Which tiles of the mover's hand can be placed now? Answered by clicking them all (none
    clicked: none can)."""
    from .exercises import TilesExercise

    def judge(answer: Any) -> Verdict:
        given = _tiles_of(answer or "none")
        expected = {parse_tile(t).index for t in _playable_names(state)}
        if given == expected:
            return check_playable(state, answer or "none")
        ends = ", ".join(str(v) for v in state.table.values()) or _("none")
        wrong = ", ".join(sorted(str(TILES[t]) for t in (given or set()) - expected))
        missed = len(expected - (given or set()))
        parts = [_("{tiles} cannot be placed (open ends: {ends})").format(
            tiles=wrong, ends=ends)] if wrong else []
        if missed:
            parts.append(ngettext("{n} more tile of the hand can be placed too",
                                  "{n} more tiles of the hand can be placed too", missed
                                  ).format(n=missed))
        return _no("; ".join(parts) + ".")

    name = state.players[state.turn]
    return TilesExercise(question or _("Which of {name}'s tiles can be placed now? Click every "
                                       "one (none, if none can).").format(name=name),
                         state, judge,
                         lambda: _solution(check_playable(
                             state, ", ".join(_playable_names(state)) or "none")),
                         several=True)


def ask_count(state: State, question: str = "") -> Any:
    """What do the counted ends add up to now? Answered with a number."""
    from .exercises import NumberExercise

    def judge(answer: Any) -> Verdict:
        value = _read_int(answer)
        if value is None:
            return Verdict(False, _("Type a number, such as {n}, then Check.").format(n=15),
                           counted=False)
        if value == counted_sum(state):
            return check_count(state, value)
        return _no(_("not {value}. Add what each counted end shows; a double at an end counts "
                     "as this game's rule says.").format(value=value))

    return NumberExercise(question or _("What do the counted ends add up to?"), judge,
                          lambda: _solution(check_count(state, counted_sum(state))))


def ask_penalty(pips: int, question: str = "") -> Any:
    """Cross: what is subtracted for ``pips`` left in hand? Answered with a number."""
    from .exercises import NumberExercise

    def judge(answer: Any) -> Verdict:
        value = _read_int(answer)
        if value is None:
            return Verdict(False, _("Type a number, such as {n}, then Check.").format(n=10),
                           counted=False)
        if abs(value) == round_to_five(pips):
            return check_penalty(pips, value)
        return _no(_("not {value}. Round {pips} to the nearest multiple of 5.").format(
            value=abs(value), pips=pips))

    return NumberExercise(question or ngettext(
        "What is subtracted for {pips} pips left in hand?",
        "What is subtracted for {pips} pips left in hand?", pips).format(pips=pips),
                          judge, lambda: _solution(check_penalty(pips, round_to_five(pips))))


def ask_hand_points(state: State, player: str, question: str = "") -> Any:
    """The hand is over: how many points does ``player`` get for it? Answered with a number."""
    from .exercises import NumberExercise

    p = _player(state, player)
    if state.hand_over is None or p is None:
        raise DominoError(repr(check_hand_points(state, player, 0)))
    result = state.hand_over
    points = result.points[p]

    def judge(answer: Any) -> Verdict:
        value = _read_int(answer)
        if value is None:
            return Verdict(False, _("Type a number, such as {n}, then Check.").format(n=12),
                           counted=False)
        if value == points:
            return check_hand_points(state, player, value)
        pips = ", ".join(f"{n} {v}" for n, v in zip(state.players, result.pips, strict=True))
        how = _(WENT_OUT) if result.reason == "domino" else _(BLOCKED)
        return _no(_("not {value}. Here {how}, and the pips left are {pips}: which rule of "
                     "scoring applies, and to whom?").format(value=value, how=how, pips=pips))

    return NumberExercise(question or _("How many points does {name} get for the hand?")
                          .format(name=player),
                          judge, lambda: _solution(check_hand_points(state, player, points)))


def ask_next_leader(state: State, question: str = "") -> Any:
    """The hand is over: who leads the next one? Answered by choosing a player."""
    from .exercises import ChoiceExercise

    if state.hand_over is None or state.match_over:
        raise DominoError(repr(check_next_leader(state, state.players[0])))
    twin = state.clone()
    twin.apply(NEXT_HAND)
    leader = state.players[twin.turn]

    def judge(answer: Any) -> Verdict:
        if not _answered(answer):
            return Verdict(False, _("Choose a player first, then Check."), counted=False)
        if str(answer) == leader:
            return check_next_leader(state, answer)
        how = (_(WENT_OUT) if state.hand_over is not None
               and state.hand_over.reason == "domino" else _(BLOCKED))
        return _no(_("not {answer}. Here {how}: what does the rule for the next lead say?")
                   .format(answer=answer, how=how))

    return ChoiceExercise(question or _("Who leads the next hand?"), state.players, judge,
                          lambda: _solution(check_next_leader(state, leader)))


def ask_choice(question: str, choices: Sequence[str], expected: str, why: str,
               hint: str = "") -> Any:
    """A question with a few answers to choose from (who leads? which rule applies?)."""
    from .exercises import ChoiceExercise

    judge = _judge_against(expected, why, hint, N_("Choose an answer first, then Check."))
    return ChoiceExercise(question, choices, judge, lambda: _answer_is(expected, why))


def _answer_is(expected: Any, why: str) -> str:
    return _("The answer: {answer}").format(answer=f"{expected}. {why}")


def _judge_against(expected: str, why: str, hint: str, blank: str) -> Callable[[Any], Verdict]:
    """A check of an answer against ``expected``: why when right, the ``hint`` when not."""
    def judge(answer: Any) -> Verdict:
        if not _answered(answer):
            return Verdict(False, _(blank), counted=False)
        if check(answer, expected):
            return _verdict(True, f"{expected}. {why}")
        return _no(_("not {answer}.").format(answer=answer) + (" " + hint if hint else ""))

    return judge


def ask_tile(state: State, question: str, expected: str, why: str, hint: str = "") -> Any:
    """Which tile of the mover's hand? (the one that cuts, that leads...) Answered by clicking
    it."""
    from .exercises import TilesExercise

    judge = _judge_against(expected, why, hint, CLICK_FIRST)
    return TilesExercise(question, state, judge, lambda: _answer_is(expected, why))


def ask_number(question: str, expected: int, why: str, hint: str = "") -> Any:
    """A question answered with a number (points, pips)."""
    from .exercises import NumberExercise

    def judge(answer: Any) -> Verdict:
        value = _read_int(answer)
        if value is None:
            return Verdict(False, _("Type a number, then Check."), counted=False)
        if value == expected:
            return _verdict(True, f"{expected}. {why}")
        return _no(_("not {answer}.").format(answer=value) + (" " + hint if hint else ""))

    return NumberExercise(question, judge, lambda: _answer_is(expected, why))


# -- for the teacher: the score of a notebook, and answers switched off ----------------------
def score() -> Any:
    """A summary of this notebook's exercises, kept up to date as they are answered: how many
    were right at the first try (put it in the last cell of a lesson)."""
    from .exercises import Score

    return Score()


def lock_answers(locked: bool = True) -> None:
    """Switch off "Show the answer" on every exercise, shown and to come (``False``: on again),
    so that a class finds the answers itself."""
    from .exercises import lock_answers as lock

    lock(locked)
