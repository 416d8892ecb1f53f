"""experiments: questions a curious player asks, answered by letting the bots play."""

from __future__ import annotations

from .cells import Cell, code, md

SETUP = '''import statistics

from IPython.display import display
from ipywidgets import IntProgress

from domino_widgets import new_game
from domino_widgets.bots import make_player, simulate
from domino_widgets.charts import bar_chart


def progress(total, label):
    """A progress bar under the cell."""
    bar = IntProgress(value=0, min=0, max=total, description=label)
    display(bar)
    return bar


def hands(game, players, n, label, options=None, seed=None, chunk=20):
    """n single hands between bots, played in chunks so that the bar moves; the same seed
    gives the same deals."""
    bar = progress(n, label)
    outcomes = []
    for start in range(0, n, chunk):
        size = min(chunk, n - start)
        result = simulate(game, players, size, seed=f"{seed or label}/{start}", options=options,
                          until="hand", progress=False, workers=1)
        outcomes.extend(result.outcomes)
        bar.value += size
    return outcomes


def mean_and_error(values):
    """The mean, and its standard error (about two thirds of repeated runs land within one
    error of the true mean)."""
    return statistics.mean(values), statistics.stdev(values) / len(values) ** 0.5'''

LEAD_CELL = '''N = 150
bar = progress(N, "Cross")
leader_points, other_points = [], []
for i in range(N):
    state = new_game("cross", ["A", "B"], seed=f"lead/{i}")
    bots = [make_player("greedy", seed=f"lead/{i}/{seat}") for seat in range(2)]
    leader = state.turn
    while state.hand_over is None:
        state.apply(bots[state.turn].choose(state, state.turn))
    leader_points.append(state.scores[leader])
    other_points.append(state.scores[1 - leader])
    bar.value += 1
margin, error = mean_and_error([a - b for a, b in zip(leader_points, other_points)])
ahead = sum(a > b for a, b in zip(leader_points, other_points)) / N
print(f"{N} hands: the leader's score minus the other's is {margin:+.1f} on average "
      f"(give or take {error:.1f}); the leader is ahead after {ahead:.0%} of the hands")
bar_chart({"the leader": statistics.mean(leader_points),
           "the other player": statistics.mean(other_points)},
          title="Cross, first hand of two greedy bots: points a hand", unit=" pts")'''

BLOCK_CELL = '''rates = {}
for k in (2, 3, 4):
    outcomes = hands("quintuple", ["greedy"] * k, 80, f"Quintuple {k}")
    rates[f"{k} players"] = 100 * sum(o.blocks for o in outcomes) / len(outcomes)
for label, rate in rates.items():
    print(f"{label}: {rate:.0f}% of hands blocked")
bar_chart(rates, title="Quintuple: hands that end blocked", unit="%", digits=0)'''

DOUBLES_CELL = '''means = {}
for name, options in [("doubles only (default)", {}),
                      ("double_then_any=True", {"double_then_any": True})]:
    outcomes = hands("cross", ["greedy", "greedy"], 100, name[:12], options=options,
                     seed="doubles")
    mean, error = mean_and_error([sum(o.scores) for o in outcomes])
    means[name] = mean
    print(f"{name:<24} both players together: {mean:5.1f} points a hand (give or take {error:.1f})")
bar_chart(means, title="Cross, two greedy bots: points a hand (after penalties)", unit=" pts")'''

SIX_CELL = '''summary = {}
for scoring in ("strict", "simple"):
    outcomes = hands("six-matador", ["greedy", "greedy"], 80, scoring,
                     options={"scoring": scoring}, seed="six")
    winners = [max(o.scores) for o in outcomes]
    losers = [min(o.scores) for o in outcomes]
    in_debt = sum(low < 0 for low in losers) / len(outcomes)
    summary[f"{scoring}: better player"] = statistics.mean(winners)
    summary[f"{scoring}: worse player"] = statistics.mean(losers)
    print(f"{scoring:<7} the better hand scores {statistics.mean(winners):5.1f}, the worse "
          f"{statistics.mean(losers):5.1f}; a player ends the hand in debt in {in_debt:.0%}")
bar_chart(summary, title="Six Matador, two greedy bots: points a hand", unit=" pts")'''


