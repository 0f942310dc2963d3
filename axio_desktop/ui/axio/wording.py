"""AXIO's and AXIO Hex's decisions in the player's words: a tile by its colours and
where its first half lies, as a newcomer reads the board ("red-yellow, red on the
left"), with the notation beside it only when the player shows the cells' names."""

from __future__ import annotations

import math
from typing import Any

from ...engine.axio import Exchange, Place
from ...engine.game import Notation
from ..core.wording import colour_name
from ..i18n import tr
from .geometry import CellLayout

SIDES = ("right", "lower_right", "bottom", "lower_left", "left", "upper_left", "top",
         "upper_right")
"""Where one cell lies beside another on screen, clockwise from the right (y grows
downwards), each an eighth of the turn around it: ``side.<name>`` words it."""


def side_of(layout: CellLayout, cell: tuple[int, int], other: tuple[int, int]) -> str:
    """Where ``cell`` lies beside its neighbour ``other`` as the board is drawn."""
    (x, y), (ox, oy) = layout.centre(cell), layout.centre(other)
    eighths = round(math.atan2(y - oy, x - ox) / (math.tau / 8))
    return SIDES[eighths % len(SIDES)]


def tile_words(colours: str) -> str:
    """A tile by its colours: "red-yellow", a double "the red double"."""
    first, second = colours[0], colours[1]
    if first == second:
        return tr("hint.double", colour=colour_name(first))
    return tr("hint.pair", first=colour_name(first), second=colour_name(second))


def hint_words(decision: Place | Exchange, layout: CellLayout, notation: Notation[Any], *,
               coordinates: bool) -> str:
    """The hint's banner: the answer to the exchange option, or the tile put down for
    the player, by its colours and which way it lies (its notation too while the
    cells' names are shown)."""
    if isinstance(decision, Exchange):
        return tr("axio.hint_exchange" if decision.accept else "axio.hint_keep")
    first, second = decision.cells
    tile = tile_words(decision.colours)
    if coordinates:
        tile = tr("hint.named", tile=tile, move=notation.format(decision))
    if decision.colours[0] == decision.colours[1]:
        return tr("hint.place_double", tile=tile)
    return tr("hint.place", tile=tile, colour=colour_name(decision.colours[0]),
              side=tr(f"side.{side_of(layout, first, second)}"))
