"""Moves (what a player decides) and placements (what a move did)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .display import Display, Points
from .geometry import Cell
from .tiles import COLOURS, Colour, Tile

ROTATIONS = (0, 1, 2, 3)


@dataclass(frozen=True, slots=True)
class Move:
    """Where and how the tile to place goes: a cell, a rotation, and a named colour
    exactly when the rules require one."""

    cell: Cell
    rotation: int
    name: Colour | None = None

    def __str__(self) -> str:
        named = f" naming {self.name}" if self.name else ""
        return f"{self.cell} rotation {self.rotation}{named}"


@dataclass(frozen=True, slots=True)
class Placement:
    """One move as it was played: who placed which tile and what it scored.

    ``points`` are the points that reached the tracks (after the cap), ``scores``
    the mover's tracks afterwards, ``axio`` the colours that reached 12 with this
    move, ``bonus_lost`` the bonus turns this move earned but could not take
    because the general supply ran out.
    """

    index: int
    player: int
    bonus: bool
    tile: Tile
    move: Move
    points: Points
    scores: Points
    axio: tuple[Colour, ...]
    bonus_lost: int
    instant_win: bool


def legal_moves(display: Display, tile: Tile) -> Iterator[Move]:
    """Every legal move of ``tile``: each legal cell and rotation, and each name where
    the rules want one. No tile looks the same in two rotations, so none repeats."""
    for cell in display.legal_cells():
        for rotation in ROTATIONS:
            if display.needs_name(cell, tile.rotations[rotation]):
                for colour in COLOURS:
                    yield Move(cell, rotation, colour)
            else:
                yield Move(cell, rotation)
