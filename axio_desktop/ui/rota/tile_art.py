"""Tiles drawn as in the box: a square face with a black quarter circle in each corner,
reaching the tile's edges, so four tiles meeting at a grid point form one full black
circle, and a colour symbol inside each quarter. An empty corner shows a pale, hollow
quarter instead.

Tiles are put together from the sprites (``rota-tile``, ``rota-quarter``,
``rota-quarter-empty``, the symbols) at run time and cached per (corners, size): the
board asks for a handful of sizes (zoom steps), so each tile face is made once per
zoom level and then only blitted; the soft shadow of a tile is one per size.
"""

from __future__ import annotations

import pygame

from ...engine.rota.tiles import EMPTY, is_colour
from ..core.sprites import sprite, sprite_shadow
from ..core.surface_cache import MIB, surface_cache
from ..core.symbols import symbol_icon

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
    canvas = sprite("rota-tile", size, size).copy()
    quarter = max(1, round(CIRCLE_RADIUS * size))
    for corner, symbol in enumerate(corners):
        right, bottom = CORNER_POSITIONS[corner]
        image = _quarter(symbol == EMPTY, quarter, corner)
        canvas.blit(image, (size - quarter if right else 0, size - quarter if bottom else 0))
    icon = max(4, round(SYMBOL_RADIUS * size / SYMBOL_SPRITE_SHARE))
    for corner, symbol in enumerate(corners):
        if is_colour(symbol):
            image = symbol_icon(symbol, icon)
            x, y = symbol_centre(corner, size)
            canvas.blit(image, image.get_rect(center=(round(x), round(y))))
    return canvas


# Four corners of the sizes in use, full and empty: a few hundred kilobytes. A tile not
# drawn before at a size (a placement's) is then put together without turning sprites.
@surface_cache(max_bytes=1 * MIB)
def _quarter(empty: bool, side: int, corner: int) -> pygame.Surface:
    """The corner quarter (``empty``: the hollow one) ``side`` pixels wide, turned to
    lie in ``corner``."""
    right, bottom = CORNER_POSITIONS[corner]
    image = sprite("rota-quarter-empty" if empty else "rota-quarter", side, side)
    return pygame.transform.flip(image, bool(right), bool(bottom))


SYMBOL_SPRITE_SHARE = 0.43
"""A symbol sprite's shape reaches this share of its side from its centre."""


def tile_shadow(size: int, lifted: bool = False) -> tuple[pygame.Surface, tuple[int, int]]:
    """The soft shadow a tile ``size`` pixels wide casts (further off and softer when
    ``lifted``), and where it lies from the tile's top left corner."""
    blur = max(2, size // (6 if lifted else 14))
    drop = size // (6 if lifted else 16)
    return sprite_shadow("rota-tile", size, size, blur), (drop - blur, drop * 4 // 3 - blur)


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
