"""What the puzzle widget says and offers: the choice of puzzles (game, theme, grade) and its
menus, the puzzle's header, the theme's line, the buttons and the score, all in the current
language. The puzzles and their themes come from ``domino_widgets.puzzles``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..engine.errors import OptionError
from ..engine.i18n import N_, _, ngettext
from .base import IntentError
from .puzzle_progress import Progress

if TYPE_CHECKING:
    from ..engine.state import State

MENUS = ("game", "theme", "grade")
GRADES = {1: N_("easy"), 2: N_("medium"), 3: N_("hard")}
STARS = {1: "★☆☆", 2: "★★☆", 3: "★★★"}


def theme_words(key: str) -> tuple[str, str]:
    """A theme's name and the sentence saying what it teaches, in the current language."""
    from ..puzzles import THEMES

    theme = THEMES[key]
    return _(theme.name), _(theme.teaches)  # marked texts


def game_title(game: str) -> str:
    """The game's name in the reader's language (``Cross``, «Домино-крест»)."""
    from ..engine.games import GAMES
    from ..render.scores import readers_title

    return readers_title(str(GAMES[game].title), game) if game in GAMES else game


def grade_words(grade: int) -> str:
    """``★★☆ medium``: the stars and the word of a grade."""
    word = _(GRADES[grade]) if grade in GRADES else str(grade)
    return f"{STARS.get(grade, '')} {word}".strip()


@dataclass(frozen=True)
class Choice:
    """Which puzzles to run through: a game, a theme, a grade (None: any)."""

    game: str | None = None
    theme: str | None = None
    grade: int | None = None

    def of(self, puzzles: Sequence[Any]) -> list[Any]:
        return [p for p in puzzles if (self.game is None or p.game == self.game)
                and (self.theme is None or p.theme == self.theme)
                and (self.grade is None or p.grade == self.grade)]

    def changed(self, menu: str, value: str, puzzles: Sequence[Any]) -> tuple[Choice, str]:
        """The choice with ``menu`` set to ``value`` ("" for any), and the words saying which
        other menu went back to "all" for some puzzles to fit ("" if none did)."""
        if menu not in MENUS:
            raise IntentError(_("there is no menu {menu}").format(menu=repr(menu)[:40]))
        wanted: Any = value or None
        if menu == "grade" and value:
            wanted = int(value) if value.isdigit() else None
        offered = {str(v) for v in values_of(menu, puzzles)}
        if value and (wanted is None or str(wanted) not in offered):
            raise IntentError(_("{menu} {value}: no puzzles").format(
                menu=_(LABELS[menu]), value=repr(value)[:40]))
        choice = replace(self, **{menu: wanted})
        reset = []
        for other in MENUS[::-1]:  # the grade goes back to all first, the game last
            if choice.of(puzzles):
                break
            if other != menu and getattr(choice, other) is not None:
                choice = replace(choice, **{other: None})
                reset.append(_(LABELS[other]))
        if not reset:
            return choice, ""
        return choice, _("No such puzzle here: {menu} set back to all.").format(
            menu=", ".join(reset))


LABELS = {"game": N_("Game"), "theme": N_("Theme"), "grade": N_("Grade")}
ALL = {"game": N_("All games"), "theme": N_("All themes"), "grade": N_("All grades")}


def values_of(menu: str, puzzles: Sequence[Any]) -> list[Any]:
    """The values a menu offers: those of the puzzles, in their order (grades sorted)."""
    seen = list(dict.fromkeys(getattr(p, menu) for p in puzzles))
    return sorted(seen) if menu == "grade" else seen


def value_label(menu: str, value: Any) -> str:
    if menu == "game":
        return game_title(value)
    if menu == "theme":
        return theme_words(value)[0]
    return grade_words(value)


def choice_menus(choice: Choice, puzzles: Sequence[Any]) -> list[dict[str, Any]]:
    """The menus of the choice, each with its options; a menu of one value is left out (a
    lesson's puzzles of one game)."""
    menus = []
    for menu in MENUS:
        values = values_of(menu, puzzles)
        if len(values) < 2:
            continue
        chosen = getattr(choice, menu)
        menus.append({"name": menu, "label": _(LABELS[menu]),
                      "value": "" if chosen is None else str(chosen),
                      "options": [{"value": "", "label": _(ALL[menu])}] + [
                          {"value": str(v), "label": value_label(menu, v)} for v in values]})
    return menus


def no_such_puzzles(choice: Choice, puzzles: Sequence[Any]) -> OptionError:
    """The error for a choice no puzzle fits, naming what there is."""
    for menu in MENUS:
        wanted = getattr(choice, menu)
        values = values_of(menu, puzzles)
        if wanted is not None and wanted not in values:
            return OptionError(_("{menu} {value}: no puzzles; there are: {values}").format(
                menu=_(LABELS[menu]), value=repr(wanted)[:40],
                values=", ".join(str(v) for v in values)))
    return OptionError(_("no puzzle fits this choice of game, theme and grade"))


def header(puzzle: Any, index: int, total: int, position: State) -> dict[str, str]:
    """The puzzle's header: which puzzle, the game, the grade, and the goal. In Cross in two
    hands a turn lays a tile of each hand and the puzzle asks for the first: the goal says so."""
    name = position.players[position.turn]
    goal = (_("Find the best first tile of {name}'s turn. Only the first tile is asked: the rest "
              "of the turn (the other hand's tile) depends on where it goes.")
            if position.rules.two_hands else _("Find the best move for {name}."))
    return {"title": _("Puzzle {k} of {n}").format(k=index + 1, n=total),
            "game": game_title(puzzle.game), "grade": grade_words(puzzle.grade),
            "grade_title": _("Grade {grade} of 3").format(grade=puzzle.grade),
            "goal": goal.format(name=name)}


def theme_line(theme: str) -> str:
    name, sentence = theme_words(theme)
    return _("Theme: {name}. {sentence}").format(name=name, sentence=sentence)


def buttons(done: bool) -> list[dict[str, Any]]:
    return [{"kind": "previous", "label": _("Previous"),
             "title": _("The previous puzzle (left arrow)")},
            {"kind": "show", "label": _("Show the answer"), "disabled": done},
            {"kind": "next", "label": _("Next puzzle"),
             "title": _("The next puzzle not done yet (right arrow)")}]


def score_lines(progress: Progress, themes: dict[str, str], ids: Sequence[str]) -> list[str]:
    """The streak, the puzzles solved of this choice, and the score per theme done."""
    n = progress.streak
    lines = [ngettext("Streak: {n} puzzle solved in a row at the first try (best: {best}).",
                      "Streak: {n} puzzles solved in a row at the first try (best: {best}).",
                      n).format(n=n, best=progress.best_streak),
             ngettext("Solved: {solved} of {total} puzzle.", "Solved: {solved} of {total} "
                      "puzzles.", len(ids)).format(solved=progress.solved(ids), total=len(ids))]
    for theme, (first, done) in progress.by_theme(themes).items():
        lines.append(_("{theme}: {first} of {done} at the first try").format(
            theme=theme_words(theme)[0], first=first, done=done))
    return lines
