"""The display: the tiles on the table, the circles they form, and the cells open to play.

The display answers every question about a placement before it is made: which cells
are legal, what each corner of a tile would score there, and whether (and with what
effect) an empty corner must be named. The game state, the bots and the UI all ask it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from .geometry import Cell, Vertex, cell_vertices, corners_around, edge_neighbours
from .tiles import COLOUR_INDEX, COLOURS, EMPTY, Colour, Tile

Points = tuple[int, int, int, int, int]
"""Points per colour, in canonical order R G B O P."""

NO_POINTS: Points = (0, 0, 0, 0, 0)


@dataclass(frozen=True, slots=True)
class CornerScore:
    """How one corner of a placed tile scores.

    ``neighbours`` holds the symbols of the earlier corners at the corner's vertex
    (empty when the corner touches no tile, so it scores nothing).
    """

    corner: int
    symbol: str
    neighbours: str

    @property
    def touches(self) -> bool:
        return bool(self.neighbours)

    @property
    def needs_name(self) -> bool:
        return self.symbol == EMPTY and self.touches

    def points(self, name: Colour | None = None) -> int:
        """Points this corner scores; an empty corner scores as the named colour."""
        colour = name if self.symbol == EMPTY else self.symbol
        if colour is None or colour == EMPTY:
            return 0
        return self.neighbours.count(colour)

    def colour(self, name: Colour | None = None) -> str | None:
        """The colour the points go to, or None when the corner scores for nobody."""
        return name if self.symbol == EMPTY else self.symbol


@dataclass(frozen=True, slots=True)
class CountedCorner:
    """A corner of a placed tile that scored: its colour, the corner (0-3: NW NE SE SW)
    and the quarters of its circle that counted, each a (cell, corner) of an earlier
    tile (a point each)."""

    colour: str
    corner: int
    quarters: tuple[tuple[Cell, int], ...]


@dataclass(frozen=True, slots=True)
class PlacementPreview:
    """What a tile would score on a cell in a rotation, before any cap.

    ``named_corner`` is the corner that needs a name (None if the move names no
    colour); `points` gives the total per colour for a given name, and
    `points_by_name` what every name would give.
    """

    cell: Cell
    rotation: int
    corners: tuple[CornerScore, CornerScore, CornerScore, CornerScore]

    @property
    def named_corner(self) -> int | None:
        for corner in self.corners:
            if corner.needs_name:
                return corner.corner
        return None

    @property
    def needs_name(self) -> bool:
        return self.named_corner is not None

    def points(self, name: Colour | None = None) -> Points:
        totals = [0, 0, 0, 0, 0]
        for corner in self.corners:
            colour = corner.colour(name)
            if colour is not None and colour != EMPTY:
                totals[COLOUR_INDEX[colour]] += corner.points(name)
        return (totals[0], totals[1], totals[2], totals[3], totals[4])

    def points_by_name(self) -> dict[Colour, Points]:
        """For a move that needs a name: the points for each colour named."""
        return {colour: self.points(colour) for colour in COLOURS}


class Display:
    """The tiles on the table, as they lie (rotation applied).

    Kept alongside: for every vertex, the symbols of the corners on it, and the
    frontier of empty cells that share an edge with a tile (the legal cells).
    """

    __slots__ = ("_frontier", "_tiles", "_vertices")

    def __init__(self) -> None:
        self._tiles: dict[Cell, str] = {}
        self._vertices: dict[Vertex, str] = {}
        self._frontier: dict[Cell, None] = {}

    @classmethod
    def of(cls, tiles: Iterable[tuple[Cell, str]]) -> Display:
        """A display of tiles given as (cell, corners as they lie)."""
        display = cls()
        for cell, corners in tiles:
            display.place(cell, corners)
        return display

    def copy(self) -> Display:
        twin = Display()
        twin._tiles = self._tiles.copy()
        twin._vertices = self._vertices.copy()
        twin._frontier = self._frontier.copy()
        return twin

    def __len__(self) -> int:
        return len(self._tiles)

    def __contains__(self, cell: object) -> bool:
        return cell in self._tiles

    def __iter__(self) -> Iterator[tuple[Cell, str]]:
        """Every (cell, corners) in the order the tiles were placed."""
        return iter(self._tiles.items())

    def corners_at(self, cell: Cell) -> str | None:
        """The corners of the tile on ``cell`` as it lies, or None for an empty cell."""
        return self._tiles.get(cell)

    def legal_cells(self) -> tuple[Cell, ...]:
        """The empty cells sharing an edge with a tile, in the order they opened."""
        return tuple(self._frontier)

    def is_legal_cell(self, cell: Cell) -> bool:
        return cell in self._frontier

    def bounds(self) -> tuple[int, int, int, int]:
        """min x, min y, max x, max y over the occupied cells."""
        xs = [x for x, _ in self._tiles]
        ys = [y for _, y in self._tiles]
        return min(xs), min(ys), max(xs), max(ys)

    def circles(self, cell: Cell) -> tuple[str, str, str, str]:
        """The symbols already on the circles of ``cell``'s corners NW, NE, SE, SW."""
        around = self._vertices.get
        nw, ne, se, sw = cell_vertices(cell)
        return (around(nw, ""), around(ne, ""), around(se, ""), around(sw, ""))

    def preview(self, tile: Tile, cell: Cell, rotation: int) -> PlacementPreview:
        """What ``tile`` turned by ``rotation`` would score on ``cell``."""
        corners = tile.rotations[rotation]
        scores = tuple(
            CornerScore(index, corners[index], circle)
            for index, circle in enumerate(self.circles(cell))
        )
        return PlacementPreview(cell, rotation, scores)  # type: ignore[arg-type]

    def needs_name(self, cell: Cell, corners: str) -> bool:
        """Whether placing ``corners`` on ``cell`` puts an empty corner beside a tile."""
        empty = corners.find(EMPTY)
        return empty >= 0 and cell_vertices(cell)[empty] in self._vertices

    def points(self, cell: Cell, corners: str, name: str | None) -> list[int]:
        """Points per colour (canonical order, before the cap) for a placement.

        The fast path used by the game state; it trusts that ``name`` is given
        exactly when `needs_name` says so.
        """
        x, y = cell
        around = self._vertices.get
        totals = [0, 0, 0, 0, 0]
        for symbol, vertex in zip(corners, ((x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1))):
            neighbours = around(vertex)
            if neighbours:
                colour = name if symbol == EMPTY else symbol
                if colour:
                    totals[COLOUR_INDEX[colour]] += neighbours.count(colour)
        return totals

    def counted(self, cell: Cell, corners: str, name: str | None) -> tuple[CountedCorner, ...]:
        """The quarters `points` counts, corner by corner (those that score nothing left
        out), on this display with or without the tile on ``cell``: what the table
        lights up."""
        found = []
        for corner, (symbol, vertex) in enumerate(zip(corners, cell_vertices(cell))):
            colour = name if symbol == EMPTY else symbol
            if not colour:
                continue
            quarters = tuple((other, at) for other, at in corners_around(vertex)
                             if other != cell and other in self._tiles
                             and self._tiles[other][at] == colour)
            if quarters:
                found.append(CountedCorner(colour, corner, quarters))
        return tuple(found)

    def points_by_placement(
        self, cell: Cell, tile: Tile
    ) -> Iterator[tuple[int, Colour | None, list[int]]]:
        """Every way ``tile`` can lie on ``cell``: (rotation, name, points per colour
        before the cap), once per colour for a rotation that needs a name. The same
        scoring as `points`, with the cell's circles read once for all rotations, for
        bots that weigh every move."""
        circles = self.circles(cell)
        for rotation, corners in enumerate(tile.rotations):
            totals = [0, 0, 0, 0, 0]
            named = ""
            for symbol, circle in zip(corners, circles):
                if circle:
                    if symbol == EMPTY:
                        named = circle
                    else:
                        totals[COLOUR_INDEX[symbol]] += circle.count(symbol)
            if not named:
                yield rotation, None, totals
                continue
            for index, name in enumerate(COLOURS):
                with_name = totals.copy()
                with_name[index] += named.count(name)
                yield rotation, name, with_name

    def place(self, cell: Cell, corners: str) -> None:
        """Put a tile down without asking whether the rules allow it."""
        self._tiles[cell] = corners
        self._frontier.pop(cell, None)
        vertices = self._vertices
        for symbol, vertex in zip(corners, cell_vertices(cell)):
            vertices[vertex] = vertices.get(vertex, "") + symbol
        tiles = self._tiles
        frontier = self._frontier
        for neighbour in edge_neighbours(cell):
            if neighbour not in tiles:
                frontier[neighbour] = None
