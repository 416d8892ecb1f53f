"""The second layer of ``Rules`` (see ``rules_core``): the deal (S10's sets and hands, the
game data of a hand, a record's hands) and who leads (S6, S7)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ..errors import IllegalMoveError
from ..i18n import _
from ..table import PlacedRow
from ..tiles import SET_SIZE, TILES, full_set
from .hand_data import Deal, HandResult
from .leading import lowest_double_lead
from .rules_core import RulesCore

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..position import Position


class DealRules(RulesCore):
    """The deal and who leads, as the shared rules have them."""

    # -- the deal --------------------------------------------------------------------
    def copies(self, n: int) -> int:
        """How many double-six sets are mixed."""
        return 1

    def hand_size(self, n: int) -> int:
        return self.tiles_each

    def deal(self, n: int, rng: random.Random) -> Deal:
        tiles = full_set(self.copies(n))
        rng.shuffle(tiles)
        size = self.hand_size(n)
        hands = tuple(tuple(tiles[i * size:(i + 1) * size]) for i in range(n))
        return Deal(hands, tuple(tiles[n * size:]))

    def needs_redeal(self, deal: Deal, hand_no: int = 0) -> bool:
        """Whether the deal of hand ``hand_no`` (0-based) must be thrown in (nobody holds the
        tile that must lead)."""
        return False

    def initial_aux(self, st: Position[Any]) -> Any:
        """Game-specific data of a new hand (immutable; replaced, never changed in place)."""
        return None

    def record_hand(self, deal: Deal, p: int) -> Any:
        """Player ``p``'s dealt tiles as a record writes them."""
        return [str(TILES[t]) for t in deal.hands[p]]

    def deal_from_record(self, hands: dict[str, Any], players: list[str], deal: Deal) -> Deal:
        """The deal a record gives (two hands: the split into left and right)."""
        return deal

    def record_extras(self, st: Position[Any], action: int) -> dict[str, Any]:
        """Fields a record placement needs besides the common ones (two hands: ``hand``)."""
        return {}

    def visible_placed(self, st: Position[Any], placed: PlacedRow, viewer: int | None) -> PlacedRow:
        """A placed tile as ``viewer`` sees it (Spider hides a face-down double from others)."""
        return placed

    def hand_filter(self, st: Position[Any], held: list[int], hand: object) -> list[int]:
        """The held copies of a tile that are in the named hand (two hands: left or right); a
        game without two hands refuses any hand."""
        raise IllegalMoveError(_("{game} has no left and right hands: leave out hand").format(
            game=self.name))

    def hand_limit(self, n: int) -> int:
        """The most tiles one hand may hold: a dealt hand and every tile that may be drawn (a
        position edit beyond it is refused)."""
        size = self.hand_size(n)
        spare = SET_SIZE * self.copies(n) - n * size - self.reserve() - int(self.sets_aside(n))
        return size + max(0, spare)

    def edited_aux(self, st: Position[Any],
                   splits: dict[int, tuple[tuple[int, ...], tuple[int, ...]]]) -> Any:
        """The game data of ``st`` after a position edit gave it new hands (two hands: the
        players' new left and right hands, ``splits``)."""
        return st.aux

    def split_refusal(self, st: Position[Any], action: int) -> str | None:
        """Why a split into left and right hands (``actions.split_action``) is refused now, or
        None (two hands); a game without two hands refuses every one."""
        return _("{game} has no left and right hands to split").format(game=self.name)

    def take_split(self, st: Position[Any], action: int) -> None:
        """Make a split that ``split_refusal`` allows (two hands: ``hand.split_hands``)."""
        raise IllegalMoveError(self.split_refusal(st, action) or "")

    def reserve(self) -> int:
        """Boneyard tiles that may never be drawn."""
        return 0

    def sets_aside(self, n: int) -> bool:
        """Whether a deal for ``n`` players sets a tile aside, out of play (Spider): only then
        may a record name one."""
        return False

    def out_of_play(self, st: Position[Any]) -> tuple[int, ...]:
        """Tiles of this hand in no hand, not in the boneyard and not on the table: the tile set
        aside (Spider) and whatever a game takes out of play (Sausage's cut-off pieces)."""
        return () if st.aside is None else (st.aside,)

    # -- who leads, and with what ------------------------------------------------------
    def first_leader(self, st: Position[Any], lot: Callable[[], random.Random]) -> int:
        """Who leads the first hand: S7, the lowest double. ``lot()`` makes the seeded random
        generator of a game that draws lots for it (made only when called)."""
        return st.lowest_double()[0]

    def next_leader(self, st: Position[Any], last: HandResult) -> int:
        """S6: who finished the previous hand; after a block the fewest pips (tie: the tied
        player nearest after the last player to place a tile)."""
        if last.reason == "domino" and last.winner is not None:
            return last.winner
        fewest = min(last.pips)
        n = st.n
        for k in range(1, n + 1):
            p = (st.last_placer + k) % n
            if last.pips[p] == fewest:
                return p
        return 0  # pragma: no cover - the loop always finds one

    def lead_tiles(self, st: Position[Any], p: int) -> list[int]:
        """The tiles player ``p`` may lead. First hand: the lowest double (S7); later: any."""
        if st.hand_no == 0:
            return [st.lowest_double()[1]]
        return list(st.hands[p])

    def leads(self, st: Position[Any], p: int) -> list[int]:
        """The tiles ``p`` may lead: the rule's (``lead_tiles``) that he holds. A leader named
        for the first hand who holds none of them leads by the same rule applied to his own
        hand (``own_lead``; docs/rules.md, "A named leader")."""
        hand = st.hands[p]
        held = []
        for t in self.lead_tiles(st, p):  # (a loop: faster than a comprehension for one tile)
            if t in hand:
                held.append(t)
        return held or self.own_lead(st, p)

    def own_lead(self, st: Position[Any], p: int) -> list[int]:
        """S7 on ``p``'s hand alone: his lowest double, else his highest tile."""
        hand = st.hands[p]
        return [lowest_double_lead((hand,))[1]] if hand else []

    def can_lead(self, deal: Deal, p: int) -> bool:
        """Whether ``p``, named to lead the first hand of ``deal``, may lead it."""
        return bool(deal.hands[p])
