"""The pieces of AXIO and AXIO Hex drawn anywhere on screen, from the sprites: tiles as
one body each (on the board, in the hand, in flight, lifted while held), with a soft
shadow; pyramids; the recessed empty cells, the printed spaces' inlays and the spaces
a moved pyramid left.

Every piece is drawn from a screen point and a size in pixels, so the board, the
rack, the menu pictures and the rules pages share one look. The symbols are those of
AXIO Rota.
"""

from __future__ import annotations

import pygame

from ..core.palette import CELL_OUTSIDE
from ..core.sprites import sprite, sprite_shadow
from ..core.symbols import symbol_icon
from .geometry import CellLayout, Point

SYMBOL_SHARE = 0.62
LIFT_GROWTH = 1.06
"""How much larger a tile held above the board is drawn."""
OUTSIDE_RING = 3
"""The ring of the cell sprites outside the game's play area (`cell-KIND-3`)."""


def step_vector(layout: CellLayout, direction: tuple[int, int]) -> Point:
    """From a cell's centre to its neighbour's in ``direction``, in world units."""
    ox, oy = layout.centre((0, 0))
    nx, ny = layout.centre(direction)
    return (nx - ox, ny - oy)


def cell_polygon(layout: CellLayout, centre: Point, size: float,
                 scale: float = 1.0) -> list[Point]:
    """A cell's outline on screen around ``centre``, ``size`` pixels a world unit."""
    ox, oy = layout.centre((0, 0))
    return [(centre[0] + (x - ox) * size, centre[1] + (y - oy) * size)
            for x, y in layout.outline((0, 0), scale)]


def _placed(layout: CellLayout, cells: tuple[tuple[int, int], ...], first: Point,
            size: float) -> tuple[tuple[int, int], tuple[int, int]]:
    """Where on screen (top left) and how large the sprite of ``cells`` lies, the first
    of them centred at ``first``."""
    (left, top), (width, height) = layout.box(cells)
    ox, oy = layout.centre(cells[0])
    return ((round(first[0] + (left - ox) * size), round(first[1] + (top - oy) * size)),
            (max(1, round(width * size)), max(1, round(height * size))))


def draw_tile(
    surface: pygame.Surface,
    layout: CellLayout,
    first: Point,
    direction: tuple[int, int],
    colours: str,
    size: float,
    *,
    shadow: bool = True,
    lifted: bool = False,
) -> None:
    """A tile with ``colours[0]`` on the half centred at ``first`` and ``colours[1]`` on
    its neighbour in ``direction``; ``lifted``, it is held above the board: a little
    larger, its shadow further off and softer."""
    vx, vy = step_vector(layout, direction)
    second = (first[0] + vx * size, first[1] + vy * size)
    if lifted:
        middle = ((first[0] + second[0]) / 2, (first[1] + second[1]) / 2)
        size *= LIFT_GROWTH
        first = (middle[0] - vx * size / 2, middle[1] - vy * size / 2)
        second = (middle[0] + vx * size / 2, middle[1] + vy * size / 2)
    name = f"tile-{layout.kind}-{layout.tile_angle(direction)}"
    corner, (width, height) = _placed(layout, ((0, 0), direction), first, size)
    if shadow:
        blur = max(2, round(size / (6 if lifted else 12)))
        drop = size / (5 if lifted else 14)
        image = sprite_shadow(name, width, height, blur)
        surface.blit(image, (round(corner[0] - blur + drop * 0.7), round(corner[1] - blur + drop)))
    surface.blit(sprite(name, width, height), corner)
    icon = max(8, round(size * SYMBOL_SHARE))
    for colour, centre in ((colours[0], first), (colours[1], second)):
        image = symbol_icon(colour, icon)
        surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def draw_cell(surface: pygame.Surface, layout: CellLayout, centre: Point, size: float,
              ring: int) -> None:
    """An empty cell sunk into the plate: ``ring`` 0 the innermost play area, 1 and 2
    the rings around it, `OUTSIDE_RING` a cell this game does not use."""
    corner, (width, height) = _placed(layout, ((0, 0),), centre, size)
    surface.blit(sprite(f"cell-{layout.kind}-{ring}", width, height), corner)


def draw_printed(surface: pygame.Surface, centre: Point, size: float, colour: str) -> None:
    """A printed space: ``colour``'s symbol inlaid on an enamel disc."""
    disc = max(4, round(size * 0.86))
    inlay = sprite("inlay", disc, disc)
    surface.blit(inlay, inlay.get_rect(center=(round(centre[0]), round(centre[1]))))
    icon = symbol_icon(colour, max(8, round(size * 0.6)))
    surface.blit(icon, icon.get_rect(center=(round(centre[0]), round(centre[1]))))


def draw_pyramid(surface: pygame.Surface, centre: Point, size: float, lift: float = 0.0) -> None:
    """A pyramid on a cell ``size`` pixels wide; ``lift`` (0..1) draws it larger and
    higher, as it is put down."""
    side = max(4, 2 * round(size * (1 + 0.5 * lift) / 2))  # even steps: few sizes drawn
    image = sprite("pyramid", side, side)
    surface.blit(image, image.get_rect(center=(round(centre[0]),
                                               round(centre[1] - size * 0.4 * lift))))


def draw_dead(surface: pygame.Surface, polygon: list[Point], size: float) -> None:
    """A space a moved pyramid left: dark and crossed out, no tile can go there."""
    pygame.draw.polygon(surface, CELL_OUTSIDE, polygon)
    xs = [x for x, _ in polygon]
    ys = [y for _, y in polygon]
    cx, cy = sum(xs) / len(xs), sum(ys) / len(ys)
    reach = size * 0.2
    width = max(2, round(size / 18))
    for sign in (1, -1):
        pygame.draw.line(surface, (110, 118, 126), (cx - reach, cy - sign * reach),
                         (cx + reach, cy + sign * reach), width)
