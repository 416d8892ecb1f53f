"""The package's words for people: messages that name a player (``agreeing``), a move in
words (``move_words``) and a hand's end in words (``hand_end_words``), in the current language.

Messages that name a player read right for "You" as for "Anna".

English agrees the verb with the name (``Anna does not hold`` / ``You do not hold``), so a
message that names a player is written twice, once for a player called "You" (a widget's
human) and once for any other name, and ``agreeing`` picks one. Both are marked at the call
site, where Babel finds them::

    agreeing(name, _("{name} does not hold {tile}"), _("{name} do not hold {tile}"))

A translation need not follow English there: Russian puts the name before a colon
(``Анна: нет кости 6:4``), which reads the same for «Вы» and for «Анна» and needs no case of
the name, nor a gender for a past tense.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .i18n import N_, _, pgettext
from .move import Described
from .tiles import Tile

if TYPE_CHECKING:
    from .games.hand_data import HandResult
    from .position import Position


YOU = ("you", "вы")
"""The names that mean the one reading (a widget's human), in every language spoken."""


def is_you(name: str) -> bool:
    """Whether ``name`` is the reader himself ("You", «Вы»)."""
    said = name.strip().casefold()
    return said in YOU or said == pgettext("the player at the screen", "You").casefold()


def agreeing(name: str, third_person: str, you: str) -> str:
    """``you`` when ``name`` is the reader, else ``third_person`` (both already looked up)."""
    return you if is_you(name) else third_person


# -- a move in words -------------------------------------------------------------------------
# The one way a reader is told a move, in the current language (docs/developing.md, "A move
# in words"): the log, the replay, hints, exercises and records' text form all say it so. The
# notation (``str(move)``: ``play 6:4 on 6:6 east``) is code: what ``State.play`` reads and
# records write, the same in every language.

HALVES = (  # the half a tile joins, where the notation names it (``at 4``)
    # TRANSLATORS: a move joins a tile's half of this value: "4:1 on the 4 of 2:4"
    N_("on the blank of {tile}"), N_("on the 1 of {tile}"), N_("on the 2 of {tile}"),
    N_("on the 3 of {tile}"), N_("on the 4 of {tile}"), N_("on the 5 of {tile}"),
    N_("on the 6 of {tile}"))


def side_word(side: object) -> str:
    """A side of the notation as a message says it (``east``; Russian: «вправо»); the
    notation itself stays English."""
    words = {
        # TRANSLATORS: where a tile goes, as a move says it ("6:4 on 1:4, east"): a direction
        "east": pgettext("direction", "east"), "west": pgettext("direction", "west"),
        "north": pgettext("direction", "north"), "south": pgettext("direction", "south"),
        # TRANSLATORS: Sausage: the ribbon a tile goes into ("5:2 on 1:5, top ribbon")
        "top": pgettext("direction", "top"), "bottom": pgettext("direction", "bottom"),
    }
    return words.get(side, str(side)) if isinstance(side, str) else str(side)


def move_words(move: Described | Tile) -> str:
    """A move as a reader is told it, in the current language: ``lead 6:6``, ``6:4 on 6:6,
    east``, ``pass``, ``draw from the boneyard`` (Russian: «заход 6:6», «6:4 к 6:6, вправо»,
    «пропуск хода», «берёт из базара»). A tile stands for a draw whose tile is known
    (``draw 3:4``, as a record's replay tells it)."""
    if isinstance(move, Tile):
        return _("draw {tile}").format(tile=move)
    if move.kind != "play":
        return _special_words(move.kind)
    text = _cut_words(move) if move.cut else _placement_words(move)
    if move.hand == "left":
        return _("{move} (left hand)").format(move=text)
    if move.hand == "right":
        return _("{move} (right hand)").format(move=text)
    return text


def _special_words(kind: str) -> str:
    """A draw, pass, end of turn or next hand in words."""
    words = {"draw": pgettext("move", "draw from the boneyard"),
             "pass": pgettext("move", "pass"), "end turn": pgettext("move", "end of turn"),
             "next hand": pgettext("move", "next hand")}
    return words.get(kind, kind)


def _cut_words(move: Described) -> str:
    """Sausage's cut: the crosswise tile and the ribbon given to the previous player."""
    if move.give == "bottom":
        return _("cut with {tile}, giving away the bottom ribbon").format(tile=move.played_as)
    return _("cut with {tile}, giving away the top ribbon").format(tile=move.played_as)


def _placement_words(move: Described) -> str:
    """A lead or a placement, with how it lies: ``6:4 on 6:6, east``."""
    if move.on_tile is None:
        text = _("lead {tile}").format(tile=move.played_as)
    else:
        target = move.on_tile if not move.by_number else _("{tile} #{number}").format(
            tile=move.on_tile, number=move.on)
        on = (_(HALVES[move.at]) if move.by_value and move.at is not None
              and 0 <= move.at < len(HALVES) else _("on {tile}")).format(tile=target)
        text = _("{tile} {on}").format(tile=move.played_as, on=on)
    extras = []
    if move.side in ("top", "bottom"):
        extras.append(pgettext("move", "top ribbon") if move.side == "top"
                      else pgettext("move", "bottom ribbon"))
    elif move.side:
        extras.append(side_word(move.side))
    if move.crosswise:
        extras.append(pgettext("move", "crosswise"))
    if move.face_down:
        extras.append(pgettext("move", "face down"))
    return ", ".join([text, *extras])


# -- a hand's end in words -------------------------------------------------------------------
def hand_end_words(state: Position[Any], result: HandResult | None = None) -> str:
    """How a hand ended, in the current language: ``Ann went out``, ``blocked, Bob wins it``,
    ``blocked, nobody wins it`` (Russian: «Аня ставит последнюю кость», «рыба, выигрывает
    Боря»). ``result`` is one of ``state.results``; by default the hand just ended (or the
    last one played)."""
    if result is None:
        result = state.hand_over if state.hand_over is not None else (
            state.results[-1] if state.results else None)
        if result is None:
            return _("the hand is not over")
    winner = None if result.winner is None else state.players[result.winner]
    if result.reason == "domino" and winner is not None:
        went_out = agreeing(winner, _("{name} went out"), pgettext("you", "{name} went out"))
        return went_out.format(name=winner)
    how = reason_words(result.reason)
    if winner is None:
        return _("{how}, nobody wins it").format(how=how)
    return agreeing(winner, _("{how}, {name} wins it"), _("{how}, you win it")).format(
        how=how, name=winner)


def reason_words(reason: str) -> str:
    """A hand's end reason (``HandResult.reason``, a record's ``hand_ends``) in words, without
    the winner: ``blocked``, ``a player went out``."""
    words = {"domino": _("a player went out"), "blocked": _("blocked"),
             # TRANSLATORS: the hand reached the bound on its turns (docs/rules.md)
             "bound": _("turn limit reached, counted as blocked")}
    return words.get(reason, reason)
