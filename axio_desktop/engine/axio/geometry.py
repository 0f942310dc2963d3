"""The two boards of the AXIO family as data: square cells (AXIO) and hexagons (AXIO Hex).

A `BoardShape` says which cells a board has, which cells are neighbours, and how
far the play area reaches for each player count. Everything a placement needs is
worked out once per play area (`PlayArea`): cells numbered in (x, y) order, each
cell's neighbours inside the area, the straight line from every cell in every
direction up to the area's edge, and every pair of neighbouring cells (an *edge*,
where a tile can lie).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Final

Cell = tuple[int, int]

SQUARE_DIRECTIONS: Final[tuple[Cell, ...]] = ((1, 0), (0, 1), (-1, 0), (0, -1))
HEX_DIRECTIONS: Final[tuple[Cell, ...]] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def hex_distance(cell: Cell) -> int:
    """Distance of an axial hex cell ``(q, r)`` from the centre ``(0, 0)``."""
    q, r = cell
    return max(abs(q), abs(r), abs(q + r))


@dataclass(frozen=True, slots=True)
class BoardShape:
    """A board's geometry: its directions and, per player count, the play area's size.

    ``area_sizes[n]`` is the play area for n players: for the square board the margin
    left unused on each side (cells with ``m <= x, y <= side - 1 - m``), for the hex
    board the largest distance from the centre.
    """

    name: str
    directions: tuple[Cell, ...]
    area_sizes: tuple[int, int, int, int, int]

    @property
    def is_hex(self) -> bool:
        return len(self.directions) == 6

    def area_size(self, players: int) -> int:
        return self.area_sizes[players]

    def in_area(self, cell: Cell, size: int) -> bool:
        if self.is_hex:
            return hex_distance(cell) <= size
        x, y = cell
        return size <= x <= SQUARE_SIDE - 1 - size and size <= y <= SQUARE_SIDE - 1 - size

    def board_cells(self) -> tuple[Cell, ...]:
        """Every cell of the whole board, in (x, y) order."""
        return self.area_cells(self.area_sizes[4])

    def area_cells(self, size: int) -> tuple[Cell, ...]:
        reach = range(-HEX_RADIUS, HEX_RADIUS + 1) if self.is_hex else range(SQUARE_SIDE)
        return tuple(
            (x, y) for x in reach for y in reach if self.in_area((x, y), size)
        )


SQUARE_SIDE: Final = 13
HEX_RADIUS: Final = 7

SQUARE: Final = BoardShape("square", SQUARE_DIRECTIONS, (2, 2, 2, 1, 0))
HEX: Final = BoardShape("hex", HEX_DIRECTIONS, (5, 5, 5, 6, 7))


@dataclass(frozen=True, eq=False)
class PlayArea:
    """The cells in play for one board and player count, numbered 0..n-1 in (x, y) order.

    Built once per (board, size) by `play_area`; every table is indexed by cell number.
    ``rays[i][d]`` runs from cell i in direction d up to the area's edge;
    ``edges[e]`` is a pair of neighbouring cells (lower number first) and
    ``edge_direction[e]`` the direction from its first cell to its second.
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

    def __len__(self) -> int:
        return len(self.cells)

    def __contains__(self, cell: object) -> bool:
        return cell in self.index

    def direction(self, start: int, towards: int) -> int:
        """The direction number that leads from cell ``start`` to its neighbour ``towards``."""
        a, b = self.cells[start], self.cells[towards]
        return self.shape.directions.index((b[0] - a[0], b[1] - a[1]))


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
    )
