"""The message catalogues and the current language, looked up without checks: the leaf of
the package's translation (standard library only, no import of the package), so that
``errors.py`` may translate its texts and ``i18n.py`` (the public face, which checks a language
a caller gives) may raise the package's errors. Everything here is read through ``i18n``.
"""

from __future__ import annotations

import contextvars
import gettext as _gettext
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

LANGUAGES = ("en", "ru")
"""The languages the package speaks; English is the source language."""

DOMAINS = ("engine", "widgets", "cli")
"""One catalogue per part of the package: the engine and the bots; the widgets, pictures and
exercises; the command line."""

LOCALE_DIR = Path(__file__).resolve().parents[1] / "locale"

_chosen: contextvars.ContextVar[str | None] = contextvars.ContextVar("dw_language", default=None)
_kernel_language: str | None = None
_locale_language: str | None = None
"""The locale's language, read once (``os.environ`` costs some microseconds a read, and every
text asks for the language) and read again whenever the kernel's language is set."""
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


def set_kernel_language(code: str | None) -> None:
    """Speak ``code`` (one of ``LANGUAGES``, or None for the locale's) in the whole kernel."""
    global _kernel_language, _locale_language
    _kernel_language = code
    _locale_language = None  # the locale is read again at the next text


def current_language() -> str:
    """The language texts are made in now."""
    return _chosen.get() or _kernel_language or _locale_language or _read_locale()


def _read_locale() -> str:
    """The locale's language, kept until the kernel's language is set."""
    global _locale_language
    _locale_language = language_from_locale()
    return _locale_language


@contextmanager
def speaking(code: str) -> Iterator[str]:
    """Speak ``code`` (one of ``LANGUAGES``) inside the block."""
    token = _chosen.set(code)
    try:
        yield code
    finally:
        _chosen.reset(token)


def catalogue(code: str | None = None) -> _gettext.NullTranslations:
    """The merged catalogues of ``code`` (default: the current language); English has none."""
    code = current_language() if code is None else code
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
