"""The two boards of the AXIO family as data: square cells (AXIO) and hexagons (AXIO Hex).

A `BoardShape` says which cells a board has, which cells are neighbours, which
direction is opposite which, how far the play area reaches for each player count and
what each cell is called (docs/rules.md, "How cells are named"); `SquareShape` and
`HexShape` are the two the games use. Everything a
placement needs is worked out once per play area (`PlayArea`): cells numbered in (x, y) order, each
cell's neighbours inside the area, the straight line from every cell in every
direction up to the area's edge, and every pair of neighbouring cells (an *edge*,
where a tile can lie).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from functools import cache
from typing import Final

Cell = tuple[int, int]

LETTERS: Final = "abcdefghijklmnopqrstuvwxyz"

@dataclass(frozen=True, slots=True)
class LineLabel:
    """A letter or a number written beyond the end of the line of cells it names:
    ``end`` is the line's last cell in the play area, ``outward`` the step from it
    that leaves the area (the label goes that way)."""

    text: str
    end: Cell
    outward: Cell


class BoardShape(ABC):
    """A board's geometry: its cells, its directions, and per player count the play
    area's size. A shape is an object, and a new board is a new shape: nothing else
    asks which shape it has.

    ``directions`` are the steps from a cell to its neighbours; ``clockwise`` lists
    the direction numbers in clockwise order as the board is seen (x to the right, y
    downwards), starting with direction 0; ``area_sizes[n]`` is the play area for n
    players (what a size means is the shape's own: see `in_area`).

    A cell's name is a letter and a number, as chess names its squares (``g7``): the
    letter names the line of cells along ``letter_line`` it lies on, counted from the
    left of the board as drawn; the number the row along ``number_line``, counted from
    the bottom. What the lines are is the shape's (`column_of`, `row_of`).
    """

    name: str
    directions: tuple[Cell, ...]
    clockwise: tuple[int, ...]
    area_sizes: tuple[int, int, int, int, int]
    letter_line: Cell
    """The step along a line of cells that share a letter."""
    number_line: Cell
    """The step along a line of cells that share a number."""
    labelled_ends: tuple[Cell, ...]
    """Beyond which ends of its lines the letters and numbers are written: the steps
    that leave the play area there (a step along ``letter_line`` or back for the
    letters, along ``number_line`` or back for the numbers)."""

    @abstractmethod
    def in_area(self, cell: Cell, size: int) -> bool:
        """Whether ``cell`` lies in the play area of ``size``."""

    @property
    @abstractmethod
    def span(self) -> range:
        """Every coordinate a cell of the whole board can have, in x and in y."""

    def opposite(self, direction: int) -> int:
        """The direction that leads back the way ``direction`` came."""
        dx, dy = self.directions[direction]
        return self.directions.index((-dx, -dy))

    def direction_of(self, step: Cell) -> int:
        """The direction number of ``step`` (from a cell to its neighbour)."""
        return self.directions.index(step)

    def area_size(self, players: int) -> int:
        return self.area_sizes[players]

    def board_cells(self) -> tuple[Cell, ...]:
        """Every cell of the whole board, in (x, y) order."""
        return self.area_cells(self.area_sizes[4])

    def area_cells(self, size: int) -> tuple[Cell, ...]:
        span = self.span
        return tuple((x, y) for x in span for y in span if self.in_area((x, y), size))

    @abstractmethod
    def column_of(self, cell: Cell) -> int:
        """Which line along ``letter_line`` ``cell`` lies on, from 0 at the left."""

    @abstractmethod
    def row_of(self, cell: Cell) -> int:
        """Which row along ``number_line`` ``cell`` lies on, from 1 at the bottom."""

    def column_name(self, cell: Cell) -> str:
        return LETTERS[self.column_of(cell)]

    def row_name(self, cell: Cell) -> str:
        return str(self.row_of(cell))

    def cell_name(self, cell: Cell) -> str:
        """The cell's name: its column's letter and its row's number (``g7``)."""
        return self.column_name(cell) + self.row_name(cell)

    def cell_named(self, name: str) -> Cell | None:
        """The cell of the whole board called ``name``; None when none is."""
        return _cells_by_name(self).get(name)

    def line_labels(self, size: int) -> tuple[LineLabel, ...]:
        """The letters and numbers to write round the play area of ``size``: each line
        of cells named beyond its ends that `labelled_ends` says, so that every cell's
        name can be read by following its two lines out of the area."""
        area = set(self.area_cells(size))
        labels: list[LineLabel] = []
        for step in self.labelled_ends:
            letters = step in (self.letter_line, _back(self.letter_line))
            name = self.column_name if letters else self.row_name
            labels.extend(LineLabel(name(cell), cell, step) for cell in sorted(area)
                          if (cell[0] + step[0], cell[1] + step[1]) not in area)
        return tuple(labels)


@dataclass(frozen=True, slots=True)
class SquareShape(BoardShape):
    """Square cells ``(x, y)``, 0 <= x, y < ``side``; a play area of size m leaves m
    rows unused on each side (cells with ``m <= x, y <= side - 1 - m``)."""

    side: int
    area_sizes: tuple[int, int, int, int, int]
    name: str = "square"
    directions: tuple[Cell, ...] = ((1, 0), (0, 1), (-1, 0), (0, -1))
    clockwise: tuple[int, ...] = (0, 1, 2, 3)
    letter_line: Cell = (0, 1)
    """Down a column."""
    number_line: Cell = (1, 0)
    """Along a row, to the right."""
    labelled_ends: tuple[Cell, ...] = ((0, 1), (0, -1), (-1, 0), (1, 0))
    """Letters below and above the board, numbers left and right of it."""

    def in_area(self, cell: Cell, size: int) -> bool:
        x, y = cell
        far = self.side - 1 - size
        return size <= x <= far and size <= y <= far

    @property
    def span(self) -> range:
        return range(self.side)

    def column_of(self, cell: Cell) -> int:
        return cell[0]

    def row_of(self, cell: Cell) -> int:
        return self.side - cell[1]


@dataclass(frozen=True, slots=True)
class HexShape(BoardShape):
    """Hexagons in axial coordinates ``(q, r)`` up to ``radius`` from the centre
    ``(0, 0)``; a play area of size d holds the cells at most d from the centre.

    Cells are named as YourTurnMyTurn's online AXIO names them (its example move is
    ``i7-h8``): the numbers count the rows (one ``r`` each) from the bottom, the
    letters the slanting lines from the upper right to the lower left (one ``q + r``
    each) from the left, so that the centre ``h8`` has the neighbours g8, g9, h7, h9,
    i7 and i8.
    """

    radius: int
    area_sizes: tuple[int, int, int, int, int]
    name: str = "hex"
    directions: tuple[Cell, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
    clockwise: tuple[int, ...] = (0, 5, 4, 3, 2, 1)
    letter_line: Cell = (-1, 1)
    """Down and to the left, along a slanting line."""
    number_line: Cell = (1, 0)
    """Along a row, to the right."""
    labelled_ends: tuple[Cell, ...] = ((-1, 1), (1, 0))
    """Letters along the bottom and the lower left side, numbers along the two right
    sides: at the other ends a side would carry letters and numbers both."""

    def in_area(self, cell: Cell, size: int) -> bool:
        return hex_distance(cell) <= size

    @property
    def span(self) -> range:
        return range(-self.radius, self.radius + 1)

    def column_of(self, cell: Cell) -> int:
        """Cells of one ``q + r`` form a line from the upper right to the lower left."""
        return cell[0] + cell[1] + self.radius

    def row_of(self, cell: Cell) -> int:
        return self.radius + 1 - cell[1]


def hex_distance(cell: Cell) -> int:
    """Distance of an axial hex cell ``(q, r)`` from the centre ``(0, 0)``."""
    q, r = cell
    return max(abs(q), abs(r), abs(q + r))


def _back(step: Cell) -> Cell:
    return (-step[0], -step[1])


@cache
def _cells_by_name(shape: BoardShape) -> dict[str, Cell]:
    return {shape.cell_name(cell): cell for cell in shape.board_cells()}


SQUARE: Final = SquareShape(side=13, area_sizes=(2, 2, 2, 1, 0))
HEX: Final = HexShape(radius=7, area_sizes=(5, 5, 5, 6, 7))


@dataclass(frozen=True, eq=False)
class PlayArea:
    """The cells in play for one board and player count, numbered 0..n-1 in (x, y) order.

    Built once per (board, size) by `play_area`; every table is indexed by cell number.
    ``rays[i][d]`` runs from cell i in direction d up to the area's edge;
    ``edges[e]`` is a pair of neighbouring cells (lower number first) and
    ``edge_direction[e]`` the direction from its first cell to its second;
    ``opposite[d]`` is the shape's `BoardShape.opposite` of direction d, as a table.
    """

    shape: BoardShape
    size: int
    cells: tuple[Cell, ...]
    index: dict[Cell, int] = field(repr=False)
    neighbours: tuple[tuple[int, ...], ...] = field(repr=False)
    rays: tuple[tuple[tuple[int, ...], ...], ...] = field(repr=False)
    edges: tuple[tuple[int, int], ...] = field(repr=False)
    edge_direction: tuple[int, ...] = field(repr=False)
    edge_of: dict[tuple[int, int], int] = field(repr=False)
    cell_edges: tuple[tuple[int, ...], ...] = field(repr=False)
    opposite: tuple[int, ...] = field(repr=False)

    def __len__(self) -> int:
        return len(self.cells)

    def __contains__(self, cell: object) -> bool:
        return cell in self.index

    def direction(self, start: int, towards: int) -> int:
        """The direction number that leads from cell ``start`` to its neighbour ``towards``."""
        a, b = self.cells[start], self.cells[towards]
        return self.shape.direction_of((b[0] - a[0], b[1] - a[1]))


@cache
def play_area(shape: BoardShape, size: int) -> PlayArea:
    cells = shape.area_cells(size)
    index = {cell: number for number, cell in enumerate(cells)}
    neighbours: list[tuple[int, ...]] = []
    rays: list[tuple[tuple[int, ...], ...]] = []
    for x, y in cells:
        neighbours.append(tuple(
            index[(x + dx, y + dy)] for dx, dy in shape.directions if (x + dx, y + dy) in index
        ))
        cell_rays = []
        for dx, dy in shape.directions:
            ray = []
            step = (x + dx, y + dy)
            while step in index:
                ray.append(index[step])
                step = (step[0] + dx, step[1] + dy)
            cell_rays.append(tuple(ray))
        rays.append(tuple(cell_rays))
    edges: list[tuple[int, int]] = []
    edge_direction: list[int] = []
    edge_of: dict[tuple[int, int], int] = {}
    cell_edges: list[list[int]] = [[] for _ in cells]
    for first, (x, y) in enumerate(cells):
        for direction, (dx, dy) in enumerate(shape.directions):
            second = index.get((x + dx, y + dy))
            if second is not None and second > first:
                number = len(edges)
                edges.append((first, second))
                edge_direction.append(direction)
                edge_of[(first, second)] = edge_of[(second, first)] = number
                cell_edges[first].append(number)
                cell_edges[second].append(number)
    return PlayArea(
        shape=shape,
        size=size,
        cells=cells,
        index=index,
        neighbours=tuple(neighbours),
        rays=tuple(rays),
        edges=tuple(edges),
        edge_direction=tuple(edge_direction),
        edge_of=edge_of,
        cell_edges=tuple(tuple(numbers) for numbers in cell_edges),
        opposite=tuple(shape.opposite(direction) for direction in range(len(shape.directions))),
    )
