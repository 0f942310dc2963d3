"""The hot-seat curtain over the table: the hand stays hidden until the click."""

from __future__ import annotations

import pygame

from ..core.input import TABLE_KEYS, Action
from ..core.key_help import key_of
from ..core.scale import px
from ..core.theme import TEXT, TEXT_DIM, Rgb, text
from ..core.widgets import draw_panel, shade
from ..i18n import tr


def draw_curtain(surface: pygame.Surface, board: pygame.Rect, hand: pygame.Rect, name: str,
                 accent: Rgb) -> None:
    """The board and the hand strip darkened and "Pass to ...": the hand stays hidden
    until the click."""
    for covered in (board, hand):
        shade(surface.subsurface(covered), 170)
    card = pygame.Rect(0, 0, min(px(520), board.width - px(40)), px(170))
    card.center = board.center
    draw_panel(surface, card, (30, 36, 44), accent, radius=px(14))
    title = text(tr("curtain.pass", name=name), px(30), TEXT, True)
    surface.blit(title, title.get_rect(center=(card.centerx, card.y + px(56))))
    hint = text(tr("curtain.ready", confirm=key_of(TABLE_KEYS, Action.CONFIRM)), px(18),
                TEXT_DIM)
    surface.blit(hint, hint.get_rect(center=(card.centerx, card.y + px(112))))
