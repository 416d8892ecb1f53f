"""The sandbox's positions: a record's position at a move, a hand given to a player (by
``State.edited``) and what that edit did, in words."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ..engine.actions import END_TURN
from ..engine.errors import IllegalMoveError, OptionError
from ..engine.games.cross_two_hands import two_hands_of
from ..engine.i18n import _
from ..engine.record import Record
from ..engine.record.start import start_state
from ..engine.state import State
from ..engine.tiles import SET_SIZE, TILES, parse_tile
from ..render.scores import count_tiles, game_title

_SEPARATORS = re.compile(r"[\s,;]+")


class _Stop(Exception):
    """Stops a replay at the wanted move."""


def state_at(record: Record, at: int) -> State:
    """The state of ``record`` after its first ``at`` moves."""
    total = len(record.moves())
    if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at <= total:
        raise OptionError(_("at must be a move number from 0 to {total}, not {value}").format(
            total=total, value=repr(at)))
    if at == 0:
        return start_state(record)
    found: list[State] = []

    def on_step(step: dict[str, Any], state: State) -> None:
        if step["n"] == at:
            found.append(state)
            raise _Stop

    try:
        record.replay(on_step)
    except _Stop:
        pass
    return found[0]


def parse_tiles(text: str) -> list[int]:
    """Tile strings separated by spaces or commas -> first-set tile ids."""
    return [parse_tile(part).index for part in _SEPARATORS.split(text.strip()) if part]


def finish_turn(state: State, mover: int) -> bool:
    """After a placement, end the turn of ``mover`` if it could go on (Cross's doubles)."""
    if state.turn == mover and state.turn_plays and END_TURN in state.legal_actions():
        state.apply(END_TURN)
        return True
    return False


def hand_given(state: State, player: int, tiles: str, right: str | None = None) -> State:
    """``set_hand`` from the tiles a person wrote (``"1:1 2:3"``); ``right`` is the right hand
    in Cross in two hands (``tiles`` the left), and is refused in every other game."""
    two_hands = state.rules.two_hands
    if two_hands and right is None:
        raise IllegalMoveError(_("{game}: give the left and the right hand (right=...)")
                               .format(game=game_title(state)))
    if not two_hands and right is not None:
        raise IllegalMoveError(_("{game}: a player holds one hand; there is no right hand "
                                 "to set").format(game=game_title(state)))
    ids = parse_tiles(tiles)
    if two_hands:
        return set_hand(state, player, ids + parse_tiles(right or ""), left=len(ids))
    return set_hand(state, player, ids)


def set_hand(state: State, player: int, tiles: list[int],
             left: int | None = None) -> State:
    """The position with ``player`` given exactly these tiles (first-set ids), made by
    ``State.edited``. They come from his hand, the boneyard or another hand (never the table);
    his old tiles go back where the new ones came from, the rest to the end of the boneyard.
    Cross in two hands: the first ``left`` tiles are his left hand, and every other player
    keeps his left and right hands, a tile given back taking the place of the one taken."""
    hands = [list(h) for h in state.hands]
    undrawn = list(state.boneyard[state.bone_pos:])
    old = hands[player]
    chosen = chosen_copies(state, tiles, old, undrawn)
    released = [t for t in old if t not in chosen]
    swaps = taken_in(state, player, chosen, hands, undrawn, released)
    undrawn = [t for t in undrawn if t >= 0] + released
    hands[player] = chosen
    if left is None:
        return state.edited(hands=dict(enumerate(hands)), boneyard=undrawn)
    return state.edited(hands=dict(enumerate(hands)), boneyard=undrawn,
                        split=left_hands(state, player, chosen[:left], swaps))


def chosen_copies(state: State, tiles: list[int], old: list[int],
                  undrawn: list[int]) -> list[int]:
    """The tile ids given (two sets: which copy of each), taken first from the player's own
    hand, then from the boneyard, then from another hand; a tile on the table, or given twice,
    is refused."""
    on_table = set(state.table.tile_ids())
    chosen: list[int] = []
    for index in tiles:
        copies = [index + SET_SIZE * c for c in range(state.copies)]
        free = [t for t in copies if t not in chosen and t not in on_table]
        if not free:
            if any(t in on_table for t in copies):
                raise IllegalMoveError(_("{tile} cannot be given: it is on the table").format(
                    tile=TILES[index]))
            raise IllegalMoveError(_("{tile} cannot be given: it is given twice").format(
                tile=TILES[index]))
        chosen.append(min(free, key=lambda t: (t not in old, t not in undrawn)))
    return chosen


def taken_in(state: State, player: int, chosen: list[int], hands: list[list[int]],
             undrawn: list[int], released: list[int]) -> dict[int, int]:
    """Each chosen tile not in the player's hand is taken from where it is, and one of his
    ``released`` tiles (used up from the front) takes its place there: in the boneyard (-1 once
    none is left) or in another hand (refused if none is left). The swaps in other hands,
    tile taken -> tile given back."""
    swaps: dict[int, int] = {}
    for t in chosen:
        if t in hands[player]:
            continue
        if t in undrawn:
            undrawn[undrawn.index(t)] = released.pop(0) if released else -1
            continue
        owner = next(q for q, h in enumerate(hands) if t in h)
        if not released:  # it would leave the other hand a tile short
            raise IllegalMoveError(short_hand(state, player, owner, len(chosen)))
        swaps[t] = given = released.pop(0)
        hands[owner][hands[owner].index(t)] = given
    return swaps


def left_hands(state: State, player: int, left: list[int],
               swaps: dict[int, int]) -> dict[int | str, Sequence[int | str]]:
    """Cross in two hands: every player's left hand after the edit (``left`` for
    ``player``, the others' as they were with the swapped tiles in place)."""
    two = two_hands_of(state)
    return {q: left if q == player else [swaps.get(t, t) for t in two.hands_of(state, q)[0]]
            for q in range(state.n)}


def short_hand(state: State, player: int, owner: int, wanted: int) -> str:
    """Why a hand of ``wanted`` tiles is refused: the extra tile would come from ``owner``,
    leaving him a tile short."""
    return _("{name} holds {count}: {wanted} would leave {other} a tile short. Give as many "
             "tiles as {name} holds, or take the extra ones from the boneyard.").format(
                 name=state.players[player], count=count_tiles(len(state.hands[player])),
                 wanted=wanted, other=state.players[owner])


def _whereabouts(state: State, tile: int, boneyard: str, hand: str) -> str:
    """``boneyard`` or ``hand`` (a translated text) filled in for where ``tile`` is in
    ``state``: in nobody's hand, or in the hand of the player it names."""
    owner = next((q for q, h in enumerate(state.hands) if tile in h), None)
    if owner is None:
        return boneyard.format(tile=TILES[tile])
    return hand.format(tile=TILES[tile], name=state.players[owner])


def edit_words(before: State, after: State, player: int) -> str:
    """What a hand's edit did to the other hands and the boneyard, in one sentence: where
    each new tile came from and where each tile given up went."""
    name = before.players[player]
    old, new = set(before.hands[player]), set(after.hands[player])
    changes = [_whereabouts(before, t, _("{tile} came from the boneyard"),
                            _("{tile} came from {name}'s hand"))
               for t in after.hands[player] if t not in old]
    changes += [_whereabouts(after, t, _("{tile} went back to the boneyard"),
                             _("{tile} went to {name}'s hand"))
                for t in before.hands[player] if t not in new]
    if not changes:
        return _("{name}'s hand is set.").format(name=name)
    return _("{name}'s hand is set: {changes}.").format(name=name, changes="; ".join(changes))
