"""The base of the widgets: the front-end files, the shared traits, and the checked
messages from the page.

Every message from the browser is an *intent* ``{"kind": ..., field: value}``. It is checked
here (a known kind, the expected fields with the expected types) before a handler runs; a
refusal shows in the ``error`` trait and changes nothing. No traceback reaches the page.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import Any, ClassVar

import anywidget
import traitlets

from ..engine.errors import DominoError, OptionError

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
        raise WidgetArgumentError(f"{widget} has no argument {name!r}; "
                                  f"it takes: {', '.join(known)}")


# A field spec: (type, required). ``int`` never accepts a bool.
Field = tuple[type, bool]


def check_fields(kind: str, spec: dict[str, Field], content: dict[str, Any]) -> dict[str, Any]:
    """The fields of an intent, checked against ``spec``."""
    fields = {k: v for k, v in content.items() if k != "kind"}
    extra = sorted(set(fields) - set(spec))
    if extra:
        raise IntentError(f"{kind!r} takes no field {extra[0]!r}")
    for name, (kind_of, required) in spec.items():
        if name not in fields:
            if required:
                raise IntentError(f"{kind!r} needs the field {name!r}")
            continue
        value = fields[name]
        if not isinstance(value, kind_of) or (kind_of is int and isinstance(value, bool)):
            raise IntentError(f"{kind!r}: {name} must be {_type_word(kind_of)}, "
                              f"not {value!r}"[:200])
    return fields


def _type_word(kind_of: type) -> str:
    return {int: "a whole number", str: "a text", bool: "true or false"}.get(
        kind_of, kind_of.__name__)


class DominoWidget(anywidget.AnyWidget):
    """Traits every view shares; subclasses name their ``view`` and their ``INTENTS``."""

    _esm = STATIC / "widget.js"
    _css = STATIC / "widget.css"

    view = traitlets.Unicode("").tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    board_svg = traitlets.Unicode("").tag(sync=True)
    scores_html = traitlets.Unicode("").tag(sync=True)

    INTENTS: ClassVar[dict[str, dict[str, Field]]] = {}

    def __init__(self, **traits: Any) -> None:
        self._lock = threading.RLock()
        super().__init__(**traits)
        self.on_msg(self._on_message)

    def _on_message(self, _widget: object, content: Any, _buffers: object) -> None:
        self.handle_intent(content)

    def handle_intent(self, content: Any) -> bool:
        """Check and act on one message from the page; False (and ``error`` set) if refused."""
        with self._lock:
            try:
                if not isinstance(content, dict):
                    raise IntentError("a message from the page must be an object")
                kind = content.get("kind")
                if not isinstance(kind, str) or kind not in self.INTENTS:
                    raise IntentError(f"unknown request {kind!r}"[:200])
                fields = check_fields(kind, self.INTENTS[kind], content)
                getattr(self, f"_intent_{kind}")(**fields)
                self.error = ""
            except DominoError as err:
                self.error = str(err)
                return False
            except Exception as err:  # a bug must not leave a traceback in the page
                log.debug("intent %r failed", content, exc_info=True)
                self.error = f"something went wrong: {type(err).__name__}: {err}"[:300]
                return False
            return True
