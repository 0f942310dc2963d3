"""Where the try-again card lies on the board: clear of the hand, the table's buttons
and the tile being placed, and over as few of the cells the player may place on as
can be (along the top or the bottom of the board, at full width or narrower)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ..core.theme import wrap

WIDTHS = (600, 460, 360)
"""The card's widths to try, widest first."""
TEXT_SIZE = 15
LINE = 20
"""The height of a line of the card's text."""
TOP = 38
"""Where the text starts below the card's top (the title is above it)."""
BUTTON_HEIGHT = 34
MARGIN = 10
STEP = 16
"""How far apart the places tried along the board's edges are."""

Box = tuple[int, int, int, int]


def card_height(lines: int) -> int:
    return TOP + LINE * lines + 12 + BUTTON_HEIGHT + 12


@lru_cache(maxsize=8)
def place_card(board: Box, paragraphs: tuple[str, ...], keep_off: tuple[Box, ...],
               avoid: tuple[Box, ...]) -> tuple[Box, tuple[str, ...]]:
    """The card's box and its lines of text: of the places along the top and the bottom
    of ``board`` (centred first) at each width, the first that covers nothing of
    ``keep_off`` and the fewest boxes of ``avoid``."""
    inside = pygame.Rect(board)
    heavy = [pygame.Rect(box).inflate(8, 8) for box in keep_off]
    light = [pygame.Rect(box) for box in avoid]
    best: tuple[int, Box, tuple[str, ...]] | None = None
    for most in WIDTHS:
        width = min(most, inside.width - 2 * MARGIN)
        lines = tuple(line for paragraph in paragraphs
                      for line in wrap(paragraph, TEXT_SIZE, width - 24))
        height = card_height(len(lines))
        lefts = sorted(range(inside.left + MARGIN, inside.right - MARGIN - width + 1, STEP),
                       key=lambda left: abs(left + width // 2 - inside.centerx))
        for top in (inside.top + MARGIN, inside.bottom - MARGIN - height):
            for left in lefts:
                card = pygame.Rect(left, top, width, height)
                cost = 1000 * len(card.collidelistall(heavy)) + len(card.collidelistall(light))
                if best is None or cost < best[0]:
                    best = (cost, (left, top, width, height), lines)
                if cost == 0:
                    return best[1], best[2]
    assert best is not None, "a board has room for a card"
    return best[1], best[2]
