"""A record replayed through a ``State``: one step per move (``replay``, ``Replay``), with the
refusals of a move the rules do not allow there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeAlias

from ..actions import DRAW, END_TURN, NEXT_HAND, PASS
from ..errors import DominoError, IllegalMoveError, RecordError
from ..explain import not_the_turn_of
from ..i18n import _, current_language, ngettext, npgettext
from ..state import State
from ..tiles import TILES, Tile, parse_tile
from ..words import agreeing, hand_end_words, move_words, reason_words
from .moves import placement_no
from .shape import Note
from .start import start_state

if TYPE_CHECKING:
    from ..notation import Move
    from .start import Record


Done: TypeAlias = "Move | Tile"
"""What a record move did, one item each: a placement or pass described (a ``Move``), or a tile
drawn."""


# -- replay ---------------------------------------------------------------------------------
def note_text(note: Note | None, lang: str | None = None) -> str | None:
    """A note (a text, or one text per language) as read in ``lang`` (default: the current
    language), else in the first language it gives."""
    if note is None or isinstance(note, str):
        return note
    return note.get(lang or current_language(), next(iter(note.values())))


@dataclass


class Replay:
    """What ``replay`` reports (RECORD.md's ``--json`` form) and the final state."""

    game: str
    steps: list[dict[str, Any]] = field(default_factory=list)
    hand_ends: list[dict[str, Any]] = field(default_factory=list)
    result: dict[str, Any] = field(default_factory=dict)
    state: State | None = None
    done: list[list[Move | Tile]] = field(default_factory=list)  # each step's items, for text
    notes: dict[str, Note] = field(default_factory=dict)  # the record's notes, as written

    def as_json(self, notes: bool = False) -> dict[str, Any]:
        """RECORD.md's JSON form; with ``notes``, a step that has a note carries it as the
        record writes it (a text, or one text per language), the same in every language."""
        steps = self.steps if not notes else [
            {**s, "note": self.notes[str(s["n"])]} if str(s["n"]) in self.notes else s
            for s in self.steps]
        return {"game": self.game, "steps": steps, "hand_ends": self.hand_ends,
                "result": self.result}

    def hand_end_words(self, hand_end: dict[str, Any]) -> str:
        """How a hand of ``hand_ends`` ended, in words (``words.hand_end_words``)."""
        number = self.hand_ends.index(hand_end)
        if self.state is None or number >= len(self.state.results):
            return reason_words(str(hand_end["reason"]))
        return hand_end_words(self.state, self.state.results[number])

    def lines(self, notes: bool = False) -> list[str]:
        """The text form: one line per move, then the hand ends and the result; with
        ``notes``, each move's note in the current language under its line."""
        out = []
        width = max((len(s["player"]) for s in self.steps), default=6)
        ends = {h["after"]: h for h in self.hand_ends}
        for k, s in enumerate(self.steps):
            totals = ", ".join(f"{k} {v}" for k, v in s["scores"].items())
            action = ("; ".join(map(move_words, self.done[k])) if k < len(self.done)
                      else s["action"])
            out.append(f"{s['n']:>3}  {s['player']:<{width}}  {action:<28} "
                       f"{s['points']:>+4}   {totals}")
            note = note_text(self.notes.get(str(s["n"]))) if notes else None
            if note:
                out.extend("       " + line for line in note.splitlines())
            if s["n"] in ends:
                h = ends[s["n"]]
                pts = (", ".join(f"{k} {v:+d}" for k, v in h["points"].items())
                       or _("no points"))
                out.append("     " + _("hand over: {how}; {points}").format(
                    how=self.hand_end_words(h), points=pts))
        r = self.result
        totals = ", ".join(f"{k} {v}" for k, v in r["scores"].items())
        if r["winner"]:
            out.append("     " + _("totals: {totals}; winner {winner}, settlement {settlement}")
                       .format(totals=totals, winner=r["winner"], settlement=r["settlement"]))
        else:
            out.append("     " + _("totals: {totals}").format(totals=totals))
        return out


def _auto_draw(state: State, number: int) -> list[Done]:
    """S2: draw as the rules require before a placement or a pass (or, in two hands, when the
    other hand's moment comes), until the mover may play or his turn is over."""
    drawn: list[Done] = []
    mover = state.turn
    while state.turn == mover and state.hand_over is None and DRAW in state.legal_actions():
        if not state.boneyard_known:
            raise RecordError(_no_boneyard(), number)
        drawn.append(TILES[state.boneyard[state.bone_pos]])
        state.apply(DRAW)
    return drawn


def _ended_by_draws(state: State, done: list[Done], name: str, tile: str | None) -> str | None:
    """Why ``name``'s pass (``tile`` None) or placement of ``tile`` cannot be made when the
    draws the rules required before it ended the hand (Sevens' dead table: the whole reserve
    drawn, then the hand blocked); None when they did not."""
    drawn = [str(item) for item in done if isinstance(item, Tile)]
    if state.hand_over is None or not drawn:
        return None
    n = len(drawn)
    # TRANSLATORS: a record passes or plays where the engine first had to draw
    happened = agreeing(
        name, ngettext("{name} first had to draw {n} tile ({tiles}), and then the hand ended: "
                       "{how}", "{name} first had to draw {n} tiles ({tiles}), and then the "
                       "hand ended: {how}", n),
        npgettext("you", "{name} first had to draw {n} tile ({tiles}), and then the hand "
                  "ended: {how}", "{name} first had to draw {n} tiles ({tiles}), and then the "
                  "hand ended: {how}", n)).format(name=name, n=n, tiles=", ".join(drawn),
                                                  how=hand_end_words(state))
    if tile is None:
        return _("there is no pass here: {happened}").format(happened=happened)
    return _("{tile} cannot be played here: {happened}").format(tile=tile, happened=happened)


def _no_boneyard() -> str:
    return _("the record has no boneyard, so it may not contain draws")


def _apply_move(state: State, move: dict[str, Any], number: int) -> list[Done]:
    """Apply one record move (a whole turn); return what was done: the placements and passes
    described, the tiles drawn."""
    if "draw" in move:
        return [_apply_draw(state, move["draw"], number)]
    if "pass" in move:
        done = _auto_draw(state, number)
        if PASS not in state.legal_actions():
            why = _ended_by_draws(state, done, move["player"], None)
            raise RecordError(why or state.why_illegal(PASS), number)
        done.append(state.describe(PASS))
        state.apply(PASS)
        return done
    return _apply_placements(state, move, number)


def _apply_draw(state: State, given: str, number: int) -> Tile:
    """A record's draw of ``given``: the next tile of the boneyard."""
    if DRAW not in state.legal_actions():
        raise RecordError(state.why_illegal(DRAW), number)
    if not state.boneyard_known:
        raise RecordError(_no_boneyard(), number)
    expected = TILES[state.boneyard[state.bone_pos]]
    if parse_tile(given) != expected:
        raise RecordError(_("the next boneyard tile is {tile}, not {given}").format(
            tile=expected, given=given), number)
    state.apply(DRAW)
    return expected


def _apply_placements(state: State, move: dict[str, Any], number: int) -> list[Done]:
    """A move's placements (its ``play``, or each of its ``plays``), with the draws the rules
    require before each, then the end of its turn."""
    done: list[Done] = []
    placements = move["plays"] if "plays" in move else [move]
    mover = state.turn
    for k, item in enumerate(placements):
        if k > 0 and (state.turn != mover or not state.turn_plays):
            raise RecordError(_("the turn is over before {tile}: only doubles (or the rules' "
                                "other hand) may follow in one turn").format(tile=item["play"]),
                              number)
        done += _auto_draw(state, number)
        ended = _ended_by_draws(state, done, move["player"], str(item["play"]))
        if ended:
            raise RecordError(ended, number)
        action = _placement_action(state, item, k if "plays" in move else None, number)
        done.append(state.describe(action))
        state.apply(action)
    if state.turn == mover and state.turn_plays and state.hand_over is None:
        done += _finish_turn(state, number)
    return done


def _placement_action(state: State, item: dict[str, Any], k: int | None, number: int) -> int:
    """The legal action that a record placement names; ``k``: its place in ``plays`` (None for
    a move's one ``play``)."""
    on = item.get("on")
    if isinstance(on, int) and not isinstance(on, bool) and on > len(state.table):
        place = placement_no(k) if k is not None else ""
        raise RecordError(_("{where}on: no tile {number} on the table ({placed} placed)")
                          .format(where=place, number=on, placed=len(state.table)), number)
    where = {key: item[key] for key in item if key not in ("play", "player")}
    try:
        return state.find_placement(item["play"], **where)
    except IllegalMoveError as err:
        if k is None:
            raise
        raise RecordError(f"{placement_no(k)}{err}", number) from None


def _finish_turn(state: State, number: int) -> list[Done]:
    """End the turn a move has made (a move is the whole turn, RECORD.md): draw what the rules
    require (two hands: a hand whose moment came with no tile to play), then end it; refuse the
    move if a hand could still play. Returns the draws, in words."""
    start = state.bone_pos
    drawn = [] if END_TURN in state.legal_actions() else _auto_draw(state, number)
    if state.turn_plays and state.hand_over is None:
        if END_TURN not in state.legal_actions():
            tiles = [TILES[t] for t in state.boneyard[start:state.bone_pos]]
            raise RecordError(state.rules.why_unfinished(state, tiles), number)
        state.apply(END_TURN)
    return drawn


def _said(item: Move | Tile) -> str:
    """An item of ``Done`` in the record's notation (``play 1:6 on 1:1 east``, ``draw 3:4``):
    the same in every language (it is the JSON's ``action``)."""
    return f"draw {item}" if isinstance(item, Tile) else str(item)


def replay(record: Record, on_step: Callable[[dict[str, Any], State], None] | None = None
           ) -> Replay:
    """Play a record through; raise ``RecordError`` at the first illegal move."""
    state = start_state(record)
    names = record.players
    out = Replay(record.game, state=state, notes=dict(record.data.get("notes", {})))
    number = 0
    for k, moves in enumerate(record.hand_moves()):
        if k > 0:
            if state.hand_over is None:
                raise RecordError(_("hand {number} is not over, but the record starts hand "
                                    "{next}").format(number=k, next=k + 1), number)
            state.apply(NEXT_HAND)
        for move in moves:
            number += 1
            step = _replay_move(state, out, names, move, number)
            if on_step is not None:
                on_step(step, state)
    out.result = {"scores": dict(zip(names, state.scores, strict=True)),
                  "winner": names[state.winner] if state.winner is not None else None,
                  "settlement": state.settlement()}
    return out


def _replay_move(state: State, out: Replay, names: list[str], move: dict[str, Any],
                 number: int) -> dict[str, Any]:
    """Replay move ``number`` and report it in ``out``: its step (returned), and the end of the
    hand if it ended one. A step's points leave out the hand's end-of-hand points."""
    if state.hand_over is not None:
        raise RecordError(_("the hand is already over"), number)
    player = names.index(move["player"])
    if player != state.turn:
        raise RecordError(not_the_turn_of(names[state.turn], move["player"]), number)
    before = state.scores
    results_before = len(state.results)
    try:
        done = _apply_move(state, move, number)
    except RecordError:
        raise
    except DominoError as err:
        raise RecordError(str(err), number) from None
    end_points = (0,) * state.n
    if len(state.results) > results_before:
        result = state.results[-1]
        end_points = result.points
        out.hand_ends.append({
            "after": number, "reason": result.reason,
            "points": {names[p]: v for p, v in enumerate(result.points) if v}})
    shown = tuple(s - e for s, e in zip(state.scores, end_points, strict=True))
    out.done.append(done)
    step = {"n": number, "player": move["player"], "action": ", ".join(map(_said, done)),
            "points": shown[player] - before[player],
            "scores": dict(zip(names, shown, strict=True))}
    out.steps.append(step)
    return step
