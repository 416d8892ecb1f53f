"""02_cross: Cross, rule by rule; the six photo captions rebuilt; the penalty rounding."""

from __future__ import annotations

from .cells import BOOK, Cell, code, imports, md, play_against_bots, quote

BOOK_TEXT = """
Свое название игра получила, потому что от стартового дубля фишки можно выкладывать в четыре
стороны, в результате чего они образуют крест. Но есть еще ряд отличий от обычного домино.
Игроки набирают очки во время игры, и выигрывает тот, кто наберет больше очков (игра ведется до
105 очков). Чтобы выиграть, перед каждым своим надо точно производить математические вычисления
и успеть просчитать различные варианты.

Когда в результате хода игрок на концах фигуры получил сумму, кратную пяти, она записывается ему
в актив. Дубль засчитывается целиком: по количеству точек на нем; стартовый дубль считается
«конечным» и его точки засчитываются в очки только до тех пор, пока цепочка от него идет только в
одну сторону.

Рассмотрим подробнее на примерах:
— фото 1: игрок начал игру с дубля 5-5, ему в актив записывается 10 очков;
— фото 2: второй игрок тоже получает 10 очков;
— фото 3: сумма на концах «креста» равна 11 – очки не засчитываются;
— фото 4: игрок получается 5 очков (центральный дубль уже не считается, хотя к нему и можно по
бокам ставить фишки);
— фото 5: игрок получает 15 очков;
— фото 6: игрок ставит 2 дубля одновременно (разрешается за один ход ставить любое количество
дублей, но, разумеется, нельзя вставлять их в середину цепочки) и получает 25 очков.

Когда у одного из игроков заканчиваются фишки, игра останавливается и подсчитываются очки,
оставшиеся на руках у других игроков. Сумма очков у каждого игрока округляется до числа,
кратного пяти (7, 12 и т.д. округляются в меньшую сторону; 8, 13, 18 – в большую), и вычитается
из актива. Если у игрока осталось всего 1 или 2 очка, штраф не начисляется.

Также как и в обычном домино, игрок, закончивший предыдущую партию, начинает следующую. Начинать
можно с любой фишки, необязательно с дубля. Центральным станет тот дубль, который появится на
поле первым. Если «первыми» появились два дубля одновременно, центральным станет тот, к которому
кто-то из игроков первым поставит фишку с третьей стороны.

В остальном правила такие же, как в привычном домино: перед началом игры каждый игрок берет по 7
фишек, первую партию начинает младший дубль, а при отсутствии фишки для хода игрок «ходит на
базар» до тех пор, пока не найдет там подходящую фишку.

Следует заметить, что играя в «Крест», совсем не обязательно закончить партию, чтобы выиграть:
достаточно, чтобы после вычитания штрафных очков сумма актива была равна 105 или больше.
"""

