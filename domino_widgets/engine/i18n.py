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
English. Standard library only, like the rest of the engine. The lookup itself is in
``messages.py`` (a leaf that ``errors.py`` can use); this module adds the checks of a language a
caller names, and is what the rest of the package imports.
"""

from __future__ import annotations

import gettext as _gettext
from collections.abc import Iterator
from contextlib import contextmanager

from . import messages as _core
from .errors import OptionError
from .messages import DOMAINS as DOMAINS
from .messages import LANGUAGES as LANGUAGES
from .messages import LOCALE_DIR as LOCALE_DIR
from .messages import N_ as N_
from .messages import _ as _
from .messages import current_language as current_language
from .messages import forget_catalogues as forget_catalogues
from .messages import gettext as gettext
from .messages import language_from_locale as language_from_locale
from .messages import ngettext as ngettext
from .messages import npgettext as npgettext
from .messages import pgettext as pgettext


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
    _core.set_kernel_language(checked_language(lang))


@contextmanager
def language(lang: str | None) -> Iterator[str]:
    """Speak ``lang`` inside the block (``None``: the kernel's language); gives the language."""
    code = current_language() if lang is None else checked_language(lang)
    with _core.speaking(code):
        yield code


def catalogue(lang: str | None = None) -> _gettext.NullTranslations:
    """The merged catalogues of ``lang`` (default: the current language); English has none."""
    return _core.catalogue(None if lang is None else checked_language(lang))
