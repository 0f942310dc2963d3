"""The colour picker: opens beside a tentatively placed tile whose empty corner must be
named, and shows what naming each colour would score (the engine's trial placements)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from ...engine.rota import COLOURS, Cell, Colour, Placement
from ..core.camera import Camera
from ..core.symbols import symbol_icon
from ..core.theme import ACCENT, PANEL_LIGHT, SYMBOL_RGB, TEXT, TEXT_DIM, font, text
from ..core.widgets import draw_panel
from ..core.wording import colour_name
from ..i18n import tr

ROW = 36
TITLE = 34
LEAST_WIDTH = 210
TITLE_SIZE = 16


@dataclass(frozen=True, slots=True)
class ColourPicker:
    rect: pygame.Rect
    outcomes: Mapping[Colour, Placement]
    chosen: Colour | None
    show_points: bool

    @classmethod
    def beside(
        cls,
        camera: Camera,
        cell: Cell,
        bounds: pygame.Rect,
        outcomes: Mapping[Colour, Placement],
        chosen: Colour | None,
        show_points: bool,
    ) -> ColourPicker:
        x, y, size, _ = camera.cell_rect(cell)
        width = max(LEAST_WIDTH, font(TITLE_SIZE, True).size(tr("picker.title"))[0] + 24)
        rect = pygame.Rect(0, 0, width, TITLE + ROW * len(COLOURS) + 8)
        rect.midleft = (x + size + 14, y + size // 2)
        if rect.right > bounds.right - 6:
            rect.midright = (x - 14, y + size // 2)
        rect.clamp_ip(bounds.inflate(-12, -12))
        return cls(rect, outcomes, chosen, show_points)

    def row(self, index: int) -> pygame.Rect:
        return pygame.Rect(
            self.rect.x + 6, self.rect.y + TITLE + index * ROW, self.rect.width - 12, ROW - 4
        )

    def choice_at(self, point: tuple[int, int]) -> Colour | None:
        for index, colour in enumerate(COLOURS):
            if self.row(index).collidepoint(point):
                return colour
        return None

    def draw(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.rect, (26, 31, 37), ACCENT, radius=10, alpha=245)
        title = text(tr("picker.title"), TITLE_SIZE, ACCENT, True)
        surface.blit(title, (self.rect.x + 12, self.rect.y + 7))
        hovered = pygame.mouse.get_pos()
        for index, colour in enumerate(COLOURS):
            row = self.row(index)
            selected = colour == self.chosen
            fill = (60, 72, 86) if row.collidepoint(hovered) else PANEL_LIGHT
            pygame.draw.rect(surface, fill, row, border_radius=6)
            if selected:
                pygame.draw.rect(surface, SYMBOL_RGB[colour], row, 3, border_radius=6)
            surface.blit(symbol_icon(colour, 20), (row.x + 8, row.centery - 10))
            label = text(f"{index + 1}  {colour_name(colour)}", 15, TEXT, selected)
            surface.blit(label, (row.x + 36, row.centery - label.get_height() // 2))
            if self.show_points:
                placement = self.outcomes[colour]
                gained = sum(placement.points)
                shown = f"+{gained}" + ("  AXIO!" if placement.axio else "")
                value = text(
                    shown, 15, ACCENT if placement.axio else (TEXT if gained else TEXT_DIM), True
                )
                surface.blit(
                    value,
                    (row.right - value.get_width() - 10, row.centery - value.get_height() // 2),
                )
