"""The base of the widgets: the front-end files, the shared traits, and the checked
messages from the page.

Every message from the browser is an *intent* ``{"kind": ..., field: value}``. It is checked
here (a known kind, the expected fields with the expected types) before a handler runs; a
refusal shows in the ``error`` trait and changes nothing. No traceback reaches the page.

Trait updates from the page are checked too: only the traits a person changes (``FROM_PAGE``,
each with its JSON type) may be set there; any other update is refused, shown in ``error`` and
put back on the page. An unknown kind of comm message is refused the same way.

A widget speaks its own language (``lang``, English or Russian; default the kernel's): every
text it makes (labels, status, log, pictures' words, the engine's refusals it shows) is made
inside ``with language(self.lang)``, and the page's language switch (the ``language`` intent)
makes them all again in the other language.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, ClassVar, TypeVar

import traitlets

from ..engine.errors import DominoError, OptionError
from ..engine.i18n import LANGUAGES, N_, _, checked_language, current_language, language
from .dependencies import without_working_folder

with without_working_folder():  # anywidget brings ipywidgets, psygnal and typing_extensions
    import anywidget

STATIC = Path(__file__).resolve().parent.parent / "static"
log = logging.getLogger(__name__)


class IntentError(DominoError):
    """A message from the page that cannot be acted on (unknown kind, bad fields)."""


class WidgetArgumentError(OptionError, TypeError):
    """An argument a widget does not know (a TypeError, as Python raises for functions)."""


def reject_unknown(widget: str, given: dict[str, Any], known: Iterable[str]) -> None:
    """Raise ``WidgetArgumentError`` naming the first unknown keyword argument."""
    if given:
        name = sorted(given)[0]
        raise WidgetArgumentError(_("{widget} has no argument {name}; it takes: {known}").format(
            widget=widget, name=repr(name), known=", ".join(known)))


LANGUAGE_NAMES = {"en": "English", "ru": "Русский"}  # each in its own language, never translated
F = TypeVar("F", bound=Callable[..., Any])


def widget_language(lang: object) -> str:
    """The language a widget is made in: ``lang`` checked, or the kernel's (None)."""
    return current_language() if lang is None else checked_language(lang)


def words_of(table: dict[str, str]) -> dict[str, str]:
    """A widget's labels (its ``WORDS``, marked with ``N_``) in the current language."""
    return {key: _(text) for key, text in table.items()}


def speaking(method: F) -> F:
    """A widget's method that makes texts: it runs in the widget's language."""
    @functools.wraps(method)
    def speaks(self: Any, *args: Any, **kwargs: Any) -> Any:
        with language(getattr(self, "lang", None) or None):
            return method(self, *args, **kwargs)

    return speaks  # type: ignore[return-value]


# A field spec: (type, required). ``int`` never accepts a bool.
Field = tuple[type, bool]


def check_fields(kind: str, spec: dict[str, Field], content: dict[str, Any]) -> dict[str, Any]:
    """The fields of an intent, checked against ``spec``."""
    fields = {k: v for k, v in content.items() if k != "kind"}
    extra = sorted(set(fields) - set(spec))
    if extra:
        raise IntentError(_("{kind} takes no field {field}").format(
            kind=repr(kind), field=repr(extra[0])))
    for name, (kind_of, required) in spec.items():
        if name not in fields:
            if required:
                raise IntentError(_("{kind} needs the field {field}").format(
                    kind=repr(kind), field=repr(name)))
            continue
        value = fields[name]
        if not _is_a(value, kind_of):
            raise IntentError(_("{kind}: {field} must be {type}, not {value}").format(
                kind=repr(kind), field=name, type=_type_word(kind_of), value=repr(value))[:200])
    return fields


def _is_a(value: object, kind_of: type) -> bool:
    """``isinstance`` for JSON values: a bool is not a whole number."""
    return isinstance(value, kind_of) and not (kind_of is int and isinstance(value, bool))


