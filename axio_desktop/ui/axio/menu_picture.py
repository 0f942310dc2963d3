"""A game of the AXIO family as the menu pictures it: a few cells of its board with
tiles, a printed space and (AXIO) a pyramid."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...engine.axio import AXIO, AXIO_HEX, Place, Ruleset
from ...engine.axio.geometry import Cell
from ..core.surface_cache import MIB, surface_cache
from .geometry import cell_layout
from .pieces import draw_cell, draw_printed, draw_pyramid, draw_tile


@dataclass(frozen=True, slots=True)
class BoardCorner:
    """A few cells of an AXIO board: tiles, a printed space, a pyramid."""

    rules: Ruleset
    cells: tuple[Cell, ...]
    tiles: tuple[Place, ...]
    printed: tuple[tuple[Cell, str], ...]
    pyramids: tuple[Cell, ...] = ()


AXIO_CORNER = BoardCorner(
    AXIO,
    tuple((x, y) for y in range(3) for x in range(3)),
    (Place(((0, 0), (1, 0)), "RB"), Place(((2, 0), (2, 1)), "GG"),
     Place(((0, 2), (1, 2)), "OP")),
    (((0, 1), "B"),),
    ((1, 1),),
)
HEX_CORNER = BoardCorner(
    AXIO_HEX,
    ((0, 0), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)),
    (Place(((-1, 0), (0, 0)), "OY"), Place(((1, -1), (1, 0)), "PB")),
    (((0, 1), "G"),),
)


@surface_cache(max_bytes=1 * MIB)
def corner_picture(corner: BoardCorner, height: int) -> pygame.Surface:
    """The corner drawn ``height`` pixels high, as the menu shows a game."""
    layout = cell_layout(corner.rules.shape)
    min_x, min_y, max_x, max_y = layout.bounds(corner.cells)
    size = height / (max_y - min_y + 1)
    picture = pygame.Surface((round((max_x - min_x + 1) * size), height), pygame.SRCALPHA)

    def at(cell: Cell) -> tuple[float, float]:
        x, y = layout.centre(cell)
        return ((x - min_x) * size, (y - min_y) * size)

    for cell in corner.cells:
        draw_cell(picture, layout, at(cell), size, 0)
    for cell, colour in corner.printed:
        draw_printed(picture, at(cell), size, colour)
    for place in corner.tiles:
        first, second = place.cells
        draw_tile(picture, layout, at(first), (second[0] - first[0], second[1] - first[1]),
                  place.colours, size)
    for cell in corner.pyramids:
        draw_pyramid(picture, at(cell), size)
    return picture
