"""AXIO Rota's placements in the player's words (its move log)."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.rota import Placement
from ...engine.rota.notation import ROTA_NOTATION
from ..core.wording import colour_name
from ..i18n import tr


def placement_summary(placement: Placement, names: Sequence[str]) -> str:
    """The move log's first line for a placement, its move in notation, e.g.
    "Anna: E2N1 r1" (the tile beside it is drawn as it lies)."""
    key = "log.bonus" if placement.bonus else "log.placed"
    return tr(key, name=names[placement.player], move=ROTA_NOTATION.format(placement.move))


def named_colour_note(placement: Placement) -> str | None:
    """What the move log's second line says of the colour named for an empty corner."""
    if placement.move.name is None:
        return None
    return tr("log.named", colour=colour_name(placement.move.name))
