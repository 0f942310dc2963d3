"""The AXIO Rota move a human is building: how the hand tile is turned, where the
keyboard cursor is, and the tile put down but not confirmed (with the colour named
for its empty corner). Nothing here knows a rule: the engine checks the move."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.rota import Cell, Colour, Move


@dataclass(slots=True)
class RotaPlacing:
    rotation: int = 0
    """Quarter turns clockwise of the hand tile."""
    cursor: Cell | None = None
    tentative: Move | None = None
    """The tile put down but not yet confirmed: a move the engine has not applied."""

    def clear(self) -> None:
        """The tile back in hand, unturned (after a move, or when undo replaced the game)."""
        self.rotation = 0
        self.cursor = None
        self.tentative = None

    def rotate(self, turns: int) -> None:
        """Turn the tile in hand (and the one put down, which loses its named colour)."""
        self.rotation = (self.rotation + turns) % 4
        if self.tentative is not None:
            self.tentative = Move(self.tentative.cell, self.rotation)

    def name(self, colour: Colour) -> None:
        """Name the colour the empty corner of the tile put down scores as."""
        if self.tentative is not None:
            self.tentative = Move(self.tentative.cell, self.tentative.rotation, colour)
