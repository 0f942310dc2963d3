"""A list of rows of one height in a rectangle, scrolled: which row is at the top of
the view, which rows are in it, where each row is and which one a point is on, and the
chosen row, kept in view. Saved games and My games are such lists; each says how many
rows it has (`row_count`) and how tall a row is (`row_height`, before the interface's
scale), and draws its rows itself."""

from __future__ import annotations

import pygame

from .scale import px


class RowList:
    row_height: int
    """A row's height in pixels at 100 %."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.first = 0
        """The row at the top of the view."""
        self.chosen: int | None = None
        self.hovered: int | None = None

    @property
    def row_count(self) -> int:
        raise NotImplementedError

    def place(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.scroll(0)

    @property
    def in_view(self) -> int:
        """How many rows the view shows."""
        return max(1, self.rect.height // px(self.row_height))

    def row_rect(self, index: int) -> pygame.Rect:
        height = px(self.row_height)
        return pygame.Rect(self.rect.x, self.rect.y + (index - self.first) * height,
                           self.rect.width - px(10), height - px(2))

    def row_at(self, point: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(point):
            return None
        index = self.first + (point[1] - self.rect.y) // px(self.row_height)
        return index if index < min(self.row_count, self.first + self.in_view) else None

    def scroll(self, rows: int) -> None:
        self.first = max(0, min(self.first + rows, self.row_count - self.in_view))

    def choose(self, index: int) -> None:
        """Choose row ``index`` (kept within the list) and bring it into view."""
        if not self.row_count:
            self.chosen = None
            return
        self.chosen = max(0, min(index, self.row_count - 1))
        if self.chosen < self.first:
            self.first = self.chosen
        elif self.chosen >= self.first + self.in_view:
            self.first = self.chosen - self.in_view + 1

    def move(self, step: int) -> None:
        """The chosen row moves ``step`` rows (the first or last row when none was chosen)."""
        if self.row_count:
            start = self.chosen if self.chosen is not None else (-1 if step > 0 else
                                                                 self.row_count)
            self.choose(start + step)
