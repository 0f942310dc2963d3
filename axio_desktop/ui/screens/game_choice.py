"""The choice of game as the main menu and the new-game form offer it: one card per game
with a small picture, the game's name and its one-line description, the chosen one
standing out. A card is a button (clicks, keyboard focus) whose face the scene paints
over it (`Scene.draw_over`)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from ...engine.axio import AXIO, AXIO_HEX, Place, Ruleset
from ...engine.axio.geometry import Cell
from ...userdata.settings import GAME_IDS
from ..axio.board_art import PRINTED_DISC, RING_FILLS
from ..axio.geometry import cell_layout
from ..axio.pieces import cell_polygon, draw_pyramid, draw_tile
from ..core.gui import GuiScene
from ..core.symbols import symbol_icon
from ..core.theme import PANEL, TEXT, TEXT_DIM, fit_text, text, wrap
from ..i18n import tr
from ..rota.tile_art import tile_face

ROTA_TILES = ("RGBO", "GPOB", "BORP", "OPGR")
"""A 2x2 corner of AXIO Rota's display."""
LINE = 16
"""The line height of a card's description."""


@dataclass(frozen=True, slots=True)
class BoardCorner:
    """A few cells of an AXIO board: tiles, a printed space, a pyramid."""

    rules: Ruleset
    cells: tuple[Cell, ...]
    tiles: tuple[Place, ...]
    printed: tuple[tuple[Cell, str], ...]
    pyramids: tuple[Cell, ...] = ()


AXIO_CORNER = BoardCorner(
    AXIO,
    tuple((x, y) for y in range(3) for x in range(3)),
    (Place(((0, 0), (1, 0)), "RB"), Place(((2, 0), (2, 1)), "GG"),
     Place(((0, 2), (1, 2)), "OP")),
    (((0, 1), "B"),),
    ((1, 1),),
)
HEX_CORNER = BoardCorner(
    AXIO_HEX,
    ((0, 0), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)),
    (Place(((-1, 0), (0, 0)), "OY"), Place(((1, -1), (1, 0)), "PB")),
    (((0, 1), "G"),),
)


@lru_cache(maxsize=16)
def game_picture(game: str, height: int) -> pygame.Surface:
    """A small picture of ``game``: a corner of its display or board, ``height`` high."""
    if game == "rota":
        half = height // 2
        picture = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
        for index, code in enumerate(ROTA_TILES):
            picture.blit(tile_face(code, half), ((index % 2) * half, (index // 2) * half))
        return picture
    return _board_corner(AXIO_CORNER if game == "axio" else HEX_CORNER, height)


def _board_corner(corner: BoardCorner, height: int) -> pygame.Surface:
    layout = cell_layout(corner.rules.shape)
    min_x, min_y, max_x, max_y = layout.bounds(corner.cells)
    size = height / (max_y - min_y + 1)
    picture = pygame.Surface((round((max_x - min_x + 1) * size), height), pygame.SRCALPHA)

    def at(cell: Cell) -> tuple[float, float]:
        x, y = layout.centre(cell)
        return ((x - min_x) * size, (y - min_y) * size)

    for cell in corner.cells:
        pygame.draw.polygon(picture, RING_FILLS[0], cell_polygon(layout, at(cell), size, 0.94))
    for cell, colour in corner.printed:
        pygame.draw.circle(picture, PRINTED_DISC, at(cell), size * 0.4)
        icon = symbol_icon(colour, max(8, round(size * 0.6)))
        picture.blit(icon, icon.get_rect(center=at(cell)))
    for place in corner.tiles:
        first, second = place.cells
        draw_tile(picture, layout, at(first), (second[0] - first[0], second[1] - first[1]),
                  place.colours, size)
    for cell in corner.pyramids:
        draw_pyramid(picture, at(cell), size)
    return picture


class GameCards:
    """The three games as cards in ``area`` (stacked, or side by side when ``row``);
    choosing one acts ``game:<id>`` on the scene."""

    def __init__(self, scene: GuiScene, area: pygame.Rect, chosen: str, *, row: bool,
                 gap: int = 10) -> None:
        self.chosen = chosen
        self.cards: dict[str, pygame.Rect] = {}
        count = len(GAME_IDS)
        for index, game in enumerate(GAME_IDS):
            if row:
                width = (area.width - gap * (count - 1)) // count
                rect = pygame.Rect(area.x + index * (width + gap), area.y, width, area.height)
            else:
                height = (area.height - gap * (count - 1)) // count
                rect = pygame.Rect(area.x, area.y + index * (height + gap), area.width, height)
            scene.button(rect, "", f"game:{game}", game == chosen)
            self.cards[game] = rect

    def draw(self, surface: pygame.Surface) -> None:
        """Paint each card's face over its button."""
        for game, rect in self.cards.items():
            chosen = game == self.chosen
            height = max(24, min(72, rect.height - 14))
            picture = game_picture(game, height)
            backing = pygame.Rect(rect.x + 6, 0, round(height * 1.2) + 8, height + 8)
            backing.centery = rect.centery
            pygame.draw.rect(surface, PANEL, backing, border_radius=6)
            surface.blit(picture, picture.get_rect(center=backing.center))
            left = backing.right + 10
            room = rect.right - 8 - left
            ink = (24, 26, 30) if chosen else TEXT
            title = fit_text(tr(f"game.title.{game}"), 17, room, ink, bold=True)
            lines = wrap(tr(f"game.line.{game}"), 13, room)
            shown = lines[: max(0, (rect.height - title.get_height() - 8) // LINE)]
            if 0 < len(shown) < len(lines):
                shown[-1] = f"{shown[-1]} …"
            y = rect.centery - (title.get_height() + LINE * len(shown)) // 2
            surface.blit(title, (left, y))
            y += title.get_height()
            for line in shown:
                surface.blit(text(line, 13, (40, 44, 50) if chosen else TEXT_DIM), (left, y))
                y += LINE
