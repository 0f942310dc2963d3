"""Whether a placement is legal, and if not, why (the words the UI shows)."""

from __future__ import annotations

from ..errors import IllegalMoveError
from .board import DEAD, EMPTY, PYRAMID, Board
from .moves import Place


def locate(board: Board, rack: list[int], first_due: bool, place: Place) -> tuple[int, int, int, int]:
    """Check ``place`` for a mover holding the tile kinds ``rack`` (``first_due``: the
    mover has not placed yet); returns its two cell numbers, its edge and its tile
    kind, or raises `IllegalMoveError` saying why it is not legal."""
    area = board.area
    rules = board.rules
    cells = place.cells
    if not (isinstance(cells, tuple) and len(cells) == 2):
        raise IllegalMoveError(f"a placement covers two cells, not {cells!r}")
    numbers = []
    for cell in cells:
        number = area.index.get(cell)
        if number is None:
            raise IllegalMoveError(f"cell {cell_text(cell)} is outside the play area",
                                   code="outside_area", cell=cell)
        if board.cells[number] != EMPTY:
            raise IllegalMoveError(f"cell {cell_text(cell)} {content_text(board, number)}",
                                   code="cell_covered", cell=cell)
        numbers.append(number)
    first, second = numbers
    edge = area.edge_of.get((first, second))
    if edge is None:
        raise IllegalMoveError(
            f"cells {cell_text(cells[0])} and {cell_text(cells[1])} are not neighbours",
            code="not_neighbours", cell=cells[0],
        )
    colours = place.colours
    kind = rules.kind_of_colours.get(colours) if isinstance(colours, str) else None
    if kind is None:
        raise IllegalMoveError(f"colours {colours!r} are not two of {' '.join(rules.colours)}",
                               code="bad_colours", colours=colours)
    if kind not in rack:
        raise IllegalMoveError(f"the rack holds no tile {rules.tile_codes[kind]}",
                               code="not_in_rack", tile=rules.tile_codes[kind])
    if first_due and not board.is_first_edge(edge):
        raise IllegalMoveError(
            "a first placement must lie beside a printed space that no tile touches yet",
            code="first_placement",
        )
    return first, second, edge, kind


def cell_text(cell: object) -> str:
    if isinstance(cell, tuple) and len(cell) == 2:
        return f"({cell[0]}, {cell[1]})"
    return repr(cell)


def content_text(board: Board, number: int) -> str:
    """Why a covered cell cannot take a tile."""
    content = board.cells[number]
    if content == PYRAMID:
        return "holds a pyramid"
    if content == DEAD:
        return "is dead (a pyramid was moved away from it)"
    if number in board.printed:
        return "is a printed space"
    return "holds a tile"
