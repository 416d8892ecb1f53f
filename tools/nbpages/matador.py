"""07_matador: Matador, rule by rule: sums of 7, crosswise matadors on 0 ends, one draw a turn."""

from __future__ import annotations

from .cells import BOOK, Cell, code, imports, md, play_against_bots, quote

BOOK_TEXT = """
В эту игру играют от двух до четырех участников. Для двух-трех игроков сдают по шесть костей, для
четырех – по пять. Остальные кости остаются в резерве. Игрок, начинающий игру определяется
жребием, следующие ходы делаются по часовой стрелке.

Начинающий выкладывает любую кость. Особенностью этой игры является то, что приставляют косточки
друг к другу не одинаковым числом очков, как в предыдущих играх, а так, чтобы сумма
приставленных половинок обязательно равнялась семи. К единице приставляют шесть, к двойке – пять
и т. д. Возникает вопрос, а что же прикладывать к нулевой половинке? Косточки, сумма половинок
которых составляет семь очков, а также «пусто-пусто», называются матадорами (см. рис.).

К нулевой половинке можно приставлять только матадоры, которые кладутся поперек цепочки.
Матадоры можно использовать как обычные кости, кроме «пусто-пусто», тогда их кладут вдоль
цепочки. Если же эти кости кладутся именно в качестве матадоров, то их обязательно следует класть
поперек. Если невозможно сделать ход из-за отсутствия подходящей косточки на руках, можно взять
кость из резерва (базара), но только одну за данный ход.

В этой игре для её окончания недостаточно умудриться выставить все свои кости, имевшиеся на
руках. Игра заканчивается только тогда, когда нет косточек в резерве, и на руках отсутствуют
косточки необходимые для продолжения игры. Есть несколько вариантов подсчета очков: как в
традиционном домино или же дополнительно начисляют в процессе игры по 10 очков за каждый матадор,
то есть за каждую выставленную в соответствии с правилом кость. Играют до 100 очков.
"""


