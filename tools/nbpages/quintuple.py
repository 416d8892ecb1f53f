"""09_quintuple: Quintuple, rule by rule; the book's game of four replayed with its two slips."""

from __future__ import annotations

from .cells import BOOK, Cell, code, imports, md, play_against_bots, quote

RULES_TEXT = """
Играть в пятерное домино могут от двух до четырех человек. Если играют два или три игрока, то
выдается по 6 костяшек, а если четыре — то по 5.

Кости начинают выкладывать по общему принципу домино, но после того как появится первый дубль,
можно прикладывать кости и по сторонам от него. Получается четыре линии выкладки. Все
последующие дубли кладутся вдоль выкладки, а не поперек нее.

За первый дубль игрок записывает себе 2 очка. 4 очка можно записать в том случае, если один из
игроков положит кость, точки на свободной половинке которой в сумме с точками на других свободных
половинках дадут число, кратное 5.

Очки засчитываются тогда, когда такое число образуется только на всех четырех свободных
половинках. Завершенной игра считается, когда у одного из игроков кости кончились, в резерве к
этому моменту их тоже не должно оставаться. Кто первым выходит из игры, записывает себе еще 2
очка.

Пятерное домино может закончиться блокировкой. В этом случае игрок, который на момент блокировки
имеет минимальное количество очков, записывает себе еще одно очко. Два или три участника обычно
продолжают игру до 25 очков, а четверо — до 20 очков. Победителем считается тот, кто набрал
большее количество очков. После подсчета очков выигравший записывает на свой счет разницу между
очками, набранными им, и суммой очков всех проигравших.
"""

DEAL_TEXT = """
Четверо участников: Андрей, Ирина, Ольга и Вадим — получают на руки по 5 костей, которые они
закрывают друг от друга. Расклад Андрея таков: 4:1, 5:3, 1:1, 4:4, 5:1. Ирине выпало 2:2, 4:3,
5:5, 1:6, 3:0, Ольге — 0:1, 0:6, 3:3, 6:6, 5:0, а Вадиму — 5:6, 2:1, 4:6, 3:6, 0:4. Участники
проводят жеребьевку, чтобы определить игрока, который будет делать первый ход, и начинают игру.
"""

TABLE_CELL = '''from IPython.display import Markdown

book_says = {
    1: "«зарабатывает себе 2 очка, поскольку кладет первый дубль»: 2 points",
    2: "«кладет 1:6»: nothing about points",
    3: "«решила открыть пока кость 1:0»: nothing about points",
    4: "«ставит 1:2 к дублю 1:1»: nothing about points",
    5: "«Всего трех очков у него не хватило»: no points, 3 short",
    6: "«Ирина получает 4 очка … равна 15»: 4 points",
    7: "«поставила кость 6:6, которая не изменила картины»: silent on points",
    8: "«очков не получает»: no points",
    9: "«Андрей получает 4 очка»: 4 points",
    10: "«Ольга тоже получает 4 очка за кость 5:5»: 4 points, to Olga",
}
rows = ["| move | player | tile | the book says | engine's points | the free ends |",
        "|---|---|---|---|---|---|"]
sums = {}

def ends_now(step, state):
    text = state.rules.count_text(state)
    sums[step["n"]] = text.split(":")[0] + ": not counted yet" if "arms" in text else text

record.replay(on_step=ends_now)
for step in record.replay().steps:
    n = step["n"]
    rows.append(f"| {n} | {step['player']} | {step['action'].removeprefix('play ')} "
                f"| {book_says[n]} | {step['points']:+d} | {sums[n]} |")
Markdown("\\n".join(rows))'''


