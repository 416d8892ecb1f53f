"""00_start: the set and its notation, what the package does, the widgets, the engine, records."""

from __future__ import annotations

from .cells import Cell, code, human_leads, md


def cells() -> list[Cell]:
    seed = human_leads("traditional", ["You", "Bot"])
    return [
        md("""# Domino games of a Russian rule book: start here

This package lets you play, replay and study ten domino games described in V. Troshin's book
«Домино» (*Domino*) and a few related texts: **Traditional** dominoes, **Cross**, **Cross in two
hands**, **Sevastopol**, **Spider**, **Sausage**, **Matador**, **Six Matador**, **Quintuple** and
**Sevens**.

It has three parts:

* an **engine** that knows the rules of every game: who leads, which moves are legal, what a move
  scores, when a hand ends and who wins the match;
* three **widgets** for the notebook: play a game against bots, replay a recorded game move by
  move, and set up any position to try moves in it;
* **records**: the worked examples of the book, stored as files that replay exactly.

This notebook shows each part once. Then open the notebook of the game you want to learn
(`01_traditional` first: every other game is explained by how it differs from it)."""),
        md("""## The double-six set

A set has **28 tiles**. Each tile has two halves with 0 to 6 pips; every pair of numbers appears
once. A tile whose halves are equal (1:1, 6:6, 0:0) is a **double**; there are seven. The
*pips* of a tile are its two halves added up: 6:5 has 11 pips, 0:0 has none.

Here is the whole set, one row for each higher half:"""),
        code("""from IPython.display import HTML

from domino_widgets.engine import TILES
from domino_widgets.render import tile_svg

rows = []
for high in range(7):
    tiles = [tile for tile in TILES[:28] if tile.a == high]
    rows.append("<div>" + " ".join(tile_svg(tile) for tile in tiles) + "</div>")
    print("   ".join(str(tile) for tile in tiles))
HTML("".join(rows))"""),
        md("""### Writing a tile down

The package writes a tile as **`a:b`**, the higher half first: `5:3`. It also reads `a-b` and
`a|b`, and either half first, so `3:5`, `5-3` and `3|5` all mean the same tile. In a move the
half that touches the table comes first: `1:6 on 1:1` means the 1 of the tile 6:1 touches the
1:1.

The undealt tiles are the **boneyard** (in the book «базар», the market, or «резерв», the
reserve)."""),
        code("""from domino_widgets import parse_tile

for text in ["3:5", "5-3", "3|5", "5:3"]:
    tile = parse_tile(text)
    print(f"{text!r:>6} is the tile {tile}: {tile.pips} pips, double: {tile.is_double}")"""),
        md("""A tile that does not exist is refused with a sentence, not a crash:"""),
        code("""from domino_widgets import TileError

try:
    parse_tile("7:1")
except TileError as err:
    print(err)"""),
        md("""## The ten games

Every game has a short name, used everywhere in the package:"""),
        code("""from domino_widgets import GAMES

for name, rules in GAMES.items():
    print(f"{name:<16} {rules.title}")"""),
        md("""## Playing with the engine

`new_game(game, players, seed=...)` deals a new match. The players are a list of names (or a
number); they sit in that order and play in that order. The **seed** fixes the shuffle: the same
seed always gives the same deal, so a lesson can be repeated exactly."""),
        code("""from domino_widgets import new_game

state = new_game("traditional", ["Ann", "Bob", "Cleo"], seed=4)
for p, name in enumerate(state.players):
    print(f"{name:<5}", " ".join(str(tile) for tile in state.hand_tiles(p)))
print("to play:", state.players[state.turn])"""),
        md("""
`legal_moves()` lists what the player to move may do. At the start of the first hand the
lowest double must lead, so there is exactly one move:"""),
        code("""for move in state.legal_moves():
    print(move)"""),
        md("""
`play(...)` makes a move. Write the tile, and where several ends could take it, `on=` the
tile it joins (as in a record). The state then shows itself as a picture of the table."""),
        code("""state.play("1:1")
for move in state.legal_moves():
    print(move)"""),
        code("""state.play("1:4")
state"""),
        md("""
A move the rules do not allow is refused with the reason, and the state stays exactly as it
was:"""),
        code("""from domino_widgets import IllegalMoveError

print("to play:", state.players[state.turn])
try:
    state.play("6:6")
except IllegalMoveError as err:
    print("refused:", err)"""),
        md("""`undo()` takes back the last action exactly, as often as you like:"""),
        code("""state.undo()
print(len(state.table), "tile(s) on the table;", state.players[state.turn], "to play")"""),
        md("""Other things a state knows: `state.scores` (one number per player), `state.hands`,
`state.table`, `state.turn` (whose turn, an index into `state.players`), `state.hand_over`
(the result once a hand ends), `state.match_over` and `state.winner`. `state.view(p)` is what
player `p` may see: his own tiles, and only the number of tiles the others hold.

### Rule options

Where the book can be read two ways, the package picks one reading and lets you switch to the
other with `options={...}`. Each game's notebook explains its options. Here they are, with their
default values:"""),
        code("""for name, rules in GAMES.items():
    options = {k: v for k, v in rules.default_options().items()
               if k not in ("settlement", "target")}
    print(f"{name:<16} {options}")"""),
        md("""Two options exist in every game: `target` (the points that end the match; 0 means the
game's own target) and `settlement` (how the winner is paid, see the Quintuple notebook).

```python
new_game("quintuple", ["Ann", "Bob"], options={"score_with_fewer_arms": True})
```

An unknown option or a wrong value is refused with the list of the options that exist."""),
        code("""from domino_widgets import OptionError

try:
    new_game("cross", 2, options={"centre_counts": True})
except OptionError as err:
    print(err)"""),
        md("""## Records: the book's games, replayed

A **record** is a small JSON file with the players, their tiles, the boneyard and the moves of a
game. The worked examples of the book ship with the package:"""),
        code("""from domino_widgets import shipped_records

print("\\n".join(shipped_records()))"""),
        md("""`load_record(name)` opens one (a shipped name or a file path), and `replay()` plays it
through the engine: one line per move with the points it scored and everybody's total."""),
        code("""from domino_widgets import load_record

record = load_record("quintuple-book")
print("\\n".join(record.replay().lines()))"""),
        md("""The same replay is available from a terminal, without Jupyter:

```
python -m domino_widgets records                 # list the shipped records
python -m domino_widgets replay quintuple-book   # one line per move
python -m domino_widgets replay my-game.json --json
```

A record with an illegal move is refused with the move number and the reason. Any game you play
can be saved as a record: `record_from_state(state).save("my-game.json")`."""),
        code("""import subprocess
import sys

run = subprocess.run([sys.executable, "-m", "domino_widgets", "replay", "cross-photos"],
                     capture_output=True, text=True)
print(run.stdout)"""),
        md("""## The three widgets

### GameWidget: play

`GameWidget(game, players=..., humans=[...], seed=...)` is a table you play at. The seats in
`humans` are yours; the others are bots. Click a tile in your hand, then one of the highlighted
ends it may join. The scores, the boneyard and the other hands (face down) are shown around the
table; a message explains any move that is refused.

The bots play `bot="greedy"` by default: the most points now, else the heaviest tile.
`bot="search"` plays stronger. It guesses the hidden tiles many times, each guess consistent
with what the table showed (who drew or passed, on which ends) and with what the others'
earlier choices suggest, and plays every move out to the end of the hand in each guess. Like
you, it sees only its own hand. The **Hint** button asks the same search for your best moves
and says why."""),
        code(f"""from domino_widgets import GameWidget

GameWidget("traditional", players=["You", "Bot"], humans=[0], seed={seed})"""),
        md("""### ReplayWidget: replay a record

`ReplayWidget(record)` steps through a record: first, back, next, last, a slider and autoplay.
The book's commentary (where the record has one) is shown beside each move."""),
        code("""from domino_widgets import ReplayWidget

ReplayWidget("quintuple-book")"""),
        md("""### SandboxWidget: try moves in any position

`SandboxWidget(game=state)` shows a position with every hand open (or
`SandboxWidget("quintuple-book", at=5)`: a record after its first 5 moves). Play any legal
move for whoever is to move, take it back, and watch the score and the counted ends change. It
is the place to try the exercises of the game notebooks."""),
        code("""from domino_widgets import SandboxWidget

SandboxWidget(game=new_game("cross", ["Ann", "Bob"], seed=2))"""),
        md("""## Where next

| notebook | game |
|---|---|
| `01_traditional` | Traditional dominoes: the base of every other game |
| `02_cross` | Cross: a cross of four arms and points for multiples of 5 |
| `03_cross_two_hands` | Cross in two hands: two tiles a turn, one from each hand |
| `04_sevastopol` | Sevastopol: 6:6 in the middle, sixes on all four sides first |
| `05_spider` | Spider: legs from 1:1, closed by a face-down double |
| `06_sausage` | Sausage: two ribbons and a cut |
| `07_matador` | Matador: halves that add up to 7 |
| `08_six_matador` | Six Matador: halves that add up to 6, and the strict scoring |
| `09_quintuple` | Quintuple: the book's game of four, move by move |
| `10_sevens` | Sevens: the book's fragment of a sum-7 game |
| `experiments` | questions answered by letting the bots play hundreds of hands |"""),
    ]