# (move number in the record, the caption, how the score is worked out)
PHOTOS = [
    (1, "фото 1: игрок начал игру с дубля 5-5, ему в актив записывается 10 очков",
     """Anya leads **5:5**. It is the first double, so it is the **centre**. No side of it is
taken yet, so it counts whole:

| counted | |
|---|---|
| the centre 5:5, whole | 5 + 5 = 10 |
| **sum** | **10**, a multiple of 5: Anya scores **10** |"""),
    (2, "фото 2: второй игрок тоже получает 10 очков",
     """Boris puts **5:0** on the east side of the centre. Only one side is taken, so the centre
still counts whole, and the new arm ends in a 0:

| counted | |
|---|---|
| the centre 5:5, whole (one side taken) | 10 |
| the east arm ends in 5:0's free half | 0 |
| **sum** | **10**: Boris scores **10** too |"""),
    (3, "фото 3: сумма на концах «креста» равна 11 – очки не засчитываются",
     """Anya puts **0:1** on the 0:

| counted | |
|---|---|
| the centre, whole (still one side taken) | 10 |
| the east arm ends in 1 | 1 |
| **sum** | **11**: not a multiple of 5, **no points** |"""),
    (4, "фото 4: игрок получается 5 очков (центральный дубль уже не считается, хотя к нему и "
        "можно по бокам ставить фишки)",
     """Boris puts **5:4** on the west side of the centre. Now **two** sides are taken: the chain no
longer goes one way, so the centre stops counting, for good. Its north and south sides are still
open (tiles may go there), but a side where no arm has started counts nothing:

| counted | |
|---|---|
| the centre | not counted any more |
| the east arm ends in 1 | 1 |
| the west arm ends in 4 | 4 |
| the free north and south sides | nothing yet |
| **sum** | **5**: Boris scores **5** |"""),
    (10, "фото 5: игрок получает 15 очков",
     """Between photos 4 and 5 the record plays five quiet moves (no sum of 5 comes up; Anya
has to draw from the boneyard twice, once seven tiles before one fits). Then Boris starts a
**third arm** with **5:6** on the north side of the centre:

| counted | |
|---|---|
| the west arm ends in 1:5's free half | 5 |
| the east arm ends in 2:4's free half | 4 |
| the new north arm ends in 6 | 6 |
| the free south side | nothing |
| **sum** | **15**: Boris scores **15** |"""),
    (11, "фото 6: игрок ставит 2 дубля одновременно (разрешается за один ход ставить любое "
         "количество дублей, но, разумеется, нельзя вставлять их в середину цепочки) и "
         "получает 25 очков",
     """Anya lays **two doubles in one turn**: 6:6 on the north 6 and 4:4 on the east 4, each at
the end of an arm. The turn is counted once, after both:

| counted | |
|---|---|
| the west arm ends in 5 | 5 |
| the north arm ends in the double 6:6, whole | 6 + 6 = 12 |
| the east arm ends in the double 4:4, whole | 4 + 4 = 8 |
| **sum** | **25**: Anya scores **25** |"""),
]


def photo_cells() -> list[Cell]:
    out: list[Cell] = []
    for number, caption, working in PHOTOS:
        out += [
            md(f"""### Move {number}

> — {caption};

{working}"""),
            code(f"""position = after[{number}]
print(position.rules.count_text(position))
position"""),
        ]
    return out


