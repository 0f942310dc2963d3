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
    font,
    text,
    wrap,
)
from ..i18n import tr
from .buttons import TOP_BAR_BUTTONS, top_bar_button_width

STATUS_SMALLEST = 15
"""The status line's smallest size on one line; a longer line is broken in two."""
STATUS_TWO_LINES = 14


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
    room = bar.right - buttons_width - x
    if font(STATUS_SMALLEST, True).size(status)[0] <= room:
        shown = fit_text(status, 18, room, TEXT, bold=True, smallest=STATUS_SMALLEST)
        surface.blit(shown, (x, bar.centery - shown.get_height() // 2))
        return
    # Too long for one line (a long name, German, a narrow window): two smaller ones.
    first, *rest = wrap(status, STATUS_TWO_LINES, room, bold=True)
    lines = [fit_text(first, STATUS_TWO_LINES, room, TEXT, bold=True)]
    if rest:
        lines.append(fit_text(" ".join(rest), STATUS_TWO_LINES, room, TEXT, bold=True))
    height = sum(line.get_height() for line in lines)
    y = bar.centery - height // 2
    for line in lines:
        surface.blit(line, (x, y))
        y += line.get_height()
