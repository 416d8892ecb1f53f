"""Class settings without code: a teacher drops ``domino-class.toml`` into the class folder, and
every lesson opened there (or in a folder below it) runs with them::

    language = "ru"          # the lessons' widgets speak Russian ("en": English)
    lock_answers = true      # no "Show the answer": the class finds the answers itself
    bots = "beginner"        # the bots' strength: "beginner", "club" or "strong"
    deal = 17                # the deal number of every lesson game (the same deal for all)

    [deals]                  # a lesson's own deal number, over `deal`
    08_cross = 5

``$DOMINO_WIDGETS_CLASS`` may name the file instead. In the JupyterLite site the file sits in
the browser's storage, at the top of the file browser (the kernel's folder is below it). The
site's URL parameters are meant to give the same settings (``?path=08_cross.ipynb&
lock_answers=true&deal=17``) by writing them into that file, each value as a TOML string: so a
boolean or a number is also read from a string (``"true"``, ``"17"``).

A lesson's first cell calls ``start(LESSON)``: it applies the language and the lock, and shows a
line saying which class settings are in force. Its games are made by ``game(...)``, which takes
the class's deal number and bots' strength. A key the file should not have, or a wrong value,
gets one line naming the key, and that setting keeps the lesson's default; a file that is not
TOML at all gets one line, and the lesson runs with all its defaults.
"""

from __future__ import annotations

import html
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from .engine.errors import DominoError
from .engine.i18n import N_, _, checked_language, current_language, language, set_language
from .engine.quoting import quoted
from .progress import LESSONS

FILE = "domino-class.toml"
ENVIRONMENT = "DOMINO_WIDGETS_CLASS"
MAX_BYTES = 100_000
BOT_LEVELS = ("beginner", "club", "strong")
"""The bots' strengths a class may choose (the game widget's menu: widgets/seats.py LEVELS)."""
KEYS = ("language", "lock_answers", "bots", "deal", "deals")
MAX_DEAL = 2**31 - 1
TRUE, FALSE = ("true", "yes", "1", "on"), ("false", "no", "0", "off")


class ClassSettingsError(DominoError):
    """A class settings file that cannot be read at all."""


