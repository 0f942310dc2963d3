"""The pieces of AXIO and AXIO Hex drawn anywhere on screen: two-cell tiles (on the
board, in the rack, in flight), pyramids, and the spaces a moved pyramid left.

Every piece is drawn from a screen point and a size in pixels, so the board, the
rack and the rules pages share one look. The symbols are those of AXIO Rota.
"""

from __future__ import annotations

import pygame

from ..core.symbols import symbol_icon
from ..core.theme import TILE_EDGE, TILE_FACE, Rgb
from .geometry import HALF_SCALE, CellLayout, Point

SYMBOL_SHARE = 0.62
SANDSTONE: tuple[Rgb, Rgb, Rgb, Rgb] = ((236, 214, 160), (206, 178, 118), (160, 130, 80),
                                        (190, 160, 102))
"""A pyramid's four faces seen from above: lit from the top left."""


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


def draw_tile(
    surface: pygame.Surface,
    layout: CellLayout,
    first: Point,
    direction: tuple[int, int],
    colours: str,
    size: float,
    *,
    edge: Rgb = TILE_EDGE,
    face: Rgb = TILE_FACE,
    shadow: bool = True,
) -> None:
    """A tile with ``colours[0]`` on the half centred at ``first`` and ``colours[1]`` on
    its neighbour in ``direction``."""
    vx, vy = step_vector(layout, direction)
    second = (first[0] + vx * size, first[1] + vy * size)
    halves = [cell_polygon(layout, first, size, HALF_SCALE),
              cell_polygon(layout, second, size, HALF_SCALE)]
    bridge = layout.bridge(first, second, size)
    if shadow:
        drop = max(1.0, size / 24)
        for polygon in (*halves, bridge):
            pygame.draw.polygon(surface, (18, 22, 26), [(x + drop, y + drop) for x, y in polygon])
    for polygon in halves:
        pygame.draw.polygon(surface, face, polygon)
        pygame.draw.polygon(surface, edge, polygon, max(1, round(size / 28)))
    pygame.draw.polygon(surface, face, bridge)
    middle = ((first[0] + second[0]) / 2, (first[1] + second[1]) / 2)
    across = (-vy * size * 0.22, vx * size * 0.22)
    pygame.draw.line(surface, (212, 204, 186), (middle[0] - across[0], middle[1] - across[1]),
                     (middle[0] + across[0], middle[1] + across[1]), 1)
    icon = max(8, round(size * SYMBOL_SHARE))
    for colour, centre in ((colours[0], first), (colours[1], second)):
        image = symbol_icon(colour, icon)
        surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def draw_pyramid(surface: pygame.Surface, centre: Point, size: float, lift: float = 0.0) -> None:
    """A pyramid seen from above on a cell ``size`` pixels wide; ``lift`` (0..1) draws it
    larger and higher, as it is put down."""
    half = size * 0.32 * (1 + 0.5 * lift)
    cx, cy = centre[0], centre[1] - size * 0.4 * lift
    corners = [(cx - half, cy - half), (cx + half, cy - half), (cx + half, cy + half),
               (cx - half, cy + half)]
    apex = (cx - half * 0.08, cy - half * 0.08)
    pygame.draw.polygon(surface, (20, 22, 24), [(x + 2, y + 3) for x, y in corners])
    for index, fill in enumerate(SANDSTONE):
        pygame.draw.polygon(surface, fill, [corners[index], corners[(index + 1) % 4], apex])
    pygame.draw.polygon(surface, (120, 96, 58), corners, 1)


def draw_dead(surface: pygame.Surface, polygon: list[Point], size: float) -> None:
    """A space a moved pyramid left: dark and crossed out, no tile can go there."""
    pygame.draw.polygon(surface, (26, 30, 34), polygon)
    xs = [x for x, _ in polygon]
    ys = [y for _, y in polygon]
    cx, cy = sum(xs) / len(xs), sum(ys) / len(ys)
    reach = size * 0.2
    width = max(2, round(size / 18))
    for sign in (1, -1):
        pygame.draw.line(surface, (96, 104, 112), (cx - reach, cy - sign * reach),
                         (cx + reach, cy + sign * reach), width)