def cells() -> list[Cell]:
    return [
        md("""# Matador («Матадор»)

In Matador the touching halves do not match: they **add up to 7**. A 6 is answered by a 1, a
5 by a 2, a 4 by a 3. Nothing adds to 0 to make 7, so a 0 end can only be answered by a special
tile, a **matador**, laid across the line.

Read `01_traditional` first if you have not: everything not said here is as there."""),
        md("## What the book says"),
        quote(f"{BOOK}, «Матадор»", BOOK_TEXT),
        md("Now the rules in plain words, one at a time."),
        md("""## Rule 1: deal, reserve and lead

Two or three players get **6 tiles** each, four get **5**; the rest is the reserve. The first
leader is chosen **by lot** (in the package: by the seed) and leads **any tile**."""),
        code(imports("new_game", "load_record", "State", "IllegalMoveError") + """

state = new_game("matador", ["Ann", "Bob", "Cleo"], seed=1)
print(state.players[state.turn], "leads, any of:",
      " ".join(str(t) for t in state.hand_tiles(state.turn)))
print("tiles each:", [len(h) for h in state.hands], " reserve:", state.drawable())"""),
        md("""## Rule 2: touching halves add up to 7

A tile joins an open end when the half that touches and the end add up to **7**: 1 with 6, 2
with 5, 3 with 4. The tile's other half becomes the new end.

Ann leads 6:2: its ends show 6 and 2. A 6 takes a 1, a 2 takes a 5. Bob can play:"""),
        code("""state = State.from_hands("matador", {"Ann": ["6:2", "4:0", "3:3"],
                                      "Bob": ["1:5", "5:2", "0:0", "4:4", "6:1"]},
                         leader="Ann", boneyard=["1:1", "2:2"])
state.play("6:2")
for move in state.legal_moves():
    print(move)
state"""),
        md("""## Rule 3: matadors, and the 0 end

The **matadors** are the tiles whose halves add up to 7, **6:1, 5:2 and 4:3**, and also
**0:0**. Nothing completes a 0 to 7, so:

* only a matador may be placed on a 0 end, and it is laid **crosswise** (across the line);
* a crosswise tile shows **both halves** in the same place: the next tile may join either half
  (by the sum of 7), and then the end is that tile's far half;
* a crosswise **0:0** shows two 0s, so it takes only another matador.

Ann leads 4:0. Its 0 end takes only a matador; Bob has three:"""),
        code("""state = State.from_hands("matador", {"Ann": ["4:0", "6:2", "3:3"],
                                      "Bob": ["1:5", "5:2", "0:0", "4:4", "6:1"]},
                         leader="Ann", boneyard=["1:1", "2:2"])
state.play("4:0")
for move in state.legal_moves():
    print(move)"""),
        md("""
Bob lays 6:1 across the 0. Now both its halves are open: the 6 takes a 1, the 1 takes a 6.
Ann answers the 1 with the 6 of 6:2 (or the 4 at the other end with 3:3):"""),
        code("""state.play("6:1", crosswise=True)
print("open ends:", state.table.values())
for move in state.legal_moves():
    print(move)
state"""),
        md("""## Rule 4: a matador may also be an ordinary tile

6:1, 5:2 and 4:3 may also be played **lengthwise** by the sum rule, like any tile: 6:1 on a 1
end (its 6 touches) leaves a 1. **0:0 is only ever a matador**: it never goes lengthwise. In the
list under Rule 2, 5:2 on the 2 of 6:2 (its 5 touching) is such an ordinary move.

## Rule 5: doubles are ordinary tiles

There is no crosswise double in Matador: 4:4 is laid in line and answers a 3 with a 4, leaving
a 4.

## Rule 6: one draw a turn

A player who cannot place a tile draws **one** tile from the reserve. If it fits, he must play
it; if not, he **passes**. He may not draw a second tile in the same turn."""),
        code("""state = State.from_hands("matador", {"Ann": ["6:6", "2:0"], "Bob": ["2:2", "3:4"]},
                         leader="Ann", boneyard=["5:5", "1:6"])
state.play("6:6")
print("Bob holds 2:2 and 3:4; both ends show 6. He may:", [str(m) for m in state.legal_moves()])
state.play("draw")
print("he drew 5:5; now he may:", [str(m) for m in state.legal_moves()])
try:
    state.play("draw")
except IllegalMoveError as err:
    print("a second draw is refused:", err)"""),
        md("""## Rule 7: the end of a hand and the score

Going out does **not** end a Matador hand: a player with no tiles draws on his turn while the
reserve lasts (and plays the tile if it fits). The hand ends only when **the reserve is empty
and nobody can place a tile**.

Then it is scored like a blocked traditional hand: the player with the **fewest pips** (a
player with no tiles has 0) scores **the others' pips minus his own**; a tie for the fewest
scores nothing. The book gives a second way to score, **10 points for every matador** laid by
the rule (on a 0 end); in the package that is the option `matador_points=10`, see below.

The match goes to **100**.

A short hand with an empty reserve: Ann leads 6:2, Bob answers the 6 with 1:4, and Ann answers
the 4 with 3:3, her last tile:"""),
        code("""ended = State.from_hands("matador", {"Ann": ["6:2", "3:3"], "Bob": ["1:4", "6:6"]},
                         leader="Ann", boneyard=[])
ended.play("6:2")
ended.play("1:4")
ended.play("3:3")
print("Ann has no tiles left; Bob holds 6:6, which answers neither the 3 nor the 2;")
print("the reserve is empty, so the hand is over:", ended.hand_over.reason)
print("pips:", dict(zip(ended.players, ended.pips())), " scores:",
      dict(zip(ended.players, ended.scores)))"""),
        md("""
Ann placed her last tile first, but that alone did not end the hand: it ended because Bob
could not move and the reserve was empty. Ann has 0 pips, Bob 12: Ann scores 12.

### Exercise 1: what may go on a 0?

Bob is to move; the open ends are 4 and 0. Which of his tiles can be placed? Write them
separated by commas."""),
        code("""state = State.from_hands("matador", {"Ann": ["4:0", "6:2"],
                                      "Bob": ["2:1", "0:0", "4:3", "5:1", "6:5"]},
                         leader="Ann", boneyard=["1:1"])
state.play("4:0")
answer = "0:0, 4:3"  # your answer, e.g. "2:1, 5:1"
teaching.check_playable(state, answer)"""),
        md("""
0:0 and 4:3 go crosswise on the 0; 4:3 may also go lengthwise on the 4 (3 + 4 = 7). 2:1, 5:1
and 6:5 are not matadors, and none of their halves makes 7 with a 4.

### Exercise 2: after a crosswise matador

Bob laid 6:1 across the 0 of 4:0. Which of Ann's tiles fit now? (Remember: both halves of the
crosswise tile are open.)"""),
        code("""state = State.from_hands("matador", {"Ann": ["4:0", "6:2", "1:5", "3:3", "2:2"],
                                      "Bob": ["6:1", "0:0"]},
                         leader="Ann", boneyard=["1:1"])
state.play("4:0")
state.play("6:1", crosswise=True)
answer = "6:2, 1:5, 3:3"  # your answer
teaching.check_playable(state, answer)"""),
        md("""### Exercise 3: who leads the next hand?

In the short hand of Rule 7 (Ann out, Bob left with 6:6), who leads the next hand? A Matador
hand always ends with nobody able to move, so the next leader is found as after a blocked
traditional hand."""),
        code("""answer = "Ann"  # your answer
teaching.check_next_leader(ended, answer)"""),
        md("""## The book and the package

### May a matador go crosswise elsewhere than on a 0? (`matador_anywhere`)

* **The book:** "К нулевой половинке можно приставлять только матадоры, которые кладутся поперек
  цепочки ... Если же эти кости кладутся именно в качестве матадоров, то их обязательно следует
  класть поперек" — only matadors go on a 0, crosswise; played *as matadors* they must lie
  crosswise. It does not say whether a matador may be played "as a matador" on another end.
* **The package:** matadors lie crosswise **only on 0 ends** (default `matador_anywhere=False`);
  anywhere else they are ordinary tiles and follow the sum rule.
* **To switch:** `options={"matador_anywhere": True}` is the rule of English tables: a matador
  may be laid crosswise on any end (and may still go lengthwise where it fits).
* **What changes:** after Ann's lead 6:2, with the option Bob may also lay 5:2, 0:0 or 6:1
  across either end:"""),
        code("""hands = {"Ann": ["6:2", "4:0", "3:3"], "Bob": ["1:5", "5:2", "0:0", "4:4", "6:1"]}
for options in [{}, {"matador_anywhere": True}]:
    game = State.from_hands("matador", hands, leader="Ann", boneyard=["1:1"], options=options)
    game.play("6:2")
    print(options or "default:")
    print("   ", ", ".join(str(m).removeprefix("play ") for m in game.legal_moves()))"""),
        md("""### Scoring by matadors (`matador_points`)

Not a reading but a variant the book names: "дополнительно начисляют в процессе игры по 10 очков
за каждый матадор, то есть за каждую выставленную в соответствии с правилом кость" — 10 points
during play for every matador, "every tile laid according to the rule". The package scores
`matador_points` (default 0, the book's variant 10) for a matador laid **crosswise on a 0 end**,
the moment it is laid; a matador played lengthwise as an ordinary tile, or led, scores nothing.
The end-of-hand count is kept as well."""),
        code("""for options in [{}, {"matador_points": 10}]:
    game = State.from_hands("matador", {"Ann": ["4:0", "6:2"], "Bob": ["6:1", "0:0"]},
                            leader="Ann", boneyard=["1:1"], options=options)
    game.play("4:0")
    game.play("6:1", crosswise=True)
    print(options or "default:", "Bob's crosswise 6:1 ->",
          dict(zip(game.players, game.scores)))"""),
        md("""## A worked example, move by move

The record `matador-crosswise` (played with `matador_points=10`) shows a crosswise matador
continued on either half, a matador played lengthwise, a double in line, the one-draw rule and
0:0. Step through it:"""),
        code("""from domino_widgets import ReplayWidget

ReplayWidget("matador-crosswise")"""),
        code("""record = load_record("matador-crosswise")
print("\\n".join(record.replay().lines()))"""),
        md("""The position after move 8, when Boris has just laid 0:0 across the 0 of 5:0:"""),
        code("""after = {}
record.replay(on_step=lambda step, position: after.__setitem__(step["n"], position.clone()))
position = after[8]
print(position.players[position.turn], "holds",
      " ".join(str(t) for t in position.hand_tiles(position.turn)),
      "  open ends:", position.table.values())
print([str(m) for m in position.legal_moves()])
position"""),
        md("""
Anya has no 4 for the 3 and no matador for the 0:0: she must draw, and she draws 5:2, a
matador, which goes across the 0:0 for 10 points (move 9). Try the position in the sandbox:"""),
        code("""from domino_widgets import SandboxWidget

SandboxWidget("matador-crosswise", at=8)"""),
        *play_against_bots("matador", ["You", "Bot 1", "Bot 2"],
                           "Three players, 6 tiles each, to 100 points."),
    ]
