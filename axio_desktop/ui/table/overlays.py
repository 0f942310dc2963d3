"""What the game screen shows over the table: banners (AXIO!, refusals, bot faults),
the hot-seat curtain, the tip card and the points flying to the scoreboard."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from ..core.clear_box import Box, along, box_of, clear_place
from ..core.input import TABLE_KEYS, Action
from ..core.key_help import key_of
from ..core.symbols import points_strip
from ..core.theme import ACCENT, TEXT, TEXT_DIM, Rgb, font, text, wrap
from ..core.widgets import draw_panel, shade
from ..i18n import tr
from .motion import BANNER_ENTRY, Banner

RISE_SHARE = 0.3
"""The part of a points flight spent rising over the tile before it glides away."""


def draw_points_flight(surface: pygame.Surface, start: tuple[float, float],
                       target: tuple[int, int], points: tuple[int, ...], colours: str,
                       share: float) -> None:
    """The points a placement brought: rising over the tile, then gliding onto the
    mover's scoreboard at ``target`` and fading there (``share`` of their time gone)."""
    strip = points_strip(points, 18, colours)
    if strip is None:
        return
    if share < RISE_SHARE:
        x, y = start[0], start[1] - 30 * share / RISE_SHARE
    else:
        glide = (share - RISE_SHARE) / (1 - RISE_SHARE)
        ease = glide * glide * (3 - 2 * glide)
        top = (start[0], start[1] - 30)
        x = top[0] + (target[0] - top[0]) * ease
        y = top[1] + (target[1] - top[1]) * ease
    box = strip.get_rect(center=(round(x), round(y))).inflate(12, 6)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (16, 18, 22, 225), layer.get_rect(), border_radius=8)
    pygame.draw.rect(layer, (*ACCENT, 255), layer.get_rect(), 1, border_radius=8)
    layer.blit(strip, strip.get_rect(center=layer.get_rect().center))
    layer.set_alpha(round(255 * min(1.0, 6 * (1 - share))))
    surface.blit(layer, box.topleft)


TIP_LINE = 19
"""The tip card's line height; its text starts 38 pixels below its top."""
TIP_WIDTHS = (440, 340, 300)
"""Narrower cards to try when the tip card at full width would cover cells in play."""


def draw_tip(surface: pygame.Surface, card: pygame.Rect, tip: str) -> None:
    """A first-game tip (its two buttons are the scene's), as many lines as the card holds."""
    draw_panel(surface, card, (26, 31, 37), ACCENT, radius=10, alpha=240)
    heading = text(tr("tips.title"), 14, ACCENT, True)
    surface.blit(heading, (card.x + 12, card.y + 8))
    room = (card.height - 44) // TIP_LINE
    for index, line in enumerate(wrap(tip, 14, card.width - 24)[:room]):
        surface.blit(font(14).render(line, True, TEXT),
                     (card.x + 12, card.y + 38 + TIP_LINE * index))


@lru_cache(maxsize=16)
def tip_place(tip: str, home: Box, high: Box, board: Box, busy: tuple[Box, ...]) -> Box | None:
    """Where the tip card may lie, best first, clear of everything in ``busy`` by a
    few pixels: at ``home``, at ``high``; then along the bottom and the top of
    ``board``, nearest its middle first, at the home's width and then narrower
    (taller: the tip takes more lines). None when no place is clear."""
    low, top = pygame.Rect(home), pygame.Rect(high)
    places = [low, top]
    for width in (low.width, *(width for width in TIP_WIDTHS if width < low.width)):
        height = max(low.height, 44 + TIP_LINE * len(wrap(tip, 14, width - 24)))
        places += along(pygame.Rect(board), (width, height), (low.bottom - height, top.top),
                        margin=12, step=12)
    place = clear_place(places, [pygame.Rect(box) for box in busy])
    return None if place is None else box_of(place)


def tip_card_place(tip: str, home: pygame.Rect, board: pygame.Rect,
                   busy: Sequence[pygame.Rect], targets: Callable[[], list[pygame.Rect]]
                   ) -> pygame.Rect:
    """The tip card at ``home``, or the first of its other places (`tip_place`) clear
    of ``busy``; where none is, at home or along the top of the board, clear of the held
    tile's ``targets``."""
    high = home.move(0, board.top + 96 - home.top)
    place = tip_place(tip, box_of(home), box_of(high), box_of(board),
                      tuple(box_of(rect) for rect in busy))
    if place is not None:
        return pygame.Rect(place)
    held = targets()
    return high if home.collidelist(held) >= 0 and high.collidelist(held) < 0 else home


def draw_curtain(surface: pygame.Surface, board: pygame.Rect, name: str, accent: Rgb) -> None:
    """The board darkened and "Pass to ...": the hand stays hidden until the click."""
    layer = surface.subsurface(board)
    shade(layer, 170)
    card = pygame.Rect(0, 0, min(520, board.width - 40), 170)
    card.center = board.center
    draw_panel(surface, card, (30, 36, 44), accent, radius=14)
    title = text(tr("curtain.pass", name=name), 30, TEXT, True)
    surface.blit(title, title.get_rect(center=(card.centerx, card.y + 56)))
    hint = text(tr("curtain.ready", confirm=key_of(TABLE_KEYS, Action.CONFIRM)), 18, TEXT_DIM)
    surface.blit(hint, hint.get_rect(center=(card.centerx, card.y + 112)))


def draw_banner(surface: pygame.Surface, board: pygame.Rect, banner: Banner) -> None:
    """The banner across the top of the table (sliding down out of its top edge at first)."""
    previous = surface.get_clip()
    surface.set_clip(board)
    width = min(640, board.width - 40)
    lines = wrap(banner.detail, 17, width - 40)[:3]
    box = pygame.Rect(0, 0, width, 64 + 24 * len(lines))
    entry = min(1.0, banner.age / BANNER_ENTRY)
    box.midtop = (board.centerx, board.y + 16 - round((1 - entry) ** 2 * (box.height + 16)))
    draw_panel(surface, box, (22, 26, 30), banner.colour, radius=12, alpha=235)
    title = text(banner.title, 30, banner.colour, True)
    surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 8)))
    for index, line in enumerate(lines):
        rendered = font(17).render(line, True, TEXT)
        surface.blit(rendered, rendered.get_rect(midtop=(box.centerx, box.y + 54 + 24 * index)))
    surface.set_clip(previous)
