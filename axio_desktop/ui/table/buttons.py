"""The game screen's own buttons, laid out for the current window (the scene says which
are enabled and reacts to their actions)."""

from __future__ import annotations

import pygame

from ..core.widgets import Button
from ..i18n import tr
from .layout import GameLayout

ROTATE_SIZE = 36
TOP_BAR_BUTTONS = ("menu", "help", "redo", "undo", "hint")
"""The top bar's buttons, from its right end (the top bar leaves room for them)."""


def top_bar_button_width(bar: pygame.Rect) -> int:
    return 92 if bar.width >= 1100 else 78


def top_bar_buttons(bar: pygame.Rect, human: bool, can_undo: bool, can_redo: bool
                    ) -> list[Button]:
    """Menu, Help, Redo, Undo and Hint from the right end of the top bar."""
    width = top_bar_button_width(bar)
    usable = {"menu": True, "help": True, "redo": can_redo, "undo": can_undo, "hint": human}
    return [
        Button(
            action,
            tr(f"game.{action}"),
            pygame.Rect(bar.right - (index + 1) * (width + 8), bar.y + 8, width, bar.height - 16),
            usable[action],
        )
        for index, action in enumerate(TOP_BAR_BUTTONS)
    ]


def tip_buttons(card: pygame.Rect) -> list[Button]:
    return [
        Button("tip_close", tr("tips.close"), pygame.Rect(card.right - 96, card.y + 6, 86, 26)),
        Button("tip_never", tr("tips.never"), pygame.Rect(card.right - 236, card.y + 6, 132, 26)),
    ]


def hand_buttons(layout: GameLayout, placed: bool, ready: bool) -> list[Button]:
    """Turn left and right beside the hand tile; Cancel and Confirm under it."""
    hand = layout.hand
    tile = layout.hand_tile_rect
    top = tile.centery - ROTATE_SIZE // 2
    row = pygame.Rect(hand.x + 10, tile.bottom + 12, (hand.width - 30) // 2, 34)
    return [
        Button("rotate_back", "⟲", pygame.Rect(hand.x + 10, top, ROTATE_SIZE, ROTATE_SIZE)),
        Button(
            "rotate", "⟳", pygame.Rect(hand.right - 10 - ROTATE_SIZE, top, ROTATE_SIZE, ROTATE_SIZE)
        ),
        Button("cancel", tr("game.cancel"), row, placed),
        Button("confirm", tr("game.confirm"), row.move(row.width + 10, 0), ready, primary=True),
    ]


def buttons_by_the_tile(anchor: tuple[int, int], board: pygame.Rect, ready: bool) -> list[Button]:
    """Cancel and Confirm again right under the tentative tile (or its colour picker),
    centred below ``anchor``, so the pointer need not travel back to the hand panel."""
    row = pygame.Rect(0, anchor[1], 220, 34)
    row.centerx = anchor[0]
    row.clamp_ip(board.inflate(-12, -12))
    half = (row.width - 8) // 2
    return [
        Button("cancel", tr("game.cancel"), pygame.Rect(row.x, row.y, half, row.height)),
        Button(
            "confirm",
            tr("game.confirm"),
            pygame.Rect(row.right - half, row.y, half, row.height),
            ready,
            primary=True,
        ),
    ]
