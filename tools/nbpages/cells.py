"""Cells as plain strings, and the few pieces of text that several notebooks share."""

from __future__ import annotations

Cell = tuple[str, str]


def md(text: str) -> Cell:
    """A Markdown cell."""
    return ("markdown", text)


def code(text: str) -> Cell:
    """A code cell."""
    return ("code", text)


def quote(source: str, text: str) -> Cell:
    """The book's words in Russian, as a block quote, with where they come from."""
    body = "\n>\n".join(f"> {para.strip()}" for para in text.strip().split("\n\n"))
    return md(f"{body}\n\n*{source}*")


BOOK = "В. Трошин, «Домино» (V. Troshin, *Domino*)"

def imports(*names: str) -> str:
    """The notebook's first import: ``names`` from domino_widgets, and ``teaching``, in the
    order ruff sorts them (classes first, then functions and modules)."""
    ordered = sorted({*names, "teaching"}, key=lambda n: (not n[0].isupper(), n))
    return f"from domino_widgets import {', '.join(ordered)}"


def human_leads(game: str, players: list[str], start: int = 1,
                options: dict | None = None) -> int:
    """The first seed from ``start`` whose first hand the human (seat 0) leads: then no bot
    moves before the widget is shown, and the stored output does not depend on timing."""
    from domino_widgets import new_game

    seed = start
    while new_game(game, players, seed=seed, options=options).turn != 0:
        seed += 1
    return seed


def play_against_bots(game: str, players: list[str], words: str) -> list[Cell]:
    """The closing cells: a game against the bots with one human seat (seat 0)."""
    seed = human_leads(game, players)
    return [
        md(f"""## Your turn: play against the bots

{words}

Click a tile in your hand, then one of the highlighted ends. The bots answer after a short
pause. The widget's buttons draw, pass and start the next hand when the rules call for it, and
a message says why a move is refused. **Hint** lists the best moves, each with its expected
result for the hand and a reason."""),
        code(f"""from domino_widgets import GameWidget

GameWidget("{game}", players={players!r}, humans=[0], seed={seed})"""),
    ]
