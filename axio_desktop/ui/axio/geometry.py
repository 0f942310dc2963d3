"""Where a board's cells lie on the table, in the camera's world units.

The engine names cells (square: ``(x, y)``; hex: axial ``(q, r)``); the screen needs
their centres, outlines, the cell under a point, and the strip that joins a tile's
two halves. One `CellLayout` per kind of board shape answers that (`SquareCells`,
`HexCells`; `cell_layout` finds a shape's); a cell is one world unit wide either way,
so the camera's zoom steps mean the same size on every board.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import ClassVar

from ...engine.axio.geometry import BoardShape, Cell, HexShape, SquareShape

Point = tuple[float, float]

HALF_SCALE = 0.9
"""A tile half covers this share of its cell (the board shows between tiles)."""
ROOT3 = math.sqrt(3.0)
HEX_ROW = ROOT3 / 2
"""Vertical distance between rows of pointy-top hexagons one unit wide."""


class CellLayout(ABC):
    """The cells of one board shape on the table.

    ``sides[d]`` names the two corners (as `outline` lists them) of the side facing
    the neighbour in direction d; ``bridge_width`` is how wide, in cells, the strip
    joining a tile's halves is drawn; ``kind`` names the sprites of its cells and tile
    bodies (``cell-KIND-RING``, ``tile-KIND-ANGLE``).
    """

    shape: BoardShape
    sides: ClassVar[tuple[tuple[int, int], ...]]
    bridge_width: ClassVar[float]
    kind: ClassVar[str]

    @abstractmethod
    def centre(self, cell: Cell) -> Point:
        """The cell's centre in world units."""

    @abstractmethod
    def cell_at(self, world: Point) -> Cell:
        """The cell whose area holds the world point (it may lie off the board)."""

    @abstractmethod
    def outline(self, cell: Cell, scale: float = 1.0) -> list[Point]:
        """The cell's corners in world units, shrunk by ``scale`` about its centre."""

    def side(self, cell: Cell, direction: int, scale: float = 1.0) -> tuple[Point, Point]:
        """The stretch of the cell's outline facing its neighbour in ``direction``."""
        corners = self.outline(cell, scale)
        first, second = self.sides[direction]
        return corners[first], corners[second]

    def bridge(self, first: Point, second: Point, size: float) -> list[Point]:
        """The strip joining a tile's halves (centred on screen at ``first`` and
        ``second``, ``size`` pixels a cell) over the gap between their cells."""
        width = size * self.bridge_width
        dx, dy = second[0] - first[0], second[1] - first[1]
        length = (dx * dx + dy * dy) ** 0.5 or 1.0
        nx, ny = -dy / length * width / 2, dx / length * width / 2
        a = (first[0] + dx * 0.3, first[1] + dy * 0.3)
        b = (first[0] + dx * 0.7, first[1] + dy * 0.7)
        return [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny),
                (a[0] - nx, a[1] - ny)]

    def box(self, cells: tuple[Cell, ...]) -> tuple[Point, Point]:
        """The top left corner and the size, in world units, of the box round the
        outlines of ``cells``: where their sprite lies."""
        corners = [corner for cell in cells for corner in self.outline(cell)]
        xs = [x for x, _ in corners]
        ys = [y for _, y in corners]
        return (min(xs), min(ys)), (max(xs) - min(xs), max(ys) - min(ys))

    def tile_angle(self, step: Cell) -> int:
        """The angle on screen, 0 to 179 degrees, from a tile's first half to its
        second, ``step`` away (a tile's body looks the same either way round)."""
        (ax, ay), (bx, by) = self.centre((0, 0)), self.centre(step)
        return round(math.degrees(math.atan2(by - ay, bx - ax))) % 180

    def bounds(self, cells: tuple[Cell, ...]) -> tuple[float, float, float, float]:
        """The camera's fitting box for ``cells``: like a square cell's (min x, min y,
        max x, max y), each cell counted one unit wide from centre − ½."""
        centres = [self.centre(cell) for cell in cells]
        xs = [x for x, _ in centres]
        ys = [y for _, y in centres]
        return (min(xs) - 0.5, min(ys) - 0.5, max(xs) - 0.5, max(ys) - 0.5)


@dataclass(frozen=True)
class SquareCells(CellLayout):
    """Square cells: cell ``(x, y)`` covers x..x+1, y..y+1."""

    shape: BoardShape
    sides: ClassVar[tuple[tuple[int, int], ...]] = ((1, 2), (2, 3), (3, 0), (0, 1))
    bridge_width: ClassVar[float] = HALF_SCALE
    """As wide as a half: a square tile reads as one domino."""
    kind: ClassVar[str] = "square"

    def centre(self, cell: Cell) -> Point:
        x, y = cell
        return (x + 0.5, y + 0.5)

    def cell_at(self, world: Point) -> Cell:
        return (math.floor(world[0]), math.floor(world[1]))

    def outline(self, cell: Cell, scale: float = 1.0) -> list[Point]:
        cx, cy = self.centre(cell)
        half = scale / 2
        return [(cx - half, cy - half), (cx + half, cy - half), (cx + half, cy + half),
                (cx - half, cy + half)]


@dataclass(frozen=True)
class HexCells(CellLayout):
    """Pointy-top hexagons one unit wide: axial ``(q, r)``, r rows going down."""

    shape: BoardShape
    sides: ClassVar[tuple[tuple[int, int], ...]] = ((1, 2), (0, 1), (5, 0), (4, 5), (3, 4),
                                                    (2, 3))
    bridge_width: ClassVar[float] = 0.5
    """Narrower than a half, so the slanted halves keep their hexagon shape."""
    kind: ClassVar[str] = "hex"

    def centre(self, cell: Cell) -> Point:
        q, r = cell
        return (q + r / 2, r * HEX_ROW)

    def cell_at(self, world: Point) -> Cell:
        wx, wy = world
        r = wy / HEX_ROW
        return _hex_round(wx - r / 2, r)

    def outline(self, cell: Cell, scale: float = 1.0) -> list[Point]:
        cx, cy = self.centre(cell)
        radius = scale / ROOT3
        return [
            (cx + radius * math.cos(math.radians(a)), cy + radius * math.sin(math.radians(a)))
            for a in (-90, -30, 30, 90, 150, 210)
        ]


def _hex_round(q: float, r: float) -> Cell:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return (int(rq), int(rr))


LAYOUTS: dict[type[BoardShape], Callable[[BoardShape], CellLayout]] = {
    SquareShape: SquareCells,
    HexShape: HexCells,
}
"""The screen layout for each kind of board shape; a new kind of shape adds its own."""


class NoLayoutError(LookupError):
    """A board shape whose kind has no screen layout in `LAYOUTS`."""


@cache
def cell_layout(shape: BoardShape) -> CellLayout:
    """The screen layout of ``shape``'s cells."""
    make = LAYOUTS.get(type(shape))
    if make is None:
        raise NoLayoutError(f"no screen layout for the board shape {shape.name!r} "
                            f"({type(shape).__name__}): add one to LAYOUTS")
    return make(shape)
