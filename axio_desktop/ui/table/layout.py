"""Where the parts of the game screen go, for any window from 1024x600 up: the top
bar, the board, the side panel with the scoreboards and the move log (every game's
`TableLayout`), and AXIO Rota's hand panel over the board's corner (`GameLayout`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

TOP_BAR = 48
MARGIN = 10
COMPACT_TILE = 56
"""The hand tile's size while nobody at the screen is placing it (a bot's turn, the curtain)."""


@dataclass(frozen=True, slots=True)
class GameLayout:
    size: tuple[int, int]
    top_bar: pygame.Rect
    board: pygame.Rect
    side: pygame.Rect
    hand: pygame.Rect
    hand_tile: int
    players: int

    @classmethod
    def of(cls, size: tuple[int, int], players: int) -> GameLayout:
        width, height = size
        side_width = max(290, min(400, width * 27 // 100))
        top_bar = pygame.Rect(0, 0, width, TOP_BAR)
        board = pygame.Rect(0, TOP_BAR, width - side_width, height - TOP_BAR)
        side = pygame.Rect(width - side_width, TOP_BAR, side_width, height - TOP_BAR)
        hand_tile = max(72, min(112, height // 8))
        hand_width = hand_tile + 2 * 44 + 2 * MARGIN
        hand_height = hand_tile + 130
        hand = pygame.Rect(MARGIN, height - MARGIN - hand_height, max(230, hand_width), hand_height)
        return cls(size, top_bar, board, side, hand, hand_tile, players)

    @property
    def table(self) -> pygame.Rect:
        """The whole table: the board, with the hand panel over its corner."""
        return self.board

    def scorecards(self) -> list[pygame.Rect]:
        """One rectangle per player at the top of the side panel."""
        gap = 6
        inner = self.side.inflate(-2 * MARGIN, -2 * MARGIN)
        share = max(
            92, min(132, (inner.height * 64 // 100 - gap * (self.players - 1)) // self.players)
        )
        return [
            pygame.Rect(inner.x, inner.y + seat * (share + gap), inner.width, share)
            for seat in range(self.players)
        ]

    @property
    def log(self) -> pygame.Rect:
        """The move log: the side panel below the scoreboards."""
        last = self.scorecards()[-1]
        inner = self.side.inflate(-2 * MARGIN, -2 * MARGIN)
        return pygame.Rect(inner.x, last.bottom + 10, inner.width, inner.bottom - last.bottom - 10)

    @property
    def hand_cover(self) -> tuple[int, int]:
        """Width and height of the board's bottom-left corner that the hand panel
        covers, its margins included (the camera keeps the display clear of it)."""
        return (self.hand.right - self.board.x, self.board.bottom - self.hand.y)

    @property
    def hand_tile_rect(self) -> pygame.Rect:
        rect = pygame.Rect(0, 0, self.hand_tile, self.hand_tile)
        rect.center = (self.hand.centerx, self.hand.y + 34 + self.hand_tile // 2)
        return rect

    @property
    def compact_hand(self) -> pygame.Rect:
        """The hand panel shrunk to title, a small tile and the counts, so that it
        covers less of the table while nobody at the screen places a tile."""
        height = COMPACT_TILE + 74
        return pygame.Rect(self.hand.x, self.hand.bottom - height, self.hand.width, height)

    @property
    def compact_tile_rect(self) -> pygame.Rect:
        rect = pygame.Rect(0, 0, COMPACT_TILE, COMPACT_TILE)
        rect.center = (self.compact_hand.centerx, self.compact_hand.y + 32 + COMPACT_TILE // 2)
        return rect

    def hand_panel(self, compact: bool) -> tuple[pygame.Rect, pygame.Rect]:
        """The hand panel and its tile slot, full or compact."""
        if compact:
            return self.compact_hand, self.compact_tile_rect
        return self.hand, self.hand_tile_rect


class TableLayout(Protocol):
    """Where the parts of a table go: the top bar, the board's viewport, the whole
    table (board and hand), the side panel with the scoreboards and the move log."""

    @property
    def top_bar(self) -> pygame.Rect: ...

    @property
    def board(self) -> pygame.Rect: ...

    @property
    def table(self) -> pygame.Rect: ...

    @property
    def side(self) -> pygame.Rect: ...

    @property
    def log(self) -> pygame.Rect: ...

    def scorecards(self) -> list[pygame.Rect]: ...
