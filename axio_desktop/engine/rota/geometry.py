"""The geometry of AXIO Rota: square cells on a grid, circles on the grid points.

Cells are ``(x, y)`` with x growing to the right and y growing downwards. Corner i of
a cell (0 = NW, 1 = NE, 2 = SE, 3 = SW) lies on a grid point, its vertex.

A cell's name says where it lies from the middle of the start block, the grid point
where its four tiles meet (docs/rules.md, "How cells are named"): its column, the
first, second, … east (``E1``, ``E2``) or west (``W1``) of that point, then its row,
the first, second, … south (``S1``) or north (``N1``) of it: ``E2N1``. The names never
change while the display grows, and need no zero and no minus sign.
"""

from __future__ import annotations

import re
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


_CELL_NAME: Final = re.compile(r"([EW])([1-9][0-9]*)([NS])([1-9][0-9]*)")


def column_name(x: int) -> str:
    """``E1``, ``E2``, … for the columns east of the start block's middle, ``W1``, … west."""
    middle = START_CENTRE[0]
    return f"E{x - middle + 1}" if x >= middle else f"W{middle - x}"


def row_name(y: int) -> str:
    """``S1``, ``S2``, … for the rows south of the start block's middle, ``N1``, … north."""
    middle = START_CENTRE[1]
    return f"S{y - middle + 1}" if y >= middle else f"N{middle - y}"


def cell_name(cell: Cell) -> str:
    """The cell's column and row: ``E2N1``."""
    return column_name(cell[0]) + row_name(cell[1])


def cell_named(name: str) -> Cell | None:
    """The cell called ``name`` (as `cell_name` writes it); None for anything else."""
    found = _CELL_NAME.fullmatch(name)
    if found is None:
        return None
    east, across, south, down = found.groups()
    mx, my = START_CENTRE
    x = mx + int(across) - 1 if east == "E" else mx - int(across)
    y = my + int(down) - 1 if south == "S" else my - int(down)
    return (x, y)


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
