"""10_sevens: Sevens, the book's fragment of a sum-7 game, rule by rule."""

from __future__ import annotations

from .cells import BOOK, Cell, code, imports, md, play_against_bots, quote

BOOK_TEXT = """
Играют от двух до пяти человек. Они берут себе по пять косточек. Остальные лежат в резерве.

Первый ход за тем, у кого окажется кость с наибольшей суммой очков. К примеру, это 6-5.

Следующий по очереди игрок обязан выставить такую кость, чтобы число очков на одной из ее сторон
дополняло число очков на одной из сторон первой кости до суммы 7. В нашем случае подойдет любая
кость, на одной из сторон которой 1 или же любая кость, на одной из сторон которой 2. Если у
игрока не оказалось подходящей кости, он должен обратиться к резерву, беря из него кости до тех
пор, пока не появится нужная.
"""


def cells() -> list[Cell]:
    return [
        md("""# Sevens («Семёрка»)

A game for two to five players in which, as in Matador, touching halves **add up to 7**, but
there are no matadors: a 0 end can never be answered. The book's text is a fragment (it stops
after the first moves) and gives the game no name; "Sevens" is the package's name for it.

Read `01_traditional` first if you have not: everything not said here is as there."""),
        md("## What the book says"),
        quote(f"{BOOK} (a fragment; the name of the game is lost)", BOOK_TEXT),
        md("""
In English: two to five players take five tiles each; the rest is the reserve. The player
with the tile of the highest sum leads it (for example 6-5). The next player must lay a tile one
of whose halves completes a half of the first tile to 7: here a 1 or a 2. A player with no such
tile draws from the reserve until one turns up.

The book stops there. For the rest (doubles, the 0, the end of a hand, the score) the package
plays it as a sum-7 game on traditional lines. The rules, one at a time:"""),
        md("""## Rule 1: deal and lead

Two to five players, **5 tiles each**; the rest is the reserve. The holder of the **highest
tile** leads it: the most pips first (6:6 = 12, then 6:5 = 11), and between tiles of equal pips
the one with the higher half (6:3 before 5:4 and 4:4, all 9 pips)."""),
        code(imports("new_game", "load_record", "State") + """

state = new_game("sevens", ["Ann", "Bob", "Cleo", "Dan", "Eve"], seed=1)
for p, name in enumerate(state.players):
    print(f"{name:<5}", " ".join(str(t) for t in state.hand_tiles(p)))
print("reserve:", state.drawable(), " leads:", state.players[state.turn],
      [str(m) for m in state.legal_moves()])"""),
        md("""### Exercise 1: who leads?

Ann holds 6:3 and 2:1, Bob 5:4 and 4:4, Cleo 5:5 and 1:0. Who leads, and with which tile?"""),
        code("""state = State.from_hands("sevens", {"Ann": ["6:3", "2:1"], "Bob": ["5:4", "4:4"],
                                    "Cleo": ["5:5", "1:0"]})
answer = "Cleo"  # your answer
teaching.check(answer, state.players[state.turn],
               f"{state.legal_moves()[0].tile} has the most pips (10); 6:3 has only 9.")"""),
        md("""## Rule 2: touching halves add up to 7

A tile joins an end when its touching half and the end add up to 7: a 6 takes a 1, a 5 a 2, a 4
a 3. The tile's other half becomes the new end. The book's example: after 6:5 any tile with a 1
(for the 6) or a 2 (for the 5) may be played."""),
        code("""state = State.from_hands("sevens", {"Ann": ["6:5", "3:3"],
                                    "Bob": ["1:4", "2:0", "3:6", "4:4", "5:2"]}, boneyard=[])
state.play("6:5")
for move in state.legal_moves():
    print(move)
state"""),
        md("""## Rule 3: doubles lie in line

Doubles are ordinary tiles here: laid along the line, and they match as their number (4:4
answers a 3 and leaves a 4).

## Rule 4: the 0 end is dead

No half completes 0 to 7, so **a 0 end takes nothing**, ever. A tile's 0 half never joins
anything, and **0:0 can never be placed** (it is stuck in the hand of whoever holds it). Play
goes on at the other end.

If **both** ends show 0, no tile can ever be placed again. The rules of drawing still hold:
the player to move has no tile that fits, so he draws, and since nothing can fit he draws
**the whole reserve**. Then nobody can place and nobody can draw, and the hand is **blocked**;
the tiles he drew count in his pips. (The option `dead_table_blocks` blocks the hand at once
instead: see "The book and the package" below.)

## Rule 5: drawing

A player with no tile that fits draws from the reserve **until one fits**, and plays it. If the
reserve runs out first, he passes.

## Rule 6: the end of a hand

As in the traditional game: a player who places his last tile scores the pips left in the other
hands; in a blocked hand the player with the fewest pips scores the others' total minus his own
(a tie: nobody scores). The match goes to **100**.

## A worked example, move by move

The record `sevens-dead-zero` is a hand of three: a dead 0 at move 2, drawing past 0:0 at move
4, doubles in line, and a hand that Vera ends by killing the second end, after which Anya
draws the whole reserve."""),
        code("""from domino_widgets import ReplayWidget

ReplayWidget("sevens-dead-zero")"""),
        code("""record = load_record("sevens-dead-zero")
print("\\n".join(record.replay().lines()))"""),
        md("""What to look for:

* Move 1: Anya holds 6:6, the highest tile of all, and leads it.
* Move 2: Boris answers a 6 with the 1 of 1:0 and leaves a **0**: that end is dead from now on.
* Move 4: Anya has no 3 for the 4. She draws 0:0 (useless: it can never be placed) and then 5:3,
  which fits.
* Move 9: Vera could leave a 6 (with 6:2) or a second 0 (with 2:0). She holds the fewest pips,
  so she plays 2:0: both ends are dead.
* Moves 10-20: Anya has no move, so she draws, and nothing can fit a dead 0: she draws all 11
  tiles of the reserve. Now nobody can place and nobody can draw: the hand is blocked.

### Exercise 2: which tiles fit?

The position after move 3: Anya to move, the ends are 0 (dead) and 4. Which of her tiles can be
placed? (Write "none" if she must draw.)"""),
        code("""after = {}
record.replay(on_step=lambda step, position: after.__setitem__(step["n"], position.clone()))
position = after[3]
print("Anya holds", " ".join(str(t) for t in position.hand_tiles(position.turn)))
answer = "none"  # your answer
teaching.check_playable(position, answer)"""),
        md("""### Exercise 3: the score of a blocked hand

After move 20 the hand is blocked: Vera holds 14 pips, Boris 19, and Anya 79 (her 16 and the
63 she drew). How many points does Vera score?"""),
        code("""answer = 84  # your answer
teaching.check_hand_points(record.replay().state, "Вера", answer)"""),
        md("""## The book and the package

### Who leads the later hands? (`next_hand_lead`)

* **The book:** the fragment describes only the first lead ("Первый ход за тем, у кого окажется
  кость с наибольшей суммой очков") and breaks off before a second hand.
* **The package:** every hand starts the same way: the holder of the highest tile leads it
  (default `next_hand_lead="highest_tile"`).
* **To switch:** `options={"next_hand_lead": "winner"}` makes later hands follow the traditional
  rule: the player who went out leads (after a block, the fewest pips), with **any** tile.
* **What changes:** the hand of the record, followed by the next deal. By default Boris, who is
  dealt 6:6, must lead it; with the option Vera, who won the blocked hand, leads what she
  likes:"""),
        code("""import json

from domino_widgets import Record

for options in [{}, {"next_hand_lead": "winner"}]:
    game = Record.loads(json.dumps(dict(record.data, options=options))).replay().state
    game.play("next hand")
    print(options or "default:", "->", game.players[game.turn], "leads:",
          ", ".join(str(m).removeprefix("play ") for m in game.legal_moves()))"""),
        md("""### A table of dead ends (`dead_table_blocks`)

* **The book:** the fragment gives one rule for a player with no move: he draws from the
  reserve until a tile turns up that fits ("Если у игрока не оказалось подходящей кости, он
  должен обратиться к резерву, беря из него кости до тех пор, пока не появится нужная"). It
  breaks off before a table on which no tile can ever fit.
* **The package:** that rule, and the shared rules of drawing and of a blocked hand, hold
  there too (default `dead_table_blocks=False`): the player to move draws until the reserve is
  empty, since nothing will turn up, and then nobody can place and nobody can draw, so the hand
  is blocked and counted on the pips then in hand.
* **Why:** the book's rule of drawing has no exception, and a hand is blocked only when nobody
  can place a tile **and nobody can draw** (the shared rules).
* **To switch:** `options={"dead_table_blocks": True}` blocks the hand at once, when the last
  end dies: drawing cannot make a tile fit, so nobody draws (a quicker table rule).
* **What changes:** the pips in hand, and so who wins the block. Five players, a reserve of
  three tiles (0:0, 0:2, 1:1): Ann leads 6:6, Bob plays 1:0, Cleo 1:3 and Dan 4:0, and both
  ends are 0. Eve is to move."""),
        code("""five = {"Ann": ["6:6", "5:6", "5:5", "4:6", "4:5"],
        "Bob": ["1:0", "3:6", "4:4", "3:5", "2:6"],
        "Cleo": ["1:3", "1:6", "2:5", "3:4", "3:3"],
        "Dan": ["4:0", "0:6", "1:4", "1:5", "2:4"],
        "Eve": ["0:3", "1:2", "2:2", "0:5", "2:3"]}


def dead_table(options):
    # the five-player hand after Dan's 4:0 kills the second end
    game = State.from_hands("sevens", five, boneyard=["0:0", "0:2", "1:1"], options=options)
    for tile in ["6:6", "1:0", "1:3", "4:0"]:
        game.play(tile)
    return game


dead_table({})"""),
        code("""for options in [{}, {"dead_table_blocks": True}]:
    game = dead_table(options)
    draws = 0
    while game.hand_over is None:
        game.play("draw")
        draws += 1
    result = game.hand_over
    print(options or "default:", f"-> Eve draws {draws} and holds",
          " ".join(str(t) for t in game.hand_tiles(4)))
    print("   pips:", ", ".join(f"{n} {v}" for n, v in zip(game.players, result.pips)))
    print("  ", game.players[result.winner], "wins the block and scores",
          result.points[result.winner])"""),
        md("""By the rules Eve's three draws turn her 20 pips into 24, so Dan (23) has the
fewest and scores 40 + 33 + 27 + 24 - 23 = 101. With the quick block Eve keeps her 20 pips and
scores 40 + 33 + 27 + 23 - 20 = 103.

### Exercise 4: the record with the quick block

Replay the first nine moves of `sevens-dead-zero` with `dead_table_blocks=True`: the hand is
blocked the moment Vera plays 2:0, and Anya draws nothing. How many points does Vera score
now?"""),
        code("""quick = dict(record.data, options={"dead_table_blocks": True},
             moves=record.data["moves"][:9], notes={})
answer = 21  # your answer
teaching.check_hand_points(Record.loads(json.dumps(quick)).replay().state, "Вера", answer)"""),
        md("""## Try it

The position before Vera's last move in the sandbox: try 6:2 instead of 2:0 and play the hand
on."""),
        code("""from domino_widgets import SandboxWidget

SandboxWidget("sevens-dead-zero", at=8)"""),
        *play_against_bots("sevens", ["You", "Bot 1", "Bot 2"],
                           "Three players, 5 tiles each, to 100 points. Beware of leaving a 0: "
                           "that end is lost for everyone."),
    ]
