"""The dashed outline that marks the better placement on every game's board: a
shape of its own (not only a colour), so that it reads for colour-blind players too."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from ..core.theme import Rgb

BETTER_RGB: Rgb = (250, 250, 250)
"""The better placement's outline: white dashes, the played one keeps its mover's
colour in a solid line."""
DASH = 7


def dashed_polygon(surface: pygame.Surface, points: Sequence[tuple[float, float]],
                   colour: Rgb = BETTER_RGB, width: int = 3) -> None:
    """A closed outline through ``points`` drawn in dashes, each side from its start."""
    for number, start in enumerate(points):
        end = points[(number + 1) % len(points)]
        length = math.dist(start, end)
        steps = max(1, int(length // DASH))
        for step in range(0, steps, 2):
            a = step / steps
            b = min(1.0, (step + 1) / steps)
            pygame.draw.line(surface, (20, 22, 26),
                             (start[0] + (end[0] - start[0]) * a + 1,
                              start[1] + (end[1] - start[1]) * a + 1),
                             (start[0] + (end[0] - start[0]) * b + 1,
                              start[1] + (end[1] - start[1]) * b + 1), width + 2)
            pygame.draw.line(surface, colour,
                             (start[0] + (end[0] - start[0]) * a,
                              start[1] + (end[1] - start[1]) * a),
                             (start[0] + (end[0] - start[0]) * b,
                              start[1] + (end[1] - start[1]) * b), width)
