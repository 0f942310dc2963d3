"""The felt and the title behind every menu screen (on the main menu, a picture of the
chosen game), at the interface's size."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from ..core.scale import factor, px
from ..core.surface_cache import MIB, surface_cache
from ..core.theme import ACCENT, TABLE, TEXT_DIM, text, title_size, title_top


def draw_backdrop(
    surface: pygame.Surface, title: str, subtitle: str = "",
    game_picture: Callable[[int], pygame.Surface] | None = None,
) -> int:
    """Paint the felt and the title (and, on the main menu, the chosen game's picture,
    drawn by ``game_picture`` at a given height); returns the y just below the title."""
    picture, bottom = backdrop(surface.get_size(), title, subtitle, game_picture, factor())
    surface.blit(picture, (0, 0))
    return bottom


def below_title(window: tuple[int, int], title: str, subtitle: str = "") -> int:
    """Where the backdrop's title ends, in the unscaled pixels a form is laid out in."""
    return math.ceil(backdrop(window, title, subtitle, None, factor())[1] / factor())


# Two backdrops of a 1600x1000 window, more of smaller ones: going back to the
# previous screen finds its backdrop, anything older is drawn again.
@surface_cache(max_bytes=12 * MIB)
def backdrop(
    window: tuple[int, int], title: str, subtitle: str,
    game_picture: Callable[[int], pygame.Surface] | None, scale: float,
) -> tuple[pygame.Surface, int]:
    """The backdrop of a ``window`` (its size in pixels) at the interface's size
    ``scale`` (a key: `px` reads it), and the y below its title."""
    surface = pygame.Surface(window)
    surface.fill(TABLE)
    width = window[0]
    height = round(window[1] / scale)  # the sizes follow the unscaled layout's height
    if game_picture is not None:
        picture = game_picture(px(max(128, min(240, height * 3 // 10)))).copy()
        picture.set_alpha(120)
        surface.blit(picture, picture.get_rect(bottomright=(width * 95 // 100, height * 80 // 100)))
    heading = text(title, px(title_size(height)), ACCENT, True)
    top = px(title_top(height))
    surface.blit(heading, heading.get_rect(midtop=(width // 2, top)))
    bottom = top + heading.get_height()
    if subtitle:
        line = text(subtitle, px(17), TEXT_DIM)
        surface.blit(line, line.get_rect(midtop=(width // 2, bottom)))
        bottom += line.get_height()
    return surface, bottom + px(16)