def _type_word(kind_of: type) -> str:
    words = {int: _("a whole number"), str: _("a text"), bool: _("true or false")}
    return words.get(kind_of, kind_of.__name__)


# Where a notebook is shown without its boards (a notebook not trusted, a page that draws no
# widgets), a widget's output reads as words, never as code (its repr stays for programmers).
RUN_TO_SHOW = N_("Run this cell (Shift+Enter) to show the board.")

IPYWIDGETS_FROM_PAGE = frozenset({"layout", "tabbable", "tooltip", "_dom_classes"})


class DominoWidget(anywidget.AnyWidget):
    """Traits every view shares; subclasses name their ``view`` and their ``INTENTS``, and
    make their texts again in ``_speak()`` when the language changes."""

    _esm = STATIC / "widget.js"
    _css = STATIC / "widget.css"

    view = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)  # the language the widget speaks
    languages = traitlets.List(traitlets.Dict()).tag(sync=True)  # the switch's choices
    status = traitlets.Unicode("").tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    board_svg = traitlets.Unicode("").tag(sync=True)
    board_label = traitlets.Unicode("").tag(sync=True)  # the position in words (screen readers)
    board_caption = traitlets.Unicode("").tag(sync=True)  # under the board: the counted ends
    scores_html = traitlets.Unicode("").tag(sync=True)
    words = traitlets.Dict().tag(sync=True)  # every label the page shows: the JS has none

    INTENTS: ClassVar[dict[str, dict[str, Field]]] = {}
    SHARED_INTENTS: ClassVar[dict[str, dict[str, Field]]] = {"language": {"lang": (str, True)}}
    FROM_PAGE: ClassVar[dict[str, type]] = {}  # the traits a person changes on the page
    PAGE_METHODS: ClassVar[frozenset[str]] = frozenset({"update", "request_state", "custom"})

    def __init__(self, **traits: Any) -> None:
        traits.setdefault("lang", current_language())  # a widget made without lang=: the kernel's
        traits.setdefault("languages", [{"value": code, "label": LANGUAGE_NAMES[code]}
                                        for code in LANGUAGES])
        super().__init__(**traits)
        self.on_msg(self._on_message)
        self._ready = True  # from now on a new language makes the texts again

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The output: the board, and in its place where no board is drawn, words to run it."""
        bundle = super()._repr_mimebundle_(**kwargs)  # anywidget: (data, metadata)
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        if isinstance(data, dict):
            data["text/plain"] = self.words_in_place()
        return bundle

    def words_in_place(self) -> str:
        """What a notebook shown without its boards says in a board's place (``RUN_TO_SHOW``
        in the widget's language): words, never code."""
        with language(self.lang):
            return _(RUN_TO_SHOW)

    @traitlets.validate("lang")
    def _valid_lang(self, proposal: dict[str, Any]) -> str:
        return checked_language(proposal["value"])

    @traitlets.validate("error")
    def _capital_error(self, proposal: dict[str, Any]) -> str:
        """A message shown begins with a capital, as a sentence does (the engine's refusals
        are written to follow a colon, so in lower case)."""
        text: str = proposal["value"]
        return text[:1].upper() + text[1:]


    @traitlets.observe("lang")
    def _lang_changed(self, _change: dict[str, Any]) -> None:
        if not getattr(self, "_ready", False):
            return  # the constructor makes the first texts
        with language(self.lang):
            self._speak()

    def _speak(self) -> None:
        """Make every text the page shows again, in ``lang`` (the subclass's own)."""

    def _intent_language(self, lang: str) -> None:
        """The page's language switch: ``lang`` must be one the package speaks."""
        if lang not in LANGUAGES:
            raise IntentError(_("the widget speaks {choices}, not {lang}").format(
                choices=", ".join(LANGUAGE_NAMES.values()), lang=repr(lang)[:40]))
        self.lang = lang

    # -- what the page sends: comm messages and trait updates --------------------------------
    def _handle_msg(self, msg: dict[str, Any]) -> None:
        """Every comm message from the page: an unknown method or shape is refused (shown in
        ``error``); nothing raises out of here. It runs in the widget's language."""
        with language(self.lang):
            self._handle_page_msg(msg)

    def _handle_page_msg(self, msg: dict[str, Any]) -> None:
        try:
            data = msg["content"]["data"]
            method = data.get("method") if isinstance(data, dict) else None
            if method not in self.PAGE_METHODS:
                raise IntentError(_("unknown message from the page {method}").format(
                    method=repr(method))[:200])
            if method == "update" and not isinstance(data.get("state", {}), dict):
                raise IntentError(_("an update from the page must name traits"))
            super()._handle_msg(msg)
        except DominoError as err:
            self.error = str(err)
        except Exception as err:  # a bug must not leave a traceback in the page
            log.debug("message %r failed", msg, exc_info=True)
            self.error = went_wrong(err)

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Trait updates from the page: all of them checked first, then the good ones set;
        a refused one is put back on the page and named in ``error``."""
        refused: list[str] = []
        problems: list[str] = []
        for name, value in sync_data.items():
            problem = self._page_problem(name, value)
            if problem:
                refused.append(name)
                problems.append(problem)
        mine = [name for name in sync_data if name in self.keys]
        if refused:  # all or nothing: the page gets back every trait it sent
            self.error = _("refused a change from the page: {problems}").format(
                problems="; ".join(problems))[:300]
            if mine:
                self.send_state(key=mine)
            return
        super().set_state(sync_data)
        self.error = ""

    def _page_problem(self, name: str, value: Any) -> str:
        """Why the page may not set trait ``name`` to ``value`` ("" if it may)."""
        if name in self.FROM_PAGE:
            kind_of = self.FROM_PAGE[name]
            if not _is_a(value, kind_of):
                return _("{name} must be {type}, not {value}").format(
                    name=name, type=_type_word(kind_of), value=repr(value))[:120]
        elif name not in IPYWIDGETS_FROM_PAGE:  # ipywidgets' own: layout, tooltip...
            if name in self.keys:
                return _("{name} is set by the widget, not by the page").format(name=name)
            return _("the widget has no setting {name}").format(name=repr(name))[:120]
        try:  # a dry run of the trait's own checks (and its validator)
            from_json = self.trait_metadata(name, "from_json", self._trait_from_json)
            trait = self.traits()[name]
            trait._cross_validate(self, trait._validate(self, from_json(value, self)))
        except Exception as err:
            return f"{name}: {err}"[:120]
        return ""

    def _on_message(self, _widget: object, content: Any, _buffers: object) -> None:
        self.handle_intent(content)

    def handle_intent(self, content: Any) -> bool:
        """Check and act on one message from the page; False (and ``error`` set) if refused."""
        with language(self.lang):
            return self._handle_intent(content)

    def _handle_intent(self, content: Any) -> bool:
        intents = {**self.SHARED_INTENTS, **self.INTENTS}
        try:
            if not isinstance(content, dict):
                raise IntentError(_("a message from the page must be an object"))
            kind = content.get("kind")
            if not isinstance(kind, str) or kind not in intents:
                raise IntentError(_("unknown request {kind}").format(kind=repr(kind))[:200])
            fields = check_fields(kind, intents[kind], content)
            self._dispatch(kind, fields)
            self.error = ""
        except DominoError as err:
            self.error = str(err)
            return False
        except Exception as err:  # a bug must not leave a traceback in the page
            log.debug("intent %r failed", content, exc_info=True)
            self.error = went_wrong(err)
            return False
        return True

    def _dispatch(self, kind: str, fields: dict[str, Any]) -> None:
        """Act on a checked intent: its handler is the method ``_intent_KIND`` (the game names
        its handlers in a table instead)."""
        getattr(self, f"_intent_{kind}")(**fields)


def went_wrong(err: BaseException) -> str:
    """What the page shows for a bug: never a traceback."""
    return _("something went wrong: {error}").format(
        error=f"{type(err).__name__}: {err}")[:300]
