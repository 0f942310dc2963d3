"""How the review screen shows a mark: a symbol as chess players know them (``?!``,
``?``, ``??``) and a colour, so that neither alone carries the meaning; a best
placement gets a small check, a good one nothing."""

from __future__ import annotations

import pygame

from ..core.theme import GOOD, TEXT_DIM, Rgb

SYMBOLS = {"best": "", "good": "", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}
RGB: dict[str, Rgb] = {"best": GOOD, "good": TEXT_DIM, "inaccuracy": (240, 210, 80),
                       "mistake": (245, 145, 50), "blunder": (240, 80, 80)}
NAMES = {"best": "review.mark_best", "good": "review.mark_good",
         "inaccuracy": "review.mark_inaccuracy", "mistake": "review.mark_mistake",
         "blunder": "review.mark_blunder"}
"""The catalogue key of each mark's name."""
COUNTED = ("inaccuracy", "mistake", "blunder")
"""The marks whose counts the players' rows show."""


def draw_check(surface: pygame.Surface, centre: tuple[int, int], size: int,
               colour: Rgb = GOOD) -> None:
    """A small check mark (drawn, so that no font needs the glyph)."""
    x, y = centre
    half = size // 2
    points = [(x - half, y), (x - half // 3, y + half * 2 // 3), (x + half, y - half * 2 // 3)]
    pygame.draw.lines(surface, colour, False, points, max(2, size // 6))
