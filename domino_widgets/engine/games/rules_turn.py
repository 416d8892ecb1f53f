"""The fourth layer of ``Rules`` (see ``rules_core``): the turn (its actions, whether it goes
on, who is next), drawing and passing (S2), and the end of a hand: S3 (going out), S4 (a
blocked hand) and S5 (its points)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import DRAW, END_TURN, PASS
from ..i18n import _
from ..table import VALUE
from ..tiles import Tile
from .fits import others_hold
from .hand_data import traditional_points
from .rules_place import PlacementRules

if TYPE_CHECKING:
    from ..position import Position

ONLY_PASS = [PASS]  # the legal actions of a player who can only pass (compared, never changed)


class TurnRules(PlacementRules):
    """The turn and the end of a hand, as the shared rules have them."""

    def turn_actions(self, st: Position[Any], p: int) -> list[int]:
        """The legal actions of player ``p`` in a hand in progress: his placements (with
        END_TURN once his turn has begun); with none, DRAW (S2) or else PASS."""
        places = self.placements(st, p)
        if st.turn_plays:
            return places + [END_TURN]
        if places:
            return places
        if self.can_draw(st, p):
            return [DRAW]
        return [PASS]

    def why_not_turn(self, st: Position[Any], action: int) -> str | None:
        """A game's own one-line reason why DRAW, PASS or END_TURN is refused now (None: the
        generic reason of ``State.why_illegal``)."""
        return None

    def why_unfinished(self, st: Position[Any], drawn: list[Tile]) -> str:
        """Why the turn in progress may not end yet (a record's move is the whole turn); the
        move's last placement was followed by the draws of ``drawn``."""
        return _("{name}'s turn is not over after this move: a move is the whole turn").format(
            name=st.players[st.turn])

    def turn_continues(self, st: Position[Any]) -> bool:
        """Whether the player may place more tiles this turn (Cross's doubles)."""
        return False

    def turn_points(self, st: Position[Any]) -> int:
        """Points scored when a turn ends (Cross counts the ends after the whole turn)."""
        return 0

    def next_player(self, st: Position[Any]) -> int:
        return (st.turn + 1) % st.n

    # -- drawing and passing -----------------------------------------------------------
    def can_draw(self, st: Position[Any], p: int) -> bool:
        """S2: draw one at a time until playable; the game may limit it."""
        if self.draw_policy == "none" or st.drawable() <= 0:
            return False
        if self.draw_policy == "one_per_turn":
            return st.draws_this_turn == 0
        return True

    def take_drawn(self, st: Position[Any], p: int, t: int) -> None:
        """Put the drawn tile ``t`` into player ``p``'s hand (two hands: into one of them)."""
        st.hands[p] = st.hands[p] + (t,)

    def pass_points(self, st: Position[Any], p: int) -> int:
        return 0

    # -- the end of a hand ---------------------------------------------------------------
    def blocked(self, st: Position[Any]) -> bool:
        """S4: nobody can place a tile and nobody can draw (or, where the game says so, no
        tile can ever join the table again: ``dead_table``). Asked once a turn has ended.

        At the start of a turn a player with a tile that fits an open end can place it (a
        game's ``placements`` add to those, as Spider's closing doubles do, but take none away
        where no ends are filtered), so the halves of the others' tiles answer at once when one
        of them can; only a hand that looks blocked asks every ``placements``. A game whose
        turns break that rule overrides this hook."""
        if self.asks_dead_table and self.dead_table(st):
            return True
        if self.draw_policy != "none" and st.drawable() > 0:
            return False
        if st.legal_actions() != ONLY_PASS:  # computed once, kept for the next action
            return False
        turn = st.turn
        if not (self.filters_ends or self.sides_first):
            reach = 0
            fit = self.fit
            for e in st.table.ends:
                reach |= fit[e[VALUE]]
            if others_hold(st.hands, turn, reach):
                return False
        return not any(self.can_place(st, q) for q in range(st.n) if q != turn)

    def can_place(self, st: Position[Any], q: int) -> bool:
        """Whether player ``q`` could place a tile now if it were his turn (S4 asks it of the
        others when the player to move cannot)."""
        return bool(self.placements(st, q))

    def dead_table_can_block(self) -> bool:
        """Whether ``dead_table`` may answer True with these options (else S4 never asks it)."""
        return True

    def dead_table(self, st: Position[Any]) -> bool:
        """Whether no tile can ever join the table again, so the hand is blocked at once,
        without drawing (Sevens with ``dead_table_blocks``: every open end shows a dead 0)."""
        return False

    def went_out(self, st: Position[Any]) -> int | None:
        """The player who has gone out and so ends the hand, if any."""
        hands = st.hands
        return hands.index(()) if () in hands else None

    def hand_points(self, st: Position[Any], reason: str, winner: int | None,
                    pips: tuple[int, ...]) -> tuple[int, ...]:
        """S5: traditional scoring of a finished hand (``pips``: what each hand holds)."""
        return traditional_points(pips, reason, winner)

    def block_winner(self, st: Position[Any]) -> int | None:
        """S5: the player with the fewest pips wins a block; a tie has no winner."""
        pips = st.pips()
        fewest = min(pips)
        return pips.index(fewest) if pips.count(fewest) == 1 else None
