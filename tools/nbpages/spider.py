"""05_spider: Spider, rule by rule: legs from 1:1, a tile set aside, a leg closed face down."""

from __future__ import annotations

from .cells import BOOK, Cell, code, imports, md, play_against_bots, quote

BOOK_TEXT = """
В паука можно играть вдвоем, но интереснее втроем или вчетвером. Во всех случаях игроки берут по
семь косточек, поэтому при игре вчетвером «базара» не остается. При наличии базара из него
убирается одна косточка и в игре не участвует. Начинается игра с дубля 1-1. Как и в игре
Севастополь, далее косточки ставятся не с двух, а с четырех сторон от начального дубля и формой
получающейся выкладки видимо обусловлено название игры. Еще одна особенность – дублем можно
закрыть ход противников по одной из «ног паука», положив его лицевой стороной вниз. Таким
образом, на этом направлении игра прекращается. Все остальные правила традиционные. Выигрывает
тот, кто первым избавиться от своих косточек. Очки считаются, как обычно.
"""


def cells() -> list[Cell]:
    return [
        md("""# Spider («Паук»)

The spider's body is the double 1:1; its legs grow on all four sides. A player may **close** a
leg by laying a double on it face down: nothing more is played there.

Read `01_traditional` first if you have not: everything not said here is as there."""),
        md("## What the book says"),
        quote(f"{BOOK}, «Паук»", BOOK_TEXT),
        md("""
In English: *"Spider can be played by two, but it is more interesting with three or four.
Each player takes seven tiles, so with four there is no boneyard. When there is a boneyard, one
tile is taken out of it and does not take part. The game starts with the double 1-1. As in
Sevastopol, tiles are then placed on four sides of the starting double, not two (hence,
probably, the name). A further feature: a double can close a 'leg of the spider' to the
opponents, laid face down; play stops in that direction. All other rules are traditional: the
first to get rid of his tiles wins, and points are counted as usual."*

The rules, one at a time:"""),
        md("""## Rule 1: deal, and a tile set aside

Two to four players, **7 tiles each**. With two or three players there is a boneyard, and
**one tile is set aside** face down before play: nobody draws it or sees it until the hand is
over. (With four players all 28 tiles are dealt.)"""),
        code(imports("new_game", "load_record", "State", "IllegalMoveError") + """
from domino_widgets.engine import TILES

state = new_game("spider", ["Ann", "Bob", "Cleo"], seed=2)
print("boneyard:", state.drawable(), "tiles to draw; one more is set aside")
print("what Ann sees of the set-aside tile:", state.view(0).aside)
print("(the engine knows it is", TILES[state.aside], "- shown once the hand ends)")"""),
        md("""## Rule 2: 1:1 leads

Whoever holds **1:1** leads it, in every hand. If nobody holds it (it is in the boneyard or set
aside), the tiles are dealt again.

## Rule 3: four legs, in any order

Tiles go on **all four sides** of 1:1 (east, west, north, south), and each side grows into a
leg. A leg may be lengthened before the other sides of 1:1 are taken (see the option
`sides_first` below)."""),
        code("""state = State.from_hands("spider", {"Ann": ["1:1", "5:5", "2:5"],
                                   "Bob": ["1:4", "6:6", "1:6", "0:0"]},
                         boneyard=["3:3", "2:2"])
state.play("1:1")
for move in state.legal_moves():
    print(move)
state"""),
        md("""## Rule 4: closing a leg with a face-down double

A player may lay a **double face down** on the end of a leg. That leg is **closed**: nothing
more is played on it. The double must match the end it closes, as every tile does (see the
option `close_any_double`), and only a leg that has started can be closed (a free side of 1:1 is
not a leg yet). Closing is a choice: the same double may be played face up as usual.

The others see only the back of the tile until the hand is over.

Bob starts the east leg with 1:4. Ann holds 4:4, which matches the 4: she may lay it face up
or close the leg with it:"""),
        code("""state = State.from_hands("spider", {"Ann": ["1:1", "4:4", "2:5"],
                                   "Bob": ["1:4", "6:6", "1:6", "0:0"]},
                         boneyard=["3:3", "2:2"])
state.play("1:1")
state.play("1:4")
for move in state.legal_moves():
    print(move)"""),
        code("""state.play("4:4", face_down=True)
print("open ends:", state.table.values(), "(the east leg is closed)")
print("what Bob sees of the third tile:", state.view(1).placed[2].tile_id, "(-1: hidden)")
state"""),
        md("""## Rule 5: everything else is traditional

Draw from the boneyard until a tile fits (never the set-aside tile); with an empty boneyard,
pass. The first to place his last tile wins the hand and scores the pips in the other hands; a
blocked hand goes to the fewest pips. A face-down double is on the table: it does not count in
its owner's pips. The match goes to **100**.

## A worked example, move by move

The record `spider-closed-leg`: three players, a tile set aside, legs grown in any order, and a
leg closed by 0:0 face down."""),
        code("""from domino_widgets import ReplayWidget

ReplayWidget("spider-closed-leg")"""),
        code("""record = load_record("spider-closed-leg")
print("\\n".join(record.replay().lines()))"""),
        md("""### Exercise 1: which tiles can be played?

After move 6, Anya is to move; the legs end in 5 (east), 0 (west) and 3 (north), and the south
side of 1:1 is free. Which of her tiles can she place?"""),
        code("""after = {}
record.replay(on_step=lambda step, position: after.__setitem__(step["n"], position.clone()))
position = after[6]
print("Anya holds", " ".join(str(t) for t in position.hand_tiles(position.turn)))
answer = "0:0, 2:3, 5:2, 6:3"  # your answer
teaching.check_playable(position, answer)"""),
        md("""
She plays 0:0 face down on the west leg (move 7), closing it. Here is the table as Boris sees
it afterwards (the closing double is hidden from him):"""),
        code("""position = after[7]
seen = position.view(1).placed[-1]
print("Boris sees the last tile as", seen.tile_id, "face down:", seen.face_down)
position"""),
        md("""### Exercise 2: the winner's score

Boris goes out at move 20. How many points does he score?"""),
        code("""final = record.replay().state
answer = 27  # your answer
teaching.check_hand_points(final, "Борис", answer)"""),
        md("""
Boris won, but he does not lead the next hand: the spider always grows from 1:1, so its
holder leads every hand (and if it is in the boneyard or set aside, the tiles are dealt
again):"""),
        code("""following = final.clone()
following.play("next hand")
print(following.players[following.turn], "holds 1:1 and leads:",
      [str(m) for m in following.legal_moves()])"""),
        md("""
## The book and the package

### Which double may close a leg? (`close_any_double`)

* **The book:** "дублем можно закрыть ход противников по одной из «ног паука», положив его
  лицевой стороной вниз" — a double can close a leg, laid face down. It does not say whether the
  double must match the leg's end.
* **The package:** it must match, as every tile does (default `close_any_double=False`): 4:4
  closes a leg ending in 4.
* **To switch:** `options={"close_any_double": True}` lets **any** double close **any** started
  leg.
* **What changes:** Ann holds 5:5; the only started leg ends in 4:"""),
        code("""hands = {"Ann": ["1:1", "5:5", "2:5"], "Bob": ["1:4", "6:6", "1:6", "0:0"]}
for options in [{}, {"close_any_double": True}]:
    game = State.from_hands("spider", hands, boneyard=["3:3", "2:2"], options=options)
    game.play("1:1")
    game.play("1:4")
    print(options or "default:", "-> Ann may:",
          ", ".join(str(m).removeprefix("play ") for m in game.legal_moves()) or "only draw")"""),
        md("""
With the default, 5:5 does not match the 4, so Ann must draw; with the option she may close the
east leg with it. (With the default the others can guess a closing double, since it matches the
end; with the option they cannot.)

### Must the four sides of 1:1 be taken first? (`sides_first`)

* **The book:** "Как и в игре Севастополь, далее косточки ставятся не с двух, а с четырех сторон"
  — as in Sevastopol, tiles go on four sides. Whether Spider also takes Sevastopol's rule that
  the four sides come first, it does not say.
* **The package:** no: legs grow in any order (default `sides_first=False`).
* **To switch:** `options={"sides_first": True}`: until each side of 1:1 holds a tile, only its
  free sides are open, as in Sevastopol (a player with nothing for them draws).
* **What changes:** after 1:1, 1:4 and 4:4, may Bob put 4:2 on the east leg?"""),
        code("""hands = {"Ann": ["1:1", "4:4", "2:5"], "Bob": ["1:4", "6:6", "1:6", "0:0", "4:2"]}
for options in [{}, {"sides_first": True}]:
    game = State.from_hands("spider", hands, boneyard=["3:3", "5:5"], options=options)
    game.play("1:1")
    game.play("1:4")
    try:
        game.play("4:4")
    except IllegalMoveError as err:
        print(options, "-> Ann's 4:4 is refused:", err)
        continue
    print(options or "default:", "-> Bob may:",
          ", ".join(str(m).removeprefix("play ") for m in game.legal_moves()))"""),
        md("""With `sides_first` even Ann's 4:4 must wait, since three sides of 1:1 are still free.

### The set-aside tile

The book: "При наличии базара из него убирается одна косточка и в игре не участвует" — with a
boneyard, one tile is taken out and does not take part. The package sets aside the first
undealt tile; it counts for nobody, and is shown only when the hand is over (in the player's
view, `view.aside`).

## Try it

The position before Anya closes the west leg: try her other moves and see which one leaves
Boris and Vera worst off."""),
        code("""from domino_widgets import SandboxWidget

SandboxWidget("spider-closed-leg", at=6)"""),
        *play_against_bots("spider", ["You", "Bot 1", "Bot 2"],
                           "Three players, to 100 points. When a double can go on an end face "
                           "up or face down, the widget lists both ways to choose from."),
    ]
