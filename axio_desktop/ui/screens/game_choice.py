"""The choice of game as the main menu and the new-game form offer it: one card per game
with a small picture, the game's name and its one-line description, the chosen one
standing out. A card is a button (clicks, keyboard focus) whose face the scene paints
over it (`Scene.draw_over`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from ..core.gui import GuiScene, to_window
from ..core.scale import px
from ..core.theme import PANEL, TEXT, TEXT_DIM, fit_text, text, wrap
from ..i18n import tr

if TYPE_CHECKING:
    from ...kits import AnyKit

LINE = 16
"""The line height of a card's description."""


class GameCards:
    """The registered games as cards in ``area`` (in the scene's unscaled layout;
    stacked, or side by side when ``row``); choosing one acts ``game:<id>`` on the
    scene."""

    def __init__(self, scene: GuiScene, area: pygame.Rect, kits: Sequence[AnyKit], chosen: str,
                 *, row: bool, gap: int = 10) -> None:
        self.chosen = chosen
        self.kits = {kit.game.id: kit for kit in kits}
        self.cards: dict[str, pygame.Rect] = {}
        count = len(kits)
        for index, game in enumerate(self.kits):
            if row:
                width = (area.width - gap * (count - 1)) // count
                rect = pygame.Rect(area.x + index * (width + gap), area.y, width, area.height)
            else:
                height = (area.height - gap * (count - 1)) // count
                rect = pygame.Rect(area.x, area.y + index * (height + gap), area.width, height)
            scene.button(rect, "", f"game:{game}", game == chosen)
            self.cards[game] = to_window(rect)

    def draw(self, surface: pygame.Surface) -> None:
        """Paint each card's face over its button."""
        for game, rect in self.cards.items():
            chosen = game == self.chosen
            height = max(px(24), min(px(72), rect.height - px(14)))
            kit = self.kits[game]
            picture = kit.desktop.picture(height)
            backing = pygame.Rect(rect.x + px(6), 0, round(height * 1.2) + px(8), height + px(8))
            backing.centery = rect.centery
            pygame.draw.rect(surface, PANEL, backing, border_radius=px(6))
            surface.blit(picture, picture.get_rect(center=backing.center))
            left = backing.right + px(10)
            room = rect.right - px(8) - left
            ink = (24, 26, 30) if chosen else TEXT
            title = fit_text(kit.game.title, px(17), room, ink, bold=True)
            lines = wrap(tr(kit.desktop.line), px(13), room)
            line_height = px(LINE)
            shown = lines[: max(0, (rect.height - title.get_height() - px(8)) // line_height)]
            if 0 < len(shown) < len(lines):
                shown[-1] = f"{shown[-1]} …"
            y = rect.centery - (title.get_height() + line_height * len(shown)) // 2
            surface.blit(title, (left, y))
            y += title.get_height()
            for line in shown:
                surface.blit(text(line, px(13), (40, 44, 50) if chosen else TEXT_DIM), (left, y))
                y += line_height
