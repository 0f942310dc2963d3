"""Colours and fonts: the look of the game in one place."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

import pygame

from ...engine.colours import COLOUR_NAMES
from . import palette
from .surface_cache import MIB, surface_cache

Rgb = palette.Rgb
# The art's colours (`palette`), read from the theme by name too.
TABLE = palette.TABLE
TABLE_LINE = palette.TABLE_LINE
TILE_FACE = palette.TILE_FACE
TILE_EDGE = palette.TILE_EDGE
CIRCLE = palette.CIRCLE
EMPTY_CORNER = palette.EMPTY_CORNER
EMPTY_CORNER_LINE = palette.EMPTY_CORNER_LINE
SYMBOL_RGB = palette.SYMBOL_RGB

PANEL = (24, 30, 36)
PANEL_EDGE = (64, 78, 90)
PANEL_LIGHT = (38, 47, 56)
TEXT = (236, 238, 240)
TEXT_DIM = (160, 170, 180)
ACCENT = (255, 200, 60)
GOOD = (110, 220, 140)
BAD = (235, 90, 80)

PLAYER_RGB: tuple[Rgb, ...] = ((250, 210, 90), (120, 200, 250), (240, 130, 180), (170, 230, 140))
"""The accent of each seat, used for names and the last-move outline."""

assert set(SYMBOL_RGB) == set(COLOUR_NAMES)


# A loaded font weighs about 0.6 MiB, and every window height brings its own title
# size: a screen uses a dozen fonts at most.
@lru_cache(maxsize=32)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The game's typeface (Noto Sans, shipped with pygame_gui) at ``size`` pixels."""
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    path = resources.files("pygame_gui.data").joinpath(name)
    with resources.as_file(path) as real_path:
        return pygame.font.Font(real_path, size)


# A screen shows a few hundred kilobytes of text; the rest of the budget keeps the
# other screens' and the last window sizes' words.
@surface_cache(max_bytes=8 * MIB)
def text(message: str, size: int, colour: Rgb = TEXT, bold: bool = False) -> pygame.Surface:
    """A rendered line of text (cached: the same words are drawn every frame)."""
    return font(size, bold).render(message, True, colour)


def forget_fonts() -> None:
    """Drop the loaded fonts and rendered text: they die with ``pygame.quit``."""
    font.cache_clear()
    text.cache_clear()
    text_block.cache_clear()


def fit_text(
    message: str, size: int, width: int, colour: Rgb = TEXT, bold: bool = False, smallest: int = 0
) -> pygame.Surface:
    """``message`` rendered no wider than ``width``: in a smaller size down to ``smallest``
    if that is enough, else shortened with an ellipsis."""
    while size > smallest > 0 and font(size, bold).size(message)[0] > width:
        size -= 1
    surface = text(message, size, colour, bold)
    if surface.get_width() <= width:
        return surface
    shown = message
    while len(shown) > 1 and font(size, bold).size(shown + "…")[0] > width:
        shown = shown[:-1]
    return text(shown.rstrip() + "…", size, colour, bold)


def wrap(message: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``message`` broken into lines no wider than ``width`` (words kept whole)."""
    lines: list[str] = []
    for paragraph in message.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if font(size, bold).size(candidate)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


@surface_cache(max_bytes=2 * MIB)
def text_block(message: str, size: int, width: int, colour: Rgb = TEXT) -> pygame.Surface:
    """``message`` wrapped to ``width`` and rendered as centred lines on one transparent
    surface (as wide as its widest line; cached like `text`)."""
    lines = [text(line, size, colour) for line in wrap(message, size, width)]
    line_height = font(size).get_linesize()
    block = pygame.Surface(
        (max(line.get_width() for line in lines), line_height * len(lines)), pygame.SRCALPHA
    )
    for row, line in enumerate(lines):
        block.blit(line, line.get_rect(midtop=(block.get_width() // 2, row * line_height)))
    return block


def title_size(height: int) -> int:
    """The size of a screen's big title in a window ``height`` pixels high."""
    return max(40, min(76, height // 10))


def title_top(height: int) -> int:
    return max(24, height // 14)
