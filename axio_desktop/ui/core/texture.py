"""A texture sprite (the AXIO plate, AXIO Rota's felt) laid edge to edge over a board
area, anchored at the board's world origin so that it pans with the board.

The texture is drawn once onto an opaque surface of its own: laid over the whole board
area every frame, its blits copy pixels and blend none.
"""

from __future__ import annotations

import pygame

from .sprites import sprite
from .surface_cache import MIB, surface_cache

TEXTURE = 256
"""A texture's side in pixels (it is laid again and again, at every zoom)."""


@surface_cache(max_bytes=1 * MIB)
def texture(name: str) -> pygame.Surface:
    """The sprite ``name`` on an opaque surface, `TEXTURE` pixels square."""
    opaque = pygame.Surface((TEXTURE, TEXTURE))
    opaque.blit(sprite(name, TEXTURE, TEXTURE), (0, 0))
    return opaque


def lay_texture(surface: pygame.Surface, rect: pygame.Rect, anchor: tuple[float, float],
                name: str) -> None:
    """Cover ``rect`` with the texture ``name``, laid from the screen point ``anchor``
    (the board's world origin), so the board area reads as one surface."""
    tile = texture(name)
    left = rect.x - (rect.x - round(anchor[0])) % TEXTURE
    top = rect.y - (rect.y - round(anchor[1])) % TEXTURE
    for y in range(top, rect.bottom, TEXTURE):
        for x in range(left, rect.right, TEXTURE):
            surface.blit(tile, (x, y))
