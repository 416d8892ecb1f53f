"""A compact model of Cross (§1), Sevens (§9) and Traditional (§10), for the exact solver only.

THIS MODULE RESTATES RULES THAT THE ENGINE OWNS (engine/games/cross.py, sevens.py, base.Rules):
it is a second, faster copy of them, kept for the solver's speed as a double-dummy solver keeps
its own model of a deal. ``tests/test_solver_model.py`` holds it to the engine in lockstep over
thousands of random positions of every game it covers (the legal moves, the position after
each, the points, the end of the hand): a change to those rules must change this module too,
or that test fails. Games, options or positions it does not cover get None from
``compact_model``, and the solver searches the engine itself.

A position is ints and tuples: each hand a bit mask of tile ids (one set), the open ends as
sorted codes ``value * 8 + kind`` (kinds below), the layout's phase (no tile yet, a line, a
centre, two candidate centres), the centre's value and occupied sides, the boneyard's position,
whose turn and whether his turn has begun (Cross's doubles). Which tiles fit an end, and which
half touches it, come from the engine's ``Rules.fit`` (equal halves; in Sevens halves that sum
to 7, and a dead 0). Undo keeps whole snapshots. A
move is ``tile << 6 | end code`` (``LEAD`` for the first tile), or the engine's DRAW, PASS and
END_TURN.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.actions import DRAW, END_MASK, END_SHIFT, END_TURN, PASS, TILE_SHIFT
from ..engine.table import BRANCH as IS_BRANCH
from ..engine.table import PARENT, PLACED, TILE, VALUE
from ..engine.tiles import SET_SIZE, TILES

if TYPE_CHECKING:
    from ..engine.state import State

# The kinds of an open end (its low three bits): what it counts after a turn and what a tile
# laid on it makes.
PLAIN = 0  # a line's or an arm's end on a non-double: counts its value
PLAIN_DOUBLE = 1  # an end on a double: counts both halves
BRANCH = 2  # a free side of the centre, where no arm has started: counts nothing
CAND_PLAIN = (3, 4)  # the line's end on candidate centre A or B (a double: counts both halves)
CAND_BRANCH = (5, 6)  # a free side of candidate A or B
LEAD = 63  # the end code of the first tile of a hand

EMPTY, LINE, CENTRE, CANDIDATES = range(4)  # the layout's phase
FIVES = frozenset(range(5, 500, 5))  # a turn's counted sum that scores (Cross)

HALVES = tuple((TILES[t].a, TILES[t].b) for t in range(SET_SIZE))
PIPS = tuple(a + b for a, b in HALVES)
DOUBLE = tuple(a == b for a, b in HALVES)
DOUBLES = sum(1 << t for t in range(SET_SIZE) if DOUBLE[t])
WITH_VALUE = tuple(sum(1 << t for t in range(SET_SIZE) if v in HALVES[t]) for v in range(7))
COUNTS = {PLAIN: 1, PLAIN_DOUBLE: 2, BRANCH: 0, CAND_PLAIN[0]: 2, CAND_PLAIN[1]: 2,
          CAND_BRANCH[0]: 0, CAND_BRANCH[1]: 0}  # what an end of each kind counts, by value


def compact_model(position: State) -> LineModel | None:
    """The compact model of ``position`` where it covers it: Cross (one set, any reserve, the
    default ``double_then_any``), Sevens and Traditional, every number of players; else
    None."""
    rules = position.rules
    if rules.name not in ("cross", "sevens", "traditional") or position.copies != 1:
        return None
    if rules.name == "cross" and rules.options["double_then_any"]:
        return None
    if position.hand_over is not None:
        return None
    return LineModel(position)


class LineModel:
    """A position of Cross or Traditional as the solver's ``Game``: see the module's doc."""

    def __init__(self, st: State) -> None:
        rules = st.rules
        self.cross = rules.name == "cross"
        # the tiles that fit an end of each value, and the half of them that touches it (the
        # engine's ``Rules.fit``: equal halves, or halves that sum to 7 and a dead 0 in Sevens)
        self.fits = tuple(sum(WITH_VALUE[h] for h in range(7) if rules.fit[v] >> h & 1)
                          for v in range(7))
        self.touch = tuple(next((h for h in range(7) if rules.fit[v] >> h & 1), 0)
                           for v in range(7))
        self.dead_blocks = rules.name == "sevens" and bool(rules.options["dead_table_blocks"])
        self.n = st.n
        self.bone = tuple(st.boneyard)
        self.reserve = rules.reserve()
        table = st.table
        placed = table.placed
        codes = []
        fresh = False
        cont = 0
        cv = 0
        if not placed:
            phase = EMPTY
        elif table.centre:
            phase = CENTRE
            cv = HALVES[placed[table.centre - 1][TILE]][0]
            c = table.centre
            fresh = (c in st.turn_plays and placed[c - 1][PARENT] != 0 and len(table.arms) == 1
                     and not any(p[PARENT] == c for p in placed))
        elif table.candidates:
            phase = CANDIDATES
            for k, c in enumerate(table.candidates):
                if any(p[PARENT] == c for p in placed):
                    cont |= 1 << k
        else:
            phase = LINE
        for e in table.ends:
            on = e[PLACED]
            if on in table.candidates:
                kind = CAND_BRANCH[table.candidates.index(on)] if e[IS_BRANCH] else \
                    CAND_PLAIN[table.candidates.index(on)]
            elif e[IS_BRANCH]:
                kind = BRANCH
            elif self.cross and DOUBLE[placed[on - 1][TILE]]:
                kind = PLAIN_DOUBLE
            else:
                kind = PLAIN
            codes.append(e[VALUE] * 8 + kind)
        self.end_codes = codes  # the code of each end of the engine's table, by its index
        hands = tuple(sum(1 << t for t in hand) for hand in st.hands)
        leads = 0
        if phase == EMPTY:
            for a in st.legal_actions():
                if a >= 0:
                    leads |= 1 << (a >> TILE_SHIFT)
        self.leads = leads
        self.state: list[Any] = [hands, tuple(sorted(codes)), phase, cv, len(table.arms), fresh,
                                 cont, st.bone_pos, st.turn, bool(st.turn_plays), st.scores,
                                 False]
        self.history: list[tuple[Any, ...]] = []

    # -- the solver's Game ---------------------------------------------------------------
    def move_of(self, action: int) -> int:
        """The model's move for an engine action of the position it was made from."""
        if action < 0:
            return action
        i = action >> END_SHIFT & END_MASK
        end = LEAD if i >= len(self.end_codes) else self.end_codes[i]
        return (action >> TILE_SHIFT) << 6 | end

    def mover(self) -> int:
        turn: int = self.state[8]
        return turn

    def over(self) -> bool:
        over: bool = self.state[11]
        return over

    def scores(self) -> tuple[int, ...]:
        scores: tuple[int, ...] = self.state[10]
        return scores

    def key(self) -> Any:
        return tuple(self.state[:10])

    def undo(self) -> None:
        self.state = list(self.history.pop())

    def moves(self) -> list[int]:
        """The distinct legal moves, those that score now and bigger tiles first."""
        hands, ends, phase, _cv, _arms, _fresh, _cont, bone_pos, turn, started, _s, over = \
            self.state
        if over:
            return []
        hand = hands[turn]
        if phase == EMPTY:
            leads = hand & self.leads
            return sorted((t << 6 | LEAD for t in _bits(leads)),
                          key=lambda m: -PIPS[m >> 6])
        if started:
            hand &= DOUBLES
        ranked = []
        seen = -1
        now = self.total() if self.cross else 0
        fits = self.fits
        touch = self.touch
        nxt = hands[(turn + 1) % self.n]
        for k, code in enumerate(ends):
            if code == seen:
                continue
            seen = code
            v = code >> 3
            reach = 0  # the values the other ends take
            for other in ends[:k] + ends[k + 1:]:
                reach |= fits[other >> 3]
            fitting = hand & fits[v]
            while fitting:
                low = fitting & -fitting
                fitting ^= low
                t = low.bit_length() - 1
                gain = 0
                outer = PIPS[t] - touch[v]
                if self.cross and not DOUBLE[t] and code & 7 <= PLAIN_DOUBLE:
                    after = now - COUNTS[code & 7] * v + outer
                    gain = after if after in FIVES else 0
                # the next player's tiles that fit once it is laid, less the mover's own
                # (fewer first)
                taken = reach | fits[outer]
                answers = bin(nxt & taken).count("1") - bin(hand & taken & ~low).count("1")
                ranked.append((gain, -answers, DOUBLE[t], PIPS[t], t << 6 | code))
        ranked.sort(reverse=True)
        moves = [m for *_, m in ranked]
        if started:
            moves.append(END_TURN)
        elif not moves:
            moves.append(DRAW if len(self.bone) - bone_pos - self.reserve > 0 else PASS)
        return moves

    def total(self) -> int:
        """Cross's counted sum of the open ends now."""
        _h, ends, phase, cv, arms = self.state[:5]
        total = 2 * cv if phase == CENTRE and arms <= 1 else 0
        for code in ends:
            total += COUNTS[code & 7] * (code >> 3)
        return total

    def play(self, move: int) -> None:
        state = self.state
        self.history.append(tuple(state))
        hands, ends, phase, cv, arms, fresh, cont, bone_pos, turn, started, scores, _o = state
        hands = list(hands)
        if move == DRAW:
            hands[turn] |= 1 << self.bone[bone_pos]
            state[0] = tuple(hands)
            state[7] = bone_pos + 1
            self.judge()
            return
        if move == PASS:
            self.pass_turn()
            self.judge()
            return
        if move == END_TURN:
            self.end_turn()
            return
        t = move >> 6
        code = move & 63
        hands[turn] &= ~(1 << t)
        state[0] = tuple(hands)
        if self.cross:
            self.lay_cross(t, code)
            if DOUBLE[t] and self.doubles_fit():
                state[9] = True  # his turn goes on with doubles
                return
            self.end_turn()
            return
        # Traditional, Sevens: a line; the turn passes
        a, b = HALVES[t]
        if code == LEAD:
            state[1] = tuple(sorted((b * 8, a * 8)))
            state[2] = LINE
        else:
            state[1] = _replaced(ends, code, (PIPS[t] - self.touch[code >> 3]) * 8)
        self.pass_turn()
        self.judge()

    # -- the rules -----------------------------------------------------------------------------
    def lay_cross(self, t: int, code: int) -> None:
        """Lay tile ``t`` on the end ``code`` by §1: the first double makes the centre, a second
        first double in the same turn at the other line end makes two candidates, and a tile on
        a candidate's free side decides the centre."""
        state = self.state
        ends, phase, cv, arms, fresh, cont = state[1:7]
        double = DOUBLE[t]
        if code == LEAD:
            a, b = HALVES[t]
            if double:
                state[1], state[2], state[3], state[4] = (a * 8 + BRANCH,) * 4, CENTRE, a, 0
            else:
                state[1], state[2] = tuple(sorted((a * 8, b * 8))), LINE
            return
        v = code >> 3
        kind = code & 7
        new = (PIPS[t] - v) * 8 + (PLAIN_DOUBLE if double else PLAIN)
        if phase == LINE:
            if double:  # the first double: the centre, its three other sides free
                rest = list(ends)
                rest.remove(code)
                state[1] = tuple(sorted(rest + [v * 8 + BRANCH] * 3))
                state[2], state[3], state[4], state[5] = CENTRE, v, 1, True
            else:
                state[1] = _replaced(ends, code, new)
            return
        if phase == CENTRE:
            if kind == BRANCH:
                state[4] = arms + 1
                state[5] = False
                state[1] = _replaced(ends, code, new)
            elif double and fresh:  # a second first double at the other line end
                rest = [e for e in ends if e != code and e != cv * 8 + BRANCH]
                rest += [cv * 8 + CAND_PLAIN[0], cv * 8 + CAND_BRANCH[0],
                         cv * 8 + CAND_BRANCH[0], v * 8 + CAND_PLAIN[1],
                         v * 8 + CAND_BRANCH[1], v * 8 + CAND_BRANCH[1]]
                state[1] = tuple(sorted(rest))
                state[2], state[3], state[4], state[5], state[6] = CANDIDATES, 0, 0, False, 0
            else:
                state[1] = _replaced(ends, code, new)
            return
        # two candidates
        if kind in CAND_BRANCH:  # decides the centre: this candidate
            k = CAND_BRANCH.index(kind)
            other = 1 - k
            rest = []
            for e in ends:
                ek = e & 7
                if ek == CAND_BRANCH[other]:
                    continue
                if ek == CAND_PLAIN[other]:
                    e = e - ek + PLAIN_DOUBLE
                elif ek == CAND_PLAIN[k] or ek == CAND_BRANCH[k]:
                    e = e - ek + BRANCH
                rest.append(e)
            rest.remove(v * 8 + BRANCH)
            rest.append(new)
            state[1] = tuple(sorted(rest))
            state[2], state[3] = CENTRE, v
            state[4] = 1 + (cont >> k & 1) + 1
            state[5], state[6] = False, 0
            return
        if kind in CAND_PLAIN:
            state[6] = cont | 1 << CAND_PLAIN.index(kind)
        state[1] = _replaced(ends, code, new)

    def doubles_fit(self) -> bool:
        """Whether the mover holds a double that fits an open end (his turn may go on)."""
        hands, ends = self.state[0], self.state[1]
        doubles = hands[self.state[8]] & DOUBLES
        if not doubles:
            return False
        for code in ends:
            if doubles & WITH_VALUE[code >> 3]:
                return True
        return False

    def end_turn(self) -> None:
        """The turn ends: Cross scores the counted sum if it is a multiple of 5; the turn
        passes; the hand may end."""
        state = self.state
        if self.cross:
            total = self.total()
            if total in FIVES:
                scores = list(state[10])
                scores[state[8]] += total
                state[10] = tuple(scores)
        self.pass_turn()
        self.judge()

    def pass_turn(self) -> None:
        state = self.state
        state[8] = (state[8] + 1) % self.n
        state[9] = False
        state[5] = False  # a centre laid in the turn just ended is no longer fresh

    def judge(self) -> None:
        """S3 (a player went out) or S4 (nobody can place a tile, nothing to draw; Sevens with
        ``dead_table_blocks``: every open end a dead 0): the hand ends and is scored."""
        state = self.state
        hands = state[0]
        if 0 in hands:
            self.finish("domino", hands.index(0))
            return
        if self.dead_blocks and state[1] and all(code >> 3 == 0 for code in state[1]):
            self.finish("blocked", None)
            return
        if len(self.bone) - state[7] - self.reserve > 0:
            return
        reach = 0
        fits = self.fits
        for code in state[1]:
            reach |= fits[code >> 3]
        for hand in hands:
            if hand & reach:
                return
        self.finish("blocked", None)

    def finish(self, reason: str, winner: int | None) -> None:
        state = self.state
        pips = [sum(PIPS[t] for t in _bits(hand)) for hand in state[0]]
        if self.cross:  # every player loses his pips rounded to 5
            points = [-(5 * ((p + 2) // 5)) for p in pips]
        else:  # S5
            points = [0] * self.n
            if reason == "blocked":
                fewest = min(pips)
                winner = pips.index(fewest) if pips.count(fewest) == 1 else None
            if winner is not None:
                others = sum(pips) - pips[winner]
                points[winner] = others if reason == "domino" else others - pips[winner]
        state[10] = tuple(s + p for s, p in zip(state[10], points, strict=True))
        state[11] = True


def _bits(mask: int) -> list[int]:
    """The tile ids in a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _replaced(ends: tuple[int, ...], old: int, new: int) -> tuple[int, ...]:
    """``ends`` with one ``old`` end replaced by ``new``, sorted."""
    rest = list(ends)
    rest.remove(old)
    rest.append(new)
    rest.sort()
    return tuple(rest)