def cells() -> list[Cell]:
    return [
        md("""# Quintuple («Пятерное домино»)

Quintuple ("fives dominoes") is a game of small scores: 2 points for the first double, 4 points
whenever the **four** free ends of the cross add up to a multiple of 5, 2 for going out. Two or
three players play to 25, four play to 20.

Read `01_traditional` first if you have not: everything not said here is as there."""),
        md("## What the book says"),
        quote(f"{BOOK}, «Пятерное домино»", RULES_TEXT),
        md("Now the rules in plain words, one at a time."),
        md("""## Rule 1: deal and reserve

Two or three players get **6 tiles** each, four players **5**. The rest is the reserve. A player
with no tile that fits draws from the reserve until one fits, and plays it; every tile may be
drawn.

## Rule 2: who leads

The first leader is chosen **by lot** (in the package: by the seed), and he may lead **any
tile**. Later hands are led as in the traditional game (the player who went out)."""),
        code(imports("new_game", "load_record", "State") + """

state = new_game("quintuple", ["Ann", "Bob", "Cleo", "Dan"], seed=2)
print(state.players[state.turn], "was drawn by lot and may lead any of:",
      " ".join(str(t) for t in state.hand_tiles(state.turn)))
print("tiles each:", [len(h) for h in state.hands], " reserve:", state.drawable())"""),
        md("""## Rule 3: the first double is a centre; later doubles lie lengthwise

The **first double** on the table becomes a centre with **four** sides: tiles may be joined to
all four. Every **later double is laid along the line**, like an ordinary tile, so it shows a
single number at the end of its arm (a 6:6 at the end of an arm is an end showing 6, not 12).

## Rule 4: the points

* **2 points** for laying the first double.
* **4 points** when, after a placement, the **four free ends** of the cross add up to a multiple
  of 5 (5, 10, 15, 20, ...). In the package's reading this needs all four arms to exist (see
  *The book and the package*).
* The 4 points are scored **again** by whoever places a tile after which the sum is still a
  multiple of 5, even if the tile changed nothing.

Here is the book's position after move 6: the four arms end in 6, 3, 2 and 4."""),
        code("""record = load_record("quintuple-book")
after = {}
record.replay(on_step=lambda step, position: after.__setitem__(step["n"], position.clone()))
print(after[6].rules.count_text(after[6]))
after[6]"""),
        md("""
After move 7 Olga's 6:6 lies **along** the east arm, after 1:6: the arm still ends in a 6, and
the sum is still 15, so she scores 4 again:"""),
        code("""print(after[7].rules.count_text(after[7]))
after[7]"""),
        md("""## Rule 5: the end of a hand

A hand ends when a player has **no tiles and the reserve is empty**; he scores **2 more**
points. A player who runs out while the reserve still has tiles has not finished: on his next
turn he draws (until a tile fits) and plays on.

Ann leads her only tile, 1:1 (+2 for the first double). The reserve is not empty, so the hand
goes on; at her next turn she must draw:"""),
        code("""state = State.from_hands("quintuple", {"Ann": ["1:1"], "Bob": ["1:2", "6:6"]},
                         boneyard=["2:5"], leader="Ann")
state.play("1:1")
state.play("1:2")
print("hand over?", state.hand_over is not None, "  Ann may:",
      [str(m) for m in state.legal_moves()])
state.play("draw")
state.play("5:2")
print("Ann draws 2:5 and plays it; the reserve is empty and so is her hand:",
      state.hand_over.reason)
print("scores:", dict(zip(state.players, state.scores)), "(2 for 1:1, 2 for going out)")"""),
        md("""## Rule 6: a blocked hand

If nobody can place a tile and nobody can draw, the hand is blocked, and **one player scores 1
point**. The book says "the player who has the fewest points at the moment of the block"; the
package gives it to the player with the **fewest pips in hand** (see *The book and the package*
for why and for the switch).

## Rule 7: the match

Two or three players play to **25**, four to **20**. The highest total wins, and collects the
difference from the losers (see *The book and the package*, settlement)."""),
        code("""for n in (2, 3, 4):
    print(n, "players: target", new_game("quintuple", n, seed=1).target())"""),
        md("""## The book's game, move by move

The book plays one hand between Andrey, Irina, Olga and Vadim, with the hands dealt in the
text:"""),
        quote(f"{BOOK}, «Пятерное домино», иллюстративная партия", DEAL_TEXT),
        md("""The record `quintuple-book` holds this deal and the ten moves the book describes. Step
through it: the widget shows each move with the book's words."""),
        code("""from domino_widgets import ReplayWidget

ReplayWidget("quintuple-book")"""),
        md("""The engine replays the same ten moves; its scores after move 10 are Andrey 6, Irina 8,
Olga 4, Vadim 0:"""),
        code("""print("\\n".join(record.replay().lines()))"""),
        md("""### The book's words beside the engine's score

For each move: what the book says about points, what the engine scores, and the free ends as
the engine counts them after the move (before the fourth arm exists nothing is counted)."""),
        code(TABLE_CELL),
        md("""### The book's two slips

The engine agrees with the book at every move but two, and in both the book is the one that
slipped:

* **Move 7.** Olga lays 6:6 on the 6 of 1:6. Later doubles lie lengthwise, so the end still
  shows 6 and the four ends still make 6 + 3 + 2 + 4 = **15**. The book says the tile "did not
  change the picture" and says nothing of points; but the rule gives 4 points to whoever leaves
  a multiple of 5, and the book itself applies that at move 10 to a tile that changed nothing
  either. So Olga scores **4**.
* **Move 10.** The book says Olga lays 5:5. But 5:5 was dealt to **Irina** (see the deal above:
  "Ирине выпало 2:2, 4:3, 5:5, ..."), and after Andrey's move 9 it is Irina's turn, not Olga's.
  Irina lays 5:5 along the 5 of 3:5; the sum stays 15 and **Irina** scores 4.

Here is the position before move 10: Irina to move, with 5:5 in her hand."""),
        code("""position = after[9]
print(position.players[position.turn], "holds",
      " ".join(str(t) for t in position.hand_tiles(position.turn)))
position"""),
        md("""### Exercise 1: which move scores most?

After move 7, Vadim is to move (the book: move 8). He holds 6:5, 6:4, 6:3 and 4:0. Does any of
his moves score?"""),
        code("""answer = "6:4"  # your answer: the tile that scores most (any, if none scores)
teaching.check_best_move(after[7], answer)"""),
        md("""
None scores: whatever Vadim plays, the ends do not make a multiple of 5. The book's Vadim
plays 6:4 ("но очков не получает").

### Exercise 2: Andrey's move 9

After move 8 it is Andrey's turn with 5:3, 4:4 and 5:1. Which tile scores?"""),
        code("""answer = "3:5"  # your answer
teaching.check_best_move(after[8], answer)"""),
        md("""### Exercise 3: the sum of the four ends

What do the four free ends add up to after Vadim's 6:4 (move 8)?"""),
        code("""answer = 13  # your answer
teaching.check_count(after[8], answer)"""),
        md("""## The book and the package

Three things in the book can be read two ways. For each: the book's words, the package's
choice, the switch, and what changes.

### Must all four arms exist before the ends score? (`score_with_fewer_arms`)

* **The book:** "Очки засчитываются тогда, когда такое число образуется только на всех четырех
  свободных половинках" — points count only when the number is formed on *all four* free halves.
* **The package:** read literally: no 4 points until the centre has four arms (default
  `score_with_fewer_arms=False`). The book's own game agrees: no sum scores before move 6.
* **To switch:** `options={"score_with_fewer_arms": True}` counts whatever ends there are, as in
  Cross (the centre double counts both halves while at most one of its sides is taken).
* **What changes:** a 5:5 lead. By default it scores the 2 for the first double; with the option
  its 5 + 5 = 10 scores 4 more, and Bob's 5:0 against it (10 + 0) scores 4 as well."""),
        code("""hands = {"Ann": ["5:5", "0:1", "2:0"], "Bob": ["5:0", "6:6", "4:4"]}
for options in [{}, {"score_with_fewer_arms": True}]:
    game = State.from_hands("quintuple", hands, leader="Ann", options=options)
    game.play("5:5")
    game.play("5:0")
    print(options or "default:", "-> scores", dict(zip(game.players, game.scores)), " |",
          game.rules.count_text(game))"""),
        md("""### Who scores the point for a block? (`block_point_to`)

* **The book:** "игрок, который на момент блокировки имеет минимальное количество очков,
  записывает себе еще одно очко" — the player with the *fewest points* at the block scores one
  more.
* **The package:** "очки" can mean points on the score sheet or the pips in a hand. Everywhere
  else in dominoes a block is won by the lightest hand, so the default gives the point to the
  player with the **fewest pips in hand** (`block_point_to="fewest_pips"`); a tie scores
  nothing.
* **To switch:** `options={"block_point_to": "lowest_score"}` gives it to the player with the
  fewest points on the score sheet, as the words say.
* **What changes:** Ann leads 5:5 (+2), Bob answers 5:3, and nobody can move; the reserve is
  empty. Ann has 3 pips but 2 points; Bob 20 pips but 0 points."""),
        code("""hands = {"Ann": ["5:5", "0:1", "2:0"], "Bob": ["5:3", "6:6", "4:4"]}
for options in [{}, {"block_point_to": "lowest_score"}]:
    game = State.from_hands("quintuple", hands, boneyard=[], leader="Ann", options=options)
    game.play("5:5")
    game.play("5:3")
    winner = game.players[game.hand_over.winner]
    print(options or "default:", "->", winner, "scores the point;",
          dict(zip(game.players, game.scores)))"""),
        md("""### What does the winner collect? (`settlement`)

* **The book:** "выигравший записывает на свой счет разницу между очками, набранными им, и суммой
  очков всех проигравших" — the winner takes the difference between his points and the sum of
  the losers' points.
* **The package:** taken word for word, `winner - (sum of the losers)` is negative in most games
  of four (20 against three players with 10 each gives -10). The package reads it as the
  difference collected from **each** loser: `sum(winner - loser)` (default
  `settlement="pairwise"`). With two players both readings agree.
* **To switch:** `options={"settlement": "literal"}`.
* **What changes:** a whole match of four played by bots, settled both ways."""),
        code("""from domino_widgets.bots import make_player


def bot_match(options):
    match = new_game("quintuple", ["Андрей", "Ирина", "Ольга", "Вадим"], seed=3, options=options)
    bots = [make_player("greedy", seed=seat) for seat in range(4)]
    while not match.match_over:
        if match.hand_over is not None:
            match.play("next hand")
        else:
            match.apply(bots[match.turn].choose(match, match.turn))
    return match


for options in [{}, {"settlement": "literal"}]:
    match = bot_match(options)
    print(options or "default:", dict(zip(match.players, match.scores)),
          "-> winner", match.players[match.winner], "collects", match.settlement())"""),
        md("""## Try it

The position before the book's move 9 in the sandbox: try each of Andrey's tiles and see which
ones score."""),
        code("""from domino_widgets import SandboxWidget

SandboxWidget("quintuple-book", at=8)"""),
        *play_against_bots("quintuple", ["You", "Bot 1", "Bot 2", "Bot 3"],
                           "Four players, as in the book, to 20 points."),
    ]
