"""The geometry of AXIO Rota: square cells on a grid, circles on the grid points.

Cells are ``(x, y)`` with x growing to the right and y growing downwards. Corner i of
a cell (0 = NW, 1 = NE, 2 = SE, 3 = SW) lies on a grid point, its vertex.
"""

from __future__ import annotations

from typing import Final

Cell = tuple[int, int]
Vertex = tuple[int, int]

NW: Final = 0
NE: Final = 1
SE: Final = 2
SW: Final = 3

CORNER_OFFSETS: Final[tuple[Vertex, Vertex, Vertex, Vertex]] = ((0, 0), (1, 0), (1, 1), (0, 1))
"""Where corner i of cell (0, 0) lies: NW, NE, SE, SW."""

EDGE_OFFSETS: Final[tuple[Cell, Cell, Cell, Cell]] = ((0, -1), (1, 0), (0, 1), (-1, 0))
"""The four cells that share an edge: north, east, south, west."""

START_CELLS: Final[tuple[Cell, Cell, Cell, Cell]] = ((0, 0), (1, 0), (0, 1), (1, 1))
"""The 2x2 start display, in dealing order."""

START_CENTRE: Final[Vertex] = (1, 1)

CENTRE_CORNER_OF_START_CELL: Final[tuple[int, int, int, int]] = (SE, SW, NE, NW)
"""For each start cell, the corner that lies on the centre vertex (1, 1)."""


def corner_vertex(cell: Cell, corner: int) -> Vertex:
    dx, dy = CORNER_OFFSETS[corner]
    return (cell[0] + dx, cell[1] + dy)


def cell_vertices(cell: Cell) -> tuple[Vertex, Vertex, Vertex, Vertex]:
    """The vertices of a cell's corners NW, NE, SE, SW."""
    x, y = cell
    return ((x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1))


def corners_around(vertex: Vertex) -> tuple[tuple[Cell, int], ...]:
    """The four (cell, corner) pairs that meet at ``vertex``."""
    vx, vy = vertex
    return (((vx - 1, vy - 1), SE), ((vx, vy - 1), SW), ((vx - 1, vy), NE), ((vx, vy), NW))


def edge_neighbours(cell: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    x, y = cell
    return ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y))


def is_connected(cells: set[Cell]) -> bool:
    """Whether every cell can be reached from every other through shared edges."""
    if not cells:
        return True
    start = next(iter(cells))
    seen = {start}
    todo = [start]
    while todo:
        for neighbour in edge_neighbours(todo.pop()):
            if neighbour in cells and neighbour not in seen:
                seen.add(neighbour)
                todo.append(neighbour)
    return len(seen) == len(cells)
