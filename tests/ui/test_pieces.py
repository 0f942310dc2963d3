"""The pieces as physical ones: an AXIO tile is one body across its two cells, the held
tile is drawn larger, and AXIO Rota's black quarters reach the tile's edges, so that four
tiles meeting at a point show one circle."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from axio_desktop.engine.axio.geometry import HEX, SQUARE
from axio_desktop.ui.axio.geometry import cell_layout
from axio_desktop.ui.axio.pieces import draw_tile
from axio_desktop.ui.core.palette import CIRCLE, TILE_FACE
from axio_desktop.ui.rota.tile_art import tile_face


def tile(shape: object, step: tuple[int, int], lifted: bool) -> pygame.Surface:
    surface = pygame.Surface((400, 400), pygame.SRCALPHA)
    draw_tile(surface, cell_layout(shape), (200, 200), step, "RB", 80,  # type: ignore[arg-type]
              shadow=False, lifted=lifted)
    return surface


@pytest.mark.parametrize(("shape", "step"), [(SQUARE, (1, 0)), (SQUARE, (0, 1)), (HEX, (1, 0)),
                                             (HEX, (0, 1)), (HEX, (1, -1)), (HEX, (-1, 1))])
def test_an_axio_tile_is_one_body_across_its_two_cells(shape: object, step: tuple[int, int]) -> None:
    pygame.init()
    surface = tile(shape, step, lifted=False)
    layout = cell_layout(shape)  # type: ignore[arg-type]
    (ax, ay), (bx, by) = layout.centre((0, 0)), layout.centre(step)
    for share in (0.3, 0.5, 0.7):  # across the seam between the halves: no gap
        point = (round(200 + (bx - ax) * 80 * share), round(200 + (by - ay) * 80 * share))
        assert surface.get_at(point).a == 255, (share, point)
    beyond = (round(200 + (bx - ax) * 80 * 1.6), round(200 + (by - ay) * 80 * 1.6))
    assert surface.get_at(beyond).a == 0


def test_the_held_tile_is_drawn_a_little_larger() -> None:
    pygame.init()
    lying, held = (tile(SQUARE, (1, 0), lifted).get_bounding_rect() for lifted in (False, True))
    assert 1.04 <= held.width / lying.width <= 1.08
    assert 1.04 <= held.height / lying.height <= 1.08


def test_rota_s_quarters_reach_the_tile_s_edges() -> None:
    pygame.init()
    size = 100
    face = tile_face("RGBO", size)

    def dark(point: tuple[int, int]) -> bool:
        return sum(face.get_at(point)[:3]) < sum(CIRCLE) + 60

    for point in ((0, 20), (20, 0), (99, 20), (80, 0), (0, 80), (20, 99), (99, 80), (80, 99)):
        assert dark(point), point  # the circle runs to the very edge: no rim across it
    middle = face.get_at((50, 50))
    assert abs(sum(middle[:3]) - sum(TILE_FACE)) < 60 and not dark((50, 1))