def cells() -> list[Cell]:
    return [
        md("""# Cross («Домино-крест»)

Cross is traditional dominoes with two differences: the first double becomes the centre of a
**cross** that grows in four directions, and players score **during** the hand, whenever the
ends of the cross add up to a multiple of 5. The first to **105** wins.

Read `01_traditional` first if you have not: everything not said here is as there."""),
        md("## What the book says"),
        quote(f"{BOOK}, «Домино-крест»", BOOK_TEXT),
        md("""
The book showed six photos; we have their captions, not the pictures. Further down each
caption is rebuilt as a position and its score is worked out.

Now the rules in plain words, one at a time."""),
        md("""## Rule 1: deal and boneyard

Two to four players, **7 tiles each**; the rest is the boneyard (with four players nothing is
left). A player with no tile that fits draws until one fits, as in the traditional game; every
boneyard tile may be drawn. (Some tables keep the last tiles undrawable: the option
`reserve=2`, say, keeps two.)

## Rule 2: who leads

The **first hand** is led by the **lowest double** (1:1, 2:2, ..., 6:6, then 0:0), as in the
traditional game. In **later hands** the player who went out leads, and he may lead **any tile**,
a double or not. (After a blocked hand: the player with the fewest pips.)"""),
        code(imports("new_game", "load_record", "State") + """

state = new_game("cross", ["Ann", "Bob", "Cleo"], seed=4)
print(state.players[state.turn], "leads:", [str(m) for m in state.legal_moves()])"""),
        md("""## Rule 3: the centre of the cross

The **first double that appears on the table** is the centre. Besides the two ends of the line
through it, its two **other sides** are open too, so up to **four arms** can grow from it. Every
later double is an ordinary double: laid across the end of an arm, with no branching.

In a first hand the lead is a double, so the lead is the centre at once. Here it has four open
sides (east, west, north, south):"""),
        code("""state = State.from_hands("cross", {"Ann": ["5:5", "0:1", "6:6", "4:1"],
                                    "Bob": ["5:0", "5:4", "0:0", "2:3"]}, boneyard=[])
state.play("5:5")
print([str(m) for m in state.legal_moves()])
state"""),
        md("""
In a later hand the lead may be any tile; the first double that turns up later becomes the
centre where it lies. If a player lays **two doubles in the same turn** and they are the first
(one at each end of the line), both could be the centre. Then the first one on whose **third
side** somebody plays becomes the centre, and the other is ordinary from then on.

Ann leads 5:3 (a later hand, so any tile). Bob lays 3:3 and 5:5 in one turn, one at each end:"""),
        code("""later = teaching.later_hand("cross", {"Ann": ["5:3", "2:1", "6:0"],
                                       "Bob": ["3:3", "5:5", "3:1", "5:6"],
                                       "Cleo": ["3:6", "5:1", "0:0"]}, leader="Ann", boneyard=[])
later.play("5:3")
later.play("3:3")
later.play("5:5")
print("centre decided?", bool(later.table.centre), "   Cleo may play:")
for move in later.legal_moves():
    print("  ", move)"""),
        md("""
Cleo puts 3:6 on the **north** side of 3:3: that is a third side, so 3:3 becomes the centre
and 5:5 is an ordinary double from now on (its own sides close)."""),
        code("""from domino_widgets.engine import TILES

later.play("3:6", on="3:3", side="north")
print("the centre is", TILES[later.table[later.table.centre].tile_id])
print("counted:", later.rules.count_text(later))
later"""),
        md("""## Rule 4: a turn of doubles

A turn is **one tile that is not a double**, or **any number of doubles**, one after another,
each on an open end (never squeezed into the middle of the chain). The turn is scored once,
after its last tile.

The book says nothing of a non-double *after* the doubles; the package does not allow it (see
*The book and the package* below for the option that does).

Photo 6 below is such a turn."""),
        md("""## Rule 5: what is counted

After every turn add up the **counted ends**:

* the open end of every arm that has been **started**; before any centre exists, simply the two
  ends of the line;
* a **double** at the end of an arm counts **both halves** ("Дубль засчитывается целиком"): 4:4
  counts 8;
* the **centre** counts both halves **while the chain goes one way** ("пока цепочка от него идет
  только в одну сторону"), that is while at most one of its sides is taken. Once a second side
  is taken it never counts again;
* a side of the centre where no arm has started counts **nothing**.

## Rule 6: scoring

If the sum is a **multiple of 5** (5, 10, 15, ...), the player who just moved scores **the sum
itself**: 15 on the ends is 15 points.

## The six photos of the book, rebuilt

The record `cross-photos` is a hand between Anya and Boris whose moves match the six captions in
order. Here it is replayed; `after[n]` is the position after move `n`."""),
        code("""record = load_record("cross-photos")
after = {}
record.replay(on_step=lambda step, position: after.__setitem__(step["n"], position.clone()))
print(len(after), "moves")"""),
        *photo_cells(),
        md("""
Photo 6 was one turn of two tiles. Halfway through it, after 6:6, Anya's turn is not over: she
may add another double at an open end (4:4 on the 4) or end her turn there (she would then score
5 + 12 + 4 = 21, nothing):"""),
        code("""turn = after[10].clone()
turn.play("6:6", on="5:6")
for move in turn.legal_moves():
    print(move)
print("counted if she stops now:", turn.rules.count_text(turn))"""),
        md("""### Exercise 1: which move scores most?

This is the position before photo 5, with Boris to move. He holds 4:0, 2:0 and 6:5. Which tile
scores most? Type it between the quotes and run the cell."""),
        code("""position = after[9]
print("Boris holds:", " ".join(str(t) for t in position.hand_tiles(position.turn)))
print("counted now:", position.rules.count_text(position))
answer = "6:5"  # your answer, a tile such as 4:0
teaching.check_best_move(position, answer)"""),
        md("""### Exercise 2: what do the ends count?

The position after photo 6. What is the sum of the counted ends now? (Remember: doubles at the
ends count whole, the centre no longer counts, an empty side counts nothing.)"""),
        code("""answer = 25  # your answer
teaching.check_count(after[11], answer)"""),
        md("""## Rule 7: the end of a hand, and the penalty

A hand ends when a player places his **last tile**, or when it is **blocked** (nobody can place
and nobody can draw). Then **every player with tiles left** counts the pips in his hand, rounds
them to the nearest multiple of 5 and **subtracts** that from his score. Scores may go below
zero. Going out earns nothing extra: the reward is having no penalty.

The rounding, as the book gives it: **1 or 2 pips cost nothing**; a remainder of 1 or 2 rounds
down (7 -> 5, 12 -> 10), a remainder of 3 or 4 rounds up (3 -> 5, 8 -> 10, 13 -> 15):"""),
        code("""from domino_widgets.engine.games.scoring import round_to_five

for pips in [1, 2, 3, 7, 8, 12, 13]:
    print(f"{pips:>2} pips left: minus {round_to_five(pips)}")"""),
        md("""A short hand: Ann leads 5:5 (+10), Bob 5:1 (10 + 1 = 11, nothing), Ann puts 5:0 on the
other side of the centre (1 + 0 = 1, nothing) and goes out. Bob is left with 6:6 and 4:3,
19 pips, which round to 20:"""),
        code("""
state = State.from_hands("cross", {"Ann": ["5:5", "5:0"], "Bob": ["5:1", "6:6", "4:3"]},
                         boneyard=[])
for tile in ["5:5", "5:1", "5:0"]:
    state.play(tile)
result = state.hand_over
print("hand over:", result.reason, "  pips left:", dict(zip(state.players, result.pips)))
print("penalties:", dict(zip(state.players, result.points)))
print("scores:   ", dict(zip(state.players, state.scores)))"""),
        md("""### Exercise 3: the penalty

A player is left with 6:5 and 2:0 when the hand ends. What is subtracted from his score?"""),
        code("""answer = 15  # your answer
teaching.check_penalty(13, answer)"""),
        md("""### Exercise 4: who leads the next hand?

In the short hand above, who leads the next hand?"""),
        code("""answer = "Ann"  # your answer
teaching.check_next_leader(state, answer)"""),
        md("""Ann went out, so she leads, with any tile she likes (not necessarily a double).

## Rule 8: the match

The first to **105** wins, and the total is judged **after the penalties** at the end of a hand:
a player need not go out to win, and a player over 105 during play can drop below it again.
With a tie at the top another hand is played."""),
        code("""print("target:", state.target())"""),
        md("""## The book and the package

The book leaves one thing open in Cross. Here is what it says, what the package does, and how to
change it.

### After doubles, may a non-double end the turn? (`double_then_any`)

* **The book:** "разрешается за один ход ставить любое количество дублей, но, разумеется, нельзя
  вставлять их в середину цепочки" — any number of doubles may be laid in one turn, but never in
  the middle of the chain. It does not say whether an ordinary tile may follow them.
* **The package:** a turn is one non-double **or** doubles only. After a double the player may
  lay more doubles or stop; he may not add a non-double.
* **To switch:** `new_game("cross", ..., options={"double_then_any": True})` lets one non-double
  follow the doubles and end the turn.
* **What changes:** the same position with each setting. Ann leads 5:5, Bob plays 5:6, Ann lays
  6:6 on the 6. Can she go on with 6:1?"""),
        code("""hands = {"Ann": ["5:5", "6:6", "6:1", "2:3"], "Bob": ["5:6", "0:4", "0:3"]}
for options in [{}, {"double_then_any": True}]:
    game = State.from_hands("cross", hands, options=options)
    for tile in ["5:5", "5:6", "6:6"]:
        game.play(tile)
    print(options or "default:", "->", game.players[game.turn], "to play:",
          [str(m) for m in game.legal_moves()])"""),
        md("""
By default Ann's turn ends after 6:6 (she has no other double) and Bob moves. With the option
she may still lay 6:1, which ends her turn.

## The whole example, move by move

Step through `cross-photos` with the replay widget (the book's captions are shown at the moves
they belong to), or read the engine's replay below it."""),
        code("""from domino_widgets import ReplayWidget

ReplayWidget("cross-photos")"""),
        code("""print("\\n".join(record.replay().lines()))"""),
        md("""
And the position before photo 6 in the sandbox: try the other moves Anya had (6:1 on the 6?
4:3 on the 4?) and compare their scores with the two doubles."""),
        code("""from domino_widgets import SandboxWidget

SandboxWidget("cross-photos", at=10)"""),
        *play_against_bots("cross", ["You", "Bot"],
                           "Two players, the first to 105 wins. Watch the counted ends: the "
                           "widget shows their sum after every move."),
    ]
