"""What the game screen shows over the table for a moment, no message among them: the
hot-seat curtain and the points flying to the scoreboard."""

from __future__ import annotations

import pygame

from ..core.input import TABLE_KEYS, Action
from ..core.key_help import key_of
from ..core.symbols import points_strip
from ..core.theme import ACCENT, TEXT, TEXT_DIM, Rgb, text
from ..core.widgets import draw_panel, shade
from ..i18n import tr

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
