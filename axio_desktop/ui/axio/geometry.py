"""Where a board's cells lie on the table, in the camera's world units.

The engine names cells (square: ``(x, y)``; hex: axial ``(q, r)``); the screen needs
their centres, outlines and the cell under a point. One `CellLayout` per shape
answers that; a cell is one world unit wide either way, so the camera's zoom steps
mean the same size on every board.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from ...engine.axio.geometry import BoardShape, Cell

ROOT3 = math.sqrt(3.0)
HEX_ROW = ROOT3 / 2
"""Vertical distance between rows of pointy-top hexagons one unit wide."""

SQUARE_SIDES = ((1, 2), (2, 3), (3, 0), (0, 1))
HEX_SIDES = ((1, 2), (0, 1), (5, 0), (4, 5), (3, 4), (2, 3))
"""For each direction of the shape, the two corners (as `CellLayout.outline` lists
them) of the side facing that neighbour."""


@dataclass(frozen=True)
class CellLayout:
    """The cells of one board shape on the table."""

    shape: BoardShape

    @property
    def is_hex(self) -> bool:
        return self.shape.is_hex

    def centre(self, cell: Cell) -> tuple[float, float]:
        x, y = cell
        if self.is_hex:
            return (x + y / 2, y * HEX_ROW)
        return (x + 0.5, y + 0.5)

    def cell_at(self, world: tuple[float, float]) -> Cell:
        """The cell whose area holds the world point (it may lie off the board)."""
        wx, wy = world
        if not self.is_hex:
            return (math.floor(wx), math.floor(wy))
        r = wy / HEX_ROW
        q = wx - r / 2
        return _hex_round(q, r)

    def outline(self, cell: Cell, scale: float = 1.0) -> list[tuple[float, float]]:
        """The cell's corners in world units, shrunk by ``scale`` about its centre."""
        cx, cy = self.centre(cell)
        if self.is_hex:
            radius = scale / ROOT3
            return [
                (cx + radius * math.cos(math.radians(a)), cy + radius * math.sin(math.radians(a)))
                for a in (-90, -30, 30, 90, 150, 210)
            ]
        half = scale / 2
        return [(cx - half, cy - half), (cx + half, cy - half), (cx + half, cy + half),
                (cx - half, cy + half)]

    def side(self, cell: Cell, direction: int, scale: float = 1.0
             ) -> tuple[tuple[float, float], tuple[float, float]]:
        """The stretch of the cell's outline facing its neighbour in ``direction``."""
        corners = self.outline(cell, scale)
        first, second = (HEX_SIDES if self.is_hex else SQUARE_SIDES)[direction]
        return corners[first], corners[second]

    def bounds(self, cells: tuple[Cell, ...]) -> tuple[float, float, float, float]:
        """The camera's fitting box for ``cells``: like a square cell's (min x, min y,
        max x, max y), each cell counted one unit wide from centre − ½."""
        centres = [self.centre(cell) for cell in cells]
        xs = [x for x, _ in centres]
        ys = [y for _, y in centres]
        return (min(xs) - 0.5, min(ys) - 0.5, max(xs) - 0.5, max(ys) - 0.5)


def _hex_round(q: float, r: float) -> Cell:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return (int(rq), int(rr))


@cache
def cell_layout(shape: BoardShape) -> CellLayout:
    return CellLayout(shape)
