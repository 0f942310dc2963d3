"""AXIO Rota's moves written down, and read back (docs/records.md, "Notation").

A move is its cell (`geometry.cell_name`: ``E2N1``), its rotation as ``r`` and the
quarter turns clockwise (``r0`` to ``r3``, as the record counts them), and the colour
named for the empty corner where the rules want one: ``E2N1 r1``, ``W1S3 r2 B``.
`RotaNotation.format` and `RotaNotation.parse` are a pair, as python-chess's
``Move.uci()`` and ``Move.from_uci()``: parsing checks the writing, not whether the
rules allow the move in a position (nor whether a name is wanted there).
"""

from __future__ import annotations

from typing import Final

from ..errors import NotationError
from .geometry import Cell, cell_name, cell_named
from .moves import ROTATIONS, Move
from .tiles import COLOURS, is_colour

WRITTEN_LIKE: Final = ("a move is written like E1N1 r0 (cell, quarter turns clockwise), "
                       "or W1S2 r3 B where it names a colour")
CELLS_ARE: Final = ("a cell is its column east (E1, E2, …) or west (W1, …) of the start "
                    "block's middle, then its row south (S1, …) or north (N1, …) of it, "
                    "like E2N1")


class RotaNotation:
    """The notation of AXIO Rota's moves and cells."""

    def cell_name(self, cell: Cell) -> str:
        return cell_name(cell)

    def cell_named(self, text: str) -> Cell:
        """The cell called ``text``; `NotationError` otherwise."""
        cell = cell_named(text)
        if cell is None:
            raise NotationError(text, "not a cell", CELLS_ARE)
        return cell

    def format(self, move: Move) -> str:
        named = f" {move.name}" if move.name is not None else ""
        return f"{cell_name(move.cell)} r{move.rotation}{named}"

    def parse(self, text: str) -> Move:
        """The move ``text`` writes; `NotationError` quoting it otherwise."""
        parts = text.split(" ")
        if len(parts) not in (2, 3):
            raise NotationError(text, "not a move", WRITTEN_LIKE)
        where, turned, *named = parts
        cell = cell_named(where)
        if cell is None:
            raise NotationError(text, f"{where!r} is not a cell", CELLS_ARE)
        rotation = turned.removeprefix("r")
        if not turned.startswith("r") or rotation not in {str(turns) for turns in ROTATIONS}:
            raise NotationError(text, f"{turned!r} is not a rotation (r0 to r3)", WRITTEN_LIKE)
        name = named[0] if named else None
        if name is not None and not is_colour(name):
            raise NotationError(text, f"{name!r} is not a colour ({' '.join(COLOURS)})",
                                WRITTEN_LIKE)
        return Move(cell, int(rotation), name)


ROTA_NOTATION: Final = RotaNotation()
