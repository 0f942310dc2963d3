"""Tiles drawn as in the box: a square face with a black quarter circle in each corner,
so four tiles meeting at a grid point form one full black circle, and a colour symbol
inside each quarter. An empty corner shows a pale, hollow quarter instead.

Tiles are drawn at run time, three times too large and scaled down smoothly, and
cached per (corners, size): the board asks for a handful of sizes (zoom steps), so
each tile face is drawn once per zoom level and then only blitted.
"""

from __future__ import annotations

import math

import pygame

from ...engine.rota.tiles import EMPTY, is_colour
from ..core.surface_cache import MIB, surface_cache
from ..core.symbols import SUPERSAMPLE, draw_shape
from ..core.theme import CIRCLE, EMPTY_CORNER, EMPTY_CORNER_LINE, TILE_EDGE, TILE_FACE

CIRCLE_RADIUS = 0.40
"""Radius of a corner circle, as a share of the tile's side."""
SYMBOL_OFFSET = 0.155
"""How far a symbol sits from its corner along each axis, as a share of the side."""
SYMBOL_RADIUS = 0.095
CORNER_POSITIONS = ((0, 0), (1, 0), (1, 1), (0, 1))
"""Where corner i (NW NE SE SW) lies on a unit tile."""


def symbol_centre(corner: int, size: float) -> tuple[float, float]:
    """Where the symbol of ``corner`` sits on a tile ``size`` pixels wide."""
    cx, cy = CORNER_POSITIONS[corner]
    inward_x = 1 if cx == 0 else -1
    inward_y = 1 if cy == 0 else -1
    return (
        cx * size + inward_x * SYMBOL_OFFSET * size,
        cy * size + inward_y * SYMBOL_OFFSET * size,
    )


# All 60 tiles at the largest zoom step (180 pixels) weigh 7.4 MiB; the rest holds the
# neighbouring zoom steps and the hand and log sizes.
@surface_cache(max_bytes=16 * MIB)
def tile_face(corners: str, size: int) -> pygame.Surface:
    """The tile whose corners lie as ``corners`` (NW NE SE SW), ``size`` pixels wide."""
    big = size * SUPERSAMPLE
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    inset = max(1, round(big * 0.012))
    face = pygame.Rect(inset, inset, big - 2 * inset, big - 2 * inset)
    pygame.draw.rect(canvas, TILE_FACE, face)
    radius = CIRCLE_RADIUS * big
    for corner, symbol in enumerate(corners):
        cx, cy = CORNER_POSITIONS[corner]
        centre = (cx * big, cy * big)
        if symbol == EMPTY:
            pygame.draw.circle(canvas, EMPTY_CORNER, centre, radius)
            _dashed_arc(canvas, centre, radius - big * 0.012, corner, max(2, big // 60))
        else:
            pygame.draw.circle(canvas, CIRCLE, centre, radius)
    pygame.draw.rect(canvas, TILE_EDGE, face, max(1, round(big * 0.012)))
    for corner, symbol in enumerate(corners):
        if is_colour(symbol):
            draw_shape(
                canvas,
                symbol,
                symbol_centre(corner, big),
                SYMBOL_RADIUS * big,
                outline=max(1, big // 90),
            )
    return pygame.transform.smoothscale(canvas, (size, size))


def _dashed_arc(
    canvas: pygame.Surface, centre: tuple[float, float], radius: float, corner: int, width: int
) -> None:
    """The rim of an empty quarter, dashed, so it reads as 'nothing here'."""
    start = (0, 270, 180, 90)[corner]
    # Quarter arcs inside the tile: NW spans 270..360 degrees measured clockwise on screen.
    for step in range(0, 90, 12):
        a0 = math.radians(start - step)
        a1 = math.radians(start - step - 7)
        pygame.draw.line(
            canvas,
            EMPTY_CORNER_LINE,
            (centre[0] + radius * math.cos(a0), centre[1] - radius * math.sin(a0)),
            (centre[0] + radius * math.cos(a1), centre[1] - radius * math.sin(a1)),
            width,
        )


@surface_cache(max_bytes=1 * MIB)
def ghost_face(corners: str, size: int, alpha: int = 170) -> pygame.Surface:
    """A see-through tile face for the drag preview."""
    face = tile_face(corners, size).copy()
    face.set_alpha(alpha)
    return face


@surface_cache(max_bytes=2 * MIB)
def cell_marker(
    size: int, colour: tuple[int, int, int], alpha: int, width: int = 0
) -> pygame.Surface:
    """A rounded square over a cell: filled (``width`` 0) or an outline."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, size, size).inflate(-max(2, size // 16), -max(2, size // 16))
    pygame.draw.rect(surface, (*colour, alpha), rect, width, border_radius=max(3, size // 8))
    return surface
