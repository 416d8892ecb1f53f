"""03_cross_two_hands: Cross in two hands, rule by rule: a left and a right hand every turn."""

from __future__ import annotations

from .cells import BOOK, Cell, code, imports, md, play_against_bots, quote

BOOK_TEXT = """
Если и «крест» кажется слишком простой игрой, можем предложить вариант посложнее. В этом случае
обычного комплекта домино хватит только на двух игроков, а если участников больше, придется
смешать 2 комплекта.

Каждый игрок берет по 14 фишек, но разделяет их на 2 группы по 7 фишек (условно для правой и для
левой руки). За ход теперь нужно поставить не одну фишку, а две, но они обязательно должны быть с
разных рук (из разных групп). Самый первый ход также делается двумя фишками.

Рука пропускает ход (или идет на базар — что возможно, когда игроков трое), только если у нее нет
фишки, которую можно поставить. Ходить одной рукой, а другой пропускать ход, чтобы заработать
очки, запрещается. Партия заканчивается, когда у одного из игроков не остается фишек на обеих
руках.

За один ход также можно поставить несколько дублей с одной руки. Например, можно поставить одной
рукой два или три дубля и также другой рукой, или вторая рука поставит обычную фишку.

Очки считаются как в обычном «кресте»: по окончании хода сумма очков на концах креста, кратная
пяти, записывается в актив игрока. По окончании партии вычисляется и списывается штраф за
оставшиеся на руках фишки. Поскольку в этом варианте «креста» очки обычно набираются быстрее,
лучше играть не до 105, а до 205 очков.
"""


