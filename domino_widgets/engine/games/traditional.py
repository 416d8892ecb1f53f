"""§10 Traditional dominoes («привычное домино»).

2-4 players, 7 tiles each; the lowest double leads the first hand (S7), later hands S6; equal
halves touch; doubles crosswise; a line; draw until playable (S2); S5 scoring; target 100.
Everything here is the shared rules of ``base.Rules``.
"""

from ..i18n import N_
from .base import Rules


class Traditional(Rules):
    name = "traditional"
    title = N_("Traditional dominoes (привычное домино)")
    step_undo = True
