"""What a ``GameWidget`` says under its table: the status line and the buttons of the moment.

Plain functions of the match (``State``) and of what the widget knows of its people: whether
one human plays (``solo``: "Your turn" rather than "Ann, your turn"), the tile selected.
"""

from __future__ import annotations

from typing import Any

from ...engine.actions import DRAW, END_TURN, LEAD, PASS, end_of, tile_of
from ...engine.games.cross_two_hands import two_hands_of
from ...engine.i18n import _
from ...engine.notation import Move
from ...engine.state import State
from ...engine.tiles import TILES, Tile
from ...render.scores import you_or
from ..text import hand_end_text, settlement_words


def waiting_hand(st: State) -> str | None:
    """Cross in two hands: the hand that has still to play in this turn, if any."""
    if not st.rules.two_hands or not st.turn_plays:
        return None
    waiting = two_hands_of(st).plan(st, st.turn).waiting
    return ("left", "right")[waiting] if waiting is not None else None


def split_status(st: State, seat: int, solo: bool, selected: int | None) -> str:
    """What the human splitting his tiles (Cross in two hands) does now."""
    who = _("You") if solo else _("{name}, you").format(name=st.players[seat])
    if selected is not None:
        return _("{who}: click a tile of the other hand to swap it with {tile}, or {tile} "
                 "again to let it go.").format(who=who, tile=TILES[selected])
    return _("{who}: split your 14 tiles into a left and a right hand of 7 before the hand "
             "starts. Every turn each hand plays (one tile, or doubles), so give each hand "
             "numbers that fit. Click a tile, then a tile of the other hand, to swap them; "
             "then press Start (or Keep as dealt).").format(who=who)


def status_between(st: State, human: bool) -> str | None:
    """The status when no human is to move: the match or the hand is over, or a bot plays
    (None: a human is on turn)."""
    if st.match_over:
        winner = st.players[st.winner] if st.winner is not None else _("nobody")
        return you_or(winner, _("The match is over: You win with {points} points. "
                                "{settlement} Press New game to play again."),
                      _("The match is over: {name} wins with {points} points. "
                        "{settlement} Press New game to play again."),
                      points=max(st.scores), settlement=settlement_words(st))
    if st.hand_over is not None:
        return hand_end_text(st, st.hand_over) + " " + _("Press Next hand to go on.")
    if not human:
        return _("{name} is playing.").format(name=st.players[st.turn])
    return None


def bot_lead_words(st: State, lead: Move) -> str:
    """``Bot 1 led 6:6.``: the bot's lead of the hand, said until the human moves."""
    return _("{name} led {tile}.").format(name=st.players[lead.player],
                                          tile=lead.played_as or lead.tile)


def your_turn(st: State, solo: bool) -> str:
    """``Your turn`` (one human), or ``Ann, your turn``."""
    return _("Your turn") if solo else _("{name}, your turn").format(name=st.players[st.turn])


def selected_status(who: str, tile: Tile, actions: list[int]) -> str:
    """What to do with the selected ``tile``, whose legal placements are ``actions``."""
    if len(actions) == 1 and end_of(actions[0]) == LEAD:
        return _("{who}: {tile} leads: click the marked place in the middle of the "
                 "table, or {tile} again, to play it.").format(who=who, tile=tile)
    if len(actions) == 1:
        return _("{who}: {tile} fits one place only. Click {tile} again, or the marked "
                 "place, to play it.").format(who=who, tile=tile)
    return _("{who}: click a highlighted end for {tile}.").format(who=who, tile=tile)


def turn_status(st: State, who: str) -> str:
    """What the human on turn can do, with no tile selected."""
    legal = st.legal_actions()
    leads = [a for a in legal if a >= 0] if st.table.is_empty else []
    if len(leads) == 1 and st.rules.two_hands:
        return _("{who}: play one tile, or doubles, from each hand; you lead {tile} first. "
                 "Click it, or the marked place in the middle of the table.").format(
                     who=who, tile=TILES[tile_of(leads[0])])
    if len(leads) == 1:
        return _("{who}: you lead {tile}. Click it, or the marked place in the middle of "
                 "the table.").format(who=who, tile=TILES[tile_of(leads[0])])
    if any(a >= 0 for a in legal):
        return f"{who}: {placing_hint(st, legal)}."
    if DRAW in legal:
        return _("{who}: no tile fits, draw from the boneyard.").format(who=who)
    if END_TURN in legal:
        return _("{who}: nothing more to place, End turn.").format(who=who)
    return _("{who}: no tile fits and nothing can be drawn, pass.").format(who=who)


def placing_hint(st: State, legal: list[int]) -> str:
    """``click a tile that fits`` and its variants, when a tile can be placed."""
    waiting = waiting_hand(st)
    if waiting == "left":
        hint = _("click a tile that fits (the left hand has still to play)")
    elif waiting == "right":
        hint = _("click a tile that fits (the right hand has still to play)")
    elif st.rules.two_hands:
        hint = _("play one tile, or doubles, from each hand: click a tile that fits")
    elif st.table.is_empty:
        hint = _("you lead: click a tile to lay it in the middle of the table")
    else:
        hint = _("click a tile that fits")
    if END_TURN in legal:
        hint = _("{hint}, or End turn").format(hint=hint)
    return hint


def play_buttons(st: State, legal: list[int], human: bool) -> list[dict[str, Any]]:
    """Draw, Pass, End turn and Hint for the human on turn; Next hand when a hand is over."""
    out = []
    if human:
        for action, kind, label in ((DRAW, "draw", _("Draw a tile")),
                                    (PASS, "pass", _("Pass")),
                                    (END_TURN, "end_turn", _("End turn"))):
            if action in legal:
                out.append({"kind": kind, "label": label})
        out.append({"kind": "hint", "label": _("Hint")})
    if st.hand_over is not None and not st.match_over:
        out.append({"kind": "next_hand", "label": _("Next hand")})
    return out


def split_buttons() -> list[dict[str, Any]]:
    """Start and Keep as dealt, while a human splits his tiles (Cross in two hands)."""
    return [{"kind": "start_hand", "label": _("Start")},
            {"kind": "keep_split", "label": _("Keep as dealt")}]
