"""Every refusal text of the engine, and the counted-ends text, is made here, so that a
translation touches one module.

The refusal functions take a state (read, never changed) and return one line that says why an
action or a named placement is not legal now; ``counted_text`` writes out what
``Rules.counted`` found.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from .actions import DRAW, END_TURN, LEAD, NEXT_HAND, PASS, end_of, tile_of
from .i18n import _, ngettext
from .tiles import SET_SIZE, TILES, Tile
from .words import subject

if TYPE_CHECKING:
    from .games.base import Deal
    from .games.scoring import Counted
    from .state import State


def why_illegal(st: State, action: object) -> str:
    """One line that says why an action is not legal now."""
    if not isinstance(action, int) or isinstance(action, bool):
        return f"not an action: {quoted(action)}"
    if st.match_over:
        return "the match is over"
    if st.hand_over is not None:
        return "the hand is over: start the next hand"
    if action < 0:
        return _why_not_special(st, action)
    return _why_not_placement(st, action)


def _why_not_special(st: State, action: int) -> str:
    """Why a draw, pass, end of turn or next hand is refused now."""
    name = st.players[st.turn]
    legal = st.legal_actions()
    reason = st.rules.why_not_turn(st, action)
    if reason:
        return reason
    if action == DRAW:
        if st.turn_plays:
            return (f"{subject(name, 'is', 'are')} in the middle of a turn: "
                    "play on or end the turn")
        if any(a >= 0 for a in legal):
            return f"{name} cannot draw: a tile can be played ({playable_text(st)})"
        if st.draws_this_turn and st.drawable() > 0:
            return f"{subject(name, 'has', 'have')} drawn the one tile of this turn: pass now"
        return f"{name} cannot draw: the boneyard has no tile to draw"
    if action == PASS:
        if any(a >= 0 for a in legal):
            return f"{name} cannot pass: a tile can be played ({playable_text(st)})"
        if DRAW in legal:
            return f"{name} cannot pass: draw from the boneyard first"
        return f"{name} cannot pass now"
    if action == END_TURN:
        return f"{subject(name, 'has', 'have')} no turn in progress to end"
    if action == NEXT_HAND:
        return "the hand is not over yet"
    return f"not an action: {quoted(action)}"


def _why_not_placement(st: State, action: int) -> str:
    """Why a placement action is refused now."""
    name = st.players[st.turn]
    t, i = tile_of(action), end_of(action)
    if t >= SET_SIZE * st.copies:
        return f"not a tile of this game: {quoted(action)}"
    tile = TILES[t]
    if t not in st.hands[st.turn]:
        return not_held(name, tile)
    if i == LEAD and st.table.placed:
        return f"the hand is already led; {tile} must join an open end"
    if i == LEAD:
        return may_not_lead(st, tile)
    if i >= len(st.table.ends):
        return f"{tile} must join an open end ({ends_text(st)})"
    reason = st.rules.why_not(st, action)
    if reason:
        return reason
    legal = st.legal_actions()
    if not any(a >= 0 and TILES[tile_of(a)].index == tile.index for a in legal):
        return no_match(st, tile)
    return f"{tile} cannot be played that way here"


# -- pieces shared with the notation ------------------------------------------------------
def ends_text(st: State) -> str:
    """The values of the open ends, for a message (``6, 3, 2, 4``)."""
    return ", ".join(str(v) for v in st.table.values()) or "none"


def playable_text(st: State) -> str:
    """The tiles the player to move may place, each once (``1:1, 3:4``)."""
    tiles: list[str] = []
    for a in st.legal_actions():
        if a >= 0 and str(TILES[tile_of(a)]) not in tiles:
            tiles.append(str(TILES[tile_of(a)]))
    return ", ".join(tiles)


def not_held(name: str, tile: Tile) -> str:
    return f"{subject(name, 'does', 'do')} not hold {tile}"


def may_not_lead(st: State, tile: Tile) -> str:
    return f"{tile} may not lead: {playable_text(st)} must lead"


def no_match(st: State, tile: Tile) -> str:
    return f"{tile} does not match any open end (ends: {ends_text(st)})"


def bad_placement_number(on: int, placed: int) -> str | None:
    """Why ``on`` names no placement on a table of ``placed`` tiles (None: it names one)."""
    if on < 1:
        return f"placement numbers start at 1, not {on}"
    if on > placed:
        return f"no tile {on} on the table ({placed} placed)"
    return None


def cannot_join(tile: Tile, on: object) -> str:
    return f"{tile} cannot join {on}: no open end of it takes {tile}"


def cannot_join_value(tile: Tile, at: object) -> str:
    return f"{tile} cannot join an end showing {at}"


def cannot_join_side(tile: Tile, side: object) -> str:
    return f"{tile} cannot join the {side} side"


def cannot_lay(tile: Tile, word: str, wanted: object) -> str:
    return f"{tile} cannot be laid {'' if wanted else 'not '}{word} here"


def bad_give(give: object) -> str:
    return f"give must be 'top' or 'bottom', not {quoted(give)}"


def no_such_player(st: State, player: object) -> str:
    if isinstance(player, str):
        return (f"no player named {quoted(player)}; players are "
                f"{', '.join(quoted(n) for n in st.players)}")
    return f"no such player: {quoted(player)}"


def not_your_turn(st: State, player: int) -> str:
    return f"it is {st.players[st.turn]}'s turn, not {st.players[player]}'s"


# -- the counted ends ----------------------------------------------------------------------
def counted_text(counted: Counted | None) -> str | None:
    """The counted ends written out: ``6 + 3 + 2 + 4 = 15 -> 4 points`` (``-> no points``
    when nothing scores), or why nothing is counted yet; None where nothing is counted."""
    if counted is None:
        return None
    if not counted.counting:
        if not counted.centre:
            return "no centre yet: the ends count once the first double has four arms"
        return f"{counted.arms} of 4 arms: the ends count once the centre has four arms"
    terms = " + ".join(str(v) for v in counted.values) or "0"
    points = counted.points
    result = (ngettext("{n} point", "{n} points", points).format(n=points) if points
              else _("no points"))
    # TRANSLATORS: the sum of the counted ends and what it scores: "6 + 3 + 2 + 4 = 15 -> 3 points"
    return _("{terms} = {total} -> {result}").format(terms=terms, total=counted.total,
                                                    result=result)


def not_notation(text: object) -> str:
    return (f"not a move: {quoted(text)}; write a tile ('6:4', 'play 6:4 on 1:4 east'), "
            "'draw', 'pass', 'end turn' or 'next hand'")


def wrong_numbered_tile(number: int, placed: Tile, named: str) -> str:
    return f"tile {number} on the table is {placed}, not {named}"


def ambiguous(tile: Tile, choices: list[str]) -> str:
    return f"{tile} fits more than one end; say which: {' or '.join(choices)}"


# -- quoting -----------------------------------------------------------------------------------
LONGEST = 40


def quoted(value: object, longest: int = LONGEST) -> str:
    """A value as a message shows it: ``repr``-style (so a newline or a lone surrogate shows as
    an escape, never breaks the line) and cut to about ``longest`` characters."""
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a value whose repr fails is still named
        text = f"<{type(value).__name__}>"
    if len(text) > longest:
        text = text[:longest - 9] + "[...]" + text[-4:]
    return text


# -- making a state ------------------------------------------------------------------------
def not_players(players: object) -> str:
    return f"players must be a number or a list of names, not {quoted(players)}"


def unprintable_name(name: str) -> str:
    return f"player names must be printable text on one line, not {quoted(name)}"


def unknown_leader(leader: object, names: Sequence[str]) -> str:
    return (f"unknown leader {quoted(leader)}; give a player's name or seat "
            f"(0-{len(names) - 1}): {', '.join(quoted(n) for n in names)}")


def hands_not_by_name(hands: object) -> str:
    return f"hands must map each player's name to his tiles, not {quoted(hands)}"


def hand_not_a_list(name: str, hand: object) -> str:
    return f"the hand of {quoted(name)} must be a list of tiles, not {quoted(hand)}"


def every_hand_empty() -> str:
    return "every hand is empty: give at least one player a tile"


def cannot_lead(game: str, players: Sequence[str], leader: int, deal: Deal) -> str:
    return (f"{quoted(players[leader])} cannot lead this deal of {game}: its first hand is "
            "led with one tile of the set, which he does not hold")


def unknown_fields(fields: Iterable[str], allowed: Iterable[str]) -> str:
    return (f"unknown field {quoted(sorted(fields)[0])} in a placement; "
            f"a placement takes {', '.join(allowed)}")


def unknown_game(game: object, games: Iterable[str]) -> str:
    return f"unknown game {quoted(game)}; games: {', '.join(games)}"
