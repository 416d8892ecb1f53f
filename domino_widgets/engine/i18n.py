"""The language the package speaks: English or Russian, from gettext message catalogues.

Every text a user reads is marked in the code with ``_("...")`` (or ``ngettext`` for a count,
``pgettext`` where one English word needs two Russian ones) and looked up here in the
catalogue of the current language. Placeholders are named (``{name}``), so that a translation
may put them in its own order, and are filled in after the lookup::

    _("{name} cannot draw: a tile can be played").format(name=name)
    ngettext("{n} tile", "{n} tiles", n).format(n=n)

The catalogues are ``domino_widgets/locale/<lang>/LC_MESSAGES/<domain>.po`` (the translations)
and ``.mo`` (compiled, what is read here), one domain per part of the package (``DOMAINS``).
English is the source language: its texts are the message ids themselves.

The current language is, in order: the one set by ``language(...)`` for a block of code (a
widget with ``lang="ru"`` speaks Russian inside its own calls), else the one set for the whole
kernel by ``set_language``, else the locale's (``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else
English. Standard library only, like the rest of the engine.
"""

from __future__ import annotations

import contextvars
import gettext as _gettext
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .errors import OptionError

LANGUAGES = ("en", "ru")
"""The languages the package speaks; English is the source language."""

DOMAINS = ("engine", "widgets", "cli")
"""One catalogue per part of the package: the engine and the bots; the widgets, pictures and
exercises; the command line."""

LOCALE_DIR = Path(__file__).resolve().parents[1] / "locale"

_chosen: contextvars.ContextVar[str | None] = contextvars.ContextVar("dw_language", default=None)
_kernel_language: str | None = None
_catalogues: dict[str, _gettext.NullTranslations] = {}


def language_from_locale(environ: dict[str, str] | None = None) -> str:
    """The language the locale asks for (``LANG=ru_RU.UTF-8`` gives ``"ru"``), else English."""
    env = os.environ if environ is None else environ
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(key, "")
        if value:
            code = value.split(".")[0].split("_")[0].split("-")[0].lower()
            return code if code in LANGUAGES else "en"
    return "en"


def checked_language(lang: object) -> str:
    """``lang`` as one of ``LANGUAGES`` (``"RU"`` and ``"ru_RU"`` read as ``"ru"``), or an
    ``OptionError`` that names the languages there are."""
    if isinstance(lang, str):
        code = lang.strip().replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    shown = repr(lang) if len(repr(lang)) <= 40 else repr(lang)[:37] + "..."
    raise OptionError(_("unknown language {value}: choose one of {languages}").format(
        value=shown, languages=", ".join(LANGUAGES)))


def set_language(lang: str) -> None:
    """Speak ``lang`` (``"ru"`` or ``"en"``) from now on, in the whole kernel."""
    global _kernel_language
    _kernel_language = checked_language(lang)


def current_language() -> str:
    """The language texts are made in now."""
    return _chosen.get() or _kernel_language or language_from_locale()


@contextmanager
def language(lang: str | None) -> Iterator[str]:
    """Speak ``lang`` inside the block (``None``: the kernel's language); gives the language."""
    code = current_language() if lang is None else checked_language(lang)
    token = _chosen.set(code)
    try:
        yield code
    finally:
        _chosen.reset(token)


def catalogue(lang: str | None = None) -> _gettext.NullTranslations:
    """The merged catalogues of ``lang`` (default: the current language); English has none."""
    code = current_language() if lang is None else checked_language(lang)
    found = _catalogues.get(code)
    if found is None:
        found = _gettext.NullTranslations()
        if code != "en":
            for domain in DOMAINS:
                found.add_fallback(_gettext.translation(domain, LOCALE_DIR, [code],
                                                        fallback=True))
        _catalogues[code] = found
    return found


def forget_catalogues() -> None:
    """Read the catalogues again on next use (after ``tools/catalogues.py`` compiled them)."""
    _catalogues.clear()


def gettext(message: str) -> str:
    """``message`` in the current language."""
    return catalogue().gettext(message)


_ = gettext


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted text for ``n`` (Russian has three: 1 кость, 2 кости, 5 костей)."""
    return catalogue().ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, where ``context`` tells two meanings apart."""
    return catalogue().pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """``ngettext`` with a context."""
    return catalogue().npgettext(context, singular, plural, n)


def N_(message: str) -> str:  # noqa: N802 (the gettext convention)
    """Marks a text for the catalogue where it is defined (a table of texts); it is looked up
    with ``_()`` where it is shown."""
    return message
