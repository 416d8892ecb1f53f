"""04_sevastopol: Sevastopol, rule by rule: 6:6 in the middle, its four sides first."""

from __future__ import annotations

from .cells import BOOK, Cell, code, imports, md, play_against_bots, quote

FRAGMENT = """
В дальнейшем ходы делаются на произвольную сторону, куда позволяют имеющиеся косточки.
Выигрывает тот, кто первым выложит косточки из рук. Подсчет очков как в традиционном варианте.
Игра продолжается до 100 очков.
"""

SPIDER_REF = """
Как и в игре Севастополь, далее косточки ставятся не с двух, а с четырех сторон от начального
дубля…
"""


def cells() -> list[Cell]:
    return [
        md("""# Sevastopol («Севастополь»)

A game for four. The double 6:6 lies in the middle, and the first tiles must be sixes on each of
its **four** sides; after that the cross grows on any arm. The first to go out wins the hand,
scored as in the traditional game.

Read `01_traditional` first if you have not: everything not said here is as there."""),
        md("""## What the book says

Only the end of the book's section on Sevastopol has come down to us (the page before it is
missing), and the section on Spider refers back to it:"""),
        quote(f"{BOOK}, «Севастополь» (the end of the section), стр. 16", FRAGMENT),
        quote(f"{BOOK}, «Паук» (Spider)", SPIDER_REF),
        md("""
In English: *"After that, moves are made on any side the tiles allow. The first to lay down
all his tiles wins. Points are counted as in the traditional game. The game goes on to 100
points."* And from Spider: *"As in Sevastopol, the tiles are then placed not on two but on four
sides of the starting double."*

The beginning of the rules (four players, 6:6 leads, the four sides first) is the one that
descriptions of Sevastopol elsewhere agree on; the package follows it. The rules, one at a
time:"""),
        md("""## Rule 1: four players, all the tiles

Four players, **7 tiles each**: all 28 tiles are dealt and there is no boneyard. A player who
cannot move **passes**.

## Rule 2: 6:6 leads, every hand

Whoever holds **6:6** leads it, in every hand (not the winner of the last hand)."""),
        code(imports("new_game", "load_record", "IllegalMoveError") + """

state = new_game("sevastopol", ["Ann", "Bob", "Cleo", "Dan"], seed=1)
for p, name in enumerate(state.players):
    print(f"{name:<5}", " ".join(str(t) for t in state.hand_tiles(p)))
print(state.players[state.turn], "leads:", [str(m) for m in state.legal_moves()])"""),
        md("""## Rule 3: the four sides of 6:6 come first

6:6 is a centre with four sides. Until **each of its four sides** holds a tile, only a **six**
may be played, on a free side. A player with no six **passes**, even if he holds tiles that
would fit the arms already started.

## Rule 4: then any arm

Once the cross has its four arms, a tile may go on the end of **any** arm ("на произвольную
сторону"). Later doubles are ordinary: laid across the end of an arm, with no branching.

The record `sevastopol-sixes` shows both phases. After move 3 the east side holds 6:5 and
Andrey has 5:1 and 5:0, which match that 5; but two sides are still free, so he must play a
six:"""),
        code("""record = load_record("sevastopol-sixes")
after = {}
record.replay(on_step=lambda step, position: after.__setitem__(step["n"], position.clone()))
position = after[3]
print(position.players[position.turn], "holds",
      " ".join(str(t) for t in position.hand_tiles(position.turn)))
for move in position.legal_moves():
    print("  ", move)
try:
    position.play("5:1")
except IllegalMoveError as err:
    print("5:1 is refused:", err)
position"""),
        md("""### Exercise 1: which tiles can be played?

After move 5 three sides of 6:6 are taken; it is Olga's turn with 5:5, 5:4, 4:4, 4:2, 3:3,
2:1 and 1:0. Which of her tiles may she play? (Write "none" if she must pass.)"""),
        code("""answer = "none"  # your answer
teaching.check_playable(after[5], answer)"""),
        md("""Olga has no six, so she passes although 5:5, 5:4, 4:4 and 4:2 would fit the arms.

### Exercise 2: and now?

After move 7 the fourth side is taken and the arms are open to everyone. Andrey holds 6:3, 6:1,
5:1, 5:0, 4:0 and 3:2; the arms end in 5 (east), 4 (west), 0 (north) and 2 (south). Which of
his tiles can he play?"""),
        code("""position = after[7]
answer = "5:1, 5:0, 4:0, 3:2"  # your answer
teaching.check_playable(position, answer)"""),
        code("""position"""),
        md("""## Rule 5: the end of a hand and the score

The first player to place his last tile wins the hand and scores **the pips left in the other
three hands**. If nobody can move, the hand is blocked and scored as in the traditional game
(the fewest pips wins the others' total minus his own). The match goes to **100**.

## The whole hand, move by move"""),
        code("""from domino_widgets import ReplayWidget

ReplayWidget("sevastopol-sixes")"""),
        code("""print("\\n".join(record.replay().lines()))"""),
        md("""### Exercise 3: the winner's score

Vadim goes out at move 27. How many points does he score? (Andrey, Irina and Olga still hold
tiles; count their pips.)"""),
        code("""final = record.replay().state
for p, name in enumerate(final.players):
    print(f"{name:<7}", " ".join(str(t) for t in final.hand_tiles(p)) or "(no tiles)")
answer = 26  # your answer
teaching.check_hand_points(final, "Вадим", answer)"""),
        md("""
In most games Vadim, the winner, would lead the next hand. In Sevastopol the holder of 6:6
leads every hand, so the next deal decides:"""),
        code("""following = final.clone()
following.play("next hand")
print(following.players[following.turn], "holds 6:6 and leads:",
      [str(m) for m in following.legal_moves()])"""),
        md("""
## The book and the package

Sevastopol has no rule options: the text that survives leaves nothing to choose between. What
the package had to decide where the text is silent:

* **Who leads:** the holder of 6:6, in every hand (with four players someone always holds it).
* **Sides first:** until each side of 6:6 holds a tile only sixes may be played, and a player
  with no six passes. A refused move says so: "5:1 must wait: the four sides of 6:6 are filled
  first".
* **Blocked hand:** with no boneyard a hand where nobody can move is blocked, and scored as in
  the traditional game.

(Spider uses the same four-sided start with its own option `sides_first`; see `05_spider`.)

## Try it

The position after move 23 in the sandbox: Andrey has nothing to play. Try the hand from there."""),
        code("""from domino_widgets import SandboxWidget

SandboxWidget("sevastopol-sixes", at=23)"""),
        *play_against_bots("sevastopol", ["You", "Bot 1", "Bot 2", "Bot 3"],
                           "Four players, to 100 points. The widget refuses a non-six while a "
                           "side of 6:6 is free, and says why."),
    ]
