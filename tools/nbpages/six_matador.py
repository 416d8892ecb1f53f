"""08_six_matador: Six Matador, rule by rule: sums of 6, the strict and the simple scoring."""

from __future__ import annotations

from .cells import BOOK, Cell, code, imports, md, play_against_bots, quote

BOOK_TEXT = """
Играть могут два, три или четыре участника. Два-три игрока получают по шесть костей, а четыре –
по семь.

Отличается эта игра от обычного матадора тем, что главным «козырем» каждого игрока теперь
являются не те кости, сумма очков которых дает семь, а кости с шестью очками, например, 2:4,
0:6, 3:3, 1:5. Кости при каждом ответном ходе нужно подбирать таким образом, чтобы очки на
присоединяемой половине и на свободной половине предыдущей кости в сумме давали шесть.

Например, если один игрок положил 1:4, то ответить ему можно только такой костью, на половине
которой есть двойка или пятерка. Кость 0:0 в данной игре приравнивается к 6 очкам и является
матадором. Ставится она поперек игровой выкладки, как и другие матадоры. Все остальные кости
ставят в длину. На кость со свободной нулевой половинкой можно ответить только матадором.

Очки можно начислять таким же образом, как в обычной игре в матадор, то есть по 10 очков за
каждый матадор. Но чаще всего в шестерном матадоре по 10 очков засчитывают только за кости 0:0,
0:6, 1:5, 2:4, 3:3, а за каждый удачный ход, при котором получается необходимое для игры число
6 – по 1 очку.

Если игрок вынужден пропустить ход, он вычеркивает у себя 6 очков. В том случае, если очков у
игрока еще слишком мало, он остается с долгом. Иногда долгов накапливается так много, что они
«гасят» выигрышные очки.

Такой вариант начисления очков считается довольно жестким и приемлем только для опытных игроков.
Новичкам же можно посоветовать более простой способ начисления очков – по 10 за каждый матадор.

Если игрок использует такую кость, на свободной половине которой есть шесть очков (например,
3:6, 1:6), то за матадорную шестерку он получает дополнительные 5 премиальных очков.

Победителем становится тот, кто набрал большее количество очков. Этому игроку принадлежит разница
между тем количеством очков, которое набрал он и суммой очков проигравших.
"""

COMPARE_CELL = '''import json

from domino_widgets import Record


def replayed(options):
    data = dict(record.data, options=options)
    return Record.loads(json.dumps(data)).replay().steps

strict, simple = replayed({"scoring": "strict"}), replayed({"scoring": "simple"})
print(f"{'move':<40} {'strict':>7} {'simple':>7}")
for a, b in zip(strict, simple):
    print(f"{a['n']:>2} {a['player']:<6} {a['action']:<30} {a['points']:>+7} {b['points']:>+7}")
print("totals, strict:", strict[-1]["scores"])
print("totals, simple:", simple[-1]["scores"])'''


