"""06_sausage: Sausage, rule by rule: two ribbons from a head, and the cut."""

from __future__ import annotations

from .cells import BOOK, Cell, code, imports, md, play_against_bots, quote

BOOK_TEXT = """
Эта игра имеет оригинальную форму выкладки. Играть можно вдвоем, втроем или вчетвером. Во всех
случаях игроки берут по семь косточек, поэтому при игре вчетвером «базара» не остается. Начинает
дубль 1-1, следующие косточки ставят к его широкой части в одну сторону от дубля в две ленты,
образуя широкую полосу – «колбасу». Каждый игрок в свой ход выставляет одну косточку, а если
ходить нечем, то пропускает ход, при игре вдвоем или втроем пользуется «базаром». Выступать из
двойной полосы может только одна косточка с каждой стороны. Продолжать дальше одинарную ленту
нельзя. Можно поставить косточку и поперек, как бы отрезая кусок «колбасы», который достается
предыдущему игроку. Отдать можно любой из двух полученных кусков, слева или справа от
разрезающей кости. Последняя поперечная косточка остается в игре, и ее продолжает тот, кто
только что взял «кусок колбасы». Выигрывает как обычно первый избавившийся от своих косточек.
Очередную партию победитель начинает любым дублем. Сколько играть партий и можно ли определять
победителя по очкам – это игроки решают сами.

На рисунке типичная ситуация: положенная поперек косточка 2-6 отрезает «кусок колбасы», который
достается игроку, сделавшему предыдущий ход. Игра продолжается от поперечной остающейся косточки
2-6, опять-таки в одну сторону.
"""

POSITION = '''state = State.from_hands("sausage", {"Ann": ["1:1", "5:2", "3:3"],
                                    "Bob": ["1:5", "4:6", "2:2"],
                                    "Cleo": ["1:4", "2:6", "4:4"]},
                         boneyard=["6:5", "3:2", "0:0"])'''


