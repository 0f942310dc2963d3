"""Where the parts of the AXIO table go, and the rack panel along its bottom: the
tiles of the seat at the screen (face down for anyone else), the bag, and the
exchange question when it is open."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..core.input import Action, KeyTable
from ..core.key_help import labelled
from ..core.theme import (
    ACCENT,
    PANEL,
    PANEL_EDGE,
    PANEL_LIGHT,
    TEXT,
    TEXT_DIM,
    fit_text,
    text,
    wrap,
)
from ..core.widgets import Button, draw_panel
from ..i18n import tr
from ..table.layout import GameLayout
from .geometry import CellLayout
from .pieces import draw_tile

BUTTON_COLUMN = 112
ROTATE = 36


@dataclass(frozen=True, slots=True)
class TableLayout:
    """The AXIO table: the top bar and side panel as on AXIO Rota's, the board's
    viewport, and the rack strip beneath it with one slot per tile."""

    base: GameLayout
    board: pygame.Rect
    rack: pygame.Rect
    slots: tuple[pygame.Rect, ...]
    tile: int
    """A tile half's size in the rack, in pixels."""

    @classmethod
    def of(cls, size: tuple[int, int], players: int, rack_size: int) -> TableLayout:
        base = GameLayout.of(size, players)
        table = base.board
        tile = max(26, min(46, size[1] // 15))
        room = table.width - 12 - (2 * ROTATE + 6 + 16) - BUTTON_COLUMN - 12 - 8
        tile = max(22, min(tile, (room // rack_size - 20) // 2))
        height = tile + 52
        rack = pygame.Rect(table.x, table.bottom - height, table.width, height)
        board = pygame.Rect(table.x, table.y, table.width, table.height - height)
        slot_width = 2 * tile + 14
        slots = tuple(
            pygame.Rect(rack.x + 12 + index * (slot_width + 6), rack.y + 30, slot_width, tile + 12)
            for index in range(rack_size)
        )
        return cls(base, board, rack, slots, tile)

    @property
    def top_bar(self) -> pygame.Rect:
        return self.base.top_bar

    @property
    def table(self) -> pygame.Rect:
        """The board and the rack beneath it."""
        return self.base.board

    @property
    def side(self) -> pygame.Rect:
        return self.base.side

    @property
    def log(self) -> pygame.Rect:
        return self.base.log

    def scorecards(self) -> list[pygame.Rect]:
        return self.base.scorecards()

    def slot_at(self, point: tuple[int, int]) -> int | None:
        for index, rect in enumerate(self.slots):
            if rect.collidepoint(point):
                return index
        return None

    def rack_buttons(self, placing: bool, placed: bool, ready: bool) -> list[Button]:
        """Turn left and right while a tile is in hand; Cancel and Confirm beside them."""
        right = self.rack.right - 12
        column = pygame.Rect(right - BUTTON_COLUMN, self.rack.y + 8, BUTTON_COLUMN,
                             (self.rack.height - 22) // 2)
        top = self.rack.centery - ROTATE // 2
        turn_left = pygame.Rect(column.x - 2 * ROTATE - 16, top, ROTATE, ROTATE)
        return [
            Button("rotate_back", "⟲", turn_left, placing),
            Button("rotate", "⟳", turn_left.move(ROTATE + 6, 0), placing),
            Button("cancel", tr("game.cancel"), column, placed),
            Button("confirm", tr("game.confirm"), column.move(0, column.height + 6), ready,
                   primary=True),
        ]

    @property
    def question_card(self) -> pygame.Rect:
        """The exchange question, on the table just above the rack."""
        card = pygame.Rect(0, 0, min(560, self.board.width - 40), 150)
        card.midbottom = (self.board.centerx, self.board.bottom - 12)
        return card

    def exchange_buttons(self, keys: KeyTable) -> list[Button]:
        """Exchange and Keep, each named with its key in ``keys``."""
        card = self.question_card
        width = (card.width - 42) // 2
        row = pygame.Rect(card.x + 14, card.bottom - 52, width, 40)
        return [
            Button("exchange", labelled(tr("axio.exchange_yes"), keys, Action.EXCHANGE), row,
                   primary=True),
            Button("keep", labelled(tr("axio.exchange_no"), keys, Action.KEEP),
                   row.move(width + 14, 0)),
        ]


@dataclass(frozen=True, slots=True)
class RackShown:
    """What the rack panel shows: whose it is, the tiles (None: face down), the held
    slot (drawn lifted, or empty while it is on the board), the bag."""

    title: str
    tiles: tuple[str | None, ...]
    held: int | None
    held_away: bool
    bag: int
    question: str | None = None
    """The exchange question, when the seat at the screen must answer it."""
    arriving: int = 0
    """How many of the last tiles are still sliding in from the bag."""
    arrival: float = 1.0
    """How far (0 to 1) they have come."""


def draw_rack(surface: pygame.Surface, layout: TableLayout, cells: CellLayout,
              shown: RackShown) -> None:
    rack = layout.rack
    surface.fill(PANEL, rack)
    pygame.draw.line(surface, PANEL_EDGE, rack.topleft, rack.topright)
    title = fit_text(shown.title, 15, rack.width // 2, ACCENT, bold=True)
    surface.blit(title, (rack.x + 12, rack.y + 7))
    bag = text(tr("axio.bag", count=shown.bag), 14, TEXT_DIM)
    surface.blit(bag, (rack.x + 24 + title.get_width(), rack.y + 9))
    tile = layout.tile
    for index, slot in enumerate(layout.slots):
        pygame.draw.rect(surface, PANEL_LIGHT, slot, border_radius=6)
        held = index == shown.held
        pygame.draw.rect(surface, ACCENT if held else PANEL_EDGE, slot, 2 if held else 1,
                         border_radius=6)
        if index >= len(shown.tiles) or (held and shown.held_away):
            continue
        code = shown.tiles[index]
        first = (slot.x + 7 + tile / 2, slot.centery - (4 if held else 0))
        if index >= len(shown.tiles) - shown.arriving:  # sliding in from the right end
            still = (1 - shown.arrival) ** 3
            first = (first[0] + (rack.right - first[0]) * still, first[1])
        if code is None:
            back = pygame.Rect(round(first[0] - tile / 2), slot.y + 6, 2 * tile, tile)
            pygame.draw.rect(surface, (70, 84, 98), back, border_radius=5)
            pygame.draw.rect(surface, PANEL_EDGE, back, 1, border_radius=5)
            continue
        draw_tile(surface, cells, first, (1, 0), code, tile)
        number = text(str(index + 1), 11, TEXT_DIM)
        surface.blit(number, (slot.right - number.get_width() - 3, slot.bottom - 14))
    if shown.question is not None:
        card = layout.question_card
        draw_panel(surface, card, (26, 31, 37), ACCENT, radius=12, alpha=240)
        heading = text(tr("axio.exchange_title"), 20, ACCENT, True)
        surface.blit(heading, (card.x + 14, card.y + 10))
        for row, line in enumerate(wrap(shown.question, 15, card.width - 28)[:2]):
            surface.blit(text(line, 15, TEXT), (card.x + 14, card.y + 42 + 20 * row))
