"""The game screen's own buttons, laid out for the current window (the scene says which
are enabled and reacts to their actions): the top bar's, the hand strip's (turning the
held tile, or the exchange's answers) and the one Cancel and Confirm pair beside the
tile put down."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ..core.scale import px
from ..core.theme import font
from ..core.widgets import Button
from ..i18n import tr
from .layout import TableLayout

TOP_BAR_BUTTONS = ("menu", "help", "redo", "undo", "hint")
"""The top bar's buttons, from its right end."""
LOGO_ROOM = 150
"""The top bar's left end, for the game's name, before the message strip."""
BY_THE_TILE = (96, 34)
"""The size of Cancel and Confirm beside the tile put down."""
TURN_SIZE = 40


@dataclass(frozen=True, slots=True)
class TopBar:
    buttons: list[Button]
    strip: pygame.Rect
    """The message strip between the game's name and the buttons."""


def top_bar_button_width(bar: pygame.Rect) -> int:
    return px(92) if bar.width >= px(1100) else px(78)


def top_bar_buttons(bar: pygame.Rect, human: bool, can_undo: bool, can_redo: bool) -> TopBar:
    """Menu, Help, Redo, Undo and Hint from the right end of the top bar, and the
    message strip left of them."""
    width = top_bar_button_width(bar)
    usable = {"menu": True, "help": True, "redo": can_redo, "undo": can_undo, "hint": human}
    buttons = [
        Button(
            action,
            tr(f"game.{action}"),
            pygame.Rect(bar.right - (index + 1) * (width + px(8)), bar.y + px(8), width,
                        bar.height - px(16)),
            usable[action],
        )
        for index, action in enumerate(TOP_BAR_BUTTONS)
    ]
    left = bar.x + px(LOGO_ROOM)
    strip = pygame.Rect(left, bar.y + px(4), buttons[-1].rect.left - px(12) - left,
                        bar.height - px(8))
    return TopBar(buttons, strip)


def turn_buttons(layout: TableLayout, enabled: bool) -> list[Button]:
    """Turn left and right, at the hand strip's right end (shown while the player is to
    place, also while a tile is dragged)."""
    answers = layout.answers
    size = px(TURN_SIZE)
    right = pygame.Rect(answers.right - size, answers.centery - size // 2, size, size)
    return [
        Button("rotate_back", "⟲", right.move(-size - px(8), 0), enabled),
        Button("rotate", "⟳", right, enabled),
    ]


def answer_buttons(layout: TableLayout, labels: Sequence[tuple[str, str]]) -> list[Button]:
    """The answers to a question of the game (AXIO's exchange: Exchange and Keep), one
    above the other at the hand strip's right end, the first the primary one."""
    answers = layout.answers
    gap = px(6)
    height = min(px(36), (answers.height - gap * (len(labels) - 1)) // len(labels))
    return [
        Button(action, label,
               pygame.Rect(answers.x, answers.y + index * (height + gap), answers.width, height),
               primary=index == 0)
        for index, (action, label) in enumerate(labels)
    ]


def buttons_by_the_tile(tile: pygame.Rect, board: pygame.Rect, ready: bool,
                        keep_clear: Sequence[pygame.Rect] = ()) -> list[Button]:
    """Cancel and Confirm beside the tile put down (``tile``: its cells' bounds on
    screen): below it, else above it, else to its right or left, inside the board and
    clear of ``keep_clear`` (a colour picker) where there is room."""
    width = max(px(BY_THE_TILE[0]), font(px(16), True).size(tr("game.confirm"))[0] + px(24),
                font(px(16)).size(tr("game.cancel"))[0] + px(24))
    height = px(BY_THE_TILE[1])
    row = pygame.Rect(0, 0, 2 * width + px(8), height)
    around = tile.unionall(list(keep_clear)) if keep_clear else tile
    places = [
        row.move(around.centerx - row.width // 2, around.bottom + px(10)),
        row.move(around.centerx - row.width // 2, around.top - px(10) - height),
        row.move(around.right + px(10), around.centery - height // 2),
        row.move(around.left - px(10) - row.width, around.centery - height // 2),
    ]
    inside = board.inflate(-px(12), -px(12))
    chosen = next((place for place in places if inside.contains(place)), None)
    if chosen is None:
        chosen = places[0].clamp(inside)
    return [
        Button("cancel", tr("game.cancel"), pygame.Rect(chosen.x, chosen.y, width, height)),
        Button("confirm", tr("game.confirm"),
               pygame.Rect(chosen.right - width, chosen.y, width, height), ready, primary=True),
    ]