def cells() -> list[Cell]:
    return [
        md("""# Sausage («Колбаса»)

The tiles form a wide band, two ribbons side by side growing from a double: the "sausage". A
player may lay a tile across both ribbons and **cut** the sausage; the piece he cuts off goes
into the hand of the player before him.

Read `01_traditional` first if you have not: everything not said here is as there."""),
        md("## What the book says"),
        quote(f"{BOOK}, «Колбаса»", BOOK_TEXT),
        md("""
In English: *"Two, three or four play; each takes seven tiles, so with four there is no
boneyard. The double 1-1 starts; the next tiles are put against its broad side, in one
direction, in two ribbons, forming a wide band, the 'sausage'. Each player lays one tile a turn;
a player who cannot move passes, or with two or three players uses the boneyard. Only one tile
may stick out of the double band on each side; a single ribbon may not be extended further. A
tile may also be laid crosswise, cutting off a piece of the sausage, which goes to the previous
player; either of the two pieces, left or right of the cutting tile, may be given. The last
crosswise tile stays in play and is continued by the player who has just taken the piece. The
first to get rid of his tiles wins, as usual. The winner starts the next hand with any double.
How many hands to play, and whether to keep score, the players decide."* The book's figure (the
cut with 2-6) is lost; its caption survives.

The rules, one at a time:"""),
        md("""## Rule 1: deal, boneyard, lead

Two to four players, **7 tiles each**. With two or three players the rest is a boneyard: a
player who cannot move draws until a tile fits. With four there is none, and a player who
cannot move passes.

The holder of **1:1** leads it in the first hand (if nobody holds it, the tiles are dealt
again). In later hands the winner leads **any double** (if he has none, the next player in turn
who has one).

## Rule 2: the head and the two ribbons

The lead double lies **crosswise**: it is the **head**. Two ribbons, **top** and **bottom**, grow
from its two halves, side by side, **in one direction only**. Every tile extends one ribbon
(laid lengthwise, doubles too) and matches that ribbon's end, as in the traditional game.

## Rule 3: one ribbon may be ahead by one tile, no more

A ribbon may be **at most one tile longer** than the other, and the ribbon that is ahead **cannot
be extended** until the other catches up.

Ann leads 1:1, Bob starts the top ribbon with 1:5. Now the top ribbon is ahead, so Cleo must
play on the bottom one:"""),
        code(imports("load_record", "State") + "\n\n" + POSITION + """
state.play("1:1")
print("Bob may:", [str(m) for m in state.legal_moves()])
state.play("1:5", side="top")
print("Cleo may:", [str(m) for m in state.legal_moves()])
state"""),
        md("""## Rule 4: the cut

When both ribbons have **the same number of tiles** (at least one each), a player may lay a tile
**crosswise across both ends**: one half matching the top end, the other the bottom end. That is
the **cut**:

* the player **before** the cutter (in turn order) gets a piece: the cutter chooses **which
  ribbon** to give him, and those tiles go into his hand;
* the other ribbon and the old head **leave play** for the rest of the hand;
* the cutting tile is the **new head**: its two halves start the two ribbons again;
* the player who took the piece **moves next**, and play goes on in order from him.

After Cleo's 1:4, Ann's 5:2 and Bob's 4:6 the ribbons are even, two tiles each, ending in 2 (top)
and 6 (bottom). Cleo holds 2:6, which fits across both (this is the book's figure):"""),
        code("""for tile in ["1:4", "5:2", "4:6"]:
    state.play(tile)
print("ends: top", state.table.values()[0], "bottom", state.table.values()[1])
for move in state.legal_moves():
    print(move)
state"""),
        md("""
Cleo cuts and gives Bob the bottom ribbon (1:4 and 4:6, 15 pips): it goes into his hand.
The top ribbon (1:5, 5:2) and the old head 1:1 leave play. 2:6 is the new head, and Bob moves
next:"""),
        code("""state.play("2:6", cut=True, give="bottom")
print("Bob now holds:", " ".join(str(t) for t in state.hand_tiles(1)))
print("to move:", state.players[state.turn])
state"""),
        md("""### Exercise 1: which tile cuts?

Cleo is to move; the ribbons are even (two tiles each) and end in 2 (top) and 6 (bottom). She
holds 2:6, 4:4 and 6:5. Which of her tiles can cut the sausage?"""),
        code("""state = State.from_hands("sausage", {"Ann": ["1:1", "5:2", "3:3"],
                                    "Bob": ["1:5", "4:6", "2:2"],
                                    "Cleo": ["1:4", "2:6", "4:4", "6:5"]},
                         boneyard=["3:2", "0:0"])
for tile in ["1:1", "1:5", "1:4", "5:2", "4:6"]:
    state.play(tile)
answer = "2:6"  # your answer
cutters = sorted({str(m.tile) for m in state.legal_moves() if m.cut})
teaching.check(answer, cutters[0] if len(cutters) == 1 else ", ".join(cutters),
               "A cut needs one half for each ribbon end: a 2 and a 6.")"""),
        md("""## Rule 5: the end of a hand

The first player to place his last tile wins the hand. The book leaves scoring to the players;
the package scores it as in the traditional game (the winner takes the pips left in the other
hands; a blocked hand goes to the fewest pips), to 100. Tiles that left play in a cut count for
nobody. (A hand is also declared blocked after 400 turns, a safety limit that a real hand never
reaches.)

## A worked example, move by move

The record `sausage-cut` is a hand of three: the ribbons, the cut with 2:6 as in the book's
figure, drawing, passing, and Anya going out."""),
        code("""from domino_widgets import ReplayWidget

ReplayWidget("sausage-cut")"""),
        code("""record = load_record("sausage-cut")
print("\\n".join(record.replay().lines()))"""),
        md("""### Exercise 2: which ribbon may grow?

After move 2 Boris has started the top ribbon. Which of Vera's tiles can be played? (She holds
1:4, 2:6, 6:6, 4:2, 3:1, 5:0 and 4:4.)"""),
        code("""after = {}
record.replay(on_step=lambda step, position: after.__setitem__(step["n"], position.clone()))
answer = "1:4, 3:1"  # your answer
teaching.check_playable(after[2], answer)"""),
        md("""
Only the bottom ribbon (ending in the head's 1) may grow, since the top one is ahead: 1:4 or
3:1. Vera plays 1:4.

### Exercise 3: the winner's score

Anya goes out at move 33. How many points does she score?"""),
        code("""final = record.replay().state
for p, name in enumerate(final.players):
    print(f"{name:<6}", " ".join(str(t) for t in final.hand_tiles(p)) or "(no tiles)")
answer = 15  # your answer
teaching.check_hand_points(final, "Аня", answer)"""),
        md("""## The book and the package

### The layout (the figure is lost)

* **The book:** the tiles go "к его широкой части в одну сторону от дубля в две ленты" — against
  the double's broad side, in one direction, in two ribbons; "only one tile may stick out of the
  double band on each side". The figure that showed it is missing.
* **The package:** the head lies crosswise; the top ribbon grows from its first half and the
  bottom ribbon from its second, lengthwise, in one direction; one ribbon may be ahead by one
  tile at most, and the one ahead waits. There is no option for another layout.

### Which piece does the cutter give? (a choice in the move)

* **The book:** "Отдать можно любой из двух полученных кусков, слева или справа от разрезающей
  кости" — either of the two pieces, left or right of the cutting tile, may be given.
* **The package:** the two pieces are the two ribbons; the cutter chooses one (`give="top"` or
  `give="bottom"` in the move, two separate moves in the list), and the other ribbon leaves play
  with the old head. This is part of the move, not an option.
* **What changes:** in the cut above, giving the top ribbon (1:5 and 5:2, 13 pips) instead of the
  bottom one (15 pips):"""),
        code("""for give in ["top", "bottom"]:
    game = after[5].clone()
    game.play("2:6", cut=True, give=give)
    print(f"give {give:<6} -> Борис holds", " ".join(str(t) for t in game.hand_tiles(1)),
          f"({game.pips()[1]} pips)")"""),
        md("""### Scoring

* **The book:** "Сколько играть партий и можно ли определять победителя по очкам – это игроки
  решают сами" — how many hands, and whether to keep score, the players decide.
* **The package:** traditional scoring to 100 by default; `options={"target": 50}` (or any
  number) changes the length of the match.

## Try it

The position before the cut in the sandbox: try the cut both ways, or extending a ribbon with
2:6 instead."""),
        code("""from domino_widgets import SandboxWidget

SandboxWidget("sausage-cut", at=5)"""),
        *play_against_bots("sausage", ["You", "Bot 1", "Bot 2"],
                           "Three players, to 100 points. A cut is offered as two moves, one "
                           "for each ribbon you may give away."),
    ]
