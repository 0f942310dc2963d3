"""The game screen's top bar: the game's name, the supply count and the status line."""

from __future__ import annotations

import pygame

from ..core.input import TABLE_KEYS, Action
from ..core.key_help import key_of
from ..core.theme import (
    ACCENT,
    PANEL,
    PANEL_EDGE,
    TEXT,
    TEXT_DIM,
    fit_text,
    text,
)
from ..i18n import tr
from .buttons import TOP_BAR_BUTTONS, top_bar_button_width


def confirm_status() -> str:
    """The top bar's line while a tile is put down: the keys that confirm it and take it
    back."""
    return tr("status.confirm", confirm=key_of(TABLE_KEYS, Action.CONFIRM),
              cancel=key_of(TABLE_KEYS, Action.CANCEL))


def draw_top_bar(
    surface: pygame.Surface, bar: pygame.Rect, status: str, supply: int | None,
    buttons: int = len(TOP_BAR_BUTTONS),
    *, title: str, supply_key: str,
) -> None:
    """The logo, the supply count (None: not shown) and the status line; room is left
    at the right end for the scene's ``buttons``."""
    surface.fill(PANEL, bar)
    pygame.draw.line(surface, PANEL_EDGE, (bar.x, bar.bottom - 1), (bar.right, bar.bottom - 1))
    logo = text(title, 22, ACCENT, True)
    surface.blit(logo, (bar.x + 14, bar.centery - logo.get_height() // 2))
    x = bar.x + 14 + logo.get_width() + 22
    if supply is not None:
        supply_label = text(tr(supply_key, count=supply), 16, TEXT_DIM)
        surface.blit(supply_label, (x, bar.centery - supply_label.get_height() // 2))
        x += supply_label.get_width() + 22
    buttons_width = buttons * (top_bar_button_width(bar) + 8) + 10
    shown = fit_text(status, 18, bar.right - buttons_width - x, TEXT, bold=True, smallest=15)
    surface.blit(shown, (x, bar.centery - shown.get_height() // 2))
