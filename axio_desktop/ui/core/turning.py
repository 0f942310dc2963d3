"""A picture turned about a point for the moment a held tile turns (`Turning`)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Turning:
    """A tile drawn as it lies now, still ``degrees`` short of it (counterclockwise on
    screen, as `pygame.transform.rotate` turns), about ``pivot`` (screen pixels)."""

    degrees: float
    pivot: Point


def blit_turned(surface: pygame.Surface, layer: pygame.Surface, topleft: Point,
                turning: Turning | None) -> None:
    """Blit ``layer`` at ``topleft``, turned back by ``turning`` about its pivot."""
    if turning is None or not turning.degrees:
        surface.blit(layer, (round(topleft[0]), round(topleft[1])))
        return
    turned = pygame.transform.rotate(layer, turning.degrees)
    cx, cy = topleft[0] + layer.get_width() / 2, topleft[1] + layer.get_height() / 2
    px, py = turning.pivot
    dx, dy = cx - px, cy - py  # the layer's centre from the pivot, turned with the layer
    angle = math.radians(-turning.degrees)
    rx = dx * math.cos(angle) - dy * math.sin(angle)
    ry = dx * math.sin(angle) + dy * math.cos(angle)
    surface.blit(turned, turned.get_rect(center=(round(px + rx), round(py + ry))))
