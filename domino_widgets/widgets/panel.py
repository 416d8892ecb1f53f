"""What a widget shows below itself: the GameWidget opens a hand's review there, the review its
"Try again" question. A widget with a panel is shown as a column of itself and the panel
(``ipywidgets.VBox``), so whatever it opens appears under it in the notebook, in JupyterLab,
JupyterLite and on a stored page alike; its text form stays the widget's own."""

from __future__ import annotations

from typing import Any

import ipywidgets  # type: ignore[import-untyped]  # ipywidgets ships no type hints

from .base import DominoWidget


class Panelled(DominoWidget):
    """A widget with ``below`` (a column, empty at first) shown under it: a kind of widget
    (the game, the review), not a part mixed into one."""

    _panel_box: ipywidgets.VBox | None = None
    _below_box: ipywidgets.VBox | None = None

    @property
    def below(self) -> ipywidgets.VBox:
        """The column under the widget: what it opened (a review, a question)."""
        if self._below_box is None:
            self._below_box = ipywidgets.VBox()
        return self._below_box

    @property
    def panel(self) -> ipywidgets.VBox:
        """The widget and, under it, ``below``: what a notebook shows for it."""
        if self._panel_box is None:
            self._panel_box = ipywidgets.VBox([self, self.below])
        return self._panel_box

    def show_below(self, *widgets: Any) -> None:
        """Show ``widgets`` under the widget, in place of what was there (its owner closes
        that)."""
        self.below.children = widgets

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The column's output, with the widget's own words where no board is drawn."""
        bundle = self.panel._repr_mimebundle_(**kwargs)
        if isinstance(bundle, dict):
            bundle["text/plain"] = self.words_in_place()
        return bundle

    def close_panel(self) -> None:
        """Close what is below and the column itself (the widget closes itself)."""
        if self._below_box is not None:
            self.show_below()
            self._below_box.close()
        if self._panel_box is not None:
            self._panel_box.close()
