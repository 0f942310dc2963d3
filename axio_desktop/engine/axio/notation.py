"""AXIO's and AXIO Hex's decisions written down, and read back (docs/records.md,
"Notation").

A placement is its two cells and its colours, the first colour on the first cell:
``g7-g8 RG`` lays red on g7 and green on g8 (`BoardShape.cell_name` names the cells).
The answer to the exchange option is ``exchange`` or ``keep``. `AxioNotation.format`
and `AxioNotation.parse` are a pair, as python-chess's ``Move.uci()`` and
``Move.from_uci()``: parsing checks the writing (cells of the board, neighbours,
colours of the game), not whether the rules allow the decision in a position.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Final

from ..errors import NotationError
from .geometry import Cell
from .moves import Decision, Exchange, Place
from .rules import Ruleset

EXCHANGE: Final = "exchange"
KEEP: Final = "keep"


@dataclass(frozen=True, eq=False)
class AxioNotation:
    """The notation of the game whose facts ``rules`` holds."""

    rules: Ruleset

    def cell_name(self, cell: Cell) -> str:
        return self.rules.shape.cell_name(cell)

    def cell_named(self, text: str) -> Cell:
        """The cell called ``text``; `NotationError` when no cell of the board is."""
        return self._cell_in(text, text)

    def cells(self, place: Place) -> str:
        """Where a placement goes: ``g7-g8``."""
        first, second = place.cells
        return f"{self.cell_name(first)}-{self.cell_name(second)}"

    def format(self, decision: Decision) -> str:
        if isinstance(decision, Exchange):
            return EXCHANGE if decision.accept else KEEP
        return f"{self.cells(decision)} {decision.colours}"

    def parse(self, text: str) -> Decision:
        """The decision ``text`` writes; `NotationError` quoting it otherwise."""
        if text in (EXCHANGE, KEEP):
            return Exchange(text == EXCHANGE)
        where, space, colours = text.partition(" ")
        first, dash, second = where.partition("-")
        if not (space and dash and first and second and colours):
            raise NotationError(text, "neither a placement nor an answer to the exchange option",
                                f"{self._written_like}, or {EXCHANGE} or {KEEP}")
        cells = (self._cell_in(text, first), self._cell_in(text, second))
        step = (cells[1][0] - cells[0][0], cells[1][1] - cells[0][1])
        if step not in self.rules.shape.directions:
            raise NotationError(text, f"{first} and {second} are not neighbours",
                                self._written_like)
        if len(colours) != 2 or any(colour not in self.rules.colours for colour in colours):
            raise NotationError(text, f"{colours!r} is not two colours of {self.rules.title} "
                                f"({' '.join(self.rules.colours)})", self._written_like)
        return Place(cells, colours)

    def _cell_in(self, text: str, name: str) -> Cell:
        """The cell ``name`` (a part of ``text``) stands for."""
        cell = self.rules.shape.cell_named(name)
        if cell is None:
            raise NotationError(text, f"no cell of the {self.rules.title} board is called "
                                f"{name!r}", self._cells_are)
        return cell

    @cached_property
    def example(self) -> Place:
        """A placement to show how one is written: on the middle of the board."""
        shape = self.rules.shape
        cells = shape.board_cells()
        middle = cells[len(cells) // 2]
        dx, dy = shape.directions[0]
        return Place((middle, (middle[0] + dx, middle[1] + dy)), self.rules.colours[:2])

    @property
    def _written_like(self) -> str:
        return f"a placement is written like {self.format(self.example)}"

    @cached_property
    def _cells_are(self) -> str:
        shape = self.rules.shape
        cells = shape.board_cells()
        letters = sorted({shape.column_name(cell) for cell in cells})
        rows = sorted({shape.row_of(cell) for cell in cells})
        return (f"cells are named by a letter from {letters[0]} to {letters[-1]} and a number "
                f"from {rows[0]} to {rows[-1]}, like {self.cell_name(self.example.cells[0])}")
