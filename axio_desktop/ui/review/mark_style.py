"""How the review screen shows a mark: a symbol as chess players know them (``?!``,
``?``, ``??``) and a colour, so that neither alone carries the meaning; a best
placement gets a small check, a good one nothing, a decided one ``=`` (every choice
came out the same) in the colour of the chart's decided stretch. A mark of the
review's first pass is drawn paler (`provisional_rgb`): the deep pass may still change it."""

from __future__ import annotations

import pygame

from ..core.theme import GOOD, TEXT_DIM, Rgb

DECIDED_RGB: Rgb = (130, 150, 185)
"""The decided mark, and the chart's decided stretch."""
SYMBOLS = {"decided": "=", "best": "", "good": "", "inaccuracy": "?!", "mistake": "?",
           "blunder": "??"}
RGB: dict[str, Rgb] = {"decided": DECIDED_RGB, "best": GOOD, "good": TEXT_DIM,
                       "inaccuracy": (240, 210, 80), "mistake": (245, 145, 50),
                       "blunder": (240, 80, 80)}
NAMES = {"decided": "review.mark_decided", "best": "review.mark_best",
         "good": "review.mark_good", "inaccuracy": "review.mark_inaccuracy",
         "mistake": "review.mark_mistake", "blunder": "review.mark_blunder"}
"""The catalogue key of each mark's name."""
COUNTED = ("inaccuracy", "mistake", "blunder")
"""The marks whose counts the players' rows show."""
PANEL_RGB: Rgb = (24, 30, 36)
"""The review's panels, which a provisional mark's colour is mixed with."""
PROVISIONAL_SHARE = 0.45
"""How much of its colour a provisional mark keeps."""


def provisional_rgb(colour: Rgb) -> Rgb:
    """``colour`` as a provisional mark shows it: paler, towards the panel behind it."""
    r, g, b = (round(PROVISIONAL_SHARE * own + (1 - PROVISIONAL_SHARE) * behind)
               for own, behind in zip(colour, PANEL_RGB))
    return r, g, b


def draw_check(surface: pygame.Surface, centre: tuple[int, int], size: int,
               colour: Rgb = GOOD) -> None:
    """A small check mark (drawn, so that no font needs the glyph)."""
    x, y = centre
    half = size // 2
    points = [(x - half, y), (x - half // 3, y + half * 2 // 3), (x + half, y - half * 2 // 3)]
    pygame.draw.lines(surface, colour, False, points, max(2, size // 6))