def cells() -> list[Cell]:
    return [
        md("""# Six Matador («Шестерной матадор»)

Six Matador is Matador with **6** in place of 7: touching halves add up to 6, and the tiles
worth 6 (0:6, 1:5, 2:4, 3:3, and 0:0) are the matadors. There is no pip count at the end of a
hand: every point is scored during play, and with the usual ("strict") count a player who has
to pass **loses** 6 points.

Read `07_matador` first: everything not said here is as there."""),
        md("## What the book says"),
        quote(f"{BOOK}, «Шестерной матадор»", BOOK_TEXT),
        md("Now the rules in plain words, one at a time."),
        md("""## Rule 1: deal, reserve and lead

Two or three players get **6 tiles** each, and the rest is a reserve; four players get **7**,
all 28 tiles, and there is no reserve. The first leader is chosen by lot (the seed) and leads any
tile."""),
        code(imports("new_game", "load_record", "State") + """

for players in (["Ann", "Bob"], ["Ann", "Bob", "Cleo", "Dan"]):
    state = new_game("six-matador", players, seed=1)
    print(len(players), "players:", [len(h) for h in state.hands], "tiles, reserve",
          state.drawable(), "- lead:", state.players[state.turn])"""),
        md("""## Rule 2: touching halves add up to 6

0 with 6, 1 with 5, 2 with 4, 3 with 3. The book's example: after 1:4 the answer must have a 2
(for the 4) or a 5 (for the 1). A **6 end is answered by a 0**: 0:3 on a 6 leaves a 3."""),
        code("""state = State.from_hands("six-matador", {"Ann": ["1:4", "6:6"],
                                          "Bob": ["2:3", "5:0", "6:4", "3:3", "0:0"]},
                         leader="Ann", boneyard=["1:1"])
state.play("1:4")
for move in state.legal_moves():
    print(move)
state"""),
        md("""## Rule 3: the matadors and the 0 end

The matadors are **0:6, 1:5, 2:4, 3:3** (halves adding up to 6) and **0:0**, which "counts as
6". As in Matador:

* a **0 end takes only a matador**, laid **crosswise**; both halves of a crosswise tile are
  open, and the next tile joins either of them by the sum of 6;
* a matador other than 0:0 may also be played **lengthwise** as an ordinary tile; 0:0 never;
* every other tile, doubles included, is laid lengthwise.

Ann leads 6:4. Bob answers the 6 with 0:3 (the 0 touches the 6) and leaves a 3; Ann answers
the 4 with 2:0 (2 + 4 = 6), leaving a 0. Now only a matador can go on that 0, and the 3 takes a
3:"""),
        code("""state = State.from_hands("six-matador", {"Ann": ["6:4", "2:0", "5:5"],
                                          "Bob": ["0:3", "1:5", "0:0", "3:1", "2:4"]},
                         leader="Ann", boneyard=["1:1"])
state.play("6:4")
state.play("0:3")
state.play("2:0")
for move in state.legal_moves():
    print(move)
state"""),
        md("""## Rule 4: drawing and the end of a hand

As in Matador: a player who cannot place draws **one** tile; he plays it if it fits, else he
passes. Going out does not end the hand; it ends when the reserve is empty and nobody can place.
Nothing is counted in the hands at the end: the points come from play alone.

## Rule 5: the scoring

The book gives two counts; the package calls them `scoring="strict"` (the default, "the usual
one") and `scoring="simple"` (for beginners).

**Strict** (`"strict"`):

* **10 points** for every placement of a matador (0:0, 0:6, 1:5, 2:4, 3:3): crosswise or
  lengthwise, even as the lead;
* **1 point** for every other placement that joins the layout (each one "makes the 6"); the
  lead of a non-matador scores nothing;
* **minus 6** for a player who has to **pass**; scores may go below zero (a "debt"). A player
  with no tiles who cannot draw simply skips, without penalty.

**Simple** (`"simple"`): **10 points** for each matador laid crosswise on a 0 end, nothing
else, and no penalty for passing.

**Both:** **5 more** for a "matador six" («матадорная шестерка»): a tile laid lengthwise that
leaves a **6** on its free half, such as 3:6 on a 3 or 1:6 on a 5.

The winner has the most points; the match goes to 100."""),
        md("""## A worked example, move by move

The record `six-matador-strict` is a short hand between Anya and Boris under the strict count:
a pass with its debt, a matador six, a crosswise matador and a lengthwise one."""),
        code("""from domino_widgets import ReplayWidget

ReplayWidget("six-matador-strict")"""),
        code("""record = load_record("six-matador-strict")
print("\\n".join(record.replay().lines()))"""),
        md("""Move by move:

* 1: Anya leads 6:6: not a matador, and a lead joins nothing: 0.
* 2: Boris answers a 6 with the 0 of 0:3: **+1**.
* 3: Anya has nothing for a 6 or a 3; she draws 5:5, which does not fit, and passes: **-6**.
* 4: Boris puts 3:6 on the 3 and leaves a 6: 1 + 5 for the matador six = **+6**.
* 5: Anya draws 4:0, which fits the 6: **+1**.
* 6: Boris answers the 4 with 2:0: **+1**, and leaves a 0.
* 7: Anya lays the matador 5:1 across the 0: **+10**.
* 8: Boris plays the matador 0:6 lengthwise on the 6 and leaves a 6: 10 + 5 = **+15**.
* 9: Anya joins the 5 half of the crosswise 5:1 with 1:2: **+1**.

### Exercise 1: which move scores most?

The position after move 1: Boris to move, with 3:0, 6:3, 2:0, 6:0, 1:1 and 4:3 against a 6:6
(strict count)."""),
        code("""after = {}
record.replay(on_step=lambda step, position: after.__setitem__(step["n"], position.clone()))
answer = "0:6"  # your answer
teaching.check_best_move(after[1], answer)"""),
        md("""
In the record Boris played 0:3 for 1 point; 0:6 would have scored 15 (a matador, lengthwise,
leaving a matador six).

### Exercise 2: the price of a pass

At move 3 Anya draws a tile that does not fit and passes. How many points does that cost her
under the strict count? (Answer with a minus sign.)"""),
        code("""answer = -6  # your answer
steps = record.replay().steps
teaching.check(answer, steps[2]["points"], "A pass costs 6 points, and Anya had none: she is "
               "6 in debt.")"""),
        md("""### Exercise 3: a matador six

After move 2 the ends are 6 and 3. What does Boris score by putting 3:6 on the 3 (strict
count)?"""),
        code("""answer = 6  # your answer
teaching.check(answer, steps[3]["points"], "1 for joining the layout and 5 for the matador "
               "six it leaves.")"""),
        md("""## The book and the package

### Which scoring? (`scoring`)

* **The book:** both counts: "по 10 очков за каждый матадор" as in Matador, and the one used
  "чаще всего" (most often): 10 for the five six-tiles, 1 for every move that makes the 6, and
  minus 6 for a pass, "довольно жесткий" (rather harsh), for experienced players; beginners are
  advised the simple one. The matador-six bonus of 5 is given for both.
* **The package:** `scoring="strict"`, the usual count, by default.
* **To switch:** `new_game("six-matador", ..., options={"scoring": "simple"})`.
* **What changes:** the same record under both counts. In the simple count only the crosswise
  matador on a 0 (move 7) and the matador sixes (moves 4 and 8) score, and the pass costs
  nothing:"""),
        code(COMPARE_CELL),
        md("""### What "0:0 counts as 6" means

* **The book:** "Кость 0:0 в данной игре приравнивается к 6 очкам и является матадором" — 0:0 is
  equal to 6 points and is a matador.
* **The package:** this is why 0:0 joins the tiles worth 6 as a matador (10 points in the strict
  count). It does not change what its halves show on the table: a crosswise 0:0 shows two 0s and
  takes only another matador; it is never played lengthwise, although its 0 would make 6 with a
  6 end. There is no option for this.

### The reserve with two or three players

The book says four players get 7 tiles each (the whole set) and two or three get 6; it does not
mention a reserve. The package keeps the rest (16 or 10 tiles) as a reserve, drawn one tile a
turn as in Matador.

### What the winner collects (`settlement`)

As in Quintuple: the book's "difference between his points and the sum of the losers' points"
is read as the difference collected from each loser (`settlement="pairwise"`, default); the
words taken literally are `settlement="literal"`. See `09_quintuple` for both on a real match.

## Try it

The position after move 7 in the sandbox: compare Boris's 0:6 (15 points) with his other
choices."""),
        code("""from domino_widgets import SandboxWidget

SandboxWidget("six-matador-strict", at=7)"""),
        *play_against_bots("six-matador", ["You", "Bot"],
                           "Two players, strict count, to 100 points. Think twice before you "
                           "leave your opponent an end he cannot answer: every pass costs 6."),
    ]
