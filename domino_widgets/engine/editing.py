"""The checks of a position edit (``State.edited``): new hands, a new split into left and
right hands, a new boneyard, checked against the game.

The tiles in the hands and the undrawn boneyard are the same before and after an edit, only
dealt otherwise: no tile is made up, none is given twice, none comes from the table or from
out of play (Spider's set-aside tile, Sausage's cut-off pieces). A hand may hold at most what
the game lets one hand hold (``Rules.hand_limit``). A hand left empty ends the hand as the rules
say (``Rules.went_out``); so does a position where nobody can play (S4).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from .errors import IllegalMoveError
from .explain import not_held
from .i18n import _
from .quoting import quoted
from .table import TILE
from .tiles import SET_SIZE, TILES, parse_tile

if TYPE_CHECKING:
    from .games.base import Rules
    from .position import Position

TileSpec = int | str  # a tile id, or a tile such as "3:5" (its first free copy)


class EditError(IllegalMoveError):
    """A position edit the game does not allow; the state is left as it was."""


def checked_edit(state: Position[Rules], hands: Mapping[int | str, Sequence[TileSpec]] | None,
                 split: Mapping[int | str, Sequence[TileSpec]] | None,
                 boneyard: Sequence[TileSpec] | None) -> tuple[
                     list[tuple[int, ...]], tuple[int, ...],
                     dict[int, tuple[tuple[int, ...], tuple[int, ...]]]]:
    """``State.edited``'s checks: the hands, the undrawn boneyard (in draw order) and the splits
    of the edited position, from the named players' hands, the left hands (``split``, Cross in
    two hands: the rest of a hand is its right hand) and the undrawn boneyard. Without
    ``boneyard``, tiles given to a hand leave it and the tiles a hand gives up go to its end.
    Raises ``EditError`` on a bad edit."""
    rules = state.rules
    if state.match_over or state.hand_over is not None:
        raise EditError(_("the hand is over: positions are edited while a hand is in play"))
    if split is not None and not rules.two_hands:
        raise EditError(_("{game}: a player holds one hand; there is no split to set").format(
            game=rules.title))
    pool = [t for h in state.hands for t in h] + list(state.boneyard[state.bone_pos:])
    new_hands = [list(h) for h in state.hands]
    named = {_seat(state, p): tiles for p, tiles in (hands or {}).items()}
    taken: list[int] = []
    for p, tiles in named.items():
        new_hands[p] = _ids(state, tiles, pool, taken, state.hands[p])
    if boneyard is None:
        undrawn = _rest(state.boneyard[state.bone_pos:], taken, state.hands, named)
    else:
        undrawn = _ids(state, boneyard, pool, taken, ())
    _check_same_tiles(state, pool, new_hands, undrawn)
    _check_limit(state, new_hands)
    splits = {}
    if rules.two_hands:
        splits = _splits(state, new_hands, named, split or {})
    return [tuple(h) for h in new_hands], tuple(undrawn), splits


def _check_limit(state: Position[Rules], new_hands: list[list[int]]) -> None:
    """No edited hand holds more than a hand of the game may (``Rules.hand_limit``)."""
    rules = state.rules
    limit = rules.hand_limit(state.n)
    for p, hand in enumerate(new_hands):
        if len(hand) > limit:
            raise EditError(_("{name} would hold {count} tiles; a hand of {game} holds at "
                              "most {limit}").format(name=state.players[p], count=len(hand),
                                                     game=rules.title, limit=limit))


def _seat(state: Position[Rules], player: int | str) -> int:
    """The seat of a player named in an edit."""
    seat = state.seat_of(player)
    if seat is None:
        raise EditError(_("no player {name}; players are {names}").format(
            name=quoted(player), names=", ".join(state.players)))
    return seat


def _ids(state: Position[Rules], tiles: Sequence[TileSpec], pool: list[int], taken: list[int],
         own: Sequence[int]) -> list[int]:
    """The tile ids of ``tiles``: an id as it is, a tile string as its copy in ``own`` (the
    player's old hand), else its first copy in play not yet taken. Adds them to ``taken``."""
    if isinstance(tiles, str):
        raise EditError(_("tiles are given as a list, such as ['3:5', '6:6']"))
    out = []
    for tile in tiles:
        if isinstance(tile, str):
            index = parse_tile(tile).index
            copies = [t for t in (*own, *pool) if t % SET_SIZE == index and t not in taken]
            t = copies[0] if copies else _missing(state, index, taken)
        elif isinstance(tile, int) and not isinstance(tile, bool) \
                and 0 <= tile < SET_SIZE * state.copies:
            t = tile
        else:
            raise EditError(_("not a tile of this game: {value}").format(value=quoted(tile)))
        taken.append(t)
        out.append(t)
    return out


def _missing(state: Position[Rules], index: int, taken: list[int]) -> int:
    """Refuse a tile that has no free copy in play, saying where it is."""
    tile = TILES[index]
    if any(t % SET_SIZE == index for t in taken):
        raise EditError(_("{tile} cannot be given: it is given twice").format(tile=tile))
    raise EditError(_where(state, index))


def _where(state: Position[Rules], index: int) -> str:
    """Why a tile with no free copy in play cannot be given, saying where it is."""
    tile = TILES[index]
    if any(p[TILE] % SET_SIZE == index for p in state.table.placed):
        return _("{tile} cannot be given: it is on the table").format(tile=tile)
    if any(t % SET_SIZE == index for t in state.rules.out_of_play(state)):
        return _("{tile} cannot be given: it is out of play").format(tile=tile)
    return _("{tile} cannot be given: it is not in play").format(tile=tile)


def _rest(undrawn: Sequence[int], taken: list[int], old: Sequence[tuple[int, ...]],
          named: Mapping[int, Sequence[TileSpec]]) -> list[int]:
    """The boneyard after the edit: the undrawn tiles not taken, then the tiles the edited
    hands gave up (in seat order)."""
    kept = [t for t in undrawn if t not in taken]
    given_up = [t for p in sorted(named) for t in old[p] if t not in taken]
    return kept + [t for t in given_up if t not in kept]


def _check_same_tiles(state: Position[Rules], before: list[int], hands: list[list[int]],
                      undrawn: list[int]) -> None:
    """The hands and the undrawn boneyard hold the same tiles after the edit as before."""
    after = [t for h in hands for t in h] + undrawn
    gained = Counter(after) - Counter(before)
    for t in gained:
        index = t % SET_SIZE
        if after.count(t) > 1 or t in before:
            holders = [name for name, hand in zip(state.players, hands, strict=True)
                       if t in hand] + ([_("the boneyard")] if t in undrawn else [])
            raise EditError(_("{tile} cannot be given twice ({holders} would hold it)").format(
                tile=TILES[index], holders=_(" and ").join(holders)))
        raise EditError(_where(state, index))
    lost = Counter(before) - Counter(after)
    if lost:
        names = ", ".join(str(TILES[t]) for t in lost)
        raise EditError(_("every tile stays in play: {tiles} would be lost (give it to a hand "
                          "or to the boneyard)").format(tiles=names))


def _splits(state: Position[Rules], hands: list[list[int]], named: Mapping[int, Sequence[TileSpec]],
            split: Mapping[int | str, Sequence[TileSpec]]) -> dict[int, tuple[tuple[int, ...],
                                                                               tuple[int, ...]]]:
    """Cross in two hands: the left and right hands of every player whose hand is edited (a
    new hand needs its left hand in ``split``), or whose split is given."""
    lefts = {_seat(state, p): tiles for p, tiles in split.items()}
    out = {}
    for p in sorted(set(named) | set(lefts)):
        name = state.players[p]
        if p not in lefts:
            raise EditError(_("{name}'s hand is edited: give the left hand too (split=...)")
                            .format(name=name))
        free = list(hands[p])
        left = []
        for t in _ids(state, lefts[p], list(free), [], free):
            if t not in free:
                raise EditError(_("{refusal} for the left hand").format(
                    refusal=not_held(name, TILES[t])))
            free.remove(t)
            left.append(t)
        out[p] = (tuple(left), tuple(free))
        hands[p] = left + free  # the left hand first, as a deal lists them
    return out
