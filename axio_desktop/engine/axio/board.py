"""The board of a game in play: what every cell shows, kept ready for placements.

Besides each cell's content the board keeps, incrementally, what placements ask
about again and again: the open edges (two neighbouring empty cells, where a tile
can lie), each empty cell's count of empty neighbours (a cell whose count falls to
0 is isolated and gets a pyramid), the printed spaces no tile touches yet (where
first placements go) and the pyramids in the order they came.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from .geometry import PlayArea
from .rules import Ruleset

EMPTY = ""
PYRAMID = "^"
DEAD = "x"
"""Cell contents besides a colour letter: empty, a pyramid, a space a pyramid left."""


@dataclass(frozen=True, slots=True)
class Laid:
    """What laying a tile did besides covering its two cells (`Board.lay`):
    ``pyramids`` the cells that got a pyramid, in cell order, with ``pyramid_points[i]``
    what pyramid i scores per colour (``rules.colours`` order); ``moved`` the cells
    whose pyramid was moved away (now dead), in the order they went."""

    pyramids: tuple[int, ...] = ()
    pyramid_points: tuple[tuple[int, ...], ...] = ()
    moved: tuple[int, ...] = ()


NOTHING_ELSE: Final = Laid()
"""A tile that left no pyramid (most tiles, and every tile of AXIO Hex)."""


class Board:
    """Cells of one play area, numbered as in `PlayArea`; ``cells[i]`` is a colour
    letter (tile half or printed space), `EMPTY`, `PYRAMID` or `DEAD`."""

    __slots__ = (
        "_empty_neighbours",
        "_open",
        "_slot",
        "area",
        "cells",
        "dead",
        "printed",
        "pyramids",
        "pyramids_left",
        "rules",
        "untouched",
    )

    def __init__(self, rules: Ruleset, area: PlayArea) -> None:
        self.rules = rules
        self.area = area
        self.cells: list[str] = [EMPTY] * len(area)
        self.printed: frozenset[int] = frozenset(area.index[cell] for cell, _ in rules.printed)
        for cell, colour in rules.printed:
            self.cells[area.index[cell]] = colour
        self.untouched: set[int] = set(self.printed)
        self.pyramids: list[int] = []
        self.pyramids_left = rules.pyramids
        self.dead: list[int] = []
        cells = self.cells
        self._empty_neighbours = [
            sum(1 for n in neighbours if cells[n] == EMPTY) for neighbours in area.neighbours
        ]
        self._open: list[int] = []
        self._slot: list[int] = [-1] * len(area.edges)
        for edge, (a, b) in enumerate(area.edges):
            if cells[a] == EMPTY and cells[b] == EMPTY:
                self._slot[edge] = len(self._open)
                self._open.append(edge)

    @classmethod
    def shown(cls, rules: Ruleset, area: PlayArea, covered: Iterable[tuple[int, str]],
              pyramids: Sequence[int], dead: Sequence[int], pyramids_left: int) -> Board:
        """The board a view shows: the cells tiles cover (with their colours), the
        pyramids in the order they came, the dead spaces in the order they went, and
        the pyramids still beside the board. Trusted to be a board the rules can reach."""
        board = cls(rules, area)
        for cell, colour in covered:
            board.cover(cell, colour)
        for cell in dead:
            board.cells[cell] = DEAD
            board.dead.append(cell)
            board._fill(cell)
        for cell in pyramids:
            board.cells[cell] = PYRAMID
            board.pyramids.append(cell)
            board._fill(cell)
        board.pyramids_left = pyramids_left
        return board

    def copy(self) -> Board:
        twin = Board.__new__(Board)
        twin.rules = self.rules
        twin.area = self.area
        twin.cells = self.cells.copy()
        twin.printed = self.printed
        twin.untouched = self.untouched.copy()
        twin.pyramids = self.pyramids.copy()
        twin.pyramids_left = self.pyramids_left
        twin.dead = self.dead.copy()
        twin._empty_neighbours = self._empty_neighbours.copy()
        twin._open = self._open.copy()
        twin._slot = self._slot.copy()
        return twin

    # Questions ----------------------------------------------------------------

    @property
    def open_edges(self) -> list[int]:
        """The edges where a tile can lie now (do not change the list)."""
        return self._open

    def is_open(self, edge: int) -> bool:
        return self._slot[edge] >= 0

    def first_edges(self) -> list[int]:
        """The open edges with a cell beside a printed space that no tile touches yet."""
        area = self.area
        cells = self.cells
        found: dict[int, None] = {}
        for space in sorted(self.untouched):
            for beside in area.neighbours[space]:
                if cells[beside] == EMPTY:
                    for edge in area.cell_edges[beside]:
                        if self._slot[edge] >= 0:
                            found[edge] = None
        return list(found)

    def is_first_edge(self, edge: int) -> bool:
        """Whether a tile on ``edge`` would touch a printed space no tile touches yet."""
        untouched = self.untouched
        neighbours = self.area.neighbours
        return any(
            space in untouched for cell in self.area.edges[edge] for space in neighbours[cell]
        )

    def line_points(self, cell: int, colour: str, skip: int) -> int:
        """What a half of ``colour`` on ``cell`` scores: the cells of its colour in an
        unbroken line from it, in every direction but ``skip``."""
        cells = self.cells
        total = 0
        for direction, ray in enumerate(self.area.rays[cell]):
            if direction != skip:
                for other in ray:
                    if cells[other] != colour:
                        break
                    total += 1
        return total

    def line_cells(self, cell: int, colour: str, skip: int) -> tuple[tuple[int, ...], ...]:
        """The cells `line_points` counts, line by line (direction order, nearest cell
        first; lines that count nothing left out): what the table lights up."""
        cells = self.cells
        lines = []
        for direction, ray in enumerate(self.area.rays[cell]):
            if direction != skip:
                counted = []
                for other in ray:
                    if cells[other] != colour:
                        break
                    counted.append(other)
                if counted:
                    lines.append(tuple(counted))
        return tuple(lines)

    def would_isolate(self, first: int, second: int) -> list[int]:
        """The empty cells that a tile on ``first`` and ``second`` would leave with no
        empty neighbour (pyramid spaces, in cell order). Not for AXIO Hex's sake:
        a board with no pyramids asks the rules first."""
        area = self.area
        cells = self.cells
        counts = self._empty_neighbours
        isolated: set[int] = set()
        for placed in (first, second):
            for beside in area.neighbours[placed]:
                if cells[beside] == EMPTY and beside != first and beside != second:
                    left = counts[beside]
                    neighbours = area.neighbours[beside]
                    left -= (first in neighbours) + (second in neighbours)
                    if left == 0:
                        isolated.add(beside)
        return sorted(isolated)

    def would_lay(self, first: int, second: int, first_colour: str, second_colour: str
                  ) -> Laid:
        """What `lay` would do, leaving the board as it is (quicker than a copy)."""
        if not self.rules.pyramids:
            return NOTHING_ELSE
        isolated = self.would_isolate(first, second)
        if not isolated:
            return NOTHING_ELSE
        points = self._pyramid_points(isolated, {first: first_colour, second: second_colour})
        from_beside = min(self.pyramids_left, len(isolated))
        return Laid(tuple(isolated), points, tuple(self.pyramids[:len(isolated) - from_beside]))

    def _pyramid_points(self, spaces: list[int], placed: dict[int, str]
                        ) -> tuple[tuple[int, ...], ...]:
        """What a pyramid on each of ``spaces`` scores per colour: one for each
        neighbour showing it, ``placed`` (cell: colour) counted as laid."""
        neighbours = self.area.neighbours
        cells = self.cells
        colour_index = self.rules.colour_index
        points = []
        for cell in spaces:
            gains = [0] * len(colour_index)
            for beside in neighbours[cell]:
                content = placed.get(beside, cells[beside])
                if content != EMPTY and content != PYRAMID and content != DEAD:
                    gains[colour_index[content]] += 1
            points.append(tuple(gains))
        return tuple(points)

    def room_after(self, first: int, second: int) -> bool:
        """Whether two neighbouring empty cells would remain once a tile covers
        ``first`` and ``second`` (the spaces it isolates have no empty neighbour)."""
        edges = self.area.edges
        return any(first not in edges[edge] and second not in edges[edge]
                   for edge in self._open)

    # Changes ------------------------------------------------------------------

    def lay(self, first: int, second: int, first_colour: str, second_colour: str) -> Laid:
        """Lay a tile as the rules do, without asking whether they allow it: its
        halves, then a pyramid on every empty cell it isolates (when the game has
        pyramids), the oldest on the board moved once none is left beside it."""
        isolated = self.place(first, second, first_colour, second_colour)
        if not isolated or not self.rules.pyramids:
            return NOTHING_ELSE
        moved = []
        for cell in isolated:
            left = self.put_pyramid(cell)
            if left is not None:
                moved.append(left)
        return Laid(tuple(isolated), self._pyramid_points(isolated, {}), tuple(moved))

    def place(self, first: int, second: int, first_colour: str, second_colour: str) -> list[int]:
        """Cover two cells with a tile's halves and nothing else (no pyramid: see
        `lay`); returns the empty cells it isolated, in cell order."""
        cells = self.cells
        cells[first] = first_colour
        cells[second] = second_colour
        isolated = self._fill(first) + self._fill(second)
        self._touch(first)
        self._touch(second)
        isolated = [cell for cell in isolated if cells[cell] == EMPTY]
        return sorted(set(isolated)) if len(isolated) > 1 else isolated

    def cover(self, cell: int, colour: str) -> None:
        """Show ``colour`` on one empty cell as a tile half would, without asking the
        rules (custom positions: puzzles, tutorials, tests). Isolated spaces it leaves
        get no pyramid."""
        self.cells[cell] = colour
        self._fill(cell)
        self._touch(cell)

    def _touch(self, cell: int) -> None:
        """A tile half on ``cell`` touches the printed spaces beside it."""
        if self.untouched:
            for beside in self.area.neighbours[cell]:
                self.untouched.discard(beside)

    def put_pyramid(self, cell: int) -> int | None:
        """Put a pyramid on ``cell``: one from beside the board, or once none is left
        the one on the board longest, whose space turns dead (returned)."""
        moved: int | None = None
        if self.pyramids_left:
            self.pyramids_left -= 1
        else:
            moved = self.pyramids.pop(0)
            self.cells[moved] = DEAD
            self.dead.append(moved)
        self.cells[cell] = PYRAMID
        self.pyramids.append(cell)
        self._fill(cell)
        return moved

    def _fill(self, cell: int) -> list[int]:
        """Close the edges of a newly covered cell; its empty neighbours that have no
        empty neighbour left are returned."""
        slot = self._slot
        opened = self._open
        for edge in self.area.cell_edges[cell]:
            position = slot[edge]
            if position >= 0:
                last = opened.pop()
                if last != edge:
                    opened[position] = last
                    slot[last] = position
                slot[edge] = -1
        counts = self._empty_neighbours
        cells = self.cells
        isolated = []
        for beside in self.area.neighbours[cell]:
            counts[beside] -= 1
            if counts[beside] == 0 and cells[beside] == EMPTY:
                isolated.append(beside)
        return isolated