@dataclass
class ClassSettings:
    """The settings in force for a class (``None``: the lesson's own), where they come from,
    and one line per key that was refused."""

    source: str = ""
    language: str | None = None
    lock_answers: bool | None = None
    bots: str | None = None
    deal: int | None = None
    lesson_deals: dict[str, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    @property
    def any(self) -> bool:
        """Some setting is in force."""
        return (self.language is not None or self.lock_answers is not None
                or self.bots is not None or self.deal is not None or bool(self.lesson_deals))

    def deal_of(self, lesson: str | None) -> int | None:
        """The deal number of ``lesson``'s games: its own, else the class's, else None."""
        if lesson is not None and lesson in self.lesson_deals:
            return self.lesson_deals[lesson]
        return self.deal

    def summary(self, lesson: str | None = None) -> list[str]:
        """What is in force, one short phrase a setting, in the current language."""
        said = []
        if self.language is not None:
            said.append(_("language: {language}").format(language=LANGUAGE_NAMES[self.language]))
        if self.lock_answers:
            said.append(_("answers locked"))
        elif self.lock_answers is False:
            said.append(_("answers open"))
        deal = self.deal_of(lesson)
        if deal is not None:
            said.append(_("deal number {deal}").format(deal=deal))
        if self.bots is not None:
            said.append(_("bots: {level}").format(level=_(BOT_WORDS[self.bots])))
        return said

    def _repr_html_(self) -> str:
        return notice_html(self, None)

    def __repr__(self) -> str:
        return notice_text(self, None)


LANGUAGE_NAMES = {"en": "English", "ru": "Русский"}
BOT_WORDS = {"beginner": "Beginner", "club": "Club", "strong": "Strong"}
"""The strengths' words: the game widget's own (its catalogue has them)."""


def _toml() -> ModuleType:
    """The TOML reader, imported when a class file is read (most lessons have none: in the
    browser's Python the import alone takes tens of milliseconds of the first board's time)."""
    if sys.version_info >= (3, 11):
        import tomllib

        return tomllib
    import tomli  # type: ignore[import-not-found, unused-ignore]  # pragma: no cover (3.10)

    return tomli  # type: ignore[no-any-return, unused-ignore]  # pragma: no cover


def read_settings(path: str | Path) -> ClassSettings:
    """The settings of the file at ``path``: those it sets right, and a line for each key it
    gets wrong (``problems``); a file that is not TOML gives no setting and one line."""
    source = Path(path)
    name = quoted(source.name)
    settings = ClassSettings(source=str(source))
    toml = _toml()
    try:
        if source.stat().st_size > MAX_BYTES:
            settings.problems.append(_("{file} is too big for class settings: the lessons "
                                       "run with their defaults").format(file=name))
            return settings
        data = toml.loads(source.read_bytes().decode("utf-8"))
    except (OSError, UnicodeDecodeError, toml.TOMLDecodeError) as err:
        settings.problems.append(_("{file} cannot be read ({reason}): the lessons run with "
                                   "their defaults").format(file=name, reason=_reason(err)))
        return settings
    for key, value in data.items():
        try:
            _apply(settings, key, value)
        except ClassSettingsError as err:
            settings.problems.append(f"{name}: {err}")
    return settings


def find_settings(folder: str | Path | None = None) -> ClassSettings:
    """The class settings in force in ``folder`` (default: the kernel's): the file named by
    ``$DOMINO_WIDGETS_CLASS``, else the nearest ``domino-class.toml`` in the folder or above
    it; no settings if there is none."""
    named = os.environ.get(ENVIRONMENT, "").strip()
    if named:
        path = Path(named).expanduser()
        if path.is_file():
            return read_settings(path)
        return ClassSettings(problems=[_("{variable} names {file}, which is not there: the "
                                         "lessons run with their defaults").format(
            variable=ENVIRONMENT, file=quoted(named, 100))])
    here = Path.cwd() if folder is None else Path(folder)
    for place in (here, *here.resolve().parents):
        candidate = place / FILE
        if candidate.is_file():
            return read_settings(candidate)
    return ClassSettings()


# -- in a lesson ---------------------------------------------------------------------------
_current: dict[str, Any] = {"lesson": None, "settings": ClassSettings()}


def start(lesson: str, folder: str | Path | None = None) -> ClassNotice:
    """Begin ``lesson`` under the class settings found from ``folder`` (the kernel's): the
    language and the lock applied; what to show the learner (nothing if there are none)."""
    if lesson not in LESSONS:
        raise ClassSettingsError(_("unknown lesson {value}: choose one of {choices}").format(
            value=quoted(lesson), choices=", ".join(LESSONS)))
    settings = find_settings(folder)
    if settings.language is not None:  # its lines in the class's language
        with language(settings.language):
            settings = find_settings(folder)
    _current.update(lesson=lesson, settings=settings)
    if settings.language is not None:
        set_language(settings.language)
    if settings.lock_answers is not None:
        from .teaching import lock_answers

        lock_answers(settings.lock_answers)
    return ClassNotice(settings, lesson)


def settings() -> ClassSettings:
    """The class settings the current lesson started with (``start``)."""
    found: ClassSettings = _current["settings"]
    return found


def game_arguments(seed: int | str | None = None, bot: object = "greedy") -> dict[str, Any]:
    """A lesson game's ``seed`` and ``bot`` under the class settings: the class's deal number
    and bots' strength where it sets them."""
    from .widgets.seats import LEVELS

    found = settings()
    deal = found.deal_of(_current["lesson"])
    return {"seed": seed if deal is None else deal,
            "bot": bot if found.bots is None else LEVELS[found.bots][1]}


def game(game: str = "cross", **arguments: Any) -> Any:
    """A lesson's ``GameWidget`` (the same arguments), with the class's deal number and bots'
    strength where the class settings set them."""
    from .widgets.game import GameWidget

    chosen = game_arguments(arguments.pop("seed", None), arguments.pop("bot", "greedy"))
    return GameWidget(game, **arguments, **chosen)


@dataclass
class ClassNotice:
    """What a lesson shows of the class settings: one line of what is in force, and one line
    a refused key; nothing when there are neither."""

    settings: ClassSettings
    lesson: str | None
    lang: str = field(default="")

    def __post_init__(self) -> None:
        self.lang = current_language()

    def _repr_html_(self) -> str | None:
        with language(self.lang):
            return notice_html(self.settings, self.lesson) or None

    def __repr__(self) -> str:
        with language(self.lang):
            return notice_text(self.settings, self.lesson)


def notice_text(found: ClassSettings, lesson: str | None) -> str:
    lines = []
    if found.any:
        lines.append(_("Class settings in force: {settings}.").format(
            settings=", ".join(found.summary(lesson))))
    return "\n".join(lines + found.problems)


def notice_html(found: ClassSettings, lesson: str | None) -> str:
    if not found.any and not found.problems:
        return ""
    parts = ['<div class="dw-class-settings" role="note" style="border-left:4px solid #35608f;'
             'background:#eef3f9;padding:.45em .8em;margin:.3em 0;font-family:sans-serif">']
    if found.any:
        parts.append("<b>" + html.escape(_("Class settings in force")) + ":</b> "
                     + html.escape(", ".join(found.summary(lesson))) + ".")
    for problem in found.problems:
        parts.append(f'<div style="color:#8a2a1b">{html.escape(problem)}</div>')
    parts.append("</div>")
    return "".join(parts)


# -- reading one key -----------------------------------------------------------------------
def _apply(found: ClassSettings, key: str, value: object) -> None:
    """Set ``key`` from ``value``, or ``ClassSettingsError`` naming the key."""
    if key not in KEYS:
        raise ClassSettingsError(_("unknown setting {key} (the settings are: {keys}); it is "
                                   "left out").format(key=quoted(key), keys=", ".join(KEYS)))
    wrong = ClassSettingsError(_("{key} cannot be {value}: {expected}; the lesson's own is "
                                 "kept").format(key=key, value=quoted(value),
                                                expected=_(EXPECTED[key])))
    if key == "language":
        try:
            found.language = checked_language(value)
        except DominoError:
            raise wrong from None
    elif key == "lock_answers":
        flag = _boolean(value)
        if flag is None:
            raise wrong
        found.lock_answers = flag
    elif key == "bots":
        if not isinstance(value, str) or value.strip().lower() not in BOT_LEVELS:
            raise wrong
        found.bots = value.strip().lower()
    elif key == "deal":
        number = _deal(value)
        if number is None:
            raise wrong
        found.deal = number
    else:
        if not isinstance(value, dict):
            raise wrong
        for lesson, deal in value.items():
            number = _deal(deal)
            if lesson not in LESSONS or number is None:
                raise ClassSettingsError(_("deals.{lesson} cannot be {value}: a lesson's "
                                           "name (such as 08_cross) and a whole number from 0; "
                                           "the lesson's own deal is kept").format(
                    lesson=lesson, value=quoted(deal)))
            found.lesson_deals[lesson] = number


EXPECTED = {"language": N_('"en" or "ru"'), "lock_answers": N_("true or false"),
            "bots": N_('"beginner", "club" or "strong"'), "deal": N_("a whole number from 0"),
            "deals": N_("a table of lessons and their deal numbers")}
"""What each key takes, as a refusal says it."""


def _boolean(value: object) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in TRUE + FALSE:
        return value.strip().lower() in TRUE
    return None


def _deal(value: object) -> int | None:
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value.strip())
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_DEAL:
        return value
    return None


def _reason(err: Exception) -> str:
    if isinstance(err, _toml().TOMLDecodeError):
        return _("not TOML: {detail}").format(detail=str(err)[:120])
    if isinstance(err, UnicodeDecodeError):
        return _("not UTF-8 text")
    return str(getattr(err, "strerror", None) or err)
