"""The AXIO Rota move a human is building: how the hand tile is turned, whether the
player holds it (and where: the grip), where the keyboard cursor is, and the tile put
down but not confirmed (with the colour named for its empty corner). Nothing here
knows a rule: the engine checks the move."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.rota import Cell, Colour, Move

Point = tuple[float, float]


@dataclass(slots=True)
class RotaPlacing:
    rotation: int = 0
    """Quarter turns clockwise of the hand tile."""
    cursor: Cell | None = None
    tentative: Move | None = None
    """The tile put down but not yet confirmed: a move the engine has not applied."""
    held: bool = False
    """Whether the player holds the tile: it follows the pointer."""
    grip: Point = (0.0, 0.0)
    """Where the tile is held: the pointer's offset from its centre, in cells."""
    in_hand: int = 0
    """The tile's turn when it was taken from the hand (Escape puts it back so)."""

    def clear(self) -> None:
        """The tile back in hand, unturned (after a move, or when undo replaced the game)."""
        self.rotation = 0
        self.in_hand = 0
        self.cursor = None
        self.tentative = None
        self.held = False
        self.grip = (0.0, 0.0)

    def take(self, grip: Point) -> None:
        """Take hold of the tile ``grip`` from its centre (from the hand, or lifted from
        where it was put down)."""
        if self.tentative is None and not self.held:
            self.in_hand = self.rotation
        self.tentative = None
        self.cursor = None
        self.held = True
        self.grip = grip

    def back_to_hand(self) -> bool:
        """The tile back in the hand as it was taken (Escape); False when it was there."""
        busy = self.held or self.tentative is not None or self.cursor is not None
        self.rotation = self.in_hand if busy else self.rotation
        self.tentative = None
        self.cursor = None
        self.held = False
        self.grip = (0.0, 0.0)
        return busy

    def put_down(self, cell: Cell) -> None:
        self.tentative = Move(cell, self.rotation)
        self.cursor = None
        self.held = False

    def rotate(self, turns: int) -> None:
        """Turn the tile (held: about the point it is held by; put down: where it lies,
        losing its named colour)."""
        self.rotation = (self.rotation + turns) % 4
        for _ in range(turns % 4):
            x, y = self.grip
            self.grip = (-y, x)  # a quarter turn clockwise on screen (y grows downwards)
        if self.tentative is not None:
            self.tentative = Move(self.tentative.cell, self.rotation)

    def name(self, colour: Colour) -> None:
        """Name the colour the empty corner of the tile put down scores as."""
        if self.tentative is not None:
            self.tentative = Move(self.tentative.cell, self.tentative.rotation, colour)
