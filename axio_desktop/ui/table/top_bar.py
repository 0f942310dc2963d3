"""The game screen's top bar: the game's name and the message strip, the one place on
the table where the game speaks to the player: whose turn it is and what to do (the
status line), what the game asks (AXIO's exchange), and for their time the messages of
what just happened (AXIO!, a refusal, a hint, a notice)."""

from __future__ import annotations

import pygame

from ..core.input import TABLE_KEYS, Action
from ..core.key_help import key_of
from ..core.scale import factor, px
from ..core.surface_cache import MIB, surface_cache
from ..core.theme import (
    ACCENT,
    PANEL,
    PANEL_EDGE,
    TEXT,
    TEXT_DIM,
    Rgb,
    fit_text,
    font,
    text,
    wrap,
)
from ..core.widgets import draw_panel
from ..i18n import language, tr
from .buttons import top_bar_buttons
from .motion import BANNER_ENTRY, Banner

STATUS_SIZE = 18
STATUS_SMALLEST = 15
"""The status line's smallest size on one line; a longer line is broken in two."""
TWO_LINES = 14


def confirm_status() -> str:
    """The status line while a tile is put down: the keys that confirm it and take it
    back."""
    return tr("status.confirm", confirm=key_of(TABLE_KEYS, Action.CONFIRM),
              cancel=key_of(TABLE_KEYS, Action.CANCEL))


def draw_top_bar(surface: pygame.Surface, bar: pygame.Rect, status: str,
                 message: Banner | None, *, title: str, asked: str | None = None,
                 buttons: bool = True) -> None:
    """The game's name and the strip: the newest ``message`` while one is up, else what
    the game ``asked`` or the ``status`` line. Room is left for the table's buttons
    (unless ``buttons`` is False: a screen without them)."""
    if message is None:  # the bar as it stays until the status line changes
        surface.blit(still_top_bar(bar.size, asked or status, title, buttons, language(),
                                   factor()), bar.topleft)
        return
    strip = _draw_bar(surface, bar, title, buttons)
    draw_message(surface, strip, message)


# A bar 48 pixels high and 1920 wide weighs 370 KiB.
@surface_cache(max_bytes=2 * MIB)
def still_top_bar(size: tuple[int, int], line: str, title: str, buttons: bool, words: str,
                  scale: float) -> pygame.Surface:
    """The bar with the game's name and ``line`` in the strip, at the interface's
    ``scale`` (``words``, the language, is part of what it shows: the strip leaves room
    for the buttons' words)."""
    surface = pygame.Surface(size)
    strip = _draw_bar(surface, surface.get_rect(), title, buttons)
    draw_line(surface, strip, line, TEXT)
    return surface


def _draw_bar(surface: pygame.Surface, bar: pygame.Rect, title: str, buttons: bool
              ) -> pygame.Rect:
    """The bar and the game's name; where the message strip lies."""
    surface.fill(PANEL, bar)
    pygame.draw.line(surface, PANEL_EDGE, (bar.x, bar.bottom - 1), (bar.right, bar.bottom - 1))
    strip = top_bar_buttons(bar, False, False, False).strip
    if buttons:
        logo = fit_text(title, px(22), strip.x - bar.x - px(22), ACCENT, bold=True,
                        smallest=px(16))
    else:
        logo = fit_text(title, px(22), bar.width // 2, ACCENT, bold=True, smallest=px(16))
        strip = pygame.Rect(bar.x + px(36) + logo.get_width(), strip.y, 0, strip.height)
        strip.width = bar.right - px(14) - strip.x
    surface.blit(logo, (bar.x + px(14), bar.centery - logo.get_height() // 2))
    return strip


def draw_message(surface: pygame.Surface, strip: pygame.Rect, message: Banner) -> None:
    """A message in the strip: a panel in its colour fading in, its title, its words."""
    entry = min(1.0, message.age / BANNER_ENTRY)
    draw_panel(surface, strip, (32, 38, 46), message.colour, radius=px(8),
               alpha=round(255 * entry))
    inner = strip.inflate(-px(20), -px(4))
    heading = text(message.title, px(STATUS_SIZE), message.colour, True)
    room = inner.width - heading.get_width() - px(12)
    x = inner.x
    surface.blit(heading, (x, strip.centery - heading.get_height() // 2))
    if message.detail and room > px(60):
        draw_line(surface, pygame.Rect(x + heading.get_width() + px(12), strip.y, room,
                                       strip.height), message.detail, TEXT)


def draw_notice(surface: pygame.Surface, strip: pygame.Rect, notice: str) -> None:
    """A notice of the program's ("Game saved") told in the strip for its time."""
    draw_panel(surface, strip, (32, 38, 46), TEXT_DIM, radius=px(8))
    draw_line(surface, strip.inflate(-px(20), 0), notice, TEXT)


def draw_line(surface: pygame.Surface, room: pygame.Rect, words: str, colour: Rgb) -> None:
    """``words`` in ``room`` on one line, or on two smaller ones where one is too short
    (a long name, German, a narrow window), shortened with "…" at the end of the second."""
    if font(px(STATUS_SMALLEST), True).size(words)[0] <= room.width:
        shown = fit_text(words, px(STATUS_SIZE), room.width, colour, bold=True,
                         smallest=px(STATUS_SMALLEST))
        surface.blit(shown, (room.x, room.centery - shown.get_height() // 2))
        return
    first, *rest = wrap(words, px(TWO_LINES), room.width, bold=True)
    lines = [fit_text(first, px(TWO_LINES), room.width, colour, bold=True)]
    if rest:
        lines.append(fit_text(" ".join(rest), px(TWO_LINES), room.width, colour, bold=True))
    height = sum(line.get_height() for line in lines)
    y = room.centery - height // 2
    for line in lines:
        surface.blit(line, (room.x, y))
        y += line.get_height()
