"""``GameWidget``: a game of dominoes in the notebook, any mix of human and bot seats.

One controller (``widget.py``) owns the match and answers the page's intents through an
explicit table; it holds the parts that are things of their own, each an object:

- ``match.py``: the match, its log and where Undo goes back to; ``apply`` is the one door of a
  move into the engine (whose ``State.apply`` is the one check of its legality);
- ``split.py``: Cross in two hands' split of the tiles before a hand, one per match;
- ``screen.py``: the cover of several people at one screen;
- ``bots.py``: the bots' chooser, their strength and the schedule of their moves;
- ``hint.py``: the hint of the human on turn;
- ``..coaching.Coach``: the review of a hand, the teaching mode, the counting box and the same
  deal played by the bot.

``words.py`` words the status line and the buttons (plain functions of the match).
"""

from .widget import GameWidget

__all__ = ["GameWidget"]
