"""Every refusal text of the shared rules and of the notation is made here (its texts are in
the ``engine`` catalogue: ``i18n.py``; the counted-ends text is ``games.scoring.counted_text``,
beside the ``Counted`` it writes out).

The refusal functions take a state (read, never changed) and return one line that says why an
action or a named placement is not legal now.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from .actions import DRAW, END_TURN, LEAD, NEXT_HAND, PASS, end_of, tile_of
from .i18n import _, pgettext
from .quoting import quoted
from .tiles import SET_SIZE, TILES, Tile
from .words import agreeing, is_you, side_word

if TYPE_CHECKING:
    from .games.hand_data import Deal
    from .position import Position


def why_illegal(st: Position[Any], action: object) -> str:
    """One line that says why an action is not legal now."""
    if not isinstance(action, int) or isinstance(action, bool):
        return not_an_action(action)
    if st.match_over:
        return _("the match is over")
    if st.hand_over is not None:
        return _("the hand is over: start the next hand")
    if action < 0:
        return _why_not_special(st, action)
    return _why_not_placement(st, action)


def _why_not_special(st: Position[Any], action: int) -> str:
    """Why a draw, pass, end of turn or next hand is refused now."""
    name = st.players[st.turn]
    legal = st.legal_actions()
    reason: str | None = st.rules.why_not_turn(st, action)
    if reason:
        return reason
    if action == DRAW:
        if st.turn_plays:
            return agreeing(name,
                            _("{name} is in the middle of a turn: play on or end the turn"),
                            _("{name} are in the middle of a turn: play on or end the turn"),
                            ).format(name=name)
        if any(a >= 0 for a in legal):
            return _("{name} cannot draw: a tile can be played ({tiles})").format(
                name=name, tiles=playable_text(st))
        if st.draws_this_turn and st.drawable() > 0:
            return agreeing(name, _("{name} has drawn the one tile of this turn: pass now"),
                            _("{name} have drawn the one tile of this turn: pass now"),
                            ).format(name=name)
        return _("{name} cannot draw: the boneyard has no tile to draw").format(name=name)
    if action == PASS:
        if any(a >= 0 for a in legal):
            return _("{name} cannot pass: a tile can be played ({tiles})").format(
                name=name, tiles=playable_text(st))
        if DRAW in legal:
            return _("{name} cannot pass: draw from the boneyard first").format(name=name)
        return _("{name} cannot pass now").format(name=name)
    if action == END_TURN:
        return agreeing(name, _("{name} has no turn in progress to end"),
                        _("{name} have no turn in progress to end")).format(name=name)
    if action == NEXT_HAND:
        return _("the hand is not over yet")
    return not_an_action(action)


def not_an_action(action: object) -> str:
    return _("not an action: {value}").format(value=quoted(action))


def _why_not_placement(st: Position[Any], action: int) -> str:
    """Why a placement action is refused now."""
    name = st.players[st.turn]
    t, i = tile_of(action), end_of(action)
    if t >= SET_SIZE * st.copies:
        return not_a_tile_here(action)
    tile = TILES[t]
    if t not in st.hands[st.turn]:
        return not_held(name, tile)
    if i == LEAD and st.table.placed:
        return _("the hand is already led; {tile} must join an open end").format(tile=tile)
    if i == LEAD:
        return may_not_lead(st, tile)
    if i >= len(st.table.ends):
        return _("{tile} must join an open end ({ends})").format(tile=tile, ends=ends_text(st))
    reason: str | None = st.rules.why_not(st, action)
    if reason:
        return reason
    legal = st.legal_actions()
    if not any(a >= 0 and TILES[tile_of(a)].index == tile.index for a in legal):
        return no_match(st, tile)
    return _("{tile} cannot be played that way here").format(tile=tile)


def not_a_tile_here(value: object) -> str:
    return _("not a tile of this game: {value}").format(value=quoted(value))


# -- pieces shared with the notation ------------------------------------------------------
def ends_text(st: Position[Any]) -> str:
    """The values of the open ends, for a message (``6, 3, 2, 4``)."""
    # TRANSLATORS: the open ends' values when the table is empty
    return ", ".join(str(v) for v in st.table.values()) or pgettext("no ends", "none")


def playable_text(st: Position[Any]) -> str:
    """The tiles the player to move may place, each once (``1:1, 3:4``)."""
    tiles: list[str] = []
    for a in st.legal_actions():
        if a >= 0 and str(TILES[tile_of(a)]) not in tiles:
            tiles.append(str(TILES[tile_of(a)]))
    return ", ".join(tiles)


def not_held(name: str, tile: Tile | str) -> str:
    return agreeing(name, _("{name} does not hold {tile}"),
                    _("{name} do not hold {tile}")).format(name=name, tile=tile)


def may_not_lead(st: Position[Any], tile: Tile) -> str:
    """Why ``tile`` may not lead: the tiles that must, or, where none may be laid yet (Cross in
    two hands: the other hand draws first), what comes first."""
    tiles = playable_text(st)
    if tiles:
        return _("{tile} may not lead: {tiles} must lead").format(tile=tile, tiles=tiles)
    if DRAW in st.legal_actions():
        return _("{tile} may not lead yet: a tile must be drawn first").format(tile=tile)
    return _("{tile} may not lead yet: no tile may be laid now").format(tile=tile)


def no_match(st: Position[Any], tile: Tile) -> str:
    return _("{tile} does not match any open end (ends: {ends})").format(tile=tile,
                                                                          ends=ends_text(st))


def bad_placement_number(on: int, placed: int) -> str | None:
    """Why ``on`` names no placement on a table of ``placed`` tiles (None: it names one)."""
    if on < 1:
        return _("placement numbers start at 1, not {number}").format(number=on)
    if on > placed:
        return _("no tile {number} on the table ({placed} placed)").format(number=on,
                                                                            placed=placed)
    return None


def cannot_join(tile: Tile, on: object) -> str:
    return _("{tile} cannot join {on}: no open end of it takes {tile}").format(tile=tile, on=on)


def cannot_join_value(tile: Tile, at: object) -> str:
    return _("{tile} cannot join an end showing {value}").format(tile=tile, value=at)


def cannot_join_side(tile: Tile, side: object) -> str:
    # TRANSLATORS: side is a word of the move notation: east, west, north, south, top, bottom
    return _("{tile} cannot join the {side} side").format(tile=tile, side=side_word(side))


def cannot_lay(tile: Tile, word: str, wanted: object) -> str:
    texts = {("crosswise", True): _("{tile} cannot be laid crosswise here"),
             ("crosswise", False): _("{tile} cannot be laid not crosswise here"),
             ("face down", True): _("{tile} cannot be laid face down here"),
             ("face down", False): _("{tile} cannot be laid not face down here")}
    text = texts.get((word, bool(wanted)))
    if text is None:
        return f"{tile} cannot be laid {'' if wanted else 'not '}{word} here"
    return text.format(tile=tile)


def bad_give(give: object) -> str:
    return _("give must be 'top' or 'bottom', not {value}").format(value=quoted(give))


def no_such_player(st: Position[Any], player: object) -> str:
    if isinstance(player, str):
        return _("no player named {name}; players are {names}").format(
            name=quoted(player), names=", ".join(quoted(n) for n in st.players))
    return _("no such player: {value}").format(value=quoted(player))


def not_your_turn(st: Position[Any], player: int) -> str:
    return not_the_turn_of(st.players[st.turn], st.players[player])


def not_the_turn_of(mover: str, named: str) -> str:
    """It is ``mover``'s turn, not ``named``'s (``your`` where one of them is You)."""
    if is_you(mover):
        return _("it is your turn, not {name}'s").format(name=named)
    if is_you(named):
        return _("it is {name}'s turn, not yours").format(name=mover)
    return _("it is {name}'s turn, not {other}'s").format(name=mover, other=named)


# -- the counted ends ----------------------------------------------------------------------
def not_notation(text: object) -> str:
    return _("not a move: {value}; write a tile ('6:4', 'play 6:4 on 1:4 east'), 'draw', "
             "'pass', 'end turn' or 'next hand'").format(value=quoted(text))


def wrong_numbered_tile(number: int, placed: Tile, named: str) -> str:
    return _("tile {number} on the table is {placed}, not {named}").format(
        number=number, placed=placed, named=named)


def ambiguous(tile: Tile, choices: list[str]) -> str:
    return _("{tile} fits more than one end; say which: {choices}").format(
        tile=tile, choices=either(choices))


def either(items: Sequence[object]) -> str:
    """``a or b or c``."""
    text = str(items[0]) if items else ""
    for item in items[1:]:
        text = _("{first} or {second}").format(first=text, second=item)
    return text


# -- making a state ------------------------------------------------------------------------
def not_players(players: object) -> str:
    return _("players must be a number or a list of names, not {value}").format(
        value=quoted(players))


def unprintable_name(name: str) -> str:
    return _("player names must be printable text on one line, not {value}").format(
        value=quoted(name))


def unknown_leader(leader: object, names: Sequence[str]) -> str:
    return _("unknown leader {value}; give a player's name or seat (0-{last}): {names}").format(
        value=quoted(leader), last=len(names) - 1, names=", ".join(quoted(n) for n in names))


def hands_not_by_name(hands: object) -> str:
    return _("hands must map each player's name to his tiles, not {value}").format(
        value=quoted(hands))


def hand_not_a_list(name: str, hand: object) -> str:
    return _("the hand of {name} must be a list of tiles, not {value}").format(
        name=quoted(name), value=quoted(hand))


def every_hand_empty() -> str:
    return _("every hand is empty: give at least one player a tile")


def cannot_lead(game: str, players: Sequence[str], leader: int, deal: Deal) -> str:
    return _("{name} cannot lead this deal of {game}: its first hand is led with one tile of "
             "the set, which he does not hold").format(name=quoted(players[leader]), game=game)


def unknown_fields(fields: Iterable[str], allowed: Iterable[str]) -> str:
    return _("unknown field {value} in a placement; a placement takes {fields}").format(
        value=quoted(sorted(fields)[0]), fields=", ".join(allowed))


def unknown_game(game: object, games: Iterable[str]) -> str:
    return _("unknown game {value}; games: {games}").format(value=quoted(game),
                                                           games=", ".join(games))