def cells() -> list[Cell]:
    return [
        md("""# Cross in two hands («Крест в две руки»)

Cross, but every player holds **two hands** of seven tiles, a left and a right, and every turn
is played with **both**: one tile (or some doubles) from each. The counting is that of Cross,
and the match goes to **205**.

Read `02_cross` first: everything not said here is as there."""),
        md("## What the book says"),
        quote(f"{BOOK}, «Крест в две руки»", BOOK_TEXT),
        md("""
In English: *"If Cross seems too simple, here is a harder variant. One set is enough for
two players only; with more, two sets are mixed. Each player takes 14 tiles and divides them
into two groups of 7 (for the right and for the left hand). A turn now places two tiles, not
one, and they must come from different hands. The very first move is made with two tiles too. A
hand skips its turn (or draws, which is possible with three players) only if it has no tile
that can be placed. Playing with one hand and skipping with the other in order to score is
forbidden. The hand ends when a player has no tiles left in both hands. Several doubles may also
be laid from one hand in a turn: two or three from one hand and the same from the other, or an
ordinary tile from the other. Points are counted as in ordinary Cross: at the end of the turn a
sum of the ends that is a multiple of five is scored. At the end of the hand the penalty for
the tiles left is subtracted. Since points come faster in this variant, it is better to play to
205 rather than 105."*

The rules, one at a time:"""),
        md("""## Rule 1: one set or two, 14 tiles each

Two players use one set (28 tiles: all of them are dealt). Three or four players mix **two
sets** (56 tiles, every tile twice). Everyone takes **14 tiles**. With three players 14 tiles
stay in the boneyard; otherwise there is none."""),
        code(imports("new_game", "load_record", "IllegalMoveError") + """
from domino_widgets.engine.games.cross_two_hands import hands_of, split

for players in (["Ann", "Bob"], ["Ann", "Bob", "Cleo"], ["Ann", "Bob", "Cleo", "Dan"]):
    state = new_game("cross-two-hands", players, seed=1)
    print(len(players), "players:", state.copies, "set(s),", [len(h) for h in state.hands],
          "tiles each, boneyard", state.drawable())"""),
        md("""## Rule 2: a left hand and a right hand

Each player splits his 14 tiles into a **left** and a **right** hand of 7. He chooses the split
before the first move of the hand; if he does not, the package keeps the tiles as dealt (the
first seven left, the rest right). `split(state, player, left_tiles)` makes the choice:"""),
        code("""state = new_game("cross-two-hands", ["Ann", "Bob"], seed=1)
left, right = hands_of(state, 0)
print("as dealt:  left", " ".join(map(str, left)), "| right", " ".join(map(str, right)))
split(state, "Ann", ["5:5", "0:0", "4:4", "2:2", "1:1", "6:5", "6:2"])
left, right = hands_of(state, 0)
print("her split: left", " ".join(map(str, left)), "| right", " ".join(map(str, right)))"""),
        md("""(She put all her doubles in one hand. Whether that is wise is a good question for the
`experiments` notebook: see its last section.)

## Rule 3: every turn uses both hands

A turn places tiles from **both** hands: each hand gives **one ordinary tile, or one or more
doubles**. The player chooses which hand goes first. The very first move of a hand is made with
both hands too: in the first hand, the lowest double and a tile from the other hand.

A hand may sit out **only if it cannot place a tile in any order of the turn**. With a boneyard
(three players), such a hand draws into itself until it can. It is **forbidden** to play one hand
and skip the other in order to score: if both hands can play, both must.

The record `cross-two-hands-turn` shows all of it. At move 2 Boris's right hand holds no 1, 2 or
3, so it can play only after his left hand opens a number it holds. His left hand may therefore
not play 3:2, which would leave the right hand nothing:"""),
        code("""record = load_record("cross-two-hands-turn")
after = {}
record.replay(on_step=lambda step, position: after.__setitem__(step["n"], position.clone()))
position = after[1].clone()
left, right = hands_of(position, position.turn)
print("Boris: left", " ".join(map(str, left)), "| right", " ".join(map(str, right)))
try:
    position.play("3:2", hand="left")
except IllegalMoveError as err:
    print("refused:", err)
position.play("3:4", hand="left")
print("then the right hand may:", [str(m) for m in position.legal_moves()])"""),
        md("""
At move 3 it is the other way round: Anya's **left** hand cannot play in any order (no 1, no
4, and no 2 for the end her right hand would open), so only her right hand moves:"""),
        code("""position = after[2].clone()
for move in position.legal_moves():
    print(move)
position"""),
        md("""## Rule 4: counting and penalties, as in Cross

The ends are counted as in Cross (the centre whole while the chain goes one way, a double at an
end whole), **once, after the whole turn**: what the first tile of the turn would have made does
not matter. At the end of a hand every player loses his pips rounded to 5, as in Cross.

## Rule 5: the end of a hand and the match

A hand ends when a player has **no tiles in either hand**, or when it is blocked. The match goes
to **205**.

## The worked example, move by move"""),
        code("""from domino_widgets import ReplayWidget

ReplayWidget("cross-two-hands-turn")"""),
        code("""print("\\n".join(record.replay().lines()))"""),
        md("""What to look for:

* Move 1: Anya's left hand leads the lowest double, 1:1; her right hand adds 1:3. The centre
  counts whole (one side taken): 2 + 3 = 5.
* Move 2: Boris 3:4 from the left, 4:4 from the right; 2 (the centre) + 8 (4:4 whole) = 10.
* Move 3: only Anya's right hand can play (1:2); two sides of the centre are taken, so it no
  longer counts: 8 + 2 = 10.
* Move 4: Boris's left hand starts a third arm with 1:5, his right lays 5:5 on it: 8 + 2 + 10 =
  20.
* Move 5: 5:3 alone would make 13, but the turn counts only at its end, after 2:2: 8 + 4 + 3 =
  15.

### Exercise 1: which first tile gives the most?

The position after move 1, Boris to move. In the record Boris played 3:4 then 4:4 for 10. Is there
a better turn? Give the **first** tile of the best turn (the engine adds the best tile of the
other hand)."""),
        code("""answer = "6:1"  # your answer
teaching.check_best_move(after[1], answer)"""),
        md("""
1:6 on a free side of 1:1, then 6:6 from the right hand on the 6. Two sides of the centre are
then taken, so it no longer counts: 3 + 12 = 15.

### Exercise 2: Boris's move 4

After move 3, Boris to move. Which first tile gives his turn the most?"""),
        code("""answer = "1:5"  # your answer
teaching.check_best_move(after[3], answer)"""),
        md("""### Exercise 3: the count after move 5

What do the counted ends add up to after Anya's move 5?"""),
        code("""answer = 15  # your answer
teaching.check_count(after[5], answer)"""),
        md("""## The book and the package

Cross in two hands has no rule option of its own (it inherits Cross's `double_then_any` and
`reserve`; see `02_cross`). Where the text is silent, the package decided:

* **The split** is the player's choice, made before the first move of a hand; by default the
  tiles stay as dealt (first seven left).
* **Which hand first** is free, and it matters: a hand "cannot play" only if it has no tile in
  **any** order of the turn, so the package checks both orders before it lets a hand sit out,
  and refuses a first tile that would leave the other hand stranded when another first tile
  would not (the refusal of 3:2 above).
* **Two sets** make every tile appear twice; where a record must say which copy a tile joins,
  `on` may give the number of the placement instead of the tile.
* **Drawing** (three players only) goes into the hand that cannot play.

## Try it

The position after move 3 in the sandbox: try Boris's other first tiles and see what his right
hand can add."""),
        code("""from domino_widgets import SandboxWidget

SandboxWidget("cross-two-hands-turn", at=3)"""),
        *play_against_bots("cross-two-hands", ["You", "Bot"],
                           "Two players, one set, to 205. Your tiles are shown in two groups, "
                           "left and right; every turn you play from both. Before each hand "
                           "you may split them yourself: click a tile, then a tile of the "
                           "other hand to swap them, and press Start (or Keep as dealt)."),
    ]
