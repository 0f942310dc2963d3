"""The AXIO rack in the table's hand strip: the tiles of the seat at the screen (face
down for anyone else; a faint copy where the held tile was), the bag, a rack given up,
tiles drawn sliding in."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..core.scale import px
from ..core.theme import (
    ACCENT,
    PANEL,
    PANEL_EDGE,
    PANEL_LIGHT,
    TEXT_DIM,
    fit_text,
    text,
)
from ..i18n import tr
from ..table.layout import TableLayout
from .geometry import CellLayout
from .pieces import draw_tile


@dataclass(frozen=True, slots=True)
class RackShown:
    """What the rack strip shows: whose it is, the tiles (None: face down), the held slot
    (drawn lifted, or as a faint copy while the tile is held or on the board), the bag."""

    title: str
    tiles: tuple[str | None, ...]
    held: int | None
    held_away: bool
    bag: int
    arriving: int = 0
    """How many of the last tiles are still sliding in from the bag."""
    arrival: float = 1.0
    """How far (0 to 1) they have come."""


def draw_rack(surface: pygame.Surface, layout: TableLayout, cells: CellLayout,
              shown: RackShown) -> None:
    rack = layout.hand
    surface.fill(PANEL, rack)
    pygame.draw.line(surface, PANEL_EDGE, rack.topleft, rack.topright)
    title = fit_text(shown.title, px(15), rack.width // 2, ACCENT, bold=True)
    surface.blit(title, (rack.x + px(12), rack.y + px(5)))
    bag = text(tr("axio.bag", count=shown.bag), px(14), TEXT_DIM)
    surface.blit(bag, (rack.x + px(24) + title.get_width(), rack.y + px(7)))
    tile = layout.tile
    for index, slot in enumerate(layout.slots):
        pygame.draw.rect(surface, PANEL_LIGHT, slot, border_radius=px(6))
        held = index == shown.held
        pygame.draw.rect(surface, ACCENT if held else PANEL_EDGE, slot, px(2) if held else px(1),
                         border_radius=px(6))
        if index >= len(shown.tiles):
            continue
        code = shown.tiles[index]
        first = (slot.x + px(5) + tile / 2,
                 slot.centery - (px(4) if held and not shown.held_away else 0))
        if index >= len(shown.tiles) - shown.arriving:  # sliding in from the right end
            still = (1 - shown.arrival) ** 3
            first = (first[0] + (rack.right - first[0]) * still, first[1])
        if code is None:
            back = pygame.Rect(round(first[0] - tile / 2), slot.y + px(5), 2 * tile, tile)
            pygame.draw.rect(surface, (70, 84, 98), back, border_radius=5)
            pygame.draw.rect(surface, PANEL_EDGE, back, 1, border_radius=5)
            continue
        if held and shown.held_away:  # where the tile held or put down came from
            layer = pygame.Surface(slot.size, pygame.SRCALPHA)
            draw_tile(layer, cells, (first[0] - slot.x, first[1] - slot.y), (1, 0), code, tile,
                      shadow=False)
            layer.set_alpha(70)
            surface.blit(layer, slot)
            continue
        draw_tile(surface, cells, first, (1, 0), code, tile, lifted=held)
        number = text(str(index + 1), px(11), TEXT_DIM)
        surface.blit(number, (slot.right - number.get_width() - px(3), slot.bottom - px(14)))
