"""The felt and the title behind every menu screen (on the main menu, a few tiles)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ..engine.rota import Setup
from .theme import ACCENT, TABLE, TEXT_DIM, text, title_size, title_top
from .tile_art import tile_face


def draw_backdrop(
    surface: pygame.Surface, title: str, subtitle: str = "", tiles: bool = False
) -> int:
    """Paint the felt and the title (and, on the main menu, a few tiles); returns the y
    just below the title."""
    picture, bottom = backdrop(surface.get_size(), title, subtitle, tiles)
    surface.blit(picture, (0, 0))
    return bottom


@lru_cache(maxsize=4)
def backdrop(
    window: tuple[int, int], title: str, subtitle: str, tiles: bool
) -> tuple[pygame.Surface, int]:
    surface = pygame.Surface(window)
    surface.fill(TABLE)
    width, height = window
    if tiles:
        _scatter_tiles(surface)
    heading = text(title, title_size(height), ACCENT, True)
    top = title_top(height)
    surface.blit(heading, heading.get_rect(midtop=(width // 2, top)))
    bottom = top + heading.get_height()
    if subtitle:
        line = text(subtitle, 17, TEXT_DIM)
        surface.blit(line, line.get_rect(midtop=(width // 2, bottom)))
        bottom += line.get_height()
    return surface, bottom + 16


def _scatter_tiles(surface: pygame.Surface) -> None:
    """Two small groups of tiles from a fixed deal, faded, left and right of the menu."""
    width, height = surface.get_size()
    size = max(64, min(120, height // 7))
    setup = Setup.deal(4, 2026)
    left = (round(width * 0.05), round(height * 0.32))
    for placed in setup.display:
        _faded_tile(
            surface,
            placed.corners,
            size,
            (left[0] + placed.cell[0] * size, left[1] + placed.cell[1] * size),
        )
    right = (round(width * 0.95) - 2 * size, round(height * 0.52))
    for (dx, dy), stack in zip(((1, 0), (0, 1), (1, 1)), setup.stacks):
        _faded_tile(surface, stack[0].code, size, (right[0] + dx * size, right[1] + dy * size))


def _faded_tile(surface: pygame.Surface, corners: str, size: int, topleft: tuple[int, int]) -> None:
    face = tile_face(corners, size).copy()
    face.set_alpha(120)
    surface.blit(face, topleft)
