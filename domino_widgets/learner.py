"""The learner's name, asked once in the start lesson and kept in his progress file, so that his
teacher's class report shows him by it (``progress.set_learner_name``).

    from domino_widgets.learner import ask_name
    ask_name()      # a box for the name, a Keep button, and a line saying what was kept
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w  # type: ignore[import-untyped]  # ipywidgets ships no type hints

from . import progress
from .engine.i18n import _, current_language, language


class NameBox(w.VBox):  # type: ignore[misc]  # ipywidgets is untyped (Any)
    """A text box with the learner's name (the one kept, if any), a Keep button and a status
    line; it speaks the language it was made in."""

    def __init__(self) -> None:
        self.lang = current_language()
        self.box = w.Text(value=progress.learner_name(), placeholder=_("Your name"),
                          description=_("Your name:"), continuous_update=False,
                          style={"description_width": "initial"})
        self.keep_button = w.Button(description=_("Keep my name"), button_style="primary")
        self.status = w.HTML("").add_class("dw-name-status")
        self.keep_button.on_click(lambda _button: self.keep())
        super().__init__([w.HBox([self.box, self.keep_button]), self.status])
        self.add_class("dw-learner-name")
        self._show(progress.notice())

    def keep(self) -> str:
        """Keep the name typed in the progress file; what the status line says."""
        with language(self.lang):
            try:
                progress.set_learner_name(self.box.value)
            except progress.ProgressError as err:
                return self._show(str(err))
            name = progress.learner_name()
            said = (_("Kept: your teacher's report shows you as {name}.").format(name=name)
                    if name else _("No name kept: your teacher's report shows your folder's."))
            return self._show(" ".join(x for x in (said, progress.notice()) if x))

    def _show(self, text: str) -> str:
        self.status.value = f"<span>{html.escape(text)}</span>" if text else ""
        return text


def ask_name() -> Any:
    """The start lesson's box for the learner's name."""
    return NameBox()
