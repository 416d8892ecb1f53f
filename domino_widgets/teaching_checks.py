"""The checks of the lessons' exercises: the right answer worked out by the engine from a
position (``check_*``), and the positions they ask about. ``teaching.py`` is the front.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from .engine.actions import NEXT_HAND, tile_of
from .engine.games.scoring import round_to_five
from .engine.i18n import _, ngettext
from .engine.tiles import TILES
from .engine.words import move_words
from .tasks.goals import turn_points
from .teaching_verdicts import Verdict, cannot_read, needs_answer, read_int, read_tile, verdict_of

if TYPE_CHECKING:
    from .engine.notation import Move
    from .engine.state import State

LISTED_MOVES = 8  # the moves a best-move verdict lists, best first


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
    return [(state.describe(a), turn_points(work, a)) for a in state.legal_actions() if a >= 0]


@needs_answer
def check_best_move(state: State, answer: Any) -> Verdict:
    """Which tile scores most for the player to move? ``answer`` is a tile ("3:5")."""
    options = move_points(state)
    if not options:
        return Verdict(False, _("{name} cannot place a tile now, so no move scores: he must "
                                "draw or pass.").format(name=state.players[state.turn]))
    tile = read_tile(answer)
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
        return verdict_of(False, _("{tile} cannot be placed here. Every move the player has:")
                          .format(tile=tile) + f"\n{listing}")
    if best == 0:
        return verdict_of(True, _("no move scores here, so for points {tile} is as good as any.")
                          .format(tile=tile) + f"\n{listing}")
    if max(mine) == best:
        others = [w for w in winners if w != str(tile)]
        also = (" " + ngettext("({tiles} scores as much)", "({tiles} score as much)",
                               len(others)).format(tiles=", ".join(others))) if others else ""
        return verdict_of(True, _("{tile} scores {best}, the most here{also}.").format(
            tile=tile, best=best, also=also) + f"\n{listing}")
    return verdict_of(False, ngettext("{tile} scores {mine}, but {tiles} scores {best}.",
                                      "{tile} scores {mine}, but {tiles} score {best}.",
                                      len(winners)).format(tile=tile, mine=max(mine), best=best,
                                                           tiles=", ".join(winners))
                      + f"\n{listing}")


# -- counting ----------------------------------------------------------------------------------
def counted_sum(state: State) -> int | None:
    """The sum of the counted ends now (games that count ends), else None."""
    counted = state.counted()
    return counted.total if counted is not None and counted.counting else None


@needs_answer
def check_count(state: State, answer: Any) -> Verdict:
    """What do the counted ends add up to now?"""
    total = counted_sum(state)
    text = str(state.counted() or _("the table is empty"))
    if total is None:
        return Verdict(False, _("Nothing is counted in this position: {text}.").format(text=text))
    value = read_int(answer)
    if value is None:
        return Verdict(False, cannot_read(answer, _("a number")))
    if value == total:
        return verdict_of(True, f"{text}.")
    return verdict_of(False, _("you answered {value}; the counted ends are {text}.").format(
        value=value, text=text))


@needs_answer
def check_penalty(pips: int, answer: Any) -> Verdict:
    """Cross: what is subtracted for ``pips`` left in hand (rounded to the nearest 5)?"""
    value = read_int(answer)
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
        return verdict_of(True, ngettext("{pips} pips round to {expected} ({how}).",
                                         "{pips} pips round to {expected} ({how}).", pips).format(
            pips=pips, expected=expected, how=how))
    return verdict_of(False, ngettext("{pips} pips round to {expected}, not {value} ({how}).",
                                      "{pips} pips round to {expected}, not {value} ({how}).",
                                      pips).format(pips=pips, expected=expected, value=value,
                                                   how=how))


# -- hands and leaders ----------------------------------------------------------------------
def player_of(state: State, answer: Any) -> int | None:
    text = str(answer).strip().casefold()
    for p, name in enumerate(state.players):
        if name.casefold() == text:
            return p
    return None


@needs_answer
def check_next_leader(state: State, answer: Any) -> Verdict:
    """The hand is over: who leads the next one? ``answer`` is a player's name."""
    if state.hand_over is None:
        return Verdict(False, _("The hand is not over yet, so nobody leads a new one."))
    p = player_of(state, answer)
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
        return verdict_of(True, why)
    return verdict_of(False, _("{name} leads, not {other}: {why}").format(
        name=name, other=state.players[p], why=why))


@needs_answer
def check_hand_points(state: State, player: str, answer: Any) -> Verdict:
    """The hand is over: how many points did ``player`` get for it?"""
    if state.hand_over is None:
        return Verdict(False, _("The hand is not over yet."))
    p = player_of(state, player)
    if p is None:
        return Verdict(False, _("{name} is not a player here.").format(name=repr(player)))
    value = read_int(answer)
    if value is None:
        return Verdict(False, cannot_read(answer, _("a number")))
    result = state.hand_over
    points = result.points[p]
    pips = ", ".join(f"{n} {v}" for n, v in zip(state.players, result.pips, strict=True))
    why = _("{name} gets {points} for the hand (pips left: {pips}).").format(
        name=player, points=f"{points:+d}", pips=pips)
    return verdict_of(value == points, why if value == points
                      else _("you answered {value}; {why}").format(value=value, why=why))


def tiles_of(answer: Any) -> set[int] | None:
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
        tile = read_tile(item)
        if tile is None:
            return None
        out.add(tile.index)
    return out


@needs_answer
def check_playable(state: State, answer: Any) -> Verdict:
    """Which tiles in the mover's hand can be placed now? ``answer``: "1:6, 3:0" or "none"."""
    given = tiles_of(answer)
    if given is None:
        return Verdict(False, _("I cannot read {answer}: write tiles like 1:6, 3:0 (or none).")
                       .format(answer=repr(answer)))
    playable = {tile_of(a) for a in state.legal_actions() if a >= 0}
    expected = {TILES[t].index for t in playable}
    names = ", ".join(sorted(str(TILES[t]) for t in expected)) or _("none")
    ends = ", ".join(str(v) for v in state.table.values()) or _("none")
    if given == expected:
        return verdict_of(True, _("{tiles} (open ends: {ends}).").format(tiles=names, ends=ends))
    wrong = ", ".join(sorted(str(TILES[t]) for t in given - expected))
    missed = ", ".join(sorted(str(TILES[t]) for t in expected - given))
    parts = []
    if wrong:
        parts.append(_("{tiles} cannot be placed").format(tiles=wrong))
    if missed:
        parts.append(_("{tiles} can be placed too").format(tiles=missed))
    return verdict_of(False, _("{problems}. The playable tiles are {tiles} (open ends: {ends}).")
                      .format(problems="; ".join(parts), tiles=names, ends=ends))