def cells() -> list[Cell]:
    return [
        md("""# Experiments: questions a curious player asks

Some questions about the games are hard to settle at the table: you would need hundreds of
hands. The bots of the package can play them in seconds. Each experiment below lets **greedy**
bots play (a greedy bot takes the move that scores most now, and otherwise sheds its heaviest
tile), counts what happened, and draws a chart.

Two warnings before reading the answers:

* these are answers **for greedy bots**, not for strong players: a question such as "is leading
  an advantage?" may come out differently between experts;
* a few hundred hands give a rough answer. Each mean is printed with its "give or take" (its
  standard error): a difference smaller than two of those may well be chance.

Every experiment is seeded, so it gives the same numbers every time. Change `N`, the seeds, the
number of players or the bots (`"random"`, `"greedy"`, `"search"`: slower but stronger) and run
it again."""),
        md("""## The tools

`simulate(game, players, n, ...)` plays `n` games between bots and returns the outcome of each;
`until="hand"` stops every game after one hand. `make_player("greedy")` is one bot, to play a
game move by move yourself. `bar_chart(...)` draws the charts."""),
        code(SETUP),
        md("""## 1. Cross: is it an advantage to lead?

In the first hand of Cross the lowest double leads. It is the centre, and if it is 5:5 it scores
10 at once. Does the player who leads come out of the hand ahead? Two greedy bots play 150 first
hands; for each we take the leader's score minus the other player's (after the penalties)."""),
        code(LEAD_CELL),
        md("""If the margin is within about two "give or take" of zero, the lead is worth little or
nothing here: the first move is forced (the lowest double), and the other player answers
next.

## 2. Quintuple: how often does a hand block?

A Quintuple hand ends when someone goes out with the reserve empty, or when it blocks. With
fewer players more tiles stay in the reserve, but every one of them may be drawn. How often do
the bots end up blocked, with two, three and four players?"""),
        code(BLOCK_CELL),
        md("""
With four players everyone holds only 5 tiles and the reserve is small (8 tiles), and the hands
seem to run out before the cross is jammed. With two the reserve is large: a hand goes on
for longer, and the four arms have more time to reach ends that nobody can answer.

## 3. Cross: what does the option `double_then_any` change?

By default a turn of doubles may not end with an ordinary tile (see `02_cross`). With
`double_then_any=True` one non-double may follow the doubles. Does that change how many points
are scored? Two greedy bots play 100 hands on the same deals under each setting."""),
        code(DOUBLES_CELL),
        md("""
Look at the size of the difference against the "give or take": the option comes into play
only when a player holds a double **and** a tile that fits after it, so it changes fewer hands
than one might think.

## 4. Six Matador: how do the two scorings compare?

The strict count gives 1 point for every joining move and 10 for every matador, and takes 6
for every pass; the simple count gives only 10 for a crosswise matador (plus the matador-six
bonus in both). How far apart are the better and the worse player of a hand, and how often
does the strict count leave someone in debt?"""),
        code(SIX_CELL),
        md("""In the strict count every move counts, so scores are higher and the passes push the
weaker hand down, sometimes below zero; in the simple count a hand is decided by a few
matadors.

## Your own question

Copy one of the cells above and change it. Some ideas:

* Traditional with three players: how many points does the winner of a hand take on average?
  (`hands("traditional", ["greedy"] * 3, 100, "trad")` and `max(o.scores)`.)
* Matador with `matador_points=10`: how much of a hand's score comes from matadors?
* Sevens: how often is a hand blocked by two dead 0 ends? (`o.blocks`)
* Cross in two hands: does it help to put all your doubles in one hand? (Use
  `split(state, player, left_tiles)` from `domino_widgets.engine.games.cross_two_hands` before
  the first move, then let the bots play.)
* Is `"search"` stronger than `"greedy"` at Cross?
  `simulate("cross", ["search", "greedy"], 20, until="hand").summary()` (slower: a few seconds
  per hand)."""),
    ]
