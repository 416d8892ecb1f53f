"""§3 Sevastopol («Севастополь»).

Four players, 7 tiles each, no boneyard. The holder of 6:6 leads it every hand; it is a four-way
centre, and the first four plays are sixes on its four sides (a player with no six passes).
Then play goes on at any of the four arms («на произвольную сторону»). Other doubles lie
crosswise, without branching. No move: pass. First out wins; traditional scoring (S5); target
100.
"""

from __future__ import annotations

from ..i18n import N_
from .fourway import FourWayLead


class Sevastopol(FourWayLead):
    name = "sevastopol"
    title = N_("Sevastopol (Севастополь)")
    min_players = 4
    max_players = 4
    lead_value = 6
    sides_first = True  # the four sides of 6:6 take sixes before any arm grows
    draw_policy = "none"  # four players hold all 28 tiles
