"""01_traditional: the base game, rule by rule (S1-S10 of RULES.md)."""

from __future__ import annotations

from .cells import BOOK, Cell, code, imports, md, play_against_bots, quote


def cells() -> list[Cell]:
    return [
        md("""# Traditional dominoes («привычное домино»)

Every other game in this package is described by the book as *traditional dominoes with a
difference*. So this is the game to learn first: its rules hold in every other game unless that
game says otherwise."""),
        md("""## What the book says

The book never describes the traditional game on its own: it takes it as known, and refers to it
in the other games' sections."""),
        quote(f"{BOOK}, «Домино-крест» (Cross)", """
В остальном правила такие же, как в привычном домино: перед началом игры каждый игрок берет по
7 фишек, первую партию начинает младший дубль, а при отсутствии фишки для хода игрок «ходит на
базар» до тех пор, пока не найдет там подходящую фишку.

Также как и в обычном домино, игрок, закончивший предыдущую партию, начинает следующую."""),
        quote(f"{BOOK}, «Паук» (Spider)", """
Все остальные правила традиционные. Выигрывает тот, кто первым избавиться от своих косточек.
Очки считаются, как обычно."""),
        quote(f"{BOOK}, «Севастополь» (Sevastopol)", """
Выигрывает тот, кто первым выложит косточки из рук. Подсчет очков как в традиционном варианте.
Игра продолжается до 100 очков."""),
        md("""
In English: *"Otherwise the rules are those of ordinary dominoes: before the game each player
takes 7 tiles, the lowest double leads the first hand, and a player with no tile to play 'goes
to the market' (draws from the boneyard) until he finds one that fits. As in ordinary dominoes,
the player who finished the previous hand leads the next."* And: *"The first to get rid of his
tiles wins; points are counted as usual; the game goes to 100 points."*

What "as usual" means (the scoring of a hand, a blocked hand) the book does not write down. The
package uses the rules every Russian table plays, written out as the shared rules S1-S10 of its
specification. Here they are, one at a time, each on a position."""),
        md("""## Rule 1: the deal

Two to four players. Each takes **7 tiles** and keeps them hidden from the others. The tiles
left over are the **boneyard** («базар»), face down."""),
        code(imports("new_game", "load_record", "State", "IllegalMoveError") + """

state = new_game("traditional", ["Ann", "Bob", "Cleo"], seed=11)
for p, name in enumerate(state.players):
    print(f"{name:<5}", " ".join(str(t) for t in state.hand_tiles(p)))
print("boneyard:", state.drawable(), "tiles")"""),
        md("""## Rule 2: the lowest double leads the first hand

The first hand is led by the **lowest double**, in the Russian order: **1:1, 2:2, 3:3, 4:4,
5:5, 6:6, and only then 0:0** (the blank double is the last, not the first). Whoever holds the
first of these that anyone holds must lead it.

Here Ann holds 0:0, but 0:0 comes last; Bob's 2:2 comes before Cleo's 3:3, so Bob leads 2:2:"""),
        code("""state = State.from_hands("traditional", {"Ann": ["0:0", "6:6", "5:3"],
                                          "Bob": ["2:2", "4:1", "6:1"],
                                          "Cleo": ["3:3", "6:2", "5:5"]})
print(state.players[state.turn], "leads:", [str(m) for m in state.legal_moves()])"""),
        md("""
If nobody holds a double (this can happen with two players, when the doubles are all in the
boneyard), the **highest tile** leads: 6:5, then 6:4, and so on, by pips first and then by the
higher half."""),
        code("""state = State.from_hands("traditional", {"Ann": ["6:4", "5:3", "2:1"],
                                          "Bob": ["6:5", "3:0", "4:2"]})
print(state.players[state.turn], "leads:", [str(m) for m in state.legal_moves()])"""),
        md("""### Exercise 1: who leads?

Olga, Pavel and Rita are dealt the hands below. Who must lead the first hand? Type the name
between the quotes and run the cell; the engine checks it."""),
        code("""
state = State.from_hands("traditional", {"Olga": ["0:0", "6:5", "4:4", "3:1", "2:0"],
                                          "Pavel": ["6:6", "5:1", "3:2", "4:0", "6:2"],
                                          "Rita": ["5:5", "6:3", "4:1", "2:1", "5:0"]})
answer = "Olga"  # your answer: Olga, Pavel or Rita
teaching.check(answer, state.players[state.turn],
               "The lowest double anyone holds is 4:4 (nobody has 1:1, 2:2 or 3:3), and 0:0 "
               "comes last of all.")"""),
        md("""## Rule 3: matching halves

After the lead, the players take turns in seat order (the order of the list; at the table,
clockwise). A tile joins one of the two **open ends** of the line, and the half that touches
must show **the same number** as that end. The tile's other half becomes the new end.

Bob leads 2:2. Cleo can put a 2 against it, on either side:"""),
        code("""state = State.from_hands("traditional", {"Ann": ["0:0", "6:6", "5:3", "4:1", "2:1"],
                                          "Bob": ["2:2", "4:4", "6:1", "3:1"],
                                          "Cleo": ["3:3", "6:2", "5:2", "4:0"]},
                         boneyard=["5:5", "6:0", "4:3", "1:1"])
state.play("2:2")
for move in state.legal_moves():
    print(move)"""),
        code("""state.play("2:6", side="east")
state"""),
        md("""## Rule 4: doubles lie crosswise

A double is laid **across** the line. It still counts as a single end of its number: a double
3:3 at the end of the line is an end showing 3."""),
        code("""state.play("1:2")   # Ann: ends 1 and 6
state.play("1:3")   # Bob: ends 3 and 6
state.play("3:3")   # Cleo: the double, across the line
print("open ends:", state.table.values())
state"""),
        md("""## Rule 5: you must play if you can

A player who can place a tile **must** place one. Drawing from the boneyard or passing while a
tile fits is not allowed. Ann holds 6:6, which fits the 6:"""),
        code("""print("to play:", state.players[state.turn],
      " hand:", " ".join(str(t) for t in state.hand_tiles(state.turn)))
try:
    state.play("draw")
except IllegalMoveError as err:
    print("refused:", err)"""),
        md("""## Rule 6: drawing from the boneyard

A player with no tile that fits **draws from the boneyard, one tile at a time, until a drawn
tile fits**, and then plays it. If the boneyard is empty and still nothing fits, he **passes**.

Ann plays 6:6 and Bob answers with 6:1: the ends show 3 and 1. Cleo holds 5:2 and 4:0,
nothing for a 3 or a 1, so she must draw:"""),
        code("""state.play("6:6")
state.play("6:1")
print("ends:", state.table.values(), "  Cleo holds:",
      " ".join(str(t) for t in state.hand_tiles(state.turn)))
while "draw" in [m.kind for m in state.legal_moves()]:
    state.play("draw")
    print("Cleo draws", state.hand_tiles(state.turn)[-1])
print("now she may play:", [str(m) for m in state.legal_moves()])"""),
        md("""## Rule 7: the end of a hand

A hand ends in one of two ways:

* a player places his **last tile**: he has *gone out* («домино»);
* **nobody can place a tile and nobody can draw**: the hand is *blocked* («рыба», "fish").

## Rule 8: scoring a hand

* The player who goes out scores **the pips left in all the other hands**.
* In a blocked hand every player counts the pips in his hand. The one with **the fewest** wins
  the hand and scores **the others' total minus his own**. If two or more players tie for the
  fewest, nobody scores.

Here is a blocked hand. The boneyard is empty; Ann leads 1:1, Bob answers 1:3, Ann plays 1:2.
The ends are 3 and 2, and nobody has a 3 or a 2:"""),
        code("""state = State.from_hands("traditional", {"Ann": ["1:1", "1:2", "5:5"],
                                          "Bob": ["1:3", "4:4", "6:6"]}, boneyard=[])
state.play("1:1")
state.play("1:3")
state.play("1:2")
print(state.hand_over.reason, "- pips left:", dict(zip(state.players, state.pips())))
print("scores:", dict(zip(state.players, state.scores)))
state"""),
        md("""Ann has 10 pips, Bob 20. Ann has the fewest and scores 20 - 10 = **10**.

### Exercise 2: what does the winner of a blocked hand score?

A three-player hand ends blocked. Olga leads 2:2, Pavel plays 2:3, Rita 3:4 and Olga 4:2:
both ends show 2, nobody holds another 2, and the boneyard is empty. How many points does
Pavel get for the hand?

(The answer stored below, 0, is wrong on purpose, to show what a wrong answer looks like: put
yours in its place and run the cell again.)"""),
        code("""state = State.from_hands("traditional", {"Olga": ["2:2", "4:2", "6:5"],
                                          "Pavel": ["2:3", "1:0", "0:0"],
                                          "Rita": ["6:6", "3:4", "5:5"]}, boneyard=[])
for tile in ["2:2", "2:3", "3:4", "4:2"]:
    state.play(tile)
print(state.hand_over.reason, "- pips left:", dict(zip(state.players, state.pips())))
answer = 0  # your answer: Pavel's points for this hand
teaching.check_hand_points(state, "Pavel", answer)"""),
        md("""## Rule 9: who leads the next hand

From the second hand on there is no "lowest double" rule: the player who **went out** leads the
next hand, **with any tile he likes**. After a blocked hand, the player with the fewest pips
leads; if several tie, the one of them who sits first after the player who placed the last
tile.

### Exercise 3: who leads the next hand?

The same blocked hand as above. Who leads the next one?"""),
        code("""answer = "Pavel"  # your answer
teaching.check_next_leader(state, answer)"""),
        md("""## Rule 10: the match

Hands are played until, **at the end of a hand**, someone has **100 points** or more. The
highest total wins; if two players tie at the top, another hand is played.

`settlement` is the one [reading] that concerns every game: in Quintuple and Six Matador the
book says the winner "takes the difference between his points and the sum of the losers'
points". The package reads it as the
winner collecting the difference from **each** loser, `sum(winner - loser)` (option
`settlement="pairwise"`, the default); taken word for word, `winner - sum(losers)`, it is
negative in most games of four (option `settlement="literal"`). With two players both give the
same number. The Quintuple notebook shows it on a finished match."""),
        code("""state = new_game("traditional", ["Ann", "Bob"], seed=3)
print("target:", state.target())
state = new_game("traditional", ["Ann", "Bob"], seed=3, options={"target": 50})
print("with options={'target': 50}:", state.target())"""),
        md("""## A worked example, move by move

The shipped record `traditional-hand` is one whole hand between Anya and Boris. Step through it
with the buttons or the slider; every tile of both players is shown."""),
        code("""from domino_widgets import ReplayWidget

ReplayWidget("traditional-hand")"""),
        md("""The same game as the engine replays it, one line per move (the points are those of the
hand's end):"""),
        code("""record = load_record("traditional-hand")
print("\\n".join(record.replay().lines()))"""),
        md("""What to look for:

* Move 1: Anya holds 0:0 and 2:2, Boris 1:1. 1:1 is the lowest double, so **Boris leads** it.
* Move 8: both ends show 6 and Anya has no 6. She draws 3:3 (no), 4:2 (no), 6:1 (yes!) and
  plays it at once.
* Move 13: Boris places his last tile. Anya is left with 0:0, 3:2, 2:2 and 3:3: 0 + 5 + 4 + 6 =
  **15 pips**, and Boris scores 15.

Here is the position just before Boris goes out. Try the moves yourself: the sandbox lets you
play for either player and take moves back."""),
        code("""from domino_widgets import SandboxWidget

position = record.replay().state
position.undo()
SandboxWidget(game=position)"""),
        *play_against_bots("traditional", ["You", "Bot 1", "Bot 2"],
                           "Three players, the first to 100 points wins. You sit first."),
    ]
