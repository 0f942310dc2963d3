"""The colour symbols: each colour has its own shape (red circle, green triangle,
blue square, orange diamond, purple star, and AXIO Hex's yellow cross), so the games
are playable without colour vision.

The shapes are the ``symbol-X`` sprites (written by ``tools/make_sprites.py`` from
`shape_points`), drawn at the size asked; a sprite that cannot be read is drawn here
instead, three times too large and scaled down smoothly. The results are cached per size.
"""

from __future__ import annotations

import math

import pygame

from .palette import SYMBOL_OUTLINE
from .sprites import sprite, sprite_book
from .surface_cache import MIB, surface_cache
from .theme import SYMBOL_RGB, TEXT, text

SUPERSAMPLE = 3
OUTLINE = SYMBOL_OUTLINE


def shape_points(
    colour: str, centre: tuple[float, float], radius: float
) -> list[tuple[float, float]]:
    """The outline of ``colour``'s shape (empty for the circle, which is drawn as one)."""
    cx, cy = centre
    if colour == "G":
        return [
            (
                cx + radius * math.cos(math.radians(angle)),
                cy - radius * math.sin(math.radians(angle)),
            )
            for angle in (90, 210, 330)
        ]
    if colour == "B":
        half = radius * 0.78
        return [
            (cx - half, cy - half),
            (cx + half, cy - half),
            (cx + half, cy + half),
            (cx - half, cy + half),
        ]
    if colour == "O":
        return [
            (cx, cy - radius * 1.05),
            (cx + radius * 0.8, cy),
            (cx, cy + radius * 1.05),
            (cx - radius * 0.8, cy),
        ]
    if colour == "P":
        points = []
        for step in range(10):
            reach = radius * (1.08 if step % 2 == 0 else 0.45)
            angle = math.radians(90 + 36 * step)
            points.append((cx + reach * math.cos(angle), cy - reach * math.sin(angle)))
        return points
    if colour == "Y":
        arm, reach = radius * 0.36, radius * 0.98
        return [
            (cx - arm, cy - reach), (cx + arm, cy - reach), (cx + arm, cy - arm),
            (cx + reach, cy - arm), (cx + reach, cy + arm), (cx + arm, cy + arm),
            (cx + arm, cy + reach), (cx - arm, cy + reach), (cx - arm, cy + arm),
            (cx - reach, cy + arm), (cx - reach, cy - arm), (cx - arm, cy - arm),
        ]
    return []


def draw_shape(
    surface: pygame.Surface,
    colour: str,
    centre: tuple[float, float],
    radius: float,
    outline: int = 0,
) -> None:
    """Draw ``colour``'s shape filled, with a light outline ``outline`` pixels wide."""
    fill = SYMBOL_RGB[colour]
    points = shape_points(colour, centre, radius)
    if not points:
        if outline:
            pygame.draw.circle(surface, OUTLINE, centre, radius * 0.85 + outline)
        pygame.draw.circle(surface, fill, centre, radius * 0.85)
        return
    if outline:
        pygame.draw.polygon(surface, OUTLINE, points, 0)
        pygame.draw.polygon(surface, OUTLINE, points, outline * 2)
    shrink = 1 - (outline / radius if outline else 0)
    cx, cy = centre
    inner = [(cx + (x - cx) * shrink, cy + (y - cy) * shrink) for x, y in points]
    pygame.draw.polygon(surface, fill, inner if outline else points)


@surface_cache(max_bytes=1 * MIB)
def symbol_icon(colour: str, size: int) -> pygame.Surface:
    """``colour``'s symbol on a transparent square ``size`` pixels wide."""
    name = f"symbol-{colour}"
    if sprite_book().usable(name):
        drawn = sprite(name, size, size)
        if sprite_book().usable(name):
            return drawn
    big = size * SUPERSAMPLE
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    draw_shape(canvas, colour, (big / 2, big / 2), big * 0.42, outline=max(1, big // 14))
    return pygame.transform.smoothscale(canvas, (size, size))


@surface_cache(max_bytes=1 * MIB)
def points_strip(points: tuple[int, ...], size: int, colours: str) -> pygame.Surface | None:
    """Symbol + "+n" for every colour of ``colours`` (track order) that scores, side by side (None when nothing scores)."""
    parts: list[pygame.Surface] = []
    for colour, gained in zip(colours, points):
        if gained:
            parts.append(symbol_icon(colour, size))
            parts.append(text(f"+{gained} ", size, TEXT, True))
    if not parts:
        return None
    width = sum(part.get_width() for part in parts) + 2 * len(parts)
    height = max(part.get_height() for part in parts)
    strip = pygame.Surface((width, height), pygame.SRCALPHA)
    x = 0
    for part in parts:
        strip.blit(part, (x, (height - part.get_height()) // 2))
        x += part.get_width() + 2
    return strip
